//! Tests of `aggregate.rs`.
use super::*;
use chrono::TimeZone;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 2, 15, 0, 0).unwrap()
}

fn opened(retained: bool) -> Case {
    let mut events = vec![CaseEvent::Opened(CaseOpened {
        case_id: 500,
        opened_at: at(),
        first_name: "Ana".into(),
        last_name: "Ruiz".into(),
        wanted_date: Some(NaiveDate::from_ymd_opt(2026, 3, 3).unwrap()),
        status_id: Some(1079),
        status_label: Some("INT 00 - Lead".into()),
        ..Default::default()
    })];
    if retained {
        events.push(CaseEvent::Retained(CaseRetained { case_id: 500, retained_date: NaiveDate::from_ymd_opt(2026, 3, 4).unwrap() }));
    }
    Case::fold(&events)
}

fn close(letter: bool, reason: &str) -> CaseCommand {
    CaseCommand::Close {
        reason_id: Some(3),
        reason: reason.into(),
        comment: "no answer".into(),
        closing_letter_sent: letter,
        today: NaiveDate::from_ymd_opt(2026, 3, 10).unwrap(),
        at: at(),
    }
}

#[test]
fn given_a_lead_when_closed_then_closed_status_date_today_and_wanted_cleared() {
    // spec 1 §4 "Closing a case"
    let events = opened(false).decide(close(false, "INTAKE - NO CASE")).unwrap();
    let case = events.iter().fold(opened(false), |c, e| c.apply(e));
    assert_eq!(case.status_label.as_deref(), Some("CLO-CASE CLOSED"));
    assert_eq!(case.stage.as_deref(), Some("Closed"));
    let closed = case.closed.unwrap();
    assert_eq!(closed.closed_date, NaiveDate::from_ymd_opt(2026, 3, 10).unwrap());
    assert_eq!(closed.comment, "INTAKE - NO CASE: no answer");
    assert_eq!(case.wanted_date, None);
}

// spec 2 §4 rank options (ids 805 … 1088); spec 2 §5 "rank change saved only when a non-empty value is chosen".
#[test]
fn given_a_case_when_setting_its_inventory_rank_then_the_label_is_recorded_once() {
    let case = opened(true);
    let events = case.decide(CaseCommand::SetCaseRank { rank_id: 1161 }).unwrap();
    assert!(matches!(&events[..], [CaseEvent::CaseRankSet(e)] if e.rank_label.as_deref() == Some("B") && e.rank_id == Some(1161)));
    let case = case.apply(&events[0]);
    assert_eq!(case.decide(CaseCommand::SetCaseRank { rank_id: 1161 }).unwrap(), vec![]);
    assert!(matches!(case.decide(CaseCommand::SetCaseRank { rank_id: 42 }), Err(DomainError::Invalid { .. })));
}

#[test]
fn given_a_retained_case_when_closed_without_letter_then_refused() {
    // spec 1 §5: retained cases need the closing letter ticked
    let err = opened(true).decide(close(false, "CSA GOT FIRED BY CLIENT")).unwrap_err();
    assert!(matches!(err, DomainError::Invalid { ref field, .. } if field == "closingLetterSent"));
    assert!(opened(true).decide(close(true, "CSA GOT FIRED BY CLIENT")).is_ok());
    let err = opened(false).decide(close(false, " ")).unwrap_err();
    assert!(matches!(err, DomainError::Invalid { ref field, .. } if field == "closeReason"));
}

#[test]
fn given_a_closed_case_when_closed_again_then_conflict() {
    let case = opened(false);
    let events = case.decide(close(false, "X")).unwrap();
    let case = events.iter().fold(case, |c, e| c.apply(e));
    assert!(matches!(case.decide(close(false, "X")), Err(DomainError::Conflict(_))));
}

#[test]
fn given_no_case_when_adding_a_note_then_not_found_and_empty_notes_are_refused() {
    let cmd = |content: &str| CaseCommand::AddNote {
        note_id: 1,
        note_type_id: rules::NOTE_TYPE_CASE_DIALOG,
        content: content.into(),
        at: at(),
        creator_user_id: Some(1),
        creator_name: None,
    };
    assert!(matches!(Case::default().decide(cmd("hi")), Err(DomainError::NotFound(_))));
    assert!(matches!(opened(false).decide(cmd("   ")), Err(DomainError::Invalid { .. })));
    let events = opened(false).decide(cmd(" called ")).unwrap();
    let case = opened(false).apply(&events[0]);
    assert_eq!(case.notes[0].content, "called");
}

#[test]
fn status_changes_derive_the_stage_and_repeat_is_a_no_op() {
    let case = opened(false);
    let events = case.decide(CaseCommand::ChangeStatus { status_id: 1065, status_label: "PL 06 Negotiations".into(), at: at() }).unwrap();
    let CaseEvent::StatusChanged(e) = &events[0] else { panic!() };
    assert_eq!(e.stage, "Negotiation");
    assert!(case.decide(CaseCommand::ChangeStatus { status_id: 1079, status_label: "INT 00 - Lead".into(), at: at() }).unwrap().is_empty());
    assert!(case.decide(CaseCommand::ChangeStatus { status_id: 1, status_label: "".into(), at: at() }).is_err());
}

#[test]
fn recorded_facts_are_checked_like_staff_changes() {
    let case = opened(false);
    let again = CaseEvent::Opened(CaseOpened { case_id: 500, first_name: "A".into(), ..Default::default() });
    assert!(matches!(case.decide(CaseCommand::Record(again)), Err(DomainError::Conflict(_))));
    let other_case = CaseEvent::OfficeSet(CaseOfficeSet { case_id: 501, office_id: 5 });
    assert!(case.decide(CaseCommand::Record(other_case)).is_err());
    let bad_review = CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id: 500, status_id: Some(42), status_type: 1, at: at(), user_id: None });
    assert!(case.decide(CaseCommand::Record(bad_review)).is_err());
    let fee = CaseEvent::FeeRecorded(FeeRecorded {
        case_id: 500,
        fee_id: 1,
        amount_cents: 1_000_00,
        fee_date: NaiveDate::from_ymd_opt(2026, 5, 1).unwrap(),
        fee_type: None,
        shared: false,
        case_group: None,
        fully_settled: false,
    });
    assert_eq!(case.decide(CaseCommand::Record(fee)).unwrap().len(), 1);
}

#[test]
fn referral_source_is_set_with_trimmed_comments_and_repeat_is_a_no_op() {
    let case = opened(false);
    let set = |comments: Option<&str>| CaseCommand::SetReferralSource { contact_id: 31, source: "Ref-PPC".into(), comments: comments.map(str::to_string) };
    let events = case.decide(set(Some(" from Google "))).unwrap();
    let CaseEvent::ReferralSourceSet(e) = &events[0] else { panic!() };
    assert_eq!(e.comments.as_deref(), Some("from Google"));
    let case = case.apply(&events[0]);
    assert!(case.decide(set(Some("from Google"))).unwrap().is_empty());
    let unknown = CaseCommand::SetReferralSource { contact_id: 1, source: " ".into(), comments: None };
    assert!(matches!(case.decide(unknown), Err(DomainError::Invalid { .. })));
}

#[test]
fn spec_1_section_4_removing_a_referred_date_sends_null_and_not_referred() {
    let provider = CaseEvent::MedicalProviderSet(MedicalProviderSet {
        case_id: 500,
        provider_id: 9,
        name: "Valley PT".into(),
        contact_id: None,
        total_cents: 0,
        paid_cents: 0,
        adjusted_cents: 0,
        balance_cents: 0,
        is_final: false,
        comments: None,
    });
    let case = opened(false).apply(&provider);
    let day = NaiveDate::from_ymd_opt(2026, 3, 5);
    let set = case.decide(CaseCommand::SetProviderReferredDate { provider_id: 9, referred_date: day, is_referred: true }).unwrap();
    let case = case.apply(&set[0]);
    let removed = case.decide(CaseCommand::SetProviderReferredDate { provider_id: 9, referred_date: day, is_referred: false }).unwrap();
    let CaseEvent::ProviderReferredDateSet(e) = &removed[0] else { panic!() };
    assert_eq!((e.referred_date, e.is_referred), (None, false));
    assert!(case.decide(CaseCommand::SetProviderReferredDate { provider_id: 8, referred_date: day, is_referred: true }).is_err());
    assert!(case.decide(CaseCommand::SetProviderReferredDate { provider_id: 9, referred_date: None, is_referred: true }).is_err());
}

#[test]
fn case_info_fields_are_the_specs() {
    let case = opened(false);
    assert!(case.decide(CaseCommand::SetCaseInfo { field: "leadType".into(), value: Some("Call".into()) }).is_ok());
    assert!(case.decide(CaseCommand::SetCaseInfo { field: "favouriteColour".into(), value: None }).is_err());
}
