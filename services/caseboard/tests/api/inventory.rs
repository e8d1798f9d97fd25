//! The inventory lists of spec part 2 §2 (all cases, client contact, deadlines, file and
//! deadline review, tasks) and the top bar's deadline badge, in both profiles, against a
//! fixture whose figures are worked out by hand below.
//!
//! Logins: 1 admin (Morgan Hale), 5 attorney (Lauren Sutter), 6 paralegal (Kelsey Moran),
//! 7 user (Tyler Brooks), 8 marketing (Priya Raman). Every instant is firm-local noon of a day
//! counted back from today (America/Denver), so the day counts are exact.
//!
//! | case | client | stage (status) | rank | attorney / paralegal / manager | last contact | attempt | file review | deadline review |
//! |---|---|---|---|---|---|---|---|---|
//! | 880001 | Ana Alvarez | Treating (PL 01, 12 days) | A | 5 / 6 / 7 | 30 days: white | — | 31 days: yellow, note | never: red |
//! | 880002 | Ben Brooks | Negotiation (PL 06) | B | 5 / 6 / — | 31 days: yellow… | 2 days: white | 46 days: red | 10 days: white |
//! | 880003 | Cara Cole | Referred Out (REF OUT 1) | — | 5 / — / — | 46 days: red (white at 90/105) | — | — | — |
//! | 880005 | Eve Ellis | Closed (CLO) | C | — / 6 / — | never | — | — | — |
//! | 880004 | Dan Diaz | Treating (PL 00) | — | 8 / 6 / — | never: red | — | never: red | never: red |
//!
//! Deadlines: 880001 Answer Due in 3 days, SOL in 400 days; 880002 Mediation in 20 days and a
//! completed one in 2 days; 880004 Records Due 10 days ago (open: from 1900-01-01).
//! Tasks: 880001 task 1 requested by 5 of 6; 880004 task 2 requested by 6 of 7; task 3 done.

use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

fn today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::America::Denver).date_naive()
}

fn day(offset: i64) -> NaiveDate {
    today() + chrono::Duration::days(offset)
}

/// Firm-local noon `days` ago.
fn ago(days: i64) -> DateTime<Utc> {
    let d = day(-days);
    chrono_tz::America::Denver.from_local_datetime(&d.and_hms_opt(12, 0, 0).unwrap()).single().unwrap().with_timezone(&Utc)
}

fn opened(case_id: i64, first: &str, last: &str) -> CaseEvent {
    CaseEvent::Opened(CaseOpened {
        case_id,
        organization_id: Some(2),
        opened_at: ago(200),
        first_name: first.into(),
        last_name: last.into(),
        case_type: Some("Auto".into()),
        state: Some("ID".into()),
        incident_date: Some(day(-210)),
        ..Default::default()
    })
}

fn status(case_id: i64, status_id: i64, days: i64) -> CaseEvent {
    let label = rules::status_label(status_id).unwrap().to_string();
    CaseEvent::StatusChanged(CaseStatusChanged { case_id, status_id, stage: rules::stage_of(&label).into(), status_label: label, changed_at: ago(days) })
}

fn staff(case_id: i64, role: &str, user_id: i64) -> CaseEvent {
    CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(user_id), staff_code: None })
}

fn rank(case_id: i64, label: &str) -> CaseEvent {
    CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: None, rank_label: Some(label.into()) })
}

fn touch(case_id: i64, kind: &str, days: i64) -> CaseEvent {
    CaseEvent::TouchRecorded(CaseTouchRecorded { case_id, kind: kind.into(), at: ago(days), user_id: Some(6), note: None })
}

fn deadline(case_id: i64, deadline_id: i64, kind: &str, due_in: i64, completed: bool) -> CaseEvent {
    CaseEvent::DeadlineSet(DeadlineSet {
        case_id,
        deadline_id,
        due_date: day(due_in),
        deadline_type: Some(kind.into()),
        party: Some("Plaintiff".into()),
        respondent: Some("Carrier".into()),
        comments: None,
        completed,
    })
}

fn task(case_id: i64, task_id: i64, summary: &str, requestor: i64, assignee: i64, completed: bool) -> CaseEvent {
    CaseEvent::TaskSet(TaskSet {
        case_id,
        task_id,
        category: Some("Medical".into()),
        summary: summary.into(),
        description: None,
        due_date: Some(day(5)),
        requestor_user_id: Some(requestor),
        assignee_user_id: Some(assignee),
        completed,
    })
}

pub async fn seed_inventory(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let cases: Vec<(i64, Vec<CaseEvent>)> = vec![
        (
            880001,
            vec![
                opened(880001, "Ana", "Alvarez"),
                status(880001, 1059, 12),
                rank(880001, "A"),
                staff(880001, "attorney", 5),
                staff(880001, "paralegal", 6),
                staff(880001, "case_manager", 7),
                touch(880001, "client_contact", 30),
                touch(880001, "file_review", 31),
                CaseEvent::NoteAdded(NoteAdded {
                    case_id: 880001,
                    note_id: 1,
                    note_type_id: rules::NOTE_TYPE_FILE_REVIEW,
                    title: Some("File Review".into()),
                    content: "Treatment ongoing".into(),
                    created_at: ago(31),
                    creator_user_id: Some(6),
                    creator_name: Some("Kelsey Moran".into()),
                }),
                deadline(880001, 1, "Answer Due", 3, false),
                deadline(880001, 2, "Statute of Limitations", 400, false),
                task(880001, 1, "Request updated bills from every treating provider", 5, 6, false),
            ],
        ),
        (
            880002,
            vec![
                opened(880002, "Ben", "Brooks"),
                status(880002, 1065, 40),
                rank(880002, "B"),
                staff(880002, "attorney", 5),
                staff(880002, "paralegal", 6),
                touch(880002, "client_contact", 31),
                touch(880002, "client_contact_attempt", 2),
                touch(880002, "file_review", 46),
                touch(880002, "deadline_review", 10),
                deadline(880002, 3, "Mediation", 20, false),
                deadline(880002, 4, "Records Due", 2, true),
                task(880002, 3, "Done already", 5, 6, true),
            ],
        ),
        (880005, vec![opened(880005, "Eve", "Ellis"), status(880005, 1084, 60), staff(880005, "paralegal", 6), rank(880005, "C")]),
        (880003, vec![opened(880003, "Cara", "Cole"), status(880003, 1055, 5), staff(880003, "attorney", 5), touch(880003, "client_contact", 46)]),
        (
            880004,
            vec![
                opened(880004, "Dan", "Diaz"),
                status(880004, 1058, 3),
                staff(880004, "attorney", 8),
                staff(880004, "paralegal", 6),
                deadline(880004, 5, "Records Due", -10, false),
                task(880004, 2, "Call client", 6, 7, false),
            ],
        ),
    ];
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (case_id, events) in cases {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const USER_CASES: &str = "query($u:Int!,$x:Boolean=true){userCases(userId:$u,excludeReferred:$x){userId rankCounts{rank count} \
    cases{caseId type stage status daysInStatus clientName dateOfSolConf rank paralegal dateOfIncident state}}}";
const CONTACT: &str = "query($u:Int!,$a:Boolean=false,$h:[String!]=[]){casesWithLastClientContact(userId:$u,attorneyOnly:$a,hideStages:$h){caseId stage clientName paralegal \
    dateOfLastClientContactAttempt daysSinceContact color}}";
const DEADLINES: &str = "query($u:Int!,$r:DeadlineRangeOption=ONE_WEEK,$all:Boolean=false){deadlines(userId:$u,range:$r,showAll:$all){caseId clientName dueDate type attorney paralegal}}";
const REVIEWS: &str = "query($u:Int!){casesWithLastFileReview(userId:$u){caseId daysSinceReview lastFileReviewNote color} \
    casesWithLastDeadlineReview(userId:$u){caseId daysSinceReview color}}";
const TASKS: &str = "query($u:Int!,$r:Boolean=false){tasks(userId:$u,requested:$r){taskId caseId clientName summary caseRank requestorUser assignedUser}}";

async fn wait_for_inventory(s: &Server, token: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = s.gql(Some(token), TASKS, json!({"u": 7})).await;
        if r["data"]["tasks"].as_array().is_some_and(|a| a.len() == 1) {
            return;
        }
        assert!(Instant::now() < deadline, "inventory never caught up: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn ids(r: &Value, field: &str) -> Vec<i64> {
    r["data"][field].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|c| c["caseId"].as_i64().unwrap()).collect()
}

fn by_case<'a>(r: &'a Value, field: &str, case_id: i64) -> &'a Value {
    r["data"][field].as_array().unwrap_or_else(|| panic!("{r}")).iter().find(|c| c["caseId"] == case_id).unwrap_or_else(|| panic!("{case_id} in {r}"))
}

async fn inventory(profile: Profile) {
    let s = Server::start(profile).await;
    seed_inventory(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    wait_for_inventory(&s, &admin).await;

    // All Cases, paralegal 6: 880001, 880002, 880004 (880003 is not theirs, 880005 is closed).
    let r = s.gql(Some(&paralegal), USER_CASES, json!({"u": 6})).await;
    assert_eq!(ids(&r["data"]["userCases"].clone().pipe(), "cases"), vec![880001, 880002, 880004], "{r}");
    let ana = by_case(&r["data"]["userCases"].clone().pipe(), "cases", 880001).clone();
    assert_eq!(
        ana,
        json!({"caseId": 880001, "type": "Auto", "stage": "Treating", "status": "PL 01 Medical Management", "daysInStatus": 12, "clientName": "Ana Alvarez",
               "dateOfSolConf": day(400).to_string(), "rank": "A", "paralegal": "Kelsey Moran", "dateOfIncident": day(-210).to_string(), "state": "ID"})
    );
    let counts = |r: &Value| -> Vec<(String, i64)> {
        r["data"]["userCases"]["rankCounts"].as_array().unwrap().iter().filter(|c| c["count"] != 0).map(|c| (c["rank"].as_str().unwrap().to_string(), c["count"].as_i64().unwrap())).collect()
    };
    assert_eq!(counts(&r), vec![("A".into(), 1), ("B".into(), 1), ("No Rank".into(), 1)]);

    // Attorney 5: 880001, 880002 with Exclude Ref on (default); 880003 too with it off.
    let r = s.gql(Some(&attorney), USER_CASES, json!({"u": 5})).await;
    assert_eq!(ids(&r["data"]["userCases"].clone().pipe(), "cases"), vec![880001, 880002]);
    let r = s.gql(Some(&attorney), USER_CASES, json!({"u": 5, "x": false})).await;
    assert_eq!(ids(&r["data"]["userCases"].clone().pipe(), "cases"), vec![880001, 880002, 880003]);
    assert_eq!(counts(&r), vec![("A".into(), 1), ("B".into(), 1), ("No Rank".into(), 1)]);

    // Whose cases: own only; an admin any user's; an admin acting as 6 sees 6's whatever the route says.
    assert_eq!(code(&s.gql(Some(&paralegal), USER_CASES, json!({"u": 5})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&attorney), CONTACT, json!({"u": 6})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, USER_CASES, json!({"u": 6})).await), "UNAUTHENTICATED");
    let r = s.gql(Some(&admin), USER_CASES, json!({"u": 6})).await;
    assert_eq!(r["data"]["userCases"]["cases"].as_array().unwrap().len(), 3, "{r}");
    let r = s.gql_with(Some(&admin), Some(6), USER_CASES, json!({"u": 1})).await;
    assert_eq!(r["data"]["userCases"]["userId"], 6, "{r}");

    // Client Contact, attorney 5 (spec 2 §9): 880001 30 days white; 880002 31 days but an
    // attempt 2 days ago → white, attempt shown (newer than the contact); 880003 46 days red.
    let r = s.gql(Some(&attorney), CONTACT, json!({"u": 5})).await;
    assert_eq!(ids(&r, "casesWithLastClientContact"), vec![880001, 880002, 880003]);
    let c = |id| by_case(&r, "casesWithLastClientContact", id).clone();
    assert_eq!((c(880001)["daysSinceContact"].clone(), c(880001)["color"].clone()), (json!(30), json!("WHITE")));
    assert_eq!(c(880001)["dateOfLastClientContactAttempt"], Value::Null);
    assert_eq!((c(880002)["daysSinceContact"].clone(), c(880002)["color"].clone()), (json!(31), json!("WHITE")));
    assert_eq!(c(880002)["dateOfLastClientContactAttempt"].as_str().map(|s| s[..10].to_string()), Some(ago(2).to_rfc3339()[..10].to_string()));
    assert_eq!((c(880003)["daysSinceContact"].clone(), c(880003)["color"].clone()), (json!(46), json!("RED")));
    // Attorney Only: 90/105 days → 880003 (46 days) is white.
    let r = s.gql(Some(&attorney), CONTACT, json!({"u": 5, "a": true})).await;
    assert_eq!(by_case(&r, "casesWithLastClientContact", 880003)["color"], "WHITE");
    // Paralegal 6: 880004 never contacted → red; Hide Stages Treating leaves 880002.
    let r = s.gql(Some(&paralegal), CONTACT, json!({"u": 6})).await;
    assert_eq!(by_case(&r, "casesWithLastClientContact", 880004)["color"], "RED");
    assert_eq!(by_case(&r, "casesWithLastClientContact", 880004)["daysSinceContact"], Value::Null);
    let r = s.gql(Some(&paralegal), CONTACT, json!({"u": 6, "h": ["Treating"]})).await;
    assert_eq!(ids(&r, "casesWithLastClientContact"), vec![880002, 880005]);
    // Until the user chooses, Closed and Referred Out are hidden (docs/decisions.md).
    let default_hidden = "query($u:Int!){casesWithLastClientContact(userId:$u){caseId}}";
    assert_eq!(ids(&s.gql(Some(&paralegal), default_hidden, json!({"u": 6})).await, "casesWithLastClientContact"), vec![880001, 880002, 880004]);
    assert_eq!(ids(&s.gql(Some(&attorney), default_hidden, json!({"u": 5})).await, "casesWithLastClientContact"), vec![880001, 880002]);
    let count = s.events_count().await;
    assert_eq!(code(&s.gql(Some(&paralegal), CONTACT, json!({"u": 6, "h": ["Nope"]})).await), "BAD_USER_INPUT");
    assert_eq!(s.events_count().await, count, "nothing written");

    // Deadlines, paralegal 6, One Week (default): 880004 overdue (-10), 880001 Answer Due (+3);
    // One Month adds 880002 Mediation (+20); the completed one never counts; the SOL (+400) is past Six Months.
    let r = s.gql(Some(&paralegal), DEADLINES, json!({"u": 6})).await;
    assert_eq!(ids(&r, "deadlines"), vec![880004, 880001], "{r}");
    assert_eq!(r["data"]["deadlines"][1], json!({"caseId": 880001, "clientName": "Ana Alvarez", "dueDate": day(3).to_string(), "type": "Answer Due", "attorney": "Lauren Sutter", "paralegal": "Kelsey Moran"}));
    let r = s.gql(Some(&paralegal), DEADLINES, json!({"u": 6, "r": "ONE_MONTH"})).await;
    assert_eq!(ids(&r, "deadlines"), vec![880004, 880001, 880002]);
    let r = s.gql(Some(&paralegal), DEADLINES, json!({"u": 6, "r": "SIX_MONTHS"})).await;
    assert_eq!(ids(&r, "deadlines").len(), 3);
    assert_eq!(code(&s.gql(Some(&paralegal), DEADLINES, json!({"u": 6, "r": "TWO_WEEKS"})).await), "BAD_USER_INPUT", "spec 2 §5: one of the four options");
    // Show All: admins only; the organization's open deadlines of the week (880004, 880001).
    assert_eq!(code(&s.gql(Some(&paralegal), DEADLINES, json!({"u": 6, "all": true})).await), "FORBIDDEN");
    let r = s.gql(Some(&admin), DEADLINES, json!({"u": 1, "all": true})).await;
    assert_eq!(ids(&r, "deadlines"), vec![880004, 880001], "{r}");
    assert_eq!(r["data"]["deadlines"][0]["attorney"], "Priya Raman");
    // The top bar's badge counts the same deadlines (spec 1 §2.2): 2 in a week, 3 in a month.
    let badge = "query($u:Int!,$f:NaiveDate!,$t:NaiveDate!){user(id:$u){deadlineCount(fromDate:$f,toDate:$t)}}";
    let r = s.gql(Some(&paralegal), badge, json!({"u": 6, "f": "1900-01-01", "t": day(7).to_string()})).await;
    assert_eq!(r["data"]["user"]["deadlineCount"], 2, "{r}");
    let r = s.gql(Some(&paralegal), badge, json!({"u": 6, "f": "1900-01-01", "t": day(30).to_string()})).await;
    assert_eq!(r["data"]["user"]["deadlineCount"], 3);

    // File review (spec 2 §9): 880001 31 days yellow with its note; 880002 46 days red;
    // 880004 never red. Deadline review: 880002 10 days white, the others never → red.
    let r = s.gql(Some(&paralegal), REVIEWS, json!({"u": 6})).await;
    assert_eq!(ids(&r, "casesWithLastFileReview"), vec![880001, 880002, 880004], "closed files are not reviewed");
    let f = |id| by_case(&r, "casesWithLastFileReview", id).clone();
    assert_eq!(f(880001), json!({"caseId": 880001, "daysSinceReview": 31, "lastFileReviewNote": "Treatment ongoing", "color": "YELLOW"}));
    assert_eq!((f(880002)["daysSinceReview"].clone(), f(880002)["color"].clone()), (json!(46), json!("RED")));
    assert_eq!((f(880004)["daysSinceReview"].clone(), f(880004)["color"].clone()), (Value::Null, json!("RED")));
    let d = |id| by_case(&r, "casesWithLastDeadlineReview", id).clone();
    assert_eq!(d(880002), json!({"caseId": 880002, "daysSinceReview": 10, "color": "WHITE"}));
    assert_eq!(d(880001)["color"], "RED");

    // A file-review note (spec 2 §9: type 81) is a file review: 880004 turns white with it.
    let r = s.gql(Some(&paralegal), "mutation{insertSaCaseNote(note:{caseId:880004,noteTypeId:81,content:\"Called the PT clinic\"}){note{noteTypeId}}}", json!({})).await;
    assert_eq!(r["data"]["insertSaCaseNote"]["note"]["noteTypeId"], 81, "{r}");
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let r = s.gql(Some(&paralegal), REVIEWS, json!({"u": 6})).await;
        let f = by_case(&r, "casesWithLastFileReview", 880004).clone();
        if f["color"] == "WHITE" {
            assert_eq!(f, json!({"caseId": 880004, "daysSinceReview": 0, "lastFileReviewNote": "Called the PT clinic", "color": "WHITE"}));
            break;
        }
        assert!(Instant::now() < until, "the note never made a file review: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // spec 2 §5: an empty note is not saved.
    let count = s.events_count().await;
    assert_eq!(code(&s.gql(Some(&paralegal), "mutation{insertSaCaseNote(note:{caseId:880004,noteTypeId:81,content:\"  \"}){note{noteId}}}", json!({})).await), "BAD_USER_INPUT");
    assert_eq!(s.events_count().await, count);
    let r = s.gql(Some(&paralegal), "{fileReviewTemplates{emailTemplateName emailTemplateBody}}", json!({})).await;
    assert_eq!(r["data"]["fileReviewTemplates"].as_array().map(Vec::len), Some(5), "{r}");

    // Tasks: 6's own (task 1, requested by 5); requested by 6 (task 2, of 7); done tasks never.
    let r = s.gql(Some(&paralegal), TASKS, json!({"u": 6})).await;
    assert_eq!(
        r["data"]["tasks"],
        json!([{"taskId": 1, "caseId": 880001, "clientName": "Ana Alvarez", "summary": "Request updated bills from every treating provider", "caseRank": "A",
                "requestorUser": "Lauren Sutter", "assignedUser": "Kelsey Moran"}])
    );
    let r = s.gql(Some(&paralegal), TASKS, json!({"u": 6, "r": true})).await;
    assert_eq!(ids(&r, "tasks"), vec![880004]);
    assert_eq!(r["data"]["tasks"][0]["assignedUser"], "Tyler Brooks");
    let r = s.gql(Some(&attorney), TASKS, json!({"u": 5, "r": true})).await;
    assert_eq!(ids(&r, "tasks"), vec![880001]);
}

trait Pipe {
    fn pipe(self) -> Value;
}
impl Pipe for Value {
    /// Wraps a nested object as `{data: …}` so the list helpers read it.
    fn pipe(self) -> Value {
        json!({ "data": self })
    }
}

#[tokio::test]
async fn inventory_embedded() {
    inventory(Profile::Embedded).await;
}

#[tokio::test]
async fn inventory_distributed() {
    inventory(Profile::Distributed).await;
}
