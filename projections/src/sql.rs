//! The statements a projection runs, on either of its two targets (issue #17):
//!
//! - the real read-model tables, through sqlx in the runtime's write transaction (SQLite or
//!   PostgreSQL) — every live step, and a rebuild's flush;
//! - a rebuild's scratch copy, a temporary SQLite database called directly on the folding
//!   thread (`rusqlite`, statements prepared once and cached). Through sqlx every statement
//!   was a hand-off to the driver's worker thread and back (12–17 µs); a projection runs
//!   several an event, which held rebuilds to ~10 000 events/s.
//!
//! The shape is sqlx's: `query(&sql).bind(a).bind(b).execute(tx).await?`, with `$1, $2, …`
//! placeholders on both targets.

use sqlx::any::AnyRow;
use sqlx::Row as _;

use crate::runtime::batch::{bind, AnyQuery, Value};
use crate::{ProjectionError, ProjectionTx, Target};

/// Process-wide SQLite settings, called first thing in `main` (SQLite takes them only before
/// its first use): no memory statistics, which otherwise take a global mutex around every
/// allocation SQLite makes — a fifth of a rebuild's fold went to locking and unlocking it.
/// Nothing reads them (`sqlite3_memory_used`). Refused (harmless) once SQLite is in use.
pub fn configure_sqlite() {
    // SAFETY: `sqlite3_config` with SQLITE_CONFIG_MEMSTATUS takes one int; called before any
    // connection is opened it changes only that setting, and after it returns SQLITE_MISUSE.
    let code = unsafe { rusqlite::ffi::sqlite3_config(rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS, 0 as std::os::raw::c_int) };
    if code != rusqlite::ffi::SQLITE_OK {
        tracing::debug!(code, "SQLite was already in use; memory statistics stay on");
    }
}

/// A value a statement binds.
pub trait Arg {
    fn arg(self) -> Value;
}

macro_rules! arg {
    ($variant:ident: $($t:ty => $conv:expr),* $(,)?) => {
        $(impl Arg for $t {
            fn arg(self) -> Value {
                let f: fn($t) -> _ = $conv;
                Value::$variant(f(self))
            }
        })*
    };
}

arg!(Int: i64 => Some, Option<i64> => |v| v, i32 => |v| Some(v as i64), Option<i32> => |v| v.map(i64::from), &i64 => |v| Some(*v), &Option<i64> => |v| *v);
arg!(Float: f64 => Some, Option<f64> => |v| v, &f64 => |v| Some(*v), &Option<f64> => |v| *v, eventstore::OptF64 => |v| v.0);
arg!(Bool: bool => Some, Option<bool> => |v| v, &bool => |v| Some(*v), &Option<bool> => |v| *v);
arg!(Text: String => Some, Option<String> => |v| v, &str => |v| Some(v.to_string()), &String => |v| Some(v.clone()),
    Option<&str> => |v| v.map(str::to_string), Option<&String> => |v| v.cloned(), &Option<String> => |v| v.clone(),
    &&str => |v| Some(v.to_string()));

/// One statement with its bound values.
#[must_use = "a statement does nothing until it is executed"]
pub struct Query<'q> {
    sql: &'q str,
    args: Vec<Value>,
}

/// A statement to run on a projection's target.
pub fn query(sql: &str) -> Query<'_> {
    Query { sql, args: Vec::with_capacity(8) }
}

impl<'q> Query<'q> {
    pub fn bind(mut self, value: impl Arg) -> Self {
        self.args.push(value.arg());
        self
    }

    /// Runs it; the number of rows it changed.
    pub async fn execute(self, tx: &mut ProjectionTx<'_>) -> Result<u64, ProjectionError> {
        match &mut tx.target {
            Target::Db(db) => Ok(self.sqlx().execute(&mut ***db).await?.rows_affected()),
            Target::Scratch(conn) => {
                let mut statement = conn.prepare_cached(self.sql)?;
                bind_scratch(&mut statement, &self.args)?;
                Ok(statement.raw_execute()? as u64)
            }
        }
    }

    pub async fn fetch_optional(self, tx: &mut ProjectionTx<'_>) -> Result<Option<Row>, ProjectionError> {
        Ok(self.fetch_all(tx).await?.into_iter().next())
    }

    pub async fn fetch_all(self, tx: &mut ProjectionTx<'_>) -> Result<Vec<Row>, ProjectionError> {
        match &mut tx.target {
            Target::Db(db) => Ok(self.sqlx().fetch_all(&mut ***db).await?.into_iter().map(Row::Db).collect()),
            Target::Scratch(conn) => {
                let mut statement = conn.prepare_cached(self.sql)?;
                bind_scratch(&mut statement, &self.args)?;
                let names: Vec<String> = statement.column_names().into_iter().map(str::to_string).collect();
                let mut rows = statement.raw_query();
                let mut out = vec![];
                while let Some(row) = rows.next()? {
                    let values = (0..names.len()).map(|i| row.get::<_, rusqlite::types::Value>(i)).collect::<Result<Vec<_>, _>>()?;
                    out.push(Row::Scratch(names.iter().cloned().zip(values).collect()));
                }
                Ok(out)
            }
        }
    }

    /// The statement for sqlx, its values bound by reference (no copy on the live path).
    fn sqlx(&self) -> AnyQuery<'_> {
        self.args.iter().fold(sqlx::query(self.sql), bind)
    }
}

/// Binds `$n` to the n-th value wherever it appears (SQLite numbers `$1`-style parameters in
/// order of first appearance, so the names are read, as sqlx's driver does).
fn bind_scratch(statement: &mut rusqlite::CachedStatement<'_>, args: &[Value]) -> Result<(), ProjectionError> {
    for i in 1..=statement.parameter_count() {
        let n = statement
            .parameter_name(i)
            .and_then(|name| name.strip_prefix('$').or_else(|| name.strip_prefix('?')))
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(i);
        let value = args.get(n - 1).ok_or_else(|| ProjectionError::Failed(format!("statement has no value for ${n}")))?;
        match value {
            Value::Int(v) => statement.raw_bind_parameter(i, v)?,
            Value::Float(v) => statement.raw_bind_parameter(i, v)?,
            Value::Text(v) => statement.raw_bind_parameter(i, v)?,
            Value::Bool(v) => statement.raw_bind_parameter(i, v)?,
        }
    }
    Ok(())
}

/// A row a projection read back.
pub enum Row {
    Db(AnyRow),
    Scratch(Vec<(String, rusqlite::types::Value)>),
}

impl Row {
    pub fn try_get<T: Column>(&self, column: &str) -> Result<T, ProjectionError> {
        match self {
            Row::Db(row) => T::from_db(row, column),
            Row::Scratch(values) => {
                let value = values.iter().find(|(name, _)| name == column).map(|(_, v)| v);
                let value = value.ok_or_else(|| ProjectionError::Failed(format!("no column {column}")))?;
                T::from_scratch(value).ok_or_else(|| ProjectionError::Failed(format!("column {column}: unexpected {value:?}")))
            }
        }
    }
}

/// A type a projection reads from a row.
pub trait Column: Sized {
    fn from_db(row: &AnyRow, column: &str) -> Result<Self, ProjectionError>;
    fn from_scratch(value: &rusqlite::types::Value) -> Option<Self>;
}

macro_rules! column {
    ($t:ty, $value:pat => $out:expr) => {
        impl Column for Option<$t> {
            fn from_db(row: &AnyRow, column: &str) -> Result<Self, ProjectionError> {
                Ok(row.try_get(column)?)
            }
            fn from_scratch(value: &rusqlite::types::Value) -> Option<Self> {
                match value {
                    rusqlite::types::Value::Null => Some(None),
                    $value => Some(Some($out)),
                    _ => None,
                }
            }
        }
        impl Column for $t {
            fn from_db(row: &AnyRow, column: &str) -> Result<Self, ProjectionError> {
                Ok(row.try_get(column)?)
            }
            fn from_scratch(value: &rusqlite::types::Value) -> Option<Self> {
                Option::<$t>::from_scratch(value).flatten()
            }
        }
    };
}

column!(i64, rusqlite::types::Value::Integer(v) => *v);
column!(String, rusqlite::types::Value::Text(v) => v.clone());
column!(f64, rusqlite::types::Value::Real(v) => *v);

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn numbered_parameters_bind_by_number_on_the_scratch_copy() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (a BIGINT, b TEXT, c INTEGER, d DOUBLE PRECISION)").unwrap();
        let mut tx = ProjectionTx::scratch(&mut conn, 1);
        // `$2` first: SQLite would number it 1; the name decides.
        query("INSERT INTO t (b, a, c, d) VALUES ($2, $1, $3, $4)").bind(7i64).bind("seven").bind(true).bind(None::<f64>).execute(&mut tx).await.unwrap();
        let rows = query("SELECT a, b, c, d FROM t WHERE b = $1").bind(&"seven".to_string()).fetch_all(&mut tx).await.unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].try_get::<i64>("a").unwrap(), 7);
        assert_eq!(rows[0].try_get::<String>("b").unwrap(), "seven");
        assert_eq!(rows[0].try_get::<i64>("c").unwrap(), 1, "booleans are integers in SQLite");
        assert_eq!(rows[0].try_get::<Option<f64>>("d").unwrap(), None);
        let changed = query("UPDATE t SET a = $1 WHERE a = $1 OR b = $2").bind(8i64).bind("none").execute(&mut tx).await.unwrap();
        assert_eq!(changed, 0, "a parameter used twice binds the same value");
        assert!(query("SELECT a FROM t WHERE a = $2").bind(1i64).execute(&mut tx).await.is_err(), "a missing value is an error, not a NULL");
    }
}
