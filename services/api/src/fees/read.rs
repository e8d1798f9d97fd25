//! Reads of the fees read model (`projections::fees`): fee lines of a period with their case.

use chrono::NaiveDate;
use eventstore::db::{fetch_json_rows, json_bool, json_day, json_text, Bind};
use serde_json::Value;
use sqlx::{AnyPool, Row};

use crate::error::ApiResult;
use projections::read::OrgScope;
use projections::read::conditions::{organization_row_sql, organization_union};

#[derive(Debug, Clone)]
pub struct FeeLineRow {
    pub case_id: i64,
    pub fee_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    pub amount_cents: i64,
    pub fee_date: NaiveDate,
    pub fee_type: Option<String>,
    pub shared: bool,
    pub case_group: Option<String>,
    pub fully_settled: bool,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub state: Option<String>,
    pub office_id: Option<i64>,
    pub referral_source: Option<String>,
}

fn date(text: Option<String>) -> Option<NaiveDate> {
    text.and_then(|t| t.get(..10).and_then(|d| d.parse().ok()))
}

/// The columns [`fee_line_row`] reads, in its order (`l`: the line, `c`: its case).
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

/// Fee lines joined with their case, `FEE_LINE_COLUMNS` and then `extra`, as one JSON value
/// (issue #17: a year of a large firm's fee lines).
async fn fee_line_values(pool: &AnyPool, extra: &[&str], filter: &str, binds: &[Bind]) -> ApiResult<Vec<Vec<Value>>> {
    let columns: Vec<&str> = FEE_LINE_COLUMNS.iter().chain(extra).copied().collect();
    let from = format!("FROM fee_lines l JOIN fee_cases c ON c.case_id = l.case_id WHERE {filter}");
    let rows = fetch_json_rows(pool, &columns, &from, binds).await?;
    Ok(rows.into_iter().filter(|v| v.len() == columns.len()).collect())
}

/// The organization's fee lines dated inside `[start, end]` (inclusive), one query; newest
/// first, then by case and fee.
pub async fn fee_lines(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<FeeLineRow>> {
    // The line's own organization (`fees` v11): the range of the organization's fee dates,
    // each line's case then found by its key.
    let filter = format!("{} AND l.fee_date >= $3 AND l.fee_date <= $4", organization_row_sql("l.organization_id"));
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    let mut lines: Vec<FeeLineRow> = fee_line_values(pool, &[], &filter, &binds).await?.iter().map(|v| fee_line_row(v)).collect();
    lines.sort_by(|a, b| b.fee_date.cmp(&a.fee_date).then(a.case_id.cmp(&b.case_id)).then(a.fee_id.cmp(&b.fee_id)));
    Ok(lines)
}

/// The organization's fee amounts dated inside `[start, end]` (inclusive), summed in SQL per day
/// and office of the case: a year of a large firm's fee lines is a few thousand rows, its
/// days a few hundred.
pub async fn fee_days(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<(NaiveDate, Option<i64>, i64)>> {
    // Each line carries its case's organization and office (`fees` v11): two index-only
    // ranges, the organization's and (for the deployment's) those of no organization.
    let lines = organization_union(|o| format!("SELECT fee_date, office_id, amount_cents FROM fee_lines WHERE {o} AND fee_date >= $3 AND fee_date <= $4"));
    let from = format!("FROM (SELECT fee_date, office_id, CAST(SUM(amount_cents) AS BIGINT) AS amount FROM ({lines}) lines GROUP BY fee_date, office_id) AS days");
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    let rows = fetch_json_rows(pool, &["fee_date", "office_id", "amount"], &from, &binds).await?;
    Ok(rows.iter().filter(|v| v.len() == 3).filter_map(|v| Some((json_day(&v[0])?, v[1].as_i64(), v[2].as_i64().unwrap_or_default()))).collect())
}

/// Every fee line (any date) of the organization's cases with a fully-settled fee line dated
/// inside `[start, end]`, one query; with the case's paralegal code; by case, date and fee.
pub async fn settled_case_lines(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<(FeeLineRow, Option<String>)>> {
    let filter = format!(
        "{} AND l.case_id IN (SELECT f.case_id FROM fee_lines f WHERE f.fully_settled = $5 AND f.fee_date >= $3 AND f.fee_date <= $4)",
        organization_row_sql("c.organization_id")
    );
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string()), Bind::Bool(true)];
    let mut lines: Vec<(FeeLineRow, Option<String>)> = fee_line_values(pool, &["c.paralegal_code"], &filter, &binds)
        .await?
        .iter()
        .map(|v| (fee_line_row(v), v[FEE_LINE_COLUMNS.len()].as_str().map(str::to_string)))
        .collect();
    lines.sort_by(|(a, _), (b, _)| a.case_id.cmp(&b.case_id).then(a.fee_date.cmp(&b.fee_date)).then(a.fee_id.cmp(&b.fee_id)));
    Ok(lines)
}

/// A fee line as [`fee_line_values`] returns it.
fn fee_line_row(v: &[Value]) -> FeeLineRow {
    let text = |i: usize| json_text(&v[i]);
    FeeLineRow {
        case_id: v[0].as_i64().unwrap_or_default(),
        fee_id: v[1].as_i64().unwrap_or_default(),
        case_number: text(2),
        client_name: text(3).unwrap_or_default(),
        amount_cents: v[4].as_i64().unwrap_or_default(),
        fee_date: json_day(&v[5]).unwrap_or_default(),
        fee_type: text(6),
        shared: json_bool(&v[7]),
        case_group: text(8),
        fully_settled: json_bool(&v[9]),
        attorney_user_id: v[10].as_i64(),
        attorney_code: text(11),
        paralegal_user_id: v[12].as_i64(),
        state: text(13),
        office_id: v[14].as_i64(),
        referral_source: text(15),
    }
}

/// Per case with a fully-settled fee line dated in `[start, end]`: the sum of its settlements
/// and of its medical bills (cents), two queries.
pub async fn settled_case_money(pool: &AnyPool, start: NaiveDate, end: NaiveDate) -> ApiResult<(std::collections::HashMap<i64, i64>, std::collections::HashMap<i64, i64>)> {
    let settled = "SELECT f.case_id FROM fee_lines f WHERE f.fully_settled = $3 AND f.fee_date >= $1 AND f.fee_date <= $2";
    let mut out = vec![];
    for table in ["fee_settlements", "fee_medical"] {
        let column = if table == "fee_settlements" { "amount_cents" } else { "total_cents" };
        let rows = sqlx::query(&format!("SELECT t.case_id, CAST(SUM(t.{column}) AS BIGINT) AS total FROM {table} t WHERE t.case_id IN ({settled}) GROUP BY t.case_id"))
            .bind(start.to_string())
            .bind(end.to_string())
            .bind(true)
            .fetch_all(pool)
            .await?;
        out.push(rows.iter().map(|r| (r.get::<i64, _>("case_id"), r.get::<i64, _>("total"))).collect());
    }
    let medical = out.pop().unwrap_or_default();
    let settlements = out.pop().unwrap_or_default();
    Ok((settlements, medical))
}

/// Per case with a fully-settled fee line dated in `[start, end]`: its case type and the date
/// its time on desk starts (retained, else opened).
pub async fn settled_case_starts(pool: &AnyPool, start: NaiveDate, end: NaiveDate) -> ApiResult<std::collections::HashMap<i64, (Option<String>, Option<NaiveDate>)>> {
    let rows = sqlx::query(
        "SELECT c.case_id, c.case_type, c.retained_date, c.opened_at FROM fee_cases c WHERE c.case_id IN \
         (SELECT f.case_id FROM fee_lines f WHERE f.fully_settled = $3 AND f.fee_date >= $1 AND f.fee_date <= $2)",
    )
    .bind(start.to_string())
    .bind(end.to_string())
    .bind(true)
    .fetch_all(pool)
    .await?;
    Ok(rows.iter().map(|r| (r.get::<i64, _>("case_id"), (r.get("case_type"), date(r.get("retained_date")).or_else(|| date(r.get("opened_at")))))).collect())
}
