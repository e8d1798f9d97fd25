//! GraphQL types of the fee screens. Money in `Money` (integer cents).

use async_graphql::SimpleObject;
use chrono::NaiveDate;
use domain::fees::stats::{FeeLine, GroupStat, MonthGroupStat};

use super::money::Money;

/// One fee line of the Fees table (spec 2 §3 "Fee line").
#[derive(SimpleObject)]
pub struct FeeLineItem {
    pub case_id: i64,
    pub fee_id: i64,
    pub client_name: String,
    pub attorney: String,
    /// Null unless the viewer is admin or marketing (spec 2 §6 "Source column").
    pub referral_source: Option<String>,
    pub fee: Money,
    pub case_group: String,
    /// Litigation or other (spec 2 §3).
    pub fee_type: String,
    pub shared_fee: bool,
    pub office: String,
    pub state: Option<String>,
    pub fee_date: NaiveDate,
    /// FS: "Fully Settled - Case has no additional sources of compensation to pursue".
    pub fully_settled: bool,
}

impl FeeLineItem {
    pub fn from_line(l: FeeLine, shows_source: bool) -> Self {
        FeeLineItem {
            case_id: l.case_id,
            fee_id: l.fee_id,
            client_name: l.client_name,
            attorney: l.attorney,
            referral_source: if shows_source { l.referral_source } else { None },
            fee: Money(l.fee_cents),
            case_group: l.case_group,
            fee_type: l.fee_type,
            shared_fee: l.shared,
            office: l.office,
            state: l.state,
            fee_date: l.fee_date,
            fully_settled: l.fully_settled,
        }
    }
}

/// A row of Statistics by Case Group (spec 2 §2).
#[derive(SimpleObject)]
pub struct FeeGroupStat {
    pub case_group: String,
    pub total_fees: Money,
    pub fee_count: i32,
    pub cases: i32,
    pub average_fee: Money,
    pub litigation_fees: Money,
    pub shared_fees: Money,
    /// Cases whose fees in the group total above $2,000 (spec 2 §9).
    pub qualifying_cases: i32,
    /// Average of the cases above $2,000 up to $1,000,000 (spec 2 §9).
    pub normal_range_average: Money,
}

impl From<GroupStat> for FeeGroupStat {
    fn from(g: GroupStat) -> Self {
        FeeGroupStat {
            case_group: g.case_group,
            total_fees: Money(g.total_fees_cents),
            fee_count: g.fee_count as i32,
            cases: g.cases as i32,
            average_fee: Money(g.average_fee_cents),
            litigation_fees: Money(g.litigation_fees_cents),
            shared_fees: Money(g.shared_fees_cents),
            qualifying_cases: g.qualifying_cases as i32,
            normal_range_average: Money(g.normal_range_average_cents),
        }
    }
}

/// One month and case group of the Fee Analytics chart (spec 2 §2).
#[derive(SimpleObject)]
pub struct FeeMonthStat {
    pub month_start: NaiveDate,
    pub case_group: String,
    /// Cases resolved that month (distinct cases with a fee line).
    pub cases: i32,
    pub total_fees: Money,
}

impl From<MonthGroupStat> for FeeMonthStat {
    fn from(m: MonthGroupStat) -> Self {
        FeeMonthStat { month_start: m.month_start, case_group: m.case_group, cases: m.cases as i32, total_fees: Money(m.total_fees_cents) }
    }
}

/// The Fees screen (spec 2 §2 Fees): tiles, group statistics, monthly series and lines.
#[derive(SimpleObject)]
pub struct FeesReport {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// Admin and marketing: Show All, Exclude Shared Fees, office/state/source filters and
    /// the Source column (spec 2 §6).
    pub shows_filters: bool,
    /// Whether the report covers everyone (Show All on, or the organization version).
    pub show_all: bool,
    pub total_fees: Money,
    pub average_fee: Money,
    pub total_cases: i32,
    /// One decimal (spec 2 §9).
    pub avg_cases_per_month: f64,
    /// Sorted by total fees descending (spec 2 §2).
    pub by_case_group: Vec<FeeGroupStat>,
    pub by_month: Vec<FeeMonthStat>,
    pub lines: Vec<FeeLineItem>,
    /// spec 2 §9: "All Markets, three main offices, Sea-Tac, Other, Wyoming, Montana, Colorado, Oregon".
    pub office_options: Vec<String>,
    /// States and referral sources of the period's lines (before filtering), sorted.
    pub state_options: Vec<String>,
    pub referral_source_options: Vec<String>,
    /// spec 2 §9: "350 (fee charts)".
    pub chart_height: i32,
    /// spec 2 §2: "detailed: 10 rows per page".
    pub group_page_size: i32,
}
