//! The field-by-field comparison of the external system's snapshot with Caseboard's read
//! models (issue #18: "compare it with Caseboard's read models field by field … cases and
//! fields that differ, missing on either side … a change made here that the external system
//! never took is drift").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::CaseSnapshot;

/// The compared fields, in the order the drift lists them (then the case-info fields, as
/// `case_info.<name>`, by name). The last three and the case-info fields are optional in the
/// contract: compared only when the system answers them.
pub const FIELDS: [&str; 17] = [
    "organization_id",
    "status_id",
    "intake_rank_id",
    "case_rank",
    "office_id",
    "opened_on",
    "wanted_date",
    "retained_date",
    "closed_date",
    "attorney_user_id",
    "paralegal_user_id",
    "case_manager_user_id",
    "note_count",
    "medical_total_cents",
    "fee_total_cents",
    "settlement_total_cents",
    "referral_source",
];

/// How a case-info field is named in the drift.
pub fn case_info_field(name: &str) -> String {
    format!("case_info.{name}")
}

/// A case-info value as compared: `highPriority` as `true`/`false` (the read model keeps a
/// flag; `case_info_set` gives `true`, `Yes` or `1`), the rest as given.
pub fn case_info_value(name: &str, value: Option<&str>) -> Option<String> {
    match name {
        "highPriority" => Some(matches!(value, Some("true" | "Yes" | "1")).to_string()),
        _ => value.map(str::to_string),
    }
}

/// Why a case drifts; a case counts under the first kind that applies, in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DriftKind {
    /// A change made here (written back) that the external system does not show.
    WriteBackNotTaken,
    /// Both sides know the case and some field differs.
    FieldDiffers,
    /// The external system has the case; Caseboard does not.
    MissingHere,
    /// Caseboard has the case; the external system does not.
    MissingThere,
}

impl DriftKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DriftKind::WriteBackNotTaken => "write_back_not_taken",
            DriftKind::FieldDiffers => "field_differs",
            DriftKind::MissingHere => "missing_here",
            DriftKind::MissingThere => "missing_there",
        }
    }
}

/// One field that differs; `write_back_id` names the change made here that the system never
/// took (the field's drift is then "write-back not taken").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldDrift {
    pub field: String,
    pub here: Option<String>,
    pub there: Option<String>,
    #[serde(default)]
    pub write_back_id: Option<String>,
    /// Whether that write-back was pushed (and accepted) or is still waiting.
    #[serde(default)]
    pub write_back_pushed: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseDrift {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    pub kind: DriftKind,
    /// Empty when the case is missing on one side.
    pub fields: Vec<FieldDrift>,
}

/// A change written back (a `writeback_outbox` row of a case), reduced to the field it sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenBack {
    pub write_back_id: String,
    pub case_id: i64,
    /// As [`FIELDS`] and [`case_info_field`] name it.
    pub field: String,
    /// The value the change set (None when it is not comparable as one value, e.g. a note:
    /// any write-back of the field then explains the difference).
    pub value: Option<String>,
    pub pushed: bool,
}

impl WrittenBack {
    /// The field a written-back event sets, from its kind and payload (`schemas/events.md`);
    /// None for kinds the snapshot does not carry (contact data, …).
    pub fn of(write_back_id: &str, kind: &str, case_id: i64, payload: &serde_json::Value, pushed: bool) -> Option<WrittenBack> {
        let text = |key: &str| payload.get(key).and_then(value_text);
        if kind == "case_info_set" {
            let name = payload.get("field")?.as_str()?;
            let value = case_info_value(name, text("value").as_deref());
            return Some(WrittenBack { write_back_id: write_back_id.to_string(), case_id, field: case_info_field(name), value, pushed });
        }
        let (field, value) = match kind {
            "case_status_changed" => ("status_id", text("status_id")),
            "intake_rank_set" => ("intake_rank_id", text("rank_id")),
            "case_rank_set" => ("case_rank", text("rank_label")),
            "wanted_date_set" => ("wanted_date", text("wanted_date")),
            "case_office_set" => ("office_id", text("office_id")),
            "case_closed" => ("closed_date", text("closed_date")),
            "case_reopened" => ("closed_date", None),
            "note_added" => ("note_count", None),
            "referral_source_set" => ("referral_source", text("source")),
            _ => return None,
        };
        Some(WrittenBack { write_back_id: write_back_id.to_string(), case_id, field: field.to_string(), value, pushed })
    }
}

fn value_text(v: &serde_json::Value) -> Option<String> {
    match v {
        serde_json::Value::Null => None,
        serde_json::Value::String(s) => Some(s.clone()),
        other => Some(other.to_string()),
    }
}

/// The fields of a snapshot as text, in [`FIELDS`] order then the case-info fields by name;
/// the outer `None` is a field the side does not answer.
fn values(s: &CaseSnapshot) -> Vec<(String, Option<Option<String>>)> {
    let n = |v: Option<i64>| v.map(|v| v.to_string());
    let always = [
        n(s.organization_id),
        n(s.status_id),
        n(s.intake_rank_id),
        s.case_rank.clone(),
        n(s.office_id),
        s.opened_on.clone(),
        s.wanted_date.clone(),
        s.retained_date.clone(),
        s.closed_date.clone(),
        n(s.attorney_user_id),
        n(s.paralegal_user_id),
        n(s.case_manager_user_id),
        Some(s.note_count.to_string()),
        Some(s.medical_total_cents.to_string()),
    ]
    .map(Some);
    let optional = [s.fee_total_cents.map(|c| Some(c.to_string())), s.settlement_total_cents.map(|c| Some(c.to_string())), s.referral_source.clone()];
    let mut out: Vec<(String, Option<Option<String>>)> = FIELDS.iter().map(|f| f.to_string()).zip(always.into_iter().chain(optional)).collect();
    for (name, value) in s.case_info.iter().flatten() {
        out.push((case_info_field(name), Some(case_info_value(name, value.as_deref()))));
    }
    out
}

/// The drift of one case: `here` from the read models, `there` from the external system,
/// `written_back` the case's write-backs, oldest first. None when both sides agree.
pub fn compare_case(case_id: i64, here: Option<&CaseSnapshot>, there: Option<&CaseSnapshot>, written_back: &[WrittenBack]) -> Option<CaseDrift> {
    let (here, there) = match (here, there) {
        (None, None) => return None,
        (None, Some(t)) => return Some(CaseDrift { case_id, organization_id: t.organization_id, kind: DriftKind::MissingHere, fields: vec![] }),
        (Some(h), None) => return Some(CaseDrift { case_id, organization_id: h.organization_id, kind: DriftKind::MissingThere, fields: vec![] }),
        (Some(h), Some(t)) => (h, t),
    };
    let mut fields = vec![];
    let here_values: BTreeMap<String, Option<Option<String>>> = values(here).into_iter().collect();
    for (field, t) in values(there) {
        // Compared only when both sides answer the field.
        let (Some(t), Some(Some(h))) = (t, here_values.get(&field).cloned()) else { continue };
        // A system that does not keep the organization (one firm per system) is not drift.
        if field == "organization_id" && t.is_none() {
            continue;
        }
        if h == t {
            continue;
        }
        // The newest change of this field made here whose value is what Caseboard shows.
        let taken_not = written_back.iter().rev().find(|w| w.field == field && (w.value.is_none() || w.value == h));
        fields.push(FieldDrift {
            field,
            here: h,
            there: t,
            write_back_id: taken_not.map(|w| w.write_back_id.clone()),
            write_back_pushed: taken_not.map(|w| w.pushed),
        });
    }
    if fields.is_empty() {
        return None;
    }
    let kind = if fields.iter().any(|f| f.write_back_id.is_some()) { DriftKind::WriteBackNotTaken } else { DriftKind::FieldDiffers };
    Some(CaseDrift { case_id, organization_id: here.organization_id, kind, fields })
}

/// Every drifting case, by case id. `here` and `there` are keyed by case id; `written_back`
/// holds the write-backs of the cases, oldest first.
pub fn compare(here: &BTreeMap<i64, CaseSnapshot>, there: &BTreeMap<i64, CaseSnapshot>, written_back: &[WrittenBack]) -> Vec<CaseDrift> {
    let mut by_case: BTreeMap<i64, Vec<WrittenBack>> = BTreeMap::new();
    for w in written_back {
        by_case.entry(w.case_id).or_default().push(w.clone());
    }
    let ids: std::collections::BTreeSet<i64> = here.keys().chain(there.keys()).copied().collect();
    ids.into_iter()
        .filter_map(|id| compare_case(id, here.get(&id), there.get(&id), by_case.get(&id).map(Vec::as_slice).unwrap_or(&[])))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(id: i64) -> CaseSnapshot {
        CaseSnapshot {
            case_id: id,
            organization_id: Some(2),
            status_id: Some(1079),
            intake_rank_id: Some(3),
            case_rank: Some("A".into()),
            office_id: Some(1),
            opened_on: Some("2026-03-02".into()),
            wanted_date: None,
            retained_date: None,
            closed_date: None,
            attorney_user_id: Some(11),
            paralegal_user_id: None,
            case_manager_user_id: None,
            note_count: 2,
            medical_total_cents: 0,
            ..Default::default()
        }
    }

    /// As Caseboard's read models answer a case: every optional field.
    fn here_full(id: i64) -> CaseSnapshot {
        let info = [("leadType", Some("New")), ("highPriority", Some("false")), ("referred", None)];
        CaseSnapshot {
            fee_total_cents: Some(500_000),
            settlement_total_cents: Some(1_500_000),
            referral_source: Some(Some("Google Ads".into())),
            case_info: Some(info.iter().map(|(k, v)| (k.to_string(), v.map(str::to_string))).collect()),
            ..case(id)
        }
    }

    #[test]
    fn money_totals_source_and_case_info_are_compared_when_the_system_answers_them() {
        // issue #18: "each case's status, rank, office, dates, staff and money totals"; a
        // system that predates the optional fields is not drift on them.
        let here = here_full(8);
        assert_eq!(compare_case(8, Some(&here), Some(&case(8)), &[]), None, "not answered: not compared");
        let there = CaseSnapshot {
            fee_total_cents: Some(450_000),
            settlement_total_cents: Some(1_500_000),
            referral_source: Some(None),
            case_info: Some([("leadType".to_string(), Some("Referral".to_string())), ("highPriority".to_string(), Some("No".to_string()))].into()),
            ..case(8)
        };
        let d = compare_case(8, Some(&here), Some(&there), &[]).unwrap();
        let fields: Vec<(&str, Option<&str>, Option<&str>)> = d.fields.iter().map(|f| (f.field.as_str(), f.here.as_deref(), f.there.as_deref())).collect();
        assert_eq!(
            fields,
            vec![
                ("fee_total_cents", Some("500000"), Some("450000")),
                ("referral_source", Some("Google Ads"), None),
                ("case_info.leadType", Some("New"), Some("Referral")),
            ],
            "highPriority No = false; unanswered referred not compared"
        );
        assert_eq!(d.kind, DriftKind::FieldDiffers);
        // Serialised without the optional fields when absent: old readers see the old shape.
        let json = serde_json::to_value(case(8)).unwrap();
        assert!(json.get("referral_source").is_none() && json.get("case_info").is_none(), "{json}");
        let parsed: CaseSnapshot = serde_json::from_value(serde_json::json!({"case_id": 8, "referral_source": null})).unwrap();
        assert_eq!(parsed.referral_source, Some(None), "null is an answer: no source");
    }

    #[test]
    fn a_referral_source_or_case_info_change_the_system_never_took_is_drift() {
        // issue #18: "a change made here that the external system never took is drift"
        let here = here_full(9);
        let there = CaseSnapshot {
            referral_source: Some(Some("Television".into())),
            case_info: Some([("leadType".to_string(), Some("Referral".to_string()))].into()),
            ..here_full(9)
        };
        let wb = [
            WrittenBack::of("wb-s", "referral_source_set", 9, &serde_json::json!({"case_id": 9, "contact_id": 4, "source": "Google Ads"}), true).unwrap(),
            WrittenBack::of("wb-i", "case_info_set", 9, &serde_json::json!({"case_id": 9, "field": "leadType", "value": "New"}), false).unwrap(),
        ];
        let d = compare_case(9, Some(&here), Some(&there), &wb).unwrap();
        assert_eq!(d.kind, DriftKind::WriteBackNotTaken);
        let named: Vec<(&str, Option<&str>)> = d.fields.iter().map(|f| (f.field.as_str(), f.write_back_id.as_deref())).collect();
        assert_eq!(named, vec![("referral_source", Some("wb-s")), ("case_info.leadType", Some("wb-i"))]);
        let flag = WrittenBack::of("wb-h", "case_info_set", 9, &serde_json::json!({"field": "highPriority", "value": "Yes"}), true).unwrap();
        assert_eq!((flag.field.as_str(), flag.value.as_deref()), ("case_info.highPriority", Some("true")));
        assert!(WrittenBack::of("x", "case_info_set", 9, &serde_json::json!({}), true).is_none(), "no field named");
    }

    fn map(cases: Vec<CaseSnapshot>) -> BTreeMap<i64, CaseSnapshot> {
        cases.into_iter().map(|c| (c.case_id, c)).collect()
    }

    #[test]
    fn equal_sides_have_no_drift() {
        // issue #18: "A drift report of 0 is what the firm expects every morning."
        let both = map(vec![case(1), case(2)]);
        assert!(compare(&both, &both, &[]).is_empty());
    }

    #[test]
    fn each_kind_of_drift_is_found_with_its_fields() {
        // issue #18: "compare it with Caseboard's read models field by field … cases and fields
        // that differ, missing on either side"
        let here = map(vec![case(1), case(2), case(4), CaseSnapshot { status_id: Some(1080), ..case(5) }]);
        let there = map(vec![
            CaseSnapshot { office_id: Some(3), note_count: 1, ..case(1) },
            case(2),
            case(3),
            CaseSnapshot { organization_id: None, ..case(5) },
        ]);
        // Case 5's status 1080 was changed here and written back, but the system still shows 1079.
        let wb = vec![WrittenBack::of("wb-9", "case_status_changed", 5, &serde_json::json!({"case_id": 5, "status_id": 1080}), true).unwrap()];
        let drift = compare(&here, &there, &wb);
        let kinds: Vec<(i64, DriftKind)> = drift.iter().map(|d| (d.case_id, d.kind)).collect();
        assert_eq!(
            kinds,
            vec![(1, DriftKind::FieldDiffers), (3, DriftKind::MissingHere), (4, DriftKind::MissingThere), (5, DriftKind::WriteBackNotTaken)]
        );
        let one = &drift[0].fields;
        assert_eq!(one.iter().map(|f| f.field.as_str()).collect::<Vec<_>>(), vec!["office_id", "note_count"]);
        assert_eq!((one[0].here.as_deref(), one[0].there.as_deref()), (Some("1"), Some("3")));
        assert_eq!(one[0].write_back_id, None);
        let five = &drift[3].fields;
        assert_eq!(five.len(), 1, "a system without organizations is not drift: {five:?}");
        assert_eq!((five[0].field.as_str(), five[0].here.as_deref(), five[0].there.as_deref()), ("status_id", Some("1080"), Some("1079")));
        assert_eq!((five[0].write_back_id.as_deref(), five[0].write_back_pushed), (Some("wb-9"), Some(true)));
        assert!(drift[1].fields.is_empty() && drift[2].fields.is_empty());
    }

    #[test]
    fn a_write_back_explains_a_difference_only_when_it_set_what_caseboard_shows() {
        let here = case(7);
        let there = CaseSnapshot { status_id: Some(1081), ..case(7) };
        // An older change to 1081 was taken, then the system moved on: plain difference.
        let old = WrittenBack::of("wb-1", "case_status_changed", 7, &serde_json::json!({"status_id": 1081}), true).unwrap();
        assert_eq!(compare_case(7, Some(&here), Some(&there), std::slice::from_ref(&old)).unwrap().kind, DriftKind::FieldDiffers);
        // A note made here and still waiting explains a missing note.
        let note = WrittenBack::of("wb-2", "note_added", 7, &serde_json::json!({"note_id": 1}), false).unwrap();
        let fewer = CaseSnapshot { note_count: 1, ..case(7) };
        let d = compare_case(7, Some(&case(7)), Some(&fewer), &[old, note]).unwrap();
        assert_eq!(d.kind, DriftKind::WriteBackNotTaken);
        assert_eq!((d.fields[0].write_back_id.as_deref(), d.fields[0].write_back_pushed), (Some("wb-2"), Some(false)));
        assert!(WrittenBack::of("x", "contact_updated", 7, &serde_json::json!({}), true).is_none());
        assert_eq!(DriftKind::MissingThere.as_str(), "missing_there");
    }
}
