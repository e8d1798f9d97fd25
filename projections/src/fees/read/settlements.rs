//! The open settlements' readers (spec 2 §2 Settlements): the fees read model keeps each
//! settlement's organization and whether it is open (by the domain's open-settlement rule).

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{organization_row_sql, placeholders};
use crate::read::{cell, json_rows, json_rows_split, Bind, OrgScope, ReadResult};

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

/// A settlement's own figures, in [`FIGURE_COLUMNS`]' order.
#[derive(Deserialize)]
struct Figures {
    case_id: i64,
    settlement_id: i64,
    amount_cents: i64,
    attorney_fee_cents: i64,
    referral_fee_cents: i64,
    fees_taken_cents: i64,
    #[serde(deserialize_with = "cell::opt_day")]
    settlement_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    closing_date: Option<NaiveDate>,
}

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

/// The case's columns of a whole row, in [`CASE_COLUMNS`]' order.
#[derive(Deserialize)]
struct CaseCells {
    settlement_type: Option<String>,
    insurance_type: Option<String>,
    market: Option<String>,
    case_number: Option<String>,
    client_name: String,
    attorney_user_id: Option<i64>,
    attorney_code: Option<String>,
    paralegal_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_day")]
    opened_at: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    retained_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    incident_date: Option<NaiveDate>,
    referral_source: Option<String>,
}

impl From<Figures> for SettlementRow {
    fn from(f: Figures) -> Self {
        SettlementRow {
            case_id: f.case_id,
            settlement_id: f.settlement_id,
            amount_cents: f.amount_cents,
            attorney_fee_cents: f.attorney_fee_cents,
            referral_fee_cents: f.referral_fee_cents,
            fees_taken_cents: f.fees_taken_cents,
            settlement_date: f.settlement_date,
            closing_date: f.closing_date,
            ..SettlementRow::default()
        }
    }
}

fn whole_row(figures: Figures, c: CaseCells) -> SettlementRow {
    SettlementRow {
        settlement_type: c.settlement_type,
        insurance_type: c.insurance_type,
        market: c.market,
        case_number: c.case_number,
        client_name: c.client_name,
        attorney_user_id: c.attorney_user_id,
        attorney_code: c.attorney_code,
        paralegal_user_id: c.paralegal_user_id,
        opened_at: c.opened_at,
        retained_date: c.retained_date,
        incident_date: c.incident_date,
        referral_source: c.referral_source,
        ..figures.into()
    }
}

/// The open settlements' `FROM ... WHERE ...` and binds: of the organization (`staff` None),
/// or of the cases whose current attorney or paralegal is `staff`; with `cases`, of those
/// cases only.
fn open_from(org: OrgScope, staff: Option<i64>, cases: Option<&[i64]>, joins_case: bool) -> (String, Vec<Bind>) {
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Bool(true)];
    let joins_case = joins_case || staff.is_some();
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
    (format!("{from} WHERE {filter}"), binds)
}

/// The open settlements with their cases (spec 2 §3 open settlement), newest first; with
/// `cases`, those cases' only (a page's rows).
pub async fn open_settlements(pool: &AnyPool, org: OrgScope, staff: Option<i64>, cases: Option<&[i64]>) -> ReadResult<Vec<SettlementRow>> {
    let columns: Vec<&str> = FIGURE_COLUMNS.iter().chain(CASE_COLUMNS.iter()).copied().collect();
    let (from, binds) = open_from(org, staff, cases, true);
    let cells: Vec<(Figures, CaseCells)> = json_rows_split(pool, &columns, FIGURE_COLUMNS.len(), &from, &binds).await?;
    let mut rows: Vec<SettlementRow> = cells.into_iter().map(|(figures, case)| whole_row(figures, case)).collect();
    rows.sort_by(|a, b| b.settlement_date.cmp(&a.settlement_date).then(a.case_id.cmp(&b.case_id)).then(a.settlement_id.cmp(&b.settlement_id)));
    Ok(rows)
}

/// The open settlements' own figures only (keys, money, dates; issue #17): enough to count
/// them, total what is not banked and order them by a figure, read from the index alone for
/// the organization's list.
pub async fn open_settlement_figures(pool: &AnyPool, org: OrgScope, staff: Option<i64>) -> ReadResult<Vec<SettlementRow>> {
    let (from, binds) = open_from(org, staff, None, false);
    let figures: Vec<Figures> = json_rows(pool, &FIGURE_COLUMNS, &from, &binds).await?;
    Ok(figures.into_iter().map(SettlementRow::from).collect())
}
