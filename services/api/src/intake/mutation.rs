//! Intake changes: the referral source of a lead (spec 1 §7 upsertSaPaidAdvertising), a
//! provider's referred date (insertSaProviderReferredDate) — both commands on the case stream —
//! and the rotation count override (updateUserNewCases), an event on the user's rotation stream.

use async_graphql::{Context, InputObject, Object};
use chrono::Utc;
use domain::cases::CaseCommand;
use domain::intake::{RotationCount, SetRotationNewCases, ROTATION_STREAM};

use super::query::{intake_admin_org, rotation};
use super::types::RotationStaff;
use crate::auth::viewer::ContextExt;
use crate::cases::mutation::change_settling;
use crate::dates::parse_form_date as parse_date;
use crate::cases::types::CaseNode;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};

/// spec 1 §3 "Advertising source input: case_id, contact_id, optional comments".
#[derive(InputObject)]
pub struct SaPaidAdvertisingInput {
    pub case_id: i64,
    /// The referral source (an `advertisingSources` contactId).
    pub contact_id: i64,
    pub comments: Option<String>,
}

/// spec 1 §7 insertSaProviderReferredDate(dateInput: provider_id, referred_date, is_referred).
#[derive(InputObject)]
pub struct SaProviderReferredDateInput {
    pub provider_id: i64,
    /// `YYYY-MM-DD` or `MM/DD/YYYY`; null to remove (with isReferred false).
    pub referred_date: Option<String>,
    pub is_referred: bool,
}

/// The intake screens read both read models: their changes answer once both caught up.
const TOPICS: &[&str] = &[projections::cases::NAME, projections::intake::NAME];

#[derive(Default)]
pub struct IntakeMutation;

#[Object]
impl IntakeMutation {
    /// spec 1 §7: upsertSaPaidAdvertising — the lead's referral source and its comments.
    async fn upsert_sa_paid_advertising(&self, ctx: &Context<'_>, advertising_source: SaPaidAdvertisingInput) -> AppResult<CaseNode> {
        crate::cases::mutation::require_editor(ctx, true).await?;
        let source = crate::reference::items(ctx, "advertising_source", None)
            .await?
            .into_iter()
            .find(|i| i.item_id == advertising_source.contact_id)
            .ok_or_else(|| AppError::bad_input("contactId", format!("Unknown referral source {}", advertising_source.contact_id)))?;
        let comments = advertising_source.comments.map(|c| c.trim().to_string());
        if comments.as_ref().is_some_and(|c| c.chars().count() > 500) {
            return Err(AppError::bad_input("comments", "Comments can have at most 500 characters"));
        }
        let command = CaseCommand::SetReferralSource { contact_id: source.item_id, source: source.name, comments };
        Ok(CaseNode(change_settling(ctx, advertising_source.case_id, command, TOPICS).await?))
    }

    /// spec 1 §4, §7: insertSaProviderReferredDate; removing sends null and not-referred.
    /// Intake admins only (the New Providers page, spec 1 §6).
    async fn insert_sa_provider_referred_date(&self, ctx: &Context<'_>, date_input: SaProviderReferredDateInput) -> AppResult<CaseNode> {
        intake_admin_org(ctx, None).await?;
        let case_id = projections::intake::read::provider_case(ctx.state().db.pool(), date_input.provider_id)
            .await?
            .ok_or_else(|| AppError::NotFound(format!("Provider {} not found", date_input.provider_id)))?;
        let referred_date = match (&date_input.referred_date, date_input.is_referred) {
            (_, false) => None,
            (Some(raw), true) => Some(parse_date("referredDate", raw)?),
            (None, true) => return Err(AppError::bad_input("referredDate", "Choose the referred date")),
        };
        let command = CaseCommand::SetProviderReferredDate { provider_id: date_input.provider_id, referred_date, is_referred: date_input.is_referred };
        Ok(CaseNode(change_settling(ctx, case_id, command, TOPICS).await?))
    }

    /// spec 1 §2.5, §7: updateUserNewCases(id, newCasesInPastWeek) — an intake admin sets a
    /// staff member's past-week count (recorded as an event); answers the staff member's row.
    async fn update_user_new_cases(&self, ctx: &Context<'_>, id: i64, new_cases_in_past_week: i64) -> AppResult<RotationStaff> {
        let viewer = ctx.viewer().await?;
        let org_id = projections::organization::read::organization_of_user(ctx.state().db.pool(), id).await?.ok_or_else(|| AppError::NotFound("User not found".into()))?;
        intake_admin_org(ctx, Some(org_id)).await?;
        domain::intake::rules::check_new_cases(new_cases_in_past_week)?;
        let now = Utc::now();
        let command = SetRotationNewCases { user_id: id, organization_id: org_id, new_cases: new_cases_in_past_week, at: now };
        let outcome = execute::<RotationCount>(ctx.state(), ROTATION_STREAM, StreamId::Existing(id), &ctx.command_metadata(&viewer), |_, _| Ok((command.clone(), vec![]))).await?;
        ctx.settle(&[projections::intake::NAME], outcome.position).await;
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let rows = rotation(ctx, &org, Utc::now()).await?;
        let user = org.user(id).ok_or_else(|| AppError::NotFound("User not found".into()))?;
        Ok(rows.into_iter().flat_map(|d| d.staff).find(|s| s.user_id == id).unwrap_or(RotationStaff {
            id: crate::ids::global_id("RotationStaff", id),
            user_id: id,
            name: user.name(),
            staff_code: user.staff_code.clone(),
            new_cases_in_past_week,
            overridden: true,
            active_auto_cases: 0,
            capacity: user.capacity,
            percent_full: 0.0,
            score: 0.0,
            next_in_line: false,
        }))
    }
}
