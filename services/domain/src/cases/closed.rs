//! Closed Cases in Period (spec 3 §2.9): the headline figures, the closed-reasons and
//! by-attorney counts and the time on desk by attorney. One source for every figure of the
//! screen; the web app only formats them.

use chrono::NaiveDate;
use std::collections::BTreeMap;

/// spec 3 §2.9: "Average time on desk counts only cases closed with reason CASE SETTLED".
pub const CASE_SETTLED: &str = "CASE SETTLED";

/// The facts of one closed case the figures need.
#[derive(Debug, Clone, PartialEq)]
pub struct ClosedCase {
    /// The attorney's staff code; `None` when no attorney is assigned.
    pub attorney: Option<String>,
    pub reason: String,
    /// A demand went out before the case closed.
    pub had_demand: bool,
    pub tod_days: i64,
}

/// Time on desk in days: from the retained date (else the day the case was opened) to the day
/// it closed, never negative (the same start as the Rate screen's TOD, spec 2 §2).
pub fn time_on_desk_days(retained: Option<NaiveDate>, opened: NaiveDate, closed: NaiveDate) -> i64 {
    (closed - retained.unwrap_or(opened)).num_days().max(0)
}

/// spec 3 §2.9 "Retained Only (default on)": only cases that were retained.
pub fn keeps(retained_only: bool, retained: Option<NaiveDate>) -> bool {
    !retained_only || retained.is_some()
}

/// A closed case counts as "not settled after demand" when a demand went out and the reason
/// is not CASE SETTLED.
pub fn not_settled_after_demand(c: &ClosedCase) -> bool {
    c.had_demand && !is_settled(&c.reason)
}

/// The reason is CASE SETTLED, alone or with a qualifier after it (the firm's list names it
/// "CASE SETTLED - FEES DISBURSED"; docs/decisions.md).
pub fn is_settled(reason: &str) -> bool {
    let r = reason.trim().to_ascii_uppercase();
    match r.strip_prefix(CASE_SETTLED) {
        Some(rest) => rest.chars().next().is_none_or(|c| !c.is_ascii_alphanumeric()),
        None => false,
    }
}

/// The label of a case's attorney in the counts ("Unassigned" without one).
pub fn attorney_label(attorney: Option<&str>) -> String {
    attorney.filter(|a| !a.trim().is_empty()).unwrap_or("Unassigned").to_string()
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The headline and charts of the screen.
#[derive(Debug, Clone, PartialEq)]
pub struct ClosedSummary {
    pub count: i64,
    pub not_settled_after_demand: i64,
    /// Of the count, 1 decimal (0 with no cases).
    pub not_settled_after_demand_percent: f64,
    /// Days, 1 decimal; `None` with no CASE SETTLED case counted.
    pub average_tod: Option<f64>,
    /// (reason, count), most first then by name.
    pub by_reason: Vec<(String, i64)>,
    /// (attorney, count), most first then by name.
    pub by_attorney: Vec<(String, i64)>,
    /// (attorney, average days 1 decimal), CASE SETTLED cases of counted attorneys, by name.
    pub tod_by_attorney: Vec<(String, f64)>,
}

fn counted(map: BTreeMap<String, i64>) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = map.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

/// spec 3 §2.9: count, not settled after demand (with its percentage, 1 decimal), Average TOD
/// (1 decimal; CASE SETTLED only; the attorneys in `tod_excluded` left out) and the charts.
pub fn summary(cases: &[ClosedCase], tod_excluded: &[String]) -> ClosedSummary {
    let count = cases.len() as i64;
    let nsad = cases.iter().filter(|c| not_settled_after_demand(c)).count() as i64;
    let mut by_reason = BTreeMap::new();
    let mut by_attorney = BTreeMap::new();
    let mut tod: BTreeMap<String, (i64, i64)> = BTreeMap::new();
    let (mut tod_sum, mut tod_n) = (0i64, 0i64);
    for c in cases {
        let reason = if c.reason.trim().is_empty() { "Unspecified".to_string() } else { c.reason.trim().to_string() };
        *by_reason.entry(reason).or_insert(0) += 1;
        let attorney = attorney_label(c.attorney.as_deref());
        *by_attorney.entry(attorney.clone()).or_insert(0) += 1;
        let excluded = c.attorney.as_deref().is_some_and(|a| tod_excluded.iter().any(|x| x.eq_ignore_ascii_case(a.trim())));
        if is_settled(&c.reason) && !excluded {
            tod_sum += c.tod_days;
            tod_n += 1;
            let e = tod.entry(attorney).or_insert((0, 0));
            e.0 += c.tod_days;
            e.1 += 1;
        }
    }
    ClosedSummary {
        count,
        not_settled_after_demand: nsad,
        not_settled_after_demand_percent: if count == 0 { 0.0 } else { round1(nsad as f64 * 100.0 / count as f64) },
        average_tod: (tod_n > 0).then(|| round1(tod_sum as f64 / tod_n as f64)),
        by_reason: counted(by_reason),
        by_attorney: counted(by_attorney),
        tod_by_attorney: tod.into_iter().map(|(a, (sum, n))| (a, round1(sum as f64 / n as f64))).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn case(attorney: Option<&str>, reason: &str, had_demand: bool, tod_days: i64) -> ClosedCase {
        ClosedCase { attorney: attorney.map(str::to_string), reason: reason.into(), had_demand, tod_days }
    }

    #[test]
    fn time_on_desk_runs_from_retained_else_opened() {
        assert_eq!(time_on_desk_days(Some(d("2026-01-10")), d("2026-01-01"), d("2026-03-11")), 60);
        assert_eq!(time_on_desk_days(None, d("2026-01-01"), d("2026-01-31")), 30);
        assert_eq!(time_on_desk_days(Some(d("2026-02-01")), d("2026-01-01"), d("2026-01-15")), 0, "never negative");
    }

    #[test]
    fn retained_only_keeps_retained_cases() {
        // spec 3 §2.9: "Toggles: Retained Only (default on)".
        assert!(keeps(true, Some(d("2026-01-01"))));
        assert!(!keeps(true, None));
        assert!(keeps(false, None));
    }

    #[test]
    fn headline_figures() {
        // spec 3 §2.9: "the number not settled after demand (with percentage, 1 decimal) and
        // Average TOD (1 decimal)"; "Average time on desk counts only cases closed with reason
        // CASE SETTLED, excludes a fixed list of seven attorneys".
        let cases = [
            case(Some("LS"), "CASE SETTLED", true, 100),
            case(Some("LS"), "CASE SETTLED", true, 201),
            case(Some("JRT"), "CASE SETTLED", true, 50),
            case(Some("XX"), "CASE SETTLED", true, 1000),
            case(Some("LS"), "CLIENT FIRED FIRM", true, 300),
            case(None, "INTAKE - NO CASE", false, 5),
        ];
        let s = summary(&cases, &["xx".to_string()]);
        assert_eq!(s.count, 6);
        assert_eq!(s.not_settled_after_demand, 1);
        // 1 / 6 = 16.666… → 16.7
        assert_eq!(s.not_settled_after_demand_percent, 16.7);
        // (100 + 201 + 50) / 3 = 117.0; XX excluded, other reasons not counted.
        assert_eq!(s.average_tod, Some(117.0));
        assert_eq!(s.by_reason, vec![("CASE SETTLED".into(), 4), ("CLIENT FIRED FIRM".into(), 1), ("INTAKE - NO CASE".into(), 1)]);
        assert_eq!(s.by_attorney, vec![("LS".into(), 3), ("JRT".into(), 1), ("Unassigned".into(), 1), ("XX".into(), 1)]);
        assert_eq!(s.tod_by_attorney, vec![("JRT".into(), 50.0), ("LS".into(), 150.5)]);
    }

    #[test]
    fn case_settled_with_a_qualifier_counts() {
        assert!(is_settled("CASE SETTLED"));
        assert!(is_settled("case settled - fees disbursed"));
        assert!(!is_settled("CASE SETTLEDX"));
        assert!(!is_settled("CASE CLOSED - NO RECOVERY"));
    }

    #[test]
    fn empty_period() {
        let s = summary(&[], &[]);
        assert_eq!((s.count, s.not_settled_after_demand, s.not_settled_after_demand_percent, s.average_tod), (0, 0, 0.0, None));
    }
}
