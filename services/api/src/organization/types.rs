use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::NaiveDate;

use projections::organization::read::{DepartmentRow, OfficeRow, OrgData, TeamRow, UserRow};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::ids::global_id;

pub struct RoleNode {
    pub role_id: i64,
    pub name: &'static str,
}

#[Object(name = "Role")]
impl RoleNode {
    pub async fn id(&self) -> ID {
        global_id("Role", self.role_id)
    }
    async fn role_id(&self) -> i64 {
        self.role_id
    }
    async fn name(&self) -> &str {
        self.name
    }
}

pub fn all_roles() -> Vec<RoleNode> {
    domain::organization::rules::ROLES.iter().map(|(id, name)| RoleNode { role_id: *id, name }).collect()
}

#[derive(Clone)]
pub struct OrganizationNode {
    pub org: Arc<OrgData>,
}

#[Object(name = "Organization")]
impl OrganizationNode {
    pub async fn id(&self) -> ID {
        global_id("Organization", self.org.organization_id)
    }
    async fn organization_id(&self) -> i64 {
        self.org.organization_id
    }
    async fn name(&self) -> &str {
        &self.org.name
    }
    /// spec 3 §2.10: active users only unless Show All.
    async fn users(&self, #[graphql(default = false)] include_inactive: bool) -> Vec<UserNode> {
        self.org
            .users
            .iter()
            .filter(|u| include_inactive || u.active)
            .map(|u| UserNode { row: u.clone(), org: self.org.clone(), own: false })
            .collect()
    }
    /// spec 3 §2.11: "Teams have a Show All toggle: by default only active teams are listed."
    async fn teams(&self, #[graphql(default = false)] include_inactive: bool) -> Vec<TeamNode> {
        self.org
            .teams
            .iter()
            .filter(|t| include_inactive || t.active)
            .map(|t| TeamNode { row: t.clone(), org: self.org.clone() })
            .collect()
    }
    async fn offices(&self) -> Vec<OfficeNode> {
        self.org.offices.iter().map(|o| OfficeNode { row: o.clone(), org: self.org.clone() }).collect()
    }
    async fn departments(&self) -> Vec<DepartmentNode> {
        self.org.departments.iter().map(|d| DepartmentNode { row: d.clone(), org: self.org.clone() }).collect()
    }
    async fn roles(&self) -> Vec<RoleNode> {
        all_roles()
    }
}

#[derive(Clone)]
pub struct UserNode {
    pub row: UserRow,
    /// The signed-in user's own record (sign-in payload, `me`): their account is theirs to see.
    pub own: bool,
    pub org: Arc<OrgData>,
}

impl UserNode {
    /// Whether the viewer sees this user's account (email, roles): themself, or an admin of
    /// the user's organization (an overlord of any).
    async fn sees_account(&self, ctx: &Context<'_>) -> AppResult<bool> {
        if self.own {
            return Ok(true);
        }
        let viewer = ctx.viewer().await?;
        Ok(viewer.user.user_id == self.row.user_id || viewer.principal.administers(self.row.organization_id))
    }
}

#[Object(name = "User")]
impl UserNode {
    pub async fn id(&self) -> ID {
        global_id("User", self.row.user_id)
    }
    async fn user_id(&self) -> i64 {
        self.row.user_id
    }
    async fn organization_id(&self) -> i64 {
        self.row.organization_id
    }
    async fn first_name(&self) -> &str {
        &self.row.first_name
    }
    async fn last_name(&self) -> &str {
        &self.row.last_name
    }
    async fn name(&self) -> String {
        self.row.name()
    }
    /// The sign-in email: for the user themself and their organization's admins (an overlord's
    /// too); null to other members (issue #36 §3).
    async fn email(&self, ctx: &Context<'_>) -> AppResult<Option<&str>> {
        Ok(self.sees_account(ctx).await?.then_some(self.row.email.as_str()))
    }
    async fn staff_code(&self) -> Option<&str> {
        self.row.staff_code.as_deref()
    }
    async fn sa_contact_id(&self) -> Option<i64> {
        self.row.sa_contact_id
    }
    async fn capacity(&self) -> i64 {
        self.row.capacity
    }
    /// The version this row reflects: edit forms send it back as `expectedVersion`, and a
    /// save made from an older version answers `CONFLICT` instead of undoing newer changes.
    async fn version(&self) -> i64 {
        self.row.version
    }

    async fn active(&self) -> bool {
        self.row.active
    }
    /// The user's roles: for the user themself and their organization's admins; empty to other
    /// members (issue #36 §3).
    async fn roles(&self, ctx: &Context<'_>) -> AppResult<Vec<RoleNode>> {
        if !self.sees_account(ctx).await? {
            return Ok(vec![]);
        }
        let ids = self.org.group_ids("role", self.row.user_id);
        Ok(all_roles().into_iter().filter(|r| ids.contains(&r.role_id)).collect())
    }
    async fn teams(&self) -> Vec<TeamNode> {
        let ids = self.org.group_ids("team", self.row.user_id);
        self.org.teams.iter().filter(|t| ids.contains(&t.team_id)).map(|t| TeamNode { row: t.clone(), org: self.org.clone() }).collect()
    }
    async fn offices(&self) -> Vec<OfficeNode> {
        let ids = self.org.group_ids("office", self.row.user_id);
        self.org
            .offices
            .iter()
            .filter(|o| ids.contains(&o.office_id))
            .map(|o| OfficeNode { row: o.clone(), org: self.org.clone() })
            .collect()
    }
    async fn departments(&self) -> Vec<DepartmentNode> {
        let ids = self.org.group_ids("department", self.row.user_id);
        self.org
            .departments
            .iter()
            .filter(|d| ids.contains(&d.department_id))
            .map(|d| DepartmentNode { row: d.clone(), org: self.org.clone() })
            .collect()
    }
    async fn organization(&self) -> OrganizationNode {
        OrganizationNode { org: self.org.clone() }
    }
    /// The top bar's deadline badge (spec 1 §2.2, §7: fromDate fixed 1900-01-01, toDate from
    /// the horizon): the user's open deadlines from the inventory read model.
    async fn deadline_count(&self, ctx: &Context<'_>, from_date: NaiveDate, to_date: NaiveDate) -> AppResult<i64> {
        let viewer = ctx.viewer().await?;
        if !viewer.principal.views_user(self.row.user_id, self.row.organization_id, &self.org.group_ids("team", self.row.user_id)) {
            return Err(AppError::forbidden());
        }
        if to_date < from_date {
            return Err(AppError::bad_input("toDate", "toDate must not be before fromDate"));
        }
        Ok(projections::inventory::read::count_open_deadlines(ctx.state().db.pool(), self.row.user_id, from_date, to_date).await?)
    }
}

#[derive(Clone)]
pub struct TeamNode {
    pub row: TeamRow,
    pub org: Arc<OrgData>,
}

#[Object(name = "Team")]
impl TeamNode {
    pub async fn id(&self) -> ID {
        global_id("Team", self.row.team_id)
    }
    async fn team_id(&self) -> i64 {
        self.row.team_id
    }
    async fn name(&self) -> &str {
        &self.row.name
    }
    /// The version this row reflects: edit forms send it back as `expectedVersion`, and a
    /// save made from an older version answers `CONFLICT` instead of undoing newer changes.
    async fn version(&self) -> i64 {
        self.row.version
    }

    async fn active(&self) -> bool {
        self.row.active
    }
    async fn user_ids(&self) -> Vec<i64> {
        self.org.members("team", self.row.team_id).iter().map(|u| u.user_id).collect()
    }
    async fn users(&self) -> Vec<UserNode> {
        members(&self.org, "team", self.row.team_id)
    }
}

fn members(org: &Arc<OrgData>, kind: &str, id: i64) -> Vec<UserNode> {
    org.members(kind, id).into_iter().map(|u| UserNode { row: u.clone(), org: org.clone(), own: false }).collect()
}

#[derive(Clone)]
pub struct OfficeNode {
    pub row: OfficeRow,
    pub org: Arc<OrgData>,
}

#[Object(name = "Office")]
impl OfficeNode {
    pub async fn id(&self) -> ID {
        global_id("Office", self.row.office_id)
    }
    async fn office_id(&self) -> i64 {
        self.row.office_id
    }
    async fn name(&self) -> &str {
        &self.row.name
    }
    /// The version this row reflects: edit forms send it back as `expectedVersion`, and a
    /// save made from an older version answers `CONFLICT` instead of undoing newer changes.
    async fn version(&self) -> i64 {
        self.row.version
    }

    async fn short_code(&self) -> &str {
        &self.row.short_code
    }
    async fn user_ids(&self) -> Vec<i64> {
        self.org.members("office", self.row.office_id).iter().map(|u| u.user_id).collect()
    }
    async fn users(&self) -> Vec<UserNode> {
        members(&self.org, "office", self.row.office_id)
    }
}

#[derive(Clone)]
pub struct DepartmentNode {
    pub row: DepartmentRow,
    pub org: Arc<OrgData>,
}

#[Object(name = "Department")]
impl DepartmentNode {
    pub async fn id(&self) -> ID {
        global_id("Department", self.row.department_id)
    }
    async fn department_id(&self) -> i64 {
        self.row.department_id
    }
    async fn name(&self) -> &str {
        &self.row.name
    }
    /// The version this row reflects: edit forms send it back as `expectedVersion`, and a
    /// save made from an older version answers `CONFLICT` instead of undoing newer changes.
    async fn version(&self) -> i64 {
        self.row.version
    }

    async fn show_on_intake_assignment(&self) -> bool {
        self.row.show_on_intake_assignment
    }
    async fn user_ids(&self) -> Vec<i64> {
        self.org.members("department", self.row.department_id).iter().map(|u| u.user_id).collect()
    }
    async fn users(&self) -> Vec<UserNode> {
        members(&self.org, "department", self.row.department_id)
    }
}

#[derive(SimpleObject)]
pub struct DeletePayload {
    pub deleted_id: i64,
}
