//! Organization Demands and Overdue (spec 3 §2.5, §3 "Demand record", "Overdue demand", §7
//! `allDemandsInPeriod(startDate, endDate)`, `overdueDemands`). Admins of the organization;
//! without Show All the list follows the selected team (its members' cases).

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{NaiveDate, Utc};
use domain::cases::demands as rules;
use projections::orgstats::read;

use super::LabelCount;
use crate::auth::viewer::{ContextExt, Viewer};
use app::error::{AppError, AppResult};
use crate::intake::query::check_range;
use crate::ids::global_id;
use projections::organization::read::OrgData;

#[derive(Default)]
pub struct OrgDemandsQuery;

/// spec 3 §9 "Office filter list: All Markets, …".
pub const ALL_MARKETS: &str = "All Markets";
const OTHER: &str = "Other";

/// spec 3 §2.5 table: Action, Client, Type, Attorney, Paralegal, Office, Date.
#[derive(SimpleObject)]
pub struct OrgDemandRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    /// Liability Demand or UIM Demand.
    pub r#type: String,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub office: String,
    pub demand_date: NaiveDate,
}

#[derive(SimpleObject)]
pub struct OrgDemandsReport {
    pub total: i64,
    /// Per week with `byWeek`, else per month; 1 decimal.
    pub average: f64,
    pub by_week: bool,
    pub show_all: bool,
    /// The team the list follows without Show All (none: the whole firm).
    pub team_name: Option<String>,
    /// Each week (Monday) or month (1st) of the range, oldest first.
    pub by_period: Vec<LabelCount>,
    pub by_attorney: Vec<LabelCount>,
    pub by_paralegal: Vec<LabelCount>,
    pub office_options: Vec<String>,
    /// Newest first.
    pub demands: Vec<OrgDemandRow>,
}

/// spec 3 §3 "Overdue demand: clientName, attorney, paralegal, caseId, type, office, state, prepDays".
#[derive(SimpleObject)]
pub struct OverdueDemandRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    /// The case type.
    pub r#type: Option<String>,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub office: String,
    pub state: Option<String>,
    pub prep_days: i64,
}

#[derive(SimpleObject)]
pub struct OverdueDemandsReport {
    /// Demands Overdue.
    pub overdue: i64,
    /// Cases in Demand Prep in scope (the percentage's base).
    pub in_prep: i64,
    /// Percentage Overdue, 1 decimal.
    pub percent_overdue: f64,
    pub show_all: bool,
    pub team_name: Option<String>,
    pub by_attorney: Vec<LabelCount>,
    pub office_options: Vec<String>,
    /// Most prep days first.
    pub demands: Vec<OverdueDemandRow>,
}

struct Scope {
    org: Arc<OrgData>,
    org_id: i64,
    /// Team members whose cases count (None: everyone).
    members: Option<Vec<i64>>,
    team_name: Option<String>,
    office: Option<String>,
    offices: Vec<String>,
}

async fn scope(ctx: &Context<'_>, viewer: &Viewer, organization_id: Option<i64>, show_all: bool, team_id: Option<i64>, office: Option<String>) -> AppResult<Scope> {
    let org_id = organization_id.unwrap_or(viewer.user.organization_id);
    let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    let offices: Vec<String> = std::iter::once(ALL_MARKETS.to_string()).chain(ctx.state().config.firm.offices.iter().map(|o| o.name.clone())).collect();
    let office = office.filter(|o| !o.trim().is_empty() && o != ALL_MARKETS);
    if let Some(o) = &office {
        if !offices.contains(o) {
            return Err(AppError::bad_input("office", format!("Unknown office '{o}'; choose one of {}", offices.join(", "))));
        }
    }
    let (members, team_name) = if show_all {
        (None, None)
    } else {
        let team = match team_id {
            Some(t) => Some(org.teams.iter().find(|x| x.team_id == t).ok_or_else(|| AppError::bad_input("teamId", format!("Unknown team {t}")))?),
            None => org.group_ids("team", viewer.effective_user_id()).first().and_then(|t| org.teams.iter().find(|x| x.team_id == *t)),
        };
        match team {
            Some(t) => (Some(org.members("team", t.team_id).iter().map(|u| u.user_id).collect()), Some(t.name.clone())),
            None => (None, None),
        }
    };
    Ok(Scope { org, org_id, members, team_name, office, offices })
}

impl Scope {
    fn staff(&self, user_id: Option<i64>) -> Option<String> {
        let u = self.org.user(user_id?)?;
        Some(u.code_or_name())
    }

    fn office_name(&self, ctx: &Context<'_>, office_id: Option<i64>) -> String {
        office_id.and_then(|id| ctx.state().config.firm.offices.iter().find(|o| o.id == id)).map(|o| o.name.clone()).unwrap_or_else(|| OTHER.to_string())
    }

    /// A case is in scope when it is in the selected office and (without Show All) one of the
    /// team's members is its attorney, paralegal or case manager.
    fn keeps(&self, office: &str, staff: [Option<i64>; 3]) -> bool {
        self.office.as_deref().is_none_or(|o| o == office) && self.members.as_ref().is_none_or(|m| staff.iter().flatten().any(|u| m.contains(u)))
    }
}

#[Object]
impl OrgDemandsQuery {
    /// spec 3 §2.5 Demands: the demands dated in the range, with the total, the average per
    /// month (or week with `byWeek`) and the charts by period, attorney and paralegal.
    #[allow(clippy::too_many_arguments)]
    async fn all_demands_in_period(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = false)] show_all: bool,
        #[graphql(default = false)] by_week: bool,
        team_id: Option<i64>,
        office: Option<String>,
        organization_id: Option<i64>,
    ) -> AppResult<OrgDemandsReport> {
        let viewer = ctx.viewer().await?;
        viewer.require_admin_of(organization_id.unwrap_or(viewer.user.organization_id))?;
        check_range(start_date, end_date)?;
        let s = scope(ctx, &viewer, organization_id, show_all, team_id, office).await?;
        let rows = read::demands_in_period(ctx.state().db.pool(), ctx.org_scope(s.org_id), start_date, end_date).await?;
        let mut demands = Vec::new();
        for r in rows {
            let office = s.office_name(ctx, r.office_id);
            if !s.keeps(&office, [r.attorney_user_id, r.paralegal_user_id, r.case_manager_user_id]) {
                continue;
            }
            demands.push(OrgDemandRow {
                id: global_id("OrgDemandRow", r.demand_id),
                case_id: r.case_id,
                client_name: read::client_name(&r.first_name, &r.last_name),
                r#type: rules::demand_type(&r.kind),
                attorney: s.staff(r.attorney_user_id),
                paralegal: s.staff(r.paralegal_user_id),
                office,
                demand_date: r.demand_date,
            });
        }
        let total = demands.len() as i64;
        let dates: Vec<NaiveDate> = demands.iter().map(|d| d.demand_date).collect();
        let unassigned = |v: &Option<String>| v.clone().unwrap_or_else(|| "Unassigned".into());
        let attorneys: Vec<String> = demands.iter().map(|d| unassigned(&d.attorney)).collect();
        let paralegals: Vec<String> = demands.iter().map(|d| unassigned(&d.paralegal)).collect();
        Ok(OrgDemandsReport {
            total,
            average: rules::average(total, start_date, end_date, by_week),
            by_week,
            show_all,
            team_name: s.team_name.clone(),
            by_period: rules::buckets(&dates, start_date, end_date, by_week).into_iter().map(|(d, count)| LabelCount { label: d.to_string(), count }).collect(),
            by_attorney: LabelCount::list(rules::counts(attorneys.iter().map(String::as_str))),
            by_paralegal: LabelCount::list(rules::counts(paralegals.iter().map(String::as_str))),
            office_options: s.offices.clone(),
            demands,
        })
    }

    /// spec 3 §2.5 Overdue: cases in Demand Prep whose prep days (days in their Demand Prep
    /// status, firm-local) are 45 or more, with Demands Overdue, Percentage Overdue (of the
    /// cases in Demand Prep in scope) and the chart by attorney.
    async fn overdue_demands(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = false)] show_all: bool,
        team_id: Option<i64>,
        office: Option<String>,
        organization_id: Option<i64>,
    ) -> AppResult<OverdueDemandsReport> {
        let viewer = ctx.viewer().await?;
        viewer.require_admin_of(organization_id.unwrap_or(viewer.user.organization_id))?;
        let s = scope(ctx, &viewer, organization_id, show_all, team_id, office).await?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let rows = read::open_demand_prep(ctx.state().db.pool(), ctx.org_scope(s.org_id)).await?;
        let mut in_prep = 0i64;
        let mut demands = Vec::new();
        for r in rows {
            let office = s.office_name(ctx, r.office_id);
            if !s.keeps(&office, [r.attorney_user_id, r.paralegal_user_id, r.case_manager_user_id]) {
                continue;
            }
            in_prep += 1;
            let since = r.status_changed_at.or(r.opened_at).map(|t| t.with_timezone(&tz).date_naive()).unwrap_or(today);
            let prep_days = rules::prep_days(since, today);
            if !rules::is_overdue(prep_days) {
                continue;
            }
            demands.push(OverdueDemandRow {
                id: global_id("OverdueDemandRow", r.case_id),
                case_id: r.case_id,
                client_name: read::client_name(&r.first_name, &r.last_name),
                r#type: r.case_type,
                attorney: s.staff(r.attorney_user_id),
                paralegal: s.staff(r.paralegal_user_id),
                office,
                state: r.state,
                prep_days,
            });
        }
        demands.sort_by(|a, b| b.prep_days.cmp(&a.prep_days).then(a.case_id.cmp(&b.case_id)));
        let overdue = demands.len() as i64;
        let attorneys: Vec<String> = demands.iter().map(|d| d.attorney.clone().unwrap_or_else(|| "Unassigned".into())).collect();
        Ok(OverdueDemandsReport {
            overdue,
            in_prep,
            percent_overdue: rules::percent_overdue(overdue, in_prep),
            show_all,
            team_name: s.team_name.clone(),
            by_attorney: LabelCount::list(rules::counts(attorneys.iter().map(String::as_str))),
            office_options: s.offices.clone(),
            demands,
        })
    }
}
