//! Read-your-writes wake-ups. A projector signals every checkpoint it commits (and every
//! failure) on a `watch` channel of its database; a process whose projectors run elsewhere
//! (the distributed profile's API) forwards the bus announcements `caseboard.projections.*`
//! to the same channel. A mutation waiting for the read models checks the checkpoints, then
//! sleeps until the next signal (or a slow re-check, for an announcement lost on the way):
//! no short poll.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use eventstore::bus::PROJECTIONS_PREFIX;
use eventstore::{Bus, Db, StoreError};
use futures::StreamExt;
use sqlx::Row;
use tokio::sync::watch;

/// Without any signal, a waiter checks again after this long (an announcement is a plain,
/// at-most-once message).
pub const RECHECK: Duration = Duration::from_secs(1);

type Channels = Mutex<HashMap<String, watch::Sender<u64>>>;

fn channel(db: &Db) -> watch::Sender<u64> {
    static CHANNELS: OnceLock<Channels> = OnceLock::new();
    CHANNELS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .entry(db.url().to_string())
        .or_insert_with(|| watch::channel(0).0)
        .clone()
}

/// Signals that a projection of `db` committed a checkpoint or stopped.
pub fn advanced(db: &Db) {
    channel(db).send_modify(|n| *n = n.wrapping_add(1));
}

/// The wake-ups of `db`'s projections.
pub fn subscribe(db: &Db) -> watch::Receiver<u64> {
    channel(db).subscribe()
}

/// Forwards the bus's projection announcements (projectors in other processes) as wake-ups
/// of `db`, until the bus ends.
pub async fn listen(db: Db, bus: Arc<dyn Bus>) {
    let pattern = format!("{PROJECTIONS_PREFIX}.>");
    match bus.subscribe(&pattern).await {
        Ok(mut messages) => {
            tokio::spawn(async move {
                while messages.next().await.is_some() {
                    advanced(&db);
                }
            });
        }
        Err(e) => tracing::warn!(error = %e, "no projection announcements; read-your-writes re-checks every second"),
    }
}

/// Waits (bounded) until the active generation of each named projection reached `position`
/// (or stopped failed): a mutation then answers from read models that already show its write.
pub async fn wait_for(db: &Db, names: &[&str], position: i64, timeout: Duration) -> Result<bool, StoreError> {
    if names.is_empty() || position == 0 {
        return Ok(true);
    }
    let deadline = tokio::time::Instant::now() + timeout;
    let mut wakeups = subscribe(db);
    loop {
        // Seen before checking: a signal that comes during the check wakes the next wait.
        wakeups.borrow_and_update();
        if reached(db, names, position).await? {
            return Ok(true);
        }
        let now = tokio::time::Instant::now();
        if now >= deadline {
            return Ok(false);
        }
        let _ = tokio::time::timeout((deadline - now).min(RECHECK), wakeups.changed()).await;
    }
}

async fn reached(db: &Db, names: &[&str], position: i64) -> Result<bool, StoreError> {
    let rows = sqlx::query("SELECT name, position, state FROM projections WHERE active = TRUE").fetch_all(db.pool()).await?;
    Ok(names.iter().all(|name| {
        rows.iter().any(|r| r.get::<String, _>(0) == *name && (r.get::<i64, _>(1) >= position || r.get::<String, _>(2) == "failed"))
    }))
}
