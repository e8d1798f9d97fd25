//! spec 1 §2.5 Closed Cases table, paged on the server (issue #17): a firm closes hundreds of
//! cases a month (about 1 500 on the scale-10 demo firm), and the table shows 25 a page.
//! `closedCasesInPeriodPage` searches, sorts and pages in SQL
//! (`projections::intake::read::closed_page`) and reads only the page's cases;
//! `closedCasesInPeriod` (the spec's call) still answers the whole list.

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::NaiveDate;
use projections::cases::read::CaseView;
use projections::intake::read::closed_page::{self as read, ClosedColumn};

use super::query::{check_range, intake_admin_org};
use crate::auth::viewer::ContextExt;
use crate::cases::types::CaseNode;
use app::error::AppResult;
use crate::paging::{check_search, page};

/// The sortable columns of the Closed Cases table (spec 1 §2.5).
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum ClosedCasesSort {
    Type,
    State,
    Client,
    Attorney,
    Paralegal,
    Opened,
    Closed,
    Reason,
}

impl From<ClosedCasesSort> for ClosedColumn {
    fn from(sort: ClosedCasesSort) -> Self {
        match sort {
            ClosedCasesSort::Type => ClosedColumn::Type,
            ClosedCasesSort::State => ClosedColumn::State,
            ClosedCasesSort::Client => ClosedColumn::Client,
            ClosedCasesSort::Attorney => ClosedColumn::Attorney,
            ClosedCasesSort::Paralegal => ClosedColumn::Paralegal,
            ClosedCasesSort::Opened => ClosedColumn::Opened,
            ClosedCasesSort::Closed => ClosedColumn::Closed,
            ClosedCasesSort::Reason => ClosedColumn::Reason,
        }
    }
}

/// One page of the Closed Cases table.
#[derive(SimpleObject)]
pub struct ClosedCasesPage {
    /// Every case closed in the period (the count above the table).
    pub total_count: i64,
    /// The cases the search keeps (what the pager counts).
    pub matching_count: i64,
    pub cases: Vec<CaseNode>,
}

#[derive(Default)]
pub struct ClosedCasesPageQuery;

#[Object]
impl ClosedCasesPageQuery {
    /// spec 1 §2.5 Closed Cases, one page at a time: the cases closed from `startDate` to
    /// `endDate` that the search keeps (any shown column, ignoring case; a whole date also
    /// finds the cases opened or closed that day), sorted (default: closed, newest first),
    /// `first` rows from `offset`; with `all` (the screen's "All") or without `first`, every
    /// row from `offset`. Intake admins only (spec 1 §6).
    #[allow(clippy::too_many_arguments)]
    async fn closed_cases_in_period_page(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        organization_id: Option<i64>,
        search: Option<String>,
        sort_by: Option<ClosedCasesSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> AppResult<ClosedCasesPage> {
        let (_, org) = intake_admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let page = page(offset, first, all)?;
        let search = check_search(search.as_deref())?;
        let (sort_by, descending) = (sort_by.unwrap_or(ClosedCasesSort::Closed), descending.unwrap_or(true));
        let pool = ctx.state().db.pool();
        let found = read::closed_page(pool, ctx.org_scope(org), start_date, end_date, search, sort_by.into(), descending, page, ctx.firm_tz()).await?;
        let (total_count, matching_count, ids) = (found.total_count, found.matching_count, found.ids);
        let views = CaseView::load_parts(pool, &ids, crate::cases::parts_selected_by(&ctx.look_ahead().field("cases"))).await?;
        Ok(ClosedCasesPage { total_count, matching_count, cases: views.into_iter().map(CaseNode).collect() })
    }
}

