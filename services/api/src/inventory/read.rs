//! Reads of the inventory read model (`projections/src/inventory.rs`): typed rows, one query
//! per list.

use chrono::{DateTime, NaiveDate, Utc};
use eventstore::db::{fetch_json_rows, json_text, Bind};
use sqlx::AnyPool;

use crate::error::ApiResult;

/// One case as the inventory lists see it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InventoryCaseRow {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub case_type: Option<String>,
    pub status_label: Option<String>,
    pub stage: Option<String>,
    pub status_changed_at: Option<String>,
    pub case_rank: Option<String>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
    pub opened_at: String,
    pub incident_date: Option<String>,
    pub state: Option<String>,
    pub last_accessed_at: Option<String>,
    pub sol_date: Option<String>,
    pub last_contact_at: Option<String>,
    pub last_attempt_at: Option<String>,
    pub last_file_review_at: Option<String>,
    pub last_file_review_note: Option<String>,
    pub last_deadline_review_at: Option<String>,
}

impl InventoryCaseRow {
    pub fn client_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name).trim().to_string()
    }
}

pub fn instant(text: &Option<String>) -> Option<DateTime<Utc>> {
    text.as_deref().and_then(eventstore::time::from_text)
}

pub fn day(text: &Option<String>) -> Option<NaiveDate> {
    text.as_deref().and_then(|s| s.parse().ok())
}

/// The columns of an [`InventoryCaseRow`], in its order.
pub(crate) const CASE_COLUMNS: [&str; 22] = [
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
pub(crate) async fn case_rows(pool: &AnyPool, prefix: &str, from: &str, binds: &[Bind]) -> ApiResult<Vec<InventoryCaseRow>> {
    let columns: Vec<String> = CASE_COLUMNS.iter().map(|c| format!("{prefix}{c}")).collect();
    let columns: Vec<&str> = columns.iter().map(String::as_str).collect();
    let values = fetch_json_rows(pool, &columns, from, binds).await?;
    let mut rows: Vec<InventoryCaseRow> = values.iter().filter(|v| v.len() == CASE_COLUMNS.len()).map(|v| case_row(v)).collect();
    rows.sort_by_key(|r| r.case_id);
    Ok(rows)
}

/// One row of [`case_rows`] from its JSON values.
fn case_row(v: &[serde_json::Value]) -> InventoryCaseRow {
    let text = |i: usize| json_text(&v[i]);
    InventoryCaseRow {
        case_id: v[0].as_i64().unwrap_or_default(),
        organization_id: v[1].as_i64(),
        first_name: text(2).unwrap_or_default(),
        last_name: text(3).unwrap_or_default(),
        case_type: text(4),
        status_label: text(5),
        stage: text(6),
        status_changed_at: text(7),
        case_rank: text(8),
        attorney_user_id: v[9].as_i64(),
        paralegal_user_id: v[10].as_i64(),
        case_manager_user_id: v[11].as_i64(),
        opened_at: text(12).unwrap_or_default(),
        incident_date: text(13),
        state: text(14),
        last_accessed_at: text(15),
        sol_date: text(16),
        last_contact_at: text(17),
        last_attempt_at: text(18),
        last_file_review_at: text(19),
        last_file_review_note: text(20),
        last_deadline_review_at: text(21),
    }
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
pub async fn cases_of(pool: &AnyPool, user_id: i64, staffing: Staffing, left_out: &[String]) -> ApiResult<Vec<InventoryCaseRow>> {
    let filter = match staffing {
        Staffing::AnyRole => "(attorney_user_id = $1 OR paralegal_user_id = $1 OR case_manager_user_id = $1)",
        Staffing::AttorneyOnly => "attorney_user_id = $1",
    };
    let (stages, shown) = projections::read::conditions::shown_stages_sql(left_out, 2);
    let mut binds = vec![Bind::Int(user_id)];
    binds.extend(shown.into_iter().map(|s| Bind::Text(s.to_string())));
    case_rows(pool, "", &format!("FROM inventory_cases WHERE {filter}{stages}"), &binds).await
}

/// An open deadline with its case.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DeadlineRow {
    pub case_id: i64,
    pub deadline_id: i64,
    pub due_date: String,
    pub deadline_type: Option<String>,
    pub party: Option<String>,
    pub respondent: Option<String>,
    pub comments: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
}

/// Whose deadlines: one user's cases (any staff role) or a whole organization's (Show All).
#[derive(Debug, Clone, Copy)]
pub enum DeadlineScope {
    User(i64),
    Organization { organization_id: i64, is_default: bool },
}

/// Open deadlines due from `from` to `to` (inclusive, ISO dates compare as text), earliest first.
pub async fn open_deadlines(pool: &AnyPool, scope: DeadlineScope, from: NaiveDate, to: NaiveDate) -> ApiResult<Vec<DeadlineRow>> {
    let (filter, id, default) = match scope {
        DeadlineScope::User(u) => ("(c.attorney_user_id = $1 OR c.paralegal_user_id = $1 OR c.case_manager_user_id = $1) AND $2 = $2".to_string(), u, false),
        DeadlineScope::Organization { organization_id, is_default } => (projections::read::conditions::organization_row_sql("c.organization_id"), organization_id, is_default),
    };
    Ok(sqlx::query_as::<_, DeadlineRow>(&format!(
        "SELECT d.case_id, d.deadline_id, d.due_date, d.deadline_type, d.party, d.respondent, d.comments, c.first_name, c.last_name, \
         c.attorney_user_id, c.paralegal_user_id FROM inventory_deadlines d JOIN inventory_cases c ON c.case_id = d.case_id \
         WHERE {filter} AND d.completed = $3 AND d.due_date >= $4 AND d.due_date <= $5 ORDER BY d.due_date, d.case_id, d.deadline_id"
    ))
    .bind(id)
    .bind(default)
    .bind(false)
    .bind(from.to_string())
    .bind(to.to_string())
    .fetch_all(pool)
    .await?)
}

/// How many open deadlines one user's cases have due from `from` to `to` (the top bar badge).
pub async fn count_open_deadlines(pool: &AnyPool, user_id: i64, from: NaiveDate, to: NaiveDate) -> ApiResult<i64> {
    Ok(open_deadlines(pool, DeadlineScope::User(user_id), from, to).await?.len() as i64)
}

/// An open task with its case.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TaskRow {
    pub case_id: i64,
    pub task_id: i64,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    pub due_date: Option<String>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub case_rank: Option<String>,
}

/// Open tasks assigned to the user (own tasks), or requested by them of others (Show Requested).
pub async fn open_tasks(pool: &AnyPool, user_id: i64, requested: bool) -> ApiResult<Vec<TaskRow>> {
    let filter = if requested { "t.requestor_user_id = $1 AND (t.assignee_user_id IS NULL OR t.assignee_user_id <> $1)" } else { "t.assignee_user_id = $1" };
    Ok(sqlx::query_as::<_, TaskRow>(&format!(
        "SELECT t.case_id, t.task_id, t.category, t.summary, t.description, t.due_date, t.requestor_user_id, t.assignee_user_id, \
         c.first_name, c.last_name, c.case_rank FROM inventory_tasks t JOIN inventory_cases c ON c.case_id = t.case_id \
         WHERE {filter} AND t.completed = $2 ORDER BY t.due_date, t.case_id, t.task_id"
    ))
    .bind(user_id)
    .bind(false)
    .fetch_all(pool)
    .await?)
}
