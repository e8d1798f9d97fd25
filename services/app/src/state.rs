//! What every request and worker shares.

use std::sync::Arc;

use async_trait::async_trait;

use eventstore::{Bus, Db, EventStore};

use crate::auth::changes::AuthChanges;
use crate::auth::lookups::Lookups;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::ports::CaseSystem;
use crate::mail::Mailer;
use crate::metrics::Metrics;
use crate::presence::Presence;

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub store: EventStore,
    pub bus: Arc<dyn Bus>,
    pub mailer: Arc<Mailer>,
    pub metrics: Arc<Metrics>,
    pub presence: Arc<Presence>,
    pub auth_changes: Arc<AuthChanges>,
    /// Sessions and organization snapshots, process-wide, invalidated from the log.
    pub lookups: Arc<Lookups>,
    /// The external case-management system (the port; the binary wires an implementation
    /// from `[connector]`). None until wired: resolvers then answer that none is configured.
    pub case_system: Option<Arc<dyn CaseSystem>>,
    /// Reconciliation with the external system (the port; wired by the binary).
    pub reconciler: Option<Arc<dyn Reconciler>>,
}

impl AppState {
    /// Connects the store and bus the configuration selects and migrates the database.
    pub async fn connect(config: Config) -> anyhow::Result<AppState> {
        use anyhow::Context;
        let db = Db::connect(&config.effective_database_url()).await.context("connecting to the database")?;
        let applied = db.migrate().await.context("migrating the database")?;
        for m in applied {
            tracing::info!(migration = %m, "applied migration");
        }
        let bus: Arc<dyn Bus> = if config.nats_url.is_empty() {
            Arc::new(eventstore::InProcessBus::new())
        } else {
            Arc::new(eventstore::NatsBus::connect(&config.nats_url).await.context("connecting to NATS")?)
        };
        let store = EventStore::new(db.clone(), crate::upcasters::all());
        projections::runtime::progress::listen(db.clone(), bus.clone()).await;
        let mailer = Arc::new(Mailer::from_config(&config).context("configuring mail")?);
        let presence = Presence::start(bus.clone()).await;
        let auth_changes = AuthChanges::start(bus.clone()).await;
        let lookups = Lookups::start(bus.clone(), auth_changes.clone()).await;
        Ok(AppState { config: Arc::new(config), db, store, bus, mailer, metrics: Arc::new(Metrics::default()), presence, auth_changes, lookups, case_system: None, reconciler: None })
    }

    /// The state with the external system's port wired.
    pub fn with_case_system(mut self, system: Arc<dyn CaseSystem>) -> AppState {
        self.case_system = Some(system);
        self
    }

    /// The state with reconciliation wired.
    pub fn with_reconciler(mut self, reconciler: Arc<dyn Reconciler>) -> AppState {
        self.reconciler = Some(reconciler);
        self
    }

    /// Reconciliation, for resolvers (the operations screen).
    pub fn reconciler(&self) -> AppResult<&Arc<dyn Reconciler>> {
        self.reconciler.as_ref().ok_or_else(|| AppError::Internal("no reconciliation is wired into this process".into()))
    }

    /// The external system, for resolvers (contact search, new lead, sync).
    pub fn case_system(&self) -> AppResult<&Arc<dyn CaseSystem>> {
        self.case_system.as_ref().ok_or_else(|| AppError::Internal("no external case-management system is wired into this process".into()))
    }

    pub fn profile(&self) -> &'static str {
        match self.db.backend() {
            eventstore::Backend::Sqlite => "embedded",
            eventstore::Backend::Postgres => "distributed",
        }
    }
}

/// Reconciliation with the external system (issue #18) as the API starts it ("Reconcile now",
/// "Re-pull", the latest report); the binary wires `connector::reconcile::ConnectorReconciler`,
/// so the GraphQL layer never depends on the connector. Failures are answers: the external
/// system not answering is a `CONFLICT`.
#[async_trait]
pub trait Reconciler: Send + Sync {
    async fn reconcile(
        &self,
        state: &AppState,
        trigger: &str,
        metadata: Option<eventstore::Metadata>,
    ) -> Result<domain::reconciliation::ReconciliationCompleted, crate::error::AppError>;

    /// The latest run with the re-pulls recorded since, or None before the first run.
    async fn latest(&self, state: &AppState) -> Result<Option<domain::reconciliation::ReconciliationCompleted>, crate::error::AppError>;

    async fn repull_case(
        &self,
        state: &AppState,
        case_id: i64,
        metadata: &eventstore::Metadata,
    ) -> Result<domain::reconciliation::CaseRepulled, crate::error::AppError>;
}
