//! One case on screen (spec part 1 §2.6): the case summary page, the case dialog, and the
//! case's history with "as of" replay.

pub mod mutation;
pub mod query;
pub mod read;
pub mod search;
pub mod types;
