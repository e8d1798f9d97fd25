//! One handle over both backends. Reads go through `pool`; writes through `begin_write`,
//! which on SQLite uses a one-connection pool (one writer, positions dense and in commit
//! order) and on PostgreSQL the shared pool.

use std::path::Path;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};

use crate::error::StoreError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub type WriteTx = sqlx::Transaction<'static, sqlx::Any>;
pub type DbRow = AnyRow;

#[derive(Clone)]
pub struct Db {
    backend: Backend,
    pool: AnyPool,
    writer: AnyPool,
    url: String,
}

/// The schema's migrations, embedded at build time from `migrations/<backend>/NNNN_name.sql`
/// (`build.rs` rebuilds when one is added). sqlx records each in `_sqlx_migrations` with its
/// checksum: an applied migration edited afterwards is refused at start, not silently skipped.
static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// The longest any one PostgreSQL statement runs (issue #36 §1): a request aborted at its 30 s
/// bound drops its query, and this stops the statement on the server too, whoever sent it.
/// (SQLite runs in-process: a dropped query stops with its future.)
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(45);

/// A database migrated by the runner before sqlx's (table `schema_migrations`) has its applied
/// versions recorded for sqlx, with the checksums of the files as they are, once; the old table
/// is then dropped.
async fn adopt_earlier_runner(conn: &mut sqlx::AnyConnection, migrator: &sqlx::migrate::Migrator) -> Result<(), StoreError> {
    use sqlx::migrate::Migrate;
    conn.ensure_migrations_table().await.map_err(|e| StoreError::Data(format!("migrating the database: {e}")))?;
    let earlier: Vec<i64> = match sqlx::query_scalar("SELECT version FROM schema_migrations").fetch_all(&mut *conn).await {
        Ok(versions) => versions,
        // No earlier runner here.
        Err(_) => return Ok(()),
    };
    let mut tx = sqlx::Connection::begin(&mut *conn).await?;
    for migration in migrator.iter().filter(|m| earlier.contains(&m.version)) {
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) VALUES ($1, $2, TRUE, $3, 0) \
             ON CONFLICT (version) DO NOTHING",
        )
        .bind(migration.version)
        .bind(migration.description.to_string())
        .bind(migration.checksum.to_vec())
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("DROP TABLE schema_migrations").execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

impl Db {
    /// `postgres://...` selects PostgreSQL; anything else is a SQLite file path or URL.
    pub async fn connect(url: &str) -> Result<Db, StoreError> {
        sqlx::any::install_default_drivers();
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = AnyPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(30))
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        conn.execute(format!("SET statement_timeout = {}", STATEMENT_TIMEOUT.as_millis()).as_str()).await?;
                        Ok(())
                    })
                })
                .connect(url)
                .await?;
            return Ok(Db { backend: Backend::Postgres, writer: pool.clone(), pool, url: url.to_string() });
        }
        let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
        let path = path.split('?').next().unwrap_or(path);
        if let Some(parent) = Path::new(path).parent() {
            if !parent.as_os_str().is_empty() {
                std::fs::create_dir_all(parent).map_err(|e| StoreError::Data(format!("cannot create {}: {e}", parent.display())))?;
            }
        }
        let url = format!("sqlite://{path}?mode=rwc");
        let options = |max: u32| {
            AnyPoolOptions::new()
                .max_connections(max)
                .acquire_timeout(Duration::from_secs(60))
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA busy_timeout = 15000").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        Ok(())
                    })
                })
        };
        let writer = options(1).connect(&url).await?;
        let pool = options(8).connect(&url).await?;
        Ok(Db { backend: Backend::Sqlite, pool, writer, url })
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub fn url(&self) -> &str {
        &self.url
    }

    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Starts a write transaction (see the module note).
    pub async fn begin_write(&self) -> Result<WriteTx, StoreError> {
        match self.backend {
            // Another process (`caseboard rebuild`, `demo`, ...) may write the same file. A
            // deferred transaction that reads first fails at once with "database is locked"
            // when it then writes; IMMEDIATE takes the write lock up front, waiting
            // (busy_timeout) for the other writer instead.
            Backend::Sqlite => Ok(self.writer.begin_with("BEGIN IMMEDIATE").await?),
            Backend::Postgres => Ok(self.writer.begin().await?),
        }
    }

    /// `FOR UPDATE` where the backend has row locks; SQLite's single writer needs none.
    pub fn for_update(&self) -> &'static str {
        match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        }
    }

    /// Applies the numbered migrations that have not run yet, each in its own transaction.
    pub async fn migrate(&self) -> Result<Vec<String>, StoreError> {
        let migrator = match self.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        let migrate_error = |e: sqlx::migrate::MigrateError| StoreError::Data(format!("migrating the database: {e}"));
        let mut conn = self.writer.acquire().await?;
        if self.backend == Backend::Postgres {
            // Two processes migrating at once wait for each other (sqlx locks too; this also
            // covers the bridge from the earlier runner below).
            sqlx::query("SELECT pg_advisory_lock(726100)").execute(&mut *conn).await?;
        }
        let outcome = async {
            adopt_earlier_runner(&mut conn, migrator).await?;
            let before: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations").fetch_all(&mut *conn).await?;
            migrator.run(&mut *conn).await.map_err(migrate_error)?;
            Ok::<_, StoreError>(
                migrator
                    .iter()
                    .filter(|m| !before.contains(&m.version))
                    .map(|m| format!("{:04}_{}", m.version, m.description.replace(' ', "_")))
                    .collect(),
            )
        }
        .await;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_unlock(726100)").execute(&mut *conn).await?;
        }
        outcome
    }

    /// Allocates the next value of a named sequence inside `tx`, never below `at_least`.
    pub async fn next_id(tx: &mut WriteTx, name: &str, at_least: i64) -> Result<i64, StoreError> {
        sqlx::query("INSERT INTO sequences (name, value) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING")
            .bind(name)
            .execute(&mut **tx)
            .await?;
        let row = sqlx::query(
            "UPDATE sequences SET value = CASE WHEN value + 1 > $1 THEN value + 1 ELSE $1 END WHERE name = $2 RETURNING value",
        )
        .bind(at_least)
        .bind(name)
        .fetch_one(&mut **tx)
        .await?;
        Ok(row.get::<i64, _>(0))
    }

    /// Moves a sequence past an explicitly chosen id (ids the spec fixes, such as offices).
    pub async fn reserve_id(tx: &mut WriteTx, name: &str, id: i64) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO sequences (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = CASE WHEN sequences.value > excluded.value THEN sequences.value ELSE excluded.value END")
            .bind(name)
            .bind(id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// A health probe: a trivial query answered by the database.
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").fetch_one(&self.pool).await.is_ok()
    }
}

/// A list of SQL text literals (`'a', 'b'`) for an `IN (…)` of the code's own constants
/// (event types, stages, statuses), quotes doubled; never for what a user typed (bind that).
pub fn text_literals(items: &[&str]) -> String {
    items.iter().map(|t| format!("'{}'", t.replace('\'', "''"))).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod literal_tests {
    #[test]
    fn text_literals_quote_each_item_and_double_quotes() {
        assert_eq!(super::text_literals(&["Intake", "Demand Prep", "O'Brien"]), "'Intake', 'Demand Prep', 'O''Brien'");
        assert_eq!(super::text_literals(&[]), "");
    }
}

/// A parameter of [`fetch_json_rows`], bound as `$1`, `$2`, … in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Bind {
    Int(i64),
    Text(String),
    Bool(bool),
}

/// The rows of `SELECT columns from` (`from`: the rest of the statement after the select list,
/// a subquery's `FROM (…) AS t` to aggregate a grouped query), aggregated by the database into one JSON text and parsed here: each row an
/// array of its columns' values in order (booleans are 0/1 on SQLite, true/false on
/// PostgreSQL). One value crosses the driver instead of one per column per row: on SQLite each
/// row otherwise travels from sqlx's worker thread on its own, every value copied (half of a
/// long list's time, issue #17). At most 100 columns (PostgreSQL's argument limit).
pub async fn fetch_json_rows(pool: &AnyPool, columns: &[&str], from: &str, binds: &[Bind]) -> Result<Vec<Vec<serde_json::Value>>, sqlx::Error> {
    let list = columns.join(", ");
    let sql = if pool.connect_options().database_url.scheme().starts_with("postgres") {
        format!("SELECT COALESCE(json_agg(json_build_array({list})), '[]'::json)::text {from}")
    } else {
        format!("SELECT json_group_array(json_array({list})) {from}")
    };
    let mut query = sqlx::query(&sql);
    for b in binds {
        query = match b {
            Bind::Int(v) => query.bind(*v),
            Bind::Text(v) => query.bind(v.clone()),
            Bind::Bool(v) => query.bind(*v),
        };
    }
    let text: Option<String> = query.fetch_one(pool).await?.try_get(0)?;
    match text {
        None => Ok(vec![]),
        Some(t) => serde_json::from_str(&t).map_err(|e| sqlx::Error::Decode(Box::new(e))),
    }
}

/// A text cell of [`fetch_json_rows`] (None for null).
pub fn json_text(v: &serde_json::Value) -> Option<String> {
    v.as_str().map(str::to_string)
}

/// A date cell of [`fetch_json_rows`] (`YYYY-MM-DD`, or the day of a longer stored text).
pub fn json_day(v: &serde_json::Value) -> Option<chrono::NaiveDate> {
    v.as_str().and_then(|s| s.get(..10)).and_then(|d| d.parse().ok())
}

/// An instant cell of [`fetch_json_rows`] (stored RFC 3339 text).
pub fn json_instant(v: &serde_json::Value) -> Option<chrono::DateTime<chrono::Utc>> {
    v.as_str().and_then(crate::time::from_text)
}

/// A boolean (or 0/1 flag) cell of [`fetch_json_rows`]: true/false from PostgreSQL, 1/0 from
/// SQLite.
pub fn json_bool(v: &serde_json::Value) -> bool {
    v.as_bool().or_else(|| v.as_i64().map(|n| n != 0)).unwrap_or(false)
}

/// Reads a boolean portably: PostgreSQL returns `bool`, SQLite may return an integer.
pub fn get_bool(row: &AnyRow, column: &str) -> bool {
    row.try_get::<bool, _>(column).or_else(|_| row.try_get::<i64, _>(column).map(|v| v != 0)).unwrap_or(false)
}
