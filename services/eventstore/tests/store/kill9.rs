//! ISSUE #17: "A kill -9 in the middle of a batch loses nothing that was acknowledged and
//! acknowledges nothing that was not stored."
//!
//! The test re-runs this test binary as a child (`kill9::child`, ignored unless run that
//! way) that appends with 16 writers through group commit and prints one line per
//! acknowledged append; the parent kills it with SIGKILL while batches are being written and
//! then compares the acknowledgements with the log.

use std::collections::HashMap;
use std::time::Duration;

use eventstore::{Backend, Db, EventStore, ExpectedVersion, Upcasters};
use serde_json::json;
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::common::{event, meta, TestDb};

const URL_VAR: &str = "CASEBOARD_KILL9_CHILD_URL";
const WRITERS: usize = 16;
const EVENTS_PER_APPEND: i64 = 3;

/// The child: appends until killed. Each writer owns a stream and states the exact version.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "run by kill9::*::{sqlite,postgres} as a child process"]
async fn child() {
    let url = std::env::var(URL_VAR).expect("run by the kill -9 test");
    let store = EventStore::new(Db::connect(&url).await.unwrap(), Upcasters::new());
    let tasks: Vec<_> = (0..WRITERS)
        .map(|w| {
            let store = store.clone();
            tokio::spawn(async move {
                let stream = format!("k-{w}");
                for n in 0.. {
                    let events: Vec<_> = (0..EVENTS_PER_APPEND).map(|k| event("kill_noted", json!({"w": w, "n": n, "k": k}))).collect();
                    let appended = store.append("kill", &stream, ExpectedVersion::Exact(n * EVENTS_PER_APPEND), &events, &meta()).await.unwrap();
                    // One line per acknowledgement, written before the next append starts.
                    println!("ack {stream} {} {}", appended.stream_version, appended.last_position);
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
}

async fn killed_mid_batch(t: &TestDb) {
    let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
        .args(["kill9::child", "--exact", "--ignored", "--nocapture", "--test-threads=1"])
        .env(URL_VAR, &t.url)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("start the child");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut acks = vec![];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    while acks.len() < 400 {
        let line = tokio::time::timeout_at(deadline, lines.next_line()).await.expect("the child acknowledges appends").unwrap();
        let line = line.expect("the child ended before it was killed");
        if line.starts_with("ack ") {
            acks.push(line);
        }
    }
    // SIGKILL while its 16 writers keep the batches coming.
    child.start_kill().unwrap();
    child.wait().await.unwrap();
    // What it printed before dying is still in the pipe.
    while let Some(line) = lines.next_line().await.unwrap() {
        if line.starts_with("ack ") {
            acks.push(line);
        }
    }

    // PostgreSQL finishes a statement whose client died (its autocommit batch may still
    // commit, unacknowledged): wait until no other backend of this database is busy.
    if t.db.backend() == Backend::Postgres {
        let busy = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()";
        let until = tokio::time::Instant::now() + Duration::from_secs(30);
        while sqlx::query_scalar::<_, i64>(busy).fetch_one(t.db.pool()).await.unwrap() > 0 {
            assert!(tokio::time::Instant::now() < until, "the killed child's statements never finished");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let store = t.store();
    let log = store.read_all_after(0, 10_000_000).await.unwrap();
    let by_key: HashMap<(String, i64), i64> = log.iter().map(|e| ((e.stream_id.clone(), e.stream_version), e.position)).collect();

    // Acknowledged ⊆ stored, at the acknowledged position.
    for ack in &acks {
        let parts: Vec<&str> = ack.split(' ').collect();
        let (stream, version, position) = (parts[1].to_string(), parts[2].parse::<i64>().unwrap(), parts[3].parse::<i64>().unwrap());
        assert_eq!(by_key.get(&(stream.clone(), version)), Some(&position), "acknowledged {ack} is not in the log");
    }

    // Stored is contiguous: each stream's versions dense from 1, whole appends only, each
    // append's events at consecutive positions; positions ascending (dense on SQLite).
    let mut streams: HashMap<&str, Vec<&eventstore::RecordedEvent>> = HashMap::new();
    for e in &log {
        streams.entry(e.stream_id.as_str()).or_default().push(e);
    }
    for (stream, events) in &streams {
        assert_eq!(events.iter().map(|e| e.stream_version).collect::<Vec<_>>(), (1..=events.len() as i64).collect::<Vec<_>>(), "{stream}");
        assert_eq!(events.len() as i64 % EVENTS_PER_APPEND, 0, "{stream} holds part of an append");
        for append in events.chunks(EVENTS_PER_APPEND as usize) {
            assert!(append.windows(2).all(|w| w[1].position == w[0].position + 1), "{stream}: an append's events are not contiguous");
            assert!(append.iter().all(|e| e.payload["n"] == append[0].payload["n"]));
        }
    }
    assert!(log.windows(2).all(|w| w[1].position > w[0].position));
    if t.db.backend() == Backend::Sqlite {
        assert_eq!(log.last().unwrap().position, log.len() as i64, "positions dense on SQLite");
    }
    // Acknowledged appends are a prefix of each stream's stored appends (a writer awaits each).
    let stored_events = log.len() as i64;
    let acked_events = acks.len() as i64 * EVENTS_PER_APPEND;
    assert!(stored_events >= acked_events, "stored {stored_events} < acknowledged {acked_events}");
    eprintln!("{:?}: {} appends acknowledged, {} stored when killed", t.db.backend(), acks.len(), stored_events / EVENTS_PER_APPEND);

    // The store is usable after the crash: the next append continues each stream.
    let next = store.append("kill", "k-0", ExpectedVersion::Any, &[event("kill_noted", json!({"after": true}))], &meta()).await.unwrap();
    assert_eq!(next.stream_version, streams.get("k-0").map_or(0, |e| e.len() as i64) + 1);
}

crate::both_backends!(killed_mid_batch);
