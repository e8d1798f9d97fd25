//! Reference-data lookups (spec part 1 §7: caseTypes, caseSubTypes, caseStates, caseOffices,
//! advertisingSources, closeReasons, quickInjuries), read from the `reference` read model.

use async_graphql::{Context, Object, SimpleObject};

use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

#[derive(SimpleObject, Clone)]
pub struct ReferenceItem {
    pub kind: String,
    pub item_id: i64,
    pub name: String,
    pub parent_id: Option<i64>,
    /// Kind-specific data as JSON (a custom field's input type and `~`-separated options, ...).
    pub attributes: String,
    pub active: bool,
}

#[derive(SimpleObject)]
pub struct CaseTypeOption {
    pub type_id: i64,
    #[graphql(name = "type")]
    pub type_name: String,
}

#[derive(SimpleObject)]
pub struct StateOption {
    pub state_id: i64,
    pub state: String,
}

#[derive(SimpleObject)]
pub struct OfficeOption {
    pub office_id: i64,
    pub office: String,
}

#[derive(SimpleObject)]
pub struct AdvertisingSourceOption {
    pub contact_id: i64,
    pub contact: String,
}

#[derive(SimpleObject)]
pub struct CloseReasonOption {
    pub reason_id: i64,
    pub reason: String,
}

#[derive(SimpleObject)]
pub struct QuickInjuryOption {
    pub injury_id: i64,
    pub injury: String,
}

/// Active items of one kind, sorted by name (optionally children of one parent).
pub async fn items(ctx: &Context<'_>, kind: &str, parent_id: Option<i64>) -> AppResult<Vec<ReferenceItem>> {
    ctx.viewer().await?;
    if !domain::reference::KINDS.contains(&kind) {
        return Err(AppError::bad_input("kind", format!("Unknown reference kind {kind}")));
    }
    let rows = projections::reference::read::active_items(ctx.state().db.pool(), kind).await?;
    Ok(rows
        .into_iter()
        .map(|r| ReferenceItem { kind: r.kind, item_id: r.item_id, name: r.name, parent_id: r.parent_id, attributes: r.attributes, active: true })
        .filter(|i| i.active && (parent_id.is_none() || i.parent_id == parent_id))
        .collect())
}

#[derive(Default)]
pub struct ReferenceQuery;

#[Object]
impl ReferenceQuery {
    /// Every item of one kind (active ones), e.g. `udf_definition`, `note_type`, `contact_type`.
    async fn reference_items(&self, ctx: &Context<'_>, kind: String) -> AppResult<Vec<ReferenceItem>> {
        items(ctx, &kind, None).await
    }

    async fn case_types(&self, ctx: &Context<'_>) -> AppResult<Vec<CaseTypeOption>> {
        Ok(items(ctx, "case_type", None).await?.into_iter().map(|i| CaseTypeOption { type_id: i.item_id, type_name: i.name }).collect())
    }

    /// spec 1 §5: "Sub type is disabled until type is chosen" — sub-types of one type.
    async fn case_sub_types(&self, ctx: &Context<'_>, type_id: i64) -> AppResult<Vec<CaseTypeOption>> {
        Ok(items(ctx, "case_sub_type", Some(type_id)).await?.into_iter().map(|i| CaseTypeOption { type_id: i.item_id, type_name: i.name }).collect())
    }

    async fn case_states(&self, ctx: &Context<'_>) -> AppResult<Vec<StateOption>> {
        Ok(items(ctx, "state", None).await?.into_iter().map(|i| StateOption { state_id: i.item_id, state: i.name }).collect())
    }

    /// The organization's offices (spec 1 §9 ids).
    async fn case_offices(&self, ctx: &Context<'_>) -> AppResult<Vec<OfficeOption>> {
        let viewer = ctx.viewer().await?;
        Ok(viewer.org.offices.iter().map(|o| OfficeOption { office_id: o.office_id, office: o.name.clone() }).collect())
    }

    /// Referral/advertising sources; 'Ref-Apex Chat' is left out of edit lists unless asked for
    /// (spec 1 §2.5, §5).
    async fn advertising_sources(&self, ctx: &Context<'_>, #[graphql(default = false)] include_hidden: bool) -> AppResult<Vec<AdvertisingSourceOption>> {
        Ok(items(ctx, "advertising_source", None)
            .await?
            .into_iter()
            .filter(|i| include_hidden || !domain::reference::hidden_from_referral_source_lists(&i.name))
            .map(|i| AdvertisingSourceOption { contact_id: i.item_id, contact: i.name })
            .collect())
    }

    async fn close_reasons(&self, ctx: &Context<'_>) -> AppResult<Vec<CloseReasonOption>> {
        Ok(items(ctx, "close_reason", None).await?.into_iter().map(|i| CloseReasonOption { reason_id: i.item_id, reason: i.name }).collect())
    }

    async fn quick_injuries(&self, ctx: &Context<'_>) -> AppResult<Vec<QuickInjuryOption>> {
        Ok(items(ctx, "quick_injury", None).await?.into_iter().map(|i| QuickInjuryOption { injury_id: i.item_id, injury: i.name }).collect())
    }
}
