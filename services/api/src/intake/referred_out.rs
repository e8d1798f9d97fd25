//! spec 1 §2.5 Referred Out, paged on the server (issue #17): the list a firm keeps open for
//! every referral still running grows with the firm (1 591 rows on the scale-2 demo firm, each
//! the shared intake-lead row of about fifty fields). `referredOutCasesPage` filters (Status,
//! Type, Firm), searches, sorts and pages in SQL and builds full rows only for the page shown;
//! `referredOutCases` (the spec's call, no arguments) still answers the whole list.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{Duration, Utc};
use sqlx::Row;

use super::query::intake_org;
use projections::read::time::day_start;
use super::read;
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use crate::error::ApiResult;
use projections::read::conditions::organization_union;
use crate::paging::{any_contains, contains_pattern, org_case_ids, org_count, searched_day, staff_label_sql, Page, CLIENT_SQL};

/// The sortable columns of the Referred Out table (spec 1 §2.5).
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum ReferredOutSort {
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
#[derive(InputObject, Default, Debug)]
pub struct ReferredOutFilter {
    pub status: Option<String>,
    #[graphql(name = "type")]
    pub case_type: Option<String>,
    pub firm: Option<String>,
    pub search: Option<String>,
}

/// One page of the Referred Out list.
#[derive(SimpleObject)]
pub struct ReferredOutPage {
    /// Every open referred-out case of the organization (the title's count).
    pub total_count: i64,
    /// The cases the filters and the search keep (what the pager counts).
    pub matching_count: i64,
    pub leads: Vec<LeadNode>,
    /// The filters' choices: the distinct values over every open referred-out case, sorted.
    pub statuses: Vec<String>,
    pub types: Vec<String>,
    pub firms: Vec<String>,
}

impl ReferredOutSort {
    /// The column as SQL (see [`referred_out`]).
    fn sql(self) -> &'static str {
        match self {
            ReferredOutSort::Client => CLIENT_SQL,
            ReferredOutSort::Type => "c.case_type",
            ReferredOutSort::Attorney => ATTORNEY_SQL,
            ReferredOutSort::Status => "c.status_label",
            ReferredOutSort::StatusDate => "c.status_changed_at",
            ReferredOutSort::Firm => "c.referred_out_firm",
            ReferredOutSort::State => "c.state",
            ReferredOutSort::Office => "o.name",
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

#[derive(Default)]
pub struct ReferredOutQuery;

#[Object]
impl ReferredOutQuery {
    /// spec 1 §2.5 Referred Out, one page at a time: the open cases in a REF OUT status that the
    /// filters and the search keep, sorted (default: type ascending), `first` rows from
    /// `offset`; with `all` (the screen's "All") or without `first`, every row from `offset`.
    /// Every argument may be left out.
    #[allow(clippy::too_many_arguments)]
    async fn referred_out_cases_page(
        &self,
        ctx: &Context<'_>,
        organization_id: Option<i64>,
        filter: Option<ReferredOutFilter>,
        sort_by: Option<ReferredOutSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> ApiResult<ReferredOutPage> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let filter = filter.unwrap_or_default();
        let (sort_by, descending) = (sort_by.unwrap_or(ReferredOutSort::Type), descending.unwrap_or(false));
        let page = Page::new(offset, first, all)?;
        crate::paging::check_search(filter.search.as_deref())?;
        let state = ctx.state();
        let (pool, default_org) = (state.db.pool(), state.config.organization_id);
        let is_default = org == default_org;
        // The title's count and the filters' choices, over every open referred-out case.
        let cases = referred_out("", "c.status_label, c.case_type, c.referred_out_firm", "");
        let groups = sqlx::query(&format!("SELECT status_label, case_type, referred_out_firm, COUNT(*) AS n FROM ({cases}) referred GROUP BY 1, 2, 3"))
            .bind(org)
            .bind(is_default)
            .fetch_all(pool)
            .await?;
        let text = |r: &sqlx::any::AnyRow, i: usize| r.try_get::<Option<String>, _>(i).ok().flatten();
        let total_count: i64 = groups.iter().map(|r| r.get::<i64, _>("n")).sum();
        let statuses = distinct(groups.iter().map(|r| text(r, 0)));
        let types = distinct(groups.iter().map(|r| text(r, 1)));
        let firms = distinct(groups.iter().map(|r| text(r, 2)));
        // The page: filtered, searched and sorted in SQL (empty values last either way, ties
        // newest first, the list's own order); only its rows are built in full.
        let (narrow, binds) = narrowing(&filter, ctx.firm_tz());
        let searched = filter.search.as_deref().is_some_and(|t| !t.trim().is_empty());
        let names = if searched || matches!(sort_by, ReferredOutSort::Attorney | ReferredOutSort::Office) { NAMES } else { "" };
        let matching_count = if narrow.is_empty() {
            total_count
        } else {
            let sql = format!("SELECT COUNT(*) FROM ({}) matching", referred_out(names, "c.case_id", &narrow));
            org_count(pool, &sql, org, is_default, &binds).await?
        };
        let cases = referred_out(names, &format!("c.case_id, {} AS sort_key", sort_by.sql()), &narrow);
        let sql = page.case_ids_sql(&cases, descending);
        let ids = page.skip_unlimited(org_case_ids(pool, &sql, org, is_default, &binds).await?);
        let leads = read::load_leads(pool, &ids, read::lead_parts(&ctx.look_ahead().field("leads"))).await?;
        let now = Utc::now();
        Ok(ReferredOutPage { total_count, matching_count, leads: leads.into_iter().map(|lead| LeadNode { lead, now }).collect(), statuses, types, firms })
    }
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
