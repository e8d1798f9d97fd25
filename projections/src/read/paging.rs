//! Lists paged on the server (Referred Out, Closed Cases, Follow Up; issue #17): the SQL of a
//! sorted, searched page of case ids, and the search box's patterns. The page asked for is
//! checked by the transport (`api::paging`) before a reader sees it.

use chrono::NaiveDate;

use super::{Bind, ReadResult};

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
#[macro_export]
macro_rules! staff_label_sql {
    ($alias:literal) => {
        concat!("COALESCE(NULLIF(", $alias, ".staff_code, ''), TRIM(", $alias, ".first_name || ' ' || ", $alias, ".last_name))")
    };
}
pub use crate::staff_label_sql;

/// One page of a list sorted in SQL: `first` rows from `offset`, or without `first` every
/// row from `offset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub offset: i64,
    pub first: Option<i64>,
}

impl Page {
    /// Every row.
    pub const ALL: Page = Page { offset: 0, first: None };

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

/// `binds` after an organization's two (`$1` the organization, `$2` whether it is the
/// deployment's, which owns cases imported without one).
pub fn org_binds(org: super::OrgScope, texts: &[String]) -> Vec<Bind> {
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default)];
    binds.extend(texts.iter().map(|t| Bind::Text(t.clone())));
    binds
}

/// The case ids of a page: `rows` sorted by `sort_key`, `page`'s rows of them.
pub async fn page_ids(pool: &sqlx::AnyPool, page: Page, rows: &str, descending: bool, binds: &[Bind]) -> ReadResult<Vec<i64>> {
    Ok(page.skip_unlimited(super::keys(pool, &page.case_ids_sql(rows, descending), binds).await?))
}

/// How many rows `rows` answers.
pub async fn count_of(pool: &sqlx::AnyPool, rows: &str, binds: &[Bind]) -> ReadResult<i64> {
    super::count(pool, &format!("SELECT COUNT(*) FROM ({rows}) counted"), binds).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search box finds the text anywhere, ignoring case; `%` and `_` typed are literal.
    #[test]
    fn search_patterns_take_wildcards_literally() {
        assert_eq!(contains_pattern("Acme"), "%acme%");
        assert_eq!(contains_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
        assert_eq!(any_contains(&["c.state", "c.case_type"], "$5"), vec!["LOWER(c.state) LIKE $5 ESCAPE '\\'".to_string(), "LOWER(c.case_type) LIKE $5 ESCAPE '\\'".into()]);
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

    /// A page is a LIMIT and OFFSET; without a limit the offset is skipped here.
    #[test]
    fn a_page_limits_in_sql_and_all_skips_in_rust() {
        let page = Page { offset: 2, first: Some(25) };
        assert!(page.case_ids_sql("SELECT 1", true).ends_with("LOWER(sort_key) DESC, case_id DESC LIMIT 25 OFFSET 2"));
        assert_eq!(page.skip_unlimited(vec![5, 4]), vec![5, 4]);
        let all = Page { offset: 2, first: None };
        assert!(all.case_ids_sql("SELECT 1", false).ends_with("LOWER(sort_key) ASC, case_id DESC"));
        assert_eq!(all.skip_unlimited(vec![5, 4, 3]), vec![3]);
        assert_eq!(all.skip_unlimited(vec![5]), Vec::<i64>::new());
    }
}
