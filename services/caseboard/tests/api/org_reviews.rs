//! Reviews (spec 3 §2.12, part 2 §5): case ratings, non-client reviews, the monthly chart by
//! team, the comma search and the per-user reviews, in both profiles, against the fixture below.

use chrono::{TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo users at scale 0: admin 1, LS 5, paralegal 6, JRT 22. Period 2026-10-01 .. 2026-11-30.
// case 961 LS + paralegal 6: 5 Star (1150) 2026-10-05, case review
// case 962 JRT:              4 Star (1151) 2026-11-02
// case 963 LS:               5 Star (1150) 2026-11-03, intake review (type 75)
// case 964 LS:               3 Star (1152) 2026-11-04
// All four listed with intake reviews, three without. Chart (Exclude Intake, 4 and 5 stars):
// 961 (Oct) + 962 (Nov) = 2, plus a 5 Star non-client review created below = 3; updated to
// 3 Star it no longer counts → 2. Per user LS (961, 963, 964 after 964 is changed to 4 Star):
// counts only 5 Star → 961 and 963 = 2.

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2026, 1, 6, 16, 0, 0).unwrap();
    let cases: [(i64, i64, &str, i64, (u32, u32), i64); 4] =
        [(961, 5, "LS", 1150, (10, 5), 1), (962, 22, "JRT", 1151, (11, 2), 1), (963, 5, "LS", 1150, (11, 3), 75), (964, 5, "LS", 1152, (11, 4), 1)];
    for (id, att, code, rating, (m, d), kind) in cases {
        let mut events = vec![
            CaseEvent::Opened(CaseOpened { case_id: id, organization_id: Some(2), opened_at: t0, first_name: "Rev".into(), last_name: format!("{id}"), ..Default::default() }),
            CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "attorney".into(), user_id: Some(att), staff_code: Some(code.into()) }),
        ];
        if id == 961 {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "paralegal".into(), user_id: Some(6), staff_code: None }));
        }
        events.push(CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id: id, status_id: Some(rating), status_type: kind, at: Utc.with_ymd_and_hms(2026, m, d, 18, 0, 0).unwrap(), user_id: Some(6) }));
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &Metadata { source: Source::Import, ..Default::default() }).await.unwrap();
    }
    s.wait_caught_up().await;
}

const CASES: &str = "query($i:Boolean!){casesWithReviewsInPeriod(startDate:\"2026-10-01\",endDate:\"2026-11-30\",includeIntakeReviews:$i){caseId statusId statusType review date clientName attorney paralegal}}";
const CHART: &str = "{reviewsByTeamByMonth(startDate:\"2026-10-01\",endDate:\"2026-11-30\"){monthStart team count}}";
const CREATE: &str = "mutation($r:ReviewInput!){createReview(review:$r){reviewId firstName lastName rating review reviewDate teamId userId}}";

fn ids(r: &Value, field: &str) -> Vec<i64> {
    assert_eq!(code(r), "OK", "{r}");
    r["data"][field].as_array().unwrap().iter().map(|x| x["caseId"].as_i64().unwrap()).collect()
}

fn chart_total(r: &Value) -> i64 {
    assert_eq!(code(r), "OK", "{r}");
    r["data"]["reviewsByTeamByMonth"].as_array().unwrap().iter().map(|x| x["count"].as_i64().unwrap()).sum()
}

async fn reviews(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;

    let r = s.gql(Some(&admin), CASES, json!({"i": true})).await;
    assert_eq!(ids(&r, "casesWithReviewsInPeriod"), vec![964, 963, 962, 961], "newest first");
    assert_eq!(r["data"]["casesWithReviewsInPeriod"][3], json!({"caseId": 961, "statusId": 1150, "statusType": 1, "review": "5 Star", "date": "2026-10-05", "clientName": "Rev 961", "attorney": "LS", "paralegal": r["data"]["casesWithReviewsInPeriod"][3]["paralegal"], "attorney": "LS"}));
    assert_eq!(ids(&s.gql(Some(&admin), CASES, json!({"i": false})).await, "casesWithReviewsInPeriod"), vec![964, 962, 961], "Exclude Intake");
    assert_eq!(chart_total(&s.gql(Some(&admin), CHART, json!({})).await), 2);

    // Non-client reviews: every field required; created, it counts in the chart; updated to 3 Star, it does not.
    let mut review = json!({"firstName": "Ana", "lastName": "Lee", "rating": 1150, "date": "2026-11-10", "teamId": 1, "userId": 6});
    for missing in ["firstName", "rating", "teamId"] {
        let mut partial = review.clone();
        partial.as_object_mut().unwrap().remove(missing);
        let r = s.gql(Some(&admin), CREATE, json!({"r": partial})).await;
        assert_eq!((code(&r), r["errors"][0]["message"].clone()), ("BAD_USER_INPUT".into(), json!("Please fill out all fields")), "{missing}");
    }
    let r = s.gql(Some(&admin), CREATE, json!({"r": {"firstName": "Ana", "lastName": "Lee", "rating": 1149, "date": "2026-11-10", "teamId": 1, "userId": 6}})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&attorney), CREATE, json!({"r": review})).await), "FORBIDDEN");
    let r = s.gql(Some(&admin), CREATE, json!({"r": review})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let review_id = r["data"]["createReview"]["reviewId"].as_i64().unwrap();
    assert_eq!(r["data"]["createReview"]["review"], "5 Star");
    assert_eq!(chart_total(&s.gql(Some(&admin), CHART, json!({})).await), 3);
    review["id"] = json!(review_id);
    review["rating"] = json!(1152);
    let r = s.gql(Some(&admin), "mutation($r:ReviewInput!){updateReview(review:$r){reviewId rating}}", json!({"r": review})).await;
    assert_eq!(r["data"]["updateReview"], json!({"reviewId": review_id, "rating": 1152}), "{r}");
    assert_eq!(chart_total(&s.gql(Some(&admin), CHART, json!({})).await), 2);
    let r = s.gql(Some(&admin), "{nonClientReviewsInPeriod(startDate:\"2026-11-01\",endDate:\"2026-11-30\"){firstName review reviewDate}}", json!({})).await;
    assert_eq!(r["data"]["nonClientReviewsInPeriod"], json!([{"firstName": "Ana", "review": "3 Star", "reviewDate": "2026-11-10"}]));

    // A case's rating changed and removed; only 1150–1154.
    let set = "mutation($c:Int!,$s:Int!){insertSaReviewStatus(status:{caseId:$c,statusId:$s})}";
    let del = "mutation($c:Int!,$s:Int!){deleteSaReviewStatus(status:{caseId:$c,statusId:$s})}";
    assert_eq!(code(&s.gql(Some(&admin), set, json!({"c": 964, "s": 1155})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&attorney), set, json!({"c": 964, "s": 1151})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&admin), set, json!({"c": 964, "s": 1151})).await), "OK");
    assert_eq!(code(&s.gql(Some(&admin), del, json!({"c": 962, "s": 1151})).await), "OK");
    // A rating set now is dated now: the period runs to tomorrow from here on, so the checks
    // hold whatever day the suite runs.
    let end = (chrono::Utc::now().date_naive() + chrono::Duration::days(1)).max(chrono::NaiveDate::from_ymd_opt(2026, 11, 30).unwrap()).to_string();
    let cases_to_now = CASES.replace("2026-11-30", &end);
    let r = s.gql(Some(&admin), &cases_to_now, json!({"i": true})).await;
    let rows = r["data"]["casesWithReviewsInPeriod"].as_array().unwrap_or_else(|| panic!("{r}"));
    assert_eq!(rows.iter().map(|x| x["caseId"].as_i64().unwrap()).collect::<Vec<_>>().contains(&962), false, "removed");
    assert_eq!(rows.iter().find(|x| x["caseId"] == 964).unwrap()["review"], "4 Star");

    // The comma search.
    let q = "query($n:String!){reviewCasesByClientName(name:$n){caseId review}}";
    assert_eq!(s.gql(Some(&admin), q, json!({"n": "961"})).await["data"]["reviewCasesByClientName"], json!([]));
    assert_eq!(s.gql(Some(&admin), q, json!({"n": "961, rev"})).await["data"]["reviewCasesByClientName"], json!([{"caseId": 961, "review": "5 Star"}]));

    // Per user (spec 2 §5): LS's cases; the chart counts 5 Star only.
    let pu = format!("{{userReviewsInPeriod(userId:5,startDate:\"2026-10-01\",endDate:\"{end}\"){{counted byMonth{{label count}} reviews{{caseId}}}}}}");
    let pu = pu.as_str();
    let r = s.gql(Some(&attorney), pu, json!({})).await;
    assert_eq!(ids(&json!({"data": {"x": r["data"]["userReviewsInPeriod"]["reviews"]}}), "x"), vec![964, 963, 961], "{r}");
    assert_eq!(r["data"]["userReviewsInPeriod"]["counted"], 2);
    let months = r["data"]["userReviewsInPeriod"]["byMonth"].as_array().unwrap().clone();
    assert_eq!(months[..2], [json!({"label": "2026-10-01", "count": 1}), json!({"label": "2026-11-01", "count": 1})]);
    assert!(months[2..].iter().all(|m| m["count"] == 0), "later months count no 5 Star: {months:?}");
    let other = s.login("marketing@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&other), pu, json!({})).await), "FORBIDDEN", "another user's reviews");
    assert_eq!(code(&s.gql(Some(&attorney), &cases_to_now, json!({"i": true})).await), "FORBIDDEN");
}

#[tokio::test]
async fn org_reviews_embedded() {
    reviews(Profile::Embedded).await;
}

#[tokio::test]
async fn org_reviews_distributed() {
    reviews(Profile::Distributed).await;
}
