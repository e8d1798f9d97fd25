//! The state cache on a real (SQLite) event store.

use chrono::Utc;
use domain::cases::{Case, CaseEvent, NoteAdded};
use eventstore::{Db, EventStore, ExpectedVersion, Metadata, NewEvent};

use super::*;

async fn temp_store() -> (EventStore, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("cb_snapshots_{}", uuid::Uuid::new_v4().simple()));
    let db = Db::connect(&dir.join("caseboard.db").display().to_string()).await.unwrap();
    db.migrate().await.unwrap();
    (EventStore::new(db, crate::upcasters::all()), dir)
}

fn note(case_id: i64, note_id: i64) -> NewEvent {
    NewEvent::from_domain(&CaseEvent::NoteAdded(NoteAdded {
        case_id,
        note_id,
        note_type_id: 1,
        title: None,
        content: format!("note {note_id}"),
        created_at: Utc::now(),
        creator_user_id: None,
        creator_name: None,
    }))
}

async fn append_notes(store: &EventStore, stream: &str, ids: std::ops::Range<i64>) {
    let batch: Vec<NewEvent> = ids.map(|n| note(990_001, n)).collect();
    store.append("case", stream, ExpectedVersion::Any, &batch, &Metadata::default()).await.unwrap();
}

async fn load_case(store: &EventStore, stream: &str) -> Loaded<Case> {
    let mut tx = store.db().begin_write().await.unwrap();
    let loaded = load::<Case>(store, &mut tx, stream).await.unwrap();
    tx.rollback().await.unwrap();
    loaded
}

async fn folded(store: &EventStore, stream: &str) -> Case {
    let events: Vec<CaseEvent> = store.read_stream(stream).await.unwrap().iter().map(|e| e.decode().unwrap()).collect();
    Case::fold(&events)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_case_with_thousands_of_events_loads_only_what_came_after_its_cached_state() {
    let (store, dir) = temp_store().await;
    let stream = "case-990001";
    for chunk in 0..6 {
        append_notes(&store, stream, chunk * 500..(chunk + 1) * 500).await;
    }

    let cold = load_case(&store, stream).await;
    assert_eq!((cold.version, cold.read), (3_000, 3_000), "the first load reads the whole stream");
    let warm = load_case(&store, stream).await;
    assert_eq!((warm.version, warm.read), (3_000, 1), "then only the cached event, to check it is the one in the log");
    assert_eq!(warm.aggregate, cold.aggregate);

    // Another process appends: its events are the tail.
    append_notes(&store, stream, 3_000..3_002).await;
    let tail = load_case(&store, stream).await;
    assert_eq!((tail.version, tail.read), (3_002, 3));
    assert_eq!(tail.aggregate, folded(&store, stream).await, "the same state as folding the whole stream");
    assert_eq!(tail.aggregate.notes.len(), 3_002);

    // A cached state that is not this log's (another database under the same name): the
    // whole stream is read again.
    remember(&store, stream, 3_002, 1, Case::default());
    let checked = load_case(&store, stream).await;
    assert_eq!((checked.version, checked.read), (3_002, 3_002));
    assert_eq!(checked.aggregate, folded(&store, stream).await);

    // A stream nobody wrote is empty, and not cached.
    let none = load_case(&store, "case-990002").await;
    assert_eq!((none.version, none.read), (0, 0));
    store.db().pool().close().await;
    let _ = std::fs::remove_dir_all(dir);
}
