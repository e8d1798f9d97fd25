//! What a case is worth and what it pays: case rank and value (spec 2 §4 ranks and value
//! bounds), demands (spec 3 §3 "Liability Demand or UIM Demand"), negotiation rounds,
//! settlements with attorney, referral and taken fees, and fee lines (spec 2 §3, §4 "Fees are
//! one third (33%)").

use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::rules;
use domain::cases::*;

use super::catalog;
use super::rng::Rng;
use super::timeline::{IdKind, Timeline};

/// The case's rank and its true value in dollars.
#[derive(Debug, Clone, Copy)]
pub struct Valuation {
    pub rank_id: i64,
    pub value: f64,
}

/// Rank from the injury's severity; value inside the rank's bounds, skewed to the low end, so
/// that the average fee lands near the firm's goal (spec 3 §9 "average fee goal 15000")
/// (spec 2 §4 "Inventory value bounds per rank (low-high): A++ 1M-1M; A+ 250k-1M; A 101k-250k;
/// B 51k-100k; C 15k-50k; D 5k-14k").
pub fn valuation(rng: &mut Rng, severity: f64) -> Valuation {
    // Only the most severe injuries with the best facts reach A+ and A++.
    let shifted = severity + rng.uniform(-0.12, 0.12);
    let rank = match shifted {
        s if s < 0.50 => "D",
        s if s < 0.82 => "C",
        s if s < 0.95 => "B",
        s if s < 1.06 => "A",
        s if s < 1.105 => "A+",
        _ => "A++",
    };
    let (lo, hi) = rules::rank_value_bounds(rank).expect("ranked");
    let hi = if rank == "A++" { 2_500_000 } else { hi };
    let u = rng.unit();
    let value = lo as f64 + (hi - lo) as f64 * u * u;
    let rank_id = rules::CASE_RANKS.iter().find(|(_, l)| *l == rank).map(|(id, _)| *id).expect("rank id");
    Valuation { rank_id, value }
}

pub fn set_rank(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, rank_id: i64) {
    let label = rules::case_rank_label(rank_id).map(str::to_string);
    tl.push(at, actor, CaseEvent::CaseRankSet(CaseRankSet { case_id: tl.case_id, rank_id: Some(rank_id), rank_label: label }));
}

pub fn cents(dollars: f64) -> i64 {
    (dollars * 100.0).round() as i64
}

/// Rounds a dollar figure the way negotiators do: to hundreds under 10k, to 500 above.
pub fn round_offer(dollars: f64) -> f64 {
    let step = if dollars < 10_000.0 { 100.0 } else { 500.0 };
    (dollars / step).round().max(1.0) * step
}

pub fn demand(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, date: NaiveDate, kind: &str, amount: f64) -> i64 {
    let demand_id = tl.next_id(IdKind::Demand);
    tl.push(at, actor, CaseEvent::DemandSent(DemandSent { case_id: tl.case_id, demand_id, kind: kind.into(), demand_date: date, amount_cents: Some(cents(amount)) }));
    demand_id
}

pub fn negotiation(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, demand: f64, offer: Option<f64>) {
    tl.push(at, actor, CaseEvent::NegotiationAmountsSet(NegotiationAmountsSet { case_id: tl.case_id, demand_cents: Some(cents(demand)), offer_cents: offer.map(cents) }));
}

/// Pre-litigation and litigation fee percentages of a fee structure ("33/40" = 33 %, 40 % in
/// litigation; spec 1 §9 fee structure options; spec 2 §4 "Fees are one third (33%)").
pub fn fee_rate(fee_structure: &str, litigated: bool) -> f64 {
    let mut parts = fee_structure.split('/').map(|p| p.parse::<f64>().unwrap_or(33.0));
    let pre = parts.next().unwrap_or(33.0);
    let lit = parts.next().unwrap_or(pre);
    let pct = if litigated { lit } else { pre };
    if (pct - 33.0).abs() < f64::EPSILON {
        1.0 / 3.0
    } else {
        pct / 100.0
    }
}

pub struct Settlement {
    pub attorney_fee: i64,
    pub referral_fee: i64,
    pub record: SettlementRecorded,
}

/// Records a settlement as open (no fees taken, no closing date: spec 2 §4 "Open settlement is
/// not banked when fees taken plus referral fee is below the attorney fee and there is no
/// closing date").
#[expect(clippy::too_many_arguments)]
pub fn settle(
    tl: &mut Timeline,
    at: DateTime<Utc>,
    actor: Option<i64>,
    date: NaiveDate,
    kind: &str,
    amount: f64,
    rate: f64,
    shares_fee: bool,
    market: &str,
) -> Settlement {
    let settlement_id = tl.next_id(IdKind::Settlement);
    let amount = cents(amount);
    let attorney_fee = (amount as f64 * rate).round() as i64;
    // A referring attorney gets a third of the fee.
    let referral_fee = if shares_fee { attorney_fee / 3 } else { 0 };
    let record = SettlementRecorded {
        case_id: tl.case_id,
        settlement_id,
        settlement_type: Some(if kind == "uim" { "UIM" } else { "Liability" }.into()),
        insurance_type: Some(if kind == "uim" { "UIM" } else { "BI" }.into()),
        amount_cents: amount,
        attorney_fee_cents: attorney_fee,
        referral_fee_cents: referral_fee,
        fees_taken_cents: 0,
        market: Some(market.into()),
        settlement_date: date,
        closing_date: None,
    };
    tl.push(at, actor, CaseEvent::SettlementRecorded(record.clone()));
    Settlement { attorney_fee, referral_fee, record }
}

/// The settlement banked: fees taken and the closing date recorded.
pub fn bank(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, s: &Settlement, closing: NaiveDate) {
    let mut record = s.record.clone();
    record.fees_taken_cents = s.attorney_fee - s.referral_fee;
    record.closing_date = Some(closing);
    tl.push(at, actor, CaseEvent::SettlementRecorded(record));
}

/// A fee line (spec 2 §3 "Fee line: ... fee, date, ..., feeType (Litigation or other),
/// sharedFee (boolean), caseGroup, dateSettled").
#[expect(clippy::too_many_arguments)]
pub fn fee(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, date: NaiveDate, s: &Settlement, litigated: bool, type_id: i64, fully_settled: bool) {
    let fee_id = tl.next_id(IdKind::Fee);
    tl.push(
        at,
        actor,
        CaseEvent::FeeRecorded(FeeRecorded {
            case_id: tl.case_id,
            fee_id,
            amount_cents: s.attorney_fee - s.referral_fee,
            fee_date: date,
            fee_type: Some(if litigated { "Litigation" } else { "Pre-Litigation" }.into()),
            shared: s.referral_fee > 0,
            case_group: Some(catalog::fee_case_group(type_id).into()),
            fully_settled,
        }),
    );
}

/// Offers climbing toward the settlement and demands coming down, `rounds` times.
pub fn rounds(rng: &mut Rng, demand: f64, settlement: f64, rounds: usize) -> Vec<(f64, f64)> {
    let mut out = vec![];
    let mut offer = settlement * rng.uniform(0.3, 0.55);
    let mut ask = demand;
    for i in 0..rounds {
        let step = (i + 1) as f64 / rounds as f64;
        offer = round_offer(offer + (settlement - offer) * step * rng.uniform(0.5, 0.9));
        ask = round_offer(ask - (ask - settlement) * step * rng.uniform(0.4, 0.8)).max(offer);
        out.push((ask, offer));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_2_section_4_values_stay_inside_rank_bounds() {
        let mut rng = Rng::new(11);
        for _ in 0..5_000 {
            let severity = rng.unit();
            let v = valuation(&mut rng, severity);
            let rank = rules::case_rank_label(v.rank_id).unwrap();
            let (lo, hi) = rules::rank_value_bounds(rank).unwrap();
            let hi = if rank == "A++" { 2_500_000 } else { hi };
            assert!(v.value >= lo as f64 && v.value <= hi as f64, "{v:?}");
        }
    }

    #[test]
    fn fee_rates_follow_the_fee_structure_and_one_third_default() {
        assert!((fee_rate("33/40", false) - 1.0 / 3.0).abs() < 1e-9, "spec 2 §4: one third");
        assert!((fee_rate("33/40", true) - 0.40).abs() < 1e-9);
        assert!((fee_rate("37.5/40", false) - 0.375).abs() < 1e-9);
        assert!((fee_rate("40", true) - 0.40).abs() < 1e-9);
    }

    #[test]
    fn negotiation_converges_without_crossing() {
        let mut rng = Rng::new(5);
        let r = rounds(&mut rng, 90_000.0, 40_000.0, 4);
        for (ask, offer) in &r {
            assert!(ask >= offer);
        }
        assert!(r.last().unwrap().1 <= 40_500.0);
    }
}
