//! The HTTP/JSON connector, configured by base URL and credentials (`[connector]`). The
//! contract it expects of the external system is documented in `docs/import-format.md`
//! ("HTTP/JSON connector").

use std::time::Duration;

use async_trait::async_trait;
use reqwest::{RequestBuilder, Response};
use serde::de::DeserializeOwned;

use crate::port::{CaseSnapshot, CaseSystem, ConnectorError, CreatedCase, ExternalContact, Fact, FactPage, WriteBackItem};

/// How the connector proves who it is.
#[derive(Clone, PartialEq)]
pub enum Credentials {
    None,
    Basic { username: String, password: String },
    Bearer(String),
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Credentials::None => write!(f, "None"),
            Credentials::Basic { username, .. } => write!(f, "Basic({username}, <redacted>)"),
            Credentials::Bearer(_) => write!(f, "Bearer(<redacted>)"),
        }
    }
}

impl Credentials {
    /// A token wins over a user name and password; nothing set sends no credentials.
    pub fn from_config(config: &app::config::ConnectorConfig) -> Self {
        if !config.token.is_empty() {
            Credentials::Bearer(config.token.clone())
        } else if !config.username.is_empty() {
            Credentials::Basic { username: config.username.clone(), password: config.password.clone() }
        } else {
            Credentials::None
        }
    }
}

#[derive(Debug, Clone)]
pub struct HttpConnector {
    base_url: String,
    credentials: Credentials,
    client: reqwest::Client,
}

/// Longest error body kept in `last_error`.
const ERROR_BODY_MAX: usize = 300;

impl HttpConnector {
    pub fn new(base_url: &str, credentials: Credentials) -> Result<Self, ConnectorError> {
        Self::with_timeout(base_url, credentials, Duration::from_secs(30))
    }

    /// A connector whose requests time out after `timeout` (connecting: 10 s at most).
    pub fn with_timeout(base_url: &str, credentials: Credentials, timeout: Duration) -> Result<Self, ConnectorError> {
        let client = reqwest::Client::builder()
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .timeout(timeout)
            .user_agent(concat!("caseboard/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| ConnectorError::Unavailable(e.to_string()))?;
        Ok(HttpConnector { base_url: base_url.trim_end_matches('/').to_string(), credentials, client })
    }

    pub fn from_config(config: &app::config::ConnectorConfig) -> Result<Self, ConnectorError> {
        Self::with_timeout(&config.base_url, Credentials::from_config(config), Duration::from_secs(config.timeout_secs))
    }

    fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base_url, path)
    }

    fn authorize(&self, request: RequestBuilder) -> RequestBuilder {
        match &self.credentials {
            Credentials::None => request,
            Credentials::Basic { username, password } => request.basic_auth(username, Some(password)),
            Credentials::Bearer(token) => request.bearer_auth(token),
        }
    }

    async fn send(&self, request: RequestBuilder) -> Result<Response, ConnectorError> {
        // reqwest's messages name the URL, never the credentials (they travel in a header).
        let response = self.authorize(request).send().await.map_err(|e| ConnectorError::Unavailable(error_chain(&e)))?;
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        let body = response.text().await.unwrap_or_default();
        let mut body: String = body.trim().chars().take(ERROR_BODY_MAX).collect();
        if body.is_empty() {
            body = status.canonical_reason().unwrap_or("no reason given").to_string();
        }
        Err(ConnectorError::Rejected { status: status.as_u16(), body })
    }

    async fn get_json<T: DeserializeOwned>(&self, request: RequestBuilder) -> Result<T, ConnectorError> {
        let response = self.send(request).await?;
        let bytes = response.bytes().await.map_err(|e| ConnectorError::Unavailable(error_chain(&e)))?;
        serde_json::from_slice(&bytes).map_err(|e| ConnectorError::BadResponse(e.to_string()))
    }
}

/// An error with its causes ("error sending request: connection refused").
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

#[async_trait]
impl CaseSystem for HttpConnector {
    fn name(&self) -> &'static str {
        "http"
    }

    async fn search_contacts(&self, query: &str, limit: usize) -> Result<Vec<ExternalContact>, ConnectorError> {
        let request = self.client.get(self.url("contacts")).query(&[("search", query), ("limit", &limit.to_string())]);
        let mut contacts: Vec<ExternalContact> = self.get_json(request).await?;
        contacts.truncate(limit);
        Ok(contacts)
    }

    async fn sync_contacts(&self) -> Result<Vec<ExternalContact>, ConnectorError> {
        self.get_json(self.client.get(self.url("contacts"))).await
    }

    async fn contacts_updated_since(&self, since: Option<chrono::DateTime<chrono::Utc>>) -> Result<Vec<ExternalContact>, ConnectorError> {
        let query: Vec<(&str, String)> = since.map(|s| ("updated_after", s.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))).into_iter().collect();
        let contacts = self.get_json(self.client.get(self.url("contacts")).query(&query)).await?;
        // A system that ignores `updated_after` answers every contact: the same, filtered here.
        Ok(app::ports::changed_since(contacts, since))
    }

    async fn fetch_facts(&self, after: Option<&str>, limit: usize) -> Result<FactPage, ConnectorError> {
        let mut query = vec![("limit", limit.to_string())];
        if let Some(after) = after {
            query.push(("after", after.to_string()));
        }
        self.get_json(self.client.get(self.url("facts")).query(&query)).await
    }

    async fn push(&self, item: &WriteBackItem) -> Result<(), ConnectorError> {
        let body = serde_json::json!({
            "id": item.id,
            "kind": item.kind,
            "case_id": item.case_id,
            "payload": item.payload,
            "created_at": item.created_at,
        });
        let request = self.client.post(self.url("writeback")).header("Idempotency-Key", &item.id).json(&body);
        self.send(request).await.map(|_| ())
    }

    async fn create_case(&self, lead: &serde_json::Value, idempotency_key: &str) -> Result<CreatedCase, ConnectorError> {
        self.get_json(self.client.post(self.url("cases")).header("Idempotency-Key", idempotency_key).json(lead)).await
    }

    /// `GET {base_url}/cases?limit=…[&after_case_id=…][&updated_after=…]`: a JSON array.
    async fn case_snapshot(
        &self,
        updated_after: Option<chrono::DateTime<chrono::Utc>>,
        after_case_id: Option<i64>,
        limit: usize,
    ) -> Result<Vec<CaseSnapshot>, ConnectorError> {
        let mut query = vec![("limit", limit.to_string())];
        if let Some(after) = after_case_id {
            query.push(("after_case_id", after.to_string()));
        }
        if let Some(at) = updated_after {
            query.push(("updated_after", at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)));
        }
        let mut cases: Vec<CaseSnapshot> = self.get_json(self.client.get(self.url("cases")).query(&query)).await?;
        cases.truncate(limit);
        Ok(cases)
    }

    /// `GET {base_url}/facts?case_id=…`: a page of every fact of the case.
    async fn fetch_case_facts(&self, case_id: i64) -> Result<Vec<Fact>, ConnectorError> {
        let page: FactPage = self.get_json(self.client.get(self.url("facts")).query(&[("case_id", case_id.to_string())])).await?;
        Ok(page.facts)
    }
}
