//! Lists paged on the server (Referred Out, Settlements, Closed Cases, Follow Up; issue #17):
//! one limit and one check of the page and the search asked for. The SQL of a sorted,
//! searched page is the read kernel's (`projections::read::paging`).

use projections::read::paging::Page;

use app::error::AppError;

/// The most rows one page answers besides "all" (the screens offer 25, 50 or 100 a page, or all).
pub const MAX_PAGE: i64 = 1_000;

/// The longest text the search box of a server-paged list takes, in characters.
pub const MAX_SEARCH: usize = 200;

/// The longest search text a name or note search accepts (client names, note search,
/// settlements), in characters.
pub const MAX_SEARCH_CHARS: usize = 100;

/// `first` rows from `offset`: BAD_USER_INPUT (nothing read) unless the offset is 0 or more
/// and the page 1 to [`MAX_PAGE`] rows.
pub fn check_page(offset: i64, first: Option<i64>) -> Result<(), AppError> {
    if offset < 0 {
        return Err(AppError::bad_input("offset", "The offset cannot be negative"));
    }
    if first.is_some_and(|n| !(1..=MAX_PAGE).contains(&n)) {
        return Err(AppError::bad_input("first", format!("A page holds 1 to {MAX_PAGE} rows")));
    }
    Ok(())
}

/// The search box's text, trimmed; None when empty. BAD_USER_INPUT past [`MAX_SEARCH`].
pub fn check_search(search: Option<&str>) -> Result<Option<&str>, AppError> {
    match search.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) if t.chars().count() > MAX_SEARCH => Err(AppError::bad_input("search", format!("Search for at most {MAX_SEARCH} characters"))),
        found => Ok(found),
    }
}

/// The page asked for, checked ([`check_page`]): `first` rows from `offset`, or with `all`
/// (the screens' "All") or without `first` every row from `offset`.
pub fn page(offset: Option<i64>, first: Option<i64>, all: Option<bool>) -> Result<Page, AppError> {
    let offset = offset.unwrap_or(0);
    check_page(offset, first)?;
    Ok(Page { offset, first: first.filter(|_| all != Some(true)) })
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

    /// A blank search is none; one past the limit is refused.
    #[test]
    fn a_search_is_trimmed_and_bounded() {
        assert_eq!(check_search(None).unwrap(), None);
        assert_eq!(check_search(Some("  ")).unwrap(), None);
        assert_eq!(check_search(Some(" Acme ")).unwrap(), Some("Acme"));
        assert!(check_search(Some(&"x".repeat(MAX_SEARCH + 1))).is_err());
    }

    /// "All" pages nothing away but the offset.
    #[test]
    fn all_is_every_row_from_the_offset() {
        assert_eq!(page(Some(2), Some(25), None).unwrap(), Page { offset: 2, first: Some(25) });
        assert_eq!(page(Some(2), Some(25), Some(true)).unwrap(), Page { offset: 2, first: None });
        assert!(page(Some(-1), None, None).is_err());
    }
}
