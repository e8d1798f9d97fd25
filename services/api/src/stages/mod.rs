//! The stage lists (spec part 2 §2–§4): the per-user case notes lists of Treating, Demand
//! Prep, Negotiation, Litigation and Settled, with each user's private note and row colour.

pub mod mutation;
pub mod query;

pub mod types;
pub mod medical;
pub mod balances;
pub mod file_review;
