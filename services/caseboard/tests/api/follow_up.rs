//! spec 1 §2.5 Follow Up paged on the server (`leadsInFollowUpPage`, issue #17): the figures,
//! the priority part, search, sort and paging against a fixture computed by hand below, the
//! bounds on its arguments and the role rule, in both profiles; the spec's `leadsInFollowUp`
//! answers the same figures.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

fn day(d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(2025, 6, d)
}

/// The fixture, all of organization 2, office 5 (Sandy), opened 2025-05-20 16:00 UTC (10:00 in
/// Denver), appended in this order (the last lead appears last):
/// - 889208 Hal Tan, Auto, INT 01, high priority, closed (hidden).
/// - 889207 Gus Shaw, Auto, REF OUT 1 - Pending (not in intake).
/// - 889201 Ann Lee, Auto, INT 00, high priority, wanted 06-05: priority part.
/// - 889202 Bo Diaz, Dog Bite, INT 01, high priority, not wanted: priority part.
/// - 889203 Cy Ortiz, Auto, INT 02, high priority (not a priority lead in INT 02), wanted
///   06-03, agent Rosa (4): wanted but not retained; investigator appointment not signed.
/// - 889204 Di Park, Mass Tort, INT 00, a mass tort, wanted 06-04: not counted as wanted.
/// - 889205 Ed Quinn, Auto, INT 01, wanted 06-02, retained 06-06: retained.
/// - 889206 Flo Ruiz, no type, INT 00, not wanted.
///
/// By hand: 6 leads; wanted but not retained 889201 and 889203 = 2; INT 02 not retained 889203
/// = 1; priority part 889201, 889202; the others 889203–889206 (4).
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let opened_at = Utc.with_ymd_and_hms(2025, 5, 20, 16, 0, 0).unwrap();
    let (int00, int01, int02, ref_out) = ((1079, "INT 00 - Lead"), (1080, "INT 01 - Follow Up"), (1081, "INT 02 - Investigator Appointment"), (1055, "REF OUT 1 - Pending"));
    let open = |case_id: i64, name: (&str, &str), case_type: Option<&str>, status: (i64, &str), high: bool, mass_tort: bool, wanted: Option<NaiveDate>| {
        CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at,
            first_name: name.0.into(),
            last_name: name.1.into(),
            case_type: case_type.map(Into::into),
            office_id: Some(5),
            status_id: Some(status.0),
            status_label: Some(status.1.into()),
            high_priority: high,
            is_mass_tort: mass_tort,
            wanted_date: wanted,
            ..Default::default()
        })
    };
    let closed = |id| CaseEvent::Closed(CaseClosed { case_id: id, closed_date: day(10).unwrap(), reason_id: None, reason: "INTAKE - NO CASE".into(), comment: "x".into(), closing_letter_sent: false });
    let agent = |id| CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "agent".into(), user_id: Some(4), staff_code: None });
    let retained = |id| CaseEvent::Retained(CaseRetained { case_id: id, retained_date: day(6).unwrap() });
    let cases: Vec<(i64, Vec<CaseEvent>)> = vec![
        (889208, vec![open(889208, ("Hal", "Tan"), Some("Auto"), int01, true, false, None), closed(889208)]),
        (889207, vec![open(889207, ("Gus", "Shaw"), Some("Auto"), ref_out, false, false, None)]),
        (889201, vec![open(889201, ("Ann", "Lee"), Some("Auto"), int00, true, false, day(5))]),
        (889202, vec![open(889202, ("Bo", "Diaz"), Some("Dog Bite"), int01, true, false, None)]),
        (889203, vec![open(889203, ("Cy", "Ortiz"), Some("Auto"), int02, true, false, day(3)), agent(889203)]),
        (889204, vec![open(889204, ("Di", "Park"), Some("Mass Tort"), int00, false, true, day(4))]),
        (889205, vec![open(889205, ("Ed", "Quinn"), Some("Auto"), int01, false, false, day(2)), retained(889205)]),
        (889206, vec![open(889206, ("Flo", "Ruiz"), None, int00, false, false, None)]),
    ];
    for (id, events) in cases {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const PAGE: &str = "query($q:String,$s:FollowUpSort,$d:Boolean,$o:Int,$n:Int,$a:Boolean){leadsInFollowUpPage(search:$q,sortBy:$s,descending:$d,offset:$o,first:$n,all:$a){\
    leadCount wantedButNotRetained investigatorApptNotSigned matchingCount priorityLeads{caseId priority} leads{caseId priority followUpColor case{clientName}}}}";

fn ids(r: &Value, part: &str) -> Vec<i64> {
    r["data"]["leadsInFollowUpPage"][part].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|x| x["caseId"].as_i64().unwrap()).collect()
}

/// The priority part and the page of the others.
fn parts(r: &Value) -> (Vec<i64>, Vec<i64>) {
    (ids(r, "priorityLeads"), ids(r, "leads"))
}

async fn follow_up(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let agent = s.login("intake@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(&agent), PAGE, json!({})).await;
        // 889206 is the last case appended: six leads once it shows.
        if r["data"]["leadsInFollowUpPage"]["leadCount"] == 6 && ids(&r, "leads").contains(&889206) {
            break;
        }
        assert!(Instant::now() < deadline, "fixture never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // The first view: the figures by hand, the priority part whole, the others by wanted date
    // descending (06-04, 06-03, 06-02, then the one not wanted).
    let r = s.gql(Some(&agent), PAGE, json!({})).await;
    let p = &r["data"]["leadsInFollowUpPage"];
    assert_eq!(
        (p["leadCount"].clone(), p["wantedButNotRetained"].clone(), p["investigatorApptNotSigned"].clone(), p["matchingCount"].clone()),
        (json!(6), json!(2), json!(1), json!(4)),
        "{r}"
    );
    assert_eq!(parts(&r), (vec![889201, 889202], vec![889204, 889203, 889205, 889206]));
    assert!(p["priorityLeads"].as_array().unwrap().iter().all(|x| x["priority"] == true), "{r}");
    assert!(p["leads"].as_array().unwrap().iter().all(|x| x["priority"] == false && x["followUpColor"] == "RED"), "no note at all is red: {r}");
    // The spec's call: the same figures over the whole list.
    let r = s.gql(Some(&agent), "{leadsInFollowUp{leadCount wantedButNotRetained investigatorApptNotSigned leads{caseId}}}", json!({})).await;
    let f = &r["data"]["leadsInFollowUp"];
    assert_eq!((f["leadCount"].clone(), f["wantedButNotRetained"].clone(), f["investigatorApptNotSigned"].clone()), (json!(6), json!(2), json!(1)), "{r}");
    assert_eq!(f["leads"].as_array().map(Vec::len), Some(6), "{r}");

    // Pages of two: the priority part on every page; past the end no others; All ignores first.
    let r = s.gql(Some(&agent), PAGE, json!({"o": 2, "n": 2})).await;
    assert_eq!(parts(&r), (vec![889201, 889202], vec![889205, 889206]), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"o": 8, "n": 2})).await;
    assert_eq!((ids(&r, "leads"), r["data"]["leadsInFollowUpPage"]["matchingCount"].clone()), (vec![], json!(4)), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"n": 1, "a": true})).await;
    assert_eq!(ids(&r, "leads").len(), 4, "{r}");

    // Sorts: client both ways (each part sorted alike); type with ties newest first and no type
    // last; priority descending (889203 is high priority, in INT 02); agent (the others have none).
    let r = s.gql(Some(&agent), PAGE, json!({"s": "CLIENT", "d": false})).await;
    assert_eq!(parts(&r), (vec![889201, 889202], vec![889203, 889204, 889205, 889206]), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "CLIENT", "d": true})).await;
    assert_eq!(parts(&r), (vec![889202, 889201], vec![889206, 889205, 889204, 889203]), "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "TYPE", "d": false})).await;
    assert_eq!(ids(&r, "leads"), [889205, 889203, 889204, 889206], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "PRIORITY"})).await;
    assert_eq!(ids(&r, "leads"), [889203, 889206, 889205, 889204], "{r}");
    let r = s.gql(Some(&agent), PAGE, json!({"s": "AGENT", "d": false})).await;
    assert_eq!(ids(&r, "leads"), [889203, 889206, 889205, 889204], "{r}");

    // Search: any shown column, ignoring case, in both parts — a client, a type, the office
    // (all six), a wanted day, the firm day every lead was opened; a typed wildcard is literal.
    let search = |q: &str| json!({"q": q});
    let r = s.gql(Some(&agent), PAGE, search("  ORTIZ ")).await;
    assert_eq!((parts(&r), r["data"]["leadsInFollowUpPage"]["matchingCount"].clone()), ((vec![], vec![889203]), json!(1)), "{r}");
    let r = s.gql(Some(&agent), PAGE, search("dog")).await;
    assert_eq!(parts(&r), (vec![889202], vec![]), "{r}");
    let r = s.gql(Some(&agent), PAGE, search("sandy")).await;
    assert_eq!((parts(&r), r["data"]["leadsInFollowUpPage"]["matchingCount"].clone()), ((vec![889201, 889202], vec![889204, 889203, 889205, 889206]), json!(4)), "{r}");
    let r = s.gql(Some(&agent), PAGE, search("2025-06-04")).await;
    assert_eq!(parts(&r), (vec![], vec![889204]), "{r}");
    let r = s.gql(Some(&agent), PAGE, search("5/20/2025")).await;
    assert_eq!(ids(&r, "leads").len() + ids(&r, "priorityLeads").len(), 6, "{r}");
    let r = s.gql(Some(&agent), PAGE, search("%")).await;
    assert_eq!((parts(&r), r["data"]["leadsInFollowUpPage"]["matchingCount"].clone()), ((vec![], vec![]), json!(0)), "{r}");
    // The title's figures stay over every lead whatever the search.
    assert_eq!(r["data"]["leadsInFollowUpPage"]["leadCount"], 6, "{r}");

    // A note on 889203 (INT 02): once it shows (the row is no longer coloured), Last Follow Up
    // descending puts it first; the others have none (last, newest case first). Without the
    // note the order would be 889206, 889205, 889204, 889203.
    let note = "mutation{insertSaCaseNote(note:{caseId:889203,content:\"Called back\"}){note{noteId}}}";
    assert_eq!(code(&s.gql(Some(&agent), note, json!({})).await), "OK");
    let deadline = Instant::now() + Duration::from_secs(15);
    // The order and the colour are read by two statements: both are waited for.
    loop {
        let r = s.gql(Some(&agent), PAGE, json!({"s": "LAST_FOLLOW_UP", "d": true})).await;
        let leads = r["data"]["leadsInFollowUpPage"]["leads"].as_array().cloned().unwrap_or_default();
        let noted = leads.iter().any(|x| x["caseId"] == 889203 && x["followUpColor"].is_null());
        if noted && ids(&r, "leads") == [889203, 889206, 889205, 889204] {
            break;
        }
        assert!(Instant::now() < deadline, "the noted lead never came first: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Bounds: a page of 0 or past the limit, a negative offset, a search too long.
    for (vars, field) in [(json!({"n": 0}), "first"), (json!({"n": 1001}), "first"), (json!({"o": -1}), "offset"), (json!({"q": "x".repeat(201)}), "search")] {
        let r = s.gql(Some(&agent), PAGE, vars).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!(field)), "{r}");
    }

    // The role rule (spec 1 §2.3): intake staff read it; an attorney or no one signed in cannot.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), PAGE, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, PAGE, json!({})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn follow_up_embedded() {
    follow_up(Profile::Embedded).await;
}

#[tokio::test]
async fn follow_up_distributed() {
    follow_up(Profile::Distributed).await;
}
