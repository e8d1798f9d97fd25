//! Readers of the `reference` read model: the imported lists (case types, states, close
//! reasons, custom fields, ...), decoded through typed rows.

use sqlx::AnyPool;

use crate::read::ReadResult;

/// An active reference item.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReferenceRow {
    pub kind: String,
    pub item_id: i64,
    pub name: String,
    pub parent_id: Option<i64>,
    /// Kind-specific data as JSON.
    pub attributes: String,
}

/// The active items of one kind, sorted by name.
pub async fn active_items(pool: &AnyPool, kind: &str) -> ReadResult<Vec<ReferenceRow>> {
    sqlx::query_as("SELECT kind, item_id, name, parent_id, attributes FROM reference_items WHERE kind = $1 AND active = TRUE ORDER BY name, item_id")
        .bind(kind)
        .fetch_all(pool)
        .await
}
