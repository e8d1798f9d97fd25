//! spec 1 §2.6, §4, §5 New Lead: the conflict check over the organization's cases, and
//! `insertNewLead`, which has the external system create the case (the connector port) and
//! records it on the log.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use chrono::{NaiveDate, Utc};
use domain::cases::{rules as case_rules, Case, CaseCommand, CaseOpened, NoteAdded, StaffAssigned, CASE_STREAM};
use domain::intake::rules;

use super::query::intake_org;
use projections::intake::read;
use crate::auth::viewer::ContextExt;
use crate::dates::parse_form_date as parse_date;
use projections::cases::read::CaseView;
use crate::cases::types::CaseNode;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};

/// The most possible conflicts one check answers.
pub const MAX_CONFLICTS: i64 = 50;

/// spec 1 §3 "Conflict check result".
#[derive(SimpleObject)]
pub struct ConflictResult {
    pub case_id: i64,
    pub case_number: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: Option<String>,
    pub contact_id: Option<i64>,
    /// The person's part in the case (Caseboard knows its clients).
    pub contact_role: String,
    pub incident_date: Option<NaiveDate>,
    pub opening_date: Option<NaiveDate>,
    pub closing_date: Option<NaiveDate>,
    pub state: Option<String>,
    pub status: Option<String>,
}

#[derive(Default)]
pub struct NewLeadQuery;

#[Object]
impl NewLeadQuery {
    /// spec 1 §5, §7 conflictCheck(firstName, lastName, phone): cases of the organization whose
    /// client has the same first and last name or the same phone number (newest first).
    async fn conflict_check(&self, ctx: &Context<'_>, first_name: Option<String>, last_name: Option<String>, phone: Option<String>) -> AppResult<Vec<ConflictResult>> {
        let (_, org) = intake_org(ctx, None).await?;
        let q = rules::check_conflict_query(first_name.as_deref().unwrap_or(""), last_name.as_deref().unwrap_or(""), phone.as_deref().unwrap_or(""))?;
        let pool = ctx.state().db.pool();
        let names = q.names.as_ref().map(|(first, last)| (first.as_str(), last.as_str()));
        let ids = read::conflicting(pool, ctx.org_scope(org), names, q.phone.as_deref(), MAX_CONFLICTS).await?;
        // The conflict check compares phone numbers.
        let parts = projections::cases::read::CaseParts { notes: false, phones: true, providers: false };
        let leads = read::load_leads(pool, &ids, parts).await?;
        let tz = ctx.firm_tz();
        Ok(leads
            .into_iter()
            .filter(|l| {
                let phones: Vec<String> = l.case.phones.iter().map(|p| p.phone_number.clone()).collect();
                rules::is_conflict(&q, &l.case.row.first_name, &l.case.row.last_name, &phones)
            })
            .map(|l| ConflictResult {
                case_id: l.case.row.case_id,
                case_number: l.case.row.case_number.clone(),
                first_name: l.case.row.first_name.clone(),
                last_name: l.case.row.last_name.clone(),
                phone_number: l.case.phones.first().map(|p| p.phone_number.clone()),
                contact_id: l.intake.contact_id,
                contact_role: "Client".into(),
                incident_date: l.case.row.incident_date,
                opening_date: l.case.row.opened_at.map(|t| t.with_timezone(&tz).date_naive()),
                closing_date: l.case.row.closed_date,
                state: l.case.row.state.clone(),
                status: l.case.row.status_label.clone(),
            })
            .collect())
    }
}

/// spec 1 §3 "New lead" (ids of the lookups: caseTypes, caseSubTypes, caseStates, caseOffices,
/// advertisingSources). Every field is optional here so that a missing one is answered with
/// its name (spec 1 §5 required set), not a parse error.
#[derive(InputObject)]
pub struct NewLeadInput {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    /// 1 = M, 2 = F.
    pub gender: Option<i64>,
    /// English or Spanish.
    pub language: Option<String>,
    #[graphql(name = "type")]
    pub case_type: Option<i64>,
    pub sub_type: Option<i64>,
    pub case_state: Option<i64>,
    pub office: Option<i64>,
    pub wanted_date: Option<String>,
    pub intake_rank: Option<i64>,
    pub advertising_source: Option<i64>,
    pub incident_date: Option<String>,
    pub incident_details: Option<String>,
    pub injury_summary: Option<String>,
    pub handled_by_backup: Option<String>,
    pub referral_opportunity: Option<String>,
    pub lead_type: Option<String>,
    pub initial_note: Option<String>,
    pub high_priority: Option<bool>,
    /// An existing contact picked in the conflict check.
    pub contact_id: Option<i64>,
}

#[derive(SimpleObject)]
pub struct NewLeadPayload {
    pub case_id: i64,
    #[graphql(name = "case")]
    pub case_node: Option<CaseNode>,
}

/// spec 1 §9 "Languages: English (default), Spanish."
const LANGUAGES: [&str; 2] = ["English", "Spanish"];

fn text(v: &Option<String>) -> Option<String> {
    v.as_ref().map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

async fn reference_name(ctx: &Context<'_>, kind: &str, id: i64, parent: Option<i64>, field: &str) -> AppResult<String> {
    crate::reference::items(ctx, kind, parent)
        .await?
        .into_iter()
        .find(|i| i.item_id == id)
        .map(|i| i.name)
        .ok_or_else(|| AppError::bad_input(field, format!("Unknown {field} {id}")))
}

#[derive(Default)]
pub struct NewLeadMutation;

#[Object]
impl NewLeadMutation {
    /// spec 1 §2.6, §4, §7 insertNewLead(newLead) returns caseId. The external system creates
    /// the case (the built-in demo system in the embedded profile); Caseboard records it with
    /// the agent who took the call and the initial note. Nothing is written when a field is
    /// missing or wrong (BAD_USER_INPUT names it) or the system refuses.
    async fn insert_new_lead(&self, ctx: &Context<'_>, new_lead: NewLeadInput) -> AppResult<NewLeadPayload> {
        let (viewer, org_id) = intake_org(ctx, None).await?;
        let l = &new_lead;
        let present = |f: &str| match f {
            "firstName" => text(&l.first_name).is_some(),
            "lastName" => text(&l.last_name).is_some(),
            "phoneNumber" => text(&l.phone_number).is_some(),
            "gender" => l.gender.is_some(),
            "language" => text(&l.language).is_some(),
            "type" => l.case_type.is_some(),
            "subType" => l.sub_type.is_some(),
            "caseState" => l.case_state.is_some(),
            "office" => l.office.is_some(),
            "wantedDate" => text(&l.wanted_date).is_some(),
            "intakeRank" => l.intake_rank.is_some(),
            "advertisingSource" => l.advertising_source.is_some(),
            "incidentDate" => text(&l.incident_date).is_some(),
            "incidentDetails" => text(&l.incident_details).is_some(),
            "injurySummary" => text(&l.injury_summary).is_some(),
            "handledByBackup" => text(&l.handled_by_backup).is_some(),
            "referralOpportunity" => text(&l.referral_opportunity).is_some(),
            "leadType" => text(&l.lead_type).is_some(),
            "highPriority" => l.high_priority.is_some(),
            _ => true,
        };
        if let Some(field) = rules::missing_new_lead_field(present) {
            return Err(AppError::bad_input(field, format!("{field} is required")));
        }
        // spec 1 §5: "phone number normalised to national US format; names and email trimmed;
        // prefix is Mr. when gender is 1, else Ms."
        let phone = rules::normalize_us_phone(l.phone_number.as_deref().unwrap_or("")).ok_or_else(|| AppError::bad_input("phoneNumber", rules::MSG_BAD_PHONE))?;
        let email = text(&l.email);
        if email.as_ref().is_some_and(|e| !e.contains('@') || e.contains(char::is_whitespace) || e.len() > 254) {
            return Err(AppError::bad_input("email", "Enter a valid email address"));
        }
        let gender = l.gender.filter(|g| matches!(g, 1 | 2)).ok_or_else(|| AppError::bad_input("gender", "Gender is 1 (M) or 2 (F)"))?;
        let language = text(&l.language).filter(|x| LANGUAGES.contains(&x.as_str())).ok_or_else(|| AppError::bad_input("language", "Language is English or Spanish"))?;
        for (field, value) in [("handledByBackup", &l.handled_by_backup), ("referralOpportunity", &l.referral_opportunity), ("leadType", &l.lead_type)] {
            case_rules::check_case_info(field, value.as_deref().map(str::trim))?;
        }
        let type_id = l.case_type.unwrap_or_default();
        let case_type = reference_name(ctx, "case_type", type_id, None, "type").await?;
        let sub_type = reference_name(ctx, "case_sub_type", l.sub_type.unwrap_or_default(), Some(type_id), "subType").await?;
        let state = reference_name(ctx, "state", l.case_state.unwrap_or_default(), None, "caseState").await?;
        let source = reference_name(ctx, "advertising_source", l.advertising_source.unwrap_or_default(), None, "advertisingSource").await?;
        let office_id = l.office.unwrap_or_default();
        if !viewer.org.offices.iter().any(|o| o.office_id == office_id) {
            return Err(AppError::bad_input("office", format!("Unknown office {office_id}")));
        }
        let rank_id = l.intake_rank.unwrap_or_default();
        if case_rules::intake_rank_label(rank_id).is_none() {
            return Err(AppError::bad_input("intakeRank", format!("Unknown intake rank {rank_id}")));
        }
        let wanted_date = parse_date("wantedDate", l.wanted_date.as_deref().unwrap_or(""))?;
        let incident_date = parse_date("incidentDate", l.incident_date.as_deref().unwrap_or(""))?;
        let note = text(&l.initial_note).map(|n| case_rules::check_note(&n)).transpose()?;
        let now = Utc::now();
        let status_label = case_rules::status_label(1079).expect("INT 00").to_string();
        let mut opened = CaseOpened {
            case_id: 0,
            organization_id: Some(org_id),
            case_number: None,
            opened_at: now,
            first_name: text(&l.first_name).unwrap_or_default(),
            last_name: text(&l.last_name).unwrap_or_default(),
            prefix: Some(rules::prefix_for_gender(gender).to_string()),
            phone_number: Some(phone),
            email,
            gender: Some(gender),
            language: Some(language),
            case_type: Some(case_type.clone()),
            case_sub_type: Some(sub_type),
            state: Some(state),
            office_id: Some(office_id),
            wanted_date: Some(wanted_date),
            intake_rank_id: Some(rank_id),
            advertising_source_id: l.advertising_source,
            advertising_source: Some(source),
            callrail_source: None,
            incident_date: Some(incident_date),
            incident_details: text(&l.incident_details),
            injury_summary: text(&l.injury_summary),
            handled_by_backup: text(&l.handled_by_backup),
            referral_opportunity: text(&l.referral_opportunity),
            lead_type: text(&l.lead_type),
            high_priority: l.high_priority.unwrap_or(false),
            is_mass_tort: case_type.to_lowercase().contains("mass tort"),
            contact_id: l.contact_id,
            status_id: Some(1079),
            status_label: Some(status_label),
        };
        // The external system creates the case and names it; a retry with the same key is harmless.
        let metadata = ctx.command_metadata(&viewer);
        let key = metadata.client_mutation_id.clone().unwrap_or_else(|| uuid::Uuid::now_v7().to_string());
        let lead_json = serde_json::to_value(&opened).map_err(AppError::internal)?;
        let created = ctx.state().case_system()?.create_case(&lead_json, &key).await.map_err(|e| {
            tracing::warn!(error = %e, "the case system did not create the lead");
            AppError::Conflict("The case system did not create the lead; nothing was saved. Try again.".into())
        })?;
        opened.case_id = created.case_id;
        opened.case_number = created.case_number.clone();
        opened.contact_id = l.contact_id.or(created.contact_id);
        let agent = Some(StaffAssigned { case_id: created.case_id, role: "agent".into(), user_id: Some(viewer.user.user_id), staff_code: viewer.user.staff_code.clone() });
        let note = match note {
            Some(content) => {
                let note_id = app::commands::allocate_note_id(ctx.state()).await?;
                Some(NoteAdded {
                    case_id: created.case_id,
                    note_id,
                    note_type_id: case_rules::NOTE_TYPE_CASE_DIALOG,
                    title: None,
                    content,
                    created_at: now,
                    creator_user_id: Some(viewer.user.user_id),
                    creator_name: Some(viewer.user.name()),
                })
            }
            None => None,
        };
        let command = CaseCommand::OpenLead { opened, agent, note };
        let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(created.case_id), &metadata, |_, _| Ok((command.clone(), vec![]))).await?;
        ctx.settle(&[projections::cases::NAME, projections::intake::NAME], outcome.position).await;
        let view = CaseView::load(ctx.state().db.pool(), created.case_id).await?;
        Ok(NewLeadPayload { case_id: created.case_id, case_node: view.map(CaseNode) })
    }
}
