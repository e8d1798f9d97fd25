//! Rate (spec 2 §2 Rate: "Columns Year, Case Type, Attorney, TOD Days, TOD Months, Total
//! Cases, Avg Fees, Rate. Rate green when above 800, else red"; §3 "Rate row: year, caseType,
//! attorney, avgTodDays, avgTodMonths, totalCases, avgFees, rate").
//!
//! Time on desk (TOD) runs from the retained date (else the opening) to the date settled; the
//! rate is the average fee in dollars earned per month on desk — how fast an attorney turns a
//! case into a fee (issue 13). A month is 30.44 days (spec 3 §9 "scaled by days/30.44").

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};

use super::rules;

pub const DAYS_PER_MONTH: f64 = 30.44;

#[derive(Debug, Clone, PartialEq)]
pub struct RateCase {
    pub case_type: String,
    pub attorney: String,
    pub start: NaiveDate,
    pub date_settled: NaiveDate,
    pub total_fees_cents: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RateRow {
    pub year: i32,
    pub case_type: String,
    pub attorney: String,
    pub avg_tod_days: f64,
    pub avg_tod_months: f64,
    pub total_cases: i64,
    pub avg_fees_cents: i64,
    pub rate: f64,
    /// spec 2 §9: "Rate green above 800."
    pub green: bool,
}

/// Dollars of average fee per month on desk, one decimal; with no time on desk the average
/// fee itself (a case settled the day it was retained earned it within a month).
pub fn rate(avg_fees_cents: i64, avg_tod_months: f64) -> f64 {
    let dollars = avg_fees_cents as f64 / 100.0;
    rules::round1(if avg_tod_months < 1.0 { dollars } else { dollars / avg_tod_months })
}

/// Rows per year of settlement, case type and attorney, in that order.
pub fn rows(cases: &[RateCase]) -> Vec<RateRow> {
    let mut groups: BTreeMap<(i32, &str, &str), Vec<&RateCase>> = BTreeMap::new();
    for c in cases {
        groups.entry((c.date_settled.year(), c.case_type.as_str(), c.attorney.as_str())).or_default().push(c);
    }
    groups
        .into_iter()
        .map(|((year, case_type, attorney), cs)| {
            let n = cs.len() as i64;
            let days = cs.iter().map(|c| (c.date_settled - c.start).num_days().max(0) as f64).sum::<f64>() / n as f64;
            let months = days / DAYS_PER_MONTH;
            let avg_fees = rules::average_cents(cs.iter().map(|c| c.total_fees_cents).sum(), n);
            let r = rate(avg_fees, months);
            RateRow {
                year,
                case_type: case_type.to_string(),
                attorney: attorney.to_string(),
                avg_tod_days: rules::round1(days),
                avg_tod_months: rules::round1(months),
                total_cases: n,
                avg_fees_cents: avg_fees,
                rate: r,
                green: rules::rate_is_green(r),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn spec_2_2_rate_rows_and_colour() {
        // spec 2 §2 Rate; §9 "Rate green above 800". LS Auto 2025: 304 and 608 days on desk,
        // fees 12,000 and 18,000: average 456 days = 456 / 30.44 = 14.98 months (15.0 shown),
        // average fee 15,000, rate 15,000 / 14.98 = 1,001.3 (green). JRT: 30 days, fee 700 →
        // 700 (red).
        let cs = [
            RateCase { case_type: "Auto".into(), attorney: "LS".into(), start: d("2025-01-01"), date_settled: d("2025-11-01"), total_fees_cents: 1_200_000 },
            RateCase { case_type: "Auto".into(), attorney: "LS".into(), start: d("2024-01-01"), date_settled: d("2025-08-31"), total_fees_cents: 1_800_000 },
            RateCase { case_type: "Auto".into(), attorney: "JRT".into(), start: d("2025-03-01"), date_settled: d("2025-03-31"), total_fees_cents: 70_000 },
        ];
        let r = rows(&cs);
        assert_eq!(r.len(), 2);
        let ls = &r[1];
        assert_eq!((ls.year, ls.total_cases, ls.avg_fees_cents), (2025, 2, 1_500_000));
        assert_eq!(ls.avg_tod_days, 456.0);
        assert_eq!(ls.avg_tod_months, 15.0);
        assert_eq!(ls.rate, 1_001.3);
        assert!(ls.green);
        let jrt = &r[0];
        assert_eq!(jrt.rate, 700.0, "under a month on desk: the average fee itself");
        assert!(!jrt.green);
    }
}
