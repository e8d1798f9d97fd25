//! spec 1 §7: contacts; contactTypes; contactEvents; contactEventTypes.

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};

use projections::crm::read::{self, ContactEventRow, ContactRow};
use super::{crm_scope, require_crm};
use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::ids::global_id;

/// spec 1 §3 "ContactType: id, name".
#[derive(SimpleObject, Clone)]
pub struct ContactType {
    pub id: ID,
    pub contact_type_id: i64,
    pub name: String,
}

/// spec 1 §3 "ContactEvent ... contactEventType (id, name)".
#[derive(SimpleObject, Clone)]
pub struct ContactEventType {
    pub id: ID,
    pub contact_event_type_id: i64,
    pub name: String,
}

/// spec 1 §3 "Contact: id, saId, saCtg, contactType{name}, name, address, city, state, zip,
/// phone, email, priority, priority_level, inboundReferrals, outboundReferrals, lat, lng,
/// needsManualUpdate, accepts_lien, accepts_health_insurance".
#[derive(SimpleObject, Clone)]
pub struct Contact {
    pub id: ID,
    pub contact_id: i64,
    pub sa_id: Option<i64>,
    pub sa_ctg: Option<i64>,
    /// The contact card in the external system (the SA Link column), when linked.
    pub sa_url: Option<String>,
    pub name: String,
    pub contact_type: ContactTypeName,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub priority: bool,
    /// 1 (Highest) to 5 (Lowest), or none.
    pub priority_level: Option<i64>,
    /// spec 1 §2.4: 'Level N', 'Yes' or 'No' (`domain::marketing::rules::priority_label`).
    pub priority_label: String,
    /// Cases the contact referred to the firm.
    pub inbound_referrals: i64,
    /// Cases the firm referred to the contact (a provider of the case marked referred).
    pub outbound_referrals: i64,
    /// spec 1 §2.4 warning icon (rule: `domain::marketing::rules::needs_manual_update`).
    pub needs_manual_update: bool,
    pub accepts_lien: bool,
    pub accepts_health_insurance: bool,
    /// The contact stream's version: the edit dialog sends it back (`expectedVersion`).
    pub version: i64,
}

#[derive(SimpleObject, Clone)]
pub struct ContactTypeName {
    pub name: String,
}

/// The contact an event was logged with.
#[derive(SimpleObject, Clone)]
pub struct ContactEventContact {
    pub contact_id: i64,
    pub name: String,
    pub sa_id: Option<i64>,
    pub sa_url: Option<String>,
}

/// spec 1 §3 "ContactEvent: id, timestamp, comment, contactEventType (id, name), user, contact".
#[derive(SimpleObject, Clone)]
pub struct ContactEvent {
    pub id: ID,
    pub contact_event_id: i64,
    pub timestamp: Option<DateTime<Utc>>,
    pub comment: String,
    pub contact_event_type: ContactEventType,
    pub user_id: Option<i64>,
    /// Who logged it.
    pub user: Option<String>,
    pub contact: ContactEventContact,
}

pub fn sa_url(ctx: &Context<'_>, sa_id: Option<i64>) -> Option<String> {
    sa_id.map(|id| ctx.state().config.connector.contact_url_template.replace("{contactId}", &id.to_string()))
}

pub fn contact_node(ctx: &Context<'_>, r: ContactRow) -> Contact {
    Contact {
        id: global_id("Contact", r.contact_id),
        contact_id: r.contact_id,
        sa_id: r.sa_id,
        sa_ctg: r.sa_ctg,
        sa_url: sa_url(ctx, r.sa_id),
        priority_label: domain::marketing::rules::priority_label(r.priority, r.priority_level),
        name: r.name,
        contact_type: ContactTypeName { name: r.contact_type },
        address: r.address,
        city: r.city,
        state: r.state,
        zip: r.zip,
        phone: r.phone,
        email: r.email,
        lat: r.lat,
        lng: r.lng,
        priority: r.priority,
        priority_level: r.priority_level,
        inbound_referrals: r.inbound,
        outbound_referrals: r.outbound,
        needs_manual_update: r.needs_manual_update,
        accepts_lien: r.accepts_lien,
        accepts_health_insurance: r.accepts_health_insurance,
        version: r.version,
    }
}

pub fn event_node(ctx: &Context<'_>, r: ContactEventRow) -> ContactEvent {
    ContactEvent {
        id: global_id("ContactEvent", r.event_id),
        contact_event_id: r.event_id,
        timestamp: r.at,
        comment: r.comment,
        contact_event_type: ContactEventType { id: global_id("ContactEventType", r.contact_event_type_id), contact_event_type_id: r.contact_event_type_id, name: r.contact_event_type },
        user_id: r.user_id,
        user: r.user_name,
        contact: ContactEventContact { contact_id: r.contact_id, name: r.contact_name.unwrap_or_default(), sa_id: r.contact_sa_id, sa_url: sa_url(ctx, r.contact_sa_id) },
    }
}

pub async fn contact_types(ctx: &Context<'_>) -> AppResult<Vec<ContactType>> {
    Ok(crate::reference::items(ctx, "contact_type", None)
        .await?
        .into_iter()
        .map(|i| ContactType { id: global_id("ContactType", i.item_id), contact_type_id: i.item_id, name: i.name })
        .collect())
}

pub async fn contact_event_types(ctx: &Context<'_>) -> AppResult<Vec<ContactEventType>> {
    Ok(crate::reference::items(ctx, "contact_event_type", None)
        .await?
        .into_iter()
        .map(|i| ContactEventType { id: global_id("ContactEventType", i.item_id), contact_event_type_id: i.item_id, name: i.name })
        .collect())
}

#[derive(Default)]
pub struct CrmQuery;

#[Object]
impl CrmQuery {
    /// The firm's referral contacts, by name (spec 1 §2.4 Contacts page). CRM roles only.
    async fn contacts(&self, ctx: &Context<'_>) -> AppResult<Vec<Contact>> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        let look = ctx.look_ahead();
        let counts = look.field("inboundReferrals").exists() || look.field("outboundReferrals").exists();
        Ok(read::contacts_with(ctx.state().db.pool(), crm_scope(ctx, &viewer), None, counts).await?.into_iter().map(|r| contact_node(ctx, r)).collect())
    }

    async fn contact_types(&self, ctx: &Context<'_>) -> AppResult<Vec<ContactType>> {
        require_crm(&*ctx.viewer().await?)?;
        contact_types(ctx).await
    }

    async fn contact_event_types(&self, ctx: &Context<'_>) -> AppResult<Vec<ContactEventType>> {
        require_crm(&*ctx.viewer().await?)?;
        contact_event_types(ctx).await
    }

    /// Every logged contact event, newest first (spec 1 §2.4 Activity: "all rows on one page").
    async fn contact_events(&self, ctx: &Context<'_>) -> AppResult<Vec<ContactEvent>> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        Ok(read::contact_events(ctx.state().db.pool(), crm_scope(ctx, &viewer), None).await?.into_iter().map(|r| event_node(ctx, r)).collect())
    }
}
