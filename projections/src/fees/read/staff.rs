//! The monthly staff tables' readers (spec 3 §2.8): the fees (fee lines, credited to the
//! attorney assigned when the fee was recorded), settlements (`fee_settlements`) and demands
//! (`projections::stages` `stage_demands`) of an organization's cases, with the case's staff.

use chrono::NaiveDate;
use domain::fees::monthly::Measure;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::organization_row_sql;
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// One fee, demand or settlement with its case and staff, in [`FACT_COLUMNS`]' order.
#[derive(Debug, Clone, Deserialize)]
pub struct StaffFact {
    pub case_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    /// Fee or settlement amount in cents; the demand's amount when it has one.
    pub amount_cents: Option<i64>,
    #[serde(deserialize_with = "cell::day")]
    pub date: NaiveDate,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub paralegal_code: Option<String>,
}

const FACT_COLUMNS: [&str; 9] = ["case_id", "case_number", "client_name", "amount", "fact_date", "a_id", "a_code", "paralegal_user_id", "paralegal_code"];

async fn facts(pool: &AnyPool, select: String, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<StaffFact>> {
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    let mut rows: Vec<StaffFact> = json_rows(pool, &FACT_COLUMNS, &format!("FROM ({select}) facts"), &binds).await?;
    rows.sort_by(|a, b| b.date.cmp(&a.date).then(a.case_id.cmp(&b.case_id)));
    Ok(rows)
}

/// The organization's facts of one measure dated inside `[start, end]`, newest first, one query.
pub async fn staff_facts(pool: &AnyPool, measure: Measure, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<StaffFact>> {
    let (from, date_col, amount, attorney) = match measure {
        // A fee line keeps the attorney assigned when it was recorded (projections::fees).
        Measure::Fees => ("fee_lines f", "f.fee_date", "f.amount_cents", "f.attorney_user_id AS a_id, f.attorney_code AS a_code"),
        Measure::Settlements => ("fee_settlements f", "f.settlement_date", "f.amount_cents", "c.attorney_user_id AS a_id, c.attorney_code AS a_code"),
        Measure::Demands => ("stage_demands f", "f.demand_date", "f.amount_cents", "c.attorney_user_id AS a_id, c.attorney_code AS a_code"),
    };
    let select = format!(
        "SELECT f.case_id, c.case_number, c.client_name, {amount} AS amount, {date_col} AS fact_date, {attorney}, c.paralegal_user_id, c.paralegal_code \
         FROM {from} JOIN fee_cases c ON c.case_id = f.case_id \
         WHERE {org_filter} AND {date_col} >= $3 AND {date_col} <= $4",
        org_filter = organization_row_sql("c.organization_id")
    );
    facts(pool, select, org, start, end).await
}

/// The organization's cases retained inside `[start, end]` with their current staff (spec 3
/// §2.8 "Retained and Settled in Period"), one query.
pub async fn retained_facts(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<StaffFact>> {
    let select = format!(
        "SELECT c.case_id, c.case_number, c.client_name, CAST(NULL AS BIGINT) AS amount, c.retained_date AS fact_date, c.attorney_user_id AS a_id, \
         c.attorney_code AS a_code, c.paralegal_user_id, c.paralegal_code FROM fee_cases c \
         WHERE {} AND c.retained_date >= $3 AND c.retained_date <= $4",
        organization_row_sql("c.organization_id")
    );
    facts(pool, select, org, start, end).await
}
