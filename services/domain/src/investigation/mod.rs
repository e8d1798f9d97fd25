//! The investigation of a lead (spec part 1 §2.5 Investigations, §2.6 Investigation form, §3
//! "Custom field (UDF)"): the custom fields of the incident screen as the form and the
//! Investigation Report show them.

use crate::reference::udf_options;

/// One custom field's definition (reference item `udf_definition`).
#[derive(Debug, Clone, PartialEq)]
pub struct UdfDefinition {
    pub udf_type_id: i64,
    pub label: String,
    pub short_name: Option<String>,
    pub input_type: String,
    pub options: Vec<String>,
    pub screen: Option<String>,
    pub sort_order: i64,
}

impl UdfDefinition {
    /// From the reference item's name and attributes (`short_name`, `input_type`, `options`
    /// separated by `~`, `screen`, `sort_order`).
    pub fn from_reference(udf_type_id: i64, label: &str, attributes: &serde_json::Value) -> UdfDefinition {
        let text = |k: &str| attributes.get(k).and_then(|v| v.as_str()).map(str::to_string).filter(|s| !s.trim().is_empty());
        UdfDefinition {
            udf_type_id,
            label: label.to_string(),
            short_name: text("short_name"),
            input_type: text("input_type").unwrap_or_else(|| "Text".into()),
            options: text("options").map(|o| udf_options(&o)).unwrap_or_default(),
            screen: text("screen"),
            sort_order: attributes.get("sort_order").and_then(|v| v.as_i64()).unwrap_or(i64::MAX),
        }
    }
}

/// spec 1 §3 "Multiselect values are joined by |": the values a stored value stands for (one
/// for every other input type; none when blank).
pub fn udf_values(input_type: &str, value: Option<&str>) -> Vec<String> {
    let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else { return vec![] };
    if input_type == "Multiselect" {
        value.split('|').map(str::trim).filter(|v| !v.is_empty()).map(str::to_string).collect()
    } else {
        vec![value.to_string()]
    }
}

/// The fields of one screen in the form's order: sort order, then label.
pub fn screen_fields(mut defs: Vec<UdfDefinition>, screen: &str) -> Vec<UdfDefinition> {
    defs.retain(|d| d.screen.as_deref().is_none_or(|s| s.eq_ignore_ascii_case(screen)));
    defs.sort_by(|a, b| a.sort_order.cmp(&b.sort_order).then_with(|| a.label.cmp(&b.label)));
    defs
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spec_1_section_3_custom_fields_read_their_definition_and_values() {
        // spec 1 §3 "options (separated by ~) ... Multiselect values are joined by |".
        let d = UdfDefinition::from_reference(4, "Airbags", &json!({"input_type": "Multiselect", "options": "Front~Side~ Curtain", "screen": "incident", "sort_order": 2}));
        assert_eq!(d.options, vec!["Front", "Side", "Curtain"]);
        assert_eq!(udf_values(&d.input_type, Some("Front|Curtain")), vec!["Front", "Curtain"]);
        assert_eq!(udf_values("Text", Some("a|b")), vec!["a|b"]);
        assert!(udf_values("Date", Some("  ")).is_empty());
        assert_eq!(UdfDefinition::from_reference(1, "Notes", &json!({})).input_type, "Text");
    }

    #[test]
    fn fields_follow_the_screen_and_sort_order() {
        let def = |id: i64, label: &str, screen: &str, order: i64| UdfDefinition::from_reference(id, label, &json!({"screen": screen, "sort_order": order}));
        let fields = screen_fields(vec![def(1, "B", "incident", 2), def(2, "A", "incident", 2), def(3, "C", "plaintiff", 1), def(4, "D", "incident", 1)], "incident");
        assert_eq!(fields.iter().map(|f| f.udf_type_id).collect::<Vec<_>>(), vec![4, 2, 1]);
    }
}
