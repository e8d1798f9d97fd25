//! The goals as the API answers them: one entry per goal (catalogue goals, then per-office
//! goals for each office of the organization), typed for screens and for the admin form.

use async_graphql::SimpleObject;
use chrono::{DateTime, NaiveDate, Utc};
use domain::goals::catalog::{CATALOG, OFFICE_GOALS};
use domain::goals::{GoalKind, Goals};

use crate::fees::money::Money;
use projections::organization::read::OrgData;

/// One goal. `text` is what the admin form shows and sends back (dollars for money goals).
#[derive(SimpleObject, Clone)]
pub struct GoalEntry {
    /// Stable key (`quarterDemands`, `weeklyFeesByOffice:5`, …).
    pub key: String,
    pub section: String,
    pub label: String,
    /// `money` (cents), `count`, or `rate` (hundredths: 190 is 1.9 a business day or week).
    pub kind: String,
    /// The goal in cents (money) or as a count.
    pub value: Money,
    pub text: String,
    /// The office of a per-office goal.
    pub office_id: Option<i64>,
}

/// One recorded change of the goals (the audit trail).
#[derive(SimpleObject, Clone)]
pub struct GoalChange {
    pub effective_from: NaiveDate,
    pub set_at: Option<DateTime<Utc>>,
    pub set_by: Option<String>,
    /// Labels of the goals that changed.
    pub changed: Vec<String>,
}

/// The goals in force on `asOf` (issue 14: goals are the firm's configuration).
#[derive(SimpleObject, Clone)]
pub struct FirmGoals {
    pub organization_id: i64,
    pub as_of: NaiveDate,
    /// The date the set in force took effect; none while the spec's defaults apply.
    pub effective_from: Option<NaiveDate>,
    /// The goals stream's version (send it back as `expectedVersion`).
    pub version: i64,
    pub entries: Vec<GoalEntry>,
    /// spec 3 §9: the litigation attorneys' staff codes.
    pub litigation_attorneys: Vec<String>,
    /// Every date a set takes effect from, oldest first.
    pub effective_dates: Vec<NaiveDate>,
    /// Newest first.
    pub changes: Vec<GoalChange>,
}

pub fn kind_name(kind: GoalKind) -> &'static str {
    match kind {
        GoalKind::Money => "money",
        GoalKind::Count => "count",
        GoalKind::Rate => "rate",
    }
}

/// What the form shows: dollars without needless decimals for money, a rate as the number it
/// stands for (190 → "1.9", 25 → "0.25"), the count otherwise.
pub fn goal_text(kind: GoalKind, value: i64) -> String {
    match kind {
        GoalKind::Count => value.to_string(),
        GoalKind::Money if value % 100 == 0 => (value / 100).to_string(),
        GoalKind::Money => format!("{}.{:02}", value / 100, value % 100),
        GoalKind::Rate if value % 100 == 0 => (value / 100).to_string(),
        GoalKind::Rate if value % 10 == 0 => format!("{}.{}", value / 100, value % 100 / 10),
        GoalKind::Rate => format!("{}.{:02}", value / 100, value % 100),
    }
}

/// The label of a key, per-office keys named with the office.
pub fn label_of(key: &str, org: &OrgData) -> String {
    if let Some(def) = CATALOG.iter().find(|d| d.key == key) {
        return format!("{}: {}", def.section, def.label);
    }
    if key == "litigationAttorneys" {
        return "Litigation attorneys".into();
    }
    let Some((prefix, id)) = key.split_once(':') else { return key.to_string() };
    let office = id.parse::<i64>().ok().and_then(|id| org.offices.iter().find(|o| o.office_id == id)).map(|o| o.name.clone()).unwrap_or_else(|| format!("office {id}"));
    let label = OFFICE_GOALS.iter().find(|(p, ..)| *p == prefix).map(|(_, _, l, _)| *l).unwrap_or(prefix);
    format!("{label}: {office}")
}

pub fn entries(goals: &Goals, org: &OrgData) -> Vec<GoalEntry> {
    let mut out: Vec<GoalEntry> = CATALOG
        .iter()
        .map(|def| {
            let value = def.value(goals);
            GoalEntry { key: def.key.into(), section: def.section.into(), label: def.label.into(), kind: kind_name(def.kind).into(), value: Money(value), text: goal_text(def.kind, value), office_id: None }
        })
        .collect();
    let mut offices: Vec<_> = org.offices.iter().collect();
    offices.sort_by(|a, b| a.name.cmp(&b.name));
    for (prefix, section, label, _) in OFFICE_GOALS {
        for office in &offices {
            let key = format!("{prefix}:{}", office.office_id);
            let kind = Goals::kind_of(&key).expect("office keys are known");
            let value = goals.get(&key).unwrap_or(0);
            out.push(GoalEntry {
                key,
                section: section.into(),
                label: format!("{label}: {}", office.name),
                kind: kind_name(kind).into(),
                value: Money(value),
                text: goal_text(kind, value),
                office_id: Some(office.office_id),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_shows_in_dollars() {
        assert_eq!(goal_text(GoalKind::Money, 10_800_000), "108000");
        assert_eq!(goal_text(GoalKind::Money, 10_800_050), "108000.50");
        assert_eq!(goal_text(GoalKind::Count, 487), "487");
        assert_eq!((goal_text(GoalKind::Rate, 190), goal_text(GoalKind::Rate, 25), goal_text(GoalKind::Rate, 100), goal_text(GoalKind::Rate, 175)), ("1.9".into(), "0.25".into(), "1".into(), "1.75".into()));
    }
}
