//! The shared read kernel: what the readers of every read model share — the organization a
//! read is scoped to and its SQL condition, and the reader's result type. A reader lives with
//! its read model (`<context>::read`); nothing shared lives inside another context's module.

pub mod cell;
pub mod conditions;
pub mod paging;
pub mod time;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use sqlx::AnyPool;

pub use eventstore::db::Bind;

/// A reader's answer: a row that does not decode is an error, never a blank cell.
pub type ReadResult<T> = Result<T, sqlx::Error>;

/// The rows of `SELECT <columns> <from>` as one JSON value (one crossing of the driver for a
/// long list, issue #17; `eventstore::db::fetch_json_rows`), each decoded into `T` — a tuple
/// struct whose fields follow `columns` in order. A row that does not fit is an error.
pub async fn json_rows<T: DeserializeOwned>(pool: &AnyPool, columns: &[&str], from: &str, binds: &[Bind]) -> ReadResult<Vec<T>> {
    eventstore::db::fetch_json_rows(pool, columns, from, binds)
        .await?
        .into_iter()
        .map(decode)
        .collect()
}

/// The integer keys `select` answers (a statement whose first column is one), in its own
/// order — for the lists whose order the statement decides (`ORDER BY`, `LIMIT`).
pub async fn keys(pool: &AnyPool, select: &str, binds: &[Bind]) -> ReadResult<Vec<i64>> {
    let mut query = sqlx::query_as::<_, (i64,)>(select);
    for b in binds {
        query = match b {
            Bind::Int(v) => query.bind(*v),
            Bind::Text(v) => query.bind(v.clone()),
            Bind::Bool(v) => query.bind(*v),
        };
    }
    Ok(query.fetch_all(pool).await?.into_iter().map(|(k,)| k).collect())
}

/// One count: `select` answers one row whose first column is a count.
pub async fn count(pool: &AnyPool, select: &str, binds: &[Bind]) -> ReadResult<i64> {
    Ok(keys(pool, select, binds).await?.into_iter().next().unwrap_or(0))
}

/// One row of cells (or a run of a row's cells) decoded into `T`, field by field in order.
pub fn decode<T: DeserializeOwned>(cells: Vec<serde_json::Value>) -> ReadResult<T> {
    serde_json::from_value(serde_json::Value::Array(cells)).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

/// The rows of `SELECT <columns> <from>` each split after its first `head` cells: the head
/// decoded into `H`, the rest into `R` (a shared row shape followed by a read's own columns).
pub async fn json_rows_split<H: DeserializeOwned, R: DeserializeOwned>(pool: &AnyPool, columns: &[&str], head: usize, from: &str, binds: &[Bind]) -> ReadResult<Vec<(H, R)>> {
    eventstore::db::fetch_json_rows(pool, columns, from, binds)
        .await?
        .into_iter()
        .map(|mut row| {
            let rest = row.split_off(head.min(row.len()));
            Ok((decode(row)?, decode(rest)?))
        })
        .collect()
}

/// A boolean cell of [`json_rows`]: `true`/`false` on PostgreSQL, 1/0 on SQLite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flag(pub bool);

impl<'de> Deserialize<'de> for Flag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Cell {
            Bool(bool),
            Int(i64),
        }
        Ok(Flag(match Cell::deserialize(deserializer)? {
            Cell::Bool(b) => b,
            Cell::Int(n) => n != 0,
        }))
    }
}

/// An organization as the reads filter its rows: a row recorded without an organization is the
/// deployment's default organization's (`config.organization_id`), never another's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OrgScope {
    pub id: i64,
    pub is_default: bool,
}

impl OrgScope {
    /// `organization_id` as seen from a deployment whose own organization is `default_id`.
    pub fn of(organization_id: i64, default_id: i64) -> OrgScope {
        OrgScope { id: organization_id, is_default: organization_id == default_id }
    }

    /// A SQL condition: `column` names this organization (for the deployment's organization,
    /// rows without one too). The id is an integer, inlined.
    pub fn filter(&self, column: &str) -> String {
        if self.is_default {
            format!("({column} = {} OR {column} IS NULL)", self.id)
        } else {
            format!("{column} = {}", self.id)
        }
    }

    /// Whether a record of `organization_id` (none: the deployment's organization's) is this
    /// organization's.
    pub fn owns(&self, organization_id: Option<i64>) -> bool {
        match organization_id {
            Some(id) => id == self.id,
            None => self.is_default,
        }
    }
}

/// The organization condition of a statement that binds `$1` (the organization) and `$2`
/// (the deployment's organization) — for statements whose other binds follow as `$3`, ...
pub const ORG_FILTER: &str = "(organization_id = $1 OR (organization_id IS NULL AND $2 = $1))";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deployments_organization_owns_rows_without_one() {
        let own = OrgScope::of(2, 2);
        assert_eq!(own.filter("c.organization_id"), "(c.organization_id = 2 OR c.organization_id IS NULL)");
        assert!(own.owns(None) && own.owns(Some(2)) && !own.owns(Some(3)));
        let other = OrgScope::of(3, 2);
        assert_eq!(other.filter("organization_id"), "organization_id = 3");
        assert!(!other.owns(None) && other.owns(Some(3)));
    }

    #[test]
    fn flags_read_both_backends_and_refuse_anything_else() {
        let read = |v: serde_json::Value| serde_json::from_value::<Flag>(v).map(|f| f.0);
        assert_eq!(read(serde_json::json!(true)).unwrap(), true);
        assert_eq!(read(serde_json::json!(0)).unwrap(), false);
        assert_eq!(read(serde_json::json!(1)).unwrap(), true);
        assert!(read(serde_json::json!("yes")).is_err(), "a decode error, never a blank");
    }
}
