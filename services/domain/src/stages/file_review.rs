//! Negotiation File Review (spec part 2 §2 Negotiation: "File Review (/negotiation/file-review)
//! ... links to the route named case with a caseId parameter"): the file-review list of the
//! inventory (spec 2 §2 File Review, colours of §9) narrowed to the Negotiation stage.

use crate::inventory::rules::HIDE_STAGE_OPTIONS;

/// The stage the negotiation file review shows (spec 2 §4 "PL 06 ... PL 09: Negotiations").
pub const NEGOTIATION_STAGE: &str = "Negotiation";

/// Every other stage of the Hide Stages choices: what the negotiation file review hides.
pub fn hidden_for_negotiation() -> Vec<String> {
    HIDE_STAGE_OPTIONS.iter().filter(|s| **s != NEGOTIATION_STAGE).map(|s| s.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_2_section_2_negotiation_file_review_shows_only_negotiation() {
        let hidden = hidden_for_negotiation();
        assert_eq!(hidden.len(), HIDE_STAGE_OPTIONS.len() - 1);
        assert!(!hidden.iter().any(|s| s == NEGOTIATION_STAGE));
        assert!(hidden.iter().any(|s| s == "Demand Prep") && hidden.iter().any(|s| s == "Settled"));
        assert_eq!(crate::cases::rules::stage_of("PL 06 Negotiations"), NEGOTIATION_STAGE);
    }
}
