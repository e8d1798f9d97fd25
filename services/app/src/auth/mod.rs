//! Sign-in and sessions below the transport: passwords (argon2id), opaque session tokens
//! stored hashed, reset links, throttling, and the authority changes open sockets follow.

pub mod authority;
pub mod changes;
pub mod lookups;
pub mod service;
