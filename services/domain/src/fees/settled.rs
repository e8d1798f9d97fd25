//! The Settled Cases screen's figures (spec 2 §2 Settled Cases; §3 "Fully settled case:
//! caseId, clientName, attorneyName, paralegalName, office, caseGroup, litigationStatus,
//! totalFees, dateSettled"; §9 fee stats). Money in integer cents.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::rules;

#[derive(Debug, Clone, PartialEq)]
pub struct SettledCase {
    pub case_id: i64,
    pub client_name: String,
    pub attorney: String,
    pub paralegal: Option<String>,
    pub office: String,
    pub case_group: String,
    /// "Litigation" or "Pre-Litigation" (classified by `rules::is_litigation_status`).
    pub litigation_status: String,
    pub total_fees_cents: i64,
    pub date_settled: NaiveDate,
}

impl SettledCase {
    pub fn litigated(&self) -> bool {
        rules::is_litigation_status(Some(&self.litigation_status))
    }
}

/// spec 2 §3 litigationStatus as text: a case with a litigation fee line is in litigation.
pub fn litigation_status(any_litigation_fee: bool) -> &'static str {
    if any_litigation_fee {
        "Litigation"
    } else {
        "Pre-Litigation"
    }
}

/// Averages of one set of settled cases. Averages count qualifying cases only (spec 2 §9
/// "qualifying cases have total fees above $2,000"); the normal-range average those up to
/// $1,000,000; pre-litigation and litigation averages the qualifying cases of each kind.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SettledStats {
    pub cases: i64,
    pub qualifying_cases: i64,
    pub total_fees_cents: i64,
    pub average_fee_cents: i64,
    pub normal_range_average_cents: i64,
    pub pre_litigation_average_cents: i64,
    pub litigation_average_cents: i64,
    pub litigation_cases: i64,
}

fn avg(values: &[i64]) -> i64 {
    rules::average_cents(values.iter().sum(), values.len() as i64)
}

pub fn stats<'a>(cases: impl IntoIterator<Item = &'a SettledCase>) -> SettledStats {
    let cases: Vec<&SettledCase> = cases.into_iter().collect();
    let qualifying: Vec<&&SettledCase> = cases.iter().filter(|c| rules::qualifies(c.total_fees_cents)).collect();
    let fees = |f: &dyn Fn(&SettledCase) -> bool| qualifying.iter().filter(|c| f(c)).map(|c| c.total_fees_cents).collect::<Vec<_>>();
    SettledStats {
        cases: cases.len() as i64,
        qualifying_cases: qualifying.len() as i64,
        total_fees_cents: cases.iter().map(|c| c.total_fees_cents).sum(),
        average_fee_cents: avg(&fees(&|_| true)),
        normal_range_average_cents: avg(&fees(&|c| rules::in_normal_range(c.total_fees_cents))),
        pre_litigation_average_cents: avg(&fees(&|c| !c.litigated())),
        litigation_average_cents: avg(&fees(&|c| c.litigated())),
        litigation_cases: cases.iter().filter(|c| c.litigated()).count() as i64,
    }
}

/// Statistics per key (case group, office or attorney), sorted by total fees descending.
pub fn breakdown(cases: &[SettledCase], key: impl Fn(&SettledCase) -> String) -> Vec<(String, SettledStats)> {
    let mut groups: BTreeMap<String, Vec<&SettledCase>> = BTreeMap::new();
    for c in cases {
        groups.entry(key(c)).or_default().push(c);
    }
    let mut out: Vec<(String, SettledStats)> = groups.into_iter().map(|(k, cs)| (k, stats(cs))).collect();
    out.sort_by(|a, b| b.1.total_fees_cents.cmp(&a.1.total_fees_cents).then_with(|| a.0.cmp(&b.0)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(id: i64, dollars: i64, group: &str, office: &str, lit: bool) -> SettledCase {
        SettledCase {
            case_id: id,
            client_name: format!("C{id}"),
            attorney: if lit { "JRT" } else { "LS" }.into(),
            paralegal: None,
            office: office.into(),
            case_group: group.into(),
            litigation_status: litigation_status(lit).into(),
            total_fees_cents: dollars * 100,
            date_settled: "2026-11-02".parse().unwrap(),
        }
    }

    #[test]
    fn spec_2_9_settled_averages_use_qualifying_cases() {
        // spec 2 §9: "qualifying cases have total fees above $2,000; normal range above $2,000
        // up to $1,000,000". Cases: 10,000 pre-lit; 2,000 pre-lit (not qualifying); 40,000 lit;
        // 1,500,000 lit (outside the normal range).
        let cs = [case(1, 10_000, "Auto", "Utah", false), case(2, 2_000, "Auto", "Boise", false), case(3, 40_000, "Premises", "Utah", true), case(4, 1_500_000, "Other", "Other", true)];
        let s = stats(cs.iter());
        assert_eq!((s.cases, s.qualifying_cases, s.litigation_cases), (4, 3, 2));
        assert_eq!(s.total_fees_cents, 155_200_000);
        assert_eq!(s.average_fee_cents, 51_666_667, "(10,000 + 40,000 + 1,500,000) / 3");
        assert_eq!(s.normal_range_average_cents, 2_500_000, "(10,000 + 40,000) / 2");
        assert_eq!(s.pre_litigation_average_cents, 1_000_000);
        assert_eq!(s.litigation_average_cents, 77_000_000);
        let by_office = breakdown(&cs, |c| c.office.clone());
        assert_eq!(by_office.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>(), vec!["Other", "Utah", "Boise"]);
        assert_eq!(by_office[2].1.average_fee_cents, 0, "no qualifying case in Boise");
    }

    #[test]
    fn litigation_status_text_classifies() {
        // spec 2 §3 litigationStatus; issue 13 "litigation status text classification".
        assert!(case(1, 1, "Auto", "Utah", true).litigated());
        assert!(!case(1, 1, "Auto", "Utah", false).litigated());
    }
}
