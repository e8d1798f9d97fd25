//! Exactly-once: a failing event rolls its whole batch back and stops the projection; a
//! healthy projection applies each event once, also with two runtimes stepping it at once;
//! a rebuild fills a new generation while the old one serves.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use eventstore::{Backend, Db, EventStore, Upcasters};
use projections::runtime::{statuses, wait_for};
use projections::{Projection, ProjectionError};

use crate::both_backends;
use crate::common::*;

both_backends!(
    a_failing_event_rolls_back_its_batch_and_stops_the_projection,
    a_failed_rebuild_leaves_the_old_generation_serving,
    the_old_generation_serves_while_a_rebuild_fills_the_new_one,
    two_runtimes_stepping_one_projection_apply_each_event_once,
    a_rebuild_under_way_refuses_another_at_once
);

// ARCHITECTURE: "stores the checkpoint in the same transaction as the read-model rows: each
// event takes effect exactly once"; "A projector that fails stops with a visible status,
// never silently."
async fn a_failing_event_rolls_back_its_batch_and_stops_the_projection(t: &TestDb) {
    let store = t.store();
    let ledger = Ledger::new();
    let poisoned = ledger.poisoned.clone();
    let ledger: Arc<dyn Projection> = Arc::new(ledger);
    let rt = runtime(&store, vec![ledger.clone()]);
    rt.ensure().await.unwrap();

    let first_batch = append_entries(&store, (1..=5).map(entry)).await;
    rt.catch_up().await.unwrap();
    assert_eq!(ledger_rows(&t.db).await, (5, 5));
    assert_eq!(active(&rt, LEDGER).await.position, first_batch);

    // The third event of the next batch fails (after writing its own row).
    let head = append_entries(&store, [entry(6), entry(7), poisoned_entry(8, "rust"), entry(9), entry(10)]).await;
    let poison_position = store.read_all_after(first_batch, 10).await.unwrap()[2].position;
    let err = rt.catch_up().await.unwrap_err();
    assert!(matches!(&err, ProjectionError::Failed(m) if m.contains(&format!("event {poison_position}"))), "{err}");

    // None of the batch's rows, the checkpoint where it was, a visible failed state.
    assert_eq!(ledger_rows(&t.db).await, (5, 5));
    let s = active(&rt, LEDGER).await;
    assert_eq!((s.position, s.state.as_str(), s.lag), (first_batch, "failed", head - first_batch));
    let last_error = s.last_error.expect("last_error is set");
    assert!(last_error.contains("poisoned entry") && last_error.contains(&poison_position.to_string()), "{last_error}");

    // A failed projection never skips the event: stepping again changes nothing.
    for _ in 0..3 {
        assert!(matches!(rt.step(ledger.as_ref(), s.generation).await, Err(ProjectionError::Failed(_))));
    }
    assert_eq!(ledger_rows(&t.db).await, (5, 5));
    assert_eq!(active(&rt, LEDGER).await.position, first_batch);
    // Read-your-writes does not hang on a failed projection (it answers from what there is).
    let started = Instant::now();
    assert!(wait_for(&t.db, &[LEDGER], head, Duration::from_secs(5)).await.unwrap());
    assert!(started.elapsed() < Duration::from_secs(2));

    // Fixed code, state reset: the batch is applied from the checkpoint, each event once.
    poisoned.store(false, Ordering::SeqCst);
    let mut tx = t.db.begin_write().await.unwrap();
    sqlx::query("UPDATE projections SET state = 'live', last_error = NULL WHERE name = $1").bind(LEDGER).execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
    rt.catch_up().await.unwrap();
    assert_eq!(ledger_rows(&t.db).await, (10, 10));
    assert_eq!(entries_in_log(&store).await, 10);
    let s = active(&rt, LEDGER).await;
    assert_eq!((s.position, s.state.as_str(), s.lag), (head, "live", 0));
    assert_eq!(count(&t.db, "SELECT CAST(SUM(amount) AS BIGINT) FROM ledger_rows").await, (1..=10).sum::<i64>());

    // A failing SQL statement (which aborts a PostgreSQL transaction) is handled the same way.
    poisoned.store(true, Ordering::SeqCst);
    let before = active(&rt, LEDGER).await.position;
    append_entries(&store, [entry(11), poisoned_entry(12, "sql"), entry(13)]).await;
    assert!(matches!(rt.catch_up().await, Err(ProjectionError::Failed(_))));
    assert_eq!(ledger_rows(&t.db).await, (10, 10));
    let s = active(&rt, LEDGER).await;
    assert_eq!((s.position, s.state.as_str()), (before, "failed"));
    assert!(s.last_error.unwrap().contains("no_such_table"));
}

// ARCHITECTURE: "a new version fills new tables while the old version serves": a rebuild
// that fails never replaces the serving generation; after the fix a rebuild applies each
// event exactly once.
async fn a_failed_rebuild_leaves_the_old_generation_serving(t: &TestDb) {
    let store = t.store();
    let ledger = Ledger::new();
    let poisoned = ledger.poisoned.clone();
    poisoned.store(false, Ordering::SeqCst);
    let rt = runtime(&store, vec![Arc::new(ledger)]);
    rt.ensure().await.unwrap();
    let head = append_entries(&store, (1..=20).map(|i| if i == 17 { poisoned_entry(i, "sql") } else { entry(i) })).await;
    rt.catch_up().await.unwrap();
    assert_eq!(ledger_rows(&t.db).await, (20, 20));

    // The code regresses: the rebuild fails on event 17.
    poisoned.store(true, Ordering::SeqCst);
    assert!(rt.rebuild(LEDGER, |_, _| {}).await.is_err());
    let serving = active(&rt, LEDGER).await;
    assert_eq!((serving.generation, serving.state.as_str(), serving.position), (1, "live", head));
    let failed: Vec<_> = status(&rt, LEDGER).await.into_iter().filter(|s| !s.active).collect();
    assert_eq!(failed.len(), 1);
    assert_eq!((failed[0].generation, failed[0].state.as_str(), failed[0].position), (2, "failed", 0));
    assert_eq!(ledger_rows(&t.db).await, (20, 20), "the view still answers from generation 1");
    assert_eq!(count(&t.db, "SELECT COUNT(*) FROM ledger_rows__g2").await, 0, "the failed batch left no rows");

    // Fixed: the next rebuild drops the failed leftovers and switches.
    poisoned.store(false, Ordering::SeqCst);
    rt.rebuild(LEDGER, |_, _| {}).await.unwrap();
    let statuses = status(&rt, LEDGER).await;
    assert_eq!(statuses.len(), 1, "{statuses:?}");
    assert_eq!((statuses[0].generation, statuses[0].active, statuses[0].state.as_str(), statuses[0].position), (3, true, "live", head));
    assert_eq!(ledger_rows(&t.db).await, (20, 20));
    for g in [1, 2] {
        assert_eq!(relation_kind(&t.db, &format!("ledger_rows__g{g}")).await, None);
    }
}

// ARCHITECTURE: "a new version fills new tables while the old version serves; reads switch
// when it has caught up."
async fn the_old_generation_serves_while_a_rebuild_fills_the_new_one(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(Ledger::new())]);
    rt.ensure().await.unwrap();
    append_entries(&store, (1..=150).map(entry)).await;
    rt.catch_up().await.unwrap();

    let slow = Ledger { delay: Duration::from_millis(4), ..Ledger::new() };
    let rebuilding = runtime(&store, vec![Arc::new(slow)]);
    let rebuild = tokio::spawn(async move { rebuilding.rebuild(LEDGER, |_, _| {}).await });
    let mut observed_during = 0;
    while !rebuild.is_finished() {
        assert_eq!(ledger_rows(&t.db).await, (150, 150), "readers see the complete old generation");
        observed_during += 1;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    rebuild.await.unwrap().unwrap();
    assert!(observed_during > 3, "the rebuild was too quick to watch ({observed_during} reads)");

    // Events appended after the rebuild caught up are applied by the new generation, once.
    let head = append_entries(&store, (151..=160).map(entry)).await;
    rt.catch_up().await.unwrap();
    let s = active(&rt, LEDGER).await;
    assert_eq!((s.generation, s.position), (2, head));
    assert_eq!(ledger_rows(&t.db).await, (160, 160));
}

// ARCHITECTURE: "`caseboard projector` (workers, one active per projection)" and exactly-once:
// two runtimes (two processes on PostgreSQL: separate pools) stepping the same projection
// while writers append never apply an event twice or skip one.
async fn two_runtimes_stepping_one_projection_apply_each_event_once(t: &TestDb) {
    let store = t.store();
    // SQLite's embedded profile is one process: a second runtime shares its Db.
    let other_db = match t.db.backend() {
        Backend::Postgres => Db::connect(&t.url).await.unwrap(),
        Backend::Sqlite => t.db.clone(),
    };
    let other_store = EventStore::new(other_db.clone(), Upcasters::new());
    let poisoned_off = || {
        let l = Ledger::new();
        l.poisoned.store(false, Ordering::SeqCst);
        Arc::new(l) as Arc<dyn Projection>
    };
    let runtimes = [runtime(&store, vec![poisoned_off()]), runtime(&other_store, vec![poisoned_off()])];

    // Both start at once on an empty database.
    let (a, b) = tokio::join!(runtimes[0].ensure(), runtimes[1].ensure());
    a.unwrap();
    b.unwrap();
    assert_eq!(status(&runtimes[0], LEDGER).await.len(), 1);

    const APPENDS: usize = 300;
    const PER_APPEND: usize = 10;
    let writing = Arc::new(AtomicBool::new(true));
    let writers: Vec<_> = (0..4)
        .map(|w| {
            let store = store.clone();
            tokio::spawn(async move {
                for i in (w..APPENDS).step_by(4) {
                    let events: Vec<_> = (0..PER_APPEND).map(|k| entry((i * PER_APPEND + k) as i64)).collect();
                    store.append("account", &format!("account-{w}"), eventstore::ExpectedVersion::Any, &events, &meta()).await.unwrap();
                }
            })
        })
        .collect();
    let steppers: Vec<_> = runtimes
        .iter()
        .cloned()
        .map(|rt| {
            let writing = writing.clone();
            tokio::spawn(async move {
                let p = rt.find(LEDGER).unwrap();
                let mut steps = 0;
                loop {
                    let done = !writing.load(Ordering::SeqCst);
                    let step = rt.step(p.as_ref(), 1).await.unwrap();
                    steps += usize::from(step.applied > 0);
                    if done && step.caught_up() {
                        return steps;
                    }
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
            })
        })
        .collect();
    for w in writers {
        w.await.unwrap();
    }
    writing.store(false, Ordering::SeqCst);
    let mut productive = vec![];
    for s in steppers {
        productive.push(s.await.unwrap());
    }

    let total = (APPENDS * PER_APPEND) as i64;
    assert_eq!(entries_in_log(&store).await, total);
    assert_eq!(ledger_rows(&t.db).await, (total, total), "each event applied exactly once (steps with work: {productive:?})");
    let expected_sum = (0..total).sum::<i64>();
    assert_eq!(count(&t.db, "SELECT CAST(SUM(amount) AS BIGINT) FROM ledger_rows").await, expected_sum);
    let s = statuses(&store).await.unwrap();
    assert_eq!((s[0].position, s[0].state.as_str()), (store.head_position().await.unwrap(), "live"));
    if t.db.backend() == Backend::Postgres {
        other_db.pool().close().await;
    }
}

// Platform issue (operations screen): "a rebuild requested twice: a clear extensions.code,
// nothing changed". The rebuild lock is taken without waiting; a holder elsewhere (another
// runtime on the same database, as another process) refuses it too; the lock is released
// when the rebuild ends.
async fn a_rebuild_under_way_refuses_another_at_once(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(Ledger::new())]);
    rt.ensure().await.unwrap();
    let head = append_entries(&store, (1..=20).map(entry)).await;
    rt.catch_up().await.unwrap();
    assert!(rt.try_begin_rebuild("no_such_projection").await.is_err());

    let ticket = rt.try_begin_rebuild(LEDGER).await.unwrap().expect("no rebuild runs yet");
    assert_eq!(ticket.name(), LEDGER);
    assert!(rt.try_begin_rebuild(LEDGER).await.unwrap().is_none(), "refused while held");
    let elsewhere = runtime(&t.store(), vec![Arc::new(Ledger::new())]);
    assert!(elsewhere.try_begin_rebuild(LEDGER).await.unwrap().is_none(), "refused in another runtime too");

    let seen = std::sync::Mutex::new(vec![]);
    rt.rebuild_with(ticket, |done, total| seen.lock().unwrap().push((done, total))).await.unwrap();
    assert_eq!(seen.lock().unwrap().last(), Some(&(head, head)), "progress ends at the head");
    let serving = active(&rt, LEDGER).await;
    assert_eq!((serving.generation, serving.state.as_str(), serving.position), (2, "live", head));
    assert_eq!(ledger_rows(&t.db).await, (20, 20));

    let again = elsewhere.try_begin_rebuild(LEDGER).await.unwrap().expect("released when the rebuild ended");
    again.release().await;
    assert!(rt.try_begin_rebuild(LEDGER).await.unwrap().is_some(), "released without rebuilding");
}
