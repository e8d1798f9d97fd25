//! The Investigation form's changes (spec 1 §7 `upsertUdf`, `completeInvestigation`,
//! `updateInjury`, `updateQuickInjury`, `updateIncident`, `updateIncidentDate`,
//! `updateIncidentState`), each an event on the case stream.
//!
//! A stale form never overwrites a newer save: the text fields (custom fields, facts, injury)
//! may send the value the form last saw (`udfPreviousValue`, `previousFacts`,
//! `previousInjurySummary`); when the case holds something else by the time the change is
//! decided, the answer is `CONFLICT` and nothing is written.

use async_graphql::{Context, MaybeUndefined, Object};
use chrono::Utc;
use domain::cases::{Case, CaseCommand, CaseEvent, IncidentSet, InjurySummarySet, InvestigationCompleted, QuickInjuriesSet, UdfValueSet, CASE_STREAM};
use domain::investigation::{check_completion, check_udf_value, parse_incident_time, MAX_FACTS_CHARS};

use super::form::{folded, incident_of, quick_plaintiff, Incident};
use super::{case_udfs, udf_definitions, CaseUdf, INCIDENT_SCREEN};
use crate::auth::viewer::ContextExt;
use crate::dates::parse_form_date as parse_date;
use crate::cases::query::load_case;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::reference::QuickInjuryOption;

/// Who works investigations (spec 1 §2.3 Intake menu): intake staff and their managers.

const TOPICS: &[&str] = &[projections::cases::NAME, projections::udfs::NAME];

/// The role and organization guard of every change of the form.
async fn editor(ctx: &Context<'_>, case_id: i64) -> AppResult<()> {
    let viewer = ctx.viewer().await?;
    if !viewer.principal.edits_leads() {
        return Err(AppError::Forbidden("Only intake staff may change an investigation".into()));
    }
    load_case(ctx, case_id).await?;
    Ok(())
}

/// Records the fact `build` makes from the case as it stands, then waits for the form's read
/// models.
async fn record(ctx: &Context<'_>, case_id: i64, build: impl Fn(&Case) -> AppResult<CaseEvent>) -> AppResult<()> {
    let viewer = ctx.viewer().await?;
    let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
        Ok((CaseCommand::Record(build(case)?), vec![]))
    })
    .await?;
    ctx.settle(TOPICS, outcome.position).await;
    Ok(())
}

/// Blank text is no text.
fn text(raw: Option<String>) -> Option<String> {
    raw.map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
}

fn check_length(field: &str, label: &str, value: &Option<String>) -> AppResult<()> {
    if value.as_ref().is_some_and(|v| v.chars().count() > MAX_FACTS_CHARS) {
        return Err(AppError::bad_input(field, format!("{label} can have at most {MAX_FACTS_CHARS} characters")));
    }
    Ok(())
}

/// `CONFLICT` when the form saw something else than what the case now holds.
fn check_fresh(previous: &MaybeUndefined<String>, current: Option<&str>, what: &str) -> AppResult<()> {
    let seen = match previous {
        MaybeUndefined::Undefined => return Ok(()),
        MaybeUndefined::Null => None,
        MaybeUndefined::Value(v) => Some(v.trim()).filter(|v| !v.is_empty()),
    };
    let current = current.map(str::trim).filter(|v| !v.is_empty());
    if seen != current {
        return Err(AppError::Conflict(format!("{what} was changed by someone else; reload to see the newer value")));
    }
    Ok(())
}

/// The incident as the case holds it (or as the lead opened), changed by `edit`.
fn next_incident(case: &Case, case_id: i64, edit: impl FnOnce(&mut IncidentSet)) -> CaseEvent {
    let opened = case.opened.as_ref();
    let mut incident = case.incident.clone().unwrap_or(IncidentSet {
        case_id,
        incident_date: opened.and_then(|o| o.incident_date),
        incident_time: None,
        state: None,
        facts: opened.and_then(|o| o.incident_details.clone()),
    });
    incident.case_id = case_id;
    edit(&mut incident);
    CaseEvent::IncidentSet(incident)
}

async fn incident_now(ctx: &Context<'_>, case_id: i64) -> AppResult<Incident> {
    let case = folded(ctx, case_id).await?;
    incident_of(ctx, &case, case_id).await
}

#[derive(Default)]
pub struct InvestigationMutation;

#[Object]
impl InvestigationMutation {
    /// spec 1 §7 upsertUdf(caseId, udfNewValue, udfValueId, screen, udfTypeId): one custom field's
    /// value, checked against its input type (spec 1 §3); blank clears it. Answers the field.
    async fn upsert_udf(
        &self,
        ctx: &Context<'_>,
        case_id: i64,
        udf_new_value: Option<String>,
        udf_value_id: Option<i64>,
        screen: Option<String>,
        udf_type_id: i64,
        udf_previous_value: MaybeUndefined<String>,
    ) -> AppResult<CaseUdf> {
        editor(ctx, case_id).await?;
        if screen.as_deref().is_some_and(|s| !s.trim().is_empty() && !s.eq_ignore_ascii_case(INCIDENT_SCREEN)) {
            return Err(AppError::bad_input("screen", format!("Unknown screen {:?} (incident)", screen.unwrap_or_default())));
        }
        let def = udf_definitions(ctx)
            .await?
            .into_iter()
            .find(|d| d.udf_type_id == udf_type_id)
            .ok_or_else(|| AppError::bad_input("udfTypeId", format!("Unknown custom field {udf_type_id}")))?;
        let value = check_udf_value(&def, udf_new_value.as_deref())?;
        record(ctx, case_id, |case| {
            let current = case.udf_values.get(&udf_type_id).cloned().flatten();
            check_fresh(&udf_previous_value, current.as_deref(), &def.label)?;
            Ok(CaseEvent::UdfValueSet(UdfValueSet {
                case_id,
                udf_type_id,
                // One value per field and case; a new one gets the id the import uses.
                udf_value_id: udf_value_id.or(Some(case_id * 100 + udf_type_id)),
                value: value.clone(),
            }))
        })
        .await?;
        case_udfs(ctx, case_id)
            .await?
            .into_iter()
            .find(|u| u.udf_type_id == udf_type_id)
            .ok_or_else(|| AppError::Internal("The custom field vanished".into()))
    }

    /// spec 1 §4, §7 completeInvestigation(caseId, type): type partial-complete or complete, only
    /// when its button is enabled for the case's status. Recorded as `investigation_completed`;
    /// answers true (the dialog closes).
    async fn complete_investigation(&self, ctx: &Context<'_>, case_id: i64, #[graphql(name = "type")] kind: String) -> AppResult<bool> {
        editor(ctx, case_id).await?;
        let user_id = ctx.viewer().await?.user.user_id;
        record(ctx, case_id, |case| {
            let status = case.status_label.clone().unwrap_or_default();
            let kind = check_completion(kind.trim(), &status)?;
            Ok(CaseEvent::InvestigationCompleted(InvestigationCompleted { case_id, kind: kind.to_string(), status_label: status, completed_at: Utc::now(), user_id: Some(user_id) }))
        })
        .await?;
        Ok(true)
    }

    /// spec 1 §7 updateInjury(injuryId, injurySummary): the case's injury summary.
    async fn update_injury(
        &self,
        ctx: &Context<'_>,
        case_id: i64,
        injury_id: Option<i64>,
        injury_summary: Option<String>,
        previous_injury_summary: MaybeUndefined<String>,
    ) -> AppResult<Incident> {
        editor(ctx, case_id).await?;
        let summary = text(injury_summary);
        check_length("injurySummary", "The injury summary", &summary)?;
        record(ctx, case_id, |case| {
            let current = case.injury_summary.clone().or(case.opened.as_ref().and_then(|o| o.injury_summary.clone()));
            check_fresh(&previous_injury_summary, current.as_deref(), "The injury summary")?;
            Ok(CaseEvent::InjurySummarySet(InjurySummarySet { case_id, injury_id: injury_id.or(Some(case_id)), summary: summary.clone().unwrap_or_default() }))
        })
        .await?;
        incident_now(ctx, case_id).await
    }

    /// spec 1 §7 updateQuickInjury(caseId, plaintiffId, injuries list): the chosen quick
    /// injuries (ids of `quickInjuries`); answers them.
    async fn update_quick_injury(&self, ctx: &Context<'_>, case_id: i64, plaintiff_id: Option<i64>, injuries: Vec<i64>) -> AppResult<Vec<QuickInjuryOption>> {
        editor(ctx, case_id).await?;
        let known = crate::reference::items(ctx, "quick_injury", None).await?;
        if let Some(unknown) = injuries.iter().find(|id| !known.iter().any(|k| k.item_id == **id)) {
            return Err(AppError::bad_input("injuries", format!("Unknown quick injury {unknown}")));
        }
        let mut ids = injuries.clone();
        ids.sort_unstable();
        ids.dedup();
        record(ctx, case_id, |case| Ok(CaseEvent::QuickInjuriesSet(QuickInjuriesSet { case_id, plaintiff_id: plaintiff_id.or(quick_plaintiff(case)), injury_ids: ids.clone() })))
            .await?;
        Ok(known.into_iter().filter(|k| ids.contains(&k.item_id)).map(|k| QuickInjuryOption { injury_id: k.item_id, injury: k.name }).collect())
    }

    /// spec 1 §7 updateIncident(caseId, incidentFacts, incidentTime): facts and time (h:mm AM/PM
    /// or HH:MM; blank clears). A field not sent keeps its value.
    async fn update_incident(
        &self,
        ctx: &Context<'_>,
        case_id: i64,
        incident_facts: MaybeUndefined<String>,
        incident_time: MaybeUndefined<String>,
        previous_facts: MaybeUndefined<String>,
    ) -> AppResult<Incident> {
        editor(ctx, case_id).await?;
        let time = match &incident_time {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Value(t) => Some(parse_incident_time(t)?),
        };
        let facts = match incident_facts {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Value(f) => Some(text(Some(f))),
        };
        if let Some(f) = &facts {
            check_length("incidentFacts", "The facts", f)?;
        }
        if time.is_none() && facts.is_none() {
            return Err(AppError::bad_input("incidentFacts", "Send the facts or the time"));
        }
        record(ctx, case_id, |case| {
            let current = case.incident.as_ref().and_then(|i| i.facts.clone()).or(case.opened.as_ref().and_then(|o| o.incident_details.clone()));
            check_fresh(&previous_facts, current.as_deref(), "The facts")?;
            Ok(next_incident(case, case_id, |i| {
                if let Some(t) = time.clone() {
                    i.incident_time = t;
                }
                if let Some(f) = facts.clone() {
                    i.facts = f;
                }
            }))
        })
        .await?;
        incident_now(ctx, case_id).await
    }

    /// spec 1 §7 updateIncidentDate(caseId, incidentDate): `YYYY-MM-DD` or `MM/DD/YYYY`, not in
    /// the future.
    async fn update_incident_date(&self, ctx: &Context<'_>, case_id: i64, incident_date: String) -> AppResult<Incident> {
        editor(ctx, case_id).await?;
        let date = parse_date("incidentDate", &incident_date)?;
        if date > crate::cases::types::firm_today(ctx) {
            return Err(AppError::bad_input("incidentDate", "The incident date cannot be in the future"));
        }
        record(ctx, case_id, |case| Ok(next_incident(case, case_id, |i| i.incident_date = Some(date)))).await?;
        incident_now(ctx, case_id).await
    }

    /// spec 1 §7 updateIncidentState(caseId, stateId): a state of `caseStates`.
    async fn update_incident_state(&self, ctx: &Context<'_>, case_id: i64, state_id: i64) -> AppResult<Incident> {
        editor(ctx, case_id).await?;
        let state = crate::reference::items(ctx, "state", None)
            .await?
            .into_iter()
            .find(|i| i.item_id == state_id)
            .ok_or_else(|| AppError::bad_input("stateId", format!("Unknown state {state_id}")))?;
        record(ctx, case_id, |case| Ok(next_incident(case, case_id, |i| i.state = Some(state.name.clone())))).await?;
        incident_now(ctx, case_id).await
    }
}
