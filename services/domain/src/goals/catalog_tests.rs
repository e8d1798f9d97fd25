//! Tests of `catalog.rs`.
use super::*;

#[test]
fn spec_3_section_9_defaults() {
    let g = Goals::default();
    // spec 3 §9 "Home cards: Fees goal 108000 per business day; average fee goal 15000."
    assert_eq!((g.fees_per_business_day, g.average_fee), (10_800_000, 1_500_000));
    // "New cases goal 268 per month (Sandy 122, Spokane 92, Boise 54)."
    assert_eq!(g.new_cases_per_month, 268);
    assert_eq!(g.get("newCasesByOffice:5"), Some(122));
    assert_eq!(g.get("newCasesByOffice:8"), Some(92));
    assert_eq!(g.get("newCasesByOffice:7"), Some(54));
    assert_eq!(g.get("newCasesByOffice:9"), Some(0), "other offices 0");
    // "Demands goal 216 per month (Sandy 98, Spokane 74, Boise 44)."
    assert_eq!((g.demands_per_month, g.get("demandsByOffice:5"), g.get("demandsByOffice:8"), g.get("demandsByOffice:7")), (216, Some(98), Some(74), Some(44)));
    // "weekly goal 540000; per-office weekly goals Spokane 134400, Sandy 258000, Boise 91728"
    assert_eq!(g.weekly_fees, 54_000_000);
    assert_eq!(g.get("weeklyFeesByOffice:8"), Some(13_440_000));
    assert_eq!(g.get("weeklyFeesByOffice:5"), Some(25_800_000));
    assert_eq!(g.get("weeklyFeesByOffice:7"), Some(9_172_800));
    // "monthly pre-lit goal 180000, lit goal 60000"; "Quarter goals: demands 487, banked 403"
    assert_eq!((g.monthly_prelit_fees, g.monthly_lit_fees, g.quarter_demands, g.quarter_banked), (18_000_000, 6_000_000, 487, 403));
    // "Monthly goals (attorney tables): demands 18, settlements 15, fees 180000. Litigation
    // attorneys (MCA, JRT, LCK, LDM, LP, RCS): settlements 6, fees 60000."
    assert_eq!((g.attorney_demands, g.attorney_settlements, g.attorney_fees), (18, 15, 18_000_000));
    assert_eq!(g.litigation_attorneys, vec!["MCA", "JRT", "LCK", "LDM", "LP", "RCS"]);
    assert!(g.is_litigation_attorney("lck") && !g.is_litigation_attorney("LS"));
    assert_eq!((g.litigation_settlements, g.litigation_fees), (6, 6_000_000));
    assert_eq!((g.attorney_fees_medium, g.litigation_fees_medium, g.attorney_settlements_medium, g.litigation_settlements_medium), (15_000_000, 5_000_000, 12, 4));
    // spec 2 §9: "Monthly goals: 6 demands, 5 settlements, $60,000 fees."
    assert_eq!((g.paralegal_demands, g.paralegal_settlements, g.paralegal_fees), (6, 5, 6_000_000));
    g.check().unwrap();
}

#[test]
fn typed_values_are_parsed_or_refused_naming_the_goal() {
    let mut g = Goals::default();
    g.set_typed("feesPerBusinessDay", "$120,000.5").unwrap();
    assert_eq!(g.fees_per_business_day, 12_000_050);
    g.set_typed("quarterDemands", " 500 ").unwrap();
    assert_eq!(g.quarter_demands, 500);
    g.set_typed("weeklyFeesByOffice:9", "1000").unwrap();
    assert_eq!(g.weekly_fees_by_office.get(&9), Some(&100_000));
    g.set_typed("weeklyFeesByOffice:9", "0").unwrap();
    assert_eq!(g.weekly_fees_by_office.get(&9), None, "0 removes an office's goal");
    let before = g.clone();
    for (key, typed) in [("quarterDemands", "-1"), ("quarterDemands", "abc"), ("quarterDemands", "1.5"), ("averageFee", "12.345"), ("averageFee", ""), ("averageFee", "1e3"), ("nope", "1"), ("demandsByOffice:x", "1")] {
        let err = g.set_typed(key, typed).unwrap_err();
        assert!(matches!(&err, DomainError::Invalid { field, .. } if field == key), "{key}={typed}: {err:?}");
    }
    assert_eq!(g, before, "nothing changed");
    assert!(matches!(g.set_typed("averageFee", "-5"), Err(DomainError::Invalid { message, .. }) if message == "A goal cannot be negative"));
}

#[test]
fn spec_retained_per_day_and_scorecard_defaults_in_hundredths() {
    let g = Goals::default();
    // spec 1 §9 / 3 §9: "Retained goal per business day per office: Meridian 1.9, Spokane
    // Valley 3.8, Sandy 3.8, Sea-Tac 0.25, Wyoming 0.25, Montana 0.25, others 0."
    let rate = |office: i64| g.get(&format!("retainedPerDayByOffice:{office}")).map(rate_value);
    assert_eq!((rate(MERIDIAN), rate(SPOKANE_VALLEY), rate(SANDY)), (Some(1.9), Some(3.8), Some(3.8)));
    assert_eq!((rate(SEA_TAC), rate(WYOMING), rate(MONTANA)), (Some(0.25), Some(0.25), Some(0.25)));
    assert_eq!((rate(10), rate(13)), (Some(0.0), Some(0.0)), "others 0");
    assert_eq!(Goals::kind_of("retainedPerDayByOffice:7"), Some(GoalKind::Rate));
    // spec 2 §9: "demand goal 1.25 per week (1.75 for one team for non-admin); review goal
    // 0.5 per week".
    assert_eq!((g.get("scorecardDemandsPerWeek"), g.get("scorecardTeamDemandsPerWeek"), g.get("scorecardReviewsPerWeek")), (Some(125), Some(175), Some(50)));
    assert_eq!(Goals::kind_of("scorecardReviewsPerWeek"), Some(GoalKind::Rate));
}

#[test]
fn rates_are_typed_with_two_decimals_and_bad_ones_refused() {
    let mut g = Goals::default();
    g.set_typed("retainedPerDayByOffice:7", "2.5").unwrap();
    g.set_typed("retainedPerDayByOffice:13", ".75").unwrap();
    g.set_typed("scorecardDemandsPerWeek", "1.5").unwrap();
    g.set_typed("scorecardReviewsPerWeek", "1").unwrap();
    assert_eq!((g.get("retainedPerDayByOffice:7"), g.get("retainedPerDayByOffice:13")), (Some(250), Some(75)));
    assert_eq!((g.scorecard_demands_per_week, g.scorecard_reviews_per_week), (150, 100));
    g.set_typed("retainedPerDayByOffice:9", "0").unwrap();
    assert_eq!(g.retained_per_business_day_by_office.get(&9), None, "0 removes an office's rate");
    let before = g.clone();
    for (key, typed) in [
        ("retainedPerDayByOffice:7", "-1.9"),
        ("retainedPerDayByOffice:7", "fast"),
        ("retainedPerDayByOffice:7", "1.905"),
        ("scorecardDemandsPerWeek", "-0.5"),
        ("scorecardTeamDemandsPerWeek", "1,75x"),
        ("scorecardReviewsPerWeek", "half"),
        ("scorecardReviewsPerWeek", ""),
    ] {
        let err = g.set_typed(key, typed).unwrap_err();
        assert!(matches!(&err, DomainError::Invalid { field, .. } if field == key), "{key}={typed}: {err:?}");
    }
    assert_eq!(g, before, "nothing changed");
    assert!(matches!(g.set_typed("scorecardDemandsPerWeek", "-1"), Err(DomainError::Invalid { message, .. }) if message == "A goal cannot be negative"));
    let bad = Goals { scorecard_reviews_per_week: -1, ..Goals::default() };
    assert!(matches!(bad.check(), Err(DomainError::Invalid { field, .. }) if field == "scorecardReviewsPerWeek"));
    let mut bad = Goals::default();
    bad.retained_per_business_day_by_office.insert(7, -5);
    assert!(matches!(bad.check(), Err(DomainError::Invalid { field, .. }) if field == "retainedPerDayByOffice:7"));
}

#[test]
fn stored_sets_from_before_the_rates_read_the_spec_defaults() {
    // A `goals_set` written before these goals were in the catalogue has no such fields.
    let old: Goals = serde_json::from_str(r#"{"quarter_demands": 400}"#).unwrap();
    assert_eq!(old.quarter_demands, 400);
    assert_eq!((old.scorecard_demands_per_week, old.retained_per_business_day_by_office.get(&SANDY)), (125, Some(&380)));
}

#[test]
fn bad_sets_are_refused() {
    let mut g = Goals { quarter_banked: -1, ..Goals::default() };
    assert!(g.check().is_err());
    g.quarter_banked = 1;
    g.litigation_attorneys.push("mca".into());
    assert!(matches!(g.check(), Err(DomainError::Invalid { field, .. }) if field == "litigationAttorneys"));
}
