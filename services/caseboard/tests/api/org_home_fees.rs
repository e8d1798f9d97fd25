//! Organization home fee charts (spec 3 §2.3, §9; `homeFeeCharts`) in both profiles: facts
//! imported with `caseboard import`, every figure against a hand-computed fixture, a goal
//! change moving a colour, and who may read them.

use serde_json::{json, Value};

use super::harness::*;

// Period October 2026 (past, so today does not cap it): 31 days. Default goals (spec 3 §9).
// Cases (org 2), attorney at the time of the fee, fee type:
//   894501 Sandy (5)          LS     $150,000 on 2026-10-05 Pre-Litigation
//   894502 Sandy (5)          EMR-P  $40,000  on 2026-10-14 Litigation   ('-P' stripped → EMR)
//   894503 Spokane Valley (8) MCA    $160,000 on 2026-10-20 Litigation
//   894504 Meridian (7)       WC     $900     on 2026-10-27 Pre-Litigation (label hidden, < $1,000)
//   894505 Sandy (5)          CS     $50,000  on 2026-10-28 Pre-Litigation (CS excluded from
//                                                 the attorney charts; counts by week)
//   894506 Spokane Valley (8) RCS    $30,000  on 2026-11-02 (after the period and as-of)
//   894507 Sandy (5)          KNP    $20,000  on 2026-09-28 (before the period; week of 28 Sep)
//
// All Fees: goal per attorney 180 000 × 31 / 30.44 = 183 311.43 → 18 331 143 cents; 80 % =
//   14 664 914.4. Detailed: MCA 16 000 000 (87.3 % amber), LS 15 000 000 (81.8 % amber), EMR
//   4 000 000 (red), WC 90 000 (red, no label). Grouped: LS group (LS, EMR, KNP: 3 attorneys)
//   19 000 000 against 3 × 18 331 143 = 54 993 429 (red), members LS, EMR; MCA amber; RG (RCS,
//   WC, SSD, PL: 4) 90 000 against 73 324 572 (red).
// Lit Fees: 60 000 × 31 / 30.44 = 61 103.81 → 6 110 381; MCA 16 000 000 green, EMR 4 000 000
//   65.5 % red; grouped LS 4 000 000 against 18 331 143 (red).
// Fees By Week, as of Saturday 31 Oct 2026: the weeks from Monday 29 Dec 2025 (the week of 1
//   January) to Monday 26 Oct: 44. Current week: 90 000 + 5 000 000 = 5 090 000 against the
//   pace of a Saturday, the whole 54 000 000: 9.4 % error, red. YTD 2 000 000 + 15 000 000 +
//   4 000 000 + 16 000 000 + 5 090 000 = 42 090 000 against 44 × 54 000 000 = 2 376 000 000:
//   1.8 %, alert. Trend over the complete weeks of 28 Sep, 5, 12, 19 Oct (2M, 15M, 4M, 16M):
//   up, down, up = 67 % up → up.
// By office (offices with a weekly goal or fees): Meridian 9 172 800 a week: current 90 000,
//   trend 0, 0, 0, 0 → flat. Sandy 25 800 000: current 5 000 000 (19.4 % error), YTD 26 000 000
//   against 44 × 25 800 000 = 1 135 200 000, trend 2M, 15M, 4M, 0 → 1 of 3 up → down. Spokane
//   Valley 13 440 000: current 0, YTD 16 000 000, trend 0, 0, 0, 16M → up.
// Team 4 (MCA, user 21; spec 3 §2.3 the selected team's cases): 894503 only → All Fees MCA
//   16 000 000 amber, Lit Fees MCA green; Fees By Week current 0, YTD 16 000 000, trend up;
//   Sandy YTD 0. Team 5 (Intake): no fee at all.
fn facts() -> String {
    let cases: [(i64, i64, &str, i64, &str, &str); 7] = [
        (894_501, 5, "LS", 150_000, "2026-10-05", "Pre-Litigation"),
        (894_502, 5, "EMR-P", 40_000, "2026-10-14", "Litigation"),
        (894_503, 8, "MCA", 160_000, "2026-10-20", "Litigation"),
        (894_504, 7, "WC", 900, "2026-10-27", "Pre-Litigation"),
        (894_505, 5, "CS", 50_000, "2026-10-28", "Pre-Litigation"),
        (894_506, 8, "RCS", 30_000, "2026-11-02", "Pre-Litigation"),
        (894_507, 5, "KNP", 20_000, "2026-09-28", "Pre-Litigation"),
    ];
    let mut lines = vec![];
    for (case_id, office, code, dollars, date, fee_type) in cases {
        let fact = |kind: &str, data: Value| {
            let mut data = data;
            data["case_id"] = json!(case_id);
            json!({"fact_id": format!("homefees-{case_id}-{kind}"), "type": kind, "data": data}).to_string()
        };
        lines.push(fact(
            "case_opened",
            json!({"organization_id": 2, "opened_at": "2026-06-01T16:00:00Z", "first_name": "Fee", "last_name": format!("{case_id}"), "office_id": office, "high_priority": false, "is_mass_tort": false}),
        ));
        // MCA is user 21, of team 4 (the team filter below); the others are known by code only.
        let user_id = (code == "MCA").then_some(21);
        lines.push(fact("staff_assigned", json!({"role": "attorney", "staff_code": code, "user_id": user_id})));
        lines.push(fact("fee_recorded", json!({"fee_id": 1, "amount_cents": dollars * 100, "fee_date": date, "fee_type": fee_type, "shared": false, "fully_settled": true})));
    }
    lines.join("\n") + "\n"
}

const CHARTS: &str = "query($s:NaiveDate!,$e:NaiveDate!,$o:Int,$t:Int){homeFeeCharts(startDate:$s,endDate:$e,organizationId:$o,teamId:$t){asOf days \
    allFees{monthlyGoal goalPerAttorney grouped{code total goal colour showsLabel memberCount topMembers{code total}} detailed{code total goal colour showsLabel}} \
    litFees{goalPerAttorney grouped{code total goal colour} detailed{code total colour}} \
    feesByWeek{weeklyGoal expectedPace currentTotal paceLevel ytdTotal ytdGoal ytdPercent ytdIcon trend weeks{weekStart total goal colour showsLabel current}} \
    feesByWeekByOffice{officeId office chart{weeklyGoal currentTotal paceLevel ytdTotal ytdGoal ytdIcon trend}}}}";

fn bars(v: &Value) -> Vec<Value> {
    v.as_array().unwrap_or_else(|| panic!("{v}")).clone()
}

async fn charts(profile: Profile) {
    let s = Server::start(profile).await;
    let file = s.env.data_dir.join("homefees.jsonl");
    std::fs::write(&file, facts()).unwrap();
    s.env.run(&["import", file.to_str().unwrap()]);
    s.wait_caught_up().await;

    let manager = s.login("intake-management@caseboard.demo").await;
    let october = json!({"s": "2026-10-01", "e": "2026-10-31"});
    let r = s.gql(Some(&manager), CHARTS, october.clone()).await;
    assert_eq!(code(&r), "OK", "{r}");
    let h = &r["data"]["homeFeeCharts"];
    assert_eq!((h["asOf"].as_str(), h["days"].as_i64()), (Some("2026-10-31"), Some(31)));

    let all = &h["allFees"];
    assert_eq!((all["monthlyGoal"].as_i64(), all["goalPerAttorney"].as_i64()), (Some(18_000_000), Some(18_331_143)));
    assert_eq!(
        bars(&all["detailed"]),
        vec![
            json!({"code": "MCA", "total": 16_000_000, "goal": 18_331_143, "colour": "amber", "showsLabel": true}),
            json!({"code": "LS", "total": 15_000_000, "goal": 18_331_143, "colour": "amber", "showsLabel": true}),
            json!({"code": "EMR", "total": 4_000_000, "goal": 18_331_143, "colour": "red", "showsLabel": true}),
            json!({"code": "WC", "total": 90_000, "goal": 18_331_143, "colour": "red", "showsLabel": false}),
        ]
    );
    assert_eq!(
        bars(&all["grouped"]),
        vec![
            json!({"code": "LS", "total": 19_000_000, "goal": 54_993_429, "colour": "red", "showsLabel": true, "memberCount": 2,
                   "topMembers": [{"code": "LS", "total": 15_000_000}, {"code": "EMR", "total": 4_000_000}]}),
            json!({"code": "MCA", "total": 16_000_000, "goal": 18_331_143, "colour": "amber", "showsLabel": true, "memberCount": 1,
                   "topMembers": [{"code": "MCA", "total": 16_000_000}]}),
            json!({"code": "RG", "total": 90_000, "goal": 73_324_572, "colour": "red", "showsLabel": false, "memberCount": 1,
                   "topMembers": [{"code": "WC", "total": 90_000}]}),
        ]
    );
    let lit = &h["litFees"];
    assert_eq!(lit["goalPerAttorney"], 6_110_381);
    assert_eq!(bars(&lit["detailed"]), vec![json!({"code": "MCA", "total": 16_000_000, "colour": "green"}), json!({"code": "EMR", "total": 4_000_000, "colour": "red"})]);
    assert_eq!(
        bars(&lit["grouped"]),
        vec![json!({"code": "MCA", "total": 16_000_000, "goal": 6_110_381, "colour": "green"}), json!({"code": "LS", "total": 4_000_000, "goal": 18_331_143, "colour": "red"})]
    );

    let week = &h["feesByWeek"];
    let weeks = bars(&week["weeks"]);
    assert_eq!(weeks.len(), 44);
    assert_eq!(weeks[0]["weekStart"], "2025-12-29");
    assert_eq!(weeks[43], json!({"weekStart": "2026-10-26", "total": 5_090_000, "goal": 54_000_000, "colour": "red", "showsLabel": true, "current": true}));
    assert_eq!(weeks[42], json!({"weekStart": "2026-10-19", "total": 16_000_000, "goal": 54_000_000, "colour": "red", "showsLabel": true, "current": false}));
    assert_eq!(weeks[39]["total"], 2_000_000, "week of 28 Sep");
    assert_eq!(weeks[38]["colour"], "none");
    assert_eq!(
        (week["weeklyGoal"].as_i64(), week["expectedPace"].as_i64(), week["currentTotal"].as_i64(), week["paceLevel"].as_str()),
        (Some(54_000_000), Some(54_000_000), Some(5_090_000), Some("error"))
    );
    assert_eq!(
        (week["ytdTotal"].as_i64(), week["ytdGoal"].as_i64(), week["ytdPercent"].as_f64(), week["ytdIcon"].as_str(), week["trend"].as_str()),
        (Some(42_090_000), Some(2_376_000_000), Some(1.8), Some("alert"), Some("up"))
    );
    let offices = bars(&h["feesByWeekByOffice"]);
    assert_eq!(offices.iter().map(|o| o["officeId"].as_i64().unwrap()).collect::<Vec<_>>(), vec![7, 5, 8], "Meridian, Sandy, Spokane Valley: {offices:?}");
    assert_eq!(offices[0]["chart"]["trend"], "flat");
    assert_eq!(
        offices[1]["chart"],
        json!({"weeklyGoal": 25_800_000, "currentTotal": 5_000_000, "paceLevel": "error", "ytdTotal": 26_000_000, "ytdGoal": 1_135_200_000, "ytdIcon": "alert", "trend": "down"})
    );
    assert_eq!((offices[2]["chart"]["ytdTotal"].as_i64(), offices[2]["chart"]["currentTotal"].as_i64(), offices[2]["chart"]["trend"].as_str()), (Some(16_000_000), Some(0), Some("up")));

    // The selected team's fee lines only.
    let r = s.gql(Some(&manager), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31", "o": 2, "t": 4})).await;
    let h = &r["data"]["homeFeeCharts"];
    assert_eq!(bars(&h["allFees"]["detailed"]), vec![json!({"code": "MCA", "total": 16_000_000, "goal": 18_331_143, "colour": "amber", "showsLabel": true})], "{r}");
    assert_eq!(bars(&h["litFees"]["detailed"]), vec![json!({"code": "MCA", "total": 16_000_000, "colour": "green"})]);
    let week = &h["feesByWeek"];
    assert_eq!((week["currentTotal"].as_i64(), week["ytdTotal"].as_i64(), week["trend"].as_str()), (Some(0), Some(16_000_000), Some("up")));
    let sandy = bars(&h["feesByWeekByOffice"]).into_iter().find(|o| o["officeId"] == 5).unwrap();
    assert_eq!(sandy["chart"]["ytdTotal"], 0);
    let r = s.gql(Some(&manager), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31", "o": 2, "t": 5})).await;
    assert_eq!((bars(&r["data"]["homeFeeCharts"]["allFees"]["detailed"]).len(), r["data"]["homeFeeCharts"]["feesByWeek"]["ytdTotal"].as_i64()), (0, Some(0)), "{r}");
    let r = s.gql(Some(&manager), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31", "o": 2, "t": 999})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("teamId")), "{r}");

    // A configured goal moves the colours: a pre-lit goal of $150,000 from 1 October scales to
    // 150 000 × 31 / 30.44 = 152 759.53 → MCA's $160,000 is at goal (green); a weekly goal of
    // $5,000 puts the current week's $50,900 past its pace (success).
    let admin = s.login("admin@caseboard.demo").await;
    let set = "mutation($i:SetGoalsInput!){setGoals(input:$i){version}}";
    let values = json!([{"key": "monthlyPrelitFees", "value": "150000"}, {"key": "weeklyFees", "value": "5000"}]);
    let r = s.gql(Some(&admin), set, json!({"i": {"effectiveFrom": "2026-10-01", "values": values}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = s.gql(Some(&admin), CHARTS, october.clone()).await;
    let h = &r["data"]["homeFeeCharts"];
    assert_eq!((h["allFees"]["goalPerAttorney"].as_i64(), h["allFees"]["detailed"][0]["colour"].as_str()), (Some(15_275_953), Some("green")), "{r}");
    assert_eq!((h["feesByWeek"]["paceLevel"].as_str(), h["feesByWeek"]["weeks"][43]["colour"].as_str()), (Some("success"), Some("green")));
    // Issue 14: earlier weeks keep the goal they had. The week of 21 Sep (ends the 27th) keeps
    // $540,000; the week of 28 Sep ends 4 Oct, after the change: its $20,000 meets $5,000
    // (green). YTD goal: 39 weeks × 54 000 000 + 4 × 500 000 + the Saturday pace 500 000 =
    // 2 108 500 000; 42 090 000 is 2.0 %: still alert (judging the year by $5,000 would say met).
    let week = &h["feesByWeek"];
    assert_eq!((week["weeks"][38]["goal"].as_i64(), week["weeks"][39]["goal"].as_i64(), week["weeks"][39]["colour"].as_str()), (Some(54_000_000), Some(500_000), Some("green")), "{week}");
    assert_eq!((week["ytdGoal"].as_i64(), week["ytdPercent"].as_f64(), week["ytdIcon"].as_str()), (Some(2_108_500_000), Some(2.0), Some("alert")));
    // Sandy's weekly goal did not change: every week at 25 800 000.
    assert_eq!(h["feesByWeekByOffice"][1]["chart"]["ytdGoal"], 1_135_200_000);
    // September and October: 30 days at 180 000 and 31 at 150 000, over 30.44 →
    // 10 050 000 / 30.44 = 330 157.69 → 33 015 769 cents (the month's goal shown: October's).
    let r = s.gql(Some(&admin), CHARTS, json!({"s": "2026-09-01", "e": "2026-10-31"})).await;
    let all = &r["data"]["homeFeeCharts"]["allFees"];
    assert_eq!((all["monthlyGoal"].as_i64(), all["goalPerAttorney"].as_i64()), (Some(15_000_000), Some(33_015_769)), "{r}");

    // A case moved to another office takes its fees with it (each fee line carries the case's
    // current office): 894 507's $20,000 of 28 Sep leaves Sandy (26 000 000 → 24 000 000 this
    // year) for Meridian (90 000 → 2 090 000).
    let moved = s.env.data_dir.join("homefees-moved.jsonl");
    std::fs::write(&moved, json!({"fact_id": "homefees-894507-moved", "type": "case_office_set", "data": {"case_id": 894_507, "office_id": 7}}).to_string() + "\n").unwrap();
    let ytd = |r: &Value, office: i64| bars(&r["data"]["homeFeeCharts"]["feesByWeekByOffice"]).into_iter().find(|o| o["officeId"] == office).map(|o| o["chart"]["ytdTotal"].clone());
    let r = s.gql(Some(&admin), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31"})).await;
    assert_eq!((ytd(&r, 5), ytd(&r, 7)), (Some(json!(26_000_000)), Some(json!(90_000))), "{r}");
    s.env.run(&["import", moved.to_str().unwrap()]);
    s.wait_caught_up().await;
    let r = s.gql(Some(&admin), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31"})).await;
    assert_eq!((ytd(&r, 5), ytd(&r, 7)), (Some(json!(24_000_000)), Some(json!(2_090_000))), "{r}");
    assert_eq!(r["data"]["homeFeeCharts"]["feesByWeek"]["ytdTotal"], 42_090_000, "the firm's total is the same");

    // spec 3 §6: admin or intake-management of the organization; bad input names the field.
    let marketing = s.login("marketing@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&marketing), CHARTS, october.clone()).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(None, CHARTS, october).await), "UNAUTHENTICATED");
    assert_eq!(code(&s.gql(Some(&admin), CHARTS, json!({"s": "2026-10-01", "e": "2026-10-31", "o": 99})).await), "FORBIDDEN", "another organization");
    let r = s.gql(Some(&admin), CHARTS, json!({"s": "2026-10-31", "e": "2026-10-01"})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("endDate")), "{r}");
}

#[tokio::test]
async fn org_home_fee_charts_embedded() {
    charts(Profile::Embedded).await;
}

#[tokio::test]
async fn org_home_fee_charts_distributed() {
    charts(Profile::Distributed).await;
}
