//! One pull: every page after the stored cursor, then the parked facts again (see the module
//! note of [`crate::sync`]).

use app::commands::SideEffect;
use app::ports::{Fact, FactPage};
use app::state::AppState;
use app::sync::{FACTS, LEASE_LOST};
use chrono::{DateTime, Utc};
use eventstore::time::{from_text, to_text};
use eventstore::{Source, StoreError};
use sqlx::Row;

use super::{lease, parked, SyncOptions};
use crate::import::{FactOutcome, Importer};
use crate::port::{CaseSystem, ConnectorError};

/// What one pull did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PullReport {
    /// Pages fetched (the last, empty one included).
    pub pages: usize,
    /// Facts received.
    pub facts: usize,
    /// Facts applied now (new ones and parked ones that could land).
    pub applied: usize,
    /// Facts received again (a repeated page): nothing written.
    pub already_imported: usize,
    /// Facts parked by this pull.
    pub parked: usize,
    /// Facts parked and not applied yet, after this pull's retries.
    pub still_parked: usize,
}

impl PullReport {
    pub fn summary(&self) -> String {
        format!(
            "{} facts in {} pages: {} applied, {} already there, {} parked ({} parked facts waiting)",
            self.facts, self.pages, self.applied, self.already_imported, self.parked, self.still_parked
        )
    }
}

#[derive(Debug, thiserror::Error)]
pub enum PullError {
    #[error("{0}")]
    System(#[from] ConnectorError),
    #[error("database error: {0}")]
    Store(String),
    #[error("{LEASE_LOST}")]
    LeaseLost,
}

impl PullError {
    /// 401/403: the credentials are wrong; retrying soon will not help.
    pub fn is_authentication(&self) -> bool {
        matches!(self, PullError::System(ConnectorError::Rejected { status: 401 | 403, .. }))
    }

    /// The error as the operations screen shows it.
    pub fn describe(&self) -> String {
        match self {
            PullError::System(ConnectorError::Rejected { status, body }) if self.is_authentication() => {
                format!("authentication failed (HTTP {status}: {body}): check [connector] token or username/password; not retried before the back-off cap")
            }
            other => other.to_string(),
        }
    }
}

impl From<StoreError> for PullError {
    fn from(e: StoreError) -> Self {
        PullError::Store(e.to_string())
    }
}

/// A failure of one fact: the lease lost ends the pull; anything else parks the fact.
fn lease_lost(reason: &str) -> Result<(), PullError> {
    if reason == LEASE_LOST {
        return Err(PullError::LeaseLost);
    }
    Ok(())
}

/// The newest instant a page tells of: its `newest_at`, else the latest RFC 3339 instant among
/// its facts' `*_at` fields.
pub fn newest_of(page: &FactPage) -> Option<DateTime<Utc>> {
    page.newest_at.or_else(|| {
        page.facts
            .iter()
            .filter_map(|f| f.data.as_object())
            .flat_map(|o| o.iter().filter(|(k, _)| k.ends_with("_at") || *k == "at").filter_map(|(_, v)| v.as_str()))
            .filter_map(|s| DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&Utc)))
            .max()
    })
}

struct Puller<'a> {
    state: &'a AppState,
    importer: Importer<'a>,
    report: &'a mut PullReport,
    /// Reference data (a status list, ranks…) landed in this pull: the facts waiting for an
    /// unknown id are retried first.
    reference_arrived: bool,
}

impl<'a> Puller<'a> {
    fn new(state: &'a AppState, report: &'a mut PullReport) -> Self {
        Puller { state, importer: Importer::new(state, Source::Sync), report, reference_arrived: false }
    }

    /// Applies one new fact; `cursor` moves with it (it ends its page), when given.
    async fn apply(&mut self, fact: Fact, cursor: Option<SideEffect>) -> Result<(), PullError> {
        let db = &self.state.db;
        let case_id = parked::case_of(&fact);
        let opens = fact.fact_type == "case_opened";
        // A later fact of a case with parked facts waits behind them (after they had a try).
        if let Some(case) = case_id.filter(|_| !opens) {
            if parked::first_waiting(db, case).await?.is_some() {
                self.retry(case).await?;
                if let Some(first) = parked::first_waiting(db, case).await? {
                    let reason = format!("waits for the parked fact {first} of case {case}");
                    return self.park(&fact, &reason, cursor).await;
                }
            }
        }
        match self.importer.import_fact_with(fact.clone(), cursor.clone().into_iter().collect()).await {
            Ok(FactOutcome::Imported { .. }) => {
                self.report.applied += 1;
                self.reference_arrived |= case_id.is_none();
                if let Some(case) = case_id.filter(|_| opens) {
                    // The facts that arrived before their case_opened land now.
                    self.retry(case).await?;
                }
                Ok(())
            }
            Ok(FactOutcome::AlreadyImported) => {
                self.report.already_imported += 1;
                self.move_cursor(cursor).await
            }
            Err(reason) => {
                lease_lost(&reason)?;
                self.park(&fact, &reason, cursor).await
            }
        }
    }

    async fn park(&mut self, fact: &Fact, reason: &str, cursor: Option<SideEffect>) -> Result<(), PullError> {
        match parked::park(&self.state.db, fact, reason, cursor).await {
            Ok(true) => {
                tracing::info!(fact_id = %fact.fact_id, reason, "sync parked a fact");
                self.report.parked += 1;
                Ok(())
            }
            Ok(false) => Ok(()),
            Err(e) if e.message() == LEASE_LOST => Err(PullError::LeaseLost),
            Err(e) => Err(PullError::Store(format!("{e:?}"))),
        }
    }

    async fn move_cursor(&self, cursor: Option<SideEffect>) -> Result<(), PullError> {
        let Some(SideEffect::SyncCursor { leader, cursor, newest_fact_at }) = cursor else { return Ok(()) };
        let mut tx = self.state.db.begin_write().await?;
        match app::sync::move_cursor(&mut tx, &leader, cursor.as_deref(), newest_fact_at.as_deref()).await {
            Ok(()) => {}
            Err(e) if e.message() == LEASE_LOST => return Err(PullError::LeaseLost),
            Err(e) => return Err(PullError::Store(format!("{e:?}"))),
        }
        tx.commit().await.map_err(StoreError::from_sqlx)?;
        Ok(())
    }

    async fn retry(&mut self, case_id: i64) -> Result<(), PullError> {
        let retried = parked::retry(&mut self.importer, &self.state.db, case_id).await.map_err(PullError::Store)?;
        self.report.applied += retried.applied;
        Ok(())
    }

    /// The end of the pull: every case's first parked fact gets its turn ([`parked::retry_fairly`]).
    async fn retry_fairly(&mut self) -> Result<(), PullError> {
        let retried = parked::retry_fairly(&mut self.importer, &self.state.db, parked::RETRY_LIMIT, self.reference_arrived).await.map_err(PullError::Store)?;
        self.report.applied += retried.applied;
        Ok(())
    }
}

async fn stored_cursor(state: &AppState) -> Result<(Option<String>, Option<DateTime<Utc>>), StoreError> {
    let row = sqlx::query("SELECT cursor, newest_fact_at FROM sync_state WHERE name = $1").bind(FACTS).fetch_one(state.db.pool()).await?;
    let newest: Option<String> = row.try_get("newest_fact_at")?;
    Ok((row.try_get("cursor")?, newest.as_deref().and_then(from_text)))
}

/// Pulls every page after the stored cursor, then retries the parked facts. `me` must hold
/// the lease (renewed before every page); the pull ends with [`PullError::LeaseLost`] if
/// another worker took it.
pub async fn pull_once(state: &AppState, system: &dyn CaseSystem, me: &str, options: &SyncOptions) -> Result<PullReport, PullError> {
    let mut report = PullReport::default();
    pull_into(state, system, me, options, &mut report).await.map(|()| report)
}

/// [`pull_once`] counting into `report` as it goes, so that a pull that fails after applying
/// some facts still reports them (the `facts_applied` counter counts every applied fact).
pub async fn pull_into(state: &AppState, system: &dyn CaseSystem, me: &str, options: &SyncOptions, report: &mut PullReport) -> Result<(), PullError> {
    let (mut after, mut newest) = stored_cursor(state).await?;
    let mut puller = Puller::new(state, report);
    loop {
        if !lease::acquire(&state.db, me, Utc::now(), options.lease).await? {
            return Err(PullError::LeaseLost);
        }
        let page = system.fetch_facts(after.as_deref(), options.page_size).await?;
        puller.report.pages += 1;
        if page.facts.is_empty() {
            break;
        }
        newest = newest.max(newest_of(&page));
        // A system that does not advance its cursor would loop forever: this page is the last.
        let next = page.next.clone().filter(|n| Some(n) != after.as_ref());
        let cursor = SideEffect::SyncCursor { leader: me.to_string(), cursor: next.clone().or(after.clone()), newest_fact_at: newest.map(to_text) };
        let count = page.facts.len();
        puller.report.facts += count;
        for (i, fact) in page.facts.into_iter().enumerate() {
            // Only the page's last fact carries the cursor; the others are claimed by fact id.
            let effect = if i + 1 == count { cursor.clone() } else { SideEffect::SyncCursor { leader: me.to_string(), cursor: after.clone(), newest_fact_at: None } };
            puller.apply(fact, Some(effect)).await?;
        }
        match next {
            Some(n) => after = Some(n),
            None => break,
        }
    }
    puller.retry_fairly().await?;
    let waiting: i64 = sqlx::query("SELECT COUNT(*) AS n FROM parked_facts WHERE applied_at IS NULL").fetch_one(state.db.pool()).await.map_err(StoreError::from)?.try_get("n").map_err(StoreError::from)?;
    puller.report.still_parked = waiting as usize;
    Ok(())
}

/// Applies facts fetched outside a pull (a re-pull of one case) the way a pull does: a fact
/// that cannot apply yet is parked with its reason, a fact of a case with parked facts waits
/// behind them, a `case_opened` releases its case's; no cursor moves.
pub async fn apply_fetched(state: &AppState, facts: Vec<Fact>) -> Result<PullReport, PullError> {
    let mut report = PullReport::default();
    let mut puller = Puller::new(state, &mut report);
    for fact in facts {
        puller.report.facts += 1;
        puller.apply(fact, None).await?;
    }
    Ok(report)
}
