//! Operations: what the people who run Caseboard asked of it (rebuild a read model, retry a
//! write-back now). Recorded on the log with the acting user so every operator action is
//! traceable. One stream per organization of the acting user: `operations-<organization id>`.

pub mod sync;

use serde::{Deserialize, Serialize};

use crate::{stable_events, Aggregate, DomainError};

pub const OPERATIONS_STREAM: &str = "operations";

/// An operator asked to rebuild a projection blue/green (`all` when it was part of
/// "Rebuild all").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProjectionRebuildRequested {
    pub projection: String,
    /// The code version the rebuild fills.
    pub version: i64,
    #[serde(default)]
    pub all: bool,
}

/// An operator asked to push a failed write-back again now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WriteBackRetryRequested {
    pub write_back_id: String,
    pub kind: String,
    pub case_id: Option<i64>,
    /// Failed pushes before the retry was asked for.
    pub attempts: i64,
}

stable_events! {
    pub enum OperationsEvent {
        ProjectionRebuildRequested(ProjectionRebuildRequested) = "projection_rebuild_requested",
        WriteBackRetryRequested(WriteBackRetryRequested) = "write_back_retry_requested",
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum OperationsCommand {
    /// Rebuild these projections (name, code version); `all` for "Rebuild all".
    RequestRebuild { projections: Vec<(String, i64)>, all: bool },
    RequestWriteBackRetry(WriteBackRetryRequested),
}

/// The operations log of one organization: how many of each request it recorded.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Operations {
    pub rebuilds_requested: usize,
    pub retries_requested: usize,
}

impl Aggregate for Operations {
    type Command = OperationsCommand;
    type Event = OperationsEvent;

    fn decide(&self, command: OperationsCommand) -> Result<Vec<OperationsEvent>, DomainError> {
        match command {
            OperationsCommand::RequestRebuild { projections, all } => {
                if projections.is_empty() {
                    return Err(DomainError::invalid("name", "Name a projection to rebuild"));
                }
                if let Some((bad, _)) = projections.iter().find(|(name, _)| name.trim().is_empty()) {
                    return Err(DomainError::invalid("name", format!("Unknown projection {bad:?}")));
                }
                Ok(projections
                    .into_iter()
                    .map(|(projection, version)| OperationsEvent::ProjectionRebuildRequested(ProjectionRebuildRequested { projection, version, all }))
                    .collect())
            }
            OperationsCommand::RequestWriteBackRetry(retry) => {
                if retry.write_back_id.trim().is_empty() {
                    return Err(DomainError::invalid("writeBackId", "Name the write-back to retry"));
                }
                Ok(vec![OperationsEvent::WriteBackRetryRequested(retry)])
            }
        }
    }

    fn apply(mut self, event: &OperationsEvent) -> Self {
        match event {
            OperationsEvent::ProjectionRebuildRequested(_) => self.rebuilds_requested += 1,
            OperationsEvent::WriteBackRetryRequested(_) => self.retries_requested += 1,
        }
        self
    }

    /// A request is recorded whatever was recorded before it.
    fn commutes(_command: &OperationsCommand) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DomainEvent;

    #[test]
    fn given_nothing_when_rebuild_all_then_one_request_per_projection() {
        let events = Operations::default()
            .decide(OperationsCommand::RequestRebuild { projections: vec![("cases".into(), 3), ("organization".into(), 2)], all: true })
            .unwrap();
        assert_eq!(events.len(), 2);
        assert_eq!(events[0].event_type(), "projection_rebuild_requested");
        assert_eq!(events[1].payload()["projection"], "organization");
        assert_eq!(Operations::fold(&events).rebuilds_requested, 2);
    }

    #[test]
    fn given_nothing_when_an_empty_request_then_refused() {
        let none = OperationsCommand::RequestRebuild { projections: vec![], all: false };
        assert!(matches!(Operations::default().decide(none), Err(DomainError::Invalid { .. })));
        let retry = WriteBackRetryRequested { write_back_id: " ".into(), kind: "note_added".into(), case_id: None, attempts: 1 };
        assert!(Operations::default().decide(OperationsCommand::RequestWriteBackRetry(retry)).is_err());
    }

    #[test]
    fn retry_requests_keep_their_stable_name() {
        let retry = WriteBackRetryRequested { write_back_id: "a".into(), kind: "note_added".into(), case_id: Some(4), attempts: 2 };
        let events = Operations::default().decide(OperationsCommand::RequestWriteBackRetry(retry)).unwrap();
        assert_eq!(events[0].event_type(), "write_back_retry_requested");
        let back = OperationsEvent::decode("write_back_retry_requested", events[0].payload()).unwrap();
        assert_eq!(back, events[0]);
    }
}
