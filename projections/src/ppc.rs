//! Read model of the PPC report (issue 15): advertising spend per source and month, and the
//! tracked calls per source and day. Leads, wanted, retained and fees come from the `cases`
//! and `fees` read models. Topic `ppc`.

pub mod read;

use async_trait::async_trait;
use domain::marketing::ppc::SpendEvent;
use domain::marketing::MarketingEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct PpcProjection;

pub const NAME: &str = "ppc";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "ppc_spend",
        // organization_id 0: the deployment's organization (entries without one).
        columns: "organization_id BIGINT NOT NULL, source TEXT NOT NULL, month TEXT NOT NULL, amount_cents BIGINT NOT NULL, updated_at TEXT NOT NULL, \
                  PRIMARY KEY (organization_id, source, month)",
        indexes: &["month"],
    },
    TableDef {
        name: "ppc_calls",
        columns: "call_id BIGINT PRIMARY KEY, day TEXT NOT NULL, source TEXT NOT NULL, organization_id BIGINT NOT NULL",
        indexes: &["day"],
    },
];

#[async_trait]
impl Projection for PpcProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: spend per organization (issue #36).
        2
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["ad_spend_set", "call_recorded"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if event.event_type == "call_recorded" {
            if let MarketingEvent::CallRecorded(e) = event.decode::<MarketingEvent>()? {
                let t = tx.table("ppc_calls");
                query(&format!(
                    "INSERT INTO {t} (call_id, day, source, organization_id) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (call_id) DO UPDATE SET day = excluded.day, source = excluded.source, organization_id = excluded.organization_id"
                ))
                    .bind(e.call_id)
                    .bind(e.date.to_string())
                    .bind(&e.source)
                    .bind(e.organization_id.unwrap_or(0))
                    .execute(tx)
                    .await?;
            }
            return Ok(());
        }
        let SpendEvent::AdSpendSet(e) = event.decode::<SpendEvent>()?;
        let t = tx.table("ppc_spend");
        query(&format!(
            "INSERT INTO {t} (organization_id, source, month, amount_cents, updated_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (organization_id, source, month) DO UPDATE SET amount_cents = excluded.amount_cents, updated_at = excluded.updated_at"
        ))
        .bind(e.organization_id.unwrap_or(0))
        .bind(&e.source)
        .bind(&e.month)
        .bind(e.amount_cents)
        .bind(eventstore::time::to_text(event.recorded_at))
        .execute(tx)
        .await?;
        Ok(())
    }
}
