use async_graphql::{Context, Object};
use chrono::{NaiveDate, Utc};
use domain::stages::rules;

use projections::stages::read::medical::uncompleted_requests_of_user;
use projections::stages::read::{demands_in_period, negotiation_cases, user_cases_in_stages, user_stage_cases};
use super::types::CaseData;
use super::types::{CaseNotesRow, CaseNotesStage, DemandReviewRow, DemandRow, NegotiationRow, PaletteColor, RequestRow};
use crate::auth::viewer::{ContextExt, Viewer};
use app::error::{AppError, AppResult};
use crate::ids::global_id;
use projections::organization::read::{organization_of_user, OrgData};

#[derive(Default)]
pub struct StageQuery;

/// ARCHITECTURE "Whose data a per-user screen shows": the acted-as user when an admin acts as
/// someone, else the route's user; the viewer must be allowed to see that user (one's own, or
/// an admin's organization). Not a team page: a teammate's list is forbidden.
pub async fn list_user(ctx: &Context<'_>, viewer: &Viewer, route_user_id: i64) -> AppResult<(i64, std::sync::Arc<OrgData>)> {
    let user_id = viewer.acting_as.as_ref().map(|u| u.user_id).unwrap_or(route_user_id);
    let org_id = organization_of_user(ctx.state().db.pool(), user_id).await?.ok_or_else(|| AppError::NotFound(format!("User {user_id} not found")))?;
    if !viewer.principal.views_user(user_id, org_id, &[]) {
        return Err(AppError::forbidden());
    }
    let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    Ok((user_id, org))
}

#[Object]
impl StageQuery {
    /// spec 2 §2, §7 "user cases by status": the user's cases in one stage (Treating, Demand
    /// Prep, Negotiation, Litigation, Settled) with the viewer's own note and colour for that
    /// list (spec 2 §3 "Per-user case data"; notes are private: an admin looking at another
    /// user's list sees the notes of the user it acts as, or its own).
    async fn user_stage_cases(&self, ctx: &Context<'_>, user_id: i64, stage: CaseNotesStage) -> AppResult<Vec<CaseNotesRow>> {
        let viewer = ctx.viewer().await?;
        let (case_user, org) = list_user(ctx, &viewer, user_id).await?;
        let note_user = viewer.effective_user_id();
        let key = stage.key();
        let stage_label = rules::stage_of_list(key).ok_or_else(|| AppError::bad_input("stage", "Unknown stage"))?;
        let now = Utc::now();
        let records = user_stage_cases(ctx.state().db.pool(), case_user, stage_label, note_user, key).await?;
        Ok(records
            .into_iter()
            .map(|r| CaseNotesRow {
                id: global_id(&format!("CaseNotesRow{key}{case_user}"), r.case_id),
                case_id: r.case_id,
                client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                paralegal: r.paralegal_user_id.and_then(|id| org.user(id)).map(|u| u.name()),
                status: r.status_label,
                days_in_status: r.status_changed_at.map(|t| rules::days_in_status(t, now)),
                rank: r.case_rank,
                data: CaseData::of(note_user, r.case_id, key, r.data),
            })
            .collect())
    }

    /// spec 2 §7 "user demands in period (id, startDate, endDate, optional teamId)": the
    /// demands dated in the range on the user's cases, or with `teamId` (the Team Demands
    /// toggle, spec 2 §6) on the cases of that team's members. A team is the user's own, or any
    /// of the organization's for an admin.
    async fn user_demands_in_period(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        start_date: NaiveDate,
        end_date: NaiveDate,
        team_id: Option<i64>,
    ) -> AppResult<Vec<DemandRow>> {
        let viewer = ctx.viewer().await?;
        let (user, org) = list_user(ctx, &viewer, user_id).await?;
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "endDate must not be before startDate"));
        }
        let users: Vec<i64> = match team_id {
            None => vec![user],
            Some(team) => {
                if !org.teams.iter().any(|t| t.team_id == team) {
                    return Err(AppError::bad_input("teamId", format!("Unknown team {team}")));
                }
                if !org.group_ids("team", user).contains(&team) && !viewer.principal.administers(org.organization_id) {
                    return Err(AppError::forbidden());
                }
                org.members("team", team).iter().map(|u| u.user_id).collect()
            }
        };
        let records = demands_in_period(ctx.state().db.pool(), &users, start_date, end_date).await?;
        Ok(records
            .into_iter()
            .map(|r| {
                let bounds = r.case_rank.as_deref().and_then(domain::cases::rules::rank_value_bounds);
                DemandRow {
                    id: global_id("DemandRow", r.demand_id),
                    demand_id: r.demand_id,
                    case_id: r.case_id,
                    client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                    value_from: bounds.map(|b| b.0),
                    value_to: bounds.map(|b| b.1),
                    rank: r.case_rank,
                    date_of_demand: r.demand_date,
                    paralegal: r.paralegal_user_id.and_then(|id| org.user(id)).map(|u| u.name()),
                    status: r.status_label,
                    kind: r.kind,
                }
            })
            .collect())
    }

    /// spec 2 §2, §7 "Negotiation: user cases with status Negotiation" with the last
    /// negotiation amounts and file-review note, and the viewer's own colour flag and note.
    async fn user_negotiation_cases(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<NegotiationRow>> {
        let viewer = ctx.viewer().await?;
        let (case_user, org) = list_user(ctx, &viewer, user_id).await?;
        let now = Utc::now();
        let records = negotiation_cases(ctx.state().db.pool(), case_user, viewer.effective_user_id()).await?;
        Ok(records
            .into_iter()
            .map(|r| NegotiationRow {
                id: global_id(&format!("NegotiationRow{case_user}"), r.case.case_id),
                case_id: r.case.case_id,
                client_name: format!("{} {}", r.case.first_name, r.case.last_name).trim().to_string(),
                paralegal: r.case.paralegal_user_id.and_then(|id| org.user(id)).map(|u| u.name()),
                status: r.case.status_label,
                days_in_status: r.case.status_changed_at.map(|t| rules::days_in_status(t, now)),
                rank: r.case.case_rank,
                date_of_last_file_review: r.file_review_at,
                last_file_review_note: r.file_review_note,
                last_demand_cents: r.demand_cents,
                last_offer_cents: r.offer_cents,
                last_negotiation_date: r.negotiated_at,
                last_negotiation_comments: None,
                data: CaseData::of(viewer.effective_user_id(), r.case.case_id, "neg", r.case.data),
            })
            .collect())
    }

    /// spec 2 §2 Demand Review, §7 "user cases(statuses)": the user's cases in the demand
    /// review statuses (spec 2 §4: 1063 and 1124, or the firm's imported statuses of those codes).
    async fn user_demand_review_cases(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<DemandReviewRow>> {
        let viewer = ctx.viewer().await?;
        let (case_user, org) = list_user(ctx, &viewer, user_id).await?;
        let now = Utc::now();
        let name = |id: Option<i64>| id.and_then(|id| org.user(id)).map(|u| u.name());
        let records = user_cases_in_stages(ctx.state().db.pool(), case_user, &["Demand Prep", "Negotiation"], viewer.effective_user_id(), "demandPrep").await?;
        Ok(records
            .into_iter()
            .filter(|r| rules::is_demand_review_status(r.status_id, r.status_label.as_deref()))
            .map(|r| {
                let bounds = r.case_rank.as_deref().and_then(domain::cases::rules::rank_value_bounds);
                DemandReviewRow {
                    id: global_id(&format!("DemandReviewRow{case_user}"), r.case_id),
                    case_id: r.case_id,
                    client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                    attorney: name(r.attorney_user_id),
                    paralegal: name(r.paralegal_user_id),
                    status: r.status_label,
                    days_in_status: r.status_changed_at.map(|t| rules::days_in_status(t, now)),
                    rank: r.case_rank,
                    value_from: bounds.map(|b| b.0),
                    value_to: bounds.map(|b| b.1),
                }
            })
            .collect())
    }

    /// spec 2 §2, §7 uncompletedRequests: the medical-record requests not yet completed or
    /// cancelled that the user made, was assigned, or that are on the user's cases.
    async fn uncompleted_requests(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<RequestRow>> {
        let viewer = ctx.viewer().await?;
        let (user, org) = list_user(ctx, &viewer, user_id).await?;
        let name = |id: Option<i64>| id.and_then(|id| org.user(id)).map(|u| u.name());
        let records = uncompleted_requests_of_user(ctx.state().db.pool(), user).await?;
        Ok(records
            .into_iter()
            .filter(|r| rules::is_uncompleted_request(&r.status))
            .map(|r| RequestRow {
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
            })
            .collect())
    }

    /// spec 2 §9 "palette of 12 colours" of the row-highlight dialog.
    async fn stage_palette(&self, ctx: &Context<'_>) -> AppResult<Vec<PaletteColor>> {
        ctx.viewer().await?;
        Ok(rules::PALETTE.iter().map(|(name, hex)| PaletteColor { name: name.to_string(), hex: hex.to_string() }).collect())
    }
}
