//! Marketing events (documented in `schemas/events.md`).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::stable_events;

/// One stream per firm-local day of calls: `call_day-<yyyymmdd>` (the call-tracking import
/// brings a day's calls at once).
pub const CALL_DAY_STREAM: &str = "call_day";
/// One stream per checked URL: `page_speed-<url id>`.
pub const PAGE_SPEED_STREAM: &str = "page_speed";
/// One stream per contact: `referral_contact-<contact id>`.
pub const REFERRAL_CONTACT_STREAM: &str = "referral_contact";
/// One stream per logged visit, call or meeting with a contact: `contact_event-<event id>`.
pub const CONTACT_EVENT_STREAM: &str = "contact_event";

/// A tracked inbound call (spec 3 §3 "Calls by day: date, totalCalls. Calls by source: key,
/// totalCalls").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CallRecorded {
    pub call_id: i64,
    /// The organization whose tracking numbers took the call (spec 3 §2.4 is per organization:
    /// `/org/{id}/marketing`). Absent on calls recorded before it was kept: the firm's
    /// configured organization, as on cases.
    #[serde(default)]
    pub organization_id: Option<i64>,
    /// The firm-local day of the call.
    pub date: NaiveDate,
    pub called_at: DateTime<Utc>,
    /// The tracking source (the "CR Source" of leads).
    pub source: String,
    pub duration_seconds: Option<i64>,
}

/// A page-speed measurement (spec 1 §3 "Page speed result: url, mobileScore, desktopScore").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PageSpeedRecorded {
    pub url_id: i64,
    /// The organization whose site was measured; absent before it was kept (the configured
    /// organization, as on cases).
    #[serde(default)]
    pub organization_id: Option<i64>,
    pub url: String,
    /// 0–100, unrounded (spec 3 §2.4: shown "rounded to whole numbers").
    pub mobile_score: f64,
    pub desktop_score: f64,
    pub measured_at: DateTime<Utc>,
}

/// A referral contact as the external system knows it (spec 3 §3 "Contact: id, saId, saCtg,
/// contact type name, name, address, city, state, zip, phone, email, priority, priority_level
/// (1 to 5), accepts_lien, accepts_health_insurance, ... lat, lng"). The latest one wins.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct ReferralContactSet {
    pub contact_id: i64,
    pub sa_id: Option<i64>,
    /// The external system's contact category (`saCtg`); absent on contacts recorded before it was kept.
    #[serde(default)]
    pub sa_ctg: Option<i64>,
    pub name: String,
    /// The contact type's name (a `contact_type` reference item).
    pub contact_type: String,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// spec 1 §4: "Contact priority: a flag; when on, a level 1 (Highest) to 5 (Lowest) or none."
    pub priority: bool,
    pub priority_level: Option<i64>,
    pub accepts_lien: bool,
    pub accepts_health_insurance: bool,
    /// The organization whose referral contact it is; absent on contacts recorded before it was
    /// kept and on the external system's own: the deployment's organization's (as on cases).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organization_id: Option<i64>,
}

/// A visit, call or meeting with a referral contact, logged on the CRM Activity page (spec 1
/// §2.4 "New Event", §3 "ContactEvent: id, timestamp, comment, contactEventType, user, contact").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ContactEventRecorded {
    pub event_id: i64,
    pub contact_id: i64,
    /// A `contact_event_type` reference item, and its name when it was logged.
    pub contact_event_type_id: i64,
    pub contact_event_type: String,
    /// When it happened (the dialog's date-time, in 15-minute steps).
    pub at: DateTime<Utc>,
    pub comment: String,
    /// Who logged it.
    pub user_id: Option<i64>,
    pub user_name: Option<String>,
    /// The organization of the contact it was logged with; absent before it was kept: the
    /// deployment's organization's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organization_id: Option<i64>,
}

stable_events! {
    pub enum MarketingEvent {
        CallRecorded(CallRecorded) = "call_recorded",
        PageSpeedRecorded(PageSpeedRecorded) = "page_speed_recorded",
        ReferralContactSet(Box<ReferralContactSet>) = "referral_contact_set",
        ContactEventRecorded(ContactEventRecorded) = "contact_event_recorded",
    }
}

impl MarketingEvent {
    /// (stream type, numeric stream id) of the stream the fact belongs to.
    pub fn stream(&self) -> (&'static str, i64) {
        use chrono::Datelike;
        match self {
            MarketingEvent::CallRecorded(e) => (CALL_DAY_STREAM, e.date.year() as i64 * 10_000 + e.date.month() as i64 * 100 + e.date.day() as i64),
            MarketingEvent::PageSpeedRecorded(e) => (PAGE_SPEED_STREAM, e.url_id),
            MarketingEvent::ReferralContactSet(e) => (REFERRAL_CONTACT_STREAM, e.contact_id),
            MarketingEvent::ContactEventRecorded(e) => (CONTACT_EVENT_STREAM, e.event_id),
        }
    }
}
