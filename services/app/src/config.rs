//! `caseboard.toml` plus environment overrides, parsed once at start; unknown keys fail.

use std::path::{Path, PathBuf};

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};


mod connector;
mod firm;

pub use connector::{ConnectorConfig, ConnectorKind};
pub use firm::{FirmRules, OfficeRule};

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
