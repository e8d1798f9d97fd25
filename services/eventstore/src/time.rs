use chrono::{DateTime, SecondsFormat, Utc};

/// Timestamps outside the event table are stored as fixed-width RFC 3339 UTC text, which
/// sorts and compares correctly as text in both backends.
pub fn to_text(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Micros, true)
}

pub fn from_text(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&Utc))
}

pub fn now_text() -> String {
    to_text(Utc::now())
}
