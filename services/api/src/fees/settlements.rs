//! Open settlements (spec 2 §2 Settlements; §3 open settlement; §4 not-banked rule; §7
//! `openSettlements`, `openSettlementsByStaff`, no variables).

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::rules;

use super::money::Money;
use super::query::role_names;
use projections::fees::read::settlements::{self as read, SettlementRow};
use crate::auth::viewer::ContextExt;
use projections::read::OrgScope;
use app::error::{AppError, AppResult};
use projections::organization::read::{organization_of_user, OrgData};

#[derive(Default)]
pub struct SettlementsQuery;

/// One open settlement (spec 2 §3 "Open settlement: attorney, caseId, caseNumber, clientName,
/// type, settlement, insType, attorneyFee, referralFee, feesTaken, dateCreated, incidentDate,
/// openingDate, retainedDate, market, referralSource, closingDate").
#[derive(SimpleObject)]
pub struct OpenSettlement {
    pub settlement_id: i64,
    pub case_id: i64,
    pub case_number: Option<String>,
    pub client_name: String,
    pub attorney: String,
    /// `type` in the spec.
    pub settlement_type: Option<String>,
    pub ins_type: Option<String>,
    pub settlement: Money,
    pub attorney_fee: Money,
    pub referral_fee: Money,
    /// Banked so far.
    pub fees_taken: Money,
    /// The settlement's date.
    pub date_created: Option<NaiveDate>,
    pub incident_date: Option<NaiveDate>,
    pub opening_date: Option<NaiveDate>,
    pub retained_date: Option<NaiveDate>,
    pub market: Option<String>,
    /// Null unless the viewer is admin or marketing (spec 2 §6).
    pub referral_source: Option<String>,
    pub closing_date: Option<NaiveDate>,
    /// spec 2 §4: fees taken plus referral fee below the attorney fee, and no closing date.
    pub not_banked: bool,
    /// What is left to bank (0 when banked).
    pub fee_not_banked: Money,
}

/// The Settlements screen: open settlements and the Fees Not Banked total.
#[derive(SimpleObject)]
pub struct OpenSettlements {
    pub settlements: Vec<OpenSettlement>,
    /// spec 2 §2 "a Fees Not Banked total".
    pub fees_not_banked: Money,
    pub not_banked_count: i32,
}

/// The screen's rows and total from the open settlements read (the read model applied the
/// open-settlement rule, spec 2 §2; each row's not-banked state is spec 2 §4's).
pub(super) fn report(org: &OrgData, rows: Vec<SettlementRow>, shows_source: bool) -> OpenSettlements {
    let settlements: Vec<OpenSettlement> = rows
        .into_iter()
        .map(|r| {
            let not_banked = rules::is_not_banked(r.attorney_fee_cents, r.referral_fee_cents, r.fees_taken_cents, r.closing_date);
            let code = r.attorney_user_id.and_then(|id| org.user(id)).and_then(|u| u.staff_code.clone()).or(r.attorney_code.clone());
            OpenSettlement {
                settlement_id: r.settlement_id,
                case_id: r.case_id,
                case_number: r.case_number,
                client_name: r.client_name,
                attorney: rules::attorney_name(code.as_deref()),
                settlement_type: r.settlement_type,
                ins_type: r.insurance_type,
                settlement: Money(r.amount_cents),
                attorney_fee: Money(r.attorney_fee_cents),
                referral_fee: Money(r.referral_fee_cents),
                fees_taken: Money(r.fees_taken_cents),
                date_created: r.settlement_date,
                incident_date: r.incident_date,
                opening_date: r.opened_at,
                retained_date: r.retained_date,
                market: r.market,
                referral_source: if shows_source { r.referral_source } else { None },
                closing_date: r.closing_date,
                not_banked,
                fee_not_banked: Money(if not_banked { rules::fee_not_banked_cents(r.attorney_fee_cents, r.referral_fee_cents, r.fees_taken_cents) } else { 0 }),
            }
        })
        .collect();
    let not_banked: Vec<&OpenSettlement> = settlements.iter().filter(|s| s.not_banked).collect();
    OpenSettlements { fees_not_banked: Money(not_banked.iter().map(|s| s.fee_not_banked.0).sum()), not_banked_count: not_banked.len() as i32, settlements }
}

/// Whose open settlements a Settlements screen shows, checked on the server.
pub(super) struct SettlementsScope {
    pub org: std::sync::Arc<OrgData>,
    pub org_scope: OrgScope,
    /// The user whose cases (attorney or paralegal) are listed; None: the organization's.
    pub staff: Option<i64>,
    /// Whether the referral source is shown (admin and marketing, spec 2 §6).
    pub shows_source: bool,
}

/// The open settlements the screen shows: the viewer's organization's with Show All (admin and
/// marketing, spec 2 §6), else those of the cases whose attorney or paralegal is the user the
/// screen is for (the acted-as user, else the viewer). Each way checked here, on the server.
pub(super) async fn settlements_scope(ctx: &Context<'_>, show_all: bool) -> AppResult<SettlementsScope> {
    let viewer = ctx.viewer().await?;
    let roles = role_names(&viewer);
    let shows_source = rules::sees_fee_filters(&roles);
    if show_all {
        if !shows_source {
            return Err(AppError::Forbidden("Show All on settlements is for admin and marketing".into()));
        }
        let org_id = viewer.user.organization_id;
        let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
        return Ok(SettlementsScope { org, org_scope: ctx.org_scope(org_id), staff: None, shows_source });
    }
    let user_id = viewer.effective_user_id();
    let org_id = organization_of_user(ctx.state().db.pool(), user_id).await?.ok_or_else(AppError::forbidden)?;
    let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
    if !viewer.principal.views_user(user_id, org_id, &org.group_ids("team", user_id)) {
        return Err(AppError::forbidden());
    }
    Ok(SettlementsScope { org, org_scope: ctx.org_scope(org_id), staff: Some(user_id), shows_source })
}

/// Every open settlement the screen shows, with the Fees Not Banked total.
pub(super) async fn open_settlements_for(ctx: &Context<'_>, show_all: bool) -> AppResult<OpenSettlements> {
    let scope = settlements_scope(ctx, show_all).await?;
    let rows = read::open_settlements(ctx.state().db.pool(), scope.org_scope, scope.staff, None).await?;
    Ok(report(&scope.org, rows, scope.shows_source))
}

#[Object]
impl SettlementsQuery {
    /// spec 2 §2 Settlements with Show All (admin; marketing too, spec 2 §6): every open
    /// settlement of the viewer's organization.
    async fn open_settlements(&self, ctx: &Context<'_>) -> AppResult<OpenSettlements> {
        open_settlements_for(ctx, true).await
    }

    /// spec 2 §2 Settlements: the open settlements of the cases whose attorney or paralegal is
    /// the user the screen is for (the acted-as user, else the viewer).
    async fn open_settlements_by_staff(&self, ctx: &Context<'_>) -> AppResult<OpenSettlements> {
        open_settlements_for(ctx, false).await
    }
}
