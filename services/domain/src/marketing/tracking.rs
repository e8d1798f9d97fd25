//! Imported marketing measurements (spec 3 §2.4, §7 `callrailCallsByDay`,
//! `callrailCallsBySource`, `mostRecentPageSpeed`): a firm-local day's tracked calls
//! (`call_day-<yyyymmdd>`) and one URL's page-speed results (`page_speed-<url id>`). The same
//! call or measurement imported again under another fact id records nothing.

use super::events::*;
use super::rules::check;
use crate::{Aggregate, DomainError};

/// One stream of measurements: the calls of a day or the results of a URL, as recorded.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Measurements {
    pub recorded: Vec<MarketingEvent>,
}

/// The fact types this aggregate records (the import's and the HTTP connector's types).
pub const MEASUREMENT_TYPES: [&str; 2] = ["call_recorded", "page_speed_recorded"];

impl Aggregate for Measurements {
    /// A `call_recorded` or `page_speed_recorded` fact.
    type Command = MarketingEvent;
    type Event = MarketingEvent;

    fn decide(&self, command: MarketingEvent) -> Result<Vec<MarketingEvent>, DomainError> {
        if !matches!(command, MarketingEvent::CallRecorded(_) | MarketingEvent::PageSpeedRecorded(_)) {
            return Err(DomainError::invalid("type", "Only calls and page-speed results are measurements"));
        }
        check(&command)?;
        // A call whose record changed (a corrected source) is recorded again; the read model
        // keeps the latest record of a call id.
        if self.recorded.contains(&command) {
            return Ok(vec![]);
        }
        Ok(vec![command])
    }

    fn apply(mut self, event: &MarketingEvent) -> Self {
        self.recorded.push(event.clone());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{NaiveDate, TimeZone, Utc};

    fn call(source: &str) -> MarketingEvent {
        let at = Utc.with_ymd_and_hms(2026, 11, 2, 16, 0, 0).unwrap();
        MarketingEvent::CallRecorded(CallRecorded { call_id: 9, organization_id: Some(2), date: NaiveDate::from_ymd_opt(2026, 11, 2).unwrap(), called_at: at, source: source.into(), duration_seconds: None })
    }

    #[test]
    fn given_a_day_when_a_call_is_imported_twice_then_it_is_recorded_once() {
        // spec 3 §2.4 calls by day: a call counts once however often it is imported.
        let state = Measurements::fold(&Measurements::default().decide(call("Google Ads")).unwrap());
        assert!(state.decide(call("Google Ads")).unwrap().is_empty());
        assert_eq!(state.decide(call("Facebook")).unwrap().len(), 1, "a corrected source is recorded");
    }

    #[test]
    fn given_a_url_when_a_score_is_out_of_range_then_nothing_is_recorded() {
        let at = Utc.with_ymd_and_hms(2026, 11, 2, 6, 0, 0).unwrap();
        let speed = |mobile| MarketingEvent::PageSpeedRecorded(PageSpeedRecorded { url_id: 1, organization_id: None, url: "https://firm.example/".into(), mobile_score: mobile, desktop_score: 90.0, measured_at: at });
        assert_eq!(Measurements::default().decide(speed(71.5)).unwrap().len(), 1);
        assert!(matches!(Measurements::default().decide(speed(101.0)), Err(DomainError::Invalid { .. })));
        let contact = MarketingEvent::ReferralContactSet(Box::default());
        assert!(matches!(Measurements::default().decide(contact), Err(DomainError::Invalid { .. })));
    }
}
