//! Organization demands and overdue demands (spec 3 §2.5): the stats, the week and month
//! buckets of the charts and the overdue rule.

use chrono::{Datelike, Duration, NaiveDate};
use std::collections::BTreeMap;

/// spec 3 §2.5: "Only records whose prepDays is 45 or more are kept."
pub const OVERDUE_PREP_DAYS: i64 = 45;

pub fn is_overdue(prep_days: i64) -> bool {
    prep_days >= OVERDUE_PREP_DAYS
}

/// Days a case has been in its Demand Prep status on `today` (firm-local days, never negative).
pub fn prep_days(in_status_since: NaiveDate, today: NaiveDate) -> i64 {
    (today - in_status_since).num_days().max(0)
}

/// spec 3 §3: "type (Liability Demand or UIM Demand)".
pub fn demand_type(kind: &str) -> String {
    match kind.trim().to_ascii_lowercase().as_str() {
        "uim" => "UIM Demand".into(),
        "liability" | "" => "Liability Demand".into(),
        other => format!("{} Demand", other.to_ascii_uppercase()),
    }
}

/// The Monday of a date's week (the By Week buckets).
pub fn week_start(d: NaiveDate) -> NaiveDate {
    d - Duration::days(d.weekday().num_days_from_monday() as i64)
}

/// The first day of a date's month.
pub fn month_start(d: NaiveDate) -> NaiveDate {
    d.with_day(1).expect("day 1 exists")
}

/// Weeks (Monday to Sunday) the inclusive range touches.
pub fn weeks_in_range(start: NaiveDate, end: NaiveDate) -> i64 {
    if end < start {
        return 0;
    }
    (week_start(end) - week_start(start)).num_days() / 7 + 1
}

/// Calendar months the inclusive range touches.
pub fn months_in_range(start: NaiveDate, end: NaiveDate) -> i64 {
    if end < start {
        return 0;
    }
    (end.year() as i64 - start.year() as i64) * 12 + end.month() as i64 - start.month() as i64 + 1
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// spec 3 §2.5 "Demands total and the average per month or per week" (1 decimal).
pub fn average(total: i64, start: NaiveDate, end: NaiveDate, by_week: bool) -> f64 {
    let n = if by_week { weeks_in_range(start, end) } else { months_in_range(start, end) };
    if n == 0 {
        0.0
    } else {
        round1(total as f64 / n as f64)
    }
}

/// The chart's buckets: every week (or month) of the range, counted, oldest first (empty
/// buckets included so the chart shows the gaps).
pub fn buckets(dates: &[NaiveDate], start: NaiveDate, end: NaiveDate, by_week: bool) -> Vec<(NaiveDate, i64)> {
    let key = |d: NaiveDate| if by_week { week_start(d) } else { month_start(d) };
    let mut map: BTreeMap<NaiveDate, i64> = BTreeMap::new();
    if end >= start {
        let mut k = key(start);
        while k <= end {
            map.insert(k, 0);
            k = if by_week { k + Duration::days(7) } else { month_start(k + Duration::days(32)) };
        }
    }
    for d in dates.iter().filter(|d| **d >= start && **d <= end) {
        *map.entry(key(*d)).or_insert(0) += 1;
    }
    map.into_iter().collect()
}

/// Counts by label, most first then by name.
pub fn counts<'a>(labels: impl Iterator<Item = &'a str>) -> Vec<(String, i64)> {
    let mut map: BTreeMap<String, i64> = BTreeMap::new();
    for l in labels {
        *map.entry(l.to_string()).or_insert(0) += 1;
    }
    let mut v: Vec<(String, i64)> = map.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

/// spec 3 §2.5 "Percentage Overdue": overdue of the cases in Demand Prep, 1 decimal.
pub fn percent_overdue(overdue: i64, in_prep: i64) -> f64 {
    if in_prep == 0 {
        0.0
    } else {
        round1(overdue as f64 * 100.0 / in_prep as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn overdue_from_45_prep_days() {
        // spec 3 §2.5: "Only records whose prepDays is 45 or more are kept."
        assert!(!is_overdue(44));
        assert!(is_overdue(45));
        assert_eq!(prep_days(d("2026-10-01"), d("2026-11-15")), 45);
        assert_eq!(prep_days(d("2026-11-20"), d("2026-11-15")), 0);
        assert_eq!(percent_overdue(1, 3), 33.3);
        assert_eq!(percent_overdue(0, 0), 0.0);
    }

    #[test]
    fn demand_types() {
        // spec 3 §3: "type (Liability Demand or UIM Demand)".
        assert_eq!(demand_type("liability"), "Liability Demand");
        assert_eq!(demand_type("uim"), "UIM Demand");
    }

    #[test]
    fn averages_per_month_or_week() {
        // spec 3 §2.5: "Demands total and the average per month or per week".
        // 2026-11-01 is a Sunday: Nov 1 .. Nov 30 touches 6 weeks (Oct 26 .. Nov 30).
        assert_eq!(weeks_in_range(d("2026-11-01"), d("2026-11-30")), 6);
        assert_eq!(average(30, d("2026-11-01"), d("2026-11-30"), true), 5.0);
        assert_eq!(average(31, d("2026-10-15"), d("2026-11-30"), false), 15.5);
        assert_eq!(average(1, d("2026-11-02"), d("2026-11-01"), false), 0.0);
    }

    #[test]
    fn chart_buckets_cover_the_range() {
        let dates = [d("2026-11-02"), d("2026-11-03"), d("2026-11-20"), d("2026-12-01")];
        assert_eq!(buckets(&dates, d("2026-11-01"), d("2026-11-30"), false), vec![(d("2026-11-01"), 3)]);
        let weeks = buckets(&dates, d("2026-11-01"), d("2026-11-30"), true);
        assert_eq!(weeks.len(), 6);
        assert_eq!(weeks[0], (d("2026-10-26"), 0));
        assert_eq!(weeks[1], (d("2026-11-02"), 2));
        assert_eq!(weeks[3], (d("2026-11-16"), 1));
        assert_eq!(counts(["LS", "JRT", "LS"].into_iter()), vec![("LS".into(), 2), ("JRT".into(), 1)]);
    }
}
