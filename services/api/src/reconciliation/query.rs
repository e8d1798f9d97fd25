use async_graphql::{Context, Object};

use super::types::{report_for, ReconciliationReport};
use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::operations::query::require_operator;

#[derive(Default)]
pub struct ReconciliationQuery;

#[Object]
impl ReconciliationQuery {
    /// The latest reconciliation with the external case system (with the re-pulls since), or
    /// null before the first run. Admins (their organization's cases) and overlords.
    async fn reconciliation(&self, ctx: &Context<'_>) -> AppResult<Option<ReconciliationReport>> {
        let viewer = ctx.viewer().await?;
        require_operator(&viewer)?;
        let state = ctx.state();
        let scope = (!viewer.principal.is_overlord()).then_some(viewer.user.organization_id);
        let latest = state.reconciler()?.latest(state).await?;
        Ok(latest.map(|r| report_for(r, scope, state.config.organization_id)))
    }
}
