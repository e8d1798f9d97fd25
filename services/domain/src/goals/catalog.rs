//! Every goal of issue 14 (spec part 2 §9, part 3 §9) as one struct with the spec's values as
//! defaults, and a catalogue that names each goal for the API and the admin screen.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::DomainError;

/// Per-office goals by office id (offices without an entry have goal 0: spec 3 §9 "other
/// offices 0").
pub type OfficeGoals = BTreeMap<i64, i64>;

/// spec 1 §9 / 3 §9: office ids Sandy 5, Meridian 7 (Boise, short code BOI), Spokane Valley 8.
pub const SANDY: i64 = 5;
pub const MERIDIAN: i64 = 7;
pub const SPOKANE_VALLEY: i64 = 8;

/// spec 1 §9 / 3 §9 retained-goal offices without a named constant: Sea-Tac 9, Wyoming 11,
/// Montana 12 (the firm's office ids, `app::firm::SPEC_OFFICES`).
pub const SEA_TAC: i64 = 9;
pub const WYOMING: i64 = 11;
pub const MONTANA: i64 = 12;

/// The firm's goals. Money in cents, counts as whole numbers, fractional rates (retained per
/// business day, demands and reviews per week) in hundredths: 1.9 is stored as 190 (whole
/// numbers keep the stored events exact and the value typed with up to two decimals, as money).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Goals {
    // spec 3 §9 "Home cards".
    pub fees_per_business_day: i64,
    pub average_fee: i64,
    pub new_cases_per_month: i64,
    pub new_cases_by_office: OfficeGoals,
    pub demands_per_month: i64,
    pub demands_by_office: OfficeGoals,
    // spec 3 §9 "Weekly fees".
    pub weekly_fees: i64,
    pub weekly_fees_by_office: OfficeGoals,
    // spec 3 §9 "Fee charts".
    pub monthly_prelit_fees: i64,
    pub monthly_lit_fees: i64,
    // spec 3 §9 "Quarter goals".
    pub quarter_demands: i64,
    pub quarter_banked: i64,
    // spec 3 §9 "Monthly goals (attorney tables)".
    pub attorney_demands: i64,
    pub attorney_settlements: i64,
    pub attorney_fees: i64,
    pub attorney_demands_medium: i64,
    pub attorney_demands_average_medium: i64,
    pub attorney_settlements_medium: i64,
    pub attorney_fees_medium: i64,
    pub litigation_attorneys: Vec<String>,
    pub litigation_settlements: i64,
    pub litigation_fees: i64,
    pub litigation_settlements_medium: i64,
    pub litigation_fees_medium: i64,
    // spec 2 §9 "Monthly goals" (paralegal tables).
    pub paralegal_demands: i64,
    pub paralegal_settlements: i64,
    pub paralegal_fees: i64,
    pub paralegal_demands_medium: i64,
    pub paralegal_settlements_medium: i64,
    pub paralegal_fees_medium: i64,
    // spec 1 §9 / 3 §9 "Retained goal per business day per office", hundredths by office id.
    pub retained_per_business_day_by_office: OfficeGoals,
    // spec 2 §9 / 3 §9 "Scorecard: demand goal 1.25 per week (1.75 for one team for
    // non-admin); review goal 0.5 per week", hundredths.
    pub scorecard_demands_per_week: i64,
    pub scorecard_team_demands_per_week: i64,
    pub scorecard_reviews_per_week: i64,
}

impl Default for Goals {
    fn default() -> Self {
        let offices = |v: &[(i64, i64)]| v.iter().copied().collect::<OfficeGoals>();
        Goals {
            // spec 3 §9: "Fees goal 108000 per business day; average fee goal 15000."
            fees_per_business_day: 108_000 * 100,
            average_fee: 15_000 * 100,
            // spec 3 §9: "New cases goal 268 per month (Sandy 122, Spokane 92, Boise 54)."
            new_cases_per_month: 268,
            new_cases_by_office: offices(&[(SANDY, 122), (SPOKANE_VALLEY, 92), (MERIDIAN, 54)]),
            // spec 3 §9: "Demands goal 216 per month (Sandy 98, Spokane 74, Boise 44)."
            demands_per_month: 216,
            demands_by_office: offices(&[(SANDY, 98), (SPOKANE_VALLEY, 74), (MERIDIAN, 44)]),
            // spec 3 §9: "weekly goal 540000; per-office weekly goals Spokane 134400, Sandy
            // 258000, Boise 91728, other offices 0."
            weekly_fees: 540_000 * 100,
            weekly_fees_by_office: offices(&[(SPOKANE_VALLEY, 134_400 * 100), (SANDY, 258_000 * 100), (MERIDIAN, 91_728 * 100)]),
            // spec 3 §9: "monthly pre-lit goal 180000, lit goal 60000".
            monthly_prelit_fees: 180_000 * 100,
            monthly_lit_fees: 60_000 * 100,
            // spec 3 §9: "Quarter goals: demands 487, banked 403".
            quarter_demands: 487,
            quarter_banked: 403,
            // spec 3 §9: "Monthly goals (attorney tables): demands 18, settlements 15, fees 180000."
            attorney_demands: 18,
            attorney_settlements: 15,
            attorney_fees: 180_000 * 100,
            // spec 3 §9: "Demand cell colour: over 17 high, 15 to 17 medium (average: 12 to 17
            // medium)"; "Settlement cell colour: medium from 12 (4 for litigation)"; "Fee cell
            // colour: ... medium from 150000 (50000 for litigation)".
            attorney_demands_medium: 15,
            attorney_demands_average_medium: 12,
            attorney_settlements_medium: 12,
            attorney_fees_medium: 150_000 * 100,
            // spec 3 §9: "Litigation attorneys (MCA, JRT, LCK, LDM, LP, RCS): settlements 6, fees 60000."
            litigation_attorneys: ["MCA", "JRT", "LCK", "LDM", "LP", "RCS"].iter().map(|s| s.to_string()).collect(),
            litigation_settlements: 6,
            litigation_fees: 60_000 * 100,
            litigation_settlements_medium: 4,
            litigation_fees_medium: 50_000 * 100,
            // spec 2 §9: "Monthly goals: 6 demands, 5 settlements, $60,000 fees. ... demands ...
            // exactly 4 medium ...; settlements ... exactly 4 medium; fees ... $50k up to $60k medium."
            paralegal_demands: 6,
            paralegal_settlements: 5,
            paralegal_fees: 60_000 * 100,
            paralegal_demands_medium: 4,
            paralegal_settlements_medium: 4,
            paralegal_fees_medium: 50_000 * 100,
            // spec 1 §9 / 3 §9: "Retained goal per business day per office: Meridian 1.9,
            // Spokane Valley 3.8, Sandy 3.8, Sea-Tac 0.25, Wyoming 0.25, Montana 0.25, others 0."
            retained_per_business_day_by_office: offices(&[(MERIDIAN, 190), (SPOKANE_VALLEY, 380), (SANDY, 380), (SEA_TAC, 25), (WYOMING, 25), (MONTANA, 25)]),
            // spec 2 §9: "demand goal 1.25 per week (1.75 for one team for non-admin); review
            // goal 0.5 per week".
            scorecard_demands_per_week: 125,
            scorecard_team_demands_per_week: 175,
            scorecard_reviews_per_week: 50,
        }
    }
}

/// How a goal's value is typed and shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalKind {
    /// Cents; typed in dollars (up to two decimals).
    Money,
    /// A whole number.
    Count,
    /// A fractional rate in hundredths (1.9 is 190); typed with up to two decimals.
    Rate,
}

/// A rate stored in hundredths as the number it stands for (190 → 1.9).
pub fn rate_value(hundredths: i64) -> f64 {
    hundredths as f64 / 100.0
}

/// One scalar goal: its stable key (the API's and the form's), label and section.
pub struct GoalDef {
    pub key: &'static str,
    pub section: &'static str,
    pub label: &'static str,
    pub kind: GoalKind,
    get: fn(&Goals) -> i64,
    set: fn(&mut Goals, i64),
}

/// The per-office goal maps: (key prefix, section, label, kind).
pub const OFFICE_GOALS: [(&str, &str, &str, GoalKind); 4] = [
    ("newCasesByOffice", "Home cards", "New cases per month", GoalKind::Count),
    ("demandsByOffice", "Home cards", "Demands per month", GoalKind::Count),
    ("weeklyFeesByOffice", "Weekly fees", "Weekly fees", GoalKind::Money),
    ("retainedPerDayByOffice", "Intake pacing", "Retained per business day", GoalKind::Rate),
];

macro_rules! goal {
    ($key:literal, $section:literal, $label:literal, $kind:ident, $field:ident) => {
        GoalDef { key: $key, section: $section, label: $label, kind: GoalKind::$kind, get: |g| g.$field, set: |g, v| g.$field = v }
    };
}

pub const CATALOG: &[GoalDef] = &[
    goal!("feesPerBusinessDay", "Home cards", "Fees per business day", Money, fees_per_business_day),
    goal!("averageFee", "Home cards", "Average fee", Money, average_fee),
    goal!("newCasesPerMonth", "Home cards", "New cases per month", Count, new_cases_per_month),
    goal!("demandsPerMonth", "Home cards", "Demands per month", Count, demands_per_month),
    goal!("weeklyFees", "Weekly fees", "Weekly fees (firm)", Money, weekly_fees),
    goal!("monthlyPrelitFees", "Fee charts", "Monthly pre-lit fees per attorney", Money, monthly_prelit_fees),
    goal!("monthlyLitFees", "Fee charts", "Monthly lit fees per attorney", Money, monthly_lit_fees),
    goal!("quarterDemands", "Quarter goals", "Demands per quarter", Count, quarter_demands),
    goal!("quarterBanked", "Quarter goals", "Banked settlements per quarter", Count, quarter_banked),
    goal!("attorneyDemands", "Attorney monthly goals", "Demands", Count, attorney_demands),
    goal!("attorneyDemandsMedium", "Attorney monthly goals", "Demands medium from", Count, attorney_demands_medium),
    goal!("attorneyDemandsAverageMedium", "Attorney monthly goals", "Average demands medium from", Count, attorney_demands_average_medium),
    goal!("attorneySettlements", "Attorney monthly goals", "Settlements", Count, attorney_settlements),
    goal!("attorneySettlementsMedium", "Attorney monthly goals", "Settlements medium from", Count, attorney_settlements_medium),
    goal!("attorneyFees", "Attorney monthly goals", "Fees", Money, attorney_fees),
    goal!("attorneyFeesMedium", "Attorney monthly goals", "Fees medium from", Money, attorney_fees_medium),
    goal!("litigationSettlements", "Litigation attorney monthly goals", "Settlements", Count, litigation_settlements),
    goal!("litigationSettlementsMedium", "Litigation attorney monthly goals", "Settlements medium from", Count, litigation_settlements_medium),
    goal!("litigationFees", "Litigation attorney monthly goals", "Fees", Money, litigation_fees),
    goal!("litigationFeesMedium", "Litigation attorney monthly goals", "Fees medium from", Money, litigation_fees_medium),
    goal!("paralegalDemands", "Paralegal monthly goals", "Demands", Count, paralegal_demands),
    goal!("paralegalDemandsMedium", "Paralegal monthly goals", "Demands medium at", Count, paralegal_demands_medium),
    goal!("paralegalSettlements", "Paralegal monthly goals", "Settlements", Count, paralegal_settlements),
    goal!("paralegalSettlementsMedium", "Paralegal monthly goals", "Settlements medium at", Count, paralegal_settlements_medium),
    goal!("paralegalFees", "Paralegal monthly goals", "Fees", Money, paralegal_fees),
    goal!("paralegalFeesMedium", "Paralegal monthly goals", "Fees medium from", Money, paralegal_fees_medium),
    goal!("scorecardDemandsPerWeek", "CM scorecard", "Demands per week", Rate, scorecard_demands_per_week),
    goal!("scorecardTeamDemandsPerWeek", "CM scorecard", "Demands per week, goal team (non-admin view)", Rate, scorecard_team_demands_per_week),
    goal!("scorecardReviewsPerWeek", "CM scorecard", "Reviews per week", Rate, scorecard_reviews_per_week),
];

/// Largest goal accepted: a billion dollars in cents (keeps every sum far inside i64).
pub const MAX_GOAL: i64 = 100_000_000_000;

impl GoalDef {
    pub fn value(&self, goals: &Goals) -> i64 {
        (self.get)(goals)
    }
}

impl Goals {
    /// The per-office goals under a prefix of [`OFFICE_GOALS`].
    pub fn office_map(&self, prefix: &str) -> Option<&OfficeGoals> {
        match prefix {
            "newCasesByOffice" => Some(&self.new_cases_by_office),
            "demandsByOffice" => Some(&self.demands_by_office),
            "weeklyFeesByOffice" => Some(&self.weekly_fees_by_office),
            "retainedPerDayByOffice" => Some(&self.retained_per_business_day_by_office),
            _ => None,
        }
    }

    fn office_map_mut(&mut self, prefix: &str) -> Option<&mut OfficeGoals> {
        match prefix {
            "newCasesByOffice" => Some(&mut self.new_cases_by_office),
            "demandsByOffice" => Some(&mut self.demands_by_office),
            "weeklyFeesByOffice" => Some(&mut self.weekly_fees_by_office),
            "retainedPerDayByOffice" => Some(&mut self.retained_per_business_day_by_office),
            _ => None,
        }
    }

    /// A per-office goal (0 for an office without one).
    pub fn office_goal(map: &OfficeGoals, office_id: i64) -> i64 {
        map.get(&office_id).copied().unwrap_or(0)
    }

    /// The kind of a key: a catalogue goal or `<officePrefix>:<officeId>`.
    pub fn kind_of(key: &str) -> Option<GoalKind> {
        if let Some(def) = CATALOG.iter().find(|d| d.key == key) {
            return Some(def.kind);
        }
        let (prefix, id) = key.split_once(':')?;
        id.parse::<i64>().ok()?;
        OFFICE_GOALS.iter().find(|(p, ..)| *p == prefix).map(|(.., kind)| *kind)
    }

    /// The value under a key (see [`Goals::kind_of`]).
    pub fn get(&self, key: &str) -> Option<i64> {
        if let Some(def) = CATALOG.iter().find(|d| d.key == key) {
            return Some(def.value(self));
        }
        let (prefix, id) = key.split_once(':')?;
        Some(Self::office_goal(self.office_map(prefix)?, id.parse().ok()?))
    }

    /// Sets the goal under `key` from what a person typed; a value that is not a number, is
    /// negative or too large is refused naming the key, and nothing changes.
    pub fn set_typed(&mut self, key: &str, typed: &str) -> Result<(), DomainError> {
        let kind = Self::kind_of(key).ok_or_else(|| DomainError::invalid(key, format!("Unknown goal {key}")))?;
        let value = parse_goal_value(key, kind, typed)?;
        if let Some(def) = CATALOG.iter().find(|d| d.key == key) {
            (def.set)(self, value);
            return Ok(());
        }
        let (prefix, id) = key.split_once(':').expect("kind_of checked the key");
        let map = self.office_map_mut(prefix).expect("kind_of checked the prefix");
        let office_id: i64 = id.parse().expect("kind_of checked the id");
        if value == 0 {
            map.remove(&office_id);
        } else {
            map.insert(office_id, value);
        }
        Ok(())
    }

    /// Every stored value is a whole, non-negative number within [`MAX_GOAL`]; attorney codes
    /// are non-empty and listed once.
    pub fn check(&self) -> Result<(), DomainError> {
        for def in CATALOG {
            check_range(def.key, def.value(self))?;
        }
        for (prefix, ..) in OFFICE_GOALS {
            for (office, value) in self.office_map(prefix).expect("known prefix") {
                check_range(&format!("{prefix}:{office}"), *value)?;
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for code in &self.litigation_attorneys {
            let code = code.trim();
            if code.is_empty() || code.len() > 10 || !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                return Err(DomainError::invalid("litigationAttorneys", format!("'{code}' is not an attorney code")));
            }
            if !seen.insert(code.to_ascii_uppercase()) {
                return Err(DomainError::invalid("litigationAttorneys", format!("{code} is listed twice")));
            }
        }
        Ok(())
    }

    /// spec 3 §9: whether a staff code is one of the litigation attorneys.
    pub fn is_litigation_attorney(&self, code: &str) -> bool {
        self.litigation_attorneys.iter().any(|c| c.eq_ignore_ascii_case(code.trim()))
    }
}

fn check_range(key: &str, value: i64) -> Result<(), DomainError> {
    if value < 0 {
        return Err(DomainError::invalid(key, "A goal cannot be negative"));
    }
    if value > MAX_GOAL {
        return Err(DomainError::invalid(key, "This goal is too large"));
    }
    Ok(())
}

/// Reads a typed goal: dollars with up to two decimals (commas and a leading `$` allowed) for
/// money, a number with up to two decimals for rates (kept in hundredths), a whole number for
/// counts.
pub fn parse_goal_value(key: &str, kind: GoalKind, typed: &str) -> Result<i64, DomainError> {
    let cleaned: String = typed.trim().trim_start_matches('$').chars().filter(|c| *c != ',').collect();
    if cleaned.is_empty() {
        return Err(DomainError::invalid(key, "Enter a number"));
    }
    if cleaned.starts_with('-') {
        return Err(DomainError::invalid(key, "A goal cannot be negative"));
    }
    let not_a_number = || DomainError::invalid(key, format!("'{}' is not a number", typed.trim()));
    let value = match kind {
        GoalKind::Count => cleaned.parse::<i64>().map_err(|_| not_a_number())?,
        GoalKind::Money | GoalKind::Rate => {
            let (whole, fraction) = cleaned.split_once('.').unwrap_or((&cleaned, ""));
            if whole.is_empty() && fraction.is_empty() || fraction.len() > 2 || !whole.chars().chain(fraction.chars()).all(|c| c.is_ascii_digit()) {
                return Err(not_a_number());
            }
            let dollars: i64 = if whole.is_empty() { 0 } else { whole.parse().map_err(|_| not_a_number())? };
            let cents: i64 = format!("{fraction:0<2}").parse().map_err(|_| not_a_number())?;
            dollars.checked_mul(100).and_then(|d| d.checked_add(cents)).ok_or_else(|| DomainError::invalid(key, "This goal is too large"))?
        }
    };
    check_range(key, value)?;
    Ok(value)
}

#[cfg(test)]
#[path = "catalog_tests.rs"]
mod tests;
