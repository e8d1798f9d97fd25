//! Organization administration (spec part 3 §2.10, §2.11, §5). Every mutation requires admin
//! of the organization (overlord: any).

use std::sync::Arc;

use async_graphql::{Context, InputObject, Object};
use domain::organization::rules::{default_office_short_code, normalize_email, role_name};
use domain::organization::*;

use projections::organization::read::{DepartmentRow, OfficeRow, OrgData, TeamRow, UserRow};
use super::types::{DeletePayload, DepartmentNode, OfficeNode, TeamNode, UserNode};
use crate::auth::viewer::{ContextExt, Viewer};
use app::commands::{execute, execute_full, Outcome, SideEffect, StreamId};
use app::error::{AppError, AppResult};

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
    /// The version the edit form was loaded at (`version` of the node); a save over a newer
    /// version answers `CONFLICT` naming what changed, and nothing is written.
    pub expected_version: Option<i64>,
}

#[derive(InputObject)]
pub struct TeamInput {
    pub team_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub active: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
    /// The version the edit form was loaded at (`version` of the node); a save over a newer
    /// version answers `CONFLICT` naming what changed, and nothing is written.
    pub expected_version: Option<i64>,
}

#[derive(InputObject)]
pub struct OfficeInput {
    pub office_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub short_code: Option<String>,
    pub user_ids: Option<Vec<i64>>,
    /// The version the edit form was loaded at (`version` of the node); a save over a newer
    /// version answers `CONFLICT` naming what changed, and nothing is written.
    pub expected_version: Option<i64>,
}

#[derive(InputObject)]
pub struct DepartmentInput {
    pub department_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub name: String,
    pub show_on_intake_assignment: Option<bool>,
    pub user_ids: Option<Vec<i64>>,
    /// The version the edit form was loaded at (`version` of the node); a save over a newer
    /// version answers `CONFLICT` naming what changed, and nothing is written.
    pub expected_version: Option<i64>,
}

const TOPICS: &[&str] = &[projections::organization::NAME];

/// The viewer (admin of the target organization) and that organization's snapshot.
async fn admin_of(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(Arc<Viewer>, Arc<OrgData>)> {
    let viewer = ctx.viewer().await?;
    let org_id = organization_id.unwrap_or(viewer.user.organization_id);
    viewer.require_admin_of(org_id)?;
    let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    Ok((viewer, org))
}

fn check_ids(field: &str, label: &str, ids: &Option<Vec<i64>>, exists: impl Fn(i64) -> bool) -> AppResult<()> {
    if let Some(bad) = ids.iter().flatten().find(|id| !exists(**id)) {
        return Err(AppError::bad_input(field, format!("Unknown {label} {bad}")));
    }
    Ok(())
}

/// Re-reads the organization once the projection caught up with the write (bounded wait);
/// the flag is false when it had not, and the answer then comes from the committed state.
async fn fresh(ctx: &Context<'_>, organization_id: i64, position: i64) -> AppResult<(Arc<OrgData>, bool)> {
    let caught_up = ctx.settle(TOPICS, position).await;
    ctx.cache().clear();
    let org = ctx.org(organization_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    Ok((org, caught_up))
}

#[derive(Default)]
pub struct OrganizationMutation;

#[Object]
impl OrganizationMutation {
    async fn upsert_user(&self, ctx: &Context<'_>, user: UserInput) -> AppResult<UserNode> {
        let (viewer, org) = admin_of(ctx, user.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("teamIds", "team", &user.team_ids, |id| org.teams.iter().any(|t| t.team_id == id))?;
        check_ids("officeIds", "office", &user.office_ids, |id| org.offices.iter().any(|o| o.office_id == id))?;
        check_ids("departmentIds", "department", &user.department_ids, |id| org.departments.iter().any(|d| d.department_id == id))?;
        check_ids("roleIds", "role", &user.role_ids, |id| role_name(id).is_some())?;
        let existing = user.user_id.filter(|id| org.user(*id).is_some());
        let current_roles = existing.map(|id| org.group_ids("role", id));
        viewer.principal.may_save_user(org_id, current_roles.as_deref(), user.role_ids.as_deref()).map_err(|m| AppError::Forbidden(m.into()))?;
        if let Some(id) = existing {
            let after_roles = user.role_ids.clone().unwrap_or_else(|| org.group_ids("role", id));
            let after_active = user.active.unwrap_or(org.user(id).is_some_and(|u| u.active));
            keeps_admin_after(&org, id, &after_roles, after_active)?;
        }
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
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<User>(ctx.state(), USER_STREAM, id, user.expected_version, &metadata, |user_id, current| {
            let mut effects = vec![SideEffect::ReserveEmail { user_id, email: email.clone() }];
            if let Some(hash) = &password_hash {
                // A password set by an admin ends the user's sessions and outstanding reset links.
                effects.push(SideEffect::SetPassword { user_id, password_hash: hash.clone() });
                effects.push(SideEffect::RevokeSessions { user_id });
                effects.push(SideEffect::RevokeResets { user_id });
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
        Ok(user_answer(ctx, org_id, &outcome, &saved).await?)
    }

    /// Delete in the Users screen deactivates: the log keeps the user, the lists hide them.
    async fn deactivate_user(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<UserNode> {
        let viewer = ctx.viewer().await?;
        let org_id = projections::organization::read::organization_of_user(ctx.state().db.pool(), user_id)
            .await?
            .ok_or_else(|| AppError::NotFound("User not found".into()))?;
        viewer.require_admin_of(org_id)?;
        if user_id == viewer.user.user_id {
            return Err(AppError::bad_input("userId", "You cannot deactivate your own account"));
        }
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let current_roles = org.group_ids("role", user_id);
        viewer.principal.may_save_user(org_id, Some(&current_roles), None).map_err(|m| AppError::Forbidden(m.into()))?;
        keeps_admin_after(&org, user_id, &current_roles, false)?;
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<User>(ctx.state(), USER_STREAM, StreamId::Existing(user_id), None, &metadata, |_, _| {
            Ok((
                UserCommand::Deactivate { organization_id: org_id },
                vec![SideEffect::RevokeSessions { user_id }, SideEffect::RevokeResets { user_id }],
            ))
        })
        .await?;
        Ok(user_answer(ctx, org_id, &outcome, &saved).await?)
    }

    /// spec 3 §7: upsertTeam(team) returns id, name, active.
    async fn upsert_team(&self, ctx: &Context<'_>, team: TeamInput) -> AppResult<TeamNode> {
        let (viewer, org) = admin_of(ctx, team.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("userIds", "user", &team.user_ids, |id| org.user(id).is_some())?;
        let fields = TeamFields { organization_id: org_id, name: team.name.clone(), active: team.active, user_ids: team.user_ids.clone() };
        let id = team.team_id.map(StreamId::Existing).unwrap_or(StreamId::Allocate(TEAM_STREAM));
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<Team>(ctx.state(), TEAM_STREAM, id, team.expected_version, &metadata, |team_id, _| {
            Ok((
                match team.team_id {
                    Some(_) => TeamCommand::Update { fields: fields.clone() },
                    None => TeamCommand::Create { team_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        team_answer(ctx, org_id, &outcome, &saved, &team.user_ids).await
    }

    /// Delete in the Teams screen deactivates the team (within the viewer's organization, or
    /// `organizationId`'s for an overlord).
    async fn deactivate_team(&self, ctx: &Context<'_>, team_id: i64, organization_id: Option<i64>) -> AppResult<TeamNode> {
        let (viewer, org) = admin_of(ctx, organization_id).await?;
        let org_id = org.organization_id;
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<Team>(ctx.state(), TEAM_STREAM, StreamId::Existing(team_id), None, &metadata, |_, _| {
            Ok((TeamCommand::Deactivate { organization_id: org_id }, vec![]))
        })
        .await?;
        team_answer(ctx, org_id, &outcome, &saved, &None).await
    }

    async fn upsert_office(&self, ctx: &Context<'_>, office: OfficeInput) -> AppResult<OfficeNode> {
        let (viewer, org) = admin_of(ctx, office.organization_id).await?;
        let org_id = org.organization_id;
        check_ids("userIds", "user", &office.user_ids, |id| org.user(id).is_some())?;
        let fields = OfficeFields { organization_id: org_id, name: office.name.clone(), short_code: office.short_code.clone(), user_ids: office.user_ids.clone() };
        let id = office.office_id.map(StreamId::Existing).unwrap_or(StreamId::Allocate(OFFICE_STREAM));
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<Office>(ctx.state(), OFFICE_STREAM, id, office.expected_version, &metadata, |office_id, _| {
            Ok((
                match office.office_id {
                    Some(_) => OfficeCommand::Update { fields: fields.clone() },
                    None => OfficeCommand::Create { office_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        let (org, caught_up) = fresh(ctx, org_id, outcome.position).await?;
        let read = org.offices.iter().find(|o| o.office_id == outcome.id).cloned();
        let row = match read {
            Some(row) if caught_up => row,
            read => OfficeRow {
                office_id: outcome.id,
                organization_id: org_id,
                name: saved.name.clone(),
                short_code: office.short_code.clone().or(read.map(|r| r.short_code)).unwrap_or_else(|| default_office_short_code(&saved.name).to_string()),
                version: outcome.version,
            },
        };
        let org = if caught_up { org } else { Arc::new(org.with_members("office", outcome.id, &office.user_ids)) };
        Ok(OfficeNode { row, org })
    }

    /// Deletes an office nothing uses; otherwise `CONFLICT` says what uses it.
    async fn delete_office(&self, ctx: &Context<'_>, office_id: i64, organization_id: Option<i64>) -> AppResult<DeletePayload> {
        let (viewer, org) = admin_of(ctx, organization_id).await?;
        let used_by = usage(&org, "office", office_id);
        let outcome = execute::<Office>(ctx.state(), OFFICE_STREAM, StreamId::Existing(office_id), &ctx.command_metadata(&viewer), |_, _| {
            Ok((OfficeCommand::Delete { organization_id: org.organization_id, used_by: used_by.clone() }, vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        Ok(DeletePayload { deleted_id: office_id })
    }

    async fn upsert_department(&self, ctx: &Context<'_>, department: DepartmentInput) -> AppResult<DepartmentNode> {
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
        let metadata = ctx.command_metadata(&viewer);
        let (outcome, saved) = execute_full::<Department>(ctx.state(), DEPARTMENT_STREAM, id, department.expected_version, &metadata, |department_id, _| {
            Ok((
                match department.department_id {
                    Some(_) => DepartmentCommand::Update { fields: fields.clone() },
                    None => DepartmentCommand::Create { department_id, fields: fields.clone() },
                },
                vec![],
            ))
        })
        .await?;
        let (org, caught_up) = fresh(ctx, org_id, outcome.position).await?;
        let row = match org.departments.iter().find(|d| d.department_id == outcome.id) {
            Some(row) if caught_up => row.clone(),
            _ => DepartmentRow {
                department_id: outcome.id,
                organization_id: org_id,
                name: saved.name.clone(),
                show_on_intake_assignment: saved.show_on_intake_assignment,
                version: outcome.version,
            },
        };
        let org = if caught_up { org } else { Arc::new(org.with_members("department", outcome.id, &department.user_ids)) };
        Ok(DepartmentNode { row, org })
    }

    async fn delete_department(&self, ctx: &Context<'_>, department_id: i64, organization_id: Option<i64>) -> AppResult<DeletePayload> {
        let (viewer, org) = admin_of(ctx, organization_id).await?;
        let used_by = usage(&org, "department", department_id);
        let outcome = execute::<Department>(ctx.state(), DEPARTMENT_STREAM, StreamId::Existing(department_id), &ctx.command_metadata(&viewer), |_, _| {
            Ok((DepartmentCommand::Delete { organization_id: org.organization_id, used_by: used_by.clone() }, vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        Ok(DeletePayload { deleted_id: department_id })
    }
}

/// The saved user as the screens show it: the read model's row once caught up, else the
/// committed state (never an error for a committed write).
async fn user_answer(ctx: &Context<'_>, org_id: i64, outcome: &Outcome, saved: &User) -> AppResult<UserNode> {
    let (org, caught_up) = fresh(ctx, org_id, outcome.position).await?;
    if caught_up {
        if let Some(row) = org.user(outcome.id).cloned() {
            return Ok(UserNode { row, org, own: false });
        }
    }
    let p = &saved.profile;
    let row = UserRow {
        user_id: outcome.id,
        organization_id: org_id,
        first_name: p.first_name.clone(),
        last_name: p.last_name.clone(),
        email: p.email.clone(),
        staff_code: p.staff_code.clone(),
        sa_contact_id: p.sa_contact_id,
        capacity: p.capacity,
        active: p.active,
        version: outcome.version,
    };
    Ok(UserNode { org: Arc::new(org.with_user(row.clone(), p)), row, own: false })
}

async fn team_answer(ctx: &Context<'_>, org_id: i64, outcome: &Outcome, saved: &Team, user_ids: &Option<Vec<i64>>) -> AppResult<TeamNode> {
    let (org, caught_up) = fresh(ctx, org_id, outcome.position).await?;
    if caught_up {
        if let Some(row) = org.teams.iter().find(|t| t.team_id == outcome.id).cloned() {
            return Ok(TeamNode { row, org });
        }
    }
    let row = TeamRow { team_id: outcome.id, organization_id: org_id, name: saved.name.clone(), active: saved.active, version: outcome.version };
    Ok(TeamNode { org: Arc::new(org.with_members("team", outcome.id, user_ids)), row })
}

/// Refuses a change that would leave the organization without an active admin.
fn keeps_admin_after(org: &OrgData, user_id: i64, roles_after: &[i64], active_after: bool) -> AppResult<()> {
    let is_admin = |roles: &[i64]| roles.iter().any(|r| role_name(*r) == Some("admin"));
    let admins = |changed: Option<(&[i64], bool)>| {
        org.users
            .iter()
            .filter(|u| match changed {
                Some((roles, active)) if u.user_id == user_id => active && is_admin(roles),
                _ => u.active && is_admin(&org.group_ids("role", u.user_id)),
            })
            .count()
    };
    domain::organization::access::keeps_an_admin(admins(None), admins(Some((roles_after, active_after))))
        .map_err(|m| AppError::bad_input("roleIds", m))
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
