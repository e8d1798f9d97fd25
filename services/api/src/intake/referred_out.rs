//! spec 1 §2.5 Referred Out, paged on the server (issue #17): the list a firm keeps open for
//! every referral still running grows with the firm (1 591 rows on the scale-2 demo firm, each
//! the shared intake-lead row of about fifty fields). `referredOutCasesPage` filters (Status,
//! Type, Firm), searches, sorts and pages in SQL (`projections::intake::read::referred_out`)
//! and builds full rows only for the page shown; `referredOutCases` (the spec's call, no
//! arguments) still answers the whole list.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::Utc;
use projections::intake::read;
use projections::intake::read::referred_out::{self as referred, ReferredOutColumn, ReferredOutFilter, ReferredOutIds};

use super::query::intake_org;
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::paging::page;

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

impl From<ReferredOutSort> for ReferredOutColumn {
    fn from(sort: ReferredOutSort) -> Self {
        match sort {
            ReferredOutSort::Client => ReferredOutColumn::Client,
            ReferredOutSort::Type => ReferredOutColumn::Type,
            ReferredOutSort::Attorney => ReferredOutColumn::Attorney,
            ReferredOutSort::Status => ReferredOutColumn::Status,
            ReferredOutSort::StatusDate => ReferredOutColumn::StatusDate,
            ReferredOutSort::Firm => ReferredOutColumn::Firm,
            ReferredOutSort::State => ReferredOutColumn::State,
            ReferredOutSort::Office => ReferredOutColumn::Office,
        }
    }
}

/// What the screen narrows the list to: the three pick-one filters (exact values, as offered)
/// and the search box (case-insensitive, any shown column).
#[derive(InputObject, Default, Debug)]
#[graphql(name = "ReferredOutFilter")]
pub struct ReferredOutFilterInput {
    pub status: Option<String>,
    #[graphql(name = "type")]
    pub case_type: Option<String>,
    pub firm: Option<String>,
    pub search: Option<String>,
}

impl From<ReferredOutFilterInput> for ReferredOutFilter {
    fn from(f: ReferredOutFilterInput) -> Self {
        ReferredOutFilter { status: f.status, case_type: f.case_type, firm: f.firm, search: f.search }
    }
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
        filter: Option<ReferredOutFilterInput>,
        sort_by: Option<ReferredOutSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> AppResult<ReferredOutPage> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let filter = filter.unwrap_or_default();
        let (sort_by, descending) = (sort_by.unwrap_or(ReferredOutSort::Type), descending.unwrap_or(false));
        let page = page(offset, first, all)?;
        crate::paging::check_search(filter.search.as_deref())?;
        let pool = ctx.state().db.pool();
        let found = referred::referred_out_page(pool, ctx.org_scope(org), &filter.into(), sort_by.into(), descending, page, ctx.firm_tz()).await?;
        let ReferredOutIds { total_count, matching_count, ids, statuses, types, firms } = found;
        let leads = read::load_leads(pool, &ids, super::lead_parts(&ctx.look_ahead().field("leads"))).await?;
        let now = Utc::now();
        Ok(ReferredOutPage { total_count, matching_count, leads: leads.into_iter().map(|lead| LeadNode { lead, now }).collect(), statuses, types, firms })
    }
}

