//! spec 3 §2.6 Quarter goals: demands and banked settlements of the current quarter against
//! the configured goals (the spec's frozen 2022 Q4 becomes the quarter of `asOf`), and the
//! spec's calls behind them, `totalDemandsInPeriod` and `bankedCasesInPeriod`.

use std::collections::BTreeSet;

use async_graphql::{Context, Object, SimpleObject};
use chrono::{Datelike, Duration, NaiveDate};
use domain::goals::calendar::quarter_of;
use domain::goals::rules::{goal_level, percent_of_goal};
use sqlx::{AnyPool, Row};

use super::query::parse_date;
use projections::goals::read::load_goals;
use crate::auth::viewer::ContextExt;
use projections::read::OrgScope;
use projections::read::conditions::organization_row_sql;
use crate::cases::types::firm_today;
use crate::error::{ApiError, ApiResult};

/// Demands sent (liability and UIM) dated inside `[start, end]` on the organization's cases.
pub async fn total_demands(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<i64> {
    let row = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM stage_demands d JOIN cases c ON c.case_id = d.case_id WHERE {} AND d.demand_date >= $3 AND d.demand_date < $4",
        organization_row_sql("c.organization_id")
    ))
    .bind(org.id)
    .bind(org.is_default)
    .bind(start.to_string())
    .bind((end + Duration::days(1)).to_string())
    .fetch_one(pool)
    .await?;
    row.try_get::<i64, _>("n").map_err(ApiError::internal)
}

/// Cases with a settlement dated inside `[start, end]` whose fee is banked (spec 2 §4: not
/// "fees taken plus referral fee below the attorney fee and no closing date").
pub async fn banked_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ApiResult<i64> {
    let rows = sqlx::query(&format!(
        "SELECT s.case_id, s.attorney_fee_cents, s.referral_fee_cents, s.fees_taken_cents, s.closing_date FROM fee_settlements s \
         JOIN fee_cases c ON c.case_id = s.case_id WHERE {} AND s.settlement_date >= $3 AND s.settlement_date < $4",
        organization_row_sql("c.organization_id")
    ))
    .bind(org.id)
    .bind(org.is_default)
    .bind(start.to_string())
    .bind((end + Duration::days(1)).to_string())
    .fetch_all(pool)
    .await?;
    let mut cases = BTreeSet::new();
    for r in rows {
        let closing: Option<String> = r.try_get("closing_date").map_err(ApiError::internal)?;
        let closing = closing.and_then(|t| t.get(..10).and_then(|d| d.parse::<NaiveDate>().ok()));
        let fee = |c: &str| r.try_get::<i64, _>(c).map_err(ApiError::internal);
        if !domain::fees::rules::is_not_banked(fee("attorney_fee_cents")?, fee("referral_fee_cents")?, fee("fees_taken_cents")?, closing) {
            cases.insert(r.try_get::<i64, _>("case_id").map_err(ApiError::internal)?);
        }
    }
    Ok(cases.len() as i64)
}

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

fn period(start: &str, end: &str) -> ApiResult<(NaiveDate, NaiveDate)> {
    let (start, end) = (parse_date("startDate", start)?, parse_date("endDate", end)?);
    if end < start {
        return Err(ApiError::bad_input("endDate", "The end date is before the start date"));
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
    async fn quarter_goals(&self, ctx: &Context<'_>, as_of: Option<String>) -> ApiResult<QuarterGoals> {
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
    async fn total_demands_in_period(&self, ctx: &Context<'_>, start_date: String, end_date: String) -> ApiResult<i64> {
        let viewer = ctx.viewer().await?;
        let (start, end) = period(&start_date, &end_date)?;
        total_demands(ctx.state().db.pool(), ctx.org_scope(viewer.user.organization_id), start, end).await
    }

    /// spec 3 §7 bankedCasesInPeriod(startDate, endDate): cases with a banked settlement.
    async fn banked_cases_in_period(&self, ctx: &Context<'_>, start_date: String, end_date: String) -> ApiResult<i64> {
        let viewer = ctx.viewer().await?;
        let (start, end) = period(&start_date, &end_date)?;
        banked_cases(ctx.state().db.pool(), ctx.org_scope(viewer.user.organization_id), start, end).await
    }
}
