//! Marketing rules from the spec, and the checks a recorded marketing fact must pass.

use super::events::*;
use crate::DomainError;

/// spec 3 §2.4: "A score of 90 or more is green, 80 to 89 orange, below 80 red", on scores
/// "rounded to whole numbers".
pub fn page_speed_colour(score: f64) -> &'static str {
    match score.round() {
        s if s >= 90.0 => "green",
        s if s >= 80.0 => "orange",
        _ => "red",
    }
}

/// spec 3 §2.14: "Only contacts flagged with priority that have numeric lat and lng are shown."
pub fn shown_on_map(contact: &ReferralContactSet) -> bool {
    contact.priority && contact.lat.is_some_and(f64::is_finite) && contact.lng.is_some_and(f64::is_finite)
}

/// Checks a marketing fact before it is recorded.
pub fn check(event: &MarketingEvent) -> Result<(), DomainError> {
    match event {
        MarketingEvent::CallRecorded(e) => {
            if e.source.trim().is_empty() {
                return Err(DomainError::invalid("source", "A call needs its tracking source"));
            }
            Ok(())
        }
        MarketingEvent::PageSpeedRecorded(e) => {
            for (field, score) in [("mobileScore", e.mobile_score), ("desktopScore", e.desktop_score)] {
                if !(0.0..=100.0).contains(&score) {
                    return Err(DomainError::invalid(field, "A page-speed score is between 0 and 100"));
                }
            }
            if e.url.trim().is_empty() {
                return Err(DomainError::invalid("url", "A page-speed result needs its URL"));
            }
            Ok(())
        }
        MarketingEvent::ReferralContactSet(e) => {
            if e.name.trim().is_empty() {
                return Err(DomainError::invalid("name", "A contact needs a name"));
            }
            // spec 1 §4: "a level 1 (Highest) to 5 (Lowest) or none".
            if let Some(level) = e.priority_level {
                if !(1..=5).contains(&level) {
                    return Err(DomainError::invalid("priorityLevel", "Priority level is 1 (Highest) to 5 (Lowest)"));
                }
            }
            if e.lat.is_some_and(|v| !(-90.0..=90.0).contains(&v)) || e.lng.is_some_and(|v| !(-180.0..=180.0).contains(&v)) {
                return Err(DomainError::invalid("lat", "Coordinates are out of range"));
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DomainEvent;
    use chrono::{NaiveDate, TimeZone, Utc};

    #[test]
    fn spec_3_section_2_4_page_speed_colours_on_rounded_scores() {
        assert_eq!(page_speed_colour(90.0), "green");
        assert_eq!(page_speed_colour(89.6), "green", "rounded to whole numbers first");
        assert_eq!(page_speed_colour(89.4), "orange");
        assert_eq!(page_speed_colour(80.0), "orange");
        assert_eq!(page_speed_colour(79.4), "red");
    }

    #[test]
    fn spec_3_section_2_14_map_shows_priority_contacts_with_coordinates() {
        let c = ReferralContactSet { contact_id: 1, name: "Summit Chiropractic".into(), priority: true, lat: Some(40.5), lng: Some(-111.9), ..Default::default() };
        assert!(shown_on_map(&c));
        assert!(!shown_on_map(&ReferralContactSet { priority: false, ..c.clone() }));
        assert!(!shown_on_map(&ReferralContactSet { lat: None, ..c }));
    }

    #[test]
    fn facts_are_checked_and_streams_are_stable() {
        let at = Utc.with_ymd_and_hms(2026, 3, 2, 15, 0, 0).unwrap();
        let call = MarketingEvent::CallRecorded(CallRecorded { call_id: 7, date: NaiveDate::from_ymd_opt(2026, 3, 2).unwrap(), called_at: at, source: "Google Ads".into(), duration_seconds: Some(95) });
        assert!(check(&call).is_ok());
        assert_eq!(call.stream(), ("call_day", 20260302));
        assert_eq!(call.event_type(), "call_recorded");
        let speed = |m: f64| MarketingEvent::PageSpeedRecorded(PageSpeedRecorded { url_id: 1, url: "https://x.example/".into(), mobile_score: m, desktop_score: 97.0, measured_at: at });
        assert!(check(&speed(71.5)).is_ok());
        assert!(check(&speed(101.0)).is_err());
        let contact = |level: Option<i64>| MarketingEvent::ReferralContactSet(Box::new(ReferralContactSet { contact_id: 3, name: "Valley PT".into(), priority: true, priority_level: level, ..Default::default() }));
        assert!(check(&contact(Some(5))).is_ok());
        assert!(check(&contact(Some(6))).is_err());
        assert_eq!(contact(None).stream(), ("referral_contact", 3));
        let decoded = MarketingEvent::decode("referral_contact_set", contact(Some(1)).payload()).unwrap();
        assert_eq!(decoded, contact(Some(1)));
    }
}
