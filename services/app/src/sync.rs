//! The continuous sync with the external case-management system, as the rest of the
//! application sees it: the durable state the worker (`connector::sync`) keeps in
//! `sync_state` and `parked_facts`, read for the operations screen, `/metrics` and `/readyz`;
//! "Sync now" (a request the pulling worker picks up within a second, whichever process it
//! runs in); and the back-off rule.

use std::fmt::Write;
use std::time::Duration;

use chrono::{DateTime, Utc};
use domain::operations::sync::is_behind;
use eventstore::time::{from_text, to_text};
use eventstore::{Db, StoreError, WriteTx};

use crate::error::AppError;
use serde::Serialize;
use sqlx::Row;

/// The feed of case facts (`GET {base_url}/facts`): its row of `sync_state` (the contacts
/// have theirs, `app::contacts::CONTACTS`; reconciliation leases `reconcile`).
pub const FACTS: &str = "facts";

/// The message of the conflict a worker that lost its lease meets when it moves the cursor.
pub const LEASE_LOST: &str = "the sync lease was taken over by another worker";

/// How long after its `failures`-th consecutive failed pull the worker tries again: `start`,
/// doubling per failure, never more than `cap`.
pub fn backoff_delay(failures: i64, start: Duration, cap: Duration) -> Duration {
    let exponent = failures.clamp(1, 32) as u32 - 1;
    start.checked_mul(2u32.saturating_pow(exponent)).map_or(cap, |d| d.min(cap))
}

/// A fact waiting in `parked_facts`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct ParkedFact {
    pub fact_id: String,
    pub fact_type: String,
    pub case_id: Option<i64>,
    pub reason: String,
    pub parked_at: DateTime<Utc>,
    pub attempts: i64,
}

/// What the operations screen, `/metrics` and `/readyz` show of the sync.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
pub struct SyncStatus {
    /// Where the next pull starts (the system's opaque cursor); None before the first page.
    pub cursor: Option<String>,
    /// The newest fact's time (from the page's `newest_at`, else the facts' own instants).
    pub newest_fact_at: Option<DateTime<Utc>>,
    /// Now minus `newest_fact_at`, in seconds.
    pub lag_seconds: Option<i64>,
    pub last_pull_at: Option<DateTime<Utc>>,
    pub last_success_at: Option<DateTime<Utc>>,
    /// Now minus `last_success_at`, in seconds.
    pub seconds_since_success: Option<i64>,
    /// No successful pull within a minute (`domain::operations::sync::is_behind`).
    pub behind: bool,
    pub last_error: Option<String>,
    pub last_error_at: Option<DateTime<Utc>>,
    pub consecutive_failures: i64,
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// A "Sync now" not yet picked up.
    pub requested_at: Option<DateTime<Utc>>,
    /// The worker holding the lease (`host:pid`), while its lease runs.
    pub leader: Option<String>,
    pub pulls: i64,
    pub failures: i64,
    pub facts_applied: i64,
    pub facts_parked_total: i64,
    /// Facts parked and not applied yet.
    pub parked_count: i64,
    /// The oldest of them (at most [`PARKED_SHOWN`]).
    pub parked: Vec<ParkedFact>,
}

/// Parked facts listed in the status (the count covers all).
pub const PARKED_SHOWN: i64 = 50;

fn time(row: &sqlx::any::AnyRow, column: &str) -> Result<Option<DateTime<Utc>>, StoreError> {
    Ok(row.try_get::<Option<String>, _>(column)?.as_deref().and_then(from_text))
}

fn seconds(now: DateTime<Utc>, then: Option<DateTime<Utc>>) -> Option<i64> {
    then.map(|t| (now - t).num_seconds().max(0))
}

/// The sync's state at `now`.
pub async fn read_status(db: &Db, now: DateTime<Utc>) -> Result<SyncStatus, StoreError> {
    let row = sqlx::query(
        "SELECT cursor, newest_fact_at, leader, lease_until, requested_at, last_pull_started_at, last_pull_at, last_success_at, last_error, \
         last_error_at, consecutive_failures, next_attempt_at, pulls, failures, facts_applied, facts_parked FROM sync_state WHERE name = $1",
    )
    .bind(FACTS)
    .fetch_one(db.pool())
    .await?;
    let newest_fact_at = time(&row, "newest_fact_at")?;
    let last_success_at = time(&row, "last_success_at")?;
    let lease_until = time(&row, "lease_until")?;
    let requested_at = time(&row, "requested_at")?;
    let started = time(&row, "last_pull_started_at")?;
    let parked_count: i64 = sqlx::query("SELECT COUNT(*) AS n FROM parked_facts WHERE applied_at IS NULL").fetch_one(db.pool()).await?.try_get("n")?;
    let parked = sqlx::query(
        "SELECT fact_id, fact_type, case_id, reason, parked_at, attempts FROM parked_facts WHERE applied_at IS NULL ORDER BY seq LIMIT $1",
    )
    .bind(PARKED_SHOWN)
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|r| {
        Ok(ParkedFact {
            fact_id: r.try_get("fact_id")?,
            fact_type: r.try_get("fact_type")?,
            case_id: r.try_get("case_id")?,
            reason: r.try_get("reason")?,
            parked_at: time(r, "parked_at")?.unwrap_or(now),
            attempts: r.try_get("attempts")?,
        })
    })
    .collect::<Result<Vec<_>, StoreError>>()?;
    Ok(SyncStatus {
        cursor: row.try_get("cursor")?,
        newest_fact_at,
        lag_seconds: seconds(now, newest_fact_at),
        last_pull_at: time(&row, "last_pull_at")?,
        last_success_at,
        seconds_since_success: seconds(now, last_success_at),
        behind: is_behind(seconds(now, last_success_at)),
        last_error: row.try_get("last_error")?,
        last_error_at: time(&row, "last_error_at")?,
        consecutive_failures: row.try_get("consecutive_failures")?,
        next_attempt_at: time(&row, "next_attempt_at")?,
        requested_at: requested_at.filter(|r| started.is_none_or(|s| s < *r)),
        leader: row.try_get::<Option<String>, _>("leader")?.filter(|_| lease_until.is_some_and(|l| l > now)),
        pulls: row.try_get("pulls")?,
        failures: row.try_get("failures")?,
        facts_applied: row.try_get("facts_applied")?,
        facts_parked_total: row.try_get("facts_parked")?,
        parked_count,
        parked,
    })
}

/// Moves the cursor inside `tx` (with the fact that ends its page, or alone), only while
/// `leader` holds the lease; `newest_fact_at` only ever moves forward.
pub async fn move_cursor(tx: &mut WriteTx, leader: &str, cursor: Option<&str>, newest_fact_at: Option<&str>) -> Result<(), AppError> {
    let done = sqlx::query(
        "UPDATE sync_state SET cursor = $1, \
         newest_fact_at = CASE WHEN newest_fact_at IS NULL OR newest_fact_at < $2 THEN $2 ELSE newest_fact_at END \
         WHERE name = $3 AND leader = $4 AND lease_until > $5",
    )
    .bind(cursor)
    .bind(newest_fact_at)
    .bind(FACTS)
    .bind(leader)
    .bind(eventstore::time::now_text())
    .execute(&mut **tx)
    .await
    .map_err(StoreError::from_sqlx)?;
    if done.rows_affected() != 1 {
        return Err(AppError::Conflict(LEASE_LOST.into()));
    }
    Ok(())
}

/// "Sync now": asks the pulling worker for a pull at once (it looks every second).
pub async fn request_sync(db: &Db, now: DateTime<Utc>) -> Result<(), StoreError> {
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE sync_state SET requested_at = $1 WHERE name = $2").bind(to_text(now)).bind(FACTS).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// True once a pull that started at or after `requested` has finished.
pub async fn pulled_since(db: &Db, requested: DateTime<Utc>) -> Result<bool, StoreError> {
    let row = sqlx::query("SELECT last_pull_started_at, last_pull_at FROM sync_state WHERE name = $1").bind(FACTS).fetch_one(db.pool()).await?;
    let started = time(&row, "last_pull_started_at")?;
    let finished = time(&row, "last_pull_at")?;
    Ok(matches!((started, finished), (Some(s), Some(f)) if s >= requested && f >= s))
}

/// The sync's lines of `/metrics` (Prometheus text).
pub fn render_metrics(status: &SyncStatus) -> String {
    let mut out = String::new();
    let gauge = |out: &mut String, name: &str, kind: &str, value: i64| {
        let _ = writeln!(out, "# TYPE {name} {kind}");
        let _ = writeln!(out, "{name} {value}");
    };
    // Unknown (never pulled) reads as -1, so an alert on "> threshold" stays quiet until data comes.
    gauge(&mut out, "caseboard_sync_lag_seconds", "gauge", status.lag_seconds.unwrap_or(-1));
    gauge(&mut out, "caseboard_sync_seconds_since_success", "gauge", status.seconds_since_success.unwrap_or(-1));
    gauge(&mut out, "caseboard_sync_behind", "gauge", i64::from(status.behind));
    gauge(&mut out, "caseboard_sync_consecutive_failures", "gauge", status.consecutive_failures);
    gauge(&mut out, "caseboard_sync_parked_facts", "gauge", status.parked_count);
    gauge(&mut out, "caseboard_sync_pulls_total", "counter", status.pulls);
    gauge(&mut out, "caseboard_sync_failures_total", "counter", status.failures);
    gauge(&mut out, "caseboard_sync_facts_applied_total", "counter", status.facts_applied);
    out
}

/// The sync's part of `/readyz` (informative: an unreachable external system does not make
/// Caseboard unready).
pub fn readiness(status: &SyncStatus) -> serde_json::Value {
    serde_json::json!({
        "lagSeconds": status.lag_seconds,
        "secondsSinceSuccess": status.seconds_since_success,
        "behind": status.behind,
        "lastSuccessAt": status.last_success_at.map(to_text),
        // The error's text is for operators (`syncStatus`); /readyz answers anyone (issue #36).
        "failing": status.last_error.is_some(),
        "consecutiveFailures": status.consecutive_failures,
        "parked": status.parked_count,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_off_doubles_from_the_start_up_to_the_cap() {
        // issue #18: "Back-off with a cap".
        let (start, cap) = (Duration::from_secs(5), Duration::from_secs(300));
        assert_eq!(backoff_delay(1, start, cap), Duration::from_secs(5));
        assert_eq!(backoff_delay(2, start, cap), Duration::from_secs(10));
        assert_eq!(backoff_delay(6, start, cap), Duration::from_secs(160));
        assert_eq!(backoff_delay(7, start, cap), cap);
        assert_eq!(backoff_delay(1_000, start, cap), cap);
        assert_eq!(backoff_delay(0, start, cap), start);
    }

    #[test]
    fn metrics_read_unknown_times_as_minus_one() {
        let status = SyncStatus {
            cursor: None,
            newest_fact_at: None,
            lag_seconds: None,
            last_pull_at: None,
            last_success_at: None,
            seconds_since_success: Some(12),
            behind: false,
            last_error: None,
            last_error_at: None,
            consecutive_failures: 2,
            next_attempt_at: None,
            requested_at: None,
            leader: None,
            pulls: 3,
            failures: 2,
            facts_applied: 7,
            facts_parked_total: 1,
            parked_count: 1,
            parked: vec![],
        };
        let text = render_metrics(&status);
        assert!(text.contains("caseboard_sync_lag_seconds -1\n"));
        assert!(text.contains("caseboard_sync_seconds_since_success 12\n"));
        assert!(text.contains("caseboard_sync_parked_facts 1\n"));
        assert!(text.contains("caseboard_sync_facts_applied_total 7\n"));
        assert!(text.contains("caseboard_sync_behind 0\n"));
        let behind = SyncStatus { behind: true, ..status };
        assert!(render_metrics(&behind).contains("caseboard_sync_behind 1\n"));
        assert_eq!(readiness(&behind)["behind"], true);
    }
}
