//! Pacing rules of the organization home (spec 3 §2.3, §9).

use chrono::{Datelike, NaiveDate, Weekday};

/// spec 3 §9: "Text colours: 100% or more success, 80% or more primary, 60% or more warning,
/// else error." Also the pacing colours of spec 1 §9.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalLevel {
    Success,
    Primary,
    Warning,
    Error,
}

impl GoalLevel {
    pub fn name(self) -> &'static str {
        match self {
            GoalLevel::Success => "success",
            GoalLevel::Primary => "primary",
            GoalLevel::Warning => "warning",
            GoalLevel::Error => "error",
        }
    }
}

/// Percent of goal (None when there is no goal).
pub fn percent_of_goal(actual: f64, goal: f64) -> Option<f64> {
    (goal > 0.0).then(|| actual / goal * 100.0)
}

/// spec 3 §9 goal colours at 100 / 80 / 60 %; a zero goal is met.
pub fn goal_level(actual: f64, goal: f64) -> GoalLevel {
    match percent_of_goal(actual, goal) {
        None => GoalLevel::Success,
        Some(p) if p >= 100.0 => GoalLevel::Success,
        Some(p) if p >= 80.0 => GoalLevel::Primary,
        Some(p) if p >= 60.0 => GoalLevel::Warning,
        Some(_) => GoalLevel::Error,
    }
}

/// spec 3 §9: "Expected pace is goal/5 per weekday": what the week should have reached by the
/// end of `day` (Saturday and Sunday: the whole goal).
pub fn expected_weekly_pace(weekly_goal: i64, day: NaiveDate) -> i64 {
    let weekdays_done = (day.weekday().number_from_monday() as i64).min(5);
    weekly_goal * weekdays_done / 5
}

/// spec 3 §9: "Year-to-date icons: 100% or more, 90% or more, 75% or more, else alert."
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YtdIcon {
    Met,
    Close,
    Behind,
    Alert,
}

impl YtdIcon {
    pub fn name(self) -> &'static str {
        match self {
            YtdIcon::Met => "met",
            YtdIcon::Close => "close",
            YtdIcon::Behind => "behind",
            YtdIcon::Alert => "alert",
        }
    }
}

pub fn ytd_icon(actual: i64, goal: i64) -> YtdIcon {
    match percent_of_goal(actual as f64, goal as f64) {
        None => YtdIcon::Met,
        Some(p) if p >= 100.0 => YtdIcon::Met,
        Some(p) if p >= 90.0 => YtdIcon::Close,
        Some(p) if p >= 75.0 => YtdIcon::Behind,
        Some(_) => YtdIcon::Alert,
    }
}

/// The year-to-date weekly goal: the weekly goal times the weeks begun since 1 January
/// (Mondays up to `today`, counting the week of 1 January).
pub fn ytd_weekly_goal(weekly_goal: i64, today: NaiveDate) -> i64 {
    let jan1 = NaiveDate::from_ymd_opt(today.year(), 1, 1).expect("1 January");
    let first_monday = jan1 - chrono::Duration::days(jan1.weekday().num_days_from_monday() as i64);
    let weeks = (today - first_monday).num_days() / 7 + 1;
    weekly_goal * weeks
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trend {
    Up,
    Flat,
    Down,
}

impl Trend {
    pub fn name(self) -> &'static str {
        match self {
            Trend::Up => "up",
            Trend::Flat => "flat",
            Trend::Down => "down",
        }
    }
}

/// spec 3 §9: "The 4-week trend needs at least 4 weeks; 60% or more up is upward, 40% or less
/// is downward." Over the last four complete weeks (oldest first), the share of week-on-week
/// moves that went up among the moves that changed (docs/decisions.md "orghome").
pub fn four_week_trend(weeks: &[i64]) -> Option<Trend> {
    if weeks.len() < 4 {
        return None;
    }
    let last = &weeks[weeks.len() - 4..];
    let (mut up, mut moved) = (0, 0);
    for pair in last.windows(2) {
        if pair[1] != pair[0] {
            moved += 1;
            if pair[1] > pair[0] {
                up += 1;
            }
        }
    }
    if moved == 0 {
        return Some(Trend::Flat);
    }
    let share = up as f64 / moved as f64 * 100.0;
    Some(if share >= 60.0 {
        Trend::Up
    } else if share <= 40.0 {
        Trend::Down
    } else {
        Trend::Flat
    })
}

/// spec 3 §9: "monthly pre-lit goal 180000, lit goal 60000, scaled by days/30.44".
pub fn scaled_monthly_goal(monthly_goal: i64, days: i64) -> i64 {
    (monthly_goal as f64 * days as f64 / 30.44).round() as i64
}

/// spec 3 §2.3: "Bar colours: green at goal, amber at 80% of goal, red above 0."
pub fn bar_colour(actual: i64, goal: i64) -> Option<&'static str> {
    if goal > 0 && actual >= goal {
        Some("green")
    } else if goal > 0 && actual * 10 >= goal * 8 {
        Some("amber")
    } else if actual > 0 {
        Some("red")
    } else {
        None
    }
}

/// spec 3 §2.3: "Fee charts strip the attorney-code suffix '-P'."
pub fn fee_chart_code(code: &str) -> &str {
    code.strip_suffix("-P").unwrap_or(code)
}

/// spec 3 §2.3: "Data labels are hidden for values below 1000" (dollars; cents here).
pub fn shows_data_label(cents: i64) -> bool {
    cents >= 1_000 * 100
}

/// Whether a weekday (for the weekly pace line).
pub fn is_weekday(d: NaiveDate) -> bool {
    !matches!(d.weekday(), Weekday::Sat | Weekday::Sun)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn spec_3_section_9_text_colours_at_100_80_60() {
        // "100% or more success, 80% or more primary, 60% or more warning, else error."
        assert_eq!(goal_level(100.0, 100.0), GoalLevel::Success);
        assert_eq!(goal_level(99.99, 100.0), GoalLevel::Primary);
        assert_eq!(goal_level(80.0, 100.0), GoalLevel::Primary);
        assert_eq!(goal_level(79.9, 100.0), GoalLevel::Warning);
        assert_eq!(goal_level(60.0, 100.0), GoalLevel::Warning);
        assert_eq!(goal_level(59.9, 100.0), GoalLevel::Error);
        assert_eq!(goal_level(0.0, 0.0), GoalLevel::Success, "no goal");
    }

    #[test]
    fn spec_3_section_9_weekly_pace_ytd_and_trend() {
        // "Expected pace is goal/5 per weekday." Monday 23 Nov 2026 .. Sunday 29th.
        assert_eq!(expected_weekly_pace(540_000 * 100, d(2026, 11, 23)), 108_000 * 100);
        assert_eq!(expected_weekly_pace(540_000 * 100, d(2026, 11, 25)), 324_000 * 100);
        assert_eq!(expected_weekly_pace(540_000 * 100, d(2026, 11, 29)), 540_000 * 100);
        // "Year-to-date icons: 100% or more, 90% or more, 75% or more, else alert."
        assert_eq!(ytd_icon(100, 100), YtdIcon::Met);
        assert_eq!(ytd_icon(90, 100), YtdIcon::Close);
        assert_eq!(ytd_icon(89, 100), YtdIcon::Behind);
        assert_eq!(ytd_icon(75, 100), YtdIcon::Behind);
        assert_eq!(ytd_icon(74, 100), YtdIcon::Alert);
        // 1 Jan 2026 is a Thursday: its week counts; 23 Nov is in week 48.
        assert_eq!(ytd_weekly_goal(10, d(2026, 1, 1)), 10);
        assert_eq!(ytd_weekly_goal(10, d(2026, 11, 23)), 480);
        // "The 4-week trend needs at least 4 weeks; 60% or more up is upward, 40% or less is downward."
        assert_eq!(four_week_trend(&[1, 2, 3]), None);
        assert_eq!(four_week_trend(&[1, 2, 3, 4]), Some(Trend::Up));
        assert_eq!(four_week_trend(&[9, 1, 2, 3, 1]), Some(Trend::Up), "2 of 3 moves up: 67%");
        assert_eq!(four_week_trend(&[4, 3, 2, 3]), Some(Trend::Down), "1 of 3 up: 33%");
        assert_eq!(four_week_trend(&[4, 5, 5, 4]), Some(Trend::Flat), "1 of 2 moves up: 50%");
        assert_eq!(four_week_trend(&[4, 4, 4, 4]), Some(Trend::Flat));
    }

    #[test]
    fn spec_3_section_2_3_fee_chart_rules() {
        // "scaled by days/30.44": a 30-day period of the 180 000 pre-lit goal.
        assert_eq!(scaled_monthly_goal(180_000 * 100, 30), 17_739_816);
        // "Bar colours: green at goal, amber at 80% of goal, red above 0."
        assert_eq!(bar_colour(100, 100), Some("green"));
        assert_eq!(bar_colour(80, 100), Some("amber"));
        assert_eq!(bar_colour(79, 100), Some("red"));
        assert_eq!(bar_colour(0, 100), None);
        assert_eq!(fee_chart_code("LS-P"), "LS");
        assert_eq!(fee_chart_code("LS"), "LS");
        assert!(!shows_data_label(99_999) && shows_data_label(100_000));
    }
}
