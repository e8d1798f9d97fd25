//! The editable Investigation form (spec part 1 §2.6, §4 "Investigation completion", §7
//! investigation, incident, plaintiffInjuries, upsertUdf, completeInvestigation, updateInjury,
//! updateQuickInjury, updateIncident, updateIncidentDate, updateIncidentState) — in both profiles.

use std::time::{Duration, Instant};

use domain::cases::*;
use domain::reference::{ReferenceEvent, ReferenceItemSet};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

/// Case 891502 is at INT 02 (both buttons enabled), 891503 at INT 04 (both disabled). The
/// custom-field definitions are those of `investigation::seed` (1 Dropdown Yes~No~Unknown,
/// 2 Text, 3 Currency, 5 Multiselect Neck~Back~Head~…, 8 Date). States 901 UT, 902 ID; quick
/// injuries 911 Whiplash, 912 Concussion, 913 Broken arm.
const CASE: i64 = 891_502;
const REVIEW: i64 = 891_503;

async fn seed(s: &Server) {
    super::investigation::seed(s).await;
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (kind, id, name) in [("state", 901, "UT"), ("state", 902, "ID"), ("quick_injury", 911, "Whiplash"), ("quick_injury", 912, "Concussion"), ("quick_injury", 913, "Broken arm")] {
        let e = ReferenceEvent::ItemSet(ReferenceItemSet { kind: kind.into(), item_id: id, name: name.into(), parent_id: None, attributes: json!({}), active: true });
        store.append(&format!("reference_{kind}"), &format!("reference_{kind}-{id}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&e)], &meta).await.unwrap();
    }
    for (case_id, status_id, label) in [(CASE, 1081, "INT 02 - Investigator Appointment"), (REVIEW, 1083, "INT 04 - Attorney Review")] {
        let events = [
            CaseEvent::Opened(CaseOpened {
                case_id,
                organization_id: Some(2),
                opened_at: chrono::Utc::now() - chrono::Duration::days(3),
                first_name: "Iris".into(),
                last_name: format!("Case{case_id}"),
                status_id: Some(status_id),
                status_label: Some(label.into()),
                incident_date: Some(chrono::NaiveDate::from_ymd_opt(2026, 1, 15).unwrap()),
                incident_details: Some("Rear-ended at a light".into()),
                injury_summary: Some("Neck pain".into()),
                ..Default::default()
            }),
            CaseEvent::IncidentSet(IncidentSet {
                case_id,
                incident_date: Some(chrono::NaiveDate::from_ymd_opt(2026, 1, 15).unwrap()),
                incident_time: Some("14:05".into()),
                state: Some("UT".into()),
                facts: Some("Rear-ended at a light".into()),
            }),
        ];
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const FORM: &str = "query($c:Int!){investigation(caseId:$c){caseId incident{incidentId incidentDate incidentTime stateId state incidentFacts injurySummary injuryId} quickInjuryIds udfs{udfTypeId udfValue} partialCompletionEnabled intakeCompleteEnabled completions{kind statusLabel userId} case{status}}}";
const UDF: &str = "mutation($c:Int!,$t:Int!,$v:String,$p:String){upsertUdf(caseId:$c,udfTypeId:$t,udfNewValue:$v,udfValueId:null,screen:\"incident\",udfPreviousValue:$p){udfTypeId udfValue udfValues}}";
const UDF_NO_PREV: &str = "mutation($c:Int!,$t:Int!,$v:String){upsertUdf(caseId:$c,udfTypeId:$t,udfNewValue:$v,udfValueId:null,screen:\"incident\"){udfTypeId udfValue udfValues}}";
const COMPLETE: &str = "mutation($c:Int!,$k:String!){completeInvestigation(caseId:$c,type:$k)}";

async fn form(s: &Server, token: &str, case_id: i64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), FORM, json!({"c": case_id})).await;
        if r["data"]["investigation"]["udfs"].as_array().is_some_and(|a| a.len() == 5) && r["data"]["investigation"]["case"]["status"].is_string() {
            return r["data"]["investigation"].clone();
        }
        assert!(Instant::now() < deadline, "the form never loaded: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn investigation_form(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let intake = s.login("intake@caseboard.demo").await;
    let f = form(&s, &intake, CASE).await;
    assert_eq!(
        f["incident"],
        json!({"incidentId": CASE, "incidentDate": "2026-01-15", "incidentTime": "14:05", "stateId": 901, "state": "UT", "incidentFacts": "Rear-ended at a light", "injurySummary": "Neck pain", "injuryId": CASE})
    );
    assert_eq!((f["partialCompletionEnabled"].clone(), f["intakeCompleteEnabled"].clone()), (json!(true), json!(true)));
    let review = form(&s, &intake, REVIEW).await;
    assert_eq!((review["partialCompletionEnabled"].clone(), review["intakeCompleteEnabled"].clone()), (json!(false), json!(false)));

    // Custom fields of every input type, normalised as spec 1 §3 stores them.
    let udf = |t: i64, v: Value| s.gql(Some(&intake), UDF_NO_PREV, json!({"c": CASE, "t": t, "v": v}));
    assert_eq!(udf(3, json!("$1,250.5")).await["data"]["upsertUdf"], json!({"udfTypeId": 3, "udfValue": "1250.50", "udfValues": ["1250.50"]}));
    assert_eq!(udf(5, json!("Back|Neck")).await["data"]["upsertUdf"]["udfValues"], json!(["Neck", "Back"]));
    assert_eq!(udf(8, json!("03/04/2026")).await["data"]["upsertUdf"]["udfValue"], "2026-03-04");
    assert_eq!(udf(1, json!("unknown")).await["data"]["upsertUdf"]["udfValue"], "Unknown");
    assert_eq!(udf(2, json!("R-7781")).await["data"]["upsertUdf"]["udfValue"], "R-7781");
    // Bad values: BAD_USER_INPUT on udfNewValue, nothing written.
    for (t, v) in [(3, "ten dollars"), (8, "13/45/2026"), (1, "Maybe"), (5, "Neck|Tail")] {
        let r = udf(t, json!(v)).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!("udfNewValue")), "{t} {v}: {r}");
    }
    assert_eq!(code(&udf(99, json!("x")).await), "BAD_USER_INPUT");
    // A stale form: it last saw "R-7781"'s predecessor (blank) — CONFLICT, the newer value stays.
    let stale = s.gql(Some(&intake), UDF, json!({"c": CASE, "t": 2, "v": "R-1", "p": null})).await;
    assert_eq!(code(&stale), "CONFLICT", "{stale}");
    let fresh = s.gql(Some(&intake), UDF, json!({"c": CASE, "t": 2, "v": "R-2", "p": "R-7781"})).await;
    assert_eq!(fresh["data"]["upsertUdf"]["udfValue"], "R-2", "{fresh}");
    // Blank clears.
    assert_eq!(udf(2, json!("  ")).await["data"]["upsertUdf"]["udfValue"], Value::Null);

    // The incident: time h:mm a, facts, date, state; injury and quick injuries.
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateIncident(caseId:$c,incidentTime:\"9:30 pm\",incidentFacts:\" T-boned on 5th \",previousFacts:\"Rear-ended at a light\"){incidentTime incidentFacts incidentDate state}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["updateIncident"], json!({"incidentTime": "21:30", "incidentFacts": "T-boned on 5th", "incidentDate": "2026-01-15", "state": "UT"}), "{r}");
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateIncident(caseId:$c,incidentFacts:\"older\",previousFacts:\"Rear-ended at a light\"){incidentFacts}}", json!({"c": CASE})).await;
    assert_eq!(code(&r), "CONFLICT");
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateIncident(caseId:$c,incidentTime:\"25:99\"){incidentTime}}", json!({"c": CASE})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!("incidentTime")));
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateIncidentDate(caseId:$c,incidentDate:\"02/01/2026\"){incidentDate incidentTime}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["updateIncidentDate"], json!({"incidentDate": "2026-02-01", "incidentTime": "21:30"}));
    assert_eq!(code(&s.gql(Some(&intake), "mutation($c:Int!){updateIncidentDate(caseId:$c,incidentDate:\"2999-01-01\"){incidentDate}}", json!({"c": CASE})).await), "BAD_USER_INPUT");
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateIncidentState(caseId:$c,stateId:902){stateId state incidentFacts}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["updateIncidentState"], json!({"stateId": 902, "state": "ID", "incidentFacts": "T-boned on 5th"}));
    assert_eq!(code(&s.gql(Some(&intake), "mutation($c:Int!){updateIncidentState(caseId:$c,stateId:77){stateId}}", json!({"c": CASE})).await), "BAD_USER_INPUT");
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateInjury(caseId:$c,injuryId:$c,injurySummary:\"Neck and back pain\",previousInjurySummary:\"Neck pain\"){injurySummary}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["updateInjury"]["injurySummary"], "Neck and back pain", "{r}");
    let r = s.gql(Some(&intake), "mutation($c:Int!){updateQuickInjury(caseId:$c,plaintiffId:77,injuries:[913,911,911]){injuryId injury}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["updateQuickInjury"], json!([{"injuryId": 913, "injury": "Broken arm"}, {"injuryId": 911, "injury": "Whiplash"}]), "{r}");
    assert_eq!(code(&s.gql(Some(&intake), "mutation($c:Int!){updateQuickInjury(caseId:$c,injuries:[999]){injuryId}}", json!({"c": CASE})).await), "BAD_USER_INPUT");
    let r = s.gql(Some(&intake), "query($c:Int!){plaintiffInjuries(caseId:$c,plaintiffId:77){injuryId}}", json!({"c": CASE})).await;
    assert_eq!(r["data"]["plaintiffInjuries"], json!([{"injuryId": 913}, {"injuryId": 911}]));

    // Completion: enabled buttons record an event; disabled ones are refused.
    assert_eq!(code(&s.gql(Some(&intake), COMPLETE, json!({"c": REVIEW, "k": "complete"})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&intake), COMPLETE, json!({"c": REVIEW, "k": "partial-complete"})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&intake), COMPLETE, json!({"c": CASE, "k": "finished"})).await), "BAD_USER_INPUT");
    let r = s.gql(Some(&intake), COMPLETE, json!({"c": CASE, "k": "partial-complete"})).await;
    assert_eq!(r["data"]["completeInvestigation"], true, "{r}");
    let f = form(&s, &intake, CASE).await;
    assert_eq!(f["completions"][0]["kind"], "partial-complete");
    assert_eq!(f["completions"][0]["statusLabel"], "INT 02 - Investigator Appointment");
    assert_eq!(f["quickInjuryIds"], json!([911, 913]));
    assert_eq!(f["udfs"].as_array().unwrap().iter().map(|u| u["udfValue"].clone()).collect::<Vec<_>>(), vec![json!("Unknown"), Value::Null, json!("1250.50"), json!("Neck|Back"), json!("2026-03-04")]);

    // Roles: an attorney reads but cannot change; signed out gets nothing.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&udf_as(&s, &attorney).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&attorney), COMPLETE, json!({"c": CASE, "k": "complete"})).await), "FORBIDDEN");
    assert_ne!(code(&s.gql(None, FORM, json!({"c": CASE})).await), "OK");
    assert_eq!(code(&s.gql(Some(&intake), FORM, json!({"c": 891_599})).await), "NOT_FOUND");
}

async fn udf_as(s: &Server, token: &str) -> Value {
    s.gql(Some(token), UDF_NO_PREV, json!({"c": CASE, "t": 2, "v": "nope"})).await
}

#[tokio::test]
async fn investigation_form_embedded() {
    investigation_form(Profile::Embedded).await;
}

#[tokio::test]
async fn investigation_form_distributed() {
    investigation_form(Profile::Distributed).await;
}
