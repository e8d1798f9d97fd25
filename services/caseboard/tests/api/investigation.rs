//! The investigation's custom fields (spec part 1 §2.6, §3 "Custom field (UDF)", §7
//! incidentUdfs(caseId)) — in both profiles. The definitions are reference items
//! (`udf_definition`) imported here.

use std::time::{Duration, Instant};

use domain::cases::*;
use domain::reference::{ReferenceEvent, ReferenceItemSet};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const CASE: i64 = 891_501;

/// By hand: case 891501 has Police Report Filed (1, Dropdown) = "Yes", Property Damage
/// Estimate (3, Currency) = "4250.00", Body Parts Injured (5, Multiselect) = "Neck|Back" and
/// Date of First Treatment (8, Date) = "2026-03-04"; Police Report Filed was first "No" (the
/// later value counts). Police Report Number (2, Text) is blank. Field 11 belongs to another
/// screen and is not listed. Listed in sort order: 1, 2, 3, 5, 8.
pub async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let defs = [
        (8, "Date of First Treatment", "First Tx", "Date", "", "incident", 8),
        (1, "Police Report Filed", "Police", "Dropdown", "Yes~No~Unknown", "incident", 1),
        (5, "Body Parts Injured", "Body Parts", "Multiselect", "Neck~Back~Head~Shoulder~Knee~Arm~Leg~Hip", "incident", 5),
        (2, "Police Report Number", "Report #", "Text", "", "incident", 2),
        (3, "Property Damage Estimate", "PD Est.", "Currency", "", "incident", 3),
        (11, "Employer", "Employer", "Text", "", "plaintiff", 1),
    ];
    for (id, label, short, input, options, screen, order) in defs {
        let attributes = json!({"short_name": short, "input_type": input, "options": options, "screen": screen, "sort_order": order});
        let e = ReferenceEvent::ItemSet(ReferenceItemSet { kind: "udf_definition".into(), item_id: id, name: label.into(), parent_id: None, attributes, active: true });
        store.append("reference_udf_definition", &format!("reference_udf_definition-{id}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&e)], &meta).await.unwrap();
    }
    let udf = |id: i64, value: &str| CaseEvent::UdfValueSet(UdfValueSet { case_id: CASE, udf_type_id: id, udf_value_id: Some(CASE * 100 + id), value: Some(value.into()) });
    let events = vec![
        CaseEvent::Opened(CaseOpened {
            case_id: CASE,
            organization_id: Some(2),
            opened_at: chrono::Utc::now() - chrono::Duration::days(2),
            first_name: "Lena".into(),
            last_name: "Marsh".into(),
            status_id: Some(1),
            status_label: Some("INT 01 Investigation".into()),
            ..Default::default()
        }),
        udf(1, "No"),
        udf(1, "Yes"),
        udf(3, "4250.00"),
        udf(5, "Neck|Back"),
        udf(8, "2026-03-04"),
    ];
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{CASE}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
}

const UDFS: &str = "query($c:Int!){incidentUdfs(caseId:$c){udfTypeId udfValueId udfValue udfValues udfLabel udfShortName inputType options screen sortOrder}}";

async fn incident_udfs(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let intake = s.login("intake@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let r = loop {
        let r = s.gql(Some(&intake), UDFS, json!({"c": CASE})).await;
        // The definitions (reference read model) and the values (udfs) catch up apart: wait
        // for all five definitions and the last value.
        if r["data"]["incidentUdfs"].as_array().is_some_and(|a| a.len() == 5 && a.iter().any(|u| u["udfTypeId"] == 8 && u["udfValue"] == "2026-03-04")) {
            break r;
        }
        assert!(Instant::now() < deadline, "values never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let udfs = r["data"]["incidentUdfs"].as_array().unwrap();
    assert_eq!(udfs.iter().map(|u| u["udfTypeId"].as_i64().unwrap()).collect::<Vec<_>>(), vec![1, 2, 3, 5, 8]);
    assert_eq!(
        udfs[0],
        json!({"udfTypeId": 1, "udfValueId": CASE * 100 + 1, "udfValue": "Yes", "udfValues": ["Yes"], "udfLabel": "Police Report Filed", "udfShortName": "Police",
            "inputType": "Dropdown", "options": ["Yes", "No", "Unknown"], "screen": "incident", "sortOrder": 1})
    );
    assert_eq!((udfs[1]["udfValue"].clone(), udfs[1]["udfValues"].clone(), udfs[1]["inputType"].clone()), (Value::Null, json!([]), json!("Text")));
    assert_eq!((udfs[2]["udfValue"].clone(), udfs[2]["inputType"].clone()), (json!("4250.00"), json!("Currency")));
    assert_eq!((udfs[3]["udfValues"].clone(), udfs[3]["options"].as_array().unwrap().len()), (json!(["Neck", "Back"]), 8));
    assert_eq!((udfs[4]["inputType"].clone(), udfs[4]["udfValue"].clone()), (json!("Date"), json!("2026-03-04")));

    // Unknown case: NOT_FOUND; signed out: no answer.
    assert_eq!(code(&s.gql(Some(&intake), UDFS, json!({"c": 891_599})).await), "NOT_FOUND");
    assert_ne!(code(&s.gql(None, UDFS, json!({"c": CASE})).await), "OK");
}

#[tokio::test]
async fn incident_udfs_embedded() {
    incident_udfs(Profile::Embedded).await;
}

#[tokio::test]
async fn incident_udfs_distributed() {
    incident_udfs(Profile::Distributed).await;
}
