//! Rules of the case notes lists (spec 2 §2 Treating, Demands, Negotiation, Litigation; §3
//! "Per-user case data"; §5; §9).

use chrono::{DateTime, Utc};

use crate::cases::rules::{stage_of, MAX_NOTE_CHARS};
use crate::cases::StageNoteSet;
use crate::DomainError;

/// spec 2 §3 "Per-user case data: ... for each of treating, demandPrep, neg, settled,
/// litigation a note, note-updated time, colour" — the key of each list and the stage (spec 2
/// §4 "Status to stage") whose cases it lists.
pub const STAGE_LISTS: [(&str, &str); 5] =
    [("treating", "Treating"), ("demandPrep", "Demand Prep"), ("neg", "Negotiation"), ("litigation", "Litigation"), ("settled", "Settled")];

/// The stage a list key shows ("treating" → "Treating"); None for an unknown key.
pub fn stage_of_list(key: &str) -> Option<&'static str> {
    STAGE_LISTS.iter().find(|(k, _)| *k == key).map(|(_, s)| *s)
}

/// Whether a case with this status label belongs on the list (spec 2 §4, via `stage_of`).
pub fn on_list(key: &str, status_label: &str) -> bool {
    stage_of_list(key) == Some(stage_of(status_label))
}

/// spec 2 §4 "Demand Review list uses status ids 1063 and 1124" (PL 04 Demand Review and PL 08
/// UIM Demand Sent); a firm that imported its own status list is matched by those codes.
pub const DEMAND_REVIEW_STATUS_IDS: [i64; 2] = [1063, 1124];
pub const DEMAND_REVIEW_STATUS_CODES: [&str; 2] = ["PL 04", "PL 08"];

pub fn is_demand_review_status(status_id: Option<i64>, label: Option<&str>) -> bool {
    status_id.is_some_and(|id| DEMAND_REVIEW_STATUS_IDS.contains(&id))
        || label.is_some_and(|l| DEMAND_REVIEW_STATUS_CODES.iter().any(|code| l == *code || l.starts_with(&format!("{code} "))))
}

/// spec 2 §2 "Requests lists uncompleted medical record requests": a request is uncompleted
/// until it is completed or cancelled.
pub fn is_uncompleted_request(status: &str) -> bool {
    !FINISHED_REQUEST_STATUSES.contains(&status)
}

/// The statuses that end a medical-record request (spec 2 §2 Requests, above).
pub const FINISHED_REQUEST_STATUSES: [&str; 2] = ["completed", "cancelled"];

/// spec 2 §9 "palette of 12 colours" (the values are not shown: Caseboard's, light enough to
/// highlight a row with dark text). Name, then the row background.
pub const PALETTE: [(&str, &str); 12] = [
    ("red", "#ffcdd2"),
    ("orange", "#ffe0b2"),
    ("yellow", "#fff59d"),
    ("lime", "#e6ee9c"),
    ("green", "#c8e6c9"),
    ("teal", "#b2dfdb"),
    ("cyan", "#b2ebf2"),
    ("blue", "#bbdefb"),
    ("indigo", "#c5cae9"),
    ("purple", "#e1bee7"),
    ("pink", "#f8bbd0"),
    ("gray", "#e0e0e0"),
];

pub fn palette_hex(color: &str) -> Option<&'static str> {
    PALETTE.iter().find(|(name, _)| *name == color).map(|(_, hex)| *hex)
}

/// A row colour must be one of the palette's (spec 2 §2 "row highlight colour chosen in a
/// palette dialog"); anything else is refused with the field named.
pub fn check_color(field: &str, color: &str) -> Result<String, DomainError> {
    let color = color.trim();
    if palette_hex(color).is_some() {
        Ok(color.to_string())
    } else {
        let names: Vec<&str> = PALETTE.iter().map(|(n, _)| *n).collect();
        Err(DomainError::invalid(field, format!("{color:?} is not a palette colour (one of {})", names.join(", "))))
    }
}

/// spec 2 §5 "Notes save on Enter; an empty note is ignored" — the server refuses an empty
/// one (the screen never sends it).
pub fn check_stage_note(field: &str, note: &str) -> Result<String, DomainError> {
    let note = note.trim();
    if note.is_empty() {
        return Err(DomainError::invalid(field, "A note cannot be empty"));
    }
    if note.chars().count() > MAX_NOTE_CHARS {
        return Err(DomainError::invalid(field, format!("A note can have at most {MAX_NOTE_CHARS} characters")));
    }
    Ok(note.to_string())
}

/// The stage note after one `upsertCaseData` change (spec 2 §7: "one stage-specific Note or
/// Color field"): the field given changes, the other is kept from `current`. Each event is
/// the whole per-user, per-stage record.
pub fn next_stage_note(
    current: Option<&StageNoteSet>,
    case_id: i64,
    user_id: i64,
    stage: &str,
    note: Option<String>,
    color: Option<String>,
    at: DateTime<Utc>,
) -> StageNoteSet {
    StageNoteSet {
        case_id,
        user_id,
        stage: stage.to_string(),
        note: note.or_else(|| current.and_then(|c| c.note.clone())),
        color: color.or_else(|| current.and_then(|c| c.color.clone())),
        follow_up_at: current.and_then(|c| c.follow_up_at),
        at,
    }
}

/// Days in status (spec 2 §3 "Case notes row: ... daysInStatus"): whole days since the last
/// status change, at query time.
pub fn days_in_status(changed_at: DateTime<Utc>, now: DateTime<Utc>) -> i64 {
    (now - changed_at).num_days().max(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn spec_2_section_4_each_list_shows_its_stage() {
        // spec 2 §4: "PL 00 File Setup and PL 01 Medical Management: Treating; PL 02 ... PL 05
        // Demand Sent: Demand Prep; PL 06 ... PL 09: Negotiations; PL 10 UIM Arbitration:
        // Litigation; PL 11 ... PL 13 Long-term Trust: Settled".
        assert!(on_list("treating", "PL 00 File Setup"));
        assert!(on_list("treating", "PL 01 Medical Management"));
        assert!(on_list("demandPrep", "PL 04 Demand Review"));
        assert!(on_list("demandPrep", "PL 05 Demand Sent"));
        assert!(on_list("neg", "PL 06 Negotiations"));
        assert!(on_list("neg", "PL 09 UIM Negotiations"));
        assert!(on_list("litigation", "PL 10 UIM Arbitration"));
        assert!(on_list("settled", "PL 13 Long-term Trust"));
        assert!(!on_list("treating", "PL 02 Evidence Collection"));
        assert!(!on_list("settled", "CLO-CASE CLOSED"));
        assert!(!on_list("treating", ""));
        assert_eq!(stage_of_list("nope"), None);
    }

    #[test]
    fn spec_2_section_4_demand_review_statuses() {
        // spec 2 §4: "Demand Review list uses status ids 1063 and 1124."
        assert!(is_demand_review_status(Some(1063), Some("PL 04 Demand Review")));
        assert!(is_demand_review_status(Some(1124), None));
        assert!(is_demand_review_status(Some(88_001), Some("PL 04 Demand Review")), "an imported id of the same status");
        assert!(!is_demand_review_status(Some(1064), Some("PL 05 Demand Sent")));
        assert!(!is_demand_review_status(None, Some("PL 040 Something")));
        assert!(!is_demand_review_status(None, None));
    }

    #[test]
    fn spec_2_section_2_uncompleted_requests() {
        // spec 2 §2: "Requests lists uncompleted medical record requests."
        assert!(is_uncompleted_request("requested"));
        assert!(!is_uncompleted_request("completed"));
        assert!(!is_uncompleted_request("cancelled"));
    }

    #[test]
    fn spec_2_section_9_palette_of_12_colours() {
        // spec 2 §9: "palette of 12 colours".
        assert_eq!(PALETTE.len(), 12);
        let mut names: Vec<&str> = PALETTE.iter().map(|(n, _)| *n).collect();
        names.dedup();
        assert_eq!(names.len(), 12);
        assert_eq!(check_color("treatingColor", " green ").unwrap(), "green");
        let err = check_color("treatingColor", "#123456").unwrap_err();
        assert!(matches!(err, DomainError::Invalid { ref field, .. } if field == "treatingColor"), "{err:?}");
    }

    #[test]
    fn spec_2_section_5_empty_notes_are_refused() {
        // spec 2 §5: "Notes save on Enter; an empty note is ignored."
        assert!(check_stage_note("negNote", "   ").is_err());
        assert_eq!(check_stage_note("negNote", " call adjuster ").unwrap(), "call adjuster");
        assert!(check_stage_note("negNote", &"x".repeat(MAX_NOTE_CHARS + 1)).is_err());
    }

    #[test]
    fn one_field_changes_and_the_other_is_kept() {
        let t = Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap();
        let first = next_stage_note(None, 7, 5, "treating", Some("call PT".into()), None, t);
        assert_eq!((first.note.as_deref(), first.color.as_deref()), (Some("call PT"), None));
        let second = next_stage_note(Some(&first), 7, 5, "treating", None, Some("red".into()), t);
        assert_eq!((second.note.as_deref(), second.color.as_deref()), (Some("call PT"), Some("red")));
    }

    #[test]
    fn days_in_status_are_whole_days_since_the_change() {
        let changed = Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap();
        assert_eq!(days_in_status(changed, changed + chrono::Duration::hours(47)), 1);
        assert_eq!(days_in_status(changed, changed + chrono::Duration::days(10)), 10);
        assert_eq!(days_in_status(changed, changed - chrono::Duration::days(1)), 0);
    }
}
