//! The CRM's writes (spec 1 §2.4): a referral contact (`referral_contact-<id>`, created from an
//! external search result, edited, its priority toggled, refreshed by sync) and a logged
//! contact event (`contact_event-<id>`).

use super::events::*;
use super::rules::check;
use crate::{Aggregate, DomainError};

#[derive(Debug, Clone, PartialEq)]
pub enum ContactCommand {
    /// spec 1 §7 createContact: refused when the contact is already in the list.
    Create(ReferralContactSet),
    /// spec 1 §7 updateContact (and sync): the record as it should stand; nothing is recorded
    /// when nothing changed. Refused when there is no such contact.
    Update(ReferralContactSet),
}

/// One referral contact: the latest record.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ReferralContact {
    pub current: Option<ReferralContactSet>,
}

impl Aggregate for ReferralContact {
    type Command = ContactCommand;
    type Event = MarketingEvent;

    fn decide(&self, command: ContactCommand) -> Result<Vec<MarketingEvent>, DomainError> {
        let (record, creating) = match command {
            ContactCommand::Create(r) => (r, true),
            ContactCommand::Update(r) => (r, false),
        };
        match (&self.current, creating) {
            (Some(existing), true) => return Err(DomainError::Conflict(format!("{} is already in your contacts", existing.name))),
            (None, false) => return Err(DomainError::NotFound("Contact not found".into())),
            (Some(existing), false) if *existing == record => return Ok(vec![]),
            _ => {}
        }
        let event = MarketingEvent::ReferralContactSet(Box::new(record));
        check(&event)?;
        Ok(vec![event])
    }

    fn apply(mut self, event: &MarketingEvent) -> Self {
        if let MarketingEvent::ReferralContactSet(e) = event {
            self.current = Some((**e).clone());
        }
        self
    }

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        let (Some(a), Some(b)) = (&self.current, &newer.current) else { return vec![] };
        let mut changed = vec![];
        if a.name != b.name || a.address != b.address || a.city != b.city || a.state != b.state || a.zip != b.zip {
            changed.push("name and address");
        }
        if a.contact_type != b.contact_type {
            changed.push("contact type");
        }
        if a.priority != b.priority || a.priority_level != b.priority_level {
            changed.push("priority");
        }
        if a.accepts_lien != b.accepts_lien || a.accepts_health_insurance != b.accepts_health_insurance {
            changed.push("accepts lien / health insurance");
        }
        changed
    }
}

/// One logged contact event; recorded once.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ContactActivity {
    pub recorded: Option<ContactEventRecorded>,
}

impl Aggregate for ContactActivity {
    type Command = ContactEventRecorded;
    type Event = MarketingEvent;

    fn decide(&self, command: ContactEventRecorded) -> Result<Vec<MarketingEvent>, DomainError> {
        if self.recorded.is_some() {
            return Err(DomainError::Conflict("This event was already recorded".into()));
        }
        let event = MarketingEvent::ContactEventRecorded(command);
        check(&event)?;
        Ok(vec![event])
    }

    fn apply(mut self, event: &MarketingEvent) -> Self {
        if let MarketingEvent::ContactEventRecorded(e) = event {
            self.recorded = Some(e.clone());
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(level: Option<i64>) -> ReferralContactSet {
        ReferralContactSet { contact_id: 70_001, sa_id: Some(70_001), sa_ctg: Some(2), name: "Alder Chiropractic".into(), contact_type: "Chiropractor".into(), priority: level.is_some(), priority_level: level, ..Default::default() }
    }

    #[test]
    fn given_no_contact_when_created_then_recorded_and_a_second_create_conflicts() {
        let events = ReferralContact::default().decide(ContactCommand::Create(record(Some(2)))).unwrap();
        assert_eq!(events.len(), 1);
        let state = ReferralContact::fold(&events);
        assert!(matches!(state.decide(ContactCommand::Create(record(None))), Err(DomainError::Conflict(_))));
    }

    #[test]
    fn given_a_contact_when_updated_then_only_changes_are_recorded() {
        let state = ReferralContact::fold(&ReferralContact::default().decide(ContactCommand::Create(record(Some(2)))).unwrap());
        assert!(state.decide(ContactCommand::Update(record(Some(2)))).unwrap().is_empty(), "nothing changed");
        assert_eq!(state.decide(ContactCommand::Update(record(Some(4)))).unwrap().len(), 1);
        // spec 1 §4: a level 1 (Highest) to 5 (Lowest) or none.
        assert!(matches!(state.decide(ContactCommand::Update(record(Some(6)))), Err(DomainError::Invalid { .. })));
        assert!(matches!(ReferralContact::default().decide(ContactCommand::Update(record(None))), Err(DomainError::NotFound(_))));
        let newer = ReferralContact::fold(&[MarketingEvent::ReferralContactSet(Box::new(record(Some(4))))]);
        assert_eq!(state.changed_fields(&newer), vec!["priority"]);
    }
}
