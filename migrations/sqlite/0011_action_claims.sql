-- Issue #36 §7: claims on rate-limited actions (reset mails, overdue mails), taken with one
-- conditional upsert so that concurrent requests on any replica never pass the limit: a claim
-- is free when it was never taken or its window has passed.
CREATE TABLE action_claims (
    claim_key  TEXT PRIMARY KEY,
    claimed_at TEXT NOT NULL
);
