//! Closed Cases in Period (spec 3 §2.9, §7 `closedCasesInPeriod(startDate, endDate)`): the
//! organization screen's report — headline, charts and table rows in one answer. The per-user
//! intake list keeps `closedCasesInPeriod`; this call adds the figures of §2.9.

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::NaiveDate;
use domain::cases::closed::{self, ClosedCase};
use sqlx::Row;

use crate::auth::viewer::ContextExt;
use crate::error::ApiResult;
use crate::intake::query::check_range;
use projections::read::conditions::organization_union;
use crate::node::global_id;

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

fn text(r: &sqlx::any::AnyRow, c: &str) -> Option<String> {
    r.try_get::<Option<String>, _>(c).ok().flatten().filter(|s| !s.trim().is_empty())
}

fn day(r: &sqlx::any::AnyRow, c: &str) -> Option<NaiveDate> {
    text(r, c).and_then(|s| s.get(..10).and_then(|d| d.parse().ok()))
}

fn staff(r: &sqlx::any::AnyRow, prefix: &str) -> Option<String> {
    text(r, &format!("{prefix}_code")).or_else(|| {
        let first = text(r, &format!("{prefix}_first")).unwrap_or_default();
        let last = text(r, &format!("{prefix}_last")).unwrap_or_default();
        let name = format!("{first} {last}").trim().to_string();
        (!name.is_empty()).then_some(name)
    })
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
    ) -> ApiResult<ClosedCasesReport> {
        let viewer = ctx.viewer().await?;
        let org = organization_id.unwrap_or(viewer.user.organization_id);
        viewer.require_admin_of(org)?;
        check_range(start_date, end_date)?;
        let state = ctx.state();
        let tz = ctx.firm_tz();
        // The period's closed cases from the closed-date index (which carries the retained
        // date: with Retained Only, closed leads are never looked up), then their rows. The
        // first demand's `GROUP BY` keeps PostgreSQL on the case's demands: without it, MIN
        // became a walk of the demand-date index filtered by case, 71 000 rows per case and
        // 6.5 s for a month of the large firm (issue #17).
        let retained = if retained_only { " AND retained_date IS NOT NULL" } else { "" };
        let closed = organization_union(|o| format!("SELECT case_id FROM cases WHERE {o} AND closed_date >= $3 AND closed_date <= $4{retained}"));
        let rows = sqlx::query(&format!(
            "SELECT c.case_id, c.case_type, c.state, c.first_name, c.last_name, c.case_rank, c.opened_at, c.wanted_date, \
             c.retained_date, c.closed_date, c.close_reason, c.close_comment, \
             a.staff_code AS att_code, a.first_name AS att_first, a.last_name AS att_last, \
             p.staff_code AS par_code, p.first_name AS par_first, p.last_name AS par_last, \
             (SELECT MIN(d.demand_date) FROM stage_demands d WHERE d.case_id = c.case_id AND d.demand_date <= c.closed_date GROUP BY d.case_id) AS demand_date \
             FROM ({closed}) k JOIN cases c ON c.case_id = k.case_id \
             LEFT JOIN users a ON a.user_id = c.attorney_user_id LEFT JOIN users p ON p.user_id = c.paralegal_user_id \
             ORDER BY c.closed_date DESC, c.case_id DESC"
        ))
        .bind(org)
        .bind(ctx.org_scope(org).is_default)
        .bind(start_date.to_string())
        .bind(end_date.to_string())
        .fetch_all(state.db.pool())
        .await?;
        let mut cases = Vec::new();
        let mut facts = Vec::new();
        for r in &rows {
            let retained = day(r, "retained_date");
            if !closed::keeps(retained_only, retained) {
                continue;
            }
            let Some(date_closed) = day(r, "closed_date") else { continue };
            let opened = text(r, "opened_at").and_then(|s| eventstore::time::from_text(&s)).map(|t| t.with_timezone(&tz).date_naive());
            let tod = closed::time_on_desk_days(retained, opened.unwrap_or(date_closed), date_closed);
            let case_id: i64 = r.get("case_id");
            let attorney = staff(r, "att");
            let reason = text(r, "close_reason").unwrap_or_default();
            let demand_date = day(r, "demand_date");
            facts.push(ClosedCase { attorney: r.try_get::<Option<String>, _>("att_code").ok().flatten().or(attorney.clone()), reason: reason.clone(), had_demand: demand_date.is_some(), tod_days: tod });
            cases.push(ClosedCaseRow {
                id: global_id("ClosedCaseRow", case_id),
                case_id,
                case_type: text(r, "case_type"),
                state: text(r, "state"),
                client_name: format!("{} {}", text(r, "first_name").unwrap_or_default(), text(r, "last_name").unwrap_or_default()).trim().to_string(),
                attorney,
                paralegal: staff(r, "par"),
                case_rank: text(r, "case_rank"),
                tod,
                date_opened: opened,
                wanted_date: day(r, "wanted_date"),
                retained_date: retained,
                demand_date,
                date_closed,
                reason,
                close_comment: text(r, "close_comment"),
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
