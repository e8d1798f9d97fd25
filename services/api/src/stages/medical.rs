//! Medical requests (spec part 2 §2 "/mr (Stats), /mr/tasks (Tasks)"):
//! `medicalRequestTeamStatsByMonth` for Medical Record Stats, `medicalRequestTasks` for the
//! requester's queue and `setMedicalRequestStatus`, the inline status change that completes a
//! request (a `medical_request_set` event on the case stream).

use std::collections::{BTreeMap, BTreeSet};

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::cases::{Case, CaseCommand, CaseEvent, CASE_STREAM};
use domain::stages::medical::{self, RequestFacts};
use projections::stages::read::medical::{request_by_id, requests_in_period, uncompleted_requests_of_user, RequestRecord};
use super::types::RequestRow;
use crate::auth::viewer::{ContextExt, Viewer};
use crate::cases::query::load_case;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::inventory::types::InventoryTask;
use crate::ids::global_id;
use projections::organization::read::OrgData;

const TOPICS: &[&str] = &[projections::stages::NAME];
const TOTAL: &str = "Total";

/// spec 2 §3 "Medical request stats: totalRequests, totalCancellations, totalCompleted,
/// totalCompletedInThirtyDays, averageDaysToComplete, yearMonth, month, year, agent"; one row
/// per shown agent and month of the period, and a `Total` row per month (`isTotal`).
#[derive(SimpleObject, Clone, Debug)]
pub struct MedicalRequestMonthStats {
    /// The agent's staff code (or name when it has none); `Total` on the total rows.
    pub agent: String,
    pub agent_name: String,
    pub is_total: bool,
    pub year_month: String,
    pub year: i32,
    pub month: u32,
    pub total_requests: i64,
    pub total_cancellations: i64,
    pub total_completed: i64,
    pub total_completed_in_thirty_days: i64,
    pub average_days_to_complete: Option<f64>,
}

/// spec 2 §2 Medical requests: Tasks — the requester's open requests and open tasks.
#[derive(SimpleObject)]
pub struct MedicalRequestTasks {
    pub requests: Vec<RequestRow>,
    pub tasks: Vec<InventoryTask>,
    /// The statuses the inline edit offers (domain `REQUEST_STATUSES`).
    pub statuses: Vec<String>,
}

/// Who works medical requests of `org`: a medical requester of it, or its admin.
fn may_work_requests(viewer: &Viewer, org: i64) -> bool {
    viewer.principal.administers(org) || (viewer.principal.organization_id == org && viewer.principal.has_role("medical-requester"))
}

fn agent_code(org: &OrgData, user_id: i64) -> (String, String) {
    match org.user(user_id) {
        Some(u) => (u.code_or_name(), u.name()),
        None => (format!("User {user_id}"), format!("User {user_id}")),
    }
}

fn request_row(org: &OrgData, r: RequestRecord) -> RequestRow {
    let name = |id: Option<i64>| id.and_then(|id| org.user(id)).map(|u| u.name());
    RequestRow {
        id: global_id("MedicalRequest", r.request_id),
        request_id: r.request_id,
        case_id: r.case_id,
        client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
        assigned_user: name(r.assignee_user_id),
        requestor_user: name(r.requestor_user_id),
        status: r.status,
        medical_provider: r.provider,
        request_date: r.request_date,
        from_date: r.from_date,
        to_date: r.to_date,
        updated: r.updated_at,
        comments: r.comments,
    }
}

#[derive(Default)]
pub struct MedicalQuery;

#[Object]
impl MedicalQuery {
    /// spec 2 §7 medicalRequestTeamStatsByMonth(startDate, endDate): the organization's
    /// requests made in the period, per agent (the request's assignee) and month, for the
    /// configured agents (`firm.medical_request_agents`; every agent when empty) plus the
    /// total of all requests. Medical requesters and admins.
    async fn medical_request_team_stats_by_month(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<Vec<MedicalRequestMonthStats>> {
        let viewer = ctx.viewer().await?;
        let org_id = viewer.principal.organization_id;
        if !may_work_requests(&viewer, org_id) {
            return Err(AppError::forbidden());
        }
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "endDate must not be before startDate"));
        }
        if (end_date - start_date).num_days() > 366 * 5 {
            return Err(AppError::bad_input("startDate", "The period can be at most five years"));
        }
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let rows = requests_in_period(ctx.state().db.pool(), org_id, start_date, end_date).await?;
        let mut names: BTreeMap<String, String> = BTreeMap::new();
        let mut facts = vec![];
        for r in rows {
            let (agent, name) = match r.assignee_user_id {
                Some(id) => agent_code(&org, id),
                None => ("Unassigned".to_string(), "Unassigned".to_string()),
            };
            names.insert(agent.clone(), name);
            facts.push(RequestFacts { agent, request_date: r.request_date, status: r.status, completed_date: r.completed_date });
        }
        let configured = &ctx.state().config.firm.medical_request_agents;
        let shown: Vec<String> = if configured.is_empty() {
            names.keys().filter(|a| a.as_str() != "Unassigned").cloned().collect()
        } else {
            for code in configured {
                if let Some(u) = org.users.iter().find(|u| u.staff_code.as_deref() == Some(code.as_str())) {
                    names.insert(code.clone(), u.name());
                }
            }
            configured.clone()
        };
        let per_agent = medical::monthly_stats(&facts);
        let totals = medical::monthly_stats(&facts.iter().map(|f| RequestFacts { agent: TOTAL.into(), ..f.clone() }).collect::<Vec<_>>());
        let shown_set: BTreeSet<&String> = shown.iter().collect();
        let mut out = vec![];
        for (year, month) in medical::months_between(start_date, end_date) {
            let mut push = |agent: &str, name: &str, is_total: bool, found: Option<&medical::MonthStats>| {
                out.push(MedicalRequestMonthStats {
                    agent: agent.to_string(),
                    agent_name: name.to_string(),
                    is_total,
                    year_month: format!("{year:04}-{month:02}"),
                    year,
                    month,
                    total_requests: found.map_or(0, |s| s.total_requests),
                    total_cancellations: found.map_or(0, |s| s.total_cancellations),
                    total_completed: found.map_or(0, |s| s.total_completed),
                    total_completed_in_thirty_days: found.map_or(0, |s| s.total_completed_in_thirty_days),
                    average_days_to_complete: found.and_then(|s| s.average_days_to_complete),
                });
            };
            for agent in &shown {
                let found = per_agent.iter().find(|s| s.year == year && s.month == month && &s.agent == agent && shown_set.contains(&s.agent));
                push(agent, names.get(agent).map(String::as_str).unwrap_or(agent), false, found);
            }
            push(TOTAL, TOTAL, true, totals.iter().find(|s| s.year == year && s.month == month));
        }
        Ok(out)
    }

    /// spec 2 §2 Medical requests: Tasks — the open requests assigned to the medical requester
    /// (the acted-as user for an admin) and the open tasks assigned to that user.
    async fn medical_request_tasks(&self, ctx: &Context<'_>) -> AppResult<MedicalRequestTasks> {
        let viewer = ctx.viewer().await?;
        let org_id = viewer.principal.organization_id;
        if !may_work_requests(&viewer, org_id) {
            return Err(AppError::forbidden());
        }
        let user = viewer.effective_user_id();
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let pool = ctx.state().db.pool();
        let requests = uncompleted_requests_of_user(pool, user)
            .await?
            .into_iter()
            .filter(|r| r.assignee_user_id == Some(user) && domain::stages::rules::is_uncompleted_request(&r.status))
            .map(|r| request_row(&org, r))
            .collect();
        let name = |id: Option<i64>| id.and_then(|id| org.user(id)).map(|u| u.name());
        let tasks = projections::inventory::read::open_tasks(pool, user, false)
            .await?
            .into_iter()
            .map(|r| InventoryTask {
                task_id: r.task_id,
                case_id: r.case_id,
                case_rank: r.case_rank,
                client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                category: r.category,
                summary: r.summary,
                description: r.description,
                due_date: r.due_date,
                requestor_user: name(r.requestor_user_id),
                assigned_user: name(r.assignee_user_id),
            })
            .collect();
        Ok(MedicalRequestTasks { requests, tasks, statuses: medical::REQUEST_STATUSES.iter().map(|s| s.to_string()).collect() })
    }
}

#[derive(Default)]
pub struct MedicalMutation;

#[Object]
impl MedicalMutation {
    /// spec 2 §2 Tasks: a requester sets a request's status (completing it stamps today, in the
    /// firm's time zone); a `medical_request_set` event. The request's assignee or requestor, a
    /// medical requester of the case's organization, or its admin. Completing a completed
    /// request is a `CONFLICT`; an unknown status `BAD_USER_INPUT` (field `status`).
    async fn set_medical_request_status(
        &self,
        ctx: &Context<'_>,
        case_id: i64,
        request_id: i64,
        status: String,
        comments: Option<String>,
    ) -> AppResult<RequestRow> {
        let viewer = ctx.viewer().await?;
        let view = load_case(ctx, case_id).await?;
        let org_id = view.row.organization_id.unwrap_or(ctx.state().config.organization_id);
        let user = viewer.effective_user_id();
        let today = crate::cases::types::firm_today(ctx);
        let allowed = may_work_requests(&viewer, org_id);
        let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
            let current = case.medical_requests.get(&request_id).ok_or_else(|| AppError::bad_input("requestId", format!("Unknown request {request_id} on case {case_id}")))?;
            if !allowed && current.assignee_user_id != Some(user) && current.requestor_user_id != Some(user) {
                return Err(AppError::forbidden());
            }
            let next = medical::next_request_status(current, &status, today, comments.as_deref())?;
            Ok((CaseCommand::Record(CaseEvent::MedicalRequestSet(next)), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let record = request_by_id(ctx.state().db.pool(), request_id).await?.ok_or_else(|| AppError::NotFound(format!("Request {request_id} not found")))?;
        Ok(request_row(&org, record))
    }
}
