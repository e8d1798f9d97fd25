//! The case event catalogue (documented in `schemas/events.md`). Every payload carries its
//! `case_id`; money is integer cents; dates are `YYYY-MM-DD` in the firm's time zone;
//! instants are UTC.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::stable_events;

mod money;
mod work;

pub use money::*;
pub use work::*;

pub const CASE_STREAM: &str = "case";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct PhoneNumber {
    pub number: String,
    pub label: String,
}

/// A lead or case first known to Caseboard (every New Lead field of spec 1 §3, plus what an
/// import knows of an older case).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct CaseOpened {
    pub case_id: i64,
    /// The firm the case belongs to; absent in older facts = the deployment's organization.
    #[serde(default)]
    pub organization_id: Option<i64>,
    pub case_number: Option<String>,
    pub opened_at: DateTime<Utc>,
    pub first_name: String,
    pub last_name: String,
    pub prefix: Option<String>,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    /// spec 1 §9: "Gender M=1, F=2".
    pub gender: Option<i64>,
    pub language: Option<String>,
    pub case_type: Option<String>,
    pub case_sub_type: Option<String>,
    pub state: Option<String>,
    pub office_id: Option<i64>,
    pub wanted_date: Option<NaiveDate>,
    pub intake_rank_id: Option<i64>,
    pub advertising_source_id: Option<i64>,
    pub advertising_source: Option<String>,
    pub callrail_source: Option<String>,
    pub incident_date: Option<NaiveDate>,
    pub incident_details: Option<String>,
    pub injury_summary: Option<String>,
    pub handled_by_backup: Option<String>,
    pub referral_opportunity: Option<String>,
    pub lead_type: Option<String>,
    pub high_priority: bool,
    pub is_mass_tort: bool,
    pub contact_id: Option<i64>,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseStatusChanged {
    pub case_id: i64,
    pub status_id: i64,
    pub status_label: String,
    /// Derived by `rules::stage_of` when recorded.
    pub stage: String,
    pub changed_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IntakeRankSet {
    pub case_id: i64,
    pub rank_id: i64,
    pub rank_label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseRankSet {
    pub case_id: i64,
    pub rank_id: Option<i64>,
    pub rank_label: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WantedDateSet {
    pub case_id: i64,
    /// None clears it (closing a case clears the wanted date, spec 1 §4).
    pub wanted_date: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseRetained {
    pub case_id: i64,
    pub retained_date: NaiveDate,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseClosed {
    pub case_id: i64,
    pub closed_date: NaiveDate,
    pub reason_id: Option<i64>,
    pub reason: String,
    /// "reason text, a colon and the free comment" (spec 3 §7).
    pub comment: String,
    pub closing_letter_sent: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseReopened {
    pub case_id: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseOfficeSet {
    pub case_id: i64,
    pub office_id: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReferralSourceSet {
    pub case_id: i64,
    pub contact_id: i64,
    pub source: String,
    pub comments: Option<String>,
    pub other_contact_id: Option<i64>,
}

/// One case-info field (spec 1 §3 "Case info"): referralOpportunity, referred, signupType,
/// handledByBackup, leadType, highPriority, appointmentInfo, retainerSent, feeStructure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseInfoSet {
    pub case_id: i64,
    pub field: String,
    pub value: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StaffAssigned {
    pub case_id: i64,
    /// attorney | paralegal | agent | investigator | case_manager
    pub role: String,
    pub user_id: Option<i64>,
    pub staff_code: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PhoneNumbersSet {
    pub case_id: i64,
    pub phone_numbers: Vec<PhoneNumber>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct PlaintiffDetailsSet {
    pub case_id: i64,
    pub plaintiff_id: Option<i64>,
    pub contact_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub gender: Option<i64>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    pub ssn: Option<String>,
    pub dob: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IncidentSet {
    pub case_id: i64,
    pub incident_date: Option<NaiveDate>,
    /// "h:mm a" when shown (spec 1 §9); stored as HH:MM.
    pub incident_time: Option<String>,
    pub state: Option<String>,
    pub facts: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InjurySummarySet {
    pub case_id: i64,
    pub injury_id: Option<i64>,
    pub summary: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuickInjuriesSet {
    pub case_id: i64,
    pub plaintiff_id: Option<i64>,
    pub injury_ids: Vec<i64>,
}

/// A custom-field (UDF) value; multiselect values joined by `|` (spec 1 §3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UdfValueSet {
    pub case_id: i64,
    pub udf_type_id: i64,
    pub udf_value_id: Option<i64>,
    pub value: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseAccessed {
    pub case_id: i64,
    pub accessed_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NoteAdded {
    pub case_id: i64,
    pub note_id: i64,
    pub note_type_id: i64,
    pub title: Option<String>,
    pub content: String,
    pub created_at: DateTime<Utc>,
    pub creator_user_id: Option<i64>,
    pub creator_name: Option<String>,
}

/// Review rating status on a case, 1150–1154 (spec 3 §4); None removes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewStatusSet {
    pub case_id: i64,
    pub status_id: Option<i64>,
    /// 75 means an intake review (spec 3 §3).
    pub status_type: i64,
    pub at: DateTime<Utc>,
    pub user_id: Option<i64>,
}

/// Per-user case data written in Caseboard (spec 2 §3): a stage note, colour and follow-up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StageNoteSet {
    pub case_id: i64,
    pub user_id: i64,
    /// treating | demandPrep | neg | settled | litigation
    pub stage: String,
    pub note: Option<String>,
    pub color: Option<String>,
    pub follow_up_at: Option<DateTime<Utc>>,
    pub at: DateTime<Utc>,
}

/// spec 1 §4 "Investigation completion": Partial Completion or Intake Complete pressed on the
/// Investigation form (`completeInvestigation(caseId, type)`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InvestigationCompleted {
    pub case_id: i64,
    /// partial-complete | complete
    pub kind: String,
    /// The status the case had when it was completed.
    pub status_label: String,
    pub completed_at: DateTime<Utc>,
    pub user_id: Option<i64>,
}

stable_events! {
    pub enum CaseEvent {
        Opened(CaseOpened) = "case_opened",
        StatusChanged(CaseStatusChanged) = "case_status_changed",
        IntakeRankSet(IntakeRankSet) = "intake_rank_set",
        CaseRankSet(CaseRankSet) = "case_rank_set",
        WantedDateSet(WantedDateSet) = "wanted_date_set",
        Retained(CaseRetained) = "case_retained",
        Closed(CaseClosed) = "case_closed",
        Reopened(CaseReopened) = "case_reopened",
        OfficeSet(CaseOfficeSet) = "case_office_set",
        ReferralSourceSet(ReferralSourceSet) = "referral_source_set",
        InfoSet(CaseInfoSet) = "case_info_set",
        StaffAssigned(StaffAssigned) = "staff_assigned",
        PhoneNumbersSet(PhoneNumbersSet) = "phone_numbers_set",
        PlaintiffDetailsSet(PlaintiffDetailsSet) = "plaintiff_details_set",
        IncidentSet(IncidentSet) = "incident_set",
        InjurySummarySet(InjurySummarySet) = "injury_summary_set",
        QuickInjuriesSet(QuickInjuriesSet) = "quick_injuries_set",
        UdfValueSet(UdfValueSet) = "udf_value_set",
        Accessed(CaseAccessed) = "case_accessed",
        NoteAdded(NoteAdded) = "note_added",
        TouchRecorded(CaseTouchRecorded) = "case_touch_recorded",
        DeadlineSet(DeadlineSet) = "deadline_set",
        TaskSet(TaskSet) = "task_set",
        MedicalProviderSet(MedicalProviderSet) = "medical_provider_set",
        ProviderReferredDateSet(ProviderReferredDateSet) = "provider_referred_date_set",
        ProviderVisitsSet(ProviderVisitsSet) = "provider_visits_set",
        AlternateAddressSet(AlternateAddressSet) = "alternate_address_set",
        MedicalRequestSet(MedicalRequestSet) = "medical_request_set",
        DemandSent(DemandSent) = "demand_sent",
        NegotiationAmountsSet(NegotiationAmountsSet) = "negotiation_amounts_set",
        SettlementRecorded(SettlementRecorded) = "settlement_recorded",
        FeeRecorded(FeeRecorded) = "fee_recorded",
        ReviewStatusSet(ReviewStatusSet) = "review_status_set",
        StageNoteSet(StageNoteSet) = "stage_note_set",
        InvestigationCompleted(InvestigationCompleted) = "investigation_completed",
        OverdueEmailSent(OverdueEmailSent) = "overdue_email_sent",
    }
}

impl CaseEvent {
    pub fn case_id(&self) -> i64 {
        match self {
            CaseEvent::Opened(e) => e.case_id,
            CaseEvent::StatusChanged(e) => e.case_id,
            CaseEvent::IntakeRankSet(e) => e.case_id,
            CaseEvent::CaseRankSet(e) => e.case_id,
            CaseEvent::WantedDateSet(e) => e.case_id,
            CaseEvent::Retained(e) => e.case_id,
            CaseEvent::Closed(e) => e.case_id,
            CaseEvent::Reopened(e) => e.case_id,
            CaseEvent::OfficeSet(e) => e.case_id,
            CaseEvent::ReferralSourceSet(e) => e.case_id,
            CaseEvent::InfoSet(e) => e.case_id,
            CaseEvent::StaffAssigned(e) => e.case_id,
            CaseEvent::PhoneNumbersSet(e) => e.case_id,
            CaseEvent::PlaintiffDetailsSet(e) => e.case_id,
            CaseEvent::IncidentSet(e) => e.case_id,
            CaseEvent::InjurySummarySet(e) => e.case_id,
            CaseEvent::QuickInjuriesSet(e) => e.case_id,
            CaseEvent::UdfValueSet(e) => e.case_id,
            CaseEvent::Accessed(e) => e.case_id,
            CaseEvent::NoteAdded(e) => e.case_id,
            CaseEvent::TouchRecorded(e) => e.case_id,
            CaseEvent::DeadlineSet(e) => e.case_id,
            CaseEvent::TaskSet(e) => e.case_id,
            CaseEvent::MedicalProviderSet(e) => e.case_id,
            CaseEvent::ProviderReferredDateSet(e) => e.case_id,
            CaseEvent::ProviderVisitsSet(e) => e.case_id,
            CaseEvent::AlternateAddressSet(e) => e.case_id,
            CaseEvent::MedicalRequestSet(e) => e.case_id,
            CaseEvent::DemandSent(e) => e.case_id,
            CaseEvent::NegotiationAmountsSet(e) => e.case_id,
            CaseEvent::SettlementRecorded(e) => e.case_id,
            CaseEvent::FeeRecorded(e) => e.case_id,
            CaseEvent::ReviewStatusSet(e) => e.case_id,
            CaseEvent::StageNoteSet(e) => e.case_id,
            CaseEvent::InvestigationCompleted(e) => e.case_id,
            CaseEvent::OverdueEmailSent(e) => e.case_id,
        }
    }
}
