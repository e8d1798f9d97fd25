//! Mileage Reimbursement (spec 2 §2, §3 rows, §5 rate, §7 `case_medical_providers_and_alt_addresses`,
//! `client_addresses`, `calculate_mileage_reimbursement`, §9 70 ¢/mile), in both profiles, on the
//! inventory fixture of `inventory.rs` (case 880001 Ana Alvarez: attorney 5, paralegal 6,
//! case manager 7; case 880003: attorney 5 only). No routing service is configured: the
//! offline estimate (great-circle round trip × 1.25) is used.
//!
//! Client: 12 Elm St, Boise, ID 83702 (no stored geocode → Boise's centre 43.6150, -116.2023);
//! alternate 400 Main St, Meridian, ID 83642.
//!
//! | provider | address (geocode) | visits | alternate | Boise → one way | round trip × 1.25 | at 70 ¢ |
//! |---|---|---|---|---|---|---|
//! | Boise Spine | 1 Clinic Way, Meridian, ID 83642 (stored 43.6121, -116.3915) | 10 | same place, other case → not offered | 9.467 mi | 23.7 | 23.7 × 10 × 70 = $165.90 |
//! | Nampa Rehab | 9 Rehab Rd, Nampa, ID (Nampa's centre 43.5407, -116.5635) | 4 | 5 Side St, Caldwell, ID 83605 | 18.794 mi | 47.0 | 47.0 × 4 × 70 = $131.60 |
//! | (alternate) Caldwell centre 43.6629, -116.6874 | | 4 | | 24.481 mi | 61.2 | 61.2 × 4 × 70 = $171.36 |
//! | Mystery Clinic | no contact → 'No address' | 2 | | | 0 | $0 |
//!
//! At a rate of "50": 23.7 × 10 × 50 = $118.50; at "abc" or "0" the rate resets to 70.

use serde_json::{json, Value};

use domain::cases::*;
use domain::marketing::{MarketingEvent, ReferralContactSet};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};

use super::harness::*;
use super::inventory::seed_inventory;

const PROVIDERS: &str = "query($c:Int!){case_medical_providers_and_alt_addresses(caseId:$c){provider_id provider_name provider_address provider_city provider_state provider_zip \
    p_address p_city visits alt_address alt_city address_choices} client_addresses(caseId:$c){case_id client_name p_address p_city p_state p_zip alt_address alt_city address_choices}}";
const CALC: &str = "mutation($a:String!,$p:[ProviderAddressInput!]!,$r:String){calculate_mileage_reimbursement(client_address:$a,provider_addresses:$p,rate:$r){\
    provider_name provider_address patient_address reimbursement round_trip_miles visits error estimate rate}}";

fn s(v: &str) -> Option<String> {
    Some(v.into())
}

async fn seed_mileage(server: &Server) {
    let db = eventstore::Db::connect(&server.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let contacts = [
        (7001, "Boise Spine", "1 Clinic Way", "Meridian", "83642", Some((43.6121, -116.3915))),
        (7002, "Nampa Rehab", "9 Rehab Rd", "Nampa", "", None),
    ];
    for (id, name, street, city, zip, at) in contacts {
        let e = MarketingEvent::ReferralContactSet(Box::new(ReferralContactSet {
            contact_id: id,
            name: name.into(),
            contact_type: "Medical Provider".into(),
            address: s(street),
            city: s(city),
            state: s("ID"),
            zip: (!zip.is_empty()).then(|| zip.to_string()),
            lat: at.map(|a| a.0),
            lng: at.map(|a| a.1),
            ..Default::default()
        }));
        store.append("referral_contact", &format!("referral_contact-{id}"), ExpectedVersion::Any, &[NewEvent::from_domain(&e)], &meta).await.unwrap();
    }
    let provider = |provider_id: i64, name: &str, contact_id: Option<i64>| {
        CaseEvent::MedicalProviderSet(MedicalProviderSet {
            case_id: 880001,
            provider_id,
            name: name.into(),
            contact_id,
            total_cents: 100_000,
            paid_cents: 0,
            adjusted_cents: 0,
            balance_cents: 100_000,
            is_final: false,
            comments: None,
        })
    };
    let visits = |provider_id: i64, visits: i64| CaseEvent::ProviderVisitsSet(ProviderVisitsSet { case_id: 880001, provider_id, visits });
    let alt = |provider_id: Option<i64>, street: &str, city: &str, zip: &str| {
        CaseEvent::AlternateAddressSet(AlternateAddressSet { case_id: 880001, provider_id, address: s(street), city: s(city), state: s("ID"), zip: s(zip) })
    };
    let events = vec![
        CaseEvent::PlaintiffDetailsSet(PlaintiffDetailsSet {
            case_id: 880001,
            first_name: "Ana".into(),
            last_name: "Alvarez".into(),
            address: s("12 Elm St"),
            city: s("Boise"),
            state: s("ID"),
            zip: s("83702"),
            ..Default::default()
        }),
        alt(None, "400 Main St", "Meridian", "83642"),
        provider(1, "Boise Spine", Some(7001)),
        provider(2, "Nampa Rehab", Some(7002)),
        provider(3, "Mystery Clinic", None),
        visits(1, 10),
        visits(2, 4),
        visits(3, 2),
        alt(Some(1), "1 CLINIC WAY", "meridian", "83642"),
        alt(Some(2), "5 Side St", "Caldwell", "83605"),
    ];
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", "case-880001", ExpectedVersion::Any, &new, &meta).await.unwrap();
}

fn row<'a>(r: &'a Value, name: &str) -> &'a Value {
    r["data"]["calculate_mileage_reimbursement"].as_array().and_then(|a| a.iter().find(|x| x["provider_name"] == name)).unwrap_or_else(|| panic!("{name} in {r}"))
}

async fn mileage(profile: Profile) {
    let server = Server::start(profile).await;
    seed_inventory(&server).await;
    seed_mileage(&server).await;
    server.wait_caught_up().await;
    let admin = server.login("admin@caseboard.demo").await;
    let paralegal = server.login("paralegal@caseboard.demo").await;

    // The case's paralegal opens the dialog: three providers by name, the client's two addresses.
    let r = server.gql(Some(&paralegal), PROVIDERS, json!({"c": 880001})).await;
    assert_eq!(
        r["data"]["client_addresses"],
        json!([{"case_id": 880001, "client_name": "Ana Alvarez", "p_address": "12 Elm St", "p_city": "Boise", "p_state": "ID", "p_zip": "83702",
                "alt_address": "400 Main St", "alt_city": "Meridian",
                "address_choices": ["12 Elm St, Boise, ID 83702", "400 Main St, Meridian, ID 83642"]}]),
        "{r}"
    );
    assert_eq!(
        r["data"]["case_medical_providers_and_alt_addresses"],
        json!([
            {"provider_id": 1, "provider_name": "Boise Spine", "provider_address": "1 Clinic Way", "provider_city": "Meridian", "provider_state": "ID", "provider_zip": "83642",
             "p_address": "12 Elm St", "p_city": "Boise", "visits": 10, "alt_address": "1 CLINIC WAY", "alt_city": "meridian",
             "address_choices": ["1 Clinic Way, Meridian, ID 83642"]},
            {"provider_id": 3, "provider_name": "Mystery Clinic", "provider_address": null, "provider_city": null, "provider_state": null, "provider_zip": null,
             "p_address": "12 Elm St", "p_city": "Boise", "visits": 2, "alt_address": null, "alt_city": null, "address_choices": ["No address"]},
            {"provider_id": 2, "provider_name": "Nampa Rehab", "provider_address": "9 Rehab Rd", "provider_city": "Nampa", "provider_state": "ID", "provider_zip": null,
             "p_address": "12 Elm St", "p_city": "Boise", "visits": 4, "alt_address": "5 Side St", "alt_city": "Caldwell",
             "address_choices": ["9 Rehab Rd, Nampa, ID", "5 Side St, Caldwell, ID 83605"]}
        ]),
        "{r}"
    );

    // Calculate at the default rate (none sent → 70), with the provider without an address.
    let providers = json!([
        {"provider_name": "Boise Spine", "address": "1 Clinic Way, Meridian, ID 83642", "visits": 10},
        {"provider_name": "Nampa Rehab", "address": "9 Rehab Rd, Nampa, ID", "visits": 4},
        {"provider_name": "Mystery Clinic", "address": "No address", "visits": 2}
    ]);
    let count = server.events_count().await;
    let r = server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": providers})).await;
    assert_eq!(
        row(&r, "Boise Spine"),
        &json!({"provider_name": "Boise Spine", "provider_address": "1 Clinic Way, Meridian, ID 83642", "patient_address": "12 Elm St, Boise, ID 83702",
                "reimbursement": 16_590, "round_trip_miles": 23.7, "visits": 10, "error": null, "estimate": true, "rate": 70})
    );
    assert_eq!((row(&r, "Nampa Rehab")["round_trip_miles"].clone(), row(&r, "Nampa Rehab")["reimbursement"].clone()), (json!(47.0), json!(13_160)));
    let none = row(&r, "Mystery Clinic");
    assert_eq!((none["provider_address"].clone(), none["reimbursement"].clone(), none["error"].clone()), (json!("No Address"), json!(0), json!("No address")));
    assert_eq!(server.events_count().await, count, "calculating writes nothing");

    // The alternate address (Caldwell) and the rate field: "50" → 50, "abc" and "0" → 70.
    let alt = json!([{"provider_name": "Nampa Rehab", "address": "5 Side St, Caldwell, ID 83605", "visits": 4}]);
    let r = server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": alt, "r": "abc"})).await;
    assert_eq!((row(&r, "Nampa Rehab")["round_trip_miles"].clone(), row(&r, "Nampa Rehab")["reimbursement"].clone(), row(&r, "Nampa Rehab")["rate"].clone()), (json!(61.2), json!(17_136), json!(70)), "{r}");
    let one = json!([{"provider_name": "Boise Spine", "address": "1 Clinic Way, Meridian, ID 83642", "visits": 10}]);
    for (rate, cents, applied) in [("50", 11_850, 50), ("0", 16_590, 70), ("-5", 16_590, 70), ("250", 47_400, 200)] {
        let r = server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": one, "r": rate})).await;
        assert_eq!((row(&r, "Boise Spine")["reimbursement"].clone(), row(&r, "Boise Spine")["rate"].clone()), (json!(cents), json!(applied)), "rate {rate}: {r}");
    }

    // An address outside the known places is that row's error; the others are still computed.
    let r = server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": [
        {"provider_name": "Far Away", "address": "1 Oak St, Springfield, IL 62701", "visits": 3}]})).await;
    assert_eq!(row(&r, "Far Away")["error"], json!("Could not locate Springfield, IL"), "{r}");

    // Bad input: no client address, no providers, negative visits.
    assert_eq!(code(&server.gql(Some(&paralegal), CALC, json!({"a": "No address", "p": one})).await), "BAD_USER_INPUT");
    assert_eq!(code(&server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": []})).await), "BAD_USER_INPUT");
    assert_eq!(
        code(&server.gql(Some(&paralegal), CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": [{"provider_name": "x", "address": "1 Clinic Way, Meridian, ID", "visits": -1}]})).await),
        "BAD_USER_INPUT"
    );

    // Roles: a case the paralegal does not work is FORBIDDEN; the admin opens any; unknown NOT_FOUND.
    assert_eq!(code(&server.gql(Some(&paralegal), PROVIDERS, json!({"c": 880003})).await), "FORBIDDEN");
    let r = server.gql(Some(&admin), PROVIDERS, json!({"c": 880003})).await;
    assert_eq!(r["data"]["case_medical_providers_and_alt_addresses"], json!([]), "{r}");
    assert_eq!(r["data"]["client_addresses"][0]["address_choices"], json!(["No address"]), "{r}");
    assert_eq!(code(&server.gql(Some(&admin), PROVIDERS, json!({"c": 990999})).await), "NOT_FOUND");
    assert_eq!(code(&server.gql(None, CALC, json!({"a": "12 Elm St, Boise, ID 83702", "p": one})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn mileage_embedded() {
    mileage(Profile::Embedded).await;
}

#[tokio::test]
async fn mileage_distributed() {
    mileage(Profile::Distributed).await;
}
