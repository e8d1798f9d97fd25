//! Read model of the Mileage Reimbursement dialog (spec 2 §2, §3 "Medical provider row
//! (mileage)", "Client address row"): the client's primary and alternate address and, per
//! provider, its contact (whose address and geocode the `crm` read model holds), the visit
//! count and an alternate address. Topic `mileage`.

use async_trait::async_trait;
use domain::cases::CaseEvent;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct MileageProjection;

pub const NAME: &str = "mileage";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "mileage_clients",
        columns: "case_id BIGINT PRIMARY KEY, client_name TEXT, address TEXT, city TEXT, state TEXT, zip TEXT, \
                  alt_address TEXT, alt_city TEXT, alt_state TEXT, alt_zip TEXT",
        indexes: &[],
    },
    TableDef {
        name: "mileage_providers",
        columns: "case_id BIGINT NOT NULL, provider_id BIGINT NOT NULL, name TEXT NOT NULL, contact_id BIGINT, visits BIGINT NOT NULL, \
                  alt_address TEXT, alt_city TEXT, alt_state TEXT, alt_zip TEXT, PRIMARY KEY (case_id, provider_id)",
        indexes: &[],
    },
];

#[async_trait]
impl Projection for MileageProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["plaintiff_details_set", "medical_provider_set", "provider_visits_set", "alternate_address_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match CaseEvent::decode(&event.event_type, event.payload.clone())? {
            CaseEvent::PlaintiffDetailsSet(e) => {
                let t = tx.table("mileage_clients");
                let name = format!("{} {}", e.first_name.trim(), e.last_name.trim()).trim().to_string();
                query(&format!(
                    "INSERT INTO {t} (case_id, client_name, address, city, state, zip) VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (case_id) DO UPDATE SET client_name = excluded.client_name, address = excluded.address, \
                     city = excluded.city, state = excluded.state, zip = excluded.zip"
                ))
                .bind(e.case_id)
                .bind(name)
                .bind(&e.address)
                .bind(&e.city)
                .bind(&e.state)
                .bind(&e.zip)
                .execute(tx)
                .await?;
            }
            CaseEvent::MedicalProviderSet(e) => {
                let t = tx.table("mileage_providers");
                query(&format!(
                    "INSERT INTO {t} (case_id, provider_id, name, contact_id, visits) VALUES ($1, $2, $3, $4, 0) \
                     ON CONFLICT (case_id, provider_id) DO UPDATE SET name = excluded.name, contact_id = excluded.contact_id"
                ))
                .bind(e.case_id)
                .bind(e.provider_id)
                .bind(&e.name)
                .bind(e.contact_id)
                .execute(tx)
                .await?;
            }
            CaseEvent::ProviderVisitsSet(e) => {
                // Visits may be recorded before the provider's first bill: the row waits, unnamed.
                let t = tx.table("mileage_providers");
                query(&format!(
                    "INSERT INTO {t} (case_id, provider_id, name, visits) VALUES ($1, $2, '', $3) \
                     ON CONFLICT (case_id, provider_id) DO UPDATE SET visits = excluded.visits"
                ))
                .bind(e.case_id)
                .bind(e.provider_id)
                .bind(e.visits.max(0))
                .execute(tx)
                .await?;
            }
            CaseEvent::AlternateAddressSet(e) => match e.provider_id {
                None => {
                    let t = tx.table("mileage_clients");
                    query(&format!(
                        "INSERT INTO {t} (case_id, alt_address, alt_city, alt_state, alt_zip) VALUES ($1, $2, $3, $4, $5) \
                         ON CONFLICT (case_id) DO UPDATE SET alt_address = excluded.alt_address, alt_city = excluded.alt_city, \
                         alt_state = excluded.alt_state, alt_zip = excluded.alt_zip"
                    ))
                    .bind(e.case_id)
                    .bind(&e.address)
                    .bind(&e.city)
                    .bind(&e.state)
                    .bind(&e.zip)
                    .execute(tx)
                    .await?;
                }
                Some(provider_id) => {
                    let t = tx.table("mileage_providers");
                    query(&format!(
                        "INSERT INTO {t} (case_id, provider_id, name, visits, alt_address, alt_city, alt_state, alt_zip) \
                         VALUES ($1, $2, '', 0, $3, $4, $5, $6) ON CONFLICT (case_id, provider_id) DO UPDATE SET \
                         alt_address = excluded.alt_address, alt_city = excluded.alt_city, alt_state = excluded.alt_state, alt_zip = excluded.alt_zip"
                    ))
                    .bind(e.case_id)
                    .bind(provider_id)
                    .bind(&e.address)
                    .bind(&e.city)
                    .bind(&e.state)
                    .bind(&e.zip)
                    .execute(tx)
                    .await?;
                }
            },
            _ => {}
        }
        Ok(())
    }
}
