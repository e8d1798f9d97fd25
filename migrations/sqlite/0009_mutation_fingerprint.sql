-- Issue #36 §6: an idempotency key is bound to the request it was first used for: a digest of
-- the operation's field and its arguments. A replay with another request answers BAD_USER_INPUT.
ALTER TABLE mutation_results ADD COLUMN fingerprint TEXT;
