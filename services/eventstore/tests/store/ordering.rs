//! The global order under concurrent writers, as a projector reading behind them sees it.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use eventstore::{EventStore, ExpectedVersion, StoreError};
use serde_json::json;
use uuid::Uuid;

use crate::both_backends;
use crate::common::{event, meta, TestDb};

both_backends!(concurrent_writers_never_make_a_follower_skip_or_repeat);

const WRITERS: usize = 16;
const APPENDS: usize = 1_000;
const EVENTS_PER_APPEND: usize = 10;
const SHARED_STREAMS: usize = 4;

/// One writer: appends number `w`, `w + WRITERS`, ... Every third append goes to a stream
/// shared by all writers (`Any`, retried on Conflict); the others to the writer's own
/// stream with the exact version it expects.
async fn writer(store: EventStore, w: usize, conflicts: Arc<AtomicUsize>) {
    let mut own_version = 0;
    for i in (w..APPENDS).step_by(WRITERS) {
        let events: Vec<_> = (0..EVENTS_PER_APPEND).map(|k| event("load_noted", json!({"writer": w, "append": i, "k": k}))).collect();
        if i % 3 == 0 {
            let stream = format!("shared-{}", i % SHARED_STREAMS);
            let mut attempts = 0;
            loop {
                match store.append("load", &stream, ExpectedVersion::Any, &events, &meta()).await {
                    Ok(_) => break,
                    Err(StoreError::Conflict { .. }) if attempts < 20 => {
                        attempts += 1;
                        conflicts.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(e) => panic!("writer {w} append {i}: {e}"),
                }
            }
        } else {
            let appended = store
                .append("load", &format!("own-{w}"), ExpectedVersion::Exact(own_version), &events, &meta())
                .await
                .unwrap_or_else(|e| panic!("writer {w} append {i}: {e}"));
            own_version = appended.stream_version;
        }
    }
}

// ARCHITECTURE: "Global order that projectors can trust ... prove with a concurrent test that
// no event is ever skipped." A follower reading `read_all_after(last)` while 16 writers append
// sees every event exactly once, and each stream's events in version order.
async fn concurrent_writers_never_make_a_follower_skip_or_repeat(t: &TestDb) {
    let store = t.store();
    let started = Instant::now();
    let writers_done = Arc::new(AtomicBool::new(false));
    let conflicts = Arc::new(AtomicUsize::new(0));

    let reader = {
        let store = store.clone();
        let writers_done = writers_done.clone();
        tokio::spawn(async move {
            let mut seen = vec![];
            let mut last = 0;
            loop {
                // Read the flag first: a read that starts after the writers finished and finds
                // nothing new means the follower has everything.
                let finished = writers_done.load(Ordering::SeqCst);
                let batch = store.read_all_after(last, 500).await.unwrap();
                if batch.is_empty() {
                    if finished {
                        return seen;
                    }
                    tokio::time::sleep(Duration::from_millis(1)).await;
                    continue;
                }
                for e in batch {
                    assert!(e.position > last, "positions go forward");
                    last = e.position;
                    seen.push(e);
                }
            }
        })
    };

    // Half the writers go through a second handle with its own pools, as a second process
    // would: its batches interleave with the first's under the ordering lock (on PostgreSQL
    // both pipelined, each commit freeing the lock before its flush).
    let other = EventStore::new(eventstore::Db::connect(&t.url).await.unwrap(), eventstore::Upcasters::new());
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| tokio::spawn(writer(if w % 2 == 0 { store.clone() } else { other.clone() }, w, conflicts.clone())))
        .collect();
    for w in writers {
        w.await.unwrap();
    }
    writers_done.store(true, Ordering::SeqCst);
    let seen = reader.await.unwrap();
    let elapsed = started.elapsed();

    let total = APPENDS * EVENTS_PER_APPEND;
    let log = store.read_all_after(0, 2 * total as i64).await.unwrap();
    assert_eq!(log.len(), total);
    assert_eq!(store.count().await.unwrap(), total as i64);

    // Exactly once and in the log's order: no gaps, no duplicates, no reordering.
    let ids: HashSet<Uuid> = seen.iter().map(|e| e.event_id).collect();
    assert_eq!(ids.len(), seen.len(), "the follower saw an event twice");
    assert_eq!(seen.len(), total, "the follower missed {} events", total - seen.len().min(total));
    assert!(seen.iter().zip(&log).all(|(a, b)| a.event_id == b.event_id && a.position == b.position));

    // Each stream in version order, versions dense from 1.
    let mut versions: HashMap<&str, i64> = HashMap::new();
    for e in &seen {
        let v = versions.entry(e.stream_id.as_str()).or_insert(0);
        assert_eq!(e.stream_version, *v + 1, "stream {} out of order at position {}", e.stream_id, e.position);
        *v = e.stream_version;
    }
    assert_eq!(versions.len(), WRITERS + SHARED_STREAMS);

    // An append's events are contiguous in the global order (one transaction each).
    for chunk in seen.chunks(EVENTS_PER_APPEND) {
        assert!(chunk.iter().all(|e| e.payload["append"] == chunk[0].payload["append"]));
        assert_eq!(chunk.iter().map(|e| e.payload["k"].as_u64().unwrap()).collect::<Vec<_>>(), (0..EVENTS_PER_APPEND as u64).collect::<Vec<_>>());
    }
    // The appends went through group commit, batched (ISSUE #17: the concurrency tests run
    // against the group-commit path).
    let (stats, other_stats) = (store.group_commit_stats(), other.group_commit_stats());
    assert_eq!((stats.appends + other_stats.appends) as usize, APPENDS + conflicts.load(Ordering::Relaxed));
    for s in [stats, other_stats] {
        assert!(s.largest_batch > 1 && s.batches < s.appends, "no batch held more than one append: {s:?}");
    }
    other.db().pool().close().await;
    eprintln!(
        "{:?}: {total} events by {WRITERS} writers in {elapsed:?} ({} conflicts retried, {stats:?})",
        t.db.backend(),
        conflicts.load(Ordering::Relaxed)
    );
}
