//! The relay: store to bus, in order, checkpoint after acknowledgement, de-duplicated by
//! `Nats-Msg-Id` on JetStream, one leader at a time on PostgreSQL.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_nats::jetstream::consumer::{pull, AckPolicy, DeliverPolicy};
use async_trait::async_trait;
use bytes::Bytes;
use eventstore::bus::{Bus, BusMessage, NatsBus, EVENTS_STREAM};
use eventstore::{relay, Db, EventStore, ExpectedVersion, RecordedEvent, StoreError, Upcasters};
use futures::stream::BoxStream;
use futures::StreamExt;
use serde_json::json;
use tokio::sync::watch;
use uuid::Uuid;

use crate::both_backends;
use crate::common::{event, meta, nats_url, unique_stream_type, TestDb};

both_backends!(
    relay_publishes_every_event_to_jetstream_once,
    relay_checkpoint_never_passes_an_unacknowledged_event,
    relay_run_follows_appends_until_shutdown
);

/// Appends `n` events of two types over three streams of `stream_type`; returns them as read.
async fn append_some(store: &EventStore, stream_type: &str, n: usize) -> Vec<RecordedEvent> {
    let from = store.head_position().await.unwrap();
    for i in 0..n {
        let kind = if i % 2 == 0 { "thing_created" } else { "thing_renamed" };
        store
            .append(stream_type, &format!("{stream_type}-{}", i % 3), ExpectedVersion::Any, &[event(kind, json!({"i": i}))], &meta())
            .await
            .unwrap();
    }
    store.read_all_after(from, 10_000).await.unwrap()
}

/// Every message JetStream holds on `filter`, in stream order, read by a throw-away consumer.
async fn stored_messages(bus: &NatsBus, filter: &str) -> Vec<async_nats::jetstream::Message> {
    let stream = bus.jetstream().get_stream(EVENTS_STREAM).await.unwrap();
    let mut consumer = stream
        .create_consumer(pull::Config {
            filter_subject: filter.to_string(),
            deliver_policy: DeliverPolicy::All,
            ack_policy: AckPolicy::None,
            inactive_threshold: Duration::from_secs(30),
            ..Default::default()
        })
        .await
        .unwrap();
    let pending = consumer.info().await.unwrap().num_pending as usize;
    let mut out = vec![];
    if pending == 0 {
        return out;
    }
    let mut batch = consumer.fetch().max_messages(pending).expires(Duration::from_secs(5)).messages().await.unwrap();
    while let Some(m) = batch.next().await {
        out.push(m.unwrap());
    }
    assert_eq!(out.len(), pending);
    out
}

// ARCHITECTURE: "Relay: a leader reads the log in order and publishes each event to JetStream
// (stream `EVENTS`, subject `caseboard.events.<stream_type>.<event_type>`, header
// `Nats-Msg-Id` = event id), waiting for each acknowledgement before it advances its own
// checkpoint."
async fn relay_publishes_every_event_to_jetstream_once(t: &TestDb) {
    let bus = NatsBus::connect(&nats_url()).await.unwrap();
    bus.ensure_stream().await.expect("JetStream is reachable (see tests/common)");
    let store = t.store();
    let stream_type = unique_stream_type();
    let filter = format!("caseboard.events.{stream_type}.>");
    let events = append_some(&store, &stream_type, 12).await;

    assert_eq!(relay::checkpoint(&store).await.unwrap(), 0);
    assert_eq!(relay::publish_pending(&store, &bus).await.unwrap(), 12);
    assert_eq!(relay::checkpoint(&store).await.unwrap(), store.head_position().await.unwrap());

    let messages = stored_messages(&bus, &filter).await;
    assert_eq!(messages.len(), 12);
    for (m, e) in messages.iter().zip(&events) {
        assert_eq!(m.subject.as_str(), format!("caseboard.events.{stream_type}.{}", e.event_type));
        let msg_id = m.headers.as_ref().and_then(|h| h.get("Nats-Msg-Id")).map(|v| v.as_str().to_string());
        assert_eq!(msg_id, Some(e.event_id.to_string()));
        let body: RecordedEvent = serde_json::from_slice(&m.payload).unwrap();
        assert_eq!(&body, e, "published in log order with the full record");
    }

    // Nothing new: nothing published.
    assert_eq!(relay::publish_pending(&store, &bus).await.unwrap(), 0);

    // A relay that lost its checkpoint publishes again; JetStream keeps one copy per event id.
    let mut tx = t.db.begin_write().await.unwrap();
    sqlx::query("UPDATE relay_checkpoints SET position = 0").execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(relay::publish_pending(&store, &bus).await.unwrap(), 12);
    let again = stored_messages(&bus, &filter).await;
    assert_eq!(again.len(), 12, "re-published events were de-duplicated by Nats-Msg-Id");
    assert_eq!(again.iter().map(|m| m.info().unwrap().stream_sequence).collect::<Vec<_>>(), messages.iter().map(|m| m.info().unwrap().stream_sequence).collect::<Vec<_>>());

    // New events after the replay go out once too.
    let more = append_some(&store, &stream_type, 3).await;
    assert_eq!(relay::publish_pending(&store, &bus).await.unwrap(), 3);
    let all = stored_messages(&bus, &filter).await;
    assert_eq!(all.len(), 15);
    let last: RecordedEvent = serde_json::from_slice(&all[14].payload).unwrap();
    assert_eq!(&last, more.last().unwrap());
}

/// A bus that acknowledges `ok_left` more events, then fails (a NATS outage), and records
/// what it acknowledged.
#[derive(Default)]
struct FlakyBus {
    ok_left: AtomicUsize,
    acked: Mutex<Vec<RecordedEvent>>,
}

#[async_trait]
impl Bus for FlakyBus {
    async fn publish_event(&self, event: &RecordedEvent) -> Result<(), StoreError> {
        if self.ok_left.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1)).is_err() {
            return Err(StoreError::Bus("NATS is down".into()));
        }
        self.acked.lock().unwrap().push(event.clone());
        Ok(())
    }
    async fn publish(&self, _subject: &str, _payload: Bytes) -> Result<(), StoreError> {
        Ok(())
    }
    async fn subscribe(&self, _pattern: &str) -> Result<BoxStream<'static, BusMessage>, StoreError> {
        Ok(futures::stream::pending().boxed())
    }
    fn kind(&self) -> &'static str {
        "flaky"
    }
    async fn healthy(&self) -> bool {
        self.ok_left.load(Ordering::SeqCst) > 0
    }
}

// ARCHITECTURE: the relay waits "for each acknowledgement before it advances its own
// checkpoint. A NATS outage never fails a write."
async fn relay_checkpoint_never_passes_an_unacknowledged_event(t: &TestDb) {
    let store = t.store();
    let events = append_some(&store, "thing", 7).await;
    let bus = FlakyBus { ok_left: AtomicUsize::new(4), ..Default::default() };

    assert!(relay::publish_pending(&store, &bus).await.is_err());
    let acked = bus.acked.lock().unwrap().clone();
    assert_eq!(acked, events[..4].to_vec(), "published in log order until the outage");
    let checkpoint = relay::checkpoint(&store).await.unwrap();
    assert!(checkpoint <= acked.last().unwrap().position, "checkpoint {checkpoint} passed an unacknowledged event");

    // Writes go on during the outage.
    let during = append_some(&store, "thing", 2).await;

    // Back up: every event goes out, the ones after the checkpoint in log order.
    bus.ok_left.store(usize::MAX, Ordering::SeqCst);
    bus.acked.lock().unwrap().clear();
    relay::publish_pending(&store, &bus).await.unwrap();
    let after: Vec<_> = events.iter().chain(&during).filter(|e| e.position > checkpoint).cloned().collect();
    assert_eq!(*bus.acked.lock().unwrap(), after);
    assert_eq!(relay::checkpoint(&store).await.unwrap(), store.head_position().await.unwrap());
}

/// A bus that counts events per relay and otherwise behaves like the in-process bus.
#[derive(Default)]
struct CountingBus {
    published: Mutex<Vec<Uuid>>,
}

#[async_trait]
impl Bus for CountingBus {
    async fn publish_event(&self, event: &RecordedEvent) -> Result<(), StoreError> {
        self.published.lock().unwrap().push(event.event_id);
        Ok(())
    }
    async fn publish(&self, _subject: &str, _payload: Bytes) -> Result<(), StoreError> {
        Ok(())
    }
    async fn subscribe(&self, _pattern: &str) -> Result<BoxStream<'static, BusMessage>, StoreError> {
        Ok(futures::stream::pending().boxed())
    }
    fn kind(&self) -> &'static str {
        "counting"
    }
    async fn healthy(&self) -> bool {
        true
    }
}

async fn until(what: &str, timeout: Duration, mut check: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + timeout;
    while !check().await {
        assert!(tokio::time::Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

// ARCHITECTURE: the relay publishes committed writes promptly (woken by appends, no busy
// polling) and stops cleanly.
async fn relay_run_follows_appends_until_shutdown(t: &TestDb) {
    let store = t.store();
    let bus = Arc::new(CountingBus::default());
    let (stop, shutdown) = watch::channel(false);
    let relay = tokio::spawn(relay::run(store.clone(), bus.clone(), shutdown));
    let mut expected = vec![];
    for i in 0..5 {
        let e = append_some(&store, "thing", 1).await;
        expected.extend(e.iter().map(|e| e.event_id));
        until("the relay to publish", Duration::from_secs(10), async || bus.published.lock().unwrap().len() == i + 1).await;
    }
    assert_eq!(*bus.published.lock().unwrap(), expected);
    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), relay).await.expect("relay stops on shutdown").unwrap().unwrap();
}

// ARCHITECTURE: "a leader reads the log": on PostgreSQL one relay publishes, the other stands
// by, and takes over when the leader stops.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn relay_leadership_passes_on_when_the_leader_stops() {
    let t = TestDb::new(eventstore::Backend::Postgres).await;
    let store_a = t.store();
    // A second process: its own pool on the same database.
    let store_b = EventStore::new(Db::connect(&t.url).await.unwrap(), Upcasters::new());
    let (bus_a, bus_b) = (Arc::new(CountingBus::default()), Arc::new(CountingBus::default()));
    let (stop_a, shutdown_a) = watch::channel(false);
    let (stop_b, shutdown_b) = watch::channel(false);

    let relay_a = tokio::spawn(relay::run(store_a.clone(), bus_a.clone(), shutdown_a));
    let first = append_some(&store_a, "thing", 1).await;
    until("relay A to lead", Duration::from_secs(10), async || bus_a.published.lock().unwrap().len() == 1).await;
    let relay_b = tokio::spawn(relay::run(store_b.clone(), bus_b.clone(), shutdown_b));

    let batch = append_some(&store_b, "thing", 20).await;
    until("relay A to publish", Duration::from_secs(10), async || bus_a.published.lock().unwrap().len() == 21).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert!(bus_b.published.lock().unwrap().is_empty(), "the follower published");

    stop_a.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), relay_a).await.unwrap().unwrap().unwrap();
    // Process A keeps running (its pool stays open); leadership must still move to B.
    let later = append_some(&store_a, "thing", 3).await;
    until("relay B to take over", Duration::from_secs(15), async || bus_b.published.lock().unwrap().len() == 3).await;
    assert_eq!(*bus_b.published.lock().unwrap(), later.iter().map(|e| e.event_id).collect::<Vec<_>>());
    let all: Vec<_> = first.iter().chain(&batch).map(|e| e.event_id).collect();
    assert_eq!(*bus_a.published.lock().unwrap(), all);

    stop_b.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), relay_b).await.unwrap().unwrap().unwrap();
    store_b.db().pool().close().await;
    drop(store_a);
    t.finish().await;
}
