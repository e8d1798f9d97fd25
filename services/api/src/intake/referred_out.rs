//! spec 1 §2.5 Referred Out, paged on the server (issue #17): the list a firm keeps open for
//! every referral still running grows with the firm (1 591 rows on the scale-2 demo firm, each
//! the shared intake-lead row of about fifty fields). `referredOutCasesPage` filters (Status,
//! Type, Firm), searches, sorts and pages the slim rows here and builds full rows only for
//! the page shown; `referredOutCases` (the spec's call, no arguments) still answers the whole
//! list.

use std::cmp::Ordering;

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::Utc;
use sqlx::Row;

use super::query::{firm_tz, intake_org};
use super::read::{self, ORG_FILTER};
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use crate::error::{ApiError, ApiResult};

/// The most rows one page answers besides "all" (the screen offers 100 or all).
pub const MAX_PAGE: i64 = 1_000;

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

/// A referred-out case as the table shows it (the columns it filters, searches and sorts by).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SlimRow {
    pub case_id: i64,
    pub client: String,
    pub case_type: Option<String>,
    pub attorney: Option<String>,
    pub status: Option<String>,
    /// The firm-local day the case entered its status (YYYY-MM-DD).
    pub status_day: Option<String>,
    pub firm: Option<String>,
    pub state: Option<String>,
    pub office: Option<String>,
}

impl SlimRow {
    fn key(&self, by: ReferredOutSort) -> Option<&str> {
        match by {
            ReferredOutSort::Client => Some(self.client.as_str()),
            ReferredOutSort::Type => self.case_type.as_deref(),
            ReferredOutSort::Attorney => self.attorney.as_deref(),
            ReferredOutSort::Status => self.status.as_deref(),
            ReferredOutSort::StatusDate => self.status_day.as_deref(),
            ReferredOutSort::Firm => self.firm.as_deref(),
            ReferredOutSort::State => self.state.as_deref(),
            ReferredOutSort::Office => self.office.as_deref(),
        }
        .filter(|s| !s.is_empty())
    }

    /// The search box: any shown column contains the text, ignoring case.
    fn matches(&self, needle: &str) -> bool {
        let has = |v: Option<&str>| v.is_some_and(|v| v.to_lowercase().contains(needle));
        has(Some(&self.client))
            || has(self.case_type.as_deref())
            || has(self.attorney.as_deref())
            || has(self.status.as_deref())
            || has(self.status_day.as_deref())
            || has(self.firm.as_deref())
            || has(self.state.as_deref())
            || has(self.office.as_deref())
    }
}

fn distinct(rows: &[SlimRow], value: impl Fn(&SlimRow) -> Option<&str>) -> Vec<String> {
    let mut out: Vec<String> = rows.iter().filter_map(|r| value(r).filter(|v| !v.is_empty()).map(str::to_string)).collect();
    out.sort_by_key(|v| v.to_lowercase());
    out.dedup();
    out
}

/// Filters, searches and sorts the rows as the table did in the browser: values compared
/// ignoring case, empty values last in either direction, ties by case id descending (the
/// list's own order).
pub fn arrange(mut rows: Vec<SlimRow>, filter: &ReferredOutFilter, by: ReferredOutSort, descending: bool) -> Vec<SlimRow> {
    let pick = |want: &Option<String>, have: Option<&str>| want.as_deref().filter(|w| !w.is_empty()).is_none_or(|w| have == Some(w));
    let needle = filter.search.as_deref().map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty());
    rows.retain(|r| {
        pick(&filter.status, r.status.as_deref())
            && pick(&filter.case_type, r.case_type.as_deref())
            && pick(&filter.firm, r.firm.as_deref())
            && needle.as_deref().is_none_or(|n| r.matches(n))
    });
    rows.sort_by(|a, b| {
        let order = match (a.key(by), b.key(by)) {
            (Some(x), Some(y)) => {
                let o = x.to_lowercase().cmp(&y.to_lowercase());
                if descending { o.reverse() } else { o }
            }
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        };
        order.then(b.case_id.cmp(&a.case_id))
    });
    rows
}

/// Every open referred-out case of the organization, slim.
async fn slim_rows(ctx: &Context<'_>, org: i64) -> ApiResult<Vec<SlimRow>> {
    let state = ctx.state();
    let sql = format!(
        "SELECT c.case_id, c.first_name, c.last_name, c.case_type, c.attorney_user_id, c.status_label, c.status_changed_at, c.state, c.office_id, \
         i.referred_out_firm FROM cases c LEFT JOIN intake_leads i ON i.case_id = c.case_id \
         WHERE {ORG_FILTER} AND c.closed_date IS NULL AND c.stage = 'Referred Out'"
    );
    let found = sqlx::query(&sql).bind(org).bind(state.config.organization_id).fetch_all(state.db.pool()).await?;
    let data = ctx.org(org).await?;
    let tz = firm_tz(ctx);
    let text = |r: &sqlx::any::AnyRow, c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    Ok(found
        .iter()
        .map(|r| {
            let attorney = r.try_get::<Option<i64>, _>("attorney_user_id").ok().flatten();
            let office = r.try_get::<Option<i64>, _>("office_id").ok().flatten();
            let (first, last) = (text(r, "first_name").unwrap_or_default(), text(r, "last_name").unwrap_or_default());
            SlimRow {
                case_id: r.get("case_id"),
                client: format!("{first} {last}").trim().to_string(),
                case_type: text(r, "case_type"),
                attorney: data.as_ref().and_then(|o| attorney.and_then(|id| o.user(id))).map(|u| {
                    u.staff_code.clone().filter(|c| !c.is_empty()).unwrap_or_else(|| format!("{} {}", u.first_name, u.last_name).trim().to_string())
                }),
                status: text(r, "status_label"),
                status_day: text(r, "status_changed_at")
                    .and_then(|s| eventstore::time::from_text(&s))
                    .map(|t| t.with_timezone(&tz).date_naive().to_string()),
                firm: text(r, "referred_out_firm"),
                state: text(r, "state"),
                office: data.as_ref().and_then(|o| office.and_then(|id| o.offices.iter().find(|x| x.office_id == id))).map(|o| o.name.clone()),
            }
        })
        .collect())
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
        let (filter, offset) = (filter.unwrap_or_default(), offset.unwrap_or(0));
        let (sort_by, descending) = (sort_by.unwrap_or(ReferredOutSort::Type), descending.unwrap_or(false));
        if offset < 0 {
            return Err(ApiError::bad_input("offset", "The offset cannot be negative"));
        }
        if first.is_some_and(|n| !(1..=MAX_PAGE).contains(&n)) {
            return Err(ApiError::bad_input("first", format!("A page holds 1 to {MAX_PAGE} rows")));
        }
        if filter.search.as_deref().is_some_and(|s| s.chars().count() > 200) {
            return Err(ApiError::bad_input("search", "Search for at most 200 characters"));
        }
        let rows = slim_rows(ctx, org).await?;
        let (statuses, types, firms) = (distinct(&rows, |r| r.status.as_deref()), distinct(&rows, |r| r.case_type.as_deref()), distinct(&rows, |r| r.firm.as_deref()));
        let total_count = rows.len() as i64;
        let kept = arrange(rows, &filter, sort_by, descending);
        let matching_count = kept.len() as i64;
        let start = usize::try_from(offset).unwrap_or(usize::MAX).min(kept.len());
        let end = match first.filter(|_| all != Some(true)) {
            Some(n) => start.saturating_add(n as usize).min(kept.len()),
            None => kept.len(),
        };
        let ids: Vec<i64> = kept[start..end].iter().map(|r| r.case_id).collect();
        let leads = read::load_leads(ctx.state().db.pool(), &ids, read::lead_parts(&ctx.look_ahead().field("leads"))).await?;
        let now = Utc::now();
        Ok(ReferredOutPage { total_count, matching_count, leads: leads.into_iter().map(|lead| LeadNode { lead, now }).collect(), statuses, types, firms })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(case_id: i64, client: &str, case_type: Option<&str>, firm: Option<&str>) -> SlimRow {
        SlimRow { case_id, client: client.into(), case_type: case_type.map(Into::into), firm: firm.map(Into::into), status: Some("REF OUT 1 - Pending".into()), ..Default::default() }
    }

    fn ids(rows: &[SlimRow]) -> Vec<i64> {
        rows.iter().map(|r| r.case_id).collect()
    }

    /// spec 1 §2.5 Referred Out: "Default sort type ascending"; the empty type goes last, ties
    /// keep the list's order (case id descending).
    #[test]
    fn sorts_by_type_ignoring_case_with_empty_last_and_ties_by_newest() {
        let rows = vec![row(1, "A", Some("mva"), None), row(2, "B", None, None), row(3, "C", Some("Dog Bite"), None), row(4, "D", Some("MVA"), None)];
        assert_eq!(ids(&arrange(rows.clone(), &ReferredOutFilter::default(), ReferredOutSort::Type, false)), vec![3, 4, 1, 2]);
        assert_eq!(ids(&arrange(rows, &ReferredOutFilter::default(), ReferredOutSort::Type, true)), vec![4, 1, 3, 2]);
    }

    /// spec 1 §2.5: filters Status, Type and Firm pick one value each; search looks in every
    /// shown column, ignoring case.
    #[test]
    fn filters_pick_exact_values_and_search_any_column() {
        let rows = vec![row(1, "Ann Lee", Some("MVA"), Some("Acme Law")), row(2, "Bo Diaz", Some("MVA"), Some("Zed Law")), row(3, "Cy Ortiz", Some("Premises"), Some("Acme Law"))];
        let f = ReferredOutFilter { firm: Some("Acme Law".into()), ..Default::default() };
        assert_eq!(ids(&arrange(rows.clone(), &f, ReferredOutSort::Client, false)), vec![1, 3]);
        let f = ReferredOutFilter { firm: Some("Acme Law".into()), case_type: Some("MVA".into()), ..Default::default() };
        assert_eq!(ids(&arrange(rows.clone(), &f, ReferredOutSort::Client, false)), vec![1]);
        let f = ReferredOutFilter { search: Some("  zed ".into()), ..Default::default() };
        assert_eq!(ids(&arrange(rows.clone(), &f, ReferredOutSort::Client, false)), vec![2]);
        let f = ReferredOutFilter { search: Some("ortiz".into()), status: Some(String::new()), ..Default::default() };
        assert_eq!(ids(&arrange(rows.clone(), &f, ReferredOutSort::Client, false)), vec![3]);
        assert_eq!(distinct(&rows, |r| r.firm.as_deref()), vec!["Acme Law".to_string(), "Zed Law".to_string()]);
    }
}
