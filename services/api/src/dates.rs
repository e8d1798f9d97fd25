//! Dates as the forms send them: one reading for every text date argument (`YYYY-MM-DD`, or
//! `MM/DD/YYYY` as the external system writes them), inside the window Caseboard keeps
//! (`domain::dates`).

use chrono::NaiveDate;

use crate::error::{ApiError, ApiResult};

/// Reads the date in `raw` for the argument `field`; anything else is `BAD_USER_INPUT`.
pub fn parse_date(field: &str, raw: &str) -> ApiResult<NaiveDate> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ApiError::bad_input(field, "Choose a date"));
    }
    let date = NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(raw, "%m/%d/%Y"))
        .map_err(|_| ApiError::bad_input(field, format!("{raw:?} is not a date (use YYYY-MM-DD)")))?;
    domain::dates::check_plausible(date).map_err(|m| ApiError::bad_input(field, m))?;
    Ok(date)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_both_forms_inside_the_window() {
        assert_eq!(parse_date("d", " 2026-11-02 ").unwrap(), NaiveDate::from_ymd_opt(2026, 11, 2).unwrap());
        assert_eq!(parse_date("d", "11/02/2026").unwrap(), NaiveDate::from_ymd_opt(2026, 11, 2).unwrap());
        for bad in ["", "tomorrow", "9999-01-01", "0000-01-01"] {
            assert!(parse_date("d", bad).is_err(), "{bad}");
        }
    }
}
