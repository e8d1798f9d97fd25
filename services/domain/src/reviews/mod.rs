//! Reviews (spec 3 §2.12 Unique Reviews, part 2 §5 per-user reviews): a case's client review is
//! a rating status on the case stream (`review_status_set`); a non-client review is its own
//! fact, one stream per review (`review-<id>`), written from the admin's Non-Client Review
//! dialog. The rules of both charts live here.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::cases::rules::review_stars;
use crate::{stable_events, Aggregate, DomainError};

/// One stream per non-client review: `review-<id>`.
pub const REVIEW_STREAM: &str = "review";

/// spec 3 §3 "Non-client review: id, firstName, lastName, rating (1150 to 1154), date
/// (yyyy-MM-dd), teamId, userId".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NonClientReviewSet {
    pub review_id: i64,
    pub organization_id: i64,
    pub first_name: String,
    pub last_name: String,
    /// A rating status id, 1150 (5 stars) to 1154 (1 star).
    pub rating: i64,
    pub date: NaiveDate,
    pub team_id: i64,
    pub user_id: i64,
}

stable_events! {
    pub enum ReviewEvent {
        NonClientReviewSet(NonClientReviewSet) = "non_client_review_set",
    }
}

/// spec 3 §6 "New non-client review: firstName, lastName, rating, date, teamId and userId are
/// all required; otherwise the alert 'Please fill out all fields' appears and nothing is sent."
pub const FILL_ALL_FIELDS: &str = "Please fill out all fields";

/// Checks a review as typed (names trimmed): every field present, the rating a star status.
pub fn check(mut r: NonClientReviewSet) -> Result<NonClientReviewSet, DomainError> {
    r.first_name = r.first_name.trim().to_string();
    r.last_name = r.last_name.trim().to_string();
    for (field, empty) in [("firstName", r.first_name.is_empty()), ("lastName", r.last_name.is_empty())] {
        if empty {
            return Err(DomainError::invalid(field, FILL_ALL_FIELDS));
        }
    }
    if r.first_name.chars().count() > 100 || r.last_name.chars().count() > 100 {
        return Err(DomainError::invalid("lastName", "Names are at most 100 characters"));
    }
    check_rating(r.rating)?;
    Ok(r)
}

/// spec 3 §4: "5 Star 1150, 4 Star 1151, 3 Star 1152, 2 Star 1153, 1 Star 1154" only.
pub fn check_rating(status_id: i64) -> Result<u32, DomainError> {
    review_stars(status_id).ok_or_else(|| DomainError::invalid("rating", format!("Unknown review rating {status_id} (1150 to 1154)")))
}

/// The label of a rating ("5 Star").
pub fn rating_label(status_id: i64) -> Option<String> {
    review_stars(status_id).map(|s| format!("{s} Star"))
}

/// spec 3 §2.12: the monthly chart "counts only 4 and 5 star reviews" (also the scorecard's
/// rule, spec 3 §9).
pub fn counts_in_team_chart(status_id: i64) -> bool {
    review_stars(status_id).is_some_and(|s| s >= 4)
}

/// spec 2 §9: "Reviews count toward the per-user chart only when rating is at least 5 or
/// recommended is true."
pub fn counts_in_user_chart(status_id: i64, recommended: bool) -> bool {
    recommended || review_stars(status_id).is_some_and(|s| s >= 5)
}

/// spec 3 §3: "statusType (75 means intake)".
pub const INTAKE_REVIEW_TYPE: i64 = 75;

/// spec 3 §2.12 Exclude Intake: intake reviews are left out when on.
pub fn keeps(status_type: i64, exclude_intake: bool) -> bool {
    !(exclude_intake && status_type == INTAKE_REVIEW_TYPE)
}

/// spec 3 §2.12 name search: "applies ... only if the text contains a comma (last name, first
/// name); otherwise the search is cleared". `Some((last, first))` for a search to run.
pub fn name_search(text: &str) -> Option<(String, String)> {
    let (last, first) = text.split_once(',')?;
    let (last, first) = (last.trim().to_string(), first.trim().to_string());
    (!last.is_empty() || !first.is_empty()).then_some((last, first))
}

#[derive(Debug, Clone, PartialEq)]
pub enum ReviewCommand {
    /// createReview: refused when the review exists.
    Create(NonClientReviewSet),
    /// updateReview: refused when there is no such review.
    Update(NonClientReviewSet),
}

/// One non-client review: the latest record.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NonClientReview {
    pub current: Option<NonClientReviewSet>,
}

impl Aggregate for NonClientReview {
    type Command = ReviewCommand;
    type Event = ReviewEvent;

    fn decide(&self, command: ReviewCommand) -> Result<Vec<ReviewEvent>, DomainError> {
        let (r, creating) = match command {
            ReviewCommand::Create(r) => (r, true),
            ReviewCommand::Update(r) => (r, false),
        };
        match (&self.current, creating) {
            (Some(_), true) => return Err(DomainError::Conflict("This review already exists".into())),
            (None, false) => return Err(DomainError::NotFound("Review not found".into())),
            _ => {}
        }
        let r = check(r)?;
        if self.current.as_ref() == Some(&r) {
            return Ok(vec![]);
        }
        Ok(vec![ReviewEvent::NonClientReviewSet(r)])
    }

    fn apply(mut self, event: &ReviewEvent) -> Self {
        let ReviewEvent::NonClientReviewSet(e) = event;
        self.current = Some(e.clone());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review(first: &str, rating: i64) -> NonClientReviewSet {
        NonClientReviewSet { review_id: 1, organization_id: 2, first_name: first.into(), last_name: "Lee".into(), rating, date: "2026-11-02".parse().unwrap(), team_id: 1, user_id: 6 }
    }

    #[test]
    fn every_field_is_required_and_ratings_are_1150_to_1154() {
        // spec 3 §6: "all required; otherwise the alert 'Please fill out all fields'".
        assert!(matches!(check(review(" ", 1150)), Err(DomainError::Invalid { .. })));
        assert_eq!(check(review(" Ana ", 1150)).unwrap().first_name, "Ana");
        // spec 3 §4: rating statuses 1150–1154 only.
        assert!(check(review("Ana", 1149)).is_err());
        assert!(check(review("Ana", 1155)).is_err());
        assert_eq!(rating_label(1151).as_deref(), Some("4 Star"));
    }

    #[test]
    fn chart_rules() {
        // spec 3 §2.12: "counts only 4 and 5 star reviews".
        assert!(counts_in_team_chart(1150) && counts_in_team_chart(1151));
        assert!(!counts_in_team_chart(1152));
        // spec 2 §9: "only when rating is at least 5 or recommended is true".
        assert!(counts_in_user_chart(1150, false));
        assert!(!counts_in_user_chart(1151, false));
        assert!(counts_in_user_chart(1153, true));
        // Exclude Intake (statusType 75).
        assert!(!keeps(75, true) && keeps(75, false) && keeps(1, true));
    }

    #[test]
    fn name_search_needs_a_comma() {
        // spec 3 §2.12: "only if the text contains a comma (last name, first name)".
        assert_eq!(name_search("Lee"), None);
        assert_eq!(name_search("Lee, An"), Some(("Lee".into(), "An".into())));
        assert_eq!(name_search(" , "), None);
    }

    #[test]
    fn create_then_update() {
        let created = NonClientReview::default().decide(ReviewCommand::Create(review("Ana", 1150))).unwrap();
        let state = NonClientReview::fold(&created);
        assert!(matches!(state.decide(ReviewCommand::Create(review("Ana", 1150))), Err(DomainError::Conflict(_))));
        assert!(state.decide(ReviewCommand::Update(review("Ana", 1150))).unwrap().is_empty());
        assert_eq!(state.decide(ReviewCommand::Update(review("Ana", 1151))).unwrap().len(), 1);
        assert!(matches!(NonClientReview::default().decide(ReviewCommand::Update(review("Ana", 1150))), Err(DomainError::NotFound(_))));
    }
}
