use std::collections::HashMap;

use async_graphql::{Context, Object};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use projections::read::time::day_start;
use domain::intake::rules::{self, LeadFacts, NewCasesOverride};

use projections::intake::read::{self, LeadView};
use super::types::{FollowUpReport, InvestigationsReport, LeadNode, LeadsReport, NewProviderNode, RotationDepartment, RotationStaff};
use crate::auth::viewer::{ContextExt, Viewer};
use crate::cases::types::CaseNode;
use app::error::{AppError, AppResult};
use domain::organization::access::roles;
use crate::ids::global_id;
use projections::organization::read::OrgData;

/// The longest range an intake list answers (a year and a little): a bounded cost.
pub const MAX_RANGE_DAYS: i64 = 400;

/// The organization an intake query reads (the viewer's unless given) if the viewer may.
pub async fn intake_org(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(std::sync::Arc<Viewer>, i64)> {
    let viewer = ctx.viewer().await?;
    let org = organization_id.unwrap_or(viewer.user.organization_id);
    if !viewer.principal.reads_organization(org) || !viewer.principal.holds_any(roles::INTAKE) {
        return Err(AppError::forbidden());
    }
    Ok((viewer, org))
}

/// The leads list alone is also marketing's: spec 1 §6 "Leads CSV export: admin or marketing"
/// (issue #36 §3: marketing reads no other intake list or statistic).
pub async fn leads_org(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(std::sync::Arc<Viewer>, i64)> {
    let viewer = ctx.viewer().await?;
    let org = organization_id.unwrap_or(viewer.user.organization_id);
    if viewer.principal.reads_organization(org) && viewer.principal.has_role("marketing") {
        return Ok((viewer, org));
    }
    intake_org(ctx, organization_id).await
}

/// spec 1 §6 "Intake admin = admin or intake-management" (overlord too) of that organization.
pub async fn intake_admin_org(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(std::sync::Arc<Viewer>, i64)> {
    let (viewer, org) = intake_org(ctx, organization_id).await?;
    let p = &viewer.principal;
    if !p.holds_any(roles::INTAKE_ADMIN) {
        return Err(AppError::Forbidden("Only an intake admin (admin or intake-management) may do this".into()));
    }
    Ok((viewer, org))
}



/// A top-bar range (inclusive of both ends, ARCHITECTURE "Time"), checked.
pub fn check_range(start: NaiveDate, end: NaiveDate) -> AppResult<()> {
    if end < start {
        return Err(AppError::bad_input("endDate", "The end date is before the start date"));
    }
    if (end - start).num_days() > MAX_RANGE_DAYS {
        return Err(AppError::bad_input("endDate", format!("Choose a range of at most {MAX_RANGE_DAYS} days")));
    }
    Ok(())
}

/// What the intake figures read of a lead.
fn facts(l: &LeadView) -> LeadFacts<'_> {
    LeadFacts {
        handled_by_backup: l.case.row.handled_by_backup.as_deref(),
        referral_source: l.case.row.advertising_source.as_deref(),
        has_wanted_date: l.case.row.wanted_date.is_some(),
        has_retained_date: l.case.row.retained_date.is_some(),
        is_mass_tort: l.case.row.is_mass_tort,
    }
}

fn nodes(leads: Vec<LeadView>, now: DateTime<Utc>) -> Vec<LeadNode> {
    leads.into_iter().map(|lead| LeadNode { lead, now }).collect()
}

/// The intake rotation of one organization at `now` (spec 1 §2.5, §9).
pub async fn rotation(ctx: &Context<'_>, org: &OrgData, now: DateTime<Utc>) -> AppResult<Vec<RotationDepartment>> {
    let config = &ctx.state().config;
    let window_start = now - Duration::days(rules::PAST_WEEK_DAYS);
    let shown = org.departments.iter().filter(|d| d.show_on_intake_assignment);
    let mut members: Vec<i64> = shown.flat_map(|d| org.members("department", d.department_id)).filter(|u| u.active).map(|u| u.user_id).collect();
    members.sort_unstable();
    members.dedup();
    let inputs = read::rotation_inputs(ctx.state().db.pool(), ctx.org_scope(org.organization_id), window_start, &members).await?;
    let mut assigned: HashMap<i64, Vec<DateTime<Utc>>> = HashMap::new();
    for (user, at) in inputs.assignments {
        assigned.entry(user).or_default().push(at);
    }
    let mut active: HashMap<i64, i64> = HashMap::new();
    for (case_type, stage, role, user, cases) in &inputs.open_case_staff {
        if rules::is_active_auto_case(role, stage, false, case_type.as_deref(), &config.firm.auto_case_types) {
            *active.entry(*user).or_default() += cases;
        }
    }
    let mut departments = vec![];
    for d in org.departments.iter().filter(|d| d.show_on_intake_assignment) {
        let mut staff: Vec<RotationStaff> = org
            .members("department", d.department_id)
            .into_iter()
            .filter(|u| u.active)
            .map(|u| {
                let override_ = inputs.overrides.get(&u.user_id).map(|(n, at)| NewCasesOverride { new_cases: *n, set_at: *at });
                let past_week = rules::past_week_new_cases(assigned.get(&u.user_id).map(Vec::as_slice).unwrap_or(&[]), override_, now);
                let overridden = override_.is_some_and(|o| o.set_at > window_start);
                let active_auto_cases = active.get(&u.user_id).copied().unwrap_or(0);
                let capacity = Some(u.capacity).filter(|c| *c > 0).unwrap_or(rules::DEFAULT_CAPACITY);
                let percent_full = rules::percent_full(active_auto_cases, Some(u.capacity));
                RotationStaff {
                    id: global_id("RotationStaff", d.department_id * 1_000_000_000 + u.user_id),
                    user_id: u.user_id,
                    name: u.name(),
                    staff_code: u.staff_code.clone(),
                    new_cases_in_past_week: past_week,
                    overridden,
                    active_auto_cases,
                    capacity,
                    percent_full,
                    score: rules::rotation_score(past_week, percent_full),
                    next_in_line: false,
                }
            })
            .collect();
        staff.sort_by(|a, b| a.score.total_cmp(&b.score).then_with(|| a.name.cmp(&b.name)));
        if let Some(first) = staff.first_mut() {
            first.next_in_line = true;
        }
        departments.push(RotationDepartment { id: global_id("RotationDepartment", d.department_id), department_id: d.department_id, name: d.name.clone(), staff });
    }
    Ok(departments)
}

#[derive(Default)]
pub struct IntakeQuery;

#[Object]
impl IntakeQuery {
    /// spec 1 §2.5, §7: leadsInPeriod(startDate, endDate, excludeClosed) — the leads opened in
    /// the range (firm days, both ends included), newest first, with the header figures.
    async fn leads_in_period(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = false)] exclude_closed: bool,
        organization_id: Option<i64>,
    ) -> AppResult<LeadsReport> {
        let (_, org) = leads_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let tz = ctx.firm_tz();
        let from = eventstore::time::to_text(day_start(start_date, tz));
        let to = eventstore::time::to_text(day_start(end_date + Duration::days(1), tz));
        let pool = ctx.state().db.pool();
        let ids = read::leads_opened(pool, ctx.org_scope(org), &from, &to, exclude_closed).await?;
        let leads = read::load_leads(pool, &ids, super::lead_parts(&ctx.look_ahead().field("leads"))).await?;
        let partner = ctx.state().config.firm.legal_referral_partner_source.clone();
        let figures = rules::lead_figures(leads.iter().map(facts), &partner);
        Ok(LeadsReport {
            lead_count: figures.leads,
            alert: figures.alert,
            alert_percent: figures.alert_percent,
            alert_partner: figures.alert_partner,
            alert_partner_percent: figures.alert_partner_percent,
            partner_source: partner,
            wanted: figures.wanted,
            retained: figures.retained,
            performance_percent: figures.performance_percent,
            leads: nodes(leads, Utc::now()),
        })
    }

    /// spec 1 §2.5, §7: leadsInFollowUp — open leads in an intake status (INT 00 to INT 04),
    /// each coloured by the staleness of its last intake note at query time.
    async fn leads_in_follow_up(&self, ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<FollowUpReport> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let pool = ctx.state().db.pool();
        let parts = super::lead_parts(&ctx.look_ahead().field("leads"));
        let leads = async {
            let ids = read::follow_up_leads(pool, ctx.org_scope(org)).await?;
            AppResult::Ok(read::load_leads(pool, &ids, parts).await?)
        };
        // The figures and the list side by side.
        let (figures, leads) = tokio::try_join!(async { Ok(projections::intake::read::follow_up::figures(pool, ctx.org_scope(org)).await?) }, leads)?;
        let now = Utc::now();
        Ok(FollowUpReport {
            lead_count: figures.lead_count,
            wanted_but_not_retained: figures.wanted_but_not_retained,
            investigator_appt_not_signed: figures.investigator_appt_not_signed,
            computed_at: now,
            leads: nodes(leads, now),
        })
    }

    /// spec 1 §2.5, §7: investigations — the leads wanted in the range (firm days, both ends
    /// included; the wanted date starts the investigation), optionally of some investigators,
    /// with the performance figures over them.
    async fn investigations(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        investigator_ids: Option<Vec<i64>>,
        organization_id: Option<i64>,
    ) -> AppResult<InvestigationsReport> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let investigators = investigator_ids.filter(|ids| !ids.is_empty());
        if investigators.as_ref().is_some_and(|ids| ids.len() > 100) {
            return Err(AppError::bad_input("investigatorIds", "Choose at most 100 investigators"));
        }
        let pool = ctx.state().db.pool();
        let ids = read::leads_wanted(pool, ctx.org_scope(org), start_date, end_date, investigators.as_deref()).await?;
        let leads = read::load_leads(pool, &ids, super::lead_parts(&ctx.look_ahead().field("leads"))).await?;
        let f = rules::investigation_figures(leads.iter().map(facts));
        Ok(InvestigationsReport {
            count: leads.len() as i64,
            wanted: f.wanted,
            retained: f.retained,
            not_retained: f.not_retained,
            retained_percent: f.retained_percent,
            leads: nodes(leads, Utc::now()),
        })
    }

    /// spec 1 §2.5, §7: referredOutCases — cases in a REF OUT status; closed cases are hidden.
    async fn referred_out_cases(&self, ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<Vec<LeadNode>> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let pool = ctx.state().db.pool();
        let ids = read::referred_out(pool, ctx.org_scope(org)).await?;
        Ok(nodes(read::load_leads(pool, &ids, super::lead_parts(&ctx.look_ahead())).await?, Utc::now()))
    }

    /// spec 1 §2.5, §7: closedCasesInPeriod(startDate, endDate) — cases closed in the range;
    /// intake admins only (spec 1 §6).
    async fn closed_cases_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<CaseNode>> {
        let (_, org) = intake_admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let pool = ctx.state().db.pool();
        let ids = read::closed_in(pool, ctx.org_scope(org), start_date, end_date).await?;
        let parts = crate::cases::parts_selected_by(&ctx.look_ahead());
        Ok(projections::cases::read::CaseView::load_parts(pool, &ids, parts).await?.into_iter().map(CaseNode).collect())
    }

    /// spec 1 §2.5, §7: newProvidersInPeriod(startDate, endDate) — medical providers referred
    /// in the range, by provider id descending; intake admins only (spec 1 §6).
    async fn new_providers_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<NewProviderNode>> {
        let (_, org) = intake_admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let pool = ctx.state().db.pool();
        let providers = read::new_providers(pool, ctx.org_scope(org), start_date, end_date).await?;
        let mut ids: Vec<i64> = providers.iter().map(|p| p.case_id).collect();
        ids.sort_unstable();
        ids.dedup();
        let parts = super::lead_parts(&ctx.look_ahead().field("lead"));
        let leads: HashMap<i64, LeadView> = read::load_leads(pool, &ids, parts).await?.into_iter().map(|l| (l.case.row.case_id, l)).collect();
        let now = Utc::now();
        Ok(providers
            .into_iter()
            .filter_map(|p| {
                let lead = leads.get(&p.case_id)?.clone();
                Some(NewProviderNode { provider_id: p.provider_id, name: p.name, referred_date: p.referred_date, lead, now })
            })
            .collect())
    }

    /// spec 1 §2.5 Intake Rotation: one card per department flagged showOnIntakeAssignment.
    /// Every member of the organization may read it (spec 3 §2.1 also lists it under
    /// inventory); only intake admins change it (`updateUserNewCases`).
    async fn intake_rotation(&self, ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<Vec<RotationDepartment>> {
        let viewer = ctx.viewer().await?;
        let org = organization_id.unwrap_or(viewer.user.organization_id);
        if !viewer.principal.reads_organization(org) {
            return Err(AppError::forbidden());
        }
        let data = ctx.org(org).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        rotation(ctx, &data, Utc::now()).await
    }
}
