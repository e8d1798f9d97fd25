//! Append and read. SQL that differs between the backends is chosen here, nowhere else.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::Row;
use tokio::sync::Notify;
use uuid::Uuid;

use crate::db::{Backend, Db, DbRow, WriteTx};
use crate::error::StoreError;
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
        E::decode(&self.event_type, self.payload.clone())
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
}

/// Serialises all appends on PostgreSQL: positions then become visible in commit order.
const APPEND_LOCK_KEY: i64 = 726_001;

impl EventStore {
    pub fn new(db: Db, upcasters: Upcasters) -> Self {
        EventStore { db, upcasters: Arc::new(upcasters), appended: Arc::new(Notify::new()) }
    }

    pub fn db(&self) -> &Db {
        &self.db
    }

    /// Woken after every append committed through this handle.
    pub fn appended_signal(&self) -> Arc<Notify> {
        self.appended.clone()
    }

    /// Appends in its own transaction.
    pub async fn append(
        &self,
        stream_type: &str,
        stream_id: &str,
        expected: ExpectedVersion,
        events: &[NewEvent],
        metadata: &Metadata,
    ) -> Result<Appended, StoreError> {
        let mut tx = self.db.begin_write().await?;
        let appended = self.append_in(&mut tx, stream_type, stream_id, expected, events, metadata).await?;
        tx.commit().await.map_err(StoreError::from_sqlx)?;
        self.appended.notify_waiters();
        Ok(appended)
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
        if recorded_at.is_some() && metadata.source != Source::Demo {
            return Err(StoreError::Data("only demo events may be backdated".into()));
        }
        if self.db.backend() == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(APPEND_LOCK_KEY).execute(&mut **tx).await?;
        }
        let current: i64 = sqlx::query("SELECT COALESCE(MAX(stream_version), 0) AS v FROM events WHERE stream_id = $1")
            .bind(stream_id)
            .fetch_one(&mut **tx)
            .await?
            .try_get::<i64, _>(0)?;
        let conflict = |expected: String| StoreError::Conflict { stream_id: stream_id.to_string(), expected, actual: current };
        match expected {
            ExpectedVersion::Any => {}
            ExpectedVersion::NoStream if current != 0 => return Err(conflict("no stream".into())),
            ExpectedVersion::Exact(v) if v != current => return Err(conflict(v.to_string())),
            _ => {}
        }
        let metadata_json = serde_json::to_string(metadata).map_err(|e| StoreError::Data(e.to_string()))?;
        let now = recorded_at.unwrap_or_else(Utc::now);
        let insert = match self.db.backend() {
            Backend::Sqlite => {
                "INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING position"
            }
            Backend::Postgres => {
                "INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at) \
                 VALUES ($1::uuid, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::timestamptz) RETURNING position"
            }
        };
        let mut last_position = 0;
        let mut version = current;
        for event in events {
            version += 1;
            let row = sqlx::query(insert)
                .bind(Uuid::now_v7().to_string())
                .bind(stream_id)
                .bind(stream_type)
                .bind(version)
                .bind(&event.event_type)
                .bind(event.schema_version as i64)
                .bind(event.payload.to_string())
                .bind(&metadata_json)
                .bind(crate::time::to_text(now))
                .fetch_one(&mut **tx)
                .await
                .map_err(|e| match StoreError::from_sqlx(e) {
                    StoreError::Unique { constraint } if constraint.contains("stream_version") || constraint.contains("events.stream_id") => {
                        conflict(format!("{}", version - 1))
                    }
                    other => other,
                })?;
            last_position = row.try_get::<i64, _>(0)?;
        }
        Ok(Appended { last_position, stream_version: version })
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

    /// A stream's events in version order.
    pub async fn read_stream(&self, stream_id: &str) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).fetch_all(self.db.pool()).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// A stream's events inside a write transaction (the version read is then current).
    pub async fn read_stream_in(&self, tx: &mut WriteTx, stream_id: &str) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// A stream's events from version `from_version` on, inside a write transaction: a
    /// command that has the stream's state cached reads only the tail.
    pub async fn read_stream_from_in(&self, tx: &mut WriteTx, stream_id: &str, from_version: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).bind(from_version).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// Up to `limit` events after `position`, in global order.
    pub async fn read_all_after(&self, position: i64, limit: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE position > $1 ORDER BY position LIMIT $2", self.select_columns());
        let rows = sqlx::query(&sql).bind(position).bind(limit).fetch_all(self.db.pool()).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// The same, inside a transaction (projectors read and apply in one transaction).
    pub async fn read_all_after_in(&self, tx: &mut WriteTx, position: i64, limit: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE position > $1 ORDER BY position LIMIT $2", self.select_columns());
        let rows = sqlx::query(&sql).bind(position).bind(limit).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// Events of the given types with `after < position <= upto`, in global order, inside a
    /// transaction. Type names are stable identifiers (`[a-z0-9_]`), inlined as literals.
    pub async fn read_range_of_types_in(
        &self,
        tx: &mut WriteTx,
        after: i64,
        upto: i64,
        types: &[&str],
    ) -> Result<Vec<RecordedEvent>, StoreError> {
        if types.is_empty() {
            return Ok(vec![]);
        }
        if let Some(bad) = types.iter().find(|t| !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')) {
            return Err(StoreError::Data(format!("bad event type name {bad}")));
        }
        let list = types.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ");
        let sql = format!(
            "SELECT {} FROM events WHERE position > $1 AND position <= $2 AND event_type IN ({list}) ORDER BY position",
            self.select_columns()
        );
        let rows = sqlx::query(&sql).bind(after).bind(upto).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// Events recorded up to `at` of one stream (audit replay).
    pub async fn read_stream_until(&self, stream_id: &str, at: DateTime<Utc>) -> Result<Vec<RecordedEvent>, StoreError> {
        Ok(self.read_stream(stream_id).await?.into_iter().filter(|e| e.recorded_at <= at).collect())
    }

    /// The position of the last committed event (0 for an empty log).
    pub async fn head_position(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COALESCE(MAX(position), 0) FROM events").fetch_one(self.db.pool()).await?;
        Ok(row.try_get::<i64, _>(0)?)
    }

    pub async fn count(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COUNT(*) FROM events").fetch_one(self.db.pool()).await?;
        Ok(row.try_get::<i64, _>(0)?)
    }
}
