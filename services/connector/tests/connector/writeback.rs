use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use app::commands::{execute, StreamId};
use app::connector::read::outbox_status;
use app::connector::write_backs;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use chrono::{DateTime, Utc};
use connector::http::{Credentials, HttpConnector};
use connector::writeback::push_due;
use domain::cases::{Case, CaseCommand, CaseEvent, CaseOpened};
use eventstore::{Metadata, Source};
use serde_json::Value;

use super::support::{serve, Backend, TestDb};

/// The external system: refuses pushes while `down`, records the ones it accepts.
#[derive(Default)]
struct Remote {
    down: AtomicBool,
    delay_ms: u64,
    accepted: Mutex<Vec<Value>>,
}

async fn remote(remote: Arc<Remote>) -> HttpConnector {
    let router = Router::new()
        .route(
            "/writeback",
            post(|State(r): State<Arc<Remote>>, Json(body): Json<Value>| async move {
                tokio::time::sleep(Duration::from_millis(r.delay_ms)).await;
                if r.down.load(Ordering::SeqCst) {
                    return (StatusCode::SERVICE_UNAVAILABLE, "maintenance window");
                }
                r.accepted.lock().unwrap().push(body);
                (StatusCode::OK, "")
            }),
        )
        .with_state(remote);
    HttpConnector::new(&serve(router).await, Credentials::Bearer("t".into())).unwrap()
}

async fn open_case(db: &TestDb, case_id: i64) {
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let opened = CaseEvent::Opened(CaseOpened {
        case_id,
        opened_at: Utc::now(),
        first_name: "Ana".into(),
        last_name: "Ruiz".into(),
        status_id: Some(1079),
        status_label: Some("INT 00 - Lead".into()),
        ..Default::default()
    });
    execute::<Case>(&db.state, "case", StreamId::Existing(case_id), &meta, |_, _| Ok((CaseCommand::Record(opened.clone()), vec![]))).await.unwrap();
}

/// A staff change, queued for write-back the way a case mutation does it.
async fn staff_change(db: &TestDb, case_id: i64, command: CaseCommand) {
    let meta = Metadata { actor_user_id: Some(1), source: Source::Ui, ..Default::default() };
    execute::<Case>(&db.state, "case", StreamId::Existing(case_id), &meta, |_, case| Ok((command.clone(), write_backs(case, &command)))).await.unwrap();
}

async fn retries_until_the_system_recovers(backend: Backend) {
    // brief: "write-back: what staff change here is queued in an outbox and pushed with
    // retries; a failed push is visible (status, count, last error) and never lost."
    let db = TestDb::new(backend).await;
    let server = Arc::new(Remote::default());
    let system = remote(server.clone()).await;
    let t0 = Utc::now();
    open_case(&db, 500).await;
    open_case(&db, 501).await;
    let status = |id: i64| CaseCommand::ChangeStatus { status_id: id, status_label: domain::cases::rules::status_label(id).unwrap().into(), at: t0 };
    staff_change(&db, 500, status(1080)).await;
    staff_change(&db, 500, CaseCommand::AddNote { note_id: 1, note_type_id: 189, content: "Called.".into(), at: t0, creator_user_id: Some(1), creator_name: None }).await;
    staff_change(&db, 500, status(1080)).await; // the same status again: nothing to write back
    staff_change(&db, 501, CaseCommand::SetOffice { office_id: 7 }).await;
    assert_eq!(db.scalar("SELECT COUNT(*) FROM writeback_outbox").await, 3);

    server.down.store(true, Ordering::SeqCst);
    // Queued rows are due at once; the clock of each round is given.
    let t0 = Utc::now();
    let at = |t: DateTime<Utc>| move || t;
    let round = push_due(&db.state.db, &system, &at(t0), 100).await.unwrap();
    // Case 500's note waits behind its failed status change: changes reach the system in order.
    assert_eq!((round.pushed, round.failed), (0, 2));
    let seen = outbox_status(db.state.db.pool(), None, 20).await.unwrap();
    assert_eq!((seen.pending, seen.failed), (3, 2));
    let last = seen.last_failure.unwrap();
    assert!(last.last_error.as_deref().unwrap().contains("HTTP 503: maintenance window"), "{last:?}");
    assert_eq!(last.attempts, 1);
    assert_eq!(seen.oldest_failures.len(), 2);
    assert_eq!(seen.oldest_failures[0].kind, "case_status_changed");
    assert_eq!(seen.last_pushed_at, None);

    let too_soon = push_due(&db.state.db, &system, &at(t0 + chrono::Duration::seconds(3)), 100).await.unwrap();
    assert_eq!((too_soon.pushed, too_soon.failed), (0, 0), "the first retry waits 5 s");
    let retry = push_due(&db.state.db, &system, &at(t0 + chrono::Duration::seconds(6)), 100).await.unwrap();
    assert_eq!((retry.pushed, retry.failed), (0, 2));
    assert_eq!(db.scalar("SELECT MAX(attempts) FROM writeback_outbox").await, 2);
    assert!(server.accepted.lock().unwrap().is_empty());

    server.down.store(false, Ordering::SeqCst);
    let later = push_due(&db.state.db, &system, &at(t0 + chrono::Duration::hours(2)), 100).await.unwrap();
    assert_eq!((later.pushed, later.failed), (3, 0));
    let accepted = server.accepted.lock().unwrap().clone();
    let kinds: Vec<(&str, i64)> = accepted.iter().map(|b| (b["kind"].as_str().unwrap(), b["case_id"].as_i64().unwrap())).collect();
    let case_500: Vec<&str> = kinds.iter().filter(|(_, c)| *c == 500).map(|(k, _)| *k).collect();
    assert_eq!(case_500, ["case_status_changed", "note_added"], "in the order staff made them");
    assert!(kinds.contains(&("case_office_set", 501)));
    assert_eq!(accepted.iter().find(|b| b["kind"] == "case_status_changed").unwrap()["payload"]["status_id"], 1080);

    let seen = outbox_status(db.state.db.pool(), None, 20).await.unwrap();
    assert_eq!((seen.pending, seen.failed), (0, 0));
    assert!(seen.last_failure.is_none() && seen.last_pushed_at.is_some());
    // Never deleted: every row is still there, pushed, with its history of attempts.
    assert_eq!(db.scalar("SELECT COUNT(*) FROM writeback_outbox WHERE pushed_at IS NOT NULL").await, 3);
    assert_eq!(db.scalar("SELECT attempts FROM writeback_outbox WHERE kind = 'case_office_set'").await, 2);
    let idle = push_due(&db.state.db, &system, &at(t0 + chrono::Duration::hours(3)), 100).await.unwrap();
    assert_eq!((idle.pushed, idle.failed), (0, 0), "nothing is pushed twice");
}

#[tokio::test]
async fn write_back_retries_with_back_off_until_pushed_on_sqlite() {
    retries_until_the_system_recovers(Backend::Sqlite).await;
}

#[tokio::test]
async fn write_back_retries_with_back_off_until_pushed_on_postgres() {
    retries_until_the_system_recovers(Backend::Postgres).await;
}

async fn two_workers_push_each_row_once(backend: Backend) {
    // brief: "On PostgreSQL use FOR UPDATE SKIP LOCKED so two workers don't push the same row"
    let db = TestDb::new(backend).await;
    let server = Arc::new(Remote { delay_ms: 15, ..Default::default() });
    let system = remote(server.clone()).await;
    let t0 = Utc::now();
    let mut tx = db.state.db.begin_write().await.unwrap();
    for i in 0..40i64 {
        let case_id = if i % 4 == 3 { None } else { Some(i % 4) };
        sqlx::query("INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, $4, $5, 0, $5)")
            .bind(format!("row-{i:02}"))
            .bind(if case_id.is_some() { "note_added" } else { "contact_updated" })
            .bind(case_id)
            .bind(serde_json::json!({ "seq": i }).to_string())
            .bind(eventstore::time::to_text(t0 + chrono::Duration::milliseconds(i)))
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();

    let clock = move || t0 + chrono::Duration::seconds(1);
    let (a, b) = tokio::join!(push_due(&db.state.db, &system, &clock, 100), push_due(&db.state.db, &system, &clock, 100));
    let (a, b) = (a.unwrap(), b.unwrap());
    // A worker whose next row waits behind the other's stops early; a later round pushes it.
    let rest = push_due(&db.state.db, &system, &clock, 100).await.unwrap();
    assert_eq!(a.pushed + b.pushed + rest.pushed, 40);
    assert!(a.pushed > 0 && b.pushed > 0, "both workers pushed: {a:?} {b:?}");

    let accepted = server.accepted.lock().unwrap().clone();
    let mut times: HashMap<String, usize> = HashMap::new();
    for body in &accepted {
        *times.entry(body["id"].as_str().unwrap().to_string()).or_default() += 1;
    }
    assert_eq!(times.len(), 40);
    assert!(times.values().all(|n| *n == 1), "a row pushed twice: {times:?}");
    for case_id in 0..3 {
        let seqs: Vec<i64> = accepted.iter().filter(|b| b["case_id"] == case_id).map(|b| b["payload"]["seq"].as_i64().unwrap()).collect();
        assert!(seqs.windows(2).all(|w| w[0] < w[1]), "case {case_id} out of order: {seqs:?}");
    }
}

#[tokio::test]
async fn two_workers_never_push_the_same_row_on_postgres() {
    two_workers_push_each_row_once(Backend::Postgres).await;
}

#[tokio::test]
async fn two_workers_never_push_the_same_row_on_sqlite() {
    two_workers_push_each_row_once(Backend::Sqlite).await;
}
