//! Reads of the organization read model. A firm has hundreds of users at most, so an
//! organization is loaded whole (six queries), kept process-wide until the read model
//! announces a change (`app::auth::lookups`), and every resolver answers from that snapshot:
//! no query per row.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use app::auth::lookups::Lookups;

use eventstore::db::get_bool;
use sqlx::{AnyPool, Row};

use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Debug, Clone, PartialEq)]
pub struct UserRow {
    pub user_id: i64,
    pub organization_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub staff_code: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub capacity: i64,
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

#[derive(Debug, Clone, PartialEq)]
pub struct TeamRow {
    pub team_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub active: bool,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct OfficeRow {
    pub office_id: i64,
    pub organization_id: i64,
    pub name: String,
    pub short_code: String,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DepartmentRow {
    pub department_id: i64,
    pub organization_id: i64,
    pub name: String,
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
    pub async fn load(pool: &AnyPool, organization_id: i64) -> ApiResult<Option<OrgData>> {
        let Some(org) = sqlx::query("SELECT organization_id, name FROM organizations WHERE organization_id = $1")
            .bind(organization_id)
            .fetch_optional(pool)
            .await?
        else {
            return Ok(None);
        };
        let users = sqlx::query(
            "SELECT user_id, organization_id, first_name, last_name, email, staff_code, sa_contact_id, capacity, active, version \
             FROM users WHERE organization_id = $1 ORDER BY last_name, first_name, user_id",
        )
        .bind(organization_id)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| UserRow {
            user_id: r.get("user_id"),
            organization_id: r.get("organization_id"),
            first_name: r.get("first_name"),
            last_name: r.get("last_name"),
            email: r.get("email"),
            staff_code: r.try_get("staff_code").ok().flatten(),
            sa_contact_id: r.try_get("sa_contact_id").ok().flatten(),
            capacity: r.get("capacity"),
            active: get_bool(r, "active"),
            version: r.get("version"),
        })
        .collect();
        let teams = sqlx::query("SELECT team_id, organization_id, name, active, version FROM teams WHERE organization_id = $1 ORDER BY name, team_id")
            .bind(organization_id)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|r| TeamRow { team_id: r.get("team_id"), organization_id: r.get("organization_id"), name: r.get("name"), active: get_bool(r, "active"), version: r.get("version") })
            .collect();
        let offices =
            sqlx::query("SELECT office_id, organization_id, name, short_code, version FROM offices WHERE organization_id = $1 ORDER BY name, office_id")
                .bind(organization_id)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|r| OfficeRow {
                    office_id: r.get("office_id"),
                    organization_id: r.get("organization_id"),
                    name: r.get("name"),
                    short_code: r.get("short_code"),
                    version: r.get("version"),
                })
                .collect();
        let departments = sqlx::query(
            "SELECT department_id, organization_id, name, show_on_intake_assignment, version FROM departments WHERE organization_id = $1 ORDER BY name, department_id",
        )
        .bind(organization_id)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| DepartmentRow {
            department_id: r.get("department_id"),
            organization_id: r.get("organization_id"),
            name: r.get("name"),
            show_on_intake_assignment: get_bool(r, "show_on_intake_assignment"),
            version: r.get("version"),
        })
        .collect();
        let memberships = sqlx::query(
            "SELECT m.kind, m.group_id, m.user_id FROM memberships m JOIN users u ON u.user_id = m.user_id WHERE u.organization_id = $1",
        )
        .bind(organization_id)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| (r.get::<String, _>(0), r.get::<i64, _>(1), r.get::<i64, _>(2)))
        .collect();
        Ok(Some(OrgData { organization_id, name: org.get("name"), users, teams, offices, departments, memberships }))
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
pub async fn organization_of_user(pool: &AnyPool, user_id: i64) -> ApiResult<Option<i64>> {
    Ok(sqlx::query("SELECT organization_id FROM users WHERE user_id = $1")
        .bind(user_id)
        .fetch_optional(pool)
        .await?
        .map(|r| r.get::<i64, _>(0)))
}

/// The organization of a team, office or department (`kind`), for a `node()` an overlord may
/// name in any organization.
pub async fn organization_of_group(pool: &AnyPool, kind: &str, group_id: i64) -> ApiResult<Option<i64>> {
    let sql = match kind {
        "Team" => "SELECT organization_id FROM teams WHERE team_id = $1",
        "Office" => "SELECT organization_id FROM offices WHERE office_id = $1",
        "Department" => "SELECT organization_id FROM departments WHERE department_id = $1",
        _ => return Ok(None),
    };
    Ok(sqlx::query(sql).bind(group_id).fetch_optional(pool).await?.map(|r| r.get::<i64, _>(0)))
}

/// Which of `user_ids` are members of `organization_id` now (ids are integers, inlined): the
/// `changes` subscription names only its own organization's users (issue #36 §2).
pub async fn members_of(pool: &AnyPool, organization_id: i64, user_ids: &[i64]) -> ApiResult<std::collections::HashSet<i64>> {
    if user_ids.is_empty() {
        return Ok(Default::default());
    }
    let ids: Vec<String> = user_ids.iter().map(i64::to_string).collect();
    let sql = format!("SELECT user_id FROM users WHERE organization_id = $1 AND user_id IN ({})", ids.join(", "));
    let rows: Vec<(i64,)> = sqlx::query_as(&sql).bind(organization_id).fetch_all(pool).await?;
    Ok(rows.into_iter().map(|r| r.0).collect())
}

/// Per-request snapshot cache in front of the process-wide one (`app::auth::lookups`): a
/// request sees one snapshot per organization throughout, and a warm request asks the database
/// nothing. After [`OrgCache::clear`] (a mutation's payload) it reads fresh rows.
#[derive(Default)]
pub struct OrgCache {
    local: Mutex<HashMap<i64, Arc<OrgData>>>,
    shared: Option<Arc<Lookups>>,
    fresh: AtomicBool,
}

impl OrgCache {
    /// The cache of one request (or socket) of this process.
    pub fn shared(state: &AppState) -> OrgCache {
        OrgCache { shared: Some(state.lookups.clone()), ..OrgCache::default() }
    }

    pub async fn get(&self, pool: &AnyPool, organization_id: i64) -> ApiResult<Option<Arc<OrgData>>> {
        if let Some(hit) = self.local.lock().unwrap().get(&organization_id) {
            return Ok(Some(hit.clone()));
        }
        let shared = self.shared.as_ref();
        if !self.fresh.load(Ordering::Relaxed) {
            let hit = shared.and_then(|l| l.get(&l.organizations, &organization_id)).and_then(|d| d.downcast::<OrgData>().ok());
            if let Some(hit) = hit {
                self.local.lock().unwrap().insert(organization_id, hit.clone());
                return Ok(Some(hit));
            }
        }
        let started = shared.and_then(|l| l.stamp());
        let Some(data) = OrgData::load(pool, organization_id).await? else { return Ok(None) };
        let data = Arc::new(data);
        if let Some(l) = shared {
            l.put(&l.organizations, organization_id, data.clone() as Arc<dyn std::any::Any + Send + Sync>, started);
        }
        self.local.lock().unwrap().insert(organization_id, data.clone());
        Ok(Some(data))
    }

    /// Forgets everything (after a mutation, so its payload reads fresh rows).
    pub fn clear(&self) {
        self.local.lock().unwrap().clear();
        self.fresh.store(true, Ordering::Relaxed);
    }
}

/// [`organization_of_user`] through the process-wide cache (a user's organization is fixed at
/// registration; an unknown user is never cached).
pub async fn cached_organization_of_user(state: &AppState, user_id: i64) -> ApiResult<Option<i64>> {
    let lookups = &state.lookups;
    if let Some(org) = lookups.get(&lookups.user_organizations, &user_id) {
        return Ok(Some(org));
    }
    let started = lookups.stamp();
    let org = organization_of_user(state.db.pool(), user_id).await?;
    if let Some(org) = org {
        lookups.put(&lookups.user_organizations, user_id, org, started);
    }
    Ok(org)
}
