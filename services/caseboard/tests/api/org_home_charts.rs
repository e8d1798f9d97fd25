//! Organization home inventory, retained-case and leads charts (spec 3 §2.3, §7) in both
//! profiles against a hand-computed fixture; the selected team; who may read them.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo staff (CASEBOARD_DEMO_SCALE=0 still seeds the people): attorneys EMR 10, KNP 11 (team 1
// Sandy, group LS with EMR and KNP), LS 5 (team 1), MCA 21 (team 4); paralegal 6 (team 1);
// intake agent 4 (team 5 Intake). All opened at 16:00 UTC (the same day in Denver).
//
// | case   | opened | attorney | status → home stage         | rank | retained | closed | source      | other |
// | 896001 | 03-02  | EMR      | PL 01 → Treating            | A    | 03-03    |        | Ref-Doctors | wanted, agent 4 |
// | 896002 | 03-05  | KNP      | PL 03 → Closed (closed)     |      | 03-10    | 04-20  | Ref-PPC     | wanted |
// | 896003 | 03-25  | LS       | PL 06 → Negotiation         | B    | 04-01    |        | Ref-PPC     | |
// | 896004 | 01-10  | MCA      | PL 10 → Litigation (lit)    | A++  | 02-15    |        | Ref-TV      | |
// | 896005 | 04-01  | MCA      | PL 11 → Settled             | A    | 04-05    | 07-01  | Ref-TV      | |
// | 896006 | 04-08  | —        | REF OUT 1 → Referred Out    |      | 04-10    |        | Ref-PPC     | paralegal 6 |
// | 896007 | 04-09  | EMR      | PL 01 → Treating            |      | 04-12    |        | Ref-PPC     | mass tort, wanted |
// | 896008 | 04-02  | —        | INT 00 (lead, not retained) |      |          |        | Ref-PPC     | wanted, agent 4 |
// | 896009 | 03-20  | —        | INT 00 (lead)               |      |          |        | Ref-PPC     | |
//
// Inventory = the retained cases 896001–896007 (mass torts included: they are cases on hand).
// Grouped, all stages, pre-lit: LS = 896001, 896002, 896003, 896007 = 4 (Closed 1,
//   Negotiation 1, Treating 2; members EMR 2, KNP 1, LS 1); MCA = 896005 = 1 (Settled);
//   Unassigned = 896006 = 1 (Referred Out). Lit: MCA = 896004 = 1.
// Active Only hides 896002 (Closed), 896005 (Settled), 896006 (Referred Out): pre-lit LS 3.
// Detailed, all stages, pre-lit: EMR 2, KNP 1, LS 1, MCA 1, Unassigned 1.
// Ranks, all: A++ (0 pre-lit, 1 lit), A (2, 0), B (1, 0), Unrated - Default (3, 0), others 0.
//   Active Only: A++ (0, 1), A (1, 0), B (1, 0), Unrated - Default (1, 0) = 896007.
// Team 1 (members include EMR, KNP, LS, paralegal 6): 896001, 896002, 896003, 896006, 896007 →
//   grouped pre-lit LS 4, Unassigned 1; lit none.
//
// Retained charts, 3 months ending 2026-04-30 (Feb, Mar, Apr), mass torts left out:
//   retained: Feb 1 (896004), Mar 2 (896001, 896002), Apr 3 (896003, 896005, 896006).
//   net (not closed within 60 days): Feb 1; Mar 1 (896002 closed 04-20 ≤ 03-10 + 60 = 05-09);
//     Apr 3 (896005 closed 07-01 > 04-05 + 60 = 06-04).
//   from Ref-PPC: Feb 0, Mar 1 (896002), Apr 2 (896003, 896006); from Ref-TV: Feb 1, Mar 0, Apr 1.
//   leads opened: Feb 0; Mar 4 (896001, 896002, 896003, 896009), wanted 2 (896001, 896002);
//     Apr 4 (896005, 896006, 896007, 896008), wanted 1 (896008; 896007 is a mass tort).
//   Leads opened on a bound's UTC day (Denver: February starts 07:00 UTC, April and May 06:00):
//     896014 01 Feb 06:59:59 UTC (31 Jan, wanted) none; 896015 01 Feb 07:00 → Feb;
//     896010 01 Apr 03:00 (31 Mar, wanted) → Mar; 896011 01 Apr 07:00 → Apr;
//     896012 01 May 05:59 (30 Apr; wanted, then cleared) → Apr, not wanted; 896013 01 May
//     06:00 (wanted) none. With them: Feb leads 1 (wanted 0), Mar 5 (3), Apr 6 (1).
//   sources: Ref-PPC first, then Ref-Doctors, Ref-TV.
// Team 5 (Intake: agent 4): 896001 and 896008 → retained Mar 1; leads Mar 1 (wanted 1), Apr 1 (wanted 1).
// By office (spec 3 §3 "Retained by month: count, office, ..."): 896001, 896002, 896005 Sandy (5),
//   896003 Spokane Valley (8), 896004 Meridian (7), the others none ("No office", last).
//   Feb: retained and net Meridian 1, from Ref-PPC none. Mar: retained Sandy 2, net Sandy 1
//   (896002 closed within 60 days), from Ref-PPC Sandy 1. Apr: retained and net Sandy 1,
//   Spokane Valley 1, No office 1; from Ref-PPC Spokane Valley 1, No office 1.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    let at = |s: &str| Utc.from_utc_datetime(&d(s).and_hms_opt(16, 0, 0).unwrap());
    let retained = |case_id, date: &str| CaseEvent::Retained(CaseRetained { case_id, retained_date: d(date) });
    let wanted = |case_id, date: &str| CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: Some(d(date)) });
    let closed = |case_id, date: &str| {
        CaseEvent::Closed(CaseClosed { case_id, closed_date: d(date), reason_id: None, reason: "CASE SETTLED".into(), comment: "CASE SETTLED: done".into(), closing_letter_sent: false })
    };
    let staff = |case_id, role: &str, user_id| CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(user_id), staff_code: None });
    let rank = |case_id, id: i64, label: &str| CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: Some(id), rank_label: Some(label.into()) });
    let status = |case_id, id: i64, label: &str, when: &str| {
        CaseEvent::StatusChanged(CaseStatusChanged { case_id, status_id: id, status_label: label.into(), stage: rules::stage_of(label).into(), changed_at: at(when) })
    };
    type Case = (i64, &'static str, &'static str, bool, Vec<CaseEvent>);
    let cases: Vec<Case> = vec![
        (896_001, "2026-03-02", "Ref-Doctors", false, vec![status(896_001, 1059, "PL 01 Medical Management", "2026-03-03"), rank(896_001, 807, "A"), retained(896_001, "2026-03-03"), wanted(896_001, "2026-03-02"), staff(896_001, "attorney", 10), staff(896_001, "agent", 4)]),
        (896_002, "2026-03-05", "Ref-PPC", false, vec![status(896_002, 1061, "PL 03 Demand Preparation", "2026-03-10"), retained(896_002, "2026-03-10"), wanted(896_002, "2026-03-05"), closed(896_002, "2026-04-20"), staff(896_002, "attorney", 11)]),
        (896_003, "2026-03-25", "Ref-PPC", false, vec![status(896_003, 1065, "PL 06 Negotiations", "2026-04-01"), rank(896_003, 1161, "B"), retained(896_003, "2026-04-01"), staff(896_003, "attorney", 5)]),
        (896_004, "2026-01-10", "Ref-TV", false, vec![status(896_004, 1068, "PL 10 UIM Arbitration", "2026-02-15"), rank(896_004, 805, "A++"), retained(896_004, "2026-02-15"), staff(896_004, "attorney", 21)]),
        (896_005, "2026-04-01", "Ref-TV", false, vec![status(896_005, 1069, "PL 11 Incoming Fees", "2026-06-01"), rank(896_005, 807, "A"), retained(896_005, "2026-04-05"), closed(896_005, "2026-07-01"), staff(896_005, "attorney", 21)]),
        (896_006, "2026-04-08", "Ref-PPC", false, vec![status(896_006, 1055, "REF OUT 1 - Pending", "2026-04-10"), retained(896_006, "2026-04-10"), staff(896_006, "paralegal", 6)]),
        (896_007, "2026-04-09", "Ref-PPC", true, vec![status(896_007, 1059, "PL 01 Medical Management", "2026-04-12"), retained(896_007, "2026-04-12"), wanted(896_007, "2026-04-09"), staff(896_007, "attorney", 10)]),
        (896_008, "2026-04-02", "Ref-PPC", false, vec![wanted(896_008, "2026-04-03"), staff(896_008, "agent", 4)]),
        (896_009, "2026-03-20", "Ref-PPC", false, vec![]),
    ];
    for (case_id, opened, source, mass_tort, facts) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: at(opened),
            first_name: "Chart".into(),
            last_name: format!("{case_id}"),
            advertising_source: Some(source.into()),
            status_id: Some(1079),
            status_label: Some("INT 00 - Lead".into()),
            is_mass_tort: mass_tort,
            office_id: match case_id {
                896_001 | 896_002 | 896_005 => Some(5),
                896_003 => Some(8),
                896_004 => Some(7),
                _ => None,
            },
            ..Default::default()
        })];
        events.extend(facts);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    // Leads opened on the UTC day a month's bound falls in: the read model counts UTC days,
    // the charts firm-local (Denver) months. (case, opened UTC, wanted dates set in order)
    let unwanted = |case_id| CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: None });
    let edges: Vec<(i64, &str, Vec<CaseEvent>)> = vec![
        (896_010, "2026-04-01T03:00:00Z", vec![wanted(896_010, "2026-03-31")]),
        (896_011, "2026-04-01T07:00:00Z", vec![]),
        (896_012, "2026-05-01T05:59:00Z", vec![wanted(896_012, "2026-04-30"), unwanted(896_012)]),
        (896_013, "2026-05-01T06:00:00Z", vec![wanted(896_013, "2026-05-01")]),
        (896_014, "2026-02-01T06:59:59Z", vec![wanted(896_014, "2026-01-31")]),
        (896_015, "2026-02-01T07:00:00Z", vec![]),
    ];
    for (case_id, opened, facts) in edges {
        let opened_at = chrono::DateTime::parse_from_rfc3339(opened).unwrap().with_timezone(&Utc);
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at,
            first_name: "Edge".into(),
            last_name: format!("{case_id}"),
            advertising_source: Some("Ref-PPC".into()),
            status_id: Some(1079),
            status_label: Some("INT 00 - Lead".into()),
            ..Default::default()
        })];
        events.extend(facts);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const INVENTORY: &str = "query($o:Int!,$t:Int,$a:Boolean,$g:Boolean){homeInventory(organizationId:$o,teamId:$t,activeOnly:$a,grouped:$g){\
    preLit{attorney total stages{stage total} members{attorney total}} lit{attorney total} ranks{rank preLit lit total}}}";
const RETAINED: &str = "query($o:Int!,$t:Int,$e:NaiveDate!,$m:Int,$s:String){homeRetained(organizationId:$o,teamId:$t,endDate:$e,months:$m,source:$s){\
    source sources months{yearMonth retained netRetained fromSource leads wanted}}}";

const BY_OFFICE: &str = "query($o:Int!,$e:NaiveDate!,$m:Int){homeRetained(organizationId:$o,endDate:$e,months:$m){\
    months{yearMonth retainedByOffice{office count} netRetainedByOffice{office count} fromSourceByOffice{office count}}}}";

fn totals(bars: &Value) -> Vec<(String, i64)> {
    bars.as_array().unwrap().iter().map(|b| (b["attorney"].as_str().unwrap().to_string(), b["total"].as_i64().unwrap())).collect()
}

fn pairs(v: &[(&str, i64)]) -> Vec<(String, i64)> {
    v.iter().map(|(a, n)| (a.to_string(), *n)).collect()
}

async fn inventory(s: &Server, token: &str, team: Option<i64>, active: bool, grouped: bool) -> Value {
    let r = s.gql(Some(token), INVENTORY, json!({"o": 2, "t": team, "a": active, "g": grouped})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["homeInventory"].clone()
}

async fn charts(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let manager = s.login("intake-management@caseboard.demo").await;

    let all = inventory(&s, &manager, None, false, true).await;
    assert_eq!(totals(&all["preLit"]), pairs(&[("LS", 4), ("MCA", 1), ("Unassigned", 1)]), "{all}");
    assert_eq!(all["preLit"][0]["stages"], json!([{"stage": "Closed", "total": 1}, {"stage": "Negotiation", "total": 1}, {"stage": "Treating", "total": 2}]));
    assert_eq!(all["preLit"][0]["members"], json!([{"attorney": "EMR", "total": 2}, {"attorney": "KNP", "total": 1}, {"attorney": "LS", "total": 1}]));
    assert_eq!(totals(&all["lit"]), pairs(&[("MCA", 1)]));
    assert_eq!(
        all["ranks"],
        json!([
            {"rank": "A++", "preLit": 0, "lit": 1, "total": 1}, {"rank": "A+", "preLit": 0, "lit": 0, "total": 0},
            {"rank": "A", "preLit": 2, "lit": 0, "total": 2}, {"rank": "B", "preLit": 1, "lit": 0, "total": 1},
            {"rank": "C", "preLit": 0, "lit": 0, "total": 0}, {"rank": "D", "preLit": 0, "lit": 0, "total": 0},
            {"rank": "Unrated - Default", "preLit": 3, "lit": 0, "total": 3}
        ])
    );
    let active = inventory(&s, &manager, None, true, true).await;
    assert_eq!(totals(&active["preLit"]), pairs(&[("LS", 3)]), "{active}");
    assert_eq!(totals(&active["lit"]), pairs(&[("MCA", 1)]));
    let ranks: Vec<(String, i64)> = active["ranks"].as_array().unwrap().iter().map(|r| (r["rank"].as_str().unwrap().to_string(), r["total"].as_i64().unwrap())).collect();
    assert_eq!(ranks, pairs(&[("A++", 1), ("A+", 0), ("A", 1), ("B", 1), ("C", 0), ("D", 0), ("Unrated - Default", 1)]));
    let detailed = inventory(&s, &manager, None, false, false).await;
    assert_eq!(totals(&detailed["preLit"]), pairs(&[("EMR", 2), ("KNP", 1), ("LS", 1), ("MCA", 1), ("Unassigned", 1)]), "{detailed}");
    let team = inventory(&s, &manager, Some(1), false, true).await;
    assert_eq!(totals(&team["preLit"]), pairs(&[("LS", 4), ("Unassigned", 1)]), "{team}");
    assert_eq!(team["lit"], json!([]));

    let r = s.gql(Some(&manager), RETAINED, json!({"o": 2, "e": "2026-04-30", "m": 3})).await;
    let h = &r["data"]["homeRetained"];
    assert_eq!(h["source"], "Ref-PPC", "{r}");
    assert_eq!(h["sources"], json!(["Ref-PPC", "Ref-Doctors", "Ref-TV"]));
    assert_eq!(
        h["months"],
        json!([
            {"yearMonth": "2026-02", "retained": 1, "netRetained": 1, "fromSource": 0, "leads": 1, "wanted": 0},
            {"yearMonth": "2026-03", "retained": 2, "netRetained": 1, "fromSource": 1, "leads": 5, "wanted": 3},
            {"yearMonth": "2026-04", "retained": 3, "netRetained": 3, "fromSource": 2, "leads": 6, "wanted": 1}
        ])
    );
    let r = s.gql(Some(&manager), BY_OFFICE, json!({"o": 2, "e": "2026-04-30", "m": 3})).await;
    let c = |office: &str, count: i64| json!({"office": office, "count": count});
    assert_eq!(
        r["data"]["homeRetained"]["months"],
        json!([
            {"yearMonth": "2026-02", "retainedByOffice": [c("Meridian", 1)], "netRetainedByOffice": [c("Meridian", 1)], "fromSourceByOffice": []},
            {"yearMonth": "2026-03", "retainedByOffice": [c("Sandy", 2)], "netRetainedByOffice": [c("Sandy", 1)], "fromSourceByOffice": [c("Sandy", 1)]},
            {"yearMonth": "2026-04", "retainedByOffice": [c("Sandy", 1), c("Spokane Valley", 1), c("No office", 1)],
             "netRetainedByOffice": [c("Sandy", 1), c("Spokane Valley", 1), c("No office", 1)], "fromSourceByOffice": [c("Spokane Valley", 1), c("No office", 1)]}
        ]),
        "{r}"
    );
    let r = s.gql(Some(&manager), RETAINED, json!({"o": 2, "e": "2026-04-30", "m": 3, "s": "Ref-TV"})).await;
    let from: Vec<i64> = r["data"]["homeRetained"]["months"].as_array().unwrap().iter().map(|m| m["fromSource"].as_i64().unwrap()).collect();
    assert_eq!(from, vec![1, 0, 1], "{r}");
    let r = s.gql(Some(&manager), RETAINED, json!({"o": 2, "t": 5, "e": "2026-04-30", "m": 3})).await;
    assert_eq!(
        r["data"]["homeRetained"]["months"],
        json!([
            {"yearMonth": "2026-02", "retained": 0, "netRetained": 0, "fromSource": 0, "leads": 0, "wanted": 0},
            {"yearMonth": "2026-03", "retained": 1, "netRetained": 1, "fromSource": 0, "leads": 1, "wanted": 1},
            {"yearMonth": "2026-04", "retained": 0, "netRetained": 0, "fromSource": 0, "leads": 1, "wanted": 1}
        ]),
        "{r}"
    );

    // spec 3 §2.3, §6: admin or intake-management of the organization; bad input changes nothing.
    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(inventory(&s, &admin, None, true, true).await["preLit"], active["preLit"]);
    for who in ["marketing@caseboard.demo", "attorney@caseboard.demo", "intake@caseboard.demo"] {
        let t = s.login(who).await;
        assert_eq!(code(&s.gql(Some(&t), INVENTORY, json!({"o": 2, "a": false, "g": true})).await), "FORBIDDEN", "{who}");
        assert_eq!(code(&s.gql(Some(&t), RETAINED, json!({"o": 2, "e": "2026-04-30", "m": 12})).await), "FORBIDDEN", "{who}");
    }
    assert_eq!(code(&s.gql(Some(&manager), INVENTORY, json!({"o": 3, "a": false, "g": true})).await), "FORBIDDEN");
    let before = s.events_count().await;
    let r = s.gql(Some(&manager), INVENTORY, json!({"o": 2, "t": 999, "a": false, "g": true})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".into(), json!("teamId")), "{r}");
    let r = s.gql(Some(&manager), RETAINED, json!({"o": 2, "e": "2026-04-30", "m": 37})).await;
    assert_eq!((code(&r), r["errors"][0]["extensions"]["field"].clone()), ("BAD_USER_INPUT".into(), json!("months")), "{r}");
    assert_eq!(s.events_count().await, before, "nothing written");
}

#[tokio::test]
async fn org_home_charts_embedded() {
    charts(Profile::Embedded).await;
}

#[tokio::test]
async fn org_home_charts_distributed() {
    charts(Profile::Distributed).await;
}
