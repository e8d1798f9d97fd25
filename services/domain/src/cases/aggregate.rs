//! The case aggregate. Its folded state is also what audit replay shows "as of" an instant.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;

use super::commands::CaseCommand;
use super::events::*;
use super::rules;
use crate::{Aggregate, DomainError};

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct NoteState {
    pub note_id: i64,
    pub note_type_id: i64,
    pub title: Option<String>,
    pub content: String,
    pub created_at: Option<DateTime<Utc>>,
    pub creator_user_id: Option<i64>,
    pub creator_name: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Case {
    pub case_id: Option<i64>,
    pub opened: Option<CaseOpened>,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
    pub stage: Option<String>,
    pub status_changed_at: Option<DateTime<Utc>>,
    pub intake_rank_id: Option<i64>,
    pub case_rank: Option<String>,
    pub wanted_date: Option<NaiveDate>,
    pub retained_date: Option<NaiveDate>,
    pub closed: Option<CaseClosed>,
    pub office_id: Option<i64>,
    pub referral_source: Option<ReferralSourceSet>,
    pub info: BTreeMap<String, Option<String>>,
    pub staff: BTreeMap<String, Option<i64>>,
    pub phone_numbers: Vec<PhoneNumber>,
    pub plaintiff: Option<PlaintiffDetailsSet>,
    pub incident: Option<IncidentSet>,
    pub injury_summary: Option<String>,
    pub quick_injury_ids: Vec<i64>,
    pub quick_injuries_plaintiff_id: Option<i64>,
    pub udf_values: BTreeMap<i64, Option<String>>,
    pub last_accessed_at: Option<DateTime<Utc>>,
    pub notes: Vec<NoteState>,
    pub touches: BTreeMap<String, DateTime<Utc>>,
    pub deadlines: BTreeMap<i64, DeadlineSet>,
    pub tasks: BTreeMap<i64, TaskSet>,
    pub providers: BTreeMap<i64, MedicalProviderSet>,
    pub provider_referrals: BTreeMap<i64, ProviderReferredDateSet>,
    pub medical_requests: BTreeMap<i64, MedicalRequestSet>,
    pub demands: BTreeMap<i64, DemandSent>,
    pub negotiation: Option<NegotiationAmountsSet>,
    pub settlements: BTreeMap<i64, SettlementRecorded>,
    pub fees: BTreeMap<i64, FeeRecorded>,
    pub review_status_id: Option<i64>,
    pub stage_notes: BTreeMap<String, StageNoteSet>,
    /// spec 1 §4: every Partial Completion / Intake Complete, oldest first.
    pub investigation_completions: Vec<InvestigationCompleted>,
}

impl Case {
    fn require(&self) -> Result<i64, DomainError> {
        self.case_id.ok_or_else(|| DomainError::NotFound("Case not found".into()))
    }

    fn is_closed(&self) -> bool {
        self.closed.is_some()
    }

    /// Checks a recorded fact against the rules a staff change would meet.
    fn check_fact(&self, event: &CaseEvent) -> Result<(), DomainError> {
        match event {
            CaseEvent::Opened(e) => {
                if self.case_id.is_some() {
                    return Err(DomainError::Conflict(format!("Case {} already exists", e.case_id)));
                }
                if e.first_name.trim().is_empty() && e.last_name.trim().is_empty() {
                    return Err(DomainError::invalid("firstName", "A case needs a client name"));
                }
                Ok(())
            }
            other => {
                let id = self.require()?;
                if other.case_id() != id {
                    return Err(DomainError::invalid("caseId", "The fact names another case"));
                }
                match other {
                    CaseEvent::StatusChanged(e) if e.status_label.trim().is_empty() => {
                        Err(DomainError::invalid("statusId", "Unknown status"))
                    }
                    CaseEvent::NoteAdded(e) => rules::check_note(&e.content).map(|_| ()),
                    CaseEvent::Closed(e) => rules::check_close(&e.reason, self.retained_date.is_some(), e.closing_letter_sent),
                    CaseEvent::InvestigationCompleted(e) => crate::investigation::check_completion(&e.kind, self.status_label.as_deref().unwrap_or("")).map(|_| ()),
                    CaseEvent::OverdueEmailSent(e) => rules::check_overdue_email_kind(&e.kind),
                    CaseEvent::UdfValueSet(e) if e.value.as_ref().is_some_and(|v| v.chars().count() > crate::investigation::MAX_UDF_CHARS) => {
                        Err(DomainError::invalid("udfNewValue", "A custom field holds at most 4000 characters"))
                    }
                    CaseEvent::ReviewStatusSet(e) => match e.status_id {
                        Some(s) if rules::review_stars(s).is_none() => Err(DomainError::invalid("statusId", format!("Unknown review rating {s}"))),
                        _ => Ok(()),
                    },
                    _ => Ok(()),
                }
            }
        }
    }
}

impl Aggregate for Case {
    type Command = CaseCommand;
    type Event = CaseEvent;

    /// Notes carry their own id (allocated outside) and only need the case to exist.
    fn commutes(command: &CaseCommand) -> bool {
        matches!(command, CaseCommand::AddNote { .. })
    }

    fn decide(&self, command: CaseCommand) -> Result<Vec<CaseEvent>, DomainError> {
        match command {
            CaseCommand::Record(event) => {
                self.check_fact(&event)?;
                Ok(vec![event])
            }
            CaseCommand::AddNote { note_id, note_type_id, content, at, creator_user_id, creator_name } => {
                let case_id = self.require()?;
                let content = rules::check_note(&content)?;
                Ok(vec![CaseEvent::NoteAdded(NoteAdded { case_id, note_id, note_type_id, title: None, content, created_at: at, creator_user_id, creator_name })])
            }
            CaseCommand::ChangeStatus { status_id, status_label, at } => {
                let case_id = self.require()?;
                if status_label.trim().is_empty() {
                    return Err(DomainError::invalid("statusId", format!("Unknown status {status_id}")));
                }
                if self.status_id == Some(status_id) {
                    return Ok(vec![]);
                }
                let stage = rules::stage_of(&status_label).to_string();
                Ok(vec![CaseEvent::StatusChanged(CaseStatusChanged { case_id, status_id, status_label, stage, changed_at: at })])
            }
            CaseCommand::SetCaseRank { rank_id } => {
                let case_id = self.require()?;
                let label = rules::case_rank_label(rank_id).ok_or_else(|| DomainError::invalid("statusId", format!("Unknown rank {rank_id}")))?;
                if self.case_rank.as_deref() == Some(label) {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: Some(rank_id), rank_label: Some(label.to_string()) })])
            }
            CaseCommand::SetIntakeRank { rank_id, rank_label } => {
                let case_id = self.require()?;
                if rules::intake_rank_label(rank_id).is_none() && rank_label.trim().is_empty() {
                    return Err(DomainError::invalid("statusId", format!("Unknown intake rank {rank_id}")));
                }
                if self.intake_rank_id == Some(rank_id) {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::IntakeRankSet(IntakeRankSet { case_id, rank_id, rank_label })])
            }
            CaseCommand::SetWantedDate { wanted_date } => {
                let case_id = self.require()?;
                if self.wanted_date == wanted_date {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date })])
            }
            CaseCommand::SetOffice { office_id } => {
                let case_id = self.require()?;
                if self.office_id == Some(office_id) {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::OfficeSet(CaseOfficeSet { case_id, office_id })])
            }
            CaseCommand::SetCaseInfo { field, value } => {
                let case_id = self.require()?;
                const FIELDS: [&str; 9] = [
                    "referralOpportunity",
                    "referred",
                    "signupType",
                    "handledByBackup",
                    "leadType",
                    "highPriority",
                    "appointmentInfo",
                    "retainerSent",
                    "feeStructure",
                ];
                if !FIELDS.contains(&field.as_str()) {
                    return Err(DomainError::invalid("field", format!("Unknown case info field {field}")));
                }
                rules::check_case_info(&field, value.as_deref())?;
                if self.info.get(&field) == Some(&value) {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::InfoSet(CaseInfoSet { case_id, field, value })])
            }
            CaseCommand::OpenLead { opened, agent, note } => {
                if self.case_id.is_some() {
                    return Err(DomainError::Conflict(format!("Case {} already exists", opened.case_id)));
                }
                if opened.first_name.trim().is_empty() || opened.last_name.trim().is_empty() {
                    return Err(DomainError::invalid("firstName", "A lead needs the client's first and last name"));
                }
                let mut events = vec![CaseEvent::Opened(opened)];
                events.extend(agent.map(CaseEvent::StaffAssigned));
                if let Some(mut n) = note {
                    n.content = rules::check_note(&n.content)?;
                    events.push(CaseEvent::NoteAdded(n));
                }
                Ok(events)
            }
            CaseCommand::SetReferralSource { contact_id, source, comments } => {
                let case_id = self.require()?;
                if source.trim().is_empty() {
                    return Err(DomainError::invalid("contactId", format!("Unknown referral source {contact_id}")));
                }
                let comments = comments.map(|c| c.trim().to_string()).filter(|c| !c.is_empty());
                let current = self.referral_source.as_ref().map(|r| (r.contact_id, r.comments.clone()));
                if current == Some((contact_id, comments.clone())) {
                    return Ok(vec![]);
                }
                let other_contact_id = self.referral_source.as_ref().filter(|r| r.contact_id == contact_id).and_then(|r| r.other_contact_id);
                Ok(vec![CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id, source, comments, other_contact_id })])
            }
            CaseCommand::SetProviderReferredDate { provider_id, referred_date, is_referred } => {
                let case_id = self.require()?;
                if !self.providers.contains_key(&provider_id) && !self.provider_referrals.contains_key(&provider_id) {
                    return Err(DomainError::NotFound(format!("Provider {provider_id} is not on case {case_id}")));
                }
                if is_referred && referred_date.is_none() {
                    return Err(DomainError::invalid("referredDate", "Choose the referred date"));
                }
                let referred_date = if is_referred { referred_date } else { None };
                let current = self.provider_referrals.get(&provider_id).map(|r| (r.referred_date, r.is_referred));
                if current == Some((referred_date, is_referred)) {
                    return Ok(vec![]);
                }
                Ok(vec![CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id, provider_id, referred_date, is_referred })])
            }
            CaseCommand::Close { reason_id, reason, comment, closing_letter_sent, today, at } => {
                let case_id = self.require()?;
                if self.is_closed() {
                    return Err(DomainError::Conflict("The case is already closed".into()));
                }
                rules::check_close(&reason, self.retained_date.is_some(), closing_letter_sent)?;
                let closed_label = "CLO-CASE CLOSED".to_string();
                let closed_id = rules::STATUSES.iter().find(|(_, l)| *l == closed_label).map(|(id, _)| *id).unwrap_or(0);
                let mut events = vec![
                    CaseEvent::StatusChanged(CaseStatusChanged {
                        case_id,
                        status_id: closed_id,
                        stage: rules::stage_of(&closed_label).to_string(),
                        status_label: closed_label,
                        changed_at: at,
                    }),
                    CaseEvent::Closed(CaseClosed {
                        case_id,
                        closed_date: today,
                        reason_id,
                        comment: rules::close_comment(&reason, &comment),
                        reason,
                        closing_letter_sent,
                    }),
                ];
                if self.wanted_date.is_some() {
                    events.push(CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: None }));
                }
                Ok(events)
            }
        }
    }

    fn apply(mut self, event: &CaseEvent) -> Self {
        match event {
            CaseEvent::Opened(e) => {
                self.case_id = Some(e.case_id);
                self.wanted_date = e.wanted_date;
                self.office_id = e.office_id;
                self.intake_rank_id = e.intake_rank_id;
                if let (Some(id), Some(label)) = (e.status_id, &e.status_label) {
                    self.status_id = Some(id);
                    self.stage = Some(rules::stage_of(label).to_string());
                    self.status_label = Some(label.clone());
                    self.status_changed_at = Some(e.opened_at);
                }
                if let Some(p) = &e.phone_number {
                    self.phone_numbers = vec![PhoneNumber { number: p.clone(), label: "Mobile".into() }];
                }
                self.opened = Some(e.clone());
            }
            CaseEvent::StatusChanged(e) => {
                self.status_id = Some(e.status_id);
                self.status_label = Some(e.status_label.clone());
                self.stage = Some(e.stage.clone());
                self.status_changed_at = Some(e.changed_at);
            }
            CaseEvent::IntakeRankSet(e) => self.intake_rank_id = Some(e.rank_id),
            CaseEvent::CaseRankSet(e) => self.case_rank = e.rank_label.clone(),
            CaseEvent::WantedDateSet(e) => self.wanted_date = e.wanted_date,
            CaseEvent::Retained(e) => self.retained_date = Some(e.retained_date),
            CaseEvent::Closed(e) => self.closed = Some(e.clone()),
            CaseEvent::Reopened(_) => self.closed = None,
            CaseEvent::OfficeSet(e) => self.office_id = Some(e.office_id),
            CaseEvent::ReferralSourceSet(e) => self.referral_source = Some(e.clone()),
            CaseEvent::InfoSet(e) => {
                self.info.insert(e.field.clone(), e.value.clone());
            }
            CaseEvent::StaffAssigned(e) => {
                self.staff.insert(e.role.clone(), e.user_id);
            }
            CaseEvent::PhoneNumbersSet(e) => self.phone_numbers = e.phone_numbers.clone(),
            CaseEvent::PlaintiffDetailsSet(e) => self.plaintiff = Some(e.clone()),
            CaseEvent::IncidentSet(e) => self.incident = Some(e.clone()),
            CaseEvent::InjurySummarySet(e) => self.injury_summary = Some(e.summary.clone()),
            CaseEvent::QuickInjuriesSet(e) => {
                self.quick_injury_ids = e.injury_ids.clone();
                self.quick_injuries_plaintiff_id = e.plaintiff_id;
            }
            CaseEvent::UdfValueSet(e) => {
                self.udf_values.insert(e.udf_type_id, e.value.clone());
            }
            CaseEvent::Accessed(e) => self.last_accessed_at = Some(e.accessed_at),
            CaseEvent::NoteAdded(e) => self.notes.push(NoteState {
                note_id: e.note_id,
                note_type_id: e.note_type_id,
                title: e.title.clone(),
                content: e.content.clone(),
                created_at: Some(e.created_at),
                creator_user_id: e.creator_user_id,
                creator_name: e.creator_name.clone(),
            }),
            CaseEvent::TouchRecorded(e) => {
                self.touches.insert(e.kind.clone(), e.at);
            }
            CaseEvent::DeadlineSet(e) => {
                self.deadlines.insert(e.deadline_id, e.clone());
            }
            CaseEvent::TaskSet(e) => {
                self.tasks.insert(e.task_id, e.clone());
            }
            CaseEvent::MedicalProviderSet(e) => {
                self.providers.insert(e.provider_id, e.clone());
            }
            CaseEvent::ProviderReferredDateSet(e) => {
                self.provider_referrals.insert(e.provider_id, e.clone());
            }
            CaseEvent::ProviderVisitsSet(_) | CaseEvent::AlternateAddressSet(_) => {}
            CaseEvent::MedicalRequestSet(e) => {
                self.medical_requests.insert(e.request_id, e.clone());
            }
            CaseEvent::DemandSent(e) => {
                self.demands.insert(e.demand_id, e.clone());
            }
            CaseEvent::NegotiationAmountsSet(e) => self.negotiation = Some(e.clone()),
            CaseEvent::SettlementRecorded(e) => {
                self.settlements.insert(e.settlement_id, e.clone());
            }
            CaseEvent::FeeRecorded(e) => {
                self.fees.insert(e.fee_id, e.clone());
            }
            CaseEvent::ReviewStatusSet(e) => self.review_status_id = e.status_id,
            CaseEvent::StageNoteSet(e) => {
                self.stage_notes.insert(format!("{}:{}", e.user_id, e.stage), e.clone());
            }
            CaseEvent::InvestigationCompleted(e) => self.investigation_completions.push(e.clone()),
            // An audit fact: nothing on the case changes.
            CaseEvent::OverdueEmailSent(_) => {}
        }
        self
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
