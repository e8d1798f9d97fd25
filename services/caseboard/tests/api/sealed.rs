//! Hardening round 2 (issue #36 §1, §2): a list-shaped request is weighed before it runs, on
//! HTTP and on the socket; and one organization's admin neither reads, changes nor hears of
//! another organization's contacts, activity, ad spend or cases, nor runs what acts on the
//! whole deployment — in both profiles.

use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use domain::cases::{CaseEvent, CaseOpened};
use domain::marketing::{ContactEventRecorded, MarketingEvent, ReferralContactSet};
use domain::organization::{OrganizationCreated, OrganizationEvent};
use domain::reference::{stream_type, ReferenceEvent, ReferenceItemSet};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;
use super::subscriptions::{connect, next, subscribe};

/// Organization 2's contact (recorded without an organization: the deployment's), on the map.
pub const CONTACT: i64 = 990_001;

/// The nested-list request of the issue, as the lowest role may send it.
const USER_TEAM_BOMB: &str = "{ organization(id:2){ users { teams { users { teams { users { teams { users { teams { users { teams { users { userId } } } } } } } } } } } } }";

fn depth5_aliases(n: usize) -> String {
    let one = |i: usize| format!("a{i}: organization(id:2){{ users {{ teams {{ users {{ teams {{ teamId }} }} }} }} }} ");
    format!("{{ {} }}", (0..n).map(one).collect::<String>())
}

async fn post(s: &Server, token: &str, query: &str) -> (u16, Value) {
    let r = s.client.post(format!("{}/graphql", s.url)).bearer_auth(token).json(&json!({ "query": query })).send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

async fn list_cost(profile: Profile) {
    let s = Server::start(profile).await;
    let user = s.login("user@caseboard.demo").await;
    for (name, query) in [("the nested cycle", USER_TEAM_BOMB.to_string()), ("150 aliases of depth 5", depth5_aliases(150))] {
        let started = Instant::now();
        let (status, r) = post(&s, &user, query.as_str()).await;
        assert_eq!((status, code(&r).as_str()), (400, "GRAPHQL_VALIDATION_FAILED"), "{name}: {r}");
        assert!(r.get("data").is_none(), "{name}: nothing executed: {r}");
        // Refused from the document, not after building the answer (which took minutes).
        assert!(started.elapsed() < Duration::from_secs(5), "{name}: {:?}", started.elapsed());
    }
    // Without a token too: the cost is weighed before anyone is asked who they are.
    let (status, r) = s.client.post(format!("{}/graphql", s.url)).json(&json!({ "query": USER_TEAM_BOMB })).send().await.map(|r| (r.status().as_u16(), r)).unwrap();
    let r: Value = r.json().await.unwrap();
    assert_eq!((status, code(&r).as_str()), (400, "GRAPHQL_VALIDATION_FAILED"), "{r}");
    // What the screens ask for still runs: the organization's people with their teams.
    let (status, r) = post(&s, &user, "{ organization(id:2){ users { userId firstName teams { teamId name } } teams { teamId users { userId } } } }").await;
    assert_eq!((status, code(&r).as_str()), (200, "OK"), "{r}");

    // The socket weighs the same requests.
    let mut ws = connect(&s, &user).await;
    for (id, query) in [("bomb", USER_TEAM_BOMB.to_string()), ("aliases", depth5_aliases(150))] {
        subscribe(&mut ws, id, &query).await;
        let v = loop {
            let v = next(&mut ws).await;
            if v["id"] == id {
                break v;
            }
        };
        let errors = if v["payload"].is_array() { &v["payload"] } else { &v["payload"]["errors"] };
        assert_eq!(errors[0]["extensions"]["code"], "GRAPHQL_VALIDATION_FAILED", "{id}: {v}");
    }
    let (status, r) = post(&s, &user, "{ timeZone }").await;
    assert_eq!((status, code(&r).as_str()), (200, "OK"), "still serving: {r}");
}

#[tokio::test]
async fn list_shaped_requests_are_weighed_embedded() {
    list_cost(Profile::Embedded).await;
}

#[tokio::test]
async fn list_shaped_requests_are_weighed_distributed() {
    list_cost(Profile::Distributed).await;
}

/// Organization 2's contact, an activity row logged with it, and one case of each organization.
pub async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let kind = ReferenceItemSet { kind: "contact_event_type".into(), item_id: 1, name: "Office Visit".into(), parent_id: None, attributes: Value::Null, active: true };
    let stream = stream_type("contact_event_type");
    store.append(&stream, &format!("{stream}-1"), ExpectedVersion::Any, &[NewEvent::from_domain(&ReferenceEvent::ItemSet(kind))], &meta).await.unwrap();
    let contact = ReferralContactSet {
        contact_id: CONTACT,
        sa_id: Some(CONTACT),
        name: "Sealed Chiropractic".into(),
        contact_type: "Chiropractor".into(),
        city: Some("Sandy".into()),
        priority: true,
        priority_level: Some(1),
        lat: Some(40.56),
        lng: Some(-111.84),
        ..Default::default()
    };
    let e = NewEvent::from_domain(&MarketingEvent::ReferralContactSet(Box::new(contact)));
    store.append("referral_contact", &format!("referral_contact-{CONTACT}"), ExpectedVersion::NoStream, &[e], &meta).await.unwrap();
    let logged = ContactEventRecorded {
        event_id: 990_101,
        contact_id: CONTACT,
        contact_event_type_id: 1,
        contact_event_type: "Visit".into(),
        at: Utc.with_ymd_and_hms(2026, 11, 2, 16, 0, 0).unwrap(),
        comment: "Lunch with the office manager".into(),
        user_id: Some(1),
        user_name: Some("Morgan Hale".into()),
        organization_id: None,
    };
    let e = NewEvent::from_domain(&MarketingEvent::ContactEventRecorded(logged));
    store.append("contact_event", "contact_event-990101", ExpectedVersion::NoStream, &[e], &meta).await.unwrap();
    let created = OrganizationEvent::Created(OrganizationCreated { organization_id: 3, name: "Other Firm".into() });
    store.append("organization", "organization-3", ExpectedVersion::NoStream, &[NewEvent::from_domain(&created)], &meta).await.unwrap();
    s.wait_caught_up().await;
}

async fn open_case(s: &Server, case_id: i64, organization_id: i64) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let opened = CaseEvent::Opened(CaseOpened {
        case_id,
        organization_id: Some(organization_id),
        opened_at: Utc.with_ymd_and_hms(2026, 11, 3, 16, 0, 0).unwrap(),
        first_name: "Sealed".into(),
        last_name: format!("N{case_id}"),
        ..Default::default()
    });
    store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&opened)], &meta).await.unwrap();
}

const PPC: &str = "query($s:NaiveDate!,$e:NaiveDate!){ppcReport(startDate:$s,endDate:$e){rows{source months{month spend}}}}";

/// Ref-PPC's November spend on `token`'s organization's report.
async fn ppc_spend(s: &Server, token: &str) -> Value {
    let r = s.gql(Some(token), PPC, json!({"s": "2026-11-01", "e": "2026-11-30"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let rows = r["data"]["ppcReport"]["rows"].as_array().unwrap().clone();
    let row = rows.iter().find(|r| r["source"] == "Ref-PPC").unwrap_or_else(|| panic!("{r}"));
    row["months"][0]["spend"].clone()
}

async fn sealed(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let overlord = s.login("overlord@caseboard.demo").await;
    // Organization 3's admin, as the overlord creates one.
    let other = json!({"organizationId": 3, "firstName": "Olive", "lastName": "Other", "email": "admin@other.test", "password": "caseboard", "roleIds": [1]});
    let r = s.gql(Some(&overlord), "mutation($u:UserInput!){upsertUser(user:$u){userId}}", json!({"u": other})).await;
    assert_eq!(code(&r), "OK", "{r}");
    s.wait_caught_up().await;
    let third = s.login("admin@other.test").await;

    // Contacts and their activity: organization 2's only.
    let ids = |r: &Value, list: &str, id: &str| -> Vec<i64> { r["data"][list].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|c| c[id].as_i64().unwrap()).collect() };
    let contacts = "{contacts{contactId}}";
    assert!(ids(&s.gql(Some(&admin), contacts, json!({})).await, "contacts", "contactId").contains(&CONTACT));
    assert_eq!(ids(&s.gql(Some(&third), contacts, json!({})).await, "contacts", "contactId"), Vec::<i64>::new());
    let events = "{contactEvents{contactEventId}}";
    assert_eq!(ids(&s.gql(Some(&admin), events, json!({})).await, "contactEvents", "contactEventId"), vec![990_101]);
    assert_eq!(ids(&s.gql(Some(&third), events, json!({})).await, "contactEvents", "contactEventId"), Vec::<i64>::new());
    let map = "{referralMap{markers{contactId}}}";
    let r = s.gql(Some(&admin), map, json!({})).await;
    assert!(r["data"]["referralMap"]["markers"].as_array().unwrap().iter().any(|m| m["contactId"] == CONTACT), "{r}");
    let r = s.gql(Some(&third), map, json!({})).await;
    assert_eq!(r["data"]["referralMap"]["markers"], json!([]), "{r}");

    // Nor changed: a rename is not found (nothing written back), activity cannot name it.
    let rename = format!("mutation{{updateContact(contactId:{CONTACT}, contact:{{name:\"Renamed\"}}){{name}}}}");
    let r = s.gql(Some(&third), &rename, json!({})).await;
    assert_eq!(code(&r), "NOT_FOUND", "{r}");
    let log = format!("mutation{{createContactEvent(contactEvent:{{contactId:{CONTACT}, contactEventTypeId:1, timestamp:\"2026-11-02T16:00:00Z\", comment:\"x\"}}){{contactEventId}}}}");
    let r = s.gql(Some(&third), &log, json!({})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("contactId")), "{r}");
    let r = s.gql(Some(&admin), contacts.replace("contactId", "contactId name").as_str(), json!({})).await;
    assert!(r.to_string().contains("Sealed Chiropractic"), "{r}");

    // Ad spend: each organization its own months.
    let spend = "mutation($a:Money!){setAdSpend(source:\"Ref-PPC\",month:\"2026-11\",amountCents:$a)}";
    assert_eq!(code(&s.gql(Some(&admin), spend, json!({"a": 150_000})).await), "OK");
    assert_eq!(code(&s.gql(Some(&third), spend, json!({"a": 999_900})).await), "OK");
    assert_eq!(ppc_spend(&s, &admin).await, json!(150_000));
    assert_eq!(ppc_spend(&s, &third).await, json!(999_900));

    // What acts on the whole deployment is not another organization's admin's.
    for op in [
        "mutation{rebuildProjection(name:\"crm\"){position}}",
        "mutation{rebuildAllProjections{position}}",
        "mutation{syncNow{completed}}",
        "mutation{reconcileNow{drift{caseId}}}",
        "{syncStatus{lagSeconds}}",
    ] {
        let r = s.gql(Some(&third), op, json!({})).await;
        assert_eq!(code(&r), "FORBIDDEN", "{op}: {r}");
    }
    let r = s.gql(Some(&admin), "{syncStatus{lagSeconds}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");

    // The overlord acts in every organization; an admin never acts as the overlord.
    let r = s.gql(Some(&third), "mutation{upsertTeam(team:{name:\"Other Treating\"}){teamId}}", json!({})).await;
    let team_id = r["data"]["upsertTeam"]["teamId"].as_i64().unwrap_or_else(|| panic!("{r}"));
    let r = s.gql(Some(&overlord), &format!("mutation{{deactivateTeam(teamId:{team_id}, organizationId:3){{active}}}}"), json!({})).await;
    assert_eq!((code(&r).as_str(), &r["data"]["deactivateTeam"]["active"]), ("OK", &json!(false)), "{r}");
    let r = s.gql(Some(&admin), &format!("mutation{{deactivateTeam(teamId:{team_id}, organizationId:3){{active}}}}"), json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    let r = s.gql_with(Some(&admin), Some(2), "{timeZone}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN", "an admin acting as the overlord: {r}");
    // ... and reaches another organization's team through node(); its admin does not.
    let team_node = format!("{{node(id:\"{}\"){{... on Team{{teamId}}}}}}", api::ids::global_id("Team", team_id).0);
    let r = s.gql(Some(&overlord), &team_node, json!({})).await;
    assert_eq!(r["data"]["node"]["teamId"], json!(team_id), "{r}");
    let r = s.gql(Some(&admin), &team_node, json!({})).await;
    assert_eq!(r["data"]["node"], Value::Null, "{r}");

    // Members see each other's names, not their sign-in emails or roles; admins do.
    let people = "{organization(id:2){users{userId email roles{name}}}}";
    let user = s.login("user@caseboard.demo").await;
    let r = s.gql(Some(&user), people, json!({})).await;
    let users = r["data"]["organization"]["users"].as_array().unwrap_or_else(|| panic!("{r}"));
    for u in users {
        let own = u["userId"] == 7;
        assert_eq!(u["email"].is_string(), own, "{u}");
        assert_eq!(!u["roles"].as_array().unwrap().is_empty(), own, "{u}");
    }
    let r = s.gql(Some(&admin), people, json!({})).await;
    assert!(r["data"]["organization"]["users"].as_array().unwrap().iter().all(|u| u["email"].is_string()), "{r}");
    // A taken email is refused alike whether it is taken here or in another organization.
    let taken = |email: &str| json!({"u": {"firstName": "Ana", "lastName": "Ruiz", "email": email}});
    let create = "mutation($u:UserInput!){upsertUser(user:$u){userId}}";
    let elsewhere = s.gql(Some(&third), create, taken("user@caseboard.demo")).await;
    let here = s.gql(Some(&third), create, taken("admin@other.test")).await;
    assert_eq!(code(&elsewhere), "BAD_USER_INPUT", "{elsewhere}");
    assert_eq!(elsewhere["errors"][0]["message"], here["errors"][0]["message"], "{elsewhere} {here}");

    // Live updates name only the subscriber's own organization's cases.
    let mut ws = connect(&s, &third).await;
    subscribe(&mut ws, "c", "subscription{changes(topics:[\"cases\"]){topic entities}}").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    open_case(&s, 990_201, 2).await;
    s.wait_caught_up().await;
    open_case(&s, 990_301, 3).await;
    let msg = next(&mut ws).await;
    assert_eq!(msg["payload"]["data"]["changes"]["entities"], json!(["case:990301"]), "{msg}");

    // The overlord mails about another organization's case; that organization's admin may,
    // another's may not.
    s.wait_caught_up().await;
    let mail = "mutation{sendOverdueContactEmail(caseId:990301)}";
    let r = s.gql(Some(&overlord), mail, json!({})).await;
    assert!(!["FORBIDDEN", "NOT_FOUND"].contains(&code(&r).as_str()), "{r}");
    let r = s.gql(Some(&admin), mail, json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
}

#[tokio::test]
async fn organizations_are_sealed_embedded() {
    sealed(Profile::Embedded).await;
}

#[tokio::test]
async fn organizations_are_sealed_distributed() {
    sealed(Profile::Distributed).await;
}

/// Roles as the spec gives them (issue #36 §3): marketing reads the leads list (the Leads CSV)
/// and no other intake list; marketing and medical requesters change no case; lead edits
/// (referral source, closing) are intake staff's; the case team edits case fields.
async fn roles(profile: Profile) {
    let s = Server::start(profile).await;
    super::cases::seed_case(&s).await;
    s.wait_caught_up().await;
    let case = super::cases::CASE_ID;
    let status = format!("mutation{{upsertSaStatus(status:{{caseId:{case}, statusId:1158, type:73}}){{caseId}}}}");
    let wanted = format!("mutation{{insertSaWantedDate(dateInput:{{caseId:{case}, wantedDate:\"2026-11-02\"}}){{caseId}}}}");
    let info = format!("mutation{{upsertCaseInfo(caseInfo:{{caseId:{case}, leadType:\"Call\"}}){{caseId}}}}");
    let close = format!("mutation{{closeCase(closeCase:{{caseId:{case}, closeReason:\"Duplicate: x\"}}){{caseId}}}}");
    let source = format!("mutation{{upsertSaPaidAdvertising(advertisingSource:{{caseId:{case}, contactId:1}}){{caseId}}}}");
    for who in ["marketing", "medical-requester"] {
        let token = s.login(&format!("{who}@caseboard.demo")).await;
        for op in [&status, &wanted, &info, &close, &source] {
            assert_eq!(code(&s.gql(Some(&token), op, json!({})).await), "FORBIDDEN", "{who}: {op}");
        }
    }
    let attorney = s.login("attorney@caseboard.demo").await;
    for op in [&close, &source] {
        assert_eq!(code(&s.gql(Some(&attorney), op, json!({})).await), "FORBIDDEN", "attorney: {op}");
    }
    let r = s.gql(Some(&attorney), &status, json!({})).await;
    assert_eq!(code(&r), "OK", "the case team changes a case's status: {r}");

    let marketing = s.login("marketing@caseboard.demo").await;
    let period = json!({"s": "2026-11-01", "e": "2026-11-30"});
    let r = s.gql(Some(&marketing), "query($s:NaiveDate!,$e:NaiveDate!){leadsInPeriod(startDate:$s,endDate:$e){leadCount}}", period.clone()).await;
    assert_eq!(code(&r), "OK", "the Leads CSV: {r}");
    for op in [
        "{leadsInFollowUp{leadCount}}",
        "{referredOutCases{caseId}}",
        "{referralMap{markers{contactId}}}",
        "query($s:NaiveDate!,$e:NaiveDate!){retainedByDay(startDate:$s,endDate:$e){count}}",
        "query($s:NaiveDate!,$e:NaiveDate!){referralsInPeriod(direction:BY,startDate:$s,endDate:$e){direction}}",
    ] {
        assert_eq!(code(&s.gql(Some(&marketing), op, period.clone()).await), "FORBIDDEN", "marketing: {op}");
    }
}

#[tokio::test]
async fn roles_as_the_spec_gives_them_embedded() {
    roles(Profile::Embedded).await;
}

#[tokio::test]
async fn roles_as_the_spec_gives_them_distributed() {
    roles(Profile::Distributed).await;
}

/// Issue #36 §7: every text has its limit, written inline or sent as a variable; dates lie in
/// a plausible window; `Int` is 32 bits; one-line text has no line breaks — refused before
/// anything runs, nothing written.
async fn input_limits(profile: Profile) {
    let s = Server::start(profile).await;
    super::cases::seed_case(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let before = s.events_count().await;
    let long = "x".repeat(200_000);
    for (name, query, variables) in [
        ("inline long team name", format!("mutation{{upsertTeam(team:{{name:\"{long}\"}}){{teamId}}}}"), json!({})),
        ("long team name variable", "mutation($t:TeamInput!){upsertTeam(team:$t){teamId}}".to_string(), json!({"t": {"name": "y".repeat(501)}})),
        ("a review in year 9999", "mutation($r:ReviewInput!){createReview(review:$r){id}}".to_string(), json!({"r": {"firstName": "A", "lastName": "B", "rating": 5, "date": "9999-01-01"}})),
        ("a 33-bit case id", "{case(caseId:4294967297){caseId}}".to_string(), json!({})),
        ("a name with CR/LF", "mutation($u:UserInput!){upsertUser(user:$u){userId}}".to_string(), json!({"u": {"firstName": "Ana\r\nBcc", "lastName": "Ruiz", "email": "ana@firm.test"}})),
    ] {
        let r = s.client.post(format!("{}/graphql", s.url)).bearer_auth(&admin).json(&json!({"query": query, "variables": variables})).send().await.unwrap();
        let status = r.status().as_u16();
        let r: Value = r.json().await.unwrap();
        assert_eq!((status, code(&r).as_str()), (400, "BAD_USER_INPUT"), "{name}: {r}");
    }
    // A note type that does not exist is refused (it was stored).
    let note = format!("mutation{{insertSaCaseNote(note:{{caseId:{}, noteTypeId:999999, content:\"x\"}}){{note{{noteId}}}}}}", super::cases::CASE_ID);
    let r = s.gql(Some(&admin), &note, json!({})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("noteTypeId")), "{r}");
    assert_eq!(s.events_count().await, before, "nothing written");
}

#[tokio::test]
async fn every_input_has_its_limit_embedded() {
    input_limits(Profile::Embedded).await;
}

#[tokio::test]
async fn every_input_has_its_limit_distributed() {
    input_limits(Profile::Distributed).await;
}

/// Issue #36 §7: an answer keeps the order of the selection set (GraphQL spec §7.2.2), on every
/// request alike — aliases, nested objects and root fields in an order no sorting gives.
async fn selection_order(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;
    let query = "{ zz: timeZone me { lastName userId firstName organization { name organizationId } } aa: timeZone roles { name roleId } }";
    let keys = ["\"zz\"", "\"me\"", "\"lastName\"", "\"userId\"", "\"firstName\"", "\"organization\"", "\"name\"", "\"organizationId\"", "\"aa\"", "\"roles\""];
    for _ in 0..10 {
        let body = s.client.post(format!("{}/graphql", s.url)).bearer_auth(&admin).json(&json!({"query": query})).send().await.unwrap().text().await.unwrap();
        let mut at = 0;
        for key in keys {
            let found = body[at..].find(key).unwrap_or_else(|| panic!("{key} after position {at} in {body}"));
            at += found + key.len();
        }
    }
}

#[tokio::test]
async fn answers_keep_the_selection_order_embedded() {
    selection_order(Profile::Embedded).await;
}

#[tokio::test]
async fn answers_keep_the_selection_order_distributed() {
    selection_order(Profile::Distributed).await;
}
