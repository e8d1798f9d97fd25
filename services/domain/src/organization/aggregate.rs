//! Organization aggregates: decide/apply for organizations, users, teams, offices, departments.

use super::commands::*;
use super::events::*;
use super::rules::*;
use crate::{Aggregate, DomainError};

fn dedup(ids: Option<Vec<i64>>) -> Option<Vec<i64>> {
    ids.map(|mut v| {
        v.sort_unstable();
        v.dedup();
        v
    })
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Organization {
    pub organization_id: Option<i64>,
    pub name: String,
}

impl Aggregate for Organization {
    type Command = CreateOrganization;
    type Event = OrganizationEvent;

    fn decide(&self, command: CreateOrganization) -> Result<Vec<OrganizationEvent>, DomainError> {
        if self.organization_id.is_some() {
            return Err(DomainError::Conflict(format!("Organization {} already exists", command.organization_id)));
        }
        let name = required_text("name", "Name", &command.name)?;
        Ok(vec![OrganizationEvent::Created(OrganizationCreated { organization_id: command.organization_id, name })])
    }

    fn apply(mut self, event: &OrganizationEvent) -> Self {
        match event {
            OrganizationEvent::Created(e) => {
                self.organization_id = Some(e.organization_id);
                self.name = e.name.clone();
            }
        }
        self
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct User {
    pub user_id: Option<i64>,
    pub organization_id: i64,
    pub profile: UserProfile,
    /// The cases the user watches (spec 2 §2 Watched Cases).
    pub watched_case_ids: std::collections::BTreeSet<i64>,
}

impl User {
    fn exists_in(&self, organization_id: i64) -> Result<i64, DomainError> {
        match self.user_id {
            Some(id) if self.organization_id == organization_id => Ok(id),
            _ => Err(DomainError::NotFound("User not found".into())),
        }
    }

    /// Validates the dialog's fields into a profile; absent optional fields keep `base`'s.
    fn profile_from(fields: UserFields, base: &UserProfile, creating: bool) -> Result<UserProfile, DomainError> {
        let first_name = required_text("firstName", "First name", &fields.first_name)?;
        let last_name = required_text("lastName", "Last name", &fields.last_name)?;
        let email = normalize_email(&fields.email)?;
        let capacity = fields.capacity.unwrap_or(if creating { DEFAULT_CAPACITY } else { base.capacity });
        validate_capacity(capacity)?;
        validate_sa_contact_id(fields.sa_contact_id)?;
        if let Some(roles) = &fields.role_ids {
            validate_role_ids(roles)?;
        }
        let staff_code = fields.staff_code.map(|s| s.trim().to_uppercase()).filter(|s| !s.is_empty());
        Ok(UserProfile {
            first_name,
            last_name,
            email,
            staff_code,
            sa_contact_id: fields.sa_contact_id,
            capacity,
            active: fields.active.unwrap_or(if creating { DEFAULT_ACTIVE } else { base.active }),
            role_ids: dedup(fields.role_ids),
            team_ids: dedup(fields.team_ids),
            office_ids: dedup(fields.office_ids),
            department_ids: dedup(fields.department_ids),
        })
    }
}

impl Aggregate for User {
    type Command = UserCommand;
    type Event = UserEvent;

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        let (a, b) = (&self.profile, &newer.profile);
        let mut changed = vec![];
        let mut check = |differs: bool, name: &'static str| {
            if differs {
                changed.push(name)
            }
        };
        check(a.first_name != b.first_name, "first name");
        check(a.last_name != b.last_name, "last name");
        check(a.email != b.email, "email");
        check(a.staff_code != b.staff_code, "staff code");
        check(a.sa_contact_id != b.sa_contact_id, "SA contact id");
        check(a.capacity != b.capacity, "capacity");
        check(a.active != b.active, "active");
        check(a.role_ids != b.role_ids, "roles");
        check(a.team_ids != b.team_ids, "teams");
        check(a.office_ids != b.office_ids, "offices");
        check(a.department_ids != b.department_ids, "departments");
        changed
    }

    fn decide(&self, command: UserCommand) -> Result<Vec<UserEvent>, DomainError> {
        match command {
            UserCommand::Register { user_id, organization_id, fields, password_set } => {
                if self.user_id.is_some() {
                    return Err(DomainError::Conflict(format!("User {user_id} already exists")));
                }
                let profile = User::profile_from(fields, &UserProfile::default(), true)?;
                let mut events = vec![UserEvent::Registered(UserRegistered { user_id, organization_id, profile })];
                if password_set {
                    events.push(UserEvent::PasswordChanged(UserPasswordChanged { user_id, via: "admin".into() }));
                }
                Ok(events)
            }
            UserCommand::Update { organization_id, fields, password_set } => {
                let user_id = self.exists_in(organization_id)?;
                let profile = User::profile_from(fields, &self.profile, false)?;
                // Unchanged memberships are recorded as "not touched".
                let unchanged = |new: &Option<Vec<i64>>, old: &Option<Vec<i64>>| new.is_none() || new == old;
                let same = profile.first_name == self.profile.first_name
                    && profile.last_name == self.profile.last_name
                    && profile.email == self.profile.email
                    && profile.staff_code == self.profile.staff_code
                    && profile.sa_contact_id == self.profile.sa_contact_id
                    && profile.capacity == self.profile.capacity
                    && profile.active == self.profile.active
                    && unchanged(&profile.role_ids, &self.profile.role_ids)
                    && unchanged(&profile.team_ids, &self.profile.team_ids)
                    && unchanged(&profile.office_ids, &self.profile.office_ids)
                    && unchanged(&profile.department_ids, &self.profile.department_ids);
                let mut events = vec![];
                if !same {
                    events.push(UserEvent::Updated(UserUpdated { user_id, profile }));
                }
                if password_set {
                    events.push(UserEvent::PasswordChanged(UserPasswordChanged { user_id, via: "admin".into() }));
                }
                Ok(events)
            }
            UserCommand::RecordPasswordChange { via } => {
                let user_id = self.user_id.ok_or_else(|| DomainError::NotFound("User not found".into()))?;
                Ok(vec![UserEvent::PasswordChanged(UserPasswordChanged { user_id, via })])
            }
            UserCommand::Deactivate { organization_id } => {
                let user_id = self.exists_in(organization_id)?;
                if !self.profile.active {
                    return Ok(vec![]);
                }
                Ok(vec![UserEvent::Deactivated(UserDeactivated { user_id })])
            }
            // Watching is idempotent: starting twice or stopping an unwatched case records nothing.
            UserCommand::StartWatching { organization_id, case_id, at } => {
                let user_id = self.exists_in(organization_id)?;
                if self.watched_case_ids.contains(&case_id) {
                    return Ok(vec![]);
                }
                Ok(vec![UserEvent::WatchStarted(CaseWatchChanged { user_id, case_id, at })])
            }
            UserCommand::StopWatching { organization_id, case_id, at } => {
                let user_id = self.exists_in(organization_id)?;
                if !self.watched_case_ids.contains(&case_id) {
                    return Ok(vec![]);
                }
                Ok(vec![UserEvent::WatchStopped(CaseWatchChanged { user_id, case_id, at })])
            }
        }
    }

    fn apply(mut self, event: &UserEvent) -> Self {
        let merge = |old: &Option<Vec<i64>>, new: &Option<Vec<i64>>| new.clone().or_else(|| old.clone());
        match event {
            UserEvent::Registered(e) => {
                self.user_id = Some(e.user_id);
                self.organization_id = e.organization_id;
                self.profile = e.profile.clone();
            }
            UserEvent::Updated(e) => {
                let old = std::mem::take(&mut self.profile);
                self.profile = UserProfile {
                    role_ids: merge(&old.role_ids, &e.profile.role_ids),
                    team_ids: merge(&old.team_ids, &e.profile.team_ids),
                    office_ids: merge(&old.office_ids, &e.profile.office_ids),
                    department_ids: merge(&old.department_ids, &e.profile.department_ids),
                    ..e.profile.clone()
                };
            }
            UserEvent::PasswordChanged(_) => {}
            UserEvent::Deactivated(_) => self.profile.active = false,
            UserEvent::WatchStarted(e) => {
                self.watched_case_ids.insert(e.case_id);
            }
            UserEvent::WatchStopped(e) => {
                self.watched_case_ids.remove(&e.case_id);
            }
        }
        self
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Team {
    pub team_id: Option<i64>,
    pub organization_id: i64,
    pub name: String,
    pub active: bool,
}

impl Aggregate for Team {
    type Command = TeamCommand;
    type Event = TeamEvent;

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        [(self.name != newer.name, "name"), (self.active != newer.active, "active")].into_iter().filter(|(d, _)| *d).map(|(_, n)| n).collect()
    }

    fn decide(&self, command: TeamCommand) -> Result<Vec<TeamEvent>, DomainError> {
        match command {
            TeamCommand::Create { team_id, fields } => {
                if self.team_id.is_some() {
                    return Err(DomainError::Conflict(format!("Team {team_id} already exists")));
                }
                Ok(vec![TeamEvent::Created(TeamSaved {
                    team_id,
                    organization_id: fields.organization_id,
                    name: required_text("name", "Name", &fields.name)?,
                    active: fields.active.unwrap_or(DEFAULT_ACTIVE),
                    user_ids: dedup(fields.user_ids),
                })])
            }
            TeamCommand::Update { fields } => {
                let team_id = existing(self.team_id, self.organization_id, fields.organization_id, "Team")?;
                Ok(vec![TeamEvent::Updated(TeamSaved {
                    team_id,
                    organization_id: fields.organization_id,
                    name: required_text("name", "Name", &fields.name)?,
                    active: fields.active.unwrap_or(self.active),
                    user_ids: dedup(fields.user_ids),
                })])
            }
            TeamCommand::Deactivate { organization_id } => {
                let team_id = existing(self.team_id, self.organization_id, organization_id, "Team")?;
                if !self.active {
                    return Ok(vec![]);
                }
                Ok(vec![TeamEvent::Deactivated(TeamDeactivated { team_id })])
            }
        }
    }

    fn apply(mut self, event: &TeamEvent) -> Self {
        match event {
            TeamEvent::Created(e) | TeamEvent::Updated(e) => {
                self.team_id = Some(e.team_id);
                self.organization_id = e.organization_id;
                self.name = e.name.clone();
                self.active = e.active;
            }
            TeamEvent::Deactivated(_) => self.active = false,
        }
        self
    }
}

fn existing(id: Option<i64>, own_org: i64, asked_org: i64, what: &str) -> Result<i64, DomainError> {
    match id {
        Some(id) if own_org == asked_org => Ok(id),
        _ => Err(DomainError::NotFound(format!("{what} not found"))),
    }
}

fn refuse_if_used(what: &str, name: &str, used_by: &[String]) -> Result<(), DomainError> {
    if used_by.is_empty() {
        return Ok(());
    }
    Err(DomainError::Conflict(format!("{what} {name} cannot be deleted: it is used by {}", used_by.join(", "))))
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Office {
    pub office_id: Option<i64>,
    pub organization_id: i64,
    pub name: String,
    pub deleted: bool,
}

impl Aggregate for Office {
    type Command = OfficeCommand;
    type Event = OfficeEvent;

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        [(self.name != newer.name, "name"), (self.deleted != newer.deleted, "deleted")].into_iter().filter(|(d, _)| *d).map(|(_, n)| n).collect()
    }

    fn decide(&self, command: OfficeCommand) -> Result<Vec<OfficeEvent>, DomainError> {
        let live = if self.deleted { None } else { self.office_id };
        match command {
            OfficeCommand::Create { office_id, fields } => {
                if self.office_id.is_some() {
                    return Err(DomainError::Conflict(format!("Office {office_id} already exists")));
                }
                Ok(vec![OfficeEvent::Created(office_saved(office_id, fields)?)])
            }
            OfficeCommand::Update { fields } => {
                let office_id = existing(live, self.organization_id, fields.organization_id, "Office")?;
                Ok(vec![OfficeEvent::Updated(office_saved(office_id, fields)?)])
            }
            OfficeCommand::Delete { organization_id, used_by } => {
                let office_id = existing(live, self.organization_id, organization_id, "Office")?;
                refuse_if_used("Office", &self.name, &used_by)?;
                Ok(vec![OfficeEvent::Deleted(OfficeDeleted { office_id })])
            }
        }
    }

    fn apply(mut self, event: &OfficeEvent) -> Self {
        match event {
            OfficeEvent::Created(e) | OfficeEvent::Updated(e) => {
                self.office_id = Some(e.office_id);
                self.organization_id = e.organization_id;
                self.name = e.name.clone();
            }
            OfficeEvent::Deleted(_) => self.deleted = true,
        }
        self
    }
}

fn office_saved(office_id: i64, fields: OfficeFields) -> Result<OfficeSaved, DomainError> {
    let name = required_text("name", "Name", &fields.name)?;
    let short_code = fields
        .short_code
        .map(|s| s.trim().to_uppercase())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| default_office_short_code(&name).to_string());
    Ok(OfficeSaved { office_id, organization_id: fields.organization_id, name, short_code, user_ids: dedup(fields.user_ids) })
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Department {
    pub department_id: Option<i64>,
    pub organization_id: i64,
    pub name: String,
    pub show_on_intake_assignment: bool,
    pub deleted: bool,
}

impl Aggregate for Department {
    type Command = DepartmentCommand;
    type Event = DepartmentEvent;

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        [
            (self.name != newer.name, "name"),
            (self.show_on_intake_assignment != newer.show_on_intake_assignment, "show on intake assignment"),
            (self.deleted != newer.deleted, "deleted"),
        ]
        .into_iter()
        .filter(|(d, _)| *d)
        .map(|(_, n)| n)
        .collect()
    }

    fn decide(&self, command: DepartmentCommand) -> Result<Vec<DepartmentEvent>, DomainError> {
        let live = if self.deleted { None } else { self.department_id };
        match command {
            DepartmentCommand::Create { department_id, fields } => {
                if self.department_id.is_some() {
                    return Err(DomainError::Conflict(format!("Department {department_id} already exists")));
                }
                Ok(vec![DepartmentEvent::Created(DepartmentSaved {
                    department_id,
                    organization_id: fields.organization_id,
                    name: required_text("name", "Name", &fields.name)?,
                    show_on_intake_assignment: fields.show_on_intake_assignment.unwrap_or(false),
                    user_ids: dedup(fields.user_ids),
                })])
            }
            DepartmentCommand::Update { fields } => {
                let department_id = existing(live, self.organization_id, fields.organization_id, "Department")?;
                Ok(vec![DepartmentEvent::Updated(DepartmentSaved {
                    department_id,
                    organization_id: fields.organization_id,
                    name: required_text("name", "Name", &fields.name)?,
                    show_on_intake_assignment: fields.show_on_intake_assignment.unwrap_or(self.show_on_intake_assignment),
                    user_ids: dedup(fields.user_ids),
                })])
            }
            DepartmentCommand::Delete { organization_id, used_by } => {
                let department_id = existing(live, self.organization_id, organization_id, "Department")?;
                refuse_if_used("Department", &self.name, &used_by)?;
                Ok(vec![DepartmentEvent::Deleted(DepartmentDeleted { department_id })])
            }
        }
    }

    fn apply(mut self, event: &DepartmentEvent) -> Self {
        match event {
            DepartmentEvent::Created(e) | DepartmentEvent::Updated(e) => {
                self.department_id = Some(e.department_id);
                self.organization_id = e.organization_id;
                self.name = e.name.clone();
                self.show_on_intake_assignment = e.show_on_intake_assignment;
            }
            DepartmentEvent::Deleted(_) => self.deleted = true,
        }
        self
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
