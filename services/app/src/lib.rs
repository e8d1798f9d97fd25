//! The application core below the API (ARCHITECTURE "Repository layout"): configuration,
//! the shared state, command execution with optimistic-concurrency retry, idempotency and
//! read-your-writes, the application errors with their fixed codes, sessions and sign-in,
//! mail, metrics, presence, the write-back outbox, and the ports to the outside (the external
//! case-management system). `api` (GraphQL), `connector` (adapters), `demo` and the binary sit
//! on top of it; it depends on no crate above it (docs/architecture.md).

pub mod auth;
pub mod claims;
pub mod commands;
pub mod config;
pub mod contacts;
pub mod connector;
pub mod error;
pub mod firm;
pub mod mail;
pub mod maps;
pub mod metrics;
pub mod ports;
pub mod presence;
pub mod snapshots;
pub mod state;
pub mod upcasters;
pub mod sync;
