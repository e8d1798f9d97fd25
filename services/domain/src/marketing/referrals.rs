//! Referrals by and to (spec 3 §2.14; docs/decisions.md "ppccrm (session 4)"): which cases
//! the firm's referral contacts sent it, which clients it sent to medical providers, and the
//! per-contact totals a referral coordinator works from.

use std::collections::BTreeMap;

use chrono::NaiveDate;

/// spec 3 §2.14: "Referral sources counted as referrals by others: Ref-Doctors, Ref-Auto Body,
/// Ref-Tow Truck, Ref-BNI, Ref-Partners" (the default of `firm.referral_by_others_sources`).
pub const REFERRAL_BY_OTHERS_SOURCES: [&str; 5] = ["Ref-Doctors", "Ref-Auto Body", "Ref-Tow Truck", "Ref-BNI", "Ref-Partners"];

/// Whether a case's referral source counts as a referral by others (names compared without
/// case or surrounding spaces, as the external system's lists are typed by hand).
pub fn is_referral_by_others(source: &str, configured: &[String]) -> bool {
    let s = source.trim();
    !s.is_empty() && configured.iter().any(|c| c.trim().eq_ignore_ascii_case(s))
}

/// Who a referral is credited to: the firm's contact when the log links one, else the external
/// system's contact (the referral source's other contact, else the source's own contact), else
/// the name alone.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReferrerKey {
    Contact(i64),
    External(i64),
    Name(String),
}

impl ReferrerKey {
    /// spec 3 §2.14 contact-creation dialog: "sa_id and sa_ctg from the other-source contact,
    /// else the source contact" — the first of those the referral carries.
    pub fn of(contact_id: Option<i64>, other_sa_id: Option<i64>, source_sa_id: Option<i64>, name: &str) -> ReferrerKey {
        match (contact_id, other_sa_id.or(source_sa_id)) {
            (Some(id), _) => ReferrerKey::Contact(id),
            (None, Some(sa)) => ReferrerKey::External(sa),
            (None, None) => ReferrerKey::Name(name.trim().to_lowercase()),
        }
    }

    /// A stable text form for the screens (row keys, the pop-up's filter).
    pub fn text(&self) -> String {
        match self {
            ReferrerKey::Contact(id) => format!("contact:{id}"),
            ReferrerKey::External(id) => format!("external:{id}"),
            ReferrerKey::Name(n) => format!("name:{n}"),
        }
    }
}

/// One referral: a case sent to the firm (By) or a client sent to a provider (To).
#[derive(Debug, Clone, PartialEq)]
pub struct Referral {
    pub key: ReferrerKey,
    pub name: String,
    pub case_id: i64,
    pub date: NaiveDate,
    /// By: the case was retained. To: always false (not a figure of that view).
    pub retained: bool,
}

/// One referrer's totals in the period (the Aggregate view).
#[derive(Debug, Clone, PartialEq)]
pub struct ReferrerTotals {
    pub key: ReferrerKey,
    pub name: String,
    /// Referrals in the period (a case counts once per referrer).
    pub count: i64,
    pub retained: i64,
    /// Retained / count in per cent, 1 decimal.
    pub retained_percent: f64,
    pub last_date: NaiveDate,
    /// The cases behind the count, newest referral first (the pop-up).
    pub case_ids: Vec<i64>,
}

fn round1(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// The Aggregate view: one line per referrer, most referrals first, then the latest referral,
/// then by name. A case referred twice to the same referrer counts once.
pub fn totals(referrals: &[Referral]) -> Vec<ReferrerTotals> {
    let mut by_key: BTreeMap<&ReferrerKey, Vec<&Referral>> = BTreeMap::new();
    for r in referrals {
        by_key.entry(&r.key).or_default().push(r);
    }
    let mut out: Vec<ReferrerTotals> = by_key
        .into_iter()
        .map(|(key, mut rs)| {
            rs.sort_by(|a, b| b.date.cmp(&a.date).then(b.case_id.cmp(&a.case_id)));
            let mut seen = std::collections::HashSet::new();
            rs.retain(|r| seen.insert(r.case_id));
            let count = rs.len() as i64;
            let retained = rs.iter().filter(|r| r.retained).count() as i64;
            ReferrerTotals {
                key: key.clone(),
                name: rs[0].name.clone(),
                count,
                retained,
                retained_percent: if count == 0 { 0.0 } else { round1(retained as f64 * 100.0 / count as f64) },
                last_date: rs[0].date,
                case_ids: rs.iter().map(|r| r.case_id).collect(),
            }
        })
        .collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then(b.last_date.cmp(&a.last_date)).then(a.name.cmp(&b.name)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    #[test]
    fn spec_3_section_2_14_referral_sources_counted_as_by_others() {
        let configured: Vec<String> = REFERRAL_BY_OTHERS_SOURCES.iter().map(|s| s.to_string()).collect();
        assert!(is_referral_by_others("Ref-Doctors", &configured));
        assert!(is_referral_by_others(" ref-tow truck ", &configured), "hand-typed names match without case or spaces");
        assert!(!is_referral_by_others("Ref-PPC", &configured), "paid advertising is not a referral by others");
        assert!(!is_referral_by_others("", &configured));
    }

    #[test]
    fn spec_3_section_2_14_contact_creation_uses_other_source_contact_else_source_contact() {
        assert_eq!(ReferrerKey::of(Some(800_001), Some(70_001), Some(700_011), "x"), ReferrerKey::Contact(800_001));
        assert_eq!(ReferrerKey::of(None, Some(70_001), Some(700_011), "x"), ReferrerKey::External(70_001));
        assert_eq!(ReferrerKey::of(None, None, Some(700_014), "x"), ReferrerKey::External(700_014));
        assert_eq!(ReferrerKey::of(None, None, None, " Dr. Who "), ReferrerKey::Name("dr. who".into()));
    }

    #[test]
    fn totals_count_each_case_once_and_sort_by_count_then_latest() {
        let r = |key: i64, case_id: i64, day: u32, retained: bool| Referral { key: ReferrerKey::Contact(key), name: format!("C{key}"), case_id, date: d(day), retained };
        let refs = vec![r(1, 10, 3, true), r(1, 11, 9, false), r(1, 11, 9, false), r(1, 12, 5, true), r(2, 20, 20, false), r(3, 30, 21, true), r(3, 31, 2, false)];
        let t = totals(&refs);
        // C1: cases 10, 11, 12 (11 twice counts once) = 3, retained 2 → 66.7 %, last Nov 9.
        assert_eq!(t[0].key, ReferrerKey::Contact(1));
        assert_eq!((t[0].count, t[0].retained, t[0].retained_percent, t[0].last_date), (3, 2, 66.7, d(9)));
        assert_eq!(t[0].case_ids, vec![11, 12, 10], "newest referral first");
        // C3 (2, last Nov 21) before C2 (1).
        assert_eq!((t[1].key.clone(), t[1].count, t[1].retained_percent), (ReferrerKey::Contact(3), 2, 50.0));
        assert_eq!((t[2].count, t[2].retained, t[2].retained_percent), (1, 0, 0.0));
    }
}
