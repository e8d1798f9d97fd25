//! Staff changes to one case (spec part 1 §7, part 3 §7), each a command on the case stream;
//! each is also queued for write-back to the external case-management system.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::Utc;
use domain::cases::{rules, Case, CaseCommand, CASE_STREAM};

use super::query::load_case;
use projections::cases::read::{CaseView, NoteRow};
use super::types::{firm_today, CaseNode, NoteNode};
use crate::auth::viewer::ContextExt;
use app::commands::{execute, SideEffect, StreamId};
use crate::connector::write_backs;
use app::error::{AppError, AppResult};

const TOPICS: &[&str] = &[projections::cases::NAME];

#[derive(InputObject)]
pub struct SaCaseNoteInput {
    pub case_id: i64,
    /// 189 from the case dialog (spec 1 §7); 81 for file reviews.
    pub note_type_id: Option<i64>,
    pub content: String,
}

#[derive(InputObject)]
pub struct SaStatusInput {
    pub case_id: i64,
    pub status_id: i64,
    /// 1 for case status, 73 for intake rank (spec 1 §4).
    #[graphql(name = "type")]
    pub status_type: i64,
}

#[derive(InputObject)]
pub struct SaWantedDateInput {
    pub case_id: i64,
    /// `YYYY-MM-DD` or `MM/DD/YYYY`.
    pub wanted_date: String,
}

#[derive(InputObject)]
pub struct SaOfficeInput {
    pub case_id: i64,
    pub office_id: i64,
}

/// spec 1 §7 / 3 §7: case_id plus one (or more) of the case-info fields.
#[derive(InputObject)]
pub struct CaseInfoInput {
    pub case_id: i64,
    pub referral_opportunity: Option<String>,
    pub referred: Option<String>,
    pub signup_type: Option<String>,
    pub handled_by_backup: Option<String>,
    pub lead_type: Option<String>,
    pub high_priority: Option<bool>,
    pub appointment_info: Option<String>,
    pub retainer_sent: Option<String>,
    pub fee_structure: Option<String>,
}

#[derive(InputObject)]
pub struct CloseCaseInput {
    pub case_id: i64,
    pub close_reason: String,
    pub close_reason_id: Option<i64>,
    /// The free comment; the stored comment is "reason: comment" (spec 3 §7).
    pub comment: Option<String>,
    /// Required when the case was retained (spec 1 §5).
    pub closing_letter_sent: Option<bool>,
}

#[derive(SimpleObject)]
pub struct NotePayload {
    pub note: NoteNode,
    #[graphql(name = "case")]
    pub case_node: CaseNode,
}

#[derive(Default)]
pub struct CaseMutation;

/// Runs one case command for the viewer and answers with the case as the screens now see it.
/// Every event it records is queued for write-back (`connector::write_backs`).
async fn change(ctx: &Context<'_>, case_id: i64, command: CaseCommand) -> AppResult<CaseView> {
    change_settling(ctx, case_id, command, TOPICS).await
}

/// [`change`], answering once `topics` (the read models the caller's screen reads) caught up.
pub(crate) async fn change_settling(ctx: &Context<'_>, case_id: i64, command: CaseCommand, topics: &[&str]) -> AppResult<CaseView> {
    load_case(ctx, case_id).await?;
    let viewer = ctx.viewer().await?;
    let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
        // A case imported without an organization is the firm's: the viewer's (load_case checked it).
        let effects = write_backs(case, &command)
            .into_iter()
            .map(|e| match e {
                SideEffect::WriteBack { kind, organization_id: None, case_id, payload } => {
                    SideEffect::WriteBack { kind, organization_id: Some(viewer.user.organization_id), case_id, payload }
                }
                other => other,
            })
            .collect();
        Ok((command.clone(), effects))
    })
    .await?;
    ctx.settle(topics, outcome.position).await;
    load_case(ctx, case_id).await
}

/// Who may change a case's fields (issue #36 §3; the rules are `Principal::edits_leads` and
/// `edits_cases`): `lead` edits are the intake workflow's, the others the case workers'.
pub(crate) async fn require_editor(ctx: &Context<'_>, lead: bool) -> AppResult<()> {
    let viewer = ctx.viewer().await?;
    let p = &viewer.principal;
    match lead {
        true if !p.edits_leads() => Err(AppError::Forbidden("Only intake staff may change this lead".into())),
        false if !p.edits_cases() => Err(AppError::Forbidden("Your role does not change cases".into())),
        _ => Ok(()),
    }
}

/// A status's label: the firm's imported status list first (reference data), then the
/// built-in list of spec 1 §4 / 2 §4.
async fn status_label(ctx: &Context<'_>, status_id: i64) -> AppResult<String> {
    let imported = crate::reference::items(ctx, "status", None).await?.into_iter().find(|i| i.item_id == status_id).map(|i| i.name);
    imported
        .or_else(|| rules::status_label(status_id).map(str::to_string))
        .ok_or_else(|| AppError::bad_input("statusId", format!("Unknown status {status_id}")))
}


#[Object]
impl CaseMutation {
    /// spec 1 §7: insertSaCaseNote(note: case_id, note_type_id, content).
    async fn insert_sa_case_note(&self, ctx: &Context<'_>, note: SaCaseNoteInput) -> AppResult<NotePayload> {
        let content = rules::check_note(&note.content)?;
        let viewer = ctx.viewer().await?;
        // The note types Caseboard writes, and the firm's imported ones (issue #36 §7).
        if let Some(t) = note.note_type_id.filter(|t| ![rules::NOTE_TYPE_CASE_DIALOG, rules::NOTE_TYPE_FILE_REVIEW].contains(t)) {
            if !crate::reference::items(ctx, "note_type", None).await?.iter().any(|i| i.item_id == t) {
                return Err(AppError::bad_input("noteTypeId", format!("Unknown note type {t}")));
            }
        }
        // A retry with the same idempotency key answers the note the first try added.
        let replayed = app::commands::replayed_event(ctx.state(), &ctx.command_metadata(&viewer)).await?;
        let first_note = replayed.and_then(|e| match e.decode::<domain::cases::CaseEvent>() {
            Ok(domain::cases::CaseEvent::NoteAdded(n)) => Some(n.note_id),
            _ => None,
        });
        let note_id = match first_note {
            Some(id) => id,
            None => app::commands::allocate_note_id(ctx.state()).await?,
        };
        let at = Utc::now();
        let command = CaseCommand::AddNote {
            note_id,
            note_type_id: note.note_type_id.unwrap_or(rules::NOTE_TYPE_CASE_DIALOG),
            content: content.clone(),
            at,
            creator_user_id: Some(viewer.user.user_id),
            creator_name: Some(viewer.user.name()),
        };
        let view = change(ctx, note.case_id, command).await?;
        // The note is answered from the command: a projection that lags (bounded wait) must
        // not make a stored note look failed and invite a duplicate.
        let row = view.notes.iter().find(|n| n.note_id == note_id).cloned().unwrap_or(NoteRow {
            note_id,
            note_type_id: note.note_type_id.unwrap_or(rules::NOTE_TYPE_CASE_DIALOG),
            title: None,
            content,
            created_at: Some(at),
            creator_user_id: Some(viewer.user.user_id),
            creator_name: Some(viewer.user.name()),
        });
        Ok(NotePayload { note: NoteNode { case_id: note.case_id, note: row, as_of: None }, case_node: CaseNode(view) })
    }

    /// spec 1 §7: upsertSaStatus(status: case_id, status_id, type) — type 1 case status, 73 intake rank.
    async fn upsert_sa_status(&self, ctx: &Context<'_>, status: SaStatusInput) -> AppResult<CaseNode> {
        require_editor(ctx, false).await?;
        let command = match status.status_type {
            rules::STATUS_TYPE_CASE => {
                let label = status_label(ctx, status.status_id).await?;
                CaseCommand::ChangeStatus { status_id: status.status_id, status_label: label, at: Utc::now() }
            }
            rules::STATUS_TYPE_INTAKE_RANK => {
                let label = rules::intake_rank_label(status.status_id)
                    .ok_or_else(|| AppError::bad_input("statusId", format!("Unknown intake rank {}", status.status_id)))?;
                CaseCommand::SetIntakeRank { rank_id: status.status_id, rank_label: label.to_string() }
            }
            other => return Err(AppError::bad_input("type", format!("Unknown status type {other} (1 case status, 73 intake rank)"))),
        };
        Ok(CaseNode(change(ctx, status.case_id, command).await?))
    }

    /// spec 1 §7: insertSaWantedDate(dateInput: case_id, wanted_date).
    async fn insert_sa_wanted_date(&self, ctx: &Context<'_>, date_input: SaWantedDateInput) -> AppResult<CaseNode> {
        require_editor(ctx, false).await?;
        let date = crate::dates::parse_form_date("wantedDate", &date_input.wanted_date)?;
        Ok(CaseNode(change(ctx, date_input.case_id, CaseCommand::SetWantedDate { wanted_date: Some(date) }).await?))
    }

    /// spec 1 §7: insertSaOffice(office: case_id, office_id).
    async fn insert_sa_office(&self, ctx: &Context<'_>, office: SaOfficeInput) -> AppResult<CaseNode> {
        require_editor(ctx, false).await?;
        // The office must be one of the case's own firm.
        let case = load_case(ctx, office.case_id).await?;
        let org_id = case.row.organization_id.unwrap_or(ctx.state().config.organization_id);
        let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        if !org.offices.iter().any(|o| o.office_id == office.office_id) {
            return Err(AppError::bad_input("officeId", format!("Unknown office {}", office.office_id)));
        }
        Ok(CaseNode(change(ctx, office.case_id, CaseCommand::SetOffice { office_id: office.office_id }).await?))
    }

    /// spec 1 §7: upsertCaseInfo(caseInfo: case_id plus one of the info fields).
    async fn upsert_case_info(&self, ctx: &Context<'_>, case_info: CaseInfoInput) -> AppResult<CaseNode> {
        require_editor(ctx, false).await?;
        let fields: Vec<(&str, Option<String>)> = vec![
            ("referralOpportunity", case_info.referral_opportunity),
            ("referred", case_info.referred),
            ("signupType", case_info.signup_type),
            ("handledByBackup", case_info.handled_by_backup),
            ("leadType", case_info.lead_type),
            ("highPriority", case_info.high_priority.map(|b| b.to_string())),
            ("appointmentInfo", case_info.appointment_info),
            ("retainerSent", case_info.retainer_sent),
            ("feeStructure", case_info.fee_structure),
        ];
        let given: Vec<_> = fields.into_iter().filter(|(_, v)| v.is_some()).collect();
        if given.is_empty() {
            return Err(AppError::bad_input("caseInfo", "Send one of the case-info fields"));
        }
        for (field, value) in &given {
            rules::check_case_info(field, value.as_deref())?;
        }
        let mut view = None;
        for (field, value) in given {
            view = Some(change(ctx, case_info.case_id, CaseCommand::SetCaseInfo { field: field.to_string(), value }).await?);
        }
        Ok(CaseNode(view.expect("at least one field")))
    }

    /// spec 1 §4, §5; 3 §7: closeCase. Status CLO-CASE CLOSED, closed today, wanted date cleared.
    async fn close_case(&self, ctx: &Context<'_>, close_case: CloseCaseInput) -> AppResult<CaseNode> {
        require_editor(ctx, true).await?;
        let today = firm_today(ctx);
        let comment = close_case.comment.clone().unwrap_or_default();
        let command = CaseCommand::Close {
            reason_id: close_case.close_reason_id,
            reason: close_case.close_reason.clone(),
            comment: comment.clone(),
            closing_letter_sent: close_case.closing_letter_sent.unwrap_or(false),
            today,
            at: Utc::now(),
        };
        Ok(CaseNode(change(ctx, close_case.case_id, command).await?))
    }
}
