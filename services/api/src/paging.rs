//! Lists paged on the server (Referred Out, Settlements, Closed Cases; issue #17): one limit,
//! one check of the page asked for, and the SQL of a sorted, searched page of case ids.

use chrono::NaiveDate;

use sqlx::Row;

use crate::error::{ApiError, ApiResult};

/// The most rows one page answers besides "all" (the screens offer 25, 50 or 100 a page, or all).
pub const MAX_PAGE: i64 = 1_000;

/// The longest text the search box of a server-paged list takes, in characters.
pub const MAX_SEARCH: usize = 200;

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

/// The search box's text, trimmed; None when empty. BAD_USER_INPUT past [`MAX_SEARCH`].
pub fn check_search(search: Option<&str>) -> Result<Option<&str>, ApiError> {
    match search.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) if t.chars().count() > MAX_SEARCH => Err(ApiError::bad_input("search", format!("Search for at most {MAX_SEARCH} characters"))),
        found => Ok(found),
    }
}

/// A `LIKE` pattern matching `text` anywhere, ignoring case, its wildcards taken literally
/// (escape `\\`; compare with `LOWER(column)`).
pub fn contains_pattern(text: &str) -> String {
    let mut out = String::from("%");
    for ch in text.to_lowercase().chars() {
        if matches!(ch, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(ch);
    }
    out.push('%');
    out
}

/// A search that is a whole date (2025-06-02 or 6/2/2025) also finds the rows whose date
/// columns hold that day.
pub fn searched_day(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").or_else(|_| NaiveDate::parse_from_str(text, "%m/%d/%Y")).ok()
}

/// The search box over `columns` (SQL text expressions): any of them contains the pattern
/// bound at `placeholder`.
pub fn any_contains(columns: &[&str], placeholder: &str) -> Vec<String> {
    columns.iter().map(|c| format!("LOWER({c}) LIKE {placeholder} ESCAPE '\\'")).collect()
}

/// The Client column of a list of cases `c`: first and last name.
pub const CLIENT_SQL: &str = "TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, ''))";

/// A staff column of a list, from the `users` row aliased `$alias`: the staff code, else the
/// name (the web's `staffLabel`), as a constant SQL text.
macro_rules! staff_label_sql {
    ($alias:literal) => {
        concat!("COALESCE(NULLIF(", $alias, ".staff_code, ''), TRIM(", $alias, ".first_name || ' ' || ", $alias, ".last_name))")
    };
}
pub(crate) use staff_label_sql;

/// One page of a list sorted in SQL: `first` rows from `offset`, or with `all` (the screens'
/// "All") or without `first` every row from `offset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub offset: i64,
    pub first: Option<i64>,
}

impl Page {
    /// The page asked for, checked ([`check_page`]).
    pub fn new(offset: Option<i64>, first: Option<i64>, all: Option<bool>) -> Result<Page, ApiError> {
        let offset = offset.unwrap_or(0);
        check_page(offset, first)?;
        Ok(Page { offset, first: first.filter(|_| all != Some(true)) })
    }

    /// The ids of the page of `rows` (a statement with `case_id` and `sort_key` columns),
    /// sorted by the key ignoring case, empty values last either way, ties newest case first.
    pub fn case_ids_sql(&self, rows: &str, descending: bool) -> String {
        let direction = if descending { "DESC" } else { "ASC" };
        let limit = match self.first {
            Some(n) => format!(" LIMIT {n} OFFSET {}", self.offset),
            None => String::new(),
        };
        format!("SELECT case_id FROM ({rows}) shown ORDER BY CASE WHEN sort_key IS NULL OR sort_key = '' THEN 1 ELSE 0 END, LOWER(sort_key) {direction}, case_id DESC{limit}")
    }

    /// The rows of [`Page::case_ids_sql`]'s answer that are on the page (the offset without a
    /// limit is skipped here: SQLite has no OFFSET without LIMIT).
    pub fn skip_unlimited(&self, mut ids: Vec<i64>) -> Vec<i64> {
        if self.first.is_none() {
            ids.drain(..usize::try_from(self.offset).unwrap_or(usize::MAX).min(ids.len()));
        }
        ids
    }
}

/// `sql` over an organization's cases (`$1` the organization, `$2` whether it is the
/// deployment's, which owns cases imported without one) with `binds` after them.
pub fn org_query<'q>(sql: &'q str, org: i64, is_default: bool, binds: &'q [String]) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    binds.iter().fold(sqlx::query(sql).bind(org).bind(is_default), |q, b| q.bind(b.as_str()))
}

/// The case ids `sql` answers, in its order ([`org_query`]'s parameters).
pub async fn org_case_ids(pool: &sqlx::AnyPool, sql: &str, org: i64, is_default: bool, binds: &[String]) -> ApiResult<Vec<i64>> {
    Ok(org_query(sql, org, is_default, binds).fetch_all(pool).await?.iter().map(|r| r.get::<i64, _>(0)).collect())
}

/// The count `sql` answers ([`org_query`]'s parameters).
pub async fn org_count(pool: &sqlx::AnyPool, sql: &str, org: i64, is_default: bool, binds: &[String]) -> ApiResult<i64> {
    Ok(org_query(sql, org, is_default, binds).fetch_one(pool).await?.get::<i64, _>(0))
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

    /// The search box finds the text anywhere, ignoring case; `%` and `_` typed are literal.
    #[test]
    fn search_patterns_take_wildcards_literally() {
        assert_eq!(contains_pattern("Acme"), "%acme%");
        assert_eq!(contains_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
        assert_eq!(any_contains(&["c.state", "c.case_type"], "$5"), vec!["LOWER(c.state) LIKE $5 ESCAPE '\\'".to_string(), "LOWER(c.case_type) LIKE $5 ESCAPE '\\'".into()]);
    }

    /// A blank search is none; one past the limit is refused.
    #[test]
    fn a_search_is_trimmed_and_bounded() {
        assert_eq!(check_search(None).unwrap(), None);
        assert_eq!(check_search(Some("  ")).unwrap(), None);
        assert_eq!(check_search(Some(" Acme ")).unwrap(), Some("Acme"));
        assert!(check_search(Some(&"x".repeat(MAX_SEARCH + 1))).is_err());
    }

    /// A staff column is the code, else the name, of its users row.
    #[test]
    fn a_staff_column_is_the_code_else_the_name() {
        assert_eq!(staff_label_sql!("u"), "COALESCE(NULLIF(u.staff_code, ''), TRIM(u.first_name || ' ' || u.last_name))");
    }

    /// A whole date in either form is a day.
    #[test]
    fn a_whole_date_is_a_searched_day() {
        let day = NaiveDate::from_ymd_opt(2025, 6, 2).unwrap();
        assert_eq!(searched_day("2025-06-02"), Some(day));
        assert_eq!(searched_day("6/2/2025"), Some(day));
        assert_eq!(searched_day("06/02/2025"), Some(day));
        assert_eq!(searched_day("2025-06"), None);
        assert_eq!(searched_day("Acme"), None);
    }

    /// "All" pages nothing away but the offset; a page is a LIMIT and OFFSET.
    #[test]
    fn a_page_limits_in_sql_and_all_skips_in_rust() {
        let page = Page::new(Some(2), Some(25), None).unwrap();
        assert!(page.case_ids_sql("SELECT 1", true).ends_with("LOWER(sort_key) DESC, case_id DESC LIMIT 25 OFFSET 2"));
        assert_eq!(page.skip_unlimited(vec![5, 4]), vec![5, 4]);
        let all = Page::new(Some(2), Some(25), Some(true)).unwrap();
        assert_eq!(all.first, None);
        assert!(all.case_ids_sql("SELECT 1", false).ends_with("LOWER(sort_key) ASC, case_id DESC"));
        assert_eq!(all.skip_unlimited(vec![5, 4, 3]), vec![3]);
        assert_eq!(all.skip_unlimited(vec![5]), Vec::<i64>::new());
        assert!(Page::new(Some(-1), None, None).is_err());
    }
}
