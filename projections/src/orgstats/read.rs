//! The organization statistics' readers: closed cases of a period, demands and overdue
//! demand preps, case and non-client reviews — of one organization, typed rows.

pub mod home;
pub mod reviews;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{organization_row_sql, organization_union};
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// Binds `$1` the organization and `$2` whether it is the deployment's (the kernel's
/// `organization_row_sql` and `organization_union`).
pub(crate) fn scope_binds(org: OrgScope) -> Vec<Bind> {
    vec![Bind::Int(org.id), Bind::Bool(org.is_default)]
}

/// A staff member as a row names them: staff code, first and last name (users table).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct StaffName {
    #[serde(deserialize_with = "cell::nonblank")]
    pub code: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub last_name: Option<String>,
}

impl StaffName {
    /// The staff code, else the name; None when neither is known.
    pub fn code_or_name(&self) -> Option<String> {
        self.code.clone().or_else(|| {
            let name = format!("{} {}", self.first_name.as_deref().unwrap_or_default(), self.last_name.as_deref().unwrap_or_default()).trim().to_string();
            (!name.is_empty()).then_some(name)
        })
    }
}

/// A client's name as the case keeps it (first, last; blank when missing).
pub fn client_name(first: &Option<String>, last: &Option<String>) -> String {
    format!("{} {}", first.as_deref().unwrap_or_default(), last.as_deref().unwrap_or_default()).trim().to_string()
}

/// A case closed in the period (spec 3 §2.9), with its attorney and paralegal.
#[derive(Debug, Clone, Deserialize)]
pub struct ClosedCaseRecord {
    pub case_id: i64,
    #[serde(deserialize_with = "cell::nonblank")]
    pub case_type: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub state: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub last_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub case_rank: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub opened_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub wanted_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub retained_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::day")]
    pub closed_date: NaiveDate,
    #[serde(deserialize_with = "cell::nonblank")]
    pub close_reason: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub close_comment: Option<String>,
    /// The first demand sent before the case closed.
    #[serde(deserialize_with = "cell::opt_day")]
    pub demand_date: Option<NaiveDate>,
    pub attorney: StaffName,
    pub paralegal: StaffName,
}

/// The organization's cases closed inside `[start, end]` (only retained ones with
/// `retained_only`), newest closing first.
pub async fn closed_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate, retained_only: bool) -> ReadResult<Vec<ClosedCaseRecord>> {
    // The period's closed cases from the closed-date index (which carries the retained date:
    // with Retained Only, closed leads are never looked up), then their rows. The first
    // demand's `GROUP BY` keeps PostgreSQL on the case's demands: without it, MIN became a walk
    // of the demand-date index filtered by case, 71 000 rows per case and 6.5 s for a month of
    // the large firm (issue #17).
    let retained = if retained_only { " AND retained_date IS NOT NULL" } else { "" };
    let closed = organization_union(|o| format!("SELECT case_id FROM cases WHERE {o} AND closed_date >= $3 AND closed_date <= $4{retained}"));
    let from = format!(
        "FROM ({closed}) k JOIN cases c ON c.case_id = k.case_id \
         LEFT JOIN users a ON a.user_id = c.attorney_user_id LEFT JOIN users p ON p.user_id = c.paralegal_user_id"
    );
    let columns = [
        "c.case_id",
        "c.case_type",
        "c.state",
        "c.first_name",
        "c.last_name",
        "c.case_rank",
        "c.opened_at",
        "c.wanted_date",
        "c.retained_date",
        "c.closed_date",
        "c.close_reason",
        "c.close_comment",
        "(SELECT MIN(d.demand_date) FROM stage_demands d WHERE d.case_id = c.case_id AND d.demand_date <= c.closed_date GROUP BY d.case_id)",
        "a.staff_code",
        "a.first_name",
        "a.last_name",
        "p.staff_code",
        "p.first_name",
        "p.last_name",
    ];
    let mut binds = scope_binds(org);
    binds.extend([Bind::Text(start.to_string()), Bind::Text(end.to_string())]);
    let rows: Vec<ClosedRow> = json_rows(pool, &columns, &from, &binds).await?;
    let mut cases: Vec<ClosedCaseRecord> = rows.into_iter().map(ClosedRow::record).collect();
    cases.sort_by(|a, b| b.closed_date.cmp(&a.closed_date).then(b.case_id.cmp(&a.case_id)));
    Ok(cases)
}

/// A row of [`closed_cases`]: the case's twelve columns, its first demand, then the two staff
/// members' three.
#[derive(Deserialize)]
struct ClosedRow(
    i64,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")] Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>,
    #[serde(deserialize_with = "cell::day")] NaiveDate,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
    #[serde(deserialize_with = "cell::nonblank")] Option<String>,
);

impl ClosedRow {
    fn record(self) -> ClosedCaseRecord {
        let ClosedRow(case_id, case_type, state, first_name, last_name, case_rank, opened_at, wanted_date, retained_date, closed_date, close_reason, close_comment, demand_date, ac, af, al, pc, pf, pl) = self;
        ClosedCaseRecord {
            case_id,
            case_type,
            state,
            first_name,
            last_name,
            case_rank,
            opened_at,
            wanted_date,
            retained_date,
            closed_date,
            close_reason,
            close_comment,
            demand_date,
            attorney: StaffName { code: ac, first_name: af, last_name: al },
            paralegal: StaffName { code: pc, first_name: pf, last_name: pl },
        }
    }
}

/// A demand of the organization with its case's office and staff (spec 3 §2.5).
#[derive(Debug, Clone, Deserialize)]
pub struct OrgDemandRecord {
    pub demand_id: i64,
    pub case_id: i64,
    #[serde(deserialize_with = "cell::blank")]
    pub kind: String,
    #[serde(deserialize_with = "cell::day")]
    pub demand_date: NaiveDate,
    #[serde(deserialize_with = "cell::nonblank")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub last_name: Option<String>,
    pub office_id: Option<i64>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
}

/// The organization's demands dated `start..=end`, newest first.
pub async fn demands_in_period(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<OrgDemandRecord>> {
    let from = format!(
        "FROM stage_demands d JOIN cases c ON c.case_id = d.case_id WHERE {} AND d.demand_date >= $3 AND d.demand_date <= $4",
        organization_row_sql("c.organization_id")
    );
    let columns = ["d.demand_id", "d.case_id", "d.kind", "d.demand_date", "c.first_name", "c.last_name", "c.office_id", "c.attorney_user_id", "c.paralegal_user_id", "c.case_manager_user_id"];
    let mut binds = scope_binds(org);
    binds.extend([Bind::Text(start.to_string()), Bind::Text(end.to_string())]);
    let mut rows: Vec<OrgDemandRecord> = json_rows(pool, &columns, &from, &binds).await?;
    rows.sort_by(|a, b| b.demand_date.cmp(&a.demand_date).then(b.demand_id.cmp(&a.demand_id)));
    Ok(rows)
}

/// An open case in Demand Prep with its office and staff (spec 3 §2.5 Overdue).
#[derive(Debug, Clone, Deserialize)]
pub struct DemandPrepRecord {
    pub case_id: i64,
    #[serde(deserialize_with = "cell::nonblank")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub last_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub case_type: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub state: Option<String>,
    pub office_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub status_changed_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub opened_at: Option<DateTime<Utc>>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
}

/// The organization's open cases in Demand Prep.
pub async fn open_demand_prep(pool: &AnyPool, org: OrgScope) -> ReadResult<Vec<DemandPrepRecord>> {
    let from = format!("FROM cases c WHERE {} AND c.stage = 'Demand Prep' AND c.closed_date IS NULL", organization_row_sql("c.organization_id"));
    let columns = [
        "c.case_id",
        "c.first_name",
        "c.last_name",
        "c.case_type",
        "c.state",
        "c.office_id",
        "c.status_changed_at",
        "c.opened_at",
        "c.attorney_user_id",
        "c.paralegal_user_id",
        "c.case_manager_user_id",
    ];
    json_rows(pool, &columns, &from, &scope_binds(org)).await
}
