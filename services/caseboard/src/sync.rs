//! The sync worker's place in the binary: `caseboard serve` and every `caseboard projector`
//! run it (one of them pulls: the lease holder), and `caseboard sync` pulls once now.

use std::time::Duration;

use anyhow::Context;
use app::config::Config;
use app::state::AppState;
use connector::sync::worker::SyncOnce;
use connector::sync::SyncOptions;
use tokio::sync::watch;

/// The sync worker (see `connector::sync`).
pub fn spawn(state: &AppState, shutdown: watch::Receiver<bool>) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let system = state.case_system().map_err(|e| anyhow::anyhow!("{}", e.message()))?.clone();
    let options = SyncOptions::from_config(&state.config.connector);
    Ok(tokio::spawn(connector::sync::run(state.clone(), system, options, shutdown)))
}

/// `caseboard sync`: pulls every new fact now and prints what happened. When a running worker
/// holds the lease it is asked instead (as "Sync now" does). Fails (exit 1) when the pull did.
pub async fn sync(config: Config) -> anyhow::Result<()> {
    let state = super::connect(config).await?;
    let system = state.case_system().map_err(|e| anyhow::anyhow!("{}", e.message()))?.clone();
    let options = SyncOptions::from_config(&state.config.connector);
    let wait = options.lease + Duration::from_secs(60);
    match connector::sync::sync_once(&state, system.as_ref(), &options, wait).await.context("syncing")? {
        SyncOnce::Pulled(Ok(report)) => println!("Synced: {}.", report.summary()),
        SyncOnce::Pulled(Err(error)) => anyhow::bail!("sync failed: {error}"),
        SyncOnce::ByWorker(status) => {
            if status.consecutive_failures > 0 {
                anyhow::bail!("the running sync worker's pull failed: {}", status.last_error.unwrap_or_default());
            }
            println!("Synced by the running worker: {} parked facts waiting, cursor {}.", status.parked_count, status.cursor.unwrap_or_else(|| "(start)".into()));
        }
    }
    Ok(())
}
