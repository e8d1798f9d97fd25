//! Closed Cases in Period (spec 3 §2.9, §7 `closedCasesInPeriod(startDate, endDate)`): the
//! organization screen's report — headline, charts and table rows in one answer. The per-user
//! intake list keeps `closedCasesInPeriod`; this call adds the figures of §2.9.

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::NaiveDate;
use domain::cases::closed::{self, ClosedCase};
use projections::orgstats::read;

use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::intake::query::check_range;
use crate::ids::global_id;

use super::LabelCount;

#[derive(Default)]
pub struct ClosedCasesQuery;

#[derive(SimpleObject)]
pub struct AttorneyTod {
    pub attorney: String,
    /// Average days on desk, 1 decimal (CASE SETTLED cases only).
    pub average_days: f64,
}

/// One row of the table (spec 3 §2.9: "Action, Type, State, Client, Attorney, Paralegal, Case
/// Rank, ToD, Opened, Wanted, Retained, Demand, Closed, Reason").
#[derive(SimpleObject)]
pub struct ClosedCaseRow {
    pub id: ID,
    pub case_id: i64,
    pub case_type: Option<String>,
    pub state: Option<String>,
    pub client_name: String,
    /// Staff code (else name) of the attorney.
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub case_rank: Option<String>,
    /// Time on desk in days (retained, else opened, to closed).
    pub tod: i64,
    /// The firm-local day the case was opened.
    pub date_opened: Option<NaiveDate>,
    pub wanted_date: Option<NaiveDate>,
    pub retained_date: Option<NaiveDate>,
    /// The first demand sent before the case closed.
    pub demand_date: Option<NaiveDate>,
    pub date_closed: NaiveDate,
    pub reason: String,
    pub close_comment: Option<String>,
}

#[derive(SimpleObject)]
pub struct ClosedCasesReport {
    pub count: i64,
    pub not_settled_after_demand: i64,
    /// Of the count, 1 decimal.
    pub not_settled_after_demand_percent: f64,
    /// Days, 1 decimal; null when no CASE SETTLED case counts.
    pub average_tod: Option<f64>,
    /// Closed reasons, most first.
    pub by_reason: Vec<LabelCount>,
    /// Closed cases by attorney, most first.
    pub by_attorney: Vec<LabelCount>,
    /// Time on Desk by Attorney, by attorney code.
    pub tod_by_attorney: Vec<AttorneyTod>,
    /// Newest closing first.
    pub cases: Vec<ClosedCaseRow>,
}

#[Object]
impl ClosedCasesQuery {
    /// spec 3 §2.9 Closed Cases in Period (admin of the organization): cases closed in the
    /// range, only retained ones with `retainedOnly` (default on), with the headline figures,
    /// the closed-reasons and by-attorney counts and the time on desk by attorney.
    async fn closed_cases_report(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = true)] retained_only: bool,
        organization_id: Option<i64>,
    ) -> AppResult<ClosedCasesReport> {
        let viewer = ctx.viewer().await?;
        let org = organization_id.unwrap_or(viewer.user.organization_id);
        viewer.require_admin_of(org)?;
        check_range(start_date, end_date)?;
        let state = ctx.state();
        let tz = ctx.firm_tz();
        let rows = read::closed_cases(state.db.pool(), ctx.org_scope(org), start_date, end_date, retained_only).await?;
        let mut cases = Vec::new();
        let mut facts = Vec::new();
        for r in rows {
            if !closed::keeps(retained_only, r.retained_date) {
                continue;
            }
            let date_closed = r.closed_date;
            let opened = r.opened_at.map(|t| t.with_timezone(&tz).date_naive());
            let tod = closed::time_on_desk_days(r.retained_date, opened.unwrap_or(date_closed), date_closed);
            let attorney = r.attorney.code_or_name();
            let reason = r.close_reason.unwrap_or_default();
            facts.push(ClosedCase { attorney: attorney.clone(), reason: reason.clone(), had_demand: r.demand_date.is_some(), tod_days: tod });
            cases.push(ClosedCaseRow {
                id: global_id("ClosedCaseRow", r.case_id),
                case_id: r.case_id,
                case_type: r.case_type,
                state: r.state,
                client_name: read::client_name(&r.first_name, &r.last_name),
                attorney,
                paralegal: r.paralegal.code_or_name(),
                case_rank: r.case_rank,
                tod,
                date_opened: opened,
                wanted_date: r.wanted_date,
                retained_date: r.retained_date,
                demand_date: r.demand_date,
                date_closed,
                reason,
                close_comment: r.close_comment,
            });
        }
        let s = closed::summary(&facts, &state.config.firm.tod_excluded_attorneys);
        let counts = |v: Vec<(String, i64)>| v.into_iter().map(|(label, count)| LabelCount { label, count }).collect();
        Ok(ClosedCasesReport {
            count: s.count,
            not_settled_after_demand: s.not_settled_after_demand,
            not_settled_after_demand_percent: s.not_settled_after_demand_percent,
            average_tod: s.average_tod,
            by_reason: counts(s.by_reason),
            by_attorney: counts(s.by_attorney),
            tod_by_attorney: s.tod_by_attorney.into_iter().map(|(attorney, average_days)| AttorneyTod { attorney, average_days }).collect(),
            cases,
        })
    }
}
