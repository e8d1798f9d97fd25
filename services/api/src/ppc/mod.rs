//! The PPC report (issue 15; docs/decisions.md "ppccrm (session 4)"): per paid source, per
//! month and in total, from the call through the lead and the retained case to the fee, with
//! the spend entered per source and month (`setAdSpend`, an event each).

use std::collections::BTreeMap;

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{Datelike, Duration, NaiveDate};
use domain::marketing::ppc::{self, AdSpendSet, FunnelCounts, MonthSpend, AD_SPEND_STREAM};
use projections::ppc::read;

use crate::auth::viewer::{ContextExt, Viewer};
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::fees::money::Money;
use crate::intake::query::check_range;
use projections::read::time::day_start;

/// The read models the report watches.
pub const TOPICS: &[&str] = &[projections::ppc::NAME, projections::cases::NAME, projections::fees::NAME];

/// Issue 15: spend is entered by admin or marketing (the policy table's rule of `setAdSpend`);
/// the report says whether the viewer may.
fn enters_spend(viewer: &Viewer) -> bool {
    viewer.principal.holds_any(domain::organization::access::roles::MARKETING)
}

#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum PaidSourceKind {
    /// A referral (advertising) source flagged paid in configuration.
    Advertising,
    /// A paid call-tracking (CallRail) source.
    Callrail,
}

/// One cell of the report: a month of a source, or its total for the period.
#[derive(SimpleObject, Clone)]
pub struct PpcFigures {
    /// `YYYY-MM`, or none for the period's total.
    pub month: Option<String>,
    /// Tracked calls (CallRail sources only; none for an advertising source).
    pub calls: Option<i64>,
    pub leads: i64,
    pub wanted: i64,
    pub retained: i64,
    /// Per cent, 1 decimal; none where the base is zero.
    pub lead_rate: Option<f64>,
    pub wanted_rate: Option<f64>,
    pub retained_rate: Option<f64>,
    pub lead_to_retained_rate: Option<f64>,
    /// The part of the month's entered spend in the period (`ppc::prorated`); none: not entered
    /// (for a total: for some month) — the report says so.
    pub spend: Option<Money>,
    pub spend_missing: bool,
    pub cost_per_lead: Option<Money>,
    pub cost_per_retained: Option<Money>,
    /// Fees collected to date from the retained cases.
    pub fees: Money,
    /// (fees − spend) / spend in per cent, 1 decimal.
    pub return_on_spend: Option<f64>,
    /// The cases behind the figures (drill-down).
    pub lead_case_ids: Vec<i64>,
    pub wanted_case_ids: Vec<i64>,
    pub retained_case_ids: Vec<i64>,
}

#[derive(SimpleObject)]
pub struct PpcSourceRow {
    pub source: String,
    pub kind: PaidSourceKind,
    pub months: Vec<PpcFigures>,
    pub total: PpcFigures,
}

#[derive(SimpleObject)]
pub struct PaidSource {
    pub name: String,
    pub kind: PaidSourceKind,
}

/// A case behind a figure (the drill-down's rows).
#[derive(SimpleObject)]
pub struct PpcCase {
    pub case_id: i64,
    pub client_name: String,
    pub opened_date: NaiveDate,
    pub status: Option<String>,
    pub wanted_date: Option<String>,
    pub retained_date: Option<String>,
    pub advertising_source: Option<String>,
    pub callrail_source: Option<String>,
    /// Fees collected to date.
    pub fees: Money,
}

#[derive(SimpleObject)]
pub struct PpcReport {
    pub months: Vec<String>,
    pub rows: Vec<PpcSourceRow>,
    /// Every case behind the report's figures, by case id.
    pub cases: Vec<PpcCase>,
    /// Whether the viewer may enter spend.
    pub can_enter_spend: bool,
}

fn paid_sources(ctx: &Context<'_>) -> Vec<PaidSource> {
    let firm = &ctx.state().config.firm;
    firm.paid_advertising_sources
        .iter()
        .map(|s| PaidSource { name: s.clone(), kind: PaidSourceKind::Advertising })
        .chain(firm.paid_callrail_sources.iter().map(|s| PaidSource { name: s.clone(), kind: PaidSourceKind::Callrail }))
        .collect()
}

fn months_between(start: NaiveDate, end: NaiveDate) -> Vec<String> {
    let mut out = vec![];
    let mut d = start.with_day(1).expect("first of month");
    while d <= end {
        out.push(d.format("%Y-%m").to_string());
        d = (d + Duration::days(32)).with_day(1).expect("first of month");
    }
    out
}

#[derive(Default, Clone)]
struct Cell {
    counts: FunnelCounts,
    leads: Vec<i64>,
    wanted: Vec<i64>,
    retained: Vec<i64>,
}

fn node(month: Option<String>, cell: &Cell, calls_tracked: bool) -> PpcFigures {
    let f = ppc::figures(&cell.counts);
    PpcFigures {
        month,
        calls: calls_tracked.then_some(cell.counts.calls),
        leads: cell.counts.leads,
        wanted: cell.counts.wanted,
        retained: cell.counts.retained,
        lead_rate: if calls_tracked { f.lead_rate } else { None },
        wanted_rate: f.wanted_rate,
        retained_rate: f.retained_rate,
        lead_to_retained_rate: f.lead_to_retained_rate,
        spend: cell.counts.spend_cents.map(Money),
        spend_missing: cell.counts.spend_cents.is_none(),
        cost_per_lead: f.cost_per_lead_cents.map(Money),
        cost_per_retained: f.cost_per_retained_cents.map(Money),
        fees: Money(cell.counts.fees_cents),
        return_on_spend: f.return_on_spend,
        lead_case_ids: cell.leads.clone(),
        wanted_case_ids: cell.wanted.clone(),
        retained_case_ids: cell.retained.clone(),
    }
}

#[derive(Default)]
pub struct PpcQuery;

#[Object]
impl PpcQuery {
    /// Issue 15 PPC report for the range (`/dash/{id}/intake/ppc-report`, `/org/{id}/…`):
    /// leads are the cases opened in the range (firm time zone) whose advertising source or
    /// CallRail source is the paid source, followed to wanted, retained and fees to date.
    async fn ppc_report(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<PpcReport> {
        // Who reads it is the policy table's (`Roles(PPC)`).
        let viewer = ctx.viewer().await?;
        let org = organization_id.unwrap_or(viewer.user.organization_id);
        if !viewer.principal.reads_organization(org) {
            return Err(AppError::forbidden());
        }
        check_range(start_date, end_date)?;
        let state = ctx.state();
        let pool = state.db.pool();
        let tz = ctx.firm_tz();
        let months = months_between(start_date, end_date);
        let sources = paid_sources(ctx);
        let from = eventstore::time::to_text(day_start(start_date, tz));
        let to = eventstore::time::to_text(day_start(end_date + Duration::days(1), tz));
        let scope = ctx.org_scope(org);
        let (first_day, last_day) = (start_date.to_string(), end_date.to_string());
        let (first_month, last_month) = (months.first().cloned().unwrap_or_default(), months.last().cloned().unwrap_or_default());
        let (cases, fees, calls, spend) = tokio::try_join!(
            read::cases_opened(pool, scope, &from, &to),
            read::fees_of_cases_opened(pool, scope, &from, &to),
            read::calls(pool, scope, &first_day, &last_day),
            read::spend(pool, scope, &first_month, &last_month),
        )?;
        let mut cells: BTreeMap<(usize, String), Cell> = BTreeMap::new();
        let mut behind: Vec<PpcCase> = vec![];
        let index_of = |name: &str, kind: PaidSourceKind| sources.iter().position(|s| s.kind == kind && s.name.trim().eq_ignore_ascii_case(name.trim()));
        for r in &cases {
            let Some(opened) = eventstore::time::from_text(&r.opened_at) else { continue };
            let month = opened.with_timezone(&tz).format("%Y-%m").to_string();
            let case_id = r.case_id;
            let (wanted, retained) = (r.wanted_date.is_some(), r.retained_date.is_some());
            let adv = r.advertising_source.as_deref().and_then(|s| index_of(s, PaidSourceKind::Advertising));
            let cr = r.callrail_source.as_deref().and_then(|s| index_of(s, PaidSourceKind::Callrail));
            if adv.is_some() || cr.is_some() {
                behind.push(PpcCase {
                    case_id,
                    client_name: format!("{} {}", r.first_name.as_deref().unwrap_or_default(), r.last_name.as_deref().unwrap_or_default()).trim().to_string(),
                    opened_date: opened.with_timezone(&tz).date_naive(),
                    status: r.status_label.clone(),
                    wanted_date: r.wanted_date.clone(),
                    retained_date: r.retained_date.clone(),
                    advertising_source: r.advertising_source.clone(),
                    callrail_source: r.callrail_source.clone(),
                    fees: Money(if retained { fees.get(&case_id).copied().unwrap_or(0) } else { 0 }),
                });
            }
            for i in [adv, cr].into_iter().flatten() {
                let c = cells.entry((i, month.clone())).or_default();
                c.counts.leads += 1;
                c.leads.push(case_id);
                if wanted {
                    c.counts.wanted += 1;
                    c.wanted.push(case_id);
                }
                if retained {
                    c.counts.retained += 1;
                    c.retained.push(case_id);
                    c.counts.fees_cents += fees.get(&case_id).copied().unwrap_or(0);
                }
            }
        }
        for call in &calls {
            if let (Some(i), Some(month)) = (index_of(&call.source, PaidSourceKind::Callrail), call.day.get(..7)) {
                cells.entry((i, month.to_string())).or_default().counts.calls += 1;
            }
        }
        let rows = sources
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut total = Cell::default();
                let month_nodes = months
                    .iter()
                    .enumerate()
                    .map(|(k, m)| {
                        let mut cell = cells.get(&(i, m.clone())).cloned().unwrap_or_default();
                        cell.counts.spend_cents = spend.get(&(s.name.to_lowercase(), m.clone())).map(|&cents| ppc::prorated(cents, m, start_date, end_date));
                        ppc::add(&mut total.counts, &cell.counts, k == 0);
                        total.leads.extend(&cell.leads);
                        total.wanted.extend(&cell.wanted);
                        total.retained.extend(&cell.retained);
                        node(Some(m.clone()), &cell, s.kind == PaidSourceKind::Callrail)
                    })
                    .collect();
                PpcSourceRow { source: s.name.clone(), kind: s.kind, months: month_nodes, total: node(None, &total, s.kind == PaidSourceKind::Callrail) }
            })
            .collect();
        Ok(PpcReport { months, rows, cases: behind, can_enter_spend: enters_spend(&viewer) })
    }

    /// The paid sources (configuration): the spend form's choices.
    async fn paid_sources(&self, ctx: &Context<'_>) -> AppResult<Vec<PaidSource>> {
        Ok(paid_sources(ctx))
    }
}

#[derive(Default)]
pub struct PpcMutation;

#[Object]
impl PpcMutation {
    /// Issue 15: a paid source's spend for a month (`YYYY-MM`), in cents; the latest entry
    /// wins. `BAD_USER_INPUT` for a source that is not paid (field `source`), a bad month
    /// (`month`) or a negative or implausible amount (`amountCents`); nothing written then.
    async fn set_ad_spend(&self, ctx: &Context<'_>, source: String, month: String, amount_cents: Money) -> AppResult<bool> {
        let viewer = ctx.viewer().await?;
        let paid = paid_sources(ctx);
        let Some(found) = paid.iter().find(|s| s.name.trim().eq_ignore_ascii_case(source.trim())) else {
            return Err(AppError::bad_input("source", format!("{} is not a paid source", source.trim())));
        };
        // The viewer's own organization's month; the deployment's organization keeps the
        // streams without one (`ppc::spend_stream_id`).
        let org = viewer.user.organization_id;
        let organization_id = (org != ctx.state().config.organization_id).then_some(org);
        let entry = AdSpendSet { source: found.name.clone(), month: month.trim().to_string(), amount_cents: amount_cents.0, organization_id };
        ppc::check_spend(&entry)?;
        let id = ppc::spend_stream_id(organization_id, &entry.month).ok_or_else(|| AppError::bad_input("month", "The month is YYYY-MM"))?;
        let outcome = execute::<MonthSpend>(state_of(ctx), AD_SPEND_STREAM, StreamId::Existing(id), &ctx.command_metadata(&viewer), |_, _| Ok((entry.clone(), vec![]))).await?;
        ctx.settle(TOPICS, outcome.position).await;
        Ok(true)
    }
}

fn state_of<'a>(ctx: &'a Context<'_>) -> &'a app::state::AppState {
    ctx.state()
}
