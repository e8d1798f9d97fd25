//! The intake area (spec part 1 §2.5, §9): leadsInPeriod with its header figures, Follow Up
//! staleness, Referred Out, Closed Cases, New Providers and the Intake Rotation — figures
//! checked against a fixture computed by hand below — and the role rules, in both profiles.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use domain::reference::{ReferenceEvent, ReferenceItemSet};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// The fixture (all opened on firm day 2025-06-02 unless said):
/// - 888001 Auto, INT 00, high priority, backup Yes, Ref-PPC, wanted + retained; agent Rosa (4).
/// - 888002 Auto, INT 00, backup Yes, Ref-Partners (the partner), not wanted.
/// - 888003 Auto, INT 00, backup No, wanted, not retained; agent Rosa (4).
/// - 888004 Mass Tort, INT 00, backup Yes, Ref-TV, wanted + retained (excluded from wanted/retained).
/// - 888005 opened 2025-06-03, closed 2025-06-04.
/// - 888006 closed 2025-06-05 (opened 2025-06-02).
/// - 888007 REF OUT 1 - Pending, referred to "Acme Law"; 888008 REF OUT 3 but closed (hidden).
/// - Provider 55 of 888001 referred 2025-06-10 before its first bill names it "Valley PT".
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let items = [
        ("advertising_source", 31, "Ref-PPC", None),
        ("advertising_source", 32, "Ref-Partners", None),
        ("close_reason", 7, "INTAKE - NO CASE", None),
        ("case_type", 1, "Auto", None),
        ("case_sub_type", 11, "Rear-end", Some(1)),
        ("state", 13, "Idaho", None),
    ];
    for (kind, id, name, parent_id) in items {
        let e = ReferenceEvent::ItemSet(ReferenceItemSet { kind: kind.into(), item_id: id, name: name.into(), parent_id, attributes: json!({}), active: true });
        store.append(&format!("reference_{kind}"), &format!("reference_{kind}-{id}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&e)], &meta).await.unwrap();
    }
    // 2025-06-02 10:00 in Denver (MDT, UTC-6).
    let t0 = Utc.with_ymd_and_hms(2025, 6, 2, 16, 0, 0).unwrap();
    let open = |case_id: i64, at, case_type: &str, backup: &str, source: &str, high: bool, mass_tort: bool, status: (i64, &str)| {
        CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: at,
            first_name: "Client".into(),
            last_name: format!("{case_id}"),
            case_type: Some(case_type.into()),
            handled_by_backup: Some(backup.into()),
            advertising_source: Some(source.into()),
            high_priority: high,
            is_mass_tort: mass_tort,
            status_id: Some(status.0),
            status_label: Some(status.1.into()),
            contact_id: Some(case_id + 1),
            ..Default::default()
        })
    };
    let int00 = (1079, "INT 00 - Lead");
    let wanted = |id| CaseEvent::WantedDateSet(WantedDateSet { case_id: id, wanted_date: Some(day(2025, 6, 2)) });
    let retained = |id| CaseEvent::Retained(CaseRetained { case_id: id, retained_date: day(2025, 6, 3) });
    let closed = |id, d| CaseEvent::Closed(CaseClosed { case_id: id, closed_date: d, reason_id: Some(7), reason: "INTAKE - NO CASE".into(), comment: "INTAKE - NO CASE: x".into(), closing_letter_sent: false });
    let agent = |id| CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "agent".into(), user_id: Some(4), staff_code: None });
    let status = |id, s: (i64, &str)| CaseEvent::StatusChanged(CaseStatusChanged { case_id: id, status_id: s.0, status_label: s.1.into(), stage: rules::stage_of(s.1).into(), changed_at: t0 });
    let cases: Vec<(i64, Vec<CaseEvent>)> = vec![
        (888001, vec![open(888001, t0, "Auto", "Yes", "Ref-PPC", true, false, int00), wanted(888001), retained(888001), agent(888001)]),
        (888002, vec![open(888002, t0, "Auto", "Yes", "Ref-Partners", false, false, int00)]),
        (888003, vec![open(888003, t0, "Auto", "No", "Ref-PPC", false, false, int00), wanted(888003), agent(888003)]),
        (888004, vec![open(888004, t0, "Mass Tort", "Yes", "Ref-TV", false, true, int00), wanted(888004), retained(888004)]),
        (888005, vec![open(888005, t0 + chrono::Duration::days(1), "Auto", "No", "Ref-PPC", false, false, int00), closed(888005, day(2025, 6, 4))]),
        (888006, vec![open(888006, t0, "Auto", "No", "Ref-PPC", false, false, int00), closed(888006, day(2025, 6, 5))]),
        (
            888007,
            vec![
                open(888007, t0 - chrono::Duration::days(30), "Workers Compensation", "No", "Ref-PPC", false, false, int00),
                status(888007, (1055, "REF OUT 1 - Pending")),
                CaseEvent::InfoSet(CaseInfoSet { case_id: 888007, field: "referred".into(), value: Some("Acme Law".into()) }),
            ],
        ),
        (
            888008,
            vec![open(888008, t0 - chrono::Duration::days(30), "Auto", "No", "Ref-PPC", false, false, int00), status(888008, (1057, "REF OUT 3 - Accepted")), closed(888008, day(2025, 5, 20))],
        ),
    ];
    for (id, events) in cases {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    let referral = CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id: 888001, provider_id: 55, referred_date: Some(day(2025, 6, 10)), is_referred: true });
    let provider = CaseEvent::MedicalProviderSet(MedicalProviderSet {
        case_id: 888001,
        provider_id: 55,
        name: "Valley PT".into(),
        contact_id: None,
        total_cents: 0,
        paid_cents: 0,
        adjusted_cents: 0,
        balance_cents: 0,
        is_final: false,
        comments: None,
    });
    store.append("case", "case-888001", ExpectedVersion::Exact(4), &[NewEvent::from_domain(&referral), NewEvent::from_domain(&provider)], &meta).await.unwrap();
}

const LEADS: &str = "query($s:NaiveDate!,$e:NaiveDate!,$x:Boolean){leadsInPeriod(startDate:$s,endDate:$e,excludeClosed:$x){leadCount alert alertPercent \
    alertPartner alertPartnerPercent partnerSource wanted retained performancePercent leads{caseId priority contactId followUpColor case{referralSource status}}}}";

async fn leads(s: &Server, token: &str, exclude_closed: bool) -> Value {
    s.gql(Some(token), LEADS, json!({"s": "2025-06-02", "e": "2025-06-02", "x": exclude_closed})).await
}

async fn wait_for_fixture(s: &Server, token: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), "{newProvidersInPeriod(startDate:\"2025-06-01\",endDate:\"2025-06-30\"){medicalProvider} referredOutCases{caseId}}", json!({})).await;
        if r["data"]["newProvidersInPeriod"][0]["medicalProvider"] == "Valley PT" && r["data"]["referredOutCases"].as_array().is_some_and(|a| !a.is_empty()) {
            return;
        }
        assert!(Instant::now() < deadline, "fixture never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn intake(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;
    let agent = s.login("intake@caseboard.demo").await;
    // Every read model at the head, not only the intake ones: the referral sources come from
    // `reference`, which lagged under load once (issue #17 note).
    s.wait_caught_up().await;
    wait_for_fixture(&s, &manager).await;

    // spec 1 §2.5 Leads header, §9 figures. Leads of 2025-06-02: 888001, 888002, 888003, 888004, 888006 = 5.
    // Alert (backup, not the partner): 888001, 888004 = 2 → 2 / 5 = 40.00 %; partner: 888002 = 1 → 20.00 %.
    // Wanted (not mass tort): 888001, 888003 = 2; retained: 888001 = 1; performance 1 / 2 = 50.0 %.
    let r = leads(&s, &agent, false).await;
    let l = &r["data"]["leadsInPeriod"];
    assert_eq!(
        (l["leadCount"].clone(), l["alert"].clone(), l["alertPercent"].clone(), l["alertPartner"].clone(), l["alertPartnerPercent"].clone()),
        (json!(5), json!(2), json!(40.0), json!(1), json!(20.0)),
        "{r}"
    );
    assert_eq!((l["wanted"].clone(), l["retained"].clone(), l["performancePercent"].clone(), l["partnerSource"].clone()), (json!(2), json!(1), json!(50.0), json!("Ref-Partners")));
    let ids: Vec<i64> = l["leads"].as_array().unwrap().iter().map(|x| x["caseId"].as_i64().unwrap()).collect();
    assert_eq!(ids, [888006, 888004, 888003, 888002, 888001], "caseId descending");
    assert_eq!(l["leads"][4]["priority"], true, "high priority in INT 00");
    assert_eq!(l["leads"][4]["contactId"], 888002);
    // Exclude Closed: 4 leads; 2 / 4 = 50.00 %, 1 / 4 = 25.00 %.
    let r = leads(&s, &agent, true).await;
    let l = &r["data"]["leadsInPeriod"];
    assert_eq!((l["leadCount"].clone(), l["alertPercent"].clone(), l["alertPartnerPercent"].clone()), (json!(4), json!(50.0), json!(25.0)), "{r}");
    // A range that ends before it starts, or too long, is refused.
    let r = s.gql(Some(&agent), LEADS, json!({"s": "2025-06-03", "e": "2025-06-02", "x": false})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(r["errors"][0]["extensions"]["field"], "endDate");

    // spec 1 §2.5 Investigations: wanted on 2025-06-02: 888001, 888003, 888004 (mass tort) = 3;
    // wanted 2, retained 1 (888001), not retained 1, retained 1 / 2 = 50.0 %.
    let inv = "query($i:[Int!]){investigations(startDate:\"2025-06-02\",endDate:\"2025-06-02\",investigatorIds:$i){count wanted retained notRetained retainedPercent leads{caseId}}}";
    let r = s.gql(Some(&agent), inv, json!({"i": null})).await;
    let i = &r["data"]["investigations"];
    assert_eq!(
        (i["count"].clone(), i["wanted"].clone(), i["retained"].clone(), i["notRetained"].clone(), i["retainedPercent"].clone()),
        (json!(3), json!(2), json!(1), json!(1), json!(50.0)),
        "{r}"
    );
    let r = s.gql(Some(&agent), inv, json!({"i": [4]})).await;
    assert_eq!((r["data"]["investigations"]["count"].clone(), r["data"]["investigations"]["retainedPercent"].clone()), (json!(0), Value::Null), "nobody's investigations: {r}");

    // upsertSaPaidAdvertising moves 888002 off the partner: alert 3, partner 0.
    let set = "mutation($c:Int!,$s:Int!){upsertSaPaidAdvertising(advertisingSource:{caseId:$c,contactId:$s,comments:\"walk-in\"}){caseId referralSource}}";
    let r = s.gql(Some(&agent), set, json!({"c": 888002, "s": 31})).await;
    assert_eq!(r["data"]["upsertSaPaidAdvertising"]["referralSource"], "Ref-PPC", "{r}");
    let r = leads(&s, &agent, false).await;
    assert_eq!((r["data"]["leadsInPeriod"]["alert"].clone(), r["data"]["leadsInPeriod"]["alertPartner"].clone()), (json!(3), json!(0)), "{r}");
    let r = s.gql(Some(&agent), set, json!({"c": 888002, "s": 99999})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "unknown source: {r}");

    // spec 1 §2.5 Follow Up: open intake leads 888001–888004; every last note is from 2025: red.
    let fu = "{leadsInFollowUp{leadCount wantedButNotRetained investigatorApptNotSigned leads{caseId followUpColor}}}";
    let r = s.gql(Some(&agent), fu, json!({})).await;
    let f = &r["data"]["leadsInFollowUp"];
    // Wanted but not retained: 888003 (888004 is a mass tort, 888001 signed). No INT 02 yet.
    assert_eq!((f["leadCount"].clone(), f["wantedButNotRetained"].clone(), f["investigatorApptNotSigned"].clone()), (json!(4), json!(1), json!(0)), "{r}");
    assert!(f["leads"].as_array().unwrap().iter().all(|x| x["followUpColor"] == "RED"), "no note at all is red: {r}");
    // A note now and INT 02: fresh (no colour), and counted as an appointment not signed.
    let note = "mutation{insertSaCaseNote(note:{caseId:888003,content:\"Called, appointment set\"}){note{noteId}}}";
    assert_eq!(code(&s.gql(Some(&agent), note, json!({})).await), "OK");
    let st = "mutation{upsertSaStatus(status:{caseId:888003,statusId:1081,type:1}){status}}";
    assert_eq!(code(&s.gql(Some(&agent), st, json!({})).await), "OK");
    // The intake read model follows the case's within moments (the mutation waits for `cases`).
    let deadline = Instant::now() + Duration::from_secs(15);
    let r = loop {
        let r = s.gql(Some(&agent), fu, json!({})).await;
        let fresh = r["data"]["leadsInFollowUp"]["leads"].as_array().unwrap().iter().any(|x| x["caseId"] == 888003 && x["followUpColor"].is_null());
        if fresh || Instant::now() > deadline {
            break r;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let f = &r["data"]["leadsInFollowUp"];
    assert_eq!(f["investigatorApptNotSigned"], 1, "{r}");
    let row = f["leads"].as_array().unwrap().iter().find(|x| x["caseId"] == 888003).unwrap();
    assert_eq!(row["followUpColor"], Value::Null, "INT 02 noted a moment ago is fresh: {r}");

    // spec 1 §2.5 Referred Out: the REF OUT case with its firm; the closed one is hidden.
    let r = s.gql(Some(&agent), "{referredOutCases{caseId referredOutFirm case{status}}}", json!({})).await;
    assert_eq!(r["data"]["referredOutCases"], json!([{"caseId": 888007, "referredOutFirm": "Acme Law", "case": {"status": "REF OUT 1 - Pending"}}]));

    // Closed Cases and New Providers: intake admins only (spec 1 §6).
    let closed_q = "{closedCasesInPeriod(startDate:\"2025-06-01\",endDate:\"2025-06-30\"){caseId reasonClosed}}";
    assert_eq!(code(&s.gql(Some(&agent), closed_q, json!({})).await), "FORBIDDEN");
    let r = s.gql(Some(&manager), closed_q, json!({})).await;
    assert_eq!(r["data"]["closedCasesInPeriod"], json!([{"caseId": 888006, "reasonClosed": "INTAKE - NO CASE"}, {"caseId": 888005, "reasonClosed": "INTAKE - NO CASE"}]), "{r}");
    let np = "{newProvidersInPeriod(startDate:\"2025-06-01\",endDate:\"2025-06-30\"){providerId caseId medicalProvider referredDate isReferred}}";
    assert_eq!(code(&s.gql(Some(&agent), np, json!({})).await), "FORBIDDEN", "intake cannot open New Providers");
    let r = s.gql(Some(&manager), np, json!({})).await;
    assert_eq!(r["data"]["newProvidersInPeriod"], json!([{"providerId": 55, "caseId": 888001, "medicalProvider": "Valley PT", "referredDate": "2025-06-10", "isReferred": true}]));
    let remove = "mutation{insertSaProviderReferredDate(dateInput:{providerId:55,referredDate:null,isReferred:false}){caseId}}";
    assert_eq!(code(&s.gql(Some(&agent), remove, json!({})).await), "FORBIDDEN");
    let missing = "mutation{insertSaProviderReferredDate(dateInput:{providerId:55,isReferred:true}){caseId}}";
    assert_eq!(code(&s.gql(Some(&manager), missing, json!({})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&manager), remove, json!({})).await), "OK");
    let r = s.gql(Some(&manager), np, json!({})).await;
    assert_eq!(r["data"]["newProvidersInPeriod"], json!([]), "removed: {r}");

    // spec 1 §2.5, §9 Intake Rotation. Rosa (4), Intake department, capacity 10: two auto
    // leads assigned just now, both open in Intake → past week 2, % full 2 / 10 = 20.00,
    // score (2 / 5 × 0.3 + 20 / 100 × 0.7) × 100 = 12 + 14 = 26.0.
    let rot = "{intakeRotation{name staff{userId newCasesInPastWeek activeAutoCases capacity percentFull score nextInLine overridden}}}";
    let r = s.gql(Some(&agent), rot, json!({})).await;
    let intake_dept = r["data"]["intakeRotation"].as_array().unwrap().iter().find(|d| d["name"] == "Intake").unwrap_or_else(|| panic!("{r}")).clone();
    let rosa = intake_dept["staff"].as_array().unwrap().iter().find(|x| x["userId"] == 4).unwrap().clone();
    assert_eq!(rosa, json!({"userId": 4, "newCasesInPastWeek": 2, "activeAutoCases": 2, "capacity": 10, "percentFull": 20.0, "score": 26.0, "nextInLine": false, "overridden": false}));
    let scores: Vec<f64> = intake_dept["staff"].as_array().unwrap().iter().map(|x| x["score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "ascending by score: {scores:?}");
    assert_eq!(intake_dept["staff"][0]["nextInLine"], true);
    // updateUserNewCases: intake admins only; a whole number ≥ 0. 5 → (5 / 5 × 0.3 + 0.14) × 100 = 44.0.
    let upd = "mutation($n:Int!){updateUserNewCases(id:4,newCasesInPastWeek:$n){newCasesInPastWeek score overridden}}";
    assert_eq!(code(&s.gql(Some(&agent), upd, json!({"n": 5})).await), "FORBIDDEN");
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), upd, json!({"n": 5})).await), "FORBIDDEN", "an attorney cannot edit the rotation");
    let r = s.gql(Some(&manager), upd, json!({"n": -1})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!("newCasesInPastWeek")), "{r}");
    let r = s.gql(Some(&manager), upd, json!({"n": 5})).await;
    assert_eq!(r["data"]["updateUserNewCases"], json!({"newCasesInPastWeek": 5, "score": 44.0, "overridden": true}), "{r}");

    // spec 1 §5 conflict check: messages of bad input, then a match by the whole name.
    let cc = "query($f:String,$l:String,$p:String){conflictCheck(firstName:$f,lastName:$l,phone:$p){caseId firstName lastName phoneNumber contactId}}";
    for (vars, message) in [
        (json!({}), "Please enter a name or phone number to continue"),
        (json!({"f": "Ana"}), "You need to add both a first and last name to continue"),
        (json!({"p": "555-12"}), "Bad Phone Number"),
    ] {
        let r = s.gql(Some(&agent), cc, vars).await;
        assert_eq!((code(&r), r["errors"][0]["message"].clone()), ("BAD_USER_INPUT".to_string(), json!(message)), "{r}");
    }
    let r = s.gql(Some(&agent), cc, json!({"f": "client", "l": "888001"})).await;
    assert_eq!(r["data"]["conflictCheck"], json!([{"caseId": 888001, "firstName": "Client", "lastName": "888001", "phoneNumber": null, "contactId": 888002}]), "{r}");

    // spec 1 §2.6, §5 insertNewLead: a missing field is named and nothing is written.
    let lead = json!({
        "firstName": " Paula ", "lastName": "Ortiz ", "phoneNumber": "208.555.0142", "email": " paula@example.com ", "gender": 2,
        "language": "Spanish", "type": 1, "subType": 11, "caseState": 13, "office": 7, "wantedDate": "2025-06-02", "intakeRank": 1159,
        "advertisingSource": 31, "incidentDate": "05/28/2025", "incidentDetails": "Rear-ended on Eagle Rd.", "injurySummary": "Neck pain",
        "handledByBackup": "No", "referralOpportunity": "No", "leadType": "Call", "initialNote": "Called from the hospital", "highPriority": true
    });
    let insert = "mutation($l:NewLeadInput!){insertNewLead(newLead:$l){caseId case{clientName status phoneNumbers{phoneNumber} agent{userId} wantedDate}}}";
    let before = s.events_count().await;
    let mut missing = lead.clone();
    missing["subType"] = Value::Null;
    let r = s.gql(Some(&agent), insert, json!({"l": missing})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!("subType")), "{r}");
    let mut bad_phone = lead.clone();
    bad_phone["phoneNumber"] = json!("108-555-0142");
    let r = s.gql(Some(&agent), insert, json!({"l": bad_phone})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!("phoneNumber")), "{r}");
    assert_eq!(s.events_count().await, before, "nothing written");
    let r = s.gql(Some(&agent), insert, json!({"l": lead})).await;
    let created = &r["data"]["insertNewLead"];
    assert!(created["caseId"].as_i64().unwrap_or(0) >= 1_000_000, "the demo system's id: {r}");
    assert_eq!(
        created["case"],
        json!({"clientName": "Paula Ortiz", "status": "INT 00 - Lead", "phoneNumbers": [{"phoneNumber": "(208) 555-0142"}], "agent": {"userId": 4}, "wantedDate": "2025-06-02"}),
        "trimmed, normalised, the agent who took the call: {r}"
    );
    let r = s.gql(Some(&agent), cc, json!({"p": "2085550142"})).await;
    assert_eq!(r["data"]["conflictCheck"][0]["caseId"], created["caseId"], "the new lead is a conflict now: {r}");

    // spec 1 §2.5 Calendar: events on the log; bad input names its field and writes nothing.
    let add = "mutation($e:CalendarEventInput!){addCalendarEvent(event:$e){eventId name start end investigator caseId}}";
    let event = json!({"type": "Investigator Appointment", "name": " Appointment: Paula Ortiz ", "color": "#3e63dd", "date": "2025-06-03",
        "start": "9:30", "end": "11:00", "investigatorId": 4, "caseId": 888003, "location": "Client's home"});
    let before = s.events_count().await;
    for (change, field) in [(json!({"end": "09:00"}), "end"), (json!({"officeId": 999}), "officeId"), (json!({"caseId": 1}), "caseId"), (json!({"type": "Party"}), "type")] {
        let mut bad = event.clone();
        for (k, v) in change.as_object().unwrap() {
            bad[k] = v.clone();
        }
        let r = s.gql(Some(&agent), add, json!({"e": bad})).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!(field)), "{r}");
    }
    assert_eq!(s.events_count().await, before, "nothing written");
    let r = s.gql(Some(&agent), add, json!({"e": event})).await;
    let added = &r["data"]["addCalendarEvent"];
    assert_eq!((added["name"].clone(), added["start"].clone(), added["end"].clone(), added["caseId"].clone()), (json!("Appointment: Paula Ortiz"), json!("09:30"), json!("11:00"), json!(888003)), "{r}");
    let week = "{calendarEvents(startDate:\"2025-06-02\",endDate:\"2025-06-08\"){eventId date name}}";
    let r = s.gql(Some(&manager), week, json!({})).await;
    assert_eq!(r["data"]["calendarEvents"], json!([{"eventId": added["eventId"], "date": "2025-06-03", "name": "Appointment: Paula Ortiz"}]), "{r}");

    // Roles: the leads list is the intake area's (an attorney is refused); marketing reads it (the CSV).
    assert_eq!(code(&leads(&s, &attorney, false).await), "FORBIDDEN");
    let marketing = s.login("marketing@caseboard.demo").await;
    assert_eq!(code(&leads(&s, &marketing, false).await), "OK");
}

#[tokio::test]
async fn intake_embedded() {
    intake(Profile::Embedded).await;
}

#[tokio::test]
async fn intake_distributed() {
    intake(Profile::Distributed).await;
}
