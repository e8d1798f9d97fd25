-- Hardening: the write-back outbox is scoped to the organization whose staff made the change.
ALTER TABLE writeback_outbox ADD COLUMN organization_id BIGINT;
CREATE INDEX writeback_outbox_by_organization ON writeback_outbox (organization_id, pushed_at);

-- Sign-in throttling follows the source of the guesses: failures are counted per account and
-- client address; an attempt is recorded before its password is checked (and forgotten when it
-- succeeds), so concurrent guesses are all counted.
ALTER TABLE login_failures ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE login_failures ADD COLUMN attempt_id TEXT;
CREATE INDEX login_failures_by_address ON login_failures (address, failed_at);

-- Idempotency: the result of each mutation that carried a client mutation id (per user), so a
-- retry whose answer was lost returns the first result instead of writing twice.
CREATE TABLE mutation_results (
    actor_user_id      BIGINT NOT NULL,
    client_mutation_id TEXT   NOT NULL,
    stream_id          TEXT   NOT NULL,
    numeric_id         BIGINT NOT NULL,
    position           BIGINT NOT NULL,
    stream_version     BIGINT NOT NULL,
    created_at         TEXT   NOT NULL,
    CONSTRAINT mutation_results_key UNIQUE (actor_user_id, client_mutation_id)
);
