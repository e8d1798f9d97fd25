//! spec 3 §2.14 Provider Referrals Map: the markers (priority contacts with coordinates, the
//! filters combined with AND), the legend and the map's constants; address search and contact
//! coordinates through the server's geocoding port (`app::maps`), the results stored on the
//! contact's stream.

use async_graphql::{Context, Object, SimpleObject};
use domain::marketing::map::{self, MapFilter};

use super::query::sa_url;
use projections::crm::read;
use super::{require_crm, TOPICS};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::intake::query::intake_org;

#[derive(SimpleObject)]
pub struct MapMarker {
    pub contact_id: i64,
    pub name: String,
    pub contact_type: String,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone: Option<String>,
    pub sa_url: Option<String>,
    pub lat: f64,
    pub lng: f64,
    pub priority_level: Option<i64>,
    /// 'Level N' or 'Yes' (`rules::priority_label`).
    pub priority_label: String,
    /// spec 3 §2.14 marker colour (`map::marker_style`): a CSS colour and its name.
    pub colour: String,
    pub colour_name: String,
    pub accepts_lien: bool,
    pub accepts_health_insurance: bool,
    pub inbound_referrals: i64,
    pub outbound_referrals: i64,
}

#[derive(SimpleObject)]
pub struct MapLegendEntry {
    /// 1–5, or none.
    pub level: Option<i64>,
    pub label: String,
    pub colour: String,
    pub colour_name: String,
    /// Markers of this level under the current filters.
    pub count: i64,
}

#[derive(SimpleObject)]
pub struct MapCentre {
    pub name: String,
    pub lat: f64,
    pub lng: f64,
}

#[derive(SimpleObject)]
pub struct ReferralMap {
    pub markers: Vec<MapMarker>,
    pub legend: Vec<MapLegendEntry>,
    /// Utah first (the default), then Idaho and Washington.
    pub centres: Vec<MapCentre>,
    pub zoom: i64,
    pub height_px: i64,
    /// `[maps] tile_url`; empty = no tiles (a plain background).
    pub tile_url: String,
    pub tile_attribution: String,
    /// Priority contacts that cannot be shown for want of coordinates (their address did not
    /// geocode: the Contacts page flags them for a manual update).
    pub unlocated: i64,
}

#[derive(SimpleObject)]
pub struct GeocodedPlace {
    pub lat: f64,
    pub lng: f64,
    /// Which geocoder answered (`offline`, `nominatim`).
    pub provider: String,
}

#[derive(SimpleObject)]
pub struct GeocodeContactsPayload {
    /// Contacts with an address and no coordinates.
    pub checked: i64,
    pub located: i64,
    pub not_found: i64,
    pub message: String,
}

#[derive(Default)]
pub struct ReferralMapQuery;

#[Object]
impl ReferralMapQuery {
    /// spec 3 §2.14 map: `levels` (0 = no level; empty or absent = every level), `acceptsLien`,
    /// `acceptsHealthInsurance`, combined with AND. Intake roles.
    async fn referral_map(&self, ctx: &Context<'_>, levels: Option<Vec<i64>>, accepts_lien: Option<bool>, accepts_health_insurance: Option<bool>) -> AppResult<ReferralMap> {
        let (_, org) = intake_org(ctx, None).await?;
        let levels = levels.unwrap_or_default();
        if let Some(bad) = levels.iter().find(|l| !(0..=5).contains(*l)) {
            return Err(AppError::bad_input("levels", format!("Priority level {bad} does not exist (1 to 5, or 0 for none)")));
        }
        let filter = MapFilter {
            levels: levels.iter().map(|&l| (l != 0).then_some(l)).collect(),
            accepts_lien: accepts_lien.unwrap_or(false),
            accepts_health_insurance: accepts_health_insurance.unwrap_or(false),
        };
        let rows = read::contacts(ctx.state().db.pool(), ctx.org_scope(org), None).await?;
        let unlocated = rows.iter().filter(|r| r.priority && !domain::marketing::rules::shown_on_map(&r.record())).count() as i64;
        let markers: Vec<MapMarker> = rows
            .into_iter()
            .filter(|r| map::on_map(&r.record(), &filter))
            .map(|r| {
                let (_, colour_name, colour) = map::marker_style(r.priority_level);
                MapMarker {
                    sa_url: sa_url(ctx, r.sa_id),
                    priority_label: domain::marketing::rules::priority_label(r.priority, r.priority_level),
                    colour: colour.into(),
                    colour_name: colour_name.into(),
                    lat: r.lat.unwrap_or_default(),
                    lng: r.lng.unwrap_or_default(),
                    contact_id: r.contact_id,
                    name: r.name,
                    contact_type: r.contact_type,
                    address: r.address,
                    city: r.city,
                    state: r.state,
                    zip: r.zip,
                    phone: r.phone,
                    priority_level: r.priority_level,
                    accepts_lien: r.accepts_lien,
                    accepts_health_insurance: r.accepts_health_insurance,
                    inbound_referrals: r.inbound,
                    outbound_referrals: r.outbound,
                }
            })
            .collect();
        let legend = map::legend()
            .into_iter()
            .map(|(level, label, colour_name, colour)| MapLegendEntry {
                level,
                label: label.into(),
                colour: colour.into(),
                colour_name: colour_name.into(),
                count: markers.iter().filter(|m| m.priority_level == level).count() as i64,
            })
            .collect();
        let maps = &ctx.state().config.maps;
        Ok(ReferralMap {
            markers,
            legend,
            centres: map::MAP_CENTRES.iter().map(|(name, lat, lng)| MapCentre { name: name.to_string(), lat: *lat, lng: *lng }).collect(),
            zoom: map::MAP_ZOOM,
            height_px: map::MAP_HEIGHT_PX,
            tile_url: maps.tile_url.clone(),
            tile_attribution: maps.tile_attribution.clone(),
            unlocated,
        })
    }

    /// spec 3 §2.14 address search, on the server (the old system called a maps service from
    /// the browser with its key). `BAD_USER_INPUT` (field `address`) when nothing matches;
    /// `CONFLICT` when the geocoding service does not answer.
    async fn geocode_address(&self, ctx: &Context<'_>, address: String) -> AppResult<GeocodedPlace> {
        intake_org(ctx, None).await?;
        let address = address.trim();
        if address.len() < 3 {
            return Err(AppError::bad_input("address", "Type an address to search for"));
        }
        if address.len() > 300 {
            return Err(AppError::bad_input("address", "An address has at most 300 characters"));
        }
        let geocoder = app::maps::geocoder(&ctx.state().config.maps);
        match geocoder.geocode(address).await {
            Ok(Some(p)) => Ok(GeocodedPlace { lat: p.lat, lng: p.lng, provider: geocoder.name().into() }),
            Ok(None) => Err(AppError::bad_input("address", format!("No place found for “{address}”"))),
            Err(e) => {
                tracing::warn!(error = %e, "geocoding failed");
                Err(AppError::Conflict("The geocoding service did not answer; try again later.".into()))
            }
        }
    }
}

#[derive(Default)]
pub struct ReferralMapMutation;

#[Object]
impl ReferralMapMutation {
    /// Geocodes every contact that has an address and no coordinates, and records the found
    /// coordinates on the contact (one transaction; nothing written when the service is down).
    /// Contacts whose address does not geocode keep the Contacts page's manual-update warning.
    async fn geocode_contacts(&self, ctx: &Context<'_>) -> AppResult<GeocodeContactsPayload> {
        let viewer = ctx.viewer().await?;
        require_crm(&viewer)?;
        let state = ctx.state();
        let geocoder = app::maps::geocoder(&state.config.maps);
        let rows = read::contacts(state.db.pool(), super::crm_scope(ctx, &viewer), None).await?;
        let mut found = vec![];
        let (mut checked, mut not_found) = (0i64, 0i64);
        for row in rows.iter().filter(|r| r.lat.is_none() || r.lng.is_none()) {
            let Some(line) = app::maps::address_line(row.address.as_deref(), row.city.as_deref(), row.state.as_deref(), row.zip.as_deref()) else { continue };
            checked += 1;
            match geocoder.geocode(&line).await {
                Ok(Some(p)) => found.push((row.contact_id, p)),
                Ok(None) => not_found += 1,
                Err(e) => {
                    tracing::warn!(error = %e, "geocoding failed");
                    return Err(AppError::Conflict("The geocoding service did not answer; nothing was changed. Try again later.".into()));
                }
            }
        }
        let found: Vec<(i64, f64, f64)> = found.into_iter().map(|(contact_id, p)| (contact_id, p.lat, p.lng)).collect();
        let (located, last_position) = app::contacts::record_coordinates(state, &found, &viewer.metadata()).await?;
        if let Some(position) = last_position {
            ctx.settle(TOPICS, position).await;
        }
        let message = format!("{checked} contacts without coordinates, {located} located{}", if not_found > 0 { format!(", {not_found} addresses not found") } else { String::new() });
        Ok(GeocodeContactsPayload { checked, located, not_found, message })
    }
}
