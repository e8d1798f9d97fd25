//! `[firm]`: the firm's rules the original system hard-coded, the spec's values as defaults.

use super::*;

/// Firm rules the original system hard-coded, with the spec's values as defaults.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct FirmRules {
    /// spec 1 §9: offices (id, name, short code).
    pub offices: Vec<OfficeRule>,
    /// spec 3 §9: "Attorney codes CS and WDM are excluded from stats tables and detail lists."
    pub excluded_staff_codes: Vec<String>,
    /// spec 3 §2.9: Average TOD "excludes a fixed list of seven attorneys" (staff codes; the
    /// spec does not name them, so the firm lists them here; default none).
    pub tod_excluded_attorneys: Vec<String>,
    /// spec 3 §9: "Combined attorney groups: LS with EMR and KNP; CLP with PPR; ACS with TRS and RAS; RCS with WC, SSD and PL."
    pub attorney_groups: Vec<Vec<String>>,
    /// spec 1 §2.5 Leads header: the "one legal referral partner source" whose backup-handled
    /// leads are counted apart from the other alerts (the referral source's name).
    pub legal_referral_partner_source: String,
    /// Case types that count as auto cases in the intake rotation's "% Full" (spec 1 §9;
    /// docs/decisions.md "Intake rotation").
    pub auto_case_types: Vec<String>,
    /// spec 3 §2.14: referral sources counted as referrals by others (the Referrals "By" view).
    pub referral_by_others_sources: Vec<String>,
    /// Issue 15 PPC report: advertising sources the firm pays for, and paid call-tracking sources.
    pub paid_advertising_sources: Vec<String>,
    pub paid_callrail_sources: Vec<String>,
    /// spec 2 §2 Medical Record Stats: "only three named agents plus the total are shown" —
    /// the agents' staff codes; empty shows every agent with requests in the period
    /// (docs/decisions.md "stages2 (session 4)").
    pub medical_request_agents: Vec<String>,
    /// spec 2 §9 "demand goal 1.25 per week (1.75 for one team for non-admin)": that team's
    /// name (the spec does not name it; none by default).
    pub scorecard_goal_team: Option<String>,
    /// spec 3 §2.3 "One specific combined attorney code is mapped to RG": (combined code,
    /// label) pairs the Home fee charts show under another name. The spec does not say which
    /// code; the default maps RCS's group (RCS, WC, SSD, PL) to RG.
    pub fee_chart_labels: Vec<(String, String)>,
    /// Days the firm is closed beyond weekends (ARCHITECTURE "Time"), as `YYYY-MM-DD`: the
    /// business-day calendar skips them (goal proration, per-business-day goals).
    pub closing_days: Vec<chrono::NaiveDate>,
    /// Whether the observed US federal holidays are days off (default true).
    pub federal_holidays: bool,
    /// Retired keys (`litigation_attorneys`, `monthly_retained_goal`, `quarter_goal_demands`,
    /// `quarter_goal_banked`, `retained_goal_per_business_day`): the goals are the firm's
    /// `goals_set` events, edited on the admin goal screen. Accepted and ignored, with a
    /// warning, so an older caseboard.toml starts.
    #[serde(default, skip_serializing)]
    litigation_attorneys: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    monthly_retained_goal: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    quarter_goal_demands: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    quarter_goal_banked: Option<IgnoredAny>,
    #[serde(default, skip_serializing)]
    retained_goal_per_business_day: Option<IgnoredAny>,
}

impl FirmRules {
    /// The retired goal keys this configuration still sets (they do nothing; see the fields).
    pub fn retired_goal_keys(&self) -> Vec<&'static str> {
        [
            ("litigation_attorneys", self.litigation_attorneys.is_some()),
            ("monthly_retained_goal", self.monthly_retained_goal.is_some()),
            ("quarter_goal_demands", self.quarter_goal_demands.is_some()),
            ("quarter_goal_banked", self.quarter_goal_banked.is_some()),
            ("retained_goal_per_business_day", self.retained_goal_per_business_day.is_some()),
        ]
        .into_iter()
        .filter_map(|(key, set)| set.then_some(key))
        .collect()
    }

    /// The firm's business-day calendar: weekends, the federal holidays (unless turned off)
    /// and the configured closing days.
    pub fn business_calendar(&self) -> domain::goals::calendar::BusinessCalendar {
        domain::goals::calendar::BusinessCalendar { federal_holidays: self.federal_holidays, extra_holidays: self.closing_days.iter().copied().collect() }
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OfficeRule {
    pub id: i64,
    pub name: String,
    pub short_code: String,
}

impl Default for FirmRules {
    fn default() -> Self {
        let codes = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        FirmRules {
            offices: crate::firm::SPEC_OFFICES
                .iter()
                .map(|(id, name)| OfficeRule { id: *id, name: name.to_string(), short_code: domain::organization::rules::default_office_short_code(name).to_string() })
                .collect(),
            excluded_staff_codes: codes(&["CS", "WDM"]),
            tod_excluded_attorneys: vec![],
            attorney_groups: vec![codes(&["LS", "EMR", "KNP"]), codes(&["CLP", "PPR"]), codes(&["ACS", "TRS", "RAS"]), codes(&["RCS", "WC", "SSD", "PL"])],
            legal_referral_partner_source: "Ref-Partners".into(),
            auto_case_types: codes(&["Auto", "Motorcycle", "Trucking", "Rideshare"]),
            referral_by_others_sources: codes(&domain::marketing::referrals::REFERRAL_BY_OTHERS_SOURCES),
            paid_advertising_sources: codes(&["Ref-PPC", "Ref-Google LSA", "Ref-Facebook", "Ref-TV", "Ref-Radio", "Ref-Billboard"]),
            paid_callrail_sources: codes(&["Google Ads", "Google LSA", "Facebook Ads", "Bing Ads", "TV - Main Campaign", "Radio", "Billboard"]),
            medical_request_agents: vec![],
            scorecard_goal_team: None,
            fee_chart_labels: vec![("RCS".into(), "RG".into())],
            closing_days: vec![],
            federal_holidays: true,
            litigation_attorneys: None,
            monthly_retained_goal: None,
            quarter_goal_demands: None,
            quarter_goal_banked: None,
            retained_goal_per_business_day: None,
        }
    }
}
