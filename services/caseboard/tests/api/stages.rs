//! The case notes lists (spec part 2 §2–§4): userStageCases for Treating, Demand Prep,
//! Negotiation, Litigation and Settled, upsertCaseData (per-user, per-stage, private notes and
//! colours), whose list it is, and bad input — in both profiles.

use std::time::{Duration, Instant};

use chrono::Utc;
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const ATTORNEY: i64 = 5; // attorney@ (Lauren Sutter)
const PARALEGAL: i64 = 6; // paralegal@ (Kelsey Moran)
const CASE_MANAGER: i64 = 7; // user@ (Tyler Brooks)

/// The fixture, by hand (status → stage by spec 2 §4; days in status = days since opened, as
/// each case was opened in its status that many days and one hour ago):
///
/// | case   | client      | status                        | stage       | days | rank | attorney | paralegal | case mgr |
/// |--------|-------------|-------------------------------|-------------|------|------|----------|-----------|----------|
/// | 880001 | Ana Brooks  | PL 01 Medical Management      | Treating    | 10   | B    | 5        | 6         |          |
/// | 880002 | Cole Avery  | PL 00 File Setup              | Treating    | 3    |      | 5        |           |          |
/// | 880003 | Dina Reyes  | PL 03 Demand Preparation      | Demand Prep | 20   | A    |          | 6         |          |
/// | 880004 | Eli Stone   | PL 06 Negotiations            | Negotiation | 40   | A+   | 5        |           |          |
/// | 880005 | Finn Ortiz  | PL 10 UIM Arbitration         | Litigation  | 90   | C    |          | 6         |          |
/// | 880006 | Gia Lund    | PL 12 Fees Disbursed or Lien… | Settled     | 5    | D    | 5        | 6         |          |
/// | 880007 | Hal West    | PL 01 Medical Management      | Treating    | 1    |      |          |           | 7        |
/// | 880008 | Ivy Crane   | CLO-CASE CLOSED               | Closed      | 2    |      | 5        | 6         |          |
///
/// Treating of user 5: Cole Avery (3 days), Ana Brooks (10 days) — by last name: Avery, Brooks.
/// Treating of user 6: Ana Brooks. Demand Prep of 6: Dina Reyes. Negotiation of 5: Eli Stone.
/// Litigation of 6: Finn Ortiz. Settled of 5 and 6: Gia Lund. Ivy Crane is on no list.
const FIXTURE: [(i64, &str, &str, i64, &str, i64, Option<&str>, Option<i64>, Option<i64>, Option<i64>); 8] = [
    (880001, "Ana", "Brooks", 1059, "PL 01 Medical Management", 10, Some("B"), Some(ATTORNEY), Some(PARALEGAL), None),
    (880002, "Cole", "Avery", 1058, "PL 00 File Setup", 3, None, Some(ATTORNEY), None, None),
    (880003, "Dina", "Reyes", 1061, "PL 03 Demand Preparation", 20, Some("A"), None, Some(PARALEGAL), None),
    (880004, "Eli", "Stone", 1065, "PL 06 Negotiations", 40, Some("A+"), Some(ATTORNEY), None, None),
    (880005, "Finn", "Ortiz", 1068, "PL 10 UIM Arbitration", 90, Some("C"), None, Some(PARALEGAL), None),
    (880006, "Gia", "Lund", 1070, "PL 12 Fees Disbursed or Lien and Balance Resolution", 5, Some("D"), Some(ATTORNEY), Some(PARALEGAL), None),
    (880007, "Hal", "West", 1059, "PL 01 Medical Management", 1, None, None, None, Some(CASE_MANAGER)),
    (880008, "Ivy", "Crane", 1084, "CLO-CASE CLOSED", 2, None, Some(ATTORNEY), Some(PARALEGAL), None),
];

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let now = Utc::now();
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (case_id, first, last, status_id, label, days, rank, attorney, paralegal, manager) in FIXTURE {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: now - chrono::Duration::days(days) - chrono::Duration::hours(1),
            first_name: first.into(),
            last_name: last.into(),
            status_id: Some(status_id),
            status_label: Some(label.into()),
            ..Default::default()
        })];
        if let Some(r) = rank {
            events.push(CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: None, rank_label: Some(r.into()) }));
        }
        for (role, user) in [("attorney", attorney), ("paralegal", paralegal), ("case_manager", manager)] {
            if let Some(u) = user {
                events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(u), staff_code: None }));
            }
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const LIST: &str = "query($u:Int!,$s:CaseNotesStage!){userStageCases(userId:$u,stage:$s){caseId clientName paralegal status daysInStatus rank \
    data{id userId stage note noteUpdatedAt color}}}";

async fn list(s: &Server, token: &str, act_as: Option<i64>, user: i64, stage: &str) -> Value {
    let r = s.gql_with(Some(token), act_as, LIST, json!({"u": user, "s": stage})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["userStageCases"].clone()
}

fn ids(rows: &Value) -> Vec<i64> {
    rows.as_array().unwrap().iter().map(|r| r["caseId"].as_i64().unwrap()).collect()
}

async fn wait_for_lists(s: &Server, token: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), LIST, json!({"u": ATTORNEY, "s": "SETTLED"})).await;
        if r["data"]["userStageCases"].as_array().is_some_and(|a| !a.is_empty()) {
            return;
        }
        assert!(Instant::now() < deadline, "cases never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

const UPSERT: &str = "mutation($d:CaseDataInput!){upsertCaseData(caseData:$d){id caseId userId stage note noteUpdatedAt color updatedAt}}";

async fn stage_lists(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let admin = s.login("admin@caseboard.demo").await;
    wait_for_lists(&s, &attorney).await;

    // Membership and figures, as in the fixture.
    let treating = list(&s, &attorney, None, ATTORNEY, "TREATING").await;
    assert_eq!(ids(&treating), vec![880002, 880001], "Avery, Brooks: {treating}");
    let brooks = &treating[1];
    assert_eq!(brooks["clientName"], "Ana Brooks");
    assert_eq!(brooks["paralegal"], "Kelsey Moran");
    assert_eq!(brooks["status"], "PL 01 Medical Management");
    assert_eq!(brooks["daysInStatus"], 10);
    assert_eq!(brooks["rank"], "B");
    assert_eq!(brooks["data"]["note"], Value::Null);
    assert_eq!(treating[0]["paralegal"], Value::Null);
    assert_eq!(treating[0]["daysInStatus"], 3);
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "TREATING").await), vec![880001]);
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "DEMAND_PREP").await), vec![880003]);
    assert_eq!(ids(&list(&s, &attorney, None, ATTORNEY, "NEG").await), vec![880004]);
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "LITIGATION").await), vec![880005]);
    assert_eq!(ids(&list(&s, &attorney, None, ATTORNEY, "SETTLED").await), vec![880006]);
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "SETTLED").await), vec![880006]);
    assert_eq!(ids(&list(&s, &attorney, None, ATTORNEY, "LITIGATION").await), Vec::<i64>::new());
    assert_eq!(ids(&list(&s, &s.login("user@caseboard.demo").await, None, CASE_MANAGER, "TREATING").await), vec![880007]);

    // The paralegal's Treating note and colour on Ana Brooks (spec 2 §7 upsertCaseData).
    let before = Utc::now();
    let r = s.gql(Some(&paralegal), UPSERT, json!({"d": {"caseId": 880001, "userId": PARALEGAL, "treatingNote": "  Call PT about MRI "}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let d = &r["data"]["upsertCaseData"];
    assert_eq!((d["note"].as_str(), d["stage"].as_str(), d["userId"].as_i64()), (Some("Call PT about MRI"), Some("treating"), Some(PARALEGAL)));
    let note_at = d["noteUpdatedAt"].as_str().unwrap().to_string();
    assert!(chrono::DateTime::parse_from_rfc3339(&note_at).unwrap() >= before);
    let r = s.gql(Some(&paralegal), UPSERT, json!({"d": {"caseId": 880001, "userId": PARALEGAL, "treatingColor": "yellow"}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let d = &r["data"]["upsertCaseData"];
    assert_eq!((d["note"].as_str(), d["color"].as_str()), (Some("Call PT about MRI"), Some("yellow")), "the note is kept");
    assert_eq!(d["noteUpdatedAt"].as_str(), Some(note_at.as_str()), "a colour change keeps NoteUpdatedAt");

    // Seen on the paralegal's list at once, with the same id as the mutation answered.
    let mine = list(&s, &paralegal, None, PARALEGAL, "TREATING").await;
    assert_eq!(mine[0]["data"]["note"], "Call PT about MRI");
    assert_eq!(mine[0]["data"]["color"], "yellow");
    assert_eq!(mine[0]["data"]["id"], d["id"]);
    // Per stage: the same case on another list has no note. Private: the attorney's list
    // shows Ana Brooks without the paralegal's note.
    let theirs = list(&s, &attorney, None, ATTORNEY, "TREATING").await;
    assert_eq!(theirs[1]["data"]["note"], Value::Null, "{theirs}");
    assert_eq!(theirs[1]["data"]["color"], Value::Null);
    let settled = list(&s, &paralegal, None, PARALEGAL, "SETTLED").await;
    assert_eq!(settled[0]["data"]["note"], Value::Null);
    // An admin acting as the paralegal sees the paralegal's list and notes, whatever the route's user.
    let acted = list(&s, &admin, Some(PARALEGAL), 1, "TREATING").await;
    assert_eq!(ids(&acted), vec![880001]);
    assert_eq!(acted[0]["data"]["note"], "Call PT about MRI");
    // ... and saves as that user (the event records the admin as actor).
    let r = s.gql_with(Some(&admin), Some(PARALEGAL), UPSERT, json!({"d": {"caseId": 880005, "userId": PARALEGAL, "litigationColor": "red"}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(list(&s, &paralegal, None, PARALEGAL, "LITIGATION").await[0]["data"]["color"], "red");
    // An admin not acting as anyone may open a user's list; the notes are its own (none).
    let as_admin = list(&s, &admin, None, PARALEGAL, "TREATING").await;
    assert_eq!(ids(&as_admin), vec![880001]);
    assert_eq!(as_admin[0]["data"]["note"], Value::Null);

    // Whose list: another user's list or notes are forbidden to a non-admin.
    let r = s.gql(Some(&attorney), LIST, json!({"u": PARALEGAL, "s": "TREATING"})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    let r = s.gql(Some(&attorney), UPSERT, json!({"d": {"caseId": 880001, "userId": PARALEGAL, "treatingNote": "mine now"}})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    assert_eq!(code(&s.gql(None, LIST, json!({"u": PARALEGAL, "s": "TREATING"})).await), "UNAUTHENTICATED");

    // Bad input: a clear code with the field, nothing written.
    let count = s.events_count().await;
    let bad = [
        (json!({"caseId": 880001, "userId": PARALEGAL, "treatingColor": "#123456"}), "BAD_USER_INPUT", Some("treatingColor")),
        (json!({"caseId": 880001, "userId": PARALEGAL, "treatingNote": "   "}), "BAD_USER_INPUT", Some("treatingNote")),
        (json!({"caseId": 880001, "userId": PARALEGAL}), "BAD_USER_INPUT", Some("caseData")),
        (json!({"caseId": 880001, "userId": PARALEGAL, "negNote": "a", "negColor": "red"}), "BAD_USER_INPUT", Some("caseData")),
        (json!({"caseId": 1, "userId": PARALEGAL, "negNote": "a"}), "NOT_FOUND", None),
    ];
    for (input, expected, field) in bad {
        let r = s.gql(Some(&paralegal), UPSERT, json!({"d": input})).await;
        assert_eq!(code(&r), expected, "{input}: {r}");
        if let Some(f) = field {
            assert_eq!(r["errors"][0]["extensions"]["field"], f, "{r}");
        }
    }
    assert_eq!(s.events_count().await, count, "refused changes write nothing");

    // The palette (spec 2 §9: 12 colours).
    let r = s.gql(Some(&paralegal), "{stagePalette{name hex}}", json!({})).await;
    assert_eq!(r["data"]["stagePalette"].as_array().unwrap().len(), 12);
}

#[tokio::test]
async fn stage_lists_embedded() {
    stage_lists(Profile::Embedded).await;
}

#[tokio::test]
async fn stage_lists_distributed() {
    stage_lists(Profile::Distributed).await;
}
