//! The rows the organization home's charts read from the `cases` read model (spec 3 §2.3):
//! the inventory (every retained case) and the cases opened or retained in a window of months.

use chrono::NaiveDate;
use sqlx::{AnyPool, Row};

use crate::error::ApiResult;
use crate::intake::read::ORG_FILTER;

fn date(r: &sqlx::any::AnyRow, c: &str) -> Option<NaiveDate> {
    r.try_get::<Option<String>, _>(c).ok().flatten().and_then(|s| s.get(..10).and_then(|d| d.parse().ok()))
}

fn id(r: &sqlx::any::AnyRow, c: &str) -> Option<i64> {
    r.try_get::<Option<i64>, _>(c).ok().flatten()
}

/// One case of the home charts.
#[derive(Debug, Clone)]
pub struct HomeRow {
    /// Firm-local day it was opened.
    pub opened: NaiveDate,
    pub wanted: Option<NaiveDate>,
    pub retained: Option<NaiveDate>,
    pub closed: Option<NaiveDate>,
    pub stage: Option<String>,
    pub rank: Option<String>,
    pub source: Option<String>,
    pub is_mass_tort: bool,
    pub attorney_user_id: Option<i64>,
    pub office_id: Option<i64>,
    /// Attorney, paralegal, case manager and intake agent (whose team it is).
    pub staff: [Option<i64>; 4],
}

const COLUMNS: &str = "opened_at, wanted_date, retained_date, closed_date, stage, case_rank, advertising_source, is_mass_tort, \
                       attorney_user_id, paralegal_user_id, case_manager_user_id, agent_user_id, office_id";

fn row(r: &sqlx::any::AnyRow, tz: chrono_tz::Tz) -> HomeRow {
    let opened_at: String = r.get("opened_at");
    let attorney = id(r, "attorney_user_id");
    HomeRow {
        opened: eventstore::time::from_text(&opened_at).map(|t| t.with_timezone(&tz).date_naive()).unwrap_or_default(),
        wanted: date(r, "wanted_date"),
        retained: date(r, "retained_date"),
        closed: date(r, "closed_date"),
        stage: r.try_get::<Option<String>, _>("stage").ok().flatten(),
        rank: r.try_get::<Option<String>, _>("case_rank").ok().flatten(),
        source: r.try_get::<Option<String>, _>("advertising_source").ok().flatten(),
        is_mass_tort: eventstore::db::get_bool(r, "is_mass_tort"),
        attorney_user_id: attorney,
        office_id: id(r, "office_id"),
        staff: [attorney, id(r, "paralegal_user_id"), id(r, "case_manager_user_id"), id(r, "agent_user_id")],
    }
}

/// The inventory: every retained case of the organization.
/// The retained cases; `open_only` leaves out the closed ones (with Active Only every closed
/// case is hidden: `domain::inventory::home::home_stage` makes it Closed, Referred Out or
/// Settled), so a large firm's history is not read for nothing.
pub async fn inventory(pool: &AnyPool, organization_id: i64, default_org: i64, tz: chrono_tz::Tz, open_only: bool) -> ApiResult<Vec<HomeRow>> {
    let open = if open_only { " AND closed_date IS NULL" } else { "" };
    let sql = format!("SELECT {COLUMNS} FROM cases WHERE {ORG_FILTER} AND retained_date IS NOT NULL{open}");
    let found = sqlx::query(&sql).bind(organization_id).bind(default_org).fetch_all(pool).await?;
    Ok(found.iter().map(|r| row(r, tz)).collect())
}

/// The cases retained in `[start, end]` or opened in `[opened_from, opened_to)` (stored instants).
pub async fn window(
    pool: &AnyPool,
    organization_id: i64,
    default_org: i64,
    (start, end): (NaiveDate, NaiveDate),
    (opened_from, opened_to): (String, String),
    tz: chrono_tz::Tz,
) -> ApiResult<Vec<HomeRow>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM cases WHERE {ORG_FILTER} AND ((retained_date >= $3 AND retained_date <= $4) OR (opened_at >= $5 AND opened_at < $6))"
    );
    let found = sqlx::query(&sql)
        .bind(organization_id)
        .bind(default_org)
        .bind(start.to_string())
        .bind(end.to_string())
        .bind(opened_from)
        .bind(opened_to)
        .fetch_all(pool)
        .await?;
    Ok(found.iter().map(|r| row(r, tz)).collect())
}
