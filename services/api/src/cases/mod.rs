//! One case on screen (spec part 1 §2.6): the case summary page, the case dialog, and the
//! case's history with "as of" replay.

pub mod mutation;
pub mod query;
pub mod types;

use projections::cases::read::CaseParts;

/// What a selection of `Case` fields reads of the case's child rows (fragments included).
pub fn parts_selected_by(case: &async_graphql::Lookahead<'_>) -> CaseParts {
    CaseParts {
        notes: case.field("notes").exists(),
        phones: case.field("phoneNumbers").exists(),
        providers: case.field("medicalProviders").exists() || case.field("medicalTotals").exists(),
    }
}
