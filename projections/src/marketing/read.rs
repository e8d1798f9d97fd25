//! The Marketing Stats report's readers (spec 3 §2.4) of this read model, one organization at a
//! time (rows without an organization are the deployment's organization's).

use sqlx::AnyPool;

use crate::read::{OrgScope, ReadResult};

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

/// Calls per day in `[from, until)` (firm-local days as `YYYY-MM-DD`).
pub async fn calls_by_day(pool: &AnyPool, scope: OrgScope, from: &str, until: &str) -> ReadResult<Vec<DayCount>> {
    let sql = format!(
        "SELECT call_date, COUNT(*) AS n FROM marketing_calls WHERE {} AND call_date >= $1 AND call_date < $2 GROUP BY call_date",
        scope.filter("organization_id")
    );
    sqlx::query_as(&sql).bind(from).bind(until).fetch_all(pool).await
}

/// Calls per source in `[from, until)`, most calls first.
pub async fn calls_by_source(pool: &AnyPool, scope: OrgScope, from: &str, until: &str) -> ReadResult<Vec<SourceCount>> {
    let sql = format!(
        "SELECT source, COUNT(*) AS n FROM marketing_calls WHERE {} AND call_date >= $1 AND call_date < $2 GROUP BY source ORDER BY n DESC, source",
        scope.filter("organization_id")
    );
    sqlx::query_as(&sql).bind(from).bind(until).fetch_all(pool).await
}

/// The latest result of each URL, by URL.
pub async fn page_speed(pool: &AnyPool, scope: OrgScope) -> ReadResult<Vec<PageSpeedRow>> {
    let sql = format!("SELECT url, mobile_score, desktop_score, measured_at FROM marketing_page_speed WHERE {} ORDER BY url", scope.filter("organization_id"));
    sqlx::query_as(&sql).fetch_all(pool).await
}
