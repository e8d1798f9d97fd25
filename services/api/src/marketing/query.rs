//! The Marketing Stats report's calls (spec 3 §2.4, §7), read from the `marketing` model.

use std::collections::HashMap;

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::marketing::rules::page_speed_colour;

use projections::marketing::read;
use projections::read::OrgScope;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

/// spec 3 §3 "Calls by day: date, totalCalls".
#[derive(SimpleObject, Clone)]
pub struct CallsByDay {
    pub date: NaiveDate,
    pub total_calls: i64,
}

/// spec 3 §3 "Calls by source: key, totalCalls".
#[derive(SimpleObject, Clone)]
pub struct CallsBySource {
    pub key: String,
    pub total_calls: i64,
}

/// spec 1 §3 "Page speed result: url, mobileScore, desktopScore"; scores rounded to whole
/// numbers with their colour (spec 3 §2.4: 90 or more green, 80 to 89 orange, below red).
#[derive(SimpleObject, Clone)]
pub struct PageSpeedResult {
    pub url: String,
    pub mobile_score: i64,
    pub desktop_score: i64,
    pub mobile_color: String,
    pub desktop_color: String,
    pub measured_at: Option<DateTime<Utc>>,
}

/// spec 3 §2.1: "/org/{id}/marketing ... admin or marketing only", of that organization (the
/// viewer's unless given; overlord any): the organization rule first, then the role.
/// The role is the policy table's (`Roles(MARKETING)`).
async fn marketing_scope(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<OrgScope> {
    let viewer = ctx.viewer().await?;
    let organization_id = organization_id.unwrap_or(viewer.user.organization_id);
    if !viewer.principal.reads_organization(organization_id) {
        return Err(AppError::forbidden());
    }
    Ok(ctx.org_scope(organization_id))
}

fn check_period(start: NaiveDate, end: NaiveDate) -> AppResult<(String, String)> {
    if end < start {
        return Err(AppError::bad_input("endDate", "The end date is before the start date"));
    }
    if (end - start).num_days() > 3_700 {
        return Err(AppError::bad_input("startDate", "At most ten years at once"));
    }
    Ok((start.to_string(), (end + Duration::days(1)).to_string()))
}

#[derive(Default)]
pub struct MarketingQuery;

#[Object]
impl MarketingQuery {
    /// Calls per firm-local day in `[startDate, endDate]` of an organization (default the
    /// viewer's), every day of the period listed (days without calls as 0, so the line chart
    /// shows them).
    async fn callrail_calls_by_day(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<CallsByDay>> {
        let scope = marketing_scope(ctx, organization_id).await?;
        let (from, until) = check_period(start_date, end_date)?;
        let counts: HashMap<String, i64> = read::calls_by_day(ctx.state().db.pool(), scope, &from, &until).await?.into_iter().map(|r| (r.call_date, r.n)).collect();
        Ok(start_date.iter_days().take_while(|d| *d <= end_date).map(|d| CallsByDay { date: d, total_calls: counts.get(&d.to_string()).copied().unwrap_or(0) }).collect())
    }

    /// Calls per tracking source in `[startDate, endDate]` of an organization, most calls first.
    async fn callrail_calls_by_source(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<CallsBySource>> {
        let scope = marketing_scope(ctx, organization_id).await?;
        let (from, until) = check_period(start_date, end_date)?;
        let rows = read::calls_by_source(ctx.state().db.pool(), scope, &from, &until).await?;
        Ok(rows.into_iter().map(|r| CallsBySource { key: r.source, total_calls: r.n }).collect())
    }

    /// spec 3 §2.4: the most recent result of each URL of an organization, by URL.
    async fn most_recent_page_speed(&self, ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<Vec<PageSpeedResult>> {
        let scope = marketing_scope(ctx, organization_id).await?;
        let rows = read::page_speed(ctx.state().db.pool(), scope).await?;
        Ok(rows
            .into_iter()
            .map(|r| PageSpeedResult {
                url: r.url,
                mobile_score: r.mobile_score.round() as i64,
                desktop_score: r.desktop_score.round() as i64,
                mobile_color: page_speed_colour(r.mobile_score).into(),
                desktop_color: page_speed_colour(r.desktop_score).into(),
                measured_at: eventstore::time::from_text(&r.measured_at),
            })
            .collect())
    }
}
