//! Authentication: passwords (argon2id), opaque session tokens stored hashed, password
//! reset by single-use expiring token, login throttling; and the viewer of a request.

pub use app::auth::{changes, service};

pub mod mutation;
pub mod query;
pub mod viewer;
