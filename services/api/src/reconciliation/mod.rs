//! Reconciliation with the external case system on the operations screen (issue #18): the
//! latest drift report (`reconciliation`), "Reconcile now" and a case's "Re-pull". Admins (their
//! organization's cases) and overlords (every case). The work itself is the connector's
//! (`connector::reconcile`); every run and re-pull is recorded on `reconciliation-<run id>`.

pub mod mutation;
pub mod query;
pub mod types;
