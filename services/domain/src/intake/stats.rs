//! Intake statistics (spec 1 §2.5 "Intake dashboard / stats", §9; spec 3 §2.13, §9): the
//! pacing card's goals, colours and labels, the forecast (docs/decisions.md "intakestats"),
//! conversion, the net-retained window and the fired rate. Pure: the caller passes "today"
//! (a firm-local date) and the rates from configuration.

use chrono::{Duration, NaiveDate};

use super::rules::round_to;
use crate::business_days::{first_of_month, last_of_month};
use crate::cases::rules::{counts_as_retained, counts_as_wanted};
use crate::goals::calendar::BusinessCalendar;

// spec 1 §9 "Monthly retained goal 268" and spec 3 §9 "New cases goal 268 per month (Sandy
// 122, Spokane 92, Boise 54)" are one goal: the firm's configured `newCasesPerMonth` and
// `newCasesByOffice` (`domain::goals::Goals`, effective-dated `goals_set` events).
/// spec 1 §2.5: "Net Retained Cases By Month (not closed within 60 days)".
pub const NET_RETAINED_DAYS: i64 = 60;
/// spec 1 §9 per-office labels: "'Exceeding!' at 110% or more".
pub const EXCEEDING_PERCENT: f64 = 110.0;
/// spec 3 §9 fired rate: reasons that count when the case has a closed date…
pub const FIRED_REASONS_WHEN_CLOSED: [&str; 3] = ["INTAKE - PC REJECTED FIRM", "INTAKE - RETAINED ANOTHER ATTORNEY", "CSA GOT FIRED BY CLIENT"];
/// …and the reason that counts on any case.
pub const FIRED_REASON_ANY: &str = "REJECT - RETAINED ANOTHER ATTORNEY";

/// spec 1 §9: "goal = business days in the period (end capped at today) times the rate,
/// rounded to 1 decimal".
pub fn period_goal(cal: &BusinessCalendar, start: NaiveDate, end: NaiveDate, today: NaiveDate, rate_per_business_day: f64) -> f64 {
    round_to(cal.business_days(start, end.min(today)) as f64 * rate_per_business_day, 1)
}

/// spec 1 §9: the monthly goal "prorated by business days elapsed over business days in the
/// month … rounded up". Elapsed counts the month's business days up to `as_of` included.
pub fn prorated_monthly_goal(cal: &BusinessCalendar, monthly_goal: i64, as_of: NaiveDate) -> i64 {
    let month_days = cal.business_days(first_of_month(as_of), last_of_month(as_of));
    if month_days == 0 {
        return 0;
    }
    let elapsed = cal.business_days(first_of_month(as_of), as_of);
    // Integer ceiling: no float error turns 134.0 into 135.
    (monthly_goal * elapsed + month_days - 1) / month_days
}

/// Business days still to work from `today` (included: the day is not over) to `end`.
pub fn remaining_business_days(cal: &BusinessCalendar, today: NaiveDate, end: NaiveDate) -> i64 {
    cal.business_days(today, end)
}

/// spec 1 §9: "Catch-up per day = gap / remaining business days (at least 1)". The gap is
/// rounded up to whole cases and so is the daily figure; with no business day left the whole
/// gap is due on one day.
pub fn catch_up_per_day(goal: f64, retained: i64, remaining_business_days: i64) -> i64 {
    let gap = (goal - retained as f64).ceil().max(0.0) as i64;
    let days = remaining_business_days.max(1);
    ((gap + days - 1) / days).max(1)
}

/// Percent of goal, 1 decimal; `None` when there is no goal.
pub fn percent_of_goal(retained: i64, goal: f64) -> Option<f64> {
    (goal > 0.0).then(|| round_to(retained as f64 / goal * 100.0, 1))
}

/// spec 1 §9 / 3 §9 pacing colours: 100 or more success, 80 primary, 60 warning, else error.
/// No goal (an office with rate 0) is met.
pub fn pacing_level(percent: Option<f64>) -> &'static str {
    match percent {
        None => "success",
        Some(p) if p >= 100.0 => "success",
        Some(p) if p >= 80.0 => "primary",
        Some(p) if p >= 60.0 => "warning",
        Some(_) => "error",
    }
}

/// spec 1 §9 per-office label: 'Exceeding!' at 110 % or more, 'On track' when the goal is met,
/// 'N behind' when short (N the shortfall rounded up to whole cases).
pub fn office_label(retained: i64, goal: f64) -> String {
    if goal > 0.0 && retained as f64 / goal * 100.0 >= EXCEEDING_PERCENT - 1e-9 {
        "Exceeding!".into()
    } else if retained as f64 >= goal {
        "On track".into()
    } else {
        format!("{} behind", (goal - retained as f64).ceil() as i64)
    }
}

/// spec 1 §9 total label: 'On track!' when met, otherwise '+N/day needed'.
pub fn total_label(retained: i64, goal: f64, remaining_business_days: i64) -> String {
    if retained as f64 >= goal {
        "On track!".into()
    } else {
        format!("+{}/day needed", catch_up_per_day(goal, retained, remaining_business_days))
    }
}

/// `part / whole × 100` to `decimals`; `None` without a whole.
pub fn rate(part: i64, whole: i64, decimals: u32) -> Option<f64> {
    (whole > 0).then(|| round_to(part as f64 / whole as f64 * 100.0, decimals))
}

/// spec 1 §2.5: net retained = retained and not closed within 60 days of the retained date.
pub fn is_net_retained(retained: NaiveDate, closed: Option<NaiveDate>) -> bool {
    match closed {
        Some(c) => c > retained + Duration::days(NET_RETAINED_DAYS),
        None => true,
    }
}

/// spec 3 §9 fired rate: one of three reasons with a closed date, or 'REJECT - RETAINED
/// ANOTHER ATTORNEY' on any case.
pub fn is_fired(close_reason: Option<&str>, has_closed_date: bool) -> bool {
    let Some(reason) = close_reason.map(str::trim) else { return false };
    reason.eq_ignore_ascii_case(FIRED_REASON_ANY) || (has_closed_date && FIRED_REASONS_WHEN_CLOSED.iter().any(|r| r.eq_ignore_ascii_case(reason)))
}

/// spec 3 §4: "A case counts as closed with no fee when it has a closed date and no first fee date."
pub fn is_closed_no_fee(has_closed_date: bool, has_first_fee_date: bool) -> bool {
    has_closed_date && !has_first_fee_date
}

/// One lead of the forecast's history window, as the historical conversion counts it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ConversionLead {
    /// The lead was marked wanted at some point, even if closing it cleared the current wanted
    /// date since (spec 1 §4 "Closing a case: … wantedDate cleared").
    pub ever_wanted: bool,
    pub retained: bool,
    pub is_mass_tort: bool,
}

/// The forecast's historical conversion (0..1): of the leads ever wanted, the share retained;
/// mass torts never count (spec 1 §9 "A lead is wanted if it has a wantedDate and is not a
/// mass tort; retained if it has a retainedDate and is not a mass tort"). The spec does not
/// define this figure (docs/decisions.md "Historical conversion"); it counts the wanted leads
/// that were lost too, which the current wanted date forgets on close. 0 with none wanted.
pub fn historical_conversion(leads: impl IntoIterator<Item = ConversionLead>) -> f64 {
    let (mut wanted, mut retained) = (0_i64, 0_i64);
    for l in leads {
        if counts_as_wanted(l.ever_wanted, l.is_mass_tort) {
            wanted += 1;
            retained += counts_as_retained(l.retained, l.is_mass_tort) as i64;
        }
    }
    if wanted == 0 {
        0.0
    } else {
        retained as f64 / wanted as f64
    }
}

/// What the forecast needs (docs/decisions.md "intakestats": forecast method).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ForecastInput {
    /// Retained (not mass tort) from the window's start to today.
    pub retained_so_far: i64,
    /// Business days of the window elapsed up to today, today included.
    pub elapsed_business_days: i64,
    /// Business days of the window left after today.
    pub remaining_business_days: i64,
    /// Open leads wanted and not yet retained (not mass tort).
    pub pipeline: i64,
    /// Share (0..1) of wanted leads that were retained, over the history window.
    pub historical_conversion: f64,
    /// The what-if: extra cases signed per remaining business day (≥ 0).
    pub extra_per_day: f64,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Forecast {
    /// Retained per elapsed business day, 2 decimals.
    pub pace_per_day: f64,
    /// Pace × remaining business days, 1 decimal.
    pub from_pace: f64,
    /// Pipeline × historical conversion, 1 decimal.
    pub from_pipeline: f64,
    /// What-if × remaining business days, 1 decimal.
    pub from_what_if: f64,
    /// retained so far + max(from pace, from pipeline) + from what-if, 1 decimal.
    pub projected: f64,
}

/// The forecast: the pace so far carried over the remaining business days, never below what
/// the open pipeline is expected to yield (the pace already includes pipeline conversions, so
/// the two are not added), plus the what-if's extra cases per day.
pub fn forecast(i: ForecastInput) -> Forecast {
    let pace = if i.elapsed_business_days > 0 { i.retained_so_far as f64 / i.elapsed_business_days as f64 } else { 0.0 };
    let from_pace = pace * i.remaining_business_days as f64;
    // A window with no business day left gains nothing more, pipeline or not.
    let from_pipeline = if i.remaining_business_days > 0 { i.pipeline as f64 * i.historical_conversion.clamp(0.0, 1.0) } else { 0.0 };
    let from_what_if = i.extra_per_day.max(0.0) * i.remaining_business_days as f64;
    Forecast {
        pace_per_day: round_to(pace, 2),
        from_pace: round_to(from_pace, 1),
        from_pipeline: round_to(from_pipeline, 1),
        from_what_if: round_to(from_what_if, 1),
        projected: round_to(i.retained_so_far as f64 + from_pace.max(from_pipeline) + from_what_if, 1),
    }
}

/// Elapsed and remaining business days of a window at `today` (elapsed includes today,
/// remaining starts tomorrow; both 0 outside the window's side they describe).
pub fn window_days(cal: &BusinessCalendar, start: NaiveDate, end: NaiveDate, today: NaiveDate) -> (i64, i64) {
    let elapsed = cal.business_days(start, end.min(today));
    let remaining = cal.business_days(start.max(today + Duration::days(1)), end);
    (elapsed, remaining)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Weekends and the federal holidays: the default calendar.
    fn cal() -> BusinessCalendar {
        BusinessCalendar::default()
    }

    #[test]
    fn historical_conversion_counts_the_wanted_leads_that_were_lost() {
        // spec 1 §9: "A lead is wanted if it has a wantedDate and is not a mass tort; retained if
        // it has a retainedDate and is not a mass tort." spec 1 §4: "Closing a case: … wantedDate
        // cleared" — so the lost leads count through `ever_wanted`, not the current date.
        // Given 4 leads wanted in the window: 1 retained, 2 closed after being wanted, 1 open;
        // and a wanted retained mass tort and a never-wanted retained lead, neither counted.
        let lead = |ever_wanted, retained, is_mass_tort| ConversionLead { ever_wanted, retained, is_mass_tort };
        let leads = [
            lead(true, true, false),
            lead(true, false, false),
            lead(true, false, false),
            lead(true, false, false),
            lead(true, true, true),
            lead(false, true, false),
        ];
        // Then 1 / 4 = 25 %.
        assert_eq!(historical_conversion(leads), 0.25);
        assert_eq!(historical_conversion([]), 0.0, "no wanted lead: no conversion");
        assert_eq!(historical_conversion([lead(true, true, true)]), 0.0, "mass torts alone: none wanted");
    }

    #[test]
    fn a_configured_closing_day_is_no_business_day_for_the_intake_goals() {
        // ARCHITECTURE "Time": "weekends and configured holidays"; spec 1 §9 prorates by business
        // days. November 2025 has 18 business days; closing the Friday after Thanksgiving leaves
        // 17, so on the 28th the monthly 268 is fully due (17/17) and a period goal counts one day less.
        let closed = BusinessCalendar { extra_holidays: [d(2025, 11, 28)].into_iter().collect(), ..cal() };
        assert_eq!(prorated_monthly_goal(&cal(), 268, d(2025, 11, 28)), 268 * 18 / 18);
        assert_eq!(prorated_monthly_goal(&cal(), 268, d(2025, 11, 27)), (268 * 17 + 17) / 18);
        assert_eq!(prorated_monthly_goal(&closed, 268, d(2025, 11, 27)), 268);
        assert_eq!(period_goal(&closed, d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 30), 1.0), 17.0);
        assert_eq!(period_goal(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 30), 1.0), 18.0);
        assert_eq!(remaining_business_days(&closed, d(2025, 11, 27), d(2025, 11, 30)), 0);
        assert_eq!(window_days(&closed, d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 14)), (9, 8));
    }

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn period_goal_caps_the_end_at_today_and_rounds_to_one_decimal() {
        // spec 1 §9: "goal = business days in the period (end capped at today) times the rate, rounded to 1 decimal".
        // 2025-11-01..30, today 11-14: business days 3..7, 10, 12..14 = 9 (Veterans Day 11th).
        assert_eq!(period_goal(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 14), 1.9), 17.1);
        assert_eq!(period_goal(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 14), 0.25), 2.3, "9 × 0.25 = 2.25 → 2.3");
        // A past period is not capped: November has 18 business days.
        assert_eq!(period_goal(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2026, 1, 5), 3.8), 68.4);
        assert_eq!(period_goal(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2026, 1, 5), 0.0), 0.0, "others 0");
    }

    #[test]
    fn monthly_goal_is_prorated_and_rounded_up() {
        // spec 1 §9: 268 prorated by business days elapsed over the month's, rounded up.
        // November 2025 has 18 business days; on 11-14, 9 elapsed: 268 × 9 / 18 = 134.
        // The goal is the catalogue's: spec 1 §9's 268 is spec 3 §9's "New cases goal 268".
        let goals = crate::goals::Goals::default();
        assert_eq!(goals.new_cases_per_month, 268);
        assert_eq!(prorated_monthly_goal(&cal(), goals.new_cases_per_month, d(2025, 11, 14)), 134);
        // On 11-03 one elapsed: 268 / 18 = 14.9 → 15; Meridian 54 / 18 = 3; Sandy 122 / 18 = 6.8 → 7.
        let office = |id| crate::goals::Goals::office_goal(&goals.new_cases_by_office, id);
        assert_eq!(prorated_monthly_goal(&cal(), 268, d(2025, 11, 3)), 15);
        assert_eq!(prorated_monthly_goal(&cal(), office(crate::goals::catalog::MERIDIAN), d(2025, 11, 3)), 3);
        assert_eq!(prorated_monthly_goal(&cal(), office(crate::goals::catalog::SANDY), d(2025, 11, 3)), 7);
        assert_eq!(office(9), 0, "others 0");
        // Saturday 11-01: nothing elapsed yet.
        assert_eq!(prorated_monthly_goal(&cal(), 268, d(2025, 11, 1)), 0);
    }

    #[test]
    fn catch_up_is_at_least_one_per_day() {
        // spec 1 §9: "Catch-up per day = gap / remaining business days (at least 1)".
        assert_eq!(catch_up_per_day(268.0, 200, 10), 7, "68 / 10 = 6.8 → 7");
        assert_eq!(catch_up_per_day(268.0, 265, 10), 1, "3 / 10 → at least 1");
        assert_eq!(catch_up_per_day(17.1, 10, 0), 8, "no day left: the whole gap, 7.1 → 8");
        assert_eq!(total_label(268, 268.0, 3), "On track!");
        assert_eq!(total_label(200, 268.0, 10), "+7/day needed");
    }

    #[test]
    fn colours_and_office_labels() {
        // spec 1 §9: 100 success, 80 primary, 60 warning, below error; Exceeding! at 110 %.
        assert_eq!(pacing_level(Some(100.0)), "success");
        assert_eq!(pacing_level(Some(99.9)), "primary");
        assert_eq!(pacing_level(Some(80.0)), "primary");
        assert_eq!(pacing_level(Some(79.9)), "warning");
        assert_eq!(pacing_level(Some(60.0)), "warning");
        assert_eq!(pacing_level(Some(59.9)), "error");
        assert_eq!(pacing_level(None), "success");
        assert_eq!(office_label(11, 10.0), "Exceeding!");
        assert_eq!(office_label(10, 10.0), "On track");
        assert_eq!(office_label(12, 11.4), "On track", "105 %");
        assert_eq!(office_label(8, 10.5), "3 behind", "2.5 short → 3");
        assert_eq!(office_label(0, 0.0), "On track", "no goal");
        assert_eq!(percent_of_goal(9, 17.1), Some(52.6));
    }

    #[test]
    fn net_retained_window_is_sixty_days() {
        // spec 1 §2.5: "Net Retained Cases By Month (not closed within 60 days)".
        assert!(!is_net_retained(d(2025, 6, 1), Some(d(2025, 7, 31))), "day 60 is within");
        assert!(is_net_retained(d(2025, 6, 1), Some(d(2025, 8, 1))), "day 61");
        assert!(is_net_retained(d(2025, 6, 1), None));
    }

    #[test]
    fn fired_reasons_and_closed_no_fee() {
        // spec 3 §9 fired rate.
        assert!(is_fired(Some("INTAKE - PC REJECTED FIRM"), true));
        assert!(!is_fired(Some("INTAKE - PC REJECTED FIRM"), false), "needs a closed date");
        assert!(is_fired(Some("CSA GOT FIRED BY CLIENT"), true));
        assert!(is_fired(Some("REJECT - RETAINED ANOTHER ATTORNEY"), false), "any case");
        assert!(!is_fired(Some("INTAKE - NO CASE"), true));
        assert!(!is_fired(None, true));
        assert_eq!(rate(1, 3, 2), Some(33.33));
        // spec 3 §4: closed with no fee.
        assert!(is_closed_no_fee(true, false));
        assert!(!is_closed_no_fee(true, true));
        assert!(!is_closed_no_fee(false, false));
    }

    #[test]
    fn forecast_on_a_known_fixture() {
        // November 2025, today Fri 11-14: 9 business days elapsed, 9 remain (17..21, 24..26).
        assert_eq!(window_days(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2025, 11, 14)), (9, 9));
        // 90 retained in 9 days = 10.00/day → 90 more; pipeline 40 × 0.5 = 20 (below the pace).
        let f = forecast(ForecastInput { retained_so_far: 90, elapsed_business_days: 9, remaining_business_days: 9, pipeline: 40, historical_conversion: 0.5, extra_per_day: 0.0 });
        assert_eq!((f.pace_per_day, f.from_pace, f.from_pipeline, f.projected), (10.0, 90.0, 20.0, 180.0));
        // What-if: 2 more a day × 9 days = 18 → 198.
        let f = forecast(ForecastInput { extra_per_day: 2.0, ..ForecastInput { retained_so_far: 90, elapsed_business_days: 9, remaining_business_days: 9, pipeline: 40, historical_conversion: 0.5, extra_per_day: 0.0 } });
        assert_eq!(f.projected, 198.0);
        // A slow start: 5 in 9 days (0.56/day → 5.0) but 30 in the pipeline at 60 % = 18 → 23.
        let f = forecast(ForecastInput { retained_so_far: 5, elapsed_business_days: 9, remaining_business_days: 9, pipeline: 30, historical_conversion: 0.6, extra_per_day: 0.0 });
        assert_eq!((f.pace_per_day, f.from_pace, f.projected), (0.56, 5.0, 23.0));
        // Nothing elapsed: no pace; a past window: nothing remains.
        let f = forecast(ForecastInput { retained_so_far: 0, elapsed_business_days: 0, remaining_business_days: 18, pipeline: 0, historical_conversion: 0.5, extra_per_day: 1.0 });
        assert_eq!(f.projected, 18.0);
        assert_eq!(window_days(&cal(), d(2025, 11, 1), d(2025, 11, 30), d(2025, 12, 10)), (18, 0));
        let f = forecast(ForecastInput { retained_so_far: 7, elapsed_business_days: 18, remaining_business_days: 0, pipeline: 10, historical_conversion: 0.5, extra_per_day: 3.0 });
        assert_eq!(f.projected, 7.0, "a past window is what it was");
    }
}
