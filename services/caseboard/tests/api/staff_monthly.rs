//! The monthly staff tables (spec 3 §2.7 Attorney Stats / Paralegal Stats, §9 goals; spec 2
//! §2 Team dashboard and Team Stats, §9 monthly goals) in both profiles, with the role rules.
//! Figures are checked against the hand-computed fixture below.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo users at scale 0: admin 1, attorney 5 (LS, team 1), paralegal 6 (KM, team 1),
// marketing 8, EMR 10, KNP 11 (both combined into LS), JRT 22 (litigation).
//
// Fixture (period 2026-08-01 .. 2026-09-30), dollars:
// case 931 LS, paralegal 6: fees 100,000 Aug 5 and 90,000 Aug 20; demand Aug 10; settlement Sep 3
// case 932 EMR, paralegal 6: fee 50,000 Sep 9; demand Sep 1
// case 933 KNP:              fee 100,000 Sep 15
// case 934 JRT:              fee 55,000 Aug 1; settlements Aug 4 and Aug 18
// case 935 CS (excluded):    fee 999,999 Aug 2; demand Aug 3
// case 936 MCA (code only):  fee 60,000 Sep 30
//
// Attorney fees, rows by code: JRT, LS (LS + EMR + KNP), MCA; CS left out.
//   JRT (litigation, goal 60,000, medium from 50,000): Aug 55,000 medium; Sep 0 low;
//       average 27,500 low.
//   LS (goal 180,000, medium from 150,000): Aug 190,000 (2 fees) high; Sep 150,000 (2 fees)
//       medium; average 170,000 medium.
//   MCA (litigation): Aug 0 low; Sep 60,000 high.
// Attorney demands: LS Aug 1, Sep 1 (low: high over 17, medium 15–17); CS's left out.
// Attorney settlements: JRT Aug 2 low (litigation medium from 4), LS Sep 1 low.
// Retained (931 Aug 12, 932 Aug 20, 934 Sep 2): LS Aug 2; JRT Sep 1. Settled cases (a case
// once, in the month of its first settlement): JRT Aug 1 (934's two), LS Sep 1 (931).
// File reviews by KM: 2026-09-02T16:00Z and 2026-09-03T05:30Z are both Sep 2 in the firm's
// zone (Denver, UTC-6 in September) → Sep 2: 2, Sep 3: 0.
// Ratings (Sep 5): 931 5 stars (LS) counts; 932 4 stars but an intake review; 933 4 stars then
// removed; 934 3 stars → 'Cases With 4 or 5 Star Reviews': LS 1.
// LS's fee detail for September: 933 (Sep 15, KNP) then 932 (Sep 9, EMR).
// Paralegal 6 (KM): fees Aug 190,000 high (goal 60,000), Sep 50,000 medium (from 50,000);
// demands Aug 1, Sep 1 low (high from 6, medium exactly 4); average fees 120,000 high.

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

fn fee(case_id: i64, fee_id: i64, dollars: i64, date: &str) -> CaseEvent {
    CaseEvent::FeeRecorded(FeeRecorded { case_id, fee_id, amount_cents: dollars * 100, fee_date: d(date), fee_type: Some("Pre-Litigation".into()), shared: false, case_group: Some("Auto".into()), fully_settled: false })
}

fn demand(case_id: i64, demand_id: i64, date: &str) -> CaseEvent {
    CaseEvent::DemandSent(DemandSent { case_id, demand_id, kind: "liability".into(), demand_date: d(date), amount_cents: Some(2_500_000) })
}

fn retained(case_id: i64, date: &str) -> CaseEvent {
    CaseEvent::Retained(CaseRetained { case_id, retained_date: d(date) })
}

fn file_review(case_id: i64, user_id: i64, at: &str) -> CaseEvent {
    CaseEvent::TouchRecorded(CaseTouchRecorded { case_id, kind: "file_review".into(), at: at.parse().unwrap(), user_id: Some(user_id), note: None })
}

fn rating(case_id: i64, status_id: Option<i64>, status_type: i64) -> CaseEvent {
    CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id, status_id, status_type, at: "2026-09-05T18:00:00Z".parse().unwrap(), user_id: Some(6) })
}

fn settlement(case_id: i64, settlement_id: i64, date: &str) -> CaseEvent {
    CaseEvent::SettlementRecorded(SettlementRecorded {
        case_id,
        settlement_id,
        settlement_type: Some("Liability".into()),
        insurance_type: Some("BI".into()),
        amount_cents: 9_000_000,
        attorney_fee_cents: 3_000_000,
        referral_fee_cents: 0,
        fees_taken_cents: 0,
        market: None,
        settlement_date: d(date),
        closing_date: None,
    })
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let t0 = Utc.with_ymd_and_hms(2026, 1, 6, 16, 0, 0).unwrap();
    let cases: [(i64, Option<i64>, &str, Option<i64>, Vec<CaseEvent>); 6] = [
        (931, Some(5), "LS", Some(6), vec![retained(931, "2026-08-12"), file_review(931, 6, "2026-09-02T16:00:00Z"), file_review(931, 6, "2026-09-03T05:30:00Z"), rating(931, Some(1150), 74), fee(931, 1, 100_000, "2026-08-05"), fee(931, 2, 90_000, "2026-08-20"), demand(931, 9311, "2026-08-10"), settlement(931, 1, "2026-09-03")]),
        (932, Some(10), "EMR", Some(6), vec![retained(932, "2026-08-20"), rating(932, Some(1151), 75), fee(932, 1, 50_000, "2026-09-09"), demand(932, 9321, "2026-09-01")]),
        (933, Some(11), "KNP", None, vec![rating(933, Some(1151), 74), rating(933, None, 74), fee(933, 1, 100_000, "2026-09-15")]),
        (934, Some(22), "JRT", None, vec![rating(934, Some(1152), 74), retained(934, "2026-09-02"), fee(934, 1, 55_000, "2026-08-01"), settlement(934, 1, "2026-08-04"), settlement(934, 2, "2026-08-18")]),
        (935, None, "CS", None, vec![fee(935, 1, 999_999, "2026-08-02"), demand(935, 9351, "2026-08-03")]),
        (936, None, "MCA", None, vec![fee(936, 1, 60_000, "2026-09-30")]),
    ];
    for (id, attorney, code, paralegal, facts) in cases {
        let mut events = vec![
            CaseEvent::Opened(CaseOpened {
                case_id: id,
                organization_id: Some(2),
                case_number: Some(format!("SA-{id}")),
                opened_at: t0,
                first_name: "Client".into(),
                last_name: format!("{id}"),
                state: Some("UT".into()),
                office_id: Some(5),
                ..Default::default()
            }),
            CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "attorney".into(), user_id: attorney, staff_code: Some(code.into()) }),
        ];
        if let Some(p) = paralegal {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: id, role: "paralegal".into(), user_id: Some(p), staff_code: None }));
        }
        events.extend(facts);
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store.append("case", &format!("case-{id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const TABLE: &str = "months rows{key label fullName includes litigation cells{month count amount judged level} average averageLevel}";

fn attorney_q(measure: &str) -> String {
    format!("query($o:Int!,$s:NaiveDate!,$e:NaiveDate!){{t:{measure}InPeriodByAttorneyByMonth(organizationId:$o,startDate:$s,endDate:$e){{{TABLE}}}}}")
}

fn detail_q(measure: &str) -> String {
    format!("query($o:Int!,$s:NaiveDate!,$e:NaiveDate!,$a:String!){{t:individual{measure}InPeriodByAttorneyByMonth(organizationId:$o,startDate:$s,endDate:$e,attorney:$a){{caseId caseNumber clientName amount date attorney paralegal}}}}")
}

fn paralegal_q(measure: &str) -> String {
    format!(
        "query($s:NaiveDate!,$e:NaiveDate!,$o:Int,$u:Int,$t:Int,$all:Boolean=false){{t:{measure}InPeriodByParalegalByMonth(startDate:$s,endDate:$e,organizationId:$o,userId:$u,teamId:$t,showAllParalegals:$all){{{TABLE}}}}}"
    )
}

async fn table(s: &Server, token: &str, q: &str, vars: Value) -> Value {
    let mut v = json!({"s": "2026-08-01", "e": "2026-09-30"});
    v.as_object_mut().unwrap().extend(vars.as_object().unwrap().clone());
    s.gql(Some(token), q, v).await
}

fn ok(r: &Value) -> &Value {
    assert_eq!(code(r), "OK", "{r}");
    &r["data"]["t"]
}

fn row<'a>(t: &'a Value, key: &str) -> &'a Value {
    t["rows"].as_array().unwrap().iter().find(|r| r["key"] == key).unwrap_or_else(|| panic!("no row {key} in {t}"))
}

fn cells(r: &Value, field: &str) -> Vec<Value> {
    r["cells"].as_array().unwrap().iter().map(|c| c[field].clone()).collect()
}

async fn monthly_tables(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let marketing = s.login("marketing@caseboard.demo").await;

    // Attorney fees.
    let r = table(&s, &admin, &attorney_q("fees"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(t["months"], json!(["2026-08-01", "2026-09-01"]));
    let labels: Vec<&str> = t["rows"].as_array().unwrap().iter().map(|r| r["label"].as_str().unwrap()).collect();
    assert_eq!(labels, vec!["JRT", "LS", "MCA"], "CS is excluded; EMR and KNP count under LS");
    let ls = row(t, "LS");
    assert_eq!(cells(ls, "amount"), vec![json!(19_000_000), json!(15_000_000)]);
    assert_eq!(cells(ls, "count"), vec![json!(2), json!(2)]);
    assert_eq!(cells(ls, "level"), vec![json!("HIGH"), json!("MEDIUM")]);
    assert_eq!((ls["average"].as_f64(), &ls["averageLevel"]), (Some(17_000_000.0), &json!("MEDIUM")));
    assert_eq!(ls["includes"], json!(["LS", "EMR", "KNP"]));
    assert_eq!(ls["fullName"], "Lauren Sutter");
    assert_eq!(ls["litigation"], false);
    let jrt = row(t, "JRT");
    assert_eq!(cells(jrt, "amount"), vec![json!(5_500_000), json!(0)]);
    assert_eq!(cells(jrt, "level"), vec![json!("MEDIUM"), json!("LOW")]);
    assert_eq!((jrt["average"].as_f64(), &jrt["averageLevel"], &jrt["litigation"]), (Some(2_750_000.0), &json!("LOW"), &json!(true)));
    assert_eq!(cells(row(t, "MCA"), "level"), vec![json!("LOW"), json!("HIGH")]);

    // Demands and settlements.
    let r = table(&s, &admin, &attorney_q("demands"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(t["rows"].as_array().unwrap().len(), 1, "{t}");
    assert_eq!(cells(row(t, "LS"), "count"), vec![json!(1), json!(1)]);
    assert_eq!(cells(row(t, "LS"), "amount"), vec![Value::Null, Value::Null]);
    assert_eq!(cells(row(t, "LS"), "level"), vec![json!("LOW"), json!("LOW")]);
    let r = table(&s, &admin, &attorney_q("settlements"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(cells(row(t, "JRT"), "count"), vec![json!(2), json!(0)]);
    assert_eq!(cells(row(t, "LS"), "count"), vec![json!(0), json!(1)]);

    // Detail of one cell, newest first; combined codes bring their members; CS has none.
    let r = table(&s, &admin, &detail_q("Fees"), json!({"o": 2, "s": "2026-09-01", "e": "2026-09-30", "a": "LS"})).await;
    let rows = ok(&r).as_array().unwrap().clone();
    assert_eq!(rows.iter().map(|r| r["caseId"].as_i64().unwrap()).collect::<Vec<_>>(), vec![933, 932]);
    assert_eq!(rows[0], json!({"caseId": 933, "caseNumber": "SA-933", "clientName": "Client 933", "amount": 10_000_000, "date": "2026-09-15", "attorney": "KNP", "paralegal": "Unknown"}));
    assert_eq!(rows[1]["paralegal"], "KM");
    let r = table(&s, &admin, &detail_q("Fees"), json!({"o": 2, "a": "CS"})).await;
    assert_eq!(ok(&r), &json!([]), "CS is excluded from detail lists");
    let r = table(&s, &admin, &detail_q("Demands"), json!({"o": 2, "s": "2026-08-01", "e": "2026-08-31", "a": "LS"})).await;
    assert_eq!(ok(&r).as_array().unwrap().len(), 1);

    // Inventory statistics: retained and settled cases by attorney by month (no goals).
    let q = |f: &str| format!("query($o:Int!,$s:NaiveDate!,$e:NaiveDate!){{t:{f}(organizationId:$o,startDate:$s,endDate:$e){{{TABLE}}}}}");
    let r = table(&s, &admin, &q("retainedCasesInPeriodByAttorneyByMonth"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(cells(row(t, "LS"), "count"), vec![json!(2), json!(0)]);
    assert_eq!(cells(row(t, "JRT"), "count"), vec![json!(0), json!(1)]);
    assert_eq!(cells(row(t, "LS"), "level"), vec![Value::Null, Value::Null]);
    assert_eq!(row(t, "LS")["averageLevel"], Value::Null);
    let r = table(&s, &admin, &q("settledCasesInPeriodByAttorneyByMonth"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(cells(row(t, "JRT"), "count"), vec![json!(1), json!(0)]);
    assert_eq!(cells(row(t, "LS"), "count"), vec![json!(0), json!(1)]);
    assert_eq!(code(&table(&s, &attorney, &q("settledCasesInPeriodByAttorneyByMonth"), json!({"o": 2})).await), "FORBIDDEN");

    // Bad periods: a clear code and field.
    let r = table(&s, &admin, &attorney_q("fees"), json!({"o": 2, "s": "2026-09-01", "e": "2099-12-31"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "a period past ten years");
    let r = table(&s, &admin, &attorney_q("fees"), json!({"o": 2, "e": "2026-08-01", "s": "2026-09-01"})).await;
    assert_eq!(r["errors"][0]["extensions"]["field"], "endDate", "{r}");

    // Paralegal tables: the organization (admin) and the team page.
    let r = table(&s, &admin, &paralegal_q("fees"), json!({"o": 2})).await;
    let t = ok(&r);
    assert_eq!(t["rows"].as_array().unwrap().len(), 1);
    let km = row(t, "6");
    assert_eq!((km["label"].as_str(), km["fullName"].as_str()), (Some("KM"), Some("Kelsey Moran")));
    assert_eq!(cells(km, "amount"), vec![json!(19_000_000), json!(5_000_000)]);
    assert_eq!(cells(km, "level"), vec![json!("HIGH"), json!("MEDIUM")]);
    assert_eq!((km["average"].as_f64(), &km["averageLevel"]), (Some(12_000_000.0), &json!("HIGH")));
    // The paralegal's own team page (team 1), and the attorney on the same team.
    for (token, user) in [(&paralegal, 6), (&attorney, 5)] {
        let r = table(&s, token, &paralegal_q("demands"), json!({"u": user})).await;
        let km = row(ok(&r), "6");
        assert_eq!(cells(km, "count"), vec![json!(1), json!(1)]);
        assert_eq!(cells(km, "level"), vec![json!("LOW"), json!("LOW")]);
    }
    let r = s
        .gql(Some(&paralegal), "query{t:individualFeesInPeriodByParalegalByMonth(startDate:\"2026-08-01\",endDate:\"2026-08-31\",paralegalId:6,userId:6){caseId amount}}", json!({}))
        .await;
    assert_eq!(ok(&r), &json!([{"caseId": 931, "amount": 9_000_000}, {"caseId": 931, "amount": 10_000_000}]));
    // Admin: any team, or all paralegals; the admin's own page (no team) is every paralegal's.
    assert_eq!(ok(&table(&s, &admin, &paralegal_q("fees"), json!({"u": 1})).await)["rows"].as_array().unwrap().len(), 1);
    let r = table(&s, &marketing, &paralegal_q("fees"), json!({"u": 8})).await;
    let rows = ok(&r)["rows"].as_array().unwrap().clone();
    assert_eq!((rows.len(), &rows[0]["key"]), (1, &json!("8")), "a non-admin without a team sees themselves");
    assert_eq!(code(&table(&s, &admin, &paralegal_q("fees"), json!({"u": 1, "t": 1})).await), "OK");
    assert_eq!(ok(&table(&s, &admin, &paralegal_q("fees"), json!({"u": 1, "all": true})).await)["rows"].as_array().unwrap().len(), 1);

    // Team Inventory (spec 2 §2): KM's two cases (931, 932; opened, no status yet → No Status),
    // hidden by Show Active Only (spec 2 §9 "hides No Status, Closed, Referred Out, Settled").
    let inv = "query($u:Int!,$a:Boolean!,$all:Boolean=false){t:teamInventoryTotals(userId:$u,activeOnly:$a,showAllParalegals:$all){paralegalId paralegal fullName stage total}}";
    let r = s.gql(Some(&paralegal), inv, json!({"u": 6, "a": false})).await;
    let km: Vec<&Value> = ok(&r).as_array().unwrap().iter().filter(|t| t["paralegalId"] == 6).collect();
    assert_eq!(km.iter().map(|t| t["total"].as_i64().unwrap()).sum::<i64>(), 2, "{r}");
    assert_eq!(km[0]["paralegal"], "KM");
    let r = s.gql(Some(&paralegal), inv, json!({"u": 6, "a": true})).await;
    assert!(ok(&r).as_array().unwrap().iter().all(|t| t["paralegalId"] != 6 || t["stage"] != "No Status"), "{r}");
    assert_eq!(code(&s.gql(Some(&paralegal), inv, json!({"u": 6, "a": true, "all": true})).await), "FORBIDDEN");

    let fr = "query($u:Int!,$s:NaiveDate!,$e:NaiveDate!){t:teamFileReviewsByDay(userId:$u,startDate:$s,endDate:$e){day userId person total}}";
    let r = s.gql(Some(&paralegal), fr, json!({"u": 6, "s": "2026-09-01", "e": "2026-09-03"})).await;
    let km: Vec<(String, i64)> = ok(&r).as_array().unwrap().iter().filter(|p| p["userId"] == 6).map(|p| (p["day"].as_str().unwrap().to_string(), p["total"].as_i64().unwrap())).collect();
    assert_eq!(km, vec![("2026-09-01".into(), 0), ("2026-09-02".into(), 2), ("2026-09-03".into(), 0)], "{r}");
    assert_eq!(code(&s.gql(Some(&paralegal), fr, json!({"u": 6, "s": "2026-09-03", "e": "2026-09-01"})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&paralegal), fr, json!({"u": 1, "s": "2026-09-01", "e": "2026-09-03"})).await), "FORBIDDEN");

    let stars = "query($u:Int!,$s:NaiveDate!,$e:NaiveDate!){t:total_4_and_5_star_reviews_by_attorney_in_period(userId:$u,startDate:$s,endDate:$e){attorney total}}";
    let r = s.gql(Some(&paralegal), stars, json!({"u": 6, "s": "2026-09-01", "e": "2026-09-30"})).await;
    assert_eq!(ok(&r), &json!([{"attorney": "LS", "total": 1}]));
    let r = s.gql(Some(&paralegal), stars, json!({"u": 6, "s": "2026-09-06", "e": "2026-09-30"})).await;
    assert_eq!(ok(&r), &json!([]));

    // Role rules: Attorney Stats is the organization's Staff area (admin).
    for token in [&attorney, &paralegal, &marketing] {
        assert_eq!(code(&table(&s, token, &attorney_q("fees"), json!({"o": 2})).await), "FORBIDDEN");
        assert_eq!(code(&table(&s, token, &detail_q("Fees"), json!({"o": 2, "a": "LS"})).await), "FORBIDDEN");
        assert_eq!(code(&table(&s, token, &paralegal_q("fees"), json!({"o": 2})).await), "FORBIDDEN");
    }
    assert_eq!(code(&table(&s, &admin, &attorney_q("fees"), json!({"o": 3})).await), "FORBIDDEN", "another organization");
    assert_eq!(code(&table(&s, &paralegal, &paralegal_q("fees"), json!({"u": 6, "all": true})).await), "FORBIDDEN", "Show all paralegals is admin's");
    assert_eq!(code(&table(&s, &paralegal, &paralegal_q("fees"), json!({"u": 1})).await), "FORBIDDEN", "another team's page");
    assert_eq!(code(&table(&s, &admin, &paralegal_q("fees"), json!({"u": 1, "t": 999})).await), "BAD_USER_INPUT");
    assert_eq!(code(&table(&s, &admin, &paralegal_q("fees"), json!({})).await), "BAD_USER_INPUT");
    // A date written into the document that is no date is the caller's input, whatever its place.
    let literal = "{t:retainedCasesInPeriodByAttorneyByMonth(organizationId:2,startDate:\"2026-02-30\",endDate:\"2026-03-31\"){months}}";
    assert_eq!(code(&s.gql(Some(&admin), literal, json!({})).await), "BAD_USER_INPUT");
    assert_eq!(code(&table(&s, &admin, &q("retainedCasesInPeriodByAttorneyByMonth"), json!({"o": 2, "s": "08/01/2026"})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(None, &attorney_q("fees"), json!({"o": 2, "s": "2026-08-01", "e": "2026-09-30"})).await), "UNAUTHENTICATED");

    // Issue 14: a raised attorney fee goal from 1 September (200,000, medium from 170,000)
    // leaves August judged by the goal it had: LS's $190,000 stays high in August; September's
    // $150,000 is now low; the average $170,000 is judged by the latest goals: medium.
    let set = "mutation($i:SetGoalsInput!){setGoals(input:$i){version}}";
    let values = json!([{"key": "attorneyFees", "value": "200000"}, {"key": "attorneyFeesMedium", "value": "170000"}]);
    assert_eq!(code(&s.gql(Some(&admin), set, json!({"i": {"effectiveFrom": "2026-09-01", "values": values}})).await), "OK");
    let r = table(&s, &admin, &attorney_q("fees"), json!({"o": 2})).await;
    let ls = row(ok(&r), "LS");
    assert_eq!(cells(ls, "level"), vec![json!("HIGH"), json!("LOW")]);
    assert_eq!(ls["averageLevel"], "MEDIUM");
}

#[tokio::test]
async fn staff_monthly_embedded() {
    monthly_tables(Profile::Embedded).await;
}

#[tokio::test]
async fn staff_monthly_distributed() {
    monthly_tables(Profile::Distributed).await;
}
