//! The fees area (spec part 2 §2 Fees area; part 3 §2.1, §2.2 organization fee tabs): fee
//! lines with tiles, case-group statistics and monthly series; open settlements.

pub mod comparison;
pub mod money;
pub mod rate;
pub mod query;
pub mod settled;
pub mod settlements;
pub mod settlements_page;
pub mod types;
pub mod monthly;
pub mod retained;
