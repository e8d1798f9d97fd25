//! The intake area (spec part 1 §2.5, §9): Leads, Intake Rotation, Follow Up, Referred Out,
//! Closed Cases and New Providers, read from the `cases` and `intake` read models; figures
//! come from `domain::intake::rules`.

pub mod calendar;
pub mod mutation;
pub mod newlead;
pub mod query;
pub mod closed_page;
pub mod follow_up;
pub mod referred_out;
pub mod types;
pub mod stats;
pub mod stats_pacing;
pub mod stats_types;
pub mod newcases;
pub mod newcases_page;

use projections::cases::read::CaseParts;

/// What a selection of `Lead` fields reads of its case's child rows.
pub fn lead_parts(lead: &async_graphql::Lookahead<'_>) -> CaseParts {
    let mut parts = crate::cases::parts_selected_by(&lead.field("case"));
    parts.phones |= lead.field("phoneNumber").exists();
    parts
}
