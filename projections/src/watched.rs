//! Read model of the admins' watch lists (spec 2 §2 Watched Cases, spec 1 §4 "Watching a
//! case"): one row per (user, case) watched. Topic `watched_cases`. The rows the screen shows
//! (stage, status, rank, staff) are joined from the inventory read model at query time.

use async_trait::async_trait;
use domain::organization::UserEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct WatchedCasesProjection;

pub const NAME: &str = "watched_cases";

/// The user-stream events this read model folds.
pub const EVENT_TYPES: &[&str] = &["case_watch_started", "case_watch_stopped"];

const TABLES: &[TableDef] = &[TableDef {
    name: "watched_cases",
    columns: "user_id BIGINT NOT NULL, case_id BIGINT NOT NULL, watched_at TEXT NOT NULL, PRIMARY KEY (user_id, case_id)",
    indexes: &["case_id"],
}];

#[async_trait]
impl Projection for WatchedCasesProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        EVENT_TYPES.to_vec()
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let t = tx.table("watched_cases");
        match event.decode::<UserEvent>()? {
            UserEvent::WatchStarted(e) => {
                query(&format!("INSERT INTO {t} (user_id, case_id, watched_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, case_id) DO NOTHING"))
                    .bind(e.user_id)
                    .bind(e.case_id)
                    .bind(eventstore::time::to_text(e.at))
                    .execute(tx)
                    .await?;
            }
            UserEvent::WatchStopped(e) => {
                query(&format!("DELETE FROM {t} WHERE user_id = $1 AND case_id = $2")).bind(e.user_id).bind(e.case_id).execute(tx).await?;
            }
            _ => {}
        }
        Ok(())
    }
}
