-- The event log. Positions are dense and in commit order: SQLite has one writer.
CREATE TABLE events (
    position        INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id        TEXT    NOT NULL,
    stream_id       TEXT    NOT NULL,
    stream_type     TEXT    NOT NULL,
    stream_version  BIGINT  NOT NULL,
    event_type      TEXT    NOT NULL,
    schema_version  BIGINT  NOT NULL,
    payload         TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    recorded_at     TEXT    NOT NULL,
    CONSTRAINT events_event_id_unique UNIQUE (event_id),
    CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_by_type ON events (event_type, position);

-- Events are never updated or deleted.
CREATE TRIGGER events_reject_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are immutable: UPDATE rejected'); END;
CREATE TRIGGER events_reject_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are immutable: DELETE rejected'); END;

-- One row per projection generation; exactly one generation per name is active.
CREATE TABLE projections (
    name        TEXT    NOT NULL,
    generation  BIGINT  NOT NULL,
    version     BIGINT  NOT NULL,
    position    BIGINT  NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL,
    active      INTEGER NOT NULL DEFAULT 0,  -- boolean (SQLite: the Any driver reads no BOOLEAN)
    last_error  TEXT,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (name, generation)
);

-- The relay's own checkpoint (store -> bus).
CREATE TABLE relay_checkpoints (
    name        TEXT   PRIMARY KEY,
    position    BIGINT NOT NULL,
    updated_at  TEXT   NOT NULL
);

-- Numeric id allocation for streams whose ids the spec shows (users, teams, ...).
CREATE TABLE sequences (
    name   TEXT   PRIMARY KEY,
    value  BIGINT NOT NULL
);
