//! Reconciliation with the external case-management system (issue #18): the system answers a
//! compact snapshot of its cases, Caseboard compares it with its read models field by field,
//! and records the drift (`reconciliation_completed`). A re-pull of one case fetches its facts
//! again and records the case's drift after it (`case_repulled`). "A drift report of 0 is what
//! the firm expects every morning."
//!
//! The comparison is pure: [`compare`] takes both sides as [`CaseSnapshot`]s and the write-backs
//! of the cases, and answers one [`CaseDrift`] per case that differs.

pub mod compare;

use serde::{Deserialize, Serialize};

use crate::{stable_events, Aggregate, DomainError};

pub use compare::{compare, compare_case, CaseDrift, DriftKind, FieldDrift, WrittenBack, FIELDS};

/// Stream type of reconciliation runs: `reconciliation-<run id>` (the run id is the run's
/// start in Unix seconds), so a run and the re-pulls after it stay one short stream.
pub const RECONCILIATION_STREAM: &str = "reconciliation";

/// Cases a recorded run lists at most (the counts are always complete): bounds the event's
/// size and the screen's cost when everything drifts (a system restored from an old backup).
pub const MAX_LISTED: usize = 500;

/// One case as the external system answers it in its snapshot (`GET /cases`), or as
/// Caseboard's read models hold it. Every field is compared; `None` is "no value".
/// Dates are `YYYY-MM-DD`; `opened_on` is the UTC day the case was opened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct CaseSnapshot {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    pub status_id: Option<i64>,
    pub intake_rank_id: Option<i64>,
    /// The case rank's label (`A`, `B`, …).
    pub case_rank: Option<String>,
    pub office_id: Option<i64>,
    pub opened_on: Option<String>,
    pub wanted_date: Option<String>,
    pub retained_date: Option<String>,
    pub closed_date: Option<String>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
    /// How many notes the case has.
    pub note_count: i64,
    /// The medical providers' billed totals, in cents.
    pub medical_total_cents: i64,
    /// The fees booked on the case, in cents. Optional in the contract (added later): a system
    /// that leaves it out is not compared on it.
    pub fee_total_cents: Option<i64>,
    /// The settlements' amounts, in cents (optional like `fee_total_cents`).
    pub settlement_total_cents: Option<i64>,
    /// The referral (advertising) source: absent = not answered, not compared; `null` = none.
    #[serde(deserialize_with = "answered", skip_serializing_if = "Option::is_none")]
    pub referral_source: Option<Option<String>>,
    /// Case-info fields (spec 1 §3 "Case info") by their `case_info_set` name
    /// (`leadType`, `referred`, …): only the fields answered are compared.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub case_info: Option<std::collections::BTreeMap<String, Option<String>>>,
}

/// A field that may be absent (not answered) or `null` (answered: no value).
fn answered<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

/// A reconciliation run's result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReconciliationCompleted {
    pub run_id: i64,
    pub started_at: chrono::DateTime<chrono::Utc>,
    pub finished_at: chrono::DateTime<chrono::Utc>,
    /// `schedule`, `command` (`caseboard reconcile`) or `operator` (the operations screen).
    pub trigger: String,
    /// Cases the external system answered.
    pub cases_there: i64,
    /// Cases Caseboard's read models hold.
    pub cases_here: i64,
    /// Cases that drift, by kind (a case counts once, under its first kind in [`DriftKind`] order).
    pub field_differs: i64,
    pub missing_here: i64,
    pub missing_there: i64,
    pub write_back_not_taken: i64,
    /// The drifting cases, by case id, at most [`MAX_LISTED`].
    pub drift: Vec<CaseDrift>,
}

impl ReconciliationCompleted {
    pub fn total(&self) -> i64 {
        self.field_differs + self.missing_here + self.missing_there + self.write_back_not_taken
    }

    fn count_of(&mut self, kind: DriftKind) -> &mut i64 {
        match kind {
            DriftKind::WriteBackNotTaken => &mut self.write_back_not_taken,
            DriftKind::FieldDiffers => &mut self.field_differs,
            DriftKind::MissingHere => &mut self.missing_here,
            DriftKind::MissingThere => &mut self.missing_there,
        }
    }

    /// The report as it stands after the re-pulls recorded since (in order): a re-pulled
    /// case's drift is replaced by what it was afterwards, and the counts follow.
    pub fn with_repulls<'a>(mut self, repulls: impl IntoIterator<Item = &'a CaseRepulled>) -> Self {
        for r in repulls {
            if let Some(i) = self.drift.iter().position(|d| d.case_id == r.case_id) {
                let old = self.drift.remove(i);
                let count = self.count_of(old.kind);
                *count = (*count - 1).max(0);
            } else if r.drift.is_none() {
                continue;
            }
            if let Some(d) = &r.drift {
                *self.count_of(d.kind) += 1;
                let at = self.drift.partition_point(|x| x.case_id < d.case_id);
                self.drift.insert(at, d.clone());
            }
        }
        self
    }
}

/// A case's facts were fetched again; `drift` is the case's drift afterwards (None: it
/// matches now).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseRepulled {
    pub run_id: i64,
    pub case_id: i64,
    pub facts: i64,
    pub imported: i64,
    pub drift: Option<CaseDrift>,
}

stable_events! {
    pub enum ReconciliationEvent {
        Completed(ReconciliationCompleted) = "reconciliation_completed",
        Repulled(CaseRepulled) = "case_repulled",
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum ReconciliationCommand {
    Complete(ReconciliationCompleted),
    RecordRepull(CaseRepulled),
}

/// One run: whether its result is recorded.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reconciliation {
    pub completed: bool,
}

impl Aggregate for Reconciliation {
    type Command = ReconciliationCommand;
    type Event = ReconciliationEvent;

    fn decide(&self, command: ReconciliationCommand) -> Result<Vec<ReconciliationEvent>, DomainError> {
        match command {
            ReconciliationCommand::Complete(done) => {
                if self.completed {
                    return Err(DomainError::Conflict(format!("Reconciliation run {} is already recorded", done.run_id)));
                }
                Ok(vec![ReconciliationEvent::Completed(done)])
            }
            ReconciliationCommand::RecordRepull(repull) => {
                if repull.case_id <= 0 {
                    return Err(DomainError::invalid("caseId", "Name a case to re-pull"));
                }
                Ok(vec![ReconciliationEvent::Repulled(repull)])
            }
        }
    }

    fn apply(mut self, event: &ReconciliationEvent) -> Self {
        if let ReconciliationEvent::Completed(_) = event {
            self.completed = true;
        }
        self
    }

    /// A re-pull is recorded whatever was recorded before it.
    fn commutes(command: &ReconciliationCommand) -> bool {
        matches!(command, ReconciliationCommand::RecordRepull(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DomainEvent;

    fn done(run_id: i64) -> ReconciliationCompleted {
        let at = chrono::DateTime::from_timestamp(run_id, 0).unwrap();
        ReconciliationCompleted {
            run_id,
            started_at: at,
            finished_at: at,
            trigger: "command".into(),
            cases_there: 0,
            cases_here: 0,
            field_differs: 1,
            missing_here: 2,
            missing_there: 3,
            write_back_not_taken: 4,
            drift: vec![],
        }
    }

    #[test]
    fn a_run_is_recorded_once_and_repulls_follow_it() {
        // issue #18: "record the result as an event: cases and fields that differ, missing on either side"
        let events = Reconciliation::default().decide(ReconciliationCommand::Complete(done(7))).unwrap();
        assert_eq!(events[0].event_type(), "reconciliation_completed");
        let run = Reconciliation::fold(&events);
        assert!(matches!(run.decide(ReconciliationCommand::Complete(done(7))), Err(DomainError::Conflict(_))));
        let repull = CaseRepulled { run_id: 7, case_id: 5, facts: 3, imported: 1, drift: None };
        assert_eq!(run.decide(ReconciliationCommand::RecordRepull(repull.clone())).unwrap()[0].event_type(), "case_repulled");
        let bad = CaseRepulled { case_id: 0, ..repull };
        assert!(run.decide(ReconciliationCommand::RecordRepull(bad)).is_err());
        assert_eq!(done(1).total(), 10);
    }

    #[test]
    fn a_repull_that_clears_a_case_takes_it_off_the_report() {
        // issue #18: "a "re-pull" action that fetches the case's facts again"
        let drift = |case_id, kind| CaseDrift { case_id, organization_id: Some(2), kind, fields: vec![] };
        let report = ReconciliationCompleted {
            field_differs: 1,
            missing_here: 1,
            missing_there: 0,
            write_back_not_taken: 0,
            drift: vec![drift(3, DriftKind::MissingHere), drift(9, DriftKind::FieldDiffers)],
            ..done(5)
        };
        let cleared = CaseRepulled { run_id: 5, case_id: 3, facts: 2, imported: 2, drift: None };
        let still = CaseRepulled { run_id: 5, case_id: 9, facts: 1, imported: 0, drift: Some(drift(9, DriftKind::WriteBackNotTaken)) };
        let after = report.with_repulls([&cleared, &still]);
        assert_eq!((after.missing_here, after.field_differs, after.write_back_not_taken, after.total()), (0, 0, 1, 1));
        assert_eq!(after.drift, vec![drift(9, DriftKind::WriteBackNotTaken)]);
    }
}
