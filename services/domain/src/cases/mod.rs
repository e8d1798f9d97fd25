//! Cases: leads and retained cases, from first contact to closing (spec part 1 §3, §4; part 2
//! §3, §4; part 3 §3, §4). One stream per case, `case-<caseId>`, where `caseId` is the
//! external case-management system's id.

pub mod aggregate;
pub mod closed;
pub mod demands;
pub mod commands;
pub mod events;
pub mod rules;

pub use aggregate::Case;
pub use commands::*;
pub use events::*;
