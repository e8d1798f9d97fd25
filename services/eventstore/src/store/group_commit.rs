//! Group commit of own-transaction appends (`EventStore::append`).
//!
//! When no batch is being written, an append is written at once by its own caller, as a
//! batch of one. Appends that arrive while a batch is being written join the store's queue;
//! when that batch ends, a leader task takes everything queued (up to [`MAX_BATCH_COMMANDS`] commands and
//! [`MAX_BATCH_EVENTS`] events) and writes it as one batch — one ordering lock, one version
//! check per command, one INSERT, one commit (`EventStore::write_batch`) — then answers each
//! caller with its own result and takes the next batch, until the queue is empty. A writer
//! that is alone goes straight through as a batch of one; appends that arrive while a batch
//! is being written wait for the next one, which is where the batching comes from.
//!
//! The leader of queued appends runs in its own task, so a caller that gives up (its future
//! dropped) never strands the others. If a batch fails as a whole with an error the database reported (so
//! nothing of it was stored), each of its commands is written again alone: only the command
//! that caused the failure gets it. An error of unknown outcome (the connection lost during
//! the commit) is reported to every caller of the batch, as it would be to a lone append.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use chrono::{DateTime, Utc};
use tokio::sync::oneshot;

use crate::error::StoreError;
use crate::db::Backend;
use super::{Appended, Commit, EventStore, ExpectedVersion, NewEvent};

/// Most commands in one batch.
pub const MAX_BATCH_COMMANDS: usize = 256;
/// Most events in one batch (a single larger command still goes, alone).
pub const MAX_BATCH_EVENTS: usize = 4_096;

/// One queued append.
#[derive(Debug, Clone)]
pub(crate) struct AppendRequest {
    pub stream_type: String,
    pub stream_id: String,
    pub expected: ExpectedVersion,
    pub events: Vec<NewEvent>,
    pub metadata: serde_json::Value,
    pub recorded_at: DateTime<Utc>,
}

impl AppendRequest {
    pub fn conflict(&self, actual: i64) -> StoreError {
        let expected = match self.expected {
            ExpectedVersion::NoStream => "no stream".to_string(),
            ExpectedVersion::Exact(v) => v.to_string(),
            ExpectedVersion::Any => "any".to_string(),
        };
        StoreError::Conflict { stream_id: self.stream_id.clone(), expected, actual }
    }
}

/// How a batch failed as a whole.
pub(crate) enum BatchError {
    /// The database refused it: nothing of the batch was stored.
    Rejected(StoreError),
    /// The outcome is unknown (e.g. the connection was lost during the commit).
    Unknown(StoreError),
}

type Reply = oneshot::Sender<Result<Appended, StoreError>>;

#[derive(Default)]
struct Queue {
    pending: VecDeque<(AppendRequest, Reply)>,
    leading: bool,
}

/// Counters for tests and benchmarks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GroupCommitStats {
    /// Batches written (a batch retried command by command counts once).
    pub batches: u64,
    /// Appends answered through the queue.
    pub appends: u64,
    /// The most commands one batch held.
    pub largest_batch: u64,
}

#[derive(Default)]
pub(crate) struct GroupCommit {
    queue: Mutex<Queue>,
    batches: AtomicU64,
    appends: AtomicU64,
    largest: AtomicU64,
}

impl GroupCommit {
    pub fn stats(&self) -> GroupCommitStats {
        GroupCommitStats {
            batches: self.batches.load(Ordering::Relaxed),
            appends: self.appends.load(Ordering::Relaxed),
            largest_batch: self.largest.load(Ordering::Relaxed),
        }
    }

    fn record<T>(&self, results: &[T]) {
        self.batches.fetch_add(1, Ordering::Relaxed);
        self.appends.fetch_add(results.len() as u64, Ordering::Relaxed);
        self.largest.fetch_max(results.len() as u64, Ordering::Relaxed);
    }

    /// Up to the limits, in arrival order; `None` (and no leader any more) when empty.
    fn take_batch(&self) -> Option<Vec<(AppendRequest, Reply)>> {
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        if queue.pending.is_empty() {
            queue.leading = false;
            return None;
        }
        let mut batch = vec![];
        let mut events = 0;
        while let Some((request, _)) = queue.pending.front() {
            let n = request.events.len();
            if !batch.is_empty() && (batch.len() >= MAX_BATCH_COMMANDS || events + n > MAX_BATCH_EVENTS) {
                break;
            }
            events += n;
            batch.push(queue.pending.pop_front().expect("front exists"));
        }
        Some(batch)
    }
}

/// Clears the leader flag when a lone append is done or a leader ends abnormally (a panic, a
/// cancelled caller), and hands any queued appends to a new leader task so that no caller
/// waits forever.
struct LeaderGuard {
    store: Option<EventStore>,
}

impl Drop for LeaderGuard {
    fn drop(&mut self) {
        let Some(store) = self.store.take() else { return };
        let relead = {
            let mut queue = store.group().queue.lock().unwrap_or_else(|e| e.into_inner());
            queue.leading = !queue.pending.is_empty();
            queue.leading
        };
        if relead {
            tokio::spawn(lead(store));
        }
    }
}

impl EventStore {
    /// Queues `request` and waits for its batch's result.
    pub(crate) async fn submit(&self, request: AppendRequest) -> Result<Appended, StoreError> {
        let (alone, answer) = {
            let mut queue = self.group().queue.lock().unwrap_or_else(|e| e.into_inner());
            if queue.leading {
                let (reply, answer) = oneshot::channel();
                queue.pending.push_back((request, reply));
                (None, Some(answer))
            } else {
                // Nothing in progress (so nothing queued): write this append at once, in this
                // task, as a batch of one — no hand-off for a writer that is alone.
                queue.leading = true;
                (Some(request), None)
            }
        };
        if let Some(answer) = answer {
            return answer.await.unwrap_or_else(|_| Err(StoreError::Data("the append's batch was abandoned".into())));
        }
        let request = alone.expect("not queued, so alone");
        // Dropped at the end (or if this caller gives up): appends that queued meanwhile get
        // a leader task.
        let _handover = LeaderGuard { store: Some(self.clone()) };
        // Alone, the batch's commit waits for its own flush: one round trip.
        let mut results = self.commit_batch(std::slice::from_ref(&request), Commit::Durable).await;
        self.group().record(&results);
        if results.iter().any(Result::is_ok) {
            self.notify_committed();
        }
        results.pop().unwrap_or_else(|| Err(StoreError::Data("no result for the append".into())))
    }

    /// Writes one batch, falling back to one command at a time when the database refused
    /// the batch as a whole.
    async fn commit_batch(&self, requests: &[AppendRequest], commit: Commit) -> Vec<Result<Appended, StoreError>> {
        match self.write_batch(requests, commit).await {
            Ok(results) => results,
            Err(BatchError::Rejected(e)) if requests.len() > 1 => {
                tracing::debug!(error = %e, commands = requests.len(), "append batch refused; writing its commands one by one");
                let mut results = Vec::with_capacity(requests.len());
                for request in requests {
                    results.push(match self.write_batch(std::slice::from_ref(request), commit).await {
                        Ok(mut one) => one.pop().unwrap_or_else(|| Err(StoreError::Data("no result for the append".into()))),
                        Err(BatchError::Rejected(e) | BatchError::Unknown(e)) => Err(e),
                    });
                }
                results
            }
            Err(BatchError::Rejected(e) | BatchError::Unknown(e)) => {
                let message = e.to_string();
                let mut results = vec![Err(e)];
                results.extend(
                    (1..requests.len()).map(|_| Err(StoreError::Database(sqlx::Error::Io(std::io::Error::other(message.clone()))))),
                );
                results
            }
        }
    }
}

/// The leader: batches until the queue is empty. On PostgreSQL a queued batch is pipelined:
/// its commit frees the ordering lock without waiting for the WAL flush, its callers are
/// answered after a flush of their own (`EventStore::flush`), and the next batch is written
/// meanwhile — so batches follow each other at the speed of their inserts, while the
/// flushes of several batches share the disk's fsyncs.
async fn lead(store: EventStore) {
    let mut guard = LeaderGuard { store: Some(store.clone()) };
    let group = store.group();
    let commit = match store.db().backend() {
        Backend::Postgres => Commit::Pipelined,
        Backend::Sqlite => Commit::Durable,
    };
    while let Some(batch) = group.take_batch() {
        let (requests, replies): (Vec<_>, Vec<_>) = batch.into_iter().unzip();
        let results = store.commit_batch(&requests, commit).await;
        group.record(&results);
        let stored = results.iter().any(Result::is_ok);
        if stored {
            store.notify_committed();
        }
        if commit == Commit::Pipelined && stored {
            let store = store.clone();
            tokio::spawn(async move {
                let results = store.once_durable(results).await;
                answer(replies, results);
            });
        } else {
            answer(replies, results);
        }
    }
    // `take_batch` cleared the flag under the lock.
    guard.store = None;
}

fn answer(replies: Vec<Reply>, results: Vec<Result<Appended, StoreError>>) {
    for (reply, result) in replies.into_iter().zip(results) {
        let _ = reply.send(result);
    }
}

impl EventStore {
    /// The results of a pipelined batch once it is durable. A flush that fails is tried
    /// once more (on another pooled connection); if that fails too the appends' outcome is
    /// unknown — committed, perhaps not durable — and is reported as such, never as refused.
    async fn once_durable(&self, results: Vec<Result<Appended, StoreError>>) -> Vec<Result<Appended, StoreError>> {
        let mut failure = None;
        for _ in 0..2 {
            match self.flush().await {
                Ok(()) => return results,
                Err(e) => {
                    tracing::warn!(error = %e, "flushing a pipelined append batch failed");
                    failure = Some(e.to_string());
                }
            }
        }
        let message = format!("the append was committed but its flush failed, so its durability is unknown: {}", failure.unwrap_or_default());
        results
            .into_iter()
            .map(|r| r.and_then(|_| Err(StoreError::Database(sqlx::Error::Io(std::io::Error::other(message.clone()))))))
            .collect()
    }
}
