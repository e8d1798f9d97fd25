//! The firm's goals as configuration (issue 14; spec 3 §9, 2 §9): the spec's defaults, a
//! change from a chosen date that leaves earlier periods alone, the audit trail, bad input
//! that writes nothing, and who may read and change them — in both profiles.

use serde_json::{json, Value};

use super::harness::*;

const GOALS: &str = "query($d:String){goals(asOf:$d){asOf effectiveFrom version litigationAttorneys effectiveDates \
    entries{key kind value text officeId label} changes{effectiveFrom setBy changed}}}";
const SET: &str = "mutation($i:SetGoalsInput!){setGoals(input:$i){asOf effectiveFrom version entries{key value text} litigationAttorneys}}";

fn entry(goals: &Value, key: &str) -> i64 {
    goals["entries"].as_array().unwrap().iter().find(|e| e["key"] == key).unwrap_or_else(|| panic!("no {key} in {goals}"))["value"].as_i64().unwrap()
}

async fn goals(s: &Server, token: &str, as_of: &str) -> Value {
    let r = s.gql(Some(token), GOALS, json!({"d": as_of})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["goals"].clone()
}

async fn firm_goals(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;

    // Nothing set yet: the spec's values (spec 3 §9).
    let g = goals(&s, &admin, "2026-11-23").await;
    assert_eq!(g["effectiveFrom"], Value::Null);
    assert_eq!(entry(&g, "feesPerBusinessDay"), 10_800_000, "108 000 per business day, in cents");
    assert_eq!(entry(&g, "newCasesPerMonth"), 268);
    assert_eq!(entry(&g, "newCasesByOffice:5"), 122, "Sandy");
    assert_eq!(entry(&g, "demandsByOffice:8"), 74, "Spokane Valley");
    assert_eq!(entry(&g, "weeklyFeesByOffice:7"), 9_172_800, "Boise (Meridian) 91 728");
    assert_eq!(entry(&g, "weeklyFeesByOffice:9"), 0, "other offices 0");
    assert_eq!((entry(&g, "quarterDemands"), entry(&g, "quarterBanked")), (487, 403));
    assert_eq!(g["litigationAttorneys"], json!(["MCA", "JRT", "LCK", "LDM", "LP", "RCS"]));
    // spec 1 §9 / 3 §9 "Retained goal per business day per office: Meridian 1.9, ... Sea-Tac
    // 0.25"; spec 2 §9 "demand goal 1.25 per week (1.75 for one team for non-admin); review
    // goal 0.5 per week": rates in hundredths, shown as typed.
    let text = |key: &str| g["entries"].as_array().unwrap().iter().find(|e| e["key"] == key).map(|e| (e["kind"].clone(), e["value"].clone(), e["text"].clone())).unwrap();
    assert_eq!(text("retainedPerDayByOffice:7"), (json!("rate"), json!(190), json!("1.9")), "Meridian");
    assert_eq!(text("retainedPerDayByOffice:9"), (json!("rate"), json!(25), json!("0.25")), "Sea-Tac");
    assert_eq!(text("retainedPerDayByOffice:13"), (json!("rate"), json!(0), json!("0")), "others 0");
    assert_eq!(
        (text("scorecardDemandsPerWeek").2, text("scorecardTeamDemandsPerWeek").2, text("scorecardReviewsPerWeek").2),
        (json!("1.25"), json!("1.75"), json!("0.5"))
    );

    // Bad input: each refused naming the field, nothing written.
    let before = s.events_count().await;
    for (values, date, field) in [
        (json!([{"key": "quarterDemands", "value": "-5"}]), "2026-10-01", "quarterDemands"),
        (json!([{"key": "averageFee", "value": "lots"}]), "2026-10-01", "averageFee"),
        (json!([{"key": "quarterBanked", "value": "12.5"}]), "2026-10-01", "quarterBanked"),
        (json!([{"key": "noSuchGoal", "value": "1"}]), "2026-10-01", "noSuchGoal"),
        (json!([{"key": "quarterDemands", "value": "500"}]), "10/01/2026", "effectiveFrom"),
        (json!([{"key": "quarterDemands", "value": "500"}]), "2026-02-30", "effectiveFrom"),
    ] {
        let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": date, "values": values}})).await;
        assert_eq!(code(&r), "BAD_USER_INPUT", "{values} {date}: {r}");
        assert_eq!(r["errors"][0]["extensions"]["field"], field, "{r}");
    }
    let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-10-01", "values": [], "litigationAttorneys": ["MCA", "mca"]}})).await;
    assert_eq!(r["errors"][0]["extensions"]["field"], "litigationAttorneys", "{r}");
    assert_eq!(s.events_count().await, before, "nothing written");

    // Other roles cannot change goals; every member reads them.
    let marketing = s.login("marketing@caseboard.demo").await;
    let r = s.gql(Some(&marketing), SET, json!({"i": {"effectiveFrom": "2026-10-01", "values": [{"key": "quarterDemands", "value": "1"}]}})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    assert_eq!(entry(&goals(&s, &marketing, "2026-11-23").await, "quarterDemands"), 487);
    assert_eq!(code(&s.gql(None, GOALS, json!({})).await), "UNAUTHENTICATED");
    let r = s.gql(Some(&admin), "{goals(organizationId: 999){asOf}}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");

    // From 1 October: 500 demands a quarter, $120 000.50 a business day, Sea-Tac 10 new cases.
    let r = s
        .gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-10-01", "values": [
            {"key": "quarterDemands", "value": "500"},
            {"key": "feesPerBusinessDay", "value": "$120,000.50"},
            {"key": "newCasesByOffice:9", "value": "10"},
        ], "litigationAttorneys": ["mca", "JRT", "LCK", "LDM", "LP", "RCS", "ZZ"]}}))
        .await;
    assert_eq!(code(&r), "OK", "{r}");
    let set = &r["data"]["setGoals"];
    assert_eq!(set["effectiveFrom"], "2026-10-01");
    assert_eq!(entry(set, "quarterDemands"), 500);
    assert_eq!(entry(set, "feesPerBusinessDay"), 12_000_050);
    assert_eq!(set["litigationAttorneys"][0], "MCA", "codes upper-cased");
    // A stale form (loaded at version 0) does not overwrite it.
    let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-12-01", "values": [{"key": "quarterBanked", "value": "1"}], "expectedVersion": 0}})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");

    // September keeps the goals it had; November has the new ones, and the change is audited.
    let september = goals(&s, &admin, "2026-09-30").await;
    assert_eq!(entry(&september, "quarterDemands"), 487);
    assert_eq!(entry(&september, "newCasesByOffice:9"), 0);
    let november = goals(&s, &admin, "2026-11-23").await;
    assert_eq!(november["effectiveFrom"], "2026-10-01");
    assert_eq!(entry(&november, "quarterDemands"), 500);
    assert_eq!(entry(&november, "newCasesByOffice:9"), 10);
    assert_eq!(entry(&november, "quarterBanked"), 403, "goals not sent keep their value");
    let change = &november["changes"][0];
    assert_eq!(change["effectiveFrom"], "2026-10-01");
    assert!(change["setBy"].as_str().unwrap().len() > 3, "who changed it: {change}");
    let changed: Vec<&str> = change["changed"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert_eq!(changed.len(), 4, "{changed:?}");
    assert!(changed.contains(&"Quarter goals: Demands per quarter"), "{changed:?}");
    assert!(changed.iter().any(|c| c.starts_with("New cases per month: Sea")), "{changed:?}");

    // A later change from 1 December leaves October and November alone.
    let version = november["version"].as_i64().unwrap();
    let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-12-01", "values": [{"key": "quarterDemands", "value": "520"}], "expectedVersion": version}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(entry(&goals(&s, &admin, "2026-11-30").await, "quarterDemands"), 500);
    let december = goals(&s, &admin, "2026-12-01").await;
    assert_eq!(entry(&december, "quarterDemands"), 520);
    assert_eq!(entry(&december, "feesPerBusinessDay"), 12_000_050, "carried from the October set");
    assert_eq!(december["effectiveDates"], json!(["2026-10-01", "2026-12-01"]));
    // Saving the same goals again records nothing.
    let before = s.events_count().await;
    let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-12-01", "values": [{"key": "quarterDemands", "value": "520"}]}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(s.events_count().await, before);
}

#[tokio::test]
async fn firm_goals_embedded() {
    firm_goals(Profile::Embedded).await;
}

#[tokio::test]
async fn firm_goals_distributed() {
    firm_goals(Profile::Distributed).await;
}

// Quarter goals fixture (spec 3 §2.6), quarter of 2026-11-23 = 2026-10-01 … 2026-12-31:
// Demands: case 884901 liability 2026-09-30 (Q3, not counted), liability 2026-10-05, UIM
//   2026-12-31; case 884902 liability 2026-11-02 → 3 in Q4.
// Settlements: 884901 on 2026-11-02, fee 10 000, taken 10 000 → banked;
//   884902 on 2026-11-03, fee 8 000, taken 0, no closing → not banked (spec 2 §4);
//   884903 two settlements (2026-10-01 and 2026-12-15), both with a closing date → banked, one case;
//   884904 on 2026-09-30 with a closing date → banked, but in Q3.
// → banked cases in Q4 = 2 (884901, 884903). Goals: demands 4 from 2026-10-01 → 3/4 = 75.0 %
//   → warning (60–80 %); banked 403 (default) → 2/403 = 0.5 % → error.
async fn seed_quarter(s: &Server) {
    use chrono::{NaiveDate, TimeZone, Utc};
    use domain::cases::*;
    use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    let demand = |case_id, demand_id, kind: &str, date: &str| CaseEvent::DemandSent(DemandSent { case_id, demand_id, kind: kind.into(), demand_date: d(date), amount_cents: Some(50_000_00) });
    let settlement = |case_id, settlement_id, date: &str, fee: i64, taken: i64, closing: Option<&str>| {
        CaseEvent::SettlementRecorded(SettlementRecorded {
            case_id,
            settlement_id,
            settlement_type: Some("Liability".into()),
            insurance_type: Some("BI".into()),
            amount_cents: fee * 300,
            attorney_fee_cents: fee * 100,
            referral_fee_cents: 0,
            fees_taken_cents: taken * 100,
            market: None,
            settlement_date: d(date),
            closing_date: closing.map(d),
        })
    };
    let cases: Vec<(i64, Vec<CaseEvent>)> = vec![
        (884_901, vec![demand(884_901, 1, "liability", "2026-09-30"), demand(884_901, 2, "liability", "2026-10-05"), demand(884_901, 3, "uim", "2026-12-31"), settlement(884_901, 1, "2026-11-02", 10_000, 10_000, None)]),
        (884_902, vec![demand(884_902, 4, "liability", "2026-11-02"), settlement(884_902, 2, "2026-11-03", 8_000, 0, None)]),
        (884_903, vec![settlement(884_903, 3, "2026-10-01", 5_000, 0, Some("2026-10-20")), settlement(884_903, 4, "2026-12-15", 5_000, 0, Some("2026-12-20"))]),
        (884_904, vec![settlement(884_904, 5, "2026-09-30", 5_000, 5_000, Some("2026-10-02"))]),
    ];
    for (case_id, facts) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: Utc.with_ymd_and_hms(2026, 1, 5, 16, 0, 0).unwrap(),
            first_name: "Quarter".into(),
            last_name: format!("{case_id}"),
            ..Default::default()
        })];
        events.extend(facts);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

async fn quarter_goals(profile: Profile) {
    let s = Server::start(profile).await;
    seed_quarter(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let r = s.gql(Some(&admin), SET, json!({"i": {"effectiveFrom": "2026-10-01", "values": [{"key": "quarterDemands", "value": "4"}]}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    const QUARTER: &str = "query($d:String){quarterGoals(asOf:$d){startDate endDate demands{label actual goal percent level} settlements{label actual goal percent level}}}";
    // Any member sees the firm's quarter (the /goals route has no role list).
    let user = s.login("user@caseboard.demo").await;
    let r = s.gql(Some(&user), QUARTER, json!({"d": "2026-11-23"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let q = &r["data"]["quarterGoals"];
    assert_eq!((q["startDate"].as_str(), q["endDate"].as_str()), (Some("2026-10-01"), Some("2026-12-31")));
    assert_eq!(q["demands"], json!({"label": "4th Quarter Demands", "actual": 3, "goal": 4, "percent": 75.0, "level": "warning"}));
    assert_eq!(q["settlements"], json!({"label": "4th Quarter Settlements", "actual": 2, "goal": 403, "percent": 0.5, "level": "error"}));
    // The third quarter: one demand, one banked case, the default goals (the October set is later).
    let r = s.gql(Some(&admin), QUARTER, json!({"d": "2026-08-01"})).await;
    assert_eq!(r["data"]["quarterGoals"]["demands"]["label"], "3rd Quarter Demands");
    assert_eq!((r["data"]["quarterGoals"]["demands"]["actual"].as_i64(), r["data"]["quarterGoals"]["demands"]["goal"].as_i64()), (Some(1), Some(487)));
    assert_eq!(r["data"]["quarterGoals"]["settlements"]["actual"], 1);
    // The spec's calls behind the bars.
    let r = s.gql(Some(&admin), "{a:totalDemandsInPeriod(startDate:\"2026-10-01\",endDate:\"2026-12-31\") b:bankedCasesInPeriod(startDate:\"2026-09-30\",endDate:\"2026-09-30\")}", json!({})).await;
    assert_eq!((r["data"]["a"].as_i64(), r["data"]["b"].as_i64()), (Some(3), Some(1)), "{r}");
    let r = s.gql(Some(&admin), "{totalDemandsInPeriod(startDate:\"2026-12-31\",endDate:\"2026-10-01\")}", json!({})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT".into(), Some("endDate")), "{r}");
    let r = s.gql(Some(&admin), QUARTER, json!({"d": "yesterday"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(code(&s.gql(None, QUARTER, json!({})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn quarter_goals_embedded() {
    quarter_goals(Profile::Embedded).await;
}

#[tokio::test]
async fn quarter_goals_distributed() {
    quarter_goals(Profile::Distributed).await;
}
