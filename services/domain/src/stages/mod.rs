//! Stage lists (spec part 2 §2–§4): the per-user case notes lists of Treating, Demand Prep,
//! Negotiation, Litigation and Settled. The facts are case events (`stage_note_set`); this
//! context holds their rules.

pub mod rules;
pub mod medical;
pub mod balances;
pub mod file_review;
