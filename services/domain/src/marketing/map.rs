//! The providers map (spec 3 §2.14 "Provider Referrals Map"): which contacts are markers, the
//! filters, the marker colours and legend, and the map's constants.

use super::events::ReferralContactSet;
use super::rules::shown_on_map;

/// spec 3 §2.14 / §9: "Map zoom 11, height 500 px".
pub const MAP_ZOOM: i64 = 11;
pub const MAP_HEIGHT_PX: i64 = 500;

/// spec 3 §2.14: "The default centre is Utah, with Idaho and Washington choices" — centred on
/// the firm's markets there (Salt Lake valley, Boise, Spokane). (name, lat, lng); the first is
/// the default.
pub const MAP_CENTRES: [(&str, f64, f64); 3] = [("Utah", 40.6461, -111.8980), ("Idaho", 43.6150, -116.2023), ("Washington", 47.6588, -117.4260)];

/// spec 3 §2.14 marker colours: "level 1 Highest red, 2 High orange, 3 Medium yellow, 4 Low
/// light blue, 5 Lowest green, none purple" — (label, colour name, CSS colour).
pub fn marker_style(level: Option<i64>) -> (&'static str, &'static str, &'static str) {
    match level {
        Some(1) => ("Highest", "red", "#e5484d"),
        Some(2) => ("High", "orange", "#f76b15"),
        Some(3) => ("Medium", "yellow", "#ffc53d"),
        Some(4) => ("Low", "light blue", "#7ce2fe"),
        Some(5) => ("Lowest", "green", "#30a46c"),
        _ => ("None", "purple", "#8e4ec6"),
    }
}

/// The legend, in level order, "none" last.
pub fn legend() -> Vec<(Option<i64>, &'static str, &'static str, &'static str)> {
    [Some(1), Some(2), Some(3), Some(4), Some(5), None]
        .into_iter()
        .map(|l| {
            let (label, name, css) = marker_style(l);
            (l, label, name, css)
        })
        .collect()
}

/// The map's filters: priority levels (empty = every level; `None` in the list = no level),
/// accepts lien, accepts health insurance (each only when ticked).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MapFilter {
    pub levels: Vec<Option<i64>>,
    pub accepts_lien: bool,
    pub accepts_health_insurance: bool,
}

/// spec 3 §2.14: "Only contacts flagged with priority that have numeric lat and lng are shown.
/// Filters: priority levels (multi-select), accepts lien, accepts health insurance, combined
/// with AND."
pub fn on_map(contact: &ReferralContactSet, filter: &MapFilter) -> bool {
    shown_on_map(contact)
        && (filter.levels.is_empty() || filter.levels.contains(&contact.priority_level))
        && (!filter.accepts_lien || contact.accepts_lien)
        && (!filter.accepts_health_insurance || contact.accepts_health_insurance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_3_section_2_14_marker_colours_by_level() {
        assert_eq!(marker_style(Some(1)).1, "red");
        assert_eq!(marker_style(Some(2)).1, "orange");
        assert_eq!(marker_style(Some(3)).1, "yellow");
        assert_eq!(marker_style(Some(4)).1, "light blue");
        assert_eq!(marker_style(Some(5)).1, "green");
        assert_eq!(marker_style(None).1, "purple");
        assert_eq!(legend().len(), 6);
        assert_eq!((MAP_ZOOM, MAP_HEIGHT_PX, MAP_CENTRES[0].0), (11, 500, "Utah"));
    }

    #[test]
    fn spec_3_section_2_14_filters_combine_with_and() {
        let c = ReferralContactSet { contact_id: 1, name: "A".into(), priority: true, priority_level: Some(2), lat: Some(40.5), lng: Some(-111.9), accepts_lien: true, ..Default::default() };
        assert!(on_map(&c, &MapFilter::default()));
        assert!(on_map(&c, &MapFilter { levels: vec![Some(1), Some(2)], ..Default::default() }));
        assert!(!on_map(&c, &MapFilter { levels: vec![None], ..Default::default() }));
        assert!(on_map(&c, &MapFilter { levels: vec![Some(2)], accepts_lien: true, ..Default::default() }));
        assert!(!on_map(&c, &MapFilter { levels: vec![Some(2)], accepts_lien: true, accepts_health_insurance: true }), "AND: no health insurance");
        assert!(!on_map(&ReferralContactSet { priority: false, ..c.clone() }, &MapFilter::default()), "only priority contacts");
        assert!(!on_map(&ReferralContactSet { lng: None, ..c }, &MapFilter::default()), "only numeric coordinates");
    }
}
