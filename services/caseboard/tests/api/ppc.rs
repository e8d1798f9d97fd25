//! The PPC report (issue 15): per paid source and month, calls → leads → wanted → retained →
//! fees, spend entered as events, missing spend said, bad input refused, role rules — in both
//! profiles, against a fixture computed by hand.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use domain::marketing::{CallRecorded, MarketingEvent};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

/// Period Oct 1 – Nov 30 2026 (America/Denver). Paid sources: the defaults (Ref-PPC among the
/// advertising sources, Google Ads among the CallRail ones).
///
/// | case   | opened | source      | CallRail       | wanted | retained | fees           |
/// |--------|--------|-------------|----------------|--------|----------|----------------|
/// | 557001 | Nov 2  | Ref-PPC     | Google Ads     | yes    | yes      | $3,000 + $2,000 |
/// | 557002 | Nov 3  | Ref-PPC     | Google Ads     | yes    | no       |                |
/// | 557003 | Nov 4  | Ref-PPC     | —              | no     | no       |                |
/// | 557004 | Nov 5  | Ref-Doctors | Google Organic | yes    | yes      | (not paid)     |
/// | 557005 | Oct 15 | Ref-PPC     | —              | yes    | yes      |                |
///
/// Google Ads calls: Nov 2 ×3, Nov 3 ×1 = 4. Spend: Ref-PPC Nov $1,500; October none.
///
/// Ref-PPC Nov: 3 leads, 2 wanted (66.7 %), 1 retained (50.0 % of wanted, 33.3 % of leads),
/// $500 per lead, $1,500 per retained, fees $5,000, return (5000 − 1500) / 1500 = 233.3 %.
/// Ref-PPC Oct: 1 lead, 1 retained, spend missing → no cost figures.
/// Ref-PPC total: 4 leads, 2 retained, fees $5,000, spend missing (October's is).
/// Google Ads Nov: 4 calls, 2 leads (50.0 %), 2 wanted, 1 retained, spend missing.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let cases: [(i64, (u32, u32), &str, Option<&str>, bool, bool, &[i64]); 5] = [
        (557_001, (11, 2), "Ref-PPC", Some("Google Ads"), true, true, &[300_000, 200_000]),
        (557_002, (11, 3), "Ref-PPC", Some("Google Ads"), true, false, &[]),
        (557_003, (11, 4), "Ref-PPC", None, false, false, &[]),
        (557_004, (11, 5), "Ref-Doctors", Some("Google Organic"), true, true, &[900_000]),
        (557_005, (10, 15), "Ref-PPC", None, true, true, &[]),
    ];
    for (case_id, (m, d), source, callrail, wanted, retained, fees) in cases {
        let opened_at = Utc.with_ymd_and_hms(2026, m, d, 17, 0, 0).unwrap();
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at,
            first_name: "Ppc".into(),
            last_name: format!("N{case_id}"),
            advertising_source: Some(source.into()),
            callrail_source: callrail.map(str::to_string),
            ..Default::default()
        })];
        if wanted {
            events.push(CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: Some(day(m, d)) }));
        }
        if retained {
            events.push(CaseEvent::Retained(CaseRetained { case_id, retained_date: day(m, d) }));
        }
        for (i, &cents) in fees.iter().enumerate() {
            events.push(CaseEvent::FeeRecorded(FeeRecorded { case_id, fee_id: case_id * 10 + i as i64, amount_cents: cents, fee_date: day(11, 20), fee_type: None, shared: false, case_group: None, fully_settled: false }));
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    for (d, calls) in [(2u32, 3i64), (3, 1)] {
        let events: Vec<NewEvent> = (0..calls)
            .map(|k| NewEvent::from_domain(&MarketingEvent::CallRecorded(CallRecorded { call_id: d as i64 * 100 + k, organization_id: None, date: day(11, d), called_at: Utc.with_ymd_and_hms(2026, 11, d, 16, 0, 0).unwrap(), source: "Google Ads".into(), duration_seconds: Some(60) })))
            .collect();
        store.append("call_day", &format!("call_day-202611{d:02}"), ExpectedVersion::NoStream, &events, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const REPORT: &str = "query($s:NaiveDate!,$e:NaiveDate!){ppcReport(startDate:$s,endDate:$e){months canEnterSpend rows{source kind \
    months{month calls leads wanted retained leadRate wantedRate retainedRate leadToRetainedRate spend spendMissing costPerLead costPerRetained fees returnOnSpend leadCaseIds retainedCaseIds} \
    total{calls leads wanted retained spend spendMissing fees returnOnSpend leadCaseIds}}}}";
const SPEND: &str = "mutation($s:String!,$m:String!,$a:Money!){setAdSpend(source:$s,month:$m,amountCents:$a)}";

fn row<'a>(r: &'a Value, source: &str) -> &'a Value {
    r["rows"].as_array().unwrap().iter().find(|x| x["source"] == source).unwrap()
}

fn field(r: &Value) -> String {
    r["errors"][0]["extensions"]["field"].as_str().unwrap_or("").to_string()
}

async fn ppc_report(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let marketing = s.login("marketing@caseboard.demo").await;
    let before = s.events_count().await;
    // Bad input writes nothing.
    for (vars, f) in [
        (json!({"s": "Ref-Doctors", "m": "2026-11", "a": 100}), "source"),
        (json!({"s": "Ref-PPC", "m": "2026-11", "a": -5}), "amountCents"),
        (json!({"s": "Ref-PPC", "m": "2026-13", "a": 100}), "month"),
    ] {
        let r = s.gql(Some(&marketing), SPEND, vars).await;
        assert_eq!((code(&r), field(&r)), ("BAD_USER_INPUT".to_string(), f.to_string()), "{r}");
    }
    let r = s.gql(Some(&marketing), SPEND, json!({"s": "Ref-PPC", "m": "2026-11", "a": "lots"})).await;
    assert_ne!(code(&r), "OK", "not a number: {r}");
    assert_eq!(s.events_count().await, before);
    let r = s.gql(Some(&marketing), SPEND, json!({"s": "ref-ppc", "m": "2026-11", "a": 150_000})).await;
    assert_eq!(code(&r), "OK", "{r}");

    let r = s.gql(Some(&marketing), REPORT, json!({"s": "2026-10-01", "e": "2026-11-30"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let report = &r["data"]["ppcReport"];
    assert_eq!(report["months"], json!(["2026-10", "2026-11"]));
    assert_eq!(report["canEnterSpend"], true);
    let ppc = row(report, "Ref-PPC");
    assert_eq!(ppc["kind"], "ADVERTISING");
    let nov = &ppc["months"][1];
    assert_eq!((nov["leads"].as_i64(), nov["wanted"].as_i64(), nov["retained"].as_i64(), nov["calls"].clone()), (Some(3), Some(2), Some(1), Value::Null), "{nov}");
    assert_eq!((nov["wantedRate"].as_f64(), nov["retainedRate"].as_f64(), nov["leadToRetainedRate"].as_f64()), (Some(66.7), Some(50.0), Some(33.3)));
    assert_eq!((nov["spend"].as_i64(), nov["costPerLead"].as_i64(), nov["costPerRetained"].as_i64(), nov["fees"].as_i64()), (Some(150_000), Some(50_000), Some(150_000), Some(500_000)));
    assert_eq!(nov["returnOnSpend"].as_f64(), Some(233.3));
    assert_eq!(nov["retainedCaseIds"], json!([557_001]));
    let oct = &ppc["months"][0];
    assert_eq!((oct["leads"].as_i64(), oct["retained"].as_i64(), oct["spendMissing"].as_bool(), oct["costPerLead"].clone()), (Some(1), Some(1), Some(true), Value::Null));
    let total = &ppc["total"];
    assert_eq!((total["leads"].as_i64(), total["retained"].as_i64(), total["fees"].as_i64(), total["spendMissing"].as_bool(), total["spend"].clone()), (Some(4), Some(2), Some(500_000), Some(true), Value::Null), "{total}");
    let ads = &row(report, "Google Ads")["months"][1];
    assert_eq!((ads["calls"].as_i64(), ads["leads"].as_i64(), ads["leadRate"].as_f64(), ads["wanted"].as_i64(), ads["retained"].as_i64(), ads["spendMissing"].as_bool()), (Some(4), Some(2), Some(50.0), Some(2), Some(1), Some(true)), "{ads}");
    assert!(report["rows"].as_array().unwrap().iter().all(|x| x["source"] != "Ref-Doctors" && x["source"] != "Google Organic"));

    // Roles: marketing, admin and intake staff read it; only admin and marketing enter spend.
    let manager = s.login("intake-management@caseboard.demo").await;
    let r = s.gql(Some(&manager), REPORT, json!({"s": "2026-11-01", "e": "2026-11-30"})).await;
    assert_eq!(r["data"]["ppcReport"]["canEnterSpend"], false, "{r}");
    assert_eq!(code(&s.gql(Some(&manager), SPEND, json!({"s": "Ref-PPC", "m": "2026-11", "a": 1})).await), "FORBIDDEN");
    let intake = s.login("intake@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&intake), REPORT, json!({"s": "2026-11-01", "e": "2026-11-30"})).await), "OK");
    assert_eq!(code(&s.gql(Some(&intake), SPEND, json!({"s": "Ref-PPC", "m": "2026-11", "a": 1})).await), "FORBIDDEN");
    for login in ["attorney@caseboard.demo", "user@caseboard.demo"] {
        let t = s.login(login).await;
        assert_eq!(code(&s.gql(Some(&t), REPORT, json!({"s": "2026-11-01", "e": "2026-11-30"})).await), "FORBIDDEN", "{login}");
    }
}

#[tokio::test]
async fn ppc_report_embedded() {
    ppc_report(Profile::Embedded).await;
}

#[tokio::test]
async fn ppc_report_distributed() {
    ppc_report(Profile::Distributed).await;
}
