//! Batched rebuilds. A rebuild folds each chunk of events into a scratch copy of the new
//! generation (a temporary SQLite database with the same tables, written by the
//! projection's own `apply` and called directly, without sqlx's worker thread:
//! `crate::sql`), then writes every row the chunk touched to the real generation with one
//! upsert (and one delete) per table and group of rows: one write per touched row per chunk
//! instead of one round trip per statement per event.
//!
//! It is generic: the scratch copy notes the rowids of the rows written (SQLite's update
//! hook) and the keys rows left (deleted, or updated to another key: triggers into a
//! `<table>__dirty` table), so no projection needs to know. Progress and the checkpoint
//! advance per chunk, in the transaction that writes the chunk's rows, exactly as the
//! event-by-event step does; the blue/green switch is the same.
//! A projection with a table that has no primary key is rebuilt event by event.

use sqlx::any::{AnyArguments, AnyRow};
use eventstore::Backend;
use sqlx::{Any, Row};

use super::{Runtime, Step};
use crate::{physical_table, Projection, ProjectionError, ProjectionTx, TableDef};

/// Positions per read and (at least) events per chunk of a batched rebuild (the
/// event-by-event step takes fewer).
pub const BATCH_CHUNK: i64 = 10_000;
/// Bind parameters per flushing statement (PostgreSQL allows 65 535, SQLite 32 766).
const MAX_PARAMS: usize = 30_000;
/// Rows per flushing statement at most.
const MAX_ROWS: usize = 250;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Int,
    Float,
    Text,
    Bool,
}

/// A column value as the read models store them.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(Option<i64>),
    Float(Option<f64>),
    Text(Option<String>),
    Bool(Option<bool>),
}

/// A table's columns with their kinds, and its primary key.
#[derive(Debug, Clone, PartialEq)]
pub struct Shape {
    pub name: &'static str,
    pub columns: Vec<(String, Kind)>,
    pub key: Vec<String>,
}

impl Shape {
    /// Reads a [`TableDef`]'s column list; None without a primary key.
    pub fn of(def: &TableDef) -> Option<Shape> {
        let mut columns = vec![];
        let mut key = vec![];
        for part in split_top_level(def.columns) {
            let upper = part.to_ascii_uppercase();
            if upper.starts_with("PRIMARY KEY") {
                let inner = part.split_once('(')?.1.rsplit_once(')')?.0;
                key = inner.split(',').map(|c| c.trim().to_string()).collect();
                continue;
            }
            if upper.starts_with("UNIQUE") || upper.starts_with("CHECK") || upper.starts_with("FOREIGN") || upper.starts_with("CONSTRAINT") {
                continue;
            }
            let (name, declared) = part.split_once(char::is_whitespace)?;
            let (name, declared) = (name.to_string(), declared.to_ascii_uppercase());
            let kind = if declared.contains("BOOLEAN") {
                Kind::Bool
            } else if declared.contains("DOUBLE") || declared.contains("REAL") || declared.contains("FLOAT") || declared.contains("NUMERIC") {
                Kind::Float
            } else if declared.contains("INT") {
                Kind::Int
            } else {
                Kind::Text
            };
            if declared.contains("PRIMARY KEY") {
                key = vec![name.clone()];
            }
            columns.push((name, kind));
        }
        (!key.is_empty() && key.iter().all(|k| columns.iter().any(|(c, _)| c == k))).then_some(Shape { name: def.name, columns, key })
    }

    fn kind(&self, column: &str) -> Kind {
        self.columns.iter().find(|(c, _)| c == column).map(|(_, k)| *k).unwrap_or(Kind::Text)
    }

    fn column_list(&self, prefix: &str) -> String {
        self.columns.iter().map(|(c, _)| format!("{prefix}{c}")).collect::<Vec<_>>().join(", ")
    }
}

/// Splits a column list at the commas outside parentheses.
fn split_top_level(columns: &str) -> Vec<String> {
    let (mut parts, mut current, mut depth) = (vec![], String::new(), 0i32);
    for c in columns.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current.trim().to_string());
    }
    parts
}

/// Reads column `i` of a row as `kind` (SQLite keeps booleans as integers).
pub fn read_value(row: &AnyRow, i: usize, kind: Kind) -> Result<Value, sqlx::Error> {
    Ok(match kind {
        Kind::Int => Value::Int(row.try_get(i)?),
        Kind::Text => Value::Text(row.try_get(i)?),
        Kind::Float => Value::Float(match row.try_get::<Option<f64>, _>(i) {
            Ok(v) => v,
            Err(_) => row.try_get::<Option<i64>, _>(i)?.map(|v| v as f64),
        }),
        Kind::Bool => Value::Bool(match row.try_get::<Option<bool>, _>(i) {
            Ok(v) => v,
            Err(_) => row.try_get::<Option<i64>, _>(i)?.map(|v| v != 0),
        }),
    })
}

pub(crate) type AnyQuery<'q> = sqlx::query::Query<'q, Any, AnyArguments<'q>>;

/// Binds one value to a sqlx statement (optional floats as FLOAT8: `eventstore::OptF64`).
pub(crate) fn bind<'q>(query: AnyQuery<'q>, value: &'q Value) -> AnyQuery<'q> {
    match value {
        Value::Int(v) => query.bind(*v),
        Value::Float(v) => query.bind(eventstore::OptF64(*v)),
        Value::Text(v) => query.bind(v.as_deref()),
        Value::Bool(v) => query.bind(*v),
    }
}

/// Every row of a physical table in primary-key order (tests compare generations with it).
pub async fn table_rows(conn: &mut sqlx::AnyConnection, shape: &Shape, physical: &str) -> Result<Vec<Vec<Value>>, sqlx::Error> {
    let sql = format!("SELECT {} FROM {physical} ORDER BY {}", shape.column_list(""), shape.key.join(", "));
    let rows = sqlx::query(&sql).fetch_all(conn).await?;
    rows.iter().map(|r| shape.columns.iter().enumerate().map(|(i, (_, k))| read_value(r, i, *k)).collect()).collect()
}

/// The scratch copy of one generation being rebuilt: a temporary SQLite database called
/// directly on the folding thread (`crate::sql`). Without a journal: a chunk that fails
/// fails the rebuild, and its copy is dropped.
pub struct Scratch {
    conn: rusqlite::Connection,
    shapes: std::sync::Arc<Vec<Shape>>,
    generation: i64,
    written: std::sync::Arc<std::sync::Mutex<Written>>,
}

/// The bench's raw read of a chunk from `from` (the head read before): the events of `types`
/// in the stretches a rebuild reads ([`Stretches`]: [`BATCH_CHUNK`] positions, each a query
/// bounded by its range), one after the other until it holds [`BATCH_CHUNK`] events or
/// reaches the head, and the position it ends at.
pub async fn read_chunk(store: &eventstore::EventStore, from: i64, head: i64, types: &[&str]) -> Result<(i64, Vec<eventstore::RecordedEvent>), eventstore::StoreError> {
    let (mut upto, mut events) = (from, vec![]);
    while upto < head && events.len() < BATCH_CHUNK as usize {
        let end = head.min(upto + BATCH_CHUNK);
        events.extend(store.read_range_of_types(upto, end, types).await?);
        upto = end;
    }
    Ok((upto, events))
}

/// Stretches of the log read ahead of the fold.
const STRETCHES_AHEAD: usize = 2;

/// The events of a projection's types from a position to a head, read by a task of its own
/// in stretches of [`BATCH_CHUNK`] positions (each a query bounded by its range) and handed
/// over stretch by stretch, [`STRETCHES_AHEAD`] at most waiting: the fold starts on the first
/// stretch while the next ones are read, and a chunk is written once it holds
/// [`BATCH_CHUNK`] events, so a projection of a few events still folds and writes once.
pub(super) struct Stretches {
    from: i64,
    head: i64,
    received: tokio::sync::mpsc::Receiver<Result<(i64, Vec<eventstore::RecordedEvent>), eventstore::StoreError>>,
    reader: tokio::task::JoinHandle<()>,
}

impl Stretches {
    pub(super) fn read(store: eventstore::EventStore, types: Vec<&'static str>, from: i64, head: i64) -> Stretches {
        let (send, received) = tokio::sync::mpsc::channel(STRETCHES_AHEAD);
        let reader = tokio::spawn(async move {
            let mut upto = from;
            while upto < head {
                let end = head.min(upto + BATCH_CHUNK);
                let stretch = store.read_range_of_types(upto, end, &types).await.map(|events| (end, events));
                let failed = stretch.is_err();
                if send.send(stretch).await.is_err() || failed {
                    return;
                }
                upto = end;
            }
        });
        Stretches { from, head, received, reader }
    }

    /// The next stretch (its end and events); None once the head is reached.
    async fn next(&mut self) -> Result<Option<(i64, Vec<eventstore::RecordedEvent>)>, ProjectionError> {
        Ok(self.received.recv().await.transpose()?)
    }
}

impl Drop for Stretches {
    fn drop(&mut self) {
        self.reader.abort();
    }
}

/// The scratch copy's page cache (KiB): the rows a chunk touches stay in memory. Two folds
/// may run at once (`CONCURRENT_FOLDS`), so the caches together stay within
/// `SCRATCH_CACHE_BUDGET_KIB`: with 64 MB each, a restart that rebuilt `cases` and `inventory`
/// of the large firm together peaked at 319 MB, over the 300 MB limit (issue #17).
const SCRATCH_CACHE_KIB: i64 = SCRATCH_CACHE_BUDGET_KIB / CONCURRENT_FOLDS as i64;

/// What the scratch copies' page caches may hold together (KiB).
const SCRATCH_CACHE_BUDGET_KIB: i64 = 80 * 1024;

/// Statements kept prepared on a scratch copy: every statement a projection runs, and the
/// flush's reads.
const SCRATCH_STATEMENTS: usize = 256;

impl Scratch {
    /// None when a table of `p` has no primary key (it is then rebuilt event by event).
    pub async fn open(p: &dyn Projection, generation: i64) -> Result<Option<Scratch>, ProjectionError> {
        let Some(shapes) = p.tables().iter().map(Shape::of).collect::<Option<Vec<_>>>() else { return Ok(None) };
        // A private temporary database (deleted when closed): its pages beyond the cache live
        // in the operating system's file cache, not in this process, so a large firm's read
        // model does not set the server's peak memory while it is rebuilt.
        let conn = rusqlite::Connection::open("")?;
        conn.execute_batch(&format!("PRAGMA cache_size = -{SCRATCH_CACHE_KIB}; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF"))?;
        conn.set_prepared_statement_cache_capacity(SCRATCH_STATEMENTS);
        let mut written = Written::default();
        for (i, (def, shape)) in p.tables().iter().zip(&shapes).enumerate() {
            let t = physical_table(def.name, generation);
            let columns = def.columns.replace("BOOLEAN", "INTEGER");
            conn.execute_batch(&format!("CREATE TABLE {t} ({columns})"))?;
            for (i, columns) in def.indexes.iter().enumerate() {
                conn.execute_batch(&format!("CREATE INDEX {t}_i{i} ON {t} ({columns})"))?;
            }
            let keys = shape.key.join(", ");
            conn.execute_batch(&format!("CREATE TABLE {t}__dirty ({keys}, PRIMARY KEY ({keys}))"))?;
            let values = |of: &str| shape.key.iter().map(|k| format!("{of}.{k}")).collect::<Vec<_>>().join(", ");
            // Not `INSERT OR IGNORE`: an outer statement's conflict handling (a projection's
            // upsert) overrides the one of the statements its triggers run.
            let note = |of: &str| {
                let same = shape.key.iter().map(|k| format!("{k} IS {of}.{k}")).collect::<Vec<_>>().join(" AND ");
                format!("INSERT INTO {t}__dirty ({keys}) SELECT {} WHERE NOT EXISTS (SELECT 1 FROM {t}__dirty WHERE {same});", values(of))
            };
            // The key a row leaves (deleted, or updated to another key) is noted by a trigger;
            // a row written is noted by its rowid (the update hook below), which costs the
            // fold nothing like a trigger's statement per row.
            let key_changed = shape.key.iter().map(|k| format!("OLD.{k} IS NOT NEW.{k}")).collect::<Vec<_>>().join(" OR ");
            conn.execute_batch(&format!("CREATE TRIGGER {t}__ak AFTER UPDATE ON {t} WHEN {key_changed} BEGIN {} END", note("OLD")))?;
            conn.execute_batch(&format!("CREATE TRIGGER {t}__ad AFTER DELETE ON {t} BEGIN {} END", note("OLD")))?;
            written.tables.insert(t, i);
            written.rowids.push(vec![]);
        }
        let written = std::sync::Arc::new(std::sync::Mutex::new(written));
        let noted = written.clone();
        conn.update_hook(Some(move |action: rusqlite::hooks::Action, _: &str, table: &str, rowid: i64| {
            if matches!(action, rusqlite::hooks::Action::SQLITE_INSERT | rusqlite::hooks::Action::SQLITE_UPDATE) {
                let mut noted = noted.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if let Some(&i) = noted.tables.get(table) {
                    noted.rowids[i].push(rowid);
                }
            }
        }));
        Ok(Some(Scratch { conn, shapes: std::sync::Arc::new(shapes), generation, written }))
    }

    /// The rows touched since the last flush, per table: (present rows, keys of rows gone).
    /// Present: every row inserted or updated since (by rowid) that is still there; gone: every
    /// key a row left that no row has now.
    fn touched(&mut self) -> Result<Vec<Touched>, ProjectionError> {
        let mut out = vec![];
        for (i, shape) in self.shapes.iter().enumerate() {
            let t = physical_table(shape.name, self.generation);
            let mut rowids = std::mem::take(&mut self.written.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).rowids[i]);
            rowids.sort_unstable();
            rowids.dedup();
            let (mut present, mut gone) = (vec![], vec![]);
            {
                let mut statement = self.conn.prepare_cached(&format!("SELECT {} FROM {t} WHERE rowid = ?1", shape.column_list("")))?;
                for rowid in rowids {
                    statement.raw_bind_parameter(1, rowid)?;
                    let mut rows = statement.raw_query();
                    if let Some(row) = rows.next()? {
                        present.push(shape.columns.iter().enumerate().map(|(i, (_, k))| scratch_value(row, i, *k)).collect::<Result<Vec<_>, _>>()?);
                    }
                }
            }
            {
                let keys = shape.key.iter().map(|k| format!("d.{k}")).collect::<Vec<_>>().join(", ");
                let same = shape.key.iter().map(|k| format!("t.{k} = d.{k}")).collect::<Vec<_>>().join(" AND ");
                let sql = format!("SELECT {keys} FROM {t}__dirty d WHERE NOT EXISTS (SELECT 1 FROM {t} t WHERE {same})");
                let mut statement = self.conn.prepare_cached(&sql)?;
                let mut rows = statement.raw_query();
                while let Some(row) = rows.next()? {
                    gone.push(shape.key.iter().enumerate().map(|(i, k)| scratch_value(row, i, shape.kind(k))).collect::<Result<Vec<_>, _>>()?);
                }
            }
            self.conn.prepare_cached(&format!("DELETE FROM {t}__dirty"))?.raw_execute()?;
            out.push((present, gone));
        }
        Ok(out)
    }
}

/// The rows of a scratch copy written since the last flush: rowids per table, as the update
/// hook hears of them (in order, with repeats).
#[derive(Default)]
struct Written {
    /// Physical table name → index in `rowids` (the projection's table order).
    tables: std::collections::HashMap<String, usize>,
    rowids: Vec<Vec<i64>>,
}

/// One table's rows touched by a chunk: the present rows, and the keys of the rows gone.
type Touched = (Vec<Vec<Value>>, Vec<Vec<Value>>);

/// Reads column `i` of a scratch row as `kind` (booleans are integers there).
fn scratch_value(row: &rusqlite::Row<'_>, i: usize, kind: Kind) -> Result<Value, ProjectionError> {
    use rusqlite::types::ValueRef;
    let value = row.get_ref(i)?;
    let wrong = || ProjectionError::Failed(format!("scratch column {i}: {value:?} is not {kind:?}"));
    Ok(match (kind, value) {
        (Kind::Int, ValueRef::Null) => Value::Int(None),
        (Kind::Int, ValueRef::Integer(v)) => Value::Int(Some(v)),
        (Kind::Float, ValueRef::Null) => Value::Float(None),
        (Kind::Float, ValueRef::Real(v)) => Value::Float(Some(v)),
        (Kind::Float, ValueRef::Integer(v)) => Value::Float(Some(v as f64)),
        (Kind::Bool, ValueRef::Null) => Value::Bool(None),
        (Kind::Bool, ValueRef::Integer(v)) => Value::Bool(Some(v != 0)),
        (Kind::Text, ValueRef::Null) => Value::Text(None),
        (Kind::Text, ValueRef::Text(v)) => Value::Text(Some(String::from_utf8_lossy(v).into_owned())),
        _ => return Err(wrong()),
    })
}

/// The `i`-th bind parameter (from 1): `$i` on PostgreSQL, `?` on SQLite. SQLite looks a
/// `$i` up by name in a list it scans from the start, so a flush statement's thousands of
/// named parameters cost quadratic time to prepare and bind (a 2 286-row flush of `cases`
/// took half a second); its anonymous `?` bind by position.
fn placeholder(backend: Backend, i: usize) -> String {
    match backend {
        Backend::Postgres => format!("${i}"),
        Backend::Sqlite => "?".to_string(),
    }
}

/// The placeholders of `n` values from the `first`.
fn placeholders(backend: Backend, first: usize, n: usize) -> String {
    (first..first + n).map(|i| placeholder(backend, i)).collect::<Vec<_>>().join(", ")
}

/// Rows per statement when PostgreSQL takes them as one JSON argument.
const JSON_ROWS: usize = 5_000;

/// Rows as one JSON array of objects keyed by column (the names are the table's own), for
/// `json_populate_recordset`: PostgreSQL parses one argument instead of planning a statement
/// of thousands of parameters. None when a float is not finite (JSON has no NaN): those rows
/// go as parameters.
fn json_rows(columns: &[(String, Kind)], rows: &[Vec<Value>]) -> Option<String> {
    use std::fmt::Write;
    let mut out = String::with_capacity(rows.len() * 32 * columns.len());
    out.push('[');
    for (r, row) in rows.iter().enumerate() {
        out.push_str(if r == 0 { "{" } else { ",{" });
        for (i, ((name, _), value)) in columns.iter().zip(row).enumerate() {
            let _ = write!(out, "{}\"{name}\":", if i == 0 { "" } else { "," });
            let _ = match value {
                Value::Int(Some(v)) => write!(out, "{v}"),
                Value::Float(Some(v)) if v.is_finite() => write!(out, "{v}"),
                Value::Float(Some(_)) => return None,
                Value::Bool(Some(v)) => write!(out, "{v}"),
                Value::Text(Some(v)) => write!(out, "{}", serde_json::Value::from(v.as_str())),
                Value::Int(None) | Value::Float(None) | Value::Bool(None) | Value::Text(None) => write!(out, "null"),
            };
        }
        out.push('}');
    }
    out.push(']');
    Some(out)
}

/// PostgreSQL: the rows as JSON arguments of `JSON_ROWS` rows each; false when some rows
/// cannot go as JSON (then nothing is written here).
async fn upsert_json(tx: &mut eventstore::WriteTx, shape: &Shape, table: &str, conflict: &str, rows: &[Vec<Value>]) -> Result<bool, ProjectionError> {
    let Some(groups) = rows.chunks(JSON_ROWS).map(|group| json_rows(&shape.columns, group)).collect::<Option<Vec<_>>>() else { return Ok(false) };
    let columns = shape.column_list("");
    let sql = format!("INSERT INTO {table} ({columns}) SELECT {columns} FROM json_populate_recordset(NULL::{table}, $1::json) ON CONFLICT ({}) {conflict}", shape.key.join(", "));
    for group in groups {
        sqlx::query(&sql).bind(group).execute(&mut **tx).await?;
    }
    Ok(true)
}

async fn upsert_rows(tx: &mut eventstore::WriteTx, backend: Backend, shape: &Shape, table: &str, rows: &[Vec<Value>]) -> Result<(), ProjectionError> {
    let width = shape.columns.len();
    let per_statement = (MAX_PARAMS / width).clamp(1, MAX_ROWS);
    let updates: Vec<String> =
        shape.columns.iter().filter(|(c, _)| !shape.key.contains(c)).map(|(c, _)| format!("{c} = excluded.{c}")).collect();
    let conflict = if updates.is_empty() { "DO NOTHING".to_string() } else { format!("DO UPDATE SET {}", updates.join(", ")) };
    if backend == Backend::Postgres && upsert_json(tx, shape, table, &conflict, rows).await? {
        return Ok(());
    }
    for group in rows.chunks(per_statement) {
        let values = (0..group.len()).map(|r| format!("({})", placeholders(backend, 1 + r * width, width))).collect::<Vec<_>>().join(", ");
        let sql = format!("INSERT INTO {table} ({}) VALUES {values} ON CONFLICT ({}) {conflict}", shape.column_list(""), shape.key.join(", "));
        // Only full groups repeat their shape: the last one is not kept prepared.
        let mut query = sqlx::query(&sql).persistent(group.len() == per_statement);
        for value in group.iter().flatten() {
            query = bind(query, value);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

async fn delete_rows(tx: &mut eventstore::WriteTx, backend: Backend, shape: &Shape, table: &str, keys: &[Vec<Value>]) -> Result<(), ProjectionError> {
    let width = shape.key.len();
    if backend == Backend::Postgres {
        let key: Vec<(String, Kind)> = shape.key.iter().map(|k| (k.clone(), shape.kind(k))).collect();
        if let Some(groups) = keys.chunks(JSON_ROWS).map(|group| json_rows(&key, group)).collect::<Option<Vec<_>>>() {
            let on = shape.key.iter().map(|k| format!("t.{k} = d.{k}")).collect::<Vec<_>>().join(" AND ");
            let sql = format!("DELETE FROM {table} t USING json_populate_recordset(NULL::{table}, $1::json) d WHERE {on}");
            for group in groups {
                sqlx::query(&sql).bind(group).execute(&mut **tx).await?;
            }
            return Ok(());
        }
    }
    let per_statement = (MAX_PARAMS / width).clamp(1, MAX_ROWS);
    for group in keys.chunks(per_statement) {
        let condition = if width == 1 {
            format!("{} IN ({})", shape.key[0], placeholders(backend, 1, group.len()))
        } else {
            (0..group.len())
                .map(|r| {
                    let terms = shape.key.iter().enumerate().map(|(i, k)| format!("{k} = {}", placeholder(backend, 1 + r * width + i))).collect::<Vec<_>>();
                    format!("({})", terms.join(" AND "))
                })
                .collect::<Vec<_>>()
                .join(" OR ")
        };
        let sql = format!("DELETE FROM {table} WHERE {condition}");
        let mut query = sqlx::query(&sql).persistent(false);
        for value in group.iter().flatten() {
            query = bind(query, value);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

impl Runtime {
    /// Whether a rebuild of `p` fills in batches (then its new generation is indexed once
    /// filled): every table has a primary key, and the runtime batches.
    pub(super) fn batched_fill(&self, p: &dyn Projection) -> bool {
        self.batched && p.tables().iter().all(|t| Shape::of(t).is_some())
    }
}

/// Batched folds (rebuilds, first catch-ups) a process runs at once: one a core here.
pub const CONCURRENT_FOLDS: usize = 2;

/// Positions behind the head from which an empty live generation catches up in batches.
pub const BATCHED_CATCH_UP_FROM: i64 = BATCH_CHUNK;

impl Runtime {
    /// Fills a new (empty, not yet serving) generation up to the head, chunk by chunk,
    /// reporting progress after each chunk.
    /// `ahead`: the log's stretches from position 0, already being read (a rebuild starts
    /// reading while it creates the generation's tables).
    /// `creating`: the generation's tables and row, being created by a task of their own (a
    /// rebuild folds its first chunk meanwhile); None when they exist.
    pub(super) async fn fill(
        &self,
        p: &dyn Projection,
        generation: i64,
        ahead: Option<Stretches>,
        creating: Option<Creating>,
        progress: &impl Fn(i64, i64),
    ) -> Result<(), ProjectionError> {
        let mut creating = creating;
        let filled = self.fill_creating(p, generation, ahead, &mut creating, progress).await;
        // However the fill ended, the creation is over before the rebuild lock goes (a rebuild
        // after a failed one must not meet it half done).
        let created = created(creating.take()).await;
        filled.and(created)
    }

    async fn fill_creating(
        &self,
        p: &dyn Projection,
        generation: i64,
        ahead: Option<Stretches>,
        creating: &mut Option<Creating>,
        progress: &impl Fn(i64, i64),
    ) -> Result<(), ProjectionError> {
        let _permit = self.folds.acquire().await.map_err(|e| ProjectionError::Failed(e.to_string()))?;
        let scratch = if self.batched_fill(p) { Scratch::open(p, generation).await? } else { None };
        if let Some(scratch) = scratch {
            return match self.fold_batched(p, generation, scratch, ahead, creating, false, |_| false, |step| progress(step.position, step.head)).await? {
                Some(_) => Ok(()),
                None => Err(ProjectionError::Failed(format!("rebuild of {} generation {generation}: its checkpoint moved under it", p.name()))),
            };
        }
        created(creating.take()).await?;
        loop {
            let step = self.step(p, generation).await?;
            progress(step.position, step.head);
            if step.caught_up() {
                return Ok(());
            }
        }
    }

    /// The first catch-up of a serving generation that has applied nothing yet (a new
    /// database, or events written before the projector first ran) in batches, as a rebuild
    /// fills: one write per touched row per chunk instead of statements per event, so the
    /// tables are not left full of dead row versions either. Each chunk is announced as a
    /// step is. Returns the events applied; hands back to the event-by-event step (0) when the
    /// generation is not empty, is less than a chunk behind, or another worker stepped it.
    pub(super) async fn catch_up_empty(&self, p: &dyn Projection, generation: i64) -> Result<usize, ProjectionError> {
        let row = sqlx::query("SELECT position FROM projections WHERE name = $1 AND generation = $2").bind(p.name()).bind(generation).fetch_optional(self.db().pool()).await?;
        let position: i64 = match row {
            Some(row) => row.try_get(0)?,
            None => return Ok(0),
        };
        if !self.batched || position != 0 || self.store.head_position().await? < BATCHED_CATCH_UP_FROM {
            return Ok(0);
        }
        let _permit = self.folds.acquire().await.map_err(|e| ProjectionError::Failed(e.to_string()))?;
        let Some(scratch) = Scratch::open(p, generation).await? else { return Ok(0) };
        let enough = |step: &Step| step.head - step.position < BATCHED_CATCH_UP_FROM;
        let applied = self.fold_batched(p, generation, scratch, None, &mut None, true, enough, |_| {}).await?.unwrap_or(0);
        if applied > 0 {
            // Filled from empty, as a rebuild fills: analyzed at once, as a rebuild is. The
            // timer's statistics could date from before the fill (PostgreSQL then planned the
            // large firm's screens for empty tables for ten minutes: 6.5 s for Org Closed
            // Cases; issue #17).
            let filled: Vec<String> = p.tables().iter().map(|t| crate::physical_table(t.name, generation)).collect();
            self.settle(&filled).await?;
        }
        Ok(applied)
    }

    /// Folds chunks into an empty scratch copy of `generation` until the copy reaches the head
    /// or `enough` says so, and writes each chunk's touched rows and checkpoint in one
    /// transaction (see [`write_chunk`]) — by a task of its own while the next chunk folds: the
    /// fold runs on this thread, the writes on the database's side, and the write transaction
    /// (on SQLite, the database's write lock) is held only for the writes. `written` hears of
    /// each chunk once committed; a `live` generation's chunks are announced as steps are.
    /// Returns the events applied, or None (nothing more written) when the generation's
    /// checkpoint was not where the scratch copy stood: another worker stepped it, and the
    /// copy is of no use. `creating`: the generation is being created (at position 0) by a
    /// task of its own, awaited before the first write.
    #[allow(clippy::too_many_arguments)]
    async fn fold_batched(
        &self,
        p: &dyn Projection,
        generation: i64,
        mut scratch: Scratch,
        mut ahead: Option<Stretches>,
        creating: &mut Option<Creating>,
        live: bool,
        enough: impl Fn(&Step) -> bool,
        written: impl Fn(&Step),
    ) -> Result<Option<usize>, ProjectionError> {
        let mut from = 0;
        if creating.is_none() {
            let row = sqlx::query("SELECT position, state FROM projections WHERE name = $1 AND generation = $2")
                .bind(p.name())
                .bind(generation)
                .fetch_one(self.db().pool())
                .await?;
            let state: String = row.try_get(1)?;
            from = row.try_get(0)?;
            if state == "failed" {
                return Err(ProjectionError::Failed(format!("projection {} is failed", p.name())));
            }
        }
        // The scratch copy is empty: it mirrors only a generation that has applied nothing.
        if from != 0 {
            return Ok(None);
        }
        let mut writing: Option<Writing> = None;
        let (mut applied, mut folded) = (0, 0);
        'log: loop {
            let mut stretches = match ahead.take() {
                Some(stretches) if stretches.from == from => stretches,
                _ => {
                    let head = self.store.head_position().await?;
                    Stretches::read(self.store.clone(), p.handles(), from, head)
                }
            };
            let head = stretches.head;
            if head <= from {
                break;
            }
            let mut chunk_from = from;
            while let Some((upto, events)) = stretches.next().await? {
                if events.is_empty() && upto < head {
                    continue;
                }
                if let Err(message) = scratch.fold(p, generation, &events).await {
                    // The chunk before is written (or fails) first: what it wrote stays.
                    created(creating.take()).await?;
                    if let Some(w) = writing.take() {
                        w.finish(&written).await?;
                    }
                    self.mark_failed(p.name(), generation, &message).await?;
                    return Err(ProjectionError::Failed(message));
                }
                folded += events.len();
                if folded < BATCH_CHUNK as usize && upto < head {
                    continue;
                }
                let touched = scratch.touched()?;
                created(creating.take()).await?;
                if let Some(w) = writing.take() {
                    if !w.finish(&written).await? {
                        return Ok(None);
                    }
                }
                let task = write_chunk(self.clone(), p.name(), generation, scratch.shapes.clone(), touched, (chunk_from, upto), live);
                let step = Step { position: upto, head, applied: folded };
                writing = Some(Writing { step, done: tokio::spawn(task) });
                applied += folded;
                (folded, chunk_from, from) = (0, upto, upto);
                if enough(&step) {
                    break 'log;
                }
            }
        }
        created(creating.take()).await?;
        if let Some(w) = writing.take() {
            if !w.finish(&written).await? {
                return Ok(None);
            }
        }
        Ok(Some(applied))
    }
}

/// A generation's tables and row being created by a task of their own.
pub(super) type Creating = tokio::task::JoinHandle<Result<(), ProjectionError>>;

/// Waits for a generation being created, if it is.
async fn created(creating: Option<Creating>) -> Result<(), ProjectionError> {
    match creating {
        Some(task) => task.await.map_err(|e| ProjectionError::Failed(format!("creating a generation: {e}")))?,
        None => Ok(()),
    }
}


impl Scratch {
    /// Applies a chunk's events to the scratch copy; the message of the event that failed.
    async fn fold(&mut self, p: &dyn Projection, generation: i64, events: &[eventstore::RecordedEvent]) -> Result<(), String> {
        let started = std::time::Instant::now();
        self.conn.execute_batch("BEGIN").map_err(|e| e.to_string())?;
        let mut ptx = ProjectionTx::scratch(&mut self.conn, generation);
        for event in events {
            if let Err(e) = p.apply(&mut ptx, event).await {
                // Without a journal nothing is undone; the copy is dropped with the fold.
                let _ = self.conn.execute_batch("ROLLBACK");
                return Err(format!("event {} ({} on {}): {e}", event.position, event.event_type, event.stream_id));
            }
        }
        self.conn.execute_batch("COMMIT").map_err(|e| e.to_string())?;
        tracing::debug!(projection = p.name(), events = events.len(), fold_ms = started.elapsed().as_millis() as u64, "batched chunk folded");
        Ok(())
    }
}

/// A folded chunk whose rows a task of their own is writing.
struct Writing {
    step: Step,
    /// False when the generation's checkpoint had moved: nothing written.
    done: tokio::task::JoinHandle<Result<bool, ProjectionError>>,
}

impl Writing {
    /// Waits for the chunk's transaction; tells `written` once it is committed.
    async fn finish(self, written: &impl Fn(&Step)) -> Result<bool, ProjectionError> {
        let committed = self.done.await.map_err(|e| ProjectionError::Failed(format!("writing a chunk: {e}")))??;
        if committed {
            written(&self.step);
        }
        Ok(committed)
    }
}

/// A generation being rebuilt serves no one until the switch: its transactions need not wait
/// for the disk (PostgreSQL's `synchronous_commit`; docs/decisions.md "Rebuild chunks commit
/// asynchronously"). What a crash loses of them is a leftover the next rebuild drops.
pub(super) async fn unhurried(tx: &mut eventstore::WriteTx, backend: Backend) -> Result<(), ProjectionError> {
    if backend == Backend::Postgres {
        sqlx::query("SET LOCAL synchronous_commit = off").execute(&mut **tx).await?;
    }
    Ok(())
}

/// Writes a folded chunk's touched rows (upserted, or deleted when gone) and moves the
/// checkpoint from `from` to `upto`, in one transaction; false (nothing written) when the
/// checkpoint is not at `from` once locked.
async fn write_chunk(
    rt: Runtime,
    name: &'static str,
    generation: i64,
    shapes: std::sync::Arc<Vec<Shape>>,
    touched: Vec<Touched>,
    (from, upto): (i64, i64),
    live: bool,
) -> Result<bool, ProjectionError> {
    let started = std::time::Instant::now();
    let mut tx = rt.db().begin_write().await?;
    if !live {
        // A chunk lost to a crash goes with its checkpoint (one transaction): the next chunk
        // finds the checkpoint moved and the rebuild fails whole.
        unhurried(&mut tx, rt.db().backend()).await?;
    }
    match rt.checkpoint(&mut tx, name, generation).await? {
        Ok((locked, _)) if locked == from => {}
        _ => {
            tx.rollback().await?;
            return Ok(false);
        }
    }
    let (backend, mut rows) = (rt.db().backend(), 0);
    for (shape, (present, gone)) in shapes.iter().zip(touched) {
        let t = physical_table(shape.name, generation);
        rows += present.len() + gone.len();
        delete_rows(&mut tx, backend, shape, &t, &gone).await?;
        upsert_rows(&mut tx, backend, shape, &t, &present).await?;
    }
    rt.advance_checkpoint(&mut tx, name, generation, upto).await?;
    tx.commit().await?;
    tracing::debug!(projection = name, rows, flush_ms = started.elapsed().as_millis() as u64, "batched chunk written");
    if live {
        rt.announce(name, crate::Advanced { position: upto, entities: None }).await;
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_caches_of_concurrent_folds_share_one_budget() {
        // issue #17: the embedded server under 300 MB; the two folds' caches hold 80 MB at most.
        assert_eq!(CONCURRENT_FOLDS, 2);
        assert_eq!(SCRATCH_CACHE_KIB, 40 * 1024);
        assert!(SCRATCH_CACHE_KIB * CONCURRENT_FOLDS as i64 <= SCRATCH_CACHE_BUDGET_KIB);
    }

    #[test]
    fn column_lists_give_kinds_and_keys() {
        let def = TableDef {
            name: "t",
            columns: "a BIGINT NOT NULL, b TEXT, appointment_info TEXT, c BOOLEAN NOT NULL, d DOUBLE PRECISION, e BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (a, b)",
            indexes: &[],
        };
        let shape = Shape::of(&def).unwrap();
        assert_eq!(shape.key, vec!["a", "b"]);
        let kinds: Vec<Kind> = shape.columns.iter().map(|(_, k)| *k).collect();
        assert_eq!(kinds, vec![Kind::Int, Kind::Text, Kind::Text, Kind::Bool, Kind::Float, Kind::Int]);
        let inline = TableDef { name: "u", columns: "user_id BIGINT PRIMARY KEY, name TEXT", indexes: &[] };
        assert_eq!(Shape::of(&inline).unwrap().key, vec!["user_id"]);
        let keyless = TableDef { name: "v", columns: "x BIGINT, y TEXT", indexes: &[] };
        assert_eq!(Shape::of(&keyless), None, "no primary key: rebuilt event by event");
    }

    struct Pairs;

    const PAIRS: &[TableDef] = &[TableDef { name: "pairs", columns: "a BIGINT NOT NULL, b TEXT, PRIMARY KEY (a)", indexes: &["b"] }];

    #[async_trait::async_trait]
    impl Projection for Pairs {
        fn name(&self) -> &'static str {
            "pairs"
        }
        fn version(&self) -> i64 {
            1
        }
        fn handles(&self) -> Vec<&'static str> {
            vec![]
        }
        fn tables(&self) -> &'static [TableDef] {
            PAIRS
        }
        async fn apply(&self, _: &mut ProjectionTx<'_>, _: &eventstore::RecordedEvent) -> Result<(), ProjectionError> {
            Ok(())
        }
    }

    #[test]
    fn rows_go_to_postgresql_as_one_json_array_of_objects() {
        let columns = vec![("a".to_string(), Kind::Int), ("b".to_string(), Kind::Text), ("c".to_string(), Kind::Float), ("d".to_string(), Kind::Bool)];
        let rows = vec![
            vec![Value::Int(Some(1)), Value::Text(Some("say \"hi\"\n".into())), Value::Float(Some(0.1)), Value::Bool(Some(true))],
            vec![Value::Int(None), Value::Text(None), Value::Float(Some(-2.5e-7)), Value::Bool(None)],
        ];
        let json = json_rows(&columns, &rows).unwrap();
        assert_eq!(json, r#"[{"a":1,"b":"say \"hi\"\n","c":0.1,"d":true},{"a":null,"b":null,"c":-0.00000025,"d":null}]"#);
        let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed[1]["c"].as_f64(), Some(-2.5e-7), "floats round-trip");
        let nan = vec![vec![Value::Int(Some(1)), Value::Text(None), Value::Float(Some(f64::NAN)), Value::Bool(None)]];
        assert_eq!(json_rows(&columns, &nan), None, "JSON has no NaN: such rows go as parameters");
    }

    #[tokio::test]
    async fn the_scratch_copy_notes_every_key_a_chunk_touched() {
        let mut scratch = Scratch::open(&Pairs, 4).await.unwrap().expect("keyed");
        let run = |scratch: &mut Scratch, sql: &str| scratch.conn.execute_batch(sql).unwrap();
        let keys = |rows: &[Vec<Value>]| rows.iter().map(|r| r[0].clone()).collect::<Vec<_>>();
        run(&mut scratch, "INSERT INTO pairs__g4 (a, b) VALUES (1, 'x'), (2, 'y'), (3, 'z')");
        let touched = scratch.touched().unwrap();
        assert_eq!(keys(&touched[0].0), vec![Value::Int(Some(1)), Value::Int(Some(2)), Value::Int(Some(3))]);
        assert!(touched[0].1.is_empty());
        // Next chunk: an update in place, a key that changes, a delete.
        run(&mut scratch, "UPDATE pairs__g4 SET b = 'w' WHERE a = 1; UPDATE pairs__g4 SET a = 5 WHERE a = 2; DELETE FROM pairs__g4 WHERE a = 3");
        let (present, gone) = scratch.touched().unwrap().remove(0);
        assert_eq!(present, vec![vec![Value::Int(Some(1)), Value::Text(Some("w".into()))], vec![Value::Int(Some(5)), Value::Text(Some("y".into()))]]);
        assert_eq!(gone, vec![vec![Value::Int(Some(2))], vec![Value::Int(Some(3))]], "the key a row left is written as gone");
        assert!(scratch.touched().unwrap()[0].0.is_empty(), "a flush forgets what it wrote");
        // A row deleted and written again is present; one written and deleted is gone; an
        // upsert that updates notes its row.
        run(&mut scratch, "DELETE FROM pairs__g4 WHERE a = 1; INSERT INTO pairs__g4 (a, b) VALUES (1, 'again'), (7, 'brief'); DELETE FROM pairs__g4 WHERE a = 7");
        run(&mut scratch, "INSERT INTO pairs__g4 (a, b) VALUES (5, 'upserted') ON CONFLICT (a) DO UPDATE SET b = excluded.b");
        let (present, gone) = scratch.touched().unwrap().remove(0);
        assert_eq!(present, vec![vec![Value::Int(Some(5)), Value::Text(Some("upserted".into()))], vec![Value::Int(Some(1)), Value::Text(Some("again".into()))]]);
        assert_eq!(gone, vec![vec![Value::Int(Some(7))]]);
    }

    #[test]
    fn every_read_model_table_has_a_primary_key_so_every_projection_rebuilds_in_batches() {
        for p in crate::all() {
            for def in p.tables() {
                assert!(Shape::of(def).is_some(), "{}.{} has no primary key", p.name(), def.name);
            }
        }
    }
}
