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
