//! Reconciliation (issue #18): pages through the external system's case snapshot, reads the
//! same fields from Caseboard's read models, compares them with the domain rule
//! (`domain::reconciliation::compare`) and records `reconciliation_completed` on a stream of
//! its own (`reconciliation-<run id>`). A re-pull fetches one case's facts again, imports them
//! (idempotent: fact ids), waits for the read models, compares the case again and records
//! `case_repulled` on the latest run's stream.

use std::collections::BTreeMap;
use std::time::Duration;

use app::commands::{execute, StreamId};
use app::error::AppError;
use app::state::AppState;
use chrono::{DateTime, Utc};
use domain::reconciliation::{
    compare, compare_case, CaseDrift, CaseRepulled, CaseSnapshot, DriftKind, Reconciliation, ReconciliationCommand, ReconciliationCompleted,
    ReconciliationEvent, WrittenBack, MAX_LISTED, RECONCILIATION_STREAM,
};
use eventstore::{Metadata, Source};
use sqlx::{AnyPool, Row};

use crate::port::{CaseSystem, ConnectorError};

mod here;

pub use here::{read_here, read_page, written_back};

/// Cases asked of the external system per snapshot page.
pub const SNAPSHOT_PAGE: usize = 1_000;
/// How long a re-pull waits for the read models to apply what it imported.
pub const SETTLE: Duration = Duration::from_secs(15);
/// Facts a re-pull imports at most (a case's whole history is far less).
pub const MAX_CASE_FACTS: usize = 10_000;

#[derive(Debug, thiserror::Error)]
pub enum ReconcileError {
    #[error(transparent)]
    Connector(#[from] ConnectorError),
    #[error("{}", .0.message())]
    Api(AppError),
}

impl From<AppError> for ReconcileError {
    fn from(e: AppError) -> Self {
        ReconcileError::Api(e)
    }
}

impl From<sqlx::Error> for ReconcileError {
    fn from(e: sqlx::Error) -> Self {
        ReconcileError::Api(e.into())
    }
}

/// Every case of the external system's snapshot, page by page.
pub async fn snapshot_all(system: &dyn CaseSystem) -> Result<BTreeMap<i64, CaseSnapshot>, ConnectorError> {
    let mut there = BTreeMap::new();
    let mut after: Option<i64> = None;
    loop {
        let page = system.case_snapshot(None, after, SNAPSHOT_PAGE).await?;
        let last = page.iter().map(|c| c.case_id).max();
        let full = page.len() >= SNAPSHOT_PAGE;
        for c in page {
            there.insert(c.case_id, c);
        }
        match last {
            // A system that does not move past its cursor would loop forever.
            Some(l) if full && Some(l) > after => after = Some(l),
            _ => return Ok(there),
        }
    }
}

/// The snapshot of one case (None when the system does not know it).
pub async fn snapshot_of(system: &dyn CaseSystem, case_id: i64) -> Result<Option<CaseSnapshot>, ConnectorError> {
    let page = system.case_snapshot(None, Some(case_id - 1), 1).await?;
    Ok(page.into_iter().find(|c| c.case_id == case_id))
}

/// Compares both sides; the cases that drift are compared again with their write-backs.
pub async fn drift_of(pool: &AnyPool, here: &BTreeMap<i64, CaseSnapshot>, there: &BTreeMap<i64, CaseSnapshot>) -> Result<Vec<CaseDrift>, sqlx::Error> {
    let mut drift = compare(here, there, &[]);
    let differing: Vec<i64> = drift.iter().filter(|d| d.kind == DriftKind::FieldDiffers).map(|d| d.case_id).collect();
    if differing.is_empty() {
        return Ok(drift);
    }
    let mut by_case: BTreeMap<i64, Vec<WrittenBack>> = BTreeMap::new();
    for w in written_back(pool, &differing).await? {
        by_case.entry(w.case_id).or_default().push(w);
    }
    for d in drift.iter_mut().filter(|d| by_case.contains_key(&d.case_id)) {
        if let Some(again) = compare_case(d.case_id, here.get(&d.case_id), there.get(&d.case_id), &by_case[&d.case_id]) {
            *d = again;
        }
    }
    Ok(drift)
}

fn system_metadata(source: Source) -> Metadata {
    Metadata { source, correlation_id: Some(uuid::Uuid::now_v7()), ..Default::default() }
}

/// Runs one reconciliation and records it. `trigger`: `schedule`, `command` or `operator`.
pub async fn reconcile(state: &AppState, system: &dyn CaseSystem, trigger: &str, metadata: Option<Metadata>) -> Result<ReconciliationCompleted, ReconcileError> {
    let started_at = Utc::now();
    let there = snapshot_all(system).await?;
    let here = read_here(state.db.pool(), None).await?;
    let drift = drift_of(state.db.pool(), &here, &there).await?;
    let count = |kind: DriftKind| drift.iter().filter(|d| d.kind == kind).count() as i64;
    let mut done = ReconciliationCompleted {
        run_id: started_at.timestamp_millis(),
        started_at,
        finished_at: Utc::now(),
        trigger: trigger.to_string(),
        cases_there: there.len() as i64,
        cases_here: here.len() as i64,
        field_differs: count(DriftKind::FieldDiffers),
        missing_here: count(DriftKind::MissingHere),
        missing_there: count(DriftKind::MissingThere),
        write_back_not_taken: count(DriftKind::WriteBackNotTaken),
        drift,
    };
    done.drift.truncate(MAX_LISTED);
    let metadata = metadata.unwrap_or_else(|| system_metadata(Source::Sync));
    let command = ReconciliationCommand::Complete(done.clone());
    execute::<Reconciliation>(state, RECONCILIATION_STREAM, StreamId::Existing(done.run_id), &metadata, |_, _| Ok((command.clone(), vec![]))).await?;
    tracing::info!(run_id = done.run_id, trigger, drift = done.total(), cases_here = done.cases_here, cases_there = done.cases_there, "reconciliation recorded");
    Ok(done)
}

/// The latest recorded run with the re-pulls recorded since, or None before the first run.
pub async fn latest(state: &AppState) -> Result<Option<ReconciliationCompleted>, AppError> {
    let row = sqlx::query("SELECT stream_id FROM events WHERE event_type = 'reconciliation_completed' ORDER BY position DESC LIMIT 1")
        .fetch_optional(state.db.pool())
        .await?;
    let Some(row) = row else { return Ok(None) };
    let stream: String = row.try_get("stream_id")?;
    let mut completed = None;
    let mut repulls = vec![];
    for e in state.store.read_stream(&stream).await? {
        match e.decode::<ReconciliationEvent>().map_err(|e| AppError::Internal(e.to_string()))? {
            ReconciliationEvent::Completed(c) => completed = Some(c),
            ReconciliationEvent::Repulled(r) => repulls.push(r),
        }
    }
    Ok(completed.map(|c| c.with_repulls(&repulls)))
}

/// Fetches one case's facts again, imports them, waits for the read models, compares the case
/// again and records the outcome on the latest run. No run yet: `NOT_FOUND`.
pub async fn repull_case(state: &AppState, system: &dyn CaseSystem, case_id: i64, metadata: &Metadata) -> Result<CaseRepulled, ReconcileError> {
    let Some(run) = latest(state).await? else {
        return Err(AppError::NotFound("No reconciliation has run yet".into()).into());
    };
    let facts = system.fetch_case_facts(case_id).await?;
    if facts.len() > MAX_CASE_FACTS {
        return Err(ConnectorError::BadResponse(format!("{} facts for one case (at most {MAX_CASE_FACTS})", facts.len())).into());
    }
    // Only the case asked for: a system answering other cases' facts is not trusted with them.
    let facts: Vec<_> = facts.into_iter().filter(|f| crate::sync::parked::case_of(f) == Some(case_id)).collect();
    // The sync's path: what cannot apply yet is parked (never dropped), behind the case's
    // parked facts (never ahead of them).
    let applied = crate::sync::pull::apply_fetched(state, facts).await.map_err(|e| AppError::Internal(format!("re-pull: {e}")))?;
    let (total, imported) = (applied.facts as i64, applied.applied as i64);
    if applied.parked > 0 {
        tracing::warn!(case_id, parked = applied.parked, "re-pulled facts parked until they can apply");
    }
    let head = state.store.head_position().await.map_err(AppError::from)?;
    if !projections::runtime::wait_for(&state.db, &[projections::cases::NAME, projections::fees::NAME], head, SETTLE).await.map_err(AppError::from)? {
        tracing::warn!(case_id, "re-pull: the cases read model did not catch up in time; comparing what it shows");
    }
    let there = snapshot_of(system, case_id).await?;
    let here = read_here(state.db.pool(), Some(&[case_id])).await?;
    let writes = written_back(state.db.pool(), &[case_id]).await?;
    let drift = compare_case(case_id, here.get(&case_id), there.as_ref(), &writes);
    let repulled = CaseRepulled { run_id: run.run_id, case_id, facts: total, imported, drift };
    let command = ReconciliationCommand::RecordRepull(repulled.clone());
    execute::<Reconciliation>(state, RECONCILIATION_STREAM, StreamId::Existing(run.run_id), metadata, |_, _| Ok((command.clone(), vec![]))).await?;
    tracing::info!(case_id, facts = total, imported, cleared = repulled.drift.is_none(), "case re-pulled");
    Ok(repulled)
}

/// The next scheduled run after `now`: `at` in `time_zone`, today or tomorrow.
pub fn next_run(now: DateTime<Utc>, at: chrono::NaiveTime, time_zone: chrono_tz::Tz) -> DateTime<Utc> {
    use chrono::TimeZone;
    let local = now.with_timezone(&time_zone).date_naive();
    for day in [local, local + chrono::Days::new(1), local + chrono::Days::new(2)] {
        // A time skipped by a daylight-saving change runs an hour later.
        let at_local = time_zone.from_local_datetime(&day.and_time(at)).earliest().or_else(|| {
            time_zone.from_local_datetime(&(day.and_time(at) + chrono::Duration::hours(1))).earliest()
        });
        if let Some(t) = at_local.map(|t| t.with_timezone(&Utc)) {
            if t > now {
                return t;
            }
        }
    }
    now + chrono::Duration::days(1)
}

/// The external system's failures, for people: logged in full, answered as a `CONFLICT`.
fn answer(e: ReconcileError) -> AppError {
    match e {
        ReconcileError::Api(e) => e,
        ReconcileError::Connector(e) => {
            tracing::warn!(error = %e, "reconciliation: the external system failed");
            AppError::Conflict("The external case-management system did not answer; try again later".into())
        }
    }
}

/// The port the API reaches reconciliation through (`app::state::Reconciler`).
pub struct ConnectorReconciler;

#[async_trait::async_trait]
impl app::state::Reconciler for ConnectorReconciler {
    async fn reconcile(&self, state: &AppState, trigger: &str, metadata: Option<Metadata>) -> Result<ReconciliationCompleted, AppError> {
        let system = state.case_system()?.clone();
        reconcile(state, system.as_ref(), trigger, metadata).await.map_err(answer)
    }

    async fn latest(&self, state: &AppState) -> Result<Option<ReconciliationCompleted>, AppError> {
        latest(state).await
    }

    async fn repull_case(&self, state: &AppState, case_id: i64, metadata: &Metadata) -> Result<CaseRepulled, AppError> {
        let system = state.case_system()?.clone();
        repull_case(state, system.as_ref(), case_id, metadata).await.map_err(answer)
    }
}

/// The `sync_state` row whose lease elects the process that runs the night's reconciliation.
pub const SCHEDULE_LEASE: &str = "reconcile";
/// Held past the run so that a replica whose timer fires a little later skips the night.
const SCHEDULE_LEASE_FOR: std::time::Duration = std::time::Duration::from_secs(3600);

/// The scheduled run (`[connector] reconcile_at`), until shutdown. Every `serve` and
/// `projector` process keeps the schedule; the one that takes the night's lease runs it.
pub async fn run_schedule(state: AppState, system: std::sync::Arc<dyn CaseSystem>, mut shutdown: tokio::sync::watch::Receiver<bool>) {
    let Some(at) = state.config.connector.reconcile_time() else {
        tracing::info!("scheduled reconciliation is off ([connector] reconcile_at is empty)");
        return;
    };
    let time_zone: chrono_tz::Tz = state.config.time_zone.parse().unwrap_or(chrono_tz::America::Denver);
    let me = crate::sync::worker_id();
    loop {
        let next = next_run(Utc::now(), at, time_zone);
        let wait = (next - Utc::now()).to_std().unwrap_or_default();
        tracing::info!(next = %next, "next reconciliation scheduled");
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            changed = shutdown.changed() => if changed.is_err() || *shutdown.borrow() { return } else { continue },
        }
        // Every `serve` and `projector` process keeps this schedule; the first to take the
        // night's lease runs it, and keeps the lease for the hour so the others skip it.
        match crate::sync::lease::acquire_named(&state.db, SCHEDULE_LEASE, &me, Utc::now(), SCHEDULE_LEASE_FOR).await {
            Ok(true) => {}
            Ok(false) => {
                tracing::info!("scheduled reconciliation runs in another process tonight");
                continue;
            }
            Err(e) => {
                tracing::warn!(error = %e, "scheduled reconciliation could not take its lease; it runs again tomorrow");
                continue;
            }
        }
        if let Err(e) = reconcile(&state, system.as_ref(), "schedule", None).await {
            tracing::warn!(error = %e, "scheduled reconciliation failed; it runs again tomorrow");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_nightly_run_is_at_the_configured_local_time() {
        // issue #18: "a scheduled run (configurable, default nightly)"
        let tz = chrono_tz::America::Denver;
        let at = chrono::NaiveTime::from_hms_opt(2, 30, 0).unwrap();
        // 2026-03-04 20:00 in Denver (MST, UTC-7) = 2026-03-05 03:00 UTC: next is 03-05 02:30 MST = 09:30 UTC.
        let now = Utc.with_ymd_and_hms(2026, 3, 5, 3, 0, 0).unwrap();
        assert_eq!(next_run(now, at, tz), Utc.with_ymd_and_hms(2026, 3, 5, 9, 30, 0).unwrap());
        // Just after a run: the next night.
        let after = Utc.with_ymd_and_hms(2026, 3, 5, 9, 30, 1).unwrap();
        assert_eq!(next_run(after, at, tz), Utc.with_ymd_and_hms(2026, 3, 6, 9, 30, 0).unwrap());
        // 2026-03-08 02:30 does not exist in Denver (clocks go 02:00 -> 03:00): 03:30 MDT = 09:30 UTC.
        let before_dst = Utc.with_ymd_and_hms(2026, 3, 8, 5, 0, 0).unwrap();
        assert_eq!(next_run(before_dst, at, tz), Utc.with_ymd_and_hms(2026, 3, 8, 9, 30, 0).unwrap());
    }
}
