//! HTTP hardening: the GraphQL-over-HTTP handler, the checks that bound a request's cost
//! before it runs, per-caller fairness and the headers every answer carries
//! (docs/security.md).

pub mod cost;
pub mod document;
pub mod extension;
pub mod fairness;
pub mod graphql;
pub mod headers;
pub mod input;

/// Wall time of one execution; past it the work is dropped and the caller told.
pub const EXECUTION_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);
/// Bytes of one serialized answer; a larger answer is replaced by an error.
pub const MAX_RESPONSE_BYTES: usize = 16 * 1024 * 1024;
