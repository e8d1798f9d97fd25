//! A read-model table's shape for batched writes: its columns with their kinds, its key,
//! and the values rows carry.

use super::*;


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

    pub(crate) fn kind(&self, column: &str) -> Kind {
        self.columns.iter().find(|(c, _)| c == column).map(|(_, k)| *k).unwrap_or(Kind::Text)
    }

    pub(crate) fn column_list(&self, prefix: &str) -> String {
        self.columns.iter().map(|(c, _)| format!("{prefix}{c}")).collect::<Vec<_>>().join(", ")
    }
}

/// Splits a column list at the commas outside parentheses.
pub(crate) fn split_top_level(columns: &str) -> Vec<String> {
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
