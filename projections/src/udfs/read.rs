//! Readers of the `udfs` read model: a case's custom-field values, decoded through typed rows.

use sqlx::AnyPool;

use crate::read::ReadResult;

/// One custom field's value on a case.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UdfValueRow {
    pub udf_type_id: i64,
    pub udf_value_id: Option<i64>,
    pub value: Option<String>,
}

/// The custom-field values of a case.
pub async fn case_values(pool: &AnyPool, case_id: i64) -> ReadResult<Vec<UdfValueRow>> {
    sqlx::query_as("SELECT udf_type_id, udf_value_id, value FROM case_udf_values WHERE case_id = $1").bind(case_id).fetch_all(pool).await
}
