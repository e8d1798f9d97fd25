//! The firm's goals (issue 14; spec part 2 §9, part 3 §9): `goals(asOf)` and `setGoals`.

pub mod home;
pub mod home_fees;
pub mod mutation;
pub mod quarter;
pub mod query;
pub mod types;
