//! The Marketing Stats report's reads of the `marketing` read model, one organization at a
//! time (rows without an organization are the configured organization's, as on cases).

use sqlx::AnyPool;

use crate::error::ApiResult;
use crate::intake::read::ORG_FILTER;

/// Calls of one firm-local day.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DayCount {
    pub call_date: String,
    pub n: i64,
}

/// Calls of one tracking source.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SourceCount {
    pub source: String,
    pub n: i64,
}

/// The most recent page-speed result of a URL, unrounded.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PageSpeedRow {
    pub url: String,
    pub mobile_score: f64,
    pub desktop_score: f64,
    pub measured_at: String,
}

/// The organization whose rows a read returns (`$1`, `$2` of [`ORG_FILTER`]).
#[derive(Debug, Clone, Copy)]
pub struct Scope {
    pub organization_id: i64,
    pub default_organization_id: i64,
}

/// Calls per day in `[from, until)` (firm-local days as `YYYY-MM-DD`).
pub async fn calls_by_day(pool: &AnyPool, scope: Scope, from: &str, until: &str) -> ApiResult<Vec<DayCount>> {
    let sql = format!("SELECT call_date, COUNT(*) AS n FROM marketing_calls WHERE {ORG_FILTER} AND call_date >= $3 AND call_date < $4 GROUP BY call_date");
    Ok(sqlx::query_as(&sql).bind(scope.organization_id).bind(scope.default_organization_id).bind(from).bind(until).fetch_all(pool).await?)
}

/// Calls per source in `[from, until)`, most calls first.
pub async fn calls_by_source(pool: &AnyPool, scope: Scope, from: &str, until: &str) -> ApiResult<Vec<SourceCount>> {
    let sql = format!(
        "SELECT source, COUNT(*) AS n FROM marketing_calls WHERE {ORG_FILTER} AND call_date >= $3 AND call_date < $4 GROUP BY source ORDER BY n DESC, source"
    );
    Ok(sqlx::query_as(&sql).bind(scope.organization_id).bind(scope.default_organization_id).bind(from).bind(until).fetch_all(pool).await?)
}

/// The latest result of each URL, by URL.
pub async fn page_speed(pool: &AnyPool, scope: Scope) -> ApiResult<Vec<PageSpeedRow>> {
    let sql = format!("SELECT url, mobile_score, desktop_score, measured_at FROM marketing_page_speed WHERE {ORG_FILTER} ORDER BY url");
    Ok(sqlx::query_as(&sql).bind(scope.organization_id).bind(scope.default_organization_id).fetch_all(pool).await?)
}
