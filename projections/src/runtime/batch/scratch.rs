//! The scratch copy a batched rebuild folds a chunk into.

use super::*;

/// The scratch copy of one generation being rebuilt: a temporary SQLite database called
/// directly on the folding thread (`crate::sql`). Without a journal: a chunk that fails
/// fails the rebuild, and its copy is dropped.
pub struct Scratch {
    pub(crate) conn: rusqlite::Connection,
    pub(crate) shapes: std::sync::Arc<Vec<Shape>>,
    pub(crate) generation: i64,
    pub(crate) written: std::sync::Arc<std::sync::Mutex<Written>>,
}

/// The scratch copy's page cache (KiB): the rows a chunk touches stay in memory. Two folds
/// may run at once (`CONCURRENT_FOLDS`), so the caches together stay within
/// `SCRATCH_CACHE_BUDGET_KIB`: with 64 MB each, a restart that rebuilt `cases` and `inventory`
/// of the large firm together peaked at 319 MB, over the 300 MB limit (issue #17).
pub(crate) const SCRATCH_CACHE_KIB: i64 = SCRATCH_CACHE_BUDGET_KIB / CONCURRENT_FOLDS as i64;

/// What the scratch copies' page caches may hold together (KiB).
pub(crate) const SCRATCH_CACHE_BUDGET_KIB: i64 = 80 * 1024;

/// Statements kept prepared on a scratch copy: every statement a projection runs, and the
/// flush's reads.
pub(crate) const SCRATCH_STATEMENTS: usize = 256;

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
    pub(crate) fn touched(&mut self) -> Result<Vec<Touched>, ProjectionError> {
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
pub(crate) struct Written {
    /// Physical table name → index in `rowids` (the projection's table order).
    pub(crate) tables: std::collections::HashMap<String, usize>,
    pub(crate) rowids: Vec<Vec<i64>>,
}

/// One table's rows touched by a chunk: the present rows, and the keys of the rows gone.
pub(crate) type Touched = (Vec<Vec<Value>>, Vec<Vec<Value>>);

/// Reads column `i` of a scratch row as `kind` (booleans are integers there).
pub(crate) fn scratch_value(row: &rusqlite::Row<'_>, i: usize, kind: Kind) -> Result<Value, ProjectionError> {
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

impl Scratch {
    /// Applies a chunk's events to the scratch copy; the message of the event that failed.
    pub(crate) async fn fold(&mut self, p: &dyn Projection, generation: i64, events: &[eventstore::RecordedEvent]) -> Result<(), String> {
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
