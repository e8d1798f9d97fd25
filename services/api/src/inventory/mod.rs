//! Inventory: the per-user case lists of spec part 2 §2 (all cases, client contact, deadlines,
//! file and deadline review, tasks) and the deadline badge's count.

pub mod distance;
pub mod mileage;
pub mod query;
pub mod overdue_contact;
pub mod scorecard;
pub mod types;
pub mod team;
pub mod watched;
