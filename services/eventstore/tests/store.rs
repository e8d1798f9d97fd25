//! Integration tests of the event store, the bus and the relay. Every database test body is
//! written once and runs on SQLite and on PostgreSQL (`both_backends!`), each on a fresh
//! database. Relay tests against NATS use a stream type no other test uses.

#[path = "common/mod.rs"]
mod common;

#[path = "store/append.rs"]
mod append;
#[path = "store/bus.rs"]
mod bus;
#[path = "store/group_commit.rs"]
mod group_commit;
#[path = "store/kill9.rs"]
mod kill9;
#[path = "store/migrations.rs"]
mod migrations;
#[path = "store/ordering.rs"]
mod ordering;
#[path = "store/reading.rs"]
mod reading;
#[path = "store/relay.rs"]
mod relay;
