//! Intake: the rules of the intake screens (spec part 1 §2.5, §9) — the Leads header figures,
//! the intake rotation's score, the follow-up staleness colours — and the one fact intake owns
//! outside the case stream: an intake admin's override of a staff member's past-week count
//! (`updateUserNewCases`). One stream per user: `intake_rotation-<userId>`.

pub mod aggregate;
pub mod commands;
pub mod events;
pub mod rules;
pub mod stats;

pub use aggregate::{CalendarEntry, RotationCount};
pub use commands::*;
pub use events::*;
