//! Operations (the Platform issue's "Operations screen"): every projection's progress and
//! state, blue/green rebuilds started from the browser, the relay and the bus, and the
//! write-back outbox with "Retry now". Admins of their organization and overlords only; every
//! action is recorded on the `operations-<organization id>` stream with the acting user.
//!
//! Rebuilds run in a background task of the API process that was asked, with the same
//! blue/green runtime as `caseboard rebuild` (docs/decisions.md "Rebuilds from the browser"):
//! the projection's rebuild lock makes a second one answer `CONFLICT`, in this process or any
//! other, and the old tables serve until the switch.

pub mod board;
pub mod mutation;
pub mod query;
pub mod read;
pub mod types;

use std::sync::Arc;

use app::state::AppState;

/// The projection runtime over the application's store and bus (the same one the projector
/// and `caseboard rebuild` use).
pub fn runtime_of(state: &AppState) -> projections::runtime::Runtime {
    projections::runtime::Runtime::new(state.store.clone(), state.bus.clone(), projections::all())
}

/// The board of this process's rebuilds, kept in the schema's data (one per process).
pub type SharedBoard = Arc<board::RebuildBoard>;
