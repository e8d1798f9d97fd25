//! Organization administration (spec part 3 §2.10, §2.11, §5). Every mutation requires admin
//! of the organization (overlord: any).

use std::sync::Arc;

use async_graphql::{Context, InputObject, Object};
use domain::organization::rules::{normalize_email, role_name};
use domain::organization::*;

use super::read::OrgData;
use super::types::{DeletePayload, DepartmentNode, OfficeNode, TeamNode, UserNode};
use crate::auth::viewer::{ContextExt, Viewer};
use crate::commands::{execute, settle, SideEffect, StreamId};
use crate::error::{ApiError, ApiResult};

/// spec 3 §3 "Edit form": firstName, lastName, staffCode, email, password, saContactId,
/// capacity, active, teamIds, roleIds, officeIds, departmentIds. Integers arrive as integers
/// (spec 3 §5); an empty password is omitted.
#[derive(InputObject)]
pub struct UserInput {
    pub user_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub staff_code: Option<String>,
    pub email: String,
    pub password: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub capacity: Option<i64>,
    pub active: Option<bool>,
    pub team_ids: Option<Vec<i64>>,
    pub role_ids: Option<Vec<i64>>,
    pub office_ids: Option<Vec<i64>>,
    pub department_ids: Option<Vec<i64>>,
}

#[derive(InputObject)]
pub struct TeamInput {
    pub team_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub active: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(InputObject)]
pub struct OfficeInput {
    pub office_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub short_code: Option<String>,
    pub user_ids: Option<Vec<i64>>,
}

#[derive(InputObject)]
pub struct DepartmentInput {
    pub department_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub show_on_intake_assignment: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
}

const TOPICS: &[&str] = &[projections::organization::NAME];

/// The viewer (admin of the target organization) and that organization's snapshot.
async fn admin_of(ctx: &Context<'_>, organization_id: Option<i64>) -> ApiResult<(Arc<Viewer>, Arc<OrgData>)> {
    let viewer = ctx.viewer().await?;
    let org_id = organization_id.unwrap_or(viewer.user.organization_id);
    viewer.require_admin_of(org_id)?;
    let org = ctx.org(org_id).await?.ok_or_else(|| ApiError::NotFound("Organization not found".into()))?;
    Ok((viewer, org))
}

fn check_ids(field: &str, label: &str, ids: &Option<Vec<i64>>, exists: impl Fn(i64) -> bool) -> ApiResult<()> {
    if let Some(bad) = ids.iter().flatten().find(|id| !exists(**id)) {
        return Err(ApiError::bad_input(field, format!("Unknown {label} {bad}")));
    }
    Ok(())
}

/// Re-reads the organization after the projection caught up with the write.
async fn fresh(ctx: &Context<'_>, organization_id: i64, position: i64) -> ApiResult<Arc<OrgData>> {
    settle(ctx.state(), TOPICS, position).await;
    ctx.cache().clear();
    ctx.org(organization_id).await?.ok_or_else(|| ApiError::NotFound("Organization not found".into()))
}

#[derive(Default)]
pub struct OrganizationMutation;

#[Object]
impl OrganizationMutation {
    async fn upsert_user(&self, ctx: &Context<'_>, user: UserInput) -> ApiResult<UserNode> {
        let (viewer, org) = admin_of(ctx, user.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("teamIds", "team", &user.team_ids, |id| org.teams.iter().any(|t| t.team_id == id))?;
        check_ids("officeIds", "office", &user.office_ids, |id| org.offices.iter().any(|o| o.office_id == id))?;
        check_ids("departmentIds", "department", &user.department_ids, |id| org.departments.iter().any(|d| d.department_id == id))?;
        check_ids("roleIds", "role", &user.role_ids, |id| role_name(id).is_some())?;
        let password = user.password.clone().filter(|p| !p.is_empty());
        let password_hash = match &password {
            Some(p) => {
                domain::auth::rules::validate_new_password(p)?;
                Some(crate::auth::service::hash_password(p).await?)
            }
            None => None,
        };
        let email = normalize_email(&user.email)?;
        let fields = UserFields {
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            email: user.email.clone(),
            staff_code: user.staff_code.clone(),
            sa_contact_id: user.sa_contact_id,
            capacity: user.capacity,
            active: user.active,
            role_ids: user.role_ids.clone(),
            team_ids: user.team_ids.clone(),
            office_ids: user.office_ids.clone(),
            department_ids: user.department_ids.clone(),
        };
        let id = match user.user_id {
            Some(id) => StreamId::Existing(id),
            None => StreamId::Allocate(USER_STREAM),
        };
        let outcome = execute::<User>(ctx.state(), USER_STREAM, id, &viewer.metadata(), |user_id, current| {
            let mut effects = vec![SideEffect::ReserveEmail { user_id, email: email.clone() }];
            if let Some(hash) = &password_hash {
                effects.push(SideEffect::SetPassword { user_id, password_hash: hash.clone() });
            }
            let password_set = password_hash.is_some();
            let command = if current.user_id.is_some() || user.user_id.is_some() {
                UserCommand::Update { organization_id: org_id, fields: fields.clone(), password_set }
            } else {
                UserCommand::Register { user_id, organization_id: org_id, fields: fields.clone(), password_set }
            };
            Ok((command, effects))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org.user(outcome.id).cloned().ok_or_else(|| ApiError::Internal("saved user missing from read model".into()))?;
        Ok(UserNode { row, org })
    }

    /// Delete in the Users screen deactivates: the log keeps the user, the lists hide them.
    async fn deactivate_user(&self, ctx: &Context<'_>, user_id: i64) -> ApiResult<UserNode> {
        let viewer = ctx.viewer().await?;
        let org_id = crate::organization::read::organization_of_user(ctx.state().db.pool(), user_id)
            .await?
            .ok_or_else(|| ApiError::NotFound("User not found".into()))?;
        viewer.require_admin_of(org_id)?;
        if user_id == viewer.user.user_id {
            return Err(ApiError::bad_input("userId", "You cannot deactivate your own account"));
        }
        let outcome = execute::<User>(ctx.state(), USER_STREAM, StreamId::Existing(user_id), &viewer.metadata(), |_, _| {
            Ok((UserCommand::Deactivate { organization_id: org_id }, vec![SideEffect::RevokeSessions { user_id }]))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org.user(user_id).cloned().ok_or_else(|| ApiError::NotFound("User not found".into()))?;
        Ok(UserNode { row, org })
    }

    /// spec 3 §7: upsertTeam(team) returns id, name, active.
    async fn upsert_team(&self, ctx: &Context<'_>, team: TeamInput) -> ApiResult<TeamNode> {
        let (viewer, org) = admin_of(ctx, team.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("userIds", "user", &team.user_ids, |id| org.user(id).is_some())?;
        let fields = TeamFields { organization_id: org_id, name: team.name.clone(), active: team.active, user_ids: team.user_ids.clone() };
        let id = team.team_id.map(StreamId::Existing).unwrap_or(StreamId::Allocate(TEAM_STREAM));
        let outcome = execute::<Team>(ctx.state(), TEAM_STREAM, id, &viewer.metadata(), |team_id, _| {
            Ok((
                match team.team_id {
                    Some(_) => TeamCommand::Update { fields: fields.clone() },
                    None => TeamCommand::Create { team_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org.teams.iter().find(|t| t.team_id == outcome.id).cloned().ok_or_else(|| ApiError::Internal("saved team missing".into()))?;
        Ok(TeamNode { row, org })
    }

    /// Delete in the Teams screen deactivates the team (within the viewer's organization).
    async fn deactivate_team(&self, ctx: &Context<'_>, team_id: i64) -> ApiResult<TeamNode> {
        let (viewer, org) = admin_of(ctx, None).await?;
        let org_id = org.organization_id;
        let outcome = execute::<Team>(ctx.state(), TEAM_STREAM, StreamId::Existing(team_id), &viewer.metadata(), |_, _| {
            Ok((TeamCommand::Deactivate { organization_id: org_id }, vec![]))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org.teams.iter().find(|t| t.team_id == team_id).cloned().ok_or_else(|| ApiError::NotFound("Team not found".into()))?;
        Ok(TeamNode { row, org })
    }

    async fn upsert_office(&self, ctx: &Context<'_>, office: OfficeInput) -> ApiResult<OfficeNode> {
        let (viewer, org) = admin_of(ctx, office.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("userIds", "user", &office.user_ids, |id| org.user(id).is_some())?;
        let fields = OfficeFields { organization_id: org_id, name: office.name.clone(), short_code: office.short_code.clone(), user_ids: office.user_ids.clone() };
        let id = office.office_id.map(StreamId::Existing).unwrap_or(StreamId::Allocate(OFFICE_STREAM));
        let outcome = execute::<Office>(ctx.state(), OFFICE_STREAM, id, &viewer.metadata(), |office_id, _| {
            Ok((
                match office.office_id {
                    Some(_) => OfficeCommand::Update { fields: fields.clone() },
                    None => OfficeCommand::Create { office_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org.offices.iter().find(|o| o.office_id == outcome.id).cloned().ok_or_else(|| ApiError::Internal("saved office missing".into()))?;
        Ok(OfficeNode { row, org })
    }

    /// Deletes an office nothing uses; otherwise `CONFLICT` says what uses it.
    async fn delete_office(&self, ctx: &Context<'_>, office_id: i64) -> ApiResult<DeletePayload> {
        let (viewer, org) = admin_of(ctx, None).await?;
        let used_by = usage(&org, "office", office_id);
        let outcome = execute::<Office>(ctx.state(), OFFICE_STREAM, StreamId::Existing(office_id), &viewer.metadata(), |_, _| {
            Ok((OfficeCommand::Delete { organization_id: org.organization_id, used_by: used_by.clone() }, vec![]))
        })
        .await?;
        settle(ctx.state(), TOPICS, outcome.position).await;
        Ok(DeletePayload { deleted_id: office_id })
    }

    async fn upsert_department(&self, ctx: &Context<'_>, department: DepartmentInput) -> ApiResult<DepartmentNode> {
        let (viewer, org) = admin_of(ctx, department.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("userIds", "user", &department.user_ids, |id| org.user(id).is_some())?;
        let fields = DepartmentFields {
            organization_id: org_id,
            name: department.name.clone(),
            show_on_intake_assignment: department.show_on_intake_assignment,
            user_ids: department.user_ids.clone(),
        };
        let id = department.department_id.map(StreamId::Existing).unwrap_or(StreamId::Allocate(DEPARTMENT_STREAM));
        let outcome = execute::<Department>(ctx.state(), DEPARTMENT_STREAM, id, &viewer.metadata(), |department_id, _| {
            Ok((
                match department.department_id {
                    Some(_) => DepartmentCommand::Update { fields: fields.clone() },
                    None => DepartmentCommand::Create { department_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        let org = fresh(ctx, org_id, outcome.position).await?;
        let row = org
            .departments
            .iter()
            .find(|d| d.department_id == outcome.id)
            .cloned()
            .ok_or_else(|| ApiError::Internal("saved department missing".into()))?;
        Ok(DepartmentNode { row, org })
    }

    async fn delete_department(&self, ctx: &Context<'_>, department_id: i64) -> ApiResult<DeletePayload> {
        let (viewer, org) = admin_of(ctx, None).await?;
        let used_by = usage(&org, "department", department_id);
        let outcome = execute::<Department>(ctx.state(), DEPARTMENT_STREAM, StreamId::Existing(department_id), &viewer.metadata(), |_, _| {
            Ok((DepartmentCommand::Delete { organization_id: org.organization_id, used_by: used_by.clone() }, vec![]))
        })
        .await?;
        settle(ctx.state(), TOPICS, outcome.position).await;
        Ok(DeletePayload { deleted_id: department_id })
    }
}

/// What still refers to a group, for the delete refusal ("3 users").
fn usage(org: &OrgData, kind: &str, id: i64) -> Vec<String> {
    let users = org.members(kind, id).len();
    match users {
        0 => vec![],
        1 => vec!["1 user".into()],
        n => vec![format!("{n} users")],
    }
}
