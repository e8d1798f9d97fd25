//! Organization context: organizations, users, teams, offices, departments and roles
//! (spec part 3 §2.10, §2.11, §3).

pub mod access;
pub mod aggregate;
pub mod commands;
pub mod events;
pub mod rules;

pub use aggregate::{Department, Office, Organization, Team, User};
pub use commands::*;
pub use events::*;
