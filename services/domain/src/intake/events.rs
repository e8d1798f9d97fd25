//! Intake events (documented in `schemas/events.md`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::stable_events;

/// One stream per staff member: `intake_rotation-<userId>`.
pub const ROTATION_STREAM: &str = "intake_rotation";

/// spec 1 §2.5, §7 `updateUserNewCases(id, newCasesInPastWeek)`: an intake admin sets a staff
/// member's new-cases-in-past-week count. The count then grows with the cases assigned after
/// `set_at` and the override lapses seven days after it was set (docs/decisions.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RotationNewCasesSet {
    pub user_id: i64,
    pub organization_id: i64,
    pub new_cases: i64,
    pub set_at: DateTime<Utc>,
}

/// One stream per calendar event: `calendar_event-<id>`.
pub const CALENDAR_STREAM: &str = "calendar_event";

/// spec 1 §2.5 Calendar, §3 "Calendar event: id, type, name, color, office_id, creator_id,
/// investigator_id, date, start, end, caseId, details, location, timezone". Times are the
/// firm-local wall clock `HH:MM` of `date` in `time_zone`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CalendarEventSet {
    pub event_id: i64,
    pub organization_id: i64,
    pub event_type: String,
    pub name: String,
    pub color: String,
    pub office_id: Option<i64>,
    pub creator_id: Option<i64>,
    pub investigator_id: Option<i64>,
    pub date: chrono::NaiveDate,
    pub start: String,
    pub end: String,
    pub case_id: Option<i64>,
    pub details: Option<String>,
    pub location: Option<String>,
    pub time_zone: String,
}

stable_events! {
    pub enum IntakeEvent {
        RotationNewCasesSet(RotationNewCasesSet) = "rotation_new_cases_set",
        CalendarEventSet(CalendarEventSet) = "calendar_event_set",
    }
}
