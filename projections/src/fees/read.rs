//! The fees read model's readers (spec 2 §2 Fees, Settlements; 3 §2.8 monthly staff tables):
//! fee lines of a period with their case, the fees of each day and office, the settled cases'
//! lines and money — of one organization, each row decoded through a typed declaration.

pub mod settlements;
pub mod staff;

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{organization_row_sql, organization_union};
use crate::read::{cell, json_rows, json_rows_split, Bind, OrgScope, ReadResult};

/// A fee line with its case, in [`FEE_LINE_COLUMNS`]' order.
#[derive(Debug, Clone, Deserialize)]
pub struct FeeLineRow {
    pub case_id: i64,
    pub fee_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    pub amount_cents: i64,
    #[serde(deserialize_with = "cell::day")]
    pub fee_date: NaiveDate,
    pub fee_type: Option<String>,
    #[serde(deserialize_with = "cell::flag")]
    pub shared: bool,
    pub case_group: Option<String>,
    #[serde(deserialize_with = "cell::flag")]
    pub fully_settled: bool,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub state: Option<String>,
    pub office_id: Option<i64>,
    pub referral_source: Option<String>,
}

/// The columns of a [`FeeLineRow`], in its order (`l`: the line, `c`: its case).
const FEE_LINE_COLUMNS: [&str; 16] = [
    "l.case_id",
    "l.fee_id",
    "c.case_number",
    "c.client_name",
    "l.amount_cents",
    "l.fee_date",
    "l.fee_type",
    "l.shared",
    "l.case_group",
    "l.fully_settled",
    "l.attorney_user_id",
    "l.attorney_code",
    "c.paralegal_user_id",
    "c.state",
    "c.office_id",
    "c.referral_source",
];

const FEE_LINES_WITH_CASES: &str = "FROM fee_lines l JOIN fee_cases c ON c.case_id = l.case_id";

fn period_binds(org: OrgScope, start: NaiveDate, end: NaiveDate) -> Vec<Bind> {
    vec![Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())]
}

/// The organization's fee lines dated inside `[start, end]` (inclusive), one query (a year of
/// a large firm's lines as one JSON value, issue #17); newest first, then by case and fee.
pub async fn fee_lines(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<FeeLineRow>> {
    // The line's own organization (`fees` v11): the range of the organization's fee dates,
    // each line's case then found by its key.
    let from = format!("{FEE_LINES_WITH_CASES} WHERE {} AND l.fee_date >= $3 AND l.fee_date <= $4", organization_row_sql("l.organization_id"));
    let mut lines: Vec<FeeLineRow> = json_rows(pool, &FEE_LINE_COLUMNS, &from, &period_binds(org, start, end)).await?;
    lines.sort_by(|a, b| b.fee_date.cmp(&a.fee_date).then(a.case_id.cmp(&b.case_id)).then(a.fee_id.cmp(&b.fee_id)));
    Ok(lines)
}

/// The fees of one firm day and office of the case.
#[derive(Debug, Clone, Deserialize)]
pub struct FeeDay {
    #[serde(deserialize_with = "cell::day")]
    pub day: NaiveDate,
    pub office_id: Option<i64>,
    pub amount_cents: i64,
}

/// The organization's fee amounts dated inside `[start, end]` (inclusive), summed in SQL per day
/// and office of the case: a year of a large firm's fee lines is a few thousand rows, its
/// days a few hundred.
pub async fn fee_days(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<FeeDay>> {
    // Each line carries its case's organization and office (`fees` v11): two index-only
    // ranges, the organization's and (for the deployment's) those of no organization.
    let lines = organization_union(|o| format!("SELECT fee_date, office_id, amount_cents FROM fee_lines WHERE {o} AND fee_date >= $3 AND fee_date <= $4"));
    let from = format!("FROM (SELECT fee_date, office_id, CAST(SUM(amount_cents) AS BIGINT) AS amount FROM ({lines}) lines GROUP BY fee_date, office_id) AS days");
    json_rows(pool, &["fee_date", "office_id", "amount"], &from, &period_binds(org, start, end)).await
}

/// Every fee line (any date) of the organization's cases with a fully-settled fee line dated
/// inside `[start, end]`, one query; with the case's paralegal code; by case, date and fee.
pub async fn settled_case_lines(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<(FeeLineRow, Option<String>)>> {
    let from = format!(
        "{FEE_LINES_WITH_CASES} WHERE {} AND l.case_id IN (SELECT f.case_id FROM fee_lines f WHERE f.fully_settled = $5 AND f.fee_date >= $3 AND f.fee_date <= $4)",
        organization_row_sql("c.organization_id")
    );
    let mut binds = period_binds(org, start, end);
    binds.push(Bind::Bool(true));
    let columns: Vec<&str> = FEE_LINE_COLUMNS.iter().copied().chain(["c.paralegal_code"]).collect();
    let rows: Vec<(FeeLineRow, (Option<String>,))> = json_rows_split(pool, &columns, FEE_LINE_COLUMNS.len(), &from, &binds).await?;
    let mut lines: Vec<(FeeLineRow, Option<String>)> = rows.into_iter().map(|(line, (code,))| (line, code)).collect();
    lines.sort_by(|(a, _), (b, _)| a.case_id.cmp(&b.case_id).then(a.fee_date.cmp(&b.fee_date)).then(a.fee_id.cmp(&b.fee_id)));
    Ok(lines)
}

/// The cases with a fully-settled fee line dated in `[$1, $2]` (`$3`: true).
const SETTLED_CASES: &str = "SELECT f.case_id FROM fee_lines f WHERE f.fully_settled = $3 AND f.fee_date >= $1 AND f.fee_date <= $2";

fn settled_binds(start: NaiveDate, end: NaiveDate) -> [Bind; 3] {
    [Bind::Text(start.to_string()), Bind::Text(end.to_string()), Bind::Bool(true)]
}

#[derive(Deserialize)]
struct CaseTotal(i64, #[serde(deserialize_with = "cell::sum")] i64);

/// Per case with a fully-settled fee line dated in `[start, end]`: the sum of its settlements
/// and of its medical bills (cents), two queries.
pub async fn settled_case_money(pool: &AnyPool, start: NaiveDate, end: NaiveDate) -> ReadResult<(HashMap<i64, i64>, HashMap<i64, i64>)> {
    let mut totals = vec![];
    for (table, column) in [("fee_settlements", "amount_cents"), ("fee_medical", "total_cents")] {
        let from = format!("FROM (SELECT t.case_id, CAST(SUM(t.{column}) AS BIGINT) AS total FROM {table} t WHERE t.case_id IN ({SETTLED_CASES}) GROUP BY t.case_id) totals");
        let rows: Vec<CaseTotal> = json_rows(pool, &["case_id", "total"], &from, &settled_binds(start, end)).await?;
        totals.push(rows.into_iter().map(|CaseTotal(case, total)| (case, total)).collect());
    }
    let medical = totals.pop().unwrap_or_default();
    let settlements = totals.pop().unwrap_or_default();
    Ok((settlements, medical))
}

#[derive(Deserialize)]
struct CaseStart(i64, Option<String>, #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>, #[serde(deserialize_with = "cell::day")] NaiveDate);

/// Per case with a fully-settled fee line dated in `[start, end]`: its case type and the date
/// its time on desk starts (retained, else opened).
pub async fn settled_case_starts(pool: &AnyPool, start: NaiveDate, end: NaiveDate) -> ReadResult<HashMap<i64, (Option<String>, Option<NaiveDate>)>> {
    let from = format!("FROM fee_cases c WHERE c.case_id IN ({SETTLED_CASES})");
    let rows: Vec<CaseStart> = json_rows(pool, &["c.case_id", "c.case_type", "c.retained_date", "c.opened_at"], &from, &settled_binds(start, end)).await?;
    Ok(rows.into_iter().map(|CaseStart(case, case_type, retained, opened)| (case, (case_type, Some(retained.unwrap_or(opened))))).collect())
}
