//! The case's money on the log: demands, negotiation amounts, settlements and fees (spec 2 §3).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DemandSent {
    pub case_id: i64,
    pub demand_id: i64,
    /// liability | uim (spec 3 §3: "Liability Demand or UIM Demand")
    pub kind: String,
    pub demand_date: NaiveDate,
    pub amount_cents: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NegotiationAmountsSet {
    pub case_id: i64,
    pub demand_cents: Option<i64>,
    pub offer_cents: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SettlementRecorded {
    pub case_id: i64,
    pub settlement_id: i64,
    pub settlement_type: Option<String>,
    pub insurance_type: Option<String>,
    pub amount_cents: i64,
    pub attorney_fee_cents: i64,
    pub referral_fee_cents: i64,
    pub fees_taken_cents: i64,
    pub market: Option<String>,
    pub settlement_date: NaiveDate,
    pub closing_date: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FeeRecorded {
    pub case_id: i64,
    pub fee_id: i64,
    pub amount_cents: i64,
    pub fee_date: NaiveDate,
    /// Litigation or other (spec 2 §3 Fee line).
    pub fee_type: Option<String>,
    pub shared: bool,
    pub case_group: Option<String>,
    pub fully_settled: bool,
}
