//! One case's facts with the moment each happened. The planners push facts in any order; `finish`
//! sorts them by time (stable, so facts of one moment keep their order), drops what would happen
//! on or after the anchor, validates every fact against the case aggregate exactly as an import
//! would (`decide(CaseCommand::Record(..))`), and groups facts of the same moment and actor into
//! one append.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use domain::cases::{Case, CaseAccessed, CaseCommand, CaseEvent, DeadlineSet, MedicalRequestSet, TaskSet};
use domain::Aggregate;

use super::rng::Rng;

/// The status a closed case ends in (spec 1 §9: 1084 "CLO-CASE CLOSED").
pub const CLOSED_STATUS: i64 = 1084;

#[derive(Debug, Clone)]
struct Entry {
    at: DateTime<Utc>,
    actor: Option<i64>,
    event: CaseEvent,
}

/// Facts of one moment by one actor: one `append_in_at` call.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub at: DateTime<Utc>,
    pub actor: Option<i64>,
    pub events: Vec<CaseEvent>,
}

#[derive(Debug, Clone)]
pub struct CasePlan {
    pub case_id: i64,
    pub groups: Vec<Group>,
    /// The case folded from all its facts: what it looks like on the anchor date.
    pub state: Case,
}

impl CasePlan {
    pub fn event_count(&self) -> usize {
        self.groups.iter().map(|g| g.events.len()).sum()
    }

    pub fn events(&self) -> impl Iterator<Item = (DateTime<Utc>, &CaseEvent)> {
        self.groups.iter().flat_map(|g| g.events.iter().map(move |e| (g.at, e)))
    }
}

#[derive(Debug)]
pub struct Timeline {
    pub case_id: i64,
    entries: Vec<Entry>,
    counters: [i64; 8],
}

/// Per-case id counters: ids are `case_id * width + n`, unique across the firm.
#[derive(Debug, Clone, Copy)]
pub enum IdKind {
    Note = 0,
    Deadline = 1,
    Task = 2,
    Provider = 3,
    Request = 4,
    Demand = 5,
    Settlement = 6,
    Fee = 7,
}

impl Timeline {
    pub fn new(case_id: i64) -> Timeline {
        Timeline { case_id, entries: Vec::with_capacity(96), counters: [0; 8] }
    }

    pub fn push(&mut self, at: DateTime<Utc>, actor: Option<i64>, event: CaseEvent) {
        debug_assert_eq!(event.case_id(), self.case_id);
        self.entries.push(Entry { at, actor, event });
    }

    pub fn next_id(&mut self, kind: IdKind) -> i64 {
        let width = match kind {
            IdKind::Note => 1000,
            IdKind::Deadline | IdKind::Task | IdKind::Request => 100,
            IdKind::Provider | IdKind::Demand | IdKind::Settlement | IdKind::Fee => 10,
        };
        let slot = &mut self.counters[kind as usize];
        *slot += 1;
        assert!(*slot < width, "case {} ran out of {kind:?} ids", self.case_id);
        self.case_id * width + *slot
    }

    /// Sorts, truncates at `cutoff`, validates and groups. An open case also gets a last access
    /// shortly before the cutoff (staff open live files; `lastAccessedDateTime`, spec 1 §3).
    ///
    /// `imported_at`: the case began before the history did. Only a case retained and still open
    /// at that moment is kept (None otherwise), and what happened before it arrives as one
    /// import: the latest fact of each kind, recorded at `imported_at`.
    pub fn finish(mut self, cutoff: DateTime<Utc>, imported_at: Option<DateTime<Utc>>, rng: &mut Rng) -> Result<Option<CasePlan>, String> {
        self.entries.sort_by_key(|e| e.at);
        self.entries.retain(|e| e.at < cutoff);
        self.close_out();
        if let Some(at) = imported_at {
            if !self.import_before(at) {
                return Ok(None);
            }
        }
        let mut state = Case::default();
        for entry in &self.entries {
            state = record(state, &entry.event).map_err(|e| format!("case {} at {}: {e} ({:?})", self.case_id, entry.at, entry.event))?;
        }
        if let (None, Some(last)) = (&state.closed, self.entries.last()) {
            let from = last.at.max(cutoff - Duration::days(21));
            let span = (cutoff - from).num_minutes().max(2);
            let at = from + Duration::minutes(rng.range(1, span - 1));
            let event = CaseEvent::Accessed(CaseAccessed { case_id: self.case_id, accessed_at: at });
            state = record(state, &event).map_err(|e| e.to_string())?;
            self.entries.push(Entry { at, actor: None, event });
        }
        let mut groups: Vec<Group> = vec![];
        for entry in self.entries {
            match groups.last_mut() {
                Some(g) if g.at == entry.at && g.actor == entry.actor => g.events.push(entry.event),
                _ => groups.push(Group { at: entry.at, actor: entry.actor, events: vec![entry.event] }),
            }
        }
        Ok(Some(CasePlan { case_id: self.case_id, groups, state }))
    }

    /// Collapses the facts before `at` into an import snapshot; false when the case is not
    /// retained and open at `at`.
    fn import_before(&mut self, at: DateTime<Utc>) -> bool {
        let split = self.entries.partition_point(|e| e.at < at);
        let before = &self.entries[..split];
        let retained = before.iter().any(|e| matches!(e.event, CaseEvent::Retained(_)));
        let closed = before.iter().any(|e| matches!(e.event, CaseEvent::Closed(_)));
        if !retained || closed || split == self.entries.len() {
            return false;
        }
        let keys: Vec<Option<String>> = before.iter().map(|e| snapshot_key(&e.event)).collect();
        let mut last: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, k) in keys.iter().enumerate() {
            if let Some(k) = k {
                last.insert(k.as_str(), i);
            }
        }
        let mut first: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, k) in keys.iter().enumerate().rev() {
            if let Some(k) = k {
                first.insert(k.as_str(), i);
            }
        }
        let last_note = before.iter().rposition(|e| matches!(e.event, CaseEvent::NoteAdded(_)));
        // Things (settlements, providers, tasks...) keep the place they first appeared, with
        // their latest content; states (status, rank, staff...) the place of their last change.
        let mut picked: Vec<(usize, &Entry)> = before
            .iter()
            .enumerate()
            .filter(|(i, e)| match &e.event {
                CaseEvent::NoteAdded(_) => Some(*i) == last_note,
                CaseEvent::DeadlineSet(d) if d.completed => false,
                CaseEvent::TaskSet(t) if t.completed => false,
                CaseEvent::MedicalRequestSet(r) if r.status != "requested" => false,
                _ => keys[*i].as_deref().is_some_and(|k| last[k] == *i),
            })
            .map(|(i, e)| {
                let k = keys[i].as_deref().unwrap_or("");
                let place = if k.contains(':') && !k.starts_with("info:") && !k.starts_with("staff:") && !k.starts_with("touch:") { first[k] } else { i };
                (place, e)
            })
            .collect();
        picked.sort_by_key(|(place, _)| *place);
        let snapshot: Vec<Entry> = picked.into_iter().map(|(_, e)| Entry { at, actor: None, event: e.event.clone() }).collect();
        self.entries.splice(..split, snapshot);
        true
    }
}

/// What an import keeps of the facts before it: the latest fact per key. Done work (completed
/// tasks, deadlines and requests) and accesses are left out.
fn snapshot_key(event: &CaseEvent) -> Option<String> {
    use CaseEvent::*;
    Some(match event {
        Opened(_) => "opened".into(),
        StatusChanged(_) => "status".into(),
        IntakeRankSet(_) => "intake_rank".into(),
        CaseRankSet(_) => "case_rank".into(),
        WantedDateSet(_) => "wanted".into(),
        Retained(_) => "retained".into(),
        Closed(_) => "closed".into(),
        Reopened(_) => "reopened".into(),
        OfficeSet(_) => "office".into(),
        ReferralSourceSet(_) => "referral_source".into(),
        InfoSet(e) => format!("info:{}", e.field),
        StaffAssigned(e) => format!("staff:{}", e.role),
        PhoneNumbersSet(_) => "phones".into(),
        PlaintiffDetailsSet(_) => "plaintiff".into(),
        IncidentSet(_) => "incident".into(),
        InjurySummarySet(_) => "injury".into(),
        QuickInjuriesSet(_) => "quick_injuries".into(),
        UdfValueSet(e) => format!("udf:{}", e.udf_type_id),
        ProviderVisitsSet(e) => format!("visits:{}", e.provider_id),
        AlternateAddressSet(e) => format!("alt_address:{}", e.provider_id.map(|p| p.to_string()).unwrap_or_default()),
        Accessed(_) | NoteAdded(_) => return None,
        TouchRecorded(e) => format!("touch:{}", e.kind),
        DeadlineSet(e) => format!("deadline:{}", e.deadline_id),
        TaskSet(e) => format!("task:{}", e.task_id),
        MedicalRequestSet(e) => format!("request:{}", e.request_id),
        MedicalProviderSet(e) => format!("provider:{}", e.provider_id),
        ProviderReferredDateSet(e) => format!("provider_referred:{}", e.provider_id),
        DemandSent(e) => format!("demand:{}", e.demand_id),
        NegotiationAmountsSet(_) => "negotiation".into(),
        SettlementRecorded(e) => format!("settlement:{}", e.settlement_id),
        FeeRecorded(e) => format!("fee:{}", e.fee_id),
        ReviewStatusSet(_) => "review".into(),
        StageNoteSet(e) => format!("stage_note:{}:{}", e.user_id, e.stage),
        InvestigationCompleted(_) | OverdueEmailSent(_) => return None,
    })
}

impl Timeline {
    /// A closed case stops moving: facts planned after its close are dropped, and deadlines,
    /// tasks and records requests still open are completed (cancelled) as it closes.
    fn close_out(&mut self) {
        let Some(closed) = self.entries.iter().position(|e| matches!(e.event, CaseEvent::Closed(_))) else { return };
        let close_at = self.entries[closed].at;
        let actor = self.entries[closed].actor;
        // The close's own facts: CLO status before it, the wanted date cleared right after.
        let mut end = closed + 1;
        while end < self.entries.len() && self.entries[end].at == close_at && matches!(self.entries[end].event, CaseEvent::WantedDateSet(_)) {
            end += 1;
        }
        self.entries.truncate(end);
        let start = if closed > 0 && matches!(&self.entries[closed - 1].event, CaseEvent::StatusChanged(s) if s.status_id == CLOSED_STATUS) {
            closed - 1
        } else {
            closed
        };
        let mut deadlines: BTreeMap<i64, DeadlineSet> = BTreeMap::new();
        let mut tasks: BTreeMap<i64, TaskSet> = BTreeMap::new();
        let mut requests: BTreeMap<i64, MedicalRequestSet> = BTreeMap::new();
        for e in &self.entries[..start] {
            match &e.event {
                CaseEvent::DeadlineSet(d) => {
                    deadlines.insert(d.deadline_id, d.clone());
                }
                CaseEvent::TaskSet(t) => {
                    tasks.insert(t.task_id, t.clone());
                }
                CaseEvent::MedicalRequestSet(r) => {
                    requests.insert(r.request_id, r.clone());
                }
                _ => {}
            }
        }
        let mut closing: Vec<Entry> = vec![];
        for d in deadlines.into_values().filter(|d| !d.completed) {
            closing.push(Entry { at: close_at, actor, event: CaseEvent::DeadlineSet(DeadlineSet { completed: true, ..d }) });
        }
        for t in tasks.into_values().filter(|t| !t.completed) {
            closing.push(Entry { at: close_at, actor, event: CaseEvent::TaskSet(TaskSet { completed: true, ..t }) });
        }
        for r in requests.into_values().filter(|r| r.status == "requested") {
            let cancelled = MedicalRequestSet { status: "cancelled".into(), comments: Some("Case closed".into()), ..r };
            closing.push(Entry { at: close_at, actor, event: CaseEvent::MedicalRequestSet(cancelled) });
        }
        self.entries.splice(start..start, closing);
    }
}

/// Validates one recorded fact the way the import path does, then folds it.
fn record(state: Case, event: &CaseEvent) -> Result<Case, domain::DomainError> {
    let decided = state.decide(CaseCommand::Record(event.clone()))?;
    Ok(decided.iter().fold(state, |s, e| s.apply(e)))
}
