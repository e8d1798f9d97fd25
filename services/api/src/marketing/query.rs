//! The Marketing Stats report's calls (spec 3 §2.4, §7), read from the `marketing` model.

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::marketing::rules::page_speed_colour;
use sqlx::Row;

use crate::auth::viewer::{ContextExt, Viewer};
use crate::error::{ApiError, ApiResult};

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

/// spec 3 §2.1: "/org/{id}/marketing ... admin or marketing only".
fn require_marketing(viewer: &Viewer) -> ApiResult<()> {
    let p = &viewer.principal;
    if p.is_overlord() || p.has_role("admin") || p.has_role("marketing") {
        Ok(())
    } else {
        Err(ApiError::forbidden())
    }
}

fn check_period(start: NaiveDate, end: NaiveDate) -> ApiResult<(String, String)> {
    if end < start {
        return Err(ApiError::bad_input("endDate", "The end date is before the start date"));
    }
    Ok((start.to_string(), (end + Duration::days(1)).to_string()))
}

#[derive(Default)]
pub struct MarketingQuery;

#[Object]
impl MarketingQuery {
    /// Calls per firm-local day in `[startDate, endDate]`, every day of the period listed
    /// (days without calls as 0, so the line chart shows them).
    async fn callrail_calls_by_day(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate) -> ApiResult<Vec<CallsByDay>> {
        require_marketing(&*ctx.viewer().await?)?;
        let (from, until) = check_period(start_date, end_date)?;
        if (end_date - start_date).num_days() > 3_700 {
            return Err(ApiError::bad_input("startDate", "At most ten years at once"));
        }
        let rows = sqlx::query("SELECT call_date, COUNT(*) AS n FROM marketing_calls WHERE call_date >= $1 AND call_date < $2 GROUP BY call_date")
            .bind(from)
            .bind(until)
            .fetch_all(ctx.state().db.pool())
            .await?;
        let mut counts = std::collections::HashMap::new();
        for r in rows {
            let day: String = r.try_get("call_date").map_err(ApiError::internal)?;
            counts.insert(day, r.try_get::<i64, _>("n").map_err(ApiError::internal)?);
        }
        Ok(start_date.iter_days().take_while(|d| *d <= end_date).map(|d| CallsByDay { date: d, total_calls: counts.get(&d.to_string()).copied().unwrap_or(0) }).collect())
    }

    /// Calls per tracking source in `[startDate, endDate]`, most calls first.
    async fn callrail_calls_by_source(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate) -> ApiResult<Vec<CallsBySource>> {
        require_marketing(&*ctx.viewer().await?)?;
        let (from, until) = check_period(start_date, end_date)?;
        let rows = sqlx::query(
            "SELECT source, COUNT(*) AS n FROM marketing_calls WHERE call_date >= $1 AND call_date < $2 GROUP BY source ORDER BY n DESC, source",
        )
        .bind(from)
        .bind(until)
        .fetch_all(ctx.state().db.pool())
        .await?;
        rows.iter()
            .map(|r| Ok(CallsBySource { key: r.try_get("source").map_err(ApiError::internal)?, total_calls: r.try_get("n").map_err(ApiError::internal)? }))
            .collect()
    }

    /// spec 3 §2.4: the most recent result of each URL, by URL.
    async fn most_recent_page_speed(&self, ctx: &Context<'_>) -> ApiResult<Vec<PageSpeedResult>> {
        require_marketing(&*ctx.viewer().await?)?;
        let rows = sqlx::query("SELECT url, mobile_score, desktop_score, measured_at FROM marketing_page_speed ORDER BY url")
            .fetch_all(ctx.state().db.pool())
            .await?;
        rows.iter()
            .map(|r| {
                let mobile: f64 = r.try_get("mobile_score").map_err(ApiError::internal)?;
                let desktop: f64 = r.try_get("desktop_score").map_err(ApiError::internal)?;
                let at: String = r.try_get("measured_at").map_err(ApiError::internal)?;
                Ok(PageSpeedResult {
                    url: r.try_get("url").map_err(ApiError::internal)?,
                    mobile_score: mobile.round() as i64,
                    desktop_score: desktop.round() as i64,
                    mobile_color: page_speed_colour(mobile).into(),
                    desktop_color: page_speed_colour(desktop).into(),
                    measured_at: eventstore::time::from_text(&at),
                })
            })
            .collect()
    }
}
