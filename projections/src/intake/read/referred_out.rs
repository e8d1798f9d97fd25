//! spec 1 §2.5 Referred Out, paged on the server (issue #17): the list a firm keeps open for
//! every referral still running grows with the firm (1 591 rows on the scale-2 demo firm). The
//! filters (Status, Type, Firm), search, sort and page are SQL; only the page's rows are read
//! whole.

use chrono::Duration;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::organization_union;
use crate::read::paging::{self, any_contains, contains_pattern, count_of, org_binds, searched_day, staff_label_sql, Page, CLIENT_SQL};
use crate::read::time::day_start;
use crate::read::{json_rows, OrgScope, ReadResult};

/// The sortable columns of the Referred Out table (spec 1 §2.5).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum ReferredOutColumn {
    Client,
    Type,
    Attorney,
    Status,
    StatusDate,
    Firm,
    State,
    Office,
}

/// What the screen narrows the list to: the three pick-one filters (exact values, as offered)
/// and the search box (case-insensitive, any shown column).
#[derive(Default, Debug, Clone)]
pub struct ReferredOutFilter {
    pub status: Option<String>,
    pub case_type: Option<String>,
    pub firm: Option<String>,
    pub search: Option<String>,
}

impl ReferredOutColumn {
    /// The column as SQL (see [`referred_out`]).
    pub fn sql(self) -> &'static str {
        match self {
            ReferredOutColumn::Client => CLIENT_SQL,
            ReferredOutColumn::Type => "c.case_type",
            ReferredOutColumn::Attorney => ATTORNEY_SQL,
            ReferredOutColumn::Status => "c.status_label",
            ReferredOutColumn::StatusDate => "c.status_changed_at",
            ReferredOutColumn::Firm => "c.referred_out_firm",
            ReferredOutColumn::State => "c.state",
            ReferredOutColumn::Office => "o.name",
        }
    }
}

/// The open referred-out cases of `$1` (`$2`: whether it is the deployment's organization, which
/// owns cases imported without one), `columns` of each as a statement to read from: the
/// organization's and those of none as two branches (`organization_union`; one `OR` made SQLite
/// look every case up in the table), each read by the open cases' stage index, which carries
/// the firm (`cases` v10: joined with the intake leads, PostgreSQL probed them once a case,
/// 22 ms for the choices on the large firm; issue #17).
/// [`NAMES`] is joined when the columns or the narrowing read the attorney's or the office's
/// name; `narrow` (from [`narrowing`]) goes in both branches.
fn referred_out(names: &str, columns: &str, narrow: &str) -> String {
    organization_union(|organization| {
        format!(
            "SELECT {columns} FROM cases c{names} \
             WHERE c.{organization} AND c.closed_date IS NULL AND c.stage = 'Referred Out'{narrow}"
        )
    })
}
/// The attorney (`u`) and the office (`o`) of each case, for their names.
const NAMES: &str = " LEFT JOIN users u ON u.user_id = c.attorney_user_id LEFT JOIN offices o ON o.office_id = c.office_id";
/// The Attorney column: the staff code, else the name (the web's `staffLabel`).
const ATTORNEY_SQL: &str = staff_label_sql!("u");
/// The text columns the search box looks in.
const SEARCHED: [&str; 7] = [CLIENT_SQL, "c.case_type", ATTORNEY_SQL, "c.status_label", "c.referred_out_firm", "c.state", "o.name"];

/// The WHERE additions of the filters and the search, with their texts bound after `$2`.
fn narrowing(filter: &ReferredOutFilter, tz: chrono_tz::Tz) -> (String, Vec<String>) {
    let mut sql = String::new();
    let mut binds: Vec<String> = vec![];
    let bind = |v: String, binds: &mut Vec<String>| {
        binds.push(v);
        format!("${}", binds.len() + 2)
    };
    for (column, value) in [("c.status_label", &filter.status), ("c.case_type", &filter.case_type), ("c.referred_out_firm", &filter.firm)] {
        if let Some(v) = value.as_deref().filter(|v| !v.is_empty()) {
            let n = bind(v.to_string(), &mut binds);
            sql.push_str(&format!(" AND {column} = {n}"));
        }
    }
    if let Some(text) = filter.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let n = bind(contains_pattern(text), &mut binds);
        let mut any = any_contains(&SEARCHED, &n);
        if let Some(day) = searched_day(text) {
            let from = bind(eventstore::time::to_text(day_start(day, tz)), &mut binds);
            let to = bind(eventstore::time::to_text(day_start(day + Duration::days(1), tz)), &mut binds);
            any.push(format!("(c.status_changed_at >= {from} AND c.status_changed_at < {to})"));
        }
        sql.push_str(&format!(" AND ({})", any.join(" OR ")));
    }
    (sql, binds)
}

fn distinct(values: impl Iterator<Item = Option<String>>) -> Vec<String> {
    let mut out: Vec<String> = values.flatten().filter(|v| !v.is_empty()).collect();
    out.sort_by_key(|v| v.to_lowercase());
    out.dedup();
    out
}

/// One page of the Referred Out list, and what the title and the filters show.
#[derive(Debug, Clone, PartialEq)]
pub struct ReferredOutIds {
    /// Every open referred-out case of the organization.
    pub total_count: i64,
    /// The cases the filters and the search keep.
    pub matching_count: i64,
    /// The page's case ids, in order.
    pub ids: Vec<i64>,
    /// The filters' choices: the distinct values over every open referred-out case, sorted.
    pub statuses: Vec<String>,
    pub types: Vec<String>,
    pub firms: Vec<String>,
}

#[derive(Deserialize)]
struct Group(Option<String>, Option<String>, Option<String>, i64);

/// The open referred-out cases the filters and the search keep, sorted by `column`: `page`
/// of them, with the counts and the filters' choices.
pub async fn referred_out_page(pool: &AnyPool, org: OrgScope, filter: &ReferredOutFilter, column: ReferredOutColumn, descending: bool, page: Page, tz: chrono_tz::Tz) -> ReadResult<ReferredOutIds> {
    // The title's count and the filters' choices, over every open referred-out case.
    let cases = referred_out("", "c.status_label, c.case_type, c.referred_out_firm", "");
    let from = format!("FROM (SELECT status_label, case_type, referred_out_firm, COUNT(*) AS n FROM ({cases}) referred GROUP BY status_label, case_type, referred_out_firm) g");
    let groups: Vec<Group> = json_rows(pool, &["status_label", "case_type", "referred_out_firm", "n"], &from, &org_binds(org, &[])).await?;
    let total_count: i64 = groups.iter().map(|g| g.3).sum();
    let statuses = distinct(groups.iter().map(|g| g.0.clone()));
    let types = distinct(groups.iter().map(|g| g.1.clone()));
    let firms = distinct(groups.iter().map(|g| g.2.clone()));
    // The page: filtered, searched and sorted in SQL (empty values last either way, ties
    // newest first, the list's own order).
    let (narrow, texts) = narrowing(filter, tz);
    let binds = org_binds(org, &texts);
    let searched = filter.search.as_deref().is_some_and(|t| !t.trim().is_empty());
    let names = if searched || matches!(column, ReferredOutColumn::Attorney | ReferredOutColumn::Office) { NAMES } else { "" };
    let matching_count = if narrow.is_empty() { total_count } else { count_of(pool, &referred_out(names, "c.case_id", &narrow), &binds).await? };
    let rows = referred_out(names, &format!("c.case_id, {} AS sort_key", column.sql()), &narrow);
    let ids = paging::page_ids(pool, page, &rows, descending, &binds).await?;
    Ok(ReferredOutIds { total_count, matching_count, ids, statuses, types, firms })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The filters bind their values after the organization's two parameters; a date search
    /// adds the firm day's bounds (Denver: 06:00 UTC in summer).
    #[test]
    fn narrowing_binds_filters_then_the_search() {
        let tz = chrono_tz::America::Denver;
        assert_eq!(narrowing(&ReferredOutFilter::default(), tz), (String::new(), vec![]));
        let f = ReferredOutFilter { firm: Some("Acme Law".into()), status: Some(String::new()), search: Some(" 2025-06-02 ".into()), ..Default::default() };
        let (sql, binds) = narrowing(&f, tz);
        assert!(sql.starts_with(" AND c.referred_out_firm = $3 AND (LOWER("), "{sql}");
        assert!(sql.ends_with("(c.status_changed_at >= $5 AND c.status_changed_at < $6))"), "{sql}");
        assert_eq!(binds, vec!["Acme Law".to_string(), "%2025-06-02%".into(), "2025-06-02T06:00:00.000000Z".into(), "2025-06-03T06:00:00.000000Z".into()]);
    }
}
