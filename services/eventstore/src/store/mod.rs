//! Append and read. SQL that differs between the backends is chosen here, nowhere else.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::{Connection, Row};
use tokio::sync::Notify;
use uuid::Uuid;

use crate::db::{Backend, Db, DbRow, WriteTx};
use crate::error::StoreError;
pub mod group_commit;
mod batch;
mod read;

use batch::*;

use group_commit::{AppendRequest, BatchError, GroupCommit, GroupCommitStats};
use crate::upcast::Upcasters;

/// Where an event came from (stored in its metadata).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    #[default]
    Ui,
    Import,
    Sync,
    Demo,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Metadata {
    /// The signed-in user who issued the command (None for system work).
    pub actor_user_id: Option<i64>,
    /// The user an admin was acting as, when acting as someone.
    pub acted_as_user_id: Option<i64>,
    pub correlation_id: Option<Uuid>,
    pub causation_id: Option<Uuid>,
    pub source: Source,
    /// The client's idempotency key for the mutation that wrote the event (Relay's
    /// `clientMutationId`): a retry with the same key returns the first result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_mutation_id: Option<String>,
    /// A digest of the request the key was sent with (the mutation field and its arguments):
    /// kept with the key, never with the events. A key reused for another request is refused.
    #[serde(skip)]
    pub request_fingerprint: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub event_type: String,
    pub schema_version: i32,
    pub payload: serde_json::Value,
}

impl NewEvent {
    pub fn from_domain<E: domain::DomainEvent>(event: &E) -> Self {
        NewEvent { event_type: event.event_type().to_string(), schema_version: event.schema_version(), payload: event.payload() }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedEvent {
    pub position: i64,
    pub event_id: Uuid,
    pub stream_id: String,
    pub stream_type: String,
    pub stream_version: i64,
    pub event_type: String,
    pub schema_version: i32,
    pub payload: serde_json::Value,
    pub metadata: Metadata,
    pub recorded_at: DateTime<Utc>,
}

impl RecordedEvent {
    pub fn decode<E: domain::DomainEvent>(&self) -> Result<E, domain::EventDecodeError> {
        E::decode_ref(&self.event_type, &self.payload)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpectedVersion {
    /// Append whatever the stream's version (retried on a concurrent append).
    Any,
    /// The stream must not exist yet.
    NoStream,
    /// The stream must be at exactly this version (its last event's `stream_version`).
    Exact(i64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Appended {
    /// Global position of the last appended event (0 when nothing was appended).
    pub last_position: i64,
    /// The stream's version after the append.
    pub stream_version: i64,
}

#[derive(Clone)]
pub struct EventStore {
    db: Db,
    upcasters: Arc<Upcasters>,
    appended: Arc<Notify>,
    group: Arc<GroupCommit>,
    /// PostgreSQL: the group-commit leader's own connection (connected on first use, dropped
    /// after any error), so a batch is one round trip without a pool checkout.
    batch_conn: Arc<tokio::sync::Mutex<Option<sqlx::AnyConnection>>>,
}

/// Serialises all appends on PostgreSQL: positions then become visible in commit order.
/// Taken inside `events_append_batch` (migrations/postgres/0005_append_batch.sql).
pub const APPEND_LOCK_KEY: i64 = 726_001;

const APPEND_BATCH_SQL: &str = "SELECT r_cmd, r_ok, r_actual, r_position, r_version FROM events_append_batch($1::jsonb)";
/// The same with the commit not waiting for the WAL flush (migration 0008): the caller must
/// run [`FLUSH_SQL`] before it answers anyone.
const APPEND_BATCH_PIPELINED_SQL: &str =
    "SELECT r_cmd, r_ok, r_actual, r_position, r_version FROM events_append_batch_pipelined($1::jsonb)";
/// A synchronous commit of one WAL record: everything committed before it is durable after.
const FLUSH_SQL: &str = "SELECT events_flush()";

/// How a batch's commit is made durable (PostgreSQL; SQLite's commits always are).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Commit {
    /// The commit waits for the WAL flush, holding the ordering lock through it.
    Durable,
    /// The commit does not wait; the lock is free at once and the caller flushes
    /// (`EventStore::flush`) before answering.
    Pipelined,
}

impl EventStore {
    pub fn new(db: Db, upcasters: Upcasters) -> Self {
        EventStore {
            db,
            upcasters: Arc::new(upcasters),
            appended: Arc::new(Notify::new()),
            group: Arc::new(GroupCommit::default()),
            batch_conn: Arc::new(tokio::sync::Mutex::new(None)),
        }
    }

    pub fn db(&self) -> &Db {
        &self.db
    }

    pub(crate) fn group(&self) -> &GroupCommit {
        &self.group
    }

    /// Batches written by `append` so far (tests and benchmarks).
    pub fn group_commit_stats(&self) -> GroupCommitStats {
        self.group.stats()
    }

    /// Woken after every append committed through this handle.
    pub fn appended_signal(&self) -> Arc<Notify> {
        self.appended.clone()
    }

    /// Appends in its own transaction, group-committed with concurrent appends through this
    /// handle (see `group_commit.rs`): each caller gets its own result, conflicts included.
    pub async fn append(
        &self,
        stream_type: &str,
        stream_id: &str,
        expected: ExpectedVersion,
        events: &[NewEvent],
        metadata: &Metadata,
    ) -> Result<Appended, StoreError> {
        let request = Self::request(stream_type, stream_id, expected, events, metadata, None)?;
        self.submit(request).await
    }

    fn request(
        stream_type: &str,
        stream_id: &str,
        expected: ExpectedVersion,
        events: &[NewEvent],
        metadata: &Metadata,
        recorded_at: Option<DateTime<Utc>>,
    ) -> Result<AppendRequest, StoreError> {
        if recorded_at.is_some() && metadata.source != Source::Demo {
            return Err(StoreError::Data("only demo events may be backdated".into()));
        }
        Ok(AppendRequest {
            stream_type: stream_type.to_string(),
            stream_id: stream_id.to_string(),
            expected,
            events: events.to_vec(),
            metadata: serde_json::to_value(metadata).map_err(|e| StoreError::Data(e.to_string()))?,
            recorded_at: recorded_at.unwrap_or_else(Utc::now),
        })
    }

    /// Call after committing a transaction in which `append_in` ran.
    pub fn notify_committed(&self) {
        self.appended.notify_waiters();
    }

    /// Appends inside the caller's transaction, so that other rows (credentials, unique
    /// reservations) commit or roll back with the events.
    pub async fn append_in(
        &self,
        tx: &mut WriteTx,
        stream_type: &str,
        stream_id: &str,
        expected: ExpectedVersion,
        events: &[NewEvent],
        metadata: &Metadata,
    ) -> Result<Appended, StoreError> {
        self.append_in_at(tx, stream_type, stream_id, expected, events, metadata, None).await
    }

    /// `append_in` with an explicit `recorded_at` for synthetic history: only the demo
    /// generator (source `demo`) backdates, so that its three years of history replay "as
    /// of" any moment. Everything else records the time Caseboard learned the fact.
    #[expect(clippy::too_many_arguments)]
    pub async fn append_in_at(
        &self,
        tx: &mut WriteTx,
        stream_type: &str,
        stream_id: &str,
        expected: ExpectedVersion,
        events: &[NewEvent],
        metadata: &Metadata,
        recorded_at: Option<DateTime<Utc>>,
    ) -> Result<Appended, StoreError> {
        let request = Self::request(stream_type, stream_id, expected, events, metadata, recorded_at)?;
        match self.db.backend() {
            // One round trip: lock, check and insert in `events_append_batch`; the lock is
            // held until the caller's transaction ends.
            Backend::Postgres => {
                let rows = sqlx::query(APPEND_BATCH_SQL)
                    .bind(batch_json(std::slice::from_ref(&request)))
                    .fetch_all(&mut **tx)
                    .await
                    .map_err(|e| classify_append_error(&request, e))?;
                batch_results(std::slice::from_ref(&request), &rows)?.pop().unwrap_or_else(|| Err(StoreError::Data("no result".into())))
            }
            Backend::Sqlite => sqlite_append(tx, &request).await,
        }
    }

    /// Writes `requests` as one transaction: one result per request, in order, or the
    /// batch's failure as a whole.
    pub(crate) async fn write_batch(
        &self,
        requests: &[AppendRequest],
        commit: Commit,
    ) -> Result<Vec<Result<Appended, StoreError>>, BatchError> {
        match self.db.backend() {
            Backend::Postgres => {
                let mut slot = self.batch_conn.lock().await;
                if slot.is_none() {
                    let conn = sqlx::AnyConnection::connect(self.db.url()).await.map_err(|e| BatchError::Rejected(e.into()))?;
                    *slot = Some(conn);
                }
                let conn = slot.as_mut().expect("connected above");
                // One autocommit statement: one round trip, the commit included.
                let sql = match commit {
                    Commit::Durable => APPEND_BATCH_SQL,
                    Commit::Pipelined => APPEND_BATCH_PIPELINED_SQL,
                };
                match sqlx::query(sql).bind(batch_json(requests)).fetch_all(&mut *conn).await {
                    Ok(rows) => batch_results(requests, &rows).map_err(BatchError::Unknown),
                    Err(e) => {
                        // A statement the server refused leaves the connection usable.
                        let refused = matches!(e, sqlx::Error::Database(_));
                        if !refused {
                            *slot = None;
                        }
                        let e = StoreError::from_sqlx(e);
                        Err(if refused { BatchError::Rejected(e) } else { BatchError::Unknown(e) })
                    }
                }
            }
            Backend::Sqlite => {
                let mut tx = self.db.begin_write().await.map_err(BatchError::Rejected)?;
                let mut results = Vec::with_capacity(requests.len());
                for request in requests {
                    // A savepoint per command: a command that fails leaves the others intact.
                    let mut one = tx.begin().await.map_err(|e| BatchError::Rejected(e.into()))?;
                    match sqlite_append(&mut one, request).await {
                        Ok(appended) => {
                            one.commit().await.map_err(|e| BatchError::Rejected(e.into()))?;
                            results.push(Ok(appended));
                        }
                        Err(e) => {
                            one.rollback().await.map_err(|e| BatchError::Rejected(e.into()))?;
                            results.push(Err(e));
                        }
                    }
                }
                match tx.commit().await {
                    Ok(()) => Ok(results),
                    Err(e @ sqlx::Error::Database(_)) => Err(BatchError::Rejected(e.into())),
                    Err(e) => Err(BatchError::Unknown(e.into())),
                }
            }
        }
    }

    /// Makes every transaction committed so far durable (PostgreSQL: one synchronous commit
    /// of a WAL record, which flushes the WAL past the earlier commits; concurrent flushes
    /// share an fsync). SQLite commits are durable already. Run after a pipelined batch
    /// before its callers are answered, and by readers that act outside the database before
    /// they act on what they read (a pipelined commit is visible before it is flushed).
    pub async fn flush(&self) -> Result<(), StoreError> {
        if self.db.backend() == Backend::Postgres {
            sqlx::query(FLUSH_SQL).execute(self.db.pool()).await?;
        }
        Ok(())
    }

    fn select_columns(&self) -> &'static str {
        match self.db.backend() {
            Backend::Sqlite => {
                "position, event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at"
            }
            Backend::Postgres => {
                "position, event_id::text AS event_id, stream_id, stream_type, stream_version, event_type, schema_version, \
                 payload::text AS payload, metadata::text AS metadata, \
                 to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') AS recorded_at"
            }
        }
    }

    fn decode_row(&self, row: &DbRow) -> Result<RecordedEvent, StoreError> {
        let bad = |what: &str, e: &dyn std::fmt::Display| StoreError::Data(format!("{what}: {e}"));
        let event_type: String = row.try_get("event_type")?;
        let stored_version = row.try_get::<i64, _>("schema_version")? as i32;
        let payload: serde_json::Value =
            serde_json::from_str(&row.try_get::<String, _>("payload")?).map_err(|e| bad("payload", &e))?;
        let (schema_version, payload) = self.upcasters.upcast(&event_type, stored_version, payload);
        Ok(RecordedEvent {
            position: row.try_get("position")?,
            event_id: Uuid::parse_str(&row.try_get::<String, _>("event_id")?).map_err(|e| bad("event_id", &e))?,
            stream_id: row.try_get("stream_id")?,
            stream_type: row.try_get("stream_type")?,
            stream_version: row.try_get("stream_version")?,
            event_type,
            schema_version,
            payload,
            metadata: serde_json::from_str(&row.try_get::<String, _>("metadata")?).map_err(|e| bad("metadata", &e))?,
            recorded_at: crate::time::from_text(&row.try_get::<String, _>("recorded_at")?)
                .ok_or_else(|| StoreError::Data("recorded_at".into()))?,
        })
    }
}
