//! The lease that elects the one pulling worker: the `leader` and `lease_until` columns of the
//! `facts` row of `sync_state`. A worker takes the lease when it is free or ran out, and renews
//! it while it holds it; a worker that dies (kill -9) loses it when it runs out.

use std::time::Duration;

use app::sync::FACTS;
use chrono::{DateTime, Utc};
use eventstore::time::to_text;
use eventstore::{Db, StoreError};

fn until(now: DateTime<Utc>, lease: Duration) -> String {
    to_text(now + chrono::Duration::from_std(lease).unwrap_or_else(|_| chrono::Duration::minutes(1)))
}

/// Takes or renews the lease for `me`; true when `me` holds it now.
pub async fn acquire(db: &Db, me: &str, now: DateTime<Utc>, lease: Duration) -> Result<bool, StoreError> {
    let mut tx = db.begin_write().await?;
    let done = sqlx::query(
        "UPDATE sync_state SET leader = $1, lease_until = $2 \
         WHERE name = $3 AND (leader IS NULL OR leader = $1 OR lease_until IS NULL OR lease_until < $4)",
    )
    .bind(me)
    .bind(until(now, lease))
    .bind(FACTS)
    .bind(to_text(now))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(done.rows_affected() == 1)
}

/// Gives the lease back (on shutdown, or after `caseboard sync`).
pub async fn release(db: &Db, me: &str) -> Result<(), StoreError> {
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE sync_state SET leader = NULL, lease_until = NULL WHERE name = $1 AND leader = $2").bind(FACTS).bind(me).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}
