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
    acquire_named(db, FACTS, me, now, lease).await
}

/// The same lease on another `sync_state` row (created when missing): the scheduled
/// reconciliation takes `reconcile` so that one replica runs it a night.
pub async fn acquire_named(db: &Db, name: &str, me: &str, now: DateTime<Utc>, lease: Duration) -> Result<bool, StoreError> {
    let mut tx = db.begin_write().await?;
    sqlx::query("INSERT INTO sync_state (name) VALUES ($1) ON CONFLICT (name) DO NOTHING").bind(name).execute(&mut *tx).await?;
    let done = sqlx::query(
        "UPDATE sync_state SET leader = $1, lease_until = $2 \
         WHERE name = $3 AND (leader IS NULL OR leader = $1 OR lease_until IS NULL OR lease_until < $4)",
    )
    .bind(me)
    .bind(until(now, lease))
    .bind(name)
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

#[cfg(test)]
mod tests {
    use super::*;
    use eventstore::testing::TestDb;
    use eventstore::Backend;

    async fn one_holder_a_night(backend: Backend) {
        // issue #18: the nightly reconciliation runs once per firm, not once per projector.
        let t = TestDb::new(backend).await;
        let now = Utc::now();
        let hour = Duration::from_secs(3600);
        assert!(acquire_named(&t.db, "reconcile", "a", now, hour).await.unwrap(), "the first process takes the row it creates");
        assert!(!acquire_named(&t.db, "reconcile", "b", now, hour).await.unwrap(), "a second process the same night skips");
        assert!(acquire_named(&t.db, "reconcile", "a", now, hour).await.unwrap(), "the holder keeps it");
        let tomorrow = now + chrono::Duration::hours(24);
        assert!(acquire_named(&t.db, "reconcile", "b", tomorrow, hour).await.unwrap(), "a lease that ran out is free the next night");
        assert!(acquire(&t.db, "a", now, hour).await.unwrap(), "the sync's own lease is another row");
        t.finish().await;
    }

    #[tokio::test]
    async fn one_process_runs_the_nightly_reconciliation_sqlite() {
        one_holder_a_night(Backend::Sqlite).await;
    }

    #[tokio::test]
    async fn one_process_runs_the_nightly_reconciliation_postgres() {
        one_holder_a_night(Backend::Postgres).await;
    }
}
