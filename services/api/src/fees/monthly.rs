//! The monthly staff tables (spec 3 §2.7 Attorney Stats and Paralegal Stats, §7
//! `feesInPeriodByAttorneyByMonth` …; spec 2 §2 Team dashboard and fees Team Stats, §7
//! `demandsInPeriodByParalegalByMonth` …): one table type, one detail row type and one rule
//! (`domain::fees::monthly`) behind every call. Each resolver's first line is its guard.

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::monthly::{self, Fact, GoalsByMonth, Level, Measure, Staff};

use super::money::Money;
use projections::fees::read::staff::{staff_facts, StaffFact};
use super::query::check_period;
use crate::auth::viewer::{ContextExt, Viewer};
use crate::cases::types::firm_today;
use app::error::{AppError, AppResult};
use projections::organization::read::{organization_of_user, OrgData};

#[derive(Default)]
pub struct MonthlyStatsQuery;

/// How a cell stands against its goal (`domain::fees::monthly::Level`).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum GoalLevel {
    High,
    Medium,
    Low,
}

impl From<Level> for GoalLevel {
    fn from(l: Level) -> Self {
        match l {
            Level::High => GoalLevel::High,
            Level::Medium => GoalLevel::Medium,
            Level::Low => GoalLevel::Low,
        }
    }
}

/// One month of one row.
#[derive(SimpleObject)]
pub struct MonthlyStaffCell {
    /// The month's first day.
    pub month: NaiveDate,
    /// Fees recorded, demands sent or settlements recorded in the month.
    pub count: i32,
    /// The fees' total (fee tables only).
    pub amount: Option<Money>,
    /// The value judged against the goal: the projected month-end for the current month
    /// (cents for fees).
    pub judged: f64,
    /// Null for months after today's.
    pub level: Option<GoalLevel>,
}

/// One person (or combined attorney code) of a monthly table.
#[derive(SimpleObject)]
pub struct MonthlyStaffRow {
    /// What the detail call takes: the (combined) attorney code, or the paralegal's user id.
    pub key: String,
    /// The staff code shown in the row header.
    pub label: String,
    /// Shown on hover (spec 3 §2.7 "hover full names").
    pub full_name: Option<String>,
    /// The codes a combined attorney code stands for ('Includes …'); empty otherwise.
    pub includes: Vec<String>,
    pub litigation: bool,
    pub cells: Vec<MonthlyStaffCell>,
    /// Per-month average: cents for fees, a count to one decimal otherwise.
    pub average: f64,
    /// Null for tables without goals.
    pub average_level: Option<GoalLevel>,
}

#[derive(SimpleObject)]
pub struct MonthlyStaffTable {
    pub months: Vec<NaiveDate>,
    pub rows: Vec<MonthlyStaffRow>,
}

/// A row of a detail dialog (spec 3 §2.7: "Fee detail columns: Case ID, Case Number, Client
/// Name, Fee, Fee Date, Attorney. Demand and settlement detail columns: Case Number, Client
/// Name, date, Attorney").
#[derive(SimpleObject)]
pub struct MonthlyStaffDetail {
    pub case_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    pub amount: Option<Money>,
    pub date: NaiveDate,
    pub attorney: String,
    pub paralegal: String,
}

/// Who the paralegal tables cover.
pub(crate) struct ParalegalScope {
    pub organization_id: i64,
    /// `None`: every paralegal with a fact; else these users, in order (zeros included).
    pub users: Option<Vec<i64>>,
}

/// The staff tables' goals: each month judged by the firm's configured goals (`goals_set`
/// events) in force on its last day in the period, or today while it runs; the Average
/// column by those of the period's end (issue 14; docs/decisions.md "goals over time").
async fn goals(ctx: &Context<'_>, organization_id: i64, start: NaiveDate, end: NaiveDate) -> AppResult<GoalsByMonth> {
    let stored = projections::goals::read::load_goals(ctx.state().db.pool(), organization_id).await?;
    Ok(GoalsByMonth::from_schedule(&stored.schedule, start, end, firm_today(ctx)))
}

fn code_of(org: &OrgData, user_id: Option<i64>, fallback: Option<&str>) -> String {
    super::query::staff_code(org, user_id, fallback).map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).unwrap_or_else(|| "Unknown".into())
}

pub(crate) struct Ctx<'a> {
    pub org: &'a OrgData,
    pub excluded: &'a [String],
    pub groups: &'a [Vec<String>],
}

impl Ctx<'_> {
    /// The attorney row a fact belongs to (the combined code), `None` when excluded.
    pub fn attorney_row(&self, f: &StaffFact) -> Option<String> {
        let code = code_of(self.org, f.attorney_user_id, f.attorney_code.as_deref());
        if monthly::is_excluded(&code, self.excluded) {
            return None;
        }
        Some(monthly::combined_code(&code, self.groups))
    }

    pub fn full_name_of_code(&self, code: &str) -> Option<String> {
        self.org.users.iter().find(|u| u.staff_code.as_deref().map(|c| c.eq_ignore_ascii_case(code)).unwrap_or(false)).map(|u| u.name())
    }
}

fn cell_of(c: &monthly::Cell, measure: Measure, count: i32) -> MonthlyStaffCell {
    MonthlyStaffCell {
        month: c.month,
        count,
        amount: (measure == Measure::Fees).then_some(Money(c.total)),
        judged: c.judged,
        level: c.level.map(Into::into),
    }
}

fn fact_amount(measure: Measure, f: &StaffFact) -> i64 {
    match measure {
        Measure::Fees => f.amount_cents.unwrap_or(0),
        _ => 1,
    }
}

/// Builds a table from facts keyed by row; `counts` gives each cell's number of facts.
pub(crate) fn build(g: &GoalsByMonth, measure: Measure, staff: Staff, keyed: &[(String, &StaffFact)], rows: &[String], start: NaiveDate, end: NaiveDate, today: NaiveDate, header: impl Fn(&str) -> (String, Option<String>, Vec<String>, bool)) -> MonthlyStaffTable {
    let facts: Vec<Fact> = keyed.iter().map(|(k, f)| Fact { row: k.clone(), date: f.date, amount: fact_amount(measure, f) }).collect();
    let counted: Vec<Fact> = keyed.iter().map(|(k, f)| Fact { row: k.clone(), date: f.date, amount: 1 }).collect();
    let table = monthly::table(g, staff, measure, &facts, rows, start, end, today);
    let counts = monthly::table(g, staff, Measure::Demands, &counted, rows, start, end, today);
    MonthlyStaffTable {
        months: monthly::month_columns(start, end),
        rows: table
            .iter()
            .zip(counts.iter())
            .map(|(r, n)| {
                let (label, full_name, includes, litigation) = header(&r.code);
                MonthlyStaffRow {
                    key: r.code.clone(),
                    label,
                    full_name,
                    includes,
                    litigation,
                    cells: r.cells.iter().zip(n.cells.iter()).map(|(c, k)| cell_of(c, measure, k.total as i32)).collect(),
                    average: r.average,
                    average_level: Some(r.average_level.into()),
                }
            })
            .collect(),
    }
}

fn detail(org: &OrgData, f: &StaffFact, measure: Measure) -> MonthlyStaffDetail {
    MonthlyStaffDetail {
        case_id: f.case_id,
        case_number: f.case_number.clone(),
        client_name: f.client_name.clone(),
        amount: f.amount_cents.map(Money).filter(|_| measure != Measure::Demands || f.amount_cents.is_some()),
        date: f.date,
        attorney: code_of(org, f.attorney_user_id, f.attorney_code.as_deref()),
        paralegal: code_of(org, f.paralegal_user_id, f.paralegal_code.as_deref()),
    }
}

/// The attorney tables are the organization's Staff area: admins of that organization (spec 3
/// §2.1 "/org/{id}/staff" admin).
pub(crate) async fn attorney_guard(ctx: &Context<'_>, organization_id: i64) -> AppResult<std::sync::Arc<Viewer>> {
    let viewer = ctx.viewer().await?;
    if !viewer.principal.administers(organization_id) {
        return Err(AppError::forbidden());
    }
    Ok(viewer)
}

async fn attorney_table(ctx: &Context<'_>, measure: Measure, organization_id: i64, start: NaiveDate, end: NaiveDate) -> AppResult<MonthlyStaffTable> {
    check_period(start, end)?;
    let org = ctx.org(organization_id).await?.ok_or_else(AppError::forbidden)?;
    let firm = &ctx.state().config.firm;
    let c = Ctx { org: &org, excluded: &firm.excluded_staff_codes, groups: &firm.attorney_groups };
    let facts = staff_facts(ctx.state().db.pool(), measure, ctx.org_scope(organization_id), start, end).await?;
    let keyed: Vec<(String, &StaffFact)> = facts.iter().filter_map(|f| c.attorney_row(f).map(|k| (k, f))).collect();
    let g = goals(ctx, organization_id, start, end).await?;
    let mut table = build(&g, measure, Staff::Attorney, &keyed, &[], start, end, firm_today(ctx), |code| {
        let members = monthly::group_members(code, c.groups);
        let includes = if members.len() > 1 { members } else { vec![] };
        (code.to_string(), c.full_name_of_code(code), includes, g.latest().is_litigation(code))
    });
    table.rows.sort_by(|a, b| a.label.cmp(&b.label));
    Ok(table)
}

async fn attorney_detail(ctx: &Context<'_>, measure: Measure, organization_id: i64, start: NaiveDate, end: NaiveDate, attorney: &str) -> AppResult<Vec<MonthlyStaffDetail>> {
    check_period(start, end)?;
    let org = ctx.org(organization_id).await?.ok_or_else(AppError::forbidden)?;
    let firm = &ctx.state().config.firm;
    let c = Ctx { org: &org, excluded: &firm.excluded_staff_codes, groups: &firm.attorney_groups };
    let facts = staff_facts(ctx.state().db.pool(), measure, ctx.org_scope(organization_id), start, end).await?;
    Ok(facts.iter().filter(|f| c.attorney_row(f).map(|k| k.eq_ignore_ascii_case(attorney.trim())).unwrap_or(false)).map(|f| detail(&org, f, measure)).collect())
}

/// The paralegal tables' scope: the organization (admins; optionally some paralegals), or the
/// team page of a user (the acted-as user for an admin, else the route's user, to whoever may
/// view that user): the members of `teamId` (an admin picks any team of the organization,
/// others one of the user's teams) or of the user's teams; `showAllParalegals` (admin only)
/// widens it to the organization, as does a team page of a user without a team opened by an
/// admin (others see that user alone).
pub(crate) async fn paralegal_scope(ctx: &Context<'_>, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, paralegal_ids: Option<Vec<i64>>, show_all: bool) -> AppResult<(ParalegalScope, std::sync::Arc<OrgData>)> {
    let viewer = ctx.viewer().await?;
    let (org_id, target) = match (organization_id, user_id) {
        (Some(org_id), None) => {
            if !viewer.principal.administers(org_id) {
                return Err(AppError::forbidden());
            }
            (org_id, None)
        }
        (None, Some(requested)) => {
            let target = viewer.acting_as.as_ref().map(|u| u.user_id).unwrap_or(requested);
            let org_id = organization_of_user(ctx.state().db.pool(), target).await?.ok_or_else(AppError::forbidden)?;
            let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
            if !viewer.principal.views_user(target, org_id, &org.group_ids("team", target)) {
                return Err(AppError::forbidden());
            }
            (org_id, Some(target))
        }
        _ => return Err(AppError::bad_input("userId", "Give either userId (team pages) or organizationId (organization screens)")),
    };
    let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
    let admin = viewer.principal.administers(org_id);
    if (show_all || (team_id.is_some() && target.is_none())) && !admin {
        return Err(AppError::Forbidden("Only admins choose the team or show all paralegals".into()));
    }
    let mut users: Option<Vec<i64>> = match (target, show_all) {
        (None, _) | (Some(_), true) => None,
        (Some(target), false) => {
            let teams = match team_id {
                Some(t) if !org.teams.iter().any(|x| x.team_id == t) => return Err(AppError::bad_input("teamId", "No such team")),
                Some(t) if admin || org.group_ids("team", target).contains(&t) => vec![t],
                Some(_) => return Err(AppError::Forbidden("That team is not the user's".into())),
                None => org.group_ids("team", target),
            };
            let paralegal_role = domain::organization::rules::role_id("paralegal");
            let mut ids: Vec<i64> = vec![];
            for t in &teams {
                for u in org.members("team", *t) {
                    let is_paralegal = paralegal_role.map(|r| org.group_ids("role", u.user_id).contains(&r)).unwrap_or(false);
                    if u.active && is_paralegal && !ids.contains(&u.user_id) {
                        ids.push(u.user_id);
                    }
                }
            }
            match (teams.is_empty(), admin) {
                // An admin without a team (the firm's admins) sees every paralegal.
                (true, true) => None,
                (true, false) => Some(vec![target]),
                (false, _) => Some(ids),
            }
        }
    };
    if let Some(only) = paralegal_ids {
        users = Some(match users {
            Some(u) => u.into_iter().filter(|id| only.contains(id)).collect(),
            None => only,
        });
    }
    Ok((ParalegalScope { organization_id: org_id, users }, org))
}

fn paralegal_key(f: &StaffFact) -> Option<i64> {
    f.paralegal_user_id
}

async fn paralegal_facts(ctx: &Context<'_>, measure: Measure, scope: &ParalegalScope, start: NaiveDate, end: NaiveDate) -> AppResult<Vec<StaffFact>> {
    check_period(start, end)?;
    let facts = staff_facts(ctx.state().db.pool(), measure, ctx.org_scope(scope.organization_id), start, end).await?;
    Ok(facts.into_iter().filter(|f| paralegal_key(f).map(|p| scope.users.as_ref().map(|u| u.contains(&p)).unwrap_or(true)).unwrap_or(false)).collect())
}

#[allow(clippy::too_many_arguments)]
async fn paralegal_table(ctx: &Context<'_>, measure: Measure, start: NaiveDate, end: NaiveDate, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, paralegal_ids: Option<Vec<i64>>, show_all: bool) -> AppResult<MonthlyStaffTable> {
    let (scope, org) = paralegal_scope(ctx, organization_id, user_id, team_id, paralegal_ids, show_all).await?;
    let facts = paralegal_facts(ctx, measure, &scope, start, end).await?;
    let keyed: Vec<(String, &StaffFact)> = facts.iter().filter_map(|f| paralegal_key(f).map(|p| (p.to_string(), f))).collect();
    let rows: Vec<String> = scope.users.clone().unwrap_or_default().iter().map(|u| u.to_string()).collect();
    let g = goals(ctx, scope.organization_id, start, end).await?;
    let mut table = build(&g, measure, Staff::Paralegal, &keyed, &rows, start, end, firm_today(ctx), |key| {
        let user = key.parse::<i64>().ok().and_then(|id| org.user(id));
        let fallback = facts.iter().find(|f| f.paralegal_user_id.map(|p| p.to_string()).as_deref() == Some(key)).and_then(|f| f.paralegal_code.clone());
        let label = user.and_then(|u| u.staff_code.clone()).or(fallback).unwrap_or_else(|| user.map(|u| u.name()).unwrap_or_else(|| "Unknown".into()));
        (label, user.map(|u| u.name()), vec![], false)
    });
    table.rows.sort_by(|a, b| a.label.cmp(&b.label));
    Ok(table)
}

#[allow(clippy::too_many_arguments)]
async fn paralegal_detail(ctx: &Context<'_>, measure: Measure, start: NaiveDate, end: NaiveDate, paralegal_id: i64, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, show_all: bool) -> AppResult<Vec<MonthlyStaffDetail>> {
    let (scope, org) = paralegal_scope(ctx, organization_id, user_id, team_id, Some(vec![paralegal_id]), show_all).await?;
    let facts = paralegal_facts(ctx, measure, &scope, start, end).await?;
    Ok(facts.iter().filter(|f| f.paralegal_user_id == Some(paralegal_id)).map(|f| detail(&org, f, measure)).collect())
}

#[Object]
impl MonthlyStatsQuery {
    /// spec 3 §2.7 Attorney Stats "Fees by Month": fees per (combined) attorney code per month.
    async fn fees_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<MonthlyStaffTable> {
        attorney_guard(ctx, organization_id).await?;
        attorney_table(ctx, Measure::Fees, organization_id, start_date, end_date).await
    }

    /// spec 3 §2.7 Attorney Stats "Demands by Month".
    async fn demands_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<MonthlyStaffTable> {
        attorney_guard(ctx, organization_id).await?;
        attorney_table(ctx, Measure::Demands, organization_id, start_date, end_date).await
    }

    /// spec 3 §2.7 Attorney Stats "Settlements by Month".
    async fn settlements_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<MonthlyStaffTable> {
        attorney_guard(ctx, organization_id).await?;
        attorney_table(ctx, Measure::Settlements, organization_id, start_date, end_date).await
    }

    /// The fees behind one Attorney Stats cell (`attorney`: a row's key), newest first.
    async fn individual_fees_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate, attorney: String) -> AppResult<Vec<MonthlyStaffDetail>> {
        attorney_guard(ctx, organization_id).await?;
        attorney_detail(ctx, Measure::Fees, organization_id, start_date, end_date, &attorney).await
    }

    /// The demands behind one Attorney Stats cell, newest first.
    async fn individual_demands_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate, attorney: String) -> AppResult<Vec<MonthlyStaffDetail>> {
        attorney_guard(ctx, organization_id).await?;
        attorney_detail(ctx, Measure::Demands, organization_id, start_date, end_date, &attorney).await
    }

    /// The settlements behind one Attorney Stats cell, newest first.
    async fn individual_settlements_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate, attorney: String) -> AppResult<Vec<MonthlyStaffDetail>> {
        attorney_guard(ctx, organization_id).await?;
        attorney_detail(ctx, Measure::Settlements, organization_id, start_date, end_date, &attorney).await
    }

    /// spec 2 §2 Team dashboard / fees Team Stats, spec 3 §2.7 Paralegal Stats: "Fees by Month".
    #[allow(clippy::too_many_arguments)]
    async fn fees_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, paralegal_ids: Option<Vec<i64>>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<MonthlyStaffTable> {
        paralegal_table(ctx, Measure::Fees, start_date, end_date, organization_id, user_id, team_id, paralegal_ids, show_all_paralegals).await
    }

    /// "Demands by Month" per paralegal.
    #[allow(clippy::too_many_arguments)]
    async fn demands_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, paralegal_ids: Option<Vec<i64>>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<MonthlyStaffTable> {
        paralegal_table(ctx, Measure::Demands, start_date, end_date, organization_id, user_id, team_id, paralegal_ids, show_all_paralegals).await
    }

    /// "Settlements by Month" per paralegal.
    #[allow(clippy::too_many_arguments)]
    async fn settlements_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, paralegal_ids: Option<Vec<i64>>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<MonthlyStaffTable> {
        paralegal_table(ctx, Measure::Settlements, start_date, end_date, organization_id, user_id, team_id, paralegal_ids, show_all_paralegals).await
    }

    /// The fees behind one paralegal cell, newest first.
    #[allow(clippy::too_many_arguments)]
    async fn individual_fees_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, paralegal_id: i64, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<Vec<MonthlyStaffDetail>> {
        paralegal_detail(ctx, Measure::Fees, start_date, end_date, paralegal_id, organization_id, user_id, team_id, show_all_paralegals).await
    }

    /// The demands behind one paralegal cell, newest first.
    #[allow(clippy::too_many_arguments)]
    async fn individual_demands_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, paralegal_id: i64, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<Vec<MonthlyStaffDetail>> {
        paralegal_detail(ctx, Measure::Demands, start_date, end_date, paralegal_id, organization_id, user_id, team_id, show_all_paralegals).await
    }

    /// The settlements behind one paralegal cell, newest first.
    #[allow(clippy::too_many_arguments)]
    async fn individual_settlements_in_period_by_paralegal_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, paralegal_id: i64, organization_id: Option<i64>, user_id: Option<i64>, team_id: Option<i64>, #[graphql(default = false)] show_all_paralegals: bool) -> AppResult<Vec<MonthlyStaffDetail>> {
        paralegal_detail(ctx, Measure::Settlements, start_date, end_date, paralegal_id, organization_id, user_id, team_id, show_all_paralegals).await
    }
}
