//! Read model of the CM Scorecard's case reviews (spec 2 §3 "reviews of cases", §9 "Only 4
//! and 5 star reviews count"): each case's client review as its review status says (spec 3 §4
//! ratings 1150 … 1154), intake reviews (status type 75) apart. Topic `scorecard`. Demands
//! come from the stages read model, cases and staff from the inventory one; the figures are
//! computed at query time (`domain::inventory::scorecard`).
//!
//! Non-client reviews (`non_client_review_set`, spec 2 §9 "Only 4 and 5 star reviews count,
//! including non-client reviews") join here as rows of their own with `source = 'non_client'`:
//! no case, the reviewed staff member and organization, the review's own day. The scorecard
//! counts every row. Version 2 added them (and the columns `user_id`, `organization_id`,
//! `review_day`).

use async_trait::async_trait;
use domain::cases::{rules, CaseEvent};
use domain::reviews::ReviewEvent;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct ScorecardProjection;

pub const NAME: &str = "scorecard";

/// spec 3 §3: status type 75 is an intake review.
const INTAKE_REVIEW_TYPE: i64 = 75;

const TABLES: &[TableDef] = &[TableDef {
    name: "scorecard_reviews",
    columns: "review_key TEXT PRIMARY KEY, case_id BIGINT, user_id BIGINT, organization_id BIGINT, source TEXT NOT NULL, status_id BIGINT, stars BIGINT, \
              reviewed_at TEXT, review_day TEXT",
    indexes: &["case_id", "user_id", "reviewed_at", "review_day"],
}];

#[async_trait]
impl Projection for ScorecardProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 3: `review_day` indexed for the scorecard's period (issue #17).
        3
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["review_status_set", "non_client_review_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if event.event_type == "non_client_review_set" {
            // A review is rewritten whole by its edit dialog: the latest version stands.
            let ReviewEvent::NonClientReviewSet(e) = event.decode::<ReviewEvent>()?;
            let t = tx.table("scorecard_reviews");
            query(&format!(
                "INSERT INTO {t} (review_key, case_id, user_id, organization_id, source, status_id, stars, reviewed_at, review_day) \
                 VALUES ($1, NULL, $2, $3, $4, $5, $6, NULL, $7) ON CONFLICT (review_key) DO UPDATE SET user_id = excluded.user_id, \
                 organization_id = excluded.organization_id, status_id = excluded.status_id, stars = excluded.stars, review_day = excluded.review_day"
            ))
            .bind(format!("non_client:{}", e.review_id))
            .bind(e.user_id)
            .bind(e.organization_id)
            .bind("non_client")
            .bind(e.rating)
            .bind(rules::review_stars(e.rating).map(i64::from))
            .bind(e.date.to_string())
            .execute(tx)
            .await?;
            return Ok(());
        }
        let CaseEvent::ReviewStatusSet(e) = CaseEvent::decode(&event.event_type, event.payload.clone())? else {
            return Ok(());
        };
        if e.status_type == INTAKE_REVIEW_TYPE {
            return Ok(());
        }
        let t = tx.table("scorecard_reviews");
        let key = format!("case:{}", e.case_id);
        match e.status_id {
            // The case's review is its latest rating; clearing it removes the review.
            None => {
                query(&format!("DELETE FROM {t} WHERE review_key = $1")).bind(key).execute(tx).await?;
            }
            Some(status_id) => {
                let stars = rules::review_stars(status_id).map(i64::from);
                query(&format!(
                    "INSERT INTO {t} (review_key, case_id, source, status_id, stars, reviewed_at) VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (review_key) DO UPDATE SET status_id = excluded.status_id, stars = excluded.stars, reviewed_at = excluded.reviewed_at"
                ))
                .bind(key)
                .bind(e.case_id)
                .bind("client")
                .bind(status_id)
                .bind(stars)
                .bind(eventstore::time::to_text(e.at))
                .execute(tx)
                .await?;
            }
        }
        Ok(())
    }
}
