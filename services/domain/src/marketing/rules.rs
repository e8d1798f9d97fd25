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

/// spec 1 §9 "Contact priority levels 1-5"; spec 1 §2.4 "a level 1 (Highest) to 5 (Lowest)".
pub const PRIORITY_LEVELS: std::ops::RangeInclusive<i64> = 1..=5;

/// spec 1 §2.4: the Priority column "displays 'Level N', 'Yes' or 'No'".
pub fn priority_label(priority: bool, level: Option<i64>) -> String {
    match (priority, level) {
        (true, Some(n)) => format!("Level {n}"),
        (true, None) => "Yes".into(),
        (false, _) => "No".into(),
    }
}

/// spec 1 §2.4 "A warning icon shows when a contact needs a manual update" (the rule is ours,
/// docs/decisions.md "CRM"): the contact is not linked to a record of the external system (no
/// saId, so sync cannot keep it current), or it has an address that did not geocode (no
/// coordinates, so it cannot be on the providers map).
pub fn needs_manual_update(contact: &ReferralContactSet) -> bool {
    let has_address = contact.address.as_deref().is_some_and(|a| !a.trim().is_empty());
    let located = contact.lat.is_some_and(f64::is_finite) && contact.lng.is_some_and(f64::is_finite);
    contact.sa_id.is_none() || (has_address && !located)
}

/// The longest comment a contact event keeps.
pub const CONTACT_EVENT_COMMENT_MAX: usize = 4_000;

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
            if e.contact_type.trim().is_empty() {
                return Err(DomainError::invalid("contactTypeId", "Choose a contact type"));
            }
            Ok(())
        }
        // spec 1 §5: "'Add Event' is disabled until type, contact, date and comment are all filled."
        MarketingEvent::ContactEventRecorded(e) => {
            if e.contact_event_type.trim().is_empty() {
                return Err(DomainError::invalid("contactEventTypeId", "Choose the event type"));
            }
            if e.comment.trim().is_empty() {
                return Err(DomainError::invalid("comment", "Write a comment"));
            }
            if e.comment.chars().count() > CONTACT_EVENT_COMMENT_MAX {
                return Err(DomainError::invalid("comment", format!("A comment has at most {CONTACT_EVENT_COMMENT_MAX} characters")));
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
        let call = MarketingEvent::CallRecorded(CallRecorded { call_id: 7, organization_id: Some(2), date: NaiveDate::from_ymd_opt(2026, 3, 2).unwrap(), called_at: at, source: "Google Ads".into(), duration_seconds: Some(95) });
        assert!(check(&call).is_ok());
        assert_eq!(call.stream(), ("call_day", 20260302));
        assert_eq!(call.event_type(), "call_recorded");
        let speed = |m: f64| MarketingEvent::PageSpeedRecorded(PageSpeedRecorded { url_id: 1, organization_id: Some(2), url: "https://x.example/".into(), mobile_score: m, desktop_score: 97.0, measured_at: at });
        assert!(check(&speed(71.5)).is_ok());
        assert!(check(&speed(101.0)).is_err());
        let contact = |level: Option<i64>| MarketingEvent::ReferralContactSet(Box::new(ReferralContactSet { contact_id: 3, name: "Valley PT".into(), contact_type: "Physical Therapy".into(), priority: true, priority_level: level, ..Default::default() }));
        assert!(check(&contact(Some(5))).is_ok());
        assert!(check(&contact(Some(6))).is_err());
        assert_eq!(contact(None).stream(), ("referral_contact", 3));
        let decoded = MarketingEvent::decode("referral_contact_set", contact(Some(1)).payload()).unwrap();
        assert_eq!(decoded, contact(Some(1)));
    }

    #[test]
    fn spec_1_section_2_4_priority_shows_level_yes_or_no() {
        assert_eq!(priority_label(true, Some(2)), "Level 2");
        assert_eq!(priority_label(true, None), "Yes");
        assert_eq!(priority_label(false, Some(3)), "No", "a level without the flag is not a priority");
    }

    #[test]
    fn spec_1_section_2_4_manual_update_when_unlinked_or_not_geocoded() {
        let linked = ReferralContactSet { contact_id: 1, sa_id: Some(1), name: "A".into(), contact_type: "Imaging".into(), address: Some("1 Main St".into()), lat: Some(40.0), lng: Some(-111.0), ..Default::default() };
        assert!(!needs_manual_update(&linked));
        assert!(needs_manual_update(&ReferralContactSet { sa_id: None, ..linked.clone() }), "not linked to the external system");
        assert!(needs_manual_update(&ReferralContactSet { lat: None, ..linked.clone() }), "an address that did not geocode");
        assert!(!needs_manual_update(&ReferralContactSet { address: None, lat: None, lng: None, ..linked }), "no address: nothing to geocode");
    }

    #[test]
    fn spec_1_section_5_contact_events_need_type_and_comment() {
        let at = Utc.with_ymd_and_hms(2026, 3, 2, 15, 0, 0).unwrap();
        let event = |kind: &str, comment: &str| MarketingEvent::ContactEventRecorded(ContactEventRecorded { event_id: 1, contact_id: 2, contact_event_type_id: 3, contact_event_type: kind.into(), at, comment: comment.into(), user_id: Some(4), user_name: None, organization_id: None });
        assert!(check(&event("Visit", "Dropped off cards")).is_ok());
        assert!(check(&event("Visit", "  ")).is_err());
        assert!(check(&event("", "x")).is_err());
        assert_eq!(event("Visit", "x").stream(), ("contact_event", 1));
        assert_eq!(event("Visit", "x").event_type(), "contact_event_recorded");
    }
}
