//! `setGoals`: an admin changes goals from a chosen date on (a `goals_set` event on
//! `goals-<orgId>`); bad input is `BAD_USER_INPUT` naming the goal and nothing is written.

use async_graphql::{Context, InputObject, Object};
use domain::goals::{FirmGoals as Aggregate, SetGoals, GOALS_STREAM};

use super::query::{goals_on, parse_date};
use super::types::FirmGoals;
use crate::auth::viewer::ContextExt;
use app::commands::{execute_full, StreamId};
use app::error::{AppError, AppResult};

const TOPICS: &[&str] = &[projections::goals::NAME];

/// More values than the catalogue and a large firm's offices could need is refused.
const MAX_VALUES: usize = 300;

#[derive(InputObject)]
pub struct GoalValueInput {
    pub key: String,
    /// As typed: dollars for money goals (commas and up to two decimals allowed), a whole
    /// number for counts.
    pub value: String,
}

#[derive(InputObject)]
pub struct SetGoalsInput {
    pub organization_id: Option<i64>,
    /// The first day the new goals apply (`YYYY-MM-DD`); earlier periods keep theirs.
    pub effective_from: String,
    /// The goals to change; goals not listed keep the value in force on `effectiveFrom`.
    pub values: Vec<GoalValueInput>,
    pub litigation_attorneys: Option<Vec<String>>,
    /// The goals' version the form was loaded at; a newer one answers `CONFLICT`.
    pub expected_version: Option<i64>,
}

#[derive(Default)]
pub struct GoalsMutation;

#[Object]
impl GoalsMutation {
    async fn set_goals(&self, ctx: &Context<'_>, input: SetGoalsInput) -> AppResult<FirmGoals> {
        let viewer = ctx.viewer().await?;
        let org_id = input.organization_id.unwrap_or(viewer.user.organization_id);
        viewer.require_admin_of(org_id)?;
        let effective_from = parse_date("effectiveFrom", &input.effective_from)?;
        if input.values.len() > MAX_VALUES {
            return Err(AppError::bad_input("values", format!("At most {MAX_VALUES} goals at once")));
        }
        let attorneys = input.litigation_attorneys.as_ref().map(|codes| codes.iter().map(|c| c.trim().to_ascii_uppercase()).filter(|c| !c.is_empty()).collect::<Vec<_>>());
        let (outcome, _) = execute_full::<Aggregate>(ctx.state(), GOALS_STREAM, StreamId::Existing(org_id), input.expected_version, &ctx.command_metadata(&viewer), |_, current| {
            let mut goals = current.schedule.at(effective_from);
            for value in &input.values {
                goals.set_typed(&value.key, &value.value)?;
            }
            if let Some(codes) = &attorneys {
                goals.litigation_attorneys = codes.clone();
            }
            Ok((SetGoals { organization_id: org_id, effective_from, goals }, vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        ctx.cache().clear();
        goals_on(ctx, org_id, effective_from).await
    }
}
