use async_graphql::{Context, Object};
use chrono::Utc;

use super::read::{projection_operation, relay_state};
use super::types::OperationsOverview;
use super::{runtime_of, SharedBoard};
use crate::auth::viewer::{ContextExt, Viewer};
use crate::connector::query::write_back_status;
use app::error::{AppError, AppResult};

/// Operations are for the admins of an organization and overlords (the people who run
/// Caseboard); anyone else is `FORBIDDEN`.
pub fn require_operator(viewer: &Viewer) -> AppResult<()> {
    viewer.require_admin_of(viewer.user.organization_id)
}

/// What acts on the whole deployment (projection rebuilds, the sync with the shared external
/// system, reconciliation, their status) is for overlords and for the admins of the
/// deployment's own organization (`config.organization_id`, the firm that runs it and owns
/// the external system) — never for another organization's admin (issue #36).
pub fn require_deployment_operator(ctx: &Context<'_>, viewer: &Viewer) -> AppResult<()> {
    require_operator(viewer)?;
    if viewer.principal.is_overlord() || viewer.user.organization_id == ctx.state().config.organization_id {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

pub fn board<'a>(ctx: &'a Context<'_>) -> AppResult<&'a SharedBoard> {
    ctx.data::<SharedBoard>().map_err(|_| AppError::Internal("no rebuild board in this schema".into()))
}

async fn rebuild_lock_held(runtime: &projections::runtime::Runtime, name: &str) -> AppResult<bool> {
    match runtime.try_begin_rebuild(name).await? {
        Some(ticket) => {
            ticket.release().await;
            Ok(false)
        }
        None => Ok(true),
    }
}

#[derive(Default)]
pub struct OperationsQuery;

#[Object]
impl OperationsQuery {
    /// The operations screen: every projection (version, position, lag, state, last error,
    /// rebuild progress), the relay and bus, and the write-back outbox. Admins (their
    /// organization's outbox) and overlords (the deployment's).
    async fn operations(&self, ctx: &Context<'_>) -> AppResult<OperationsOverview> {
        let viewer = ctx.viewer().await?;
        require_operator(&viewer)?;
        let state = ctx.state();
        let board = board(ctx)?;
        let runtime = runtime_of(state);
        let head = state.store.head_position().await?;
        let statuses = runtime.statuses().await?;
        let now = Utc::now();
        let mut projections = vec![];
        for p in runtime.projections() {
            let generations: Vec<_> = statuses.iter().filter(|s| s.name == p.name()).collect();
            let filled_here = board.get(p.name()).is_some_and(|r| r.active());
            let filling = generations.iter().any(|g| !g.active && g.state == "rebuilding");
            // A generation being filled by no one here: is another process filling it? Its
            // rebuild lock says so (taken and given back at once when free).
            let locked_elsewhere = filling && !filled_here && rebuild_lock_held(&runtime, p.name()).await?;
            projections.push(projection_operation(p.name(), p.version(), head, &generations, board, locked_elsewhere));
        }
        let rebuilding = projections.iter().any(|p| p.state == "rebuilding");
        let scope = (!viewer.principal.is_overlord()).then_some(viewer.user.organization_id);
        Ok(OperationsOverview {
            profile: state.profile().to_string(),
            projections,
            relay: relay_state(state, head).await?,
            outbox: write_back_status(state.db.pool(), scope).await?,
            rebuilding,
            checked_at: now,
        })
    }
}
