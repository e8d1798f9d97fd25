//! Lists paged on the server (Referred Out, Settlements; issue #17): one limit and one check
//! of the page asked for.

use crate::error::ApiError;

/// The most rows one page answers besides "all" (the screens offer 50 or 100 a page, or all).
pub const MAX_PAGE: i64 = 1_000;

/// `first` rows from `offset`: BAD_USER_INPUT (nothing read) unless the offset is 0 or more
/// and the page 1 to [`MAX_PAGE`] rows.
pub fn check_page(offset: i64, first: Option<i64>) -> Result<(), ApiError> {
    if offset < 0 {
        return Err(ApiError::bad_input("offset", "The offset cannot be negative"));
    }
    if first.is_some_and(|n| !(1..=MAX_PAGE).contains(&n)) {
        return Err(ApiError::bad_input("first", format!("A page holds 1 to {MAX_PAGE} rows")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_one_to_a_thousand_rows_from_a_non_negative_offset() {
        assert!(check_page(0, None).is_ok());
        assert!(check_page(0, Some(1)).is_ok() && check_page(5_000, Some(MAX_PAGE)).is_ok());
        assert!(check_page(-1, Some(50)).is_err());
        assert!(check_page(0, Some(0)).is_err() && check_page(0, Some(MAX_PAGE + 1)).is_err());
    }
}
