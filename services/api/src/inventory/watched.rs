//! Watched Cases (spec 2 §2, §3 "Watched case row", §7 `startWatching` / `stopWatching`):
//! an admin's own watch list, kept as events on the admin's user stream. Admin only on the
//! server (spec 2 §6 "Start/Stop Watching, Watched Cases menu"); the list belongs to the
//! signed-in admin, also while acting as someone (docs/decisions.md "inventory2").

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::Utc;
use domain::cases::CaseCommand;
use domain::inventory::rules;
use domain::organization::{User, UserCommand, USER_STREAM};

use projections::inventory::read::{self, InventoryCaseRow};
use crate::auth::viewer::{ContextExt, Viewer};
use crate::cases::mutation::change_settling;
use crate::cases::query::load_case;
use crate::cases::types::CaseNode;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::fees::money::Money;

#[derive(InputObject)]
pub struct WatchedCaseInput {
    pub case_id: i64,
}

/// spec 1 §7 `insertSaRankStatus(status: case_id, status_id)`: the inventory rank (spec 2 §4).
#[derive(InputObject)]
pub struct SaRankStatusInput {
    pub case_id: i64,
    pub status_id: i64,
}

/// spec 2 §3 "Watched case row".
#[derive(SimpleObject, Clone)]
pub struct WatchedCase {
    pub case_id: i64,
    #[graphql(name = "type")]
    pub case_type: Option<String>,
    pub stage: Option<String>,
    pub status: Option<String>,
    pub days_in_status: Option<i64>,
    pub client_name: String,
    pub rank: Option<String>,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub date_opened: Option<chrono::DateTime<Utc>>,
    pub date_of_incident: Option<chrono::NaiveDate>,
    pub state: Option<String>,
    /// The low end of the rank's value bounds (spec 2 §4), in cents; none for unrated cases.
    pub value_from: Option<Money>,
}

/// The watch list's owner: the signed-in admin (never the acted-as user, who may not watch).
async fn watching_admin(ctx: &Context<'_>) -> AppResult<std::sync::Arc<Viewer>> {
    let viewer = ctx.viewer().await?;
    if !viewer.principal.administers(viewer.user.organization_id) {
        return Err(AppError::forbidden());
    }
    Ok(viewer)
}

async fn watched_rows(ctx: &Context<'_>, viewer: &Viewer) -> AppResult<Vec<InventoryCaseRow>> {
    Ok(read::watched_cases(ctx.state().db.pool(), ctx.org_scope(viewer.user.organization_id), viewer.user.user_id).await?)
}

#[derive(Default)]
pub struct WatchedQuery;

#[Object]
impl WatchedQuery {
    /// spec 2 §2 Watched Cases: the signed-in admin's watched cases.
    async fn watched_cases(&self, ctx: &Context<'_>) -> AppResult<Vec<WatchedCase>> {
        let viewer = watching_admin(ctx).await?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let name = |id: Option<i64>| id.and_then(|id| viewer.org.user(id)).map(|u| u.name());
        Ok(watched_rows(ctx, &viewer)
            .await?
            .into_iter()
            .map(|r| WatchedCase {
                case_id: r.case_id,
                case_type: r.case_type.clone(),
                stage: r.stage.clone(),
                status: r.status_label.clone(),
                days_in_status: rules::days_in_status(r.status_changed_at.map(|t| t.with_timezone(&tz).date_naive()), today),
                client_name: r.client_name(),
                rank: r.case_rank.clone(),
                attorney: name(r.attorney_user_id),
                paralegal: name(r.paralegal_user_id),
                date_opened: Some(r.opened_at),
                date_of_incident: r.incident_date,
                state: r.state.clone(),
                value_from: r.case_rank.as_deref().and_then(domain::cases::rules::rank_value_bounds).map(|(low, _)| Money(low * 100)),
            })
            .collect())
    }

    /// spec 2 §4 rank options with their ids (805 … 1088): the Watched Cases rank edit.
    async fn case_ranks(&self, ctx: &Context<'_>) -> AppResult<Vec<crate::cases::query::RankOption>> {
        ctx.viewer().await?;
        Ok(domain::cases::rules::CASE_RANKS.iter().map(|(id, l)| crate::cases::query::RankOption { rank_id: *id, rank: l.to_string() }).collect())
    }

    /// The ids of the cases the signed-in admin watches (the All Cases row menu's Start or Stop).
    async fn watched_case_ids(&self, ctx: &Context<'_>) -> AppResult<Vec<i64>> {
        let viewer = watching_admin(ctx).await?;
        Ok(watched_rows(ctx, &viewer).await?.into_iter().map(|r| r.case_id).collect())
    }
}

#[derive(Default)]
pub struct WatchedMutation;

async fn change_watch(ctx: &Context<'_>, case_id: i64, start: bool) -> AppResult<i64> {
    let viewer = watching_admin(ctx).await?;
    // A case of another organization is FORBIDDEN, an unknown one NOT_FOUND.
    load_case(ctx, case_id).await?;
    let organization_id = viewer.user.organization_id;
    let at = Utc::now();
    let outcome = execute::<User>(ctx.state(), USER_STREAM, StreamId::Existing(viewer.user.user_id), &ctx.command_metadata(&viewer), |_, _| {
        let command =
            if start { UserCommand::StartWatching { organization_id, case_id, at } } else { UserCommand::StopWatching { organization_id, case_id, at } };
        Ok((command, vec![]))
    })
    .await?;
    ctx.settle(&[projections::watched::NAME], outcome.position).await;
    Ok(case_id)
}

#[Object]
impl WatchedMutation {
    /// spec 2 §7 startWatching(watchedCase{caseId}) returns caseId. Admin only.
    async fn start_watching(&self, ctx: &Context<'_>, watched_case: WatchedCaseInput) -> AppResult<i64> {
        change_watch(ctx, watched_case.case_id, true).await
    }

    /// spec 2 §7 stopWatching(watchedCase{caseId}) returns caseId. Admin only.
    async fn stop_watching(&self, ctx: &Context<'_>, watched_case: WatchedCaseInput) -> AppResult<i64> {
        change_watch(ctx, watched_case.case_id, false).await
    }

    /// spec 2 §7 insertSaRankStatus(status: case_id, status_id): the case's inventory rank
    /// (spec 2 §4 ids 805 … 1088), answered once the inventory lists show it.
    async fn insert_sa_rank_status(&self, ctx: &Context<'_>, status: SaRankStatusInput) -> AppResult<CaseNode> {
        crate::cases::mutation::require_editor(ctx, false).await?;
        if domain::cases::rules::case_rank_label(status.status_id).is_none() {
            return Err(AppError::bad_input("statusId", format!("Unknown rank {}", status.status_id)));
        }
        let topics = [projections::cases::NAME, projections::inventory::NAME];
        Ok(CaseNode(change_settling(ctx, status.case_id, CaseCommand::SetCaseRank { rank_id: status.status_id }, &topics).await?))
    }
}
