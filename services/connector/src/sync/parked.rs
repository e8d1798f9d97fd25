//! Parked facts (`parked_facts`): facts the sync could not apply yet, with their reason. A
//! case's facts are retried oldest first, and a case whose oldest parked fact still fails keeps
//! its later ones parked, so one case's facts land in the system's order. The retry at the end
//! of a pull is fair: it takes the cases' first facts least tried first (every try counts), so
//! facts the rules keep refusing cannot starve newer ones however many there are; when
//! reference data arrived in the pull, the facts waiting for an unknown id go first.

use std::collections::HashSet;

use app::commands::SideEffect;
use app::error::AppError;
use app::ports::Fact;
use app::sync::FACTS;
use eventstore::time::now_text;
use eventstore::{Db, StoreError};
use sqlx::Row;

use crate::import::{FactOutcome, Importer};

/// At most this many parked facts are retried per pull (bounded cost; the rest next time).
pub const RETRY_LIMIT: i64 = 500;

/// The case a fact belongs to (reference data belongs to none).
pub fn case_of(fact: &Fact) -> Option<i64> {
    fact.data.get("case_id").and_then(serde_json::Value::as_i64)
}

/// Parks `fact` with `reason` (a fact parked before stays as it was), moving the cursor in the
/// same transaction when `cursor` is given. Returns true when the fact was newly parked.
pub async fn park(db: &Db, fact: &Fact, reason: &str, cursor: Option<SideEffect>) -> Result<bool, AppError> {
    let mut tx = db.begin_write().await?;
    let seq = Db::next_id(&mut tx, "parked_fact", 1).await?;
    let done = sqlx::query(
        "INSERT INTO parked_facts (seq, fact_id, fact_type, case_id, data, reason, parked_at, attempts) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0) ON CONFLICT (fact_id) DO NOTHING",
    )
    .bind(seq)
    .bind(&fact.fact_id)
    .bind(&fact.fact_type)
    .bind(case_of(fact))
    .bind(fact.data.to_string())
    .bind(reason)
    .bind(now_text())
    .execute(&mut *tx)
    .await
    .map_err(StoreError::from_sqlx)?;
    let parked = done.rows_affected() == 1;
    if parked {
        sqlx::query("UPDATE sync_state SET facts_parked = facts_parked + 1 WHERE name = $1").bind(FACTS).execute(&mut *tx).await.map_err(StoreError::from_sqlx)?;
    }
    if let Some(SideEffect::SyncCursor { leader, cursor, newest_fact_at }) = cursor {
        app::sync::move_cursor(&mut tx, &leader, cursor.as_deref(), newest_fact_at.as_deref()).await?;
    }
    tx.commit().await.map_err(StoreError::from_sqlx)?;
    Ok(parked)
}

/// A parked fact as stored.
struct Waiting {
    fact: Fact,
    case_id: Option<i64>,
}

fn to_waiting(r: &sqlx::any::AnyRow) -> Result<Waiting, StoreError> {
    let data: String = r.try_get("data")?;
    let data = serde_json::from_str(&data).map_err(|e| StoreError::Data(format!("parked fact data: {e}")))?;
    Ok(Waiting { fact: Fact { fact_id: r.try_get("fact_id")?, fact_type: r.try_get("fact_type")?, data }, case_id: r.try_get("case_id")? })
}

/// `case_id`'s parked facts still waiting, oldest first.
async fn waiting(db: &Db, case_id: i64) -> Result<Vec<Waiting>, StoreError> {
    let rows = sqlx::query("SELECT fact_id, fact_type, case_id, data FROM parked_facts WHERE applied_at IS NULL AND case_id = $2 ORDER BY seq LIMIT $1")
        .bind(RETRY_LIMIT)
        .bind(case_id)
        .fetch_all(db.pool())
        .await?;
    rows.iter().map(to_waiting).collect()
}

async fn mark(db: &Db, fact_id: &str, outcome: Result<(), &str>) -> Result<(), StoreError> {
    let mut tx = db.begin_write().await?;
    match outcome {
        Ok(()) => sqlx::query("UPDATE parked_facts SET applied_at = $1, attempts = attempts + 1 WHERE fact_id = $2").bind(now_text()).bind(fact_id),
        Err(reason) => sqlx::query("UPDATE parked_facts SET reason = $1, attempts = attempts + 1 WHERE fact_id = $2").bind(reason).bind(fact_id),
    }
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// What a retry of parked facts did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Retried {
    pub applied: usize,
    pub still_parked: usize,
}

/// The facts first in line, at most `limit`: each case's oldest waiting fact and the facts of
/// no case, least tried first (then oldest); when `reference_arrived`, those waiting for an
/// unknown id (`unknown status_id …`) before the rest.
async fn heads(db: &Db, limit: i64, reference_arrived: bool) -> Result<Vec<Waiting>, StoreError> {
    let resolved_first = if reference_arrived { "CASE WHEN p.reason LIKE 'unknown %' THEN 0 ELSE 1 END, " } else { "" };
    let rows = sqlx::query(&format!(
        "SELECT p.fact_id, p.fact_type, p.case_id, p.data FROM parked_facts p WHERE p.applied_at IS NULL AND (p.case_id IS NULL OR p.seq = \
         (SELECT MIN(q.seq) FROM parked_facts q WHERE q.applied_at IS NULL AND q.case_id = p.case_id)) \
         ORDER BY {resolved_first}p.attempts, p.seq LIMIT $1"
    ))
    .bind(limit)
    .fetch_all(db.pool())
    .await?;
    rows.iter().map(to_waiting).collect()
}

/// The fair retry at the end of a pull: up to `limit` cases (or facts of no case), first in
/// line as [`heads`] orders them; a case whose first fact lands goes on with its next ones.
pub async fn retry_fairly(importer: &mut Importer<'_>, db: &Db, limit: i64, reference_arrived: bool) -> Result<Retried, String> {
    let heads = heads(db, limit, reference_arrived).await.map_err(|e| format!("database error: {e}"))?;
    let mut retried = Retried::default();
    for head in heads {
        let done = match head.case_id {
            Some(case_id) => retry(importer, db, case_id).await?,
            None => retry_rows(importer, db, vec![head]).await?,
        };
        retried.applied += done.applied;
        retried.still_parked += done.still_parked;
    }
    Ok(retried)
}

/// Retries `case_id`'s parked facts oldest first (up to [`RETRY_LIMIT`]); after one fails
/// again, the later ones are not tried.
pub async fn retry(importer: &mut Importer<'_>, db: &Db, case_id: i64) -> Result<Retried, String> {
    let rows = waiting(db, case_id).await.map_err(|e| format!("database error: {e}"))?;
    retry_rows(importer, db, rows).await
}

async fn retry_rows(importer: &mut Importer<'_>, db: &Db, rows: Vec<Waiting>) -> Result<Retried, String> {
    let mut blocked: HashSet<i64> = HashSet::new();
    let mut retried = Retried::default();
    for row in rows {
        if row.case_id.is_some_and(|c| blocked.contains(&c)) {
            retried.still_parked += 1;
            continue;
        }
        let fact_id = row.fact.fact_id.clone();
        let result = match importer.import_fact(row.fact).await {
            Ok(FactOutcome::Imported { .. }) | Ok(FactOutcome::AlreadyImported) => {
                retried.applied += 1;
                Ok(())
            }
            Err(reason) => {
                retried.still_parked += 1;
                if let Some(c) = row.case_id {
                    blocked.insert(c);
                }
                Err(reason)
            }
        };
        mark(db, &fact_id, result.as_ref().map(|_| ()).map_err(String::as_str)).await.map_err(|e| format!("database error: {e}"))?;
    }
    Ok(retried)
}

/// The oldest parked fact of `case_id` still waiting, if any.
pub async fn first_waiting(db: &Db, case_id: i64) -> Result<Option<String>, StoreError> {
    let row = sqlx::query("SELECT fact_id FROM parked_facts WHERE applied_at IS NULL AND case_id = $1 ORDER BY seq LIMIT 1").bind(case_id).fetch_optional(db.pool()).await?;
    row.map(|r| r.try_get("fact_id")).transpose().map_err(Into::into)
}
