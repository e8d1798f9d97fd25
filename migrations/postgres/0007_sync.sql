-- The continuous sync worker (connector::sync): one row per feed pulled from the external
-- case-management system ('facts'). The cursor moves in the same transaction as the last fact
-- of its page; the lease elects the one worker that pulls; the rest is what the operations
-- screen, /metrics and /readyz show.
CREATE TABLE sync_state (
    name                 TEXT   PRIMARY KEY,
    cursor               TEXT,
    newest_fact_at       TEXT,
    leader               TEXT,
    lease_until          TEXT,
    requested_at         TEXT,
    last_pull_started_at TEXT,
    last_pull_at         TEXT,
    last_success_at      TEXT,
    last_error           TEXT,
    last_error_at        TEXT,
    consecutive_failures BIGINT NOT NULL DEFAULT 0,
    next_attempt_at      TEXT,
    pulls                BIGINT NOT NULL DEFAULT 0,
    failures             BIGINT NOT NULL DEFAULT 0,
    facts_applied        BIGINT NOT NULL DEFAULT 0,
    facts_parked         BIGINT NOT NULL DEFAULT 0
);
INSERT INTO sync_state (name) VALUES ('facts');

-- Facts that could not be applied yet (a case whose case_opened has not arrived, an unknown
-- status id, a later fact of a case that already has one parked...). Never dropped: retried
-- every round, oldest first, and marked applied when they land.
CREATE TABLE parked_facts (
    seq          BIGINT NOT NULL,
    fact_id      TEXT   NOT NULL,
    fact_type    TEXT   NOT NULL,
    case_id      BIGINT,
    data         TEXT   NOT NULL,
    reason       TEXT   NOT NULL,
    parked_at    TEXT   NOT NULL,
    attempts     BIGINT NOT NULL DEFAULT 0,
    applied_at   TEXT,
    CONSTRAINT parked_facts_fact_unique UNIQUE (fact_id)
);
CREATE INDEX parked_facts_waiting ON parked_facts (applied_at, seq);
