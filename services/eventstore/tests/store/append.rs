//! Appending: expected versions, conflicts that write nothing, unique reservations.

use std::sync::Arc;

use eventstore::{Backend, EventStore, ExpectedVersion, StoreError};
use serde_json::json;
use sqlx::Row;

use crate::both_backends;
use crate::common::{event, meta, TestDb};

both_backends!(expected_version_is_enforced, racing_exact_appends_have_one_winner, conflict_inside_a_transaction_writes_nothing, unique_reservations_are_classified_by_name);

// ARCHITECTURE: "appends with the expected version"; CONVENTIONS 4: "unique (stream_id,
// stream_version) for optimistic concurrency". A mismatch is a Conflict and writes nothing.
async fn expected_version_is_enforced(t: &TestDb) {
    let store = t.store();

    let first = store
        .append("case", "case-1", ExpectedVersion::NoStream, &[event("case_opened", json!({"n": 1}))], &meta())
        .await
        .unwrap();
    assert_eq!(first.stream_version, 1);
    assert_eq!(first.last_position, store.head_position().await.unwrap());

    // NoStream on a stream that exists.
    let err = store
        .append("case", "case-1", ExpectedVersion::NoStream, &[event("case_opened", json!({"n": 2}))], &meta())
        .await
        .unwrap_err();
    assert!(matches!(&err, StoreError::Conflict { stream_id, actual: 1, .. } if stream_id == "case-1"), "{err:?}");

    // Exact at the current version appends every event of the batch, versions in order.
    let second = store
        .append(
            "case",
            "case-1",
            ExpectedVersion::Exact(1),
            &[event("case_renamed", json!({"n": 2})), event("case_renamed", json!({"n": 3}))],
            &meta(),
        )
        .await
        .unwrap();
    assert_eq!(second.stream_version, 3);
    assert!(second.last_position > first.last_position);

    // A stale and a future expected version both conflict; the batch writes nothing.
    for stale in [1, 2, 4, 10] {
        let err = store
            .append(
                "case",
                "case-1",
                ExpectedVersion::Exact(stale),
                &[event("case_renamed", json!({"stale": stale})), event("case_renamed", json!({"stale": stale}))],
                &meta(),
            )
            .await
            .unwrap_err();
        match err {
            StoreError::Conflict { expected, actual, .. } => {
                assert_eq!(expected, stale.to_string());
                assert_eq!(actual, 3);
            }
            other => panic!("expected a conflict, got {other:?}"),
        }
    }
    assert_eq!(store.count().await.unwrap(), 3);
    assert_eq!(store.head_position().await.unwrap(), second.last_position);

    // Any appends whatever the version.
    let third = store.append("case", "case-1", ExpectedVersion::Any, &[event("case_closed", json!({}))], &meta()).await.unwrap();
    assert_eq!(third.stream_version, 4);

    // Exact(0) and NoStream both mean "the stream is empty"; Any creates a stream too.
    assert_eq!(
        store.append("case", "case-2", ExpectedVersion::Exact(0), &[event("case_opened", json!({}))], &meta()).await.unwrap().stream_version,
        1
    );
    assert_eq!(
        store.append("case", "case-3", ExpectedVersion::Any, &[event("case_opened", json!({}))], &meta()).await.unwrap().stream_version,
        1
    );
    assert!(matches!(
        store.append("case", "case-4", ExpectedVersion::Exact(1), &[event("case_opened", json!({}))], &meta()).await,
        Err(StoreError::Conflict { actual: 0, .. })
    ));

    let versions: Vec<i64> = store.read_stream("case-1").await.unwrap().iter().map(|e| e.stream_version).collect();
    assert_eq!(versions, vec![1, 2, 3, 4]);
    assert!(store.read_stream("case-4").await.unwrap().is_empty());
    assert_eq!(store.count().await.unwrap(), 6);
}

// ARCHITECTURE: "optimistic concurrency per stream": of writers that read the same version
// and append at once, exactly one wins and the others get a Conflict.
async fn racing_exact_appends_have_one_winner(t: &TestDb) {
    let store = t.store();
    store.append("case", "case-9", ExpectedVersion::NoStream, &[event("case_opened", json!({}))], &meta()).await.unwrap();
    for round in 1..=5i64 {
        let barrier = Arc::new(tokio::sync::Barrier::new(8));
        let tasks: Vec<_> = (0..8)
            .map(|w| {
                let store = store.clone();
                let barrier = barrier.clone();
                tokio::spawn(async move {
                    barrier.wait().await;
                    store
                        .append("case", "case-9", ExpectedVersion::Exact(round), &[event("case_noted", json!({"writer": w}))], &meta())
                        .await
                })
            })
            .collect();
        let mut won = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(a) => {
                    won += 1;
                    assert_eq!(a.stream_version, round + 1);
                }
                Err(StoreError::Conflict { .. }) => {}
                Err(other) => panic!("unexpected error {other:?}"),
            }
        }
        assert_eq!(won, 1, "round {round}");
    }
    let versions: Vec<i64> = store.read_stream("case-9").await.unwrap().iter().map(|e| e.stream_version).collect();
    assert_eq!(versions, (1..=6).collect::<Vec<_>>());
}

// ARCHITECTURE: a command appends "with the expected version"; append_in lets other rows
// commit or roll back with the events, so a conflict on one stream undoes the whole command.
async fn conflict_inside_a_transaction_writes_nothing(t: &TestDb) {
    let store = t.store();
    store.append("user", "user-1", ExpectedVersion::NoStream, &[event("user_registered", json!({}))], &meta()).await.unwrap();

    let mut tx = t.db.begin_write().await.unwrap();
    store.append_in(&mut tx, "team", "team-1", ExpectedVersion::NoStream, &[event("team_created", json!({}))], &meta()).await.unwrap();
    let err = store
        .append_in(&mut tx, "user", "user-1", ExpectedVersion::NoStream, &[event("user_registered", json!({}))], &meta())
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    drop(tx); // the caller gives up: rolled back

    assert!(store.read_stream("team-1").await.unwrap().is_empty());
    assert_eq!(store.count().await.unwrap(), 1);
    // The store is usable afterwards (the write connection went back clean).
    store.append("team", "team-1", ExpectedVersion::NoStream, &[event("team_created", json!({}))], &meta()).await.unwrap();
}

/// The name a caller passes to `is_unique` for a constraint: PostgreSQL reports constraint
/// names, SQLite reports `table.column`.
fn unique_needle(backend: Backend, constraint: &str, sqlite_columns: &str) -> String {
    match backend {
        Backend::Postgres => constraint.to_string(),
        Backend::Sqlite => sqlite_columns.to_string(),
    }
}

async fn reserve(store: &EventStore, email: &str, user_id: i64) -> Result<(), StoreError> {
    let mut tx = store.db().begin_write().await?;
    sqlx::query("INSERT INTO user_emails (email, user_id) VALUES ($1, $2)")
        .bind(email)
        .bind(user_id)
        .execute(&mut *tx)
        .await
        .map_err(StoreError::from_sqlx)?;
    store
        .append_in(&mut tx, "user", &format!("user-{user_id}"), ExpectedVersion::Any, &[event("user_registered", json!({"email": email}))], &meta())
        .await?;
    tx.commit().await.map_err(StoreError::from_sqlx)?;
    Ok(())
}

// CONVENTIONS 4: "named constraints turned into user errors by name. Never check-then-insert."
// The reservation and the events commit together or not at all.
async fn unique_reservations_are_classified_by_name(t: &TestDb) {
    let store = t.store();
    let backend = t.db.backend();
    let email = unique_needle(backend, "user_emails_email_unique", "user_emails.email");
    let user = unique_needle(backend, "user_emails_user_unique", "user_emails.user_id");

    reserve(&store, "ada@example.com", 1).await.unwrap();

    let taken = reserve(&store, "ada@example.com", 2).await.unwrap_err();
    assert!(matches!(taken, StoreError::Unique { .. }), "{taken:?}");
    assert!(taken.is_unique(&email), "{taken:?} should name {email}");
    assert!(!taken.is_unique(&user), "{taken:?} should not name {user}");

    let twice = reserve(&store, "other@example.com", 1).await.unwrap_err();
    assert!(twice.is_unique(&user), "{twice:?} should name {user}");
    assert!(!twice.is_unique(&email), "{twice:?} should not name {email}");

    // Errors that are not unique violations stay database errors.
    let mut tx = t.db.begin_write().await.unwrap();
    let not_null = sqlx::query("INSERT INTO user_emails (email, user_id) VALUES (NULL, 3)")
        .execute(&mut *tx)
        .await
        .map_err(StoreError::from_sqlx)
        .unwrap_err();
    drop(tx);
    assert!(matches!(not_null, StoreError::Database(_)), "{not_null:?}");
    assert!(!not_null.is_unique("user_emails"));

    // Nothing of the refused commands was written.
    let rows = sqlx::query("SELECT COUNT(*) FROM user_emails").fetch_one(t.db.pool()).await.unwrap().get::<i64, _>(0);
    assert_eq!(rows, 1);
    assert_eq!(store.count().await.unwrap(), 1);
    assert!(store.read_stream("user-2").await.unwrap().is_empty());
}

// ARCHITECTURE: the embedded profile is one SQLite file, and the CLI's other commands
// (`caseboard rebuild`, `demo`, `import`, `migrate`) open it while `caseboard serve` runs:
// appends from two processes wait for each other instead of failing, and stay dense.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_append_to_one_sqlite_file() {
    let t = TestDb::new(Backend::Sqlite).await;
    let other = EventStore::new(eventstore::Db::connect(&t.url).await.unwrap(), eventstore::Upcasters::new());
    let stores = [t.store(), other.clone()];
    let tasks: Vec<_> = (0..8)
        .map(|w| {
            let store = stores[w % 2].clone();
            tokio::spawn(async move {
                for i in 0..50 {
                    store
                        .append("case", &format!("case-{}", i % 3), ExpectedVersion::Any, &[event("case_noted", json!({"w": w, "i": i}))], &meta())
                        .await
                        .unwrap_or_else(|e| panic!("writer {w} append {i}: {e}"));
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    let all = t.store().read_all_after(0, 1_000).await.unwrap();
    assert_eq!(all.iter().map(|e| e.position).collect::<Vec<_>>(), (1..=400).collect::<Vec<_>>());
    for stream in ["case-0", "case-1", "case-2"] {
        let versions: Vec<i64> = all.iter().filter(|e| e.stream_id == stream).map(|e| e.stream_version).collect();
        assert_eq!(versions, (1..=versions.len() as i64).collect::<Vec<_>>());
    }
    other.db().pool().close().await;
    t.finish().await;
}
