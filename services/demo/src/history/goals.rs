//! The demo firm's own goals (issue 14: goals are configuration). The spec's goals are for the
//! original firm; the demo firm is smaller, so its admin set goals that fit its volume: at
//! scale 1 it retains about 110 cases and sends about 110 demands a month, so the home page
//! shows offices ahead and behind rather than every card red. Two sets: one at the start of
//! the history and a raise from the first day of the current quarter (so the audit list has
//! history too).

use chrono::{Datelike, NaiveDate};
use domain::goals::catalog::{MERIDIAN, MONTANA, SANDY, SEA_TAC, SPOKANE_VALLEY, WYOMING};
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
    // Fees (spec 3 §9 "Fees goal 108000 per business day", "average fee goal 15000", weekly
    // 540000 and per office): the spec's figures are the original firm's. At scale 1 the demo
    // firm books about $1.07M a month in 2026 (~$51k a business day, months from $0.75M to
    // $1.39M), ~$245k a week (Sandy ~$109k, Spokane Valley ~$63k, Meridian ~$43k) at an
    // average fee near $11,500. Fee goals a little under those means (the average fee goal a
    // little over) put Home's Fees in Period and Average Fee cards near goal on a typical day
    // (some months over, some behind) and the weeks green, amber and red (docs/decisions.md
    // "Demo fee goals"). Weekly = 5 × daily.
    let daily = 48_000;
    g.fees_per_business_day = scaled(daily * 100, scale);
    g.average_fee = 12_500 * 100;
    g.weekly_fees = scaled(5 * daily * 100, scale);
    g.weekly_fees_by_office = [(SANDY, scaled(105_000 * 100, scale)), (SPOKANE_VALLEY, scaled(62_000 * 100, scale)), (MERIDIAN, scaled(40_000 * 100, scale))].into();
    // Attorney fees: the busiest attorney books ~$144k a month, most $45k-$90k; the charts' and
    // the Attorney Stats' monthly goals are one figure as in the spec (180 000 both), lit a
    // third of it, the medium thresholds at the spec's 5/6.
    g.monthly_prelit_fees = scaled(75_000 * 100, scale);
    g.monthly_lit_fees = scaled(25_000 * 100, scale);
    g.attorney_fees = g.monthly_prelit_fees;
    g.attorney_fees_medium = g.attorney_fees * 5 / 6;
    g.litigation_fees = g.monthly_lit_fees;
    g.litigation_fees_medium = g.litigation_fees * 5 / 6;
    // spec 1 §9 "Retained goal per business day per office: Meridian 1.9, Spokane Valley 3.8,
    // Sandy 3.8, Sea-Tac 0.25, Wyoming 0.25, Montana 0.25" (hundredths). The demo firm retains,
    // over a year at scale 1, ~2.1 a business day in Sandy, ~1.6 in Spokane Valley, ~1.0 in
    // Meridian and ~0.1 in each small office (months from 1.5 to 2.7 in Sandy): rates a little
    // under those means put the intake pacing card's offices ahead and behind on a typical day.
    g.retained_per_business_day_by_office =
        [(SANDY, up(200)), (SPOKANE_VALLEY, up(150)), (MERIDIAN, up(90)), (SEA_TAC, up(10)), (WYOMING, up(10)), (MONTANA, up(10))].into();
    // spec 2 §9 "demand goal 1.25 per week (1.75 for one team for non-admin); review goal 0.5
    // per week". The demo's paralegals send ~1.5–2.2 demands a week on their cases and its case
    // managers ~2–2.9, so at 1.25 every row was green: 1.75 (and 2.25 for the goal team) leaves
    // some orange; the review goal stays the spec's. Not scaled: a smaller demo has fewer
    // cases and fewer staff alike.
    g.scorecard_demands_per_week = 175;
    g.scorecard_team_demands_per_week = 225;
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
    use crate::history::{DemoOptions, History, DEFAULT_SEED};
    use domain::cases::CaseEvent;
    use domain::goals::calendar::BusinessCalendar;

    #[test]
    fn demo_goals_fit_the_demo_firm_and_change_once() {
        let g = demo_goals(1.0, 0);
        assert_eq!((g.new_cases_per_month, g.demands_per_month), (120, 115));
        // spec 3 §9 "Expected pace is goal/5 per weekday": the weekly goal is five business days.
        assert_eq!((g.fees_per_business_day, g.weekly_fees), (48_000 * 100, 5 * 48_000 * 100));
        assert_eq!((g.average_fee, g.monthly_prelit_fees, g.monthly_lit_fees), (12_500 * 100, 75_000 * 100, 25_000 * 100));
        assert_eq!((g.attorney_fees, g.litigation_fees), (g.monthly_prelit_fees, g.monthly_lit_fees));
        assert_eq!(Goals::office_goal(&g.weekly_fees_by_office, SANDY), 105_000 * 100);
        // The offices' weekly goals leave room for the small offices, as the spec's do
        // (134 400 + 258 000 + 91 728 < 540 000).
        assert!(g.weekly_fees_by_office.values().sum::<i64>() < g.weekly_fees);
        g.check().unwrap();
        assert!(demo_goals(1.0, 5).quarter_demands > g.quarter_demands);
        assert_eq!(demo_goals(0.05, 0).new_cases_per_month, 6);
        assert_eq!(Goals::office_goal(&g.retained_per_business_day_by_office, SANDY), 200);
        assert_eq!(Goals::office_goal(&demo_goals(1.0, 5).retained_per_business_day_by_office, SANDY), 210);
        assert_eq!(Goals::office_goal(&demo_goals(0.05, 0).retained_per_business_day_by_office, MONTANA), 1, "never 0 at a small scale");
        assert_eq!((g.scorecard_demands_per_week, g.scorecard_team_demands_per_week, g.scorecard_reviews_per_week), (175, 225, 50));
    }

    /// The retained goals per business day against the demo's own volume: over the twelve
    /// months before the anchor's, each of the three big offices retains 95–125 % of its rate a
    /// business day, and some of its months are behind (a believable pacing card).
    #[test]
    fn the_retained_rates_fit_the_cases_the_demo_retains() {
        let anchor = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
        let h = History::new(&DemoOptions::at_scale(1.0, DEFAULT_SEED, Some(anchor)), chrono_tz::America::Denver, 2);
        let g = demo_goals(1.0, 0);
        let (from, to) = (NaiveDate::from_ymd_opt(2025, 11, 1).expect("date"), NaiveDate::from_ymd_opt(2026, 10, 31).expect("date"));
        let mut months: std::collections::BTreeMap<(i64, NaiveDate), i64> = Default::default();
        for lead in &h.leads {
            let Some(plan) = h.plan_case(lead).expect("plans") else { continue };
            if let (Some(day), Some(office)) = (plan.state.retained_date, plan.state.office_id) {
                if day >= from && day <= to {
                    *months.entry((office, day.with_day(1).expect("day 1"))).or_default() += 1;
                }
            }
        }
        let cal = BusinessCalendar::default();
        for office in [SANDY, SPOKANE_VALLEY, MERIDIAN] {
            let rate = Goals::office_goal(&g.retained_per_business_day_by_office, office) as f64 / 100.0;
            let year: i64 = months.iter().filter(|((o, _), _)| *o == office).map(|(_, n)| n).sum();
            let pace = year as f64 / cal.business_days(from, to) as f64 / rate;
            assert!((0.95..=1.25).contains(&pace), "office {office} at {pace:.2} of its rate");
            let behind = months.iter().filter(|((o, m), n)| *o == office && (**n as f64) < 0.9 * rate * cal.business_days(*m, domain::goals::calendar::last_of_month(*m)) as f64).count();
            assert!(behind > 0, "office {office} has months behind");
        }
    }

    /// The fee goals against the demo's own volume: over the twelve months before the anchor's,
    /// fees per business day and the average fee are within 80–115 % of their goals, and some
    /// months are over goal while others are behind (a believable Home, not all red or green).
    #[test]
    fn the_fee_goals_fit_the_fees_the_demo_books() {
        let anchor = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
        let h = History::new(&DemoOptions::at_scale(1.0, DEFAULT_SEED, Some(anchor)), chrono_tz::America::Denver, 2);
        let g = demo_goals(1.0, 0);
        let (from, to) = (NaiveDate::from_ymd_opt(2025, 11, 1).expect("date"), NaiveDate::from_ymd_opt(2026, 10, 31).expect("date"));
        let mut months: std::collections::BTreeMap<NaiveDate, (i64, i64)> = Default::default();
        for lead in &h.leads {
            let Some(plan) = h.plan_case(lead).expect("plans") else { continue };
            for (_, e) in plan.events() {
                if let CaseEvent::FeeRecorded(f) = e {
                    if f.fee_date >= from && f.fee_date <= to {
                        let m = months.entry(f.fee_date.with_day(1).expect("day 1")).or_default();
                        m.0 += f.amount_cents;
                        m.1 += 1;
                    }
                }
            }
        }
        let cal = BusinessCalendar::default();
        let pace: Vec<f64> = months
            .iter()
            .map(|(m, (cents, _))| *cents as f64 / (cal.business_days(*m, domain::goals::calendar::last_of_month(*m)) * g.fees_per_business_day) as f64)
            .collect();
        let (total, count) = months.values().fold((0, 0), |(t, n), (c, k)| (t + c, n + k));
        let days = cal.business_days(from, to);
        let daily = total as f64 / days as f64 / g.fees_per_business_day as f64;
        let average = total as f64 / count as f64 / g.average_fee as f64;
        assert!((0.80..=1.15).contains(&daily), "fees per business day at {daily:.2} of the goal");
        assert!((0.80..=1.15).contains(&average), "average fee at {average:.2} of the goal");
        assert!(pace.iter().any(|p| *p >= 1.0) && pace.iter().any(|p| *p < 0.8), "months over and behind: {pace:.2?}");
    }
}

