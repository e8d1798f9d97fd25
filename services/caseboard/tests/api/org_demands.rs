//! Organization Demands and Overdue (spec 3 §2.5): `allDemandsInPeriod` and `overdueDemands`
//! in both profiles, figures against the hand-computed fixture below, and the admin rule.

use chrono::{Duration, NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo users at scale 0: admin 1, LS 5 and paralegal 6 (team 1 "Sandy"), EMR 10, JRT 22
// (not in team 1). Offices: Sandy 5, Meridian 7.
//
// Demands, period 2026-10-01 .. 2026-11-30:
//   case 951 LS, paralegal 6, Sandy:  liability 2026-10-05, uim 2026-11-03
//   case 952 JRT, Meridian:           liability 2026-11-10
//   case 953 EMR, no office (Other):  liability 2026-09-30 (outside)
// Show All: 3 demands; 2 months → 1.5 a month; weeks Sep 28 .. Nov 30 = 10 → 0.3 a week;
// months Oct 1, Nov 2; attorneys LS 2, JRT 1; paralegals Unassigned 1 + paralegal 6's code 2.
// Team 1 (no Show All): 951's two. Office Meridian: 952's one.
//
// Overdue (cases in Demand Prep now): 951 for 70 days, 952 for 10 days, 954 (LS) for 100 days.
// Show All: 3 in prep, 2 overdue (954, 951) → 66.7 %. Team 1: 951 and 954 → 2 of 2 = 100.0 %.

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2026, 1, 6, 16, 0, 0).unwrap();
    let now = Utc::now();
    // (case, attorney, paralegal, office, demands, days in Demand Prep)
    let cases: [(i64, (i64, &str), Option<i64>, Option<i64>, Vec<(&str, &str)>, Option<i64>); 4] = [
        (951, (5, "LS"), Some(6), Some(5), vec![("liability", "2026-10-05"), ("uim", "2026-11-03")], Some(70)),
        (952, (22, "JRT"), None, Some(7), vec![("liability", "2026-11-10")], Some(10)),
        (953, (10, "EMR"), None, None, vec![("liability", "2026-09-30")], None),
        (954, (5, "LS"), None, Some(5), vec![], Some(100)),
    ];
    for (id, (att, code), paralegal, office, demands, prep) in cases {
        let mut events = vec![
            CaseEvent::Opened(CaseOpened { case_id: id, organization_id: Some(2), opened_at: t0, first_name: "Demand".into(), last_name: format!("{id}"), office_id: office, state: Some("UT".into()), case_type: Some("MVA".into()), ..Default::default() }),
            CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "attorney".into(), user_id: Some(att), staff_code: Some(code.into()) }),
        ];
        if let Some(p) = paralegal {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "paralegal".into(), user_id: Some(p), staff_code: None }));
        }
        for (i, (kind, date)) in demands.iter().enumerate() {
            events.push(CaseEvent::DemandSent(DemandSent { case_id: id, demand_id: id * 10 + i as i64, kind: kind.to_string(), demand_date: d(date), amount_cents: None }));
        }
        if let Some(days) = prep {
            events.push(CaseEvent::StatusChanged(CaseStatusChanged { case_id: id, status_id: 1100, status_label: "DP - Demand Prep".into(), stage: "Demand Prep".into(), changed_at: now - Duration::days(days) }));
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &Metadata { source: Source::Import, ..Default::default() }).await.unwrap();
    }
    s.wait_caught_up().await;
}

const DEMANDS: &str = "query($all:Boolean=true,$w:Boolean=false,$t:Int,$o:String){allDemandsInPeriod(startDate:\"2026-10-01\",endDate:\"2026-11-30\",showAll:$all,byWeek:$w,teamId:$t,office:$o){\
    total average byWeek teamName byPeriod{label count} byAttorney{label count} byParalegal{label count} officeOptions \
    demands{caseId clientName type attorney paralegal office demandDate}}}";
const OVERDUE: &str = "query($all:Boolean=true,$t:Int){overdueDemands(showAll:$all,teamId:$t){overdue inPrep percentOverdue teamName byAttorney{label count} \
    demands{caseId clientName type attorney office state prepDays}}}";

fn ok<'a>(r: &'a Value, field: &str) -> &'a Value {
    assert_eq!(code(r), "OK", "{r}");
    &r["data"][field]
}

async fn demands(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;

    let r = s.gql(Some(&admin), DEMANDS, json!({})).await;
    let rep = ok(&r, "allDemandsInPeriod");
    assert_eq!((rep["total"].clone(), rep["average"].clone()), (json!(3), json!(1.5)));
    assert_eq!(rep["byPeriod"], json!([{"label": "2026-10-01", "count": 1}, {"label": "2026-11-01", "count": 2}]));
    assert_eq!(rep["byAttorney"], json!([{"label": "LS", "count": 2}, {"label": "JRT", "count": 1}]));
    assert_eq!(rep["byParalegal"].as_array().unwrap().len(), 2);
    assert_eq!(rep["byParalegal"][1], json!({"label": "Unassigned", "count": 1}));
    assert_eq!(rep["officeOptions"][0], "All Markets");
    let dates: Vec<&str> = rep["demands"].as_array().unwrap().iter().map(|x| x["demandDate"].as_str().unwrap()).collect();
    assert_eq!(dates, vec!["2026-11-10", "2026-11-03", "2026-10-05"], "newest first");
    assert_eq!(rep["demands"][0], json!({"caseId": 952, "clientName": "Demand 952", "type": "Liability Demand", "attorney": "JRT", "paralegal": null, "office": "Meridian", "demandDate": "2026-11-10"}));
    assert_eq!(rep["demands"][1]["type"], "UIM Demand");

    let r = s.gql(Some(&admin), DEMANDS, json!({"w": true})).await;
    let rep = ok(&r, "allDemandsInPeriod");
    assert_eq!((rep["average"].clone(), rep["byPeriod"].as_array().unwrap().len()), (json!(0.3), 10));
    assert_eq!(rep["byPeriod"][1], json!({"label": "2026-10-05", "count": 1}));

    let r = s.gql(Some(&admin), DEMANDS, json!({"all": false, "t": 1})).await;
    let rep = ok(&r, "allDemandsInPeriod");
    let ids: Vec<i64> = rep["demands"].as_array().unwrap().iter().map(|x| x["caseId"].as_i64().unwrap()).collect();
    assert_eq!((rep["total"].clone(), ids), (json!(2), vec![951, 951]), "team 1 follows its members' cases");
    assert!(rep["teamName"].is_string());
    let r = s.gql(Some(&admin), DEMANDS, json!({"o": "Meridian"})).await;
    assert_eq!(ok(&r, "allDemandsInPeriod")["total"], 1);
    let r = s.gql(Some(&admin), DEMANDS, json!({"o": "Atlantis"})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".into(), json!("office")));
    let r = s.gql(Some(&admin), DEMANDS, json!({"all": false, "t": 999})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");

    let r = s.gql(Some(&admin), OVERDUE, json!({})).await;
    let rep = ok(&r, "overdueDemands");
    assert_eq!((rep["overdue"].clone(), rep["inPrep"].clone(), rep["percentOverdue"].clone()), (json!(2), json!(3), json!(66.7)));
    let ids: Vec<i64> = rep["demands"].as_array().unwrap().iter().map(|x| x["caseId"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![954, 951], "most prep days first");
    let days = rep["demands"][1]["prepDays"].as_i64().unwrap();
    assert!((69..=70).contains(&days), "{days}");
    assert_eq!(rep["demands"][1]["office"], "Sandy");
    assert_eq!(rep["byAttorney"], json!([{"label": "LS", "count": 2}]));
    let r = s.gql(Some(&admin), OVERDUE, json!({"all": false, "t": 1})).await;
    let rep = ok(&r, "overdueDemands");
    assert_eq!((rep["overdue"].clone(), rep["inPrep"].clone(), rep["percentOverdue"].clone()), (json!(2), json!(2), json!(100.0)));

    // spec 3 §2.2: the demands section is an admin screen.
    for who in ["attorney@caseboard.demo", "paralegal@caseboard.demo", "intake-management@caseboard.demo"] {
        let t = s.login(who).await;
        assert_eq!(code(&s.gql(Some(&t), DEMANDS, json!({})).await), "FORBIDDEN", "{who}");
        assert_eq!(code(&s.gql(Some(&t), OVERDUE, json!({})).await), "FORBIDDEN", "{who}");
    }
}

#[tokio::test]
async fn org_demands_embedded() {
    demands(Profile::Embedded).await;
}

#[tokio::test]
async fn org_demands_distributed() {
    demands(Profile::Distributed).await;
}
