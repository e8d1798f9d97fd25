//! Readers of the `goals` read model: an organization's goals over time and their audit trail,
//! decoded through typed rows (a row that does not decode is an error).

use chrono::{DateTime, NaiveDate, Utc};
use domain::goals::{GoalSchedule, Goals};
use sqlx::AnyPool;

use crate::read::ReadResult;

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

/// A row of `goal_sets`.
#[derive(sqlx::FromRow)]
struct GoalSetRecord {
    effective_from: String,
    goals: String,
    version: i64,
}

/// A row of `goal_changes`.
#[derive(sqlx::FromRow)]
struct GoalChangeRecord {
    position: i64,
    effective_from: String,
    set_at: String,
    set_by_user_id: Option<i64>,
    changed: String,
}

fn decode_error(e: impl std::error::Error + Send + Sync + 'static) -> sqlx::Error {
    sqlx::Error::Decode(Box::new(e))
}

fn date(text: &str) -> ReadResult<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(decode_error)
}

pub async fn load_goals(pool: &AnyPool, organization_id: i64) -> ReadResult<StoredGoals> {
    let rows: Vec<GoalSetRecord> =
        sqlx::query_as("SELECT effective_from, goals, version FROM goal_sets WHERE organization_id = $1").bind(organization_id).fetch_all(pool).await?;
    let mut schedule = GoalSchedule::default();
    let mut version = 0;
    for row in rows {
        let goals: Goals = serde_json::from_str(&row.goals).map_err(decode_error)?;
        version = version.max(row.version);
        schedule.insert(date(&row.effective_from)?, goals);
    }
    Ok(StoredGoals { schedule, version })
}

/// The audit trail, newest first (at most `limit`).
pub async fn load_changes(pool: &AnyPool, organization_id: i64, limit: i64) -> ReadResult<Vec<GoalChangeRow>> {
    let rows: Vec<GoalChangeRecord> = sqlx::query_as(
        "SELECT position, effective_from, set_at, set_by_user_id, changed FROM goal_changes WHERE organization_id = $1 ORDER BY position DESC LIMIT $2",
    )
    .bind(organization_id)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(|r| {
            Ok(GoalChangeRow {
                position: r.position,
                effective_from: date(&r.effective_from)?,
                set_at: eventstore::time::from_text(&r.set_at),
                set_by_user_id: r.set_by_user_id,
                changed: r.changed.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
            })
        })
        .collect()
}
