//! Open settlements (spec 2 §2 Settlements, §4 not-banked rule, §7 `openSettlements`,
//! `openSettlementsByStaff`) in both profiles, against a hand-computed fixture.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Fixture (dollars). Users: attorney 5 (LS), paralegal 6, JRT 22.
// S1 case 901 LS + paralegal 6, open: $30,000, fee 10,000, referral 0, taken 0, no closing
//    → not banked (0 + 0 < 10,000), 10,000 to bank.
// S2 case 902 JRT, open: $90,000 UIM, fee 30,000, referral 10,000, taken 20,000, no closing
//    → banked (20,000 + 10,000 is not below 30,000); listed (case open).
// S3 case 903 LS, case closed: $15,000, fee 5,000, taken 2,000, no closing → not banked,
//    3,000 to bank; listed although the case is closed.
// S4 case 904 LS, case closed: fee 6,000, taken 6,000, closing 2026-10-01 → not listed.
// S5 case 905 LS, open: recorded open (fee 9,000), then banked with a closing date → banked.
// S6 case 906 LS, closed, then a settlement recorded: fee 4,000, taken 0 → not banked, listed.
// S7 case 907 LS: banked and closed out (fee 2,000, taken 2,000, closing 2026-10-05), the case
//    closed, then reopened → listed again (its case is open), banked.
// S8 case 908 of organization 3 (attorney LS): open, not banked → never organization 2's.
// openSettlements: S1, S2, S3, S5, S6, S7; Fees Not Banked 10,000 + 3,000 + 4,000 = 17,000
// → 1,700,000 cents, 3 not banked.
// By staff LS: S1, S3, S5, S6, S7 (1,700,000 not banked); paralegal 6: S1 (1,000,000).

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

#[allow(clippy::too_many_arguments)]
fn settlement(case_id: i64, id: i64, kind: &str, dollars: i64, fee: i64, referral: i64, taken: i64, closing: Option<&str>) -> CaseEvent {
    CaseEvent::SettlementRecorded(SettlementRecorded {
        case_id,
        settlement_id: id,
        settlement_type: Some(kind.into()),
        insurance_type: Some(if kind == "UIM" { "UIM" } else { "BI" }.into()),
        amount_cents: dollars * 100,
        attorney_fee_cents: fee * 100,
        referral_fee_cents: referral * 100,
        fees_taken_cents: taken * 100,
        market: Some("Utah".into()),
        settlement_date: d("2026-11-02"),
        closing_date: closing.map(d),
    })
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2025, 3, 3, 16, 0, 0).unwrap();
    let closed = |case_id: i64| {
        CaseEvent::Closed(CaseClosed {
            case_id,
            closed_date: d("2026-11-10"),
            reason_id: None,
            reason: "CASE SETTLED - FEES DISBURSED".into(),
            comment: "CASE SETTLED - FEES DISBURSED: done".into(),
            closing_letter_sent: true,
        })
    };
    let cases: [(i64, i64, &str, Vec<CaseEvent>); 8] = [
        (901, 5, "LS", vec![settlement(901, 1, "Liability", 30_000, 10_000, 0, 0, None)]),
        (902, 22, "JRT", vec![settlement(902, 2, "UIM", 90_000, 30_000, 10_000, 20_000, None)]),
        (903, 5, "LS", vec![settlement(903, 3, "Liability", 15_000, 5_000, 0, 2_000, None), closed(903)]),
        (904, 5, "LS", vec![settlement(904, 4, "Liability", 18_000, 6_000, 0, 6_000, Some("2026-10-01")), closed(904)]),
        (905, 5, "LS", vec![settlement(905, 5, "Liability", 27_000, 9_000, 0, 0, None), settlement(905, 5, "Liability", 27_000, 9_000, 0, 9_000, Some("2026-11-20"))]),
        (906, 5, "LS", vec![closed(906), settlement(906, 6, "Liability", 12_000, 4_000, 0, 0, None)]),
        (907, 5, "LS", vec![settlement(907, 7, "Liability", 6_000, 2_000, 0, 2_000, Some("2026-10-05")), closed(907), CaseEvent::Reopened(CaseReopened { case_id: 907 })]),
        (908, 5, "LS", vec![settlement(908, 8, "Liability", 3_000, 1_000, 0, 0, None)]),
    ];
    for (case_id, attorney, code, money) in cases {
        let mut events = vec![
            CaseEvent::Opened(CaseOpened {
                case_id,
                organization_id: Some(if case_id == 908 { 3 } else { 2 }),
                opened_at: t0,
                first_name: "Settle".into(),
                last_name: format!("{case_id}"),
                incident_date: Some(d("2025-02-14")),
                advertising_source: Some("Google".into()),
                ..Default::default()
            }),
            CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "attorney".into(), user_id: Some(attorney), staff_code: Some(code.into()) }),
        ];
        if case_id == 901 {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "paralegal".into(), user_id: Some(6), staff_code: None }));
        }
        events.extend(money);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const FIELDS: &str = "{settlements{settlementId caseId clientName attorney settlementType insType settlement attorneyFee referralFee feesTaken \
    dateCreated incidentDate openingDate market referralSource closingDate notBanked feeNotBanked} feesNotBanked notBankedCount}";

fn ids(r: &Value, field: &str) -> Vec<i64> {
    assert_eq!(code(r), "OK", "{r}");
    r["data"][field]["settlements"].as_array().unwrap().iter().map(|s| s["settlementId"].as_i64().unwrap()).collect()
}

async fn open_settlements(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let marketing = s.login("marketing@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let all = format!("{{openSettlements{FIELDS}}}");
    let mine = format!("{{openSettlementsByStaff{FIELDS}}}");

    let r = s.gql(Some(&admin), &all, json!({})).await;
    let mut listed = ids(&r, "openSettlements");
    listed.sort();
    assert_eq!(listed, vec![1, 2, 3, 5, 6, 7]);
    let o = &r["data"]["openSettlements"];
    assert_eq!(o["feesNotBanked"], 1_700_000);
    assert_eq!(o["notBankedCount"], 3);
    let one = o["settlements"].as_array().unwrap().iter().find(|x| x["settlementId"] == 1).unwrap();
    assert_eq!(
        one,
        &json!({"settlementId": 1, "caseId": 901, "clientName": "Settle 901", "attorney": "LS", "settlementType": "Liability", "insType": "BI",
                "settlement": 3_000_000, "attorneyFee": 1_000_000, "referralFee": 0, "feesTaken": 0, "dateCreated": "2026-11-02",
                "incidentDate": "2025-02-14", "openingDate": "2025-03-03", "market": "Utah", "referralSource": "Google", "closingDate": null,
                "notBanked": true, "feeNotBanked": 1_000_000})
    );
    let two = o["settlements"].as_array().unwrap().iter().find(|x| x["settlementId"] == 2).unwrap();
    assert_eq!((two["notBanked"].as_bool(), two["feeNotBanked"].as_i64()), (Some(false), Some(0)), "taken plus referral equal to the fee");
    let five = o["settlements"].as_array().unwrap().iter().find(|x| x["settlementId"] == 5).unwrap();
    assert_eq!((five["notBanked"].as_bool(), five["closingDate"].as_str()), (Some(false), Some("2026-11-20")), "the later record wins");
    let seven = o["settlements"].as_array().unwrap().iter().find(|x| x["settlementId"] == 7).unwrap();
    assert_eq!((seven["notBanked"].as_bool(), seven["closingDate"].as_str()), (Some(false), Some("2026-10-05")), "listed again once its case reopened");
    assert_eq!(ids(&s.gql(Some(&marketing), &all, json!({})).await, "openSettlements").len(), 6, "marketing sees all");

    // By staff: the viewer's (or acted-as user's) cases as attorney or paralegal.
    let r = s.gql(Some(&attorney), &mine, json!({})).await;
    let mut listed = ids(&r, "openSettlementsByStaff");
    listed.sort();
    assert_eq!(listed, vec![1, 3, 5, 6, 7], "never another organization's case");
    assert_eq!(r["data"]["openSettlementsByStaff"]["feesNotBanked"], 1_700_000);
    assert!(r["data"]["openSettlementsByStaff"]["settlements"].as_array().unwrap().iter().all(|x| x["referralSource"].is_null()), "no Source for attorneys");
    let r = s.gql(Some(&paralegal), &mine, json!({})).await;
    assert_eq!(ids(&r, "openSettlementsByStaff"), vec![1]);
    assert_eq!(r["data"]["openSettlementsByStaff"]["feesNotBanked"], 1_000_000);
    assert_eq!(ids(&s.gql_with(Some(&admin), Some(5), &mine, json!({})).await, "openSettlementsByStaff").len(), 5, "acting as the attorney");
    assert_eq!(ids(&s.gql(Some(&marketing), &mine, json!({})).await, "openSettlementsByStaff").len(), 0);

    // Role rules: Show All is admin and marketing's.
    assert_eq!(code(&s.gql(Some(&attorney), &all, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&paralegal), &all, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, &mine, json!({})).await), "UNAUTHENTICATED");

    paged(&s, &admin, &attorney).await;
}

/// Issue #17: `openSettlementsPage`, the screen's call: the same settlements, narrowed, sorted
/// and paged on the server; the total and Fees Not Banked over every open settlement.
async fn paged(s: &Server, admin: &str, attorney: &str) {
    const PAGE: &str = "query($a:Boolean!,$n:Boolean,$q:String,$s:SettlementSort,$d:Boolean,$o:Int,$f:Int,$all:Boolean){openSettlementsPage(showAll:$a,onlyNotBanked:$n,search:$q,sortBy:$s,descending:$d,offset:$o,first:$f,all:$all){\
        totalCount matchingCount feesNotBanked notBankedCount settlements{settlementId clientName attorney market feeNotBanked}}}";
    let page = |token: &str, v: Value| {
        let token = token.to_string();
        async move { s.gql(Some(&token), PAGE, v).await }
    };
    // Fees (dollars): S1 10,000, S2 30,000, S3 5,000, S5 9,000, S6 4,000, S7 2,000 → by Fee,
    // highest first: 2, 1, 5, 3, 6, 7. Ordered by a figure, the page's rows are read whole.
    let r = page(admin, json!({"a": true, "s": "FEE", "d": true, "f": 2})).await;
    assert_eq!(ids(&r, "openSettlementsPage"), vec![2, 1]);
    let p = &r["data"]["openSettlementsPage"];
    assert_eq!((p["totalCount"].as_i64(), p["matchingCount"].as_i64(), p["feesNotBanked"].as_i64(), p["notBankedCount"].as_i64()), (Some(6), Some(6), Some(1_700_000), Some(3)));
    assert_eq!(p["settlements"][1], json!({"settlementId": 1, "clientName": "Settle 901", "attorney": "LS", "market": "Utah", "feeNotBanked": 1_000_000}));
    assert_eq!(ids(&page(admin, json!({"a": true, "s": "FEE", "d": true, "o": 2, "f": 2})).await, "openSettlementsPage"), vec![5, 3]);
    assert_eq!(ids(&page(admin, json!({"a": true, "s": "FEE", "d": false, "o": 3})).await, "openSettlementsPage"), vec![5, 1, 2]);
    // The first view: newest first (all dated 2026-11-02: then by case).
    assert_eq!(ids(&page(admin, json!({"a": true})).await, "openSettlementsPage"), vec![1, 2, 3, 5, 6, 7]);
    // By a text column (read whole): the client names, case-insensitively with numbers by value.
    assert_eq!(ids(&page(admin, json!({"a": true, "s": "CLIENT", "d": true, "f": 3})).await, "openSettlementsPage"), vec![7, 6, 5]);
    // Only Not Banked narrows what the pager counts, not the total or Fees Not Banked.
    let r = page(admin, json!({"a": true, "n": true})).await;
    assert_eq!(ids(&r, "openSettlementsPage"), vec![1, 3, 6]);
    let p = &r["data"]["openSettlementsPage"];
    assert_eq!((p["totalCount"].as_i64(), p["matchingCount"].as_i64(), p["feesNotBanked"].as_i64()), (Some(6), Some(3), Some(1_700_000)));
    // The search box: any column's text ("UIM" is S2's type), "all" ignores the page size.
    assert_eq!(ids(&page(admin, json!({"a": true, "q": " uim "})).await, "openSettlementsPage"), vec![2]);
    assert_eq!(ids(&page(admin, json!({"a": true, "f": 1, "all": true})).await, "openSettlementsPage"), vec![1, 2, 3, 5, 6, 7]);
    // The attorney's own; Show All and bad pages refused, nothing read.
    assert_eq!(ids(&page(attorney, json!({"a": false})).await, "openSettlementsPage"), vec![1, 3, 5, 6, 7]);
    assert_eq!(code(&page(attorney, json!({"a": true})).await), "FORBIDDEN");
    assert_eq!(code(&page(admin, json!({"a": true, "f": 0})).await), "BAD_USER_INPUT");
    assert_eq!(code(&page(admin, json!({"a": true, "o": -1})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(None, PAGE, json!({"a": false})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn open_settlements_embedded() {
    open_settlements(Profile::Embedded).await;
}

#[tokio::test]
async fn open_settlements_distributed() {
    open_settlements(Profile::Distributed).await;
}
