//! The demo firm's own goals (issue 14: goals are configuration). The spec's goals are for the
//! original firm; the demo firm is smaller, so its admin set goals that fit its volume: at
//! scale 1 it retains about 110 cases and sends about 110 demands a month, so the home page
//! shows offices ahead and behind rather than every card red. Two sets: one at the start of
//! the history and a raise from the first day of the current quarter (so the audit list has
//! history too).

use chrono::{Datelike, NaiveDate};
use domain::goals::catalog::{MERIDIAN, SANDY, SPOKANE_VALLEY};
use domain::goals::{FirmGoals, Goals, SetGoals, GoalEvent, GOALS_STREAM};
use domain::Aggregate;

use super::calendar::Calendar;

/// Morgan Hale, the demo's admin (user 1), sets the goals.
pub const GOALS_ADMIN: i64 = 1;

fn scaled(v: i64, scale: f64) -> i64 {
    ((v as f64 * scale).round() as i64).max(1)
}

/// The demo firm's goals at `scale` (`raise` percent above the base).
pub fn demo_goals(scale: f64, raise: i64) -> Goals {
    let up = |v: i64| scaled(v * (100 + raise) / 100, scale);
    let mut g = Goals::default();
    g.new_cases_per_month = up(120);
    g.new_cases_by_office = [(SANDY, up(55)), (SPOKANE_VALLEY, up(40)), (MERIDIAN, up(25))].into();
    g.demands_per_month = up(115);
    g.demands_by_office = [(SANDY, up(50)), (SPOKANE_VALLEY, up(40)), (MERIDIAN, up(25))].into();
    // Fees: the spec's per-business-day goal, scaled.
    g.fees_per_business_day = scaled(g.fees_per_business_day, scale);
    // Home's fee charts (spec 3 §2.3, §9): at scale 1 the demo firm books about $230,000 a
    // week (Sandy ~$100k, Spokane Valley ~$65k, Meridian ~$40k) and its busiest attorneys
    // about $120,000 a month, so goals near those show weeks and attorneys at, near and
    // below goal rather than every bar red.
    g.weekly_fees = scaled(250_000 * 100, scale);
    g.weekly_fees_by_office = [(SANDY, scaled(110_000 * 100, scale)), (SPOKANE_VALLEY, scaled(65_000 * 100, scale)), (MERIDIAN, scaled(40_000 * 100, scale))].into();
    g.monthly_prelit_fees = scaled(110_000 * 100, scale);
    g.monthly_lit_fees = scaled(25_000 * 100, scale);
    g.quarter_demands = up(340);
    g.quarter_banked = up(45);
    g
}

/// The goal events of the demo history: (effective date, event).
pub fn goal_events(cal: &Calendar, scale: f64, organization_id: i64) -> Vec<(NaiveDate, GoalEvent)> {
    if scale <= 0.0 {
        return vec![];
    }
    let quarter_start = domain::goals::calendar::quarter_of(cal.anchor).0;
    let history_start = NaiveDate::from_ymd_opt(cal.start.year(), 1, 1).unwrap_or(cal.start);
    let mut state = FirmGoals::default();
    let mut out = vec![];
    for (from, raise) in [(history_start, 0), (quarter_start, 5)] {
        let command = SetGoals { organization_id, effective_from: from, goals: demo_goals(scale, raise) };
        for event in state.decide(command).unwrap_or_default() {
            state = state.apply(&event);
            out.push((from, event));
        }
    }
    out
}

/// The stream the demo writes them to.
pub fn stream(organization_id: i64) -> String {
    format!("{GOALS_STREAM}-{organization_id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_goals_fit_the_demo_firm_and_change_once() {
        let g = demo_goals(1.0, 0);
        assert_eq!((g.new_cases_per_month, g.demands_per_month), (120, 115));
        assert_eq!(g.fees_per_business_day, 108_000 * 100);
        assert_eq!((g.weekly_fees, g.monthly_prelit_fees, g.monthly_lit_fees), (250_000 * 100, 110_000 * 100, 25_000 * 100));
        assert_eq!(Goals::office_goal(&g.weekly_fees_by_office, SANDY), 110_000 * 100);
        g.check().unwrap();
        assert!(demo_goals(1.0, 5).quarter_demands > g.quarter_demands);
        assert_eq!(demo_goals(0.05, 0).new_cases_per_month, 6);
    }
}
