-- The event log. Appends take a transaction-level advisory lock (see docs/event-store.md),
-- so positions become visible in order and a reader never skips a later-committing event.
CREATE TABLE events (
    position        BIGSERIAL   PRIMARY KEY,
    event_id        UUID        NOT NULL,
    stream_id       TEXT        NOT NULL,
    stream_type     TEXT        NOT NULL,
    stream_version  BIGINT      NOT NULL,
    event_type      TEXT        NOT NULL,
    schema_version  BIGINT      NOT NULL,
    payload         JSONB       NOT NULL,
    metadata        JSONB       NOT NULL,
    recorded_at     TIMESTAMPTZ NOT NULL,
    CONSTRAINT events_event_id_unique UNIQUE (event_id),
    CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_by_type ON events (event_type, position);

CREATE FUNCTION events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events are immutable: % rejected', TG_OP;
END;
$$;
CREATE TRIGGER events_reject_update BEFORE UPDATE ON events
    FOR EACH ROW EXECUTE FUNCTION events_reject_change();
CREATE TRIGGER events_reject_delete BEFORE DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_reject_change();
CREATE TRIGGER events_reject_truncate BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_reject_change();

CREATE TABLE projections (
    name        TEXT    NOT NULL,
    generation  BIGINT  NOT NULL,
    version     BIGINT  NOT NULL,
    position    BIGINT  NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL,
    active      BOOLEAN NOT NULL DEFAULT FALSE,
    last_error  TEXT,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (name, generation)
);

CREATE TABLE relay_checkpoints (
    name        TEXT   PRIMARY KEY,
    position    BIGINT NOT NULL,
    updated_at  TEXT   NOT NULL
);

CREATE TABLE sequences (
    name   TEXT   PRIMARY KEY,
    value  BIGINT NOT NULL
);
