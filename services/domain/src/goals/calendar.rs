//! Business days (ARCHITECTURE "Time": weekends and configured holidays, default US federal
//! holidays, in the firm's time zone; callers pass firm-local dates) and proration of goals
//! (spec 3 §9: "Goals are prorated by business days over the month's business days").

use std::collections::BTreeSet;

use chrono::{Datelike, Duration, NaiveDate, Weekday};

// One source for the holiday rule and month bounds: `crate::business_days`.
pub use crate::business_days::{first_of_month, is_federal_holiday, last_of_month};

/// Which days the firm works.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusinessCalendar {
    /// Observed US federal holidays are days off (the default).
    pub federal_holidays: bool,
    /// Further days off the firm configured.
    pub extra_holidays: BTreeSet<NaiveDate>,
}

impl Default for BusinessCalendar {
    fn default() -> Self {
        BusinessCalendar { federal_holidays: true, extra_holidays: BTreeSet::new() }
    }
}

impl BusinessCalendar {
    pub fn is_holiday(&self, d: NaiveDate) -> bool {
        self.extra_holidays.contains(&d) || (self.federal_holidays && is_federal_holiday(d))
    }

    pub fn is_business_day(&self, d: NaiveDate) -> bool {
        !matches!(d.weekday(), Weekday::Sat | Weekday::Sun) && !self.is_holiday(d)
    }

    /// Business days from `from` to `to`, both included (0 when `to` is before `from`).
    pub fn business_days(&self, from: NaiveDate, to: NaiveDate) -> i64 {
        from.iter_days().take_while(|d| *d <= to).filter(|d| self.is_business_day(*d)).count() as i64
    }

    /// spec 3 §9: a monthly goal prorated by business days: for each month the period touches,
    /// the goal times the period's business days in that month (the end capped at `today`)
    /// over the month's business days. Not rounded (the caller rounds for display).
    pub fn prorated_monthly_goal(&self, monthly_goal: i64, from: NaiveDate, to: NaiveDate, today: NaiveDate) -> f64 {
        let end = to.min(today);
        let mut total = 0.0;
        let mut month_start = first_of_month(from);
        while month_start <= end {
            let month_end = last_of_month(month_start);
            let in_month = self.business_days(from.max(month_start), end.min(month_end));
            let of_month = self.business_days(month_start, month_end);
            if of_month > 0 {
                total += monthly_goal as f64 * in_month as f64 / of_month as f64;
            }
            month_start = month_end + Duration::days(1);
        }
        total
    }

    /// spec 3 §9: "Fees goal 108000 per business day": the daily goal times the period's
    /// business days (the end capped at `today`).
    pub fn per_business_day_goal(&self, daily_goal: i64, from: NaiveDate, to: NaiveDate, today: NaiveDate) -> i64 {
        daily_goal * self.business_days(from, to.min(today))
    }
}

/// The first and last day of `d`'s quarter.
pub fn quarter_of(d: NaiveDate) -> (NaiveDate, NaiveDate) {
    let first_month = (d.month0() / 3) * 3 + 1;
    let start = NaiveDate::from_ymd_opt(d.year(), first_month, 1).expect("valid quarter start");
    (start, last_of_month(start + Duration::days(62)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn business_days_skip_weekends_and_a_holiday() {
        let cal = BusinessCalendar::default();
        // November 2026: 21 weekdays, less Veterans Day (Wed 11th) and Thanksgiving (Thu 26th).
        assert_eq!(cal.business_days(d(2026, 11, 1), d(2026, 11, 30)), 19);
        assert!(!cal.is_business_day(d(2026, 11, 26)) && !cal.is_business_day(d(2026, 11, 21)));
        // Week of Thanksgiving 2026: Mon 23 – Sun 29 has 4 business days.
        assert_eq!(cal.business_days(d(2026, 11, 23), d(2026, 11, 29)), 4);
        // July 4th 2026 is a Saturday: observed Friday the 3rd.
        assert!(!cal.is_business_day(d(2026, 7, 3)));
        let closed = BusinessCalendar { extra_holidays: [d(2026, 11, 27)].into(), ..Default::default() };
        assert_eq!(closed.business_days(d(2026, 11, 1), d(2026, 11, 30)), 18, "a configured closing day");
        assert_eq!(cal.business_days(d(2026, 11, 30), d(2026, 11, 1)), 0);
    }

    #[test]
    fn spec_3_section_9_goals_prorated_by_business_days_first_and_last_day() {
        // "Goals are prorated by business days over the month's business days."
        let cal = BusinessCalendar::default();
        let (from, to) = (d(2026, 11, 1), d(2026, 11, 30));
        // First business day of November 2026 is Monday the 2nd: 268 × 1/19.
        let first = cal.prorated_monthly_goal(268, from, to, d(2026, 11, 2));
        assert!((first - 268.0 / 19.0).abs() < 1e-9);
        // Sunday the 1st: no business day yet.
        assert_eq!(cal.prorated_monthly_goal(268, from, to, d(2026, 11, 1)), 0.0);
        // Last day: the whole goal.
        assert!((cal.prorated_monthly_goal(268, from, to, d(2026, 11, 30)) - 268.0).abs() < 1e-9);
        // Today, the 23rd: 15 business days of 19 (2–6, 9–10, 12–13, 16–20, 23).
        assert!((cal.prorated_monthly_goal(216, from, to, d(2026, 11, 23)) - 216.0 * 15.0 / 19.0).abs() < 1e-9);
        // Two months: October 2026 has 21 business days (22 weekdays less Columbus Day).
        assert_eq!(cal.business_days(d(2026, 10, 1), d(2026, 10, 31)), 21);
        assert!((cal.prorated_monthly_goal(100, d(2026, 10, 1), to, d(2026, 12, 1)) - 200.0).abs() < 1e-9);
        // "Fees goal 108000 per business day" over 15 business days.
        assert_eq!(cal.per_business_day_goal(108_000 * 100, from, to, d(2026, 11, 23)), 15 * (108_000 * 100));
    }

    #[test]
    fn quarters() {
        assert_eq!(quarter_of(d(2026, 11, 23)), (d(2026, 10, 1), d(2026, 12, 31)));
        assert_eq!(quarter_of(d(2026, 2, 28)), (d(2026, 1, 1), d(2026, 3, 31)));
        assert_eq!(quarter_of(d(2026, 6, 30)), (d(2026, 4, 1), d(2026, 6, 30)));
    }
}
