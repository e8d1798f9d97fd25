//! Intake statistics (spec 1 §2.5 "Intake dashboard / stats", §7, §9; spec 3 §7): the pacing
//! card with its forecast, the agent table, the charts and the pies, on the per-user stats tab
//! and the organization intake Report. Read from the `cases` read model (`stats_read`); every
//! figure comes from `domain::intake::stats`.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use async_graphql::{Context, Object};
use chrono::{Datelike, Duration, NaiveDate, Utc};
use domain::business_days::{last_of_month, month_starts};
use domain::intake::stats as rules;

use super::query::{check_range, intake_admin_org, intake_org};
use projections::read::time::day_start;
use projections::intake::read::stats::{self as stats_read, StatRow, Window};
use super::stats_types::*;
use super::stats_pacing::{office_name, org_data};
use crate::auth::viewer::{ContextExt, Viewer};
use app::error::{AppError, AppResult};

/// The most months a by-month chart answers.
const MAX_MONTHS: i64 = 36;

/// Who may read: intake roles for the firm-wide stats tab; the organization Report (an
/// explicit organization id) is for intake admins only (spec 1 §2.5, spec 3 §6).
async fn guard(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(std::sync::Arc<Viewer>, i64)> {
    match organization_id {
        Some(_) => intake_admin_org(ctx, organization_id).await,
        None => intake_org(ctx, None).await,
    }
}

fn today(ctx: &Context<'_>) -> NaiveDate {
    Utc::now().with_timezone(&ctx.firm_tz()).date_naive()
}

fn opened_window(ctx: &Context<'_>, start: NaiveDate, end: NaiveDate) -> Window {
    let tz = ctx.firm_tz();
    Window::Opened { from: eventstore::time::to_text(day_start(start, tz)), to: eventstore::time::to_text(day_start(end + Duration::days(1), tz)) }
}


/// The rows of a window, read once per query request (`StatsMemo`); a mutation's payload, or a
/// request without a memo, reads afresh.
async fn load(ctx: &Context<'_>, org: i64, window: Window, office: Option<i64>) -> AppResult<Arc<Vec<StatRow>>> {
    let (pool, scope, tz) = (ctx.state().db.pool(), ctx.org_scope(org), ctx.firm_tz());
    Ok(match memo(ctx) {
        Some(memo) => memo.rows(pool, scope, window, office, tz).await?,
        None => Arc::new(stats_read::rows(pool, scope, window, office, tz).await?),
    })
}

/// The request's memo, for a query (a mutation's payload reads afresh).
fn memo<'a>(ctx: &Context<'a>) -> Option<&'a stats_read::StatsMemo> {
    let query = ctx.query_env.operation.node.ty == async_graphql::parser::types::OperationType::Query;
    ctx.data_opt::<stats_read::StatsMemo>().filter(|_| query)
}


fn exclude(rows: Arc<Vec<StatRow>>, exclude_sources: &Option<Vec<String>>) -> Arc<Vec<StatRow>> {
    match exclude_sources {
        Some(list) if !list.is_empty() => Arc::new(rows.iter().filter(|r| !r.source.as_ref().is_some_and(|s| list.contains(s))).cloned().collect()),
        _ => rows,
    }
}

fn year_month(d: NaiveDate) -> String {
    format!("{:04}-{:02}", d.year(), d.month())
}

fn check_months(months: i64) -> AppResult<()> {
    if !(1..=MAX_MONTHS).contains(&months) {
        return Err(AppError::bad_input("months", format!("Choose between 1 and {MAX_MONTHS} months")));
    }
    Ok(())
}

/// Counts by type (the pies), largest first, each with its share.
fn by_type<'a>(rows: impl Iterator<Item = &'a StatRow>) -> Vec<StatByType> {
    let mut counts: BTreeMap<String, i64> = BTreeMap::new();
    for r in rows {
        *counts.entry(r.case_type.clone().unwrap_or_else(|| "Unknown".into())).or_default() += 1;
    }
    let all: i64 = counts.values().sum();
    let mut out: Vec<StatByType> =
        counts.into_iter().map(|(t, n)| StatByType { case_type: t, total: n, percent: rules::rate(n, all, 1).unwrap_or(0.0) }).collect();
    out.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.case_type.cmp(&b.case_type)));
    out
}

/// Retained (not mass tort) per month per office over the months starting at `starts`.
async fn retained_by_month(ctx: &Context<'_>, org_id: i64, starts: &[NaiveDate], net: bool) -> AppResult<Vec<RetainedMonth>> {
    let (start, end) = (starts[0], last_of_month(*starts.last().expect("a month")));
    let (pool, scope) = (ctx.state().db.pool(), ctx.org_scope(org_id));
    let groups = match memo(ctx) {
        Some(memo) => memo.retained_groups(pool, scope, start, end).await?,
        None => Arc::new(stats_read::retained_groups(pool, scope, start, end).await?),
    };
    let org = org_data(ctx, org_id).await?;
    let mut counts: BTreeMap<(NaiveDate, String), i64> = BTreeMap::new();
    for g in groups.iter().filter(|g| g.is_retained()) {
        if net && !g.net {
            continue;
        }
        *counts.entry((g.month, office_name(&org, g.office_id))).or_default() += g.count;
    }
    Ok(counts
        .into_iter()
        .filter(|((m, _), _)| starts.contains(m))
        .map(|((m, office), count)| RetainedMonth { count, office, month: m.month() as i32, year: m.year(), year_month: year_month(m) })
        .collect())
}

#[derive(Default)]
pub struct IntakeStatsQuery;

#[Object]
impl IntakeStatsQuery {
    /// spec 1 §7 retainedByDay(startDate, endDate, office, excludeSources): retained (not mass
    /// tort) per day of the range, every day listed.
    async fn retained_by_day(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        office: Option<i64>,
        exclude_sources: Option<Vec<String>>,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<DayCount>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let rows = exclude(load(ctx, org, Window::Retained { start: start_date, end: end_date }, office).await?, &exclude_sources);
        let mut counts: HashMap<NaiveDate, i64> = HashMap::new();
        for r in rows.iter().filter(|r| r.is_retained()) {
            *counts.entry(r.retained.expect("retained")).or_default() += 1;
        }
        Ok(start_date.iter_days().take_while(|d| *d <= end_date).map(|d| DayCount { date: d, count: counts.get(&d).copied().unwrap_or(0) }).collect())
    }

    /// spec 1 §7 leadsStatsByDay(startDate, endDate, office, excludeSources): leads opened per
    /// day with how many of them are wanted and retained.
    async fn leads_stats_by_day(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        office: Option<i64>,
        exclude_sources: Option<Vec<String>>,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<LeadsDay>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let rows = exclude(load(ctx, org, opened_window(ctx, start_date, end_date), office).await?, &exclude_sources);
        let mut days: BTreeMap<NaiveDate, LeadsDay> =
            start_date.iter_days().take_while(|d| *d <= end_date).map(|d| (d, LeadsDay { date: d, leads: 0, wanted: 0, retained: 0 })).collect();
        for r in rows.iter() {
            if let Some(day) = days.get_mut(&r.opened) {
                day.leads += 1;
                day.wanted += r.is_wanted() as i64;
                day.retained += r.is_retained() as i64;
            }
        }
        Ok(days.into_values().collect())
    }

    /// spec 1 §7 leadsStatsByDayBySource(startDate, endDate, source, office): leads opened per
    /// day per referral source (one source when given); days without leads are left out.
    async fn leads_stats_by_day_by_source(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        source: Option<String>,
        office: Option<i64>,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<SourceDay>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let rows = load(ctx, org, opened_window(ctx, start_date, end_date), office).await?;
        let mut counts: BTreeMap<(NaiveDate, String), i64> = BTreeMap::new();
        for r in rows.iter() {
            let name = r.source.clone().unwrap_or_else(|| "Unknown".into());
            if source.as_ref().is_some_and(|s| *s != name) {
                continue;
            }
            *counts.entry((r.opened, name)).or_default() += 1;
        }
        Ok(counts.into_iter().map(|((date, source), leads)| SourceDay { date, source, leads }).collect())
    }

    /// spec 1 §7 leadsWantedByMonth: leads opened per month and how many of them are wanted,
    /// over the `months` months (default 12) ending with `endDate`'s month (default today).
    async fn leads_wanted_by_month(&self, ctx: &Context<'_>, end_date: Option<NaiveDate>, #[graphql(default = 12)] months: i64, organization_id: Option<i64>) -> AppResult<Vec<LeadsMonth>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_months(months)?;
        let starts = month_starts(end_date.unwrap_or_else(|| today(ctx)), months);
        let tz = ctx.firm_tz();
        let end = last_of_month(*starts.last().expect("a month")) + Duration::days(1);
        let bounds: Vec<String> = starts.iter().chain([&end]).map(|d| eventstore::time::to_text(day_start(*d, tz))).collect();
        let groups = projections::intake::read::lead_days::opened_by_month(ctx.state().db.pool(), ctx.org_scope(org), &bounds).await?;
        let mut out: Vec<LeadsMonth> = starts.iter().map(|m| LeadsMonth { year_month: year_month(*m), leads: 0, wanted: 0 }).collect();
        for g in groups {
            if let Some(m) = out.get_mut(g.month) {
                m.leads += g.count;
                m.wanted += g.count * domain::cases::rules::counts_as_wanted(g.has_wanted, g.is_mass_tort) as i64;
            }
        }
        Ok(out)
    }

    /// spec 1 §7 / 3 §7 retainedCasesByMonth: retained (not mass tort) per month and office.
    async fn retained_cases_by_month(&self, ctx: &Context<'_>, end_date: Option<NaiveDate>, #[graphql(default = 12)] months: i64, organization_id: Option<i64>) -> AppResult<Vec<RetainedMonth>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_months(months)?;
        let starts = month_starts(end_date.unwrap_or_else(|| today(ctx)), months);
        Ok(retained_by_month(ctx, org, &starts, false).await?)
    }

    /// spec 1 §2.5 netRetainedCasesByMonth: as retainedCasesByMonth, less the cases closed
    /// within 60 days of being retained.
    async fn net_retained_cases_by_month(&self, ctx: &Context<'_>, end_date: Option<NaiveDate>, #[graphql(default = 12)] months: i64, organization_id: Option<i64>) -> AppResult<Vec<RetainedMonth>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_months(months)?;
        let starts = month_starts(end_date.unwrap_or_else(|| today(ctx)), months);
        Ok(retained_by_month(ctx, org, &starts, true).await?)
    }

    /// spec 1 §7 referralSourcesInPeriod(startDate, endDate, office, openedInPeriod): leads by
    /// referral source, opened in the period (default) or else retained in it; largest first.
    async fn referral_sources_in_period(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        office: Option<i64>,
        #[graphql(default = true)] opened_in_period: bool,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<ReferralSourceCount>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let window = if opened_in_period { opened_window(ctx, start_date, end_date) } else { Window::Retained { start: start_date, end: end_date } };
        let rows = load(ctx, org, window, office).await?;
        let mut counts: BTreeMap<String, i64> = BTreeMap::new();
        for r in rows.iter().filter(|r| opened_in_period || r.is_retained()) {
            *counts.entry(r.source.clone().unwrap_or_else(|| "Unknown".into())).or_default() += 1;
        }
        let mut out: Vec<ReferralSourceCount> = counts.into_iter().map(|(name, y)| ReferralSourceCount { name, y }).collect();
        out.sort_by(|a, b| b.y.cmp(&a.y).then_with(|| a.name.cmp(&b.name)));
        Ok(out)
    }

    /// spec 1 §7 leadsStatsByType(startDate, endDate): leads opened in the period by case type.
    async fn leads_stats_by_type(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<StatByType>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        Ok(by_type(load(ctx, org, opened_window(ctx, start_date, end_date), None).await?.iter()))
    }

    /// spec 1 §7 wantedStatsByType: leads wanted (not mass tort) in the period by case type.
    async fn wanted_stats_by_type(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<StatByType>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        Ok(by_type(load(ctx, org, Window::Wanted { start: start_date, end: end_date }, None).await?.iter().filter(|r| r.is_wanted())))
    }

    /// spec 1 §7 signedStatsByType: cases retained (not mass tort) in the period by case type.
    async fn signed_stats_by_type(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<StatByType>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        Ok(by_type(load(ctx, org, Window::Retained { start: start_date, end: end_date }, None).await?.iter().filter(|r| r.is_retained())))
    }

    /// spec 1 §7 / 3 §7 retainedCasesInPeriodByOffice(startDate, endDate): retained (not mass
    /// tort) per office, largest first.
    async fn retained_cases_in_period_by_office(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<OfficeCount>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let data = org_data(ctx, org).await?;
        let rows = load(ctx, org, Window::Retained { start: start_date, end: end_date }, None).await?;
        let mut counts: BTreeMap<String, i64> = BTreeMap::new();
        for r in rows.iter().filter(|r| r.is_retained()) {
            *counts.entry(office_name(&data, r.office_id)).or_default() += 1;
        }
        let mut out: Vec<OfficeCount> = counts.into_iter().map(|(office, count)| OfficeCount { office, count }).collect();
        out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.office.cmp(&b.office)));
        Ok(out)
    }

    /// spec 1 §2.5, §7 agentStats(startDate, endDate): per agent, leads opened in the period,
    /// wanted, wanted and signed, conversion; members of the department named Intake unless
    /// `showAll`; sorted by conversion descending (no conversion last).
    async fn agent_stats(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, #[graphql(default = false)] show_all: bool, organization_id: Option<i64>) -> AppResult<Vec<AgentStat>> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let data = org_data(ctx, org).await?;
        let rows = load(ctx, org, opened_window(ctx, start_date, end_date), None).await?;
        let intake_members: Option<Vec<i64>> = (!show_all).then(|| {
            data.departments.iter().filter(|d| d.name.eq_ignore_ascii_case("Intake")).flat_map(|d| data.members("department", d.department_id)).map(|u| u.user_id).collect()
        });
        let mut per: BTreeMap<i64, (i64, i64, i64)> = BTreeMap::new();
        if let Some(members) = &intake_members {
            for id in members {
                per.entry(*id).or_default();
            }
        }
        for r in rows.iter() {
            let Some(agent) = r.agent_user_id else { continue };
            if intake_members.as_ref().is_some_and(|m| !m.contains(&agent)) {
                continue;
            }
            let e = per.entry(agent).or_default();
            e.0 += 1;
            e.1 += r.is_wanted() as i64;
            e.2 += (r.is_wanted() && r.is_retained()) as i64;
        }
        let mut out: Vec<AgentStat> = per
            .into_iter()
            .map(|(user_id, (total, wanted, signed))| AgentStat {
                user_id,
                agent: data.users.iter().find(|u| u.user_id == user_id).map(|u| u.name()).unwrap_or_else(|| format!("User {user_id}")),
                total_leads: total,
                wanted,
                wanted_signed: signed,
                conversion_rate: rules::rate(signed, wanted, 1),
            })
            .collect();
        out.sort_by(|a, b| b.conversion_rate.unwrap_or(-1.0).total_cmp(&a.conversion_rate.unwrap_or(-1.0)).then_with(|| a.agent.cmp(&b.agent)));
        Ok(out)
    }

    /// The pacing card (spec 1 §9) and the forecast with its what-if (docs/decisions.md
    /// "intakestats"): `extraPerDay` more cases signed per remaining business day (≥ 0).
    async fn intake_pacing(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = 0.0)] extra_per_day: f64,
        organization_id: Option<i64>,
    ) -> AppResult<IntakePacing> {
        let (_, org) = guard(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        if !extra_per_day.is_finite() || !(0.0..=1000.0).contains(&extra_per_day) {
            return Err(AppError::bad_input("extraPerDay", "The what-if must be a number of cases per day from 0 to 1000"));
        }
        super::stats_pacing::pacing(ctx, org, start_date, end_date, today(ctx), extra_per_day).await
    }
}

