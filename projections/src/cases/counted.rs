//! Counts of cases the cases read model keeps beside its rows (`lead_days`, `retained_months`,
//! `inventory_counts`): a table keyed by what a chart judges of a case, with how many cases
//! have that key. A case is added to its key's count, or moved from the key it had before an
//! event to the one it has after.

use crate::sql::{query, Query};
use crate::{ProjectionError, ProjectionTx};

/// A key of a count table.
pub trait Counted: PartialEq + Send + Sync {
    /// The table's plain name.
    const TABLE: &'static str;
    /// The key's columns, in the order `bind` binds them (the table's primary key).
    const KEY: &'static str;
    /// Binds the key's values, in `KEY`'s order.
    fn bind<'q>(&self, query: Query<'q>) -> Query<'q>;
}

/// Adds `delta` cases to a key's count.
pub async fn add<K: Counted>(tx: &mut ProjectionTx<'_>, key: &K, delta: i64) -> Result<(), ProjectionError> {
    let t = tx.table(K::TABLE);
    let values = (1..=K::KEY.split(',').count() + 1).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
    let sql = format!("INSERT INTO {t} ({key}, n) VALUES ({values}) ON CONFLICT ({key}) DO UPDATE SET n = {t}.n + excluded.n", key = K::KEY);
    key.bind(query(&sql)).bind(delta).execute(tx).await?;
    Ok(())
}

/// Moves a case from the count it was in to the one it is in now, when they differ (None: it
/// was, or is, in none).
pub async fn moved<K: Counted>(tx: &mut ProjectionTx<'_>, before: Option<K>, after: Option<K>) -> Result<(), ProjectionError> {
    if before == after {
        return Ok(());
    }
    if let Some(before) = before {
        add(tx, &before, -1).await?;
    }
    if let Some(after) = after {
        add(tx, &after, 1).await?;
    }
    Ok(())
}
