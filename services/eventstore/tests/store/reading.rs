//! Reading: stream order, global order, upcasting, and the log's immutability.

use chrono::Utc;
use eventstore::{Backend, EventStore, ExpectedVersion, Metadata, NewEvent, Source, StoreError, Upcasters};
use serde_json::json;
use uuid::Uuid;

use crate::both_backends;
use crate::common::{event, meta, TestDb};

both_backends!(
    read_stream_returns_version_order_and_every_field,
    read_all_after_pages_through_the_global_order,
    read_stream_until_replays_as_of_a_moment,
    events_cannot_be_updated_or_deleted,
    upcasters_apply_on_read
);

// ARCHITECTURE: "Every event row carries: event id (UUIDv7), stream id and type, stream
// version, event type, schema version, payload (JSON), metadata (...), recorded-at."
async fn read_stream_returns_version_order_and_every_field(t: &TestDb) {
    let store = t.store();
    let metadata = Metadata {
        actor_user_id: Some(7),
        acted_as_user_id: Some(9),
        correlation_id: Some(Uuid::now_v7()),
        causation_id: Some(Uuid::now_v7()),
        source: Source::Import,
        client_mutation_id: Some("retry-key-1".into()),
        request_fingerprint: None,
    };
    let before = Utc::now();
    // Two streams interleaved, two events per append.
    for i in 0..5 {
        for stream in ["case-a", "case-b"] {
            store
                .append(
                    "case",
                    stream,
                    ExpectedVersion::Any,
                    &[event("case_noted", json!({"i": i, "k": 0, "text": "é ✓ \"q\""})), event("case_noted", json!({"i": i, "k": 1}))],
                    &metadata,
                )
                .await
                .unwrap();
        }
    }
    let after = Utc::now();

    let a = store.read_stream("case-a").await.unwrap();
    assert_eq!(a.len(), 10);
    for (n, e) in a.iter().enumerate() {
        assert_eq!(e.stream_version, n as i64 + 1);
        assert_eq!(e.stream_id, "case-a");
        assert_eq!(e.stream_type, "case");
        assert_eq!(e.event_type, "case_noted");
        assert_eq!(e.schema_version, 1);
        assert_eq!(e.payload["i"], json!(n / 2));
        assert_eq!(e.payload["k"], json!(n % 2));
        assert_eq!(e.metadata, metadata);
        assert_eq!(e.event_id.get_version_num(), 7, "event ids are UUIDv7");
        // Stored with microsecond precision.
        assert!(e.recorded_at >= before - chrono::Duration::milliseconds(1) && e.recorded_at <= after, "{}", e.recorded_at);
    }
    assert_eq!(a[0].payload["text"], json!("é ✓ \"q\""));
    assert!(a.windows(2).all(|w| w[0].position < w[1].position));

    let mut ids: Vec<Uuid> = a.iter().chain(store.read_stream("case-b").await.unwrap().iter()).map(|e| e.event_id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 20);

    assert!(store.read_stream("case-missing").await.unwrap().is_empty());

    // The same inside a write transaction.
    let mut tx = t.db.begin_write().await.unwrap();
    assert_eq!(store.read_stream_in(&mut tx, "case-a").await.unwrap(), a);
}

// ARCHITECTURE: "Global order that projectors can trust"; SQLite: "positions are dense and
// in commit order".
async fn read_all_after_pages_through_the_global_order(t: &TestDb) {
    let store = t.store();
    for i in 0..25 {
        let stream = format!("case-{}", i % 3);
        let kind = if i % 2 == 0 { "case_noted" } else { "case_renamed" };
        store.append("case", &stream, ExpectedVersion::Any, &[event(kind, json!({"i": i}))], &meta()).await.unwrap();
    }
    let mut seen = vec![];
    let mut last = 0;
    loop {
        let page = store.read_all_after(last, 10).await.unwrap();
        assert!(page.len() <= 10);
        if page.is_empty() {
            break;
        }
        last = page.last().unwrap().position;
        seen.extend(page);
    }
    assert_eq!(seen.len(), 25);
    assert!(seen.windows(2).all(|w| w[0].position < w[1].position));
    for (i, e) in seen.iter().enumerate() {
        assert_eq!(e.payload["i"], json!(i), "global order is append order");
    }
    if t.db.backend() == Backend::Sqlite {
        assert_eq!(seen.iter().map(|e| e.position).collect::<Vec<_>>(), (1..=25).collect::<Vec<_>>());
    }
    assert_eq!(last, store.head_position().await.unwrap());
    assert!(store.read_all_after(last, 10).await.unwrap().is_empty());
    assert_eq!(store.read_all_after(seen[19].position, 100).await.unwrap(), seen[20..].to_vec());

    // The typed range read used by projectors.
    let mut tx = t.db.begin_write().await.unwrap();
    assert_eq!(store.read_all_after_in(&mut tx, 0, 100).await.unwrap(), seen);
    let renamed = store.read_range_of_types_in(&mut tx, seen[4].position, seen[14].position, &["case_renamed"]).await.unwrap();
    let expected: Vec<_> = seen[5..=14].iter().filter(|e| e.event_type == "case_renamed").cloned().collect();
    assert_eq!(renamed, expected);
    assert!(store.read_range_of_types_in(&mut tx, 0, last, &[]).await.unwrap().is_empty());
    assert!(matches!(store.read_range_of_types_in(&mut tx, 0, last, &["x' OR '1'='1"]).await, Err(StoreError::Data(_))));
    tx.commit().await.unwrap();
    assert_eq!(store.read_range_of_types(seen[4].position, seen[14].position, &["case_renamed"]).await.unwrap(), expected, "the same outside a transaction");
}

// ARCHITECTURE: "any case's history can be replayed as of any moment".
async fn read_stream_until_replays_as_of_a_moment(t: &TestDb) {
    let store = t.store();
    store.append("case", "case-1", ExpectedVersion::NoStream, &[event("case_opened", json!({}))], &meta()).await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let moment = Utc::now();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    store.append("case", "case-1", ExpectedVersion::Exact(1), &[event("case_closed", json!({}))], &meta()).await.unwrap();
    let then = store.read_stream_until("case-1", moment).await.unwrap();
    assert_eq!(then.iter().map(|e| e.event_type.as_str()).collect::<Vec<_>>(), vec!["case_opened"]);
    assert_eq!(store.read_stream_until("case-1", Utc::now()).await.unwrap().len(), 2);
}

// ARCHITECTURE: "Events are never updated or deleted (enforced in SQL)."
async fn events_cannot_be_updated_or_deleted(t: &TestDb) {
    let store = t.store();
    store.append("case", "case-1", ExpectedVersion::NoStream, &[event("case_opened", json!({"name": "A"}))], &meta()).await.unwrap();
    store.append("case", "case-2", ExpectedVersion::NoStream, &[event("case_opened", json!({"name": "B"}))], &meta()).await.unwrap();
    let before = store.read_all_after(0, 100).await.unwrap();

    let mut statements = vec![
        "UPDATE events SET event_type = 'case_hacked'".to_string(),
        format!("UPDATE events SET stream_version = 99 WHERE position = {}", before[0].position),
        "UPDATE events SET stream_id = stream_id".to_string(),
        "DELETE FROM events".to_string(),
        format!("DELETE FROM events WHERE position = {}", before[1].position),
    ];
    if t.db.backend() == Backend::Postgres {
        statements.push("TRUNCATE events".to_string());
        statements.push("TRUNCATE events CASCADE".to_string());
    }
    for sql in &statements {
        let result = sqlx::query(sql).execute(t.db.pool()).await;
        let err = result.expect_err(&format!("the database accepted: {sql}"));
        assert!(err.to_string().contains("events are immutable"), "{sql}: {err}");
        // Also inside a write transaction (the path application code uses).
        let mut tx = t.db.begin_write().await.unwrap();
        assert!(sqlx::query(sql).execute(&mut *tx).await.is_err(), "in a transaction: {sql}");
    }
    assert_eq!(store.read_all_after(0, 100).await.unwrap(), before);
    assert_eq!(store.count().await.unwrap(), 2);
}

// ARCHITECTURE: "Old event shapes are read through upcasters (pure functions on JSON, per
// type and version)"; CONVENTIONS 5: never rename, change shapes through upcasters.
async fn upcasters_apply_on_read(t: &TestDb) {
    let raw = t.store(); // no upcasters: sees what is stored
    let old = NewEvent { event_type: "person_named".into(), schema_version: 1, payload: json!({"name": "Ada Lovelace"}) };
    let new = NewEvent { event_type: "person_named".into(), schema_version: 2, payload: json!({"first": "Grace", "last": "Hopper"}) };
    raw.append("person", "person-1", ExpectedVersion::NoStream, &[old, new], &meta()).await.unwrap();
    raw.append("person", "person-2", ExpectedVersion::NoStream, &[event("person_noted", json!({"name": "untouched"}))], &meta())
        .await
        .unwrap();

    let upcasters = Upcasters::new().register("person_named", 1, |v| {
        let name = v["name"].as_str().unwrap_or_default().to_string();
        let (first, last) = name.split_once(' ').unwrap_or((&name, ""));
        json!({"first": first, "last": last})
    });
    let store = EventStore::new(t.db.clone(), upcasters);

    let read = store.read_stream("person-1").await.unwrap();
    assert_eq!(read.iter().map(|e| e.schema_version).collect::<Vec<_>>(), vec![2, 2]);
    assert_eq!(read[0].payload, json!({"first": "Ada", "last": "Lovelace"}));
    assert_eq!(read[1].payload, json!({"first": "Grace", "last": "Hopper"}), "current shapes pass through");

    let all = store.read_all_after(0, 10).await.unwrap();
    assert_eq!(all[..2].to_vec(), read);
    assert_eq!(all[2].payload, json!({"name": "untouched"}), "other types are not upcast");
    let mut tx = t.db.begin_write().await.unwrap();
    assert_eq!(store.read_range_of_types_in(&mut tx, 0, 10, &["person_named"]).await.unwrap(), read);
    drop(tx);

    // The stored row keeps its old shape and version.
    let stored = raw.read_stream("person-1").await.unwrap();
    assert_eq!(stored[0].schema_version, 1);
    assert_eq!(stored[0].payload, json!({"name": "Ada Lovelace"}));
}

/// Issue #36 §1: no PostgreSQL statement outlives the request that sent it by long: every
/// connection of the pool carries `statement_timeout`, and a longer statement is stopped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_statements_are_bounded_in_time() {
    use sqlx::Row;
    let t = TestDb::new(Backend::Postgres).await;
    let row = sqlx::query("SELECT current_setting('statement_timeout') AS t").fetch_one(t.db.pool()).await.unwrap();
    let expected = format!("{}s", eventstore::db::STATEMENT_TIMEOUT.as_secs());
    assert_eq!(row.get::<String, _>("t"), expected);
    // A connection of its own (detached: the pool's keep their setting).
    let mut conn = t.db.pool().acquire().await.unwrap().detach();
    sqlx::query("SET statement_timeout = 200").execute(&mut conn).await.unwrap();
    let slow = sqlx::query("SELECT pg_sleep(2)").execute(&mut conn).await;
    assert!(slow.is_err_and(|e| e.to_string().contains("statement timeout")), "a longer statement is cancelled");
    drop(conn);
    t.finish().await;
}
