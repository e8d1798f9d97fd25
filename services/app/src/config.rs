//! `caseboard.toml` plus environment overrides, parsed once at start; unknown keys fail.

use std::path::{Path, PathBuf};

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// Address the HTTP server listens on (`CASEBOARD_LISTEN`).
    pub listen: String,
    /// Where the embedded profile keeps its SQLite file and mail folder (`CASEBOARD_DATA_DIR`).
    pub data_dir: PathBuf,
    /// `postgres://...` selects the distributed store (`DATABASE_URL`); empty = SQLite in data_dir.
    pub database_url: String,
    /// `nats://...` selects NATS JetStream (`NATS_URL`); empty = in-process bus.
    pub nats_url: String,
    /// Base of links in mail (`CASEBOARD_PUBLIC_URL`).
    pub public_url: String,
    /// The firm's time zone: days, weeks, months and quarters of every statistic.
    pub time_zone: String,
    /// The organization the demo firm and single-firm deployments use (spec 3 §7: "hard-coded to 2").
    pub organization_id: i64,
    pub mail: MailConfig,
    pub firm: FirmRules,
    /// The external case-management system (deep links, contact search, sync, write-back).
    pub connector: ConnectorConfig,
    /// `[http]`: who may open sockets and read metrics.
    pub http: HttpConfig,
    /// `[maps]`: the providers map's tiles and the geocoding port.
    pub maps: crate::maps::MapsConfig,
    /// `[mileage]`: where Mileage Reimbursement distances come from.
    pub mileage: MileageConfig,
}

/// `[mileage]`: the distance port of Mileage Reimbursement (spec 2 §2). An OSRM-compatible
/// routing service when `routing_url` is set, else the offline estimate (great-circle round
/// trip × `road_factor`, labelled as an estimate).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct MileageConfig {
    /// Base URL of an OSRM-compatible routing service, e.g. `http://osrm.firm.internal:5000`
    /// (`CASEBOARD_ROUTING_URL`); empty = offline estimate.
    pub routing_url: String,
    /// Road distance over great-circle distance for the offline estimate (default 1.25).
    pub road_factor: f64,
    /// Seconds to wait for the routing service.
    pub timeout_secs: u64,
}

impl Default for MileageConfig {
    fn default() -> Self {
        MileageConfig { routing_url: String::new(), road_factor: domain::inventory::mileage::DEFAULT_ROAD_FACTOR, timeout_secs: 10 }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: "127.0.0.1:8080".into(),
            data_dir: PathBuf::from("./var"),
            database_url: String::new(),
            nats_url: String::new(),
            public_url: String::new(),
            time_zone: "America/Denver".into(),
            organization_id: 2,
            mail: MailConfig::default(),
            firm: FirmRules::default(),
            connector: ConnectorConfig::default(),
            http: HttpConfig::default(),
            maps: crate::maps::MapsConfig::default(),
            mileage: MileageConfig::default(),
        }
    }
}

/// `[http]`: origins and addresses the HTTP server trusts (docs/security.md).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct HttpConfig {
    /// The origin browsers load the app from, e.g. `https://caseboard.firm.example`
    /// (`CASEBOARD_PUBLIC_ORIGIN`). WebSocket handshakes from any other Origin are refused;
    /// empty = the Origin must name the host the request was sent to.
    pub public_origin: String,
    /// Client addresses (`a.b.c.d`, `a.b.c.d/n`, IPv6 likewise) that may read `/metrics`
    /// (`CASEBOARD_METRICS_ALLOW`, comma-separated). Default: loopback only.
    pub metrics_allow: Vec<String>,
    /// Reverse proxies (addresses or address/prefix) whose `X-Forwarded-For` names the client
    /// (`CASEBOARD_TRUSTED_PROXIES`, comma-separated). Default: none — the TCP peer is the
    /// client, and the header is ignored (anyone could send it).
    pub trusted_proxies: Vec<String>,
}

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig { public_origin: String::new(), metrics_allow: vec!["127.0.0.0/8".into(), "::1".into()], trusted_proxies: vec![] }
    }
}

impl HttpConfig {
    fn validate(&self) -> Result<(), ConfigError> {
        let origin = self.public_origin.trim_end_matches('/');
        if !origin.is_empty() {
            let ok = origin.split_once("://").is_some_and(|(scheme, rest)| {
                matches!(scheme, "http" | "https") && !rest.is_empty() && !rest.contains('/')
            });
            if !ok {
                return Err(ConfigError::Invalid(format!("http.public_origin must be scheme://host[:port], not {origin:?}")));
            }
        }
        for (list, entry) in self.metrics_allow.iter().map(|e| ("metrics_allow", e)).chain(self.trusted_proxies.iter().map(|e| ("trusted_proxies", e))) {
            let (address, prefix) = entry.split_once('/').map_or((entry.as_str(), None), |(a, p)| (a, Some(p)));
            let ip = address.trim().parse::<std::net::IpAddr>();
            let max = if matches!(ip, Ok(std::net::IpAddr::V4(_))) { 32 } else { 128 };
            let prefix_ok = prefix.is_none_or(|p| p.parse::<u32>().is_ok_and(|n| n <= max));
            if ip.is_err() || !prefix_ok {
                return Err(ConfigError::Invalid(format!("http.{list}: {entry:?} is not an address or address/prefix")));
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct MailConfig {
    /// `smtp://host:port` or `smtps://user:pass@host`; empty = write each message to `<data_dir>/mail`.
    pub smtp_url: String,
    pub from: String,
}

impl Default for MailConfig {
    fn default() -> Self {
        MailConfig { smtp_url: String::new(), from: "Caseboard <no-reply@caseboard.local>".into() }
    }
}

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

    fn validate(&self) -> Result<(), ConfigError> {
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

/// Firm rules the original system hard-coded, with the spec's values as defaults.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct FirmRules {
    /// spec 1 §9: offices (id, name, short code).
    pub offices: Vec<OfficeRule>,
    /// spec 3 §9: "Attorney codes CS and WDM are excluded from stats tables and detail lists."
    pub excluded_staff_codes: Vec<String>,
    /// spec 3 §2.9: Average TOD "excludes a fixed list of seven attorneys" (staff codes; the
    /// spec does not name them, so the firm lists them here; default none).
    pub tod_excluded_attorneys: Vec<String>,
    /// spec 3 §9: "Combined attorney groups: LS with EMR and KNP; CLP with PPR; ACS with TRS and RAS; RCS with WC, SSD and PL."
    pub attorney_groups: Vec<Vec<String>>,
    /// spec 1 §2.5 Leads header: the "one legal referral partner source" whose backup-handled
    /// leads are counted apart from the other alerts (the referral source's name).
    pub legal_referral_partner_source: String,
    /// Case types that count as auto cases in the intake rotation's "% Full" (spec 1 §9;
    /// docs/decisions.md "Intake rotation").
    pub auto_case_types: Vec<String>,
    /// spec 3 §2.14: referral sources counted as referrals by others (the Referrals "By" view).
    pub referral_by_others_sources: Vec<String>,
    /// Issue 15 PPC report: advertising sources the firm pays for, and paid call-tracking sources.
    pub paid_advertising_sources: Vec<String>,
    pub paid_callrail_sources: Vec<String>,
    /// spec 2 §2 Medical Record Stats: "only three named agents plus the total are shown" —
    /// the agents' staff codes; empty shows every agent with requests in the period
    /// (docs/decisions.md "stages2 (session 4)").
    pub medical_request_agents: Vec<String>,
    /// spec 2 §9 "demand goal 1.25 per week (1.75 for one team for non-admin)": that team's
    /// name (the spec does not name it; none by default).
    pub scorecard_goal_team: Option<String>,
    /// spec 3 §2.3 "One specific combined attorney code is mapped to RG": (combined code,
    /// label) pairs the Home fee charts show under another name. The spec does not say which
    /// code; the default maps RCS's group (RCS, WC, SSD, PL) to RG.
    pub fee_chart_labels: Vec<(String, String)>,
    /// Days the firm is closed beyond weekends (ARCHITECTURE "Time"), as `YYYY-MM-DD`: the
    /// business-day calendar skips them (goal proration, per-business-day goals).
    pub closing_days: Vec<chrono::NaiveDate>,
    /// Whether the observed US federal holidays are days off (default true).
    pub federal_holidays: bool,
    /// Retired keys (`litigation_attorneys`, `monthly_retained_goal`, `quarter_goal_demands`,
    /// `quarter_goal_banked`, `retained_goal_per_business_day`): the goals are the firm's
    /// `goals_set` events, edited on the admin goal screen. Accepted and ignored, with a
    /// warning, so an older caseboard.toml starts.
    #[serde(default, skip_serializing)]
    litigation_attorneys: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    monthly_retained_goal: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    quarter_goal_demands: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    quarter_goal_banked: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    retained_goal_per_business_day: Option<IgnoredAny>,
}

impl FirmRules {
    /// The retired goal keys this configuration still sets (they do nothing; see the fields).
    pub fn retired_goal_keys(&self) -> Vec<&'static str> {
        [
            ("litigation_attorneys", self.litigation_attorneys.is_some()),
            ("monthly_retained_goal", self.monthly_retained_goal.is_some()),
            ("quarter_goal_demands", self.quarter_goal_demands.is_some()),
            ("quarter_goal_banked", self.quarter_goal_banked.is_some()),
            ("retained_goal_per_business_day", self.retained_goal_per_business_day.is_some()),
        ]
        .into_iter()
        .filter_map(|(key, set)| set.then_some(key))
        .collect()
    }

    /// The firm's business-day calendar: weekends, the federal holidays (unless turned off)
    /// and the configured closing days.
    pub fn business_calendar(&self) -> domain::goals::calendar::BusinessCalendar {
        domain::goals::calendar::BusinessCalendar { federal_holidays: self.federal_holidays, extra_holidays: self.closing_days.iter().copied().collect() }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OfficeRule {
    pub id: i64,
    pub name: String,
    pub short_code: String,
}

impl Default for FirmRules {
    fn default() -> Self {
        let codes = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        FirmRules {
            offices: crate::firm::SPEC_OFFICES
                .iter()
                .map(|(id, name)| OfficeRule { id: *id, name: name.to_string(), short_code: domain::organization::rules::default_office_short_code(name).to_string() })
                .collect(),
            excluded_staff_codes: codes(&["CS", "WDM"]),
            tod_excluded_attorneys: vec![],
            attorney_groups: vec![codes(&["LS", "EMR", "KNP"]), codes(&["CLP", "PPR"]), codes(&["ACS", "TRS", "RAS"]), codes(&["RCS", "WC", "SSD", "PL"])],
            legal_referral_partner_source: "Ref-Partners".into(),
            auto_case_types: codes(&["Auto", "Motorcycle", "Trucking", "Rideshare"]),
            referral_by_others_sources: codes(&domain::marketing::referrals::REFERRAL_BY_OTHERS_SOURCES),
            paid_advertising_sources: codes(&["Ref-PPC", "Ref-Google LSA", "Ref-Facebook", "Ref-TV", "Ref-Radio", "Ref-Billboard"]),
            paid_callrail_sources: codes(&["Google Ads", "Google LSA", "Facebook Ads", "Bing Ads", "TV - Main Campaign", "Radio", "Billboard"]),
            medical_request_agents: vec![],
            scorecard_goal_team: None,
            fee_chart_labels: vec![("RCS".into(), "RG".into())],
            closing_days: vec![],
            federal_holidays: true,
            litigation_attorneys: None,
            monthly_retained_goal: None,
            quarter_goal_demands: None,
            quarter_goal_banked: None,
            retained_goal_per_business_day: None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read { path: String, source: std::io::Error },
    #[error("invalid configuration in {path}: {source}")]
    Parse { path: String, source: toml::de::Error },
    #[error("invalid configuration: {0}")]
    Invalid(String),
}

impl Config {
    /// Reads the file (if given or if `caseboard.toml` exists in the working directory), then
    /// applies environment overrides.
    pub fn load(path: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let default_path = PathBuf::from("caseboard.toml");
        let path = path.map(Path::to_path_buf).or_else(|| default_path.exists().then_some(default_path));
        let mut config = match &path {
            Some(p) => {
                let text = std::fs::read_to_string(p).map_err(|source| ConfigError::Read { path: p.display().to_string(), source })?;
                Config::parse(&text).map_err(|source| ConfigError::Parse { path: p.display().to_string(), source })?
            }
            None => Config::default(),
        };
        let set = |key: &str, target: &mut String| {
            if let Some(v) = env(key).filter(|v| !v.is_empty()) {
                *target = v;
            }
        };
        set("CASEBOARD_LISTEN", &mut config.listen);
        set("DATABASE_URL", &mut config.database_url);
        set("NATS_URL", &mut config.nats_url);
        set("CASEBOARD_PUBLIC_URL", &mut config.public_url);
        set("CASEBOARD_TIME_ZONE", &mut config.time_zone);
        set("CASEBOARD_SMTP_URL", &mut config.mail.smtp_url);
        set("CASEBOARD_CONNECTOR_PASSWORD", &mut config.connector.password);
        set("CASEBOARD_CONNECTOR_TOKEN", &mut config.connector.token);
        if let Some(hours) = env("CASEBOARD_DEMO_LIVE_HOURS").filter(|v| !v.is_empty()) {
            config.connector.demo_live_hours = hours.trim().to_string();
        }
        if let Some(rate) = env("CASEBOARD_DEMO_LIVE_RATE").filter(|v| !v.is_empty()) {
            config.connector.demo_live_rate = rate.trim().parse().map_err(|_| ConfigError::Invalid(format!("CASEBOARD_DEMO_LIVE_RATE must be a number, not {rate:?}")))?;
        }
        set("CASEBOARD_PUBLIC_ORIGIN", &mut config.http.public_origin);
        set("CASEBOARD_GEOCODER_KEY", &mut config.maps.geocoder_key);
        set("CASEBOARD_ROUTING_URL", &mut config.mileage.routing_url);
        if let Some(list) = env("CASEBOARD_METRICS_ALLOW").filter(|v| !v.is_empty()) {
            config.http.metrics_allow = list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
        }
        if let Some(list) = env("CASEBOARD_TRUSTED_PROXIES").filter(|v| !v.is_empty()) {
            config.http.trusted_proxies = list.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
        }
        if let Some(dir) = env("CASEBOARD_DATA_DIR").filter(|v| !v.is_empty()) {
            config.data_dir = PathBuf::from(dir);
        }
        config.validate()?;
        for key in config.firm.retired_goal_keys() {
            tracing::warn!(key = %format!("firm.{key}"), "ignored: goals are set on the admin goal screen (docs/configuration.md)");
        }
        Ok(config)
    }

    pub fn parse(text: &str) -> Result<Config, toml::de::Error> {
        toml::from_str(text)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.time_zone
            .parse::<chrono_tz::Tz>()
            .map_err(|_| ConfigError::Invalid(format!("unknown time_zone {}", self.time_zone)))?;
        if self.organization_id <= 0 {
            return Err(ConfigError::Invalid("organization_id must be positive".into()));
        }
        self.connector.validate()?;
        self.http.validate()?;
        Ok(())
    }

    /// The database URL in effect: PostgreSQL when set, else the SQLite file in the data dir.
    pub fn effective_database_url(&self) -> String {
        if self.database_url.is_empty() {
            format!("sqlite://{}", absolute(&self.data_dir.join("caseboard.sqlite")).display())
        } else {
            self.database_url.clone()
        }
    }

    pub fn effective_public_url(&self) -> String {
        if self.public_url.is_empty() {
            format!("http://{}", self.listen)
        } else {
            self.public_url.trim_end_matches('/').to_string()
        }
    }

    pub fn mail_dir(&self) -> PathBuf {
        absolute(&self.data_dir.join("mail"))
    }
}

fn absolute(p: &Path) -> PathBuf {
    if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().map(|d| d.join(p)).unwrap_or_else(|_| p.to_path_buf())
    }
}

#[cfg(test)]
#[path = "config_tests.rs"]
mod tests;
