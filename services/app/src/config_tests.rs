//! Tests of `config.rs`.
use super::*;

#[test]
fn unknown_keys_fail_fast() {
    assert!(Config::parse("listen = '0.0.0.0:1'\nbogus = 1").is_err());
    assert!(Config::parse("[firm]\nnot_a_rule = 3").is_err());
}

#[test]
fn closing_days_from_the_file_are_skipped_by_the_business_calendar() {
    let d = |y, m, day| chrono::NaiveDate::from_ymd_opt(y, m, day).unwrap();
    let cfg = Config::parse("[firm]\nclosing_days = [\"2026-11-27\", \"2026-12-24\"]\nfee_chart_labels = [[\"LS\", \"LSG\"]]").unwrap();
    let cal = cfg.firm.business_calendar();
    // November 2026: 21 weekdays less Veterans Day, Thanksgiving and the closing day after it.
    assert_eq!(cal.business_days(d(2026, 11, 1), d(2026, 11, 30)), 18);
    assert!(!cal.is_business_day(d(2026, 12, 24)) && cal.is_business_day(d(2026, 12, 23)));
    assert_eq!(cfg.firm.fee_chart_labels, vec![("LS".to_string(), "LSG".to_string())]);
    // Defaults: federal holidays only, RCS's group shown as RG.
    let default = Config::default();
    assert_eq!(default.firm.business_calendar(), domain::goals::calendar::BusinessCalendar::default());
    assert_eq!(default.firm.fee_chart_labels, vec![("RCS".to_string(), "RG".to_string())]);
    // Federal holidays can be turned off; a malformed date fails at start.
    let no_federal = Config::parse("[firm]\nfederal_holidays = false").unwrap();
    assert!(no_federal.firm.business_calendar().is_business_day(d(2026, 11, 11)));
    assert!(Config::parse("[firm]\nclosing_days = [\"27 Nov\"]").is_err());
}

#[test]
fn environment_overrides_the_file() {
    let cfg = Config::load(None, |k| match k {
        "CASEBOARD_LISTEN" => Some("127.0.0.1:9999".into()),
        "DATABASE_URL" => Some("postgres://x/y".into()),
        _ => None,
    })
    .unwrap();
    assert_eq!(cfg.listen, "127.0.0.1:9999");
    assert_eq!(cfg.effective_database_url(), "postgres://x/y");
}

#[test]
fn http_section_defaults_to_loopback_metrics_and_fails_fast() {
    let c = Config::default().http;
    assert_eq!(c.metrics_allow, ["127.0.0.0/8", "::1"]);
    assert!(c.public_origin.is_empty());
    let cfg = Config::parse("[http]\npublic_origin = 'https://caseboard.firm.example'\nmetrics_allow = ['10.0.0.0/8', '::1']").unwrap();
    assert!(cfg.validate().is_ok());
    assert!(Config::parse("[http]\nmetrics = []").is_err(), "unknown keys fail");
    assert!(Config::parse("[http]\nmetrics_allow = ['10.0.0.0/33']").unwrap().validate().is_err());
    assert!(Config::parse("[http]\nmetrics_allow = ['localhost']").unwrap().validate().is_err());
    assert!(Config::parse("[http]\ntrusted_proxies = ['10.0.0.0/8']").unwrap().validate().is_ok());
    assert!(Config::parse("[http]\ntrusted_proxies = ['proxy']").unwrap().validate().is_err());
    assert!(Config::parse("[http]\npublic_origin = 'caseboard.firm.example'").unwrap().validate().is_err());
    assert!(Config::parse("[http]\npublic_origin = 'https://x.example/app'").unwrap().validate().is_err());
    let env = Config::load(None, |k| match k {
        "CASEBOARD_METRICS_ALLOW" => Some("10.0.0.1, 192.168.0.0/16".into()),
        "CASEBOARD_PUBLIC_ORIGIN" => Some("https://cb.example".into()),
        _ => None,
    })
    .unwrap();
    assert_eq!(env.http.metrics_allow, ["10.0.0.1", "192.168.0.0/16"]);
    assert_eq!(env.http.public_origin, "https://cb.example");
}

#[test]
fn firm_rules_default_to_the_spec() {
    let f = FirmRules::default();
    assert_eq!(f.excluded_staff_codes, ["CS", "WDM"]);
    assert!(f.retired_goal_keys().is_empty());
    // Goals are the admin goal screen's (issue 14): the retired keys still parse, do nothing
    // and are reported; an unknown key of [firm] still fails.
    let old = Config::parse("[firm]\nmonthly_retained_goal = 300\nquarter_goal_banked = 1\nlitigation_attorneys = ['MCA']").unwrap();
    assert_eq!(old.firm.retired_goal_keys(), ["litigation_attorneys", "monthly_retained_goal", "quarter_goal_banked"]);
    assert!(!toml::to_string(&old).unwrap().contains("monthly_retained_goal"), "not written back");
    assert!(Config::parse("[firm]\nmonthly_retained_goals = 300").is_err());
    // spec 1 §9's retained goal per business day moved to the goal catalogue (issue 14).
    let old = Config::parse("[firm]\nretained_goal_per_business_day = [[\"Meridian\", 1.9], [\"Sandy\", 3.8]]").unwrap();
    assert_eq!(old.firm.retired_goal_keys(), ["retained_goal_per_business_day"]);
    assert!(!toml::to_string(&old).unwrap().contains("retained_goal_per_business_day"), "not written back");
    assert!(f.offices.contains(&OfficeRule { id: 7, name: "Meridian".into(), short_code: "BOI".into() }));
    assert_eq!(f.offices.len(), 9);
    assert!(Config::parse("time_zone = 'Mars/Olympus'").map(|c| c.validate().is_err()).unwrap());
}

#[test]
fn connector_section_has_defaults_fails_fast_and_hides_secrets() {
    // ARCHITECTURE "External case-management system": an HTTP/JSON connector configured by
    // URL and credentials; deep-link URL templates come from configuration.
    let c = Config::default().connector;
    assert_eq!(c.kind, ConnectorKind::Demo);
    assert_eq!(c.case_url_template, "https://sa.example.invalid/cases/{caseId}");
    let cfg = Config::parse("[connector]\nkind = 'http'\nbase_url = 'https://sa.firm.example/api'\ntoken = 's3cret'").unwrap();
    assert!(cfg.validate().is_ok());
    assert_eq!(cfg.connector.kind, ConnectorKind::Http);
    assert!(!format!("{:?}", cfg.connector).contains("s3cret"));
    assert!(!toml::to_string(&cfg).unwrap().contains("s3cret"));
    assert!(Config::parse("[connector]\nkind = 'ftp'").is_err());
    assert!(Config::parse("[connector]\nurl = 'x'").is_err());
    assert!(Config::parse("[connector]\nkind = 'http'").unwrap().validate().is_err(), "http needs a base_url");
    assert!(Config::parse("[connector]\ncase_url_template = 'https://x/'").unwrap().validate().is_err());
}

#[test]
fn reconciliation_runs_nightly_by_default_and_the_live_demo_rate_is_bounded() {
    // issue #18: "a scheduled run (configurable, default nightly)"; "at a rate set in
    // configuration (`0` turns it off; tests turn it off)"
    let c = Config::default().connector;
    assert_eq!(c.reconcile_time(), chrono::NaiveTime::from_hms_opt(2, 30, 0));
    assert_eq!(c.demo_live_rate, 6.0);
    let off = Config::parse("[connector]\nreconcile_at = ''\ndemo_live_rate = 0").unwrap();
    assert!(off.validate().is_ok() && off.connector.reconcile_time().is_none());
    assert!(Config::parse("[connector]\nreconcile_at = '25:00'").unwrap().validate().is_err());
    assert!(Config::parse("[connector]\ndemo_live_rate = -1").unwrap().validate().is_err());
    let env = Config::load(None, |k| (k == "CASEBOARD_DEMO_LIVE_RATE").then(|| "0".to_string())).unwrap();
    assert_eq!(env.connector.demo_live_rate, 0.0);
    assert!(Config::load(None, |k| (k == "CASEBOARD_DEMO_LIVE_RATE").then(|| "fast".to_string())).is_err());
}
