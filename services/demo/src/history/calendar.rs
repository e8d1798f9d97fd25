//! The firm's calendar: its time zone (America/Denver by default), business days (weekends and
//! US federal holidays excluded, as ARCHITECTURE "Time" says), seasonality of leads, and the
//! window of the history (three years up to the anchor date).

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc, Weekday};
use chrono_tz::Tz;

use super::rng::Rng;

#[derive(Debug, Clone)]
pub struct Calendar {
    pub tz: Tz,
    /// The day the history leads up to ("today"); nothing happens on or after it.
    pub anchor: NaiveDate,
    /// The first day of the history.
    pub start: NaiveDate,
    /// The anchor's local midnight: every event is recorded strictly before it.
    pub cutoff: DateTime<Utc>,
}

impl Calendar {
    pub fn new(tz: Tz, anchor: NaiveDate, years: i32) -> Calendar {
        let start = NaiveDate::from_ymd_opt(anchor.year() - years, anchor.month(), anchor.day().min(28)).expect("valid start");
        let mut cal = Calendar { tz, anchor, start, cutoff: Utc::now() };
        cal.cutoff = cal.at(anchor, 0, 0);
        cal
    }

    pub fn tz(&self) -> Tz {
        self.tz
    }

    /// A local wall-clock moment as UTC (a time skipped by daylight saving moves an hour on).
    pub fn at(&self, date: NaiveDate, hour: u32, minute: u32) -> DateTime<Utc> {
        let time = NaiveTime::from_hms_opt(hour.min(23), minute.min(59), 0).expect("valid time");
        let local = date.and_time(time);
        match self.tz.from_local_datetime(&local).earliest() {
            Some(t) => t.with_timezone(&Utc),
            None => self.tz.from_local_datetime(&(local + Duration::hours(1))).earliest().expect("after the DST gap").with_timezone(&Utc),
        }
    }

    /// The firm-local date of an instant.
    pub fn date_of(&self, t: DateTime<Utc>) -> NaiveDate {
        t.with_timezone(&self.tz).date_naive()
    }

    /// Local minutes since midnight of an instant.
    pub fn minute_of_day(&self, t: DateTime<Utc>) -> u32 {
        let local = t.with_timezone(&self.tz);
        chrono::Timelike::hour(&local) * 60 + chrono::Timelike::minute(&local)
    }

    pub fn is_business_day(&self, d: NaiveDate) -> bool {
        !matches!(d.weekday(), Weekday::Sat | Weekday::Sun) && !is_federal_holiday(d)
    }

    /// `d` itself when it is a business day, else the next one.
    pub fn business_day_on_or_after(&self, mut d: NaiveDate) -> NaiveDate {
        while !self.is_business_day(d) {
            d += Duration::days(1);
        }
        d
    }

    pub fn add_business_days(&self, mut d: NaiveDate, n: i64) -> NaiveDate {
        let mut left = n;
        while left > 0 {
            d += Duration::days(1);
            if self.is_business_day(d) {
                left -= 1;
            }
        }
        d
    }

    /// An office-hours moment (08:00–17:30) on the first business day on or after `t`'s date,
    /// never before `t`: when staff would do the next piece of work.
    pub fn work_moment(&self, rng: &mut Rng, t: DateTime<Utc>) -> DateTime<Utc> {
        let mut day = self.business_day_on_or_after(self.date_of(t));
        loop {
            let minute = 8 * 60 + rng.range(0, 9 * 60 + 30) as u32;
            let candidate = self.at(day, minute / 60, minute % 60);
            if candidate >= t {
                return candidate;
            }
            let earliest = self.at(day, 17, 30);
            if earliest > t {
                // Later the same day, between t and 17:30.
                let span = (earliest - t).num_minutes().max(1);
                return t + Duration::minutes(rng.range(1, span));
            }
            day = self.add_business_days(day, 1);
        }
    }

    /// Office-hours moment about `days` calendar days after `t` (business days only).
    pub fn work_after(&self, t: DateTime<Utc>, days: f64, rng: &mut Rng) -> DateTime<Utc> {
        let shifted = t + Duration::minutes((days.max(0.0) * 24.0 * 60.0) as i64);
        self.work_moment(rng, shifted)
    }

    /// Month factor of lead volume: personal-injury leads peak in summer travel and in the
    /// December holidays and dip in February (the firm's own history; the spec has no figure).
    pub fn seasonality(&self, d: NaiveDate) -> f64 {
        const MONTH: [f64; 12] = [0.95, 0.85, 0.95, 0.98, 1.03, 1.08, 1.12, 1.10, 1.02, 1.0, 0.96, 1.0];
        MONTH[d.month0() as usize]
    }

    /// Growth over the window: the firm handles ~40 % more leads at the end than at the start.
    pub fn trend(&self, d: NaiveDate) -> f64 {
        let total = (self.anchor - self.start).num_days().max(1) as f64;
        let done = (d - self.start).num_days() as f64;
        0.82 + 0.36 * (done / total)
    }

    pub fn days(&self) -> impl Iterator<Item = NaiveDate> {
        let (start, end) = (self.start, self.anchor);
        start.iter_days().take_while(move |d| *d < end)
    }
}

/// US federal holidays as observed: the firm's one rule (ARCHITECTURE "Time").
pub use domain::business_days::is_federal_holiday;

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn federal_holidays_and_observed_days() {
        assert!(is_federal_holiday(d(2025, 11, 27)), "Thanksgiving 2025");
        assert!(is_federal_holiday(d(2025, 5, 26)), "Memorial Day 2025");
        assert!(is_federal_holiday(d(2026, 7, 3)), "July 4 2026 is a Saturday: observed Friday");
        assert!(is_federal_holiday(d(2027, 12, 24)), "Christmas 2027 is a Saturday: observed Friday");
        assert!(!is_federal_holiday(d(2025, 11, 26)));
    }

    #[test]
    fn business_days_skip_weekends_and_holidays_and_times_are_denver() {
        let cal = Calendar::new(chrono_tz::America::Denver, d(2026, 11, 20), 3);
        assert_eq!(cal.start, d(2023, 11, 20));
        assert!(!cal.is_business_day(d(2026, 11, 21)), "Saturday");
        assert_eq!(cal.add_business_days(d(2025, 11, 26), 1), d(2025, 11, 28), "skips Thanksgiving");
        assert_eq!(cal.at(d(2026, 1, 5), 9, 0).to_rfc3339(), "2026-01-05T16:00:00+00:00", "MST is UTC-7");
        assert_eq!(cal.at(d(2026, 7, 6), 9, 0).to_rfc3339(), "2026-07-06T15:00:00+00:00", "MDT is UTC-6");
        assert_eq!(cal.date_of(cal.cutoff), d(2026, 11, 20));
        let mut rng = Rng::new(3);
        let friday_evening = cal.at(d(2026, 11, 13), 19, 0);
        let next = cal.work_moment(&mut rng, friday_evening);
        assert_eq!(cal.date_of(next), d(2026, 11, 16), "next Monday");
        assert!(next > friday_evening);
    }
}
