//! A staff member's rotation count override (stream `intake_rotation-<userId>`).

use super::commands::SetRotationNewCases;
use super::events::{CalendarEventSet, IntakeEvent, RotationNewCasesSet};
use super::rules;
use crate::{Aggregate, DomainError};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct RotationCount {
    pub last: Option<RotationNewCasesSet>,
}

impl Aggregate for RotationCount {
    type Command = SetRotationNewCases;
    type Event = IntakeEvent;

    /// Each override stands on its own: the newest wins whatever came before.
    fn commutes(_command: &SetRotationNewCases) -> bool {
        true
    }

    fn decide(&self, c: SetRotationNewCases) -> Result<Vec<IntakeEvent>, DomainError> {
        rules::check_new_cases(c.new_cases)?;
        Ok(vec![IntakeEvent::RotationNewCasesSet(RotationNewCasesSet {
            user_id: c.user_id,
            organization_id: c.organization_id,
            new_cases: c.new_cases,
            set_at: c.at,
        })])
    }

    fn apply(mut self, event: &IntakeEvent) -> Self {
        if let IntakeEvent::RotationNewCasesSet(e) = event {
            self.last = Some(e.clone());
        }
        self
    }
}

/// A calendar event (stream `calendar_event-<id>`); the command is the event as staff typed it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CalendarEntry {
    pub current: Option<CalendarEventSet>,
}

impl Aggregate for CalendarEntry {
    type Command = CalendarEventSet;
    type Event = IntakeEvent;

    fn decide(&self, mut e: CalendarEventSet) -> Result<Vec<IntakeEvent>, DomainError> {
        rules::check_calendar_event(&mut e)?;
        if self.current.as_ref() == Some(&e) {
            return Ok(vec![]);
        }
        Ok(vec![IntakeEvent::CalendarEventSet(e)])
    }

    fn apply(mut self, event: &IntakeEvent) -> Self {
        if let IntakeEvent::CalendarEventSet(e) = event {
            self.current = Some(e.clone());
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn set(n: i64) -> SetRotationNewCases {
        SetRotationNewCases { user_id: 7, organization_id: 2, new_cases: n, at: Utc.with_ymd_and_hms(2026, 3, 2, 15, 0, 0).unwrap() }
    }

    #[test]
    fn given_a_count_when_set_then_recorded_and_negative_counts_refused() {
        let events = RotationCount::default().decide(set(4)).unwrap();
        let state = RotationCount::fold(&events);
        assert_eq!(state.last.unwrap().new_cases, 4);
        let err = RotationCount::default().decide(set(-1)).unwrap_err();
        assert!(matches!(err, DomainError::Invalid { ref field, .. } if field == "newCasesInPastWeek"));
    }
}
