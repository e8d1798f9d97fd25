//! The external case-management system as the API shows it: the write-back outbox's status
//! and the deep-link configuration. What is written back and the outbox itself live in the
//! application core (`app::connector`).

pub use app::connector::*;

pub mod query;
