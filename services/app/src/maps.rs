//! `[maps]`: the providers map's tile source and the geocoding port (spec 3 §2.14; issue 16;
//! docs/decisions.md "ppccrm (session 4)"). The old system called a maps geocoding service
//! from the browser with its key; here the server geocodes, through [`Geocoder`]: the
//! [`OfflineGeocoder`] (a gazetteer of the firm's region: tests, the demo, no network) or a
//! Nominatim-compatible HTTP service named in configuration. Results are stored on the log
//! with the contact (`referral_contact_set`), never fetched per view.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum GeocoderKind {
    /// The built-in gazetteer: no network, deterministic.
    #[default]
    Offline,
    /// A Nominatim-compatible search API at `geocoder_url` (`/search?q=…&format=json&limit=1`).
    Nominatim,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct MapsConfig {
    /// Raster tile URL template (`https://tile.example/{z}/{x}/{y}.png`); empty = no tiles (a
    /// plain background: markers and popups still work where no tile server is reachable).
    pub tile_url: String,
    /// The tile source's attribution, shown on the map.
    pub tile_attribution: String,
    pub geocoder: GeocoderKind,
    /// Base URL of the Nominatim-compatible service.
    pub geocoder_url: String,
    /// Its key, if it needs one (`CASEBOARD_GEOCODER_KEY`), sent as `key=`; never serialized.
    #[serde(skip_serializing)]
    pub geocoder_key: String,
}

impl Default for MapsConfig {
    fn default() -> Self {
        MapsConfig { tile_url: String::new(), tile_attribution: String::new(), geocoder: GeocoderKind::Offline, geocoder_url: String::new(), geocoder_key: String::new() }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GeoPoint {
    pub lat: f64,
    pub lng: f64,
}

#[derive(Debug, thiserror::Error)]
pub enum GeocodeError {
    #[error("the geocoding service did not answer: {0}")]
    Unavailable(String),
}

/// The geocoding port: a free-text address to a point, or none when nothing matches.
#[async_trait]
pub trait Geocoder: Send + Sync {
    fn name(&self) -> &'static str;
    async fn geocode(&self, query: &str) -> Result<Option<GeoPoint>, GeocodeError>;
}

/// The one line a contact's address geocodes from: "street, city, state zip".
pub fn address_line(address: Option<&str>, city: Option<&str>, state: Option<&str>, zip: Option<&str>) -> Option<String> {
    let clean = |v: Option<&str>| v.map(str::trim).filter(|v| !v.is_empty()).map(str::to_string);
    let (address, city, state, zip) = (clean(address), clean(city), clean(state), clean(zip));
    if city.is_none() && zip.is_none() {
        return None;
    }
    let tail = [state, zip].into_iter().flatten().collect::<Vec<_>>().join(" ");
    Some([address, city, Some(tail).filter(|t| !t.is_empty())].into_iter().flatten().collect::<Vec<_>>().join(", "))
}

/// Places of the firm's region: (name, state code, lat, lng) — one table with the mileage
/// estimate's city centres.
const PLACES: &[(&str, &str, f64, f64)] = domain::inventory::places::CITY_CENTROIDS;

/// ZIP prefixes (first three digits) of the region: the place they centre on.
const ZIP3: &[(&str, &str)] = &[
    ("840", "Salt Lake City"),
    ("841", "Salt Lake City"),
    ("843", "Ogden"),
    ("846", "Provo"),
    ("836", "Boise"),
    ("837", "Boise"),
    ("992", "Spokane"),
    ("990", "Spokane"),
    ("980", "Seattle"),
    ("981", "Seattle"),
    ("984", "Tacoma"),
    ("820", "Cheyenne"),
    ("591", "Billings"),
    ("802", "Denver"),
    ("972", "Portland"),
    ("891", "Las Vegas"),
];

/// The offline gazetteer: the best-named place in the query (a city, else the ZIP prefix), a
/// little off its centre by the street address (a stable hash, up to about 3 km) so that a
/// city's providers do not sit on one point. Good enough for the demo firm and tests; not a
/// street-level geocoder.
#[derive(Default)]
pub struct OfflineGeocoder;

impl OfflineGeocoder {
    pub fn locate(query: &str) -> Option<GeoPoint> {
        let q = query.to_lowercase();
        let words: Vec<&str> = q.split(|c: char| !c.is_alphanumeric() && c != '.').filter(|w| !w.is_empty()).collect();
        let joined = format!(" {} ", words.join(" "));
        let state_of = |code: &str| words.iter().any(|w| w.eq_ignore_ascii_case(code));
        // The longest matching place name wins ("Spokane Valley" over "Spokane"); one in the
        // query's state before one elsewhere.
        let place = PLACES
            .iter()
            .filter(|(name, _, _, _)| joined.contains(&format!(" {} ", name.to_lowercase())))
            .max_by_key(|(name, state, _, _)| (state_of(state), name.len()))
            .or_else(|| {
                let zip = words.iter().rev().find(|w| w.len() == 5 && w.chars().all(|c| c.is_ascii_digit()))?;
                let city = ZIP3.iter().find(|(p, _)| zip.starts_with(p))?.1;
                PLACES.iter().find(|(name, _, _, _)| *name == city)
            })?;
        let place_words: Vec<String> = place.0.to_lowercase().split_whitespace().map(str::to_string).collect();
        let street = words.iter().take_while(|w| !place_words.iter().any(|p| p == *w)).cloned().collect::<Vec<_>>().join(" ");
        let h = fnv(&street);
        let offset = |bits: u64| ((bits % 10_000) as f64 / 10_000.0 - 0.5) * 0.05;
        let round = |v: f64| (v * 1e6).round() / 1e6;
        Some(GeoPoint { lat: round(place.2 + offset(h)), lng: round(place.3 + offset(h >> 20) * 1.3) })
    }
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

#[async_trait]
impl Geocoder for OfflineGeocoder {
    fn name(&self) -> &'static str {
        "offline"
    }

    async fn geocode(&self, query: &str) -> Result<Option<GeoPoint>, GeocodeError> {
        Ok(Self::locate(query))
    }
}

/// A Nominatim-compatible search API (OpenStreetMap's Nominatim, or a hosted one with a key).
pub struct NominatimGeocoder {
    base_url: String,
    key: String,
    client: reqwest::Client,
}

#[derive(Deserialize)]
struct NominatimPlace {
    lat: String,
    lon: String,
}

#[async_trait]
impl Geocoder for NominatimGeocoder {
    fn name(&self) -> &'static str {
        "nominatim"
    }

    async fn geocode(&self, query: &str) -> Result<Option<GeoPoint>, GeocodeError> {
        let mut request = self.client.get(format!("{}/search", self.base_url)).query(&[("q", query), ("format", "json"), ("limit", "1")]);
        if !self.key.is_empty() {
            request = request.query(&[("key", self.key.as_str())]);
        }
        let response = request.send().await.map_err(|e| GeocodeError::Unavailable(e.without_url().to_string()))?;
        if !response.status().is_success() {
            return Err(GeocodeError::Unavailable(format!("status {}", response.status())));
        }
        let places: Vec<NominatimPlace> = response.json().await.map_err(|e| GeocodeError::Unavailable(e.without_url().to_string()))?;
        Ok(places.first().and_then(|p| Some(GeoPoint { lat: p.lat.parse().ok()?, lng: p.lon.parse().ok()? })))
    }
}

/// The geocoder `[maps] geocoder` selects.
pub fn geocoder(config: &MapsConfig) -> Arc<dyn Geocoder> {
    match config.geocoder {
        GeocoderKind::Offline => Arc::new(OfflineGeocoder),
        GeocoderKind::Nominatim => {
            let client = reqwest::Client::builder()
                .connect_timeout(Duration::from_secs(5))
                .timeout(Duration::from_secs(10))
                .user_agent(concat!("caseboard/", env!("CARGO_PKG_VERSION")))
                .build()
                .unwrap_or_default();
            Arc::new(NominatimGeocoder { base_url: config.geocoder_url.trim_end_matches('/').to_string(), key: config.geocoder_key.clone(), client })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_line_needs_a_city_or_a_zip() {
        assert_eq!(address_line(Some("10 Main St"), Some("Sandy"), Some("UT"), Some("84070")).as_deref(), Some("10 Main St, Sandy, UT 84070"));
        assert_eq!(address_line(Some("10 Main St"), None, Some("UT"), None), None);
        assert_eq!(address_line(None, None, None, Some("83642")).as_deref(), Some("83642"));
    }

    #[test]
    fn offline_geocoder_finds_the_regions_places_and_spreads_a_citys_addresses() {
        let a = OfflineGeocoder::locate("10 Main St, Spokane Valley, WA 99216").unwrap();
        assert!((a.lat - 47.6732).abs() < 0.03 && (a.lng - -117.2394).abs() < 0.04, "{a:?}: Spokane Valley, not Spokane");
        let b = OfflineGeocoder::locate("2200 State St, Spokane Valley, WA 99216").unwrap();
        assert_ne!(a, b, "two streets, two points");
        assert_eq!(OfflineGeocoder::locate("10 Main St, Spokane Valley, WA 99216"), Some(a), "stable");
        let by_zip = OfflineGeocoder::locate("1 Nowhere Rd, 83702").unwrap();
        assert!((by_zip.lat - 43.615).abs() < 0.03, "{by_zip:?}");
        assert_eq!(OfflineGeocoder::locate("1 Unknown Rd, Atlantis"), None);
    }
}
