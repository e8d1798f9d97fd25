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
