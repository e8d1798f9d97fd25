-- Secrets are not events: an immutable log must not keep password hashes or tokens forever.
CREATE TABLE credentials (
    user_id        BIGINT PRIMARY KEY,
    password_hash  TEXT   NOT NULL,
    updated_at     TEXT   NOT NULL
);

-- Email uniqueness is enforced here, in the same transaction as the user's events.
CREATE TABLE user_emails (
    email    TEXT   NOT NULL,
    user_id  BIGINT NOT NULL,
    CONSTRAINT user_emails_email_unique UNIQUE (email),
    CONSTRAINT user_emails_user_unique UNIQUE (user_id)
);

-- Opaque session tokens, stored as SHA-256 hashes.
CREATE TABLE sessions (
    token_hash  TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL,
    created_at  TEXT   NOT NULL,
    expires_at  TEXT   NOT NULL,
    revoked_at  TEXT
);
CREATE INDEX sessions_by_user ON sessions (user_id);

-- Single-use password reset tokens.
CREATE TABLE password_resets (
    token_hash  TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL,
    created_at  TEXT   NOT NULL,
    expires_at  TEXT   NOT NULL,
    used_at     TEXT
);

-- Failed logins per email, for throttling.
CREATE TABLE login_failures (
    email      TEXT NOT NULL,
    failed_at  TEXT NOT NULL
);
CREATE INDEX login_failures_by_email ON login_failures (email, failed_at);
