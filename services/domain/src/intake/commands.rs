//! Intake commands.

use chrono::{DateTime, Utc};

/// spec 1 §7 `updateUserNewCases(id, newCasesInPastWeek)`; the handler checks that the user
/// belongs to the organization and that the caller is an intake admin of it.
#[derive(Debug, Clone, PartialEq)]
pub struct SetRotationNewCases {
    pub user_id: i64,
    pub organization_id: i64,
    pub new_cases: i64,
    pub at: DateTime<Utc>,
}
