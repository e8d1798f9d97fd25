//! Mileage Reimbursement (spec 2 §2 dialogs, §3 rows, §4 "Mileage flow", §5 rate, §7 calls,
//! §9 "default 70 cents per mile"). Opened from the All Cases row menu by anyone who works
//! the case (its attorney, paralegal or case manager, or the acted-as one) and by the
//! organization's admins; the server enforces it (docs/decisions.md "inventory2 (session 4)").

use async_graphql::{Context, InputObject, Object, SimpleObject};
use domain::inventory::mileage::{self, Address};
use domain::inventory::places;
use projections::inventory::read::mileage as read;

use super::distance::DistancePort;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::fees::money::Money;

/// spec 2 §3 "Medical provider row (mileage)".
#[derive(SimpleObject, Clone)]
#[graphql(rename_fields = "snake_case")]
pub struct MileageProvider {
    pub case_id: i64,
    pub provider_id: i64,
    pub provider_name: String,
    pub provider_address: Option<String>,
    pub provider_city: Option<String>,
    pub provider_state: Option<String>,
    pub provider_zip: Option<String>,
    pub p_address: Option<String>,
    pub p_city: Option<String>,
    pub p_state: Option<String>,
    pub p_zip: Option<String>,
    pub visits: i64,
    pub alt_address: Option<String>,
    pub alt_city: Option<String>,
    pub alt_state: Option<String>,
    pub alt_zip: Option<String>,
    /// The address choices the dialog offers: the primary as "street, city, ST zip" (or 'No
    /// address'), then the alternate when non-blank and different (spec 2 §2).
    pub address_choices: Vec<String>,
}

/// spec 2 §3 "Client address row: case_id, client_name, p_*, alt_*".
#[derive(SimpleObject, Clone)]
#[graphql(rename_fields = "snake_case")]
pub struct ClientAddress {
    pub case_id: i64,
    pub client_name: String,
    pub p_address: Option<String>,
    pub p_city: Option<String>,
    pub p_state: Option<String>,
    pub p_zip: Option<String>,
    pub alt_address: Option<String>,
    pub alt_city: Option<String>,
    pub alt_state: Option<String>,
    pub alt_zip: Option<String>,
    pub address_choices: Vec<String>,
}

/// spec 2 §7: "provider_addresses each provider_name, address, visits".
#[derive(InputObject)]
#[graphql(rename_fields = "snake_case")]
pub struct ProviderAddressInput {
    pub provider_name: String,
    pub address: String,
    pub visits: i64,
}

/// spec 2 §3 "Mileage result: provider_name, provider_address, patient_address,
/// reimbursement, round_trip_miles, visits, error", plus whether the miles are an estimate.
#[derive(SimpleObject, Clone)]
#[graphql(rename_fields = "snake_case")]
pub struct MileageResult {
    pub provider_name: String,
    pub provider_address: String,
    pub patient_address: String,
    /// Cents: round-trip miles × visits × rate (spec 2 §9).
    pub reimbursement: Money,
    pub round_trip_miles: f64,
    pub visits: i64,
    pub error: Option<String>,
    /// True when the miles come from the offline estimate rather than a routing service.
    pub estimate: bool,
    /// The rate applied, cents per mile (spec 2 §5: 1 to 200, else reset to 70).
    pub rate: i64,
}

fn address(a: read::StoredAddress) -> Address {
    Address { street: a.street, city: a.city, state: a.state, zip: a.zip }
}

fn choices(primary: &Address, alternate: &Address) -> Vec<String> {
    mileage::address_choices(primary, alternate).iter().map(Address::label).collect()
}

/// The guard of the two loads: the case's organization, then admin of it or staffed on the
/// case (as oneself, or as the acted-as user). Unknown case `NOT_FOUND`.
async fn guard_case(ctx: &Context<'_>, case_id: i64) -> AppResult<()> {
    let viewer = ctx.viewer().await?;
    let pool = ctx.state().db.pool();
    let row = read::case_staffing(pool, case_id).await?.ok_or_else(|| AppError::NotFound(format!("Case {case_id} not found")))?;
    let org: i64 = row.organization_id.unwrap_or(ctx.state().config.organization_id);
    if viewer.principal.administers(org) {
        return Ok(());
    }
    if !viewer.principal.reads_organization(org) {
        return Err(AppError::NotFound(format!("Case {case_id} not found")));
    }
    let user = viewer.effective_user_id();
    let staffed = [row.attorney_user_id, row.paralegal_user_id, row.case_manager_user_id].contains(&Some(user));
    if staffed {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

#[derive(Default)]
pub struct MileageQuery;

#[Object]
impl MileageQuery {
    /// spec 2 §7 `case_medical_providers_and_alt_addresses(caseId)`: the case's providers with
    /// the provider contact's address, the client's address, visits and the alternate.
    #[graphql(name = "case_medical_providers_and_alt_addresses")]
    async fn case_medical_providers_and_alt_addresses(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Vec<MileageProvider>> {
        guard_case(ctx, case_id).await?;
        let pool = ctx.state().db.pool();
        let client = read::client_primary(pool, case_id).await?.unwrap_or_default();
        let rows = read::providers(pool, case_id).await?;
        Ok(rows
            .into_iter()
            .map(|r| {
                let primary = address(r.primary);
                let alternate = address(r.alternate);
                MileageProvider {
                    case_id,
                    provider_id: r.provider_id,
                    provider_name: r.name,
                    address_choices: choices(&primary, &alternate),
                    provider_address: primary.street,
                    provider_city: primary.city,
                    provider_state: primary.state,
                    provider_zip: primary.zip,
                    p_address: client.street.clone(),
                    p_city: client.city.clone(),
                    p_state: client.state.clone(),
                    p_zip: client.zip.clone(),
                    visits: r.visits,
                    alt_address: alternate.street,
                    alt_city: alternate.city,
                    alt_state: alternate.state,
                    alt_zip: alternate.zip,
                }
            })
            .collect())
    }

    /// spec 2 §7 `client_addresses(caseId)`: the client's primary and alternate address.
    #[graphql(name = "client_addresses")]
    async fn client_addresses(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Vec<ClientAddress>> {
        guard_case(ctx, case_id).await?;
        let pool = ctx.state().db.pool();
        let row = read::client_addresses(pool, case_id).await?;
        Ok(row
            .map(|r| {
                let primary = address(r.primary);
                let alternate = address(r.alternate);
                let fallback = format!("{} {}", r.first_name.unwrap_or_default(), r.last_name.unwrap_or_default()).trim().to_string();
                ClientAddress {
                    case_id,
                    client_name: r.client_name.filter(|n| !n.is_empty()).unwrap_or(fallback),
                    address_choices: choices(&primary, &alternate),
                    p_address: primary.street,
                    p_city: primary.city,
                    p_state: primary.state,
                    p_zip: primary.zip,
                    alt_address: alternate.street,
                    alt_city: alternate.city,
                    alt_state: alternate.state,
                    alt_zip: alternate.zip,
                }
            })
            .into_iter()
            .collect())
    }
}

/// Where an address is: a provider contact's stored geocode when the address is a contact's
/// own, else its city's centre; the error text of a result row otherwise.
async fn locate(pool: &sqlx::AnyPool, label: &str) -> Result<(f64, f64), String> {
    let a = places::parse_address(label).filter(Address::is_complete).ok_or_else(|| "No address".to_string())?;
    let (street, city, state) = (a.street.clone().unwrap_or_default(), a.city.clone().unwrap_or_default(), a.state.clone().unwrap_or_default());
    if let Some(found) = read::stored_location(pool, &street, &city, &state).await.map_err(|e| format!("could not read stored locations: {e}"))? {
        return Ok(found);
    }
    places::city_centroid(&city, &state).ok_or_else(|| format!("Could not locate {city}, {state}"))
}

#[derive(Default)]
pub struct MileageMutation;

#[Object]
impl MileageMutation {
    /// spec 2 §7 `calculate_mileage_reimbursement(client_address, provider_addresses)`:
    /// one result per provider; `rate` is the results dialog's field (spec 2 §5: not a number,
    /// 0 or less resets to 70; 1 to 200). Writes nothing.
    #[graphql(name = "calculate_mileage_reimbursement")]
    async fn calculate_mileage_reimbursement(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "client_address")] client_address: String,
        #[graphql(name = "provider_addresses")] provider_addresses: Vec<ProviderAddressInput>,
        rate: Option<String>,
    ) -> AppResult<Vec<MileageResult>> {
        let _viewer = ctx.viewer().await?;
        if provider_addresses.is_empty() {
            return Err(AppError::bad_input("provider_addresses", "Choose at least one provider"));
        }
        if provider_addresses.len() > 200 {
            return Err(AppError::bad_input("provider_addresses", "At most 200 providers"));
        }
        if provider_addresses.iter().any(|p| p.visits < 0 || p.visits > 100_000) {
            return Err(AppError::bad_input("visits", "Visits must be between 0 and 100000"));
        }
        let rate = mileage::parse_rate(rate.as_deref().unwrap_or(""));
        let pool = ctx.state().db.pool();
        let home = places::parse_address(&client_address).filter(Address::is_complete).ok_or_else(|| AppError::bad_input("client_address", "Choose a client address"))?;
        let patient_address = home.label();
        let from = locate(pool, &patient_address).await.map_err(|m| AppError::bad_input("client_address", m))?;
        let port = DistancePort::from_config(&ctx.state().config.mileage);
        let mut results = Vec::with_capacity(provider_addresses.len());
        for p in provider_addresses {
            let mut row = MileageResult {
                provider_name: p.provider_name.trim().to_string(),
                provider_address: p.address.trim().to_string(),
                patient_address: patient_address.clone(),
                reimbursement: Money(0),
                round_trip_miles: 0.0,
                visits: p.visits,
                error: None,
                estimate: matches!(port, DistancePort::Offline { .. }),
                rate,
            };
            match locate(pool, &p.address).await {
                Ok(to) => match port.round_trip(from, to).await {
                    Ok(trip) => {
                        row.round_trip_miles = trip.miles;
                        row.estimate = trip.estimate;
                        row.reimbursement = Money(mileage::reimbursement_cents(trip.miles, p.visits, rate));
                    }
                    Err(message) => row.error = Some(message),
                },
                Err(message) => {
                    if message == "No address" {
                        row.provider_address = "No Address".into();
                    }
                    row.error = Some(message);
                }
            }
            results.push(row);
        }
        Ok(results)
    }
}
