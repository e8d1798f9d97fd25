//! The medical-records and balances readers (spec 2 §2 Medical Records, Balances; §7): open
//! requests and balance verifications of a user's cases, and a period's requests for the
//! team statistics.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{cell, json_rows, Bind, ReadResult};

/// One medical-record request with its case and provider names.
#[derive(Debug, Clone, Deserialize)]
pub struct RequestRecord {
    pub request_id: i64,
    pub case_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub provider: Option<String>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub request_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub from_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub to_date: Option<NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    pub status: String,
    pub comments: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub updated_at: Option<DateTime<Utc>>,
}

const REQUEST_COLUMNS: [&str; 13] = [
    "r.request_id",
    "r.case_id",
    "c.first_name",
    "c.last_name",
    "p.name",
    "r.request_date",
    "r.from_date",
    "r.to_date",
    "r.requestor_user_id",
    "r.assignee_user_id",
    "r.status",
    "r.comments",
    "r.updated_at",
];

/// The uncompleted requests (`domain::stages::rules::is_uncompleted_request`) `user` made, was
/// assigned, or that are on the user's cases, oldest first: a large firm's finished ones are
/// left in SQL.
pub async fn uncompleted_requests_of_user(pool: &AnyPool, user: i64) -> ReadResult<Vec<RequestRecord>> {
    // Each branch on its own indexes: an OR across the two joined tables scanned them all. The
    // read model keeps `unfinished` by the rule; the cases' branch starts from the unfinished
    // requests' index (a staff member's cases are thousands on a large firm, the unfinished
    // requests of the whole firm hundreds).
    let filter = "r.request_id IN (SELECT request_id FROM stage_medical_requests WHERE (requestor_user_id = $1 OR assignee_user_id = $1) \
         AND unfinished = TRUE \
         UNION SELECT q.request_id FROM stage_medical_requests q JOIN cases k ON k.case_id = q.case_id \
         WHERE q.unfinished = TRUE AND (k.attorney_user_id = $1 OR k.paralegal_user_id = $1 OR k.case_manager_user_id = $1))";
    requests_where(pool, filter, user).await
}

/// One request by id.
pub async fn request_by_id(pool: &AnyPool, request_id: i64) -> ReadResult<Option<RequestRecord>> {
    Ok(requests_where(pool, "r.request_id = $1", request_id).await?.into_iter().next())
}

async fn requests_where(pool: &AnyPool, filter: &str, value: i64) -> ReadResult<Vec<RequestRecord>> {
    let from = format!(
        "FROM stage_medical_requests r JOIN cases c ON c.case_id = r.case_id \
         LEFT JOIN case_providers p ON p.case_id = r.case_id AND p.provider_id = r.provider_id WHERE {filter}"
    );
    let mut rows: Vec<RequestRecord> = json_rows(pool, &REQUEST_COLUMNS, &from, &[Bind::Int(value)]).await?;
    rows.sort_by(|a, b| a.request_date.cmp(&b.request_date).then(a.request_id.cmp(&b.request_id)));
    Ok(rows)
}

/// A request of a period as the team statistics count it.
#[derive(Debug, Clone, Deserialize)]
pub struct PeriodRequest {
    pub assignee_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::day")]
    pub request_date: NaiveDate,
    pub status: String,
    #[serde(deserialize_with = "cell::opt_day")]
    pub completed_date: Option<NaiveDate>,
}

/// The organization's requests dated `start..=end` (spec 2 §2 Medical Records team statistics).
pub async fn requests_in_period(pool: &AnyPool, organization_id: i64, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<PeriodRequest>> {
    // `+`: the period's requests drive the read (see `intake::read::rotation_inputs`).
    let from = "FROM stage_medical_requests r JOIN cases c ON c.case_id = r.case_id WHERE +c.organization_id = $1 AND r.request_date >= $2 AND r.request_date <= $3";
    let binds = [Bind::Int(organization_id), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    json_rows(pool, &["r.assignee_user_id", "r.request_date", "r.status", "r.completed_date"], from, &binds).await
}

/// One provider line of an open balance-verification task.
#[derive(Debug, Clone, Deserialize)]
pub struct BalanceLine {
    pub task_id: i64,
    pub case_id: i64,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub started_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub due_date: Option<NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub provider_id: i64,
    pub provider_name: String,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub adjusted_cents: i64,
    pub balance_cents: i64,
    pub comments: Option<String>,
}

/// Whether `user` requested, was assigned or is on the case (attorney, paralegal, case
/// manager) of task `t` of case `c`; `$2` binds the user.
const WORKS_BALANCE_TASK: &str = "(t.requestor_user_id = $2 OR t.assignee_user_id = $2 OR c.attorney_user_id = $2 OR c.paralegal_user_id = $2 OR c.case_manager_user_id = $2)";

/// spec 2 §7 uncompletedBalanceVerifications: the open balance-verification tasks `user`
/// requested, was assigned, or that are on the user's cases, one row per provider line of the
/// case, by provider then client.
pub async fn uncompleted_balance_lines(pool: &AnyPool, user: i64) -> ReadResult<Vec<BalanceLine>> {
    let columns = [
        "t.task_id",
        "t.case_id",
        "t.category",
        "t.summary",
        "t.description",
        "t.started_at",
        "t.due_date",
        "t.requestor_user_id",
        "c.first_name",
        "c.last_name",
        "p.provider_id",
        "p.name",
        "p.total_cents",
        "p.paid_cents",
        "p.adjusted_cents",
        "p.balance_cents",
        "p.comments",
    ];
    let from = format!(
        "FROM balance_tasks t JOIN cases c ON c.case_id = t.case_id JOIN case_providers p ON p.case_id = t.case_id WHERE t.completed = $1 AND {WORKS_BALANCE_TASK}"
    );
    let mut rows: Vec<BalanceLine> = json_rows(pool, &columns, &from, &[Bind::Bool(false), Bind::Int(user)]).await?;
    rows.sort_by(|a, b| {
        (&a.provider_name, &a.last_name, &a.first_name, a.case_id, a.task_id).cmp(&(&b.provider_name, &b.last_name, &b.first_name, b.case_id, b.task_id))
    });
    Ok(rows)
}

/// Whether `user` works a balance-verification task (open or not) of case `case_id`.
pub async fn works_balance_task_of(pool: &AnyPool, case_id: i64, user: i64) -> ReadResult<bool> {
    let from = format!("FROM balance_tasks t JOIN cases c ON c.case_id = t.case_id WHERE t.case_id = $1 AND {WORKS_BALANCE_TASK}");
    let rows: Vec<(i64,)> = json_rows(pool, &["t.task_id"], &from, &[Bind::Int(case_id), Bind::Int(user)]).await?;
    Ok(!rows.is_empty())
}
