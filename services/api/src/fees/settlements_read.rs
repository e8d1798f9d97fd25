//! Reads of the open settlements (spec 2 §2 Settlements) from the fees read model, which keeps
//! each settlement's organization and whether it is open (`projections::fees`, by the
//! domain's open-settlement rule).

use chrono::NaiveDate;
use eventstore::db::{fetch_json_rows, json_day, json_text, Bind};
use serde_json::Value;
use sqlx::AnyPool;

use projections::read::OrgScope;
use crate::error::ApiResult;
use projections::read::conditions::{organization_row_sql, placeholders};

/// One open settlement with its case. A row of [`open_settlement_figures`] carries only the
/// settlement's own figures (no case columns).
#[derive(Debug, Clone, Default)]
pub struct SettlementRow {
    pub case_id: i64,
    pub settlement_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    pub settlement_type: Option<String>,
    pub insurance_type: Option<String>,
    pub amount_cents: i64,
    pub attorney_fee_cents: i64,
    pub referral_fee_cents: i64,
    pub fees_taken_cents: i64,
    pub market: Option<String>,
    pub settlement_date: Option<NaiveDate>,
    pub closing_date: Option<NaiveDate>,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub opened_at: Option<NaiveDate>,
    pub retained_date: Option<NaiveDate>,
    pub incident_date: Option<NaiveDate>,
    pub referral_source: Option<String>,
}

/// The settlement's own columns, first in every read (`s`: the settlement).
const FIGURE_COLUMNS: [&str; 8] = [
    "s.case_id",
    "s.settlement_id",
    "s.amount_cents",
    "s.attorney_fee_cents",
    "s.referral_fee_cents",
    "s.fees_taken_cents",
    "s.settlement_date",
    "s.closing_date",
];

/// The rest of a whole row (`c`: the case).
const CASE_COLUMNS: [&str; 12] = [
    "s.settlement_type",
    "s.insurance_type",
    "s.market",
    "c.case_number",
    "c.client_name",
    "c.attorney_user_id",
    "c.attorney_code",
    "c.paralegal_user_id",
    "c.opened_at",
    "c.retained_date",
    "c.incident_date",
    "c.referral_source",
];

/// The open settlements' rows: `columns` of the organization's (`staff` None), or of the cases
/// whose current attorney or paralegal is `staff`; with `cases`, of those cases only.
async fn open_rows(pool: &AnyPool, org: OrgScope, staff: Option<i64>, cases: Option<&[i64]>, columns: &[&str]) -> ApiResult<Vec<Vec<Value>>> {
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Bool(true)];
    let joins_case = staff.is_some() || columns.iter().any(|c| c.starts_with("c."));
    let mut filter = match staff {
        // A user's cases lead (their indexes), the organization checked on each.
        Some(user_id) => {
            binds.push(Bind::Int(user_id));
            format!("{} AND (c.attorney_user_id = $4 OR c.paralegal_user_id = $4) AND s.is_open = $3", organization_row_sql("c.organization_id"))
        }
        // The open settlements' index leads: open first, then the organization.
        None => format!("s.is_open = $3 AND {}", organization_row_sql("s.organization_id")),
    };
    if let Some(cases) = cases {
        filter.push_str(&format!(" AND s.case_id IN ({})", placeholders(binds.len() + 1, cases.len())));
        binds.extend(cases.iter().map(|c| Bind::Int(*c)));
    }
    let from = if joins_case { "FROM fee_settlements s JOIN fee_cases c ON c.case_id = s.case_id" } else { "FROM fee_settlements s" };
    let rows = fetch_json_rows(pool, columns, &format!("{from} WHERE {filter}"), &binds).await?;
    Ok(rows.into_iter().filter(|v| v.len() == columns.len()).collect())
}

/// The open settlements with their cases (spec 2 §3 open settlement), newest first; with
/// `cases`, those cases' only (a page's rows).
pub async fn open_settlements(pool: &AnyPool, org: OrgScope, staff: Option<i64>, cases: Option<&[i64]>) -> ApiResult<Vec<SettlementRow>> {
    let columns: Vec<&str> = FIGURE_COLUMNS.iter().chain(CASE_COLUMNS.iter()).copied().collect();
    let values = open_rows(pool, org, staff, cases, &columns).await?;
    let mut rows: Vec<SettlementRow> = values.iter().map(|v| whole_row(v)).collect();
    rows.sort_by(|a, b| b.settlement_date.cmp(&a.settlement_date).then(a.case_id.cmp(&b.case_id)).then(a.settlement_id.cmp(&b.settlement_id)));
    Ok(rows)
}

/// The open settlements' own figures only (keys, money, dates; issue #17): enough to count
/// them, total what is not banked and order them by a figure, read from the index alone for
/// the organization's list.
pub async fn open_settlement_figures(pool: &AnyPool, org: OrgScope, staff: Option<i64>) -> ApiResult<Vec<SettlementRow>> {
    let values = open_rows(pool, org, staff, None, &FIGURE_COLUMNS).await?;
    Ok(values.iter().map(|v| figures(v)).collect())
}

/// A row's settlement figures from its JSON values, in [`FIGURE_COLUMNS`]' order.
fn figures(v: &[Value]) -> SettlementRow {
    let int = |i: usize| v[i].as_i64().unwrap_or_default();
    SettlementRow {
        case_id: int(0),
        settlement_id: int(1),
        amount_cents: int(2),
        attorney_fee_cents: int(3),
        referral_fee_cents: int(4),
        fees_taken_cents: int(5),
        settlement_date: json_day(&v[6]),
        closing_date: json_day(&v[7]),
        ..SettlementRow::default()
    }
}

/// A whole row: [`FIGURE_COLUMNS`], then [`CASE_COLUMNS`].
fn whole_row(v: &[Value]) -> SettlementRow {
    let at = |i: usize| &v[FIGURE_COLUMNS.len() + i];
    SettlementRow {
        settlement_type: json_text(at(0)),
        insurance_type: json_text(at(1)),
        market: json_text(at(2)),
        case_number: json_text(at(3)),
        client_name: json_text(at(4)).unwrap_or_default(),
        attorney_user_id: at(5).as_i64(),
        attorney_code: json_text(at(6)),
        paralegal_user_id: at(7).as_i64(),
        opened_at: json_day(at(8)),
        retained_date: json_day(at(9)),
        incident_date: json_day(at(10)),
        referral_source: json_text(at(11)),
        ..figures(v)
    }
}
