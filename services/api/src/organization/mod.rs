//! Organization administration: users, teams, offices, departments, roles (spec part 3
//! §2.10, §2.11, §5).

pub mod mutation;
pub mod query;
pub mod read;
pub mod types;
