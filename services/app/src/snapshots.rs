//! The per-stream state cache: a command loads its aggregate from the state folded when the
//! stream was last loaded or written in this process (keyed by database, stream id and
//! version) and reads only the events after it, so a case with thousands of events costs what
//! a new one does. The cache is a hint, never the truth: the tail read starts at the cached
//! version and its first event must be the cached one (same global position), otherwise the
//! whole stream is read and folded again. Writes of other processes are simply the tail.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use domain::Aggregate;
use eventstore::{EventStore, RecordedEvent, WriteTx};

use crate::error::{AppError, AppResult};

/// Streams kept at most; past it the least recently used tenth is dropped.
pub const CAPACITY: usize = 20_000;

struct Entry {
    version: i64,
    /// Global position of the stream's event at `version`.
    position: i64,
    aggregate: Arc<dyn Any + Send + Sync>,
    used: u64,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<(String, String), Entry>,
    clock: u64,
}

fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

fn key(store: &EventStore, stream_id: &str) -> (String, String) {
    (store.db().url().to_string(), stream_id.to_string())
}

fn get<A: Clone + 'static>(store: &EventStore, stream_id: &str) -> Option<(i64, i64, A)> {
    let mut cache = cache().lock().unwrap_or_else(|p| p.into_inner());
    cache.clock += 1;
    let clock = cache.clock;
    let entry = cache.entries.get_mut(&key(store, stream_id))?;
    entry.used = clock;
    let aggregate = entry.aggregate.downcast_ref::<A>()?.clone();
    Some((entry.version, entry.position, aggregate))
}

/// Remembers `aggregate` as the stream's state at `version` (its event at `position`).
pub fn remember<A: Send + Sync + 'static>(store: &EventStore, stream_id: &str, version: i64, position: i64, aggregate: A) {
    if version == 0 {
        return;
    }
    let mut cache = cache().lock().unwrap_or_else(|p| p.into_inner());
    cache.clock += 1;
    let used = cache.clock;
    if cache.entries.len() >= CAPACITY {
        let mut ages: Vec<u64> = cache.entries.values().map(|e| e.used).collect();
        ages.sort_unstable();
        let cutoff = ages[ages.len() / 10];
        cache.entries.retain(|_, e| e.used > cutoff);
    }
    let entry = Entry { version, position, aggregate: Arc::new(aggregate), used };
    cache.entries.insert(key(store, stream_id), entry);
}

/// A stream's state as a command loads it.
pub struct Loaded<A> {
    pub aggregate: A,
    /// The stream's version (0: no stream).
    pub version: i64,
    /// Global position of the stream's last event (0: no stream).
    pub position: i64,
    /// Events read from the log to load it (the tail after a cached state, or all).
    pub read: usize,
}

fn decode<A: Aggregate>(events: &[RecordedEvent]) -> AppResult<Vec<A::Event>> {
    events.iter().map(|e| e.decode::<A::Event>()).collect::<Result<_, _>>().map_err(AppError::internal)
}

/// Loads stream `stream_id` inside `tx`: the cached state and the events after it, or the
/// whole stream. The loaded state is remembered.
pub async fn load<A: Aggregate + Send + Sync + 'static>(store: &EventStore, tx: &mut WriteTx, stream_id: &str) -> AppResult<Loaded<A>> {
    if let Some((version, position, aggregate)) = get::<A>(store, stream_id) {
        let tail = store.read_stream_from_in(tx, stream_id, version).await.map_err(AppError::from)?;
        if tail.first().is_some_and(|e| e.stream_version == version && e.position == position) {
            let last = tail.last().map(|e| (e.stream_version, e.position)).unwrap_or((version, position));
            let aggregate = decode::<A>(&tail[1..])?.iter().fold(aggregate, |a, e| a.apply(e));
            let loaded = Loaded { version: last.0, position: last.1, read: tail.len(), aggregate };
            if loaded.version != version {
                remember(store, stream_id, loaded.version, loaded.position, loaded.aggregate.clone());
            }
            return Ok(loaded);
        }
    }
    let history = store.read_stream_in(tx, stream_id).await.map_err(AppError::from)?;
    let (version, position) = history.last().map(|e| (e.stream_version, e.position)).unwrap_or((0, 0));
    let aggregate = A::fold(&decode::<A>(&history)?);
    remember(store, stream_id, version, position, aggregate.clone());
    Ok(Loaded { aggregate, version, position, read: history.len() })
}

/// The state at an earlier version (what a stale edit form was loaded at): always folded
/// from the log.
pub async fn state_at<A: Aggregate>(store: &EventStore, tx: &mut WriteTx, stream_id: &str, version: i64) -> AppResult<A> {
    let history = store.read_stream_in(tx, stream_id).await.map_err(AppError::from)?;
    let upto = history.iter().take_while(|e| e.stream_version <= version).count();
    Ok(A::fold(&decode::<A>(&history[..upto])?))
}

#[cfg(test)]
#[path = "snapshots_tests.rs"]
mod tests;
