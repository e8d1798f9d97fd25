//! The case's work on the log: file and deadline reviews, client contacts, overdue emails,
//! deadlines, tasks, medical providers and records requests (spec 2 §2, §3).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// A file review, deadline review or client contact (attempt) recorded on the case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseTouchRecorded {
    pub case_id: i64,
    /// file_review | deadline_review | client_contact | client_contact_attempt
    pub kind: String,
    pub at: DateTime<Utc>,
    pub user_id: Option<i64>,
    pub note: Option<String>,
}

/// spec 2 §2 Deadlines / Organization Client Contact, §7 `sendOverdueDeadlinesEmail`,
/// `sendOverdueContactEmail`: an overdue email an admin sent about the case, kept on the log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OverdueEmailSent {
    pub case_id: i64,
    /// deadline | client_contact (`super::rules::OVERDUE_EMAIL_KINDS`)
    pub kind: String,
    pub recipient_user_id: i64,
    pub recipient_email: String,
    pub sender_user_id: i64,
    pub subject: String,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeadlineSet {
    pub case_id: i64,
    pub deadline_id: i64,
    pub due_date: NaiveDate,
    pub deadline_type: Option<String>,
    pub party: Option<String>,
    pub respondent: Option<String>,
    pub comments: Option<String>,
    pub completed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskSet {
    pub case_id: i64,
    pub task_id: i64,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    pub due_date: Option<NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    pub completed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MedicalProviderSet {
    pub case_id: i64,
    pub provider_id: i64,
    pub name: String,
    pub contact_id: Option<i64>,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub adjusted_cents: i64,
    pub balance_cents: i64,
    /// "final check" on the case summary (spec 1 §2.6).
    pub is_final: bool,
    pub comments: Option<String>,
}

/// How many times the client visited a provider (spec 2 §3 mileage "visits").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProviderVisitsSet {
    pub case_id: i64,
    pub provider_id: i64,
    pub visits: i64,
}

/// An alternate address of the client (`provider_id` None) or of one of the case's providers
/// (spec 2 §3 mileage `alt_address`, `alt_city`, `alt_state`, `alt_zip`); all blank clears it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct AlternateAddressSet {
    pub case_id: i64,
    pub provider_id: Option<i64>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProviderReferredDateSet {
    pub case_id: i64,
    pub provider_id: i64,
    /// None with is_referred false removes it (spec 1 §4).
    pub referred_date: Option<NaiveDate>,
    pub is_referred: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MedicalRequestSet {
    pub case_id: i64,
    pub request_id: i64,
    pub provider_id: Option<i64>,
    pub request_date: NaiveDate,
    pub from_date: Option<NaiveDate>,
    pub to_date: Option<NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    /// requested | completed | cancelled
    pub status: String,
    pub completed_date: Option<NaiveDate>,
    pub comments: Option<String>,
}
