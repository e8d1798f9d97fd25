//! Caseboard's business rules: aggregates, commands, events. Pure: no I/O, no clocks.
//!
//! Each bounded context has the same inner shape: `commands.rs`, `events.rs`,
//! `aggregate.rs` (decide/apply) and `rules.rs` (constants and pure rules from the spec).

pub mod aggregate;
pub mod business_days;
pub mod auth;
pub mod cases;
pub mod dates;
pub mod error;
pub mod intake;
pub mod event;
pub mod investigation;
pub mod inventory;
pub mod fees;
pub mod goals;
pub mod marketing;
pub mod operations;
pub mod reconciliation;
pub mod organization;
pub mod reference;
pub mod reviews;
pub mod stages;

pub use aggregate::Aggregate;
pub use error::DomainError;
pub use event::{DomainEvent, EventDecodeError};
