//! Claims on rate-limited actions (issue #36 §7): "at most N of this per window" decided by one
//! conditional upsert, so concurrent requests — on one replica or several — never pass the
//! limit, where a count followed by an insert let every concurrent request through.

use chrono::{DateTime, Duration, Utc};

use crate::error::AppResult;
use crate::state::AppState;

/// Takes the claim `key` for `window` from `now`: true when it was free (never taken, or its
/// window has passed), false when another request holds it.
pub async fn claim(state: &AppState, key: &str, window: Duration, now: DateTime<Utc>) -> AppResult<bool> {
    let mut tx = state.db.begin_write().await?;
    let taken = sqlx::query(
        "INSERT INTO action_claims (claim_key, claimed_at) VALUES ($1, $2) \
         ON CONFLICT (claim_key) DO UPDATE SET claimed_at = excluded.claimed_at WHERE action_claims.claimed_at <= $3",
    )
    .bind(key)
    .bind(eventstore::time::to_text(now))
    .bind(eventstore::time::to_text(now - window))
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(taken == 1)
}

/// Takes one of `slots` claims `<prefix>/<n>` (at most `slots` actions per window): the slot
/// taken, or None when every one is held.
pub async fn claim_one_of(state: &AppState, prefix: &str, slots: i64, window: Duration, now: DateTime<Utc>) -> AppResult<Option<String>> {
    for slot in 0..slots {
        let key = format!("{prefix}/{slot}");
        if claim(state, &key, window, now).await? {
            return Ok(Some(key));
        }
    }
    Ok(None)
}

/// Gives a claim back (the action it was taken for did not happen).
pub async fn release(state: &AppState, key: &str, claimed_at: DateTime<Utc>) -> AppResult<()> {
    let mut tx = state.db.begin_write().await?;
    sqlx::query("DELETE FROM action_claims WHERE claim_key = $1 AND claimed_at = $2")
        .bind(key)
        .bind(eventstore::time::to_text(claimed_at))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}
