//! Marketing Stats (spec 3 §2.4, §7): calls by day and by source, the most recent page-speed
//! result per URL, and who may read them — in both profiles, against a hand-computed fixture.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::marketing::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::json;

use super::harness::*;

// Calls: 2026-10-31 Google Ads (outside the period); 2026-11-02 Google Ads ×2, Facebook;
// 2026-11-04 Google Ads. Period 2026-11-02 … 2026-11-04 → by day 3, 0, 1; by source
// Google Ads 3, Facebook 1.
// Page speed, url 1 (https://firm.example/): 2026-11-01 79.6 / 95.2, then 2026-11-10 89.5 / 89.4,
// then an older result (2026-10-01, 10 / 10) imported late → most recent: 90 green / 89 orange.
// url 2 (https://firm.example/contact): 70.2 / 80.0 → 70 red / 80 orange.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    let calls = [(1, "2026-10-31", "Google Ads"), (2, "2026-11-02", "Google Ads"), (3, "2026-11-02", "Facebook"), (4, "2026-11-02", "Google Ads"), (5, "2026-11-04", "Google Ads")];
    let speed = |url_id, url: &str, mobile, desktop, day: u32| {
        MarketingEvent::PageSpeedRecorded(PageSpeedRecorded { url_id, url: url.into(), mobile_score: mobile, desktop_score: desktop, measured_at: Utc.with_ymd_and_hms(2026, day / 100, day % 100, 12, 0, 0).unwrap() })
    };
    let mut events: Vec<MarketingEvent> = calls
        .iter()
        .map(|(id, date, source)| MarketingEvent::CallRecorded(CallRecorded { call_id: *id, date: d(date), called_at: Utc::now(), source: source.to_string(), duration_seconds: Some(60) }))
        .collect();
    events.push(speed(1, "https://firm.example/", 79.6, 95.2, 1101));
    events.push(speed(1, "https://firm.example/", 89.5, 89.4, 1110));
    events.push(speed(1, "https://firm.example/", 10.0, 10.0, 1001));
    events.push(speed(2, "https://firm.example/contact", 70.2, 80.0, 1110));
    for e in &events {
        let (kind, id) = e.stream();
        store.append(kind, &format!("{kind}-{id}"), ExpectedVersion::Any, &[NewEvent::from_domain(e)], &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const STATS: &str = "query($s:NaiveDate!,$e:NaiveDate!){callrailCallsByDay(startDate:$s,endDate:$e){date totalCalls} \
    callrailCallsBySource(startDate:$s,endDate:$e){key totalCalls} mostRecentPageSpeed{url mobileScore desktopScore mobileColor desktopColor}}";

async fn marketing(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let marketing = s.login("marketing@caseboard.demo").await;
    let r = s.gql(Some(&marketing), STATS, json!({"s": "2026-11-02", "e": "2026-11-04"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(
        r["data"]["callrailCallsByDay"],
        json!([{"date": "2026-11-02", "totalCalls": 3}, {"date": "2026-11-03", "totalCalls": 0}, {"date": "2026-11-04", "totalCalls": 1}])
    );
    assert_eq!(r["data"]["callrailCallsBySource"], json!([{"key": "Google Ads", "totalCalls": 3}, {"key": "Facebook", "totalCalls": 1}]));
    assert_eq!(
        r["data"]["mostRecentPageSpeed"],
        json!([
            {"url": "https://firm.example/", "mobileScore": 90, "desktopScore": 89, "mobileColor": "green", "desktopColor": "orange"},
            {"url": "https://firm.example/contact", "mobileScore": 70, "desktopScore": 80, "mobileColor": "red", "desktopColor": "orange"},
        ])
    );
    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&admin), STATS, json!({"s": "2026-11-02", "e": "2026-11-04"})).await), "OK");
    // spec 3 §2.1: admin or marketing only.
    let manager = s.login("intake-management@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&manager), STATS, json!({"s": "2026-11-02", "e": "2026-11-04"})).await), "FORBIDDEN");
    let r = s.gql(Some(&marketing), STATS, json!({"s": "2026-11-04", "e": "2026-11-02"})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT".into(), Some("endDate")), "{r}");
    // A date that is not a date is refused (the platform answers it without a code today:
    // docs/decisions.md "orghome").
    let r = s.gql(Some(&marketing), STATS, json!({"s": "Nov 2", "e": "2026-11-04"})).await;
    assert!(r["errors"][0]["message"].as_str().is_some_and(|m| m.contains("NaiveDate")), "{r}");
    assert!(r["data"].is_null() || r["data"]["callrailCallsByDay"].is_null(), "{r}");
}

#[tokio::test]
async fn marketing_stats_embedded() {
    marketing(Profile::Embedded).await;
}

#[tokio::test]
async fn marketing_stats_distributed() {
    marketing(Profile::Distributed).await;
}
