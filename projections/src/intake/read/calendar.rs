//! spec 1 §2.5 Calendar's reader: the organization's intake events of a range, or one event.

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{cell, json_rows, Bind, ReadResult};

/// A calendar event as stored (`intake_calendar_events`).
#[derive(Debug, Clone, Deserialize)]
pub struct CalendarRow {
    pub event_id: i64,
    pub event_type: String,
    pub name: String,
    pub color: String,
    pub office_id: Option<i64>,
    pub creator_id: Option<i64>,
    pub investigator_id: Option<i64>,
    #[serde(deserialize_with = "cell::day")]
    pub event_date: NaiveDate,
    pub start_time: String,
    pub end_time: String,
    pub case_id: Option<i64>,
    pub details: Option<String>,
    pub location: Option<String>,
    pub time_zone: String,
}

const COLUMNS: [&str; 14] =
    ["event_id", "event_type", "name", "color", "office_id", "creator_id", "investigator_id", "event_date", "start_time", "end_time", "case_id", "details", "location", "time_zone"];

/// The organization's events dated inside `[from, to]`, by date, start and id.
pub async fn events_between(pool: &AnyPool, organization_id: i64, from: NaiveDate, to: NaiveDate) -> ReadResult<Vec<CalendarRow>> {
    let binds = [Bind::Int(organization_id), Bind::Text(from.to_string()), Bind::Text(to.to_string())];
    let mut rows: Vec<CalendarRow> = json_rows(pool, &COLUMNS, "FROM intake_calendar_events WHERE organization_id = $1 AND event_date >= $2 AND event_date <= $3", &binds).await?;
    rows.sort_by(|a, b| (a.event_date, &a.start_time, a.event_id).cmp(&(b.event_date, &b.start_time, b.event_id)));
    Ok(rows)
}

/// One event of the organization.
pub async fn event(pool: &AnyPool, organization_id: i64, event_id: i64) -> ReadResult<Option<CalendarRow>> {
    let binds = [Bind::Int(organization_id), Bind::Int(event_id)];
    Ok(json_rows(pool, &COLUMNS, "FROM intake_calendar_events WHERE organization_id = $1 AND event_id = $2", &binds).await?.into_iter().next())
}
