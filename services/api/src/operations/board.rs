//! The rebuilds this API process runs: progress (positions done of the log's head), rate and
//! time left, kept in memory for the operations screen. Rebuilds run by another process
//! (`caseboard rebuild`, another API replica, the projector after a version change) are seen
//! through their generation's row in `projections` instead (see `read.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use chrono::{DateTime, Utc};
use projections::runtime::{RebuildTicket, Runtime};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunState {
    Queued,
    Running,
    Done,
    Failed,
}

#[derive(Debug, Clone)]
pub struct RebuildRun {
    pub state: RunState,
    pub requested_by: i64,
    pub requested_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    started: Option<Instant>,
    pub finished_at: Option<DateTime<Utc>>,
    pub done: i64,
    pub total: i64,
    pub error: Option<String>,
}

impl RebuildRun {
    /// Positions per second since the rebuild started.
    pub fn rate(&self) -> Option<f64> {
        let elapsed = self.started?.elapsed().as_secs_f64();
        (self.state == RunState::Running && elapsed > 0.05 && self.done > 0).then(|| self.done as f64 / elapsed)
    }

    /// Seconds left at the current rate.
    pub fn eta_seconds(&self) -> Option<i64> {
        let rate = self.rate()?;
        Some(((self.total - self.done).max(0) as f64 / rate).ceil() as i64)
    }

    pub fn active(&self) -> bool {
        matches!(self.state, RunState::Queued | RunState::Running)
    }
}

#[derive(Default)]
pub struct RebuildBoard {
    runs: Mutex<HashMap<String, RebuildRun>>,
}

impl RebuildBoard {
    pub fn get(&self, name: &str) -> Option<RebuildRun> {
        self.runs.lock().unwrap_or_else(|p| p.into_inner()).get(name).cloned()
    }

    fn update(&self, name: &str, change: impl FnOnce(&mut RebuildRun)) {
        if let Some(run) = self.runs.lock().unwrap_or_else(|p| p.into_inner()).get_mut(name) {
            change(run);
        }
    }

    /// Runs the rebuilds whose locks `tickets` hold, one after the other (two cores serve the
    /// screens meanwhile), in a background task that outlives the request.
    pub fn start(self: &Arc<Self>, runtime: Runtime, tickets: Vec<RebuildTicket>, requested_by: i64) {
        {
            let mut runs = self.runs.lock().unwrap_or_else(|p| p.into_inner());
            for t in &tickets {
                runs.insert(
                    t.name().to_string(),
                    RebuildRun {
                        state: RunState::Queued,
                        requested_by,
                        requested_at: Utc::now(),
                        started_at: None,
                        started: None,
                        finished_at: None,
                        done: 0,
                        total: 0,
                        error: None,
                    },
                );
            }
        }
        let board = self.clone();
        tokio::spawn(async move {
            for ticket in tickets {
                let name = ticket.name().to_string();
                board.update(&name, |r| {
                    r.state = RunState::Running;
                    r.started_at = Some(Utc::now());
                    r.started = Some(Instant::now());
                });
                tracing::info!(projection = %name, requested_by, "rebuild started from the operations screen");
                let progress_board = board.clone();
                let progress_name = name.clone();
                let outcome = runtime
                    .rebuild_with(ticket, move |done, total| {
                        progress_board.update(&progress_name, |r| {
                            r.done = done;
                            r.total = total;
                        })
                    })
                    .await;
                match outcome {
                    Ok(()) => {
                        tracing::info!(projection = %name, "rebuild finished");
                        board.update(&name, |r| {
                            r.state = RunState::Done;
                            r.done = r.total.max(r.done);
                            r.finished_at = Some(Utc::now());
                        });
                    }
                    Err(e) => {
                        tracing::error!(projection = %name, error = %e, "rebuild failed; the old tables keep serving");
                        board.update(&name, |r| {
                            r.state = RunState::Failed;
                            r.error = Some(e.to_string());
                            r.finished_at = Some(Utc::now());
                        });
                    }
                }
            }
        });
    }
}
