//! Read model of the cases' custom-field values (spec part 1 §3 "Custom field (UDF): udfTypeId,
//! udfValueId, udfValue ..."), for the Investigation form and the Investigation Report. Topic
//! `udfs`. The definitions are reference items (`udf_definition`).

pub mod read;

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct UdfsProjection;

pub const NAME: &str = "udfs";

const TABLES: &[TableDef] = &[TableDef {
    name: "case_udf_values",
    columns: "case_id BIGINT NOT NULL, udf_type_id BIGINT NOT NULL, udf_value_id BIGINT, value TEXT, updated_at TEXT NOT NULL, \
              PRIMARY KEY (case_id, udf_type_id)",
    indexes: &[],
}];

#[async_trait]
impl Projection for UdfsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["udf_value_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let CaseEvent::UdfValueSet(e) = CaseEvent::decode_ref(&event.event_type, &event.payload)? else { return Ok(()) };
        let t = tx.table("case_udf_values");
        query(&format!(
            "INSERT INTO {t} (case_id, udf_type_id, udf_value_id, value, updated_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (case_id, udf_type_id) DO UPDATE SET udf_value_id = COALESCE(excluded.udf_value_id, {t}.udf_value_id), \
             value = excluded.value, updated_at = excluded.updated_at"
        ))
        .bind(e.case_id)
        .bind(e.udf_type_id)
        .bind(e.udf_value_id)
        .bind(&e.value)
        .bind(eventstore::time::to_text(event.recorded_at))
        .execute(tx)
        .await?;
        Ok(())
    }
}
