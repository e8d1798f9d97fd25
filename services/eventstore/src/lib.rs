//! The event store (append, read, subscribe), its PostgreSQL and SQLite backends, the bus
//! (NATS JetStream or in-process) and the relay that publishes the log onto the bus.
//!
//! Dialect differences live in `db.rs` and `store.rs` only; everything above them writes
//! portable SQL through [`Db`].

pub mod bus;
pub mod db;
pub mod error;
pub mod float;

pub mod relay;
pub mod store;
#[cfg(feature = "testing")]
pub mod testing;
pub mod time;
pub mod upcast;

pub use bus::{Bus, BusMessage, InProcessBus, NatsBus};
pub use db::{Backend, Db, DbRow, WriteTx};
pub use error::StoreError;
pub use float::OptF64;
pub use store::group_commit::GroupCommitStats;
pub use store::{Appended, EventStore, ExpectedVersion, Metadata, NewEvent, RecordedEvent, Source};
pub use upcast::Upcasters;
