//! The live demo's fees (issue #18: "a fee now and then"): now and then, in business hours, a
//! fee is booked on one of the firm's settled cases. Like the leads, a pure function of the
//! time slot and of the settled cases (the caller reads them from the read models), so every
//! process books the same fee with the same id.

use chrono::Duration;
use serde_json::json;

use super::{mix, LiveDemo, LiveFact, EPOCH, LIVE_CASE_BASE};
use crate::port::Fact;

/// One business slot in this many books a fee.
pub const FEE_EVERY: u64 = 8;
/// Salt so the fee draw does not follow the lead's.
const FEE_SALT: u64 = 0x000F_EE50_F5E7_71ED;
/// Fee amounts, in whole dollars: an attorney's share of a small to mid settlement
/// (a third of $4,500 – $60,000), rounded to $25.
const MIN_FEE_DOLLARS: u64 = 1_500;
const MAX_FEE_DOLLARS: u64 = 20_000;

impl LiveDemo {
    /// The fee booked in `slot`, if any: on one of `settled` (case ids, by id), half a slot
    /// after the slot starts.
    pub fn fee_of_slot(&self, slot: i64, settled: &[i64]) -> Option<LiveFact> {
        let start = self.lead_at(slot)?;
        if settled.is_empty() {
            return None;
        }
        let r = mix(start.timestamp() as u64 ^ FEE_SALT);
        if !r.is_multiple_of(FEE_EVERY) {
            return None;
        }
        let case_id = settled[((r >> 8) % settled.len() as u64) as usize];
        let steps = (MAX_FEE_DOLLARS - MIN_FEE_DOLLARS) / 25;
        let dollars = MIN_FEE_DOLLARS + ((r >> 24) % (steps + 1)) * 25;
        let at = start + Duration::seconds(self.slot_seconds() / 2);
        let fee_id = LIVE_CASE_BASE + at.timestamp() - EPOCH;
        Some(LiveFact {
            at,
            seq: 3,
            fact: Fact {
                fact_id: format!("demo-live-fee-{fee_id}"),
                fact_type: "fee_recorded".into(),
                data: json!({
                    "case_id": case_id,
                    "fee_id": fee_id,
                    "amount_cents": dollars as i64 * 100,
                    "fee_date": at.with_timezone(&self.time_zone).date_naive(),
                    "fee_type": "Pre-Litigation",
                    "shared": false,
                    "fully_settled": true,
                }),
            },
        })
    }
}

/// Whether a fact is a fee the live demo booked.
pub fn is_live_fee(fact: &Fact) -> bool {
    fact.fact_type == "fee_recorded" && fact.fact_id.starts_with("demo-live-fee-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{DateTime, TimeZone, Utc};

    fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    #[test]
    fn a_fee_now_and_then_on_a_settled_case_with_a_believable_amount() {
        // issue #18: "a new lead every few minutes in business hours, notes, status changes, a fee now and then"
        let demo = LiveDemo { rate: 12.0, time_zone: chrono_tz::America::Denver, offices: vec![1], always_open: false };
        let settled = [41, 57, 903];
        // Two weeks of business days, Monday 2026-03-02 to Friday 2026-03-13, 8:00–18:00 MST.
        let (start, end) = (at(2026, 3, 2, 15, 0), at(2026, 3, 14, 1, 0));
        let (facts, _) = demo.facts_between(None, start, end, 100_000, &settled);
        let fees: Vec<&LiveFact> = facts.iter().filter(|f| is_live_fee(&f.fact)).collect();
        let slots = facts.iter().filter(|f| f.fact.fact_type == "case_opened").count();
        // One slot in eight on average: now and then, not never, not every lead.
        assert!(fees.len() >= slots / 16 && fees.len() <= slots / 4, "{} fees in {slots} slots", fees.len());
        for f in &fees {
            let d = &f.fact.data;
            assert!(settled.contains(&d["case_id"].as_i64().unwrap()), "{d}");
            let cents = d["amount_cents"].as_i64().unwrap();
            assert!((150_000..=2_000_000).contains(&cents) && cents % 2_500 == 0, "{cents}");
            assert_eq!(d["fee_date"], json!(f.at.with_timezone(&demo.time_zone).date_naive()));
            let fee: domain::cases::FeeRecorded = serde_json::from_value(json!({"case_id": d["case_id"], "fee_id": d["fee_id"],
                "amount_cents": cents, "fee_date": d["fee_date"], "fee_type": d["fee_type"], "shared": false, "case_group": null, "fully_settled": true}))
            .unwrap();
            assert_eq!(fee.fee_id, d["fee_id"].as_i64().unwrap());
        }
        let ids: std::collections::BTreeSet<&str> = fees.iter().map(|f| f.fact.fact_id.as_str()).collect();
        assert_eq!(ids.len(), fees.len(), "one fee per slot, each its own id");
        // Deterministic per slot; nothing without settled cases; nothing at the weekend.
        assert_eq!(facts, demo.facts_between(None, start, end, 100_000, &settled).0);
        assert!(demo.facts_between(None, start, end, 100_000, &[]).0.iter().all(|f| !is_live_fee(&f.fact)));
        assert!(demo.facts_between(None, at(2026, 3, 7, 15, 0), at(2026, 3, 9, 1, 0), 1_000, &settled).0.is_empty());
    }
}
