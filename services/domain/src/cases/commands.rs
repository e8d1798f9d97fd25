//! Case commands. Staff commands come from Caseboard's screens; `Record` carries a fact
//! learned from the external system (import, sync) or the demo generator.

use chrono::{DateTime, NaiveDate, Utc};

use super::events::{CaseEvent, CaseOpened, NoteAdded, StaffAssigned};

#[derive(Debug, Clone, PartialEq)]
pub enum CaseCommand {
    /// A fact from outside; validated like a staff change, recorded as given.
    Record(CaseEvent),
    AddNote { note_id: i64, note_type_id: i64, content: String, at: DateTime<Utc>, creator_user_id: Option<i64>, creator_name: Option<String> },
    /// spec 1 §4: status (type 1); the label is looked up by the handler.
    ChangeStatus { status_id: i64, status_label: String, at: DateTime<Utc> },
    /// spec 1 §4: intake rank (type 73).
    SetIntakeRank { rank_id: i64, rank_label: String },
    /// spec 2 §4 inventory rank (ids 805 … 1088), `insertSaRankStatus` from Watched Cases.
    SetCaseRank { rank_id: i64 },
    SetWantedDate { wanted_date: Option<NaiveDate> },
    SetOffice { office_id: i64 },
    SetCaseInfo { field: String, value: Option<String> },
    /// spec 1 §7 upsertSaPaidAdvertising(case_id, contact_id, optional comments): the lead's
    /// referral source; the handler looks the source's name up (reference data).
    SetReferralSource { contact_id: i64, source: String, comments: Option<String> },
    /// spec 1 §2.6, §4 New Lead: the lead the external system just created (its ids are the
    /// system's), the agent who took the call and the optional initial note.
    OpenLead { opened: CaseOpened, agent: Option<StaffAssigned>, note: Option<NoteAdded> },
    /// spec 1 §4, §7 insertSaProviderReferredDate: "Removing a referred date sends the value
    /// null and a not-referred flag".
    SetProviderReferredDate { provider_id: i64, referred_date: Option<NaiveDate>, is_referred: bool },
    /// spec 1 §4 "Closing a case: status becomes CLO-CASE CLOSED, dateClosed today, wantedDate cleared".
    Close { reason_id: Option<i64>, reason: String, comment: String, closing_letter_sent: bool, today: NaiveDate, at: DateTime<Utc> },
}
