//! Typed rows of the `goals` read model.

use chrono::{DateTime, NaiveDate, Utc};
use domain::goals::{GoalSchedule, Goals};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use crate::error::{ApiError, ApiResult};

/// The organization's goals over time and the stream's version (for `expectedVersion`).
pub struct StoredGoals {
    pub schedule: GoalSchedule,
    pub version: i64,
}

#[derive(Debug, Clone)]
pub struct GoalChangeRow {
    pub position: i64,
    pub effective_from: NaiveDate,
    pub set_at: Option<DateTime<Utc>>,
    pub set_by_user_id: Option<i64>,
    pub changed: Vec<String>,
}

fn date(text: &str) -> ApiResult<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(ApiError::internal)
}

pub async fn load_goals(pool: &AnyPool, organization_id: i64) -> ApiResult<StoredGoals> {
    let rows = sqlx::query("SELECT effective_from, goals, version FROM goal_sets WHERE organization_id = $1")
        .bind(organization_id)
        .fetch_all(pool)
        .await
        .map_err(ApiError::internal)?;
    let mut schedule = GoalSchedule::default();
    let mut version = 0;
    for row in rows {
        let from: String = row.try_get("effective_from").map_err(ApiError::internal)?;
        let goals: String = row.try_get("goals").map_err(ApiError::internal)?;
        let goals: Goals = serde_json::from_str(&goals).map_err(ApiError::internal)?;
        version = version.max(row.try_get::<i64, _>("version").map_err(ApiError::internal)?);
        schedule.insert(date(&from)?, goals);
    }
    Ok(StoredGoals { schedule, version })
}

fn change(r: &AnyRow) -> ApiResult<GoalChangeRow> {
    let from: String = r.try_get("effective_from").map_err(ApiError::internal)?;
    let set_at: String = r.try_get("set_at").map_err(ApiError::internal)?;
    let changed: String = r.try_get("changed").map_err(ApiError::internal)?;
    Ok(GoalChangeRow {
        position: r.try_get("position").map_err(ApiError::internal)?,
        effective_from: date(&from)?,
        set_at: eventstore::time::from_text(&set_at),
        set_by_user_id: r.try_get::<Option<i64>, _>("set_by_user_id").map_err(ApiError::internal)?,
        changed: changed.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
    })
}

/// The audit trail, newest first (at most `limit`).
pub async fn load_changes(pool: &AnyPool, organization_id: i64, limit: i64) -> ApiResult<Vec<GoalChangeRow>> {
    let rows = sqlx::query(
        "SELECT position, effective_from, set_at, set_by_user_id, changed FROM goal_changes WHERE organization_id = $1 \
         ORDER BY position DESC LIMIT $2",
    )
    .bind(organization_id)
    .bind(limit)
    .fetch_all(pool)
    .await
    .map_err(ApiError::internal)?;
    rows.iter().map(change).collect()
}
