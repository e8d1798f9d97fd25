//! Business days (ARCHITECTURE "Time": weekends and holidays excluded; the default holidays are
//! the US federal holidays, observed on the Friday before or the Monday after a weekend). Dates
//! are firm-local days: the caller turns instants into dates in the firm's time zone.
//!
//! One source for every goal that is "per business day" (spec 1 §9 retained goals, spec 3 §9
//! home-card proration).

use chrono::{Datelike, Duration, NaiveDate, Weekday};

/// US federal holidays as observed (a Saturday holiday on the Friday before, a Sunday one on
/// the Monday after).
pub fn is_federal_holiday(d: NaiveDate) -> bool {
    let y = d.year();
    for (m, day) in [(1, 1), (6, 19), (7, 4), (11, 11), (12, 25)] {
        for year in [y - 1, y, y + 1] {
            let Some(h) = NaiveDate::from_ymd_opt(year, m, day) else { continue };
            let observed = match h.weekday() {
                Weekday::Sat => h - Duration::days(1),
                Weekday::Sun => h + Duration::days(1),
                _ => h,
            };
            if observed == d {
                return true;
            }
        }
    }
    let nth = |month: u32, weekday: Weekday, n: u8| NaiveDate::from_weekday_of_month_opt(y, month, weekday, n);
    let last_monday_of_may = (1..=5).rev().find_map(|n| NaiveDate::from_weekday_of_month_opt(y, 5, Weekday::Mon, n));
    let floating = [
        nth(1, Weekday::Mon, 3),  // Martin Luther King Jr. Day
        nth(2, Weekday::Mon, 3),  // Washington's Birthday
        last_monday_of_may,       // Memorial Day
        nth(9, Weekday::Mon, 1),  // Labor Day
        nth(10, Weekday::Mon, 2), // Columbus Day
        nth(11, Weekday::Thu, 4), // Thanksgiving
    ];
    floating.contains(&Some(d))
}

pub fn is_business_day(d: NaiveDate) -> bool {
    !matches!(d.weekday(), Weekday::Sat | Weekday::Sun) && !is_federal_holiday(d)
}

/// Business days from `start` to `end`, both included (0 when `end` is before `start`).
pub fn business_days_between(start: NaiveDate, end: NaiveDate) -> i64 {
    if end < start {
        return 0;
    }
    start.iter_days().take_while(|d| *d <= end).filter(|d| is_business_day(*d)).count() as i64
}

pub fn first_of_month(d: NaiveDate) -> NaiveDate {
    d.with_day(1).expect("day 1")
}

pub fn last_of_month(d: NaiveDate) -> NaiveDate {
    let (y, m) = if d.month() == 12 { (d.year() + 1, 1) } else { (d.year(), d.month() + 1) };
    NaiveDate::from_ymd_opt(y, m, 1).expect("first of next month") - Duration::days(1)
}

/// The first days of the `months` months ending with `end`'s month, oldest first (the monthly
/// charts' columns).
pub fn month_starts(end: NaiveDate, months: i64) -> Vec<NaiveDate> {
    let mut m = first_of_month(end);
    let mut out = vec![m];
    for _ in 1..months {
        m = first_of_month(m - Duration::days(1));
        out.push(m);
    }
    out.reverse();
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn month_starts_run_back_across_a_year_end_oldest_first() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(super::month_starts(d(2026, 2, 17), 3), vec![d(2025, 12, 1), d(2026, 1, 1), d(2026, 2, 1)]);
        assert_eq!(super::month_starts(d(2026, 2, 17), 1), vec![d(2026, 2, 1)]);
    }

    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn holidays_as_observed() {
        assert!(is_federal_holiday(d(2025, 11, 27)), "Thanksgiving 2025");
        assert!(is_federal_holiday(d(2025, 5, 26)), "Memorial Day 2025");
        assert!(is_federal_holiday(d(2026, 7, 3)), "July 4 2026 is a Saturday: observed Friday");
        assert!(is_federal_holiday(d(2027, 12, 24)), "Christmas 2027 is a Saturday: observed Friday");
        assert!(is_federal_holiday(d(2028, 1, 17)), "MLK day 2028");
        assert!(!is_federal_holiday(d(2025, 11, 26)));
    }

    #[test]
    fn business_days_skip_weekends_and_holidays_across_a_month_boundary() {
        // ARCHITECTURE "Time": Fri 2025-11-28 .. Tue 2025-12-02 = Fri, Mon, Tue = 3.
        assert_eq!(business_days_between(d(2025, 11, 28), d(2025, 12, 2)), 3);
        // Wed 2025-11-26 .. Fri 11-28 across Thanksgiving (Thu): 2.
        assert_eq!(business_days_between(d(2025, 11, 26), d(2025, 11, 28)), 2);
        // November 2025: 20 weekdays less Veterans Day (Tue 11th) and Thanksgiving = 18.
        assert_eq!(business_days_between(d(2025, 11, 1), d(2025, 11, 30)), 18);
        assert_eq!(business_days_between(d(2025, 11, 2), d(2025, 11, 1)), 0);
        assert_eq!(business_days_between(d(2025, 11, 22), d(2025, 11, 23)), 0, "a weekend");
    }

    #[test]
    fn month_bounds() {
        assert_eq!(last_of_month(d(2024, 2, 10)), d(2024, 2, 29));
        assert_eq!(last_of_month(d(2025, 12, 31)), d(2025, 12, 31));
        assert_eq!(first_of_month(d(2025, 12, 31)), d(2025, 12, 1));
    }
}
