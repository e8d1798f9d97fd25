//! Fee Comparison (spec 2 §2: "List: per case the settlement, fee, fee %, medical, medical
//! multiple, attorney ... Aggregate: per attorney settlement count, average settlement, average
//! fee, average fee %, average medical, average medical multiple"; §3 fee comparison fields).

use std::collections::BTreeMap;

use super::rules;

/// One settled case compared: cents, and the two ratios to one decimal (spec 2 §9 "averages
/// one decimal").
#[derive(Debug, Clone, PartialEq)]
pub struct CaseComparison {
    pub case_id: i64,
    pub client_name: String,
    pub attorney: String,
    pub fees_cents: i64,
    pub settlements_cents: i64,
    pub medical_cents: i64,
    pub fee_percentage: f64,
    pub medical_multiple: f64,
}

/// Fee as a percentage of the settlements, one decimal; 0 without a settlement.
pub fn fee_percentage(fees_cents: i64, settlements_cents: i64) -> f64 {
    if settlements_cents <= 0 {
        return 0.0;
    }
    rules::round1(fees_cents as f64 * 100.0 / settlements_cents as f64)
}

/// Settlements over medical bills, one decimal; 0 without medical bills.
pub fn medical_multiple(settlements_cents: i64, medical_cents: i64) -> f64 {
    if medical_cents <= 0 {
        return 0.0;
    }
    rules::round1(settlements_cents as f64 / medical_cents as f64)
}

pub fn compare(case_id: i64, client_name: String, attorney: String, fees_cents: i64, settlements_cents: i64, medical_cents: i64) -> CaseComparison {
    CaseComparison {
        case_id,
        client_name,
        attorney,
        fees_cents,
        settlements_cents,
        medical_cents,
        fee_percentage: fee_percentage(fees_cents, settlements_cents),
        medical_multiple: medical_multiple(settlements_cents, medical_cents),
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct AttorneyAverage {
    pub attorney: String,
    pub total_settlements: i64,
    pub average_settlement_cents: i64,
    pub average_fee_cents: i64,
    pub average_fee_percentage: f64,
    pub average_medical_cents: i64,
    pub average_medical_multiple: f64,
}

/// Per attorney, the averages of the cases' figures (ratios averaged per case), by attorney.
pub fn by_attorney(cases: &[CaseComparison]) -> Vec<AttorneyAverage> {
    let mut groups: BTreeMap<&str, Vec<&CaseComparison>> = BTreeMap::new();
    for c in cases {
        groups.entry(c.attorney.as_str()).or_default().push(c);
    }
    groups
        .into_iter()
        .map(|(attorney, cs)| {
            let n = cs.len() as i64;
            let mean = |f: &dyn Fn(&CaseComparison) -> f64| rules::round1(cs.iter().map(|c| f(c)).sum::<f64>() / n as f64);
            AttorneyAverage {
                attorney: attorney.to_string(),
                total_settlements: n,
                average_settlement_cents: rules::average_cents(cs.iter().map(|c| c.settlements_cents).sum(), n),
                average_fee_cents: rules::average_cents(cs.iter().map(|c| c.fees_cents).sum(), n),
                average_fee_percentage: mean(&|c| c.fee_percentage),
                average_medical_cents: rules::average_cents(cs.iter().map(|c| c.medical_cents).sum(), n),
                average_medical_multiple: mean(&|c| c.medical_multiple),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_2_2_fee_percentage_and_medical_multiple() {
        // spec 2 §2 Fee Comparison "fee %, medical, medical multiple"; §9 "averages one decimal".
        assert_eq!(fee_percentage(1_000_000, 3_000_000), 33.3);
        assert_eq!(fee_percentage(1, 0), 0.0);
        assert_eq!(medical_multiple(3_000_000, 1_250_000), 2.4);
        assert_eq!(medical_multiple(3_000_000, 0), 0.0);
    }

    #[test]
    fn spec_2_2_aggregate_per_attorney() {
        // spec 2 §2 "Aggregate: per attorney settlement count, average settlement, average fee,
        // average fee %, average medical, average medical multiple".
        let cs = vec![
            compare(1, "A".into(), "LS".into(), 1_000_000, 3_000_000, 1_000_000), // 33.3 %, 3.0x
            compare(2, "B".into(), "LS".into(), 4_000_000, 10_000_000, 0),        // 40.0 %, 0
            compare(3, "C".into(), "JRT".into(), 500_000, 1_500_000, 500_000),
        ];
        let a = by_attorney(&cs);
        assert_eq!(a.iter().map(|x| x.attorney.as_str()).collect::<Vec<_>>(), vec!["JRT", "LS"]);
        let ls = &a[1];
        assert_eq!((ls.total_settlements, ls.average_settlement_cents, ls.average_fee_cents, ls.average_medical_cents), (2, 6_500_000, 2_500_000, 500_000));
        assert_eq!(ls.average_fee_percentage, 36.7, "(33.3 + 40.0) / 2 = 36.65, one decimal");
        assert_eq!(ls.average_medical_multiple, 1.5);
    }
}
