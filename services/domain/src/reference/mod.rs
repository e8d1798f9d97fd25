//! Reference data (case types and sub-types, states, advertising sources, close reasons,
//! statuses, ranks, quick injuries, custom-field definitions, note types, fee case groups,
//! contact types): imported from the external system or seeded by the demo, configurable, and
//! kept in the log like every other fact. One stream per item: `reference_<kind>-<id>`.

use serde::{Deserialize, Serialize};

use crate::{stable_events, Aggregate, DomainError};

pub const KINDS: [&str; 13] = [
    "case_type",
    "case_sub_type",
    "state",
    "advertising_source",
    "close_reason",
    "status",
    "case_rank",
    "quick_injury",
    "udf_definition",
    "note_type",
    "fee_case_group",
    "contact_type",
    "contact_event_type",
];

pub fn stream_type(kind: &str) -> String {
    format!("reference_{kind}")
}

/// spec 1 §3 "Custom field (UDF)": input types.
pub const UDF_INPUT_TYPES: [&str; 7] = ["Text", "Currency", "MultiText5", "MultiText10", "Dropdown", "Multiselect", "Date"];

/// spec 1 §3: options are separated by `~`.
pub fn udf_options(options: &str) -> Vec<String> {
    options.split('~').map(str::trim).filter(|o| !o.is_empty()).map(str::to_string).collect()
}

/// spec 1 §3: "Multiselect values are joined by |".
pub fn join_multiselect(values: &[String]) -> String {
    values.join("|")
}

/// spec 1 §2.5, §5 and 3 §5: "The referral-source option 'Ref-Apex Chat' is hidden from the
/// edit list" (lead form, Leads page, referral-source lists).
pub fn hidden_from_referral_source_lists(name: &str) -> bool {
    name == "Ref-Apex Chat"
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReferenceItemSet {
    pub kind: String,
    pub item_id: i64,
    pub name: String,
    /// The parent item (a sub-type's case type).
    pub parent_id: Option<i64>,
    /// Kind-specific data (a UDF's input type, options, screen, sort order; a status's stage).
    #[serde(default)]
    pub attributes: serde_json::Value,
    pub active: bool,
}

stable_events! {
    pub enum ReferenceEvent {
        ItemSet(ReferenceItemSet) = "reference_item_set",
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct ReferenceItem {
    pub current: Option<ReferenceItemSet>,
}

impl Aggregate for ReferenceItem {
    type Command = ReferenceItemSet;
    type Event = ReferenceEvent;

    fn decide(&self, item: ReferenceItemSet) -> Result<Vec<ReferenceEvent>, DomainError> {
        if !KINDS.contains(&item.kind.as_str()) {
            return Err(DomainError::invalid("kind", format!("Unknown reference kind {}", item.kind)));
        }
        if item.name.trim().is_empty() {
            return Err(DomainError::invalid("name", "A reference item needs a name"));
        }
        if item.kind == "udf_definition" {
            let input = item.attributes.get("input_type").and_then(|v| v.as_str()).unwrap_or("");
            if !UDF_INPUT_TYPES.contains(&input) {
                return Err(DomainError::invalid("inputType", format!("Unknown custom-field input type {input:?}")));
            }
        }
        if self.current.as_ref() == Some(&item) {
            return Ok(vec![]);
        }
        Ok(vec![ReferenceEvent::ItemSet(item)])
    }

    fn apply(mut self, event: &ReferenceEvent) -> Self {
        let ReferenceEvent::ItemSet(e) = event;
        self.current = Some(e.clone());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_1_section_3_udf_options_and_multiselect() {
        assert_eq!(udf_options("Yes~No~ Maybe ~"), vec!["Yes", "No", "Maybe"]);
        assert_eq!(join_multiselect(&["Neck".into(), "Back".into()]), "Neck|Back");
        assert_eq!(UDF_INPUT_TYPES, ["Text", "Currency", "MultiText5", "MultiText10", "Dropdown", "Multiselect", "Date"]);
    }

    #[test]
    fn spec_1_section_5_ref_apex_chat_is_hidden() {
        assert!(hidden_from_referral_source_lists("Ref-Apex Chat"));
        assert!(!hidden_from_referral_source_lists("Google"));
    }

    #[test]
    fn items_need_a_known_kind_a_name_and_a_valid_udf_type() {
        let item = |kind: &str, name: &str, attrs: serde_json::Value| ReferenceItemSet {
            kind: kind.into(),
            item_id: 1,
            name: name.into(),
            parent_id: None,
            attributes: attrs,
            active: true,
        };
        assert!(ReferenceItem::default().decide(item("close_reason", "INTAKE - NO CASE", serde_json::Value::Null)).is_ok());
        assert!(ReferenceItem::default().decide(item("planet", "Mars", serde_json::Value::Null)).is_err());
        assert!(ReferenceItem::default().decide(item("state", " ", serde_json::Value::Null)).is_err());
        assert!(ReferenceItem::default().decide(item("udf_definition", "Airbags", serde_json::json!({"input_type": "Radio"}))).is_err());
        let ok = item("udf_definition", "Airbags", serde_json::json!({"input_type": "Dropdown", "options": "Yes~No"}));
        let events = ReferenceItem::default().decide(ok.clone()).unwrap();
        let state = ReferenceItem::fold(&events);
        assert!(state.decide(ok).unwrap().is_empty(), "same item again changes nothing");
    }
}
