//! The projector runtime and one module per read model.
//!
//! A projection is a name, a version, the event types it handles, its tables, and an
//! `apply` that writes them. The runtime applies events in order and advances the
//! projection's checkpoint in the same transaction as the rows it wrote, so each event takes
//! effect exactly once. Tables are physical per generation (`users__g3`) behind a view with
//! the plain name (`users`) that readers use; a rebuild fills a new generation while the old
//! one serves, then switches the views.

pub mod cases;
pub mod organization;
pub mod reference;
pub mod runtime;

use async_trait::async_trait;
use eventstore::{RecordedEvent, WriteTx};
use thiserror::Error;

pub use runtime::{ProjectionStatus, Runtime};

#[derive(Debug, Error)]
pub enum ProjectionError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("store error: {0}")]
    Store(#[from] eventstore::StoreError),
    #[error("cannot decode event: {0}")]
    Decode(#[from] domain::EventDecodeError),
    #[error("{0}")]
    Failed(String),
}

/// One read-model table: its plain name, its column definitions (portable SQL), and the
/// column lists to index.
pub struct TableDef {
    pub name: &'static str,
    pub columns: &'static str,
    pub indexes: &'static [&'static str],
}

/// The transaction a projection writes in, knowing the generation's physical table names.
pub struct ProjectionTx<'a> {
    tx: &'a mut WriteTx,
    generation: i64,
}

impl<'a> ProjectionTx<'a> {
    pub fn new(tx: &'a mut WriteTx, generation: i64) -> Self {
        ProjectionTx { tx, generation }
    }

    /// The physical name of one of this projection's tables in the generation being written.
    pub fn table(&self, name: &str) -> String {
        physical_table(name, self.generation)
    }

    pub fn conn(&mut self) -> &mut sqlx::AnyConnection {
        self.tx
    }
}

pub fn physical_table(name: &str, generation: i64) -> String {
    format!("{name}__g{generation}")
}

#[async_trait]
pub trait Projection: Send + Sync + 'static {
    fn name(&self) -> &'static str;
    /// Bump when the tables or the folding change: the runtime rebuilds blue/green.
    fn version(&self) -> i64;
    fn handles(&self) -> Vec<&'static str>;
    fn tables(&self) -> &'static [TableDef];
    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError>;
}

/// Every projection of the product, in the order they are started.
pub fn all() -> Vec<std::sync::Arc<dyn Projection>> {
    vec![
        std::sync::Arc::new(organization::OrganizationProjection),
        std::sync::Arc::new(cases::CasesProjection),
        std::sync::Arc::new(reference::ReferenceProjection),
    ]
}
