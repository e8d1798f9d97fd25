//! The port to the external case-management system lives in the application core
//! (`app::ports`), where resolvers reach it through the state; this crate implements it.

pub use app::ports::*;
