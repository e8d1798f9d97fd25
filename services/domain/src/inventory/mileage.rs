//! Mileage Reimbursement rules (spec 2 §2 "Mileage Reimbursement dialog", §4 "Mileage flow",
//! §5 "Mileage rate", §8 mileage messages, §9). Pure: the distances come from the distance
//! port (a routing service, or the offline estimate of [`estimated_round_trip_miles`]).

/// spec 2 §5: "if not a number or 0 or less it resets to 70".
pub const DEFAULT_RATE_CENTS: i64 = 70;
/// spec 2 §5: "allowed 1 to 200" cents per mile.
pub const MIN_RATE_CENTS: i64 = 1;
pub const MAX_RATE_CENTS: i64 = 200;
/// The offline estimator's default road factor: road distance over great-circle distance
/// (configuration; about 1.2 to 1.3 for US roads).
pub const DEFAULT_ROAD_FACTOR: f64 = 1.25;
const EARTH_RADIUS_MILES: f64 = 3958.8;

/// A street address as the dialog offers it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Address {
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
}

fn filled(s: &Option<String>) -> Option<&str> {
    s.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

impl Address {
    /// spec 2 §2: "An address shows 'No address' when street, city or state is blank."
    pub fn is_complete(&self) -> bool {
        filled(&self.street).is_some() && filled(&self.city).is_some() && filled(&self.state).is_some()
    }

    pub fn is_blank(&self) -> bool {
        [&self.street, &self.city, &self.state, &self.zip].iter().all(|p| filled(p).is_none())
    }

    /// "street, city, state zip", or 'No address' (spec 2 §2).
    pub fn label(&self) -> String {
        if !self.is_complete() {
            return "No address".into();
        }
        let zip = filled(&self.zip).map(|z| format!(" {z}")).unwrap_or_default();
        format!("{}, {}, {}{zip}", filled(&self.street).unwrap_or(""), filled(&self.city).unwrap_or(""), filled(&self.state).unwrap_or(""))
    }

    fn same_place(&self, other: &Address) -> bool {
        let norm = |s: &Option<String>| filled(s).map(str::to_lowercase);
        norm(&self.street) == norm(&other.street) && norm(&self.city) == norm(&other.city) && norm(&self.state) == norm(&other.state) && norm(&self.zip) == norm(&other.zip)
    }
}

/// spec 2 §2: "Alternate addresses are offered only if non-blank and different from the primary."
pub fn address_choices(primary: &Address, alternate: &Address) -> Vec<Address> {
    let mut choices = vec![primary.clone()];
    if !alternate.is_blank() && !alternate.same_place(primary) {
        choices.push(alternate.clone());
    }
    choices
}

/// spec 2 §5: "Mileage rate must be a positive number; if not a number or 0 or less it resets
/// to 70; allowed 1 to 200." A rate above 200 is held at 200.
pub fn parse_rate(text: &str) -> i64 {
    match text.trim().parse::<f64>() {
        Ok(r) if r.is_finite() && r > 0.0 => (r.round() as i64).clamp(MIN_RATE_CENTS, MAX_RATE_CENTS),
        _ => DEFAULT_RATE_CENTS,
    }
}

/// spec 2 §2 results: "reimbursement = round-trip miles × visits × rate / 100" dollars, in
/// cents (rounded to the cent). A provider without an address is $0 (spec 2 §2 'No Address').
pub fn reimbursement_cents(round_trip_miles: f64, visits: i64, rate_cents: i64) -> i64 {
    if !round_trip_miles.is_finite() || round_trip_miles <= 0.0 || visits <= 0 {
        return 0;
    }
    (round_trip_miles * visits as f64 * rate_cents as f64).round() as i64
}

/// The offline estimate of a round trip between two points (latitude, longitude in degrees):
/// twice the great-circle distance times the road factor, in miles (labelled as an estimate).
pub fn estimated_round_trip_miles(from: (f64, f64), to: (f64, f64), road_factor: f64) -> f64 {
    let (lat1, lon1) = (from.0.to_radians(), from.1.to_radians());
    let (lat2, lon2) = (to.0.to_radians(), to.1.to_radians());
    let a = ((lat2 - lat1) / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * ((lon2 - lon1) / 2.0).sin().powi(2);
    let one_way = 2.0 * EARTH_RADIUS_MILES * a.sqrt().asin();
    2.0 * one_way * road_factor
}

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(street: &str, city: &str, state: &str, zip: &str) -> Address {
        let o = |s: &str| (!s.is_empty()).then(|| s.to_string());
        Address { street: o(street), city: o(city), state: o(state), zip: o(zip) }
    }

    // spec 2 §5: "if not a number or 0 or less it resets to 70; allowed 1 to 200".
    #[test]
    fn the_rate_resets_to_70_and_stays_within_1_to_200() {
        assert_eq!(parse_rate("0"), 70);
        assert_eq!(parse_rate("-5"), 70);
        assert_eq!(parse_rate("abc"), 70);
        assert_eq!(parse_rate(""), 70);
        assert_eq!(parse_rate("1"), 1);
        assert_eq!(parse_rate("65.5"), 66);
        assert_eq!(parse_rate("200"), 200);
        assert_eq!(parse_rate("250"), 200);
    }

    // spec 2 §2: "reimbursement = round-trip miles × visits × rate / 100".
    #[test]
    fn the_reimbursement_is_miles_times_visits_times_rate() {
        // 12.4 round-trip miles × 10 visits × 70 ¢ = $86.80.
        assert_eq!(reimbursement_cents(12.4, 10, 70), 8_680);
        assert_eq!(reimbursement_cents(0.0, 10, 70), 0);
        assert_eq!(reimbursement_cents(12.4, 0, 70), 0);
        assert_eq!(reimbursement_cents(f64::NAN, 3, 70), 0);
    }

    // spec 2 §2: "'No address' when street, city or state is blank"; alternates "only if
    // non-blank and different from the primary".
    #[test]
    fn addresses_need_street_city_and_state_and_alternates_must_differ() {
        let home = addr("12 Elm St", "Boise", "ID", "83702");
        assert_eq!(home.label(), "12 Elm St, Boise, ID 83702");
        assert_eq!(addr("12 Elm St", "", "ID", "83702").label(), "No address");
        assert_eq!(address_choices(&home, &Address::default()).len(), 1);
        assert_eq!(address_choices(&home, &addr("12 ELM ST", "boise", "ID", "83702")).len(), 1, "the same place in other case");
        assert_eq!(address_choices(&home, &addr("400 Main St", "Meridian", "ID", "83642")).len(), 2);
    }

    #[test]
    fn the_offline_estimate_is_a_round_trip_great_circle_times_the_road_factor() {
        // Boise (43.6150, -116.2023) to Meridian (43.6121, -116.3915): about 9.5 miles apart.
        let miles = estimated_round_trip_miles((43.6150, -116.2023), (43.6121, -116.3915), 1.0);
        assert!((miles - 19.0).abs() < 0.5, "{miles}");
        let road = estimated_round_trip_miles((43.6150, -116.2023), (43.6121, -116.3915), DEFAULT_ROAD_FACTOR);
        assert!((road - miles * 1.25).abs() < 1e-9);
        assert_eq!(estimated_round_trip_miles((40.0, -111.0), (40.0, -111.0), 1.25), 0.0);
    }
}
