//! The monthly staff tables (spec 2 §2 Team dashboard "Demands by Month, Settlements by Month,
//! Fees by Month", §9 "Monthly goals"; spec 3 §2.7 Attorney Stats, Paralegal Stats, §9 "Monthly
//! goals (attorney tables)"): a row per person, a column per month, a per-month average, and
//! each cell judged high / medium / low against its goal.
//!
//! Every goal and threshold lives in ONE value, [`MonthlyGoals`] (`monthly_goals.rs`), whose
//! `Default` is the spec's numbers; the screens never hold a number of their own. A firm's
//! configured goals (effective-dated goal events) give each month its own `MonthlyGoals`
//! ([`GoalsByMonth`]).

use chrono::{Datelike, NaiveDate};
use std::collections::BTreeMap;

pub use super::monthly_goals::{days_in_month, projected, Band, GoalsByMonth, Judged, Level, Measure, MeasureGoal, MonthlyGoals, Staff, TableGoals};
pub use super::rules::month_columns;
use super::rules::month_start;

/// The combined code a staff code is counted under (spec 3 §9 "Combined attorney groups: LS
/// with EMR and KNP; ..."): the group's first code, else the code itself.
pub fn combined_code(code: &str, groups: &[Vec<String>]) -> String {
    let code = code.trim();
    groups.iter().find(|g| g.iter().any(|c| c.eq_ignore_ascii_case(code))).and_then(|g| g.first().cloned()).unwrap_or_else(|| code.to_string())
}

/// The codes a combined code stands for (itself alone when it is no group's).
pub fn group_members(code: &str, groups: &[Vec<String>]) -> Vec<String> {
    let code = code.trim();
    groups.iter().find(|g| g.first().map(|c| c.eq_ignore_ascii_case(code)).unwrap_or(false)).cloned().unwrap_or_else(|| vec![code.to_string()])
}

/// spec 3 §2.7 / §5: "Attorney codes CS and WDM are excluded from stats tables and detail lists."
pub fn is_excluded(code: &str, excluded: &[String]) -> bool {
    excluded.iter().any(|c| c.eq_ignore_ascii_case(code.trim()))
}



/// One counted fact: a fee (amount in cents), a demand or a settlement (amount 1), under the
/// row it belongs to.
#[derive(Debug, Clone, PartialEq)]
pub struct Fact {
    pub row: String,
    pub date: NaiveDate,
    pub amount: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub month: NaiveDate,
    pub total: i64,
    /// The value judged: the projected month-end for the current month.
    pub judged: f64,
    /// `None` for months after today's (nothing to judge yet).
    pub level: Option<Level>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub code: String,
    pub cells: Vec<Cell>,
    pub total: i64,
    /// Total over the number of months of the period (cents for fees; one decimal for counts).
    pub average: f64,
    pub average_level: Level,
}

/// Builds the table: the facts dated inside `[start, end]` summed per row and month, rows in
/// `rows` order (each given row appears, with zeros when it has no fact) then any other row
/// with facts, by code. `today` decides the current month (projected) and future months
/// (not judged); each month is judged by its own goals, the Average column by the latest.
#[allow(clippy::too_many_arguments)]
pub fn table(goals: &GoalsByMonth, staff: Staff, measure: Measure, facts: &[Fact], rows: &[String], start: NaiveDate, end: NaiveDate, today: NaiveDate) -> Vec<Row> {
    let months = month_columns(start, end);
    let mut sums: BTreeMap<String, BTreeMap<NaiveDate, i64>> = BTreeMap::new();
    for f in facts.iter().filter(|f| f.date >= start && f.date <= end) {
        *sums.entry(f.row.clone()).or_default().entry(month_start(f.date)).or_default() += f.amount;
    }
    let mut order: Vec<String> = rows.to_vec();
    for code in sums.keys() {
        if !order.contains(code) {
            order.push(code.clone());
        }
    }
    let this_month = month_start(today);
    order
        .into_iter()
        .map(|code| {
            let by_month = sums.get(&code);
            let cells: Vec<Cell> = months
                .iter()
                .map(|m| {
                    let total = by_month.and_then(|b| b.get(m)).copied().unwrap_or(0);
                    let value = total as f64;
                    let (judged, level) = if *m < this_month {
                        (value, Some(goals.month(*m).level(staff, measure, &code, Judged::Past(value))))
                    } else if *m == this_month {
                        let (day, dim) = (today.day(), days_in_month(*m));
                        (projected(value, day, dim), Some(goals.month(*m).level(staff, measure, &code, Judged::Current { value, day, days_in_month: dim })))
                    } else {
                        (value, None)
                    };
                    Cell { month: *m, total, judged, level }
                })
                .collect();
            let total: i64 = cells.iter().map(|c| c.total).sum();
            let average = if months.is_empty() {
                0.0
            } else {
                let a = total as f64 / months.len() as f64;
                match measure {
                    Measure::Fees => a.round(),
                    _ => (a * 10.0).round() / 10.0,
                }
            };
            let average_level = goals.latest().level(staff, measure, &code, Judged::Average(average));
            Row { code, cells, total, average, average_level }
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
    fn combined_codes_and_exclusions() {
        let groups: Vec<Vec<String>> = [vec!["LS", "EMR", "KNP"], vec!["RCS", "WC", "SSD", "PL"]].iter().map(|g| g.iter().map(|s| s.to_string()).collect()).collect();
        // spec 3 §9 "Combined attorney groups: LS with EMR and KNP; ... RCS with WC, SSD and PL."
        assert_eq!(combined_code("KNP", &groups), "LS");
        assert_eq!(combined_code("wc", &groups), "RCS");
        assert_eq!(combined_code("MCA", &groups), "MCA");
        assert_eq!(group_members("LS", &groups), vec!["LS", "EMR", "KNP"]);
        assert_eq!(group_members("EMR", &groups), vec!["EMR"]);
        // spec 3 §5 "Attorney codes CS and WDM are excluded from stats tables and detail lists."
        let excluded = vec!["CS".to_string(), "WDM".to_string()];
        assert!(is_excluded("wdm", &excluded) && !is_excluded("LS", &excluded));
    }

    #[test]
    fn table_sums_months_projects_today_and_averages() {
        let g = GoalsByMonth::uniform(MonthlyGoals::default());
        let facts = vec![
            Fact { row: "LS".into(), date: d("2026-09-03"), amount: 10 },
            Fact { row: "LS".into(), date: d("2026-09-30"), amount: 8 },
            Fact { row: "LS".into(), date: d("2026-11-02"), amount: 6 },
            Fact { row: "LS".into(), date: d("2026-12-01"), amount: 99 }, // after the period
        ];
        let rows = table(&g, Staff::Attorney, Measure::Demands, &facts, &["MCA".to_string()], d("2026-09-01"), d("2026-11-30"), d("2026-11-10"));
        assert_eq!(rows.iter().map(|r| r.code.as_str()).collect::<Vec<_>>(), vec!["MCA", "LS"]);
        let ls = &rows[1];
        assert_eq!(ls.cells.iter().map(|c| c.total).collect::<Vec<_>>(), vec![18, 0, 6]);
        assert_eq!(ls.cells[0].level, Some(Level::High));
        assert_eq!(ls.cells[1].level, Some(Level::Low));
        // November: 6 by day 10 of 30 → 18 projected: high.
        assert_eq!(ls.cells[2].judged, 18.0);
        assert_eq!(ls.cells[2].level, Some(Level::High));
        // 24 over 3 months = 8.0: low (average medium from 12).
        assert_eq!((ls.total, ls.average, ls.average_level), (24, 8.0, Level::Low));
        assert_eq!(rows[0].total, 0);
        // A month after today is not judged.
        let later = table(&g, Staff::Attorney, Measure::Demands, &facts, &[], d("2026-11-01"), d("2026-12-31"), d("2026-11-10"));
        assert_eq!(later[0].cells[1].level, None);
        assert_eq!(days_in_month(d("2028-02-10")), 29);
    }
}
