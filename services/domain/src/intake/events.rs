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

stable_events! {
    pub enum IntakeEvent {
        RotationNewCasesSet(RotationNewCasesSet) = "rotation_new_cases_set",
    }
}
