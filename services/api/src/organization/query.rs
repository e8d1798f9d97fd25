use async_graphql::{Context, Object, ID};

use super::types::{all_roles, DepartmentNode, OfficeNode, OrganizationNode, RoleNode, TeamNode, UserNode};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::ids::parse_global_id;
use crate::node::Node;
use projections::organization::read::organization_of_user;

#[derive(Default)]
pub struct OrganizationQuery;

#[Object]
impl OrganizationQuery {
    /// spec 3 §7: organization(id) with teams, users, offices, departments, roles.
    async fn organization(&self, ctx: &Context<'_>, id: i64) -> AppResult<Option<OrganizationNode>> {
        let viewer = ctx.viewer().await?;
        if !viewer.principal.reads_organization(id) {
            return Err(AppError::forbidden());
        }
        Ok(ctx.org(id).await?.map(|org| OrganizationNode { org }))
    }

    /// spec 1 §7 / 3 §7: user(id). Own data; a teammate's; any user of one's organization
    /// for admin; any for overlord.
    async fn user(&self, ctx: &Context<'_>, id: i64) -> AppResult<Option<UserNode>> {
        load_user(ctx, id).await
    }

    async fn roles(&self, ctx: &Context<'_>) -> AppResult<Vec<RoleNode>> {
        ctx.viewer().await?;
        Ok(all_roles())
    }

    /// Relay's refetch entry point, with the same guards as the typed fields.
    async fn node(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<Node>> {
        let viewer = ctx.viewer().await?;
        let Some((type_name, n)) = parse_global_id(&id) else {
            return Err(AppError::bad_input("id", "Malformed id"));
        };
        // A team, office or department of the viewer's organization; an overlord's of any.
        let mut own = viewer.user.organization_id;
        if viewer.principal.is_overlord() {
            if let Some(found) = projections::organization::read::organization_of_group(ctx.state().db.pool(), &type_name, n).await? {
                own = found;
            }
        }
        let org = ctx.org(own).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        Ok(match type_name.as_str() {
            "User" => load_user(ctx, n).await?.map(Node::User),
            "Organization" => {
                if !viewer.principal.reads_organization(n) {
                    return Err(AppError::forbidden());
                }
                ctx.org(n).await?.map(|org| Node::Organization(OrganizationNode { org }))
            }
            "Team" => org.teams.iter().find(|t| t.team_id == n).map(|t| Node::Team(TeamNode { row: t.clone(), org: org.clone() })),
            "Office" => org.offices.iter().find(|o| o.office_id == n).map(|o| Node::Office(OfficeNode { row: o.clone(), org: org.clone() })),
            "Department" => org
                .departments
                .iter()
                .find(|d| d.department_id == n)
                .map(|d| Node::Department(DepartmentNode { row: d.clone(), org: org.clone() })),
            "Role" => all_roles().into_iter().find(|r| r.role_id == n).map(Node::Role),
            _ => return Err(AppError::bad_input("id", "Malformed id")),
        })
    }
}

pub async fn load_user(ctx: &Context<'_>, user_id: i64) -> AppResult<Option<UserNode>> {
    let viewer = ctx.viewer().await?;
    let state = ctx.state();
    let Some(org_id) = organization_of_user(state.db.pool(), user_id).await? else { return Ok(None) };
    let Some(org) = ctx.org(org_id).await? else { return Ok(None) };
    let Some(row) = org.user(user_id).cloned() else { return Ok(None) };
    if !viewer.principal.views_user(user_id, org_id, &org.group_ids("team", user_id)) {
        return Err(AppError::forbidden());
    }
    Ok(Some(UserNode { row, org, own: false }))
}
