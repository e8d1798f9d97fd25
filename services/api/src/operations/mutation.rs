use async_graphql::{Context, Object};
use domain::operations::{Operations, OperationsCommand, WriteBackRetryRequested, OPERATIONS_STREAM};

use super::query::{board, require_deployment_operator, require_operator};
use super::runtime_of;
use super::types::{RebuildStartedPayload, RetryWriteBackPayload};
use crate::auth::viewer::{ContextExt, Viewer};
use app::commands::{execute, SideEffect, StreamId};
use app::error::{AppError, AppResult};

/// Takes the rebuild locks of `names` (all or none), records the request on the operations
/// log with the acting user, then starts the rebuilds in the background.
async fn start_rebuilds(ctx: &Context<'_>, viewer: &Viewer, names: Vec<String>, all: bool) -> AppResult<RebuildStartedPayload> {
    let state = ctx.state();
    let runtime = runtime_of(state);
    let mut requested = vec![];
    for name in &names {
        let Some(p) = runtime.find(name) else {
            let known: Vec<&str> = runtime.projections().iter().map(|p| p.name()).collect();
            return Err(AppError::bad_input("name", format!("Unknown projection {name:?}; projections: {}", known.join(", "))));
        };
        requested.push((p.name().to_string(), p.version()));
    }
    let mut tickets = vec![];
    let mut busy = vec![];
    for name in &names {
        match runtime.try_begin_rebuild(name).await {
            Ok(Some(ticket)) => tickets.push(ticket),
            Ok(None) => busy.push(name.clone()),
            Err(e) => {
                for t in tickets {
                    t.release().await;
                }
                return Err(e.into());
            }
        }
    }
    if !busy.is_empty() {
        for t in tickets {
            t.release().await;
        }
        return Err(AppError::Conflict(format!("A rebuild of {} is already running; wait for it to finish", busy.join(", "))));
    }
    let metadata = ctx.command_metadata(viewer);
    let command = OperationsCommand::RequestRebuild { projections: requested, all };
    let recorded = execute::<Operations>(state, OPERATIONS_STREAM, StreamId::Existing(viewer.user.organization_id), &metadata, |_, _| {
        Ok((command.clone(), vec![]))
    })
    .await;
    let outcome = match recorded {
        Ok(o) if !o.replayed => o,
        other => {
            // Refused, or the same request answered before (its rebuild already started).
            for t in tickets {
                t.release().await;
            }
            let o = other?;
            return Ok(RebuildStartedPayload { projections: names, position: o.position });
        }
    };
    board(ctx)?.start(runtime, tickets, viewer.user.user_id);
    Ok(RebuildStartedPayload { projections: names, position: outcome.position })
}

#[derive(Default)]
pub struct OperationsMutation;

#[Object]
impl OperationsMutation {
    /// Rebuilds a projection blue/green in the background: a new generation fills from the
    /// start of the log while the old one keeps serving, then reads switch. A rebuild already
    /// running is `CONFLICT`; an unknown name `BAD_USER_INPUT`.
    async fn rebuild_projection(&self, ctx: &Context<'_>, name: String) -> AppResult<RebuildStartedPayload> {
        let viewer = ctx.viewer().await?;
        require_deployment_operator(ctx, &viewer)?;
        start_rebuilds(ctx, &viewer, vec![name.trim().to_string()], false).await
    }

    /// Rebuilds every projection, one after the other (`CONFLICT`, and none started, when
    /// one is already rebuilding).
    async fn rebuild_all_projections(&self, ctx: &Context<'_>) -> AppResult<RebuildStartedPayload> {
        let viewer = ctx.viewer().await?;
        require_deployment_operator(ctx, &viewer)?;
        let names = projections::all().iter().map(|p| p.name().to_string()).collect();
        start_rebuilds(ctx, &viewer, names, true).await
    }

    /// "Retry now": makes a failed (or waiting) write-back due at once, so the worker pushes
    /// it on its next round (within 2 s). Unknown (or another organization's) id:
    /// `NOT_FOUND`; already written back: `CONFLICT`.
    async fn retry_write_back(&self, ctx: &Context<'_>, write_back_id: String) -> AppResult<RetryWriteBackPayload> {
        let viewer = ctx.viewer().await?;
        require_operator(&viewer)?;
        let state = ctx.state();
        let not_found = || AppError::NotFound(format!("No write-back {write_back_id}"));
        let entry = app::connector::read::outbox_entry(state.db.pool(), &write_back_id).await?.ok_or_else(not_found)?;
        if !viewer.principal.is_overlord() && entry.organization_id != Some(viewer.user.organization_id) {
            return Err(not_found());
        }
        if entry.pushed_at.is_some() {
            return Err(AppError::Conflict("This change was already written back".into()));
        }
        let retry = WriteBackRetryRequested { write_back_id: write_back_id.clone(), kind: entry.kind, case_id: entry.case_id, attempts: entry.attempts };
        let metadata = ctx.command_metadata(&viewer);
        let outcome = execute::<Operations>(state, OPERATIONS_STREAM, StreamId::Existing(viewer.user.organization_id), &metadata, |_, _| {
            Ok((OperationsCommand::RequestWriteBackRetry(retry.clone()), vec![SideEffect::RetryWriteBack { id: write_back_id.clone() }]))
        })
        .await?;
        tracing::info!(write_back_id = %write_back_id, actor = viewer.user.user_id, "write-back retry requested");
        Ok(RetryWriteBackPayload { write_back_id, position: outcome.position })
    }
}
