//! Read model of reviews (spec 3 §2.12 Unique Reviews, part 2 §5 per-user reviews): each case's
//! current client rating (the `review_status_set` status, removed when deleted) and the
//! non-client reviews. One projection serves the organization and the per-user screens.
//! Topic `reviews`.

use async_trait::async_trait;
use domain::cases::CaseEvent;
use domain::reviews::ReviewEvent;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct ReviewsProjection;

pub const NAME: &str = "reviews";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "review_ratings",
        columns: "case_id BIGINT PRIMARY KEY, status_id BIGINT NOT NULL, status_type BIGINT NOT NULL, rated_at TEXT NOT NULL, \
                  creator_user_id BIGINT, modifier_user_id BIGINT",
        indexes: &["rated_at"],
    },
    TableDef {
        name: "non_client_reviews",
        columns: "review_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL, \
                  rating BIGINT NOT NULL, review_date TEXT NOT NULL, team_id BIGINT NOT NULL, user_id BIGINT NOT NULL, version BIGINT NOT NULL",
        indexes: &["organization_id, review_date"],
    },
];

#[async_trait]
impl Projection for ReviewsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["review_status_set", "non_client_review_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if event.event_type == "non_client_review_set" {
            let ReviewEvent::NonClientReviewSet(e) = event.decode::<ReviewEvent>()?;
            let t = tx.table("non_client_reviews");
            query(&format!(
                "INSERT INTO {t} (review_id, organization_id, first_name, last_name, rating, review_date, team_id, user_id, version) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (review_id) DO UPDATE SET first_name = excluded.first_name, \
                 last_name = excluded.last_name, rating = excluded.rating, review_date = excluded.review_date, team_id = excluded.team_id, \
                 user_id = excluded.user_id, version = excluded.version"
            ))
            .bind(e.review_id)
            .bind(e.organization_id)
            .bind(&e.first_name)
            .bind(&e.last_name)
            .bind(e.rating)
            .bind(e.date.to_string())
            .bind(e.team_id)
            .bind(e.user_id)
            .bind(event.stream_version)
            .execute(tx)
            .await?;
            return Ok(());
        }
        let CaseEvent::ReviewStatusSet(e) = CaseEvent::decode(&event.event_type, event.payload.clone())? else { return Ok(()) };
        let t = tx.table("review_ratings");
        match e.status_id {
            None => {
                query(&format!("DELETE FROM {t} WHERE case_id = $1")).bind(e.case_id).execute(tx).await?;
            }
            Some(status_id) => {
                let by = e.user_id.or(event.metadata.actor_user_id);
                query(&format!(
                    "INSERT INTO {t} (case_id, status_id, status_type, rated_at, creator_user_id, modifier_user_id) VALUES ($1, $2, $3, $4, $5, $5) \
                     ON CONFLICT (case_id) DO UPDATE SET status_id = excluded.status_id, status_type = excluded.status_type, \
                     rated_at = excluded.rated_at, modifier_user_id = excluded.modifier_user_id"
                ))
                .bind(e.case_id)
                .bind(status_id)
                .bind(e.status_type)
                .bind(eventstore::time::to_text(e.at))
                .bind(by)
                .execute(tx)
                .await?;
            }
        }
        Ok(())
    }
}
