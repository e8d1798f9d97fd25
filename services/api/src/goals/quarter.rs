//! spec 3 §2.6 Quarter goals: demands and banked settlements of the current quarter against
//! the configured goals (the spec's frozen 2022 Q4 becomes the quarter of `asOf`), and the
//! spec's calls behind them, `totalDemandsInPeriod` and `bankedCasesInPeriod`.

use async_graphql::{Context, Object, SimpleObject};
use chrono::{Datelike, NaiveDate};
use domain::goals::calendar::quarter_of;
use domain::goals::rules::{goal_level, percent_of_goal};

use super::query::parse_date;
use projections::goals::read::{banked_cases, load_goals, total_demands};
use crate::auth::viewer::ContextExt;
use crate::cases::types::firm_today;
use app::error::{AppError, AppResult};


/// One progress bar.
#[derive(SimpleObject, Clone)]
pub struct GoalProgress {
    /// '4th Quarter Demands', '4th Quarter Settlements'.
    pub label: String,
    pub actual: i64,
    pub goal: i64,
    /// Percent of goal (1 decimal); none without a goal.
    pub percent: Option<f64>,
    /// spec 3 §9 goal colour: success, primary, warning or error.
    pub level: String,
}

#[derive(SimpleObject, Clone)]
pub struct QuarterGoals {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub demands: GoalProgress,
    pub settlements: GoalProgress,
}

fn ordinal(n: u32) -> &'static str {
    ["1st", "2nd", "3rd", "4th"][(n as usize - 1).min(3)]
}

fn progress(label: String, actual: i64, goal: i64) -> GoalProgress {
    GoalProgress {
        label,
        actual,
        goal,
        percent: percent_of_goal(actual as f64, goal as f64).map(|p| (p * 10.0).round() / 10.0),
        level: goal_level(actual as f64, goal as f64).name().into(),
    }
}

fn period(start: &str, end: &str) -> AppResult<(NaiveDate, NaiveDate)> {
    let (start, end) = (parse_date("startDate", start)?, parse_date("endDate", end)?);
    if end < start {
        return Err(AppError::bad_input("endDate", "The end date is before the start date"));
    }
    Ok((start, end))
}

#[derive(Default)]
pub struct QuarterGoalsQuery;

#[Object]
impl QuarterGoalsQuery {
    /// spec 3 §2.6: the quarter of `asOf` (default today in the firm's time zone), its demands
    /// and banked settlements against the goals in force at the quarter's end. Every member of
    /// the organization sees the firm's quarter (the /goals route has no role list).
    async fn quarter_goals(&self, ctx: &Context<'_>, as_of: Option<String>) -> AppResult<QuarterGoals> {
        let viewer = ctx.viewer().await?;
        let org_id = viewer.user.organization_id;
        let as_of = match as_of.as_deref() {
            Some(text) => parse_date("asOf", text)?,
            None => firm_today(ctx),
        };
        let (start, end) = quarter_of(as_of);
        let pool = ctx.state().db.pool();
        let goals = load_goals(pool, org_id).await?.schedule.at(end);
        let quarter = ordinal(start.month0() / 3 + 1);
        Ok(QuarterGoals {
            start_date: start,
            end_date: end,
            demands: progress(format!("{quarter} Quarter Demands"), total_demands(pool, ctx.org_scope(org_id), start, end).await?, goals.quarter_demands),
            settlements: progress(format!("{quarter} Quarter Settlements"), banked_cases(pool, ctx.org_scope(org_id), start, end).await?, goals.quarter_banked),
        })
    }

    /// spec 3 §7 totalDemandsInPeriod(startDate, endDate): demands sent in the period.
    async fn total_demands_in_period(&self, ctx: &Context<'_>, start_date: String, end_date: String) -> AppResult<i64> {
        let viewer = ctx.viewer().await?;
        let (start, end) = period(&start_date, &end_date)?;
        Ok(total_demands(ctx.state().db.pool(), ctx.org_scope(viewer.user.organization_id), start, end).await?)
    }

    /// spec 3 §7 bankedCasesInPeriod(startDate, endDate): cases with a banked settlement.
    async fn banked_cases_in_period(&self, ctx: &Context<'_>, start_date: String, end_date: String) -> AppResult<i64> {
        let viewer = ctx.viewer().await?;
        let (start, end) = period(&start_date, &end_date)?;
        Ok(banked_cases(ctx.state().db.pool(), ctx.org_scope(viewer.user.organization_id), start, end).await?)
    }
}
