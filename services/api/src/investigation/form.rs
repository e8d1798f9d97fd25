//! The Investigation form's reads (spec 1 §2.6 "Investigation form (full-screen dialog):
//! status, intake rank, wanted date, injury, incident and custom fields; Partial Completion and
//! Intake Complete buttons", §3 Incident / QuickInjury, §7 `investigation(caseId)`,
//! `incident(caseId)`, `plaintiffInjuries(caseId, plaintiffId)`).
//!
//! The incident's state, the quick injuries and the completions are not columns of the `cases`
//! read model: the form reads them from the case's own log (one stream, folded), so what it shows
//! is exactly what the commands below check against.

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::Case;
use domain::investigation::{intake_complete_enabled, partial_completion_enabled};

use super::{case_udfs, CaseUdf};
use crate::auth::viewer::ContextExt;
use crate::cases::query::{load_case, replay};
use crate::cases::types::CaseNode;
use app::error::{AppError, AppResult};
use crate::reference::QuickInjuryOption;

/// spec 1 §3 "Incident: caseId, incidentId, incidentDate, incidentTime, stateId, incidentFacts,
/// injurySummary, injuryId".
#[derive(SimpleObject, Clone, Debug)]
pub struct Incident {
    pub case_id: i64,
    /// One incident per case: its id is the case's.
    pub incident_id: i64,
    pub incident_date: Option<NaiveDate>,
    /// `HH:MM` (24 h); the screen shows h:mm a.
    pub incident_time: Option<String>,
    /// The incident state's reference id (`caseStates`), none when unknown.
    pub state_id: Option<i64>,
    /// The state's code as recorded.
    pub state: Option<String>,
    pub incident_facts: Option<String>,
    pub injury_summary: Option<String>,
    /// One injury summary per case: its id is the case's.
    pub injury_id: i64,
}

/// spec 1 §4: one press of Partial Completion or Intake Complete.
#[derive(SimpleObject, Clone, Debug)]
pub struct InvestigationCompletion {
    /// partial-complete | complete
    pub kind: String,
    pub status_label: String,
    pub completed_at: DateTime<Utc>,
    pub user_id: Option<i64>,
}

/// Everything the Investigation form shows and may change.
#[derive(SimpleObject)]
pub struct Investigation {
    pub case_id: i64,
    /// Status, intake rank, wanted date, referral source and its comments.
    #[graphql(name = "case")]
    pub case_node: CaseNode,
    pub incident: Incident,
    /// The plaintiff the quick injuries belong to (`updateQuickInjury`).
    pub plaintiff_id: Option<i64>,
    /// The chosen quick injuries (`quickInjuries` ids).
    pub quick_injury_ids: Vec<i64>,
    pub udfs: Vec<CaseUdf>,
    /// spec 1 §4 "Partial Completion is disabled unless the status is INT 00 to INT 04, and also
    /// disabled for INT 03 and INT 04".
    pub partial_completion_enabled: bool,
    /// spec 1 §4 "Intake Complete is disabled when the status is not an intake status or is INT 04".
    pub intake_complete_enabled: bool,
    /// Every completion, newest first.
    pub completions: Vec<InvestigationCompletion>,
}

/// The case folded from its log (the caller checked access).
pub async fn folded(ctx: &Context<'_>, case_id: i64) -> AppResult<Case> {
    replay(ctx.state(), case_id, None)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .ok_or_else(|| AppError::NotFound(format!("Case {case_id} not found")))
}

/// The incident as the form shows it; the state's id from the `state` reference items.
pub async fn incident_of(ctx: &Context<'_>, case: &Case, case_id: i64) -> AppResult<Incident> {
    let opened = case.opened.as_ref();
    let state = case.incident.as_ref().and_then(|i| i.state.clone());
    let state_id = match &state {
        Some(code) => crate::reference::items(ctx, "state", None).await?.into_iter().find(|i| i.name.eq_ignore_ascii_case(code)).map(|i| i.item_id),
        None => None,
    };
    Ok(Incident {
        case_id,
        incident_id: case_id,
        incident_date: case.incident.as_ref().and_then(|i| i.incident_date).or(opened.and_then(|o| o.incident_date)),
        incident_time: case.incident.as_ref().and_then(|i| i.incident_time.clone()),
        state_id,
        state,
        incident_facts: case.incident.as_ref().and_then(|i| i.facts.clone()).or(opened.and_then(|o| o.incident_details.clone())),
        injury_summary: case.injury_summary.clone().or(opened.and_then(|o| o.injury_summary.clone())),
        injury_id: case_id,
    })
}

#[derive(Default)]
pub struct InvestigationFormQuery;

#[Object]
impl InvestigationFormQuery {
    /// spec 1 §7 investigation(caseId): the Investigation form's data. Anyone who may read the
    /// case's organization (the form's edits check the editing roles).
    async fn investigation(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Investigation> {
        let view = load_case(ctx, case_id).await?;
        let case = folded(ctx, case_id).await?;
        let status = case.status_label.clone().unwrap_or_default();
        Ok(Investigation {
            case_id,
            incident: incident_of(ctx, &case, case_id).await?,
            plaintiff_id: quick_plaintiff(&case),
            quick_injury_ids: case.quick_injury_ids.clone(),
            udfs: case_udfs(ctx, case_id).await?,
            partial_completion_enabled: partial_completion_enabled(&status),
            intake_complete_enabled: intake_complete_enabled(&status),
            completions: case
                .investigation_completions
                .iter()
                .rev()
                .map(|c| InvestigationCompletion { kind: c.kind.clone(), status_label: c.status_label.clone(), completed_at: c.completed_at, user_id: c.user_id })
                .collect(),
            case_node: CaseNode(view),
        })
    }

    /// spec 1 §7 incident(caseId).
    async fn incident(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Incident> {
        load_case(ctx, case_id).await?;
        let case = folded(ctx, case_id).await?;
        incident_of(ctx, &case, case_id).await
    }

    /// spec 1 §7 plaintiffInjuries(caseId, plaintiffId): the quick injuries chosen for the case's
    /// plaintiff, in the order of the `quickInjuries` list.
    async fn plaintiff_injuries(&self, ctx: &Context<'_>, case_id: i64, plaintiff_id: Option<i64>) -> AppResult<Vec<QuickInjuryOption>> {
        load_case(ctx, case_id).await?;
        let case = folded(ctx, case_id).await?;
        if plaintiff_id.is_some_and(|p| quick_plaintiff(&case).is_some_and(|q| q != p)) {
            return Ok(vec![]);
        }
        Ok(crate::reference::items(ctx, "quick_injury", None)
            .await?
            .into_iter()
            .filter(|i| case.quick_injury_ids.contains(&i.item_id))
            .map(|i| QuickInjuryOption { injury_id: i.item_id, injury: i.name })
            .collect())
    }
}

/// The plaintiff of the case's quick injuries: as last recorded.
pub fn quick_plaintiff(case: &Case) -> Option<i64> {
    case.quick_injuries_plaintiff_id
}
