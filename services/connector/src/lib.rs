//! The external case-management system (the spec's "SA"; ARCHITECTURE "External
//! case-management system"): the port ([`CaseSystem`]: contact search and sync, case facts,
//! write-back), its implementations (the built-in [`demo::DemoSystem`] and the
//! [`http::HttpConnector`]), the JSON Lines file import ([`import`]) and the write-back worker
//! ([`writeback`]). Deep-link templates and the outbox's status are read by the API
//! (`app::connector`), which this crate builds on.

pub mod demo;
pub mod http;
pub mod import;
pub mod port;
pub mod reconcile;
pub mod writeback;

use std::sync::Arc;

pub use app::connector::DeepLinks;
use app::config::{ConnectorConfig, ConnectorKind};
pub use port::{CaseSystem, ConnectorError, ExternalContact, FactPage, WriteBackItem};

/// The implementation `[connector] kind` selects.
pub fn from_config(config: &ConnectorConfig) -> Result<Arc<dyn CaseSystem>, ConnectorError> {
    Ok(match config.kind {
        ConnectorKind::Demo => Arc::new(demo::DemoSystem::new()),
        ConnectorKind::Http => Arc::new(http::HttpConnector::from_config(config)?),
    })
}
