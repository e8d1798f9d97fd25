//! One case on screen (spec part 1 §2.6): case(caseId), notes, providers, history and "as of"
//! replay, and the case mutations with their validation — in both profiles.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

pub const CASE_ID: i64 = 777_001;

/// Facts as an import would bring them (source `import`), written straight to the store.
pub async fn seed_case(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2025, 6, 2, 16, 0, 0).unwrap();
    let events = [
        CaseEvent::Opened(CaseOpened {
            case_id: CASE_ID,
            organization_id: Some(2),
            case_number: Some("SA-777001".into()),
            opened_at: t0,
            first_name: "Marisol".into(),
            last_name: "Vega".into(),
            phone_number: Some("(208) 555-0142".into()),
            incident_date: Some(NaiveDate::from_ymd_opt(2025, 5, 28).unwrap()),
            status_id: Some(1079),
            status_label: Some("INT 00 - Lead".into()),
            wanted_date: Some(NaiveDate::from_ymd_opt(2025, 6, 3).unwrap()),
            ..Default::default()
        }),
        CaseEvent::PhoneNumbersSet(PhoneNumbersSet {
            case_id: CASE_ID,
            phone_numbers: vec![
                PhoneNumber { number: "(208) 555-0142".into(), label: "Mobile".into() },
                PhoneNumber { number: "(208) 555-0199".into(), label: "Work".into() },
            ],
        }),
        CaseEvent::MedicalProviderSet(MedicalProviderSet {
            case_id: CASE_ID,
            provider_id: 1,
            name: "Boise Spine & Rehab".into(),
            contact_id: None,
            total_cents: 1_250_000,
            paid_cents: 400_000,
            adjusted_cents: 150_000,
            balance_cents: 700_000,
            is_final: true,
            comments: None,
        }),
        CaseEvent::MedicalProviderSet(MedicalProviderSet {
            case_id: CASE_ID,
            provider_id: 2,
            name: "Ada County Imaging".into(),
            contact_id: None,
            total_cents: 320_050,
            paid_cents: 0,
            adjusted_cents: 0,
            balance_cents: 320_050,
            is_final: false,
            comments: None,
        }),
        CaseEvent::NoteAdded(NoteAdded {
            case_id: CASE_ID,
            note_id: 11,
            note_type_id: 5,
            title: None,
            content: "Client called about the MRI appointment".into(),
            created_at: t0,
            creator_user_id: Some(4),
            creator_name: Some("Rosa Delgado".into()),
        }),
    ];
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    let meta = Metadata { source: Source::Import, ..Default::default() };
    store.append("case", &format!("case-{CASE_ID}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    // Seeded as an import would be: the screens read it once the read models have it.
    s.wait_caught_up().await;
}

const CASE: &str = "query($id:Int!,$order:NoteOrder,$search:String){case(caseId:$id){caseId caseNumber clientName dateOfIncident daysSinceIncident \
    status stage wantedDate dateClosed reasonClosed phoneNumbers{phoneNumber label} \
    medicalProviders{medicalProvider totalCents paidCents adjustedCents balanceCents final} \
    medicalTotals{totalCents paidCents adjustedCents balanceCents} notes(order:$order,search:$search){noteId plainText creatorName createdAt}}}";

pub async fn wait_for_case(s: &Server, token: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), CASE, json!({"id": CASE_ID, "order": "OLDEST_FIRST"})).await;
        if code(&r) == "OK" {
            return r["data"]["case"].clone();
        }
        assert!(Instant::now() < deadline, "case never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn one_case(profile: Profile) {
    let s = Server::start(profile).await;
    seed_case(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let c = wait_for_case(&s, &admin).await;
    // Case summary content (spec 1 §2.6).
    assert_eq!(c["clientName"], "Marisol Vega");
    assert_eq!(c["dateOfIncident"], "2025-05-28");
    assert!(c["daysSinceIncident"].as_i64().unwrap() > 170);
    assert_eq!(c["stage"], "Intake");
    assert_eq!(c["phoneNumbers"], json!([{"phoneNumber": "(208) 555-0142", "label": "Mobile"}, {"phoneNumber": "(208) 555-0199", "label": "Work"}]));
    assert_eq!(c["medicalProviders"][0]["medicalProvider"], "Ada County Imaging", "sorted by name");
    assert_eq!(c["medicalTotals"], json!({"totalCents": 1_570_050, "paidCents": 400_000, "adjustedCents": 150_000, "balanceCents": 1_020_050}));
    assert_eq!(c["notes"][0]["plainText"], "Client called about the MRI appointment");

    // spec 3 §7 casesByClientName: case-insensitive, "Last, First" too.
    for name in ["vega", "Vega, Mari", "marisol v"] {
        let r = s.gql(Some(&admin), "query($n:String!){casesByClientName(name:$n){caseId clientName notes{noteId} phoneNumbers{label}}}", json!({"n": name})).await;
        let hits = r["data"]["casesByClientName"].as_array().unwrap_or_else(|| panic!("{r}"));
        assert_eq!(hits.len(), 1, "{name}: {r}");
        assert_eq!(hits[0]["notes"].as_array().unwrap().len(), 1);
        assert_eq!(hits[0]["phoneNumbers"].as_array().unwrap().len(), 2);
    }
    assert_eq!(code(&s.gql(Some(&admin), "{casesByClientName(name:\"v\"){caseId}}", json!({})).await), "BAD_USER_INPUT");

    // A note from the case dialog: type 189, newest first, found by a case-insensitive search.
    let before_note = Utc::now();
    tokio::time::sleep(Duration::from_millis(20)).await;
    let r = s
        .gql(Some(&admin), "mutation($c:Int!){insertSaCaseNote(note:{caseId:$c,content:\"  Left voicemail re: PT schedule \"}){note{noteId noteTypeId plainText creatorName} case{notes{plainText}}}}", json!({"c": CASE_ID}))
        .await;
    assert_eq!(code(&r), "OK", "{r}");
    let note = &r["data"]["insertSaCaseNote"]["note"];
    assert_eq!(note["noteTypeId"], 189);
    assert_eq!(note["plainText"], "Left voicemail re: PT schedule");
    assert_eq!(note["creatorName"], "Morgan Hale");
    assert_eq!(r["data"]["insertSaCaseNote"]["case"]["notes"][0]["plainText"], "Left voicemail re: PT schedule", "newest first, at once");
    let found = s.gql(Some(&admin), CASE, json!({"id": CASE_ID, "search": "pt SCHED"})).await;
    assert_eq!(found["data"]["case"]["notes"].as_array().unwrap_or_else(|| panic!("{found}")).len(), 1);

    // Bad input: clear codes, nothing written.
    let count = s.events_count().await;
    let bad = [
        ("mutation{insertSaCaseNote(note:{caseId:777001,content:\"   \"}){note{noteId}}}", "BAD_USER_INPUT"),
        ("mutation{insertSaCaseNote(note:{caseId:1,content:\"hello\"}){note{noteId}}}", "NOT_FOUND"),
        ("mutation{upsertSaStatus(status:{caseId:777001,statusId:4242,type:1}){status}}", "BAD_USER_INPUT"),
        ("mutation{upsertSaStatus(status:{caseId:777001,statusId:1156,type:99}){status}}", "BAD_USER_INPUT"),
        ("mutation{insertSaWantedDate(dateInput:{caseId:777001,wantedDate:\"next tuesday\"}){wantedDate}}", "BAD_USER_INPUT"),
        ("mutation{insertSaOffice(office:{caseId:777001,officeId:999}){officeId}}", "BAD_USER_INPUT"),
        ("mutation{upsertCaseInfo(caseInfo:{caseId:777001,leadType:\"Fax\"}){leadType}}", "BAD_USER_INPUT"),
        ("mutation{closeCase(closeCase:{caseId:777001,closeReason:\" \"}){status}}", "BAD_USER_INPUT"),
    ];
    for (q, expected) in bad {
        let r = s.gql(Some(&admin), q, json!({})).await;
        assert_eq!(code(&r), expected, "{q}: {r}");
    }
    assert_eq!(s.events_count().await, count, "refused changes write nothing");

    // Inline edits through commands.
    let r = s.gql(Some(&admin), "mutation{upsertSaStatus(status:{caseId:777001,statusId:1080,type:1}){status stage}}", json!({})).await;
    let st = s.gql(Some(&admin), "{projectionStatuses{name state position lag lastError}}", json!({})).await;
    assert!(!st.to_string().contains("failed"), "{st}");
    assert_eq!(r["data"]["upsertSaStatus"], json!({"status": "INT 01 - Follow Up", "stage": "Intake"}));
    let r = s.gql(Some(&admin), "mutation{upsertSaStatus(status:{caseId:777001,statusId:1159,type:73}){intakeRank}}", json!({})).await;
    assert_eq!(r["data"]["upsertSaStatus"]["intakeRank"], "3 Star - Serious Injury");
    let r = s.gql(Some(&admin), "mutation{insertSaWantedDate(dateInput:{caseId:777001,wantedDate:\"06/10/2025\"}){wantedDate}}", json!({})).await;
    assert_eq!(r["data"]["insertSaWantedDate"]["wantedDate"], "2025-06-10");
    let r = s.gql(Some(&admin), "mutation{insertSaOffice(office:{caseId:777001,officeId:7}){office}}", json!({})).await;
    assert_eq!(r["data"]["insertSaOffice"]["office"], "Meridian");
    let r = s.gql(Some(&admin), "mutation{upsertCaseInfo(caseInfo:{caseId:777001,leadType:\"Call\",highPriority:true}){leadType highPriority}}", json!({})).await;
    assert_eq!(r["data"]["upsertCaseInfo"], json!({"leadType": "Call", "highPriority": true}));

    // Imported facts whose events carry ids: a user (5, Lauren Sutter, of the case's firm),
    // a provider of the case (2) and a user no one knows (4242).
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db.clone(), Upcasters::new());
    let at = Utc.with_ymd_and_hms(2025, 6, 4, 16, 0, 0).unwrap();
    let named = [
        CaseEvent::StaffAssigned(StaffAssigned { case_id: CASE_ID, role: "attorney".into(), user_id: Some(5), staff_code: None }),
        CaseEvent::StaffAssigned(StaffAssigned { case_id: CASE_ID, role: "paralegal".into(), user_id: Some(4242), staff_code: None }),
        CaseEvent::StageNoteSet(StageNoteSet { case_id: CASE_ID, user_id: 5, stage: "treating".into(), note: Some("PT twice a week".into()), color: None, follow_up_at: None, at }),
        CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id: CASE_ID, provider_id: 2, referred_date: NaiveDate::from_ymd_opt(2025, 6, 4), is_referred: true }),
    ];
    let new: Vec<NewEvent> = named.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{CASE_ID}"), ExpectedVersion::Any, &new, &Metadata { source: Source::Import, ..Default::default() }).await.unwrap();

    // History: every event with actor and source; "as of" before the note hides it.
    let h = s.gql(Some(&admin), "query{caseHistory(caseId:777001){eventType source summary actor{name} recordedAt}}", json!({})).await;
    let entries = h["data"]["caseHistory"].as_array().unwrap_or_else(|| panic!("{h}"));
    assert_eq!(entries[0]["eventType"], "case_opened");
    assert_eq!(entries[0]["source"], "import");
    // Ids read by name (platform issue §6): users of the case's firm, providers of the case,
    // offices; an unknown id keeps the domain's wording.
    let summaries: Vec<&str> = entries.iter().map(|e| e["summary"].as_str().unwrap()).collect();
    for expected in ["attorney assigned: Lauren Sutter", "paralegal assigned: user 4242", "treating note by Lauren Sutter", "Provider Ada County Imaging referred on 2025-06-04", "Office set to Meridian"] {
        assert!(summaries.contains(&expected), "{expected:?} not in {summaries:?}");
    }
    let note_entry = entries.iter().find(|e| e["summary"].as_str().unwrap().contains("Left voicemail")).unwrap();
    assert_eq!(note_entry["actor"]["name"], "Morgan Hale");
    assert_eq!(note_entry["source"], "ui");
    let as_of = "query($at:DateTime!){caseAsOf(caseId:777001,at:$at){asOf notes{plainText} status}}";
    let then = s.gql(Some(&admin), as_of, json!({"at": before_note.to_rfc3339()})).await;
    let notes: Vec<&str> = then["data"]["caseAsOf"]["notes"].as_array().unwrap().iter().map(|n| n["plainText"].as_str().unwrap()).collect();
    assert_eq!(notes, ["Client called about the MRI appointment"], "{then}");
    assert_eq!(then["data"]["caseAsOf"]["status"], "INT 00 - Lead");
    let now = s.gql(Some(&admin), as_of, json!({"at": Utc::now().to_rfc3339()})).await;
    assert_eq!(now["data"]["caseAsOf"]["notes"].as_array().unwrap().len(), 2);
    let never = s.gql(Some(&admin), as_of, json!({"at": "2000-01-01T00:00:00Z"})).await;
    assert_eq!(never["data"]["caseAsOf"], Value::Null);

    // Close: status closed, closed today, wanted date cleared (spec 1 §4).
    let r = s
        .gql(Some(&admin), "mutation{closeCase(closeCase:{caseId:777001,closeReason:\"INTAKE - NO CASE\",comment:\"no liability\"}){status stage dateClosed wantedDate reasonClosed}}", json!({}))
        .await;
    let closed = &r["data"]["closeCase"];
    assert_eq!(closed["status"], "CLO-CASE CLOSED", "{r}");
    assert_eq!(closed["wantedDate"], Value::Null);
    assert!(closed["dateClosed"].is_string());
    let r = s.gql(Some(&admin), "mutation{closeCase(closeCase:{caseId:777001,closeReason:\"X\"}){status}}", json!({})).await;
    assert_eq!(code(&r), "CONFLICT");

    // Staff changes are queued for write-back to the case system.
    let queued: i64 = sqlx::Row::get(&sqlx::query("SELECT COUNT(*) FROM writeback_outbox WHERE case_id = $1").bind(CASE_ID).fetch_one(db.pool()).await.unwrap(), 0);
    assert!(queued >= 7, "{queued} write-backs queued");

    // The CLI replays the same state.
    let out = s.env.run(&["replay", "--case", "777001"]);
    let replayed: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(replayed["notes"].as_array().unwrap().len(), 2);
    assert_eq!(replayed["status_label"], "CLO-CASE CLOSED");
    let out = s.env.run(&["replay", "--case", "777001", "--at", &before_note.to_rfc3339()]);
    let replayed: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(replayed["notes"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn one_case_embedded() {
    one_case(Profile::Embedded).await;
}

#[tokio::test]
async fn one_case_distributed() {
    one_case(Profile::Distributed).await;
}

#[tokio::test]
async fn cases_of_another_organization_are_forbidden() {
    let s = Server::start(Profile::Embedded).await;
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let other = CaseEvent::Opened(CaseOpened { case_id: 9, organization_id: Some(3), first_name: "Other".into(), last_name: "Firm".into(), opened_at: Utc::now(), ..Default::default() });
    store.append("case", "case-9", ExpectedVersion::NoStream, &[NewEvent::from_domain(&other)], &Metadata { source: Source::Import, ..Default::default() }).await.unwrap();
    let attorney = s.login("attorney@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let r = s.gql(Some(&attorney), "{case(caseId:9){clientName}}", json!({})).await;
        match code(&r).as_str() {
            "FORBIDDEN" => break,
            "NOT_FOUND" if Instant::now() < deadline => tokio::time::sleep(Duration::from_millis(100)).await,
            other => panic!("expected FORBIDDEN, got {other}: {r}"),
        }
    }
    let r = s.gql(Some(&attorney), "{caseHistory(caseId:9){summary}}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN");
    let r = s.gql(Some(&attorney), "mutation{insertSaCaseNote(note:{caseId:9,content:\"x\"}){note{noteId}}}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN");
}

/// Reference lookups (spec 1 §7) read the reference read model; 'Ref-Apex Chat' stays out of
/// edit lists (spec 1 §5).
#[tokio::test]
async fn reference_lookups_and_case_info_fields() {
    use domain::reference::{ReferenceEvent, ReferenceItemSet};
    let s = Server::start(Profile::Embedded).await;
    seed_case(&s).await;
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let items = [
        ("case_type", 1, "Auto", None),
        ("case_sub_type", 11, "Rear-end", Some(1)),
        ("case_sub_type", 21, "Dog bite", Some(2)),
        ("advertising_source", 501, "Google", None),
        ("advertising_source", 502, "Ref-Apex Chat", None),
        ("close_reason", 7, "INTAKE - NO CASE", None),
        ("state", 13, "Idaho", None),
        ("status", 5000, "PL 06 Negotiations - Litigation Hold", None),
    ];
    for (kind, id, name, parent) in items {
        let e = ReferenceEvent::ItemSet(ReferenceItemSet { kind: kind.into(), item_id: id, name: name.into(), parent_id: parent, attributes: json!({}), active: true });
        store
            .append(&format!("reference_{kind}"), &format!("reference_{kind}-{id}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&e)], &Metadata { source: Source::Import, ..Default::default() })
            .await
            .unwrap();
    }
    let admin = s.login("admin@caseboard.demo").await;
    wait_for_case(&s, &admin).await;
    let q = "{caseTypes{typeId type} caseSubTypes(typeId:1){typeId type} caseStates{stateId state} advertisingSources{contact} \
             all:advertisingSources(includeHidden:true){contact} closeReasons{reasonId reason} caseOffices{officeId office} timeZone}";
    let deadline = Instant::now() + Duration::from_secs(20);
    let r = loop {
        let r = s.gql(Some(&admin), q, json!({})).await;
        if r["data"]["closeReasons"].as_array().map(|a| !a.is_empty()).unwrap_or(false) && r["data"]["caseStates"].as_array().map(|a| !a.is_empty()).unwrap_or(false) {
            break r;
        }
        assert!(Instant::now() < deadline, "reference data never arrived: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(r["data"]["caseTypes"], json!([{"typeId": 1, "type": "Auto"}]));
    assert_eq!(r["data"]["caseSubTypes"], json!([{"typeId": 11, "type": "Rear-end"}]), "only the chosen type's sub-types");
    assert_eq!(r["data"]["advertisingSources"], json!([{"contact": "Google"}]));
    assert_eq!(r["data"]["all"].as_array().unwrap().len(), 2);
    assert_eq!(r["data"]["closeReasons"], json!([{"reasonId": 7, "reason": "INTAKE - NO CASE"}]));
    assert_eq!(r["data"]["caseOffices"].as_array().unwrap().len(), 9);
    assert_eq!(r["data"]["timeZone"], "America/Denver");
    assert_eq!(code(&s.gql(Some(&admin), "{referenceItems(kind:\"planet\"){name}}", json!({})).await), "BAD_USER_INPUT");

    // Every case-info field is stored and shown.
    let r = s
        .gql(Some(&admin), "mutation{upsertCaseInfo(caseInfo:{caseId:777001,signupType:\"E-Sign\",feeStructure:\"33/40\",retainerSent:\"Yes\",referred:\"No\",appointmentInfo:\"Tue 3pm\"}){signupType feeStructure retainerSent referred appointmentInfo organizationId}}", json!({}))
        .await;
    assert_eq!(
        r["data"]["upsertCaseInfo"],
        json!({"signupType": "E-Sign", "feeStructure": "33/40", "retainerSent": "Yes", "referred": "No", "appointmentInfo": "Tue 3pm", "organizationId": 2}),
        "{r}"
    );
    // Statuses imported as reference data can be chosen (spec 1 §4: any listed status).
    let r = s.gql(Some(&admin), "mutation{upsertSaStatus(status:{caseId:777001,statusId:5000,type:1}){status stage}}", json!({})).await;
    assert_eq!(r["data"]["upsertSaStatus"], json!({"status": "PL 06 Negotiations - Litigation Hold", "stage": "Negotiation"}), "{r}");
    let r = s.gql(Some(&admin), "{caseStatuses{statusId}}", json!({})).await;
    assert_eq!(r["data"]["caseStatuses"], json!([{"statusId": 5000}]), "the firm's imported list replaces the built-in one");

    // A replayed case never shares its id with the live one.
    let live = s.gql(Some(&admin), "{case(caseId:777001){id}}", json!({})).await;
    let past = s.gql(Some(&admin), "query($at:DateTime!){caseAsOf(caseId:777001,at:$at){id}}", json!({"at": Utc::now().to_rfc3339()})).await;
    assert_ne!(live["data"]["case"]["id"], past["data"]["caseAsOf"]["id"]);
}
