//! Balance verifications (spec part 2 §2 Demands: Balances, §3 "Balance verification: caseId,
//! clientName, category, summary, description, startDate, dueDate, requestorUser,
//! medicalProviderId, medicalProvider, total, paid, adjusted, balance, comments").

use crate::cases::MedicalProviderSet;
use crate::error::DomainError;

/// The task category that asks for a balance verification (the external system's task
/// category; docs/decisions.md "stages2 (session 4)").
pub const BALANCE_VERIFICATION_CATEGORY: &str = "Balance Verification";

/// Longest comment a provider line keeps.
pub const MAX_COMMENT_CHARS: usize = 2000;

/// spec 2 §7 uncompletedBalanceVerifications: a task is a balance verification when its
/// category is "Balance Verification" (any case, surrounding spaces ignored).
pub fn is_balance_verification(category: Option<&str>) -> bool {
    category.is_some_and(|c| c.trim().eq_ignore_ascii_case(BALANCE_VERIFICATION_CATEGORY))
}

/// The provider line after the Comments dialog saved `comments` (spec 2 §2 "a Comments dialog
/// that saves comments"): only the comments change; blank clears them. The same comments
/// again is refused as nothing to save.
pub fn with_comments(current: &MedicalProviderSet, comments: &str) -> Result<MedicalProviderSet, DomainError> {
    let comments = comments.trim();
    if comments.chars().count() > MAX_COMMENT_CHARS {
        return Err(DomainError::invalid("comments", format!("Comments can have at most {MAX_COMMENT_CHARS} characters")));
    }
    let comments = (!comments.is_empty()).then(|| comments.to_string());
    if comments == current.comments {
        return Err(DomainError::Conflict("The comments are already saved".into()));
    }
    Ok(MedicalProviderSet { comments, ..current.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line() -> MedicalProviderSet {
        MedicalProviderSet {
            case_id: 1,
            provider_id: 2,
            name: "Boise Spine".into(),
            contact_id: None,
            total_cents: 500_000,
            paid_cents: 100_000,
            adjusted_cents: 50_000,
            balance_cents: 350_000,
            is_final: false,
            comments: None,
        }
    }

    #[test]
    fn spec_2_section_3_balance_verifications_are_tasks_of_that_category() {
        // spec 2 §3 "Balance verification: caseId, clientName, category, summary, ...".
        assert!(is_balance_verification(Some("Balance Verification")));
        assert!(is_balance_verification(Some(" balance verification ")));
        assert!(!is_balance_verification(Some("Records")));
        assert!(!is_balance_verification(None));
    }

    #[test]
    fn spec_2_section_2_comments_change_only_the_comments() {
        // spec 2 §2 "Balances are grouped by medical provider, with a Comments dialog".
        let saved = with_comments(&line(), "  Asked for a 30% reduction ").unwrap();
        assert_eq!(saved.comments.as_deref(), Some("Asked for a 30% reduction"));
        assert_eq!((saved.total_cents, saved.balance_cents, saved.name.as_str()), (500_000, 350_000, "Boise Spine"));
        assert!(matches!(with_comments(&saved, "Asked for a 30% reduction"), Err(DomainError::Conflict(_))));
        assert_eq!(with_comments(&saved, " ").unwrap().comments, None);
        assert!(matches!(with_comments(&line(), &"x".repeat(2001)), Err(DomainError::Invalid { .. })));
    }
}
