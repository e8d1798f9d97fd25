//! Who may read the organization home (spec 3 §2.1: admin or intake-management of that
//! organization, overlord any; the organization rule first) and which cases the selected team
//! covers (spec 3 §2.3 "the dashboard ... refetches when the selected team ... changes";
//! `domain::inventory::home::case_in_team`). Shared by the home's three statistic queries.

use std::collections::HashSet;
use std::sync::Arc;

use async_graphql::Context;
use domain::inventory::home as rules;
use sqlx::AnyPool;

use projections::orgstats::read::home::HomeRow;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::intake::query::intake_admin_org;
use projections::organization::read::OrgData;

/// The organization a home query reads, its data, and the selected team's members (None: no
/// team, the whole organization).
pub struct HomeScope {
    pub organization_id: i64,
    pub org: Arc<OrgData>,
    pub members: Option<Vec<i64>>,
}

impl HomeScope {
    /// Whether a home chart row belongs to the selected team's cases.
    pub fn covers(&self, row: &HomeRow) -> bool {
        self.covers_staff(&row.staff)
    }

    /// Whether a case with these staff (attorney, paralegal, case manager, agent) is the
    /// selected team's.
    pub fn covers_staff(&self, staff: &[Option<i64>; 4]) -> bool {
        self.members.as_ref().map(|m| rules::case_in_team(staff, m)).unwrap_or(true)
    }

    /// The ids of the selected team's cases (None: every case of the organization).
    pub async fn team_cases(&self, pool: &AnyPool, default_organization_id: i64) -> AppResult<Option<HashSet<i64>>> {
        let Some(members) = &self.members else { return Ok(None) };
        Ok(Some(team_case_ids(pool, self.organization_id, default_organization_id, members).await?))
    }
}

/// Whether a case is among the selected team's (`team`, None: every case).
pub fn in_cases(team: &Option<HashSet<i64>>, case_id: i64) -> bool {
    team.as_ref().is_none_or(|cases| cases.contains(&case_id))
}

/// The guard of the home's statistic queries: the organization (the viewer's unless given)
/// and then the role, then the team, which must be the organization's (else BAD_USER_INPUT).
pub async fn home_scope(ctx: &Context<'_>, organization_id: Option<i64>, team_id: Option<i64>) -> AppResult<HomeScope> {
    let (_, organization_id) = intake_admin_org(ctx, organization_id).await?;
    let org = ctx.org(organization_id).await?.ok_or_else(AppError::forbidden)?;
    let members = team_members(&org, team_id)?;
    Ok(HomeScope { organization_id, org, members })
}

/// The members of the chosen team (None: the whole organization); a team of another
/// organization is bad input.
fn team_members(org: &OrgData, team_id: Option<i64>) -> AppResult<Option<Vec<i64>>> {
    match team_id {
        None => Ok(None),
        Some(id) if org.teams.iter().any(|t| t.team_id == id) => Ok(Some(org.members("team", id).iter().map(|u| u.user_id).collect())),
        Some(id) => Err(AppError::bad_input("teamId", format!("Team {id} is not in this organization"))),
    }
}

/// The cases of the organization any of whose staff is one of `members`.
async fn team_case_ids(pool: &AnyPool, organization_id: i64, default_organization_id: i64, members: &[i64]) -> AppResult<HashSet<i64>> {
    let staffed = projections::orgstats::read::home::staffed_cases(pool, projections::read::OrgScope::of(organization_id, default_organization_id)).await?;
    Ok(staffed.into_iter().filter(|(_, staff)| rules::case_in_team(staff, members)).map(|(case_id, _)| case_id).collect())
}
