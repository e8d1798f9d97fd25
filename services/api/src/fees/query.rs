//! Fee queries (spec 2 §2 Fees area, §6 roles, §7 calls). Each resolver's first line is its
//! guard.

use std::collections::BTreeSet;

use async_graphql::{Context, Object};
use chrono::NaiveDate;
use domain::fees::rules;
use domain::fees::stats::{self, FeeFilter, FeeLine};
use domain::organization::rules::role_name;

use super::money::Money;
use projections::fees::read::{self, FeeLineRow};
use super::types::{FeeLineItem, FeesReport};
use crate::auth::viewer::{ContextExt, Viewer};
use app::error::{AppError, AppResult};
use projections::organization::read::{organization_of_user, OrgData};

#[derive(Default)]
pub struct FeesQuery;

/// The longest period a fee query reads (ten years): a bound on work, not a spec rule.
pub const MAX_PERIOD_DAYS: i64 = 3_660;

/// Whose fees a screen shows: one user's (per-user screens) or the organization's.
pub enum FeeScope {
    User { user_id: i64, organization_id: i64 },
    Organization(i64),
}

pub fn role_names(viewer: &Viewer) -> Vec<&'static str> {
    viewer.principal.role_ids.iter().filter_map(|id| role_name(*id)).collect()
}

/// The guard of every fee query: per-user screens show the acted-as user, else the route's
/// user, to whoever may view that user (ARCHITECTURE "Whose data a per-user screen shows");
/// organization screens are for attorney, admin and marketing of that organization (spec 3
/// §2.2, spec 2 §2 organization tabs).
pub async fn fee_scope(ctx: &Context<'_>, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<(std::sync::Arc<Viewer>, FeeScope)> {
    let viewer = ctx.viewer().await?;
    let scope = match (user_id, organization_id) {
        (Some(requested), None) => {
            let target = viewer.acting_as.as_ref().map(|u| u.user_id).unwrap_or(requested);
            let org_id = organization_of_user(ctx.state().db.pool(), target).await?.ok_or_else(AppError::forbidden)?;
            let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
            if !viewer.principal.views_user(target, org_id, &org.group_ids("team", target)) {
                return Err(AppError::forbidden());
            }
            FeeScope::User { user_id: target, organization_id: org_id }
        }
        (None, Some(org_id)) => {
            if !viewer.principal.reads_organization(org_id) || !rules::reads_organization_fees(&role_names(&viewer)) {
                return Err(AppError::forbidden());
            }
            FeeScope::Organization(org_id)
        }
        _ => return Err(AppError::bad_input("userId", "Give either userId (per-user screens) or organizationId (organization screens)")),
    };
    Ok((viewer, scope))
}

/// spec 2 §5: "Fee queries skipped until both dates are set"; a reversed range is bad input.
pub fn check_period(start: NaiveDate, end: NaiveDate) -> AppResult<()> {
    if end < start {
        return Err(AppError::bad_input("endDate", "The end date is before the start date"));
    }
    if (end - start).num_days() > MAX_PERIOD_DAYS {
        return Err(AppError::bad_input("startDate", "The period is longer than ten years"));
    }
    Ok(())
}

pub(crate) fn staff_code(org: &OrgData, user_id: Option<i64>, fallback: Option<&str>) -> Option<String> {
    user_id.and_then(|id| org.user(id)).and_then(|u| u.staff_code.clone().or_else(|| Some(u.name()))).or_else(|| fallback.map(str::to_string))
}

pub(crate) fn to_line(org: &OrgData, r: &FeeLineRow) -> FeeLine {
    let office = r.office_id.and_then(|id| org.offices.iter().find(|o| o.office_id == id)).map(|o| o.name.as_str());
    FeeLine {
        case_id: r.case_id,
        fee_id: r.fee_id,
        client_name: r.client_name.clone(),
        attorney: rules::attorney_name(staff_code(org, r.attorney_user_id, r.attorney_code.as_deref()).as_deref()),
        referral_source: r.referral_source.clone(),
        fee_cents: r.amount_cents,
        fee_date: r.fee_date,
        fee_type: r.fee_type.clone().filter(|t| !t.trim().is_empty()).unwrap_or_else(|| "Other".into()),
        shared: r.shared,
        case_group: rules::fee_case_group(r.case_group.as_deref()),
        office: rules::office_name(office),
        state: r.state.clone(),
        fully_settled: r.fully_settled,
    }
}

fn non_blank(s: Option<String>) -> Option<String> {
    s.map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

#[Object]
impl FeesQuery {
    /// spec 2 §2 Fees (per user: `userId`; organization tabs: `organizationId`): tiles,
    /// Statistics by Case Group, Fee Analytics series and the fee lines of the period.
    /// `showAll` (default on), `excludeShared`, `office`, `state`, `referralSource` and
    /// `teamId` are admin and marketing filters (spec 2 §6); others get `FORBIDDEN` for them.
    #[allow(clippy::too_many_arguments)]
    async fn fees_in_period(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        user_id: Option<i64>,
        organization_id: Option<i64>,
        #[graphql(default = true)] show_all: bool,
        #[graphql(default = false)] exclude_shared: bool,
        office: Option<String>,
        state: Option<String>,
        referral_source: Option<String>,
        team_id: Option<i64>,
    ) -> AppResult<FeesReport> {
        let (viewer, scope) = fee_scope(ctx, user_id, organization_id).await?;
        check_period(start_date, end_date)?;
        let roles = role_names(&viewer);
        let shows_filters = rules::sees_fee_filters(&roles);
        let (office, state, referral_source) = (non_blank(office), non_blank(state), non_blank(referral_source));
        let office = rules::office_filter(office.as_deref()).map_err(|m| AppError::bad_input("office", m))?;
        let filtering = exclude_shared || office.is_some() || state.is_some() || referral_source.is_some() || team_id.is_some();
        if filtering && !shows_filters {
            return Err(AppError::Forbidden("Fee filters are for admin and marketing".into()));
        }
        let org_id = match scope {
            FeeScope::User { organization_id, .. } | FeeScope::Organization(organization_id) => organization_id,
        };
        let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
        let team_codes = match team_id {
            Some(id) => {
                let team = org.teams.iter().find(|t| t.team_id == id).ok_or_else(|| AppError::bad_input("teamId", format!("Team {id} is not in this organization")))?;
                let members: Vec<String> = org.members("team", id).iter().filter_map(|u| u.staff_code.clone()).collect();
                Some(rules::team_attorney_codes(&team.name, &members, &ctx.state().config.firm.attorney_groups))
            }
            None => None,
        };
        // Show All is the admin and marketing view of everyone (spec 2 §2 "Show All (default
        // on)"); with it off, a chosen team narrows to the team's attorney group (spec 2 §6),
        // else they see their own. Everyone else sees their own fees on the per-user screen.
        let everyone = match scope {
            FeeScope::Organization(_) => true,
            FeeScope::User { .. } => shows_filters && (show_all || team_codes.is_some()),
        };
        let rows = read::fee_lines(ctx.state().db.pool(), ctx.org_scope(org_id), start_date, end_date).await?;
        let mine = |r: &FeeLineRow| match scope {
            FeeScope::User { user_id, .. } if !everyone => r.attorney_user_id == Some(user_id) || r.paralegal_user_id == Some(user_id),
            _ => true,
        };
        let scoped: Vec<FeeLine> = rows.iter().filter(|r| mine(r)).map(|r| to_line(&org, r)).collect();
        let state_options: BTreeSet<String> = scoped.iter().filter_map(|l| l.state.clone()).collect();
        let source_options: BTreeSet<String> = if shows_filters { scoped.iter().filter_map(|l| l.referral_source.clone()).collect() } else { BTreeSet::new() };
        let filter = FeeFilter { exclude_shared, office, state, referral_source };
        let lines: Vec<FeeLine> = scoped
            .into_iter()
            .filter(|l| filter.keeps(l))
            .filter(|l| team_codes.as_ref().is_none_or(|codes| codes.iter().any(|c| c.eq_ignore_ascii_case(&l.attorney))))
            .collect();
        let tiles = stats::tiles(&lines, start_date, end_date);
        Ok(FeesReport {
            start_date,
            end_date,
            shows_filters,
            show_all: everyone,
            total_fees: Money(tiles.total_fees_cents),
            average_fee: Money(tiles.average_fee_cents),
            total_cases: tiles.total_cases as i32,
            avg_cases_per_month: tiles.avg_cases_per_month,
            by_case_group: stats::by_case_group(&lines).into_iter().map(Into::into).collect(),
            by_month: stats::by_month(&lines).into_iter().map(Into::into).collect(),
            lines: lines.into_iter().map(|l| FeeLineItem::from_line(l, shows_filters)).collect(),
            office_options: rules::FEE_OFFICE_OPTIONS.iter().map(|s| s.to_string()).collect(),
            state_options: state_options.into_iter().collect(),
            referral_source_options: source_options.into_iter().collect(),
            chart_height: rules::FEE_CHART_HEIGHT as i32,
            group_page_size: rules::GROUP_DETAIL_PAGE_SIZE as i32,
        })
    }
}
