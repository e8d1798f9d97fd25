//! The in-process bus of the embedded profile.

use std::time::Duration;

use bytes::Bytes;
use eventstore::bus::{event_subject, Bus, BusMessage, InProcessBus};
use eventstore::{Metadata, RecordedEvent};
use futures::stream::BoxStream;
use futures::StreamExt;
use serde_json::json;
use uuid::Uuid;

async fn received(stream: &mut BoxStream<'static, BusMessage>) -> Vec<String> {
    let mut subjects = vec![];
    while let Ok(Some(m)) = tokio::time::timeout(Duration::from_millis(100), stream.next()).await {
        subjects.push(m.subject);
    }
    subjects
}

fn recorded(stream_type: &str, event_type: &str) -> RecordedEvent {
    RecordedEvent {
        position: 1,
        event_id: Uuid::now_v7(),
        stream_id: format!("{stream_type}-1"),
        stream_type: stream_type.into(),
        stream_version: 1,
        event_type: event_type.into(),
        schema_version: 1,
        payload: json!({"a": 1}),
        metadata: Metadata::default(),
        recorded_at: chrono::Utc::now(),
    }
}

// ARCHITECTURE: "bus: in-process broadcast" in the embedded profile, with NATS subject rules
// (`*` one token, `>` the rest) so the same subscribers work on both profiles.
#[tokio::test]
async fn in_process_bus_filters_subjects_like_nats() {
    let bus = InProcessBus::new();
    let mut events = bus.subscribe("caseboard.events.>").await.unwrap();
    let mut users = bus.subscribe("caseboard.events.user.*").await.unwrap();
    let mut projections = bus.subscribe("caseboard.projections.*").await.unwrap();
    let mut exact = bus.subscribe("caseboard.appended").await.unwrap();

    let user_event = recorded("user", "user_registered");
    bus.publish_event(&user_event).await.unwrap();
    bus.publish_event(&recorded("team", "team_created")).await.unwrap();
    for subject in ["caseboard.projections.organization", "caseboard.projections.a.b", "caseboard.appended", "caseboard.events", "other"] {
        bus.publish(subject, Bytes::from_static(b"1")).await.unwrap();
    }

    assert_eq!(received(&mut events).await, vec!["caseboard.events.user.user_registered", "caseboard.events.team.team_created"]);
    assert_eq!(received(&mut users).await, vec!["caseboard.events.user.user_registered"]);
    assert_eq!(received(&mut projections).await, vec!["caseboard.projections.organization"]);
    assert_eq!(received(&mut exact).await, vec!["caseboard.appended"]);
    assert_eq!(event_subject(&user_event), "caseboard.events.user.user_registered");
    assert!(bus.healthy().await);
}

// ARCHITECTURE: events go out on the bus with their full record (subscribers may decode them).
#[tokio::test]
async fn in_process_bus_carries_the_recorded_event() {
    let bus = InProcessBus::new();
    let mut sub = bus.subscribe("caseboard.events.>").await.unwrap();
    let e = recorded("case", "case_opened");
    bus.publish_event(&e).await.unwrap();
    let m = tokio::time::timeout(Duration::from_secs(1), sub.next()).await.unwrap().unwrap();
    let decoded: RecordedEvent = serde_json::from_slice(&m.payload).unwrap();
    assert_eq!(decoded, e);
}

// A subscriber that falls behind is told so instead of being silently cut off.
#[tokio::test]
async fn a_lagging_in_process_subscriber_is_told_it_lagged() {
    let bus = InProcessBus::new();
    let mut sub = bus.subscribe("caseboard.appended").await.unwrap();
    for _ in 0..10_000 {
        bus.publish("caseboard.appended", Bytes::new()).await.unwrap();
    }
    let first = tokio::time::timeout(Duration::from_secs(1), sub.next()).await.unwrap().unwrap();
    assert_eq!(first.subject, "caseboard.lagged");
}

// A projector's tasks share one subscription (docs/decisions.md "Live path"): however many
// events arrive while a task is busy, it wakes once, and it never misses one that arrives
// after it looked.
#[tokio::test]
async fn shared_wakeups_coalesce_a_backlog_and_miss_nothing_after() {
    let bus = InProcessBus::new();
    let shared = eventstore::bus::SharedWakeups::subscribe(&bus, "caseboard.events.>").await.unwrap();
    let (mut a, mut b) = (shared.stream(), shared.stream());
    for _ in 0..500 {
        bus.publish_event(&recorded("team", "team_renamed")).await.unwrap();
    }
    // The waiters are busy meanwhile (a step of each projection): they look only later.
    tokio::time::sleep(Duration::from_millis(200)).await;
    for waiter in [&mut a, &mut b] {
        let woke = tokio::time::timeout(Duration::from_secs(2), waiter.next()).await;
        assert!(matches!(woke, Ok(Some(_))), "a waiter wakes for the backlog");
        assert!(received(waiter).await.is_empty(), "one wake-up covers the whole backlog");
    }
    bus.publish_event(&recorded("team", "team_renamed")).await.unwrap();
    assert_eq!(received(&mut a).await.len(), 1, "an event after the waiter looked wakes it again");
    assert_eq!(received(&mut b).await.len(), 1);
}
