//! Read model of the Team dashboard's File Reviews by day (spec 2 §2 "File Reviews by day line
//! chart"; §7 `team(...) { teamFileReviewsByDay }`): every file review recorded on a case, with
//! who did it and when (the inventory read model keeps only the last one); and each case's
//! current review rating. Topic `team`.

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct TeamProjection;

pub const NAME: &str = "team";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "team_file_reviews",
        columns: "case_id BIGINT NOT NULL, reviewed_at TEXT NOT NULL, user_id BIGINT NOT NULL, PRIMARY KEY (case_id, reviewed_at, user_id)",
        // Covering for File Reviews by day, which counts a period's reviews per person.
        indexes: &["reviewed_at, user_id"],
    },
    // A case's current review rating (spec 3 §4 "A rating can be changed to another star value
    // or removed"): 'Cases With 4 or 5 Star Reviews By Team'.
    TableDef {
        name: "team_case_reviews",
        columns: "case_id BIGINT NOT NULL, status_type BIGINT NOT NULL, status_id BIGINT NOT NULL, rated_at TEXT NOT NULL, user_id BIGINT, PRIMARY KEY (case_id, status_type)",
        indexes: &["rated_at"],
    },
];

#[async_trait]
impl Projection for TeamProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: the reviewed_at index also holds the reviewer.
        2
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["case_touch_recorded", "review_status_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match CaseEvent::decode(&event.event_type, event.payload.clone())? {
            CaseEvent::ReviewStatusSet(e) => {
                let t = tx.table("team_case_reviews");
                query(&format!("DELETE FROM {t} WHERE case_id = $1 AND status_type = $2")).bind(e.case_id).bind(e.status_type).execute(tx).await?;
                if let Some(status_id) = e.status_id {
                    query(&format!("INSERT INTO {t} (case_id, status_id, status_type, rated_at, user_id) VALUES ($1, $2, $3, $4, $5)"))
                        .bind(e.case_id)
                        .bind(status_id)
                        .bind(e.status_type)
                        .bind(eventstore::time::to_text(e.at))
                        .bind(e.user_id)
                        .execute(tx)
                        .await?;
                }
            }
            CaseEvent::TouchRecorded(e) => {
                if let (Some(user_id), "file_review") = (e.user_id, e.kind.as_str()) {
                    let t = tx.table("team_file_reviews");
                    query(&format!("INSERT INTO {t} (case_id, reviewed_at, user_id) VALUES ($1, $2, $3) ON CONFLICT (case_id, reviewed_at, user_id) DO NOTHING"))
                        .bind(e.case_id)
                        .bind(eventstore::time::to_text(e.at))
                        .bind(user_id)
                        .execute(tx)
                        .await?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
