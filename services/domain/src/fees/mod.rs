//! The fees area (spec part 2 §2 "Fees area", §3 fee line, §4 banked rule, §9 fee stats;
//! part 3 §2.1, §2.2): fee lines and open settlements as the fee screens read them, and the
//! pure rules that turn them into tiles, group statistics and monthly series. Facts come from
//! the case stream (`fee_recorded`, `settlement_recorded`); there are no fee commands.

pub mod rules;
pub mod comparison;
pub mod rate;
pub mod settled;
pub mod stats;
pub mod monthly;
pub mod monthly_goals;
