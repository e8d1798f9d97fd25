use serde::{Deserialize, Serialize};

use crate::stable_events;

/// Stream types; a stream id is `<type>-<numeric id>`.
pub const ORGANIZATION_STREAM: &str = "organization";
pub const USER_STREAM: &str = "user";
pub const TEAM_STREAM: &str = "team";
pub const OFFICE_STREAM: &str = "office";
pub const DEPARTMENT_STREAM: &str = "department";

pub fn stream_id(stream_type: &str, id: i64) -> String {
    format!("{stream_type}-{id}")
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrganizationCreated {
    pub organization_id: i64,
    pub name: String,
}

stable_events! {
    pub enum OrganizationEvent {
        Created(OrganizationCreated) = "organization_created",
    }
}

/// The editable profile of a user, as the Users dialog saves it (spec 3 §3 "Edit form").
/// Membership lists are `None` when the save did not touch them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct UserProfile {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub staff_code: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub capacity: i64,
    pub active: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role_ids: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_ids: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub office_ids: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub department_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UserRegistered {
    pub user_id: i64,
    pub organization_id: i64,
    #[serde(flatten)]
    pub profile: UserProfile,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UserUpdated {
    pub user_id: i64,
    #[serde(flatten)]
    pub profile: UserProfile,
}

/// A password was set or changed. The hash is never an event: it lives in `credentials`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UserPasswordChanged {
    pub user_id: i64,
    /// `admin` (set in the Users dialog), `reset` (password-reset link) or `seed` (demo/import).
    pub via: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UserDeactivated {
    pub user_id: i64,
}

/// spec 1 §2.2 / 2 §2 "Start/Stop Watching" (admin only): a case on the user's watch list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseWatchChanged {
    pub user_id: i64,
    pub case_id: i64,
    pub at: chrono::DateTime<chrono::Utc>,
}

stable_events! {
    pub enum UserEvent {
        Registered(UserRegistered) = "user_registered",
        Updated(UserUpdated) = "user_updated",
        PasswordChanged(UserPasswordChanged) = "user_password_changed",
        Deactivated(UserDeactivated) = "user_deactivated",
        WatchStarted(CaseWatchChanged) = "case_watch_started",
        WatchStopped(CaseWatchChanged) = "case_watch_stopped",
    }
}

/// Team, office and department events share one shape: a group with a name and members.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamSaved {
    pub team_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub active: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamDeactivated {
    pub team_id: i64,
}

stable_events! {
    pub enum TeamEvent {
        Created(TeamSaved) = "team_created",
        Updated(TeamSaved) = "team_updated",
        Deactivated(TeamDeactivated) = "team_deactivated",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OfficeSaved {
    pub office_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub short_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OfficeDeleted {
    pub office_id: i64,
}

stable_events! {
    pub enum OfficeEvent {
        Created(OfficeSaved) = "office_created",
        Updated(OfficeSaved) = "office_updated",
        Deleted(OfficeDeleted) = "office_deleted",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DepartmentSaved {
    pub department_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub show_on_intake_assignment: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DepartmentDeleted {
    pub department_id: i64,
}

stable_events! {
    pub enum DepartmentEvent {
        Created(DepartmentSaved) = "department_created",
        Updated(DepartmentSaved) = "department_updated",
        Deleted(DepartmentDeleted) = "department_deleted",
    }
}
