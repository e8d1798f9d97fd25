use async_graphql::{Context, Object};

use super::types::{report_for, ReconciliationReport, RepullPayload};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::operations::query::{require_deployment_operator, require_operator};

/// One reconciliation or re-pull at a time in this process: each asks the external system
/// for a lot, so a second click while one runs is `CONFLICT`, not a second load.
static RUNNING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[derive(Default)]
pub struct ReconciliationMutation;

#[Object]
impl ReconciliationMutation {
    /// Runs a reconciliation now and records it (`CONFLICT` while one runs).
    async fn reconcile_now(&self, ctx: &Context<'_>) -> AppResult<ReconciliationReport> {
        let viewer = ctx.viewer().await?;
        require_deployment_operator(ctx, &viewer)?;
        let _running = RUNNING.try_lock().map_err(|_| AppError::Conflict("A reconciliation is running; wait for it to finish".into()))?;
        let state = ctx.state();
        let metadata = ctx.command_metadata(&viewer);
        let done = state.reconciler()?.reconcile(state, "operator", Some(metadata)).await?;
        tracing::info!(actor = viewer.user.user_id, drift = done.total(), "reconciliation run from the operations screen");
        let scope = (!viewer.principal.is_overlord()).then_some(viewer.user.organization_id);
        Ok(report_for(done, scope, state.config.organization_id))
    }

    /// "Re-pull": fetches a drifting case's facts from the external system again (importing
    /// them twice is harmless), then compares the case again. A case not on the viewer's
    /// drift list is `NOT_FOUND`.
    async fn repull_case(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<RepullPayload> {
        let viewer = ctx.viewer().await?;
        require_operator(&viewer)?;
        if case_id <= 0 {
            return Err(AppError::bad_input("caseId", "caseId must be a positive number"));
        }
        let state = ctx.state();
        let scope = (!viewer.principal.is_overlord()).then_some(viewer.user.organization_id);
        let latest = state.reconciler()?.latest(state).await?;
        let listed = latest.is_some_and(|r| report_for(r, scope, state.config.organization_id).drift.iter().any(|d| d.case_id == case_id));
        if !listed {
            return Err(AppError::NotFound(format!("Case {case_id} is not on the drift list")));
        }
        let _running = RUNNING.try_lock().map_err(|_| AppError::Conflict("A reconciliation is running; wait for it to finish".into()))?;
        let metadata = ctx.command_metadata(&viewer);
        let r = state.reconciler()?.repull_case(state, case_id, &metadata).await?;
        Ok(RepullPayload { case_id, facts: r.facts, imported: r.imported, cleared: r.drift.is_none(), drift: r.drift.as_ref().map(Into::into) })
    }
}
