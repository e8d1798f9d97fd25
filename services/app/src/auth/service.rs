use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::Engine;
use chrono::Utc;
use domain::auth::rules::{login_throttle, LoginFailures, DEVICE_TTL, RESET_TOKEN_TTL, SESSION_TTL, THROTTLE_WINDOW};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub async fn hash_password(password: &str) -> AppResult<String> {
    let password = password.to_string();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(AppError::internal)
    })
    .await
    .map_err(AppError::internal)?
}

pub async fn verify_password(password: &str, hash: &str) -> bool {
    let password = password.to_string();
    let hash = hash.to_string();
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash).map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok()).unwrap_or(false)
    })
    .await
    .unwrap_or(false)
}

/// A fresh opaque token (256 random bits, URL-safe) and the hash that is stored.
pub fn new_token() -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    let hash = token_hash(&token);
    (token, hash)
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Verifies against a fixed hash when the account does not exist, so that the answer takes
/// as long either way (no account enumeration by timing).
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Yw3lC2jmvw8mS3FGZk3XkU2Ck2KDHV3b4Qz1Gr4bqkM";

/// A successful sign-in: the user, and the browser's device proof for the next sign-ins (the
/// one it showed, or a new one).
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub user_id: i64,
    pub device: String,
}

/// Checks email and password; returns the user and the browser's device proof. The attempt is
/// counted as a failure before the password is checked, atomically with the throttling
/// decision (so a burst of concurrent guesses is counted, not raced), and forgotten when it
/// succeeds. Throttling follows the source of the guesses (`address`), and a browser showing a
/// live device proof for the account (`device`) is judged by its own failures only
/// (`domain::auth::rules::login_throttle`). Every failure is logged with its address and
/// reason, never the password.
pub async fn check_login(state: &AppState, email: &str, password: &str, address: &str, device: Option<&str>) -> AppResult<SignedIn> {
    let email = email.trim().to_lowercase();
    let now = Utc::now();
    let attempt_id = uuid::Uuid::now_v7().to_string();
    let offered = device.map(str::trim).filter(|d| !d.is_empty()).map(token_hash);
    let known_device = {
        let since = eventstore::time::to_text(now - THROTTLE_WINDOW);
        let mut tx = state.db.begin_write().await?;
        if state.db.backend() == eventstore::Backend::Postgres {
            // Serialises the count-and-record step of every sign-in (not the password check).
            sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(LOGIN_LOCK_KEY).execute(&mut *tx).await?;
        }
        // A device proof counts only for the account it was given for, while it is live.
        let known_device = match &offered {
            Some(hash) => sqlx::query(
                "SELECT 1 FROM sign_in_devices d JOIN user_emails e ON e.user_id = d.user_id WHERE d.token_hash = $1 AND e.email = $2 AND d.last_used_at > $3",
            )
            .bind(hash)
            .bind(&email)
            .bind(eventstore::time::to_text(now - DEVICE_TTL))
            .fetch_optional(&mut *tx)
            .await?
            .is_some(),
            None => false,
        };
        let device_hash = if known_device { offered.clone() } else { None };
        let counts = sqlx::query(
            "SELECT COALESCE(SUM(CASE WHEN email = $1 AND address = $2 AND device_hash IS NULL THEN 1 ELSE 0 END), 0) AS pair, \
                    MAX(CASE WHEN email = $1 AND address = $2 AND device_hash IS NULL THEN failed_at END) AS last_pair, \
                    COALESCE(SUM(CASE WHEN address = $2 THEN 1 ELSE 0 END), 0) AS from_address, \
                    COALESCE(SUM(CASE WHEN email = $1 THEN 1 ELSE 0 END), 0) AS account, \
                    MAX(CASE WHEN email = $1 THEN failed_at END) AS last_account, \
                    COALESCE(SUM(CASE WHEN email = $1 AND device_hash = $4 THEN 1 ELSE 0 END), 0) AS from_device, \
                    MAX(CASE WHEN email = $1 AND device_hash = $4 THEN failed_at END) AS last_device \
             FROM login_failures WHERE failed_at > $3 AND (email = $1 OR address = $2)",
        )
        .bind(&email)
        .bind(address)
        .bind(&since)
        .bind(device_hash.clone().unwrap_or_default())
        .fetch_one(&mut *tx)
        .await?;
        let at = |column: &str| -> AppResult<_> { Ok(counts.try_get::<Option<String>, _>(column)?.and_then(|t| eventstore::time::from_text(&t))) };
        let failures = LoginFailures {
            account_from_address: counts.try_get("pair")?,
            last_pair_failure: at("last_pair")?,
            from_address: counts.try_get("from_address")?,
            account: counts.try_get("account")?,
            last_account_failure: at("last_account")?,
            from_device: counts.try_get("from_device")?,
            last_device_failure: at("last_device")?,
        };
        if let Some(throttled) = login_throttle(&failures, known_device, now) {
            tracing::warn!(address, known_device, reason = ?throttled, "sign-in refused by the throttle");
            return Err(AppError::Unauthenticated(throttled.message()));
        }
        sqlx::query("INSERT INTO login_failures (email, failed_at, address, attempt_id, device_hash) VALUES ($1, $2, $3, $4, $5)")
            .bind(&email)
            .bind(eventstore::time::to_text(now))
            .bind(address)
            .bind(&attempt_id)
            .bind(&device_hash)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        known_device
    };
    let row = sqlx::query(
        "SELECT e.user_id, c.password_hash FROM user_emails e JOIN credentials c ON c.user_id = e.user_id WHERE e.email = $1",
    )
    .bind(&email)
    .fetch_optional(state.db.pool())
    .await?;
    let (user_id, hash) = match &row {
        Some(r) => (Some(r.get::<i64, _>(0)), r.get::<String, _>(1)),
        None => (None, DUMMY_HASH.to_string()),
    };
    let ok = verify_password(password, &hash).await;
    let active = match user_id {
        Some(id) => sqlx::query("SELECT active FROM users WHERE user_id = $1")
            .bind(id)
            .fetch_optional(state.db.pool())
            .await?
            .map(|r| eventstore::db::get_bool(&r, "active"))
            .unwrap_or(false),
        None => false,
    };
    match (ok, user_id, active) {
        (true, Some(id), true) => {
            // Success forgets this address's (and this browser's) failures for the account,
            // never another address's; the browser keeps or receives its device proof.
            let mut tx = state.db.begin_write().await?;
            sqlx::query("DELETE FROM login_failures WHERE email = $1 AND (address = $2 OR attempt_id = $3 OR device_hash = $4)")
                .bind(&email)
                .bind(address)
                .bind(&attempt_id)
                .bind(offered.clone().unwrap_or_default())
                .execute(&mut *tx)
                .await?;
            let stamp = eventstore::time::to_text(now);
            let device = match (known_device, device) {
                (true, Some(d)) => {
                    sqlx::query("UPDATE sign_in_devices SET last_used_at = $1 WHERE token_hash = $2").bind(&stamp).bind(&offered).execute(&mut *tx).await?;
                    d.trim().to_string()
                }
                _ => {
                    let (token, hash) = new_token();
                    sqlx::query("INSERT INTO sign_in_devices (token_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)")
                        .bind(&hash)
                        .bind(id)
                        .bind(&stamp)
                        .execute(&mut *tx)
                        .await?;
                    token
                }
            };
            tx.commit().await?;
            Ok(SignedIn { user_id: id, device })
        }
        _ => {
            let reason = match (user_id, ok) {
                (None, _) => "unknown email",
                (Some(_), false) => "wrong password",
                (Some(_), true) => "inactive account",
            };
            tracing::warn!(address, known_device, reason, "sign-in failed");
            Err(AppError::Unauthenticated("Invalid email or password".into()))
        }
    }
}

/// The advisory lock that serialises sign-in bookkeeping on PostgreSQL.
const LOGIN_LOCK_KEY: i64 = 0x6361_7365_6c6f_6731;

pub async fn create_session(state: &AppState, user_id: i64) -> AppResult<String> {
    let (token, hash) = new_token();
    let now = Utc::now();
    let mut tx = state.db.begin_write().await?;
    sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(&hash)
        .bind(user_id)
        .bind(eventstore::time::to_text(now))
        .bind(eventstore::time::to_text(now + SESSION_TTL))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(token)
}

/// The user of a live (unexpired, unrevoked) session token. Always read from the database (one
/// lookup by primary key): a sign-out or deactivation on another replica is then in force at
/// once, with no wait for an announcement (docs/decisions.md "cache (session 5)").
pub async fn session_user(state: &AppState, token: &str) -> AppResult<Option<i64>> {
    let row = sqlx::query("SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(token_hash(token))
        .bind(eventstore::time::now_text())
        .fetch_optional(state.db.pool())
        .await?;
    Ok(row.map(|r| r.get::<i64, _>(0)))
}

pub async fn revoke_session(state: &AppState, token: &str) -> AppResult<()> {
    let mut tx = state.db.begin_write().await?;
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL")
        .bind(eventstore::time::now_text())
        .bind(token_hash(token))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Creates a reset token for an active account with that email and mails the link. Says
/// nothing about whether the account exists.
pub async fn request_reset(state: &AppState, email: &str) -> AppResult<()> {
    let email = email.trim().to_lowercase();
    let row = sqlx::query("SELECT e.user_id, u.active FROM user_emails e JOIN users u ON u.user_id = e.user_id WHERE e.email = $1")
        .bind(&email)
        .fetch_optional(state.db.pool())
        .await?;
    let Some(row) = row else {
        tracing::info!("password reset requested for an unknown address");
        return Ok(());
    };
    if !eventstore::db::get_bool(&row, "active") {
        return Ok(());
    }
    let user_id: i64 = row.get("user_id");
    if !reset_mail_allowed(state, user_id).await? {
        tracing::warn!(user_id, "password reset mail not sent: too many in the last hour");
        return Ok(());
    }
    let (token, hash) = new_token();
    let now = Utc::now();
    let mut tx = state.db.begin_write().await?;
    // A new link invalidates the older ones.
    sqlx::query("UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL")
        .bind(eventstore::time::to_text(now))
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(&hash)
        .bind(user_id)
        .bind(eventstore::time::to_text(now))
        .bind(eventstore::time::to_text(now + RESET_TOKEN_TTL))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    let link = format!("{}/password-reset/{token}", state.config.effective_public_url());
    let body = format!(
        "Someone asked to reset the password of your Caseboard account.\n\n\
         Open this link within one hour to choose a new password (it works once):\n\n{link}\n\n\
         If you did not ask for this, ignore this message; your password stays as it is.\n"
    );
    if let Err(e) = state.mailer.send(&email, "Reset your Caseboard password", body).await {
        // The answer stays the same; the failure is an operator's concern.
        tracing::error!(error = %e, "password reset mail could not be sent");
    }
    Ok(())
}

/// Reset mails per account per hour; further requests answer the same and send nothing
/// (docs/security.md).
pub const MAX_RESET_MAILS_PER_HOUR: i64 = 3;

/// Whether another reset mail may go to this account: one of [`MAX_RESET_MAILS_PER_HOUR`]
/// hour-long claims is free, taken atomically (concurrent requests never pass the cap).
async fn reset_mail_allowed(state: &AppState, user_id: i64) -> AppResult<bool> {
    let slot = crate::claims::claim_one_of(state, &format!("reset-mail/{user_id}"), MAX_RESET_MAILS_PER_HOUR, chrono::Duration::hours(1), Utc::now()).await?;
    Ok(slot.is_some())
}

/// The user a reset token belongs to, if it is unused and unexpired and the user is active
/// (a deactivated user's password cannot be reset).
pub async fn reset_user(state: &AppState, token: &str) -> AppResult<Option<i64>> {
    let row = sqlx::query(
        "SELECT r.user_id FROM password_resets r JOIN users u ON u.user_id = r.user_id \
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.active",
    )
        .bind(token_hash(token))
        .bind(eventstore::time::now_text())
        .fetch_optional(state.db.pool())
        .await?;
    Ok(row.map(|r| r.get::<i64, _>(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn passwords_hash_with_argon2id_and_verify() {
        let hash = hash_password("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash).await);
        assert!(!verify_password("wrong", &hash).await);
        assert!(!verify_password("anything", DUMMY_HASH).await);
    }

    #[test]
    fn tokens_are_random_and_stored_hashed() {
        let (a, ha) = new_token();
        let (b, _) = new_token();
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(ha, token_hash(&a));
        assert_ne!(ha, a);
    }
}
