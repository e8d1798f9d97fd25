//! The CM Scorecard (spec 2 §2, §9; spec 3 §2.7), in both profiles, on the inventory fixture
//! of `inventory.rs` plus demands and reviews. The period is the 14 days to today: always ten
//! weekdays, so 2.0 weeks (spec 2 §9 "5-day week").
//!
//! Active cases (not No Status, Closed, Referred Out, Settled):
//! - Kelsey Moran (6, paralegal): 880001, 880002, 880004 (880005 is closed) → 3.
//!   Not contacted (spec 2 §9 colour not white): 880004 (never) → CC 2/3 = 66.67 (red), 1 not contacted.
//!   File review white: none (880001 31 days, 880002 46, 880004 never) → FR 0 (red).
//!   Demands in the period: 880001 yesterday, 880002 three days ago (880002's of 20 days ago is
//!   outside) → 2, 1.0/week, goal 1.25 → orange (≥ 0.9375).
//!   Reviews: 880001 5 stars yesterday → 1, 0.5/week → green; 880002's 3 stars and 880004's
//!   intake review do not count.
//!   CM = 100 × (0.6667 × 0.4 + min(0.5/0.5 × 0.1, 0.1) + 1.0/1.25 × 0.5) = 26.67 + 10 + 40 = 76.67 → orange.
//! - Tyler Brooks (7, case manager of 880001): active 1, CC 100, FR 0, 1 demand (0.5/week, red),
//!   2 reviews: 880001's and the non-client review 901 (4 stars, 2 days ago) → 1.0/week, green;
//!   the reviews term is capped at 0.1, so CM = 40 + 10 + 20 = 70 → red.
//!
//! Non-client reviews (spec 2 §9 "Only 4 and 5 star reviews count, including non-client
//! reviews"): 901 Tyler 4 stars 2 days ago counts; 902 Tyler 5 stars 20 days ago is outside the
//! period; 903 Kelsey first 5 stars then edited to 3 stars (the latest stands) does not count;
//! 904 names Kelsey in another organization (3) and does not count for organization 2.
//!
//! The goals are the firm's (issue 14): from the period's first day an admin sets demands 0.8
//! a week and reviews 1 a week. Kelsey: demands 1.0/0.8 → green; reviews 0.5 < 0.8 × 1 → red;
//! CM = 26.67 + 0.5/1 × 10 + min(1.0/0.8 × 50, 50) = 26.67 + 5 + 50 = 81.67 → orange. Tyler:
//! demands 0.5 < 0.75 × 0.8 = 0.6 → red; reviews 1.0 → green; CM = 40 + 10 + 0.5/0.8 × 50 =
//! 81.25 → orange (was red).

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use domain::cases::*;
use domain::reviews::{NonClientReviewSet, ReviewEvent, REVIEW_STREAM};
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;
use super::inventory::seed_inventory;

fn today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::America::Denver).date_naive()
}

fn day(offset: i64) -> NaiveDate {
    today() + chrono::Duration::days(offset)
}

fn ago(days: i64) -> DateTime<Utc> {
    chrono_tz::America::Denver.from_local_datetime(&day(-days).and_hms_opt(12, 0, 0).unwrap()).single().unwrap().with_timezone(&Utc)
}

async fn seed_scorecard(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let demand = |case_id, demand_id, days: i64| CaseEvent::DemandSent(DemandSent { case_id, demand_id, kind: "liability".into(), demand_date: day(-days), amount_cents: Some(5_000_000) });
    let review = |case_id, status_id, status_type| CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id, status_id: Some(status_id), status_type, at: ago(1), user_id: None });
    let facts: Vec<(i64, Vec<CaseEvent>)> = vec![
        (880001, vec![demand(880001, 1, 1), review(880001, 1150, 1)]),
        (880002, vec![demand(880002, 2, 3), demand(880002, 3, 20), review(880002, 1152, 1)]),
        (880004, vec![review(880004, 1151, 75)]),
    ];
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (case_id, events) in facts {
        let stream = format!("case-{case_id}");
        let version = store.read_stream(&stream).await.unwrap().len() as i64;
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &stream, ExpectedVersion::Exact(version), &new, &meta).await.unwrap();
    }
    let non_client = |review_id, organization_id, user_id, rating, days: i64| {
        ReviewEvent::NonClientReviewSet(NonClientReviewSet {
            review_id,
            organization_id,
            first_name: "Nora".into(),
            last_name: format!("Nonclient{review_id}"),
            rating,
            date: day(-days),
            team_id: 1,
            user_id,
        })
    };
    let reviews: Vec<(i64, Vec<ReviewEvent>)> = vec![
        (901, vec![non_client(901, 2, 7, 1151, 2)]),
        (902, vec![non_client(902, 2, 7, 1150, 20)]),
        (903, vec![non_client(903, 2, 6, 1150, 1), non_client(903, 2, 6, 1152, 1)]),
        (904, vec![non_client(904, 3, 6, 1150, 1)]),
    ];
    for (review_id, events) in reviews {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append(REVIEW_STREAM, &format!("{REVIEW_STREAM}-{review_id}"), ExpectedVersion::Exact(0), &new, &meta).await.unwrap();
    }
}

const SCORECARD: &str = "query($s:NaiveDate!,$e:NaiveDate!,$t:Int){cmScorecard(startDate:$s,endDate:$e,teamId:$t){userId staff fullName team active activeColor \
    cmScore cmScoreColor reviews avgReviewsPerWeek reviewsColor frScore frScoreColor ccScore ccScoreColor ccNotContacted totalDemands avgDemandsPerWeek demandGoal reviewGoal demandsColor}}";

fn row(r: &Value, user_id: i64) -> Value {
    r["data"]["cmScorecard"].as_array().unwrap_or_else(|| panic!("{r}")).iter().find(|x| x["userId"] == user_id).cloned().unwrap_or(Value::Null)
}

fn close(v: &Value, expected: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - expected).abs() < 0.01)
}

async fn scorecard(profile: Profile) {
    let s = Server::start(profile).await;
    seed_inventory(&s).await;
    seed_scorecard(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    s.wait_caught_up().await;
    let period = json!({"s": day(-13).to_string(), "e": day(0).to_string()});

    let r = s.gql(Some(&admin), SCORECARD, period.clone()).await;
    let kelsey = row(&r, 6);
    assert_eq!(
        (kelsey["staff"].clone(), kelsey["fullName"].clone(), kelsey["active"].clone(), kelsey["activeColor"].clone()),
        (json!("KM"), json!("Kelsey Moran"), json!(3), json!("GREEN")),
        "{r}"
    );
    assert!(close(&kelsey["ccScore"], 66.67) && kelsey["ccScoreColor"] == "RED" && kelsey["ccNotContacted"] == 1, "{kelsey}");
    assert!(close(&kelsey["frScore"], 0.0) && kelsey["frScoreColor"] == "RED", "{kelsey}");
    assert_eq!((kelsey["totalDemands"].clone(), kelsey["demandGoal"].clone(), kelsey["demandsColor"].clone()), (json!(2), json!(1.25), json!("ORANGE")));
    assert!(close(&kelsey["avgDemandsPerWeek"], 1.0), "{kelsey}");
    assert_eq!((kelsey["reviews"].clone(), kelsey["reviewsColor"].clone()), (json!(1), json!("GREEN")));
    assert!(close(&kelsey["avgReviewsPerWeek"], 0.5));
    assert!(close(&kelsey["cmScore"], 76.67) && kelsey["cmScoreColor"] == "ORANGE", "{kelsey}");
    let tyler = row(&r, 7);
    assert_eq!(
        (tyler["active"].clone(), tyler["totalDemands"].clone(), tyler["reviews"].clone(), tyler["reviewsColor"].clone(), tyler["demandsColor"].clone()),
        (json!(1), json!(1), json!(2), json!("GREEN"), json!("RED")),
        "{tyler}"
    );
    assert!(close(&tyler["avgReviewsPerWeek"], 1.0), "{tyler}");
    assert!(close(&tyler["ccScore"], 100.0) && close(&tyler["cmScore"], 70.0) && tyler["cmScoreColor"] == "RED", "{tyler}");
    // spec 2 §9 "review goal 0.5 per week" before any set.
    assert_eq!(kelsey["reviewGoal"], json!(0.5));
    scorecard_goals_move_the_figures(&s, &admin, &period).await;
    // Admins see all case managers but the excluded staff codes; attorneys are not on it.
    assert_eq!(row(&r, 5), Value::Null);
    assert!(r["data"]["cmScorecard"].as_array().unwrap().iter().all(|x| x["staff"] != "CS" && x["staff"] != "WDM"));

    // Others: their selected team (one they belong to) or themselves.
    let r = s.gql(Some(&paralegal), SCORECARD, period.clone()).await;
    assert_eq!(r["data"]["cmScorecard"].as_array().map(|a| a.iter().map(|x| x["userId"].clone()).collect::<Vec<_>>()), Some(vec![json!(6)]), "{r}");
    let mut team = period.clone();
    team["t"] = json!(1);
    let r = s.gql(Some(&paralegal), SCORECARD, team).await;
    assert!(row(&r, 7) != Value::Null && row(&r, 6) != Value::Null, "{r}");
    let mut other = period.clone();
    other["t"] = json!(2);
    let r = s.gql(Some(&paralegal), SCORECARD, other).await;
    assert_eq!(r["data"]["cmScorecard"].as_array().map(Vec::len), Some(1), "another team's members are not shown: {r}");
    let r = s.gql(Some(&attorney), SCORECARD, period.clone()).await;
    assert_eq!(row(&r, 5)["active"], 0, "{r}");

    assert_eq!(code(&s.gql(None, SCORECARD, period).await), "UNAUTHENTICATED");
    assert_eq!(code(&s.gql(Some(&admin), SCORECARD, json!({"s": day(0).to_string(), "e": day(-1).to_string()})).await), "BAD_USER_INPUT");
}

async fn scorecard_goals_move_the_figures(s: &Server, admin: &str, period: &Value) {
    let set = "mutation($i:SetGoalsInput!){setGoals(input:$i){version}}";
    let from = day(-13).to_string();
    let before = s.events_count().await;
    for (key, typed) in [("scorecardDemandsPerWeek", "-0.5"), ("scorecardReviewsPerWeek", "half"), ("scorecardTeamDemandsPerWeek", "1.755")] {
        let r = s.gql(Some(admin), set, json!({"i": {"effectiveFrom": from, "values": [{"key": key, "value": typed}]}})).await;
        assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".to_string(), json!(key)), "{typed}: {r}");
    }
    assert_eq!(s.events_count().await, before, "nothing written");
    let r = s.gql(Some(admin), set, json!({"i": {"effectiveFrom": from, "values": [{"key": "scorecardDemandsPerWeek", "value": "0.8"}, {"key": "scorecardReviewsPerWeek", "value": "1"}]}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = s.gql(Some(admin), SCORECARD, period.clone()).await;
    let kelsey = row(&r, 6);
    assert_eq!((kelsey["demandGoal"].clone(), kelsey["reviewGoal"].clone(), kelsey["demandsColor"].clone(), kelsey["reviewsColor"].clone()), (json!(0.8), json!(1.0), json!("GREEN"), json!("RED")), "{kelsey}");
    assert!(close(&kelsey["cmScore"], 81.67) && kelsey["cmScoreColor"] == "ORANGE", "{kelsey}");
    let tyler = row(&r, 7);
    assert_eq!((tyler["demandsColor"].clone(), tyler["reviewsColor"].clone()), (json!("RED"), json!("GREEN")), "{tyler}");
    assert!(close(&tyler["cmScore"], 81.25) && tyler["cmScoreColor"] == "ORANGE", "{tyler}");
    // Back to the spec's goals from the same day (a set on the same date replaces it).
    let r = s.gql(Some(admin), set, json!({"i": {"effectiveFrom": from, "values": [{"key": "scorecardDemandsPerWeek", "value": "1.25"}, {"key": "scorecardReviewsPerWeek", "value": "0.5"}]}})).await;
    assert_eq!(code(&r), "OK", "{r}");
}

#[tokio::test]
async fn scorecard_embedded() {
    scorecard(Profile::Embedded).await;
}

#[tokio::test]
async fn scorecard_distributed() {
    scorecard(Profile::Distributed).await;
}
