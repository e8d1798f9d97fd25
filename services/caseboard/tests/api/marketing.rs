//! Marketing Stats (spec 3 §2.4, §7): calls by day and by source, the most recent page-speed
//! result per URL, per organization, and who may read them — in both profiles, against a
//! hand-computed fixture imported with `caseboard import`.

use serde_json::{json, Value};

use super::harness::*;

// Organization 2 — calls: 2026-10-31 Google Ads (outside the period); 2026-11-02 Google Ads ×2,
// Facebook (one of them with no organization_id: the configured organization 2); 2026-11-04
// Google Ads. Call 2 is imported twice under two fact ids: it counts once. Period 2026-11-02 …
// 2026-11-04 → by day 3, 0, 1; by source Google Ads 3, Facebook 1.
// Page speed, url 1 (https://firm.example/): 2026-11-01 79.6 / 95.2, then 2026-11-10 89.5 / 89.4,
// then an older result (2026-10-01, 10 / 10) imported late → most recent: 90 green / 89 orange.
// url 2 (https://firm.example/contact): 70.2 / 80.0 → 70 red / 80 orange.
// Organization 3 — calls 2026-11-03 Bing ×2, url 3 (https://other.example/) 99.0 / 99.0: never
// in organization 2's figures; its own figures by day 0, 2, 0, Bing 2, 99 green / 99 green.
fn facts() -> String {
    let call = |fact: &str, id: i64, org: Option<i64>, date: &str, source: &str| {
        let mut data = json!({"call_id": id, "date": date, "called_at": format!("{date}T16:00:00Z"), "source": source, "duration_seconds": 60});
        if let Some(org) = org {
            data["organization_id"] = json!(org);
        }
        json!({"fact_id": fact, "type": "call_recorded", "data": data})
    };
    let speed = |fact: &str, url_id: i64, org: i64, url: &str, mobile: f64, desktop: f64, at: &str| {
        json!({"fact_id": fact, "type": "page_speed_recorded",
               "data": {"url_id": url_id, "organization_id": org, "url": url, "mobile_score": mobile, "desktop_score": desktop, "measured_at": at}})
    };
    let lines: Vec<Value> = vec![
        call("call-1", 1, Some(2), "2026-10-31", "Google Ads"),
        call("call-2", 2, Some(2), "2026-11-02", "Google Ads"),
        call("call-2-again", 2, Some(2), "2026-11-02", "Google Ads"),
        call("call-3", 3, Some(2), "2026-11-02", "Facebook"),
        call("call-4", 4, None, "2026-11-02", "Google Ads"),
        call("call-5", 5, Some(2), "2026-11-04", "Google Ads"),
        call("call-6", 6, Some(3), "2026-11-03", "Bing"),
        call("call-7", 7, Some(3), "2026-11-03", "Bing"),
        speed("speed-1", 1, 2, "https://firm.example/", 79.6, 95.2, "2026-11-01T12:00:00Z"),
        speed("speed-2", 1, 2, "https://firm.example/", 89.5, 89.4, "2026-11-10T12:00:00Z"),
        speed("speed-3", 1, 2, "https://firm.example/", 10.0, 10.0, "2026-10-01T12:00:00Z"),
        speed("speed-4", 2, 2, "https://firm.example/contact", 70.2, 80.0, "2026-11-10T12:00:00Z"),
        speed("speed-5", 3, 3, "https://other.example/", 99.0, 99.0, "2026-11-10T12:00:00Z"),
        // Refused with a reason, nothing written: a score above 100.
        speed("speed-bad", 4, 2, "https://firm.example/bad", 101.0, 50.0, "2026-11-10T12:00:00Z"),
    ];
    lines.iter().map(Value::to_string).collect::<Vec<_>>().join("\n") + "\n"
}

const STATS: &str = "query($s:NaiveDate!,$e:NaiveDate!,$o:Int){callrailCallsByDay(startDate:$s,endDate:$e,organizationId:$o){date totalCalls} \
    callrailCallsBySource(startDate:$s,endDate:$e,organizationId:$o){key totalCalls} \
    mostRecentPageSpeed(organizationId:$o){url mobileScore desktopScore mobileColor desktopColor}}";

async fn marketing(profile: Profile) {
    let s = Server::start(profile).await;
    let file = s.env.data_dir.join("marketing.jsonl");
    std::fs::write(&file, facts()).unwrap();
    let out = s.env.run(&["import", file.to_str().unwrap()]);
    // call-2-again is a new fact that changes nothing: imported, no event.
    assert!(out.contains("13 imported, 0 already imported, 1 skipped with errors (14 lines, 12 new events)"), "{out}");
    let again = s.env.run(&["import", file.to_str().unwrap()]);
    assert!(again.contains("0 imported, 13 already imported, 1 skipped with errors (14 lines, 0 new events)"), "{again}");
    s.wait_caught_up().await;

    let period = json!({"s": "2026-11-02", "e": "2026-11-04"});
    let marketing = s.login("marketing@caseboard.demo").await;
    let r = s.gql(Some(&marketing), STATS, period.clone()).await;
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
    // The route's organization, given explicitly, is the same answer.
    let admin = s.login("admin@caseboard.demo").await;
    let own = s.gql(Some(&admin), STATS, json!({"s": "2026-11-02", "e": "2026-11-04", "o": 2})).await;
    assert_eq!((code(&own), &own["data"]), ("OK".into(), &r["data"]));

    // Organization 3's calls are its own: an admin of 2 may not ask for them (the organization
    // rule comes before the role), the overlord sees them and only them.
    let other = json!({"s": "2026-11-02", "e": "2026-11-04", "o": 3});
    assert_eq!(code(&s.gql(Some(&admin), STATS, other.clone()).await), "FORBIDDEN", "another organization");
    assert_eq!(code(&s.gql(Some(&marketing), STATS, other.clone()).await), "FORBIDDEN", "another organization");
    let overlord = s.login("overlord@caseboard.demo").await;
    let r = s.gql(Some(&overlord), STATS, other).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(
        r["data"]["callrailCallsByDay"],
        json!([{"date": "2026-11-02", "totalCalls": 0}, {"date": "2026-11-03", "totalCalls": 2}, {"date": "2026-11-04", "totalCalls": 0}])
    );
    assert_eq!(r["data"]["callrailCallsBySource"], json!([{"key": "Bing", "totalCalls": 2}]));
    assert_eq!(r["data"]["mostRecentPageSpeed"], json!([{"url": "https://other.example/", "mobileScore": 99, "desktopScore": 99, "mobileColor": "green", "desktopColor": "green"}]));

    // spec 3 §2.1: admin or marketing only.
    let manager = s.login("intake-management@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&manager), STATS, period).await), "FORBIDDEN");
    let r = s.gql(Some(&marketing), STATS, json!({"s": "2026-11-04", "e": "2026-11-02"})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT".into(), Some("endDate")), "{r}");
    // A date that is not a date is the caller's input (fea1f2d): BAD_USER_INPUT.
    let r = s.gql(Some(&marketing), STATS, json!({"s": "Nov 2", "e": "2026-11-04"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
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
