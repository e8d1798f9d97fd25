//! What the API knows of the external case-management system (ARCHITECTURE "External
//! case-management system"): deep links from configuration, which staff changes are written
//! back (queued in `writeback_outbox` with the events), the retry schedule, and the outbox's
//! visible status. The port is `crate::ports::CaseSystem`; its implementations live in the
//! `connector` crate, which builds on this one.

pub mod read;

use std::time::Duration;

use domain::cases::{Case, CaseCommand, CaseEvent};
use domain::{Aggregate, DomainEvent};

use crate::commands::SideEffect;
use crate::config::ConnectorConfig;

/// Event types whose change is written back to the external system: "write-back of what staff
/// change here (notes, statuses, ranks, dates, offices, sources)" (ARCHITECTURE). The outbox
/// row's `kind` is the event type and its payload the event's payload (`schemas/events.md`).
pub const WRITE_BACK_TYPES: [&str; 11] = [
    "note_added",
    "case_status_changed",
    "intake_rank_set",
    "case_rank_set",
    "wanted_date_set",
    "case_office_set",
    "referral_source_set",
    "case_info_set",
    "case_closed",
    "case_reopened",
    "provider_referred_date_set",
];

/// Kind of the write-back of a contact's data (contacts are not case events).
pub const CONTACT_WRITE_BACK: &str = "contact_updated";

/// The write-backs a staff command on a case queues, for the `build` closure of
/// `commands::execute::<Case>`: the command is decided against the same state the handler
/// will decide it against, so a no-op (same status again) or a refused command queues
/// nothing, and each written-back change carries exactly the payload of its event. Facts
/// recorded from outside (`CaseCommand::Record`: import, sync, demo) are never written back.
pub fn write_backs(case: &Case, command: &CaseCommand) -> Vec<SideEffect> {
    if matches!(command, CaseCommand::Record(_)) {
        return vec![];
    }
    match case.decide(command.clone()) {
        Ok(events) => events.iter().filter_map(|e| write_back_of(case.opened.as_ref().and_then(|o| o.organization_id), e)).collect(),
        Err(_) => vec![],
    }
}

/// The write-back of one staff-made case event, if its type is written back.
pub fn write_back_of(organization_id: Option<i64>, event: &CaseEvent) -> Option<SideEffect> {
    let kind = event.event_type();
    WRITE_BACK_TYPES.contains(&kind)
        .then(|| SideEffect::WriteBack { kind: kind.to_string(), organization_id, case_id: Some(event.case_id()), payload: event.payload() })
}

/// The write-back of a contact change made here (priority, name, address, ...).
pub fn contact_write_back(organization_id: i64, payload: serde_json::Value) -> SideEffect {
    SideEffect::WriteBack { kind: CONTACT_WRITE_BACK.to_string(), organization_id: Some(organization_id), case_id: None, payload }
}

/// First retry 5 s after a failed push.
pub const RETRY_BASE: Duration = Duration::from_secs(5);
/// "exponential back-off (cap 1 h)".
pub const RETRY_CAP: Duration = Duration::from_secs(3600);

/// How long after its `attempts`-th failed push a write-back is tried again:
/// 5 s, 10 s, 20 s, … doubling, never more than an hour.
pub fn retry_delay(attempts: i64) -> Duration {
    let exponent = attempts.clamp(1, 32) as u32 - 1;
    RETRY_BASE.checked_mul(2u32.saturating_pow(exponent)).map_or(RETRY_CAP, |d| d.min(RETRY_CAP))
}

/// Deep links into the external system (spec 1: "Every case row links out to the external
/// case-management system, which opens in a new tab"), from `[connector]` templates.
#[derive(Debug, Clone, PartialEq)]
pub struct DeepLinks {
    pub case: String,
    pub contact: String,
    pub provider: String,
}

impl DeepLinks {
    pub fn from_config(config: &ConnectorConfig) -> Self {
        DeepLinks {
            case: config.case_url_template.clone(),
            contact: config.contact_url_template.clone(),
            provider: config.provider_url_template.clone(),
        }
    }

    pub fn case_url(&self, case_id: i64) -> String {
        self.case.replace("{caseId}", &case_id.to_string())
    }

    pub fn contact_url(&self, contact_id: i64) -> String {
        self.contact.replace("{contactId}", &contact_id.to_string())
    }

    pub fn provider_url(&self, provider_id: i64) -> String {
        self.provider.replace("{providerId}", &provider_id.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use domain::cases::CaseOpened;

    #[test]
    fn retries_back_off_exponentially_up_to_an_hour() {
        // brief: "exponential back-off (cap 1 h)"
        assert_eq!(retry_delay(1), Duration::from_secs(5));
        assert_eq!(retry_delay(2), Duration::from_secs(10));
        assert_eq!(retry_delay(3), Duration::from_secs(20));
        assert_eq!(retry_delay(10), Duration::from_secs(2560));
        assert_eq!(retry_delay(11), RETRY_CAP);
        assert_eq!(retry_delay(1_000), RETRY_CAP);
        assert_eq!(retry_delay(0), Duration::from_secs(5));
    }

    #[test]
    fn deep_links_fill_the_configured_templates() {
        // ARCHITECTURE: "deep-link URL templates (every Action link opens the case there in a new tab)"
        let links = DeepLinks::from_config(&ConnectorConfig::default());
        assert_eq!(links.case_url(4711), "https://sa.example.invalid/cases/4711");
        assert_eq!(links.contact_url(12), "https://sa.example.invalid/contacts/12");
        assert_eq!(links.provider_url(9), "https://sa.example.invalid/providers/9");
    }

    #[test]
    fn staff_changes_are_written_back_with_their_event_payload_and_no_ops_or_facts_are_not() {
        // ARCHITECTURE: "write-back of what staff change here (notes, statuses, ranks, dates, offices, sources)"
        let at = Utc.with_ymd_and_hms(2026, 3, 2, 15, 0, 0).unwrap();
        let case = Case::default().apply(&CaseEvent::Opened(CaseOpened {
            case_id: 500,
            opened_at: at,
            first_name: "Ana".into(),
            last_name: "Ruiz".into(),
            status_id: Some(1079),
            status_label: Some("INT 00 - Lead".into()),
            ..Default::default()
        }));
        let change = CaseCommand::ChangeStatus { status_id: 1080, status_label: "INT 01 - Follow Up".into(), at };
        let effects = write_backs(&case, &change);
        assert_eq!(effects.len(), 1);
        let SideEffect::WriteBack { kind, case_id, payload, .. } = &effects[0] else { panic!("not a write-back") };
        assert_eq!((kind.as_str(), *case_id), ("case_status_changed", Some(500)));
        assert_eq!(payload["status_id"], 1080);
        assert_eq!(payload["stage"], "Intake");
        let same = CaseCommand::ChangeStatus { status_id: 1079, status_label: "INT 00 - Lead".into(), at };
        assert!(write_backs(&case, &same).is_empty(), "a no-op changes nothing outside either");
        let empty_note = CaseCommand::AddNote { note_id: 1, note_type_id: 189, content: " ".into(), at, creator_user_id: None, creator_name: None };
        assert!(write_backs(&case, &empty_note).is_empty(), "a refused command queues nothing");
        let fact = CaseCommand::Record(CaseEvent::OfficeSet(domain::cases::CaseOfficeSet { case_id: 500, office_id: 7 }));
        assert!(write_backs(&case, &fact).is_empty(), "facts from outside are not sent back");
        assert!(write_backs(&case, &CaseCommand::SetOffice { office_id: 7 }).len() == 1);
    }
}
