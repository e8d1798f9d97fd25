//! The worker loop (`caseboard serve`, every `caseboard projector`) and the one-shot sync of
//! `caseboard sync`. Every second a worker takes or renews the lease; the holder pulls when
//! the interval (or the back-off after a failure) has passed, or when someone asked for a
//! sync ("Sync now" sets `sync_state.requested_at`).

use std::sync::Arc;
use std::time::Duration;

use app::state::AppState;
use app::sync::{backoff_delay, pulled_since, read_status, request_sync, SyncStatus, FACTS};
use chrono::{DateTime, Utc};
use eventstore::time::{from_text, to_text};
use eventstore::{Db, StoreError};
use sqlx::Row;
use tokio::sync::watch;

use super::pull::{pull_into, PullError, PullReport};
use super::{lease, worker_id, SyncOptions};
use crate::port::CaseSystem;

/// How often a worker looks at the lease and for requests.
pub const TICK: Duration = Duration::from_secs(1);

fn later(now: DateTime<Utc>, by: Duration) -> String {
    to_text(now + chrono::Duration::from_std(by).unwrap_or_else(|_| chrono::Duration::hours(1)))
}

/// True when the holder should pull now.
async fn due(db: &Db, now: DateTime<Utc>, options: &SyncOptions) -> Result<bool, StoreError> {
    let row = sqlx::query("SELECT requested_at, last_pull_started_at, next_attempt_at FROM sync_state WHERE name = $1").bind(FACTS).fetch_one(db.pool()).await?;
    let at = |c: &str| -> Result<Option<DateTime<Utc>>, StoreError> { Ok(row.try_get::<Option<String>, _>(c)?.as_deref().and_then(from_text)) };
    let (requested, started, next) = (at("requested_at")?, at("last_pull_started_at")?, at("next_attempt_at")?);
    let asked = requested.is_some_and(|r| started.is_none_or(|s| s < r));
    Ok(asked || (options.enabled && next.is_none_or(|n| n <= now)))
}

async fn write(db: &Db, sql: &str, binds: &[Option<String>]) -> Result<(), StoreError> {
    let mut tx = db.begin_write().await?;
    let mut query = sqlx::query(sql);
    for b in binds {
        query = query.bind(b.clone());
    }
    query.bind(FACTS).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Records the end of a pull: counters, last success or error, the next attempt.
/// `applied` counts the facts applied before a failure too.
async fn record(db: &Db, started: DateTime<Utc>, applied: usize, result: &Result<PullReport, PullError>, options: &SyncOptions) -> Result<(), StoreError> {
    let now = Utc::now();
    match result {
        Ok(_) => {
            write(
                db,
                &format!(
                    "UPDATE sync_state SET last_pull_at = $1, last_success_at = $1, consecutive_failures = 0, next_attempt_at = $2, \
                     pulls = pulls + 1, facts_applied = facts_applied + {applied} WHERE name = $3",
                ),
                &[Some(to_text(now)), Some(later(now, options.interval))],
            )
            .await
        }
        Err(PullError::LeaseLost) if applied == 0 => Ok(()),
        Err(PullError::LeaseLost) => write(db, &format!("UPDATE sync_state SET facts_applied = facts_applied + {applied} WHERE name = $1"), &[]).await,
        Err(e) => {
            let failures: i64 = sqlx::query("SELECT consecutive_failures FROM sync_state WHERE name = $1").bind(FACTS).fetch_one(db.pool()).await?.try_get("consecutive_failures")?;
            let wait = if e.is_authentication() { options.backoff_cap } else { backoff_delay(failures + 1, options.backoff, options.backoff_cap) };
            tracing::warn!(error = %e.describe(), failures = failures + 1, retry_in_secs = wait.as_secs(), "sync pull failed");
            write(
                db,
                &format!(
                    "UPDATE sync_state SET last_pull_at = $1, last_error = $2, last_error_at = $3, consecutive_failures = consecutive_failures + 1, \
                     failures = failures + 1, pulls = pulls + 1, next_attempt_at = $4, facts_applied = facts_applied + {applied} WHERE name = $5"
                ),
                &[Some(to_text(now)), Some(e.describe()), Some(to_text(started)), Some(later(now, wait))],
            )
            .await
        }
    }
}

/// One pull by the lease holder `me`, recorded.
async fn pull_recorded(state: &AppState, system: &dyn CaseSystem, me: &str, options: &SyncOptions) -> Result<Result<PullReport, PullError>, StoreError> {
    let started = Utc::now();
    write(&state.db, "UPDATE sync_state SET last_pull_started_at = $1 WHERE name = $2", &[Some(to_text(started))]).await?;
    let mut report = PullReport::default();
    let result = pull_into(state, system, me, options, &mut report).await.map(|()| report);
    record(&state.db, started, report.applied, &result, options).await?;
    if result.is_ok() {
        pull_contacts(state, system).await;
    }
    Ok(result)
}

/// The contacts changed since the contacts' cursor, after a successful pull of facts (issue
/// #18: "Contacts sync the same way"); a failure is logged and recorded on the `contacts` row,
/// and the next pull tries again from the same cursor.
async fn pull_contacts(state: &AppState, system: &dyn CaseSystem) {
    let metadata = eventstore::Metadata { source: eventstore::Source::Sync, correlation_id: Some(uuid::Uuid::now_v7()), ..Default::default() };
    match app::contacts::pull(state, system, &metadata, false).await {
        Ok(pulled) if pulled.updated > 0 => tracing::info!(received = pulled.received, updated = pulled.updated, "sync pulled contacts"),
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, "sync: contacts pull failed");
            if let Err(e) = app::contacts::record_failure(state, &e.to_string()).await {
                tracing::debug!(error = %e, "contacts failure not recorded");
            }
        }
    }
}

/// The worker `caseboard serve` and `caseboard projector` run until shutdown.
pub async fn run(state: AppState, system: Arc<dyn CaseSystem>, options: SyncOptions, mut shutdown: watch::Receiver<bool>) {
    let me = worker_id();
    tracing::info!(system = system.name(), worker = %me, interval_secs = options.interval.as_secs(), "sync worker running");
    loop {
        if *shutdown.borrow() {
            if let Err(e) = lease::release(&state.db, &me).await {
                tracing::debug!(error = %e, "sync lease not released; it runs out");
            }
            return;
        }
        let now = Utc::now();
        let round = async {
            if lease::acquire(&state.db, &me, now, options.lease).await? && due(&state.db, now, &options).await? {
                match pull_recorded(&state, system.as_ref(), &me, &options).await? {
                    Ok(report) if report.facts > 0 || report.applied > 0 => tracing::info!(summary = %report.summary(), "sync pulled"),
                    _ => {}
                }
            }
            Ok::<_, StoreError>(())
        };
        if let Err(e) = round.await {
            tracing::warn!(error = %e, "sync round failed; retrying");
        }
        tokio::select! {
            _ = tokio::time::sleep(TICK) => {}
            changed = shutdown.changed() => if changed.is_err() { return },
        }
    }
}

/// What `caseboard sync` did.
pub enum SyncOnce {
    /// This process pulled.
    Pulled(Result<PullReport, String>),
    /// A running worker holds the lease: it was asked and pulled; its status after.
    ByWorker(Box<SyncStatus>),
}

/// `caseboard sync`: one pull now. When a running worker holds the lease, asks it (as "Sync
/// now" does) and waits up to `wait` for its pull.
pub async fn sync_once(state: &AppState, system: &dyn CaseSystem, options: &SyncOptions, wait: Duration) -> anyhow::Result<SyncOnce> {
    let me = worker_id();
    if lease::acquire(&state.db, &me, Utc::now(), options.lease).await? {
        let result = pull_recorded(state, system, &me, options).await;
        lease::release(&state.db, &me).await?;
        return Ok(SyncOnce::Pulled(result?.map_err(|e| e.describe())));
    }
    let requested = Utc::now();
    request_sync(&state.db, requested).await?;
    let deadline = tokio::time::Instant::now() + wait;
    while !pulled_since(&state.db, requested).await? {
        if tokio::time::Instant::now() >= deadline {
            anyhow::bail!("the worker holding the sync lease did not pull within {}s", wait.as_secs());
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Ok(SyncOnce::ByWorker(Box::new(read_status(&state.db, Utc::now()).await?)))
}
