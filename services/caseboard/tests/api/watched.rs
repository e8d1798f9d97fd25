//! Watched Cases (spec 2 §2, §3 "Watched case row", §7 startWatching / stopWatching /
//! insertSaRankStatus), in both profiles, on the inventory fixture of `inventory.rs`:
//!
//! | case | client | status (days) | rank → value from (spec 2 §4 low bound) | attorney / paralegal |
//! |---|---|---|---|---|
//! | 880001 | Ana Alvarez | PL 01 Medical Management (12) → Treating | A → $101,000 | Lauren Sutter / Kelsey Moran |
//! | 880002 | Ben Brooks | PL 06 Negotiations (40) → Negotiation | B → $51,000; set to A+ (806) → $250,000 | Lauren Sutter / Kelsey Moran |
//!
//! The admin (1) watches 880001 then 880002; the paralegal (6) may neither watch nor list.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::harness::*;
use super::inventory::seed_inventory;

const WATCHED: &str = "{watchedCases{caseId type stage status daysInStatus clientName rank attorney paralegal dateOfIncident state valueFrom} watchedCaseIds}";

fn watch(verb: &str, case_id: i64) -> String {
    format!("mutation{{{verb}(watchedCase:{{caseId:{case_id}}})}}")
}

async fn until(s: &Server, token: &str, what: &str, ok: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), WATCHED, json!({})).await;
        if ok(&r) {
            return r;
        }
        assert!(Instant::now() < deadline, "{what} never happened: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn watched(profile: Profile) {
    let s = Server::start(profile).await;
    seed_inventory(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    s.wait_caught_up().await;

    // spec 2 §6: Start/Stop Watching and the Watched Cases menu are the admin's.
    let count = s.events_count().await;
    assert_eq!(code(&s.gql(Some(&paralegal), &watch("startWatching", 880001), json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&paralegal), WATCHED, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, WATCHED, json!({})).await), "UNAUTHENTICATED");
    assert_eq!(code(&s.gql(Some(&admin), &watch("startWatching", 990999), json!({})).await), "NOT_FOUND");
    assert_eq!(s.events_count().await, count, "nothing written");

    let r = s.gql(Some(&admin), &watch("startWatching", 880001), json!({})).await;
    assert_eq!(r["data"]["startWatching"], 880001, "{r}");
    s.gql(Some(&admin), &watch("startWatching", 880002), json!({})).await;
    let count = s.events_count().await;
    s.gql(Some(&admin), &watch("startWatching", 880002), json!({})).await;
    assert_eq!(s.events_count().await, count, "watching twice records nothing");

    // The answer waited for the watch list: both rows at once, in the order watched.
    let r = s.gql(Some(&admin), WATCHED, json!({})).await;
    assert_eq!(r["data"]["watchedCaseIds"], json!([880001, 880002]), "{r}");
    let today = chrono::Utc::now().with_timezone(&chrono_tz::America::Denver).date_naive();
    assert_eq!(
        r["data"]["watchedCases"][0],
        json!({"caseId": 880001, "type": "Auto", "stage": "Treating", "status": "PL 01 Medical Management", "daysInStatus": 12, "clientName": "Ana Alvarez",
               "rank": "A", "attorney": "Lauren Sutter", "paralegal": "Kelsey Moran", "dateOfIncident": (today - chrono::Duration::days(210)).to_string(),
               "state": "ID", "valueFrom": 10_100_000})
    );
    let ben = &r["data"]["watchedCases"][1];
    assert_eq!((ben["stage"].clone(), ben["status"].clone(), ben["daysInStatus"].clone()), (json!("Negotiation"), json!("PL 06 Negotiations"), json!(40)));
    assert_eq!((ben["rank"].clone(), ben["valueFrom"].clone()), (json!("B"), json!(5_100_000)));

    // Inline rank edit (spec 2 §4 id 806 = A+): the row shows it with its value at once.
    let r = s.gql(Some(&admin), "mutation{insertSaRankStatus(status:{caseId:880002,statusId:806}){caseId}}", json!({})).await;
    assert_eq!(r["data"]["insertSaRankStatus"]["caseId"], 880002, "{r}");
    let r = s.gql(Some(&admin), WATCHED, json!({})).await;
    assert_eq!((r["data"]["watchedCases"][1]["rank"].clone(), r["data"]["watchedCases"][1]["valueFrom"].clone()), (json!("A+"), json!(25_000_000)), "{r}");
    let count = s.events_count().await;
    assert_eq!(code(&s.gql(Some(&admin), "mutation{insertSaRankStatus(status:{caseId:880002,statusId:42}){caseId}}", json!({})).await), "BAD_USER_INPUT");
    assert_eq!(s.events_count().await, count);

    // Inline status edit: PL 03 Demand Preparation (1061) moves the stage to Demand Prep, days in status 0.
    let r = s.gql(Some(&admin), "mutation{upsertSaStatus(status:{caseId:880001,statusId:1061,type:1}){caseId}}", json!({})).await;
    assert_eq!(r["data"]["upsertSaStatus"]["caseId"], 880001, "{r}");
    until(&s, &admin, "the stage following the status", |r| {
        r["data"]["watchedCases"][0]["stage"] == "Demand Prep" && r["data"]["watchedCases"][0]["daysInStatus"] == 0
    })
    .await;

    // Stop Watching leaves 880002; the paralegal's inventory is untouched by any of it.
    let r = s.gql(Some(&admin), &watch("stopWatching", 880001), json!({})).await;
    assert_eq!(r["data"]["stopWatching"], 880001, "{r}");
    let r = s.gql(Some(&admin), WATCHED, json!({})).await;
    assert_eq!(r["data"]["watchedCaseIds"], json!([880002]), "{r}");
}

#[tokio::test]
async fn watched_cases_embedded() {
    watched(Profile::Embedded).await;
}

#[tokio::test]
async fn watched_cases_distributed() {
    watched(Profile::Distributed).await;
}
