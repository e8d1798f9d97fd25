//! Dates as the forms send them: the readings of every text date argument (`YYYY-MM-DD`; the
//! case forms also `MM/DD/YYYY`, as the external system writes them), inside the window
//! Caseboard keeps (`domain::dates`).

use chrono::NaiveDate;

use app::error::{AppError, AppResult};

/// Reads an ISO date (`YYYY-MM-DD`) for the argument `field`; anything else is
/// `BAD_USER_INPUT`.
pub fn parse_date(field: &str, raw: &str) -> AppResult<NaiveDate> {
    read(field, raw, &["%Y-%m-%d"])
}

/// As [`parse_date`], also reading `MM/DD/YYYY` (the case forms, as the external system writes
/// dates).
pub fn parse_form_date(field: &str, raw: &str) -> AppResult<NaiveDate> {
    read(field, raw, &["%Y-%m-%d", "%m/%d/%Y"])
}

fn read(field: &str, raw: &str, formats: &[&str]) -> AppResult<NaiveDate> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(AppError::bad_input(field, "Choose a date"));
    }
    let date = formats
        .iter()
        .find_map(|f| NaiveDate::parse_from_str(raw, f).ok())
        .ok_or_else(|| AppError::bad_input(field, format!("{raw:?} is not a date (use YYYY-MM-DD)")))?;
    domain::dates::check_plausible(date).map_err(|m| AppError::bad_input(field, m))?;
    Ok(date)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_both_forms_inside_the_window() {
        assert_eq!(parse_date("d", " 2026-11-02 ").unwrap(), NaiveDate::from_ymd_opt(2026, 11, 2).unwrap());
        assert!(parse_date("d", "11/02/2026").is_err(), "ISO only");
        assert_eq!(parse_form_date("d", "11/02/2026").unwrap(), NaiveDate::from_ymd_opt(2026, 11, 2).unwrap());
        for bad in ["", "tomorrow", "9999-01-01", "0000-01-01", "2026-02-30"] {
            assert!(parse_date("d", bad).is_err() && parse_form_date("d", bad).is_err(), "{bad}");
        }
    }
}
