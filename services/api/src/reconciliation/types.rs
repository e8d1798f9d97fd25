//! What the Reconciliation panel shows.

use async_graphql::SimpleObject;
use chrono::{DateTime, Utc};
use domain::reconciliation::{CaseDrift, FieldDrift, ReconciliationCompleted};

#[derive(SimpleObject)]
pub struct ReconciliationReport {
    /// The run's id (its start in Unix milliseconds).
    pub run_id: String,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    /// `schedule`, `command` (`caseboard reconcile`) or `operator`.
    pub trigger: String,
    pub cases_here: i64,
    pub cases_there: i64,
    /// Drifting cases (0 is what the firm expects every morning), after the re-pulls since.
    pub total: i64,
    pub field_differs: i64,
    pub missing_here: i64,
    pub missing_there: i64,
    pub write_back_not_taken: i64,
    /// The drifting cases the viewer may see, by case id (at most 500 are recorded).
    pub drift: Vec<CaseDriftRow>,
}

#[derive(SimpleObject, Clone)]
pub struct CaseDriftRow {
    pub case_id: i64,
    /// `field_differs`, `missing_here`, `missing_there` or `write_back_not_taken`.
    pub kind: String,
    pub fields: Vec<FieldDriftRow>,
}

#[derive(SimpleObject, Clone)]
pub struct FieldDriftRow {
    /// The compared field (`status_id`, `note_count`, …).
    pub field: String,
    /// Caseboard's value.
    pub here: Option<String>,
    /// The external system's value.
    pub there: Option<String>,
    /// The change made here that the system never took.
    pub write_back_id: Option<String>,
    pub write_back_pushed: Option<bool>,
}

#[derive(SimpleObject)]
pub struct RepullPayload {
    pub case_id: i64,
    /// The case's facts the system answered, and how many were new here.
    pub facts: i64,
    pub imported: i64,
    /// True when the case matches the system now.
    pub cleared: bool,
    pub drift: Option<CaseDriftRow>,
}

impl From<&FieldDrift> for FieldDriftRow {
    fn from(f: &FieldDrift) -> Self {
        FieldDriftRow { field: f.field.clone(), here: f.here.clone(), there: f.there.clone(), write_back_id: f.write_back_id.clone(), write_back_pushed: f.write_back_pushed }
    }
}

impl From<&CaseDrift> for CaseDriftRow {
    fn from(d: &CaseDrift) -> Self {
        CaseDriftRow { case_id: d.case_id, kind: d.kind.as_str().to_string(), fields: d.fields.iter().map(Into::into).collect() }
    }
}

/// The report as a viewer sees it: `scope` None (an overlord) sees every case; an admin the
/// cases of its organization (cases without one belong to the deployment's organization),
/// with the counts of those.
pub fn report_for(report: ReconciliationCompleted, scope: Option<i64>, deployment_organization: i64) -> ReconciliationReport {
    let visible: Vec<&CaseDrift> = report
        .drift
        .iter()
        .filter(|d| scope.is_none_or(|org| d.organization_id.unwrap_or(deployment_organization) == org))
        .collect();
    let count = |kind: &str| visible.iter().filter(|d| d.kind.as_str() == kind).count() as i64;
    let (field_differs, missing_here, missing_there, write_back_not_taken) = match scope {
        None => (report.field_differs, report.missing_here, report.missing_there, report.write_back_not_taken),
        Some(_) => (count("field_differs"), count("missing_here"), count("missing_there"), count("write_back_not_taken")),
    };
    ReconciliationReport {
        run_id: report.run_id.to_string(),
        started_at: report.started_at,
        finished_at: report.finished_at,
        trigger: report.trigger.clone(),
        cases_here: report.cases_here,
        cases_there: report.cases_there,
        total: field_differs + missing_here + missing_there + write_back_not_taken,
        field_differs,
        missing_here,
        missing_there,
        write_back_not_taken,
        drift: visible.into_iter().map(Into::into).collect(),
    }
}
