//! The write-back worker: pushes queued staff changes (`writeback_outbox`, filled in the same
//! transaction as their events) to the external system, with retries. A failed push stays in
//! the outbox with its attempts, last error and next attempt (visible in `writeBackStatus`);
//! rows are never deleted.
//!
//! - A row is claimed in a short write transaction: on PostgreSQL `FOR UPDATE SKIP LOCKED`,
//!   so two workers never take the same row; on SQLite the single writer (`BEGIN IMMEDIATE`)
//!   serialises claims. The claim leases the row (its next attempt moves [`LEASE`] ahead), and
//!   the push happens outside any transaction: a worker that dies mid-push leaves the row to
//!   be retried when the lease runs out. Delivery is therefore at least once; the outbox id is
//!   sent as the idempotency key.
//! - Changes to one case are pushed in the order they were made: a row waits while an older
//!   row of the same case is not pushed, so a retried old status never overwrites a newer one.
//!   (A change that the system keeps refusing therefore holds back the later changes of its
//!   case, visibly, until an operator fixes the cause.)

use std::sync::Arc;
use std::time::Duration;

use app::connector::retry_delay;
use chrono::{DateTime, Utc};
use eventstore::time::to_text;
use eventstore::{Backend, Db, StoreError};
use sqlx::Row;
use tokio::sync::watch;

use crate::port::{CaseSystem, WriteBackItem};

/// How long a claimed row is reserved for the worker pushing it (longer than an HTTP push's
/// 30 s timeout).
pub const LEASE: Duration = Duration::from_secs(300);
/// How often the worker looks for due rows.
pub const POLL: Duration = Duration::from_secs(2);
/// Rows pushed per round before the worker looks again.
pub const BATCH: usize = 100;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PushSummary {
    pub pushed: usize,
    pub failed: usize,
}

fn later(now: DateTime<Utc>, by: Duration) -> String {
    to_text(now + chrono::Duration::from_std(by).unwrap_or_else(|_| chrono::Duration::hours(1)))
}

/// Claims the next due row, if any (see the module note).
async fn claim_next(db: &Db, now: DateTime<Utc>) -> Result<Option<WriteBackItem>, StoreError> {
    let lock = match db.backend() {
        Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        Backend::Sqlite => "",
    };
    let sql = format!(
        "SELECT id, kind, case_id, payload, created_at, attempts FROM writeback_outbox w \
         WHERE pushed_at IS NULL AND next_attempt_at <= $1 \
         AND NOT EXISTS (SELECT 1 FROM writeback_outbox o WHERE o.case_id = w.case_id AND o.pushed_at IS NULL \
                         AND (o.created_at < w.created_at OR (o.created_at = w.created_at AND o.id < w.id))) \
         ORDER BY next_attempt_at, created_at, id LIMIT 1{lock}"
    );
    let mut tx = db.begin_write().await?;
    let Some(row) = sqlx::query(&sql).bind(to_text(now)).fetch_optional(&mut *tx).await? else {
        tx.commit().await?;
        return Ok(None);
    };
    let payload: String = row.try_get("payload")?;
    let item = WriteBackItem {
        id: row.try_get("id")?,
        kind: row.try_get("kind")?,
        case_id: row.try_get("case_id")?,
        payload: serde_json::from_str(&payload).map_err(|e| StoreError::Data(format!("write-back payload: {e}")))?,
        created_at: row.try_get("created_at")?,
        attempts: row.try_get("attempts")?,
    };
    sqlx::query("UPDATE writeback_outbox SET next_attempt_at = $1 WHERE id = $2").bind(later(now, LEASE)).bind(&item.id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(Some(item))
}

async fn record_success(db: &Db, id: &str, now: DateTime<Utc>) -> Result<(), StoreError> {
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE writeback_outbox SET pushed_at = $1 WHERE id = $2 AND pushed_at IS NULL").bind(to_text(now)).bind(id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

async fn record_failure(db: &Db, item: &WriteBackItem, error: &str, now: DateTime<Utc>) -> Result<(), StoreError> {
    let attempts = item.attempts + 1;
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE writeback_outbox SET attempts = $1, last_error = $2, next_attempt_at = $3 WHERE id = $4 AND pushed_at IS NULL")
        .bind(attempts)
        .bind(error)
        .bind(later(now, retry_delay(attempts)))
        .bind(&item.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Pushes up to `limit` rows that are due at `clock()`, one at a time. A push that fails is
/// recorded (attempts + 1, last error, next attempt after the back-off) and the round goes on.
pub async fn push_due(db: &Db, system: &dyn CaseSystem, clock: &(dyn Fn() -> DateTime<Utc> + Sync), limit: usize) -> Result<PushSummary, StoreError> {
    let mut summary = PushSummary::default();
    for _ in 0..limit {
        let Some(item) = claim_next(db, clock()).await? else { break };
        match system.push(&item).await {
            Ok(()) => {
                record_success(db, &item.id, clock()).await?;
                tracing::debug!(id = %item.id, kind = %item.kind, case_id = ?item.case_id, "write-back pushed");
                summary.pushed += 1;
            }
            Err(e) => {
                let error = e.to_string();
                record_failure(db, &item, &error, clock()).await?;
                tracing::warn!(id = %item.id, kind = %item.kind, case_id = ?item.case_id, attempts = item.attempts + 1, error = %error, "write-back failed; will retry");
                summary.failed += 1;
            }
        }
    }
    Ok(summary)
}

/// The worker `caseboard serve` and `caseboard projector` run until shutdown.
pub async fn run(db: Db, system: Arc<dyn CaseSystem>, mut shutdown: watch::Receiver<bool>) {
    tracing::info!(system = system.name(), "write-back worker running");
    loop {
        if *shutdown.borrow() {
            return;
        }
        match push_due(&db, system.as_ref(), &Utc::now, BATCH).await {
            // A full round: more may be due at once.
            Ok(s) if s.pushed + s.failed == BATCH => continue,
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "write-back round failed; retrying"),
        }
        tokio::select! {
            _ = tokio::time::sleep(POLL) => {}
            changed = shutdown.changed() => if changed.is_err() { return },
        }
    }
}
