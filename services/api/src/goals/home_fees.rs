//! spec 3 §2.3 organization home, fee charts: All Fees in Period and Lit Fees in Period by
//! attorney (grouped and detailed), Fees By Week firm-wide and per office (spec 3 §7
//! `feesByWeek`, `feesByWeekByOffice`), against the configured goals (spec 3 §9). The rules
//! are `domain::goals::fee_charts`; this reads the fee lines and names the figures.

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::rules::is_litigation_fee;
use domain::goals::fee_charts::{self, AttorneyBar, ChartCodes, WeeklyFees};
use domain::goals::rules::percent_of_goal;
use domain::goals::periods::{scaled_monthly_goal, week_goals};
use domain::goals::Goals;

use projections::goals::read::load_goals;
use crate::auth::viewer::ContextExt;
use crate::cases::types::firm_today;
use app::error::{AppError, AppResult};
use crate::fees::money::Money;
use projections::fees::read::{fee_days, fee_lines, FeeLineRow};
use crate::orgstats::home_scope::{home_scope, in_cases};

/// One member of a grouped bar (the tooltip's lines).
#[derive(SimpleObject, Clone)]
pub struct FeeChartMember {
    pub code: String,
    pub total: Money,
}

/// One bar of All Fees / Lit Fees in Period.
#[derive(SimpleObject, Clone)]
pub struct AttorneyFeeBar {
    /// Attorney code ('-P' stripped), or the group's code or configured label (RG).
    pub code: String,
    pub total: Money,
    pub goal: Money,
    /// spec 3 §2.3: green, amber, red, or none (no fees).
    pub colour: String,
    /// spec 3 §2.3: false below $1,000.
    pub shows_label: bool,
    /// spec 3 §2.3: the top 5 members, most first.
    pub top_members: Vec<FeeChartMember>,
    pub member_count: i32,
}

#[derive(SimpleObject, Clone)]
pub struct AttorneyFeeChart {
    /// The monthly goal per attorney in force (pre-lit or lit, spec 3 §9).
    pub monthly_goal: Money,
    /// That goal scaled by the period's days so far over 30.44.
    pub goal_per_attorney: Money,
    pub grouped: Vec<AttorneyFeeBar>,
    pub detailed: Vec<AttorneyFeeBar>,
}

#[derive(SimpleObject, Clone)]
pub struct FeeWeek {
    /// Monday of the week.
    pub week_start: NaiveDate,
    pub total: Money,
    /// The weekly goal; for the current week its expected pace so far.
    pub goal: Money,
    pub colour: String,
    pub shows_label: bool,
    pub current: bool,
}

/// Fees By Week of the firm or of one office.
#[derive(SimpleObject, Clone)]
pub struct WeeklyFeesChart {
    pub weekly_goal: Money,
    /// spec 3 §9 "Expected pace is goal/5 per weekday".
    pub expected_pace: Money,
    pub current_total: Money,
    /// spec 3 §9 text colours: success, primary, warning, error.
    pub pace_level: String,
    pub ytd_total: Money,
    pub ytd_goal: Money,
    pub ytd_percent: Option<f64>,
    /// spec 3 §9 year-to-date icon: met (100 %), close (90 %), behind (75 %), alert.
    pub ytd_icon: String,
    /// spec 3 §9 4-week trend: up, flat, down; null before four weeks.
    pub trend: Option<String>,
    pub weeks: Vec<FeeWeek>,
}

#[derive(SimpleObject, Clone)]
pub struct OfficeWeeklyFees {
    pub office_id: i64,
    pub office: String,
    pub chart: WeeklyFeesChart,
}

#[derive(SimpleObject, Clone)]
pub struct HomeFeeCharts {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// The day the weekly figures are taken on: the period's end, capped at today.
    pub as_of: NaiveDate,
    /// The period's days so far (the scale of the monthly goals).
    pub days: i64,
    pub all_fees: AttorneyFeeChart,
    pub lit_fees: AttorneyFeeChart,
    pub fees_by_week: WeeklyFeesChart,
    pub fees_by_week_by_office: Vec<OfficeWeeklyFees>,
}

fn bar(b: AttorneyBar) -> AttorneyFeeBar {
    AttorneyFeeBar {
        code: b.code,
        total: Money(b.total),
        goal: Money(b.goal),
        colour: b.colour.unwrap_or("none").into(),
        shows_label: b.shows_label,
        top_members: b.top_members.into_iter().map(|(code, total)| FeeChartMember { code, total: Money(total) }).collect(),
        member_count: b.member_count as i32,
    }
}

fn attorney_chart(lines: &[&FeeLineRow], codes: &ChartCodes<'_>, monthly_goal: i64, goal_per_attorney: i64) -> AttorneyFeeChart {
    let fees: Vec<(Option<&str>, i64)> = lines.iter().map(|l| (l.attorney_code.as_deref(), l.amount_cents)).collect();
    AttorneyFeeChart {
        monthly_goal: Money(monthly_goal),
        goal_per_attorney: Money(goal_per_attorney),
        grouped: fee_charts::attorney_bars(&fees, codes, goal_per_attorney, true).into_iter().map(bar).collect(),
        detailed: fee_charts::attorney_bars(&fees, codes, goal_per_attorney, false).into_iter().map(bar).collect(),
    }
}

fn weekly_chart(w: WeeklyFees) -> WeeklyFeesChart {
    WeeklyFeesChart {
        weekly_goal: Money(w.weekly_goal),
        expected_pace: Money(w.expected_pace),
        current_total: Money(w.current_total),
        pace_level: w.pace_level.name().into(),
        ytd_total: Money(w.ytd_total),
        ytd_goal: Money(w.ytd_goal),
        ytd_percent: percent_of_goal(w.ytd_total as f64, w.ytd_goal as f64).map(|p| (p * 10.0).round() / 10.0),
        ytd_icon: w.ytd_icon.name().into(),
        trend: w.trend.map(|t| t.name().into()),
        weeks: w
            .weeks
            .into_iter()
            .map(|wk| FeeWeek { week_start: wk.week_start, total: Money(wk.total), goal: Money(wk.goal), colour: wk.colour.unwrap_or("none").into(), shows_label: wk.shows_label, current: wk.current })
            .collect(),
    }
}

/// The fee lines of the selected team's cases (spec 3 §2.3).
fn team_lines(lines: Vec<FeeLineRow>, team: &Option<std::collections::HashSet<i64>>) -> Vec<FeeLineRow> {
    lines.into_iter().filter(|l| in_cases(team, l.case_id)).collect()
}

#[derive(Default)]
pub struct HomeFeesQuery;

#[Object]
impl HomeFeesQuery {
    /// spec 3 §2.3 fee charts for `[startDate, endDate]` of an organization (default the
    /// viewer's): admin or intake-management of that organization, overlord any; the fee lines
    /// of the selected team's cases (`teamId`; none: the whole organization).
    async fn home_fee_charts(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        organization_id: Option<i64>,
        team_id: Option<i64>,
    ) -> AppResult<HomeFeeCharts> {
        let scope = home_scope(ctx, organization_id, team_id).await?;
        let org_id = scope.organization_id;
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "The end date is before the start date"));
        }
        if (end_date - start_date).num_days() > 3_700 {
            return Err(AppError::bad_input("startDate", "At most ten years at once"));
        }
        let org = &scope.org;
        let pool = ctx.state().db.pool();
        let team = scope.team_cases(pool, ctx.state().config.organization_id).await?;
        let today = firm_today(ctx);
        let as_of = end_date.min(today).max(start_date);
        // issue 14: each month and week is judged by the goals in force for it; the monthly
        // goals shown are those of the period's end.
        let schedule = load_goals(pool, org_id).await?.schedule;
        let goals: &Goals = schedule.judging(start_date, end_date, today);
        let firm = &ctx.state().config.firm;
        let codes = ChartCodes { groups: &firm.attorney_groups, labels: &firm.fee_chart_labels, excluded: &firm.excluded_staff_codes };

        let period = team_lines(fee_lines(pool, ctx.org_scope(org_id), start_date, end_date).await?, &team);
        let all: Vec<&FeeLineRow> = period.iter().collect();
        let lit: Vec<&FeeLineRow> = period.iter().filter(|l| is_litigation_fee(l.fee_type.as_deref())).collect();
        let prelit_goal = scaled_monthly_goal(&schedule, start_date, end_date, today, |g| g.monthly_prelit_fees);
        let lit_goal = scaled_monthly_goal(&schedule, start_date, end_date, today, |g| g.monthly_lit_fees);

        // The weeks of as_of's year (at most 54 weeks of fees): the whole organization's summed
        // per day and office in SQL, a team's from its cases' lines.
        let year_start = fee_charts::first_week(as_of);
        let year: Vec<(NaiveDate, Option<i64>, i64)> = match &team {
            None => fee_days(pool, ctx.org_scope(org_id), year_start, as_of).await?.into_iter().map(|d| (d.day, d.office_id, d.amount_cents)).collect(),
            Some(_) => team_lines(fee_lines(pool, ctx.org_scope(org_id), year_start, as_of).await?, &team).iter().map(|l| (l.fee_date, l.office_id, l.amount_cents)).collect(),
        };
        let dated = |office: Option<i64>| -> Vec<(NaiveDate, i64)> { year.iter().filter(|(_, o, _)| office.is_none() || *o == office).map(|(day, _, cents)| (*day, *cents)).collect() };
        let mut offices: Vec<_> = org.offices.iter().map(|o| (o.office_id, o.name.clone())).collect();
        offices.sort_by(|a, b| a.1.cmp(&b.1));
        let by_office = offices
            .into_iter()
            .filter_map(|(office_id, office)| {
                let goal_of_week = |monday| Goals::office_goal(&week_goals(&schedule, monday, as_of).weekly_fees_by_office, office_id);
                let fees = dated(Some(office_id));
                let chart = fee_charts::weekly_fees(&fees, goal_of_week, as_of);
                // spec 3 §9 "other offices 0": an office with neither goal nor fees this year is not shown.
                (chart.ytd_goal > 0 || chart.weekly_goal > 0 || !fees.is_empty()).then(|| OfficeWeeklyFees { office_id, office, chart: weekly_chart(chart) })
            })
            .collect();

        Ok(HomeFeeCharts {
            start_date,
            end_date,
            as_of,
            days: fee_charts::period_days(start_date, end_date, today),
            all_fees: attorney_chart(&all, &codes, goals.monthly_prelit_fees, prelit_goal),
            lit_fees: attorney_chart(&lit, &codes, goals.monthly_lit_fees, lit_goal),
            fees_by_week: weekly_chart(fee_charts::weekly_fees(&dated(None), |monday| week_goals(&schedule, monday, as_of).weekly_fees, as_of)),
            fees_by_week_by_office: by_office,
        })
    }
}
