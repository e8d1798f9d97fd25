//! Contacts from the external case-management system (spec 1 §2.4 "Sync Contacts"; issue #18:
//! "Contacts sync the same way"). One path for both: the sync worker pulls the contacts changed
//! since its cursor (the `contacts` row of `sync_state`) after every pull of facts, and "Sync
//! Contacts" pulls the whole list through the same function, which also moves that cursor.
//! A CRM contact linked to an external record (`sa_id`) takes the record's name, address,
//! phone, e-mail and position, recorded with source `sync`, all in one transaction.

use chrono::{DateTime, Utc};
use domain::marketing::{ContactCommand, MarketingEvent, ReferralContact, ReferralContactSet, REFERRAL_CONTACT_STREAM};
use domain::Aggregate;
use eventstore::time::{from_text, to_text};
use eventstore::{Metadata, StoreError};
use sqlx::Row;

use crate::error::AppError;
use crate::ports::{CaseSystem, ConnectorError, ExternalContact};
use crate::state::AppState;

/// Records found coordinates on contacts, in one transaction: `(contact id, lat, lng)` each.
/// Answers how many contacts changed and the last position written (none: nothing written).
pub async fn record_coordinates(state: &AppState, found: &[(i64, f64, f64)], metadata: &Metadata) -> Result<(i64, Option<i64>), AppError> {
    let (mut located, mut last_position, mut appended) = (0i64, 0i64, 0usize);
    let mut tx = state.db.begin_write().await?;
    for &(contact_id, lat, lng) in found {
        if let Some((position, events)) = update_contact_in(state, &mut tx, contact_id, metadata, |r| (r.lat, r.lng) = (Some(lat), Some(lng))).await? {
            last_position = position;
            appended += events;
            located += 1;
        }
    }
    if appended == 0 {
        return Ok((0, None));
    }
    tx.commit().await?;
    crate::commands::after_commit(state, appended).await;
    Ok((located, Some(last_position)))
}

/// Changes one CRM contact inside `tx` (the sync's and the geocoder's batches): reads its
/// stream, applies `edit` to its current fields and appends what the aggregate decides at the
/// version read. `Some((last position, events appended))` when it changed; `None` when the
/// contact does not exist or the edit changes nothing.
pub async fn update_contact_in(
    state: &AppState,
    tx: &mut eventstore::WriteTx,
    contact_id: i64,
    metadata: &Metadata,
    edit: impl FnOnce(&mut ReferralContactSet),
) -> Result<Option<(i64, usize)>, AppError> {
    let stream_id = domain::organization::stream_id(REFERRAL_CONTACT_STREAM, contact_id);
    let history = state.store.read_stream_in(tx, &stream_id).await?;
    let version = history.last().map(|e| e.stream_version).unwrap_or(0);
    let events: Vec<MarketingEvent> = history.iter().map(|e| e.decode::<MarketingEvent>()).collect::<Result<_, _>>().map_err(AppError::internal)?;
    let aggregate = ReferralContact::fold(&events);
    let Some(mut fields) = aggregate.current.clone() else { return Ok(None) };
    edit(&mut fields);
    let decided = aggregate.decide(ContactCommand::Update(fields)).map_err(AppError::from)?;
    if decided.is_empty() {
        return Ok(None);
    }
    let new_events: Vec<eventstore::NewEvent> = decided.iter().map(eventstore::NewEvent::from_domain).collect();
    let done = state.store.append_in(tx, REFERRAL_CONTACT_STREAM, &stream_id, eventstore::ExpectedVersion::Exact(version), &new_events, metadata).await?;
    Ok(Some((done.last_position, new_events.len())))
}

/// The row of `sync_state` that holds the contacts' cursor (the newest `updated_at` applied).
pub const CONTACTS: &str = "contacts";

/// What a contacts pull did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ContactsPulled {
    /// Contacts received from the system.
    pub received: i64,
    /// Linked contacts the system answered.
    pub checked: i64,
    /// Of those, the ones that changed (recorded).
    pub updated: i64,
    /// Linked contacts missing from a complete list (left as they are).
    pub missing: i64,
    /// The position of the last event recorded (0: none).
    pub last_position: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum ContactsError {
    #[error(transparent)]
    System(#[from] ConnectorError),
    #[error("{}", .0.message())]
    Api(AppError),
}

impl From<AppError> for ContactsError {
    fn from(e: AppError) -> Self {
        ContactsError::Api(e)
    }
}

impl From<StoreError> for ContactsError {
    fn from(e: StoreError) -> Self {
        ContactsError::Api(e.into())
    }
}

/// The contacts' cursor (None before the first pull).
async fn cursor(state: &AppState) -> Result<Option<DateTime<Utc>>, StoreError> {
    let mut tx = state.db.begin_write().await?;
    // The row appears on first use (no migration: the feed is optional for a system).
    sqlx::query("INSERT INTO sync_state (name) VALUES ($1) ON CONFLICT (name) DO NOTHING").bind(CONTACTS).execute(&mut *tx).await?;
    tx.commit().await?;
    let row = sqlx::query("SELECT cursor FROM sync_state WHERE name = $1").bind(CONTACTS).fetch_one(state.db.pool()).await?;
    Ok(row.try_get::<Option<String>, _>("cursor")?.as_deref().and_then(from_text))
}

/// Pulls contacts from `system` and applies them: `complete` asks for every contact (Sync
/// Contacts), else those changed after the cursor (the worker). The cursor moves to the
/// newest `updated_at` received, in the transaction of the changes. The worker follows the
/// changes from the first complete pull on: without a cursor it does nothing, so it never
/// rewrites the linked contacts wholesale on its own.
pub async fn pull(state: &AppState, system: &dyn CaseSystem, metadata: &Metadata, complete: bool) -> Result<ContactsPulled, ContactsError> {
    let since = cursor(state).await?;
    if !complete && since.is_none() {
        return Ok(ContactsPulled::default());
    }
    let external = if complete { system.sync_contacts().await? } else { system.contacts_updated_since(since).await? };
    let newest = external.iter().filter_map(|c| c.updated_at).max().max(since);
    let by_sa: std::collections::HashMap<i64, &ExternalContact> = external.iter().map(|c| (c.sa_id, c)).collect();
    let linked: Vec<(i64, i64)> = sqlx::query("SELECT contact_id, sa_id FROM crm_contacts WHERE sa_id IS NOT NULL")
        .fetch_all(state.db.pool())
        .await
        .map_err(StoreError::from)?
        .iter()
        .map(|r| Ok((r.try_get("contact_id")?, r.try_get("sa_id")?)))
        .collect::<Result<_, sqlx::Error>>()
        .map_err(StoreError::from)?;
    let mut pulled = ContactsPulled { received: external.len() as i64, ..Default::default() };
    let mut appended = 0usize;
    let mut tx = state.db.begin_write().await?;
    for (contact_id, sa_id) in linked {
        let Some(ext) = by_sa.get(&sa_id) else {
            pulled.missing += i64::from(complete);
            continue;
        };
        pulled.checked += 1;
        let changed = update_contact_in(state, &mut tx, contact_id, metadata, |r| {
            r.name = ext.name.clone();
            r.sa_ctg = ext.sa_ctg.or(r.sa_ctg);
            r.address = ext.address.clone();
            r.city = ext.city.clone();
            r.state = ext.state.clone();
            r.zip = ext.zip.clone();
            r.phone = ext.phone.clone();
            r.email = ext.email.clone();
            if ext.lat.is_some() && ext.lng.is_some() {
                (r.lat, r.lng) = (ext.lat, ext.lng);
            }
        })
        .await?;
        if let Some((last_position, events)) = changed {
            pulled.last_position = last_position;
            appended += events;
            pulled.updated += 1;
        }
    }
    sqlx::query("UPDATE sync_state SET cursor = $1, last_pull_at = $2, last_success_at = $2, pulls = pulls + 1 WHERE name = $3")
        .bind(newest.map(to_text))
        .bind(to_text(Utc::now()))
        .bind(CONTACTS)
        .execute(&mut *tx)
        .await
        .map_err(StoreError::from)?;
    tx.commit().await.map_err(StoreError::from)?;
    if appended > 0 {
        crate::commands::after_commit(state, appended).await;
    }
    Ok(pulled)
}

/// Records a failed contacts pull on the `contacts` row (shown in logs; the facts' row keeps
/// the sync's own status).
pub async fn record_failure(state: &AppState, error: &str) -> Result<(), StoreError> {
    let mut tx = state.db.begin_write().await?;
    sqlx::query("UPDATE sync_state SET last_pull_at = $1, last_error = $2, last_error_at = $1, failures = failures + 1, pulls = pulls + 1 WHERE name = $3")
        .bind(to_text(Utc::now()))
        .bind(error)
        .bind(CONTACTS)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}
