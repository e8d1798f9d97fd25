//! spec 2 §7 upsertCaseData: one user's note or colour on one case for one stage list, a
//! `stage_note_set` event on the case stream.

use async_graphql::{Context, InputObject, Object};
use chrono::Utc;
use domain::cases::{Case, CaseCommand, CaseEvent, CASE_STREAM};
use domain::stages::rules;

use projections::stages::read::case_data;
use super::types::{case_data_id, CaseData};
use crate::auth::viewer::ContextExt;
use crate::cases::query::load_case;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};

const TOPICS: &[&str] = &[projections::stages::NAME];

/// spec 2 §7: "upsertCaseData(caseData: case_id, user_id and one stage-specific Note or Color
/// field, e.g. negColor)".
#[derive(InputObject, Default)]
pub struct CaseDataInput {
    pub case_id: i64,
    pub user_id: i64,
    pub treating_note: Option<String>,
    pub treating_color: Option<String>,
    pub demand_prep_note: Option<String>,
    pub demand_prep_color: Option<String>,
    pub neg_note: Option<String>,
    pub neg_color: Option<String>,
    pub settled_note: Option<String>,
    pub settled_color: Option<String>,
    pub litigation_note: Option<String>,
    pub litigation_color: Option<String>,
}

/// The one change an input asks for: (stage key, field name, note, colour).
fn the_change(input: CaseDataInput) -> AppResult<(&'static str, Option<String>, Option<String>)> {
    let fields = [
        ("treating", "treatingNote", input.treating_note, true),
        ("treating", "treatingColor", input.treating_color, false),
        ("demandPrep", "demandPrepNote", input.demand_prep_note, true),
        ("demandPrep", "demandPrepColor", input.demand_prep_color, false),
        ("neg", "negNote", input.neg_note, true),
        ("neg", "negColor", input.neg_color, false),
        ("settled", "settledNote", input.settled_note, true),
        ("settled", "settledColor", input.settled_color, false),
        ("litigation", "litigationNote", input.litigation_note, true),
        ("litigation", "litigationColor", input.litigation_color, false),
    ];
    let mut given = fields.into_iter().filter(|(_, _, v, _)| v.is_some());
    let Some((key, field, Some(value), is_note)) = given.next() else {
        return Err(AppError::bad_input("caseData", "Send one stage note or colour field"));
    };
    if given.next().is_some() {
        return Err(AppError::bad_input("caseData", "Send one stage note or colour field at a time"));
    }
    if is_note {
        Ok((key, Some(rules::check_stage_note(field, &value)?), None))
    } else {
        Ok((key, None, Some(rules::check_color(field, &value)?)))
    }
}

#[derive(Default)]
pub struct StageMutation;

#[Object]
impl StageMutation {
    /// spec 2 §7 upsertCaseData: returns id, caseId, the note, its update time, updatedAt.
    /// Only the user's own data (or, for an admin acting as someone, that user's).
    async fn upsert_case_data(&self, ctx: &Context<'_>, #[graphql(name = "caseData")] input: CaseDataInput) -> AppResult<CaseData> {
        let viewer = ctx.viewer().await?;
        let user_id = viewer.effective_user_id();
        if input.user_id != user_id {
            return Err(AppError::forbidden());
        }
        let case_id = input.case_id;
        let (key, note, color) = the_change(input)?;
        load_case(ctx, case_id).await?;
        let at = Utc::now();
        let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
            let current = case.stage_notes.get(&format!("{user_id}:{key}"));
            let event = rules::next_stage_note(current, case_id, user_id, key, note.clone(), color.clone(), at);
            Ok((CaseCommand::Record(CaseEvent::StageNoteSet(event)), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        // Answered from the read model; when it lags, from what was just committed.
        Ok(case_data(ctx.state().db.pool(), user_id, case_id, key).await?.map(|data| CaseData::of(user_id, case_id, key, data)).unwrap_or(CaseData {
            id: case_data_id(user_id, case_id, key),
            case_id,
            user_id,
            stage: key.to_string(),
            note_updated_at: note.as_ref().map(|_| at),
            note,
            color,
            updated_at: Some(at),
        }))
    }
}
