//! `[connector]`: which implementation of the case-system port runs, and how it syncs.

use super::*;

/// Which implementation of the connector port talks to the external case-management system.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum ConnectorKind {
    /// The built-in, deterministic demo system (embedded profile, demos, tests).
    #[default]
    Demo,
    /// The HTTP/JSON connector at `base_url`.
    Http,
}

/// `[connector]`: the external case-management system (the spec's "SA").
#[derive(Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ConnectorConfig {
    pub kind: ConnectorKind,
    /// Base URL of the HTTP/JSON API (`kind = "http"`), e.g. `https://sa.firm.example/api`.
    pub base_url: String,
    /// Basic-auth user name (used when `token` is empty).
    pub username: String,
    /// Basic-auth password (`CASEBOARD_CONNECTOR_PASSWORD`). Never serialized or logged.
    #[serde(skip_serializing)]
    pub password: String,
    /// Bearer token (`CASEBOARD_CONNECTOR_TOKEN`); takes precedence over username/password.
    #[serde(skip_serializing)]
    pub token: String,
    /// Deep link to a case (spec 1: "Every case row links out to the external case-management
    /// system, which opens in a new tab"); `{caseId}` is replaced.
    pub case_url_template: String,
    /// Deep link to a contact card; `{contactId}` is replaced.
    pub contact_url_template: String,
    /// Deep link to a medical provider; `{providerId}` is replaced.
    pub provider_url_template: String,
    /// Seconds per HTTP request to the external system before it counts as a timeout.
    pub timeout_secs: u64,
    /// The sync worker pulls `GET /facts` this often (seconds) after a successful pull.
    pub sync_interval_secs: u64,
    /// After a failed pull the worker waits this long (seconds), doubling per failure...
    pub sync_backoff_secs: u64,
    /// ...up to this cap (seconds); an authentication failure waits the cap at once.
    pub sync_backoff_cap_secs: u64,
    /// Facts asked for per page (`limit`).
    pub sync_page_size: usize,
    /// False: no worker pulls on its own (only "Sync now" and `caseboard sync`).
    pub sync_enabled: bool,
    /// When the scheduled reconciliation runs, `HH:MM` in the firm's time zone (issue #18:
    /// "default nightly"); empty = never (run `caseboard reconcile` by hand).
    pub reconcile_at: String,
    /// The built-in demo system's live simulation: new leads per hour in business hours, with
    /// notes and status changes between them (`CASEBOARD_DEMO_LIVE_RATE`); 0 = off.
    pub demo_live_rate: f64,
    /// When the live demo's intake desk is open: `business` (Monday to Friday 8:00–18:00 in
    /// `time_zone`) or `always` (a demo shown at night or at the weekend moves too;
    /// `CASEBOARD_DEMO_LIVE_HOURS`).
    pub demo_live_hours: String,
}

impl Default for ConnectorConfig {
    fn default() -> Self {
        ConnectorConfig {
            kind: ConnectorKind::Demo,
            base_url: String::new(),
            username: String::new(),
            password: String::new(),
            token: String::new(),
            case_url_template: "https://sa.example.invalid/cases/{caseId}".into(),
            contact_url_template: "https://sa.example.invalid/contacts/{contactId}".into(),
            provider_url_template: "https://sa.example.invalid/providers/{providerId}".into(),
            timeout_secs: 30,
            sync_interval_secs: 30,
            sync_backoff_secs: 5,
            sync_backoff_cap_secs: 300,
            sync_page_size: 100,
            sync_enabled: true,
            reconcile_at: "02:30".into(),
            demo_live_rate: 6.0,
            demo_live_hours: "business".into(),
        }
    }
}

impl std::fmt::Debug for ConnectorConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let redact = |s: &str| if s.is_empty() { "" } else { "<redacted>" };
        f.debug_struct("ConnectorConfig")
            .field("kind", &self.kind)
            .field("base_url", &self.base_url)
            .field("username", &self.username)
            .field("password", &redact(&self.password))
            .field("token", &redact(&self.token))
            .field("case_url_template", &self.case_url_template)
            .field("contact_url_template", &self.contact_url_template)
            .field("provider_url_template", &self.provider_url_template)
            .field("timeout_secs", &self.timeout_secs)
            .field("sync_interval_secs", &self.sync_interval_secs)
            .field("sync_backoff_secs", &self.sync_backoff_secs)
            .field("sync_backoff_cap_secs", &self.sync_backoff_cap_secs)
            .field("sync_page_size", &self.sync_page_size)
            .field("sync_enabled", &self.sync_enabled)
            .field("reconcile_at", &self.reconcile_at)
            .field("demo_live_rate", &self.demo_live_rate)
            .field("demo_live_hours", &self.demo_live_hours)
            .finish()
    }
}

impl ConnectorConfig {
    /// The scheduled reconciliation's time of day (None: never).
    pub fn reconcile_time(&self) -> Option<chrono::NaiveTime> {
        chrono::NaiveTime::parse_from_str(self.reconcile_at.trim(), "%H:%M").ok()
    }

    pub(super) fn validate(&self) -> Result<(), ConfigError> {
        if self.kind == ConnectorKind::Http && !(self.base_url.starts_with("http://") || self.base_url.starts_with("https://")) {
            return Err(ConfigError::Invalid("connector.kind = \"http\" needs connector.base_url = \"http(s)://...\"".into()));
        }
        if self.timeout_secs == 0 || self.sync_interval_secs == 0 || self.sync_backoff_secs == 0 || self.sync_backoff_cap_secs < self.sync_backoff_secs {
            return Err(ConfigError::Invalid("connector timeout_secs, sync_interval_secs and sync_backoff_secs must be at least 1, sync_backoff_cap_secs at least sync_backoff_secs".into()));
        }
        if !(1..=1000).contains(&self.sync_page_size) {
            return Err(ConfigError::Invalid("connector.sync_page_size must be 1 to 1000".into()));
        }
        if !self.reconcile_at.is_empty() && self.reconcile_time().is_none() {
            return Err(ConfigError::Invalid(format!("connector.reconcile_at must be HH:MM (or empty for never), not {:?}", self.reconcile_at)));
        }
        if !(self.demo_live_rate.is_finite() && (0.0..=600.0).contains(&self.demo_live_rate)) {
            return Err(ConfigError::Invalid("connector.demo_live_rate must be between 0 (off) and 600 leads an hour".into()));
        }
        if !matches!(self.demo_live_hours.as_str(), "business" | "always") {
            return Err(ConfigError::Invalid(format!("connector.demo_live_hours must be \"business\" or \"always\", not {:?}", self.demo_live_hours)));
        }
        for (key, template, placeholder) in [
            ("case_url_template", &self.case_url_template, "{caseId}"),
            ("contact_url_template", &self.contact_url_template, "{contactId}"),
            ("provider_url_template", &self.provider_url_template, "{providerId}"),
        ] {
            if !template.contains(placeholder) {
                return Err(ConfigError::Invalid(format!("connector.{key} must contain {placeholder}")));
            }
        }
        Ok(())
    }
}
