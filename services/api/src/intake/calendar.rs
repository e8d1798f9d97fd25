//! spec 1 §2.5 Calendar: the week's intake events (investigator appointments and whatever
//! staff add), each an event on the log (`calendar_event_set`), shown live.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::NaiveDate;
use domain::intake::{CalendarEntry, CalendarEventSet, CALENDAR_STREAM};
use projections::intake::read::calendar as read;

use super::query::{check_range, intake_org};
use crate::auth::viewer::ContextExt;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::ids::global_id;

#[derive(SimpleObject)]
pub struct CalendarEvent {
    pub id: ID,
    pub event_id: i64,
    #[graphql(name = "type")]
    pub event_type: String,
    pub name: String,
    pub color: String,
    pub office_id: Option<i64>,
    pub office: Option<String>,
    pub creator_id: Option<i64>,
    pub investigator_id: Option<i64>,
    pub investigator: Option<String>,
    pub date: NaiveDate,
    /// `HH:MM`, firm-local.
    pub start: String,
    pub end: String,
    pub case_id: Option<i64>,
    pub details: Option<String>,
    pub location: Option<String>,
    pub time_zone: String,
}

/// spec 1 §3 "Calendar event" as the event dialog sends it.
#[derive(InputObject)]
pub struct CalendarEventInput {
    #[graphql(name = "type")]
    pub event_type: String,
    pub name: String,
    /// `#rrggbb`.
    pub color: String,
    pub office_id: Option<i64>,
    pub investigator_id: Option<i64>,
    /// `YYYY-MM-DD`.
    pub date: NaiveDate,
    /// `HH:MM`.
    pub start: String,
    pub end: String,
    pub case_id: Option<i64>,
    pub details: Option<String>,
    pub location: Option<String>,
}

/// Events of `org` in a range (`Some((start, end))`) or one event (`None`, `event_id`).
async fn load(ctx: &Context<'_>, org: i64, range: Option<(NaiveDate, NaiveDate)>, event_id: i64) -> AppResult<Vec<CalendarEvent>> {
    let data = ctx.org(org).await?;
    let pool = ctx.state().db.pool();
    let rows = match range {
        Some((from, to)) => read::events_between(pool, org, from, to).await?,
        None => read::event(pool, org, event_id).await?.into_iter().collect(),
    };
    Ok(rows
        .into_iter()
        .map(|r| CalendarEvent {
            id: global_id("CalendarEvent", r.event_id),
            event_id: r.event_id,
            event_type: r.event_type,
            name: r.name,
            color: r.color,
            office_id: r.office_id,
            office: r.office_id.and_then(|id| data.as_ref()?.offices.iter().find(|o| o.office_id == id).map(|o| o.name.clone())),
            creator_id: r.creator_id,
            investigator_id: r.investigator_id,
            investigator: r.investigator_id.and_then(|id| data.as_ref()?.user(id).map(|u| u.name())),
            date: r.event_date,
            start: r.start_time,
            end: r.end_time,
            case_id: r.case_id,
            details: r.details,
            location: r.location,
            time_zone: r.time_zone,
        })
        .collect())
}

#[derive(Default)]
pub struct CalendarQuery;

#[Object]
impl CalendarQuery {
    /// The organization's calendar events from `startDate` to `endDate` (both included), by
    /// day and start.
    async fn calendar_events(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<CalendarEvent>> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        load(ctx, org, Some((start_date, end_date)), 0).await
    }
}

#[derive(Default)]
pub struct CalendarMutation;

#[Object]
impl CalendarMutation {
    /// spec 1 §2.5 Calendar "Add Event": recorded on the log and shown to everyone who has the
    /// calendar open. An event that ends before it starts, an unknown type, office, investigator
    /// or case is refused with the field named; nothing is written.
    async fn add_calendar_event(&self, ctx: &Context<'_>, event: CalendarEventInput) -> AppResult<CalendarEvent> {
        let (viewer, org) = intake_org(ctx, None).await?;
        let data = ctx.org(org).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        if let Some(office) = event.office_id.filter(|id| !data.offices.iter().any(|o| o.office_id == *id)) {
            return Err(AppError::bad_input("officeId", format!("Unknown office {office}")));
        }
        if let Some(user) = event.investigator_id.filter(|id| data.user(*id).is_none()) {
            return Err(AppError::bad_input("investigatorId", format!("Unknown investigator {user}")));
        }
        if let Some(case_id) = event.case_id {
            crate::cases::query::load_case(ctx, case_id).await.map_err(|e| match e {
                AppError::NotFound(_) => AppError::bad_input("caseId", format!("Unknown case {case_id}")),
                other => other,
            })?;
        }
        let mut e = CalendarEventSet {
            event_id: 0,
            organization_id: org,
            event_type: event.event_type,
            name: event.name,
            color: event.color,
            office_id: event.office_id,
            creator_id: Some(viewer.user.user_id),
            investigator_id: event.investigator_id,
            date: event.date,
            start: event.start,
            end: event.end,
            case_id: event.case_id,
            details: event.details,
            location: event.location,
            time_zone: ctx.state().config.time_zone.clone(),
        };
        // Checked before an id is taken: bad input writes nothing.
        domain::intake::rules::check_calendar_event(&mut e)?;
        let outcome = execute::<CalendarEntry>(ctx.state(), CALENDAR_STREAM, StreamId::Allocate("calendar_event"), &ctx.command_metadata(&viewer), |id, _| {
            Ok((CalendarEventSet { event_id: id, ..e.clone() }, vec![]))
        })
        .await?;
        ctx.settle(&[projections::intake::NAME], outcome.position).await;
        let found = load(ctx, org, None, outcome.id).await?;
        found.into_iter().next().ok_or_else(|| AppError::Internal("the event was recorded but is not readable yet".into()))
    }
}
