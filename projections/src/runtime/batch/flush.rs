//! Writing a folded chunk's rows to the real generation: upserts and deletes per table.

use super::*;

/// The `i`-th bind parameter (from 1): `$i` on PostgreSQL, `?` on SQLite. SQLite looks a
/// `$i` up by name in a list it scans from the start, so a flush statement's thousands of
/// named parameters cost quadratic time to prepare and bind (a 2 286-row flush of `cases`
/// took half a second); its anonymous `?` bind by position.
pub(crate) fn placeholder(backend: Backend, i: usize) -> String {
    match backend {
        Backend::Postgres => format!("${i}"),
        Backend::Sqlite => "?".to_string(),
    }
}

/// The placeholders of `n` values from the `first`.
pub(crate) fn placeholders(backend: Backend, first: usize, n: usize) -> String {
    (first..first + n).map(|i| placeholder(backend, i)).collect::<Vec<_>>().join(", ")
}

/// Rows per statement when PostgreSQL takes them as one JSON argument.
pub(crate) const JSON_ROWS: usize = 5_000;

/// Rows as one JSON array of objects keyed by column (the names are the table's own), for
/// `json_populate_recordset`: PostgreSQL parses one argument instead of planning a statement
/// of thousands of parameters. None when a float is not finite (JSON has no NaN): those rows
/// go as parameters.
pub(crate) fn json_rows(columns: &[(String, Kind)], rows: &[Vec<Value>]) -> Option<String> {
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
pub(crate) async fn upsert_json(tx: &mut eventstore::WriteTx, shape: &Shape, table: &str, conflict: &str, rows: &[Vec<Value>]) -> Result<bool, ProjectionError> {
    let Some(groups) = rows.chunks(JSON_ROWS).map(|group| json_rows(&shape.columns, group)).collect::<Option<Vec<_>>>() else { return Ok(false) };
    let columns = shape.column_list("");
    let sql = format!("INSERT INTO {table} ({columns}) SELECT {columns} FROM json_populate_recordset(NULL::{table}, $1::json) ON CONFLICT ({}) {conflict}", shape.key.join(", "));
    for group in groups {
        sqlx::query(&sql).bind(group).execute(&mut **tx).await?;
    }
    Ok(true)
}

pub(crate) async fn upsert_rows(tx: &mut eventstore::WriteTx, backend: Backend, shape: &Shape, table: &str, rows: &[Vec<Value>]) -> Result<(), ProjectionError> {
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

pub(crate) async fn delete_rows(tx: &mut eventstore::WriteTx, backend: Backend, shape: &Shape, table: &str, keys: &[Vec<Value>]) -> Result<(), ProjectionError> {
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

/// A folded chunk whose rows a task of their own is writing.
pub(crate) struct Writing {
    pub(crate) step: Step,
    /// False when the generation's checkpoint had moved: nothing written.
    pub(crate) done: tokio::task::JoinHandle<Result<bool, ProjectionError>>,
}

impl Writing {
    /// Waits for the chunk's transaction; tells `written` once it is committed.
    pub(crate) async fn finish(self, written: &impl Fn(&Step)) -> Result<bool, ProjectionError> {
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
pub(crate) async fn unhurried(tx: &mut eventstore::WriteTx, backend: Backend) -> Result<(), ProjectionError> {
    if backend == Backend::Postgres {
        sqlx::query("SET LOCAL synchronous_commit = off").execute(&mut **tx).await?;
    }
    Ok(())
}

/// Writes a folded chunk's touched rows (upserted, or deleted when gone) and moves the
/// checkpoint from `from` to `upto`, in one transaction; false (nothing written) when the
/// checkpoint is not at `from` once locked.
pub(crate) async fn write_chunk(
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

