//! Commands of the organization context. Ids are allocated by the handler before the
//! command is built; membership lists are `None` when the caller did not send them.

#[derive(Debug, Clone, PartialEq)]
pub struct CreateOrganization {
    pub organization_id: i64,
    pub name: String,
}

/// The Users dialog's fields (spec 3 §2.10, §3 "Edit form"), before validation.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct UserFields {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub staff_code: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub capacity: Option<i64>,
    pub active: Option<bool>,
    pub role_ids: Option<Vec<i64>>,
    pub team_ids: Option<Vec<i64>>,
    pub office_ids: Option<Vec<i64>>,
    pub department_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum UserCommand {
    /// `password_set`: the handler stored a password with this save (recorded, never the hash).
    Register { user_id: i64, organization_id: i64, fields: UserFields, password_set: bool },
    Update { organization_id: i64, fields: UserFields, password_set: bool },
    /// The credential itself is stored by the handler; the log records only that it changed.
    RecordPasswordChange { via: String },
    Deactivate { organization_id: i64 },
    /// spec 2 §2 Start/Stop Watching: the handler checked the case is the organization's.
    StartWatching { organization_id: i64, case_id: i64, at: chrono::DateTime<chrono::Utc> },
    StopWatching { organization_id: i64, case_id: i64, at: chrono::DateTime<chrono::Utc> },
}

#[derive(Debug, Clone, PartialEq)]
pub struct TeamFields {
    pub organization_id: i64,
    pub name: String,
    pub active: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TeamCommand {
    Create { team_id: i64, fields: TeamFields },
    Update { fields: TeamFields },
    Deactivate { organization_id: i64 },
}

#[derive(Debug, Clone, PartialEq)]
pub struct OfficeFields {
    pub organization_id: i64,
    pub name: String,
    pub short_code: Option<String>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum OfficeCommand {
    Create { office_id: i64, fields: OfficeFields },
    Update { fields: OfficeFields },
    /// `used_by` lists what still refers to the office (looked up by the handler).
    Delete { organization_id: i64, used_by: Vec<String> },
}

#[derive(Debug, Clone, PartialEq)]
pub struct DepartmentFields {
    pub organization_id: i64,
    pub name: String,
    pub show_on_intake_assignment: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum DepartmentCommand {
    Create { department_id: i64, fields: DepartmentFields },
    Update { fields: DepartmentFields },
    Delete { organization_id: i64, used_by: Vec<String> },
}
