//! The providers map (spec 3 §2.14; issue 16): markers, filters combined with AND, legend
//! counts, the server's geocoding port (offline in tests) storing coordinates on the log, and
//! the role rules — in both profiles.

use domain::marketing::{MarketingEvent, ReferralContactSet, REFERRAL_CONTACT_STREAM};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// | id | priority | level | lien | HI  | coordinates            | on the map          |
/// |----|----------|-------|------|-----|------------------------|---------------------|
/// | 1  | yes      | 1     | yes  | yes | Sandy                  | yes                 |
/// | 2  | yes      | 3     | yes  | no  | Provo                  | yes                 |
/// | 3  | yes      | none  | no   | no  | Ogden                  | yes                 |
/// | 4  | yes      | 2     | no   | no  | none; Boise address    | after geocoding     |
/// | 5  | no       | —     | yes  | yes | Sandy                  | never (no priority) |
/// | 6  | yes      | 5     | no   | no  | none; "Atlantis"       | never (not found)   |
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let c = |id: i64, priority: bool, level: Option<i64>, lien: bool, hi: bool, at: Option<(f64, f64)>, city: &str| ReferralContactSet {
        contact_id: id,
        sa_id: Some(id),
        name: format!("Provider {id}"),
        contact_type: "Chiropractor".into(),
        address: Some(format!("{id}0 Main St")),
        city: Some(city.into()),
        state: Some("UT".into()),
        priority,
        priority_level: level,
        accepts_lien: lien,
        accepts_health_insurance: hi,
        lat: at.map(|p| p.0),
        lng: at.map(|p| p.1),
        ..Default::default()
    };
    let contacts = [
        c(1, true, Some(1), true, true, Some((40.56, -111.84)), "Sandy"),
        c(2, true, Some(3), true, false, Some((40.23, -111.66)), "Provo"),
        c(3, true, None, false, false, Some((41.22, -111.97)), "Ogden"),
        ReferralContactSet { state: Some("ID".into()), ..c(4, true, Some(2), false, false, None, "Boise") },
        c(5, false, None, true, true, Some((40.57, -111.83)), "Sandy"),
        c(6, true, Some(5), false, false, None, "Atlantis"),
    ];
    for contact in contacts {
        let id = contact.contact_id;
        let e = NewEvent::from_domain(&MarketingEvent::ReferralContactSet(Box::new(contact)));
        store.append(REFERRAL_CONTACT_STREAM, &format!("{REFERRAL_CONTACT_STREAM}-{id}"), ExpectedVersion::NoStream, &[e], &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const MAP: &str = "query($l:[Int!],$lien:Boolean,$hi:Boolean){referralMap(levels:$l,acceptsLien:$lien,acceptsHealthInsurance:$hi){ \
    markers{contactId lat lng colour colourName priorityLabel} legend{level label colourName count} centres{name lat} zoom heightPx tileUrl unlocated}}";

async fn map(s: &Server, token: &str, vars: Value) -> Value {
    let r = s.gql(Some(token), MAP, vars).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["referralMap"].clone()
}

fn ids(m: &Value) -> Vec<i64> {
    let mut v: Vec<i64> = m["markers"].as_array().unwrap().iter().map(|x| x["contactId"].as_i64().unwrap()).collect();
    v.sort();
    v
}

async fn providers_map(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;
    let all = map(&s, &manager, json!({})).await;
    assert_eq!(ids(&all), vec![1, 2, 3], "{all}");
    assert_eq!((all["zoom"].as_i64(), all["heightPx"].as_i64(), all["centres"][0]["name"].as_str()), (Some(11), Some(500), Some("Utah")));
    assert_eq!(all["tileUrl"], "", "no tile server by default: a plain background");
    assert_eq!(all["unlocated"], 2, "contacts 4 and 6");
    let colour = |m: &Value, id: i64| m["markers"].as_array().unwrap().iter().find(|x| x["contactId"] == id).unwrap()["colourName"].clone();
    assert_eq!((colour(&all, 1), colour(&all, 2), colour(&all, 3)), (json!("red"), json!("yellow"), json!("purple")));
    let legend: Vec<(Value, i64)> = all["legend"].as_array().unwrap().iter().map(|l| (l["level"].clone(), l["count"].as_i64().unwrap())).collect();
    assert_eq!(legend, vec![(json!(1), 1), (json!(2), 0), (json!(3), 1), (json!(4), 0), (json!(5), 0), (Value::Null, 1)]);

    // Filters combine with AND.
    assert_eq!(ids(&map(&s, &manager, json!({"l": [1, 3]})).await), vec![1, 2]);
    assert_eq!(ids(&map(&s, &manager, json!({"l": [1, 3], "lien": true})).await), vec![1, 2]);
    assert_eq!(ids(&map(&s, &manager, json!({"l": [1, 3], "lien": true, "hi": true})).await), vec![1]);
    assert_eq!(ids(&map(&s, &manager, json!({"l": [0]})).await), vec![3], "0 = no level");
    let r = s.gql(Some(&manager), MAP, json!({"l": [7]})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT".into(), Some("levels")), "{r}");

    // Geocoding on the server: contact 4's Boise address is found and stored; 6's is not.
    let before = s.events_count().await;
    let r = s.gql(Some(&manager), "mutation{geocodeContacts{checked located notFound message}}", json!({})).await;
    assert_eq!((r["data"]["geocodeContacts"]["checked"].as_i64(), r["data"]["geocodeContacts"]["located"].as_i64(), r["data"]["geocodeContacts"]["notFound"].as_i64()), (Some(2), Some(1), Some(1)), "{r}");
    assert_eq!(s.events_count().await, before + 1, "one event: contact 4's coordinates");
    let after = map(&s, &manager, json!({})).await;
    assert_eq!(ids(&after), vec![1, 2, 3, 4]);
    let boise = after["markers"].as_array().unwrap().iter().find(|x| x["contactId"] == 4).unwrap();
    assert!((boise["lat"].as_f64().unwrap() - 43.615).abs() < 0.05, "{boise}");
    assert_eq!(after["unlocated"], 1);
    let again = s.gql(Some(&manager), "mutation{geocodeContacts{checked located}}", json!({})).await;
    assert_eq!(again["data"]["geocodeContacts"]["located"], 0, "stored, not fetched again: {again}");

    // Address search.
    let r = s.gql(Some(&manager), "query($a:String!){geocodeAddress(address:$a){lat lng provider}}", json!({"a": "10 Main St, Sandy, UT"})).await;
    assert!((r["data"]["geocodeAddress"]["lat"].as_f64().unwrap() - 40.5649).abs() < 0.05, "{r}");
    assert_eq!(r["data"]["geocodeAddress"]["provider"], "offline");
    let r = s.gql(Some(&manager), "query($a:String!){geocodeAddress(address:$a){lat}}", json!({"a": "1 Unknown Rd, Atlantis"})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT".into(), Some("address")), "{r}");

    // Roles: intake roles see the map; only CRM roles geocode contacts.
    let marketing = s.login("marketing@caseboard.demo").await;
    // The map is the intake area's (spec 3 §2.1); marketing reads the leads list only (issue #36 §3).
    assert_eq!(code(&s.gql(Some(&marketing), MAP, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&marketing), "mutation{geocodeContacts{checked}}", json!({})).await), "FORBIDDEN");
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), MAP, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, MAP, json!({})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn providers_map_embedded() {
    providers_map(Profile::Embedded).await;
}

#[tokio::test]
async fn providers_map_distributed() {
    providers_map(Profile::Distributed).await;
}
