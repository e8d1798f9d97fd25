//! spec 1 §7: createContact, updateContact, createContactEvent, syncContacts.

use async_graphql::{Context, InputObject, MaybeUndefined, Object, SimpleObject};
use chrono::{DateTime, Timelike, Utc};
use domain::marketing::{rules, ContactActivity, ContactCommand, ContactEventRecorded, MarketingEvent, ReferralContact, ReferralContactSet, CONTACT_EVENT_STREAM, REFERRAL_CONTACT_STREAM};
use domain::DomainEvent;

use super::query::{contact_event_types, contact_node, contact_types, event_node, Contact, ContactEvent};
use projections::crm::read::{self, ContactEventRow, ContactRow};
use super::{crm_scope, require_crm, TOPICS};
use projections::read::OrgScope;
use crate::auth::viewer::ContextExt;
use app::commands::{execute, execute_full, SideEffect, StreamId};
use app::error::{AppError, AppResult};

/// spec 1 §7 createContact(contact: sa_id, sa_ctg, contact_type_id, accepts_lien,
/// accepts_health_insurance, priority, priority_level), plus the chosen search result's name
/// (the server reads the record again from the external system by it).
#[derive(InputObject)]
pub struct CreateContactInput {
    pub sa_id: i64,
    pub sa_ctg: Option<i64>,
    pub name: String,
    pub contact_type_id: i64,
    #[graphql(default)]
    pub accepts_lien: bool,
    #[graphql(default)]
    pub accepts_health_insurance: bool,
    #[graphql(default)]
    pub priority: bool,
    /// 1 (Highest) to 5 (Lowest), or none.
    pub priority_level: Option<i64>,
}

/// spec 1 §7 updateContact(contactId, contact with any of ...): absent fields stay as they are;
/// an explicit null clears an optional one.
#[derive(InputObject, Default)]
pub struct UpdateContactInput {
    pub name: Option<String>,
    pub email: MaybeUndefined<String>,
    pub phone: MaybeUndefined<String>,
    pub address: MaybeUndefined<String>,
    pub city: MaybeUndefined<String>,
    pub state: MaybeUndefined<String>,
    pub zip: MaybeUndefined<String>,
    pub contact_type_id: Option<i64>,
    pub accepts_lien: Option<bool>,
    pub accepts_health_insurance: Option<bool>,
    pub priority: Option<bool>,
    pub priority_level: MaybeUndefined<i64>,
}

/// spec 1 §3 "ContactEvent ... Input: timestamp (string), contact_event_type_id, contact_id, comment".
#[derive(InputObject)]
pub struct ContactEventInput {
    /// An RFC 3339 instant on a 15-minute step.
    pub timestamp: String,
    pub contact_event_type_id: i64,
    pub contact_id: i64,
    pub comment: String,
}

/// What "Sync Contacts" did.
#[derive(SimpleObject)]
pub struct SyncContactsPayload {
    /// Contacts linked to an external record that the external system still has.
    pub checked: i64,
    /// Of those, the ones whose external record changed (recorded with source `sync`).
    pub updated: i64,
    /// Linked contacts the external system no longer has (left as they are).
    pub missing: i64,
    pub message: String,
}

/// The answer when the external system cannot be reached: nothing was written; try later.
fn unavailable(e: app::ports::ConnectorError) -> AppError {
    tracing::warn!(error = %e, "external case-management system call failed");
    AppError::Conflict("The external case-management system did not answer; nothing was changed. Try again later.".into())
}

fn check_level(priority_level: Option<i64>) -> AppResult<()> {
    match priority_level {
        Some(level) if !rules::PRIORITY_LEVELS.contains(&level) => Err(AppError::bad_input("priorityLevel", "Priority level is 1 (Highest) to 5 (Lowest)")),
        _ => Ok(()),
    }
}

async fn contact_type_name(ctx: &Context<'_>, contact_type_id: i64) -> AppResult<String> {
    contact_types(ctx).await?.into_iter().find(|t| t.contact_type_id == contact_type_id).map(|t| t.name).ok_or_else(|| AppError::bad_input("contactTypeId", "Choose a contact type"))
}

fn trimmed(v: String) -> Option<String> {
    let t = v.trim();
    (!t.is_empty()).then(|| t.to_string())
}

fn merge(field: &mut Option<String>, value: MaybeUndefined<String>) {
    match value {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => *field = None,
        MaybeUndefined::Value(v) => *field = trimmed(v),
    }
}

/// The fields the external system holds: a change to them is written back.
fn external_fields_differ(a: &ReferralContactSet, b: &ReferralContactSet) -> bool {
    (&a.name, &a.address, &a.city, &a.state, &a.zip, &a.phone, &a.email) != (&b.name, &b.address, &b.city, &b.state, &b.zip, &b.phone, &b.email)
}

/// The contact as the screens now show it; from the committed record when the read model lags.
async fn answer_contact(ctx: &Context<'_>, scope: OrgScope, record: &ReferralContactSet, version: i64) -> AppResult<Contact> {
    if let Some(row) = read::contact(ctx.state().db.pool(), scope, record.contact_id).await? {
        return Ok(contact_node(ctx, row));
    }
    let r = record.clone();
    Ok(contact_node(
        ctx,
        ContactRow {
            contact_id: r.contact_id,
            sa_id: r.sa_id,
            sa_ctg: r.sa_ctg,
            needs_manual_update: rules::needs_manual_update(&r),
            name: r.name,
            contact_type: r.contact_type,
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
            accepts_lien: r.accepts_lien,
            accepts_health_insurance: r.accepts_health_insurance,
            version,
            inbound: 0,
            outbound: 0,
            organization_id: r.organization_id,
        },
    ))
}

#[derive(Default)]
pub struct CrmMutation;

#[Object]
impl CrmMutation {
    /// spec 1 §2.4 'New Contact': adds a contact of the external system (chosen in the Name
    /// search) to the firm's referral contacts. Its id is the external id, so adding the same
    /// record twice answers `CONFLICT`.
    async fn create_contact(&self, ctx: &Context<'_>, contact: CreateContactInput) -> AppResult<Contact> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        let scope = crm_scope(ctx, &viewer);
        check_level(contact.priority_level)?;
        let kind = contact_type_name(ctx, contact.contact_type_id).await?;
        let name = contact.name.trim();
        if name.is_empty() {
            return Err(AppError::bad_input("name", "Search the external system and choose a contact"));
        }
        let found = ctx.state().case_system()?.search_contacts(name, 500).await.map_err(unavailable)?;
        let external = found
            .into_iter()
            .find(|c| c.sa_id == contact.sa_id)
            .ok_or_else(|| AppError::bad_input("saId", "The external system has no such contact any more; search again"))?;
        let record = ReferralContactSet {
            contact_id: external.sa_id,
            sa_id: Some(external.sa_id),
            sa_ctg: external.sa_ctg.or(contact.sa_ctg),
            name: external.name,
            contact_type: kind,
            address: external.address,
            city: external.city,
            state: external.state,
            zip: external.zip,
            phone: external.phone,
            email: external.email,
            lat: external.lat,
            lng: external.lng,
            priority: contact.priority,
            priority_level: contact.priority.then_some(contact.priority_level).flatten(),
            accepts_lien: contact.accepts_lien,
            accepts_health_insurance: contact.accepts_health_insurance,
            organization_id: Some(scope.id),
        };
        let outcome = execute::<ReferralContact>(ctx.state(), REFERRAL_CONTACT_STREAM, StreamId::Existing(record.contact_id), &ctx.command_metadata(&viewer), |_, _| {
            Ok((ContactCommand::Create(record.clone()), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        answer_contact(ctx, scope, &record, outcome.version).await
    }

    /// spec 1 §2.4 'Edit Contact' and the Priority column's toggle. `expectedVersion` (the
    /// version the dialog loaded) makes a stale save a `CONFLICT`. A change to what the
    /// external system holds (name, address, phone, email) is written back to it.
    async fn update_contact(&self, ctx: &Context<'_>, contact_id: i64, contact: UpdateContactInput, expected_version: Option<i64>) -> AppResult<Contact> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        if let MaybeUndefined::Value(level) = contact.priority_level {
            check_level(Some(level))?;
        }
        let kind = match contact.contact_type_id {
            Some(id) => Some(contact_type_name(ctx, id).await?),
            None => None,
        };
        if contact.name.as_deref().is_some_and(|n| n.trim().is_empty()) {
            return Err(AppError::bad_input("name", "A contact needs a name"));
        }
        let organization_id = viewer.user.organization_id;
        let scope = crm_scope(ctx, &viewer);
        // A changed address is geocoded here (the server's port, `app::maps`) so the contact
        // stays on the providers map; when it does not geocode it leaves the map and is flagged.
        let geocoded = match read::contact(ctx.state().db.pool(), scope, contact_id).await? {
            Some(row) => {
                let mut r = row.record();
                for (field, value) in [(&mut r.address, &contact.address), (&mut r.city, &contact.city), (&mut r.state, &contact.state), (&mut r.zip, &contact.zip)] {
                    merge(field, value.clone());
                }
                let address = (r.address.clone(), r.city.clone(), r.state.clone(), r.zip.clone());
                let line = app::maps::address_line(r.address.as_deref(), r.city.as_deref(), r.state.as_deref(), r.zip.as_deref());
                match line {
                    Some(line) if address != (row.address.clone(), row.city.clone(), row.state.clone(), row.zip.clone()) => {
                        app::maps::geocoder(&ctx.state().config.maps).geocode(&line).await.ok().flatten().map(|p| (address, p))
                    }
                    _ => None,
                }
            }
            None => None,
        };
        let (outcome, after) = execute_full::<ReferralContact>(ctx.state(), REFERRAL_CONTACT_STREAM, StreamId::Existing(contact_id), expected_version, &ctx.command_metadata(&viewer), |_, aggregate| {
            // Another organization's contact is not found (issue #36), from the log itself.
            let base = aggregate.current.clone().filter(|c| scope.owns(c.organization_id)).ok_or_else(|| AppError::NotFound("Contact not found".into()))?;
            // The input is applied on each attempt to the state as it stands then.
            let c = &contact;
            let mut r = base.clone();
            if let Some(name) = &c.name {
                r.name = name.trim().to_string();
            }
            for (field, value) in [(&mut r.email, &c.email), (&mut r.phone, &c.phone), (&mut r.address, &c.address), (&mut r.city, &c.city), (&mut r.state, &c.state), (&mut r.zip, &c.zip)] {
                merge(field, value.clone());
            }
            if let Some(k) = &kind {
                r.contact_type = k.clone();
            }
            r.accepts_lien = c.accepts_lien.unwrap_or(r.accepts_lien);
            r.accepts_health_insurance = c.accepts_health_insurance.unwrap_or(r.accepts_health_insurance);
            r.priority = c.priority.unwrap_or(r.priority);
            match c.priority_level {
                MaybeUndefined::Undefined => {}
                MaybeUndefined::Null => r.priority_level = None,
                MaybeUndefined::Value(v) => r.priority_level = Some(v),
            }
            if r.address != base.address || r.city != base.city || r.state != base.state || r.zip != base.zip {
                // A new address has not been geocoded: the contact leaves the map until it is.
                r.lat = None;
                r.lng = None;
                if let Some((address, p)) = &geocoded {
                    if *address == (r.address.clone(), r.city.clone(), r.state.clone(), r.zip.clone()) {
                        (r.lat, r.lng) = (Some(p.lat), Some(p.lng));
                    }
                }
            }
            let effects = match r.sa_id {
                Some(_) if external_fields_differ(&base, &r) => vec![SideEffect::WriteBack {
                    kind: "contact_updated".into(),
                    organization_id: Some(organization_id),
                    case_id: None,
                    payload: MarketingEvent::ReferralContactSet(Box::new(r.clone())).payload(),
                }],
                _ => vec![],
            };
            Ok((ContactCommand::Update(r), effects))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        let record = after.current.ok_or_else(|| AppError::NotFound("Contact not found".into()))?;
        answer_contact(ctx, scope, &record, outcome.version).await
    }

    /// spec 1 §2.4 'New Event' on the Activity page.
    async fn create_contact_event(&self, ctx: &Context<'_>, contact_event: ContactEventInput) -> AppResult<ContactEvent> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        let at = DateTime::parse_from_rfc3339(contact_event.timestamp.trim())
            .map(|t| t.with_timezone(&Utc))
            .map_err(|_| AppError::bad_input("timestamp", "Choose the event's date and time"))?;
        // spec 1 §9: "Event time step 15 minutes".
        if at.minute() % 15 != 0 || at.second() != 0 || at.nanosecond() != 0 {
            return Err(AppError::bad_input("timestamp", "Event times are in 15-minute steps"));
        }
        let kind = contact_event_types(ctx)
            .await?
            .into_iter()
            .find(|t| t.contact_event_type_id == contact_event.contact_event_type_id)
            .ok_or_else(|| AppError::bad_input("contactEventTypeId", "Choose the event type"))?;
        let scope = crm_scope(ctx, &viewer);
        let contact = read::contact(ctx.state().db.pool(), scope, contact_event.contact_id).await?.ok_or_else(|| AppError::bad_input("contactId", "Choose a contact"))?;
        let comment = contact_event.comment.trim().to_string();
        let user_name = viewer.user.name();
        let user_id = viewer.user.user_id;
        let build = |event_id: i64| ContactEventRecorded {
            event_id,
            contact_id: contact.contact_id,
            contact_event_type_id: kind.contact_event_type_id,
            contact_event_type: kind.name.clone(),
            at,
            comment: comment.clone(),
            user_id: Some(user_id),
            user_name: Some(user_name.clone()),
            organization_id: Some(scope.id),
        };
        let outcome = execute::<ContactActivity>(ctx.state(), CONTACT_EVENT_STREAM, StreamId::Allocate(CONTACT_EVENT_STREAM), &ctx.command_metadata(&viewer), |id, _| Ok((build(id), vec![]))).await?;
        ctx.settle(TOPICS, outcome.position).await;
        if let Some(row) = read::contact_events(ctx.state().db.pool(), scope, Some(outcome.id)).await?.into_iter().next() {
            return Ok(event_node(ctx, row));
        }
        let e = build(outcome.id);
        Ok(event_node(
            ctx,
            ContactEventRow {
                event_id: e.event_id,
                contact_id: e.contact_id,
                contact_event_type_id: e.contact_event_type_id,
                contact_event_type: e.contact_event_type,
                at: Some(e.at),
                comment: e.comment,
                user_id: e.user_id,
                user_name: e.user_name,
                contact_name: Some(contact.name.clone()),
                contact_sa_id: contact.sa_id,
            },
        ))
    }

    /// spec 1 §2.4 'Sync Contacts': refreshes every contact linked to an external record from
    /// the external system, recording what changed with source `sync`, all in one
    /// transaction — the sync worker's contacts path (`app::contacts::pull`) with the whole
    /// list. When the system cannot be reached nothing is written.
    async fn sync_contacts(&self, ctx: &Context<'_>) -> AppResult<SyncContactsPayload> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        // The external system is the deployment's organization's: its CRM (or an overlord)
        // refreshes every linked contact; another organization's admin may not (issue #36).
        if !crm_scope(ctx, &viewer).is_default && !viewer.principal.is_overlord() {
            return Err(AppError::forbidden());
        }
        let state = ctx.state();
        let mut metadata = viewer.metadata();
        metadata.source = eventstore::Source::Sync;
        let pulled = match app::contacts::pull(state, state.case_system()?.as_ref(), &metadata, true).await {
            Ok(pulled) => pulled,
            Err(app::contacts::ContactsError::System(e)) => return Err(unavailable(e)),
            Err(app::contacts::ContactsError::Api(e)) => return Err(e),
        };
        if pulled.last_position > 0 {
            ctx.settle(TOPICS, pulled.last_position).await;
        }
        let (checked, updated, missing) = (pulled.checked, pulled.updated, pulled.missing);
        let message = format!("{checked} contacts checked, {updated} updated{}", if missing > 0 { format!(", {missing} no longer in the external system") } else { String::new() });
        Ok(SyncContactsPayload { checked, updated, missing, message })
    }
}
