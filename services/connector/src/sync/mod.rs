//! The continuous sync worker (issue #18): pulls `GET {base_url}/facts?after=<cursor>` on an
//! interval (`[connector] sync_interval_secs`) and on demand ("Sync now", `caseboard sync`),
//! and applies every fact through the importer (`source: sync`).
//!
//! - **Durable cursor.** The cursor (`sync_state.cursor`) moves in the same transaction as the
//!   fact that ends its page (or, when that fact was already there or is parked, in the
//!   transaction that records so). Every fact claims its `fact_id` in its own transaction, so
//!   after a crash mid-page the page is pulled again and the facts it already applied are
//!   recognised and skipped: nothing is skipped, nothing applied twice.
//! - **Parking.** A fact that cannot be applied yet (its case's `case_opened` has not arrived,
//!   an unknown status id, a payload the rules refuse) is parked in `parked_facts` with its
//!   reason — never dropped, never blocking other cases. Later facts of a case with parked
//!   facts wait behind them (parked too), so one case's facts land in the system's order; a
//!   `case_opened` is the exception (nothing can come before it). Parked facts are retried when
//!   their case's next fact arrives and at the end of every pull, oldest first.
//! - **Faults.** A page that cannot be fetched or read (down, timeout, 5xx, malformed JSON)
//!   fails the pull: the cursor stays, the error is recorded, and the next try waits
//!   `sync_backoff_secs` doubling per failure up to `sync_backoff_cap_secs`. An authentication
//!   failure (401/403) waits the cap at once (no retry storm) with a clear error; "Sync now"
//!   still tries at once.
//! - **One puller.** Workers take a lease on the `facts` row of `sync_state` ([`lease`]); only
//!   the holder pulls, and the cursor only moves while the lease is held, so two projector
//!   processes never both apply a page.

pub mod lease;
pub mod parked;
pub mod pull;
pub mod worker;

use std::time::Duration;

use app::config::ConnectorConfig;

pub use pull::{pull_once, PullReport};
pub use worker::{run, sync_once};

/// The worker's timing, from `[connector]`.
#[derive(Debug, Clone, Copy)]
pub struct SyncOptions {
    pub interval: Duration,
    pub backoff: Duration,
    pub backoff_cap: Duration,
    pub page_size: usize,
    /// How long a lease lasts without renewal: longer than a slow request.
    pub lease: Duration,
    /// Pulls on its own (false: only on request).
    pub enabled: bool,
}

impl SyncOptions {
    pub fn from_config(config: &ConnectorConfig) -> SyncOptions {
        let timeout = Duration::from_secs(config.timeout_secs);
        SyncOptions {
            interval: Duration::from_secs(config.sync_interval_secs),
            backoff: Duration::from_secs(config.sync_backoff_secs),
            backoff_cap: Duration::from_secs(config.sync_backoff_cap_secs),
            page_size: config.sync_page_size,
            lease: timeout * 2 + Duration::from_secs(5),
            enabled: config.sync_enabled,
        }
    }
}

/// This process's name as a lease holder: `host:pid:random`.
pub fn worker_id() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "localhost".into());
    format!("{host}:{}:{}", std::process::id(), &uuid::Uuid::new_v4().simple().to_string()[..8])
}
