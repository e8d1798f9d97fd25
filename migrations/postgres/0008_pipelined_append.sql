-- Pipelined group commit (docs/event-store.md "Group commit").
--
-- 1. `events_append_batch` again (0005), its version check one index probe per stream: the
--    `IN (SELECT … jsonb_array_elements …)` of 0005 was planned as a hash semi-join over a
--    sequential scan of the whole log (9 ms an append at 44 000 events, growing with the log).
--
-- 2. A batch written by the store's own group commit holds the ordering lock 726001 only
--    while it inserts and writes its commit record: its commit does not wait for the WAL
--    flush (synchronous_commit off for that one transaction), so the next batch takes the
--    lock at once. Positions still become visible in lock order. No caller is answered
--    before the batch is durable: the store then runs `events_flush()`, a synchronous commit
--    of one WAL record, which flushes the WAL up to and past the batch's commit record;
--    concurrent flushes share one fsync. A reader that acts outside the database (the relay)
--    flushes before it acts; a projector's own synchronous commit flushes the events it
--    read, since the WAL is flushed in order.
CREATE OR REPLACE FUNCTION events_append_batch(batch JSONB)
RETURNS TABLE (r_cmd BIGINT, r_ok BOOLEAN, r_actual BIGINT, r_position BIGINT, r_version BIGINT)
LANGUAGE plpgsql AS $$
DECLARE
    versions JSONB;
    accepted JSONB := '[]';
    c RECORD;
    cur BIGINT;
    n BIGINT;
BEGIN
    PERFORM pg_advisory_xact_lock(726001);
    -- One index probe per stream (the newest version on events_stream_version_unique).
    SELECT COALESCE(jsonb_object_agg(s.id, (SELECT ev.stream_version FROM events ev WHERE ev.stream_id = s.id
                                             ORDER BY ev.stream_version DESC LIMIT 1)), '{}') INTO versions
      FROM (SELECT DISTINCT b->>'s' AS id FROM jsonb_array_elements(batch) b) s;
    FOR c IN SELECT b.value AS cmd, b.ordinality AS i FROM jsonb_array_elements(batch) WITH ORDINALITY b LOOP
        cur := COALESCE((versions->>(c.cmd->>'s'))::BIGINT, 0);
        n := jsonb_array_length(c.cmd->'e');
        IF jsonb_typeof(c.cmd->'x') = 'number' AND (c.cmd->>'x')::BIGINT <> cur THEN
            r_cmd := c.i; r_ok := FALSE; r_actual := cur; r_position := 0; r_version := cur;
            RETURN NEXT;
        ELSIF n = 0 THEN
            r_cmd := c.i; r_ok := TRUE; r_actual := cur; r_position := 0; r_version := cur;
            RETURN NEXT;
        ELSE
            accepted := accepted || jsonb_build_array(jsonb_build_object('i', c.i, 'base', cur));
            versions := jsonb_set(versions, ARRAY[c.cmd->>'s'], to_jsonb(cur + n));
        END IF;
    END LOOP;
    IF jsonb_array_length(accepted) = 0 THEN
        RETURN;
    END IF;
    RETURN QUERY
    WITH cmds AS (
        SELECT (a->>'i')::BIGINT AS i, (a->>'base')::BIGINT AS base, batch->((a->>'i')::INT - 1) AS cmd
          FROM jsonb_array_elements(accepted) a
    ), ins AS (
        INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at)
        SELECT (e.value->>'id')::UUID, cmds.cmd->>'s', cmds.cmd->>'t', cmds.base + e.ordinality, e.value->>'type',
               (e.value->>'v')::BIGINT, e.value->'p', cmds.cmd->'m', (cmds.cmd->>'at')::TIMESTAMPTZ
          FROM cmds CROSS JOIN LATERAL jsonb_array_elements(cmds.cmd->'e') WITH ORDINALITY e
         ORDER BY cmds.i, e.ordinality
        RETURNING events.position, events.stream_id, events.stream_version
    )
    SELECT cmds.i, TRUE, cmds.base, ins.position, ins.stream_version
      FROM cmds JOIN ins ON ins.stream_id = cmds.cmd->>'s'
                        AND ins.stream_version = cmds.base + jsonb_array_length(cmds.cmd->'e');
END;
$$;

CREATE FUNCTION events_append_batch_pipelined(batch JSONB)
RETURNS TABLE (r_cmd BIGINT, r_ok BOOLEAN, r_actual BIGINT, r_position BIGINT, r_version BIGINT)
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('synchronous_commit', 'off', true);
    RETURN QUERY SELECT * FROM events_append_batch(batch);
END;
$$;

-- A row per slot of backends (at most 1 024 rows), so concurrent flushes rarely wait on each
-- other's row lock.
CREATE TABLE events_flushes (
    slot     INT    PRIMARY KEY,
    flushes  BIGINT NOT NULL
);

CREATE FUNCTION events_flush() RETURNS VOID LANGUAGE sql AS $$
    INSERT INTO events_flushes (slot, flushes) VALUES (pg_backend_pid() % 1024, 1)
    ON CONFLICT (slot) DO UPDATE SET flushes = events_flushes.flushes + 1;
$$;
