//! Runs projections: catch-up in batches, live following on bus wake-ups with a slow poll
//! as fallback, failure that stops a projection visibly, and blue/green rebuilds.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use eventstore::bus::PROJECTIONS_PREFIX;
use eventstore::db::get_bool;
use eventstore::{Backend, Bus, Db, EventStore};
use sqlx::Row;
use tokio::sync::watch;

use crate::{physical_table, Projection, ProjectionError, ProjectionTx};

pub mod batch;
mod rebuild;
mod serve;
mod upkeep;
use upkeep::{ANALYZE_AFTER_CATCH_UP, ANALYZE_EVERY, ANALYZE_FIRST};
pub use rebuild::RebuildTicket;
pub mod progress;

/// How many positions one transaction covers at most.
const CHUNK: i64 = 2_000;
/// PostgreSQL advisory locks: creating first generations; rebuilding (with the name's hash).
const ENSURE_LOCK_KEY: i64 = 726_003;
const REBUILD_LOCK_CLASS: i32 = 726_004;

#[derive(Debug, Clone, PartialEq)]
pub struct ProjectionStatus {
    pub name: String,
    pub generation: i64,
    pub version: i64,
    pub position: i64,
    pub lag: i64,
    pub state: String,
    pub active: bool,
    pub last_error: Option<String>,
    pub updated_at: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    pub position: i64,
    pub head: i64,
    pub applied: usize,
}

impl Step {
    pub fn caught_up(&self) -> bool {
        self.position >= self.head
    }
}

#[derive(Clone)]
pub struct Runtime {
    store: EventStore,
    bus: Arc<dyn Bus>,
    projections: Vec<Arc<dyn Projection>>,
    /// Rebuilds and first catch-ups fold in batches (`batch`); off, every event runs its
    /// statements on the real tables (tests compare the two).
    batched: bool,
    /// Scratch copies open at once in this process (each holds a page cache and a chunk of
    /// events): the projector follows every projection at once.
    folds: Arc<tokio::sync::Semaphore>,
}

impl Runtime {
    pub fn new(store: EventStore, bus: Arc<dyn Bus>, projections: Vec<Arc<dyn Projection>>) -> Self {
        Runtime { store, bus, projections, batched: true, folds: Arc::new(tokio::sync::Semaphore::new(batch::CONCURRENT_FOLDS)) }
    }

    /// A runtime that applies every event on the real tables, rebuilds included.
    pub fn event_by_event(self) -> Self {
        Runtime { batched: false, ..self }
    }

    pub fn projections(&self) -> &[Arc<dyn Projection>] {
        &self.projections
    }

    fn db(&self) -> &Db {
        self.store.db()
    }

    pub fn find(&self, name: &str) -> Option<Arc<dyn Projection>> {
        self.projections.iter().find(|p| p.name() == name).cloned()
    }

    /// Makes sure every projection has an active generation with tables and views.
    pub async fn ensure(&self) -> Result<(), ProjectionError> {
        for p in &self.projections {
            let active = active_generation(self.db(), p.name()).await?;
            if active.is_none() {
                let mut tx = self.db().begin_write().await?;
                // Workers starting together on a new database: one creates the generation, the
                // others wait, then find it (checked again inside the transaction).
                if self.db().backend() == Backend::Postgres {
                    sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(ENSURE_LOCK_KEY).execute(&mut *tx).await?;
                }
                let created = sqlx::query("SELECT generation FROM projections WHERE name = $1 AND active = TRUE")
                    .bind(p.name())
                    .fetch_optional(&mut *tx)
                    .await?
                    .is_some();
                if !created {
                    create_generation(self.db().backend(), &mut tx, p.as_ref(), 1, "live", true, true).await?;
                    switch_views(self.db().backend(), &mut tx, p.as_ref(), 1).await?;
                }
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Applies at most one chunk of events to `generation`, in one transaction.
    pub async fn step(&self, p: &dyn Projection, generation: i64) -> Result<Step, ProjectionError> {
        let mut tx = self.db().begin_write().await?;
        let (from, head) = match self.checkpoint(&mut tx, p.name(), generation).await? {
            Ok(range) => range,
            Err(step) => return Ok(step),
        };
        let upto = head.min(from + CHUNK);
        let events = self.store.read_range_of_types_in(&mut tx, from, upto, &p.handles()).await?;
        let mut applied = 0;
        let mut failure = None;
        let mut entities: Option<std::collections::BTreeSet<String>> = Some(Default::default());
        {
            let mut ptx = ProjectionTx::new(&mut tx, generation);
            for event in &events {
                if let Err(e) = p.apply(&mut ptx, event).await {
                    failure = Some(format!("event {} ({} on {}): {e}", event.position, event.event_type, event.stream_id));
                    break;
                }
                if let Some(set) = entities.as_mut() {
                    set.extend(p.entities(event));
                    if set.len() > crate::MAX_ANNOUNCED_ENTITIES {
                        entities = None;
                    }
                }
                applied += 1;
            }
        }
        if let Some(message) = failure {
            tx.rollback().await?;
            self.mark_failed(p.name(), generation, &message).await?;
            return Err(ProjectionError::Failed(message));
        }
        if events.is_empty() && self.db().backend() == Backend::Postgres {
            // Nothing of this projection's types in the range: the read model is unchanged and
            // only the checkpoint moves. Losing that move in a crash costs one empty re-read, so
            // it need not wait for a flush — without this, every write made each of the
            // projections that do not handle it wait for an fsync in turn (docs/benchmarks.md,
            // "Write → subscription message", distributed). The WAL keeps a commit only with
            // every commit before it, so a checkpoint never survives the events it passed.
            sqlx::query("SET LOCAL synchronous_commit TO OFF").execute(&mut *tx).await?;
        }
        self.advance_checkpoint(&mut tx, p.name(), generation, upto).await?;
        tx.commit().await?;
        self.announce(p.name(), crate::Advanced { position: upto, entities: entities.map(|s| s.into_iter().collect()) }).await;
        Ok(Step { position: upto, head, applied })
    }

    /// Tells this process's read-your-writes waiters and the bus that `p` advanced.
    async fn announce(&self, name: &str, advanced: crate::Advanced) {
        progress::advanced(self.db());
        let payload = serde_json::to_vec(&advanced).unwrap_or_default();
        let _ = self.bus.publish(&format!("{PROJECTIONS_PREFIX}.{name}"), Bytes::from(payload)).await;
    }

    /// Locks the generation's checkpoint: the positions to apply (`from`, `head`), or the
    /// step to answer when there is nothing to apply. A failed projection is an error.
    async fn checkpoint(&self, tx: &mut eventstore::WriteTx, name: &str, generation: i64) -> Result<Result<(i64, i64), Step>, ProjectionError> {
        let sql = format!(
            "SELECT position, state FROM projections WHERE name = $1 AND generation = $2{}",
            self.db().for_update()
        );
        let row = sqlx::query(&sql).bind(name).bind(generation).fetch_one(&mut **tx).await?;
        let from: i64 = row.try_get("position")?;
        let state: String = row.try_get("state")?;
        if state == "failed" {
            return Err(ProjectionError::Failed(format!("projection {name} is failed")));
        }
        let head: i64 = sqlx::query("SELECT COALESCE(MAX(position), 0) FROM events").fetch_one(&mut **tx).await?.try_get(0)?;
        if head <= from {
            return Ok(Err(Step { position: from, head, applied: 0 }));
        }
        Ok(Ok((from, head)))
    }

    /// Moves the checkpoint, in the transaction that wrote the rows.
    async fn advance_checkpoint(&self, tx: &mut eventstore::WriteTx, name: &str, generation: i64, upto: i64) -> Result<(), ProjectionError> {
        sqlx::query("UPDATE projections SET position = $1, updated_at = $2 WHERE name = $3 AND generation = $4")
            .bind(upto)
            .bind(eventstore::time::now_text())
            .bind(name)
            .bind(generation)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    async fn mark_failed(&self, name: &str, generation: i64, message: &str) -> Result<(), ProjectionError> {
        tracing::error!(projection = name, generation, error = message, "projection failed and stopped");
        let mut tx = self.db().begin_write().await?;
        sqlx::query("UPDATE projections SET state = 'failed', last_error = $1, updated_at = $2 WHERE name = $3 AND generation = $4")
            .bind(message)
            .bind(eventstore::time::now_text())
            .bind(name)
            .bind(generation)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        progress::advanced(self.db());
        Ok(())
    }

    pub async fn statuses(&self) -> Result<Vec<ProjectionStatus>, ProjectionError> {
        statuses(&self.store).await
    }
}

/// The active generation and its stored version.
pub async fn active_generation(db: &Db, name: &str) -> Result<Option<(i64, i64)>, ProjectionError> {
    let row = sqlx::query("SELECT generation, version FROM projections WHERE name = $1 AND active = TRUE")
        .bind(name)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.map(|r| (r.get::<i64, _>(0), r.get::<i64, _>(1))))
}

/// Creates a generation's tables and its row in `projections`; with `indexed`, its indexes
/// and search indexes too (else `index_generation` adds them once it is filled).
async fn create_generation(
    db_backend: eventstore::Backend,
    tx: &mut eventstore::WriteTx,
    p: &dyn Projection,
    generation: i64,
    state: &str,
    active: bool,
    indexed: bool,
) -> Result<(), ProjectionError> {
    let sqlite = matches!(db_backend, eventstore::Backend::Sqlite);
    let tables = p.tables().iter().map(|table| {
        let physical = physical_table(table.name, generation);
        // Dialect: sqlx's Any driver cannot read SQLite columns declared BOOLEAN; store 0/1.
        let columns = if sqlite { table.columns.replace("BOOLEAN", "INTEGER") } else { table.columns.to_string() };
        format!("CREATE TABLE {physical} ({columns})")
    });
    ddl(db_backend, tx, tables.collect()).await?;
    if indexed {
        index_generation(db_backend, tx, p, generation, false).await?;
    }
    sqlx::query(
        "INSERT INTO projections (name, generation, version, position, state, active, updated_at) VALUES ($1, $2, $3, 0, $4, $5, $6)",
    )
    .bind(p.name())
    .bind(generation)
    .bind(p.version())
    .bind(state)
    .bind(active)
    .bind(eventstore::time::now_text())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Creates a generation's indexes and search indexes; `filled`: its tables already have rows
/// (a batched rebuild writes them first and indexes once, which is much cheaper than keeping
/// every index through the writes), so the SQLite search tables are filled from them.
async fn index_generation(db_backend: eventstore::Backend, tx: &mut eventstore::WriteTx, p: &dyn Projection, generation: i64, filled: bool) -> Result<(), ProjectionError> {
    let mut statements: Vec<String> = p
        .tables()
        .iter()
        .flat_map(|table| {
            let physical = physical_table(table.name, generation);
            table.indexes.iter().enumerate().map(move |(i, columns)| format!("CREATE INDEX {physical}_i{i} ON {physical} ({columns})"))
        })
        .collect();
    statements.extend(crate::search::create_sql(db_backend, p.search_indexes(), generation));
    if filled {
        statements.extend(crate::search::fill_sql(db_backend, p.search_indexes(), generation));
    }
    ddl(db_backend, tx, statements).await
}

/// Runs statements without parameters in one round trip, unprepared (a generation's tables,
/// indexes and views: about 20 statements for `cases`, each otherwise prepared, kept in the
/// connection's statement cache it would only churn, and run on a round trip of its own;
/// issue #17).
async fn ddl(backend: eventstore::Backend, tx: &mut eventstore::WriteTx, statements: Vec<String>) -> Result<(), ProjectionError> {
    let script = statements.join(";\n");
    if script.is_empty() {
        return Ok(());
    }
    match backend {
        // A text without arguments goes as one simple query (several statements), unprepared.
        eventstore::Backend::Postgres => sqlx::Executor::execute(&mut **tx, script.as_str()).await?,
        // SQLite runs a text's statements one by one; not kept in the statement cache, where
        // each rebuild's scripts would only push out the statements in use.
        eventstore::Backend::Sqlite => sqlx::query(&script).persistent(false).execute(&mut **tx).await?,
    };
    Ok(())
}

async fn switch_views(backend: eventstore::Backend, tx: &mut eventstore::WriteTx, p: &dyn Projection, generation: i64) -> Result<(), ProjectionError> {
    let views = p.tables().iter().flat_map(|table| {
        [format!("DROP VIEW IF EXISTS {}", table.name), format!("CREATE VIEW {} AS SELECT * FROM {}", table.name, physical_table(table.name, generation))]
    });
    ddl(backend, tx, views.collect()).await
}

async fn drop_generation(backend: eventstore::Backend, tx: &mut eventstore::WriteTx, p: &dyn Projection, generation: i64) -> Result<(), ProjectionError> {
    let tables = p.tables().iter().map(|table| format!("DROP TABLE IF EXISTS {}", physical_table(table.name, generation)));
    ddl(backend, tx, tables.chain(crate::search::drop_sql(p.search_indexes(), generation)).collect()).await?;
    sqlx::query("DELETE FROM projections WHERE name = $1 AND generation = $2")
        .bind(p.name())
        .bind(generation)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Status of every generation, with lag against the log's head.
pub async fn statuses(store: &EventStore) -> Result<Vec<ProjectionStatus>, ProjectionError> {
    let head = store.head_position().await?;
    let rows = sqlx::query(
        "SELECT name, generation, version, position, state, active, last_error, updated_at FROM projections ORDER BY name, generation",
    )
    .fetch_all(store.db().pool())
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            let position: i64 = r.get("position");
            ProjectionStatus {
                name: r.get("name"),
                generation: r.get("generation"),
                version: r.get("version"),
                position,
                lag: (head - position).max(0),
                state: r.get("state"),
                active: get_bool(r, "active"),
                last_error: r.try_get("last_error").ok(),
                updated_at: r.try_get("updated_at").ok(),
            }
        })
        .collect())
}

pub use progress::wait_for;
