//! What the operations screen shows.

use async_graphql::SimpleObject;
use chrono::{DateTime, Utc};

use crate::connector::query::WriteBackStatus;

#[derive(SimpleObject)]
pub struct OperationsOverview {
    /// `embedded` (SQLite, in-process bus) or `distributed` (PostgreSQL, NATS JetStream).
    pub profile: String,
    pub projections: Vec<ProjectionOperation>,
    pub relay: RelayState,
    /// The write-back outbox: the viewer's organization's changes (overlord: every one).
    pub outbox: WriteBackStatus,
    /// True while any rebuild runs or waits: the screen refreshes every 2 s meanwhile.
    pub rebuilding: bool,
    pub checked_at: DateTime<Utc>,
}

#[derive(SimpleObject)]
pub struct ProjectionOperation {
    pub name: String,
    /// The version of the generation serving reads.
    pub version: i64,
    /// The version of this build's code (a different stored version is rebuilt by the projector).
    pub code_version: i64,
    /// The generation serving reads (its tables are `<table>__g<generation>`).
    pub generation: i64,
    /// The last log position the serving generation applied.
    pub position: i64,
    /// Positions of the log it has not applied yet.
    pub lag: i64,
    /// live | rebuilding | failed
    pub state: String,
    /// Why the serving generation stopped (with the failing event), when `failed`.
    pub last_error: Option<String>,
    pub failed_event: Option<FailedEvent>,
    pub updated_at: Option<DateTime<Utc>>,
    /// The rebuild running, waiting, interrupted, or last finished, if any.
    pub rebuild: Option<RebuildProgress>,
}

/// The event a projector failed on (from its recorded error).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct FailedEvent {
    pub position: i64,
    pub event_type: String,
    pub stream_id: String,
}

#[derive(SimpleObject)]
pub struct RebuildProgress {
    /// queued | running | done | failed | interrupted (a process died mid-rebuild: the old
    /// tables still serve; Rebuild starts again and drops the leftover)
    pub state: String,
    /// The generation being filled, when known.
    pub generation: Option<i64>,
    /// Log positions applied (of `total`, the log's head when last measured).
    pub done: i64,
    pub total: i64,
    /// 0–100.
    pub percent: f64,
    /// Positions per second (rebuilds run by this API process).
    pub rate: Option<f64>,
    pub eta_seconds: Option<i64>,
    pub requested_by_user_id: Option<i64>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub error: Option<String>,
    pub failed_event: Option<FailedEvent>,
}

#[derive(SimpleObject)]
pub struct RelayState {
    /// The last log position the relay published (and the bus acknowledged).
    pub checkpoint: i64,
    /// The log's head position.
    pub head: i64,
    pub lag: i64,
    pub updated_at: Option<DateTime<Utc>>,
    /// `nats` (JetStream) or `in-process` (embedded: no durable stream).
    pub bus: String,
    pub bus_connected: bool,
    /// JetStream's `EVENTS` stream (distributed profile only).
    pub stream: Option<EventStreamState>,
    /// Why the stream's state could not be read.
    pub stream_error: Option<String>,
}

#[derive(SimpleObject)]
pub struct EventStreamState {
    pub name: String,
    pub messages: i64,
    pub bytes: i64,
    pub first_sequence: i64,
    pub last_sequence: i64,
    pub consumers: i64,
}

#[derive(SimpleObject)]
pub struct RebuildStartedPayload {
    /// The projections whose rebuild started (in this order, one after the other).
    pub projections: Vec<String>,
    /// The log position of the recorded request.
    pub position: i64,
}

#[derive(SimpleObject)]
pub struct RetryWriteBackPayload {
    pub write_back_id: String,
    /// The log position of the recorded request.
    pub position: i64,
}

/// Reads the event out of a projector's error (`event 42 (note_added on case-7): …`, written
/// by `projections::runtime`).
pub fn failed_event_of(error: &str) -> Option<FailedEvent> {
    let rest = error.strip_prefix("event ")?;
    let (position, rest) = rest.split_once(" (")?;
    let (inside, _) = rest.split_once("):")?;
    let (event_type, stream_id) = inside.split_once(" on ")?;
    Some(FailedEvent { position: position.parse().ok()?, event_type: event_type.to_string(), stream_id: stream_id.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_failing_event_is_read_from_the_projector_error() {
        let e = failed_event_of("event 42 (note_added on case-7): database error: no such column").unwrap();
        assert_eq!(e, FailedEvent { position: 42, event_type: "note_added".into(), stream_id: "case-7".into() });
        assert_eq!(failed_event_of("projection cases is failed"), None);
    }
}
