//! The Fees screen's figures (spec 2 §2 Fees): tiles, Statistics by Case Group and the Fee
//! Analytics series, from the fee lines of the period. Money in integer cents.

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;

use super::rules;

/// One fee line as the Fees table shows it (spec 2 §3 "Fee line: clientName, attorney, caseId,
/// fee, date, office, state, referralSource, feeType (Litigation or other), sharedFee
/// (boolean), caseGroup, dateSettled"), with the rules' defaults already applied.
#[derive(Debug, Clone, PartialEq)]
pub struct FeeLine {
    pub case_id: i64,
    pub fee_id: i64,
    pub client_name: String,
    pub attorney: String,
    pub referral_source: Option<String>,
    pub fee_cents: i64,
    pub fee_date: NaiveDate,
    pub fee_type: String,
    pub shared: bool,
    pub case_group: String,
    pub office: String,
    pub state: Option<String>,
    pub fully_settled: bool,
}

/// The admin and marketing filters (spec 2 §2: "Exclude Shared Fees, and office, state and
/// referral-source filters"). `None` = no filter.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FeeFilter {
    pub exclude_shared: bool,
    pub office: Option<String>,
    pub state: Option<String>,
    pub referral_source: Option<String>,
}

impl FeeFilter {
    pub fn keeps(&self, line: &FeeLine) -> bool {
        !(self.exclude_shared && line.shared)
            && self.office.as_ref().is_none_or(|o| &line.office == o)
            && self.state.as_ref().is_none_or(|s| line.state.as_ref() == Some(s))
            && self.referral_source.as_ref().is_none_or(|s| line.referral_source.as_ref() == Some(s))
    }
}

/// The four tiles (spec 2 §2: "Total Fees, average fee, Total Cases, Avg Cases Per Month").
/// Total Cases counts distinct cases with a fee line in the period; the average fee is the
/// total over those cases (a case paid in two lines is one case).
#[derive(Debug, Clone, PartialEq)]
pub struct FeeTiles {
    pub total_fees_cents: i64,
    pub average_fee_cents: i64,
    pub total_cases: i64,
    pub avg_cases_per_month: f64,
}

pub fn tiles(lines: &[FeeLine], start: NaiveDate, end: NaiveDate) -> FeeTiles {
    let total: i64 = lines.iter().map(|l| l.fee_cents).sum();
    let cases = lines.iter().map(|l| l.case_id).collect::<BTreeSet<_>>().len() as i64;
    FeeTiles { total_fees_cents: total, average_fee_cents: rules::average_cents(total, cases), total_cases: cases, avg_cases_per_month: rules::avg_cases_per_month(cases, start, end) }
}

/// One row of Statistics by Case Group (spec 2 §2; detailed view "sorted by total fees
/// descending"). Qualifying and normal-range figures use each case's total in the group
/// (spec 2 §9).
#[derive(Debug, Clone, PartialEq)]
pub struct GroupStat {
    pub case_group: String,
    pub total_fees_cents: i64,
    pub fee_count: i64,
    pub cases: i64,
    pub average_fee_cents: i64,
    pub litigation_fees_cents: i64,
    pub shared_fees_cents: i64,
    pub qualifying_cases: i64,
    pub normal_range_average_cents: i64,
}

pub fn by_case_group(lines: &[FeeLine]) -> Vec<GroupStat> {
    let mut groups: BTreeMap<&str, Vec<&FeeLine>> = BTreeMap::new();
    for l in lines {
        groups.entry(l.case_group.as_str()).or_default().push(l);
    }
    let mut out: Vec<GroupStat> = groups
        .into_iter()
        .map(|(group, ls)| {
            let total: i64 = ls.iter().map(|l| l.fee_cents).sum();
            let mut per_case: BTreeMap<i64, i64> = BTreeMap::new();
            for l in &ls {
                *per_case.entry(l.case_id).or_default() += l.fee_cents;
            }
            let normal: Vec<i64> = per_case.values().copied().filter(|t| rules::in_normal_range(*t)).collect();
            GroupStat {
                case_group: group.to_string(),
                total_fees_cents: total,
                fee_count: ls.len() as i64,
                cases: per_case.len() as i64,
                average_fee_cents: rules::average_cents(total, per_case.len() as i64),
                litigation_fees_cents: ls.iter().filter(|l| rules::is_litigation_fee(Some(&l.fee_type))).map(|l| l.fee_cents).sum(),
                shared_fees_cents: ls.iter().filter(|l| l.shared).map(|l| l.fee_cents).sum(),
                qualifying_cases: per_case.values().filter(|t| rules::qualifies(**t)).count() as i64,
                normal_range_average_cents: rules::average_cents(normal.iter().sum(), normal.len() as i64),
            }
        })
        .collect();
    out.sort_by(|a, b| b.total_fees_cents.cmp(&a.total_fees_cents).then_with(|| a.case_group.cmp(&b.case_group)));
    out
}

/// One stack of the Fee Analytics chart: a month and a case group with the cases resolved
/// (distinct cases with a fee line that month) and the fees (spec 2 §2 "Timeline (cases
/// resolved per month stacked by case group, with total line) and Fee Amounts (monthly fees
/// stacked by case group)").
#[derive(Debug, Clone, PartialEq)]
pub struct MonthGroupStat {
    pub month_start: NaiveDate,
    pub case_group: String,
    pub cases: i64,
    pub total_fees_cents: i64,
}

pub fn by_month(lines: &[FeeLine]) -> Vec<MonthGroupStat> {
    let mut cells: BTreeMap<(NaiveDate, &str), (BTreeSet<i64>, i64)> = BTreeMap::new();
    for l in lines {
        let cell = cells.entry((rules::month_start(l.fee_date), l.case_group.as_str())).or_default();
        cell.0.insert(l.case_id);
        cell.1 += l.fee_cents;
    }
    cells
        .into_iter()
        .map(|((month_start, group), (cases, total))| MonthGroupStat { month_start, case_group: group.to_string(), cases: cases.len() as i64, total_fees_cents: total })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn line(case_id: i64, fee_id: i64, dollars: i64, date: &str, group: &str, lit: bool, shared: bool, office: &str) -> FeeLine {
        FeeLine {
            case_id,
            fee_id,
            client_name: format!("Client {case_id}"),
            attorney: "JRT".into(),
            referral_source: Some(if shared { "Attorney Referral" } else { "Google" }.into()),
            fee_cents: dollars * 100,
            fee_date: d(date),
            fee_type: if lit { "Litigation" } else { "Pre-Litigation" }.into(),
            shared,
            case_group: group.into(),
            office: office.into(),
            state: Some("UT".into()),
            fully_settled: true,
        }
    }

    fn fixture() -> Vec<FeeLine> {
        vec![
            line(1, 1, 10_000, "2026-10-03", "Auto", false, false, "Utah"),
            line(1, 2, 5_000, "2026-11-02", "Auto", false, false, "Utah"),
            line(2, 3, 2_000, "2026-11-05", "Auto", false, false, "Boise"),
            line(3, 4, 40_000, "2026-11-09", "Premises", true, true, "Spokane"),
            line(4, 5, 1_200_000, "2026-11-10", "Trucking", true, false, "Other"),
        ]
    }

    #[test]
    fn tiles_count_cases_once_and_average_per_case() {
        // spec 2 §2 tiles. Fixture: $10,000 + $5,000 + $2,000 + $40,000 + $1,200,000 =
        // $1,257,000 over 4 cases = $314,250 per case; 4 cases over Oct-Nov = 2.0 a month.
        let t = tiles(&fixture(), d("2026-10-01"), d("2026-11-30"));
        assert_eq!(t.total_fees_cents, 125_700_000);
        assert_eq!(t.total_cases, 4);
        assert_eq!(t.average_fee_cents, 31_425_000);
        assert_eq!(t.avg_cases_per_month, 2.0);
        let empty = tiles(&[], d("2026-11-01"), d("2026-11-30"));
        assert_eq!((empty.total_fees_cents, empty.average_fee_cents, empty.total_cases), (0, 0, 0));
    }

    #[test]
    fn groups_sorted_by_total_fees_descending_with_spec_2_9_ranges() {
        // spec 2 §2 "sorted by total fees descending"; spec 2 §9 qualifying above $2,000,
        // normal range up to $1,000,000.
        let g = by_case_group(&fixture());
        assert_eq!(g.iter().map(|g| g.case_group.as_str()).collect::<Vec<_>>(), vec!["Trucking", "Premises", "Auto"]);
        let auto = &g[2];
        // Auto: case 1 $15,000 (two lines), case 2 exactly $2,000 (not qualifying).
        assert_eq!((auto.total_fees_cents, auto.fee_count, auto.cases, auto.qualifying_cases), (1_700_000, 3, 2, 1));
        assert_eq!(auto.average_fee_cents, 850_000);
        assert_eq!(auto.normal_range_average_cents, 1_500_000);
        let trucking = &g[0];
        assert_eq!(trucking.qualifying_cases, 1);
        assert_eq!(trucking.normal_range_average_cents, 0, "$1.2M is above the normal range");
        assert_eq!(trucking.litigation_fees_cents, 120_000_000);
        assert_eq!(g[1].shared_fees_cents, 4_000_000);
    }

    #[test]
    fn months_stack_by_group() {
        // spec 2 §2 Fee Analytics: per month and case group, cases resolved and fees.
        let m = by_month(&fixture());
        assert_eq!(m[0], MonthGroupStat { month_start: d("2026-10-01"), case_group: "Auto".into(), cases: 1, total_fees_cents: 1_000_000 });
        let nov_auto = m.iter().find(|x| x.month_start == d("2026-11-01") && x.case_group == "Auto").unwrap();
        assert_eq!((nov_auto.cases, nov_auto.total_fees_cents), (2, 700_000));
        assert_eq!(m.len(), 4);
    }

    #[test]
    fn filters_shared_office_state_source() {
        // spec 2 §2: "Exclude Shared Fees, and office, state and referral-source filters".
        let f = fixture();
        let keep = |filter: FeeFilter| f.iter().filter(|l| filter.keeps(l)).count();
        assert_eq!(keep(FeeFilter::default()), 5);
        assert_eq!(keep(FeeFilter { exclude_shared: true, ..Default::default() }), 4);
        assert_eq!(keep(FeeFilter { office: Some("Utah".into()), ..Default::default() }), 2);
        assert_eq!(keep(FeeFilter { state: Some("ID".into()), ..Default::default() }), 0);
        assert_eq!(keep(FeeFilter { referral_source: Some("Attorney Referral".into()), ..Default::default() }), 1);
    }
}
