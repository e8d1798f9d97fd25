//! The PPC report (issue 15; docs/decisions.md "ppccrm (session 4)"): per paid source, per
//! month and in total, from the call through the lead and the retained case to the fee, with
//! the spend entered per source and month (`setAdSpend`, an event each).

use std::collections::{BTreeMap, HashMap};

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{Datelike, Duration, NaiveDate};
use domain::marketing::ppc::{self, AdSpendSet, FunnelCounts, MonthSpend, AD_SPEND_STREAM};
use sqlx::Row;

use crate::auth::viewer::{ContextExt, Viewer};
use crate::commands::{execute, StreamId};
use crate::error::{ApiError, ApiResult};
use crate::fees::money::Money;
use crate::intake::query::{check_range, day_start, firm_tz};
use crate::intake::read::ORG_FILTER;

/// The read models the report watches.
pub const TOPICS: &[&str] = &[projections::ppc::NAME, projections::cases::NAME, projections::fees::NAME];

/// Issue 15: "marketing sees the PPC report" (and admins and the intake staff whose intake
/// sub-tabs list it, spec 1 §2.5); spend is entered by admin or marketing.
fn require_reader(viewer: &Viewer) -> ApiResult<()> {
    let p = &viewer.principal;
    if p.holds_any(domain::organization::access::roles::PPC) {
        Ok(())
    } else {
        Err(ApiError::forbidden())
    }
}

fn require_spend_editor(viewer: &Viewer) -> ApiResult<()> {
    let p = &viewer.principal;
    if p.holds_any(domain::organization::access::roles::MARKETING) {
        Ok(())
    } else {
        Err(ApiError::Forbidden("Only admin or marketing enter advertising spend".into()))
    }
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
    async fn ppc_report(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> ApiResult<PpcReport> {
        let viewer = ctx.viewer().await?;
        require_reader(&viewer)?;
        let org = organization_id.unwrap_or(viewer.user.organization_id);
        if !viewer.principal.reads_organization(org) {
            return Err(ApiError::forbidden());
        }
        check_range(start_date, end_date)?;
        let state = ctx.state();
        let pool = state.db.pool();
        let tz = firm_tz(ctx);
        let months = months_between(start_date, end_date);
        let sources = paid_sources(ctx);
        let from = eventstore::time::to_text(day_start(start_date, tz));
        let to = eventstore::time::to_text(day_start(end_date + Duration::days(1), tz));
        let sql = format!("SELECT case_id, opened_at, first_name, last_name, status_label, advertising_source, callrail_source, wanted_date, retained_date FROM cases WHERE {ORG_FILTER} AND opened_at >= $3 AND opened_at < $4 ORDER BY case_id");
        let cases = sqlx::query(&sql).bind(org).bind(state.config.organization_id).bind(&from).bind(&to).fetch_all(pool).await?;
        // The fees of the period's cases only (every case's was 200 ms on a large firm).
        let fees_sql = format!(
            "SELECT case_id, CAST(SUM(amount_cents) AS BIGINT) AS fees FROM fee_lines \
             WHERE case_id IN (SELECT case_id FROM cases WHERE {ORG_FILTER} AND opened_at >= $3 AND opened_at < $4) GROUP BY case_id"
        );
        let fees: HashMap<i64, i64> = sqlx::query(&fees_sql)
            .bind(org)
            .bind(state.config.organization_id)
            .bind(&from)
            .bind(&to)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|r| (r.get::<i64, _>("case_id"), r.try_get::<i64, _>("fees").unwrap_or(0)))
            .collect();
        // Entries without an organization (0) are the deployment's organization's (issue #36).
        let default_org = state.config.organization_id;
        let calls = sqlx::query(&format!("SELECT day, source FROM ppc_calls WHERE {PPC_ORG} AND day >= $3 AND day <= $4"))
            .bind(org)
            .bind(default_org)
            .bind(start_date.to_string())
            .bind(end_date.to_string())
            .fetch_all(pool)
            .await?;
        let spend: HashMap<(String, String), i64> = sqlx::query(
            &format!("SELECT source, month, amount_cents FROM ppc_spend WHERE {PPC_ORG} AND month >= $3 AND month <= $4"),
        )
            .bind(org)
            .bind(default_org)
            .bind(months.first().cloned().unwrap_or_default())
            .bind(months.last().cloned().unwrap_or_default())
            .fetch_all(pool)
            .await?
            .iter()
            .map(|r| ((r.get::<String, _>("source").to_lowercase(), r.get::<String, _>("month")), r.get::<i64, _>("amount_cents")))
            .collect();
        let mut cells: BTreeMap<(usize, String), Cell> = BTreeMap::new();
        let mut behind: Vec<PpcCase> = vec![];
        let index_of = |name: &str, kind: PaidSourceKind| sources.iter().position(|s| s.kind == kind && s.name.trim().eq_ignore_ascii_case(name.trim()));
        for r in &cases {
            let Some(opened) = eventstore::time::from_text(&r.get::<String, _>("opened_at")) else { continue };
            let month = opened.with_timezone(&tz).format("%Y-%m").to_string();
            let case_id: i64 = r.get("case_id");
            let wanted = r.try_get::<Option<String>, _>("wanted_date").ok().flatten().is_some();
            let retained = r.try_get::<Option<String>, _>("retained_date").ok().flatten().is_some();
            let adv = r.try_get::<Option<String>, _>("advertising_source").ok().flatten().and_then(|s| index_of(&s, PaidSourceKind::Advertising));
            let cr = r.try_get::<Option<String>, _>("callrail_source").ok().flatten().and_then(|s| index_of(&s, PaidSourceKind::Callrail));
            if adv.is_some() || cr.is_some() {
                let text = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                behind.push(PpcCase {
                    case_id,
                    client_name: format!("{} {}", text("first_name").unwrap_or_default(), text("last_name").unwrap_or_default()).trim().to_string(),
                    opened_date: opened.with_timezone(&tz).date_naive(),
                    status: text("status_label"),
                    wanted_date: text("wanted_date"),
                    retained_date: text("retained_date"),
                    advertising_source: text("advertising_source"),
                    callrail_source: text("callrail_source"),
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
        for r in &calls {
            let day: String = r.get("day");
            let source: String = r.get("source");
            if let Some(i) = index_of(&source, PaidSourceKind::Callrail) {
                cells.entry((i, day[..7].to_string())).or_default().counts.calls += 1;
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
        Ok(PpcReport { months, rows, cases: behind, can_enter_spend: require_spend_editor(&viewer).is_ok() })
    }

    /// The paid sources (configuration): the spend form's choices.
    async fn paid_sources(&self, ctx: &Context<'_>) -> ApiResult<Vec<PaidSource>> {
        require_reader(&*ctx.viewer().await?)?;
        Ok(paid_sources(ctx))
    }
}

/// The `ppc` read model's rows of organization `$1` (`$2`: the deployment's organization,
/// whose rows are recorded as 0): [`ORG_FILTER`] for a column that is never NULL.
const PPC_ORG: &str = "(organization_id = $1 OR (organization_id = 0 AND $2 = $1))";

#[derive(Default)]
pub struct PpcMutation;

#[Object]
impl PpcMutation {
    /// Issue 15: a paid source's spend for a month (`YYYY-MM`), in cents; the latest entry
    /// wins. `BAD_USER_INPUT` for a source that is not paid (field `source`), a bad month
    /// (`month`) or a negative or implausible amount (`amountCents`); nothing written then.
    async fn set_ad_spend(&self, ctx: &Context<'_>, source: String, month: String, amount_cents: Money) -> ApiResult<bool> {
        let viewer = ctx.viewer().await?;
        require_spend_editor(&viewer)?;
        let paid = paid_sources(ctx);
        let Some(found) = paid.iter().find(|s| s.name.trim().eq_ignore_ascii_case(source.trim())) else {
            return Err(ApiError::bad_input("source", format!("{} is not a paid source", source.trim())));
        };
        // The viewer's own organization's month; the deployment's organization keeps the
        // streams without one (`ppc::spend_stream_id`).
        let org = viewer.user.organization_id;
        let organization_id = (org != ctx.state().config.organization_id).then_some(org);
        let entry = AdSpendSet { source: found.name.clone(), month: month.trim().to_string(), amount_cents: amount_cents.0, organization_id };
        ppc::check_spend(&entry)?;
        let id = ppc::spend_stream_id(organization_id, &entry.month).ok_or_else(|| ApiError::bad_input("month", "The month is YYYY-MM"))?;
        let outcome = execute::<MonthSpend>(state_of(ctx), AD_SPEND_STREAM, StreamId::Existing(id), &ctx.command_metadata(&viewer), |_, _| Ok((entry.clone(), vec![]))).await?;
        ctx.settle(TOPICS, outcome.position).await;
        Ok(true)
    }
}

fn state_of<'a>(ctx: &'a Context<'_>) -> &'a app::state::AppState {
    ctx.state()
}
