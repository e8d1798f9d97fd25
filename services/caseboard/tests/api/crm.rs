//! The CRM (spec part 1 §2.4, §7; issue 16): contacts from the external system, priority,
//! activity, sync, and who may use them — in both profiles, plus a failing external system.

use std::time::{Duration, Instant};

use chrono::NaiveDate;
use domain::cases::*;
use domain::reference::{stream_type, ReferenceItemSet, ReferenceEvent};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// The demo system's "Alder Chiropractic" (connector::demo: saId 70001).
const ALDER: i64 = 70_001;

/// Contact types and event types as an import would bring them, plus one case referred by
/// Alder Chiropractic and one provider of that case (Alder) marked referred.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (kind, id, name) in [("contact_type", 1, "Chiropractor"), ("contact_type", 8, "Attorney"), ("contact_event_type", 1, "Office Visit")] {
        let item = ReferenceItemSet { kind: kind.into(), item_id: id, name: name.into(), parent_id: None, attributes: Value::Null, active: true };
        let e = NewEvent::from_domain(&ReferenceEvent::ItemSet(item));
        store.append(&stream_type(kind), &format!("{}-{id}", stream_type(kind)), ExpectedVersion::NoStream, &[e], &meta).await.unwrap();
    }
    let case_id = 555_001;
    let events = [
        CaseEvent::Opened(CaseOpened { case_id, organization_id: Some(2), opened_at: chrono::Utc::now(), first_name: "Ana".into(), last_name: "Ruiz".into(), ..Default::default() }),
        CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: 9001, source: "Ref-Doctors".into(), comments: None, other_contact_id: Some(ALDER) }),
        CaseEvent::MedicalProviderSet(MedicalProviderSet { case_id, provider_id: 1, name: "Alder Chiropractic".into(), contact_id: Some(ALDER), total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false, comments: None }),
        CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id, provider_id: 1, referred_date: NaiveDate::from_ymd_opt(2026, 1, 5), is_referred: true }),
    ];
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    s.wait_caught_up().await;
}

const CONTACTS: &str = "{contacts{contactId saId saCtg saUrl name contactType{name} address city state priority priorityLevel priorityLabel \
    inboundReferrals outboundReferrals needsManualUpdate acceptsLien acceptsHealthInsurance version}}";
const CREATE: &str = "mutation($c:CreateContactInput!){createContact(contact:$c){contactId name priorityLabel city needsManualUpdate version}}";
const UPDATE: &str = "mutation($id:Int!,$c:UpdateContactInput!,$v:Int){updateContact(contactId:$id,contact:$c,expectedVersion:$v){contactId priority priorityLevel priorityLabel address version}}";
const EVENT: &str = "mutation($e:ContactEventInput!){createContactEvent(contactEvent:$e){contactEventId timestamp comment user contactEventType{name} contact{contactId name}}}";

fn field(r: &Value) -> String {
    r["errors"][0]["extensions"]["field"].as_str().unwrap_or("").to_string()
}

async fn contacts(s: &Server, token: &str) -> Vec<Value> {
    let r = s.gql(Some(token), CONTACTS, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["contacts"].as_array().unwrap().clone()
}

async fn crm(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let intake = s.login("intake@caseboard.demo").await;
    assert!(contacts(&s, &intake).await.is_empty());
    let types = s.gql(Some(&intake), "{contactTypes{contactTypeId name} contactEventTypes{contactEventTypeId name}}", json!({})).await;
    assert_eq!(types["data"]["contactTypes"].as_array().unwrap().len(), 2, "{types}");
    assert_eq!(types["data"]["contactEventTypes"][0]["name"], "Office Visit");

    // New Contact from the external search result; the server reads the record again.
    let new = json!({"saId": ALDER, "saCtg": 2, "name": "Alder Chiropractic", "contactTypeId": 1, "acceptsLien": true, "priority": true, "priorityLevel": 2});
    let r = s.gql(Some(&intake), CREATE, json!({"c": new})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["createContact"]["priorityLabel"], "Level 2");
    assert!(r["data"]["createContact"]["city"].is_string(), "address filled from the external record: {r}");
    assert_eq!(r["data"]["createContact"]["needsManualUpdate"], false);
    assert_eq!(code(&s.gql(Some(&intake), CREATE, json!({"c": new})).await), "CONFLICT", "the same record twice");
    // Bad input: a level outside 1–5, an unknown type, a record the system does not have.
    let r = s.gql(Some(&intake), CREATE, json!({"c": {"saId": 70_002, "name": "Birch Chiropractic", "contactTypeId": 1, "priority": true, "priorityLevel": 6}})).await;
    assert_eq!((code(&r), field(&r)), ("BAD_USER_INPUT".into(), "priorityLevel".into()), "{r}");
    let r = s.gql(Some(&intake), CREATE, json!({"c": {"saId": 70_002, "name": "Birch Chiropractic", "contactTypeId": 99}})).await;
    assert_eq!((code(&r), field(&r)), ("BAD_USER_INPUT".into(), "contactTypeId".into()), "{r}");
    let r = s.gql(Some(&intake), CREATE, json!({"c": {"saId": 1, "name": "Birch Chiropractic", "contactTypeId": 1}})).await;
    assert_eq!((code(&r), field(&r)), ("BAD_USER_INPUT".into(), "saId".into()), "{r}");

    // Inbound and outbound referrals from the log.
    let list = contacts(&s, &intake).await;
    assert_eq!(list.len(), 1);
    assert_eq!((list[0]["inboundReferrals"].as_i64(), list[0]["outboundReferrals"].as_i64()), (Some(1), Some(1)), "{list:?}");
    // A selection without the counts (the Activity screen's contact list) skips them and
    // lists the same contacts.
    let r = s.gql(Some(&intake), "{contacts{contactId name}}", json!({})).await;
    let slim: Vec<Value> = list.iter().map(|c| json!({"contactId": c["contactId"], "name": c["name"]})).collect();
    assert_eq!(r["data"]["contacts"], json!(slim), "{r}");
    assert_eq!(list[0]["contactType"]["name"], "Chiropractor");
    assert!(list[0]["saUrl"].as_str().unwrap().ends_with("/70001"));

    // The Priority column toggles the flag; the level is kept for when it is on again.
    let r = s.gql(Some(&intake), UPDATE, json!({"id": ALDER, "c": {"priority": false}})).await;
    assert_eq!(r["data"]["updateContact"]["priorityLabel"], "No", "{r}");
    let r = s.gql(Some(&intake), UPDATE, json!({"id": ALDER, "c": {"priority": true, "priorityLevel": null}})).await;
    assert_eq!(r["data"]["updateContact"]["priorityLabel"], "Yes", "{r}");
    let r = s.gql(Some(&intake), UPDATE, json!({"id": ALDER, "c": {"priorityLevel": 0}})).await;
    assert_eq!(field(&r), "priorityLevel", "{r}");
    // A stale edit form does not overwrite a newer save.
    let r = s.gql(Some(&intake), UPDATE, json!({"id": ALDER, "c": {"address": "1 Stale St"}, "v": 1})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    let version = contacts(&s, &intake).await[0]["version"].as_i64().unwrap();
    let r = s.gql(Some(&intake), UPDATE, json!({"id": ALDER, "c": {"address": "12 New Rd"}, "v": version})).await;
    assert_eq!(r["data"]["updateContact"]["address"], "12 New Rd", "{r}");
    assert_eq!(code(&s.gql(Some(&intake), UPDATE, json!({"id": 4242, "c": {"priority": true}})).await), "NOT_FOUND");

    // Activity: every field is required; times in 15-minute steps.
    let ok = json!({"timestamp": "2026-03-02T16:45:00Z", "contactEventTypeId": 1, "contactId": ALDER, "comment": "Dropped off cards"});
    let mut bad = ok.clone();
    bad["comment"] = json!("  ");
    assert_eq!(field(&s.gql(Some(&intake), EVENT, json!({"e": bad})).await), "comment");
    let mut bad = ok.clone();
    bad["timestamp"] = json!("2026-03-02T16:47:00Z");
    assert_eq!(field(&s.gql(Some(&intake), EVENT, json!({"e": bad})).await), "timestamp");
    let mut bad = ok.clone();
    bad["contactId"] = json!(4242);
    assert_eq!(field(&s.gql(Some(&intake), EVENT, json!({"e": bad})).await), "contactId");
    let r = s.gql(Some(&intake), EVENT, json!({"e": ok})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["createContactEvent"]["user"], "Rosa Delgado");
    let manager = s.login("intake-management@caseboard.demo").await;
    let r = s.gql(Some(&manager), "{contactEvents{comment contactEventType{name} contact{name} timestamp}}", json!({})).await;
    assert_eq!(r["data"]["contactEvents"][0]["comment"], "Dropped off cards", "seen at once by another CRM user: {r}");
    assert_eq!(r["data"]["contactEvents"][0]["contact"]["name"], "Alder Chiropractic");

    // Sync brings back what the external system holds (the address edited here), source sync.
    let r = s.gql(Some(&manager), "mutation{syncContacts{checked updated missing message}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!((r["data"]["syncContacts"]["checked"].as_i64(), r["data"]["syncContacts"]["updated"].as_i64()), (Some(1), Some(1)), "{r}");
    let again = s.gql(Some(&manager), "mutation{syncContacts{updated}}", json!({})).await;
    assert_eq!(again["data"]["syncContacts"]["updated"], 0, "nothing changed since: {again}");
    assert_ne!(contacts(&s, &intake).await[0]["address"], "12 New Rd");

    // Roles: CRM for admin, intake-management, intake only; nothing before sign-in.
    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(contacts(&s, &admin).await.len(), 1);
    for login in ["attorney@caseboard.demo", "marketing@caseboard.demo", "user@caseboard.demo"] {
        let t = s.login(login).await;
        assert_eq!(code(&s.gql(Some(&t), CONTACTS, json!({})).await), "FORBIDDEN", "{login}");
        assert_eq!(code(&s.gql(Some(&t), EVENT, json!({"e": ok})).await), "FORBIDDEN", "{login}");
        assert_eq!(code(&s.gql(Some(&t), "mutation{syncContacts{updated}}", json!({})).await), "FORBIDDEN", "{login}");
    }
    assert_eq!(code(&s.gql(None, CONTACTS, json!({})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn crm_contacts_activity_and_sync_embedded() {
    crm(Profile::Embedded).await;
}

#[tokio::test]
async fn crm_contacts_activity_and_sync_distributed() {
    crm(Profile::Distributed).await;
}

/// An external system that does not answer: search, New Contact and sync say so, nothing is
/// written, and the screens keep working.
#[tokio::test]
async fn crm_with_the_external_system_down() {
    let env = Env::new(Profile::Embedded);
    let config = env.data_dir.join("caseboard.toml");
    std::fs::write(&config, format!("[connector]\nkind = \"http\"\nbase_url = \"http://127.0.0.1:{}/api\"\n", free_port())).unwrap();
    let listen = format!("127.0.0.1:{}", free_port());
    let proc = env.spawn(&["serve", "--listen", &listen, "--config", config.to_str().unwrap()]);
    let s = Server::attach(env, format!("http://{listen}"), vec![proc]);
    s.wait_ready().await;
    seed(&s).await;
    let intake = s.login("intake@caseboard.demo").await;
    let before = s.events_count().await;
    let started = Instant::now();
    let r = s.gql(Some(&intake), "mutation{syncContacts{updated}}", json!({})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("did not answer"), "{r}");
    let r = s.gql(Some(&intake), CREATE, json!({"c": {"saId": ALDER, "name": "Alder Chiropractic", "contactTypeId": 1}})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    let r = s.gql(Some(&intake), "query($n:String!){contactsByName(name:$n){saId}}", json!({"n": "Alder Chiro"})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    assert!(started.elapsed() < Duration::from_secs(60));
    assert_eq!(s.events_count().await, before, "nothing half-applied");
    assert!(contacts(&s, &intake).await.is_empty());
}
