use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::Engine;
use chrono::Utc;
use domain::auth::rules::{is_throttled, RESET_TOKEN_TTL, SESSION_TTL, THROTTLE_WINDOW};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub async fn hash_password(password: &str) -> ApiResult<String> {
    let password = password.to_string();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(ApiError::internal)
    })
    .await
    .map_err(ApiError::internal)?
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

/// Checks email and password; returns the user id. Failures are counted per email and
/// throttle further tries.
pub async fn check_login(state: &AppState, email: &str, password: &str) -> ApiResult<i64> {
    let email = email.trim().to_lowercase();
    let now = Utc::now();
    let since = eventstore::time::to_text(now - THROTTLE_WINDOW);
    let failures: Vec<_> = sqlx::query("SELECT failed_at FROM login_failures WHERE email = $1 AND failed_at > $2")
        .bind(&email)
        .bind(&since)
        .fetch_all(state.db.pool())
        .await?
        .iter()
        .filter_map(|r| eventstore::time::from_text(&r.get::<String, _>(0)))
        .collect();
    if is_throttled(&failures, now) {
        return Err(ApiError::Unauthenticated("Too many failed sign-in attempts. Try again in 15 minutes.".into()));
    }
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
    let mut tx = state.db.begin_write().await?;
    match (ok, user_id, active) {
        (true, Some(id), true) => {
            sqlx::query("DELETE FROM login_failures WHERE email = $1").bind(&email).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(id)
        }
        _ => {
            sqlx::query("INSERT INTO login_failures (email, failed_at) VALUES ($1, $2)")
                .bind(&email)
                .bind(eventstore::time::to_text(now))
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Err(ApiError::Unauthenticated("Invalid email or password".into()))
        }
    }
}

pub async fn create_session(state: &AppState, user_id: i64) -> ApiResult<String> {
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

/// The user of a live (unexpired, unrevoked) session token.
pub async fn session_user(state: &AppState, token: &str) -> ApiResult<Option<i64>> {
    let row = sqlx::query("SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2")
        .bind(token_hash(token))
        .bind(eventstore::time::now_text())
        .fetch_optional(state.db.pool())
        .await?;
    Ok(row.map(|r| r.get::<i64, _>(0)))
}

pub async fn revoke_session(state: &AppState, token: &str) -> ApiResult<()> {
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
pub async fn request_reset(state: &AppState, email: &str) -> ApiResult<()> {
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
    let (token, hash) = new_token();
    let now = Utc::now();
    let mut tx = state.db.begin_write().await?;
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

/// The user a reset token belongs to, if it is unused and unexpired.
pub async fn reset_user(state: &AppState, token: &str) -> ApiResult<Option<i64>> {
    let row = sqlx::query("SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2")
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
