//! Fixtures of the projections' integration tests: a fresh database per test on either
//! backend (dropped at the end, also after a panic), a runtime builder, and `Ledger`, a
//! test projection that writes one row per event so row counts prove exactly-once.
//!
//! PostgreSQL: `CASEBOARD_TEST_PG_ADMIN` (default `postgres://postgres@127.0.0.1:5432/postgres`)
//! must allow `CREATE DATABASE`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
pub use eventstore::testing::TestDb;
use eventstore::{Backend, Bus, Db, EventStore, ExpectedVersion, InProcessBus, Metadata, NewEvent, RecordedEvent};
use projections::{Projection, ProjectionError, ProjectionStatus, ProjectionTx, Runtime, TableDef};
use serde_json::json;
use sqlx::Row;

/// `both_backends!(body_fn)` makes `body_fn::sqlite` and `body_fn::postgres`, where
/// `async fn body_fn(t: &TestDb)`: each test body is written once.
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

pub fn runtime(store: &EventStore, projections: Vec<Arc<dyn Projection>>) -> Runtime {
    let bus: Arc<dyn Bus> = Arc::new(InProcessBus::new());
    Runtime::new(store.clone(), bus, projections)
}

pub async fn status(rt: &Runtime, name: &str) -> Vec<ProjectionStatus> {
    rt.statuses().await.unwrap().into_iter().filter(|s| s.name == name).collect()
}

/// The one active generation of `name`.
pub async fn active(rt: &Runtime, name: &str) -> ProjectionStatus {
    let mut active: Vec<_> = status(rt, name).await.into_iter().filter(|s| s.active).collect();
    assert_eq!(active.len(), 1, "exactly one active generation of {name}: {active:?}");
    active.remove(0)
}

pub async fn count(db: &Db, sql: &str) -> i64 {
    sqlx::query(sql).fetch_one(db.pool()).await.unwrap_or_else(|e| panic!("{sql}: {e}")).get::<i64, _>(0)
}

/// `Some("table")`, `Some("view")` or `None`.
pub async fn relation_kind(db: &Db, name: &str) -> Option<&'static str> {
    let sql = match db.backend() {
        Backend::Sqlite => "SELECT type FROM sqlite_master WHERE name = $1",
        Backend::Postgres => {
            "SELECT CASE table_type WHEN 'VIEW' THEN 'view' ELSE 'table' END FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_name = $1"
        }
    };
    let kind: Option<String> = sqlx::query(sql).bind(name).fetch_optional(db.pool()).await.unwrap().map(|r| r.get(0));
    match kind.as_deref() {
        Some("table") => Some("table"),
        Some("view") => Some("view"),
        None => None,
        Some(other) => panic!("unexpected relation kind {other}"),
    }
}

pub fn meta() -> Metadata {
    Metadata::default()
}

pub const LEDGER: &str = "ledger";
pub const ENTRY_MADE: &str = "entry_made";

/// A test projection: one `ledger_rows` row per `entry_made` event. An event whose payload
/// has `"poison": "rust"` or `"poison": "sql"` fails while `poisoned` is set: after writing
/// its own row (so the rollback has something to undo), by returning an error or by a
/// failing statement (which on PostgreSQL aborts the transaction).
pub struct Ledger {
    pub version: i64,
    pub poisoned: Arc<AtomicBool>,
    /// Slows each apply down, to watch a rebuild while it runs.
    pub delay: Duration,
}

impl Ledger {
    pub fn new() -> Ledger {
        Ledger { version: 1, poisoned: Arc::new(AtomicBool::new(true)), delay: Duration::ZERO }
    }
}

const LEDGER_TABLES: &[TableDef] = &[TableDef {
    name: "ledger_rows",
    columns: "position BIGINT NOT NULL, event_id TEXT NOT NULL, stream_id TEXT NOT NULL, amount BIGINT NOT NULL",
    indexes: &["position"],
}];

#[async_trait]
impl Projection for Ledger {
    fn name(&self) -> &'static str {
        LEDGER
    }
    fn version(&self) -> i64 {
        self.version
    }
    fn handles(&self) -> Vec<&'static str> {
        vec![ENTRY_MADE]
    }
    fn tables(&self) -> &'static [TableDef] {
        LEDGER_TABLES
    }
    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        assert_eq!(event.event_type, ENTRY_MADE, "the runtime hands over only the handled types");
        if !self.delay.is_zero() {
            tokio::time::sleep(self.delay).await;
        }
        let t = tx.table("ledger_rows");
        projections::sql::query(&format!("INSERT INTO {t} (position, event_id, stream_id, amount) VALUES ($1, $2, $3, $4)"))
            .bind(event.position)
            .bind(event.event_id.to_string())
            .bind(&event.stream_id)
            .bind(event.payload["amount"].as_i64().unwrap_or(0))
            .execute(tx)
            .await?;
        if self.poisoned.load(Ordering::SeqCst) {
            match event.payload["poison"].as_str() {
                Some("rust") => return Err(ProjectionError::Failed("poisoned entry".into())),
                Some("sql") => {
                    projections::sql::query("INSERT INTO no_such_table (x) VALUES (1)").execute(tx).await?;
                }
                _ => {}
            }
        }
        Ok(())
    }
}

pub fn entry(amount: i64) -> NewEvent {
    NewEvent { event_type: ENTRY_MADE.into(), schema_version: 1, payload: json!({"amount": amount}) }
}

pub fn poisoned_entry(amount: i64, how: &str) -> NewEvent {
    NewEvent { event_type: ENTRY_MADE.into(), schema_version: 1, payload: json!({"amount": amount, "poison": how}) }
}

/// Appends one event per append to `account-<n % 3>`; returns the last position.
pub async fn append_entries(store: &EventStore, events: impl IntoIterator<Item = NewEvent>) -> i64 {
    let mut last = 0;
    for (n, e) in events.into_iter().enumerate() {
        last = store.append("account", &format!("account-{}", n % 3), ExpectedVersion::Any, &[e], &meta()).await.unwrap().last_position;
    }
    last
}

/// Rows of the ledger's view: (count, distinct positions).
pub async fn ledger_rows(db: &Db) -> (i64, i64) {
    (count(db, "SELECT COUNT(*) FROM ledger_rows").await, count(db, "SELECT COUNT(DISTINCT position) FROM ledger_rows").await)
}

pub async fn entries_in_log(store: &EventStore) -> i64 {
    count(store.db(), "SELECT COUNT(*) FROM events WHERE event_type = 'entry_made'").await
}

pub const TALLY: &str = "tally";

const TALLY_TABLES: &[TableDef] =
    &[TableDef { name: "tallies", columns: "stream_id TEXT PRIMARY KEY, entries BIGINT NOT NULL, total BIGINT NOT NULL, last_position BIGINT NOT NULL", indexes: &[] }];

/// A test projection with a keyed table (so it folds in batches): per stream, how many
/// `entry_made` events, their total and the last position. A fold that starts from the wrong
/// state (a scratch copy behind the tables) shows in the counts.
pub struct Tally;

#[async_trait]
impl Projection for Tally {
    fn name(&self) -> &'static str {
        TALLY
    }
    fn version(&self) -> i64 {
        1
    }
    fn handles(&self) -> Vec<&'static str> {
        vec![ENTRY_MADE]
    }
    fn tables(&self) -> &'static [TableDef] {
        TALLY_TABLES
    }
    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let t = tx.table("tallies");
        projections::sql::query(&format!(
            "INSERT INTO {t} (stream_id, entries, total, last_position) VALUES ($1, 1, $2, $3) \
             ON CONFLICT (stream_id) DO UPDATE SET entries = {t}.entries + 1, total = {t}.total + excluded.total, last_position = excluded.last_position"
        ))
        .bind(&event.stream_id)
        .bind(event.payload["amount"].as_i64().unwrap_or(0))
        .bind(event.position)
        .execute(tx)
        .await?;
        Ok(())
    }
}

/// Appends `n` entries of amount 1, a hundred an append, round the streams `account-0..2`.
pub async fn append_many(store: &EventStore, n: usize) -> i64 {
    let mut last = 0;
    for (i, chunk) in (0..n).collect::<Vec<_>>().chunks(100).enumerate() {
        let events: Vec<NewEvent> = chunk.iter().map(|_| entry(1)).collect();
        last = store.append("account", &format!("account-{}", i % 3), ExpectedVersion::Any, &events, &meta()).await.unwrap().last_position;
    }
    last
}

/// The tally's rows: (stream, entries, total).
pub async fn tallies(db: &Db) -> Vec<(String, i64, i64)> {
    sqlx::query("SELECT stream_id, entries, total FROM tallies ORDER BY stream_id")
        .fetch_all(db.pool())
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get::<String, _>(0), r.get::<i64, _>(1), r.get::<i64, _>(2)))
        .collect()
}
