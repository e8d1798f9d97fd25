//! Reconciliation with the external case system (issue #18), both profiles, against a fake
//! HTTP external system served by the test: each kind of drift (a field differs, missing here,
//! missing there, a write-back never taken), `caseboard reconcile` and `reconcileNow` recording
//! it, guards, and a re-pull clearing a case.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::{TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const SAME: i64 = 897_201; // equal on both sides
const OFFICE: i64 = 897_202; // office 1 here, 3 there: field differs
const ONLY_THERE: i64 = 897_203; // missing here
const ONLY_HERE: i64 = 897_204; // missing there
const STATUS: i64 = 897_205; // status changed here, the system refuses the write-back
const PARKS: i64 = 897_206; // missing here; its re-pulled facts include a status nobody knows yet

#[derive(Default)]
struct Fake {
    cases: BTreeMap<i64, Value>,
    facts: BTreeMap<i64, Vec<Value>>,
}

type Shared = Arc<Mutex<Fake>>;

/// The external system's answer for a case opened 2025-06-02 with one note (see `seed`).
fn snapshot(case_id: i64, office_id: i64) -> Value {
    json!({"case_id": case_id, "organization_id": null, "status_id": 1079, "intake_rank_id": null, "case_rank": null,
           "office_id": office_id, "opened_on": "2025-06-02", "wanted_date": null, "retained_date": null, "closed_date": null,
           "attorney_user_id": null, "paralegal_user_id": null, "case_manager_user_id": null, "note_count": 1, "medical_total_cents": 0})
}

/// A fake external system whose snapshot holds `snapshots` (case id, office id), each as
/// [`snapshot`] answers it.
async fn fake_system(snapshots: &[(i64, i64)]) -> (String, Shared) {
    let shared: Shared = Arc::new(Mutex::new(Fake::default()));
    for &(id, office) in snapshots {
        shared.lock().unwrap().cases.insert(id, snapshot(id, office));
    }
    shared.lock().unwrap().facts.insert(
        ONLY_THERE,
        vec![
            json!({"fact_id": "sa-897203-1", "type": "case_opened", "data": {"case_id": ONLY_THERE, "opened_at": "2025-06-02T16:00:00Z",
                   "first_name": "Nadia", "last_name": "Ortiz", "office_id": 1, "status_id": 1079, "high_priority": false, "is_mass_tort": false}}),
            json!({"fact_id": "sa-897203-2", "type": "note_added", "data": {"case_id": ONLY_THERE, "note_id": 1, "note_type_id": 5,
                   "content": "Intake call", "created_at": "2025-06-02T16:05:00Z"}}),
            // Another case's fact in the answer is not imported by a re-pull of this one.
            json!({"fact_id": "sa-1-1", "type": "note_added", "data": {"case_id": SAME, "note_id": 99, "note_type_id": 5,
                   "content": "Stray", "created_at": "2025-06-02T16:05:00Z"}}),
        ],
    );
    async fn cases(State(s): State<Shared>, Query(q): Query<BTreeMap<String, String>>) -> Json<Value> {
        let after: i64 = q.get("after_case_id").and_then(|a| a.parse().ok()).unwrap_or(i64::MIN);
        let limit: usize = q.get("limit").and_then(|l| l.parse().ok()).unwrap_or(1000);
        let s = s.lock().unwrap();
        Json(Value::Array(s.cases.range(after.saturating_add(1)..).take(limit).map(|(_, v)| v.clone()).collect()))
    }
    async fn facts(State(s): State<Shared>, Query(q): Query<BTreeMap<String, String>>) -> Json<Value> {
        let case_id: i64 = q.get("case_id").and_then(|a| a.parse().ok()).unwrap_or(0);
        Json(json!({"facts": s.lock().unwrap().facts.get(&case_id).cloned().unwrap_or_default(), "next": null}))
    }
    let app = Router::new()
        .route("/api/cases", get(cases))
        .route("/api/facts", get(facts))
        .route("/api/contacts", get(|| async { Json(json!([])) }))
        .route("/api/writeback", post(|| async { (StatusCode::SERVICE_UNAVAILABLE, "down for maintenance") }))
        .with_state(shared.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/api", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, shared)
}

/// Caseboard's side: every case but ONLY_THERE, opened 2025-06-02 with one note, office 1.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2025, 6, 2, 16, 0, 0).unwrap();
    for case_id in [SAME, OFFICE, ONLY_HERE, STATUS] {
        let events = [
            CaseEvent::Opened(CaseOpened {
                case_id,
                organization_id: Some(2),
                opened_at: t0,
                first_name: "Ana".into(),
                last_name: format!("Case{case_id}"),
                office_id: Some(1),
                status_id: Some(1079),
                status_label: Some("INT 00 - Lead".into()),
                ..Default::default()
            }),
            CaseEvent::NoteAdded(NoteAdded {
                case_id,
                note_id: 1,
                note_type_id: 5,
                title: None,
                content: "Intake call".into(),
                created_at: t0,
                creator_user_id: None,
                creator_name: None,
            }),
        ];
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const REPORT: &str = "{reconciliation{runId trigger casesHere casesThere total fieldDiffers missingHere missingThere writeBackNotTaken \
    drift{caseId kind fields{field here there writeBackId writeBackPushed}}}}";
const RECONCILE: &str = "mutation{reconcileNow{total drift{caseId kind}}}";
const REPULL: &str = "mutation($c:Int!){repullCase(caseId:$c){caseId facts imported cleared drift{kind}}}";

/// A server pointed at `url` with the cases of [`seed`] imported; its config file's path.
async fn seeded_server(profile: Profile, url: &str) -> (Server, std::path::PathBuf) {
    let env = Env::new(profile);
    let config = env.data_dir.join("caseboard.toml");
    std::fs::write(&config, format!("[connector]\nkind = \"http\"\nbase_url = \"{url}\"\nreconcile_at = \"\"\n")).unwrap();
    let listen = format!("127.0.0.1:{}", free_port());
    let proc = env.spawn(&["serve", "--listen", &listen, "--config", config.to_str().unwrap()]);
    let s = Server::attach(env, format!("http://{listen}"), vec![proc]);
    s.wait_ready().await;
    seed(&s).await;
    s.wait_caught_up().await;
    (s, config)
}

async fn reconcile(profile: Profile) {
    let (url, _fake) = fake_system(&[(SAME, 1), (OFFICE, 3), (ONLY_THERE, 1), (STATUS, 1)]).await;
    let (s, config) = seeded_server(profile, &url).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;

    // Guards: operators only; nothing before the first run.
    for q in [REPORT, RECONCILE] {
        assert_eq!(code(&s.gql(Some(&attorney), q, json!({})).await), "FORBIDDEN", "{q}");
        assert_eq!(code(&s.gql(None, q, json!({})).await), "UNAUTHENTICATED", "{q}");
    }
    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    assert_eq!(r["data"]["reconciliation"], Value::Null, "{r}");
    assert_eq!(code(&s.gql(Some(&admin), REPULL, json!({"c": ONLY_THERE})).await), "NOT_FOUND");

    // A change made here that the system refuses (HTTP 503): queued, never taken.
    let r = s.gql(Some(&admin), "mutation($c:Int!){upsertSaStatus(status:{caseId:$c,statusId:1080,type:1}){status}}", json!({"c": STATUS})).await;
    assert_eq!(code(&r), "OK", "{r}");
    s.wait_caught_up().await;

    // `caseboard reconcile` records the run and prints the drift.
    // Run aside: the fake system answers on this test's runtime meanwhile.
    let mut command = s.env.command(&["reconcile", "--config", config.to_str().unwrap()]);
    let out = tokio::task::spawn_blocking(move || command.output().unwrap()).await.unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout} {}", String::from_utf8_lossy(&out.stderr));
    // Hand count: here 4 cases (SAME, OFFICE, ONLY_HERE, STATUS), there 4 (SAME, OFFICE,
    // ONLY_THERE, STATUS); drifting: OFFICE (office 1 vs 3), ONLY_THERE, ONLY_HERE, STATUS
    // (status 1080 here by a pending write-back vs 1079 there) = 4, one of each kind.
    assert!(stdout.contains("Reconciled 4 cases here with 4 there: 4 drift (1 field differs, 1 missing here, 1 missing there, 1 write-back not taken)"), "{stdout}");

    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    let report = &r["data"]["reconciliation"];
    assert_eq!(report["trigger"], "command", "{r}");
    assert_eq!(
        [&report["casesHere"], &report["casesThere"], &report["total"], &report["fieldDiffers"], &report["missingHere"], &report["missingThere"], &report["writeBackNotTaken"]],
        [&json!(4), &json!(4), &json!(4), &json!(1), &json!(1), &json!(1), &json!(1)]
    );
    let drift = report["drift"].as_array().unwrap();
    let kinds: Vec<(i64, &str)> = drift.iter().map(|d| (d["caseId"].as_i64().unwrap(), d["kind"].as_str().unwrap())).collect();
    assert_eq!(kinds, vec![(OFFICE, "field_differs"), (ONLY_THERE, "missing_here"), (ONLY_HERE, "missing_there"), (STATUS, "write_back_not_taken")]);
    assert_eq!(drift[0]["fields"], json!([{"field": "office_id", "here": "1", "there": "3", "writeBackId": null, "writeBackPushed": null}]));
    let status = &drift[3]["fields"][0];
    assert_eq!((&status["field"], &status["here"], &status["there"], &status["writeBackPushed"]), (&json!("status_id"), &json!("1080"), &json!("1079"), &json!(false)));
    assert!(status["writeBackId"].as_str().is_some_and(|id| !id.is_empty()), "{status}");

    // Re-pull: bad input, a case not on the list, then the missing case comes in and clears.
    assert_eq!(code(&s.gql(Some(&admin), REPULL, json!({"c": 0})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&admin), REPULL, json!({"c": SAME})).await), "NOT_FOUND");
    assert_eq!(code(&s.gql(Some(&attorney), REPULL, json!({"c": ONLY_THERE})).await), "FORBIDDEN");
    let r = s.gql(Some(&admin), REPULL, json!({"c": ONLY_THERE})).await;
    assert_eq!(r["data"]["repullCase"], json!({"caseId": ONLY_THERE, "facts": 2, "imported": 2, "cleared": true, "drift": null}), "{r}");
    let r = s.gql(Some(&admin), REPULL, json!({"c": ONLY_THERE})).await;
    assert_eq!(code(&r), "NOT_FOUND", "cleared cases leave the list: {r}");
    // Re-pulling a case the system has no facts for changes nothing and leaves it listed.
    let before = s.events_count().await;
    let r = s.gql(Some(&admin), REPULL, json!({"c": OFFICE})).await;
    assert_eq!(r["data"]["repullCase"], json!({"caseId": OFFICE, "facts": 0, "imported": 0, "cleared": false, "drift": {"kind": "field_differs"}}), "{r}");
    assert_eq!(s.events_count().await, before + 1, "only the re-pull is recorded");
    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    let report = &r["data"]["reconciliation"];
    assert_eq!((&report["total"], &report["missingHere"]), (&json!(3), &json!(0)), "{r}");

    // The imported case is in the read models; a new run agrees: 3 left.
    let r = s.gql(Some(&admin), RECONCILE, json!({})).await;
    let kinds: Vec<i64> = r["data"]["reconcileNow"]["drift"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|d| d["caseId"].as_i64().unwrap()).collect();
    assert_eq!(kinds, vec![OFFICE, ONLY_HERE, STATUS], "{r}");
    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    assert_eq!((&r["data"]["reconciliation"]["trigger"], &r["data"]["reconciliation"]["casesHere"]), (&json!("operator"), &json!(5)));

    // The write-back waits, visibly: the outbox names it as failed, and a later change of
    // the same case waits behind it (per-case ordering).
    let r = s.gql(Some(&admin), "mutation($c:Int!){upsertSaStatus(status:{caseId:$c,statusId:1081,type:1}){status}}", json!({"c": STATUS})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(&admin), "{writeBackStatus{failed failures{writeBackId caseId} waiting{caseId kind waitingBehind waitingBehindKind}}}", json!({})).await;
        let w = &r["data"]["writeBackStatus"];
        if w["failed"] == 1 {
            assert_eq!(w["failures"][0]["caseId"], STATUS);
            assert_eq!(
                w["waiting"],
                json!([{"caseId": STATUS, "kind": "case_status_changed", "waitingBehind": w["failures"][0]["writeBackId"], "waitingBehindKind": "case_status_changed"}]),
                "{r}"
            );
            assert_eq!(code(&s.gql(Some(&attorney), "{writeBackStatus{waiting{caseId}}}", json!({})).await), "FORBIDDEN");
            break;
        }
        assert!(Instant::now() < deadline, "the refused write-back never showed: {r}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn reconcile_embedded() {
    reconcile(Profile::Embedded).await;
}

#[tokio::test]
async fn reconcile_distributed() {
    reconcile(Profile::Distributed).await;
}

/// issue #18, "Done when": Caseboard "reports drift of 0 when the two agree". The system's
/// snapshot is exactly what was imported: the command, the operator's run and the report say 0;
/// then a fee only the system knows makes the money totals differ.
async fn agree(profile: Profile) {
    let (url, fake) = fake_system(&[(SAME, 1), (OFFICE, 1), (ONLY_HERE, 1), (STATUS, 1)]).await;
    // The optional money totals and referral source, answered and equal (no fees, no settlement, no source).
    for case in fake.lock().unwrap().cases.values_mut() {
        case.as_object_mut().unwrap().extend([("fee_total_cents".into(), json!(0)), ("settlement_total_cents".into(), json!(0)), ("referral_source".into(), Value::Null)]);
    }
    let (s, config) = seeded_server(profile, &url).await;
    let admin = s.login("admin@caseboard.demo").await;

    let mut command = s.env.command(&["reconcile", "--config", config.to_str().unwrap()]);
    let out = tokio::task::spawn_blocking(move || command.output().unwrap()).await.unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout} {}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("Reconciled 4 cases here with 4 there: 0 drift"), "{stdout}");

    let r = s.gql(Some(&admin), RECONCILE, json!({})).await;
    assert_eq!(r["data"]["reconcileNow"], json!({"total": 0, "drift": []}), "{r}");
    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    let report = &r["data"]["reconciliation"];
    assert_eq!(
        [&report["trigger"], &report["casesHere"], &report["casesThere"], &report["total"], &report["fieldDiffers"], &report["missingHere"], &report["missingThere"], &report["writeBackNotTaken"], &report["drift"]],
        [&json!("operator"), &json!(4), &json!(4), &json!(0), &json!(0), &json!(0), &json!(0), &json!(0), &json!([])],
        "{r}"
    );

    // A fee the system booked that never arrived here: the money totals differ.
    fake.lock().unwrap().cases.get_mut(&SAME).unwrap()["fee_total_cents"] = json!(250_000);
    let r = s.gql(Some(&admin), RECONCILE, json!({})).await;
    assert_eq!(r["data"]["reconcileNow"], json!({"total": 1, "drift": [{"caseId": SAME, "kind": "field_differs"}]}), "{r}");
    let r = s.gql(Some(&admin), REPORT, json!({})).await;
    assert_eq!(
        r["data"]["reconciliation"]["drift"][0]["fields"],
        json!([{"field": "fee_total_cents", "here": "0", "there": "250000", "writeBackId": null, "writeBackPushed": null}]),
        "{r}"
    );
}

#[tokio::test]
async fn drift_of_0_when_the_two_agree_embedded() {
    agree(Profile::Embedded).await;
}

#[tokio::test]
async fn drift_of_0_when_the_two_agree_distributed() {
    agree(Profile::Distributed).await;
}

/// issue #18: a fact that cannot apply yet "is parked (visible, with its reason) and applied
/// when its case arrives, never dropped". A re-pull goes the sync's way: a status nobody knows
/// yet is parked, the case's later note waits behind it, and both land, in order, when the
/// status list arrives through the sync.
async fn repull_parks(profile: Profile) {
    let (url, fake) = fake_system(&[(PARKS, 1)]).await;
    let fact = |n: i64, kind: &str, data: Value| json!({"fact_id": format!("sa-897206-{n}"), "type": kind, "data": data});
    fake.lock().unwrap().facts.insert(
        PARKS,
        vec![
            fact(1, "case_opened", json!({"case_id": PARKS, "opened_at": "2025-06-02T16:00:00Z", "first_name": "Rosa", "last_name": "Park",
                "office_id": 1, "status_id": 1079, "high_priority": false, "is_mass_tort": false})),
            fact(2, "case_status_changed", json!({"case_id": PARKS, "status_id": 897_777, "changed_at": "2025-06-03T10:00:00Z"})),
            fact(3, "note_added", json!({"case_id": PARKS, "note_id": 1, "note_type_id": 5, "content": "After the status", "created_at": "2025-06-04T10:00:00Z"})),
        ],
    );
    let (s, _config) = seeded_server(profile, &url).await;
    let admin = s.login("admin@caseboard.demo").await;
    let r = s.gql(Some(&admin), RECONCILE, json!({})).await;
    assert!(r["data"]["reconcileNow"]["drift"].as_array().unwrap().iter().any(|d| d["caseId"] == PARKS), "{r}");

    let r = s.gql(Some(&admin), REPULL, json!({"c": PARKS})).await;
    assert_eq!((&r["data"]["repullCase"]["facts"], &r["data"]["repullCase"]["imported"]), (&json!(3), &json!(1)), "{r}");
    let r = s.gql(Some(&admin), "{syncStatus{parkedCount parked{factId caseId reason}}}", json!({})).await;
    assert_eq!(
        r["data"]["syncStatus"]["parked"],
        json!([{"factId": "sa-897206-2", "caseId": PARKS, "reason": "unknown status_id 897777"},
               {"factId": "sa-897206-3", "caseId": PARKS, "reason": "waits for the parked fact sa-897206-2 of case 897206"}]),
        "nothing dropped, nothing ahead of the parked status: {r}"
    );

    // The status list arrives through the sync feed (the fake answers it to a pull).
    fake.lock().unwrap().facts.insert(
        0,
        vec![json!({"fact_id": "sa-ref-status-897777", "type": "reference_item_set", "data": {"kind": "status", "item_id": 897_777,
            "name": "PL 77 Re-pulled", "parent_id": null, "attributes": {"status_type": 1}, "active": true}})],
    );
    let r = s.gql(Some(&admin), "mutation{syncNow{completed}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let r = s.gql(Some(&admin), "{syncStatus{parkedCount}}", json!({})).await;
        if r["data"]["syncStatus"]["parkedCount"] == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "the parked facts never landed: {r}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let types: Vec<String> = sqlx::query_scalar("SELECT event_type FROM events WHERE stream_id = $1 ORDER BY position")
        .bind(format!("case-{PARKS}"))
        .fetch_all(eventstore::Db::connect(&s.database_url()).await.unwrap().pool())
        .await
        .unwrap();
    assert_eq!(types, ["case_opened", "case_status_changed", "note_added"], "in the system's order");
}

#[tokio::test]
async fn a_repull_parks_what_cannot_apply_yet_embedded() {
    repull_parks(Profile::Embedded).await;
}

#[tokio::test]
async fn a_repull_parks_what_cannot_apply_yet_distributed() {
    repull_parks(Profile::Distributed).await;
}
