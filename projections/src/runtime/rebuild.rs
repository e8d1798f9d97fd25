//! Blue/green rebuilds: a new generation filled from the start of the log while the active
//! one keeps serving, analyzed, then switched in; one rebuild of a projection at a time.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use eventstore::bus::PROJECTIONS_PREFIX;
use eventstore::{Backend, Db};
use sqlx::Row;

use super::{active_generation, create_generation, drop_generation, index_generation, progress, switch_views, Runtime, REBUILD_LOCK_CLASS};
use crate::{physical_table, Projection, ProjectionError};

impl Runtime {
    /// Blue/green rebuild: fills a new generation from the start of the log while the active
    /// one keeps serving, then switches the views and drops the old tables.
    pub async fn rebuild(&self, name: &str, progress: impl Fn(i64, i64)) -> Result<(), ProjectionError> {
        self.rebuild_if(name, progress, false).await
    }

    /// One rebuild of a projection at a time, across runtimes and processes: a second one
    /// would drop the first's unfinished generation as a leftover, and the two could go on
    /// undoing each other. With `only_if_outdated` (a worker that saw a version change) the
    /// rebuild is skipped when another worker already brought the version up to date.
    pub(super) async fn rebuild_if(&self, name: &str, progress: impl Fn(i64, i64), only_if_outdated: bool) -> Result<(), ProjectionError> {
        let p = self.find(name).ok_or_else(|| ProjectionError::Failed(format!("no projection named {name}")))?;
        let asked = std::time::Instant::now();
        let lock = RebuildLock::acquire(self.db(), name).await?;
        tracing::debug!(projection = name, lock_ms = asked.elapsed().as_millis() as u64, "rebuild lock taken");
        let outcome = match active_generation(self.db(), name).await {
            Ok(Some((_, version))) if only_if_outdated && version == p.version() => Ok(()),
            Ok(_) => self.rebuild_locked(p.as_ref(), progress).await,
            Err(e) => Err(e),
        };
        lock.release().await;
        outcome
    }

    async fn rebuild_locked(&self, p: &dyn Projection, progress: impl Fn(i64, i64)) -> Result<(), ProjectionError> {
        let name = p.name();
        let old = active_generation(self.db(), name).await?;
        let max_generation: i64 = sqlx::query("SELECT COALESCE(MAX(generation), 0) FROM projections WHERE name = $1")
            .bind(name)
            .fetch_one(self.db().pool())
            .await?
            .try_get(0)?;
        let generation = max_generation + 1;
        let batched = self.batched_fill(p);
        let started = std::time::Instant::now();
        // A batched fill starts reading the log while the generation's tables are created.
        let ahead = if batched { Some(super::batch::Stretches::read(self.store.clone(), p.handles(), 0, self.store.head_position().await?)) } else { None };
        // A batched fill folds its first chunk while the tables are created (a task of its
        // own: the fold holds this thread): the tables are needed only for its first write.
        let creating = {
            let (rt, p) = (self.clone(), self.find(name).ok_or_else(|| ProjectionError::Failed(format!("no projection named {name}")))?);
            async move { rt.create_for_rebuild(p.as_ref(), generation, !batched).await }
        };
        let created = if batched {
            self.fill(p, generation, ahead, Some(tokio::spawn(creating)), &progress).await?;
            std::time::Instant::now()
        } else {
            creating.await?;
            let created = std::time::Instant::now();
            self.fill(p, generation, None, None, &progress).await?;
            created
        };
        let filled_at = std::time::Instant::now();
        // Indexed once filled, then analyzed: on SQLite in the same transaction; on
        // PostgreSQL vacuumed and analyzed at once (`settle`, outside a transaction), before
        // the switch, so the first reads find the statistics and the visibility map that
        // index-only scans of a freshly filled table need (analyzed in the index's
        // transaction and then vacuumed and analyzed again after the switch, each table was
        // analyzed twice; issue #17).
        let filled: Vec<String> = p.tables().iter().map(|t| physical_table(t.name, generation)).collect();
        let analyzed = {
            let backend = self.db().backend();
            let mut tx = self.db().begin_write().await?;
            super::batch::unhurried(&mut tx, backend).await?;
            if batched {
                index_generation(backend, &mut tx, p, generation, true).await?;
            }
            if backend == Backend::Sqlite {
                super::upkeep::analyze_in(&mut tx, backend, &filled).await?;
            }
            tx.commit().await?;
            if backend == Backend::Postgres {
                self.settle(&filled).await?;
            }
            std::time::Instant::now()
        };
        // The switch locks every view and old table of the projection. A screen reading two of
        // them at that moment holds one and waits for the other: on PostgreSQL the switch waits
        // at most SWITCH_LOCK_WAIT for a lock, gives way (its transaction undone) and tries
        // again, so the reader goes on and never meets a deadlock.
        let old_generation = old.map(|(g, _)| g);
        let mut attempt = 0u32;
        while let Err(e) = self.switch_to(p, generation, old_generation).await {
            attempt += 1;
            if !gave_way(&e) || attempt >= SWITCH_ATTEMPTS {
                return Err(e);
            }
            tracing::debug!(projection = name, attempt, "switch gave way to readers; trying again");
            tokio::time::sleep(Duration::from_millis(20 * u64::from(attempt.min(10)))).await;
        }
        tracing::debug!(
            projection = name,
            // Batched: the creation and the fill overlap, so both are counted in fill_ms.
            create_ms = (created - started).as_millis() as u64,
            fill_ms = (filled_at - started).as_millis() as u64,
            index_and_analyze_ms = (analyzed - filled_at).as_millis() as u64,
            switch_ms = analyzed.elapsed().as_millis() as u64,
            "rebuilt"
        );
        // Reads switched to the new tables: every screen of this read model refetches.
        let position: i64 = sqlx::query("SELECT COALESCE(MAX(position), 0) FROM projections WHERE name = $1 AND active = TRUE")
            .bind(name)
            .fetch_one(self.db().pool())
            .await?
            .try_get(0)?;
        progress::advanced(self.db());
        let payload = serde_json::to_vec(&crate::Advanced { position, entities: None }).unwrap_or_default();
        let _ = self.bus.publish(&format!("{PROJECTIONS_PREFIX}.{name}"), Bytes::from(payload)).await;
        Ok(())
    }

    /// Creates the tables and the row of a generation to rebuild into, after dropping the
    /// leftovers of an interrupted rebuild; `indexed`: with its indexes (an event-by-event
    /// fill), else indexed once filled.
    async fn create_for_rebuild(&self, p: &dyn Projection, generation: i64, indexed: bool) -> Result<(), ProjectionError> {
        let mut tx = self.db().begin_write().await?;
        let stale: Vec<i64> = sqlx::query("SELECT generation FROM projections WHERE name = $1 AND active = FALSE")
            .bind(p.name())
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| r.get::<i64, _>(0))
            .collect();
        for g in stale {
            drop_generation(self.db().backend(), &mut tx, p, g).await?;
        }
        super::batch::unhurried(&mut tx, self.db().backend()).await?;
        create_generation(self.db().backend(), &mut tx, p, generation, "rebuilding", false, indexed).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Makes `generation` the serving one: flags, views and the old generation's tables, in
    /// one transaction.
    async fn switch_to(&self, p: &dyn Projection, generation: i64, old_generation: Option<i64>) -> Result<(), ProjectionError> {
        let name = p.name();
        let mut tx = self.db().begin_write().await?;
        if self.db().backend() == Backend::Postgres {
            sqlx::query(&format!("SET LOCAL lock_timeout = '{}ms'", SWITCH_LOCK_WAIT.as_millis())).execute(&mut *tx).await?;
        }
        sqlx::query("UPDATE projections SET active = FALSE WHERE name = $1").bind(name).execute(&mut *tx).await?;
        sqlx::query("UPDATE projections SET active = TRUE, state = 'live', updated_at = $1 WHERE name = $2 AND generation = $3")
            .bind(eventstore::time::now_text())
            .bind(name)
            .bind(generation)
            .execute(&mut *tx)
            .await?;
        switch_views(self.db().backend(), &mut tx, p, generation).await?;
        if let Some(old_generation) = old_generation {
            drop_generation(self.db().backend(), &mut tx, p, old_generation).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Takes the rebuild lock of `name` without waiting: None when a rebuild of it is already
    /// running (in this process or another). The ticket is then handed to
    /// [`Runtime::rebuild_with`], typically in a background task, so a caller can answer at
    /// once whether its rebuild started.
    pub async fn try_begin_rebuild(&self, name: &str) -> Result<Option<RebuildTicket>, ProjectionError> {
        if self.find(name).is_none() {
            return Err(ProjectionError::Failed(format!("no projection named {name}")));
        }
        Ok(RebuildLock::try_acquire(self.db(), name).await?.map(|lock| RebuildTicket { name: name.to_string(), lock }))
    }

    /// The blue/green rebuild of [`Runtime::rebuild`] under a lock taken by
    /// [`Runtime::try_begin_rebuild`]; the lock is released when it ends, however it ends.
    pub async fn rebuild_with(&self, ticket: RebuildTicket, progress: impl Fn(i64, i64)) -> Result<(), ProjectionError> {
        let outcome = match self.find(&ticket.name) {
            Some(p) => self.rebuild_locked(p.as_ref(), progress).await,
            None => Err(ProjectionError::Failed(format!("no projection named {}", ticket.name))),
        };
        ticket.lock.release().await;
        outcome
    }
}

/// The held rebuild lock of one projection (see [`Runtime::try_begin_rebuild`]).
pub struct RebuildTicket {
    name: String,
    lock: RebuildLock,
}

impl RebuildTicket {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Gives the lock back without rebuilding.
    pub async fn release(self) {
        self.lock.release().await;
    }
}

/// Held while a projection is rebuilt (see [`Runtime::rebuild`]).
enum RebuildLock {
    /// A session advisory lock on a connection of its own, out of the pool: however the
    /// rebuild ends (even cancelled), closing the connection releases the lock. The name is
    /// kept to unlock explicitly first: a closed connection's locks go only when the server
    /// has processed the disconnect, which a caller trying again at once could beat.
    Postgres(sqlx::AnyConnection, String),
    /// SQLite has one process: a lock per database file and projection.
    Local { _guard: tokio::sync::OwnedMutexGuard<()> },
}

impl RebuildLock {
    async fn acquire(db: &Db, name: &str) -> Result<RebuildLock, ProjectionError> {
        match db.backend() {
            Backend::Postgres => {
                let mut conn = db.pool().acquire().await?.detach();
                sqlx::query("SELECT pg_advisory_lock($1, hashtext($2))").bind(REBUILD_LOCK_CLASS).bind(name).execute(&mut conn).await?;
                Ok(RebuildLock::Postgres(conn, name.to_string()))
            }
            Backend::Sqlite => Ok(RebuildLock::Local { _guard: local_rebuild_lock(db, name).lock_owned().await }),
        }
    }

    async fn try_acquire(db: &Db, name: &str) -> Result<Option<RebuildLock>, ProjectionError> {
        match db.backend() {
            Backend::Postgres => {
                let mut conn = db.pool().acquire().await?.detach();
                let taken: bool = sqlx::query("SELECT pg_try_advisory_lock($1, hashtext($2))")
                    .bind(REBUILD_LOCK_CLASS)
                    .bind(name)
                    .fetch_one(&mut conn)
                    .await?
                    .try_get(0)?;
                if taken {
                    Ok(Some(RebuildLock::Postgres(conn, name.to_string())))
                } else {
                    let _ = sqlx::Connection::close(conn).await;
                    Ok(None)
                }
            }
            Backend::Sqlite => Ok(local_rebuild_lock(db, name).try_lock_owned().ok().map(|g| RebuildLock::Local { _guard: g })),
        }
    }

    async fn release(self) {
        if let RebuildLock::Postgres(mut conn, name) = self {
            let _ = sqlx::query("SELECT pg_advisory_unlock($1, hashtext($2))").bind(REBUILD_LOCK_CLASS).bind(name).execute(&mut conn).await;
            let _ = sqlx::Connection::close(conn).await;
        }
    }
}

/// SQLite has one process: a lock per database file and projection.
fn local_rebuild_lock(db: &Db, name: &str) -> Arc<tokio::sync::Mutex<()>> {
    type Locks = std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>;
    static LOCKS: std::sync::OnceLock<Locks> = std::sync::OnceLock::new();
    LOCKS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .entry(format!("{}#{name}", db.url()))
        .or_default()
        .clone()
}

/// How long the blue/green switch waits for one lock before giving way to readers
/// (PostgreSQL), and how many times it tries.
const SWITCH_LOCK_WAIT: Duration = Duration::from_millis(250);
const SWITCH_ATTEMPTS: u32 = 200;

/// The switch gave way: a lock it waited for timed out (55P03) or PostgreSQL chose it as a
/// deadlock's victim (40P01).
fn gave_way(e: &ProjectionError) -> bool {
    match e {
        ProjectionError::Database(sqlx::Error::Database(db)) => matches!(db.code().as_deref(), Some("55P03" | "40P01")),
        _ => false,
    }
}
