//! Case rules and constants from the spec.

use chrono::NaiveDate;

use crate::DomainError;

/// Workflow stages (spec 3 §4 "Case inventory statuses").
pub const STAGES: [&str; 10] =
    ["No Status", "Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "UIM", "Referred Out", "Closed", "Settled"];

/// Status types of a status change (spec 1 §4: "Case status is saved as a status change of
/// type 1"; intake rank "Saved as a status change of type 73").
pub const STATUS_TYPE_CASE: i64 = 1;
pub const STATUS_TYPE_INTAKE_RANK: i64 = 73;

/// Note type of notes written from the case dialog (spec 1 §7: "note_type_id fixed 189").
pub const NOTE_TYPE_CASE_DIALOG: i64 = 189;
/// spec 2 §9: "Note type id 81 for file review notes."
pub const NOTE_TYPE_FILE_REVIEW: i64 = 81;

/// The statuses Caseboard knows (id, label). Intake and REF OUT ids are the spec's (1 §4); the
/// PL ids are Caseboard's defaults except 1063 and 1124, which the spec's Demand Review list
/// uses (2 §4) — every id can be replaced by importing the firm's status list.
pub const STATUSES: [(i64, &str); 23] = [
    (1079, "INT 00 - Lead"),
    (1080, "INT 01 - Follow Up"),
    (1081, "INT 02 - Investigator Appointment"),
    (1082, "INT 03 - Appointment Complete - Pending Documents"),
    (1083, "INT 04 - Attorney Review"),
    (1055, "REF OUT 1 - Pending"),
    (1056, "REF OUT 2 - Rejected"),
    (1057, "REF OUT 3 - Accepted"),
    (1084, "CLO-CASE CLOSED"),
    (1058, "PL 00 File Setup"),
    (1059, "PL 01 Medical Management"),
    (1060, "PL 02 Evidence Collection"),
    (1061, "PL 03 Demand Preparation"),
    (1063, "PL 04 Demand Review"),
    (1064, "PL 05 Demand Sent"),
    (1065, "PL 06 Negotiations"),
    (1066, "PL 07 UIM Demand Preparation"),
    (1124, "PL 08 UIM Demand Sent"),
    (1067, "PL 09 UIM Negotiations"),
    (1068, "PL 10 UIM Arbitration"),
    (1069, "PL 11 Incoming Fees"),
    (1070, "PL 12 Fees Disbursed or Lien and Balance Resolution"),
    (1071, "PL 13 Long-term Trust"),
];

pub fn status_label(status_id: i64) -> Option<&'static str> {
    STATUSES.iter().find(|(id, _)| *id == status_id).map(|(_, l)| *l)
}

/// The stage a status label belongs to (spec 2 §4 "Status to stage", plus the intake, REF OUT
/// and CLO statuses of spec 1 §4). Unknown or blank labels have "No Status".
pub fn stage_of(label: &str) -> &'static str {
    let code: String = label.split(" - ").next().unwrap_or(label).trim().to_string();
    let pl = |n: u32| code == format!("PL {n:02}") || label.starts_with(&format!("PL {n:02} "));
    if label.starts_with("INT ") {
        "Intake"
    } else if label.starts_with("REF OUT") {
        "Referred Out"
    } else if label.starts_with("CLO") {
        "Closed"
    } else if pl(0) || pl(1) {
        "Treating"
    } else if (2..=5).any(pl) {
        "Demand Prep"
    } else if (6..=9).any(pl) {
        "Negotiation"
    } else if pl(10) {
        "Litigation"
    } else if (11..=13).any(pl) {
        "Settled"
    } else {
        "No Status"
    }
}

/// Intake statuses INT 00 to INT 04 (spec 1 §4 investigation completion).
pub fn is_intake_status(label: &str) -> bool {
    label.starts_with("INT ")
}

/// The three REF OUT statuses (spec 1 §2.5 Referred Out: "Only the three REF OUT statuses can be picked").
pub fn is_referred_out_status(label: &str) -> bool {
    label.starts_with("REF OUT")
}

/// spec 1 §4 "Intake rank (id, label)", type 73.
pub const INTAKE_RANKS: [(i64, &str); 5] = [
    (1156, "0 Star - Don't Want"),
    (1157, "1 Star - Minor Injuries or Questionable Liability"),
    (1158, "2 Star - Soft Tissue and Clear Liability"),
    (1159, "3 Star - Serious Injury"),
    (1160, "4 Star - Catastrophic Injury"),
];

pub fn intake_rank_label(rank_id: i64) -> Option<&'static str> {
    INTAKE_RANKS.iter().find(|(id, _)| *id == rank_id).map(|(_, l)| *l)
}

/// spec 1 §4: "Star count is the first character of the text."
pub fn star_count(rank_label: &str) -> Option<u32> {
    rank_label.chars().next()?.to_digit(10)
}

/// spec 2 §4 case ranks with their ids "in the order given in the source" (805, 806, 807,
/// 1161, 1089, 1090, 1088 for A++, A+, A, B, C, D, Unrated - Default).
pub const CASE_RANKS: [(i64, &str); 7] =
    [(805, "A++"), (806, "A+"), (807, "A"), (1161, "B"), (1089, "C"), (1090, "D"), (1088, "Unrated - Default")];

pub fn case_rank_label(rank_id: i64) -> Option<&'static str> {
    CASE_RANKS.iter().find(|(id, _)| *id == rank_id).map(|(_, l)| *l)
}

/// spec 2 §4 "Inventory value bounds per rank (low-high)", in dollars.
pub fn rank_value_bounds(rank: &str) -> Option<(i64, i64)> {
    match rank {
        "A++" => Some((1_000_000, 1_000_000)),
        "A+" => Some((250_000, 1_000_000)),
        "A" => Some((101_000, 250_000)),
        "B" => Some((51_000, 100_000)),
        "C" => Some((15_000, 50_000)),
        "D" => Some((5_000, 14_000)),
        _ => None,
    }
}

/// spec 3 §4 review rating statuses: 5 Star 1150 … 1 Star 1154.
pub const REVIEW_RATINGS: [(i64, u32); 5] = [(1150, 5), (1151, 4), (1152, 3), (1153, 2), (1154, 1)];

pub fn review_stars(status_id: i64) -> Option<u32> {
    REVIEW_RATINGS.iter().find(|(id, _)| *id == status_id).map(|(_, s)| *s)
}

/// spec 1 §5 "Close case: needs a reason ... If the case has a retainedDate, the Sent Closing
/// Letter checkbox ... must be ticked."
pub fn check_close(reason: &str, retained: bool, closing_letter_sent: bool) -> Result<(), DomainError> {
    if reason.trim().is_empty() {
        return Err(DomainError::invalid("closeReason", "Choose a reason to close the case"));
    }
    if retained && !closing_letter_sent {
        return Err(DomainError::invalid("closingLetterSent", "A retained case needs the closing letter sent before it is closed"));
    }
    Ok(())
}

/// spec 3 §7: "the comment is the reason text, a colon and the free comment".
pub fn close_comment(reason: &str, comment: &str) -> String {
    format!("{}: {}", reason.trim(), comment.trim())
}

/// The longest note accepted, in characters (Caseboard's bound, docs/security.md: a note is
/// a message, not a document store).
pub const MAX_NOTE_CHARS: usize = 10_000;

/// spec 1 §5 "Saves of note ... do nothing when the value is empty" — the server refuses them.
pub fn check_note(content: &str) -> Result<String, DomainError> {
    let trimmed = content.trim();
    if trimmed.is_empty() {
        return Err(DomainError::invalid("content", "A note cannot be empty"));
    }
    if trimmed.chars().count() > MAX_NOTE_CHARS {
        return Err(DomainError::invalid("content", format!("A note can have at most {MAX_NOTE_CHARS} characters")));
    }
    Ok(trimmed.to_string())
}

/// spec 2 §2: "admins send an overdue-deadline email per row" (Deadlines) and the
/// overdue-contact email (Organization Client Contact); both are recorded on the case's log.
pub const OVERDUE_EMAIL_KINDS: [&str; 2] = ["deadline", "client_contact"];

pub fn check_overdue_email_kind(kind: &str) -> Result<(), DomainError> {
    if OVERDUE_EMAIL_KINDS.contains(&kind) {
        Ok(())
    } else {
        Err(DomainError::invalid("kind", format!("Unknown overdue email kind {kind}")))
    }
}

/// Whether an open deadline is overdue: due before today (spec 2 §2 Deadlines "overdue
/// open deadlines stay on the list"; the email is for those).
pub fn is_overdue_deadline(due: NaiveDate, completed: bool, today: NaiveDate) -> bool {
    !completed && due < today
}

/// One overdue email of a kind per case within this interval (issue #36 §7: an admin could
/// send unlimited reminders to one person): a reminder, never a flood.
pub const OVERDUE_EMAIL_INTERVAL: chrono::Duration = chrono::Duration::hours(1);

/// Minutes until another overdue email of the kind may go, after one sent at `last`.
pub fn overdue_email_wait(last: Option<chrono::DateTime<chrono::Utc>>, now: chrono::DateTime<chrono::Utc>) -> Option<i64> {
    let next = last? + OVERDUE_EMAIL_INTERVAL;
    (next > now).then(|| ((next - now).num_seconds() + 59) / 60)
}

/// spec 1 §9: a lead is wanted if it has a wantedDate and is not a mass tort; retained if it
/// has a retainedDate and is not a mass tort.
pub fn counts_as_wanted(has_wanted_date: bool, is_mass_tort: bool) -> bool {
    has_wanted_date && !is_mass_tort
}

pub fn counts_as_retained(has_retained_date: bool, is_mass_tort: bool) -> bool {
    has_retained_date && !is_mass_tort
}

/// A readable one-line summary of a case event, for the History tab and `caseboard replay`.
pub fn summarize(event: &super::events::CaseEvent) -> String {
    use super::events::CaseEvent::*;
    fn money(cents: i64) -> String {
        let sign = if cents < 0 { "-" } else { "" };
        let cents = cents.unsigned_abs();
        let dollars = (cents / 100).to_string();
        let mut grouped = String::new();
        for (i, c) in dollars.chars().enumerate() {
            if i > 0 && (dollars.len() - i) % 3 == 0 {
                grouped.push(',');
            }
            grouped.push(c);
        }
        format!("{sign}${grouped}.{:02}", cents % 100)
    }
    fn short(text: &str) -> String {
        let t: String = text.chars().take(80).collect();
        if text.chars().count() > 80 {
            format!("{t}…")
        } else {
            t
        }
    }
    match event {
        Opened(e) => format!("Lead opened for {} {}", e.first_name, e.last_name),
        StatusChanged(e) => format!("Status changed to {} ({})", e.status_label, e.stage),
        IntakeRankSet(e) => format!("Intake rank set to {}", e.rank_label),
        CaseRankSet(e) => format!("Case rank set to {}", e.rank_label.as_deref().unwrap_or("none")),
        WantedDateSet(e) => match e.wanted_date {
            Some(d) => format!("Wanted date set to {d}"),
            None => "Wanted date cleared".into(),
        },
        Retained(e) => format!("Retained on {}", e.retained_date),
        Closed(e) => format!("Closed on {} — {}", e.closed_date, e.comment),
        Reopened(_) => "Reopened".into(),
        OfficeSet(e) => format!("Office set to {}", e.office_id),
        ReferralSourceSet(e) => format!("Referral source set to {}", e.source),
        InfoSet(e) => format!("{} set to {}", e.field, e.value.as_deref().unwrap_or("blank")),
        StaffAssigned(e) => format!("{} assigned: {}", e.role, e.staff_code.clone().or(e.user_id.map(|u| format!("user {u}"))).unwrap_or_else(|| "nobody".into())),
        PhoneNumbersSet(e) => format!("{} phone number(s) recorded", e.phone_numbers.len()),
        PlaintiffDetailsSet(e) => format!("Plaintiff details for {} {}", e.first_name, e.last_name),
        IncidentSet(e) => format!("Incident recorded{}", e.incident_date.map(|d| format!(" on {d}")).unwrap_or_default()),
        InjurySummarySet(e) => format!("Injury summary: {}", short(&e.summary)),
        QuickInjuriesSet(e) => format!("{} quick injuries recorded", e.injury_ids.len()),
        UdfValueSet(e) => format!("Custom field {} set to {}", e.udf_type_id, e.value.as_deref().unwrap_or("blank")),
        Accessed(_) => "Case opened in the case system".into(),
        NoteAdded(e) => format!("Note added: {}", short(&e.content)),
        TouchRecorded(e) => format!("{} recorded", e.kind.replace('_', " ")),
        DeadlineSet(e) => format!("Deadline {} due {}{}", e.deadline_type.as_deref().unwrap_or(""), e.due_date, if e.completed { " (done)" } else { "" }),
        TaskSet(e) => format!("Task: {}{}", short(&e.summary), if e.completed { " (done)" } else { "" }),
        MedicalProviderSet(e) => format!("Medical provider {}: billed {}, balance {}", e.name, money(e.total_cents), money(e.balance_cents)),
        ProviderReferredDateSet(e) => match e.referred_date {
            Some(d) => format!("Provider {} referred on {d}", e.provider_id),
            None => format!("Provider {} referral removed", e.provider_id),
        },
        ProviderVisitsSet(e) => format!("Provider {}: {} visit(s)", e.provider_id, e.visits),
        AlternateAddressSet(e) => format!(
            "Alternate address of {} set",
            e.provider_id.map(|p| format!("provider {p}")).unwrap_or_else(|| "the client".into())
        ),
        MedicalRequestSet(e) => format!("Medical records request {} ({})", e.request_id, e.status),
        DemandSent(e) => format!("{} demand sent on {}", if e.kind == "uim" { "UIM" } else { "Liability" }, e.demand_date),
        NegotiationAmountsSet(e) => format!(
            "Negotiation: demand {}, offer {}",
            e.demand_cents.map(money).unwrap_or_else(|| "—".into()),
            e.offer_cents.map(money).unwrap_or_else(|| "—".into())
        ),
        SettlementRecorded(e) => format!("Settlement of {} on {}", money(e.amount_cents), e.settlement_date),
        FeeRecorded(e) => format!("Fee of {} on {}", money(e.amount_cents), e.fee_date),
        ReviewStatusSet(e) => match e.status_id.and_then(review_stars) {
            Some(stars) => format!("Review rating set to {stars} stars"),
            None => "Review rating removed".into(),
        },
        StageNoteSet(e) => format!("{} note by user {}", e.stage, e.user_id),
        OverdueEmailSent(e) => format!("Overdue {} email sent to {}", if e.kind == "deadline" { "deadline" } else { "client contact" }, e.recipient_email),
        InvestigationCompleted(e) => format!("Investigation {} at {}", if e.kind == "complete" { "completed" } else { "partially completed" }, e.status_label),
    }
}

/// spec 1 §9 option lists for the case-info fields; `None` means free text.
pub fn case_info_options(field: &str) -> Option<&'static [&'static str]> {
    const YES_NO: &[&str] = &["", "Yes", "No"];
    match field {
        // "Lead types: Call, Chat, Quiz, Referral, Text, Walk In, Web Form."
        "leadType" => Some(&["", "Call", "Chat", "Quiz", "Referral", "Text", "Walk In", "Web Form"]),
        // "Yes/No options: blank, Yes, No."
        "handledByBackup" | "referralOpportunity" | "referred" | "retainerSent" => Some(YES_NO),
        // "Sign-up type options: blank, E-Sign, In Person."
        "signupType" => Some(&["", "E-Sign", "In Person"]),
        // "Fee structure options: blank, 33, 33/40, 35/40, 37.5/40, 40."
        "feeStructure" => Some(&["", "33", "33/40", "35/40", "37.5/40", "40"]),
        "highPriority" => Some(&["true", "false"]),
        _ => None,
    }
}

pub fn check_case_info(field: &str, value: Option<&str>) -> Result<(), DomainError> {
    if let (Some(options), Some(v)) = (case_info_options(field), value) {
        if !options.contains(&v) {
            return Err(DomainError::invalid(field, format!("{v:?} is not an option for {field}")));
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
