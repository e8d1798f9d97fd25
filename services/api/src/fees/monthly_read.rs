//! Reads of the monthly staff tables: the fees (`projections::fees` fee lines, credited to the
//! attorney assigned when the fee was recorded), settlements (`fee_settlements`) and demands
//! (`projections::stages` `stage_demands`) of an organization's cases, with the case's staff.

use chrono::NaiveDate;
use sqlx::{AnyPool, Row};

use projections::read::OrgScope;
use crate::error::ApiResult;
use projections::read::conditions::organization_row_sql;
use domain::fees::monthly::Measure;

/// One fee, demand or settlement with its case and staff.
#[derive(Debug, Clone)]
pub struct StaffFact {
    pub case_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    /// Fee or settlement amount in cents; the demand's amount when it has one.
    pub amount_cents: Option<i64>,
    pub date: NaiveDate,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub paralegal_code: Option<String>,
}

/// The organization's facts of one measure dated inside `[start, end]`, newest first, one query.
pub async fn staff_facts(pool: &AnyPool, measure: Measure, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<StaffFact>> {
    let (from, date_col, amount, attorney) = match measure {
        // A fee line keeps the attorney assigned when it was recorded (projections::fees).
        Measure::Fees => ("fee_lines f", "f.fee_date", "f.amount_cents", "f.attorney_user_id AS a_id, f.attorney_code AS a_code"),
        Measure::Settlements => ("fee_settlements f", "f.settlement_date", "f.amount_cents", "c.attorney_user_id AS a_id, c.attorney_code AS a_code"),
        Measure::Demands => ("stage_demands f", "f.demand_date", "f.amount_cents", "c.attorney_user_id AS a_id, c.attorney_code AS a_code"),
    };
    let rows = sqlx::query(&format!(
        "SELECT f.case_id, c.case_number, c.client_name, {amount} AS amount, {date_col} AS fact_date, {attorney}, c.paralegal_user_id, c.paralegal_code \
         FROM {from} JOIN fee_cases c ON c.case_id = f.case_id \
         WHERE {org_filter} AND {date_col} >= $3 AND {date_col} <= $4 ORDER BY {date_col} DESC, f.case_id",
        org_filter = organization_row_sql("c.organization_id")
    ))
    .bind(org.id)
    .bind(org.is_default)
    .bind(start.to_string())
    .bind(end.to_string())
    .fetch_all(pool)
    .await?;
    Ok(facts_of(&rows))
}

/// The organization's cases retained inside `[start, end]` with their current staff (spec 3
/// §2.8 "Retained and Settled in Period"), one query.
pub async fn retained_facts(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<StaffFact>> {
    let rows = sqlx::query(&format!(
        "SELECT c.case_id, c.case_number, c.client_name, CAST(NULL AS BIGINT) AS amount, c.retained_date AS fact_date, c.attorney_user_id AS a_id, \
         c.attorney_code AS a_code, c.paralegal_user_id, c.paralegal_code FROM fee_cases c \
         WHERE {} AND c.retained_date >= $3 AND c.retained_date <= $4 ORDER BY c.retained_date DESC, c.case_id",
        organization_row_sql("c.organization_id")
    ))
    .bind(org.id)
    .bind(org.is_default)
    .bind(start.to_string())
    .bind(end.to_string())
    .fetch_all(pool)
    .await?;
    Ok(facts_of(&rows))
}

fn facts_of(rows: &[sqlx::any::AnyRow]) -> Vec<StaffFact> {
    rows
        .iter()
        .filter_map(|r| {
            let date: Option<String> = r.get("fact_date");
            Some(StaffFact {
                case_id: r.get("case_id"),
                case_number: r.get("case_number"),
                client_name: r.get("client_name"),
                amount_cents: r.get("amount"),
                date: date.and_then(|d| d.get(..10).and_then(|d| d.parse().ok()))?,
                attorney_user_id: r.get("a_id"),
                attorney_code: r.get("a_code"),
                paralegal_user_id: r.get("paralegal_user_id"),
                paralegal_code: r.get("paralegal_code"),
            })
        })
        .collect()
}
