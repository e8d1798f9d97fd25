-- Issue #36 §4: browsers that signed in to an account before. A successful sign-in hands the
-- browser a device proof (a random token, kept here as its SHA-256); the throttle judges a
-- browser that shows a live proof by its own failures only, so strangers guessing from the
-- same address cannot lock the real user out.
CREATE TABLE sign_in_devices (
    token_hash   TEXT   PRIMARY KEY,
    user_id      BIGINT NOT NULL,
    created_at   TEXT   NOT NULL,
    last_used_at TEXT   NOT NULL
);
CREATE INDEX sign_in_devices_by_user ON sign_in_devices (user_id);
-- The device proof a failed attempt showed (live for its account), else NULL.
ALTER TABLE login_failures ADD COLUMN device_hash TEXT;
