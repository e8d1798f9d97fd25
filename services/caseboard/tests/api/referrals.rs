//! Referrals by and to (spec 3 §2.14; issue 16): the List and Aggregate figures against a
//! fixture computed by hand, the time zone of "opened in the period", and the role rules — in
//! both profiles.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use domain::marketing::{MarketingEvent, ReferralContactSet, REFERRAL_CONTACT_STREAM};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// The firm's contact "Summit Chiropractic" (a CRM contact, Level 2).
const SUMMIT: i64 = 800_001;
/// An external system's tow company the firm has no contact for.
const TOW: i64 = 70_002;

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

/// The fixture (firm time zone America/Denver, period Nov 1–30 2026):
///
/// | case   | opened (UTC)         | firm day | source        | referrer       | retained |
/// |--------|----------------------|----------|---------------|----------------|----------|
/// | 556001 | Nov 2 17:00          | Nov 2    | Ref-Doctors   | Summit (CRM)   | yes      |
/// | 556002 | Nov 5 17:00          | Nov 5    | Ref-Doctors   | Summit (CRM)   | no       |
/// | 556003 | Nov 6 17:00          | Nov 6    | Ref-Tow Truck | ext. 70002     | no       |
/// | 556004 | Nov 7 17:00          | Nov 7    | Ref-PPC       | (paid: not By) | —        |
/// | 556005 | Oct 31 05:00 (MDT-6) | Oct 30   | Ref-Doctors   | Summit         | — out    |
///
/// By: 3 rows. Summit: 2 referrals, 1 retained = 50.0 %, last Nov 5, cases [556002, 556001];
/// ext. 70002: 1, 0 retained, 0.0 %, no contact (Add Contact), named after its source.
///
/// To: 556001 → Summit referred Nov 10; 556002 → "Valley Imaging" (no contact) Nov 12;
/// 556003 → Summit referred Oct 20 (out); 556002 provider 4 never referred (out).
/// Two lines of 1 each: Valley Imaging first (the later referral), then Summit.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let summit = ReferralContactSet {
        contact_id: SUMMIT,
        sa_id: Some(SUMMIT),
        sa_ctg: Some(2),
        name: "Summit Chiropractic".into(),
        contact_type: "Chiropractor".into(),
        city: Some("Sandy".into()),
        priority: true,
        priority_level: Some(2),
        accepts_lien: true,
        ..Default::default()
    };
    let e = NewEvent::from_domain(&MarketingEvent::ReferralContactSet(Box::new(summit)));
    store.append(REFERRAL_CONTACT_STREAM, &format!("{REFERRAL_CONTACT_STREAM}-{SUMMIT}"), ExpectedVersion::NoStream, &[e], &meta).await.unwrap();
    let cases: [(i64, (u32, u32, u32), &str, i64, Option<i64>, bool); 5] = [
        (556_001, (11, 2, 17), "Ref-Doctors", 700_011, Some(SUMMIT), true),
        (556_002, (11, 5, 17), "Ref-Doctors", 700_011, Some(SUMMIT), false),
        (556_003, (11, 6, 17), "Ref-Tow Truck", 700_013, Some(TOW), false),
        (556_004, (11, 7, 17), "Ref-PPC", 700_001, None, false),
        (556_005, (10, 31, 5), "Ref-Doctors", 700_011, Some(SUMMIT), false),
    ];
    for (case_id, (m, d, h), source, source_id, other, retained) in cases {
        let opened_at = Utc.with_ymd_and_hms(2026, m, d, h, 0, 0).unwrap();
        let mut events = vec![
            CaseEvent::Opened(CaseOpened { case_id, organization_id: Some(2), opened_at, first_name: "Client".into(), last_name: format!("N{case_id}"), ..Default::default() }),
            CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: source_id, source: source.into(), comments: Some("sent over".into()), other_contact_id: other }),
        ];
        if retained {
            events.push(CaseEvent::Retained(CaseRetained { case_id, retained_date: day(11, 3) }));
        }
        let providers: &[(i64, &str, Option<i64>, Option<NaiveDate>)] = match case_id {
            556_001 => &[(1, "Summit Chiropractic", Some(SUMMIT), Some(day(11, 10)))],
            556_002 => &[(2, "Valley Imaging", None, Some(day(11, 12))), (4, "Never Referred PT", None, None)],
            556_003 => &[(3, "Summit Chiropractic", Some(SUMMIT), Some(day(10, 20)))],
            _ => &[],
        };
        for &(provider_id, name, contact_id, referred) in providers {
            events.push(CaseEvent::MedicalProviderSet(MedicalProviderSet { case_id, provider_id, name: name.into(), contact_id, total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false, comments: None }));
            if let Some(date) = referred {
                events.push(CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id, provider_id, referred_date: Some(date), is_referred: true }));
            }
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const REPORT: &str = "query($d:ReferralDirection!,$s:NaiveDate!,$e:NaiveDate!){referralsInPeriod(direction:$d,startDate:$s,endDate:$e){canAddContacts \
    rows{caseId referredDate source referrerKey referrerName contactId contactType priorityLabel saContactId saContactCtg medicalProvider case{clientName retainedDate}} \
    totals{referrerKey name contactId contactType priorityLabel saContactId count retained retainedPercent lastReferredDate caseIds acceptsLien}}}";

async fn report(s: &Server, token: &str, direction: &str) -> Value {
    let r = s.gql(Some(token), REPORT, json!({"d": direction, "s": "2026-11-01", "e": "2026-11-30"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["referralsInPeriod"].clone()
}

async fn referrals(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;

    let by = report(&s, &manager, "BY").await;
    let cases: Vec<i64> = by["rows"].as_array().unwrap().iter().map(|r| r["caseId"].as_i64().unwrap()).collect();
    assert_eq!(cases, vec![556_003, 556_002, 556_001], "paid source and the Oct 30 (firm day) case left out: {by}");
    assert_eq!(by["rows"][2]["referredDate"], "2026-11-02");
    assert_eq!(by["rows"][2]["priorityLabel"], "Level 2");
    assert_eq!(by["rows"][0]["contactId"], Value::Null, "the tow company is not a contact: {by}");
    assert_eq!(by["rows"][0]["saContactId"], TOW);
    let t = &by["totals"];
    assert_eq!(t.as_array().unwrap().len(), 2, "{t}");
    assert_eq!((t[0]["name"].as_str(), t[0]["count"].as_i64(), t[0]["retained"].as_i64(), t[0]["retainedPercent"].as_f64()), (Some("Summit Chiropractic"), Some(2), Some(1), Some(50.0)), "{t}");
    assert_eq!(t[0]["lastReferredDate"], "2026-11-05");
    assert_eq!(t[0]["caseIds"], json!([556_002, 556_001]));
    assert_eq!(t[0]["acceptsLien"], true);
    assert_eq!((t[1]["name"].as_str(), t[1]["count"].as_i64(), t[1]["retainedPercent"].as_f64(), t[1]["saContactId"].as_i64()), (Some("Ref-Tow Truck"), Some(1), Some(0.0), Some(TOW)), "{t}");
    assert_eq!(by["canAddContacts"], true);

    let to = report(&s, &manager, "TO").await;
    let rows: Vec<(i64, String)> = to["rows"].as_array().unwrap().iter().map(|r| (r["caseId"].as_i64().unwrap(), r["referredDate"].as_str().unwrap().to_string())).collect();
    assert_eq!(rows, vec![(556_002, "2026-11-12".to_string()), (556_001, "2026-11-10".to_string())], "{to}");
    assert_eq!(to["rows"][0]["medicalProvider"], "Valley Imaging");
    let names: Vec<&str> = to["totals"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["Valley Imaging", "Summit Chiropractic"]);
    assert_eq!(to["totals"][1]["contactType"], "Chiropractor");
    let r = s.gql(Some(&manager), "{medicalReferredToInPeriod(startDate:\"2026-11-01\",endDate:\"2026-11-30\"){caseId medicalProvider}}", json!({})).await;
    assert_eq!(r["data"]["medicalReferredToInPeriod"].as_array().unwrap().len(), 2, "{r}");

    // Bad input: the end before the start.
    let r = s.gql(Some(&manager), REPORT, json!({"d": "BY", "s": "2026-11-30", "e": "2026-11-01"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    // Roles: intake roles read it (each a CRM role, so each may add contacts from it);
    // marketing reads the leads list only (issue #36 §3).
    for login in ["attorney@caseboard.demo", "user@caseboard.demo", "marketing@caseboard.demo"] {
        let t = s.login(login).await;
        let r = s.gql(Some(&t), REPORT, json!({"d": "TO", "s": "2026-11-01", "e": "2026-11-30"})).await;
        assert_eq!(code(&r), "FORBIDDEN", "{login}: {r}");
    }
    assert_eq!(code(&s.gql(None, REPORT, json!({"d": "BY", "s": "2026-11-01", "e": "2026-11-30"})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn referrals_by_and_to_embedded() {
    referrals(Profile::Embedded).await;
}

#[tokio::test]
async fn referrals_by_and_to_distributed() {
    referrals(Profile::Distributed).await;
}
