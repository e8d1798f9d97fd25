-- Group commit (docs/event-store.md "Group commit"): one call appends a batch of commands
-- under the ordering lock 726001 — one version check per command (against the log and the
-- batch's earlier commands on the same stream) and one multi-row INSERT for the accepted
-- commands. Sent as one autocommit statement it is one client round trip including the
-- commit; inside a caller's transaction the lock is held until that transaction ends.
--
-- `batch` is a JSON array of commands:
--   {"s": stream_id, "t": stream_type, "x": expected version or null for Any (0 = no stream),
--    "m": metadata, "at": recorded_at, "e": [{"id": uuid, "type": event_type, "v": schema_version, "p": payload}]}
-- One row per command (1-based `r_cmd`): `r_ok` false is a version conflict (`r_actual` is the
-- stream's version); true carries the last position (0 without events) and the new version.
-- Plpgsql runs each statement on a fresh snapshot, so the check after the lock sees every
-- append committed before it.
CREATE FUNCTION events_append_batch(batch JSONB)
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
    SELECT COALESCE(jsonb_object_agg(v.stream_id, v.version), '{}') INTO versions
      FROM (SELECT ev.stream_id, MAX(ev.stream_version) AS version FROM events ev
             WHERE ev.stream_id IN (SELECT b->>'s' FROM jsonb_array_elements(batch) b)
             GROUP BY ev.stream_id) v;
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
