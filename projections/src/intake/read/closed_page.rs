//! spec 1 §2.5 Closed Cases table, paged on the server (issue #17): a firm closes hundreds of
//! cases a month (about 1 500 on the scale-10 demo firm), and the table shows 25 a page. The
//! search, sort and page in SQL; only the page's cases are read whole.

use chrono::{Duration, NaiveDate};
use sqlx::AnyPool;

use crate::read::conditions::organization_union;
use crate::read::paging::{self, any_contains, contains_pattern, count_of, org_binds, searched_day, staff_label_sql, Page, CLIENT_SQL};
use crate::read::time::day_start;
use crate::read::{OrgScope, ReadResult};

/// The sortable columns of the Closed Cases table (spec 1 §2.5).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum ClosedColumn {
    Type,
    State,
    Client,
    Attorney,
    Paralegal,
    Opened,
    Closed,
    Reason,
}

impl ClosedColumn {
    /// The column as SQL (see [`closed_in_period`]).
    pub fn sql(self) -> &'static str {
        match self {
            ClosedColumn::Type => "c.case_type",
            ClosedColumn::State => "c.state",
            ClosedColumn::Client => CLIENT_SQL,
            ClosedColumn::Attorney => ATTORNEY_SQL,
            ClosedColumn::Paralegal => PARALEGAL_SQL,
            ClosedColumn::Opened => "c.opened_at",
            ClosedColumn::Closed => "c.closed_date",
            ClosedColumn::Reason => "c.close_reason",
        }
    }
}

/// The Attorney and Paralegal columns.
const ATTORNEY_SQL: &str = staff_label_sql!("a");
const PARALEGAL_SQL: &str = staff_label_sql!("p");
/// The attorney (`a`) and the paralegal (`p`) of each case, for their labels.
const NAMES: &str = " LEFT JOIN users a ON a.user_id = c.attorney_user_id LEFT JOIN users p ON p.user_id = c.paralegal_user_id";
/// The text columns the search box looks in (Opened is an instant: a whole date searches its day).
const SEARCHED: [&str; 7] = ["c.case_type", "c.state", CLIENT_SQL, ATTORNEY_SQL, PARALEGAL_SQL, "c.closed_date", "c.close_reason"];

/// The cases of `$1` (`$2`: whether it is the deployment's organization) closed from `$3` to
/// `$4`, `columns` of each, as the organization's and those of none in two branches, each read
/// by the closed-date index; `narrow` goes in both.
fn closed_in_period(names: &str, columns: &str, narrow: &str) -> String {
    organization_union(|organization| format!("SELECT {columns} FROM cases c{names} WHERE c.{organization} AND c.closed_date >= $3 AND c.closed_date <= $4{narrow}"))
}

/// The search's WHERE addition and its values, bound after `$4`.
fn search_narrowing(text: Option<&str>, tz: chrono_tz::Tz) -> (String, Vec<String>) {
    let Some(text) = text else { return (String::new(), vec![]) };
    let mut binds = vec![contains_pattern(text)];
    let mut any = any_contains(&SEARCHED, "$5");
    if let Some(day) = searched_day(text) {
        binds.push(day.to_string());
        binds.push(eventstore::time::to_text(day_start(day, tz)));
        binds.push(eventstore::time::to_text(day_start(day + Duration::days(1), tz)));
        any.push("c.closed_date = $6 OR (c.opened_at >= $7 AND c.opened_at < $8)".into());
    }
    (format!(" AND ({})", any.join(" OR ")), binds)
}

/// A page of case ids with the list's counts.
#[derive(Debug, Clone, PartialEq)]
pub struct PagedIds {
    /// Every row of the list.
    pub total_count: i64,
    /// The rows the search keeps.
    pub matching_count: i64,
    /// The page's case ids, in order.
    pub ids: Vec<i64>,
}

/// One page of the cases closed from `start` to `end`, searched and sorted by `column`.
#[allow(clippy::too_many_arguments)]
pub async fn closed_page(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate, search: Option<&str>, column: ClosedColumn, descending: bool, page: Page, tz: chrono_tz::Tz) -> ReadResult<PagedIds> {
    let range = [start.to_string(), end.to_string()];
    let total_count = count_of(pool, &closed_in_period("", "c.case_id", ""), &org_binds(org, &range)).await?;
    let (narrow, searched) = search_narrowing(search, tz);
    let texts: Vec<String> = range.iter().cloned().chain(searched).collect();
    let binds = org_binds(org, &texts);
    let names = if search.is_some() || matches!(column, ClosedColumn::Attorney | ClosedColumn::Paralegal) { NAMES } else { "" };
    let matching_count = if narrow.is_empty() { total_count } else { count_of(pool, &closed_in_period(names, "c.case_id", &narrow), &binds).await? };
    let rows = closed_in_period(names, &format!("c.case_id, {} AS sort_key", column.sql()), &narrow);
    let ids = paging::page_ids(pool, page, &rows, descending, &binds).await?;
    Ok(PagedIds { total_count, matching_count, ids })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search binds its pattern after the range; a whole date adds the closed day and the
    /// firm day's bounds of Opened (Denver: 06:00 UTC in summer).
    #[test]
    fn the_search_binds_after_the_range() {
        let tz = chrono_tz::America::Denver;
        assert_eq!(search_narrowing(None, tz), (String::new(), vec![]));
        let (sql, binds) = search_narrowing(Some("Ogden"), tz);
        assert!(sql.starts_with(" AND (LOWER(c.case_type) LIKE $5 ESCAPE '\\' OR "), "{sql}");
        assert_eq!(binds, vec!["%ogden%".to_string()]);
        let (sql, binds) = search_narrowing(Some("6/2/2025"), tz);
        assert!(sql.ends_with(" OR c.closed_date = $6 OR (c.opened_at >= $7 AND c.opened_at < $8))"), "{sql}");
        assert_eq!(binds, vec!["%6/2/2025%".to_string(), "2025-06-02".into(), "2025-06-02T06:00:00.000000Z".into(), "2025-06-03T06:00:00.000000Z".into()]);
    }

    /// Every column sorts by its own SQL; the staff columns by their labels.
    #[test]
    fn each_column_sorts_by_what_it_shows() {
        assert_eq!(ClosedColumn::Closed.sql(), "c.closed_date");
        assert_eq!(ClosedColumn::Attorney.sql(), ATTORNEY_SQL);
        assert!(ClosedColumn::Paralegal.sql().contains("p.staff_code"));
    }
}
