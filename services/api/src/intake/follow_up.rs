//! spec 1 §2.5 Follow Up, paged on the server (issue #17): every open lead in intake is a
//! follow-up, about 600 on the scale-10 demo firm, each the shared intake-lead row of about
//! fifty fields (half a megabyte a view, sent again every minute as the colours move).
//! `leadsInFollowUpPage` counts the figures in SQL, sends the priority part whole (spec:
//! "two tables (priority leads, then others with page sizes 25, 50, 100 and all)") and pages
//! the others, searched and sorted in SQL (`projections::intake::read::follow_up`); only the
//! rows shown are built in full. `leadsInFollowUp` (the spec's call) still answers the whole
//! list, with the same figures.

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{DateTime, Utc};
use projections::intake::read::follow_up::{self as read, FollowUpColumn};

use super::query::intake_org;
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use app::error::AppResult;
use crate::paging::{check_search, page};

/// The sortable columns of the Follow Up table (spec 1 §2.5), in the order it shows them.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum FollowUpSort {
    Priority,
    Client,
    Type,
    Source,
    Agent,
    Investigator,
    Attorney,
    Rank,
    Status,
    LastFollowUp,
    Opened,
    Wanted,
    Retained,
    State,
    Office,
}

impl From<FollowUpSort> for FollowUpColumn {
    fn from(sort: FollowUpSort) -> Self {
        match sort {
            FollowUpSort::Priority => FollowUpColumn::Priority,
            FollowUpSort::Client => FollowUpColumn::Client,
            FollowUpSort::Type => FollowUpColumn::Type,
            FollowUpSort::Source => FollowUpColumn::Source,
            FollowUpSort::Agent => FollowUpColumn::Agent,
            FollowUpSort::Investigator => FollowUpColumn::Investigator,
            FollowUpSort::Attorney => FollowUpColumn::Attorney,
            FollowUpSort::Rank => FollowUpColumn::Rank,
            FollowUpSort::Status => FollowUpColumn::Status,
            FollowUpSort::LastFollowUp => FollowUpColumn::LastFollowUp,
            FollowUpSort::Opened => FollowUpColumn::Opened,
            FollowUpSort::Wanted => FollowUpColumn::Wanted,
            FollowUpSort::Retained => FollowUpColumn::Retained,
            FollowUpSort::State => FollowUpColumn::State,
            FollowUpSort::Office => FollowUpColumn::Office,
        }
    }
}

/// One page of the Follow Up list.
#[derive(SimpleObject)]
pub struct FollowUpPage {
    /// Every open lead in intake (the title's count).
    pub lead_count: i64,
    /// Wanted (not a mass tort) and not retained.
    pub wanted_but_not_retained: i64,
    /// In INT 02 (investigator appointment) and not retained.
    pub investigator_appt_not_signed: i64,
    /// When the colours were computed.
    pub computed_at: DateTime<Utc>,
    /// The first table, whole: the high-priority leads in INT 00 or INT 01 the search keeps,
    /// sorted like the page.
    pub priority_leads: Vec<LeadNode>,
    /// The other leads the search keeps: what the pager counts.
    pub matching_count: i64,
    /// The page of the other leads.
    pub leads: Vec<LeadNode>,
}

#[derive(Default)]
pub struct FollowUpQuery;

#[Object]
impl FollowUpQuery {
    /// spec 1 §2.5 Follow Up, one page at a time: the figures over every open lead in intake,
    /// the priority part whole, and `first` of the other leads from `offset`, searched and
    /// sorted (default: wanted date descending); with `all` (the screen's "All") or without
    /// `first`, every other lead from `offset`. Every argument may be left out.
    #[allow(clippy::too_many_arguments)]
    async fn leads_in_follow_up_page(
        &self,
        ctx: &Context<'_>,
        organization_id: Option<i64>,
        search: Option<String>,
        sort_by: Option<FollowUpSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> AppResult<FollowUpPage> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let (sort_by, descending) = (sort_by.unwrap_or(FollowUpSort::Wanted), descending.unwrap_or(true));
        let page = page(offset, first, all)?;
        let search = check_search(search.as_deref())?;
        let state = ctx.state();
        let (pool, scope) = (state.db.pool(), ctx.org_scope(org));
        let figures = read::figures(pool, scope).await?;
        let ids = read::page_ids(pool, scope, &figures, search, sort_by.into(), descending, page, ctx.firm_tz()).await?;
        let (priority_ids, matching_count, page_ids) = (ids.priority, ids.matching_count, ids.page);
        let parts = super::lead_parts(&ctx.look_ahead().field("leads"));
        let mut leads = projections::intake::read::load_leads(pool, &[priority_ids.as_slice(), page_ids.as_slice()].concat(), parts).await?;
        let now = Utc::now();
        let node = |lead| LeadNode { lead, now };
        let rest = leads.split_off(priority_ids.len().min(leads.len()));
        Ok(FollowUpPage {
            lead_count: figures.lead_count,
            wanted_but_not_retained: figures.wanted_but_not_retained,
            investigator_appt_not_signed: figures.investigator_appt_not_signed,
            computed_at: now,
            priority_leads: leads.into_iter().map(node).collect(),
            matching_count,
            leads: rest.into_iter().map(node).collect(),
        })
    }
}

