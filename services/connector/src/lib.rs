//! The external case-management system (the spec's "SA"; ARCHITECTURE "External
//! case-management system"): the port ([`CaseSystem`]: contact search and sync, case facts,
//! write-back), its implementations (the built-in [`demo::DemoSystem`] and the
//! [`http::HttpConnector`]), the JSON Lines file import ([`import`]) and the write-back worker
//! ([`writeback`]). Deep-link templates and the outbox's status are read by the API
//! (`app::connector`), which this crate builds on.

pub mod demo;
pub mod demo_live;
pub mod http;
pub mod import;
pub mod port;
pub mod sync;
pub mod reconcile;
pub mod writeback;

use std::sync::Arc;

pub use app::connector::DeepLinks;
use app::config::{ConnectorConfig, ConnectorKind};
pub use port::{CaseSystem, ConnectorError, ExternalContact, FactPage, WriteBackItem};

/// The implementation `[connector] kind` selects, for a process with this configuration and
/// database: the demo system is live at `demo_live_rate` and answers snapshots of the history
/// from the read models.
pub fn for_app(config: &app::config::Config, pool: &sqlx::AnyPool) -> Result<Arc<dyn CaseSystem>, ConnectorError> {
    if config.connector.kind != ConnectorKind::Demo {
        return from_config(&config.connector);
    }
    let live = demo_live::LiveDemo {
        rate: config.connector.demo_live_rate,
        time_zone: config.time_zone.parse().unwrap_or(chrono_tz::America::Denver),
        offices: config.firm.offices.iter().map(|o| o.id).collect(),
        always_open: config.connector.demo_live_hours == "always",
    };
    let system = demo::DemoSystem::with_live(Some(live));
    system.set_mirror(pool.clone());
    Ok(Arc::new(system))
}

/// The implementation `[connector] kind` selects.
pub fn from_config(config: &ConnectorConfig) -> Result<Arc<dyn CaseSystem>, ConnectorError> {
    Ok(match config.kind {
        ConnectorKind::Demo => Arc::new(demo::DemoSystem::new()),
        ConnectorKind::Http => Arc::new(http::HttpConnector::from_config(config)?),
    })
}
