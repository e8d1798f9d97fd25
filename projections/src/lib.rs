//! The projector runtime and one module per read model.
//!
//! A projection is a name, a version, the event types it handles, its tables, and an
//! `apply` that writes them. The runtime applies events in order and advances the
//! projection's checkpoint in the same transaction as the rows it wrote, so each event takes
//! effect exactly once. Tables are physical per generation (`users__g3`) behind a view with
//! the plain name (`users`) that readers use; a rebuild fills a new generation while the old
//! one serves, then switches the views.

pub mod balances;
pub mod cases;
pub mod inventory;
pub mod fees;
pub mod goals;
pub mod intake;
pub mod marketing;
pub mod crm;
pub mod organization;
pub mod orgstats;
pub mod ppc;
pub mod read;
pub mod reference;
pub mod reviews;
pub mod runtime;
pub mod scorecard;
pub mod search;
pub mod sql;
pub mod stages;
pub mod team;
pub mod udfs;
pub mod mileage;
pub mod watched;

use async_trait::async_trait;
use eventstore::{RecordedEvent, WriteTx};
use thiserror::Error;

pub use runtime::{ProjectionStatus, Runtime};

#[derive(Debug, Error)]
pub enum ProjectionError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("scratch copy: {0}")]
    Scratch(#[from] rusqlite::Error),
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

/// Where a projection's statements go: the real tables in the runtime's transaction, or a
/// rebuild's scratch copy (`sql`).
pub(crate) enum Target<'a> {
    Db(&'a mut WriteTx),
    Scratch(&'a mut rusqlite::Connection),
}

/// The transaction a projection writes in, knowing the generation's physical table names.
/// Statements run through [`sql::query`].
pub struct ProjectionTx<'a> {
    target: Target<'a>,
    generation: i64,
}

impl<'a> ProjectionTx<'a> {
    pub fn new(tx: &'a mut WriteTx, generation: i64) -> Self {
        ProjectionTx { target: Target::Db(tx), generation }
    }

    /// A rebuild's scratch copy (a temporary SQLite database with the generation's tables).
    pub fn scratch(conn: &'a mut rusqlite::Connection, generation: i64) -> Self {
        ProjectionTx { target: Target::Scratch(conn), generation }
    }

    /// The physical name of one of this projection's tables in the generation being written.
    pub fn table(&self, name: &str) -> String {
        physical_table(name, self.generation)
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
    /// Substring-search indexes on this projection's tables, created and dropped with each
    /// generation (`search`).
    fn search_indexes(&self) -> &'static [search::SearchIndex] {
        &[]
    }

    /// The entities an event changed in this read model, announced with the topic so that an
    /// open screen refetches only for what concerns it (a case dialog for its case). Names are
    /// `<kind>:<id>` (`case:777001`, `user:5`); the default is the event's own stream. A
    /// projection whose rows for a user or a team change with another stream's events (a
    /// per-user list) adds those entities.
    fn entities(&self, event: &RecordedEvent) -> Vec<String> {
        stream_entity(&event.stream_id).into_iter().collect()
    }
}

/// `case-777001` → `case:777001`: the entity a stream is about.
pub fn stream_entity(stream_id: &str) -> Option<String> {
    let (kind, id) = stream_id.rsplit_once('-')?;
    (!kind.is_empty() && id.parse::<i64>().is_ok()).then(|| format!("{kind}:{id}"))
}

/// What a projection announces after it advanced (bus subject
/// `caseboard.projections.<name>`): the position reached and the entities changed, or `None`
/// when too many changed to name (every open screen of the read model refetches).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Advanced {
    pub position: i64,
    pub entities: Option<Vec<String>>,
}

/// Past this many entities in one step, an announcement says "everything" instead.
pub const MAX_ANNOUNCED_ENTITIES: usize = 64;

impl Advanced {
    /// Reads an announcement (older processes sent the bare position).
    pub fn parse(payload: &[u8]) -> Option<Advanced> {
        serde_json::from_slice::<Advanced>(payload).ok().or_else(|| {
            let position = std::str::from_utf8(payload).ok()?.trim().parse().ok()?;
            Some(Advanced { position, entities: None })
        })
    }

    /// Whether a screen watching `wanted` entities (empty: all) is concerned.
    pub fn concerns(&self, wanted: &[String]) -> bool {
        match &self.entities {
            _ if wanted.is_empty() => true,
            None => true,
            Some(changed) => changed.iter().any(|e| wanted.contains(e)),
        }
    }
}

#[cfg(test)]
mod announcement_tests {
    use super::*;

    #[test]
    fn streams_name_their_entity() {
        assert_eq!(stream_entity("case-777001").as_deref(), Some("case:777001"));
        assert_eq!(stream_entity("reference_status-12").as_deref(), Some("reference_status:12"));
        assert_eq!(stream_entity("nonsense"), None);
    }

    #[test]
    fn a_change_to_case_a_does_not_concern_a_screen_of_case_b() {
        let a = Advanced { position: 9, entities: Some(vec!["case:1".into()]) };
        assert!(a.concerns(&["case:1".into()]));
        assert!(!a.concerns(&["case:2".into()]));
        assert!(a.concerns(&[]), "a screen of the whole read model is concerned by every change");
        let many = Advanced { position: 9, entities: None };
        assert!(many.concerns(&["case:2".into()]), "an unnamed burst concerns everyone");
    }

    #[test]
    fn announcements_round_trip_and_old_ones_still_read() {
        let a = Advanced { position: 42, entities: Some(vec!["user:5".into()]) };
        assert_eq!(Advanced::parse(&serde_json::to_vec(&a).unwrap()), Some(a));
        assert_eq!(Advanced::parse(b"17"), Some(Advanced { position: 17, entities: None }));
    }
}

/// Every projection of the product, in the order they are started.
pub fn all() -> Vec<std::sync::Arc<dyn Projection>> {
    vec![
        std::sync::Arc::new(organization::OrganizationProjection),
        std::sync::Arc::new(cases::CasesProjection),
        std::sync::Arc::new(reference::ReferenceProjection),
        std::sync::Arc::new(inventory::InventoryProjection),
        std::sync::Arc::new(fees::FeesProjection),
        std::sync::Arc::new(stages::StagesProjection),
        std::sync::Arc::new(intake::IntakeProjection),
        std::sync::Arc::new(crm::CrmProjection),
        std::sync::Arc::new(team::TeamProjection),
        std::sync::Arc::new(reviews::ReviewsProjection),
        std::sync::Arc::new(ppc::PpcProjection),
        std::sync::Arc::new(goals::GoalsProjection),
        std::sync::Arc::new(marketing::MarketingProjection),
        std::sync::Arc::new(balances::BalancesProjection),
        std::sync::Arc::new(udfs::UdfsProjection),
        std::sync::Arc::new(watched::WatchedCasesProjection),
        std::sync::Arc::new(mileage::MileageProjection),
        std::sync::Arc::new(scorecard::ScorecardProjection),
    ]
}
