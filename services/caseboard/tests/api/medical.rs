//! Medical requests (spec part 2 §2 "/mr (Stats), /mr/tasks (Tasks)"):
//! medicalRequestTeamStatsByMonth, medicalRequestTasks and setMedicalRequestStatus, with the
//! role rules and bad input — in both profiles.

use std::time::{Duration, Instant};

use chrono::NaiveDate;
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const PARALEGAL: i64 = 6; // paralegal@ (Kelsey Moran, KM)
const CASE_MANAGER: i64 = 7; // user@ (Tyler Brooks, TB)
const REQUESTER: i64 = 9; // medical-requester@ (Ellen Ford, EF)
const CASE: i64 = 891_201;

/// The requests, by hand (period 2026-03-01 … 2026-04-30; counted in the month they were made,
/// per assignee; completed in 30 days = completed at most 30 days after it was made):
///
/// | id  | agent | made       | outcome                  | days | ≤ 30 |
/// |-----|-------|------------|--------------------------|------|------|
/// | 201 | EF    | 2026-03-02 | completed 2026-03-20     | 18   | yes  |
/// | 202 | EF    | 2026-03-05 | completed 2026-04-10     | 36   | no   |
/// | 203 | EF    | 2026-03-09 | cancelled                |      |      |
/// | 204 | TB    | 2026-03-12 | completed 2026-03-14     | 2    | yes  |
/// | 205 | EF    | 2026-04-01 | open                     |      |      |
/// | 206 | —     | 2026-04-02 | open (unassigned)        |      |      |
/// | 207 | EF    | 2026-02-27 | completed 2026-03-01     | out of the period     |
///
/// March: EF 3 requests, 1 cancelled, 2 completed, 1 within 30, average (18 + 36) / 2 = 27.0;
/// TB 1, 0, 1, 1, 2.0; Total 4, 1, 3, 2, (18 + 36 + 2) / 3 = 18.67 → 18.7.
/// April: EF 1 request, nothing completed (no average); TB zeros; Total 2 (205, 206).
/// Shown agents (no configured list): those with requests in the period, EF and TB.
fn requests() -> Vec<MedicalRequestSet> {
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    let r = |id: i64, agent: Option<i64>, made: &str, status: &str, done: Option<&str>| MedicalRequestSet {
        case_id: CASE,
        request_id: id,
        provider_id: Some(1),
        request_date: d(made),
        from_date: Some(d("2026-01-10")),
        to_date: Some(d("2026-02-20")),
        requestor_user_id: Some(PARALEGAL),
        assignee_user_id: agent,
        status: status.into(),
        completed_date: done.map(d),
        comments: Some("Records and bills".into()),
    };
    vec![
        r(201, Some(REQUESTER), "2026-03-02", "completed", Some("2026-03-20")),
        r(202, Some(REQUESTER), "2026-03-05", "completed", Some("2026-04-10")),
        r(203, Some(REQUESTER), "2026-03-09", "cancelled", None),
        r(204, Some(CASE_MANAGER), "2026-03-12", "completed", Some("2026-03-14")),
        r(205, Some(REQUESTER), "2026-04-01", "requested", None),
        r(206, None, "2026-04-02", "requested", None),
        r(207, Some(REQUESTER), "2026-02-27", "completed", Some("2026-03-01")),
    ]
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let mut events = vec![
        CaseEvent::Opened(CaseOpened {
            case_id: CASE,
            organization_id: Some(2),
            opened_at: chrono::Utc::now() - chrono::Duration::days(200),
            first_name: "Ana".into(),
            last_name: "Quill".into(),
            status_id: Some(1059),
            status_label: Some("PL 01 Medical Management".into()),
            ..Default::default()
        }),
        CaseEvent::StaffAssigned(StaffAssigned { case_id: CASE, role: "paralegal".into(), user_id: Some(PARALEGAL), staff_code: None }),
        CaseEvent::MedicalProviderSet(MedicalProviderSet {
            case_id: CASE,
            provider_id: 1,
            name: "Boise Spine & Rehabilitation".into(),
            contact_id: None,
            total_cents: 0,
            paid_cents: 0,
            adjusted_cents: 0,
            balance_cents: 0,
            is_final: false,
            comments: None,
        }),
        CaseEvent::TaskSet(TaskSet {
            case_id: CASE,
            task_id: 301,
            category: Some("Records".into()),
            summary: "Call Boise Spine about missing bills".into(),
            description: None,
            due_date: Some("2026-04-03".parse().unwrap()),
            requestor_user_id: Some(PARALEGAL),
            assignee_user_id: Some(REQUESTER),
            completed: false,
        }),
    ];
    events.extend(requests().into_iter().map(CaseEvent::MedicalRequestSet));
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{CASE}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
}

const STATS: &str = "query($s:NaiveDate!,$e:NaiveDate!){medicalRequestTeamStatsByMonth(startDate:$s,endDate:$e){agent agentName isTotal yearMonth \
    totalRequests totalCancellations totalCompleted totalCompletedInThirtyDays averageDaysToComplete}}";
const TASKS: &str = "query{medicalRequestTasks{statuses requests{requestId caseId clientName status medicalProvider requestDate assignedUser requestorUser} \
    tasks{taskId summary assignedUser}}}";
const SET: &str = "mutation($c:Int!,$r:Int!,$st:String!){setMedicalRequestStatus(caseId:$c,requestId:$r,status:$st){requestId status comments}}";

fn period() -> Value {
    json!({"s": "2026-03-01", "e": "2026-04-30"})
}

fn row(r: &Value, agent: &str, month: &str) -> Value {
    let rows = r["data"]["medicalRequestTeamStatsByMonth"].as_array().unwrap_or_else(|| panic!("{r}"));
    let found = rows.iter().find(|x| x["agent"] == agent && x["yearMonth"] == month).unwrap_or_else(|| panic!("{agent} {month}: {r}"));
    json!([found["totalRequests"], found["totalCancellations"], found["totalCompleted"], found["totalCompletedInThirtyDays"], found["averageDaysToComplete"]])
}

async fn medical_requests(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let requester = s.login("medical-requester@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let stats = loop {
        let r = s.gql(Some(&requester), STATS, period()).await;
        if r["data"]["medicalRequestTeamStatsByMonth"].as_array().is_some_and(|a| a.len() == 6) {
            break r;
        }
        assert!(Instant::now() < deadline, "stats never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    // The tasks below come from another read model (inventory): wait for every projection,
    // not only the one the stats read (a loaded machine answered an empty task list).
    s.wait_caught_up().await;
    // Per month: EF, TB, then Total.
    let order: Vec<(String, String)> = stats["data"]["medicalRequestTeamStatsByMonth"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| (x["yearMonth"].as_str().unwrap().to_string(), x["agent"].as_str().unwrap().to_string()))
        .collect();
    let expected: Vec<(String, String)> = [("2026-03", "EF"), ("2026-03", "TB"), ("2026-03", "Total"), ("2026-04", "EF"), ("2026-04", "TB"), ("2026-04", "Total")]
        .iter()
        .map(|(m, a)| (m.to_string(), a.to_string()))
        .collect();
    assert_eq!(order, expected);
    assert_eq!(row(&stats, "EF", "2026-03"), json!([3, 1, 2, 1, 27.0]));
    assert_eq!(row(&stats, "TB", "2026-03"), json!([1, 0, 1, 1, 2.0]));
    assert_eq!(row(&stats, "Total", "2026-03"), json!([4, 1, 3, 2, 18.7]));
    assert_eq!(row(&stats, "EF", "2026-04"), json!([1, 0, 0, 0, null]));
    assert_eq!(row(&stats, "TB", "2026-04"), json!([0, 0, 0, 0, null]));
    assert_eq!(row(&stats, "Total", "2026-04"), json!([2, 0, 0, 0, null]));
    let ef = stats["data"]["medicalRequestTeamStatsByMonth"][0].clone();
    assert_eq!((ef["agentName"].as_str(), ef["isTotal"].as_bool()), (Some("Ellen Ford"), Some(false)));

    // Tasks: the requester's open requests (205; 206 is nobody's) and open tasks (301).
    let tasks = s.gql(Some(&requester), TASKS, json!({})).await;
    let t = &tasks["data"]["medicalRequestTasks"];
    assert_eq!(t["statuses"], json!(["requested", "completed", "cancelled"]), "{tasks}");
    assert_eq!(t["requests"], json!([{"requestId": 205, "caseId": CASE, "clientName": "Ana Quill", "status": "requested",
        "medicalProvider": "Boise Spine & Rehabilitation", "requestDate": "2026-04-01", "assignedUser": "Ellen Ford", "requestorUser": "Kelsey Moran"}]));
    assert_eq!(t["tasks"], json!([{"taskId": 301, "summary": "Call Boise Spine about missing bills", "assignedUser": "Ellen Ford"}]));

    // Roles: an attorney (neither requester, admin, assignee nor requestor of 205) sees neither
    // screen and cannot change the request; an admin sees the stats.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), STATS, period()).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&attorney), TASKS, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&attorney), SET, json!({"c": CASE, "r": 205, "st": "completed"})).await), "FORBIDDEN");
    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&admin), STATS, period()).await), "OK");
    // Bad input: an end before the start, an unknown status, an unknown request: nothing written.
    let r = s.gql(Some(&requester), STATS, json!({"s": "2026-04-30", "e": "2026-03-01"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    let r = s.gql(Some(&requester), SET, json!({"c": CASE, "r": 205, "st": "lost"})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("status")), "{r}");
    let r = s.gql(Some(&requester), SET, json!({"c": CASE, "r": 999, "st": "completed"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");

    // The requester completes 205: it leaves Tasks and the paralegal's Requests, and counts in
    // April's completed at once.
    const REQUESTS: &str = "query($u:Int!){uncompletedRequests(userId:$u){requestId}}";
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let open = s.gql(Some(&paralegal), REQUESTS, json!({"u": PARALEGAL})).await;
    assert_eq!(open["data"]["uncompletedRequests"], json!([{"requestId": 205}, {"requestId": 206}]), "{open}");
    let r = s.gql(Some(&requester), SET, json!({"c": CASE, "r": 205, "st": "completed"})).await;
    assert_eq!(r["data"]["setMedicalRequestStatus"], json!({"requestId": 205, "status": "completed", "comments": "Records and bills"}), "{r}");
    let tasks = s.gql(Some(&requester), TASKS, json!({})).await;
    assert_eq!(tasks["data"]["medicalRequestTasks"]["requests"], json!([]), "{tasks}");
    let open = s.gql(Some(&paralegal), REQUESTS, json!({"u": PARALEGAL})).await;
    assert_eq!(open["data"]["uncompletedRequests"], json!([{"requestId": 206}]), "{open}");
    let stats = s.gql(Some(&requester), STATS, period()).await;
    assert_eq!(row(&stats, "EF", "2026-04")[2], json!(1), "{stats}");
    assert_eq!(row(&stats, "Total", "2026-04")[2], json!(1), "{stats}");
    // Completed twice: a conflict, nothing written.
    let r = s.gql(Some(&requester), SET, json!({"c": CASE, "r": 205, "st": "completed"})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
}

#[tokio::test]
async fn medical_requests_embedded() {
    medical_requests(Profile::Embedded).await;
}

#[tokio::test]
async fn medical_requests_distributed() {
    medical_requests(Profile::Distributed).await;
}
