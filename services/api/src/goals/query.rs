//! `goals(asOf)`: the goals in force on a day, every goal named, with the audit trail.

use async_graphql::{Context, Object};
use chrono::NaiveDate;

use projections::goals::read::{load_changes, load_goals};
use super::types::{entries, label_of, FirmGoals, GoalChange};
use crate::auth::viewer::ContextExt;
use crate::cases::types::firm_today;
use app::error::{AppError, AppResult};

/// How many changes the audit trail answers.
const CHANGES_SHOWN: i64 = 50;

pub use crate::dates::parse_date;

/// The goals of an organization on `as_of` (the read the other screens share).
pub async fn goals_on(ctx: &Context<'_>, organization_id: i64, as_of: NaiveDate) -> AppResult<FirmGoals> {
    let org = ctx.org(organization_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    let pool = ctx.state().db.pool();
    let stored = load_goals(pool, organization_id).await?;
    let goals = stored.schedule.at(as_of);
    let changes = load_changes(pool, organization_id, CHANGES_SHOWN).await?;
    Ok(FirmGoals {
        organization_id,
        as_of,
        effective_from: stored.schedule.effective(as_of).map(|(d, _)| d),
        version: stored.version,
        entries: entries(&goals, &org),
        litigation_attorneys: goals.litigation_attorneys.clone(),
        effective_dates: stored.schedule.sets().iter().map(|(d, _)| *d).collect(),
        changes: changes
            .into_iter()
            .map(|c| GoalChange {
                effective_from: c.effective_from,
                set_at: c.set_at,
                set_by: c.set_by_user_id.and_then(|id| org.user(id)).map(|u| format!("{} {}", u.first_name, u.last_name)),
                changed: c.changed.iter().map(|k| label_of(k, &org)).collect(),
            })
            .collect(),
    })
}

#[derive(Default)]
pub struct GoalsQuery;

#[Object]
impl GoalsQuery {
    /// The firm's goals in force on `asOf` (`YYYY-MM-DD`, default today in the firm's time
    /// zone). Any member of the organization reads them (the screens that pace against them
    /// are for several roles); only an admin changes them (`setGoals`).
    async fn goals(&self, ctx: &Context<'_>, as_of: Option<String>, organization_id: Option<i64>) -> AppResult<FirmGoals> {
        let viewer = ctx.viewer().await?;
        let org_id = organization_id.unwrap_or(viewer.user.organization_id);
        if !viewer.principal.reads_organization(org_id) {
            return Err(AppError::forbidden());
        }
        let as_of = match as_of.as_deref() {
            Some(text) => parse_date("asOf", text)?,
            None => firm_today(ctx),
        };
        goals_on(ctx, org_id, as_of).await
    }
}
