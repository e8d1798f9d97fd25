//! What the operations screen reads: projection generations (with rebuilds run elsewhere),
//! the relay's checkpoint and the bus's stream.

use eventstore::time::from_text;
use projections::runtime::ProjectionStatus;

use super::board::{RebuildBoard, RunState};
use super::types::*;
use app::error::AppResult;
use app::state::AppState;


fn percent(done: i64, total: i64) -> f64 {
    if total <= 0 {
        100.0
    } else {
        ((done as f64 / total as f64) * 1000.0).round().clamp(0.0, 1000.0) / 10.0
    }
}

/// One projection as the screen shows it, from its generations' rows and this process's
/// rebuild board. `locked_elsewhere`: whether another process holds the projection's rebuild
/// lock (asked only when a generation is being filled that this process does not fill): a
/// generation nobody fills any more was left by a process that died or was stopped.
pub fn projection_operation(
    name: &str,
    code_version: i64,
    head: i64,
    generations: &[&ProjectionStatus],
    board: &RebuildBoard,
    locked_elsewhere: bool,
) -> ProjectionOperation {
    let active = generations.iter().find(|g| g.active);
    let filling = generations.iter().filter(|g| !g.active).max_by_key(|g| g.generation);
    let run = board.get(name);
    let updated = |g: &ProjectionStatus| g.updated_at.as_deref().and_then(from_text);
    let rebuild = match (&run, filling) {
        (Some(run), _) if run.active() => {
            let done = filling.map(|f| f.position).unwrap_or(0).max(run.done);
            let total = run.total.max(head).max(done);
            Some(RebuildProgress {
                state: if run.state == RunState::Queued { "queued" } else { "running" }.into(),
                generation: filling.map(|f| f.generation),
                done,
                total,
                percent: if run.state == RunState::Queued { 0.0 } else { percent(done, total) },
                rate: run.rate(),
                eta_seconds: run.eta_seconds(),
                requested_by_user_id: Some(run.requested_by),
                started_at: run.started_at,
                finished_at: None,
                error: None,
                failed_event: None,
            })
        }
        (_, Some(f)) => {
            let state = if f.state == "failed" {
                "failed"
            } else if locked_elsewhere {
                "running"
            } else {
                "interrupted"
            };
            Some(RebuildProgress {
                state: state.into(),
                generation: Some(f.generation),
                done: f.position,
                total: head.max(f.position),
                percent: percent(f.position, head),
                rate: None,
                eta_seconds: None,
                requested_by_user_id: run.as_ref().map(|r| r.requested_by),
                started_at: run.as_ref().and_then(|r| r.started_at),
                finished_at: run.as_ref().and_then(|r| r.finished_at),
                error: f.last_error.clone().or_else(|| run.as_ref().and_then(|r| r.error.clone())),
                failed_event: f.last_error.as_deref().and_then(failed_event_of),
            })
        }
        (Some(run), None) => Some(RebuildProgress {
            state: if run.state == RunState::Failed { "failed" } else { "done" }.into(),
            generation: None,
            done: run.done,
            total: run.total.max(run.done),
            percent: if run.state == RunState::Done { 100.0 } else { percent(run.done, run.total) },
            rate: None,
            eta_seconds: None,
            requested_by_user_id: Some(run.requested_by),
            started_at: run.started_at,
            finished_at: run.finished_at,
            error: run.error.clone(),
            failed_event: run.error.as_deref().and_then(failed_event_of),
        }),
        (None, None) => None,
    };
    let rebuilding = rebuild.as_ref().is_some_and(|r| matches!(r.state.as_str(), "queued" | "running"));
    let active_state = active.map(|a| a.state.clone()).unwrap_or_else(|| "rebuilding".into());
    let state = if active_state == "failed" {
        "failed".to_string()
    } else if rebuilding {
        "rebuilding".to_string()
    } else {
        active_state
    };
    let last_error = active.and_then(|a| a.last_error.clone());
    ProjectionOperation {
        name: name.to_string(),
        version: active.map(|a| a.version).unwrap_or(0),
        code_version,
        generation: active.map(|a| a.generation).unwrap_or(0),
        position: active.map(|a| a.position).unwrap_or(0),
        lag: active.map(|a| a.lag).unwrap_or(head),
        state,
        failed_event: last_error.as_deref().and_then(failed_event_of),
        last_error,
        updated_at: active.and_then(|a| updated(a)),
        rebuild,
    }
}

/// The relay's checkpoint against the log's head, and the bus's durable stream.
pub async fn relay_state(state: &AppState, head: i64) -> AppResult<RelayState> {
    let (checkpoint, updated_at) = match eventstore::relay::checkpoint_state(&state.store).await? {
        Some((position, updated_at)) => (position, from_text(&updated_at)),
        None => (0, None),
    };
    let (stream, stream_error) = match state.bus.stream_state().await {
        Ok(s) => (
            s.map(|s| EventStreamState {
                name: s.name,
                messages: s.messages as i64,
                bytes: s.bytes as i64,
                first_sequence: s.first_sequence as i64,
                last_sequence: s.last_sequence as i64,
                consumers: s.consumers as i64,
            }),
            None,
        ),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the bus's stream state");
            (None, Some("The bus did not answer; the relay retries and catches up".to_string()))
        }
    };
    Ok(RelayState {
        checkpoint,
        head,
        lag: (head - checkpoint).max(0),
        updated_at,
        bus: state.bus.kind().to_string(),
        bus_connected: state.bus.healthy().await,
        stream,
        stream_error,
    })
}
