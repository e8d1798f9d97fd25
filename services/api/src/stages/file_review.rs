//! Negotiation File Review (spec part 2 §2 Negotiation: File Review): the inventory's file
//! review list of the user (`casesWithLastFileReview`, colours of spec 2 §9) narrowed to the
//! Negotiation stage; the screen links each case to its summary (route `case`).

use async_graphql::{Context, Object};

use app::error::AppResult;
use crate::inventory::query::{inventory_owner, review_cases};
use crate::inventory::types::ReviewCase;

#[derive(Default)]
pub struct NegotiationFileReviewQuery;

#[Object]
impl NegotiationFileReviewQuery {
    /// The user's cases in Negotiation with their last file review, its age and colour (the
    /// acted-as user for an admin; a teammate's only on a team page, as File Review).
    async fn negotiation_file_review_cases(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<ReviewCase>> {
        let owner = inventory_owner(ctx, user_id).await?;
        let hidden = domain::stages::file_review::hidden_for_negotiation();
        review_cases(ctx, &owner, &hidden, |r| (r.last_file_review_at, r.last_file_review_note.clone())).await
    }
}
