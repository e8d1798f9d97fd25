//! City centroids of the firm's region: the one table behind the offline distance estimate of
//! Mileage Reimbursement (spec 2 §2; an address with no stored geocode is placed at its city's
//! centre) and the offline geocoder of the providers map (`app::maps::OfflineGeocoder`). The
//! firm's markets (the offices' cities of Utah, Washington, Idaho, Wyoming, Montana, Colorado,
//! Oregon, Nevada).

/// (city, state, latitude, longitude).
pub const CITY_CENTROIDS: &[(&str, &str, f64, f64)] = &[
    ("Salt Lake City", "UT", 40.7608, -111.8910),
    ("West Valley City", "UT", 40.6916, -112.0011),
    ("West Jordan", "UT", 40.6097, -111.9391),
    ("South Jordan", "UT", 40.5622, -111.9297),
    ("Sandy", "UT", 40.5649, -111.8389),
    ("Draper", "UT", 40.5247, -111.8638),
    ("Murray", "UT", 40.6669, -111.8880),
    ("Provo", "UT", 40.2338, -111.6585),
    ("Orem", "UT", 40.2969, -111.6946),
    ("Ogden", "UT", 41.2230, -111.9738),
    ("Layton", "UT", 41.0602, -111.9711),
    ("St. George", "UT", 37.0965, -113.5684),
    ("Logan", "UT", 41.7370, -111.8338),
    ("Meridian", "ID", 43.6121, -116.3915),
    ("Boise", "ID", 43.6150, -116.2023),
    ("Nampa", "ID", 43.5407, -116.5635),
    ("Eagle", "ID", 43.6955, -116.3540),
    ("Caldwell", "ID", 43.6629, -116.6874),
    ("Kuna", "ID", 43.4918, -116.4201),
    ("Idaho Falls", "ID", 43.4917, -112.0339),
    ("Spokane Valley", "WA", 47.6732, -117.2394),
    ("Spokane", "WA", 47.6588, -117.4260),
    ("Liberty Lake", "WA", 47.6754, -117.1113),
    ("Cheney", "WA", 47.4874, -117.5758),
    ("Airway Heights", "WA", 47.6446, -117.5933),
    ("Mead", "WA", 47.7677, -117.3550),
    ("SeaTac", "WA", 47.4435, -122.2961),
    ("Tukwila", "WA", 47.4740, -122.2610),
    ("Kent", "WA", 47.3809, -122.2348),
    ("Renton", "WA", 47.4829, -122.2171),
    ("Federal Way", "WA", 47.3223, -122.3126),
    ("Burien", "WA", 47.4704, -122.3468),
    ("Tacoma", "WA", 47.2529, -122.4443),
    ("Seattle", "WA", 47.6062, -122.3321),
    ("Cheyenne", "WY", 41.1400, -104.8202),
    ("Casper", "WY", 42.8501, -106.3252),
    ("Laramie", "WY", 41.3114, -105.5911),
    ("Rock Springs", "WY", 41.5875, -109.2029),
    ("Billings", "MT", 45.7833, -108.5007),
    ("Missoula", "MT", 46.8721, -113.9940),
    ("Bozeman", "MT", 45.6770, -111.0429),
    ("Great Falls", "MT", 47.5053, -111.3008),
    ("Denver", "CO", 39.7392, -104.9903),
    ("Aurora", "CO", 39.7294, -104.8319),
    ("Lakewood", "CO", 39.7047, -105.0814),
    ("Colorado Springs", "CO", 38.8339, -104.8214),
    ("Portland", "OR", 45.5152, -122.6784),
    ("Gresham", "OR", 45.4984, -122.4310),
    ("Beaverton", "OR", 45.4871, -122.8037),
    ("Salem", "OR", 44.9429, -123.0351),
    ("Las Vegas", "NV", 36.1699, -115.1398),
    ("Henderson", "NV", 36.0395, -114.9817),
    ("Reno", "NV", 39.5296, -119.8138),
];

/// The centre of a city of the firm's markets (case-insensitive; "Sea-Tac" and "SeaTac" alike).
pub fn city_centroid(city: &str, state: &str) -> Option<(f64, f64)> {
    let norm = |s: &str| s.trim().to_lowercase().replace(['-', '.'], "");
    let (city, state) = (norm(city), norm(state));
    CITY_CENTROIDS.iter().find(|(c, s, _, _)| norm(c) == city && norm(s) == state).map(|&(_, _, lat, lng)| (lat, lng))
}

/// Reads "street, city, ST 12345" (the dialog's address text, [`super::mileage::Address::label`])
/// back into its parts; None when it has no city and state.
pub fn parse_address(text: &str) -> Option<super::mileage::Address> {
    let parts: Vec<&str> = text.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
    if parts.len() < 3 {
        return None;
    }
    let last = parts[parts.len() - 1];
    let mut words = last.split_whitespace();
    let state = words.next()?.to_string();
    let zip = words.next().map(str::to_string);
    let city = parts[parts.len() - 2].to_string();
    let street = parts[..parts.len() - 2].join(", ");
    Some(super::mileage::Address { street: Some(street), city: Some(city), state: Some(state), zip })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cities_of_the_markets_have_centres() {
        assert_eq!(city_centroid("boise", "id"), Some((43.6150, -116.2023)));
        assert_eq!(city_centroid("Sea-Tac", "WA"), Some((47.4435, -122.2961)));
        assert_eq!(city_centroid("Boise", "UT"), None);
    }

    // spec 2 §2: an address is "street, city, state zip"; the dialog sends it as text.
    #[test]
    fn an_address_label_reads_back_into_its_parts() {
        let a = parse_address("12 Elm St, Suite 4, Boise, ID 83702").unwrap();
        assert_eq!(a.street.as_deref(), Some("12 Elm St, Suite 4"));
        assert_eq!(a.city.as_deref(), Some("Boise"));
        assert_eq!(a.state.as_deref(), Some("ID"));
        assert_eq!(a.zip.as_deref(), Some("83702"));
        assert_eq!(a.label(), "12 Elm St, Suite 4, Boise, ID 83702");
        assert!(parse_address("No address").is_none());
        assert!(parse_address("Boise, ID").is_none());
    }
}
