//! Read model of the Team dashboard's File Reviews by day (spec 2 §2 "File Reviews by day line
//! chart"; §7 `team(...) { teamFileReviewsByDay }`): every file review recorded on a case, with
//! who did it and when (the inventory read model keeps only the last one). Topic `team`.

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct TeamProjection;

pub const NAME: &str = "team";

const TABLES: &[TableDef] = &[TableDef {
    name: "team_file_reviews",
    columns: "case_id BIGINT NOT NULL, reviewed_at TEXT NOT NULL, user_id BIGINT NOT NULL, PRIMARY KEY (case_id, reviewed_at, user_id)",
    indexes: &["reviewed_at"],
}];

#[async_trait]
impl Projection for TeamProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["case_touch_recorded"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if let CaseEvent::TouchRecorded(e) = CaseEvent::decode(&event.event_type, event.payload.clone())? {
            if let (Some(user_id), "file_review") = (e.user_id, e.kind.as_str()) {
                let t = tx.table("team_file_reviews");
                sqlx::query(&format!("INSERT INTO {t} (case_id, reviewed_at, user_id) VALUES ($1, $2, $3) ON CONFLICT (case_id, reviewed_at, user_id) DO NOTHING"))
                    .bind(e.case_id)
                    .bind(eventstore::time::to_text(e.at))
                    .bind(user_id)
                    .execute(tx.conn())
                    .await?;
            }
        }
        Ok(())
    }
}
