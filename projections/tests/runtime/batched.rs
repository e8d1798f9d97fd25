//! The first catch-up of an empty serving generation folds in batches (`runtime::batch`), and
//! only when the scratch copy can mirror the tables: from position 0, by one worker.

use std::sync::Arc;

use eventstore::{Bus, InProcessBus};
use futures::StreamExt;
use projections::runtime::batch::BATCHED_CATCH_UP_FROM;
use projections::Runtime;

use crate::both_backends;
use crate::common::*;

const EVENTS: usize = 25_000;

fn expected() -> Vec<(String, i64, i64)> {
    // 250 appends of 100 round three streams: 84, 83 and 83 appends.
    vec![("account-0".into(), 8_400, 8_400), ("account-1".into(), 8_300, 8_300), ("account-2".into(), 8_300, 8_300)]
}

async fn a_first_catch_up_folds_in_batches_and_announces_each_chunk(t: &TestDb) {
    let store = t.store();
    let head = append_many(&store, EVENTS).await;
    assert!(head >= BATCHED_CATCH_UP_FROM);
    let bus: Arc<dyn Bus> = Arc::new(InProcessBus::new());
    let rt = Runtime::new(store.clone(), bus.clone(), vec![Arc::new(Tally)]);
    rt.ensure().await.unwrap();
    let mut announced = bus.subscribe(&format!("caseboard.projections.{TALLY}")).await.unwrap();
    rt.catch_up().await.unwrap();
    assert_eq!(tallies(&t.db).await, expected());
    assert_eq!(active(&rt, TALLY).await.position, head);
    // Chunks of at least 10 000 events (three where positions have no gaps), each announced
    // as a step is.
    for _ in 0..2 {
        tokio::time::timeout(std::time::Duration::from_secs(5), announced.next()).await.expect("a chunk's announcement").unwrap();
    }
}

async fn a_generation_stepped_before_is_never_folded_from_an_empty_scratch_copy(t: &TestDb) {
    let store = t.store();
    let head = append_many(&store, EVENTS).await;
    let rt = runtime(&store, vec![Arc::new(Tally)]);
    rt.ensure().await.unwrap();
    // Another worker applied the first chunk event by event: the tables are not empty.
    let generation = active(&rt, TALLY).await.generation;
    let by_event = rt.clone().event_by_event();
    let step = by_event.step(&Tally, generation).await.unwrap();
    assert!(step.position > 0 && step.position < head);
    rt.catch_up().await.unwrap();
    assert_eq!(tallies(&t.db).await, expected(), "a scratch copy from position 0 would have lost the first chunk's counts");
    assert_eq!(active(&rt, TALLY).await.position, head);
}

both_backends!(a_first_catch_up_folds_in_batches_and_announces_each_chunk, a_generation_stepped_before_is_never_folded_from_an_empty_scratch_copy);
