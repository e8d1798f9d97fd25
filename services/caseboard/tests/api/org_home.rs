//! Organization home top cards (spec 3 §2.3, §9) in both profiles against a hand-computed
//! fixture, and who may read them.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Period October 2026 (past, so today does not cap it): 22 weekdays less Columbus Day (12th)
// = 21 business days. Default goals (spec 3 §9).
// Cases (org 2):
//   884921 Sandy (5): retained 2026-10-05; demand 2026-10-10; fee $12,000 on 2026-10-15.
//   884922 Spokane Valley (8): retained 2026-10-20, closed 2026-10-25; demand 2026-10-31;
//          fee $18,000 on 2026-10-31.
//   884923 Sandy, mass tort: retained 2026-10-06 → not counted (spec 1 §9).
//   884924 Meridian (7): retained 2026-09-30 (before), closed 2026-10-31; demand 2026-11-01
//          (after); fee $5,000 on 2026-11-01 (after).
// Fees: $30,000 = 3 000 000 cents against 108 000 × 21 = $2,268,000 → 1.3 % → error; average
//   $15,000 per fee line against $15,000 → success.
// New cases: 2 (Sandy 1, Spokane Valley 1) against 268 → error; office goals Sandy 122,
//   Spokane Valley 92, Meridian 54 (whole month) — Meridian listed with 0.
//   884925 Sandy: a lead never retained, closed 2026-10-12 → not in the inventory's closed.
//   884926 Sandy, mass tort: retained 2026-08-03, closed 2026-10-14 → not counted either.
// Demands: 2 (Sandy 1, Spokane Valley 1) against 216. Inventory: retained 2, closed 2 (884922,
//   884924) → flat.
//
// Teams (spec 3 §2.3: the selected team's cases, those any of whose staff is a member): 884921
// attorney EMR (10) and 884923 attorney EMR → team 1 (Sandy); 884922 attorney MCA (21) and
// 884924 attorney MCA → team 4; 884925 and 884926 have no staff, so no team. Team 1: fees
// $12,000 = 1 200 000 (0.5 %, error), average 1 200 000 of 1 500 000 = 80 % → primary; new
// cases 1 (Sandy 1); demands 1 (Sandy 1); inventory retained 1, closed 0 → up +1. Team 4: fees
// 1 800 000, average 120 % → success; new cases 1 (Spokane Valley 1); demands 1; retained 1,
// closed 2 (884922, 884924) → down −1. Team 5 (Intake) has none of these cases: every figure 0.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    let retained = |case_id, date: &str| CaseEvent::Retained(CaseRetained { case_id, retained_date: d(date) });
    let demand = |case_id, demand_id, date: &str| CaseEvent::DemandSent(DemandSent { case_id, demand_id, kind: "liability".into(), demand_date: d(date), amount_cents: None });
    let fee = |case_id, fee_id, dollars: i64, date: &str| {
        CaseEvent::FeeRecorded(FeeRecorded { case_id, fee_id, amount_cents: dollars * 100, fee_date: d(date), fee_type: None, shared: false, case_group: None, fully_settled: false })
    };
    let closed = |case_id, date: &str| {
        CaseEvent::Closed(CaseClosed { case_id, closed_date: d(date), reason_id: None, reason: "CASE SETTLED".into(), comment: "CASE SETTLED: done".into(), closing_letter_sent: false })
    };
    let attorney = |case_id, user_id| CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "attorney".into(), user_id: Some(user_id), staff_code: None });
    let cases: Vec<(i64, i64, bool, Vec<CaseEvent>)> = vec![
        (884_921, 5, false, vec![attorney(884_921, 10), retained(884_921, "2026-10-05"), demand(884_921, 1, "2026-10-10"), fee(884_921, 1, 12_000, "2026-10-15")]),
        (884_922, 8, false, vec![attorney(884_922, 21), retained(884_922, "2026-10-20"), closed(884_922, "2026-10-25"), demand(884_922, 2, "2026-10-31"), fee(884_922, 2, 18_000, "2026-10-31")]),
        (884_923, 5, true, vec![attorney(884_923, 10), retained(884_923, "2026-10-06")]),
        (884_924, 7, false, vec![attorney(884_924, 21), retained(884_924, "2026-09-30"), closed(884_924, "2026-10-31"), demand(884_924, 3, "2026-11-01"), fee(884_924, 3, 5_000, "2026-11-01")]),
        (884_925, 5, false, vec![closed(884_925, "2026-10-12")]),
        (884_926, 5, true, vec![retained(884_926, "2026-08-03"), closed(884_926, "2026-10-14")]),
    ];
    for (case_id, office, mass_tort, facts) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: Utc.with_ymd_and_hms(2026, 9, 1, 16, 0, 0).unwrap(),
            first_name: "Home".into(),
            last_name: format!("{case_id}"),
            office_id: Some(office),
            is_mass_tort: mass_tort,
            ..Default::default()
        })];
        events.extend(facts);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const CARDS: &str = "query($s:NaiveDate!,$e:NaiveDate!,$o:Int,$t:Int){homeCards(startDate:$s,endDate:$e,organizationId:$o,teamId:$t){businessDays \
    fees{total goal percent level average averageGoal averageLevel} \
    newCases{actual goal level offices{officeId actual goal level}} demands{actual goal level offices{officeId actual goal}} \
    inventory{retained closed difference direction}}}";

fn office(card: &Value, id: i64) -> Value {
    card["offices"].as_array().unwrap().iter().find(|o| o["officeId"] == id).cloned().unwrap_or(Value::Null)
}

async fn home(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;
    let r = s.gql(Some(&manager), CARDS, json!({"s": "2026-10-01", "e": "2026-10-31"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let h = &r["data"]["homeCards"];
    assert_eq!(h["businessDays"], 21);
    assert_eq!(
        h["fees"],
        json!({"total": 3_000_000, "goal": 226_800_000, "percent": 1.3, "level": "error", "average": 1_500_000, "averageGoal": 1_500_000, "averageLevel": "success"})
    );
    assert_eq!((h["newCases"]["actual"].as_i64(), h["newCases"]["goal"].as_f64(), h["newCases"]["level"].as_str()), (Some(2), Some(268.0), Some("error")));
    assert_eq!(office(&h["newCases"], 5), json!({"officeId": 5, "actual": 1, "goal": 122, "level": "error"}));
    assert_eq!(office(&h["newCases"], 8)["goal"], 92);
    assert_eq!(office(&h["newCases"], 7), json!({"officeId": 7, "actual": 0, "goal": 54, "level": "error"}));
    assert_eq!(office(&h["newCases"], 9), Value::Null, "no goal and no case: not listed");
    assert_eq!((h["demands"]["actual"].as_i64(), h["demands"]["goal"].as_f64()), (Some(2), Some(216.0)));
    assert_eq!(office(&h["demands"], 5), json!({"officeId": 5, "actual": 1, "goal": 98}));
    assert_eq!(h["inventory"], json!({"retained": 2, "closed": 2, "difference": 0, "direction": "flat"}));

    // spec 3 §2.3: the cards follow the selected team, in the route's organization.
    let team = |t: i64| json!({"s": "2026-10-01", "e": "2026-10-31", "o": 2, "t": t});
    let r = s.gql(Some(&manager), CARDS, team(1)).await;
    let h = &r["data"]["homeCards"];
    assert_eq!(
        h["fees"],
        json!({"total": 1_200_000, "goal": 226_800_000, "percent": 0.5, "level": "error", "average": 1_200_000, "averageGoal": 1_500_000, "averageLevel": "primary"}),
        "{r}"
    );
    assert_eq!((h["newCases"]["actual"].as_i64(), office(&h["newCases"], 5)["actual"].as_i64(), office(&h["newCases"], 8)["actual"].as_i64()), (Some(1), Some(1), Some(0)));
    assert_eq!((h["demands"]["actual"].as_i64(), office(&h["demands"], 5)["actual"].as_i64()), (Some(1), Some(1)));
    assert_eq!(h["inventory"], json!({"retained": 1, "closed": 0, "difference": 1, "direction": "up"}));
    let r = s.gql(Some(&manager), CARDS, team(4)).await;
    let h = &r["data"]["homeCards"];
    assert_eq!((h["fees"]["total"].as_i64(), h["fees"]["averageLevel"].as_str()), (Some(1_800_000), Some("success")), "{r}");
    assert_eq!((h["newCases"]["actual"].as_i64(), office(&h["newCases"], 8)["actual"].as_i64(), h["demands"]["actual"].as_i64()), (Some(1), Some(1), Some(1)));
    assert_eq!(h["inventory"], json!({"retained": 1, "closed": 2, "difference": -1, "direction": "down"}));
    let r = s.gql(Some(&manager), CARDS, team(5)).await;
    let h = &r["data"]["homeCards"];
    assert_eq!((h["fees"]["total"].as_i64(), h["newCases"]["actual"].as_i64(), h["demands"]["actual"].as_i64()), (Some(0), Some(0), Some(0)), "{r}");
    assert_eq!(h["inventory"], json!({"retained": 0, "closed": 0, "difference": 0, "direction": "flat"}));
    // The organization rule first: another organization is refused whatever the role; a team
    // of another organization is bad input.
    assert_eq!(code(&s.gql(Some(&manager), CARDS, json!({"s": "2026-10-01", "e": "2026-10-31", "o": 3})).await), "FORBIDDEN", "another organization");
    let r = s.gql(Some(&manager), CARDS, team(999)).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("teamId")), "{r}");

    // A configured goal moves the colour: 2 demands against a goal of 2 for October.
    let admin = s.login("admin@caseboard.demo").await;
    let r = s.gql(Some(&admin), "mutation($i:SetGoalsInput!){setGoals(input:$i){version}}", json!({"i": {"effectiveFrom": "2026-10-01", "values": [{"key": "demandsPerMonth", "value": "2"}]}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = s.gql(Some(&admin), CARDS, json!({"s": "2026-10-01", "e": "2026-10-31"})).await;
    assert_eq!(r["data"]["homeCards"]["demands"]["level"], "success", "{r}");
    // Issue 14: past periods keep the goals they had. September and October together: September
    // keeps the spec's 216, October has the new 2 → 218 (not 2 × 2); Sandy 98 + 98.
    let r = s.gql(Some(&admin), CARDS, json!({"s": "2026-09-01", "e": "2026-10-31"})).await;
    let demands = &r["data"]["homeCards"]["demands"];
    assert_eq!((demands["actual"].as_i64(), demands["goal"].as_f64(), demands["level"].as_str()), (Some(2), Some(218.0), Some("error")), "{r}");
    assert_eq!(office(demands, 5)["goal"], 196);

    // spec 3 §2.3: admin or intake-management.
    let marketing = s.login("marketing@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&marketing), CARDS, json!({"s": "2026-10-01", "e": "2026-10-31"})).await), "FORBIDDEN");
    let r = s.gql(Some(&admin), CARDS, json!({"s": "2026-10-31", "e": "2026-10-01"})).await;
    assert_eq!(r["errors"][0]["extensions"]["field"], "endDate", "{r}");
}

#[tokio::test]
async fn org_home_cards_embedded() {
    home(Profile::Embedded).await;
}

#[tokio::test]
async fn org_home_cards_distributed() {
    home(Profile::Distributed).await;
}
