//! The write-back outbox as operators see it: what is waiting, what failed and why.

use chrono::{DateTime, Utc};
use eventstore::time::from_text;
use sqlx::{AnyPool, Row};

use crate::error::AppResult;

/// One write-back as the retry action needs it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct OutboxEntry {
    pub id: String,
    pub kind: String,
    pub case_id: Option<i64>,
    pub attempts: i64,
    pub pushed_at: Option<String>,
    pub organization_id: Option<i64>,
}

/// The write-back `id`, if there is one.
pub async fn outbox_entry(pool: &AnyPool, id: &str) -> AppResult<Option<OutboxEntry>> {
    Ok(sqlx::query_as("SELECT id, kind, case_id, attempts, pushed_at, organization_id FROM writeback_outbox WHERE id = $1").bind(id).fetch_optional(pool).await?)
}

/// One write-back that has failed at least once and is not pushed yet.
#[derive(Debug, Clone, PartialEq)]
pub struct FailedWriteBack {
    pub id: String,
    pub kind: String,
    pub case_id: Option<i64>,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub created_at: Option<DateTime<Utc>>,
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// When the last failed push happened (next attempt minus its back-off).
    pub last_attempt_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct OutboxStatus {
    /// Not pushed yet (failed ones included).
    pub pending: i64,
    /// Not pushed and tried at least once.
    pub failed: i64,
    /// The failed write-back tried most recently.
    pub last_failure: Option<FailedWriteBack>,
    pub last_pushed_at: Option<DateTime<Utc>>,
    /// The oldest failed write-backs, up to the limit asked for.
    pub oldest_failures: Vec<FailedWriteBack>,
    /// Changes held back by the per-case ordering (an older change of their case is not
    /// pushed yet), oldest first, up to the limit asked for.
    pub waiting: Vec<WaitingWriteBack>,
}

/// A write-back that waits for an older one of its case (the worker pushes a case's changes
/// in the order they were made).
#[derive(Debug, Clone, PartialEq)]
pub struct WaitingWriteBack {
    pub id: String,
    pub kind: String,
    pub case_id: Option<i64>,
    pub created_at: Option<DateTime<Utc>>,
    /// The case's oldest change not pushed yet: the one this waits behind.
    pub behind_id: String,
    pub behind_kind: String,
    pub behind_attempts: i64,
}

/// Unpushed rows with an older unpushed row of the same case, each with the case's oldest
/// unpushed row (the head of its queue). `$1` scope, `$2` limit.
const WAITING: &str = "SELECT w.id, w.kind, w.case_id, w.created_at, h.id AS behind_id, h.kind AS behind_kind, h.attempts AS behind_attempts \
    FROM writeback_outbox w JOIN writeback_outbox h ON h.case_id = w.case_id AND h.pushed_at IS NULL \
      AND (h.created_at < w.created_at OR (h.created_at = w.created_at AND h.id < w.id)) \
    WHERE w.pushed_at IS NULL AND w.case_id IS NOT NULL AND ($1 IS NULL OR w.organization_id = $1) \
      AND NOT EXISTS (SELECT 1 FROM writeback_outbox o WHERE o.case_id = h.case_id AND o.pushed_at IS NULL \
                      AND (o.created_at < h.created_at OR (o.created_at = h.created_at AND o.id < h.id))) \
    ORDER BY w.created_at, w.id LIMIT $2";

fn failed_of(row: &sqlx::any::AnyRow) -> AppResult<FailedWriteBack> {
    let attempts: i64 = row.try_get("attempts")?;
    let next_attempt_at = row.try_get::<String, _>("next_attempt_at").ok().and_then(|t| from_text(&t));
    let delay = chrono::Duration::from_std(super::retry_delay(attempts)).unwrap_or_default();
    Ok(FailedWriteBack {
        id: row.try_get("id")?,
        kind: row.try_get("kind")?,
        case_id: row.try_get("case_id")?,
        attempts,
        last_error: row.try_get("last_error")?,
        created_at: row.try_get::<String, _>("created_at").ok().and_then(|t| from_text(&t)),
        next_attempt_at,
        last_attempt_at: next_attempt_at.map(|t| t - delay),
    })
}

const FAILED: &str = "SELECT id, kind, case_id, attempts, last_error, created_at, next_attempt_at FROM writeback_outbox \
                      WHERE pushed_at IS NULL AND attempts > 0";

/// The rows of one organization (`$1`), or every row when `$1` is NULL (an overlord's view).
const SCOPE: &str = "($1 IS NULL OR organization_id = $1)";

/// Reads the outbox's counts, last error and oldest failures (`limit` of them), of one
/// organization's changes or (None) of the whole deployment.
pub async fn outbox_status(pool: &AnyPool, organization_id: Option<i64>, limit: i64) -> AppResult<OutboxStatus> {
    let counts = sqlx::query(&format!(
        "SELECT COUNT(*) AS pending, COALESCE(SUM(CASE WHEN attempts > 0 THEN 1 ELSE 0 END), 0) AS failed \
         FROM writeback_outbox WHERE pushed_at IS NULL AND {SCOPE}"
    ))
    .bind(organization_id)
    .fetch_one(pool)
    .await?;
    let last_pushed: Option<String> = sqlx::query(&format!("SELECT MAX(pushed_at) AS at FROM writeback_outbox WHERE {SCOPE}"))
        .bind(organization_id)
        .fetch_one(pool)
        .await?
        .try_get("at")?;
    // The most recent failure: attempts and next_attempt_at say when each was last tried. A
    // long outage leaves many rows; those retried last are among the latest next attempts.
    let recent = sqlx::query(&format!("{FAILED} AND {SCOPE} ORDER BY next_attempt_at DESC LIMIT 500")).bind(organization_id).fetch_all(pool).await?;
    let mut last_failure: Option<FailedWriteBack> = None;
    for row in &recent {
        let f = failed_of(row)?;
        if last_failure.as_ref().is_none_or(|l| f.last_attempt_at > l.last_attempt_at) {
            last_failure = Some(f);
        }
    }
    let oldest = sqlx::query(&format!("{FAILED} AND {SCOPE} ORDER BY created_at, id LIMIT $2"))
        .bind(organization_id)
        .bind(limit)
        .fetch_all(pool)
        .await?;
    let waiting = sqlx::query(WAITING)
        .bind(organization_id)
        .bind(limit)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| {
            Ok(WaitingWriteBack {
                id: r.try_get("id")?,
                kind: r.try_get("kind")?,
                case_id: r.try_get("case_id")?,
                created_at: r.try_get::<String, _>("created_at").ok().and_then(|t| from_text(&t)),
                behind_id: r.try_get("behind_id")?,
                behind_kind: r.try_get("behind_kind")?,
                behind_attempts: r.try_get("behind_attempts")?,
            })
        })
        .collect::<AppResult<_>>()?;
    Ok(OutboxStatus {
        waiting,
        pending: counts.try_get::<i64, _>("pending")?,
        failed: counts.try_get::<i64, _>("failed")?,
        last_failure,
        last_pushed_at: last_pushed.and_then(|t| from_text(&t)),
        oldest_failures: oldest.iter().map(failed_of).collect::<AppResult<_>>()?,
    })
}
