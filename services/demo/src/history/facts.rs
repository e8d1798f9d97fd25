//! Small constructors for the case facts the planners record, so that each planner reads as a
//! story rather than as struct literals.

use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::rules;
use domain::cases::*;

use super::catalog;
use super::roster::Member;
use super::timeline::{IdKind, Timeline};
pub use super::timeline::CLOSED_STATUS;

pub fn status(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, status_id: i64) {
    let label = rules::status_label(status_id).expect("a known status").to_string();
    let stage = rules::stage_of(&label).to_string();
    tl.push(at, actor, CaseEvent::StatusChanged(CaseStatusChanged { case_id: tl.case_id, status_id, status_label: label, stage, changed_at: at }));
}

pub fn note(tl: &mut Timeline, at: DateTime<Utc>, by: &Member, note_type_id: i64, title: Option<&str>, content: String) {
    let note_id = tl.next_id(IdKind::Note);
    tl.push(
        at,
        Some(by.user_id),
        CaseEvent::NoteAdded(NoteAdded {
            case_id: tl.case_id,
            note_id,
            note_type_id,
            title: title.map(str::to_string),
            content,
            created_at: at,
            creator_user_id: Some(by.user_id),
            creator_name: Some(by.name.clone()),
        }),
    );
}

/// A case-dialog note (spec 1 §7: "note_type_id fixed 189").
pub fn case_note(tl: &mut Timeline, at: DateTime<Utc>, by: &Member, content: String) {
    note(tl, at, by, rules::NOTE_TYPE_CASE_DIALOG, None, content);
}

pub fn info(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, field: &str, value: &str) {
    tl.push(at, actor, CaseEvent::InfoSet(CaseInfoSet { case_id: tl.case_id, field: field.into(), value: Some(value.into()) }));
}

pub fn assign(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, role: &str, member: &Member) {
    tl.push(
        at,
        actor,
        CaseEvent::StaffAssigned(StaffAssigned {
            case_id: tl.case_id,
            role: role.into(),
            user_id: Some(member.user_id),
            staff_code: member.code.clone(),
        }),
    );
}

pub fn touch(tl: &mut Timeline, at: DateTime<Utc>, by: &Member, kind: &str, note: Option<String>) {
    tl.push(at, Some(by.user_id), CaseEvent::TouchRecorded(CaseTouchRecorded { case_id: tl.case_id, kind: kind.into(), at, user_id: Some(by.user_id), note }));
}

/// The facts of closing, exactly as `CaseCommand::Close` decides them (spec 1 §4 "Closing a
/// case: status becomes CLO-CASE CLOSED, dateClosed today, wantedDate cleared").
#[expect(clippy::too_many_arguments)]
pub fn close(tl: &mut Timeline, at: DateTime<Utc>, today: NaiveDate, by: &Member, reason: &str, comment: &str, letter_sent: bool, had_wanted_date: bool) {
    status(tl, at, Some(by.user_id), CLOSED_STATUS);
    tl.push(
        at,
        Some(by.user_id),
        CaseEvent::Closed(CaseClosed {
            case_id: tl.case_id,
            closed_date: today,
            reason_id: Some(catalog::close_reason_id(reason)),
            reason: reason.into(),
            // spec 3 §7: "the comment is the reason text, a colon and the free comment".
            comment: rules::close_comment(reason, comment),
            closing_letter_sent: letter_sent,
        }),
    );
    if had_wanted_date {
        tl.push(at, Some(by.user_id), CaseEvent::WantedDateSet(WantedDateSet { case_id: tl.case_id, wanted_date: None }));
    }
}

pub fn deadline(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, d: &DeadlineSet) {
    tl.push(at, actor, CaseEvent::DeadlineSet(d.clone()));
}

// spec 1 §4 status ids; PL ids are Caseboard's defaults (domain `rules::STATUSES`).
pub const INT_00: i64 = 1079;
pub const INT_01: i64 = 1080;
pub const INT_02: i64 = 1081;
pub const INT_03: i64 = 1082;
pub const INT_04: i64 = 1083;
pub const REF_OUT_PENDING: i64 = 1055;
pub const REF_OUT_REJECTED: i64 = 1056;
pub const REF_OUT_ACCEPTED: i64 = 1057;
pub const PL_00_FILE_SETUP: i64 = 1058;
pub const PL_01_MEDICAL: i64 = 1059;
pub const PL_02_EVIDENCE: i64 = 1060;
pub const PL_03_DEMAND_PREP: i64 = 1061;
pub const PL_04_DEMAND_REVIEW: i64 = 1063;
pub const PL_05_DEMAND_SENT: i64 = 1064;
pub const PL_06_NEGOTIATIONS: i64 = 1065;
pub const PL_07_UIM_PREP: i64 = 1066;
pub const PL_08_UIM_SENT: i64 = 1124;
pub const PL_09_UIM_NEGOTIATIONS: i64 = 1067;
pub const PL_10_UIM_ARBITRATION: i64 = 1068;
pub const PL_11_INCOMING_FEES: i64 = 1069;
pub const PL_12_DISBURSED: i64 = 1070;
pub const PL_13_TRUST: i64 = 1071;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_ids_are_the_domains() {
        for id in [INT_00, INT_01, INT_02, INT_03, INT_04, REF_OUT_PENDING, REF_OUT_REJECTED, REF_OUT_ACCEPTED, CLOSED_STATUS] {
            assert!(rules::status_label(id).is_some(), "{id}");
        }
        for id in [PL_00_FILE_SETUP, PL_01_MEDICAL, PL_02_EVIDENCE, PL_03_DEMAND_PREP, PL_04_DEMAND_REVIEW, PL_05_DEMAND_SENT, PL_06_NEGOTIATIONS] {
            assert!(rules::status_label(id).unwrap().starts_with("PL 0"), "{id}");
        }
        assert_eq!(rules::status_label(CLOSED_STATUS), Some("CLO-CASE CLOSED"));
        assert_eq!(rules::stage_of(rules::status_label(PL_10_UIM_ARBITRATION).unwrap()), "Litigation");
        assert_eq!(rules::stage_of(rules::status_label(PL_13_TRUST).unwrap()), "Settled");
        assert_eq!(rules::status_label(PL_08_UIM_SENT), Some("PL 08 UIM Demand Sent"));
        assert_eq!(rules::status_label(PL_11_INCOMING_FEES), Some("PL 11 Incoming Fees"));
        assert_eq!(rules::status_label(PL_12_DISBURSED), Some("PL 12 Fees Disbursed or Lien and Balance Resolution"));
        assert_eq!(rules::status_label(PL_09_UIM_NEGOTIATIONS), Some("PL 09 UIM Negotiations"));
        assert_eq!(rules::status_label(PL_07_UIM_PREP), Some("PL 07 UIM Demand Preparation"));
    }
}
