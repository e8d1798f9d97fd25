//! The fees area (spec part 2 §2 Fees, §6 roles; part 3 §2.1, §2.2): `feesInPeriod` per user
//! and per organization, with its filters and role rules, in both profiles. Figures are
//! checked against the hand-computed fixture below.

use chrono::{NaiveDate, TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

// Demo users at scale 0: admin 1 (MH), attorney 5 (LS, team 1 "Sandy"), paralegal 6,
// marketing 8, EMR 10, KNP 11, JRT 22. Offices: Sandy 5, Meridian 7, Spokane Valley 8, Sea-Tac 9,
// Montana 12.
//
// Fixture (period 2026-10-01 .. 2026-11-30), fees in dollars:
// case 801 LS, paralegal 6, Sandy→Utah, UT, Google:  f1 10,000 Oct 5 Auto pre-lit; f2 5,000 Nov 3 Auto FS;
//                                                     f9 7,777 Sep 30 (outside); f10 1 Dec 1 (outside)
// case 802 JRT, Meridian→Boise, ID, Attorney Referral: f3 40,000 Nov 10 Premises Litigation SHARED FS
// case 803 EMR, Spokane Valley→Spokane, WA, Billboard: f4 exactly 2,000 Nov 12 Auto FS
// case 804 LS, no office→Other, UT, Google:            f5 1,200,000 Nov 15 no group→Unspecified Litigation FS
// case 805 no attorney→Unknown, Sea-Tac, WA, TV:       f6 3,000 Oct 20 Dog Bite SHARED FS
// case 806 LS then JRT, Sandy→Utah, UT, Facebook:      f7 6,000 Oct 25 Auto (LS); f8 9,000 Nov 20 Auto Litigation (JRT)
// case 807 KNP, Montana, MT, Google:                   f11 2,500 Nov 21 Trucking; f12 500 Nov 22 Trucking
// case 808 LS, Sandy, UT, Google:                      f13 30,000,000 2025-06-15 Auto (the $30 M check)
//
// Organization, in period: 10 lines, total 1,278,000 → 127,800,000 cents; 7 cases; average
// 1,278,000 / 7 = 182,571.43 → 18,257,143 cents; 7 cases over 2 months = 3.5 a month.
// Groups by total: Unspecified 1,200,000; Premises 40,000; Auto 32,000 (3 cases: 801 15,000,
// 803 2,000, 806 15,000; qualifying 2 — exactly $2,000 does not; normal-range average 15,000;
// litigation 9,000); Dog Bite 3,000; Trucking 3,000 (ties by name).
// LS's own (attorney when recorded, or paralegal): f1, f2, f5, f7 = 1,221,000 → 122,100,000
// cents over 3 cases = 407,000 each; 1.5 a month.
// Exclude shared: 1,278,000 - 40,000 - 3,000 = 1,235,000 over 5 cases.
// Office Utah: 801 15,000 + 806 15,000 = 30,000. State WA: 2,000 + 3,000. Google: 15,000 + 1,200,000 + 3,000.
// Team 1 (Sandy: LS, EMR, WC, CS and staff): groups LS/EMR/KNP and RCS/WC/SSD/PL, CS →
// f1 f2 f4 f5 f7 f11 f12 = 15,000 + 2,000 + 1,200,000 + 6,000 + 3,000 = 1,226,000.

struct Case {
    id: i64,
    attorney: Option<(i64, &'static str)>,
    paralegal: Option<i64>,
    office: Option<i64>,
    state: &'static str,
    source: &'static str,
}

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

fn fee(case_id: i64, fee_id: i64, dollars: i64, date: &str, group: Option<&str>, litigation: bool, shared: bool, fully_settled: bool) -> CaseEvent {
    CaseEvent::FeeRecorded(FeeRecorded {
        case_id,
        fee_id,
        amount_cents: dollars * 100,
        fee_date: d(date),
        fee_type: Some(if litigation { "Litigation" } else { "Pre-Litigation" }.into()),
        shared,
        case_group: group.map(str::to_string),
        fully_settled,
    })
}

fn settlement(case_id: i64, dollars: i64) -> CaseEvent {
    CaseEvent::SettlementRecorded(SettlementRecorded {
        case_id,
        settlement_id: case_id * 10,
        settlement_type: Some("Liability".into()),
        insurance_type: Some("BI".into()),
        amount_cents: dollars * 100,
        attorney_fee_cents: dollars * 100 / 3,
        referral_fee_cents: 0,
        fees_taken_cents: dollars * 100 / 3,
        market: None,
        settlement_date: d("2026-10-01"),
        closing_date: Some(d("2026-11-01")),
    })
}

fn provider(case_id: i64, provider_id: i64, dollars: i64) -> CaseEvent {
    CaseEvent::MedicalProviderSet(MedicalProviderSet {
        case_id,
        provider_id,
        name: format!("Provider {provider_id}"),
        contact_id: None,
        total_cents: dollars * 100,
        paid_cents: 0,
        adjusted_cents: 0,
        balance_cents: dollars * 100,
        is_final: true,
        comments: None,
    })
}

pub async fn seed_fees(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let cases = [
        Case { id: 801, attorney: Some((5, "LS")), paralegal: Some(6), office: Some(5), state: "UT", source: "Google" },
        Case { id: 802, attorney: Some((22, "JRT")), paralegal: None, office: Some(7), state: "ID", source: "Attorney Referral" },
        Case { id: 803, attorney: Some((10, "EMR")), paralegal: None, office: Some(8), state: "WA", source: "Billboard" },
        Case { id: 804, attorney: Some((5, "LS")), paralegal: None, office: None, state: "UT", source: "Google" },
        Case { id: 805, attorney: None, paralegal: None, office: Some(9), state: "WA", source: "TV" },
        Case { id: 806, attorney: Some((5, "LS")), paralegal: None, office: Some(5), state: "UT", source: "Facebook" },
        Case { id: 807, attorney: Some((11, "KNP")), paralegal: None, office: Some(12), state: "MT", source: "Google" },
        Case { id: 808, attorney: Some((5, "LS")), paralegal: None, office: Some(5), state: "UT", source: "Google" },
    ];
    let t0 = Utc.with_ymd_and_hms(2025, 1, 6, 16, 0, 0).unwrap();
    for c in &cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id: c.id,
            organization_id: Some(2),
            case_number: Some(format!("SA-{}", c.id)),
            opened_at: t0,
            first_name: "Client".into(),
            last_name: format!("{}", c.id),
            state: Some(c.state.into()),
            office_id: c.office,
            advertising_source: Some(c.source.into()),
            case_type: Some("MVA".into()),
            ..Default::default()
        })];
        if let Some((user_id, code)) = c.attorney {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: c.id, role: "attorney".into(), user_id: Some(user_id), staff_code: Some(code.into()) }));
        }
        if let Some(p) = c.paralegal {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id: c.id, role: "paralegal".into(), user_id: Some(p), staff_code: None }));
        }
        match c.id {
            801 => events.extend([
                fee(801, 1, 10_000, "2026-10-05", Some("Auto"), false, false, false),
                fee(801, 2, 5_000, "2026-11-03", Some("Auto"), false, false, true),
                fee(801, 9, 7_777, "2026-09-30", Some("Auto"), false, false, false),
                fee(801, 10, 1, "2026-12-01", Some("Auto"), false, false, false),
                settlement(801, 45_000),
                provider(801, 1, 10_000),
                provider(801, 2, 5_000),
            ]),
            802 => events.extend([fee(802, 3, 40_000, "2026-11-10", Some("Premises"), true, true, true), settlement(802, 120_000), provider(802, 1, 40_000)]),
            803 => events.push(fee(803, 4, 2_000, "2026-11-12", Some("Auto"), false, false, true)),
            804 => events.push(fee(804, 5, 1_200_000, "2026-11-15", None, true, false, true)),
            805 => events.push(fee(805, 6, 3_000, "2026-10-20", Some("Dog Bite"), false, true, true)),
            806 => events.extend([
                fee(806, 7, 6_000, "2026-10-25", Some("Auto"), false, false, false),
                CaseEvent::StaffAssigned(StaffAssigned { case_id: 806, role: "attorney".into(), user_id: Some(22), staff_code: Some("JRT".into()) }),
                fee(806, 8, 9_000, "2026-11-20", Some("Auto"), true, false, true),
            ]),
            807 => events.extend([fee(807, 11, 2_500, "2026-11-21", Some("Trucking"), false, false, false), fee(807, 12, 500, "2026-11-22", Some("Trucking"), false, false, true)]),
            808 => events.push(fee(808, 13, 30_000_000, "2025-06-15", Some("Auto"), true, false, true)),
            _ => {}
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store.append("case", &format!("case-{}", c.id), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
}

const FEES: &str = "query($s:NaiveDate!,$e:NaiveDate!,$u:Int,$o:Int,$all:Boolean=true,$x:Boolean=false,$office:String,$state:String,$src:String,$team:Int){\
    feesInPeriod(startDate:$s,endDate:$e,userId:$u,organizationId:$o,showAll:$all,excludeShared:$x,office:$office,state:$state,referralSource:$src,teamId:$team){\
    showsFilters showAll totalFees averageFee totalCases avgCasesPerMonth officeOptions stateOptions referralSourceOptions chartHeight groupPageSize \
    byCaseGroup{caseGroup totalFees feeCount cases averageFee litigationFees sharedFees qualifyingCases normalRangeAverage} \
    byMonth{monthStart caseGroup cases totalFees} \
    lines{caseId feeId clientName attorney referralSource fee caseGroup feeType sharedFee office state feeDate fullySettled}}}";

async fn fees(s: &Server, token: &str, vars: Value) -> Value {
    let mut v = json!({"s": "2026-10-01", "e": "2026-11-30"});
    v.as_object_mut().unwrap().extend(vars.as_object().unwrap().clone());
    s.gql(Some(token), FEES, v).await
}

fn report(r: &Value) -> &Value {
    assert_eq!(code(r), "OK", "{r}");
    &r["data"]["feesInPeriod"]
}

fn total(r: &Value) -> i64 {
    report(r)["totalFees"].as_i64().unwrap()
}

async fn fees_area(profile: Profile) {
    let s = Server::start(profile).await;
    seed_fees(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let marketing = s.login("marketing@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;

    // The organization version (spec 2 §2 organization tabs).
    let r = fees(&s, &admin, json!({"o": 2})).await;
    let org = report(&r);
    assert_eq!(org["totalFees"], 127_800_000);
    assert_eq!(org["totalCases"], 7);
    assert_eq!(org["averageFee"], 18_257_143);
    assert_eq!(org["avgCasesPerMonth"], 3.5);
    assert_eq!(org["chartHeight"], 350);
    assert_eq!(org["groupPageSize"], 10);
    assert_eq!(org["officeOptions"], json!(["All Markets", "Utah", "Boise", "Spokane", "Sea-Tac", "Other", "Wyoming", "Montana", "Colorado", "Oregon"]));
    assert_eq!(org["stateOptions"], json!(["ID", "MT", "UT", "WA"]));
    assert_eq!(org["referralSourceOptions"], json!(["Attorney Referral", "Billboard", "Facebook", "Google", "TV"]));
    let groups: Vec<&str> = org["byCaseGroup"].as_array().unwrap().iter().map(|g| g["caseGroup"].as_str().unwrap()).collect();
    assert_eq!(groups, vec!["Unspecified", "Premises", "Auto", "Dog Bite", "Trucking"]);
    assert_eq!(
        org["byCaseGroup"][2],
        json!({"caseGroup": "Auto", "totalFees": 3_200_000, "feeCount": 5, "cases": 3, "averageFee": 1_066_667, "litigationFees": 900_000,
               "sharedFees": 0, "qualifyingCases": 2, "normalRangeAverage": 1_500_000})
    );
    assert_eq!(org["byCaseGroup"][0]["normalRangeAverage"], 0, "$1.2M is above the normal range");
    assert_eq!(org["byMonth"].as_array().unwrap().len(), 6);
    assert_eq!(org["byMonth"][0], json!({"monthStart": "2026-10-01", "caseGroup": "Auto", "cases": 2, "totalFees": 1_600_000}));
    assert_eq!(org["byMonth"][2], json!({"monthStart": "2026-11-01", "caseGroup": "Auto", "cases": 3, "totalFees": 1_600_000}));
    let lines = org["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0]["feeDate"], "2026-11-22", "newest first");
    let line = |fee_id: i64| lines.iter().find(|l| l["feeId"] == fee_id).unwrap().clone();
    assert_eq!(line(3)["office"], "Boise", "Meridian maps to Boise");
    assert_eq!(line(3)["sharedFee"], true);
    assert_eq!(line(3)["feeType"], "Litigation");
    assert_eq!(line(3)["referralSource"], "Attorney Referral", "admin sees the source");
    assert_eq!(line(4)["office"], "Spokane");
    assert_eq!(line(5)["office"], "Other", "no office");
    assert_eq!(line(5)["caseGroup"], "Unspecified");
    assert_eq!(line(6)["attorney"], "Unknown");
    assert_eq!(line(6)["office"], "Sea-Tac");
    assert_eq!(line(7)["attorney"], "LS", "the attorney when the fee was recorded");
    assert_eq!(line(8)["attorney"], "JRT");
    assert_eq!(line(1)["fullySettled"], false);
    assert_eq!(line(2)["fullySettled"], true);
    assert_eq!(line(1)["clientName"], "Client 801");

    // Per user, admin: Show All on by default is the firm; off with no team is the admin's own.
    assert_eq!(total(&fees(&s, &admin, json!({"u": 1})).await), 127_800_000);
    let own = fees(&s, &admin, json!({"u": 1, "all": false})).await;
    assert_eq!((total(&own), report(&own)["totalCases"].as_i64()), (0, Some(0)));
    // Filters (admin and marketing).
    let x = fees(&s, &admin, json!({"u": 1, "x": true})).await;
    assert_eq!((total(&x), report(&x)["totalCases"].as_i64()), (123_500_000, Some(5)));
    assert_eq!(total(&fees(&s, &marketing, json!({"u": 8, "office": "Utah"})).await), 3_000_000);
    assert_eq!(total(&fees(&s, &marketing, json!({"o": 2, "office": "Other"})).await), 120_000_000);
    assert_eq!(total(&fees(&s, &admin, json!({"o": 2, "office": "All Markets"})).await), 127_800_000);
    assert_eq!(total(&fees(&s, &admin, json!({"o": 2, "state": "WA"})).await), 500_000);
    assert_eq!(total(&fees(&s, &admin, json!({"o": 2, "src": "Google"})).await), 121_800_000);
    // Team filter with Show All off: team 1's attorney groups (spec 2 §6).
    assert_eq!(total(&fees(&s, &admin, json!({"u": 1, "all": false, "team": 1})).await), 122_600_000);
    // Acting as the attorney with Show All off: the attorney's own fees.
    let r = s.gql_with(Some(&admin), Some(5), FEES, json!({"s": "2026-10-01", "e": "2026-11-30", "u": 1, "all": false})).await;
    assert_eq!(total(&r), 122_100_000);

    // The attorney: own fees only (attorney when recorded), no Source, no filters.
    let r = fees(&s, &attorney, json!({"u": 5})).await;
    let mine = report(&r);
    assert_eq!(mine["showsFilters"], false);
    assert_eq!(mine["totalFees"], 122_100_000);
    assert_eq!(mine["totalCases"], 3);
    assert_eq!(mine["averageFee"], 40_700_000);
    assert_eq!(mine["avgCasesPerMonth"], 1.5);
    assert!(mine["lines"].as_array().unwrap().iter().all(|l| l["referralSource"].is_null()), "no Source for attorneys");
    assert_eq!(mine["referralSourceOptions"], json!([]));
    assert_eq!(total(&fees(&s, &attorney, json!({"u": 5, "all": true})).await), 122_100_000, "Show All is not the attorney's");
    // The paralegal: the fees of their cases.
    assert_eq!(total(&fees(&s, &paralegal, json!({"u": 6})).await), 1_500_000);

    // Role rules.
    assert_eq!(code(&fees(&s, &attorney, json!({"u": 5, "office": "Utah"})).await), "FORBIDDEN", "filters are admin and marketing's");
    assert_eq!(code(&fees(&s, &attorney, json!({"u": 5, "x": true})).await), "FORBIDDEN");
    assert_eq!(code(&fees(&s, &attorney, json!({"u": 1})).await), "FORBIDDEN", "another user's fees");
    assert_eq!(code(&fees(&s, &paralegal, json!({"o": 2})).await), "FORBIDDEN", "organization fees: attorney, admin, marketing");
    assert_eq!(total(&fees(&s, &attorney, json!({"o": 2})).await), 127_800_000, "attorneys see the organization tabs");
    assert_eq!(code(&fees(&s, &admin, json!({"o": 3})).await), "FORBIDDEN", "another organization");
    assert_eq!(code(&s.gql(None, FEES, json!({"s": "2026-10-01", "e": "2026-11-30", "o": 2})).await), "UNAUTHENTICATED");

    // Bad input: a clear code and the field.
    let r = fees(&s, &admin, json!({"o": 2, "office": "Meridian"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    assert_eq!(r["errors"][0]["extensions"]["field"], "office", "{r}");
    let r = s.gql(Some(&admin), FEES, json!({"s": "2026-11-30", "e": "2026-10-01", "o": 2})).await;
    assert_eq!(r["errors"][0]["extensions"]["field"], "endDate", "{r}");
    assert_eq!(code(&fees(&s, &admin, json!({"u": 1, "o": 2})).await), "BAD_USER_INPUT");
    assert_eq!(code(&fees(&s, &admin, json!({"o": 2, "team": 999})).await), "BAD_USER_INPUT");

    settled_cases(&s, &admin, &attorney, &paralegal).await;
    fee_comparison(&s, &admin, &attorney, &paralegal).await;
    rate(&s, &admin, &attorney, &paralegal).await;

    // A $30 million total passes exactly (issue 13: past GraphQL's 32-bit Int).
    let big = s.gql(Some(&admin), FEES, json!({"s": "2025-06-01", "e": "2025-06-30", "o": 2})).await;
    assert_eq!(total(&big), 3_000_000_000);
    assert_eq!(report(&big)["lines"][0]["fee"], 3_000_000_000i64);

    no_organization(&s, &admin).await;
}

// A case imported without an organization is the default organization's (2), never another's
// (issue #17: the fee, quarter-goal and home-card reads counted it for every organization).
// March 2024, apart from every other figure here: case 809 (no organization) f14 1,000 fully
// settled Mar 10 and a demand Mar 11; case 810 (organization 3) f15 2,000 fully settled Mar 12.
// Organization 2 (its admin): fees 1,000, one settled case (809), one demand; organization 3
// (the overlord): fees 2,000, one settled case (810), no demand.
async fn no_organization(s: &Server, admin: &str) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let created = domain::organization::OrganizationEvent::Created(domain::organization::OrganizationCreated { organization_id: 3, name: "Other Firm".into() });
    store.append("organization", "organization-3", ExpectedVersion::NoStream, &[NewEvent::from_domain(&created)], &meta).await.unwrap();
    let opened = |case_id: i64, organization_id: Option<i64>| {
        CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id,
            case_number: Some(format!("SA-{case_id}")),
            opened_at: Utc.with_ymd_and_hms(2024, 3, 1, 16, 0, 0).unwrap(),
            first_name: "Client".into(),
            last_name: format!("{case_id}"),
            ..Default::default()
        })
    };
    let demand = CaseEvent::DemandSent(DemandSent { case_id: 809, demand_id: 1, kind: "liability".into(), demand_date: d("2024-03-11"), amount_cents: Some(5_000_000) });
    for (case_id, events) in [
        (809, vec![opened(809, None), fee(809, 14, 1_000, "2024-03-10", Some("Auto"), false, false, true), demand]),
        (810, vec![opened(810, Some(3)), fee(810, 15, 2_000, "2024-03-12", Some("Auto"), false, false, true)]),
    ] {
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
    s.wait_caught_up().await;
    let overlord = s.login("overlord@caseboard.demo").await;
    let march = |o: i64| json!({"s": "2024-03-01", "e": "2024-03-31", "o": o});
    for (token, o, cents, case_id, demands) in [(admin, 2, 100_000, 809, 1), (overlord.as_str(), 3, 200_000, 810, 0)] {
        let r = s.gql(Some(token), FEES, march(o)).await;
        assert_eq!((total(&r), report(&r)["totalCases"].as_i64()), (cents, Some(1)), "organization {o}: {r}");
        let r = s.gql(Some(token), SETTLED, march(o)).await;
        assert_eq!(code(&r), "OK", "{r}");
        let cases: Vec<i64> = r["data"]["fullySettledCasesInPeriod"]["cases"].as_array().unwrap().iter().map(|c| c["caseId"].as_i64().unwrap()).collect();
        assert_eq!(cases, vec![case_id], "organization {o}");
        let r = s.gql(Some(token), HOME_CARDS, march(o)).await;
        assert_eq!(code(&r), "OK", "{r}");
        assert_eq!((r["data"]["homeCards"]["fees"]["total"].as_i64(), r["data"]["homeCards"]["demands"]["actual"].as_i64()), (Some(cents), Some(demands)), "organization {o}: {r}");
    }
}

const HOME_CARDS: &str = "query($s:NaiveDate!,$e:NaiveDate!,$o:Int){homeCards(startDate:$s,endDate:$e,organizationId:$o){fees{total} demands{actual}}}";

// Settled cases (fully-settled fee dated in the period), totals over all the case's lines:
// 801 22,778 pre-lit Auto LS/KM Utah (Nov 3); 802 40,000 lit Premises JRT Boise; 803 2,000
// Auto EMR Spokane (not qualifying); 804 1,200,000 lit Other LS Other; 805 3,000 Dog Bite
// Unknown Sea-Tac; 806 15,000 lit Auto JRT (the settling line's attorney) Utah; 807 3,000
// Trucking KNP Montana (Nov 22). 808 settled in 2025: outside.
// 7 cases, 1,285,778 in all; qualifying 6: average 1,283,778 / 6 = 213,963; normal range
// (22,778 + 40,000 + 3,000 + 15,000 + 3,000) / 5 = 16,755.60; pre-lit (22,778 + 3,000 +
// 3,000) / 3 = 9,592.67; lit (40,000 + 1,200,000 + 15,000) / 3 = 418,333.33.
const SETTLED: &str = "query($s:NaiveDate!,$e:NaiveDate!,$u:Int,$o:Int){fullySettledCasesInPeriod(startDate:$s,endDate:$e,userId:$u,organizationId:$o){\
    totals{cases qualifyingCases litigationCases totalFees averageFee normalRangeAverage preLitigationAverage litigationAverage} \
    byCaseGroup{key totalFees cases} byOffice{key totalFees} byAttorney{key cases totalFees} \
    cases{caseId clientName attorneyName paralegalName office caseGroup litigationStatus totalFees dateSettled}}}";

async fn settled_cases(s: &Server, admin: &str, attorney: &str, paralegal: &str) {
    let q = |token: &str, vars: Value| {
        let mut v = json!({"s": "2026-10-01", "e": "2026-11-30"});
        v.as_object_mut().unwrap().extend(vars.as_object().unwrap().clone());
        let token = token.to_string();
        async move { s.gql(Some(&token), SETTLED, v).await }
    };
    let r = q(admin, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let all = &r["data"]["fullySettledCasesInPeriod"];
    assert_eq!(
        all["totals"],
        json!({"cases": 7, "qualifyingCases": 6, "litigationCases": 3, "totalFees": 128_577_800, "averageFee": 21_396_300,
               "normalRangeAverage": 1_675_560, "preLitigationAverage": 959_267, "litigationAverage": 41_833_333})
    );
    let keys = |v: &Value| v.as_array().unwrap().iter().map(|g| g["key"].as_str().unwrap().to_string()).collect::<Vec<_>>();
    assert_eq!(keys(&all["byCaseGroup"]), vec!["Other", "Premises", "Auto", "Dog Bite", "Trucking"]);
    assert_eq!(all["byCaseGroup"][2]["totalFees"], 3_977_800);
    assert_eq!(keys(&all["byOffice"]), vec!["Other", "Boise", "Utah", "Montana", "Sea-Tac", "Spokane"]);
    let case = |id: i64| all["cases"].as_array().unwrap().iter().find(|c| c["caseId"] == id).unwrap().clone();
    assert_eq!(
        case(801),
        json!({"caseId": 801, "clientName": "Client 801", "attorneyName": "LS", "paralegalName": "KM", "office": "Utah", "caseGroup": "Auto",
               "litigationStatus": "Pre-Litigation", "totalFees": 2_277_800, "dateSettled": "2026-11-03"})
    );
    assert_eq!(case(804)["caseGroup"], "Other", "settled cases default to Other");
    assert_eq!(case(806)["attorneyName"], "JRT");
    assert_eq!(case(806)["litigationStatus"], "Litigation");
    let ids = |r: &Value| {
        assert_eq!(code(r), "OK", "{r}");
        let mut v: Vec<i64> = r["data"]["fullySettledCasesInPeriod"]["cases"].as_array().unwrap().iter().map(|c| c["caseId"].as_i64().unwrap()).collect();
        v.sort();
        v
    };
    assert_eq!(ids(&q(attorney, json!({"u": 5})).await), vec![801, 804]);
    assert_eq!(ids(&q(paralegal, json!({"u": 6})).await), vec![801]);
    assert_eq!(ids(&q(admin, json!({"u": 1})).await).len(), 7, "admin per user: everyone");
    assert_eq!(code(&q(paralegal, json!({"o": 2})).await), "FORBIDDEN");
    assert_eq!(code(&q(paralegal, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&q(attorney, json!({"u": 1})).await), "FORBIDDEN");
    let r = s.gql(Some(admin), SETTLED, json!({"s": "2026-11-30", "e": "2026-10-01"})).await;
    assert_eq!(r["errors"][0]["extensions"]["field"], "endDate", "{r}");
}

// Fee comparison: 801 settled for 45,000 with 15,000 of medical bills (fees 22,778: 50.6 %,
// 3.0x); 802 for 120,000 with 40,000 (fees 40,000: 33.3 %, 3.0x); the others have neither
// (0 %, 0x). LS (801, 804): 2 settlements, average settlement 22,500, average fee
// (22,778 + 1,200,000) / 2 = 611,389, average fee % (50.6 + 0) / 2 = 25.3, average medical
// 7,500, average multiple 1.5.
async fn fee_comparison(s: &Server, admin: &str, attorney: &str, paralegal: &str) {
    let list = "query($s:NaiveDate!,$e:NaiveDate!,$u:Int){feeComparisonInPeriod(startDate:$s,endDate:$e,userId:$u){caseId clientName attorney fees settlements feePercentage totalMedicalBills medicalMultiple}}";
    let avg = "query($s:NaiveDate!,$e:NaiveDate!,$u:Int){feeComparisonAverageInPeriod(startDate:$s,endDate:$e,userId:$u){attorney averageFee averageSettlement totalSettlements averageFeePercentage averageTotalMedicalBills averageMedicalMultiple}}";
    let period = |u: Option<i64>| json!({"s": "2026-10-01", "e": "2026-11-30", "u": u});
    let r = s.gql(Some(admin), list, period(None)).await;
    assert_eq!(code(&r), "OK", "{r}");
    let rows = r["data"]["feeComparisonInPeriod"].as_array().unwrap();
    assert_eq!(rows.len(), 7);
    let row = |id: i64| rows.iter().find(|c| c["caseId"] == id).unwrap().clone();
    assert_eq!(
        row(801),
        json!({"caseId": 801, "clientName": "Client 801", "attorney": "LS", "fees": 2_277_800, "settlements": 4_500_000, "feePercentage": 50.6,
               "totalMedicalBills": 1_500_000, "medicalMultiple": 3.0})
    );
    assert_eq!((row(802)["feePercentage"].as_f64(), row(802)["medicalMultiple"].as_f64()), (Some(33.3), Some(3.0)));
    assert_eq!((row(803)["feePercentage"].as_f64(), row(803)["medicalMultiple"].as_f64()), (Some(0.0), Some(0.0)));
    let r = s.gql(Some(attorney), avg, period(Some(5))).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(
        r["data"]["feeComparisonAverageInPeriod"],
        json!([{"attorney": "LS", "averageFee": 61_138_900, "averageSettlement": 2_250_000, "totalSettlements": 2, "averageFeePercentage": 25.3,
                "averageTotalMedicalBills": 750_000, "averageMedicalMultiple": 1.5}])
    );
    let r = s.gql(Some(admin), avg, period(None)).await;
    let attorneys: Vec<&str> = r["data"]["feeComparisonAverageInPeriod"].as_array().unwrap().iter().map(|a| a["attorney"].as_str().unwrap()).collect();
    assert_eq!(attorneys, vec!["EMR", "JRT", "KNP", "LS", "Unknown"]);
    assert_eq!(code(&s.gql(Some(paralegal), list, period(Some(6))).await), "FORBIDDEN", "Fee Comparison: attorney, admin, marketing");
    assert_eq!(code(&s.gql(Some(attorney), list, period(Some(1))).await), "FORBIDDEN");
}

// Rate: every case opened 2025-01-06 (no retained date), type MVA. LS settled 801 on Nov 3 (666
// days) and 804 on Nov 15 (678 days): 672 days = 22.1 months, average fee 611,389, rate
// 611,389 / (672 / 30.44) = 27,694.5 (green). JRT: 802 Nov 10 (673 days), 806 Nov 20 (683):
// 678 days, 22.3 months, average 27,500, rate 1,234.7 (green). EMR: 2,000 over 675 days: 90.2 (red).
async fn rate(s: &Server, admin: &str, attorney: &str, paralegal: &str) {
    let q = "query($s:NaiveDate!,$e:NaiveDate!,$u:Int){rateByYearByAttorneyByType(startDate:$s,endDate:$e,userId:$u){year caseType attorney avgTodDays avgTodMonths totalCases avgFees rate green}}";
    let r = s.gql(Some(attorney), q, json!({"s": "2026-10-01", "e": "2026-11-30", "u": 5})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(
        r["data"]["rateByYearByAttorneyByType"],
        json!([{"year": 2026, "caseType": "MVA", "attorney": "LS", "avgTodDays": 672.0, "avgTodMonths": 22.1, "totalCases": 2, "avgFees": 61_138_900, "rate": 27_694.5, "green": true}])
    );
    let r = s.gql(Some(admin), q, json!({"s": "2026-10-01", "e": "2026-11-30"})).await;
    let rows = r["data"]["rateByYearByAttorneyByType"].as_array().unwrap_or_else(|| panic!("{r}"));
    assert_eq!(rows.iter().map(|x| x["attorney"].as_str().unwrap()).collect::<Vec<_>>(), vec!["EMR", "JRT", "KNP", "LS", "Unknown"]);
    assert_eq!((rows[1]["rate"].as_f64(), rows[1]["green"].as_bool(), rows[1]["avgTodMonths"].as_f64()), (Some(1_234.7), Some(true), Some(22.3)));
    assert_eq!((rows[0]["rate"].as_f64(), rows[0]["green"].as_bool()), (Some(90.2), Some(false)));
    assert_eq!(code(&s.gql(Some(paralegal), q, json!({"s": "2026-10-01", "e": "2026-11-30", "u": 6})).await), "FORBIDDEN");
}

#[tokio::test]
async fn fees_embedded() {
    fees_area(Profile::Embedded).await;
}

#[tokio::test]
async fn fees_distributed() {
    fees_area(Profile::Distributed).await;
}
