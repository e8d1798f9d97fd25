//! Inventory queries (spec 2 §2, §7). Whose data: the acted-as user when an admin acts as
//! someone, else the route's user; only oneself or, for an admin, any user of the
//! organization (ARCHITECTURE "Whose data a per-user screen shows"). Everything else is
//! `FORBIDDEN`.

use std::sync::Arc;

use async_graphql::{Context, Object};
use chrono::{DateTime, NaiveDate, Utc};
use domain::inventory::rules;

use projections::inventory::read::{self, DeadlineScope, InventoryCaseRow, Staffing};
use super::types::*;
use crate::auth::viewer::{ContextExt, Viewer};
use app::error::{AppError, AppResult};
use projections::organization::read::{organization_of_user, OrgData};

#[derive(Default)]
pub struct InventoryQuery;

/// The user whose inventory the viewer asked for, with their organization, after the guard.
pub struct Owner {
    pub viewer: Arc<Viewer>,
    pub user_id: i64,
    pub org: Arc<OrgData>,
}

impl Owner {
    fn name(&self, user_id: Option<i64>) -> Option<String> {
        user_id.and_then(|id| self.org.user(id)).map(|u| u.name())
    }
}

/// The guard of every per-user inventory list: the acted-as user for an admin acting as
/// someone, else `route_user_id`; one's own inventory, or any of the organization's for its
/// admin (overlord: any). A teammate's inventory is not shown here (team pages only).
pub async fn inventory_owner(ctx: &Context<'_>, route_user_id: i64) -> AppResult<Owner> {
    let viewer = ctx.viewer().await?;
    let user_id = if viewer.acting_as.is_some() { viewer.effective_user_id() } else { route_user_id };
    let org_id = organization_of_user(ctx.state().db.pool(), user_id).await?.ok_or_else(AppError::forbidden)?;
    if user_id != viewer.user.user_id && !viewer.principal.administers(org_id) {
        return Err(AppError::forbidden());
    }
    let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
    Ok(Owner { viewer, user_id, org })
}

fn local_day(t: Option<DateTime<Utc>>, tz: chrono_tz::Tz) -> Option<NaiveDate> {
    t.map(|t| t.with_timezone(&tz).date_naive())
}

fn inventory_case(owner: &Owner, r: &InventoryCaseRow, today: NaiveDate, tz: chrono_tz::Tz) -> InventoryCase {
    InventoryCase {
        case_id: r.case_id,
        case_type: r.case_type.clone(),
        stage: r.stage.clone(),
        status: r.status_label.clone(),
        days_in_status: rules::days_in_status(local_day(r.status_changed_at, tz), today),
        client_name: r.client_name(),
        last_accessed_date_time: r.last_accessed_at,
        date_of_sol_conf: r.sol_date,
        rank: r.case_rank.clone(),
        paralegal: owner.name(r.paralegal_user_id),
        date_opened: Some(r.opened_at),
        date_of_incident: r.incident_date,
        state: r.state.clone(),
    }
}

/// The stages a Hide Stages filter hides: the user's choice (validated, so a typo does not
/// silently hide nothing), or the defaults when they never chose.
pub(crate) fn hidden_stages(hide_stages: Option<Vec<String>>) -> AppResult<Vec<String>> {
    let Some(chosen) = hide_stages else {
        return Ok(rules::DEFAULT_HIDDEN_STAGES.iter().map(|s| s.to_string()).collect());
    };
    match chosen.iter().find(|s| !rules::HIDE_STAGE_OPTIONS.contains(&s.as_str())) {
        Some(s) => Err(AppError::bad_input("hideStages", format!("Unknown stage {s}"))),
        None => Ok(chosen),
    }
}

fn stages(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[Object]
impl InventoryQuery {
    /// spec 2 §2 Hide Stages: the nine stages a list may hide, and those hidden until the
    /// user chooses (the choice is remembered in the browser).
    async fn hide_stage_options(&self, ctx: &Context<'_>) -> AppResult<HideStageOptions> {
        ctx.viewer().await?;
        Ok(HideStageOptions {
            stages: rules::HIDE_STAGE_OPTIONS.iter().map(|s| s.to_string()).collect(),
            hidden_by_default: rules::DEFAULT_HIDDEN_STAGES.iter().map(|s| s.to_string()).collect(),
        })
    }

    /// spec 2 §2 All Cases (`user cases`): the user's cases in any staff role but closed ones, with Exclude Ref
    /// (default on) leaving referred-out cases out of the rows and the rank counts.
    async fn user_cases(&self, ctx: &Context<'_>, user_id: i64, #[graphql(default = true)] exclude_referred: bool) -> AppResult<UserCases> {
        let owner = inventory_owner(ctx, user_id).await?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let mut left_out = stages(&rules::OUT_OF_INVENTORY_STAGES);
        if exclude_referred {
            left_out.push(rules::REFERRED_OUT_STAGE.to_string());
        }
        let rows = read::cases_of(ctx.state().db.pool(), owner.user_id, Staffing::AnyRole, &left_out).await?;
        let cases: Vec<InventoryCase> = rows.iter().map(|r| inventory_case(&owner, r, today, tz)).collect();
        let rank_counts = rules::rank_segments()
            .into_iter()
            .map(|segment| RankCount {
                rank: segment.to_string(),
                count: cases.iter().filter(|c| rules::rank_segment(c.rank.as_deref()) == segment).count() as i64,
            })
            .collect();
        Ok(UserCases { user_id: owner.user_id, cases, rank_counts })
    }

    /// spec 2 §7 `casesWithLastClientContact` / `casesWithLastClientContactByPrimaryAttorney`
    /// (Attorney Only): rows coloured by the age of the last contact (spec 2 §9), stages in
    /// `hideStages` left out (absent: the default hidden stages).
    async fn cases_with_last_client_contact(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        #[graphql(default)] attorney_only: bool,
        hide_stages: Option<Vec<String>>,
    ) -> AppResult<Vec<ClientContactCase>> {
        let owner = inventory_owner(ctx, user_id).await?;
        let hide_stages = hidden_stages(hide_stages)?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let staffing = if attorney_only { Staffing::AttorneyOnly } else { Staffing::AnyRole };
        let rows = read::cases_of(ctx.state().db.pool(), owner.user_id, staffing, &hide_stages).await?;
        Ok(rows
            .iter()
            .map(|r| {
                let contact = r.last_contact_at;
                let attempt = r.last_attempt_at;
                let contact_day = local_day(contact, tz);
                ClientContactCase {
                    case_id: r.case_id,
                    stage: r.stage.clone(),
                    client_name: r.client_name(),
                    paralegal: owner.name(r.paralegal_user_id),
                    date_of_last_client_contact: contact,
                    date_of_last_client_contact_attempt: rules::shown_attempt(contact, attempt),
                    days_since_contact: contact_day.map(|d| rules::days_since(d, today)),
                    color: rules::contact_colour(contact_day, local_day(attempt, tz), today, attorney_only).into(),
                }
            })
            .collect())
    }

    /// spec 2 §7 `user(id, fromDate, toDate) { deadlines }`: open deadlines due from
    /// 1900-01-01 to the end of the range; with `showAll` (admins only) the organization's,
    /// with attorney and paralegal (`organization(id, fromDate, toDate) { deadlines }`).
    async fn deadlines(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        #[graphql(default)] range: DeadlineRangeOption,
        #[graphql(default)] show_all: bool,
    ) -> AppResult<Vec<InventoryDeadline>> {
        let owner = inventory_owner(ctx, user_id).await?;
        let org_id = owner.org.organization_id;
        if show_all && !owner.viewer.principal.administers(org_id) {
            return Err(AppError::forbidden());
        }
        let today = Utc::now().with_timezone(&ctx.firm_tz()).date_naive();
        let to = rules::DeadlineRange::from(range).to_date(today);
        let scope = if show_all {
            DeadlineScope::Organization(ctx.org_scope(org_id))
        } else {
            DeadlineScope::User(owner.user_id)
        };
        let rows = read::open_deadlines(ctx.state().db.pool(), scope, rules::deadline_from_date(), to).await?;
        Ok(rows
            .into_iter()
            .filter_map(|r| {
                Some(InventoryDeadline {
                    case_id: r.case_id,
                    deadline_id: r.deadline_id,
                    client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                    due_date: r.due_date,
                    comments: r.comments,
                    deadline_type: r.deadline_type,
                    party: r.party,
                    respondent: r.respondent,
                    attorney: owner.name(r.attorney_user_id),
                    paralegal: owner.name(r.paralegal_user_id),
                })
            })
            .collect())
    }

    /// spec 2 §2 File Review: the user's cases with the last file review, its note and the
    /// colour of spec 2 §9; stages in `hideStages` left out.
    async fn cases_with_last_file_review(&self, ctx: &Context<'_>, user_id: i64, hide_stages: Option<Vec<String>>) -> AppResult<Vec<ReviewCase>> {
        let owner = inventory_owner(ctx, user_id).await?;
        let hide_stages = hidden_stages(hide_stages)?;
        review_cases(ctx, &owner, &hide_stages, |r| (r.last_file_review_at, r.last_file_review_note.clone())).await
    }

    /// spec 2 §7 `fileReviewTemplates`: the note templates of the File Review note editor.
    async fn file_review_templates(&self, ctx: &Context<'_>) -> AppResult<Vec<FileReviewTemplate>> {
        ctx.viewer().await?;
        Ok(rules::FILE_REVIEW_TEMPLATES
            .iter()
            .map(|(name, body)| FileReviewTemplate { email_template_name: name.to_string(), email_template_body: body.to_string() })
            .collect())
    }

    /// spec 2 §7 `casesWithLastDeadlineReview`: the user's cases with the last deadline review
    /// and the colour of spec 2 §9.
    async fn cases_with_last_deadline_review(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<ReviewCase>> {
        let owner = inventory_owner(ctx, user_id).await?;
        review_cases(ctx, &owner, &[], |r| (r.last_deadline_review_at, None)).await
    }

    /// spec 2 §7 `user tasks and requestedTasks`: open tasks assigned to the user, or (Show
    /// Requested) requested by the user of someone else.
    async fn tasks(&self, ctx: &Context<'_>, user_id: i64, #[graphql(default)] requested: bool) -> AppResult<Vec<InventoryTask>> {
        let owner = inventory_owner(ctx, user_id).await?;
        let rows = read::open_tasks(ctx.state().db.pool(), owner.user_id, requested).await?;
        Ok(rows
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
                requestor_user: owner.name(r.requestor_user_id),
                assigned_user: owner.name(r.assignee_user_id),
            })
            .collect())
    }
}

pub async fn review_cases(
    ctx: &Context<'_>,
    owner: &Owner,
    hide_stages: &[String],
    last: impl Fn(&InventoryCaseRow) -> (Option<DateTime<Utc>>, Option<String>),
) -> AppResult<Vec<ReviewCase>> {
    let tz = ctx.firm_tz();
    let today = Utc::now().with_timezone(&tz).date_naive();
    let mut left_out = stages(&rules::NOT_REVIEWED_STAGES);
    left_out.extend(hide_stages.iter().cloned());
    let rows = read::cases_of(ctx.state().db.pool(), owner.user_id, Staffing::AnyRole, &left_out).await?;
    Ok(rows
        .iter()
        .map(|r| {
            let (at, note) = last(r);
            let on = local_day(at, tz);
            ReviewCase {
                case_id: r.case_id,
                stage: r.stage.clone(),
                client_name: r.client_name(),
                paralegal: owner.name(r.paralegal_user_id),
                date_of_last_review: at,
                days_since_review: on.map(|d| rules::days_since(d, today)),
                last_file_review_note: note,
                color: rules::review_colour(on, today).into(),
            }
        })
        .collect())
}

