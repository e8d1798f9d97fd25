//! Tests of `rules.rs`.
#[test]
fn a_referred_value_names_the_firm_or_leaves_it() {
    // spec 1 §2.5 Referred Out's Firm: the `referred` case-info field when it names one.
    assert_eq!(super::referred_out_firm(Some("Acme Law")), Some(Some("Acme Law".to_string())));
    assert_eq!(super::referred_out_firm(Some(" Yes ")), None);
    assert_eq!(super::referred_out_firm(Some("Yes")), None);
    assert_eq!(super::referred_out_firm(Some("No")), None);
    assert_eq!(super::referred_out_firm(Some("  ")), Some(None));
    assert_eq!(super::referred_out_firm(None), Some(None));
}

use super::*;
use chrono::TimeZone;

#[test]
fn calendar_events_end_after_they_start() {
    let mut e = crate::intake::CalendarEventSet {
        event_id: 1,
        organization_id: 2,
        event_type: "Investigator Appointment".into(),
        name: " Signing at home ".into(),
        color: "#3e63dd".into(),
        office_id: Some(7),
        creator_id: Some(4),
        investigator_id: None,
        date: chrono::NaiveDate::from_ymd_opt(2026, 3, 10).unwrap(),
        start: "9:00".into(),
        end: "10:30".into(),
        case_id: None,
        details: Some("  ".into()),
        location: None,
        time_zone: "America/Denver".into(),
    };
    check_calendar_event(&mut e).unwrap();
    assert_eq!((e.name.as_str(), e.start.as_str(), e.end.as_str(), e.details.clone()), ("Signing at home", "09:00", "10:30", None));
    let field = |e: &crate::intake::CalendarEventSet| match check_calendar_event(&mut e.clone()) {
        Err(DomainError::Invalid { field, .. }) => field,
        other => panic!("{other:?}"),
    };
    assert_eq!(field(&crate::intake::CalendarEventSet { end: "09:00".into(), ..e.clone() }), "end", "ends when it starts");
    assert_eq!(field(&crate::intake::CalendarEventSet { end: "08:00".into(), ..e.clone() }), "end", "ends before it starts");
    assert_eq!(field(&crate::intake::CalendarEventSet { start: "25:00".into(), ..e.clone() }), "start");
    assert_eq!(field(&crate::intake::CalendarEventSet { color: "blue".into(), ..e.clone() }), "color");
    assert_eq!(field(&crate::intake::CalendarEventSet { event_type: "Party".into(), ..e.clone() }), "type");
    assert_eq!(field(&crate::intake::CalendarEventSet { name: " ".into(), ..e.clone() }), "name");
    assert_eq!((CALENDAR_FIRST_HOUR, CALENDAR_INTERVALS), (7, 14), "spec 1 §2.5: from 07:00, 14 intervals");
}

#[test]
fn spec_1_section_5_phone_normalisation_and_prefix() {
    assert_eq!(normalize_us_phone("2085550142").as_deref(), Some("(208) 555-0142"));
    assert_eq!(normalize_us_phone("+1 208-555-0142").as_deref(), Some("(208) 555-0142"));
    assert_eq!(normalize_us_phone("(208) 555 0142").as_deref(), Some("(208) 555-0142"));
    assert_eq!(normalize_us_phone("555-0142"), None, "too short");
    assert_eq!(normalize_us_phone("108-555-0142"), None, "area code cannot start with 1");
    assert_eq!(normalize_us_phone("208-055-0142"), None, "exchange cannot start with 0");
    assert_eq!(normalize_us_phone("22085550142"), None, "11 digits must start with 1");
    assert_eq!(normalize_us_phone("208-555-CALL"), None);
    // "prefix is Mr. when gender is 1, else Ms."
    assert_eq!(prefix_for_gender(1), "Mr.");
    assert_eq!(prefix_for_gender(2), "Ms.");
}

#[test]
fn spec_1_section_5_conflict_check_input() {
    let err = |f: &str, l: &str, p: &str| match check_conflict_query(f, l, p) {
        Err(DomainError::Invalid { message, .. }) => message,
        other => panic!("{other:?}"),
    };
    assert_eq!(err(" ", "", ""), MSG_NAME_OR_PHONE);
    assert_eq!(err("Ana", "", ""), MSG_BOTH_NAMES);
    assert_eq!(err("", "Ruiz", "2085550142"), MSG_BOTH_NAMES);
    assert_eq!(err("", "", "12345"), MSG_BAD_PHONE);
    let q = check_conflict_query(" Ana ", "Ruiz", "").unwrap();
    assert_eq!(q, ConflictQuery { names: Some(("Ana".into(), "Ruiz".into())), phone: None });
    let q = check_conflict_query("", "", "208.555.0142").unwrap();
    assert_eq!(q.phone.as_deref(), Some("(208) 555-0142"));
}

#[test]
fn conflicts_match_the_whole_name_or_the_phone() {
    let q = check_conflict_query("ana", "RUIZ", "208 555 0142").unwrap();
    assert!(is_conflict(&q, "Ana", "Ruiz", &[]));
    assert!(is_conflict(&q, "Maria", "Lopez", &["(208) 555-0142".into()]));
    assert!(!is_conflict(&q, "Ana", "Ruizz", &["(208) 555-0143".into()]));
    let phone_only = check_conflict_query("", "", "2085550142").unwrap();
    assert!(!is_conflict(&phone_only, "Ana", "Ruiz", &[]));
}

#[test]
fn spec_1_section_5_new_lead_required_fields() {
    assert_eq!(NEW_LEAD_REQUIRED.len(), 19);
    assert_eq!(missing_new_lead_field(|_| true), None);
    assert_eq!(missing_new_lead_field(|f| f != "subType" && f != "injurySummary"), Some("subType"));
    assert!(!NEW_LEAD_REQUIRED.contains(&"email"), "email is optional");
    assert!(!NEW_LEAD_REQUIRED.contains(&"initialNote"), "the initial note is optional");
}

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 10, 18, 0, 0).unwrap()
}

fn lead<'a>(backup: &'a str, source: &'a str, wanted: bool, retained: bool, mass_tort: bool) -> LeadFacts<'a> {
    LeadFacts { handled_by_backup: Some(backup), referral_source: Some(source), has_wanted_date: wanted, has_retained_date: retained, is_mass_tort: mass_tort }
}

#[test]
fn spec_1_section_9_lead_figures() {
    // 7 leads: 3 handled by backup (2 from other sources, 1 from the partner);
    // wanted: 4 (+1 mass tort, excluded); retained: 3 (+1 mass tort, excluded).
    let leads = [
        lead("Yes", "Ref-PPC", true, true, false),
        lead("Yes", "Ref-TV", true, false, false),
        lead("Yes", "Ref-Partners", false, false, false),
        lead("No", "Ref-PPC", true, true, false),
        lead("", "Ref-PPC", true, true, false),
        lead("No", "Ref-Mass Tort Campaign", true, true, true),
        lead("No", "Ref-PPC", false, false, false),
    ];
    let f = lead_figures(leads, "Ref-Partners");
    assert_eq!(f.leads, 7);
    assert_eq!(f.alert, 2);
    // "alert percentages 2 decimals": 2 / 7 = 28.571… → 28.57
    assert_eq!(f.alert_percent, 28.57);
    assert_eq!(f.alert_partner, 1);
    // 1 / 7 = 14.2857… → 14.29
    assert_eq!(f.alert_partner_percent, 14.29);
    assert_eq!(f.wanted, 4);
    assert_eq!(f.retained, 3);
    // "Performance = retained / wanted excluding mass torts … 1 decimal": 3 / 4 = 75.0
    assert_eq!(f.performance_percent, Some(75.0));
}

#[test]
fn lead_figures_of_no_leads_and_of_none_wanted() {
    let f = lead_figures([], "Ref-Partners");
    assert_eq!((f.leads, f.alert_percent, f.performance_percent), (0, 0.0, None));
    let f = lead_figures([lead("yes", "Ref-PPC", false, false, false), lead("No", "Ref-PPC", true, true, false), lead("No", "x", true, false, false)], "Ref-Partners");
    // 1 / 3 = 33.333… → 33.33; performance 1 / 2 = 50.0
    assert_eq!(f.alert_percent, 33.33);
    assert_eq!(f.performance_percent, Some(50.0));
    // 2 of 3 wanted signed: 66.666… → 66.7 (1 decimal)
    let f = lead_figures([lead("No", "a", true, true, false), lead("No", "a", true, true, false), lead("No", "a", true, false, false)], "p");
    assert_eq!(f.performance_percent, Some(66.7));
}

#[test]
fn spec_1_section_2_5_investigation_figures() {
    // wanted: 3 (+1 mass tort); retained: 2; not retained: 1; 2 / 3 = 66.666… → 66.7 %
    let f = investigation_figures([
        lead("No", "a", true, true, false),
        lead("No", "a", true, true, false),
        lead("No", "a", true, false, false),
        lead("No", "a", true, true, true),
    ]);
    assert_eq!(f, InvestigationFigures { wanted: 3, retained: 2, not_retained: 1, retained_percent: Some(66.7) });
    assert_eq!(investigation_figures([]).retained_percent, None);
}

#[test]
fn spec_1_section_9_rotation_percent_full_and_score() {
    // "default capacity 10 when missing"
    assert_eq!(percent_full(7, None), 70.0);
    assert_eq!(percent_full(7, Some(0)), 70.0);
    // "percent full = active auto cases / capacity x 100 (2 decimals)": 2 / 3 = 66.666… → 66.67
    assert_eq!(percent_full(2, Some(3)), 66.67);
    assert_eq!(percent_full(45, Some(80)), 56.25);
    // "score = (past-week new cases / 5 x 0.3 + percent full / 100 x 0.7) x 100 (1 decimal)"
    // (3 / 5 × 0.3 + 66.67 / 100 × 0.7) × 100 = 18 + 46.669 = 64.669 → 64.7
    assert_eq!(rotation_score(3, 66.67), 64.7);
    assert_eq!(rotation_score(0, 0.0), 0.0);
    // (5 / 5 × 0.3 + 100 / 100 × 0.7) × 100 = 100
    assert_eq!(rotation_score(5, 100.0), 100.0);
    // (1 / 5 × 0.3 + 12.5 / 100 × 0.7) × 100 = 6 + 8.75 = 14.75 → 14.8
    assert_eq!(rotation_score(1, 12.5), 14.8);
}

#[test]
fn rotation_counts_must_be_whole_numbers_from_zero() {
    assert!(check_new_cases(0).is_ok());
    assert!(check_new_cases(MAX_NEW_CASES).is_ok());
    assert!(check_new_cases(-1).is_err());
    assert!(check_new_cases(MAX_NEW_CASES + 1).is_err());
}

#[test]
fn past_week_counts_the_last_seven_days_and_overrides_add_later_assignments() {
    let n = now();
    let at = |hours_ago: i64| n - Duration::hours(hours_ago);
    let assigned = [at(1), at(30), at(24 * 7 - 1), at(24 * 7), at(24 * 8)];
    // exactly seven days ago is outside the window
    assert_eq!(past_week_new_cases(&assigned, None, n), 3);
    // an override two days ago: its value plus the two cases assigned since (1 h, 30 h ago)
    let o = NewCasesOverride { new_cases: 5, set_at: at(48) };
    assert_eq!(past_week_new_cases(&assigned, Some(o), n), 7);
    // an override older than the window has lapsed
    let old = NewCasesOverride { new_cases: 9, set_at: at(24 * 7 + 1) };
    assert_eq!(past_week_new_cases(&assigned, Some(old), n), 3);
}

#[test]
fn active_auto_cases_by_role_and_stage() {
    let autos = vec!["Auto".to_string(), "Motorcycle".to_string()];
    assert!(is_active_auto_case("attorney", "Treating", false, Some("Auto"), &autos));
    assert!(!is_active_auto_case("attorney", "Settled", false, Some("Auto"), &autos));
    assert!(!is_active_auto_case("attorney", "Treating", true, Some("Auto"), &autos));
    assert!(!is_active_auto_case("attorney", "Treating", false, Some("Dog Bite"), &autos));
    assert!(is_active_auto_case("investigator", "Intake", false, Some("motorcycle"), &autos));
    assert!(!is_active_auto_case("investigator", "Treating", false, Some("Auto"), &autos));
    assert!(is_active_auto_case("agent", "Intake", false, Some("Auto"), &autos));
    assert!(!is_active_auto_case("agent", "Referred Out", false, Some("Auto"), &autos));
}

/// docs/decisions.md: the agent's and investigator's part "ends at signing" (Intake); the
/// attorney's, paralegal's and case manager's runs through the working stages.
#[test]
fn each_role_counts_in_its_stages() {
    assert_eq!(active_stages("agent"), ["Intake"]);
    assert_eq!(active_stages("investigator"), ["Intake"]);
    for role in ["attorney", "paralegal", "case_manager"] {
        assert_eq!(active_stages(role), WORKING_STAGES);
    }
    assert!(active_stages("marketing").is_empty());
}

#[test]
fn a_case_outside_the_working_stages_counts_for_no_one() {
    // The rotation reads only open cases in WORKING_STAGES (issue #17): nothing else counts.
    let autos = vec!["Auto".to_string()];
    for stage in ["Settled", "Referred Out", "Closed", "Lead", ""] {
        for role in STAFF_ROLES {
            assert!(!is_active_auto_case(role, stage, false, Some("Auto"), &autos), "{role} in {stage}");
        }
    }
    for stage in WORKING_STAGES {
        assert!(is_active_auto_case("attorney", stage, false, Some("Auto"), &autos));
    }
}

fn colour(status: &str, minutes_ago: i64) -> Option<Staleness> {
    follow_up_staleness(status, Some(now() - Duration::minutes(minutes_ago)), now())
}

#[test]
fn spec_1_section_9_int_00_boundaries() {
    let s = "INT 00 - Lead";
    // "INT 00 yellow after 1 h up to 2 h, orange up to 3 h, red after 3 h or no note"
    assert_eq!(colour(s, 60), None);
    assert_eq!(colour(s, 61), Some(Staleness::Yellow));
    assert_eq!(colour(s, 120), Some(Staleness::Yellow));
    assert_eq!(colour(s, 121), Some(Staleness::Orange));
    assert_eq!(colour(s, 180), Some(Staleness::Orange));
    assert_eq!(colour(s, 181), Some(Staleness::Red));
    assert_eq!(follow_up_staleness(s, None, now()), Some(Staleness::Red));
    // one second past the hour is already "after 1 h"
    assert_eq!(follow_up_staleness(s, Some(now() - Duration::seconds(3601)), now()), Some(Staleness::Yellow));
}

#[test]
fn spec_1_section_9_int_01_boundaries() {
    let s = "INT 01 - Follow Up";
    // "INT 01 yellow after 3 h up to 4 h, orange up to 5 h, red after 5 h"
    assert_eq!(colour(s, 180), None);
    assert_eq!(colour(s, 181), Some(Staleness::Yellow));
    assert_eq!(colour(s, 240), Some(Staleness::Yellow));
    assert_eq!(colour(s, 241), Some(Staleness::Orange));
    assert_eq!(colour(s, 300), Some(Staleness::Orange));
    assert_eq!(colour(s, 301), Some(Staleness::Red));
}

#[test]
fn spec_1_section_9_int_02_boundaries() {
    let s = "INT 02 - Investigator Appointment";
    // "INT 02 yellow after 36 h up to 48 h, red after 48 h"
    assert_eq!(colour(s, 36 * 60), None);
    assert_eq!(colour(s, 30 * 60), None, "INT 02 follows its own rule, not the 24 h / 27 h one");
    assert_eq!(colour(s, 36 * 60 + 1), Some(Staleness::Yellow));
    assert_eq!(colour(s, 48 * 60), Some(Staleness::Yellow));
    assert_eq!(colour(s, 48 * 60 + 1), Some(Staleness::Red));
}

#[test]
fn spec_1_section_9_int_03_and_04_boundaries() {
    for s in ["INT 03 - Appointment Complete - Pending Documents", "INT 04 - Attorney Review"] {
        // "orange after 24 h up to 27 h, red after 27 h"
        assert_eq!(colour(s, 24 * 60), None, "{s}");
        assert_eq!(colour(s, 24 * 60 + 1), Some(Staleness::Orange), "{s}");
        assert_eq!(colour(s, 27 * 60), Some(Staleness::Orange), "{s}");
        assert_eq!(colour(s, 27 * 60 + 1), Some(Staleness::Red), "{s}");
    }
}

#[test]
fn other_statuses_are_not_coloured() {
    assert_eq!(colour("PL 00 File Setup", 10_000), None);
    assert_eq!(follow_up_staleness("REF OUT 1 - Pending", None, now()), None);
    assert_eq!(intake_code("INT 04 - Attorney Review"), Some(4));
    assert_eq!(intake_code("INTAKE"), None);
}

#[test]
fn spec_1_section_2_5_priority_leads_are_high_priority_in_int_00_or_01() {
    assert!(is_priority_lead(true, Some("INT 00 - Lead")));
    assert!(is_priority_lead(true, Some("INT 01 - Follow Up")));
    assert!(!is_priority_lead(true, Some("INT 02 - Investigator Appointment")));
    assert!(!is_priority_lead(false, Some("INT 00 - Lead")));
    assert!(!is_priority_lead(true, None));
}

#[test]
fn rounding_is_half_away_from_zero() {
    assert_eq!(round_to(1.005, 2), 1.01);
    assert_eq!(round_to(64.65, 1), 64.7);
    assert_eq!(round_to(2.0 / 3.0 * 100.0, 2), 66.67);
}
