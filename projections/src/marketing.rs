//! Read model of the Marketing Stats report (spec 3 §2.4): tracked calls by day and source, and
//! the most recent page-speed result of each URL, per organization (NULL: a fact recorded before
//! facts named their organization, read as the configured organization's). Topic `marketing`.

pub mod read;

use async_trait::async_trait;
use domain::marketing::MarketingEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct MarketingProjection;

pub const NAME: &str = "marketing";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "marketing_calls",
        columns: "call_id BIGINT PRIMARY KEY, organization_id BIGINT, call_date TEXT NOT NULL, source TEXT NOT NULL, called_at TEXT NOT NULL, duration_seconds BIGINT",
        indexes: &["organization_id, call_date"],
    },
    TableDef {
        name: "marketing_page_speed",
        columns: "url_id BIGINT PRIMARY KEY, organization_id BIGINT, url TEXT NOT NULL, mobile_score DOUBLE PRECISION NOT NULL, desktop_score DOUBLE PRECISION NOT NULL, \
                  measured_at TEXT NOT NULL",
        indexes: &["organization_id"],
    },
];

#[async_trait]
impl Projection for MarketingProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    /// 2: rows keep their organization (spec 3 §2.4 is per organization).
    fn version(&self) -> i64 {
        2
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["call_recorded", "page_speed_recorded"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match event.decode::<MarketingEvent>()? {
            MarketingEvent::CallRecorded(e) => {
                let t = tx.table("marketing_calls");
                query(&format!(
                    "INSERT INTO {t} (call_id, organization_id, call_date, source, called_at, duration_seconds) VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (call_id) DO UPDATE SET organization_id = excluded.organization_id, call_date = excluded.call_date, source = excluded.source, \
                     called_at = excluded.called_at, duration_seconds = excluded.duration_seconds"
                ))
                .bind(e.call_id)
                .bind(e.organization_id)
                .bind(e.date.to_string())
                .bind(&e.source)
                .bind(eventstore::time::to_text(e.called_at))
                .bind(e.duration_seconds)
                .execute(tx)
                .await?;
            }
            MarketingEvent::PageSpeedRecorded(e) => {
                // spec 3 §2.4: "the most recent result for a URL" — an older measurement
                // imported late does not replace a newer one.
                let t = tx.table("marketing_page_speed");
                query(&format!(
                    "INSERT INTO {t} (url_id, organization_id, url, mobile_score, desktop_score, measured_at) VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (url_id) DO UPDATE SET organization_id = excluded.organization_id, url = excluded.url, mobile_score = excluded.mobile_score, \
                     desktop_score = excluded.desktop_score, measured_at = excluded.measured_at WHERE {t}.measured_at <= excluded.measured_at"
                ))
                .bind(e.url_id)
                .bind(e.organization_id)
                .bind(&e.url)
                .bind(e.mobile_score)
                .bind(e.desktop_score)
                .bind(eventstore::time::to_text(e.measured_at))
                .execute(tx)
                .await?;
            }
            _ => {}
        }
        Ok(())
    }
}
