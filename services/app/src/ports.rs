//! The port: what Caseboard asks of the external case-management system (the spec's "SA").

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};


/// One fact of the external system, as a JSON Lines import line or an HTTP page carries it
/// (`docs/import-format.md`): the envelope; `data` is read by the importer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fact {
    pub fact_id: String,
    #[serde(rename = "type")]
    pub fact_type: String,
    pub data: serde_json::Value,
}

/// A contact of the external system: a search result (spec 1 §3 "Contact search result:
/// saId, saCtg, name, address, city, state, zip, phone, email") plus what sync and the
/// providers map need (contact type, lat, lng).
/// The API answers it as is (`contactsByName`), without the map and sync fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject), graphql(name = "ExternalContactResult"))]
#[serde(default)]
pub struct ExternalContact {
    /// The external system's contact id (`saId`).
    pub sa_id: i64,
    /// The external system's contact category (`saCtg`).
    pub sa_ctg: Option<i64>,
    pub name: String,
    pub contact_type: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub lat: Option<f64>,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub lng: Option<f64>,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub updated_at: Option<DateTime<Utc>>,
}

/// One queued staff change (a `writeback_outbox` row) as it is pushed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WriteBackItem {
    /// The outbox id; sent as the idempotency key, so a retried push can be recognised.
    pub id: String,
    /// An event type (`note_added`, `case_status_changed`, …) or `contact_updated`.
    pub kind: String,
    pub case_id: Option<i64>,
    /// The event's payload as in `schemas/events.md`.
    pub payload: serde_json::Value,
    pub created_at: String,
    /// Failed pushes so far (0 on the first push).
    pub attempts: i64,
}

/// A page of facts for case import: the same envelope as a line of an import file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct FactPage {
    pub facts: Vec<Fact>,
    /// Where the next page starts; None at the end.
    pub next: Option<String>,
    /// When the system recorded the newest fact of this page (optional; the sync's lag is
    /// measured from it, else from the facts' own instants).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub newest_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, thiserror::Error, PartialEq)]
pub enum ConnectorError {
    /// The system could not be reached (network, timeout, TLS).
    #[error("external system unreachable: {0}")]
    Unavailable(String),
    /// The system answered with an error status.
    #[error("external system answered HTTP {status}: {body}")]
    Rejected { status: u16, body: String },
    /// The system answered something Caseboard cannot read.
    #[error("unreadable answer from the external system: {0}")]
    BadResponse(String),
}

/// The external case-management system. Implementations: `connector::demo::DemoSystem` (the
/// embedded profile's built-in demo system) and `connector::http::HttpConnector`; the file
/// import (`connector::import`) feeds the same facts in from JSON Lines.
#[async_trait]
pub trait CaseSystem: Send + Sync {
    /// `demo` or `http`, for logs and status.
    fn name(&self) -> &'static str;

    /// Contacts whose name contains every word of `query` (case-insensitive), by name.
    async fn search_contacts(&self, query: &str, limit: usize) -> Result<Vec<ExternalContact>, ConnectorError>;

    /// Every contact, for "Sync Contacts" (spec 1 §2.4).
    async fn sync_contacts(&self) -> Result<Vec<ExternalContact>, ConnectorError>;

    /// The contacts updated after `since` (None: every contact), for the sync worker (issue
    /// #18). By default the whole list, filtered here ([`changed_since`]).
    async fn contacts_updated_since(&self, since: Option<DateTime<Utc>>) -> Result<Vec<ExternalContact>, ConnectorError> {
        Ok(changed_since(self.sync_contacts().await?, since))
    }

    /// Case facts after `after` (None: from the start), at most `limit`.
    async fn fetch_facts(&self, after: Option<&str>, limit: usize) -> Result<FactPage, ConnectorError>;

    /// Writes one staff change back. Ok means the system accepted it.
    async fn push(&self, item: &WriteBackItem) -> Result<(), ConnectorError>;

    /// Creates a lead (spec 1 §2.6 New Lead): the system allocates the case id (and the
    /// client's contact id when the lead names no existing contact). `lead` is the
    /// `case_opened` payload without its ids; `idempotency_key` makes a retry harmless.
    async fn create_case(&self, lead: &serde_json::Value, idempotency_key: &str) -> Result<CreatedCase, ConnectorError>;

    /// A compact snapshot of the system's cases for reconciliation (issue #18), by case id:
    /// the cases with an id above `after_case_id` (None: from the first), at most `limit`;
    /// with `updated_after`, only cases changed since. An empty answer is the end.
    async fn case_snapshot(
        &self,
        _updated_after: Option<DateTime<Utc>>,
        _after_case_id: Option<i64>,
        _limit: usize,
    ) -> Result<Vec<CaseSnapshot>, ConnectorError> {
        Err(ConnectorError::Rejected { status: 501, body: format!("the {} system does not answer case snapshots", self.name()) })
    }

    /// Every fact of one case, for a re-pull (importing them again is harmless: fact ids).
    async fn fetch_case_facts(&self, _case_id: i64) -> Result<Vec<Fact>, ConnectorError> {
        Err(ConnectorError::Rejected { status: 501, body: format!("the {} system does not answer a case's facts", self.name()) })
    }
}

/// A case as the external system's snapshot answers it (defined with the comparison rule).
pub use domain::reconciliation::CaseSnapshot;

/// What the external system answers when it created a lead.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CreatedCase {
    pub case_id: i64,
    pub contact_id: Option<i64>,
    pub case_number: Option<String>,
}

/// Case-insensitive "every word of the query is in the name".
pub fn name_matches(name: &str, query: &str) -> bool {
    let name = name.to_lowercase();
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    !words.is_empty() && words.iter().all(|w| name.contains(w.as_str()))
}

/// The contacts updated after `since` (all when None; one without `updated_at` only then, so
/// the worker never rewrites it on every pull): a system that
/// ignores `updated_after` still answers correctly.
pub fn changed_since(contacts: Vec<ExternalContact>, since: Option<DateTime<Utc>>) -> Vec<ExternalContact> {
    contacts.into_iter().filter(|c| since.is_none_or(|s| c.updated_at.is_some_and(|u| u > s))).collect()
}
