//! The CM Scorecard's figures and colours (spec 2 §2 "Scorecard", §9; spec 3 §2.7, §9).
//! Computed at query time from the inventory, demand and review read models.

use chrono::{Datelike, NaiveDate, Weekday};

// spec 2 §9's "demand goal 1.25 per week (1.75 for one team for non-admin); review goal 0.5
// per week" are the firm's goals (`goals::Goals::scorecard_*`, edited on the goal screen and
// judged over time by `goals::periods::weighted_rate_goal`); the rules below take them.
/// spec 2 §9: "per-week averages assume 5-day week over the period length".
pub const WORK_DAYS_PER_WEEK: f64 = 5.0;
/// spec 2 §9: "Only 4 and 5 star reviews count".
pub const MIN_REVIEW_STARS: u32 = 4;

/// An active case (spec 2 §2 Team "Show Active Only hides No Status, Closed, Referred Out,
/// Settled"): the cases a case manager still works, the scorecard's Active count and the
/// cases its contact and file-review scores judge.
pub fn is_active_case(stage: Option<&str>) -> bool {
    !INACTIVE_STAGES.contains(&stage.unwrap_or("No Status"))
}

/// The stages that are not active (a case without a stage counts as No Status).
pub const INACTIVE_STAGES: [&str; 4] = ["No Status", "Closed", "Referred Out", "Settled"];

/// The active stages by name: those of every stage a case can have (`cases::rules::STAGES`,
/// what `stage_of` gives) that [`is_active_case`] keeps, so SQL can read them by index.
pub fn active_stages() -> Vec<&'static str> {
    crate::cases::rules::STAGES.into_iter().filter(|s| is_active_case(Some(s))).collect()
}

/// A scorecard cell's colour (spec 2 §9 "Scorecard colours").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreColour {
    Green,
    Orange,
    Red,
}

/// The weeks of a period at five working days a week: its weekdays (Monday–Friday, both ends
/// included) over 5. An empty or reversed period has none.
pub fn weeks_in(start: NaiveDate, end: NaiveDate) -> f64 {
    if end < start {
        return 0.0;
    }
    let weekdays = start.iter_days().take_while(|d| *d <= end).filter(|d| !matches!(d.weekday(), Weekday::Sat | Weekday::Sun)).count();
    weekdays as f64 / WORK_DAYS_PER_WEEK
}

/// A count per week of the period (0 when the period has no working day).
pub fn per_week(count: i64, weeks: f64) -> f64 {
    if weeks <= 0.0 {
        0.0
    } else {
        count as f64 / weeks
    }
}

/// The demand goal a viewer judges a row by: the goal team's (1.75) for the configured team
/// when the viewer is not an admin, else the firm's (1.25) (spec 2 §9).
pub fn demand_goal(viewer_is_admin: bool, on_goal_team: bool, goal: f64, team_goal: f64) -> f64 {
    if !viewer_is_admin && on_goal_team {
        team_goal
    } else {
        goal
    }
}

/// A percentage score of cases kept up (client contact, file review): 100 × done / cases;
/// 100 when there is no case to keep up.
pub fn kept_up_score(num_cases: i64, num_not_done: i64) -> f64 {
    if num_cases <= 0 {
        100.0
    } else {
        100.0 * (num_cases - num_not_done.clamp(0, num_cases)) as f64 / num_cases as f64
    }
}

/// spec 2 §9: "CM score = 100 x sum of: contact score/100 x 0.4 (cap 0.4), reviews per
/// week/0.5 x 0.1 (cap 0.1), demands per week/goal x 0.5 (cap 0.5)." The 0.5 is the review
/// goal; a goal of 0 (none) adds nothing.
pub fn cm_score(contact_score: f64, reviews_per_week: f64, demands_per_week: f64, demand_goal: f64, review_goal: f64) -> f64 {
    let contact = (contact_score / 100.0 * 0.4).min(0.4);
    let reviews = if review_goal > 0.0 { (reviews_per_week / review_goal * 0.1).min(0.1) } else { 0.0 };
    let demands = if demand_goal > 0.0 { (demands_per_week / demand_goal * 0.5).min(0.5) } else { 0.0 };
    100.0 * (contact.max(0.0) + reviews.max(0.0) + demands.max(0.0))
}

/// spec 2 §9: "active cases above 70 red, above 60 orange, else green".
pub fn active_cases_colour(active: i64) -> ScoreColour {
    match active {
        a if a > 70 => ScoreColour::Red,
        a if a > 60 => ScoreColour::Orange,
        _ => ScoreColour::Green,
    }
}

/// spec 2 §9: "reviews per week below 0.4 red, below 0.5 orange": below the review goal
/// orange, below 80 % of it (0.4 of 0.5) red, so a changed goal moves both bounds
/// (docs/decisions.md "goals2").
pub fn reviews_colour(reviews_per_week: f64, review_goal: f64) -> ScoreColour {
    if reviews_per_week < 0.8 * review_goal - 1e-9 {
        ScoreColour::Red
    } else if reviews_per_week < review_goal {
        ScoreColour::Orange
    } else {
        ScoreColour::Green
    }
}

/// spec 2 §9: "file review, contact, CM scores below 75 red, below 90 orange".
pub fn score_colour(score: f64) -> ScoreColour {
    if score < 75.0 {
        ScoreColour::Red
    } else if score < 90.0 {
        ScoreColour::Orange
    } else {
        ScoreColour::Green
    }
}

/// spec 2 §9: "demands per week below 75% of goal red, below goal orange".
pub fn demands_colour(demands_per_week: f64, goal: f64) -> ScoreColour {
    if demands_per_week < 0.75 * goal {
        ScoreColour::Red
    } else if demands_per_week < goal {
        ScoreColour::Orange
    } else {
        ScoreColour::Green
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    // spec 2 §9: "per-week averages assume 5-day week over the period length".
    #[test]
    fn weeks_count_five_working_days() {
        // November 2026: 21 weekdays → 4.2 weeks.
        assert_eq!(weeks_in(d(2026, 11, 1), d(2026, 11, 30)), 4.2);
        // Mon 16 – Sun 22 Nov: one week; a weekend alone has none.
        assert_eq!(weeks_in(d(2026, 11, 16), d(2026, 11, 22)), 1.0);
        assert_eq!(weeks_in(d(2026, 11, 21), d(2026, 11, 22)), 0.0);
        assert_eq!(per_week(3, 0.0), 0.0);
        assert_eq!(per_week(6, 4.0), 1.5);
        assert_eq!(weeks_in(d(2026, 11, 30), d(2026, 11, 1)), 0.0);
    }

    // spec 2 §9: "demand goal 1.25 per week (1.75 for one team for non-admin)".
    #[test]
    fn the_demand_goal_is_higher_for_the_goal_team_seen_by_a_non_admin() {
        assert_eq!(demand_goal(true, true, 1.25, 1.75), 1.25);
        assert_eq!(demand_goal(false, false, 1.25, 1.75), 1.25);
        assert_eq!(demand_goal(false, true, 1.25, 1.75), 1.75);
        // The firm's changed goals are the ones used.
        assert_eq!(demand_goal(false, true, 1.5, 2.0), 2.0);
    }

    // spec 2 §9: "CM score = 100 x sum of: contact score/100 x 0.4 (cap 0.4), reviews per
    // week/0.5 x 0.1 (cap 0.1), demands per week/goal x 0.5 (cap 0.5)".
    #[test]
    fn the_cm_score_weighs_and_caps_its_three_parts() {
        assert!((cm_score(100.0, 0.5, 1.25, 1.25, 0.5) - 100.0).abs() < 1e-9);
        // 80 % contacted (32) + 0.25 reviews/week (5) + 0.625 demands/week (25) = 62.
        assert!((cm_score(80.0, 0.25, 0.625, 1.25, 0.5) - 62.0).abs() < 1e-9);
        // Caps: twice the review and demand goals still add only 10 and 50.
        assert!((cm_score(100.0, 1.0, 2.5, 1.25, 0.5) - 100.0).abs() < 1e-9);
        assert_eq!(cm_score(0.0, 0.0, 0.0, 1.25, 0.5), 0.0);
        // The team goal of 1.75: 1.75 demands/week is the full 50.
        assert!((cm_score(0.0, 0.0, 1.75, 1.75, 0.5) - 50.0).abs() < 1e-9);
        // A review goal raised to 1 a week: 0.5 reviews/week is half the 10.
        assert!((cm_score(0.0, 0.5, 0.0, 1.25, 1.0) - 5.0).abs() < 1e-9);
        // Goals of 0 (none) add nothing and never divide by zero.
        assert_eq!(cm_score(0.0, 1.0, 1.0, 0.0, 0.0), 0.0);
    }

    #[test]
    fn active_cases_leave_out_no_status_closed_referred_out_and_settled() {
        assert!(is_active_case(Some("Treating")) && is_active_case(Some("Negotiation")) && is_active_case(Some("Intake")));
        for s in [None, Some("No Status"), Some("Closed"), Some("Referred Out"), Some("Settled")] {
            assert!(!is_active_case(s), "{s:?}");
        }
    }

    #[test]
    fn kept_up_scores_are_percentages_of_the_cases() {
        assert_eq!(kept_up_score(10, 3), 70.0);
        assert_eq!(kept_up_score(0, 0), 100.0);
        assert_eq!(kept_up_score(4, 4), 0.0);
    }

    // spec 2 §9: "Scorecard colours: active cases above 70 red, above 60 orange, else green;
    // reviews per week below 0.4 red, below 0.5 orange; file review, contact, CM scores below
    // 75 red, below 90 orange; demands per week below 75% of goal red, below goal orange."
    #[test]
    fn scorecard_colours_at_every_boundary() {
        assert_eq!(active_cases_colour(60), ScoreColour::Green);
        assert_eq!(active_cases_colour(61), ScoreColour::Orange);
        assert_eq!(active_cases_colour(70), ScoreColour::Orange);
        assert_eq!(active_cases_colour(71), ScoreColour::Red);
        assert_eq!(reviews_colour(0.39, 0.5), ScoreColour::Red);
        assert_eq!(reviews_colour(0.4, 0.5), ScoreColour::Orange);
        assert_eq!(reviews_colour(0.5, 0.5), ScoreColour::Green);
        // A review goal of 1 a week: red below 0.8, orange below 1.
        assert_eq!(reviews_colour(0.79, 1.0), ScoreColour::Red);
        assert_eq!(reviews_colour(0.8, 1.0), ScoreColour::Orange);
        assert_eq!(reviews_colour(1.0, 1.0), ScoreColour::Green);
        assert_eq!(score_colour(74.9), ScoreColour::Red);
        assert_eq!(score_colour(75.0), ScoreColour::Orange);
        assert_eq!(score_colour(89.9), ScoreColour::Orange);
        assert_eq!(score_colour(90.0), ScoreColour::Green);
        assert_eq!(demands_colour(0.93, 1.25), ScoreColour::Red);
        assert_eq!(demands_colour(0.9375, 1.25), ScoreColour::Orange);
        assert_eq!(demands_colour(1.24, 1.25), ScoreColour::Orange);
        assert_eq!(demands_colour(1.25, 1.25), ScoreColour::Green);
    }

    /// The active stages named for SQL are exactly the stages `is_active_case` keeps, and every
    /// stage a status maps to is one of `STAGES` (spec 2 §2 Team "Show Active Only hides No
    /// Status, Closed, Referred Out, Settled").
    #[test]
    fn active_stages_are_the_stages_the_rule_keeps() {
        assert_eq!(active_stages(), vec!["Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "UIM"]);
        for label in ["INT 01 - Follow Up", "REF OUT 3 - Accepted", "CLO-CASE CLOSED", "PL 01 - Medical", "PL 04", "PL 06", "PL 10", "PL 12", "XYZ"] {
            let stage = crate::cases::rules::stage_of(label);
            assert!(crate::cases::rules::STAGES.contains(&stage), "{label} → {stage}");
            assert_eq!(active_stages().contains(&stage), is_active_case(Some(stage)), "{label}");
        }
    }
}
