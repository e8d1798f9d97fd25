//! Mileage's readers (spec 2 §2 Mileage, §7): who staffs a case, the client's and the
//! providers' addresses, and a provider contact's stored geocode — typed rows.

use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{json_rows, Bind, ReadResult};

/// A case's organization and legal staff (the mileage screens' guard).
#[derive(Debug, Clone, Deserialize)]
pub struct CaseStaffing {
    pub organization_id: Option<i64>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
}

/// The case's organization and staff, if the case is known.
pub async fn case_staffing(pool: &AnyPool, case_id: i64) -> ReadResult<Option<CaseStaffing>> {
    let columns = ["organization_id", "attorney_user_id", "paralegal_user_id", "case_manager_user_id"];
    Ok(json_rows(pool, &columns, "FROM inventory_cases WHERE case_id = $1", &[Bind::Int(case_id)]).await?.into_iter().next())
}

/// A street address as stored, any part possibly missing.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct StoredAddress {
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
}

/// The client's primary address (`mileage_clients`), if one is kept.
pub async fn client_primary(pool: &AnyPool, case_id: i64) -> ReadResult<Option<StoredAddress>> {
    Ok(json_rows(pool, &["address", "city", "state", "zip"], "FROM mileage_clients WHERE case_id = $1", &[Bind::Int(case_id)]).await?.into_iter().next())
}

/// A medical provider of a case with its contact's address and the alternate address.
#[derive(Debug, Clone, Deserialize)]
pub struct ProviderAddresses {
    pub provider_id: i64,
    pub name: String,
    pub visits: i64,
    pub alternate: StoredAddress,
    pub primary: StoredAddress,
}

/// The case's named providers, by name.
pub async fn providers(pool: &AnyPool, case_id: i64) -> ReadResult<Vec<ProviderAddresses>> {
    let columns = ["m.provider_id", "m.name", "m.visits", "m.alt_address", "m.alt_city", "m.alt_state", "m.alt_zip", "c.address", "c.city", "c.state", "c.zip"];
    let from = "FROM mileage_providers m LEFT JOIN crm_contacts c ON c.contact_id = m.contact_id WHERE m.case_id = $1 AND m.name <> ''";
    let rows: Vec<Provider> = json_rows(pool, &columns, from, &[Bind::Int(case_id)]).await?;
    let mut providers: Vec<ProviderAddresses> = rows.into_iter().map(Provider::addresses).collect();
    providers.sort_by(|a, b| a.name.cmp(&b.name).then(a.provider_id.cmp(&b.provider_id)));
    Ok(providers)
}

#[derive(Deserialize)]
struct Provider(i64, String, i64, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>);

impl Provider {
    fn addresses(self) -> ProviderAddresses {
        let Provider(provider_id, name, visits, a1, a2, a3, a4, p1, p2, p3, p4) = self;
        ProviderAddresses {
            provider_id,
            name,
            visits,
            alternate: StoredAddress { street: a1, city: a2, state: a3, zip: a4 },
            primary: StoredAddress { street: p1, city: p2, state: p3, zip: p4 },
        }
    }
}

/// The client of a case with the addresses mileage keeps.
#[derive(Debug, Clone)]
pub struct ClientAddresses {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub client_name: Option<String>,
    pub primary: StoredAddress,
    pub alternate: StoredAddress,
}

#[derive(Deserialize)]
struct Client(Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>, Option<String>);

/// The case's client and addresses, if the case is known.
pub async fn client_addresses(pool: &AnyPool, case_id: i64) -> ReadResult<Option<ClientAddresses>> {
    let columns = ["i.first_name", "i.last_name", "m.client_name", "m.address", "m.city", "m.state", "m.zip", "m.alt_address", "m.alt_city", "m.alt_state", "m.alt_zip"];
    let rows: Vec<Client> = json_rows(pool, &columns, "FROM inventory_cases i LEFT JOIN mileage_clients m ON m.case_id = i.case_id WHERE i.case_id = $1", &[Bind::Int(case_id)]).await?;
    Ok(rows.into_iter().next().map(|Client(first_name, last_name, client_name, p1, p2, p3, p4, a1, a2, a3, a4)| ClientAddresses {
        first_name,
        last_name,
        client_name,
        primary: StoredAddress { street: p1, city: p2, state: p3, zip: p4 },
        alternate: StoredAddress { street: a1, city: a2, state: a3, zip: a4 },
    }))
}

/// A provider contact's stored geocode for a street address (case-insensitive), if any.
pub async fn stored_location(pool: &AnyPool, street: &str, city: &str, state: &str) -> ReadResult<Option<(f64, f64)>> {
    let from = "FROM (SELECT lat, lng FROM crm_contacts WHERE lat IS NOT NULL AND lng IS NOT NULL AND LOWER(address) = LOWER($1) AND LOWER(city) = LOWER($2) \
                AND LOWER(state) = LOWER($3) LIMIT 1) found";
    let binds = [Bind::Text(street.to_string()), Bind::Text(city.to_string()), Bind::Text(state.to_string())];
    Ok(json_rows::<(f64, f64)>(pool, &["lat", "lng"], from, &binds).await?.into_iter().next())
}
