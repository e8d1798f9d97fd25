//! The investigation of a lead (spec part 1 §2.5 Investigations, §2.6 Investigation form, §3
//! "Custom field (UDF)"): the custom fields of the incident screen as the form and the
//! Investigation Report show them.

use chrono::{NaiveDate, NaiveTime};

use crate::cases::rules::is_intake_status;
use crate::reference::udf_options;
use crate::DomainError;

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

/// The longest value a custom field keeps.
pub const MAX_UDF_CHARS: usize = 4000;
/// The longest incident facts / injury summary kept.
pub const MAX_FACTS_CHARS: usize = 8000;

/// spec 1 §4: `completeInvestigation` type of the Partial Completion button.
pub const PARTIAL_COMPLETE: &str = "partial-complete";
/// spec 1 §4: `completeInvestigation` type of the Intake Complete button.
pub const COMPLETE: &str = "complete";

/// spec 1 §4 "Partial Completion is disabled unless the status is INT 00 to INT 04, and also
/// disabled for INT 03 and INT 04": enabled for INT 00, INT 01 and INT 02 only.
pub fn partial_completion_enabled(status_label: &str) -> bool {
    is_intake_status(status_label) && !status_label.starts_with("INT 03") && !status_label.starts_with("INT 04")
}

/// spec 1 §4 "Intake Complete is disabled when the status is not an intake status or is INT 04".
pub fn intake_complete_enabled(status_label: &str) -> bool {
    is_intake_status(status_label) && !status_label.starts_with("INT 04")
}

/// A completion of `kind` at a case of `status_label`: the kind if the button is enabled.
pub fn check_completion(kind: &str, status_label: &str) -> Result<&'static str, DomainError> {
    let (kind, enabled) = match kind {
        PARTIAL_COMPLETE => (PARTIAL_COMPLETE, partial_completion_enabled(status_label)),
        COMPLETE => (COMPLETE, intake_complete_enabled(status_label)),
        other => return Err(DomainError::invalid("type", format!("Unknown completion type {other:?} (partial-complete or complete)"))),
    };
    if !enabled {
        let shown = if status_label.trim().is_empty() { "no status" } else { status_label };
        return Err(DomainError::invalid("type", format!("The investigation cannot be {} at {shown}", if kind == COMPLETE { "completed" } else { "partially completed" })));
    }
    Ok(kind)
}

/// spec 1 §3 "inputType (Text, Currency, MultiText5, MultiText10, Dropdown, Multiselect, Date),
/// options (separated by ~) ... Multiselect values are joined by | ... Dates display MM/DD/YYYY":
/// the value to store for what was typed (None = blank), or why it does not fit. Currency is
/// kept as a plain decimal with two places, dates as `YYYY-MM-DD`, a Multiselect's picks in the
/// order of the options.
pub fn check_udf_value(def: &UdfDefinition, raw: Option<&str>) -> Result<Option<String>, DomainError> {
    const FIELD: &str = "udfNewValue";
    let Some(raw) = raw.map(str::trim).filter(|v| !v.is_empty()) else { return Ok(None) };
    let label = &def.label;
    if raw.chars().count() > MAX_UDF_CHARS {
        return Err(DomainError::invalid(FIELD, format!("{label} holds at most {MAX_UDF_CHARS} characters")));
    }
    let known = |v: &str| def.options.iter().find(|o| o.eq_ignore_ascii_case(v.trim())).cloned();
    Ok(Some(match def.input_type.as_str() {
        "Currency" => {
            let cleaned: String = raw.chars().filter(|c| !matches!(c, '$' | ',' | ' ')).collect();
            let ok = !cleaned.is_empty()
                && cleaned.split('.').count() <= 2
                && cleaned.split('.').nth(1).is_none_or(|d| d.len() <= 2)
                && cleaned.chars().all(|c| c.is_ascii_digit() || c == '.')
                && cleaned.chars().any(|c| c.is_ascii_digit());
            let amount: f64 = if ok { cleaned.parse().unwrap_or(-1.0) } else { -1.0 };
            if !(0.0..1e12).contains(&amount) {
                return Err(DomainError::invalid(FIELD, format!("{label} must be an amount in dollars, e.g. 1250.00")));
            }
            format!("{amount:.2}")
        }
        "Date" => {
            let date = NaiveDate::parse_from_str(raw, "%m/%d/%Y")
                .or_else(|_| NaiveDate::parse_from_str(raw, "%Y-%m-%d"))
                .map_err(|_| DomainError::invalid(FIELD, format!("{label} must be a date MM/DD/YYYY")))?;
            date.format("%Y-%m-%d").to_string()
        }
        "Dropdown" => known(raw).ok_or_else(|| DomainError::invalid(FIELD, format!("{raw:?} is not one of the choices of {label}")))?,
        "Multiselect" => {
            let mut picked = Vec::new();
            for v in raw.split('|').map(str::trim).filter(|v| !v.is_empty()) {
                picked.push(known(v).ok_or_else(|| DomainError::invalid(FIELD, format!("{v:?} is not one of the choices of {label}")))?);
            }
            let ordered: Vec<String> = def.options.iter().filter(|o| picked.contains(o)).cloned().collect();
            if ordered.is_empty() {
                return Ok(None);
            }
            ordered.join("|")
        }
        "Text" if raw.contains('\n') => return Err(DomainError::invalid(FIELD, format!("{label} is one line"))),
        _ => raw.to_string(),
    }))
}

/// spec 1 §9 "Incident time shown h:mm a": what was typed (`h:mm AM`, `HH:MM`), stored `HH:MM`.
pub fn parse_incident_time(raw: &str) -> Result<Option<String>, DomainError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let upper = raw.to_ascii_uppercase();
    NaiveTime::parse_from_str(&upper, "%I:%M %p")
        .or_else(|_| NaiveTime::parse_from_str(&upper, "%I:%M%p"))
        .or_else(|_| NaiveTime::parse_from_str(&upper, "%H:%M"))
        .map(|t| Some(t.format("%H:%M").to_string()))
        .map_err(|_| DomainError::invalid("incidentTime", format!("{raw:?} is not a time (h:mm AM/PM)")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn def(input_type: &str, options: &str) -> UdfDefinition {
        UdfDefinition::from_reference(9, "Damage", &json!({"input_type": input_type, "options": options}))
    }

    #[test]
    fn spec_1_section_4_investigation_completion_buttons() {
        // spec 1 §4 "Partial Completion is disabled unless the status is INT 00 to INT 04, and
        // also disabled for INT 03 and INT 04. Intake Complete is disabled when the status is not
        // an intake status or is INT 04."
        for (label, partial, complete) in [
            ("INT 00 - Lead", true, true),
            ("INT 01 - Follow Up", true, true),
            ("INT 02 - Investigator Appointment", true, true),
            ("INT 03 - Appointment Complete - Pending Documents", false, true),
            ("INT 04 - Attorney Review", false, false),
            ("PRE 01 - Treating", false, false),
            ("", false, false),
        ] {
            assert_eq!(partial_completion_enabled(label), partial, "{label}");
            assert_eq!(intake_complete_enabled(label), complete, "{label}");
        }
        assert_eq!(check_completion("complete", "INT 03 - Appointment Complete - Pending Documents").unwrap(), COMPLETE);
        assert!(check_completion("partial-complete", "INT 03 - Appointment Complete - Pending Documents").is_err());
        assert!(check_completion("done", "INT 00 - Lead").is_err());
    }

    #[test]
    fn spec_1_section_3_udf_values_fit_their_input_type() {
        // spec 1 §3 "inputType (Text, Currency, MultiText5, MultiText10, Dropdown, Multiselect,
        // Date), options (separated by ~) ... Multiselect values are joined by |".
        assert_eq!(check_udf_value(&def("Currency", ""), Some("$1,250.5")).unwrap().as_deref(), Some("1250.50"));
        assert!(check_udf_value(&def("Currency", ""), Some("12.345")).is_err());
        assert!(check_udf_value(&def("Currency", ""), Some("abc")).is_err());
        assert!(check_udf_value(&def("Currency", ""), Some("-5")).is_err());
        assert_eq!(check_udf_value(&def("Date", ""), Some("03/02/2026")).unwrap().as_deref(), Some("2026-03-02"));
        assert!(check_udf_value(&def("Date", ""), Some("13/45/2026")).is_err());
        assert_eq!(check_udf_value(&def("Dropdown", "Minor~Major"), Some("major")).unwrap().as_deref(), Some("Major"));
        assert!(check_udf_value(&def("Dropdown", "Minor~Major"), Some("Total")).is_err());
        assert_eq!(check_udf_value(&def("Multiselect", "Front~Side~Rear"), Some("Rear|Front")).unwrap().as_deref(), Some("Front|Rear"));
        assert!(check_udf_value(&def("Multiselect", "Front~Side~Rear"), Some("Front|Roof")).is_err());
        assert_eq!(check_udf_value(&def("MultiText5", ""), Some("line 1\nline 2")).unwrap().as_deref(), Some("line 1\nline 2"));
        assert!(check_udf_value(&def("Text", ""), Some("a\nb")).is_err());
        assert_eq!(check_udf_value(&def("Text", ""), Some("   ")).unwrap(), None);
        assert!(check_udf_value(&def("Text", ""), Some(&"x".repeat(MAX_UDF_CHARS + 1))).is_err());
    }

    #[test]
    fn spec_1_section_9_incident_time_h_mm_a() {
        assert_eq!(parse_incident_time("2:05 pm").unwrap().as_deref(), Some("14:05"));
        assert_eq!(parse_incident_time("12:00 AM").unwrap().as_deref(), Some("00:00"));
        assert_eq!(parse_incident_time("09:30").unwrap().as_deref(), Some("09:30"));
        assert_eq!(parse_incident_time(" ").unwrap(), None);
        assert!(parse_incident_time("25:00").is_err());
    }


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
