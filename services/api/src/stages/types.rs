use async_graphql::{Enum, SimpleObject, ID};
use base64::Engine;
use chrono::{DateTime, Utc};

/// spec 2 §3 "for each of treating, demandPrep, neg, settled, litigation": which list.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum CaseNotesStage {
    Treating,
    DemandPrep,
    Neg,
    Litigation,
    Settled,
}

impl CaseNotesStage {
    /// The key the events use (`stage_note_set.stage`).
    pub fn key(self) -> &'static str {
        match self {
            CaseNotesStage::Treating => "treating",
            CaseNotesStage::DemandPrep => "demandPrep",
            CaseNotesStage::Neg => "neg",
            CaseNotesStage::Litigation => "litigation",
            CaseNotesStage::Settled => "settled",
        }
    }
}

/// spec 2 §3 "Per-user case data": one user's note and colour on one case for one stage list.
/// Private to that user. Its id is stable per (user, case, stage) so a save updates the row
/// that shows it.
#[derive(SimpleObject, Clone, Debug)]
pub struct CaseData {
    pub id: ID,
    pub case_id: i64,
    pub user_id: i64,
    /// treating | demandPrep | neg | settled | litigation
    pub stage: String,
    pub note: Option<String>,
    pub note_updated_at: Option<DateTime<Utc>>,
    /// A palette colour name (`stagePalette`).
    pub color: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

impl CaseData {
    /// `user_id`'s data on a case for list `key` as the read model keeps it.
    pub fn of(user_id: i64, case_id: i64, key: &str, data: projections::stages::read::ListData) -> CaseData {
        CaseData {
            id: case_data_id(user_id, case_id, key),
            case_id,
            user_id,
            stage: key.to_string(),
            note: data.note,
            note_updated_at: data.note_updated_at,
            color: data.color,
            updated_at: data.updated_at,
        }
    }
}

pub fn case_data_id(user_id: i64, case_id: i64, stage: &str) -> ID {
    ID(base64::engine::general_purpose::STANDARD.encode(format!("CaseData:{user_id}:{case_id}:{stage}")))
}

/// spec 2 §3 "Case notes row: caseId, clientName, paralegal, status, daysInStatus, rank, and
/// per-user data with stage-specific Note, NoteUpdatedAt, Color".
#[derive(SimpleObject, Clone, Debug)]
pub struct CaseNotesRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    /// The paralegal's name (blank when none is assigned).
    pub paralegal: Option<String>,
    pub status: Option<String>,
    pub days_in_status: Option<i64>,
    pub rank: Option<String>,
    pub data: CaseData,
}

/// spec 2 §9 "palette of 12 colours": a name and the row background it paints.
#[derive(SimpleObject, Clone, Debug)]
pub struct PaletteColor {
    pub name: String,
    pub hex: String,
}

/// spec 2 §3 "Demand row: caseId, clientName, valueFrom, rank, dateOfDemand, paralegal, status".
#[derive(SimpleObject, Clone, Debug)]
pub struct DemandRow {
    pub id: ID,
    pub demand_id: i64,
    pub case_id: i64,
    pub client_name: String,
    /// The low bound of the case's rank, in dollars (spec 2 §4 "value bounds per rank").
    pub value_from: Option<i64>,
    /// The high bound of the case's rank, in dollars.
    pub value_to: Option<i64>,
    pub rank: Option<String>,
    pub date_of_demand: Option<chrono::NaiveDate>,
    pub paralegal: Option<String>,
    pub status: Option<String>,
    /// liability | uim
    pub kind: String,
}

/// spec 2 §3 "Negotiation case row: caseId, clientName, paralegal, daysInStatus,
/// dateOfLastFileReview, lastFileReviewNote, data.negColor" and §2 "last negotiation demand
/// amount, offer amount, date and comments".
#[derive(SimpleObject, Clone, Debug)]
pub struct NegotiationRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    pub paralegal: Option<String>,
    pub status: Option<String>,
    pub days_in_status: Option<i64>,
    pub rank: Option<String>,
    pub date_of_last_file_review: Option<DateTime<Utc>>,
    pub last_file_review_note: Option<String>,
    pub last_demand_cents: Option<i64>,
    pub last_offer_cents: Option<i64>,
    pub last_negotiation_date: Option<DateTime<Utc>>,
    /// The external system's negotiation comments; the facts carry none yet.
    pub last_negotiation_comments: Option<String>,
    /// The viewer's own negotiation note and colour flag (`negNote`, `negColor`).
    pub data: CaseData,
}

/// spec 2 §2 "Demand Review lists cases needing review" (statuses of spec 2 §4).
#[derive(SimpleObject, Clone, Debug)]
pub struct DemandReviewRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub status: Option<String>,
    pub days_in_status: Option<i64>,
    pub rank: Option<String>,
    /// The rank's bounds in dollars (spec 2 §4).
    pub value_from: Option<i64>,
    pub value_to: Option<i64>,
}

/// spec 2 §3 "Request: id, caseId, clientName, assignedUser, requestorUser, status,
/// medicalProvider, requestDate, fromDate, toDate, updated, comments".
#[derive(SimpleObject, Clone, Debug)]
pub struct RequestRow {
    pub id: ID,
    pub request_id: i64,
    pub case_id: i64,
    pub client_name: String,
    pub assigned_user: Option<String>,
    pub requestor_user: Option<String>,
    pub status: String,
    pub medical_provider: Option<String>,
    pub request_date: Option<chrono::NaiveDate>,
    pub from_date: Option<chrono::NaiveDate>,
    pub to_date: Option<chrono::NaiveDate>,
    pub updated: Option<DateTime<Utc>>,
    pub comments: Option<String>,
}
