//! Read model of reference data (spec part 1 §3 "Lookups"): case types and sub-types, states,
//! advertising sources, close reasons, statuses, ranks, quick injuries, custom-field
//! definitions, note types, fee case groups, contact types. Topic `reference`.

pub mod read;

use async_trait::async_trait;
use domain::reference::ReferenceEvent;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct ReferenceProjection;

pub const NAME: &str = "reference";

const TABLES: &[TableDef] = &[TableDef {
    name: "reference_items",
    columns: "kind TEXT NOT NULL, item_id BIGINT NOT NULL, name TEXT NOT NULL, parent_id BIGINT, attributes TEXT NOT NULL, \
              active BOOLEAN NOT NULL, PRIMARY KEY (kind, item_id)",
    indexes: &["kind, name"],
}];

#[async_trait]
impl Projection for ReferenceProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        ReferenceEvent::all_types().to_vec()
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let ReferenceEvent::ItemSet(e) = event.decode::<ReferenceEvent>()?;
        let t = tx.table("reference_items");
        query(&format!(
            "INSERT INTO {t} (kind, item_id, name, parent_id, attributes, active) VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (kind, item_id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id, \
             attributes = excluded.attributes, active = excluded.active"
        ))
        .bind(&e.kind)
        .bind(e.item_id)
        .bind(&e.name)
        .bind(e.parent_id)
        .bind(e.attributes.to_string())
        .bind(e.active)
        .execute(tx)
        .await?;
        Ok(())
    }
}
