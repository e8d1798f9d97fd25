//! Integration tests of the projector runtime. Every test body is written once and runs on
//! SQLite and on PostgreSQL (`both_backends!`), each on a fresh database.

#[path = "common/mod.rs"]
mod common;

#[path = "runtime/exactly_once.rs"]
mod exactly_once;
#[path = "runtime/follow.rs"]
mod follow;
#[path = "runtime/organization.rs"]
mod organization;
#[path = "runtime/wakeup.rs"]
mod wakeup;
#[path = "runtime/batched.rs"]
mod batched;
#[path = "runtime/counts.rs"]
mod counts;
