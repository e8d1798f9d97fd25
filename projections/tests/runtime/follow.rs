//! Following the log live, read-your-writes waits, and version-change rebuilds.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use domain::organization::*;
use eventstore::{ExpectedVersion, NewEvent};
use projections::organization::OrganizationProjection;
use projections::runtime::wait_for;
use projections::Projection;
use tokio::sync::watch;

use crate::both_backends;
use crate::common::*;

both_backends!(
    wait_for_returns_once_the_position_is_reached,
    a_version_change_rebuilds_while_following,
    two_runtimes_following_a_version_change_rebuild_once
);

// ARCHITECTURE: "Read-your-writes: a mutation's payload is read from the read models after the
// projections it touches have reached the appended position (bounded wait)."
async fn wait_for_returns_once_the_position_is_reached(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    let (stop, shutdown) = watch::channel(false);
    let running = tokio::spawn(rt.clone().run(shutdown));

    for id in 1..=3 {
        let org = OrganizationEvent::Created(OrganizationCreated { organization_id: id, name: format!("Firm {id}") });
        let at = store
            .append(ORGANIZATION_STREAM, &stream_id(ORGANIZATION_STREAM, id), ExpectedVersion::NoStream, &[NewEvent::from_domain(&org)], &meta())
            .await
            .unwrap()
            .last_position;
        assert!(wait_for(&t.db, &["organization"], at, Duration::from_secs(10)).await.unwrap(), "organization reached {at}");
        // Once it returns, the read model shows the write.
        assert_eq!(count(&t.db, &format!("SELECT COUNT(*) FROM organizations WHERE organization_id = {id}")).await, 1);
    }

    // A position not reached: false after the bound, not before.
    let head = store.head_position().await.unwrap();
    let started = Instant::now();
    assert!(!wait_for(&t.db, &["organization"], head + 1, Duration::from_millis(300)).await.unwrap());
    assert!(started.elapsed() >= Duration::from_millis(300));
    // Nothing to wait for.
    assert!(wait_for(&t.db, &[], head + 1, Duration::ZERO).await.unwrap());
    assert!(wait_for(&t.db, &["organization"], 0, Duration::ZERO).await.unwrap());

    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), running).await.expect("the runtime stops on shutdown").unwrap();
}

// runtime.rs: "A projection whose stored version differs from the code's is rebuilt first
// (the old generation keeps serving meanwhile)."
async fn a_version_change_rebuilds_while_following(t: &TestDb) {
    let store = t.store();
    let v1 = Ledger::new();
    v1.poisoned.store(false, Ordering::SeqCst);
    let rt = runtime(&store, vec![Arc::new(v1)]);
    rt.ensure().await.unwrap();
    let head = append_entries(&store, (1..=30).map(entry)).await;
    rt.catch_up().await.unwrap();

    let v2 = Ledger { version: 2, ..Ledger::new() };
    v2.poisoned.store(false, Ordering::SeqCst);
    let v2: Arc<dyn Projection> = Arc::new(v2);
    let rt2 = runtime(&store, vec![v2]);
    let (stop, shutdown) = watch::channel(false);
    let running = tokio::spawn(rt2.clone().run(shutdown));

    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let s = status(&rt2, LEDGER).await;
        if s.len() == 1 && s[0].version == 2 && s[0].position == head {
            assert_eq!((s[0].generation, s[0].active, s[0].state.as_str()), (2, true, "live"));
            break;
        }
        assert!(Instant::now() < deadline, "no rebuild to version 2: {s:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(ledger_rows(&t.db).await, (30, 30));

    // And it follows new events.
    let head = append_entries(&store, (31..=35).map(entry)).await;
    assert!(wait_for(&t.db, &[LEDGER], head, Duration::from_secs(10)).await.unwrap());
    assert_eq!(ledger_rows(&t.db).await, (35, 35));

    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), running).await.unwrap().unwrap();
}

// ARCHITECTURE: projector workers run side by side ("workers, one active per projection") and
// rebuild is blue/green: when two of them start with a new projection version at once, they
// end with one generation of that version, each event applied once.
async fn two_runtimes_following_a_version_change_rebuild_once(t: &TestDb) {
    let store = t.store();
    let v1 = Ledger::new();
    v1.poisoned.store(false, Ordering::SeqCst);
    let rt = runtime(&store, vec![Arc::new(v1)]);
    rt.ensure().await.unwrap();
    // Enough events that a rebuild takes several transactions (and longer than a retry pause).
    const EVENTS: i64 = 3_000;
    for chunk in 0..EVENTS / 100 {
        let events: Vec<_> = (0..100).map(|k| entry(chunk * 100 + k)).collect();
        store.append("account", &format!("account-{}", chunk % 5), eventstore::ExpectedVersion::Any, &events, &meta()).await.unwrap();
    }
    let head = store.head_position().await.unwrap();
    rt.catch_up().await.unwrap();

    let other_db = match t.db.backend() {
        eventstore::Backend::Postgres => eventstore::Db::connect(&t.url).await.unwrap(),
        eventstore::Backend::Sqlite => t.db.clone(),
    };
    let stores = [store.clone(), eventstore::EventStore::new(other_db.clone(), eventstore::Upcasters::new())];
    let (stop, shutdown) = watch::channel(false);
    let mut running = vec![];
    for s in &stores {
        let v2 = Ledger { version: 2, delay: Duration::from_millis(1), ..Ledger::new() };
        v2.poisoned.store(false, Ordering::SeqCst);
        running.push(tokio::spawn(runtime(s, vec![Arc::new(v2)]).run(shutdown.clone())));
    }

    let started = Instant::now();
    let deadline = started + Duration::from_secs(45);
    loop {
        let s = status(&rt, LEDGER).await;
        if s.len() == 1 && s[0].version == 2 && s[0].position == head && s[0].state == "live" {
            break;
        }
        assert!(Instant::now() < deadline, "the two workers did not settle on one version-2 generation: {s:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(ledger_rows(&t.db).await, (EVENTS, EVENTS));
    stop.send(true).unwrap();
    for r in running {
        tokio::time::timeout(Duration::from_secs(10), r).await.unwrap().unwrap();
    }
    let s = status(&rt, LEDGER).await;
    assert_eq!(s.len(), 1, "{s:?}");
    eprintln!("{:?}: settled on generation {} after {:?}", t.db.backend(), s[0].generation, started.elapsed());
    assert_eq!(s[0].generation, 2, "one rebuild, not two competing ones");
    if t.db.backend() == eventstore::Backend::Postgres {
        other_db.pool().close().await;
    }
}
