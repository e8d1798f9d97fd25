//! The dates Caseboard keeps (issue #36 §7): no fact of a case, a lead, a goal or a report lies
//! before 1900 or after 2100; a date outside is a typing error, refused wherever it comes in.

use chrono::NaiveDate;

pub const EARLIEST: (i32, u32, u32) = (1900, 1, 1);
pub const LATEST: (i32, u32, u32) = (2100, 12, 31);

fn day(d: (i32, u32, u32)) -> NaiveDate {
    NaiveDate::from_ymd_opt(d.0, d.1, d.2).expect("a date")
}

/// `Ok` for a date inside the window, else why not (the message names the window).
pub fn check_plausible(date: NaiveDate) -> Result<(), String> {
    if date < day(EARLIEST) || date > day(LATEST) {
        return Err(format!("{date} is outside the dates Caseboard keeps ({} to {})", day(EARLIEST), day(LATEST)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #36 §7: "Dates in year 0, −1 and 9999 are stored ... Validate ranges (a plausible
    /// date window)".
    #[test]
    fn the_window_is_1900_to_2100() {
        assert!(check_plausible(day((1900, 1, 1))).is_ok());
        assert!(check_plausible(day((2100, 12, 31))).is_ok());
        assert!(check_plausible(day((1899, 12, 31))).is_err());
        assert!(check_plausible(day((2101, 1, 1))).is_err());
        assert!(check_plausible(day((9999, 1, 1))).unwrap_err().contains("1900-01-01 to 2100-12-31"));
        assert!(check_plausible(NaiveDate::from_ymd_opt(0, 1, 1).unwrap()).is_err());
    }
}
