//! The pacing card and the forecast (spec 1 §9; docs/decisions.md "intakestats").

use async_graphql::Context;
use chrono::{Duration, NaiveDate};
use domain::business_days::{first_of_month, last_of_month};
use domain::intake::stats as rules;
use domain::goals::Goals;
use domain::intake::stats::ForecastInput;

use projections::organization::read::OrgData;
use app::error::AppError;
use projections::intake::read::stats::{conversion_groups, pipeline_groups, retained_days, Window};
use super::stats_types::{IntakePacing, PacingOffice, RetainedForecast};
use crate::auth::viewer::ContextExt;
use app::error::AppResult;

/// How far back the forecast's historical conversion looks (docs/decisions.md "intakestats").
const CONVERSION_HISTORY_DAYS: i64 = 90;
/// How old a wanted lead may be and still count in the pipeline.
const PIPELINE_DAYS: i64 = 60;
pub(super) async fn org_data(ctx: &Context<'_>, org: i64) -> AppResult<std::sync::Arc<OrgData>> {
    ctx.org(org).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))
}

pub(super) fn office_name(org: &OrgData, id: Option<i64>) -> String {
    id.and_then(|id| org.offices.iter().find(|o| o.office_id == id)).map(|o| o.name.clone()).unwrap_or_else(|| "Other".into())
}

/// Cases retained on a day in an office (mass torts left out, spec 1 §9), and how many.
struct RetainedDay {
    day: NaiveDate,
    office_id: Option<i64>,
    count: i64,
}

fn retained_between(rows: &[RetainedDay], start: NaiveDate, end: NaiveDate, office: Option<i64>) -> i64 {
    rows.iter().filter(|r| r.day >= start && r.day <= end && (office.is_none() || r.office_id == office)).map(|r| r.count).sum()
}

/// The pacing card's facts, counted in SQL (thousands of cases each, a few dozen groups;
/// issue #17), read side by side with the goals: the cases retained per day and office in
/// `retained`; the leads ever wanted in `history` by retained or not and mass tort (the
/// historical conversion, `rules::historical_conversion`); the open leads wanted in `recent`
/// (the pipeline: not retained, not closed).
async fn pacing_facts(ctx: &Context<'_>, org: i64, retained: Window, history: Window, recent: Window) -> AppResult<(projections::goals::read::StoredGoals, Vec<RetainedDay>, f64, i64)> {
    let (pool, scope) = (ctx.state().db.pool(), ctx.org_scope(org));
    let (goals, days, history, recent) = tokio::try_join!(
        projections::goals::read::load_goals(pool, org),
        retained_days(pool, scope, retained),
        conversion_groups(pool, scope, history),
        pipeline_groups(pool, scope, recent),
    )?;
    let days = days
        .into_iter()
        .filter(|(k, _)| domain::cases::rules::counts_as_retained(true, k.is_mass_tort))
        .map(|(k, n)| RetainedDay { day: k.day, office_id: k.office_id, count: n })
        .collect();
    // Ever wanted: closing clears the wanted date, and the lost leads must still count.
    let conversion = rules::historical_conversion(history.iter().flat_map(|(k, n)| {
        let lead = rules::ConversionLead { ever_wanted: true, retained: k.retained, is_mass_tort: k.is_mass_tort };
        std::iter::repeat_n(lead, (*n).max(0) as usize)
    }));
    let open = recent.iter().filter(|(k, _)| domain::cases::rules::counts_as_wanted(true, k.is_mass_tort) && k.open).map(|(_, n)| n).sum();
    Ok((goals, days, conversion, open))
}

struct Pipeline {
    open: i64,
    conversion: f64,
}

/// `days`: the window's elapsed and remaining business days (`rules::window_days`).
fn forecast(start: NaiveDate, end: NaiveDate, days: (i64, i64), retained: i64, p: &Pipeline, extra: f64, goal: f64) -> RetainedForecast {
    let (elapsed, remaining) = days;
    let f = rules::forecast(ForecastInput {
        retained_so_far: retained,
        elapsed_business_days: elapsed,
        remaining_business_days: remaining,
        pipeline: p.open,
        historical_conversion: p.conversion,
        extra_per_day: extra,
    });
    RetainedForecast {
        start_date: start,
        end_date: end,
        retained_so_far: retained,
        elapsed_business_days: elapsed,
        remaining_business_days: remaining,
        pace_per_day: f.pace_per_day,
        from_pace: f.from_pace,
        pipeline: p.open,
        historical_conversion_percent: domain::intake::rules::round_to(p.conversion * 100.0, 1),
        from_pipeline: f.from_pipeline,
        extra_per_day: extra,
        from_what_if: f.from_what_if,
        projected: f.projected,
        goal,
        projected_level: rules::pacing_level((goal > 0.0).then(|| f.projected / goal * 100.0)).into(),
    }
}

pub async fn pacing(ctx: &Context<'_>, org: i64, start: NaiveDate, end: NaiveDate, today: NaiveDate, extra: f64) -> AppResult<IntakePacing> {
    let data = org_data(ctx, org).await?;
    let cal = ctx.state().config.firm.business_calendar();
    let capped = end.min(today).max(start);
    let (month_start, month_end) = (first_of_month(capped), last_of_month(capped));
    // spec 1 §9 "Monthly retained goal 268" is the goal catalogue's new cases per month (one
    // source with Home's New Cases card), as in force for the month of the period's end.
    let (history_days, pipeline_days) = (CONVERSION_HISTORY_DAYS, PIPELINE_DAYS);
    // One read covers the period, its month and the conversion history before the month.
    let from = start.min(month_start) - Duration::days(history_days);
    let (goals, rows, conversion, open) = pacing_facts(
        ctx,
        org,
        Window::Retained { start: from, end: end.max(month_end) },
        Window::EverWanted { start: month_start - Duration::days(history_days), end: month_start - Duration::days(1) },
        Window::Wanted { start: today - Duration::days(pipeline_days), end: today },
    )
    .await?;
    let schedule = goals.schedule;
    let goals: &Goals = schedule.judging(month_start, capped, today);
    let pipeline = Pipeline { open, conversion };

    let mut offices = vec![];
    for o in &data.offices {
        // spec 1 §9 "Retained goal per business day per office": the goal catalogue's rate
        // (hundredths, by office id), each month of the period at the rate judging it; the
        // rate shown is the one judging the period's end.
        let office_rate = |g: &Goals| Goals::office_goal(&g.retained_per_business_day_by_office, o.office_id);
        let rate = domain::goals::catalog::rate_value(office_rate(goals));
        let retained = retained_between(&rows, start, end, Some(o.office_id));
        let month_goal = rules::prorated_monthly_goal(&cal, Goals::office_goal(&goals.new_cases_by_office, o.office_id), capped);
        let full_rate_goal = domain::goals::periods::per_business_day_rate_goal(&cal, &schedule, start, end, today, office_rate);
        if full_rate_goal == 0.0 && rate == 0.0 && retained == 0 && month_goal == 0 {
            continue;
        }
        // "goal = business days in the period (end capped at today) times the rate, rounded to 1 decimal"
        let goal = domain::intake::rules::round_to(domain::goals::periods::per_business_day_rate_goal(&cal, &schedule, start, end.min(today), today, office_rate), 1);
        let percent = rules::percent_of_goal(retained, goal);
        offices.push(PacingOffice {
            office_id: o.office_id,
            office: office_name(&data, Some(o.office_id)),
            retained,
            goal,
            rate_per_business_day: rate,
            percent,
            level: rules::pacing_level(percent).into(),
            label: rules::office_label(retained, goal),
            month_goal,
            month_retained: retained_between(&rows, month_start, capped, Some(o.office_id)),
        });
    }
    offices.sort_by(|a, b| b.goal.total_cmp(&a.goal).then_with(|| a.office.cmp(&b.office)));

    let retained = retained_between(&rows, start, end, None);
    let goal = domain::intake::rules::round_to(offices.iter().map(|o| o.goal).sum(), 1);
    let full_goal = domain::intake::rules::round_to(
        data.offices
            .iter()
            .map(|o| domain::goals::periods::per_business_day_rate_goal(&cal, &schedule, start, end, today, |g| Goals::office_goal(&g.retained_per_business_day_by_office, o.office_id)))
            .sum(),
        1,
    );
    let remaining = rules::remaining_business_days(&cal, today.max(start), end);
    let percent = rules::percent_of_goal(retained, goal);
    let month_retained = retained_between(&rows, month_start, capped, None);
    let month_goal = rules::prorated_monthly_goal(&cal, goals.new_cases_per_month, capped);
    let month_remaining = rules::remaining_business_days(&cal, today.max(month_start), month_end);
    let month_percent = rules::percent_of_goal(month_retained, month_goal as f64);
    let month_label = if month_retained as f64 >= month_goal as f64 {
        "On track!".to_string()
    } else {
        format!("+{}/day needed", rules::catch_up_per_day(goals.new_cases_per_month as f64, month_retained, month_remaining))
    };
    Ok(IntakePacing {
        start_date: start,
        end_date: end,
        capped_end_date: capped,
        business_days: cal.business_days(start, end.min(today)),
        remaining_business_days: remaining,
        retained,
        goal,
        percent,
        level: rules::pacing_level(percent).into(),
        label: if retained as f64 >= goal { "On track!".into() } else { rules::total_label(retained, full_goal, remaining) },
        catch_up_per_day: if retained as f64 >= goal { 0 } else { rules::catch_up_per_day(full_goal, retained, remaining) },
        offices,
        month_retained,
        month_goal,
        month_full_goal: goals.new_cases_per_month,
        month_percent,
        month_level: rules::pacing_level(month_percent).into(),
        month_label,
        month_forecast: forecast(month_start, month_end, rules::window_days(&cal, month_start, month_end, today), month_retained, &pipeline, extra, goals.new_cases_per_month as f64),
        period_forecast: forecast(start, end, rules::window_days(&cal, start, end, today), retained, &pipeline, extra, full_goal),
    })
}
