//! The fees area (spec part 2 §2 Fees area; part 3 §2.1, §2.2 organization fee tabs): fee
//! lines with tiles, case-group statistics and monthly series; open settlements.

pub mod comparison;
pub mod money;
pub mod rate;
pub mod query;
pub mod read;
pub mod settled;
pub mod settlements;
pub mod settlements_page;
pub mod settlements_read;
pub mod types;
pub mod monthly;
pub mod monthly_read;
pub mod retained;
