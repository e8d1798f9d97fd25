//! The case notes lists (spec part 2 §2–§4): userStageCases for Treating, Demand Prep,
//! Negotiation, Litigation and Settled, upsertCaseData (per-user, per-stage, private notes and
//! colours), whose list it is, and bad input — in both profiles.

use std::time::{Duration, Instant};

use chrono::Utc;
use serde_json::{json, Value};

use super::harness::*;

mod fixture;
use fixture::*;
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
    // Every read model at the log's head: the lists and the figures beside them (demands,
    // offers, reviews) come from different projections, which follow on their own.
    s.wait_caught_up().await;
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
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "DEMAND_PREP").await), vec![880009, 880003]);
    assert_eq!(ids(&list(&s, &paralegal, None, PARALEGAL, "NEG").await), vec![880010]);

    // Demand Review (spec 2 §4: statuses 1063 and 1124).
    const REVIEW: &str = "query($u:Int!){userDemandReviewCases(userId:$u){caseId clientName attorney paralegal status daysInStatus rank valueFrom valueTo}}";
    let r = s.gql(Some(&paralegal), REVIEW, json!({"u": PARALEGAL})).await;
    let review = &r["data"]["userDemandReviewCases"];
    assert_eq!(ids(review), vec![880010, 880009], "{r}");
    assert_eq!(review[1], json!({"caseId": 880009, "clientName": "Jo Park", "attorney": "Lauren Sutter", "paralegal": "Kelsey Moran",
        "status": "PL 04 Demand Review", "daysInStatus": 7, "rank": "C", "valueFrom": 15000, "valueTo": 50000}));
    assert_eq!(review[0]["valueFrom"], Value::Null);
    assert_eq!(ids(&s.gql(Some(&attorney), REVIEW, json!({"u": ATTORNEY})).await["data"]["userDemandReviewCases"]), vec![880009]);
    assert_eq!(code(&s.gql(Some(&attorney), REVIEW, json!({"u": PARALEGAL})).await), "FORBIDDEN");
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

    // Requests (spec 2 §2 "uncompleted medical record requests").
    const REQUESTS: &str = "query($u:Int!){uncompletedRequests(userId:$u){requestId caseId clientName assignedUser requestorUser status medicalProvider requestDate fromDate toDate comments}}";
    let request_ids = |r: &Value| -> Vec<i64> {
        r["data"]["uncompletedRequests"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|x| x["requestId"].as_i64().unwrap()).collect()
    };
    let r = s.gql(Some(&paralegal), REQUESTS, json!({"u": PARALEGAL})).await;
    assert_eq!(request_ids(&r), vec![71]);
    assert_eq!(r["data"]["uncompletedRequests"][0], json!({"requestId": 71, "caseId": 880001, "clientName": "Ana Brooks", "assignedUser": "Ellen Ford",
        "requestorUser": "Kelsey Moran", "status": "requested", "medicalProvider": "Boise Spine & Rehabilitation Center of Idaho",
        "requestDate": "2026-03-02", "fromDate": "2026-01-10", "toDate": "2026-02-28", "comments": "Records and bills"}));
    assert_eq!(request_ids(&s.gql(Some(&attorney), REQUESTS, json!({"u": ATTORNEY})).await), vec![71]);
    let requester = s.login("medical-requester@caseboard.demo").await;
    assert_eq!(request_ids(&s.gql(Some(&requester), REQUESTS, json!({"u": MEDICAL_REQUESTER})).await), vec![71, 73]);
    assert_eq!(code(&s.gql(Some(&requester), REQUESTS, json!({"u": PARALEGAL})).await), "FORBIDDEN");

    // The palette (spec 2 §9: 12 colours).
    let r = s.gql(Some(&paralegal), "{stagePalette{name hex}}", json!({})).await;
    assert_eq!(r["data"]["stagePalette"].as_array().unwrap().len(), 12);
}

const DEMANDS_Q: &str = "query($u:Int!,$t:Int){userDemandsInPeriod(userId:$u,startDate:\"2026-03-01\",endDate:\"2026-03-31\",teamId:$t){demandId caseId clientName valueFrom valueTo rank dateOfDemand paralegal status kind}}";

fn demand_ids(r: &Value) -> Vec<i64> {
    r["data"]["userDemandsInPeriod"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|d| d["demandId"].as_i64().unwrap()).collect()
}

async fn demands(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let admin = s.login("admin@caseboard.demo").await;
    wait_for_lists(&s, &attorney).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let mine = loop {
        let r = s.gql(Some(&paralegal), DEMANDS_Q, json!({"u": PARALEGAL})).await;
        if r["data"]["userDemandsInPeriod"].as_array().is_some_and(|a| a.len() == 2) || Instant::now() > deadline {
            break r;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(demand_ids(&mine), vec![94, 91], "{mine}");
    let gia = &mine["data"]["userDemandsInPeriod"][0];
    assert_eq!(gia["clientName"], "Gia Lund");
    assert_eq!((gia["valueFrom"].as_i64(), gia["valueTo"].as_i64(), gia["rank"].as_str()), (Some(5_000), Some(14_000), Some("D")));
    assert_eq!(gia["dateOfDemand"], "2026-03-31");
    assert_eq!(gia["paralegal"], "Kelsey Moran");
    assert_eq!(gia["status"], "PL 12 Fees Disbursed or Lien and Balance Resolution");
    assert_eq!(gia["kind"], "uim");
    let dina = &mine["data"]["userDemandsInPeriod"][1];
    assert_eq!((dina["valueFrom"].as_i64(), dina["valueTo"].as_i64()), (Some(101_000), Some(250_000)));
    assert_eq!(demand_ids(&s.gql(Some(&attorney), DEMANDS_Q, json!({"u": ATTORNEY})).await), vec![94, 92]);
    // Team Demands (spec 2 §6): the team's members' cases.
    let team = s.gql(Some(&paralegal), DEMANDS_Q, json!({"u": PARALEGAL, "t": 1})).await;
    assert_eq!(demand_ids(&team), vec![94, 92, 91, 95]);
    assert_eq!(team["data"]["userDemandsInPeriod"][3]["valueFrom"], Value::Null, "no rank, no value");
    // An admin acting as the paralegal gets the paralegal's list; any team of the firm.
    assert_eq!(demand_ids(&s.gql_with(Some(&admin), Some(PARALEGAL), DEMANDS_Q, json!({"u": 1})).await), vec![94, 91]);
    assert_eq!(code(&s.gql(Some(&admin), DEMANDS_Q, json!({"u": 1, "t": 2})).await), "OK");
    // Not one's team, another user's list, unknown team, reversed range.
    assert_eq!(code(&s.gql(Some(&paralegal), DEMANDS_Q, json!({"u": PARALEGAL, "t": 2})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&paralegal), DEMANDS_Q, json!({"u": ATTORNEY})).await), "FORBIDDEN");
    let r = s.gql(Some(&paralegal), DEMANDS_Q, json!({"u": PARALEGAL, "t": 999})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("teamId")));
    let r = s.gql(Some(&paralegal), "{userDemandsInPeriod(userId:6,startDate:\"2026-03-31\",endDate:\"2026-03-01\"){demandId}}", json!({})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
}

async fn negotiation(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    wait_for_lists(&s, &attorney).await;
    const NEG: &str = "query($u:Int!){userNegotiationCases(userId:$u){caseId clientName paralegal status daysInStatus dateOfLastFileReview \
        lastFileReviewNote lastDemandCents lastOfferCents lastNegotiationDate data{color note}}}";
    // Eli Stone (880004) is the attorney's only case in Negotiation: last round $200,000 demand,
    // $125,000 offer; last file review 2026-03-09 "offer received"; 40 days in status.
    let r = s.gql(Some(&attorney), NEG, json!({"u": ATTORNEY})).await;
    let rows = r["data"]["userNegotiationCases"].as_array().unwrap_or_else(|| panic!("{r}"));
    assert_eq!(rows.len(), 1, "{r}");
    let eli = &rows[0];
    assert_eq!((eli["caseId"].as_i64(), eli["clientName"].as_str(), eli["daysInStatus"].as_i64()), (Some(880004), Some("Eli Stone"), Some(40)));
    assert_eq!((eli["lastDemandCents"].as_i64(), eli["lastOfferCents"].as_i64()), (Some(20_000_000), Some(12_500_000)));
    assert_eq!(eli["lastFileReviewNote"], "File review: offer received");
    assert_eq!(eli["dateOfLastFileReview"], "2026-03-09T17:00:00+00:00");
    assert!(eli["lastNegotiationDate"].is_string(), "{eli}");
    // The colour flag is the attorney's own negColor.
    let r = s.gql(Some(&attorney), UPSERT, json!({"d": {"caseId": 880004, "userId": ATTORNEY, "negColor": "orange"}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = s.gql(Some(&attorney), NEG, json!({"u": ATTORNEY})).await;
    assert_eq!(r["data"]["userNegotiationCases"][0]["data"]["color"], "orange");
    // The paralegal's one case in Negotiation has had no round yet; the attorney's list is not theirs.
    let r = s.gql(Some(&paralegal), NEG, json!({"u": PARALEGAL})).await;
    assert_eq!(r["data"]["userNegotiationCases"][0]["caseId"], 880010, "{r}");
    assert_eq!(r["data"]["userNegotiationCases"][0]["lastDemandCents"], Value::Null);
    assert_eq!(code(&s.gql(Some(&paralegal), NEG, json!({"u": ATTORNEY})).await), "FORBIDDEN");
}

#[tokio::test]
async fn negotiation_embedded() {
    negotiation(Profile::Embedded).await;
}

#[tokio::test]
async fn negotiation_distributed() {
    negotiation(Profile::Distributed).await;
}

#[tokio::test]
async fn demands_embedded() {
    demands(Profile::Embedded).await;
}

#[tokio::test]
async fn demands_distributed() {
    demands(Profile::Distributed).await;
}

#[tokio::test]
async fn stage_lists_embedded() {
    stage_lists(Profile::Embedded).await;
}

#[tokio::test]
async fn stage_lists_distributed() {
    stage_lists(Profile::Distributed).await;
}
