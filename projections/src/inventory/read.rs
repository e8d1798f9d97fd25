//! The inventory screens' readers (spec 2 §2 Inventory, Client Contact, Deadlines, Tasks,
//! Watched; spec 3 §2.4 Overdue Contact): the `inventory` read model's cases, deadlines and
//! tasks, each row decoded through a typed declaration.

pub mod mileage;
pub mod scorecard;
pub mod team;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{organization_row_sql, organization_union, shown_stage_conditions, shown_stages_sql};
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// One case as the inventory lists see it.
#[derive(Debug, Clone, Deserialize)]
pub struct InventoryCaseRow {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub case_type: Option<String>,
    pub status_label: Option<String>,
    pub stage: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub status_changed_at: Option<DateTime<Utc>>,
    pub case_rank: Option<String>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::instant")]
    pub opened_at: DateTime<Utc>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub incident_date: Option<NaiveDate>,
    pub state: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_accessed_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub sol_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_contact_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_attempt_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_file_review_at: Option<DateTime<Utc>>,
    pub last_file_review_note: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_deadline_review_at: Option<DateTime<Utc>>,
}

impl InventoryCaseRow {
    pub fn client_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name).trim().to_string()
    }
}

/// The columns of an [`InventoryCaseRow`], in its order.
pub const CASE_COLUMNS: [&str; 22] = [
    "case_id",
    "organization_id",
    "first_name",
    "last_name",
    "case_type",
    "status_label",
    "stage",
    "status_changed_at",
    "case_rank",
    "attorney_user_id",
    "paralegal_user_id",
    "case_manager_user_id",
    "opened_at",
    "incident_date",
    "state",
    "last_accessed_at",
    "sol_date",
    "last_contact_at",
    "last_attempt_at",
    "last_file_review_at",
    "last_file_review_note",
    "last_deadline_review_at",
];

/// The cases of `FROM …` (`from`, whose rows carry [`CASE_COLUMNS`], each prefixed with
/// `prefix`), in case order, as one JSON value: an organization's list is thousands of rows on
/// a large firm, and row by row, moving them cost more than reading them (issue #17).
async fn case_rows(pool: &AnyPool, prefix: &str, from: &str, binds: &[Bind]) -> ReadResult<Vec<InventoryCaseRow>> {
    let columns: Vec<String> = CASE_COLUMNS.iter().map(|c| format!("{prefix}{c}")).collect();
    let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
    let mut rows: Vec<InventoryCaseRow> = json_rows(pool, &columns, from, binds).await?;
    rows.sort_by_key(|r| r.case_id);
    Ok(rows)
}

/// Whose cases a list shows: the cases a user works in any staff role, or (spec 2 §2 Client
/// Contact "Attorney Only") only those where they are the primary attorney.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staffing {
    AnyRole,
    AttorneyOnly,
}

/// One user's cases in the given staffing, but those whose stage is in `left_out` (`No Status`
/// for a case without one, as [`super::query::not_hidden_sql`] reads it). The stages are left out in
/// SQL, from the staff member's index, which carries the stage: a long-serving attorney's
/// closed cases are most of theirs and are never read (issue #17).
pub async fn cases_of(pool: &AnyPool, user_id: i64, staffing: Staffing, left_out: &[String]) -> ReadResult<Vec<InventoryCaseRow>> {
    let filter = match staffing {
        Staffing::AnyRole => "(attorney_user_id = $1 OR paralegal_user_id = $1 OR case_manager_user_id = $1)",
        Staffing::AttorneyOnly => "attorney_user_id = $1",
    };
    let (stages, shown) = shown_stages_sql(left_out, 2);
    let mut binds = vec![Bind::Int(user_id)];
    binds.extend(shown.into_iter().map(|s| Bind::Text(s.to_string())));
    case_rows(pool, "", &format!("FROM inventory_cases WHERE {filter}{stages}"), &binds).await
}

/// An open deadline with its case.
#[derive(Debug, Clone, Deserialize)]
pub struct DeadlineRow {
    pub case_id: i64,
    pub deadline_id: i64,
    #[serde(deserialize_with = "cell::day")]
    pub due_date: NaiveDate,
    pub deadline_type: Option<String>,
    pub party: Option<String>,
    pub respondent: Option<String>,
    pub comments: Option<String>,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
}

/// Whose deadlines: one user's cases (any staff role) or a whole organization's (Show All).
#[derive(Debug, Clone, Copy)]
pub enum DeadlineScope {
    User(i64),
    Organization(OrgScope),
}

/// Open deadlines due from `from` to `to` (inclusive, ISO dates compare as text), earliest first.
pub async fn open_deadlines(pool: &AnyPool, scope: DeadlineScope, from_day: NaiveDate, to: NaiveDate) -> ReadResult<Vec<DeadlineRow>> {
    let (filter, id, default) = match scope {
        DeadlineScope::User(u) => ("(c.attorney_user_id = $1 OR c.paralegal_user_id = $1 OR c.case_manager_user_id = $1) AND $2 = $2".to_string(), u, false),
        DeadlineScope::Organization(org) => (organization_row_sql("c.organization_id"), org.id, org.is_default),
    };
    let from = format!(
        "FROM inventory_deadlines d JOIN inventory_cases c ON c.case_id = d.case_id WHERE {filter} AND d.completed = $3 AND d.due_date >= $4 AND d.due_date <= $5"
    );
    let columns = ["d.case_id", "d.deadline_id", "d.due_date", "d.deadline_type", "d.party", "d.respondent", "d.comments", "c.first_name", "c.last_name", "c.attorney_user_id", "c.paralegal_user_id"];
    let binds = [Bind::Int(id), Bind::Bool(default), Bind::Bool(false), Bind::Text(from_day.to_string()), Bind::Text(to.to_string())];
    let mut rows: Vec<DeadlineRow> = json_rows(pool, &columns, &from, &binds).await?;
    rows.sort_by(|a, b| (a.due_date, a.case_id, a.deadline_id).cmp(&(b.due_date, b.case_id, b.deadline_id)));
    Ok(rows)
}

/// How many open deadlines one user's cases have due from `from` to `to` (the top bar badge).
pub async fn count_open_deadlines(pool: &AnyPool, user_id: i64, from: NaiveDate, to: NaiveDate) -> ReadResult<i64> {
    Ok(open_deadlines(pool, DeadlineScope::User(user_id), from, to).await?.len() as i64)
}

/// An open task with its case.
#[derive(Debug, Clone, Deserialize)]
pub struct TaskRow {
    pub case_id: i64,
    pub task_id: i64,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub due_date: Option<NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub case_rank: Option<String>,
}

/// Open tasks assigned to the user (own tasks), or requested by them of others (Show Requested).
pub async fn open_tasks(pool: &AnyPool, user_id: i64, requested: bool) -> ReadResult<Vec<TaskRow>> {
    let filter = if requested { "t.requestor_user_id = $1 AND (t.assignee_user_id IS NULL OR t.assignee_user_id <> $1)" } else { "t.assignee_user_id = $1" };
    let from = format!("FROM inventory_tasks t JOIN inventory_cases c ON c.case_id = t.case_id WHERE {filter} AND t.completed = $2");
    let columns = ["t.case_id", "t.task_id", "t.category", "t.summary", "t.description", "t.due_date", "t.requestor_user_id", "t.assignee_user_id", "c.first_name", "c.last_name", "c.case_rank"];
    let mut rows: Vec<TaskRow> = json_rows(pool, &columns, &from, &[Bind::Int(user_id), Bind::Bool(false)]).await?;
    // Undated tasks first, as SQL orders NULL first.
    rows.sort_by(|a, b| (a.due_date, a.case_id, a.task_id).cmp(&(b.due_date, b.case_id, b.task_id)));
    Ok(rows)
}

/// The cases `user_id` watches that are the organization's, in the order they were watched.
pub async fn watched_cases(pool: &AnyPool, org: OrgScope, user_id: i64) -> ReadResult<Vec<InventoryCaseRow>> {
    let from = format!("FROM watched_cases w JOIN inventory_cases c ON c.case_id = w.case_id WHERE w.user_id = $1 AND {}", org.filter("c.organization_id"));
    let mut columns: Vec<String> = CASE_COLUMNS.iter().map(|c| format!("c.{c}")).collect();
    columns.push("w.watched_at".into());
    let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
    let mut rows: Vec<(InventoryCaseRow, (Option<String>,))> = crate::read::json_rows_split(pool, &columns, CASE_COLUMNS.len(), &from, &[Bind::Int(user_id)]).await?;
    rows.sort_by(|(a, (x,)), (b, (y,))| x.cmp(y).then(a.case_id.cmp(&b.case_id)));
    Ok(rows.into_iter().map(|(row, _)| row).collect())
}

/// The organization's cases (or the one `case_id`), but those of the stages in `hide_stages`.
/// With `contacted_before` (a `YYYY-MM-DD` bound), only the cases never contacted or last
/// contacted before it: the bound keeps a superset of the cases that may be overdue that
/// day, whose rule (domain) still decides, on a thousand rows instead of every case. Read by
/// the organization's stage index, for the stages shown, the organization's own cases and
/// (for the default organization) those of none as two branches (`organization_union`).
pub async fn organization_cases(pool: &AnyPool, org: OrgScope, case_id: Option<i64>, contacted_before: Option<String>, hide_stages: &[String]) -> ReadResult<Vec<InventoryCaseRow>> {
    // The stages shown are named: most of a firm's cases are Closed, hidden by default. A
    // branch per organization condition and stage condition, each an index seek.
    let (stages, shown) = shown_stage_conditions(hide_stages, 7);
    // Each condition is written for the case at hand, not as `$n OR …` on a bound flag (docs/
    // decisions "Conditions written for the case at hand"). Never contacted and contacted
    // before the bound are two branches, each a range of the stage index's last-contact
    // column: with one `OR`, PostgreSQL fetched every open case's row to test it (13 ms
    // against 2.8 on the large firm; issue #17).
    let case = if case_id.is_some() { "NOT $3 AND case_id = $4" } else { "$3 AND $4 = $4" };
    let contacts: &[&str] = if contacted_before.is_some() { &["NOT $5 AND last_contact_at IS NULL", "NOT $5 AND last_contact_at < $6"] } else { &["$5 AND $6 = $6"] };
    let columns = CASE_COLUMNS.join(", ");
    let cases = stages
        .iter()
        .flat_map(|stages| contacts.iter().map(move |contact| (stages, contact)))
        .map(|(stages, contact)| organization_union(|organization| format!("SELECT {columns} FROM inventory_cases WHERE {organization} AND {case} AND {contact} AND {stages}")))
        .collect::<Vec<_>>()
        .join(" UNION ALL ");
    let mut binds = vec![
        Bind::Int(org.id),
        Bind::Bool(org.is_default),
        Bind::Bool(case_id.is_none()),
        Bind::Int(case_id.unwrap_or(0)),
        Bind::Bool(contacted_before.is_none()),
        Bind::Text(contacted_before.unwrap_or_default()),
    ];
    binds.extend(shown.into_iter().map(|s| Bind::Text(s.to_string())));
    case_rows(pool, "", &format!("FROM ({cases}) organization_cases"), &binds).await
}
