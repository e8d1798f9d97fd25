//! Closed Cases in Period (spec 3 §2.9): `closedCasesReport` in both profiles, figures against
//! the hand-computed fixture below, and its role rule (admins of the organization only).

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo users at scale 0: admin 1, attorney 5 (LS), paralegal 6, EMR 10, JRT 22.
// Every case opened 2026-01-06 (09:00 in Denver). Period 2026-10-01 .. 2026-10-31.
//
// case 901 LS, paralegal 6, retained 01-10, demand 06-01, closed 10-20 CASE SETTLED    ToD 283
// case 902 LS, retained 03-01, demand 08-01, closed 10-05 CLIENT FIRED FIRM             ToD 218  ← not settled after demand
// case 903 JRT, retained 02-01, demand 07-15, closed 10-12 CASE SETTLED                 ToD 253
// case 904 no attorney, never retained, closed 10-03 INTAKE - NO CASE                   ToD 270 (from opened)
// case 905 EMR, retained 05-01, closed 09-30 CASE SETTLED                               outside the period
// case 906 EMR, retained 04-01, demand 11-15 (after closing), closed 10-25 CASE DROPPED ToD 207
//
// Retained Only (default): 901, 902, 903, 906 → 4 cases; not settled after demand 1 (902;
// 906's demand came after it closed) → 1 / 4 = 25.0 %; Average TOD over CASE SETTLED
// (283 + 253) / 2 = 268.0; ToD by attorney JRT 253.0, LS 283.0; reasons CASE SETTLED 2,
// CASE DROPPED 1, CLIENT FIRED FIRM 1; attorneys LS 2, EMR 1, JRT 1.
// Retained Only off: + 904 → 5 cases, 1 / 5 = 20.0 %, Unassigned 1.

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2026, 1, 6, 16, 0, 0).unwrap();
    // (case, attorney, retained, demand, closed, reason)
    let cases: [(i64, Option<(i64, &str)>, Option<&str>, Option<&str>, &str, &str); 6] = [
        (901, Some((5, "LS")), Some("2026-01-10"), Some("2026-06-01"), "2026-10-20", "CASE SETTLED"),
        (902, Some((5, "LS")), Some("2026-03-01"), Some("2026-08-01"), "2026-10-05", "CLIENT FIRED FIRM"),
        (903, Some((22, "JRT")), Some("2026-02-01"), Some("2026-07-15"), "2026-10-12", "CASE SETTLED"),
        (904, None, None, None, "2026-10-03", "INTAKE - NO CASE"),
        (905, Some((10, "EMR")), Some("2026-05-01"), None, "2026-09-30", "CASE SETTLED"),
        (906, Some((10, "EMR")), Some("2026-04-01"), Some("2026-11-15"), "2026-10-25", "CASE DROPPED"),
    ];
    for (id, attorney, retained, demand, closed, reason) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id: id,
            organization_id: Some(2),
            opened_at: t0,
            first_name: "Client".into(),
            last_name: format!("{id}"),
            state: Some("UT".into()),
            case_type: Some("MVA".into()),
            ..Default::default()
        })];
        if let Some((user_id, code)) = attorney {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "attorney".into(), user_id: Some(user_id), staff_code: Some(code.into()) }));
        }
        if id == 901 {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "paralegal".into(), user_id: Some(6), staff_code: None }));
            events.push(CaseEvent::CaseRankSet(CaseRankSet { case_id: id, rank_id: None, rank_label: Some("A".into()) }));
        }
        if let Some(r) = retained {
            events.push(CaseEvent::Retained(CaseRetained { case_id: id, retained_date: d(r) }));
        }
        if let Some(dd) = demand {
            events.push(CaseEvent::DemandSent(DemandSent { case_id: id, demand_id: id * 10, kind: "liability".into(), demand_date: d(dd), amount_cents: None }));
        }
        events.push(CaseEvent::Closed(CaseClosed {
            case_id: id,
            closed_date: d(closed),
            reason_id: None,
            reason: reason.into(),
            comment: format!("{reason}: done"),
            closing_letter_sent: true,
        }));
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const REPORT: &str = "query($r:Boolean=true){closedCasesReport(startDate:\"2026-10-01\",endDate:\"2026-10-31\",retainedOnly:$r){\
    count notSettledAfterDemand notSettledAfterDemandPercent averageTod byReason{label count} byAttorney{label count} \
    todByAttorney{attorney averageDays} cases{caseId caseType state clientName attorney paralegal caseRank tod dateOpened \
    wantedDate retainedDate demandDate dateClosed reason closeComment}}}";

async fn closed_cases(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;

    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let rep = &r["data"]["closedCasesReport"];
    assert_eq!((rep["count"].clone(), rep["notSettledAfterDemand"].clone(), rep["notSettledAfterDemandPercent"].clone()), (json!(4), json!(1), json!(25.0)));
    assert_eq!(rep["averageTod"], json!(268.0));
    assert_eq!(rep["byReason"], json!([{"label": "CASE SETTLED", "count": 2}, {"label": "CASE DROPPED", "count": 1}, {"label": "CLIENT FIRED FIRM", "count": 1}]));
    assert_eq!(rep["byAttorney"], json!([{"label": "LS", "count": 2}, {"label": "EMR", "count": 1}, {"label": "JRT", "count": 1}]));
    assert_eq!(rep["todByAttorney"], json!([{"attorney": "JRT", "averageDays": 253.0}, {"attorney": "LS", "averageDays": 283.0}]));
    let ids: Vec<i64> = rep["cases"].as_array().unwrap().iter().map(|c| c["caseId"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![906, 901, 903, 902], "dateClosed descending");
    let row = |v: &Value, id: i64| v["cases"].as_array().unwrap().iter().find(|c| c["caseId"] == id).unwrap().clone();
    let paralegal = row(rep, 901)["paralegal"].as_str().unwrap().to_string();
    assert!(!paralegal.is_empty());
    assert_eq!(
        row(rep, 901),
        json!({"caseId": 901, "caseType": "MVA", "state": "UT", "clientName": "Client 901", "attorney": "LS", "paralegal": paralegal, "caseRank": "A",
               "tod": 283, "dateOpened": "2026-01-06", "wantedDate": null, "retainedDate": "2026-01-10", "demandDate": "2026-06-01",
               "dateClosed": "2026-10-20", "reason": "CASE SETTLED", "closeComment": "CASE SETTLED: done"})
    );
    assert_eq!(row(rep, 906)["demandDate"], Value::Null, "a demand after closing is not shown");

    // Retained Only off: the intake case counts too.
    let r = s.gql(Some(&admin), REPORT, json!({"r": false})).await;
    let rep = &r["data"]["closedCasesReport"];
    assert_eq!((rep["count"].clone(), rep["notSettledAfterDemandPercent"].clone(), rep["averageTod"].clone()), (json!(5), json!(20.0), json!(268.0)));
    assert_eq!(row(rep, 904)["tod"], 270, "from the day it was opened");
    assert!(rep["byAttorney"].as_array().unwrap().contains(&json!({"label": "Unassigned", "count": 1})));

    // spec 3 §2.2: Closed Cases is an admin screen.
    for who in ["attorney@caseboard.demo", "intake-management@caseboard.demo", "marketing@caseboard.demo"] {
        let t = s.login(who).await;
        assert_eq!(code(&s.gql(Some(&t), REPORT, json!({})).await), "FORBIDDEN", "{who}");
    }
    let r = s.gql(Some(&admin), "{closedCasesReport(startDate:\"2026-10-31\",endDate:\"2026-10-01\"){count}}", json!({})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
}

#[tokio::test]
async fn org_closed_cases_embedded() {
    closed_cases(Profile::Embedded).await;
}

#[tokio::test]
async fn org_closed_cases_distributed() {
    closed_cases(Profile::Distributed).await;
}
