//! Contacts through the sync path (issue #18: "Contacts sync the same way (the CRM issue's
//! Sync Contacts uses this path)"), both profiles, against the fake external system: Sync
//! Contacts pulls the whole list and sets the contacts' cursor; from then on the sync worker
//! asks only for the contacts updated after it, and a change there reaches the linked CRM
//! contact without anyone pressing Sync Contacts.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::harness::*;
use super::sync::serve;
use super::sync_fake::*;

const QUAIL: i64 = 880_001;
const CREATE: &str = "mutation($c:CreateContactInput!){createContact(contact:$c){contactId address}}";
const ADDRESS: &str = "{contacts{saId address}}";

async fn address(s: &Server, token: &str) -> Value {
    let r = s.gql(Some(token), ADDRESS, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["contacts"].as_array().unwrap().iter().find(|c| c["saId"] == QUAIL).map(|c| c["address"].clone()).unwrap_or(Value::Null)
}

async fn contacts_follow_the_system(profile: Profile) {
    let fake = Fake::new(free_port());
    fake.push(vec![contact_type(1, "Physical Therapy")]);
    fake.set(|f| f.contacts = vec![contact(QUAIL, "Quail Physical Therapy", "1 Old Rd", "2026-11-01T10:00:00Z")]);
    fake.start().await;
    let (s, _proc) = serve(profile, &fake.config(20, 10)).await;
    let admin = s.login("admin@caseboard.demo").await;
    // The contact type arrives with the facts.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let r = s.gql(Some(&admin), CREATE, json!({"c": {"saId": QUAIL, "name": "Quail", "contactTypeId": 1}})).await;
        if code(&r) == "OK" {
            assert_eq!(r["data"]["createContact"]["address"], "1 Old Rd", "{r}");
            break;
        }
        assert!(Instant::now() < deadline, "the contact type never arrived: {r}");
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    // Before the first Sync Contacts the worker leaves the contacts alone.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(fake.inner.lock().unwrap().contacts_asked.is_empty(), "no contacts pull without a cursor");

    let r = s.gql(Some(&admin), "mutation{syncContacts{checked updated missing}}", json!({})).await;
    assert_eq!(r["data"]["syncContacts"], json!({"checked": 1, "updated": 0, "missing": 0}), "{r}");

    // The system changes the contact: the worker brings it in, asking only for what changed.
    fake.set(|f| f.contacts = vec![contact(QUAIL, "Quail Physical Therapy", "2 New Rd", "2026-11-03T09:30:00Z")]);
    let deadline = Instant::now() + Duration::from_secs(60);
    while address(&s, &admin).await != "2 New Rd" {
        assert!(Instant::now() < deadline, "the worker never brought the change in; asked: {:?}\nlogs:\n{}", fake.inner.lock().unwrap().contacts_asked, s.logs());
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let asked = fake.inner.lock().unwrap().contacts_asked.clone();
    assert_eq!(asked[0], None, "Sync Contacts asks for the whole list");
    assert!(asked.iter().skip(1).all(|a| a.as_deref().is_some_and(|a| a.starts_with("2026-11-0"))), "the worker asks for changes only: {asked:?}");
    assert!(asked.iter().any(|a| a.as_deref() == Some("2026-11-01T10:00:00Z")), "{asked:?}");
    // Nothing changes after: the next pulls record nothing.
    let before = s.events_count().await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(s.events_count().await, before, "an unchanged contact is not recorded again");
}

#[tokio::test]
async fn contacts_follow_the_external_system_embedded() {
    contacts_follow_the_system(Profile::Embedded).await;
}

#[tokio::test]
async fn contacts_follow_the_external_system_distributed() {
    contacts_follow_the_system(Profile::Distributed).await;
}
