//! The continuous sync with the external case-management system on the operations screen
//! (issue #18): `syncStatus` (lag, last pull, last error, parked facts) and `syncNow`. Admins
//! of their organization and overlords only, like the rest of operations. The worker itself
//! is `connector::sync`; this reads and writes its durable state (`app::sync`), so it answers
//! the same in the embedded process and on any API replica of the distributed profile.

use std::time::Duration;

use app::sync::{pulled_since, read_status, request_sync, SyncStatus};
use async_graphql::{Context, Object, SimpleObject};
use chrono::Utc;

use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::operations::query::require_deployment_operator;

/// How long `syncNow` waits for the worker's pull before answering (the status then shows it
/// still requested).
pub const SYNC_NOW_WAIT: Duration = Duration::from_secs(15);

#[derive(Default)]
pub struct SyncQuery;

#[Object]
impl SyncQuery {
    /// The sync with the external system: cursor, lag (now minus the newest fact's time), time
    /// since the last successful pull, the last error, back-off, and the parked facts with
    /// their reasons. Admins and overlords.
    async fn sync_status(&self, ctx: &Context<'_>) -> AppResult<SyncStatus> {
        let viewer = ctx.viewer().await?;
        require_deployment_operator(ctx, &viewer)?;
        Ok(read_status(&ctx.state().db, Utc::now()).await?)
    }
}

#[derive(SimpleObject)]
pub struct SyncNowPayload {
    /// True when the worker's pull finished before the answer (else it is still requested).
    pub completed: bool,
    pub status: SyncStatus,
}

#[derive(Default)]
pub struct SyncMutation;

#[Object]
impl SyncMutation {
    /// "Sync now": asks the pulling worker for a pull at once (also when it is backing off
    /// after failures) and waits up to 15 s for it. Admins and overlords.
    async fn sync_now(&self, ctx: &Context<'_>) -> AppResult<SyncNowPayload> {
        let viewer = ctx.viewer().await?;
        require_deployment_operator(ctx, &viewer)?;
        let db = &ctx.state().db;
        let requested = Utc::now();
        request_sync(db, requested).await?;
        tracing::info!(user_id = viewer.user.user_id, "sync requested from the operations screen");
        let deadline = tokio::time::Instant::now() + SYNC_NOW_WAIT;
        let mut completed = false;
        while tokio::time::Instant::now() < deadline {
            if pulled_since(db, requested).await? {
                completed = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        Ok(SyncNowPayload { completed, status: read_status(db, Utc::now()).await? })
    }
}
