//! spec 3 §2.3 organization home, top cards: Fees in Period, New Cases in Period (per office
//! against its goal), Demands in Period, Inventory Retained versus Closed — each against its
//! goal prorated by business days (spec 3 §9), goals from configuration.

use std::collections::{BTreeMap, HashSet};

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::goals::rules::{goal_level, percent_of_goal};
use domain::goals::periods::{average_goal, per_business_day_goal, prorated_monthly_goal};
use domain::goals::{GoalSchedule, Goals, OfficeGoals};
use projections::goals::read::{self, load_goals, CaseOffice};
use crate::auth::viewer::ContextExt;
use crate::cases::types::firm_today;
use crate::orgstats::home_scope::{home_scope, in_cases};
use app::error::{AppError, AppResult};
use crate::fees::money::Money;

/// One office's count against its prorated goal (spec 1 §9: office goals rounded up).
#[derive(SimpleObject, Clone)]
pub struct OfficeProgress {
    pub office_id: i64,
    pub office: String,
    pub actual: i64,
    pub goal: i64,
    pub level: String,
}

/// A count against its prorated goal.
#[derive(SimpleObject, Clone)]
pub struct CountCard {
    pub actual: i64,
    /// The prorated goal, 1 decimal.
    pub goal: f64,
    pub percent: Option<f64>,
    /// spec 3 §9: success, primary, warning or error.
    pub level: String,
    pub offices: Vec<OfficeProgress>,
}

#[derive(SimpleObject, Clone)]
pub struct FeesCard {
    pub total: Money,
    pub goal: Money,
    pub percent: Option<f64>,
    pub level: String,
    /// Average fee line in the period, against the average fee goal.
    pub average: Money,
    pub average_goal: Money,
    pub average_level: String,
}

#[derive(SimpleObject, Clone)]
pub struct InventoryCard {
    pub retained: i64,
    pub closed: i64,
    /// retained − closed.
    pub difference: i64,
    /// up, down or flat (the difference arrow).
    pub direction: String,
}

#[derive(SimpleObject, Clone)]
pub struct HomeCards {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub business_days: i64,
    pub fees: FeesCard,
    pub new_cases: CountCard,
    pub demands: CountCard,
    pub inventory: InventoryCard,
}

fn round1(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// Counts by office id (None: no office) of the selected team's cases (`team`, None: every
/// case), one a counted fact.
fn by_office(rows: &[CaseOffice], team: &Option<HashSet<i64>>) -> BTreeMap<Option<i64>, i64> {
    let mut out = BTreeMap::new();
    for r in rows.iter().filter(|r| in_cases(team, r.case_id)) {
        *out.entry(r.office_id).or_insert(0) += 1;
    }
    out
}

/// A count card: the firm's monthly goal (`monthly`) and each office's (`office_goals`), each
/// month of the period prorated with the goals judging it (issue 14).
fn count_card(
    counts: &BTreeMap<Option<i64>, i64>,
    monthly: fn(&Goals) -> i64,
    office_goals: fn(&Goals) -> &OfficeGoals,
    offices: &[(i64, String)],
    prorate: impl Fn(&dyn Fn(&Goals) -> i64) -> f64,
) -> CountCard {
    let actual: i64 = counts.values().sum();
    let goal = prorate(&monthly);
    let offices = offices
        .iter()
        .filter_map(|(id, name)| {
            let n = counts.get(&Some(*id)).copied().unwrap_or(0);
            let office_goal = prorate(&|g: &Goals| Goals::office_goal(office_goals(g), *id));
            (office_goal > 0.0 || n > 0).then(|| OfficeProgress {
                office_id: *id,
                office: name.clone(),
                actual: n,
                goal: office_goal.ceil() as i64,
                level: goal_level(n as f64, office_goal).name().into(),
            })
        })
        .collect();
    CountCard { actual, goal: round1(goal), percent: percent_of_goal(actual as f64, goal).map(round1), level: goal_level(actual as f64, goal).name().into(), offices }
}

#[derive(Default)]
pub struct HomeQuery;

#[Object]
impl HomeQuery {
    /// spec 3 §2.3 top cards for `[startDate, endDate]` of an organization (default the
    /// viewer's; admin or intake-management of it, overlord any), of the selected team's cases
    /// (`teamId`; none: the whole organization).
    async fn home_cards(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>, team_id: Option<i64>) -> AppResult<HomeCards> {
        let scope = home_scope(ctx, organization_id, team_id).await?;
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "The end date is before the start date"));
        }
        if (end_date - start_date).num_days() > 3_700 {
            return Err(AppError::bad_input("startDate", "At most ten years at once"));
        }
        let org = scope.organization_id;
        let pool = ctx.state().db.pool();
        let team = scope.team_cases(pool, ctx.state().config.organization_id).await?;
        let today = firm_today(ctx);
        // issue 14: each month of the period is judged by the goals in force for it.
        let schedule: GoalSchedule = load_goals(pool, org).await?.schedule;
        let calendar = ctx.state().config.firm.business_calendar();
        let prorate = |pick: &dyn Fn(&Goals) -> i64| prorated_monthly_goal(&calendar, &schedule, start_date, end_date, today, pick);
        let mut offices: Vec<(i64, String)> = scope.org.offices.iter().map(|o| (o.office_id, o.name.clone())).collect();
        offices.sort_by(|a, b| a.1.cmp(&b.1));

        let in_org = ctx.org_scope(org);
        let lines: Vec<_> = projections::fees::read::fee_lines(pool, in_org, start_date, end_date).await?.into_iter().filter(|l| in_cases(&team, l.case_id)).collect();
        let total: i64 = lines.iter().map(|l| l.amount_cents).sum();
        let fee_goal = per_business_day_goal(&calendar, &schedule, start_date, end_date, today, |g| g.fees_per_business_day);
        let average_fee_goal = average_goal(&calendar, &schedule, start_date, end_date, today, |g| g.average_fee);
        let average = if lines.is_empty() { 0 } else { total / lines.len() as i64 };
        let fees = FeesCard {
            total: Money(total),
            goal: Money(fee_goal),
            percent: percent_of_goal(total as f64, fee_goal as f64).map(round1),
            level: goal_level(total as f64, fee_goal as f64).name().into(),
            average: Money(average),
            average_goal: Money(average_fee_goal),
            average_level: goal_level(average as f64, average_fee_goal as f64).name().into(),
        };

        // spec 1 §9: retained excludes mass torts; inventory's closed cases are retained ones.
        let (retained, demands, closed) = tokio::try_join!(
            read::retained_cases(pool, in_org, start_date, end_date),
            read::demand_cases(pool, in_org, start_date, end_date),
            read::closed_cases(pool, in_org, start_date, end_date),
        )?;
        let (retained, demands, closed) = (by_office(&retained, &team), by_office(&demands, &team), by_office(&closed, &team));
        let retained_total: i64 = retained.values().sum();
        let closed_total: i64 = closed.values().sum();
        let difference = retained_total - closed_total;
        Ok(HomeCards {
            start_date,
            end_date,
            business_days: calendar.business_days(start_date, end_date.min(today)),
            fees,
            new_cases: count_card(&retained, |g| g.new_cases_per_month, |g| &g.new_cases_by_office, &offices, prorate),
            demands: count_card(&demands, |g| g.demands_per_month, |g| &g.demands_by_office, &offices, prorate),
            inventory: InventoryCard {
                retained: retained_total,
                closed: closed_total,
                difference,
                direction: match difference.signum() {
                    1 => "up",
                    -1 => "down",
                    _ => "flat",
                }
                .into(),
            },
        })
    }
}
