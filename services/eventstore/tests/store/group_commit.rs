//! Group commit (docs/event-store.md "Group commit"): appends queued while a batch is being
//! written go together in the next batch, each with its own optimistic-concurrency result.
//!
//! To queue commands deterministically, a test holds the ordering lock from outside the
//! store (PostgreSQL: the advisory lock on another connection; SQLite: a write transaction
//! on another connection), so the first append's batch waits and the rest queue behind it.

use std::time::Duration;

use eventstore::{Appended, Backend, Db, EventStore, ExpectedVersion, NewEvent, StoreError};
use serde_json::json;
use sqlx::{Connection, Executor};

use crate::both_backends;
use crate::common::{event, meta, TestDb};

both_backends!(a_batch_checks_each_command_against_the_ones_before_it, a_failing_command_fails_alone, a_lone_writer_is_never_held_back);

/// Holds the append ordering lock until dropped or `release`d.
enum Blocker {
    Postgres(sqlx::AnyConnection),
    Sqlite(Db, eventstore::WriteTx),
}

impl Blocker {
    async fn hold(t: &TestDb) -> Blocker {
        match t.db.backend() {
            Backend::Postgres => {
                let mut conn = sqlx::AnyConnection::connect(&t.url).await.unwrap();
                conn.execute(format!("SELECT pg_advisory_lock({})", eventstore::store::APPEND_LOCK_KEY).as_str()).await.unwrap();
                Blocker::Postgres(conn)
            }
            Backend::Sqlite => {
                let db = Db::connect(&t.url).await.unwrap();
                let tx = db.begin_write().await.unwrap();
                Blocker::Sqlite(db, tx)
            }
        }
    }

    async fn release(self) {
        match self {
            Blocker::Postgres(mut conn) => {
                conn.execute(format!("SELECT pg_advisory_unlock({})", eventstore::store::APPEND_LOCK_KEY).as_str()).await.unwrap();
                conn.close().await.unwrap();
            }
            Blocker::Sqlite(db, tx) => {
                tx.rollback().await.unwrap();
                db.pool().close().await;
            }
        }
    }
}

/// Starts `first` (its batch then waits for the blocker), queues `rest` in order behind it,
/// releases the blocker and returns every result in order.
async fn queued_behind_a_blocked_batch(
    t: &TestDb,
    store: &EventStore,
    first: (&str, ExpectedVersion, Vec<NewEvent>),
    rest: Vec<(&str, ExpectedVersion, Vec<NewEvent>)>,
) -> (Result<Appended, StoreError>, Vec<Result<Appended, StoreError>>) {
    let blocker = Blocker::hold(t).await;
    let first = {
        let store = store.clone();
        let (stream, expected, events) = (first.0.to_string(), first.1, first.2);
        tokio::spawn(async move { store.append("gc", &stream, expected, &events, &meta()).await })
    };
    // The leader takes the first command at once and waits for the lock with it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    // `join_all` polls in order, so the commands queue in this order.
    let metadata = meta();
    let queued = futures::future::join_all(rest.iter().map(|(stream, expected, events)| store.append("gc", stream, *expected, events, &metadata)));
    let release = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        blocker.release().await;
    };
    let (results, ()) = tokio::join!(queued, release);
    (first.await.unwrap(), results)
}

fn one(n: i64) -> Vec<NewEvent> {
    vec![event("gc_noted", json!({"n": n}))]
}

fn conflict_at(result: &Result<Appended, StoreError>) -> i64 {
    match result {
        Err(StoreError::Conflict { actual, .. }) => *actual,
        other => panic!("expected a conflict, got {other:?}"),
    }
}

// ISSUE #17: "one lock, one version check, one multi-row INSERT and one commit per batch — with
// each command's optimistic-concurrency result reported to its own caller"; writers on the
// same stream in one batch see the commands queued before theirs.
async fn a_batch_checks_each_command_against_the_ones_before_it(t: &TestDb) {
    let store = t.store();
    let three = vec![event("gc_noted", json!({"k": 1})), event("gc_noted", json!({"k": 2})), event("gc_noted", json!({"k": 3}))];
    let (first, results) = queued_behind_a_blocked_batch(
        t,
        &store,
        ("s", ExpectedVersion::NoStream, one(0)),
        vec![
            ("s", ExpectedVersion::Exact(1), one(1)),   // 0: wins, s at 2
            ("s", ExpectedVersion::Exact(1), one(2)),   // 1: conflict, s is at 2
            ("s", ExpectedVersion::Any, one(3)),        // 2: s at 3
            ("n", ExpectedVersion::NoStream, one(4)),   // 3: n at 1
            ("n", ExpectedVersion::NoStream, one(5)),   // 4: conflict, n is at 1
            ("s", ExpectedVersion::Any, three.clone()), // 5: s at 6
            ("s", ExpectedVersion::Exact(6), one(7)),   // 6: s at 7
            ("s", ExpectedVersion::Exact(6), one(8)),   // 7: conflict, s is at 7
            ("n", ExpectedVersion::Exact(1), vec![]),   // 8: no events, version checked: n at 1
            ("n", ExpectedVersion::Exact(0), vec![]),   // 9: conflict, n is at 1
        ],
    )
    .await;
    assert_eq!(first.unwrap().stream_version, 1);
    let versions: Vec<Option<i64>> = results.iter().map(|r| r.as_ref().ok().map(|a| a.stream_version)).collect();
    assert_eq!(versions, vec![Some(2), None, Some(3), Some(1), None, Some(6), Some(7), None, Some(1), None]);
    assert_eq!(conflict_at(&results[1]), 2);
    assert_eq!(conflict_at(&results[4]), 1);
    assert_eq!(conflict_at(&results[7]), 7);
    assert_eq!(conflict_at(&results[9]), 1);
    assert_eq!(results[8].as_ref().unwrap().last_position, 0);

    // One batch for the blocked command, one for the ten queued behind it.
    let stats = store.group_commit_stats();
    assert_eq!((stats.batches, stats.appends, stats.largest_batch), (2, 11, 10), "{stats:?}");

    // The log holds the accepted commands in queue order, contiguous, each caller's
    // `last_position` its own last event.
    let log = store.read_all_after(0, 100).await.unwrap();
    let order: Vec<(String, i64, i64)> =
        log.iter().map(|e| (e.stream_id.clone(), e.stream_version, e.payload["n"].as_i64().unwrap_or_else(|| -e.payload["k"].as_i64().unwrap()))).collect();
    let expected: Vec<(String, i64, i64)> =
        [("s", 1, 0), ("s", 2, 1), ("s", 3, 3), ("n", 1, 4), ("s", 4, -1), ("s", 5, -2), ("s", 6, -3), ("s", 7, 7)]
            .iter()
            .map(|(s, v, n)| (s.to_string(), *v, *n))
            .collect();
    assert_eq!(order, expected);
    for w in log.windows(2) {
        assert!(w[1].position > w[0].position);
    }
    let batch_positions: Vec<i64> = log[1..].iter().map(|e| e.position).collect();
    assert_eq!(batch_positions, (log[1].position..log[1].position + 7).collect::<Vec<_>>(), "one batch, one contiguous insert");
    let at = |stream: &str, version: i64| log.iter().find(|e| e.stream_id == stream && e.stream_version == version).unwrap().position;
    assert_eq!(results[0].as_ref().unwrap().last_position, at("s", 2));
    assert_eq!(results[3].as_ref().unwrap().last_position, at("n", 1));
    assert_eq!(results[5].as_ref().unwrap().last_position, at("s", 6));
    assert_eq!(results[6].as_ref().unwrap().last_position, at("s", 7));
}

/// A trigger that refuses events of type `poison`: a database error inside a batch.
async fn install_poison(t: &TestDb) {
    let sql = match t.db.backend() {
        Backend::Postgres => {
            "CREATE FUNCTION events_poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
               IF NEW.event_type = 'poison' THEN RAISE EXCEPTION 'poisoned event'; END IF; RETURN NEW; END; $$; \
             CREATE TRIGGER events_poison BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_poison();"
        }
        Backend::Sqlite => {
            "CREATE TRIGGER events_poison BEFORE INSERT ON events WHEN NEW.event_type = 'poison' \
             BEGIN SELECT RAISE(ABORT, 'poisoned event'); END;"
        }
    };
    sqlx::raw_sql(sql).execute(t.db.pool()).await.unwrap();
}

// ISSUE #17: "a writer whose batch fails": the command that makes the batch fail gets the
// error; the others in its batch are stored as if they had been alone.
async fn a_failing_command_fails_alone(t: &TestDb) {
    install_poison(t).await;
    let store = t.store();
    let poison = vec![event("gc_noted", json!({"n": 20})), event("poison", json!({"n": 21}))];
    let (first, results) = queued_behind_a_blocked_batch(
        t,
        &store,
        ("a", ExpectedVersion::NoStream, one(0)),
        vec![
            ("a", ExpectedVersion::Exact(1), one(1)),
            ("b", ExpectedVersion::NoStream, poison),
            ("b", ExpectedVersion::NoStream, one(3)),
            ("a", ExpectedVersion::Exact(2), one(4)),
        ],
    )
    .await;
    first.unwrap();
    assert_eq!(results[0].as_ref().unwrap().stream_version, 2);
    match &results[1] {
        Err(StoreError::Database(e)) => assert!(e.to_string().contains("poisoned event"), "{e}"),
        other => panic!("the poisoned command should fail with the database's error, got {other:?}"),
    }
    // The poisoned command wrote nothing, so `b` is still new.
    assert_eq!(results[2].as_ref().unwrap().stream_version, 1);
    assert_eq!(results[3].as_ref().unwrap().stream_version, 3);

    let log = store.read_all_after(0, 100).await.unwrap();
    let order: Vec<(&str, i64, i64)> =
        log.iter().map(|e| (e.stream_id.as_str(), e.stream_version, e.payload["n"].as_i64().unwrap())).collect();
    assert_eq!(order, vec![("a", 1, 0), ("a", 2, 1), ("b", 1, 3), ("a", 3, 4)]);
    assert_eq!(store.group_commit_stats().largest_batch, 4);

    // The store goes on: the next batches work.
    store.append("gc", "b", ExpectedVersion::Exact(1), &one(5), &meta()).await.unwrap();
    assert_eq!(store.count().await.unwrap(), 5);
}

// ISSUE #17: "no batching cost when a single writer is alone": each append is its own batch,
// written at once.
async fn a_lone_writer_is_never_held_back(t: &TestDb) {
    let store = t.store();
    for i in 0..20 {
        let appended = store.append("gc", "solo", ExpectedVersion::Exact(i), &one(i), &meta()).await.unwrap();
        assert_eq!(appended.stream_version, i + 1);
        assert_eq!(appended.last_position, store.head_position().await.unwrap());
    }
    let stats = store.group_commit_stats();
    assert_eq!((stats.batches, stats.appends, stats.largest_batch), (20, 20, 1));
}

// ISSUE #17: "Group commit of concurrent appends: while one append holds the ordering lock,
// the others queue and go in the next batch". On PostgreSQL a queued batch is pipelined: its
// commit frees the ordering lock without waiting for the WAL flush, and its callers are
// answered only after the flush (`events_flush`). With the flush held back (its table locked
// from outside), the batch is committed and visible, the ordering lock is free for another
// writer, and nobody has been answered; releasing the flush answers them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_pipelined_batch_is_answered_only_once_flushed() {
    let t = TestDb::new(Backend::Postgres).await;
    let store = t.store();
    let blocker = Blocker::hold(&t).await;
    let first = {
        let store = store.clone();
        tokio::spawn(async move { store.append("gc", "p0", ExpectedVersion::NoStream, &one(0), &meta()).await })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let queued: Vec<_> = (1..=3)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move { store.append("gc", &format!("p{i}"), ExpectedVersion::NoStream, &one(i), &meta()).await })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Hold back every flush, then let the batches go.
    let mut flushes = sqlx::AnyConnection::connect(&t.url).await.unwrap();
    flushes.execute("BEGIN").await.unwrap();
    flushes.execute("LOCK TABLE events_flushes IN EXCLUSIVE MODE").await.unwrap();
    blocker.release().await;
    // The lone first append commits durably by itself and is answered.
    first.await.unwrap().unwrap();
    // The queued three are committed (visible) but unanswered while their flush waits.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while store.count().await.unwrap() < 4 {
        assert!(tokio::time::Instant::now() < deadline, "the queued batch was never committed");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(queued.iter().all(|q| !q.is_finished()), "a pipelined append was answered before its flush");
    // The ordering lock is free: another process's append goes through meanwhile.
    let other = EventStore::new(Db::connect(&t.url).await.unwrap(), eventstore::Upcasters::new());
    let mut tx = other.db().begin_write().await.unwrap();
    let appended = other.append_in(&mut tx, "gc", "other", ExpectedVersion::NoStream, &one(9), &meta()).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(appended.last_position, 5);
    // Releasing the flush answers them, each with its own position.
    flushes.execute("COMMIT").await.unwrap();
    let mut positions = vec![];
    for q in queued {
        positions.push(q.await.unwrap().unwrap().last_position);
    }
    positions.sort();
    assert_eq!(positions, vec![2, 3, 4]);
    assert_eq!(store.group_commit_stats().largest_batch, 3);
    other.db().pool().close().await;
    t.finish().await;
}

// ISSUE #17: "take the lock, check versions and insert in one round trip" — and the check is
// an index probe per stream, not a scan of the log (migration 0008: the first version of the
// batch function read the whole log on every append). Counted in the append's own transaction.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_version_check_never_scans_the_log() {
    let t = TestDb::new(Backend::Postgres).await;
    let store = t.store();
    // A log of 20 000 events on 10 000 streams, and one stream of 5 000 events.
    sqlx::query(
        "INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at) \
         SELECT gen_random_uuid(), 's-' || (i / 2), 'gc', i % 2 + 1, 'gc_noted', 1, '{}', '{}', now() FROM generate_series(0, 19999) i",
    )
    .execute(t.db.pool())
    .await
    .unwrap();
    let events: Vec<_> = (0..5_000).map(one).map(|mut e| e.remove(0)).collect();
    store.append("gc", "big", ExpectedVersion::NoStream, &events, &meta()).await.unwrap();
    sqlx::query("ANALYZE events").execute(t.db.pool()).await.unwrap();
    let mut tx = t.db.begin_write().await.unwrap();
    let seq_scans = "SELECT COALESCE(SUM(seq_scan), 0)::BIGINT FROM pg_stat_xact_user_tables WHERE relname = 'events'";
    // The backend's counts not yet reported (the migrations' index builds, say) are included:
    // count the difference.
    let before: i64 = sqlx::Row::get(&sqlx::query(seq_scans).fetch_one(&mut *tx).await.unwrap(), 0);
    for (stream, expected) in [("big", ExpectedVersion::Exact(5_000)), ("new", ExpectedVersion::NoStream), ("big", ExpectedVersion::Any)] {
        store.append_in(&mut tx, "gc", stream, expected, &one(1), &meta()).await.unwrap();
    }
    let conflict = store.append_in(&mut tx, "gc", "big", ExpectedVersion::Exact(3), &one(1), &meta()).await;
    assert_eq!(conflict_at(&conflict), 5_002);
    let scans: i64 = sqlx::Row::get(&sqlx::query(seq_scans).fetch_one(&mut *tx).await.unwrap(), 0);
    assert_eq!(scans - before, 0, "an append scanned the events table");
    tx.commit().await.unwrap();
    t.finish().await;
}
