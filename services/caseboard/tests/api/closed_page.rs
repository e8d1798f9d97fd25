//! spec 1 §2.5 Closed Cases paged on the server (`closedCasesInPeriodPage`, issue #17):
//! search, sort and paging against the fixture below (worked by hand), the bounds on the
//! arguments and the role rule, in both profiles.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// The fixture (organization 2 unless said; staff labels are the demo firm's codes: user 5
/// LS, 6 KM, 10 EMR):
/// - 889201 Ann Lee, Auto, UT, attorney LS, paralegal KM, opened 2025-05-01, closed 2025-06-03 "INTAKE - NO CASE".
/// - 889202 Bo Diaz, Dog Bite, ID, attorney EMR, opened 2025-05-20, closed 2025-06-10 "FIRED".
/// - 889203 Cy Ortiz, Auto, UT, no staff, opened 2025-06-02 05:30 UTC (1 June in Denver),
///   closed 2025-06-10 "REFERRED OUT - CLOSED".
/// - 889204 Di Park, no type, no state, attorney LS, opened 2025-04-01, closed 2025-06-30 "INTAKE - NO CASE".
/// - 889205 Ed Quinn closed 2025-07-01 (after the range); 889206 Flo Ruiz of organization 3
///   closed 2025-06-05 (another firm's): neither is listed.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let day = |m, d| NaiveDate::from_ymd_opt(2025, m, d).unwrap();
    let at = |m, d| Utc.with_ymd_and_hms(2025, m, d, 16, 0, 0).unwrap();
    let cases = [
        (889201, "Ann", "Lee", Some("Auto"), Some("UT"), at(5, 1), Some(5), Some(6), day(6, 3), "INTAKE - NO CASE", 2),
        (889202, "Bo", "Diaz", Some("Dog Bite"), Some("ID"), at(5, 20), Some(10), None, day(6, 10), "FIRED", 2),
        (889203, "Cy", "Ortiz", Some("Auto"), Some("UT"), Utc.with_ymd_and_hms(2025, 6, 2, 5, 30, 0).unwrap(), None, None, day(6, 10), "REFERRED OUT - CLOSED", 2),
        (889204, "Di", "Park", None, None, at(4, 1), Some(5), None, day(6, 30), "INTAKE - NO CASE", 2),
        (889205, "Ed", "Quinn", Some("Auto"), Some("UT"), at(5, 1), None, None, day(7, 1), "FIRED", 2),
        (889206, "Flo", "Ruiz", Some("Auto"), Some("UT"), at(5, 1), None, None, day(6, 5), "FIRED", 3),
    ];
    for (case_id, first, last, case_type, state, opened_at, attorney, paralegal, closed, reason, org) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(org),
            opened_at,
            first_name: first.into(),
            last_name: last.into(),
            case_type: case_type.map(Into::into),
            state: state.map(Into::into),
            office_id: Some(5),
            ..Default::default()
        })];
        for (role, user) in [("attorney", attorney), ("paralegal", paralegal)] {
            if let Some(user_id) = user {
                events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(user_id), staff_code: None }));
            }
        }
        events.push(CaseEvent::Closed(CaseClosed { case_id, closed_date: closed, reason_id: None, reason: reason.into(), comment: "done".into(), closing_letter_sent: false }));
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const PAGE: &str = "query($q:String,$s:ClosedCasesSort,$d:Boolean,$o:Int,$n:Int,$a:Boolean){closedCasesInPeriodPage(startDate:\"2025-06-01\",endDate:\"2025-06-30\",\
    search:$q,sortBy:$s,descending:$d,offset:$o,first:$n,all:$a){totalCount matchingCount cases{caseId clientName dateClosed attorney{staffCode}}}}";

fn ids(r: &Value) -> Vec<i64> {
    r["data"]["closedCasesInPeriodPage"]["cases"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|x| x["caseId"].as_i64().unwrap()).collect()
}

async fn closed_page(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(&manager), PAGE, json!({})).await;
        if r["data"]["closedCasesInPeriodPage"]["totalCount"] == 4 {
            break;
        }
        assert!(Instant::now() < deadline, "fixture never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // The first view: closed, newest first; ties (889203, 889202 both 10 June) newest case first.
    let r = s.gql(Some(&manager), PAGE, json!({})).await;
    let p = &r["data"]["closedCasesInPeriodPage"];
    assert_eq!((p["totalCount"].clone(), p["matchingCount"].clone()), (json!(4), json!(4)), "{r}");
    assert_eq!(ids(&r), [889204, 889203, 889202, 889201]);
    assert_eq!(p["cases"][3], json!({"caseId": 889201, "clientName": "Ann Lee", "dateClosed": "2025-06-03", "attorney": {"staffCode": "LS"}}));

    // Pages of two; past the end is empty with the same counts; All ignores `first`.
    let r = s.gql(Some(&manager), PAGE, json!({"o": 2, "n": 2})).await;
    assert_eq!((ids(&r), r["data"]["closedCasesInPeriodPage"]["matchingCount"].clone()), (vec![889202, 889201], json!(4)), "{r}");
    let r = s.gql(Some(&manager), PAGE, json!({"o": 8, "n": 2})).await;
    assert_eq!((ids(&r), r["data"]["closedCasesInPeriodPage"]["totalCount"].clone()), (vec![], json!(4)), "{r}");
    let r = s.gql(Some(&manager), PAGE, json!({"o": 1, "n": 1, "a": true})).await;
    assert_eq!(ids(&r), [889203, 889202, 889201], "{r}");

    // Sorts by what each column shows, empty values last either way: the attorney's code
    // (EMR, LS, LS, none), the paralegal's (KM, then the rest newest first), the opening
    // instant, the type.
    let r = s.gql(Some(&manager), PAGE, json!({"s": "ATTORNEY", "d": false})).await;
    assert_eq!(ids(&r), [889202, 889204, 889201, 889203], "{r}");
    let r = s.gql(Some(&manager), PAGE, json!({"s": "PARALEGAL", "d": true})).await;
    assert_eq!(ids(&r), [889201, 889204, 889203, 889202], "{r}");
    let r = s.gql(Some(&manager), PAGE, json!({"s": "OPENED", "d": false})).await;
    assert_eq!(ids(&r), [889204, 889201, 889202, 889203], "{r}");
    let r = s.gql(Some(&manager), PAGE, json!({"s": "TYPE", "d": true})).await;
    assert_eq!(ids(&r), [889202, 889203, 889201, 889204], "{r}");

    // Search: any shown column, ignoring case (a client, an attorney's code, a reason, a
    // state, a closed day as text); a whole date also finds the firm-local opening day
    // (889203 opened 2 June UTC, 1 June in Denver) and the closed day in either form.
    for (search, expected) in [
        ("  ORTIZ ", vec![889203]),
        ("emr", vec![889202]),
        ("no case", vec![889204, 889201]),
        ("ut", vec![889203, 889201]),
        ("2025-06-1", vec![889203, 889202]),
        ("6/1/2025", vec![889203]),
        ("6/10/2025", vec![889203, 889202]),
        ("2025-06-02", vec![]),
        ("%", vec![]),
    ] {
        let r = s.gql(Some(&manager), PAGE, json!({"q": search})).await;
        let p = &r["data"]["closedCasesInPeriodPage"];
        assert_eq!((ids(&r), p["matchingCount"].as_u64(), p["totalCount"].as_u64()), (expected.clone(), Some(expected.len() as u64), Some(4)), "{search}: {r}");
    }

    // Bounds: a page of 0 or past the limit, a negative offset, a search too long, a range
    // backwards.
    for (vars, field) in [(json!({"n": 0}), "first"), (json!({"n": 1001}), "first"), (json!({"o": -1}), "offset"), (json!({"q": "x".repeat(201)}), "search")] {
        let r = s.gql(Some(&manager), PAGE, vars).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!(field)), "{r}");
    }
    let backwards = "{closedCasesInPeriodPage(startDate:\"2025-06-30\",endDate:\"2025-06-01\"){totalCount}}";
    assert_eq!(code(&s.gql(Some(&manager), backwards, json!({})).await), "BAD_USER_INPUT");

    // The role rule (spec 1 §6): intake admins only.
    let agent = s.login("intake@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&agent), PAGE, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, PAGE, json!({})).await), "UNAUTHENTICATED");
    // The spec's call still answers the whole list.
    let r = s.gql(Some(&manager), "{closedCasesInPeriod(startDate:\"2025-06-01\",endDate:\"2025-06-30\"){caseId}}", json!({})).await;
    assert_eq!(r["data"]["closedCasesInPeriod"].as_array().map(Vec::len), Some(4), "{r}");
}

#[tokio::test]
async fn closed_page_embedded() {
    closed_page(Profile::Embedded).await;
}

#[tokio::test]
async fn closed_page_distributed() {
    closed_page(Profile::Distributed).await;
}
