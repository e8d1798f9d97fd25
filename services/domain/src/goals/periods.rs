//! Which goals judge which part of a period (issue 14: goals are events "effective from a
//! chosen date, so a change is audited and past periods keep the goals they had").
//!
//! The one rule: a period is cut into its calendar months (or, for Fees By Week, its weeks);
//! each part is judged by the goals in force on its own last day inside the period — on
//! `today` while it runs — and the parts' goals are added up. A change effective today moves
//! the running month at once; an earlier month keeps the goals it had (docs/decisions.md
//! "goals over time").

use std::sync::OnceLock;

use chrono::{Duration, NaiveDate};

use super::aggregate::GoalSchedule;
use super::calendar::{first_of_month, last_of_month, BusinessCalendar};
use super::catalog::Goals;

/// The spec's goals (spec 3 §9), in force before the firm set any.
pub fn spec_defaults() -> &'static Goals {
    static DEFAULTS: OnceLock<Goals> = OnceLock::new();
    DEFAULTS.get_or_init(Goals::default)
}

impl GoalSchedule {
    /// The goals in force on `date` (by reference; the spec's defaults before any set).
    pub fn in_force(&self, date: NaiveDate) -> &Goals {
        self.effective(date).map(|(_, g)| g).unwrap_or_else(|| spec_defaults())
    }

    /// The goals a stretch `[first, last]` (a month, a week, or its part inside a period) is
    /// judged by: those in force on its last day, or on `today` while it runs; a stretch that
    /// has not begun takes those of its first day.
    pub fn judging(&self, first: NaiveDate, last: NaiveDate, today: NaiveDate) -> &Goals {
        self.in_force(last.min(today).max(first))
    }
}

/// The parts of `[from, to]` in each calendar month, in order (empty when `to < from`).
pub fn month_parts(from: NaiveDate, to: NaiveDate) -> Vec<(NaiveDate, NaiveDate)> {
    let mut parts = vec![];
    let mut start = from;
    while start <= to {
        let end = last_of_month(start).min(to);
        parts.push((start, end));
        start = end + Duration::days(1);
    }
    parts
}

/// The months of `[from, to]` that have begun by `today`, each with the goals judging it.
fn judged_months(schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate) -> impl Iterator<Item = (NaiveDate, NaiveDate, &Goals)> {
    month_parts(from, to.min(today)).into_iter().map(move |(a, b)| (a, b, schedule.judging(a, b, today)))
}

/// spec 3 §9 "Goals are prorated by business days over the month's business days", each
/// month with the goal (`pick`) that judges it. Not rounded.
pub fn prorated_monthly_goal(cal: &BusinessCalendar, schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, pick: impl Fn(&Goals) -> i64) -> f64 {
    judged_months(schedule, from, to, today).map(|(a, b, g)| cal.prorated_monthly_goal(pick(g), a, b, today)).sum()
}

/// spec 3 §9 "Fees goal 108000 per business day": each business day of the period (up to
/// `today`) at the daily goal of its month.
pub fn per_business_day_goal(cal: &BusinessCalendar, schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, pick: impl Fn(&Goals) -> i64) -> i64 {
    judged_months(schedule, from, to, today).map(|(a, b, g)| cal.per_business_day_goal(pick(g), a, b, today)).sum()
}

/// spec 3 §9 "average fee goal 15000": a period over months with different goals is judged by
/// their mean weighted by business days (the goal judging the period's end when it has none).
pub fn average_goal(cal: &BusinessCalendar, schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, pick: impl Fn(&Goals) -> i64) -> i64 {
    let (mut weighted, mut days) = (0i128, 0i128);
    for (a, b, g) in judged_months(schedule, from, to, today) {
        let n = cal.business_days(a, b) as i128;
        weighted += pick(g) as i128 * n;
        days += n;
    }
    if days == 0 {
        return pick(schedule.judging(from, to, today));
    }
    ((weighted + days / 2) / days) as i64
}

/// spec 3 §9 "monthly pre-lit goal 180000, lit goal 60000, scaled by days/30.44": each day of
/// the period so far at the goal of its month, rounded once to the cent.
pub fn scaled_monthly_goal(schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, pick: impl Fn(&Goals) -> i64) -> i64 {
    let scaled: f64 = judged_months(schedule, from, to, today).map(|(a, b, g)| pick(g) as f64 * ((b - a).num_days() + 1) as f64 / 30.44).sum();
    scaled.round() as i64
}

/// spec 1 §9 / 3 §9 "Retained goal per business day per office ... goal = business days in the
/// period (end capped at today) times the rate, rounded to 1 decimal": each month's business
/// days in `[from, to]` at the rate (`pick`, hundredths) judging that month as of `today`. Not
/// capped nor rounded: callers cap `to` at today for the goal so far (the spec's), or not for
/// the whole period's goal, and round.
pub fn per_business_day_rate_goal(cal: &BusinessCalendar, schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, pick: impl Fn(&Goals) -> i64) -> f64 {
    let hundredths: i64 = month_parts(from, to).into_iter().map(|(a, b)| cal.business_days(a, b) * pick(schedule.judging(a, b, today))).sum();
    hundredths as f64 / 100.0
}

/// A per-week rate goal (spec 2 §9 scorecard, hundredths from `pick`) over `[from, to]`: the
/// months' goals weighted by `weight` of each month's part (the scorecard's weeks), each month
/// judged as of `today`; the goal judging the period's end when no part has weight.
pub fn weighted_rate_goal(schedule: &GoalSchedule, from: NaiveDate, to: NaiveDate, today: NaiveDate, weight: impl Fn(NaiveDate, NaiveDate) -> f64, pick: impl Fn(&Goals) -> i64) -> f64 {
    let (mut weighted, mut total) = (0.0, 0.0);
    for (a, b) in month_parts(from, to) {
        let w = weight(a, b);
        weighted += w * pick(schedule.judging(a, b, today)) as f64;
        total += w;
    }
    if total <= 0.0 {
        return pick(schedule.judging(from, to.max(from), today)) as f64 / 100.0;
    }
    weighted / total / 100.0
}

/// The goals judging the month of `month` inside `[from, to]` (the staff tables' columns).
pub fn month_goals(schedule: &GoalSchedule, month: NaiveDate, from: NaiveDate, to: NaiveDate, today: NaiveDate) -> &Goals {
    let first = first_of_month(month).max(from);
    let last = last_of_month(month).min(to).max(first);
    schedule.judging(first, last, today)
}

/// The goals judging the week starting `monday` (Fees By Week), on `as_of`.
pub fn week_goals(schedule: &GoalSchedule, monday: NaiveDate, as_of: NaiveDate) -> &Goals {
    schedule.judging(monday, monday + Duration::days(6), as_of)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    /// The spec's goals until 2026-10-15, then fees 120 000 a business day, 300 new cases a
    /// month, weekly fees 600 000, average fee 20 000, pre-lit 200 000 a month.
    fn changed_mid_october() -> GoalSchedule {
        let later = Goals {
            fees_per_business_day: 120_000 * 100,
            average_fee: 20_000 * 100,
            new_cases_per_month: 300,
            weekly_fees: 600_000 * 100,
            monthly_prelit_fees: 200_000 * 100,
            ..Goals::default()
        };
        GoalSchedule::new([(d(2026, 10, 15), later)])
    }

    #[test]
    fn issue_14_the_goals_in_force_on_a_date_and_on_a_part_of_a_period() {
        let s = changed_mid_october();
        // Before any set: spec 3 §9's "New cases goal 268 per month".
        assert_eq!(s.in_force(d(2026, 10, 14)).new_cases_per_month, 268);
        assert_eq!(s.in_force(d(2026, 10, 15)).new_cases_per_month, 300);
        // September keeps its goals; October is judged on its last day (the new ones).
        assert_eq!(s.judging(d(2026, 9, 1), d(2026, 9, 30), d(2026, 11, 20)).new_cases_per_month, 268);
        assert_eq!(s.judging(d(2026, 10, 1), d(2026, 10, 31), d(2026, 11, 20)).new_cases_per_month, 300);
        // A running month on today: a change effective today moves it; not yet, not yet.
        assert_eq!(s.judging(d(2026, 10, 1), d(2026, 10, 31), d(2026, 10, 15)).new_cases_per_month, 300);
        assert_eq!(s.judging(d(2026, 10, 1), d(2026, 10, 31), d(2026, 10, 14)).new_cases_per_month, 268);
        // The part of October inside a period ending on the 10th keeps the old goals.
        assert_eq!(month_goals(&s, d(2026, 10, 1), d(2026, 10, 1), d(2026, 10, 10), d(2026, 11, 20)).new_cases_per_month, 268);
        assert_eq!(week_goals(&s, d(2026, 10, 12), d(2026, 11, 20)).weekly_fees, 600_000 * 100, "the week of the change ends after it");
        assert_eq!(week_goals(&s, d(2026, 10, 5), d(2026, 11, 20)).weekly_fees, 540_000 * 100);
        assert_eq!(month_parts(d(2026, 9, 20), d(2026, 11, 3)), vec![(d(2026, 9, 20), d(2026, 9, 30)), (d(2026, 10, 1), d(2026, 10, 31)), (d(2026, 11, 1), d(2026, 11, 3))]);
        assert!(month_parts(d(2026, 9, 20), d(2026, 9, 19)).is_empty());
    }

    #[test]
    fn spec_3_section_9_each_month_prorated_with_its_own_goals() {
        // "Goals are prorated by business days over the month's business days."
        let (s, cal) = (changed_mid_october(), BusinessCalendar::default());
        // September 2026: 21 business days (Labor Day the 7th); October 21 (Columbus Day the
        // 12th); November up to Friday the 20th: 14 of 19 (Veterans Day the 11th).
        let goal = prorated_monthly_goal(&cal, &s, d(2026, 9, 1), d(2026, 11, 30), d(2026, 11, 20), |g| g.new_cases_per_month);
        assert!((goal - (268.0 + 300.0 + 300.0 * 14.0 / 19.0)).abs() < 1e-9, "{goal}");
        // "Fees goal 108000 per business day": 21 days at 108 000, then 21 + 14 at 120 000.
        let fees = per_business_day_goal(&cal, &s, d(2026, 9, 1), d(2026, 11, 30), d(2026, 11, 20), |g| g.fees_per_business_day);
        assert_eq!(fees, (21 * 108_000 + 35 * 120_000) * 100);
        // "average fee goal 15000": (21 × 15 000 + 35 × 20 000) / 56 = 18 125.
        let average = average_goal(&cal, &s, d(2026, 9, 1), d(2026, 11, 30), d(2026, 11, 20), |g| g.average_fee);
        assert_eq!(average, 1_812_500);
        // A period not begun: no business day, the goal of its first day.
        assert_eq!(average_goal(&cal, &s, d(2026, 12, 1), d(2026, 12, 31), d(2026, 11, 20), |g| g.average_fee), 2_000_000);
        // "monthly pre-lit goal 180000 … scaled by days/30.44": 30 days at 180 000, 31 + 20 at 200 000.
        let scaled = scaled_monthly_goal(&s, d(2026, 9, 1), d(2026, 11, 30), d(2026, 11, 20), |g| g.monthly_prelit_fees);
        assert_eq!(scaled, ((180_000.0 * 30.0 + 200_000.0 * 51.0) * 100.0 / 30.44_f64).round() as i64);
        // One month alone is the calendar's own proration.
        let one = prorated_monthly_goal(&cal, &GoalSchedule::default(), d(2026, 11, 1), d(2026, 11, 30), d(2026, 11, 23), |g| g.demands_per_month);
        assert!((one - cal.prorated_monthly_goal(216, d(2026, 11, 1), d(2026, 11, 30), d(2026, 11, 23))).abs() < 1e-9);
    }

    #[test]
    fn spec_1_section_9_retained_rate_goal_judged_month_by_month() {
        // spec 1 §9 "Retained goal per business day per office: Meridian 1.9 ... goal = business
        // days in the period (end capped at today) times the rate". Meridian (7) at 1.9 until
        // 2026-10-15, then 2.5 (it judges all of October, its last day being after the change).
        let mut later = Goals::default();
        later.retained_per_business_day_by_office.insert(7, 250);
        let (s, cal) = (GoalSchedule::new([(d(2026, 10, 15), later)]), BusinessCalendar::default());
        let meridian = |g: &Goals| Goals::office_goal(&g.retained_per_business_day_by_office, 7);
        // September 21 business days × 1.9 + October 21 × 2.5 + November to the 20th 14 × 2.5.
        let goal = per_business_day_rate_goal(&cal, &s, d(2026, 9, 1), d(2026, 11, 20), d(2026, 11, 20), meridian);
        assert!((goal - (21.0 * 1.9 + 35.0 * 2.5)).abs() < 1e-9, "{goal}");
        // No set at all: the spec's rate over the spec's days (October: 21 × 1.9 = 39.9).
        let spec = per_business_day_rate_goal(&cal, &GoalSchedule::default(), d(2026, 10, 1), d(2026, 10, 31), d(2026, 11, 20), meridian);
        assert!((spec - 39.9).abs() < 1e-9, "{spec}");
    }

    #[test]
    fn spec_2_section_9_scorecard_week_goal_weighted_by_each_months_weeks() {
        // "demand goal 1.25 per week": 1.25 in September, 1.5 from October; a period of the
        // last week of September and the first of October weighs each half.
        let later = Goals { scorecard_demands_per_week: 150, ..Goals::default() };
        let s = GoalSchedule::new([(d(2026, 10, 1), later)]);
        let weekdays = |a: NaiveDate, b: NaiveDate| a.iter_days().take_while(|x| *x <= b).filter(|x| chrono::Datelike::weekday(x).number_from_monday() <= 5).count() as f64;
        // Mon 28 Sep – Fri 2 Oct: 3 weekdays in September, 2 in October.
        let goal = weighted_rate_goal(&s, d(2026, 9, 28), d(2026, 10, 2), d(2026, 11, 20), weekdays, |g| g.scorecard_demands_per_week);
        assert!((goal - (3.0 * 1.25 + 2.0 * 1.5) / 5.0).abs() < 1e-9, "{goal}");
        // A weekend alone: the goal judging its end.
        assert_eq!(weighted_rate_goal(&s, d(2026, 10, 3), d(2026, 10, 4), d(2026, 11, 20), weekdays, |g| g.scorecard_demands_per_week), 1.5);
    }
}
