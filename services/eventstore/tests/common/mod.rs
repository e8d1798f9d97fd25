//! Fixtures shared by the event store's integration tests: a fresh database per test on
//! either backend, dropped at the end (also when the test panics).
//!
//! PostgreSQL: `CASEBOARD_TEST_PG_ADMIN` (default `postgres://postgres@127.0.0.1:5432/postgres`)
//! must allow `CREATE DATABASE`. NATS: `CASEBOARD_TEST_NATS` (default `nats://127.0.0.1:4222`).

pub use eventstore::testing::TestDb;
use eventstore::{Metadata, NewEvent};
use uuid::Uuid;

pub fn nats_url() -> String {
    std::env::var("CASEBOARD_TEST_NATS").unwrap_or_else(|_| "nats://127.0.0.1:4222".into())
}

/// Writes each test body once and runs it on both backends:
/// `both_backends!(body_fn)` makes `body_fn::sqlite` and `body_fn::postgres`,
/// where `async fn body_fn(t: &TestDb)`.
#[macro_export]
macro_rules! both_backends {
    ($($body:ident),+ $(,)?) => {$(
        mod $body {
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn sqlite() {
                let t = $crate::common::TestDb::new(eventstore::Backend::Sqlite).await;
                super::$body(&t).await;
                t.finish().await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn postgres() {
                let t = $crate::common::TestDb::new(eventstore::Backend::Postgres).await;
                super::$body(&t).await;
                t.finish().await;
            }
        }
    )+};
}

pub fn event(event_type: &str, payload: serde_json::Value) -> NewEvent {
    NewEvent { event_type: event_type.to_string(), schema_version: 1, payload }
}

pub fn meta() -> Metadata {
    Metadata::default()
}

/// A stream type no other test (or earlier run) uses: NATS subjects stay apart.
pub fn unique_stream_type() -> String {
    format!("t{}", Uuid::new_v4().simple())
}
