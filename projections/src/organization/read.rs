//! The organization read model's readers. A firm has hundreds of users at most, so an
//! organization is loaded whole (six reads, typed rows) and answered from that snapshot: no
//! read per row. (The transport keeps it process-wide until the read model announces a
//! change: `api::organization::read::OrgCache`.)

use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{cell, json_rows, Bind, ReadResult};

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct UserRow {
    pub user_id: i64,
    pub organization_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub staff_code: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub capacity: i64,
    #[serde(deserialize_with = "cell::flag")]
    pub active: bool,
    /// The user stream's version the row reflects.
    pub version: i64,
}

impl UserRow {
    pub fn name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }

    /// How charts and tables label a member of staff: the staff code, or the full name when
    /// the user has none (a blank code counts as none).
    pub fn code_or_name(&self) -> String {
        self.staff_code.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_string).unwrap_or_else(|| self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct TeamRow {
    pub team_id: i64,
    pub organization_id: i64,
    pub name: String,
    #[serde(deserialize_with = "cell::flag")]
    pub active: bool,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct OfficeRow {
    pub office_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub short_code: String,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct DepartmentRow {
    pub department_id: i64,
    pub organization_id: i64,
    pub name: String,
    #[serde(deserialize_with = "cell::flag")]
    pub show_on_intake_assignment: bool,
    pub version: i64,
}

#[derive(Debug, Clone)]
pub struct OrgData {
    pub organization_id: i64,
    pub name: String,
    pub users: Vec<UserRow>,
    pub teams: Vec<TeamRow>,
    pub offices: Vec<OfficeRow>,
    pub departments: Vec<DepartmentRow>,
    /// (kind, group id, user id); kind is role | team | office | department.
    pub memberships: Vec<(String, i64, i64)>,
}

impl OrgData {
    pub async fn load(pool: &AnyPool, organization_id: i64) -> ReadResult<Option<OrgData>> {
        let org = [Bind::Int(organization_id)];
        let names: Vec<(String,)> = json_rows(pool, &["name"], "FROM organizations WHERE organization_id = $1", &org).await?;
        let Some((name,)) = names.into_iter().next() else { return Ok(None) };
        let users = json_rows::<UserRow>(
            pool,
            &["user_id", "organization_id", "first_name", "last_name", "email", "staff_code", "sa_contact_id", "capacity", "active", "version"],
            "FROM users WHERE organization_id = $1",
            &org,
        );
        let teams = json_rows::<TeamRow>(pool, &["team_id", "organization_id", "name", "active", "version"], "FROM teams WHERE organization_id = $1", &org);
        let offices = json_rows::<OfficeRow>(pool, &["office_id", "organization_id", "name", "short_code", "version"], "FROM offices WHERE organization_id = $1", &org);
        let departments = json_rows::<DepartmentRow>(
            pool,
            &["department_id", "organization_id", "name", "show_on_intake_assignment", "version"],
            "FROM departments WHERE organization_id = $1",
            &org,
        );
        let memberships = json_rows::<(String, i64, i64)>(
            pool,
            &["m.kind", "m.group_id", "m.user_id"],
            "FROM memberships m JOIN users u ON u.user_id = m.user_id WHERE u.organization_id = $1",
            &org,
        );
        let (mut users, mut teams, mut offices, mut departments, memberships) = tokio::try_join!(users, teams, offices, departments, memberships)?;
        users.sort_by(|a, b| (&a.last_name, &a.first_name, a.user_id).cmp(&(&b.last_name, &b.first_name, b.user_id)));
        teams.sort_by(|a, b| (&a.name, a.team_id).cmp(&(&b.name, b.team_id)));
        offices.sort_by(|a, b| (&a.name, a.office_id).cmp(&(&b.name, b.office_id)));
        departments.sort_by(|a, b| (&a.name, a.department_id).cmp(&(&b.name, b.department_id)));
        Ok(Some(OrgData { organization_id, name, users, teams, offices, departments, memberships }))
    }

    /// This snapshot with one user's row and memberships replaced by what was committed (a
    /// mutation's answer while the projection has not caught up with its write).
    pub fn with_user(&self, row: UserRow, profile: &domain::organization::UserProfile) -> OrgData {
        let mut org = self.clone();
        let user_id = row.user_id;
        match org.users.iter_mut().find(|u| u.user_id == user_id) {
            Some(existing) => *existing = row,
            None => org.users.push(row),
        }
        for (kind, ids) in [("role", &profile.role_ids), ("team", &profile.team_ids), ("office", &profile.office_ids), ("department", &profile.department_ids)] {
            if let Some(ids) = ids {
                org.memberships.retain(|(k, _, u)| !(k == kind && *u == user_id));
                org.memberships.extend(ids.iter().map(|g| (kind.to_string(), *g, user_id)));
            }
        }
        org
    }

    /// This snapshot with a group's members replaced (`None`: untouched).
    pub fn with_members(&self, kind: &str, group_id: i64, user_ids: &Option<Vec<i64>>) -> OrgData {
        let mut org = self.clone();
        if let Some(ids) = user_ids {
            org.memberships.retain(|(k, g, _)| !(k == kind && *g == group_id));
            org.memberships.extend(ids.iter().map(|u| (kind.to_string(), group_id, *u)));
        }
        org
    }

    pub fn user(&self, user_id: i64) -> Option<&UserRow> {
        self.users.iter().find(|u| u.user_id == user_id)
    }

    /// Groups of `kind` the user belongs to (only groups that still exist).
    pub fn group_ids(&self, kind: &str, user_id: i64) -> Vec<i64> {
        let mut ids: Vec<i64> = self.memberships.iter().filter(|(k, _, u)| k == kind && *u == user_id).map(|(_, g, _)| *g).collect();
        ids.retain(|g| self.group_exists(kind, *g));
        ids.sort_unstable();
        ids
    }

    fn group_exists(&self, kind: &str, id: i64) -> bool {
        match kind {
            "role" => domain::organization::rules::role_name(id).is_some(),
            "team" => self.teams.iter().any(|t| t.team_id == id),
            "office" => self.offices.iter().any(|o| o.office_id == id),
            "department" => self.departments.iter().any(|d| d.department_id == id),
            _ => false,
        }
    }

    /// Users of one group, in the organization's user order.
    pub fn members(&self, kind: &str, group_id: i64) -> Vec<&UserRow> {
        self.users
            .iter()
            .filter(|u| self.memberships.iter().any(|(k, g, m)| k == kind && *g == group_id && *m == u.user_id))
            .collect()
    }

    pub fn principal(&self, user_id: i64) -> domain::organization::access::Principal {
        domain::organization::access::Principal {
            user_id,
            organization_id: self.organization_id,
            role_ids: self.group_ids("role", user_id),
            team_ids: self.group_ids("team", user_id),
        }
    }
}

/// The organization of a user, from the read model.
pub async fn organization_of_user(pool: &AnyPool, user_id: i64) -> ReadResult<Option<i64>> {
    let rows: Vec<(i64,)> = json_rows(pool, &["organization_id"], "FROM users WHERE user_id = $1", &[Bind::Int(user_id)]).await?;
    Ok(rows.into_iter().next().map(|(org,)| org))
}

/// The organization of a team, office or department (`kind`), for a `node()` an overlord may
/// name in any organization.
pub async fn organization_of_group(pool: &AnyPool, kind: &str, group_id: i64) -> ReadResult<Option<i64>> {
    let from = match kind {
        "Team" => "FROM teams WHERE team_id = $1",
        "Office" => "FROM offices WHERE office_id = $1",
        "Department" => "FROM departments WHERE department_id = $1",
        _ => return Ok(None),
    };
    let rows: Vec<(i64,)> = json_rows(pool, &["organization_id"], from, &[Bind::Int(group_id)]).await?;
    Ok(rows.into_iter().next().map(|(org,)| org))
}

/// Which of `user_ids` are members of `organization_id` now (ids are integers, inlined): the
/// `changes` subscription names only its own organization's users (issue #36 §2).
pub async fn members_of(pool: &AnyPool, organization_id: i64, user_ids: &[i64]) -> ReadResult<std::collections::HashSet<i64>> {
    if user_ids.is_empty() {
        return Ok(Default::default());
    }
    let ids: Vec<String> = user_ids.iter().map(i64::to_string).collect();
    let from = format!("FROM users WHERE organization_id = $1 AND user_id IN ({})", ids.join(", "));
    let rows: Vec<(i64,)> = json_rows(pool, &["user_id"], &from, &[Bind::Int(organization_id)]).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}
