//! The PPC report (issue 15; docs/decisions.md "ppccrm (session 4)"): advertising spend per
//! paid source and month, entered on an admin form (each entry an event on the month's stream
//! `ad_spend-<yyyymm>`), and the closed-loop figures from call to fee.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Aggregate, DomainError};

pub const AD_SPEND_STREAM: &str = "ad_spend";
/// The largest monthly spend one entry records ($10 M): a typo guard.
pub const MAX_MONTHLY_SPEND_CENTS: i64 = 1_000_000_000;

/// One paid source's spend for one month (the latest entry wins).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AdSpendSet {
    pub source: String,
    /// The month, `YYYY-MM`.
    pub month: String,
    pub amount_cents: i64,
    /// Another organization's spend; absent for the deployment's organization (whose months
    /// are the streams `ad_spend-<yyyymm>` they always were).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organization_id: Option<i64>,
}

crate::stable_events! {
    pub enum SpendEvent {
        AdSpendSet(AdSpendSet) = "ad_spend_set",
    }
}

/// `YYYY-MM` → the stream's numeric id (`yyyymm`), or none when it is not a month.
pub fn month_id(month: &str) -> Option<i64> {
    let (y, m) = month.split_once('-')?;
    let (y, m): (i64, i64) = (y.parse().ok()?, m.parse().ok()?);
    (y >= 2000 && y <= 2100 && (1..=12).contains(&m) && month.len() == 7).then_some(y * 100 + m)
}

/// The stream of one organization's month: `yyyymm` for the deployment's organization
/// (`organization_id` none), `organization_id × 1 000 000 + yyyymm` for any other, so that no
/// organization writes another's month.
pub fn spend_stream_id(organization_id: Option<i64>, month: &str) -> Option<i64> {
    let month = month_id(month)?;
    Some(match organization_id {
        None => month,
        Some(org) => org.checked_mul(1_000_000)?.checked_add(month)?,
    })
}

/// Checks a spend entry (issue 15 "Bad input: a spend entry that is negative or not a number,
/// a source that is not paid" — whether the source is paid is checked against configuration
/// by the caller).
pub fn check_spend(e: &AdSpendSet) -> Result<(), DomainError> {
    if e.source.trim().is_empty() {
        return Err(DomainError::invalid("source", "Choose a paid source"));
    }
    if month_id(&e.month).is_none() {
        return Err(DomainError::invalid("month", "The month is YYYY-MM"));
    }
    if e.amount_cents < 0 {
        return Err(DomainError::invalid("amountCents", "Spend cannot be negative"));
    }
    if e.amount_cents > MAX_MONTHLY_SPEND_CENTS {
        return Err(DomainError::invalid("amountCents", "Spend above $10,000,000 for one month is not plausible; check the amount"));
    }
    Ok(())
}

/// One month's spend entries.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MonthSpend {
    pub by_source: BTreeMap<String, i64>,
}

impl Aggregate for MonthSpend {
    type Command = AdSpendSet;
    type Event = SpendEvent;

    fn decide(&self, command: AdSpendSet) -> Result<Vec<SpendEvent>, DomainError> {
        check_spend(&command)?;
        if self.by_source.get(&command.source) == Some(&command.amount_cents) {
            return Ok(vec![]);
        }
        Ok(vec![SpendEvent::AdSpendSet(command)])
    }

    fn apply(mut self, event: &SpendEvent) -> Self {
        let SpendEvent::AdSpendSet(e) = event;
        self.by_source.insert(e.source.clone(), e.amount_cents);
        self
    }
}

/// Whether a source is paid: an advertising source flagged paid in configuration, or a
/// call-tracking (CallRail) source (issue 15).
pub fn is_paid_source(source: &str, paid_advertising: &[String], callrail_sources: &[String]) -> bool {
    let s = source.trim();
    !s.is_empty() && (paid_advertising.iter().any(|p| p.trim().eq_ignore_ascii_case(s)) || callrail_sources.iter().any(|p| p.trim().eq_ignore_ascii_case(s)))
}

/// What the log says of one source in one month (or the period).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct FunnelCounts {
    pub calls: i64,
    pub leads: i64,
    pub wanted: i64,
    pub retained: i64,
    /// Fees collected to date from the retained cases.
    pub fees_cents: i64,
    /// None: no spend entered for (every month of) it.
    pub spend_cents: Option<i64>,
}

/// The report's derived figures. Every ratio is None where its base is zero or the spend is
/// missing: the report says so instead of inventing a figure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FunnelFigures {
    /// Leads / calls, wanted / leads, retained / wanted, retained / leads: per cent, 1 decimal.
    pub lead_rate: Option<f64>,
    pub wanted_rate: Option<f64>,
    pub retained_rate: Option<f64>,
    pub lead_to_retained_rate: Option<f64>,
    pub cost_per_lead_cents: Option<i64>,
    pub cost_per_retained_cents: Option<i64>,
    /// (fees − spend) / spend, per cent, 1 decimal.
    pub return_on_spend: Option<f64>,
}

fn pct(n: i64, d: i64) -> Option<f64> {
    (d > 0).then(|| (n as f64 * 1000.0 / d as f64).round() / 10.0)
}

fn per(spend: Option<i64>, n: i64) -> Option<i64> {
    spend.filter(|_| n > 0).map(|s| (s as f64 / n as f64).round() as i64)
}

pub fn figures(c: &FunnelCounts) -> FunnelFigures {
    FunnelFigures {
        lead_rate: pct(c.leads, c.calls),
        wanted_rate: pct(c.wanted, c.leads),
        retained_rate: pct(c.retained, c.wanted),
        lead_to_retained_rate: pct(c.retained, c.leads),
        cost_per_lead_cents: per(c.spend_cents, c.leads),
        cost_per_retained_cents: per(c.spend_cents, c.retained),
        return_on_spend: c.spend_cents.and_then(|s| pct(c.fees_cents - s, s)),
    }
}

/// The part of a month's spend that falls in the period: the monthly amount × the month's days
/// in the period ÷ its days (a period of whole months keeps the entered amounts).
pub fn prorated(monthly_cents: i64, month: &str, start: chrono::NaiveDate, end: chrono::NaiveDate) -> i64 {
    use chrono::{Datelike, Duration, NaiveDate};
    let Some(id) = month_id(month) else { return monthly_cents };
    let first = NaiveDate::from_ymd_opt((id / 100) as i32, (id % 100) as u32, 1).expect("month");
    let last = (first + Duration::days(32)).with_day(1).expect("month") - Duration::days(1);
    let (from, to) = (first.max(start), last.min(end));
    if to < from {
        return 0;
    }
    let covered = (to - from).num_days() + 1;
    let days = (last - first).num_days() + 1;
    if covered == days {
        monthly_cents
    } else {
        (monthly_cents as f64 * covered as f64 / days as f64).round() as i64
    }
}

/// Adds a month's counts into a total; the total's spend is missing when any month's is.
pub fn add(total: &mut FunnelCounts, month: &FunnelCounts, first: bool) {
    total.calls += month.calls;
    total.leads += month.leads;
    total.wanted += month.wanted;
    total.retained += month.retained;
    total.fees_cents += month.fees_cents;
    total.spend_cents = match (first, total.spend_cents, month.spend_cents) {
        (true, _, s) => s,
        (false, Some(a), Some(b)) => Some(a + b),
        _ => None,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_organization_writes_its_own_months() {
        // Issue 36 §2: "changed organization 2's PPC spend" — no longer the same stream.
        assert_eq!(spend_stream_id(None, "2026-11"), Some(202611));
        assert_eq!(spend_stream_id(Some(3), "2026-11"), Some(3_000_000 + 202611));
        assert_ne!(spend_stream_id(Some(3), "2026-11"), spend_stream_id(None, "2026-11"));
        assert_eq!(spend_stream_id(Some(3), "2026-13"), None);
    }

    #[test]
    fn spend_entries_are_checked_and_the_latest_wins() {
        let e = |source: &str, month: &str, cents: i64| AdSpendSet { source: source.into(), month: month.into(), amount_cents: cents, organization_id: None };
        let m = MonthSpend::default();
        assert_eq!(m.decide(e("Ref-PPC", "2026-11", 1_250_000)).unwrap().len(), 1);
        assert!(matches!(m.decide(e("Ref-PPC", "2026-11", -1)), Err(DomainError::Invalid { .. })), "negative");
        assert!(m.decide(e("Ref-PPC", "2026-13", 1)).is_err(), "not a month");
        assert!(m.decide(e(" ", "2026-11", 1)).is_err());
        assert!(m.decide(e("Ref-PPC", "2026-11", MAX_MONTHLY_SPEND_CENTS + 1)).is_err());
        let m = m.apply(&SpendEvent::AdSpendSet(e("Ref-PPC", "2026-11", 100)));
        assert!(m.decide(e("Ref-PPC", "2026-11", 100)).unwrap().is_empty(), "unchanged: nothing recorded");
        assert_eq!(month_id("2026-11"), Some(202611));
    }

    #[test]
    fn spend_is_prorated_to_the_periods_days_of_the_month() {
        let d = |m: u32, day: u32| chrono::NaiveDate::from_ymd_opt(2026, m, day).unwrap();
        assert_eq!(prorated(300_000, "2026-11", d(11, 1), d(11, 30)), 300_000, "a whole month");
        assert_eq!(prorated(300_000, "2026-11", d(11, 22), d(11, 22)), 10_000, "one day of 30");
        assert_eq!(prorated(310_000, "2026-10", d(10, 15), d(11, 30)), 170_000, "Oct 15–31: 17 of 31 days");
    }

    #[test]
    fn paid_sources_are_configured_advertising_or_callrail() {
        let paid = vec!["Ref-PPC".to_string()];
        let cr = vec!["Google Ads".to_string()];
        assert!(is_paid_source("ref-ppc", &paid, &cr));
        assert!(is_paid_source("Google Ads", &paid, &cr));
        assert!(!is_paid_source("Ref-Doctors", &paid, &cr));
    }

    #[test]
    fn funnel_figures_and_missing_spend() {
        // 40 calls, 30 leads, 12 wanted, 6 retained, $9,000 spend, $30,000 fees:
        // 75.0 %, 40.0 %, 50.0 %, 20.0 %; $300 per lead; $1,500 per retained; ROI 233.3 %.
        let c = FunnelCounts { calls: 40, leads: 30, wanted: 12, retained: 6, fees_cents: 3_000_000, spend_cents: Some(900_000) };
        let f = figures(&c);
        assert_eq!((f.lead_rate, f.wanted_rate, f.retained_rate, f.lead_to_retained_rate), (Some(75.0), Some(40.0), Some(50.0), Some(20.0)));
        assert_eq!((f.cost_per_lead_cents, f.cost_per_retained_cents, f.return_on_spend), (Some(30_000), Some(150_000), Some(233.3)));
        let none = figures(&FunnelCounts { spend_cents: None, ..c });
        assert_eq!((none.cost_per_lead_cents, none.return_on_spend), (None, None), "missing spend is said, never invented");
        let zero = figures(&FunnelCounts { retained: 0, ..c });
        assert_eq!(zero.cost_per_retained_cents, None);
        let mut total = FunnelCounts::default();
        add(&mut total, &c, true);
        add(&mut total, &FunnelCounts { spend_cents: None, ..c }, false);
        assert_eq!((total.leads, total.spend_cents), (60, None), "a month without spend leaves the total's spend missing");
    }
}
