-- Facts already imported, by the id the source gives them: importing a file twice writes nothing
-- twice (the unique key refuses the second insert in the same transaction as the events).
CREATE TABLE imported_facts (
    fact_id      TEXT   NOT NULL,
    position     BIGINT NOT NULL,
    imported_at  TEXT   NOT NULL,
    CONSTRAINT imported_facts_fact_unique UNIQUE (fact_id)
);

-- Write-back to the external case-management system: queued in the same transaction as the
-- staff change, pushed by a worker with retries; failures stay visible and are never dropped.
CREATE TABLE writeback_outbox (
    id            TEXT   PRIMARY KEY,
    kind          TEXT   NOT NULL,
    case_id       BIGINT,
    payload       TEXT   NOT NULL,
    created_at    TEXT   NOT NULL,
    attempts      BIGINT NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error    TEXT,
    pushed_at     TEXT
);
CREATE INDEX writeback_outbox_pending ON writeback_outbox (pushed_at, next_attempt_at);
