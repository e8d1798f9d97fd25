//! Read-your-writes waits on the projector's wake-up: the checkpoint a projector commits in
//! this process, or a projection announcement on the bus from another process; never on a
//! short poll (the only timer is the one-second re-check for a lost announcement).

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use eventstore::{Bus, InProcessBus};
use projections::runtime::progress::{listen, wait_for, RECHECK};
use projections::{Projection, Runtime};

use crate::both_backends;
use crate::common::*;

both_backends!(a_waiting_mutation_wakes_on_the_local_checkpoint, a_waiting_mutation_wakes_on_another_processes_announcement);

async fn a_waiting_mutation_wakes_on_the_local_checkpoint(t: &TestDb) {
    let store = t.store();
    let ledger: Arc<dyn Projection> = Arc::new(Ledger::new());
    let rt = runtime(&store, vec![ledger]);
    rt.ensure().await.unwrap();
    let head = append_entries(&store, (1..=3).map(entry)).await;
    let projector = rt.clone();
    let stepped = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        projector.catch_up().await.unwrap();
        Instant::now()
    });
    assert!(wait_for(&t.db, &[LEDGER], head, Duration::from_secs(10)).await.unwrap());
    let answered = Instant::now();
    let stepped = stepped.await.unwrap();
    assert!(answered >= stepped || stepped - answered < Duration::from_millis(50), "answered once the checkpoint was committed");
    assert!(answered.saturating_duration_since(stepped) < RECHECK / 4, "woken by the checkpoint, not by the re-check");
    assert_eq!(ledger_rows(&t.db).await, (3, 3));
}

async fn a_waiting_mutation_wakes_on_another_processes_announcement(t: &TestDb) {
    let store = t.store();
    let ledger: Arc<dyn Projection> = Arc::new(Ledger::new());
    let rt: Runtime = runtime(&store, vec![ledger]);
    rt.ensure().await.unwrap();
    let head = append_entries(&store, (1..=2).map(entry)).await;
    let bus: Arc<dyn Bus> = Arc::new(InProcessBus::new());
    listen(t.db.clone(), bus.clone()).await;
    let db = t.db.clone();
    let announced = tokio::spawn(async move {
        // Another process's projector: its checkpoint moves without any signal here...
        tokio::time::sleep(Duration::from_millis(250)).await;
        sqlx::query("UPDATE projections SET position = $1 WHERE name = $2 AND active = TRUE").bind(head).bind(LEDGER).execute(db.pool()).await.unwrap();
        // ...then its announcement arrives.
        tokio::time::sleep(Duration::from_millis(300)).await;
        bus.publish(&format!("caseboard.projections.{LEDGER}"), Bytes::from_static(b"{\"position\":2,\"entities\":null}")).await.unwrap();
        Instant::now()
    });
    let started = Instant::now();
    assert!(wait_for(&t.db, &[LEDGER], head, Duration::from_secs(10)).await.unwrap());
    let answered = Instant::now();
    let announced = announced.await.unwrap();
    assert!(answered.duration_since(started) < RECHECK, "woken by the announcement before the re-check");
    assert!(answered >= announced || announced - answered < Duration::from_millis(50));
}
