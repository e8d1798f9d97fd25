//! The relay: reads the log in order and publishes each event on the bus, advancing its own
//! checkpoint only after the bus acknowledged the event. One leader at a time on PostgreSQL
//! (session advisory lock); a bus outage only delays publication, never a write.

use std::sync::Arc;
use std::time::Duration;

use sqlx::Row;
use tokio::sync::watch;

use crate::bus::{Bus, APPENDED_SUBJECT};
use crate::db::Backend;
use crate::error::StoreError;
use crate::store::EventStore;

const RELAY_NAME: &str = "bus";
const LEADER_LOCK_KEY: i64 = 726_002;

pub async fn checkpoint(store: &EventStore) -> Result<i64, StoreError> {
    let row = sqlx::query("SELECT position FROM relay_checkpoints WHERE name = $1")
        .bind(RELAY_NAME)
        .fetch_optional(store.db().pool())
        .await?;
    Ok(row.map(|r| r.get::<i64, _>(0)).unwrap_or(0))
}

/// The relay's checkpoint and when it last advanced (operators' view); none before it ran.
pub async fn checkpoint_state(store: &EventStore) -> Result<Option<(i64, String)>, StoreError> {
    Ok(sqlx::query_as::<_, (i64, String)>("SELECT position, updated_at FROM relay_checkpoints ORDER BY name LIMIT 1").fetch_optional(store.db().pool()).await?)
}

async fn save_checkpoint(store: &EventStore, position: i64) -> Result<(), StoreError> {
    let mut tx = store.db().begin_write().await?;
    if store.db().backend() == Backend::Postgres {
        // A checkpoint lost in a crash only re-publishes what the bus drops as repeats (by
        // event id), so it need not wait for a flush of its own.
        sqlx::query("SET LOCAL synchronous_commit TO OFF").execute(&mut *tx).await?;
    }
    sqlx::query(
        "INSERT INTO relay_checkpoints (name, position, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at",
    )
    .bind(RELAY_NAME)
    .bind(position)
    .bind(crate::time::now_text())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Publishes everything not yet published; returns how many events went out.
pub async fn publish_pending(store: &EventStore, bus: &dyn Bus) -> Result<usize, StoreError> {
    let mut published = 0;
    loop {
        let from = checkpoint(store).await?;
        let batch = store.read_all_after(from, 500).await?;
        if batch.is_empty() {
            return Ok(published);
        }
        // A pipelined batch is visible before it is flushed (store.rs `Commit`): publish
        // only what a crash of the database could not take back.
        store.flush().await?;
        bus.publish_events(&batch).await?;
        published += batch.len();
        save_checkpoint(store, batch.last().map(|e| e.position).unwrap_or(from)).await?;
    }
}

/// Runs until `shutdown` turns true.
pub async fn run(store: EventStore, bus: Arc<dyn Bus>, mut shutdown: watch::Receiver<bool>) -> Result<(), StoreError> {
    // Leadership: on PostgreSQL hold a session advisory lock on a dedicated connection.
    let _leader = if store.db().backend() == Backend::Postgres {
        let mut conn = store.db().pool().acquire().await?;
        loop {
            let got: bool = sqlx::query("SELECT pg_try_advisory_lock($1)").bind(LEADER_LOCK_KEY).fetch_one(&mut *conn).await?.get(0);
            if got {
                break;
            }
            tracing::info!("another relay is leader; standing by");
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(2)) => {}
                _ = shutdown.changed() => return Ok(()),
            }
        }
        tracing::info!("relay is leader");
        // Out of the pool: when `run` returns the connection closes and the session lock
        // goes with it. Returned to the pool, it would keep the lock and no other relay
        // could ever lead while this process lives.
        Some(conn.detach())
    } else {
        None
    };
    let mut wakeups = bus.subscribe(APPENDED_SUBJECT).await.ok();
    let local = store.appended_signal();
    let mut backoff = Duration::from_millis(200);
    loop {
        match publish_pending(&store, bus.as_ref()).await {
            Ok(n) => {
                if n > 0 {
                    tracing::debug!(published = n, "relay published events");
                }
                backoff = Duration::from_millis(200);
            }
            Err(e) => {
                tracing::warn!(error = %e, "relay could not publish; will retry");
                tokio::select! {
                    _ = tokio::time::sleep(backoff) => {}
                    _ = shutdown.changed() => return Ok(()),
                }
                backoff = (backoff * 2).min(Duration::from_secs(5));
                continue;
            }
        }
        crate::bus::wait_for_wakeup(&mut wakeups, &local, Duration::from_millis(500), &mut shutdown).await;
        if *shutdown.borrow() {
            return Ok(());
        }
    }
}
