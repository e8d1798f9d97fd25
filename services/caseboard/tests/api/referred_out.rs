//! spec 1 §2.5 Referred Out paged on the server (`referredOutCasesPage`, issue #17): filters,
//! search, sort, paging and the filters' choices against a fixture computed by hand below,
//! the bounds on its arguments and the role rule, in both profiles.

use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// The fixture, all of organization 2, every status set on firm day 2025-06-02 (16:00 UTC is
/// 10:00 in Denver) unless said:
/// - 889101 Ann Lee, Auto, REF OUT 1 - Pending, "Acme Law", office 5.
/// - 889102 Bo Diaz, Dog Bite, REF OUT 3 - Accepted, "Zed Law".
/// - 889103 Cy Ortiz, Auto, REF OUT 2 - Rejected, "Acme Law", status set 2025-06-03 05:30 UTC
///   (still 2025-06-02 in Denver: the Status Date column is the firm's day).
/// - 889104 Di Park, no type, REF OUT 1 - Pending, no firm.
/// - 889105 Ed Quinn, Auto, REF OUT 3 - Accepted, "Zed Law", closed (hidden).
/// - 889106 Flo Ruiz, Auto, INT 00 (not referred out).
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let t0 = Utc.with_ymd_and_hms(2025, 6, 2, 16, 0, 0).unwrap();
    let open = |case_id: i64, first: &str, last: &str, case_type: Option<&str>| {
        CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: t0 - chrono::Duration::days(10),
            first_name: first.into(),
            last_name: last.into(),
            case_type: case_type.map(Into::into),
            office_id: Some(5),
            status_id: Some(1079),
            status_label: Some("INT 00 - Lead".into()),
            ..Default::default()
        })
    };
    let status = |id, s: (i64, &str), at| CaseEvent::StatusChanged(CaseStatusChanged { case_id: id, status_id: s.0, status_label: s.1.into(), stage: rules::stage_of(s.1).into(), changed_at: at });
    let firm = |id, f: &str| CaseEvent::InfoSet(CaseInfoSet { case_id: id, field: "referred".into(), value: Some(f.into()) });
    let (pending, rejected, accepted) = ((1055, "REF OUT 1 - Pending"), (1056, "REF OUT 2 - Rejected"), (1057, "REF OUT 3 - Accepted"));
    let closed = |id| CaseEvent::Closed(CaseClosed { case_id: id, closed_date: chrono::NaiveDate::from_ymd_opt(2025, 6, 5).unwrap(), reason_id: None, reason: "REFERRED OUT - CLOSED".into(), comment: "done".into(), closing_letter_sent: false });
    let cases: Vec<(i64, Vec<CaseEvent>)> = vec![
        (889101, vec![open(889101, "Ann", "Lee", Some("Auto")), status(889101, pending, t0), firm(889101, "Acme Law")]),
        (889102, vec![open(889102, "Bo", "Diaz", Some("Dog Bite")), status(889102, accepted, t0), firm(889102, "Zed Law")]),
        (889103, vec![open(889103, "Cy", "Ortiz", Some("Auto")), status(889103, rejected, Utc.with_ymd_and_hms(2025, 6, 3, 5, 30, 0).unwrap()), firm(889103, "Acme Law")]),
        (889104, vec![open(889104, "Di", "Park", None), status(889104, pending, t0)]),
        (889105, vec![open(889105, "Ed", "Quinn", Some("Auto")), status(889105, accepted, t0), firm(889105, "Zed Law"), closed(889105)]),
        (889106, vec![open(889106, "Flo", "Ruiz", Some("Auto"))]),
    ];
    for (id, events) in cases {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const PAGE: &str = "query($f:ReferredOutFilter,$s:ReferredOutSort,$d:Boolean,$o:Int,$n:Int,$a:Boolean){referredOutCasesPage(filter:$f,sortBy:$s,descending:$d,offset:$o,first:$n,all:$a){\
    totalCount matchingCount statuses types firms leads{caseId referredOutFirm statusDate case{clientName type status}}}}";

fn ids(r: &Value) -> Vec<i64> {
    r["data"]["referredOutCasesPage"]["leads"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|x| x["caseId"].as_i64().unwrap()).collect()
}

async fn referred_out(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let agent = s.login("intake@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(&agent), PAGE, json!({})).await;
        // 889105's close is its last case event (the `cases` read model); the firms come from
        // the `intake` read model, which follows on its own: 889103's is the last that shows.
        let p = &r["data"]["referredOutCasesPage"];
        let firm_of_889103 = p["leads"].as_array().and_then(|l| l.iter().find(|x| x["caseId"] == 889103)).map(|x| x["referredOutFirm"].clone());
        if p["totalCount"] == 4 && !ids(&r).contains(&889105) && firm_of_889103 == Some(json!("Acme Law")) {
            break;
        }
        assert!(Instant::now() < deadline, "fixture never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // No arguments: every open referred-out case (889105 closed, 889106 in intake), type
    // ascending — Auto (889103, 889101: ties newest first), Dog Bite (889102), no type last.
    let r = s.gql(Some(&agent), PAGE, json!({})).await;
    let p = &r["data"]["referredOutCasesPage"];
    assert_eq!((p["totalCount"].clone(), p["matchingCount"].clone()), (json!(4), json!(4)), "{r}");
    assert_eq!(ids(&r), [889103, 889101, 889102, 889104]);
    assert_eq!(p["statuses"], json!(["REF OUT 1 - Pending", "REF OUT 2 - Rejected", "REF OUT 3 - Accepted"]));
    assert_eq!(p["types"], json!(["Auto", "Dog Bite"]));
    assert_eq!(p["firms"], json!(["Acme Law", "Zed Law"]));
    assert_eq!(p["leads"][0], json!({"caseId": 889103, "referredOutFirm": "Acme Law", "statusDate": "2025-06-03T05:30:00+00:00", "case": {"clientName": "Cy Ortiz", "type": "Auto", "status": "REF OUT 2 - Rejected"}}));

    // Pages of two: the second page; past the end is empty with the same counts; All ignores first.
    let r = s.gql(Some(&agent), PAGE, json!({"o": 2, "n": 2})).await;
    assert_eq!((ids(&r), r["data"]["referredOutCasesPage"]["matchingCount"].clone()), (vec![889102, 889104], json!(4)), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"o": 8, "n": 2})).await;
    assert_eq!((ids(&r), r["data"]["referredOutCasesPage"]["totalCount"].clone()), (vec![], json!(4)), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"n": 1, "a": true})).await;
    assert_eq!(ids(&r).len(), 4, "{r}");

    // Filters pick exact values; the counts follow the filters, the choices do not.
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"firm": "Acme Law"}})).await;
    let p = &r["data"]["referredOutCasesPage"];
    assert_eq!((ids(&r), p["totalCount"].clone(), p["matchingCount"].clone(), p["firms"].clone()), (vec![889103, 889101], json!(4), json!(2), json!(["Acme Law", "Zed Law"])), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"status": "REF OUT 1 - Pending", "type": "Auto"}})).await;
    assert_eq!(ids(&r), [889101], "{r}");

    // Search: any shown column, ignoring case — a client, a firm, an office ("Sandy" is office 5,
    // all four); a whole date finds the firm-local status day (889103 was set on 2025-06-03 UTC,
    // 2025-06-02 in Denver).
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "  ORTIZ "}})).await;
    assert_eq!(ids(&r), [889103], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "zed"}})).await;
    assert_eq!(ids(&r), [889102], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "sandy"}})).await;
    assert_eq!(ids(&r).len(), 4, "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "2025-06-03"}})).await;
    assert_eq!(ids(&r), Vec::<i64>::new(), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "6/2/2025"}})).await;
    assert_eq!(ids(&r).len(), 4, "{r}");
    // A typed wildcard is literal: no name has a "%" in it.
    let r = s.gql(Some(&agent), PAGE, json!({"f": {"search": "%"}})).await;
    assert_eq!((ids(&r), r["data"]["referredOutCasesPage"]["matchingCount"].clone()), (vec![], json!(0)), "{r}");

    // Sorts: client descending; firm ascending with the case without a firm last.
    let r = s.gql(Some(&agent), PAGE, json!({"s": "CLIENT", "d": true})).await;
    assert_eq!(ids(&r), [889104, 889103, 889102, 889101], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "FIRM"})).await;
    assert_eq!(ids(&r), [889103, 889101, 889102, 889104], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "FIRM", "d": true})).await;
    assert_eq!(ids(&r), [889102, 889103, 889101, 889104], "{r}");

    // Bounds: a page of 0 or past the limit, a negative offset, a search too long.
    for (vars, field) in [(json!({"n": 0}), "first"), (json!({"n": 1001}), "first"), (json!({"o": -1}), "offset"), (json!({"f": {"search": "x".repeat(201)}}), "search")] {
        let r = s.gql(Some(&agent), PAGE, vars).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!(field)), "{r}");
    }

    // The role rule (spec 1 §2.3): intake staff read it; an attorney or no one signed in cannot.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), PAGE, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, PAGE, json!({})).await), "UNAUTHENTICATED");
    // The spec's call still answers the whole list.
    let r = s.gql(Some(&agent), "{referredOutCases{caseId}}", json!({})).await;
    assert_eq!(r["data"]["referredOutCases"].as_array().map(Vec::len), Some(4), "{r}");
}

#[tokio::test]
async fn referred_out_embedded() {
    referred_out(Profile::Embedded).await;
}

#[tokio::test]
async fn referred_out_distributed() {
    referred_out(Profile::Distributed).await;
}
