//! Read model of the CRM (spec part 1 §2.4, part 3 §2.14): referral contacts, the events
//! logged with them, and the cases each contact referred to the firm (inbound: a case's
//! referral source names the contact as its other contact) or the firm referred to it
//! (outbound: a medical provider of a case that is the contact, marked referred). Topic `crm`.

pub mod read;

use async_trait::async_trait;
use domain::cases::CaseEvent;
use domain::marketing::{rules, MarketingEvent};
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct CrmProjection;

pub const NAME: &str = "crm";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "crm_contacts",
        columns: "contact_id BIGINT PRIMARY KEY, sa_id BIGINT, sa_ctg BIGINT, name TEXT NOT NULL, contact_type TEXT NOT NULL, address TEXT, city TEXT, \
                  state TEXT, zip TEXT, phone TEXT, email TEXT, lat DOUBLE PRECISION, lng DOUBLE PRECISION, priority BOOLEAN NOT NULL, \
                  priority_level BIGINT, accepts_lien BOOLEAN NOT NULL, accepts_health_insurance BOOLEAN NOT NULL, \
                  needs_manual_update BOOLEAN NOT NULL, version BIGINT NOT NULL, updated_at TEXT NOT NULL, organization_id BIGINT",
        indexes: &["name", "sa_id", "organization_id"],
    },
    TableDef {
        name: "crm_contact_events",
        columns: "event_id BIGINT PRIMARY KEY, contact_id BIGINT NOT NULL, contact_event_type_id BIGINT NOT NULL, contact_event_type TEXT NOT NULL, \
                  at TEXT NOT NULL, comment TEXT NOT NULL, user_id BIGINT, user_name TEXT, organization_id BIGINT",
        indexes: &["at", "contact_id", "organization_id"],
    },
    TableDef {
        name: "crm_referrals_in",
        columns: "case_id BIGINT PRIMARY KEY, contact_id BIGINT NOT NULL, source TEXT NOT NULL, set_at TEXT NOT NULL",
        indexes: &["contact_id"],
    },
    TableDef {
        name: "crm_referrals_out",
        columns: "case_id BIGINT NOT NULL, provider_id BIGINT NOT NULL, contact_id BIGINT, name TEXT NOT NULL, referred_date TEXT, \
                  is_referred BOOLEAN NOT NULL, PRIMARY KEY (case_id, provider_id)",
        // Covers `is_referred`: Contacts counts each contact's referrals out from it alone.
        indexes: &["contact_id, is_referred"],
    },
];

/// The marketing and case events the CRM folds.
const CASE_EVENTS: [&str; 3] = ["referral_source_set", "medical_provider_set", "provider_referred_date_set"];

#[async_trait]
impl Projection for CrmProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: the referrals-out index covers `is_referred` (issue #17).
        // 3: contacts and their events carry their organization (issue #36).
        3
    }

    fn handles(&self) -> Vec<&'static str> {
        let mut types = vec!["referral_contact_set", "contact_event_recorded"];
        types.extend(CASE_EVENTS);
        types
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if CASE_EVENTS.contains(&event.event_type.as_str()) {
            return apply_case(tx, event.decode::<CaseEvent>()?, eventstore::time::to_text(event.recorded_at)).await;
        }
        match event.decode::<MarketingEvent>()? {
            MarketingEvent::ReferralContactSet(e) => {
                let t = tx.table("crm_contacts");
                query(&format!(
                    "INSERT INTO {t} (contact_id, sa_id, sa_ctg, name, contact_type, address, city, state, zip, phone, email, lat, lng, priority, \
                     priority_level, accepts_lien, accepts_health_insurance, needs_manual_update, version, updated_at, organization_id) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) \
                     ON CONFLICT (contact_id) DO UPDATE SET sa_id = excluded.sa_id, sa_ctg = excluded.sa_ctg, name = excluded.name, \
                     contact_type = excluded.contact_type, address = excluded.address, city = excluded.city, state = excluded.state, \
                     zip = excluded.zip, phone = excluded.phone, email = excluded.email, lat = excluded.lat, lng = excluded.lng, \
                     priority = excluded.priority, priority_level = excluded.priority_level, accepts_lien = excluded.accepts_lien, \
                     accepts_health_insurance = excluded.accepts_health_insurance, needs_manual_update = excluded.needs_manual_update, \
                     version = excluded.version, updated_at = excluded.updated_at, organization_id = excluded.organization_id"
                ))
                .bind(e.contact_id)
                .bind(e.sa_id)
                .bind(e.sa_ctg)
                .bind(&e.name)
                .bind(&e.contact_type)
                .bind(&e.address)
                .bind(&e.city)
                .bind(&e.state)
                .bind(&e.zip)
                .bind(&e.phone)
                .bind(&e.email)
                .bind(eventstore::OptF64(e.lat))
                .bind(eventstore::OptF64(e.lng))
                .bind(e.priority)
                .bind(e.priority_level)
                .bind(e.accepts_lien)
                .bind(e.accepts_health_insurance)
                .bind(rules::needs_manual_update(&e))
                .bind(event.stream_version)
                .bind(eventstore::time::to_text(event.recorded_at))
                .bind(e.organization_id)
                .execute(tx)
                .await?;
            }
            MarketingEvent::ContactEventRecorded(e) => {
                let t = tx.table("crm_contact_events");
                query(&format!(
                    "INSERT INTO {t} (event_id, contact_id, contact_event_type_id, contact_event_type, at, comment, user_id, user_name, organization_id) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (event_id) DO NOTHING"
                ))
                .bind(e.event_id)
                .bind(e.contact_id)
                .bind(e.contact_event_type_id)
                .bind(&e.contact_event_type)
                .bind(eventstore::time::to_text(e.at))
                .bind(&e.comment)
                .bind(e.user_id)
                .bind(&e.user_name)
                .bind(e.organization_id)
                .execute(tx)
                .await?;
            }
            MarketingEvent::CallRecorded(_) | MarketingEvent::PageSpeedRecorded(_) => {}
        }
        Ok(())
    }
}

async fn apply_case(tx: &mut ProjectionTx<'_>, event: CaseEvent, at: String) -> Result<(), ProjectionError> {
    match event {
        CaseEvent::ReferralSourceSet(e) => {
            let t = tx.table("crm_referrals_in");
            query(&format!("DELETE FROM {t} WHERE case_id = $1")).bind(e.case_id).execute(tx).await?;
            if let Some(contact_id) = e.other_contact_id {
                query(&format!("INSERT INTO {t} (case_id, contact_id, source, set_at) VALUES ($1, $2, $3, $4)"))
                    .bind(e.case_id)
                    .bind(contact_id)
                    .bind(&e.source)
                    .bind(&at)
                    .execute(tx)
                    .await?;
            }
        }
        CaseEvent::MedicalProviderSet(e) => {
            let t = tx.table("crm_referrals_out");
            query(&format!(
                "INSERT INTO {t} (case_id, provider_id, contact_id, name, is_referred) VALUES ($1, $2, $3, $4, FALSE) \
                 ON CONFLICT (case_id, provider_id) DO UPDATE SET contact_id = excluded.contact_id, name = excluded.name"
            ))
            .bind(e.case_id)
            .bind(e.provider_id)
            .bind(e.contact_id)
            .bind(&e.name)
            .execute(tx)
            .await?;
        }
        CaseEvent::ProviderReferredDateSet(e) => {
            let t = tx.table("crm_referrals_out");
            // The referral can come before the provider's first bill (the firm sends the
            // client, then the provider's line appears): the row is made here if need be.
            query(&format!(
                "INSERT INTO {t} (case_id, provider_id, contact_id, name, referred_date, is_referred) VALUES ($1, $2, NULL, '', $3, $4) \
                 ON CONFLICT (case_id, provider_id) DO UPDATE SET referred_date = excluded.referred_date, is_referred = excluded.is_referred"
            ))
            .bind(e.case_id)
            .bind(e.provider_id)
            .bind(e.referred_date.map(|d| d.to_string()))
            .bind(e.is_referred)
            .execute(tx)
            .await?;
        }
        _ => {}
    }
    Ok(())
}
