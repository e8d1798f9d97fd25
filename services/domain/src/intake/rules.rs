//! Intake rules and constants from the spec (part 1 §2.5, §9). Figures are computed here once;
//! the API serves them as fields and the web app only formats them.

use chrono::{DateTime, Duration, Utc};

use crate::cases::rules::{counts_as_retained, counts_as_wanted};
use crate::DomainError;

/// Rounds half away from zero to `decimals` places (the spec's "2 decimals", "1 decimal").
pub fn round_to(value: f64, decimals: u32) -> f64 {
    let factor = 10f64.powi(decimals as i32);
    // The small nudge keeps values such as 1.005 (stored as 1.00499…) rounding as written.
    (value * factor + value.signum() * 1e-9).round() / factor
}

/// `part / whole × 100`, rounded; 0 when there is no whole.
fn percent(part: i64, whole: i64, decimals: u32) -> f64 {
    if whole <= 0 {
        return 0.0;
    }
    round_to(part as f64 / whole as f64 * 100.0, decimals)
}

// ---------------------------------------------------------------------------------------------
// Leads header figures (spec 1 §2.5 Leads page, §9)
// ---------------------------------------------------------------------------------------------

/// What the Leads header needs to know of one lead.
#[derive(Debug, Clone, Copy, Default)]
pub struct LeadFacts<'a> {
    /// The case-info field handledByBackup: "Yes", "No" or blank (spec 1 §3).
    pub handled_by_backup: Option<&'a str>,
    /// The lead's referral (advertising) source.
    pub referral_source: Option<&'a str>,
    pub has_wanted_date: bool,
    pub has_retained_date: bool,
    pub is_mass_tort: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LeadFigures {
    pub leads: i64,
    /// Leads handled by backup, excluding the legal referral partner's source.
    pub alert: i64,
    /// alert / leads × 100, 2 decimals.
    pub alert_percent: f64,
    /// Leads handled by backup that came from the legal referral partner.
    pub alert_partner: i64,
    pub alert_partner_percent: f64,
    pub wanted: i64,
    pub retained: i64,
    /// retained / wanted × 100, 1 decimal; None when no lead is wanted.
    pub performance_percent: Option<f64>,
}

/// spec 1 §3: handledByBackup is Yes, No or blank.
pub fn is_handled_by_backup(value: Option<&str>) -> bool {
    value.is_some_and(|v| v.trim().eq_ignore_ascii_case("yes"))
}

/// spec 1 §2.5 Leads header: "Alert (leads handled by backup, excluding those from one legal
/// referral partner source) with percentage; Alert with that partner with percentage; Wanted;
/// Retained; Performance %." spec 1 §9: "Performance = retained / wanted excluding mass torts,
/// as a percentage with 1 decimal; alert percentages 2 decimals."
pub fn lead_figures<'a>(leads: impl IntoIterator<Item = LeadFacts<'a>>, partner_source: &str) -> LeadFigures {
    let (mut total, mut alert, mut alert_partner, mut wanted, mut retained) = (0, 0, 0, 0, 0);
    for lead in leads {
        total += 1;
        if is_handled_by_backup(lead.handled_by_backup) {
            if lead.referral_source.is_some_and(|s| s.trim() == partner_source.trim()) {
                alert_partner += 1;
            } else {
                alert += 1;
            }
        }
        if counts_as_wanted(lead.has_wanted_date, lead.is_mass_tort) {
            wanted += 1;
        }
        if counts_as_retained(lead.has_retained_date, lead.is_mass_tort) {
            retained += 1;
        }
    }
    LeadFigures {
        leads: total,
        alert,
        alert_percent: percent(alert, total, 2),
        alert_partner,
        alert_partner_percent: percent(alert_partner, total, 2),
        wanted,
        retained,
        performance_percent: (wanted > 0).then(|| percent(retained, wanted, 1)),
    }
}

/// spec 1 §2.5 Investigations: "Performance figures: wanted count, retained count, not
/// retained, retained percentage (1 decimal)" — over the investigations listed, mass torts
/// excluded (spec 1 §9 "wanted", "retained").
#[derive(Debug, Clone, PartialEq)]
pub struct InvestigationFigures {
    pub wanted: i64,
    pub retained: i64,
    /// Wanted and not retained.
    pub not_retained: i64,
    /// retained / wanted × 100, 1 decimal; None when none is wanted.
    pub retained_percent: Option<f64>,
}

pub fn investigation_figures<'a>(leads: impl IntoIterator<Item = LeadFacts<'a>>) -> InvestigationFigures {
    let (mut wanted, mut retained, mut not_retained) = (0, 0, 0);
    for l in leads {
        let is_wanted = counts_as_wanted(l.has_wanted_date, l.is_mass_tort);
        let is_retained = counts_as_retained(l.has_retained_date, l.is_mass_tort);
        wanted += is_wanted as i64;
        retained += is_retained as i64;
        not_retained += (is_wanted && !is_retained) as i64;
    }
    InvestigationFigures { wanted, retained, not_retained, retained_percent: (wanted > 0).then(|| percent(retained, wanted, 1)) }
}

// ---------------------------------------------------------------------------------------------
// Intake rotation (spec 1 §2.5 Assignment page, §9)
// ---------------------------------------------------------------------------------------------

/// spec 1 §9: "default capacity 10 when missing".
/// The firm a case was referred out to, after its case-info field `referred` is set to `value`
/// (spec 1 §2.5 Referred Out "Firm"): the demo and imports write the firm's name there. A
/// firm's name replaces the firm; an empty or absent value clears it; "Yes" and "No" say only
/// whether the case was referred and leave the firm as it was (`None`: unchanged).
pub fn referred_out_firm(value: Option<&str>) -> Option<Option<String>> {
    match value.map(|v| (v, v.trim())) {
        None | Some((_, "")) => Some(None),
        Some((_, "Yes" | "No")) => None,
        Some((firm, _)) => Some(Some(firm.to_string())),
    }
}

pub const DEFAULT_CAPACITY: i64 = 10;
/// The rotation's "Past Week": the last seven days up to now.
pub const PAST_WEEK_DAYS: i64 = 7;
/// The largest count an intake admin may type (a typo guard; a week has no more new cases).
pub const MAX_NEW_CASES: i64 = 1000;

/// spec 1 §2.5: the count is "a number input"; Caseboard accepts whole numbers 0..=1000.
pub fn check_new_cases(new_cases: i64) -> Result<(), DomainError> {
    if !(0..=MAX_NEW_CASES).contains(&new_cases) {
        return Err(DomainError::invalid("newCasesInPastWeek", format!("The count must be a whole number from 0 to {MAX_NEW_CASES}")));
    }
    Ok(())
}

/// spec 1 §9: "percent full = active auto cases / capacity x 100 (2 decimals)", capacity 10
/// when missing (a zero or negative capacity is missing too: it cannot divide).
pub fn percent_full(active_auto_cases: i64, capacity: Option<i64>) -> f64 {
    let capacity = capacity.filter(|c| *c > 0).unwrap_or(DEFAULT_CAPACITY);
    round_to(active_auto_cases as f64 / capacity as f64 * 100.0, 2)
}

/// spec 1 §9: "score = (past-week new cases / 5 x 0.3 + percent full / 100 x 0.7) x 100 (1 decimal)".
pub fn rotation_score(past_week_new_cases: i64, percent_full: f64) -> f64 {
    round_to((past_week_new_cases as f64 / 5.0 * 0.3 + percent_full / 100.0 * 0.7) * 100.0, 1)
}

/// An intake admin's override of the past-week count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NewCasesOverride {
    pub new_cases: i64,
    pub set_at: DateTime<Utc>,
}

/// The past-week new-cases count, kept current from the log: the cases assigned to the staff
/// member in the last seven days. An intake admin's override replaces the count as of the
/// moment it was set; cases assigned after it add to it; it lapses seven days after it was set
/// (by then every case it stood for has left the window). docs/decisions.md "Intake rotation".
pub fn past_week_new_cases(assigned_at: &[DateTime<Utc>], override_: Option<NewCasesOverride>, now: DateTime<Utc>) -> i64 {
    let window_start = now - Duration::days(PAST_WEEK_DAYS);
    let in_window = |t: &&DateTime<Utc>| **t > window_start && **t <= now;
    match override_.filter(|o| o.set_at > window_start && o.set_at <= now) {
        Some(o) => o.new_cases + assigned_at.iter().filter(in_window).filter(|t| **t > o.set_at).count() as i64,
        None => assigned_at.iter().filter(in_window).count() as i64,
    }
}

/// The staff roles on a case (the `staff_assigned` roles).
pub const STAFF_ROLES: [&str; 5] = ["attorney", "paralegal", "case_manager", "agent", "investigator"];

/// Whether a case counts among a staff member's "active auto cases" (spec 1 §3
/// `inventoryTotals.totalActiveAutoCases`, used by §9's percent full). docs/decisions.md:
/// an open case (not closed) of an auto type; for the attorney, paralegal and case manager
/// while it is in a working stage (Intake to Litigation, not Settled or Referred Out); for the
/// intake agent and the investigator, whose part ends at signing, while it is in Intake.
pub fn is_active_auto_case(role: &str, stage: &str, is_closed: bool, case_type: Option<&str>, auto_case_types: &[String]) -> bool {
    if is_closed || !case_type.is_some_and(|t| auto_case_types.iter().any(|a| a.eq_ignore_ascii_case(t.trim()))) {
        return false;
    }
    active_stages(role).contains(&stage)
}

/// The stages in which an open auto case counts among a `role`'s active auto cases
/// ([`is_active_auto_case`]): the working stages, or Intake alone for the intake agent and the
/// investigator; none for a role not on a case.
pub fn active_stages(role: &str) -> &'static [&'static str] {
    match role {
        "agent" | "investigator" => &WORKING_STAGES[..1],
        "attorney" | "paralegal" | "case_manager" => &WORKING_STAGES,
        _ => &[],
    }
}

/// The stages in which an open case counts among the attorney's, paralegal's and case
/// manager's active auto cases (the intake agent's and investigator's: Intake alone, the
/// first of them): a case in any other stage counts for no one.
pub const WORKING_STAGES: [&str; 6] = ["Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "UIM"];

// ---------------------------------------------------------------------------------------------
// Follow-up staleness (spec 1 §2.5 Follow Up page, §9)
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staleness {
    Yellow,
    Orange,
    Red,
}

/// The row colour of a lead on the Follow Up page from the time since its last intake note,
/// computed at query time (spec 1 §9): "INT 00 yellow after 1 h up to 2 h, orange up to 3 h,
/// red after 3 h or no note; INT 01 yellow after 3 h up to 4 h, orange up to 5 h, red after
/// 5 h; INT 02 yellow after 36 h up to 48 h, red after 48 h; INT 02, 03 or 04 orange after
/// 24 h up to 27 h, red after 27 h."
///
/// "after N h" is strictly more than N hours; "up to N h" includes N hours. INT 02 has a rule
/// of its own, so the shared 24 h / 27 h rule applies to INT 03 and INT 04 (docs/decisions.md).
/// A lead in an intake status with no note at all is red. Other statuses are not coloured.
pub fn follow_up_staleness(status_label: &str, last_note_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Option<Staleness> {
    let code = intake_code(status_label)?;
    let Some(last) = last_note_at else { return Some(Staleness::Red) };
    let elapsed = now - last;
    let h = Duration::hours;
    // (yellow from, orange from, red from): each colour starts strictly after its bound.
    let (yellow, orange, red): (Option<Duration>, Option<Duration>, Duration) = match code {
        0 => (Some(h(1)), Some(h(2)), h(3)),
        1 => (Some(h(3)), Some(h(4)), h(5)),
        2 => (Some(h(36)), None, h(48)),
        3 | 4 => (None, Some(h(24)), h(27)),
        _ => return None,
    };
    if elapsed > red {
        Some(Staleness::Red)
    } else if orange.is_some_and(|o| elapsed > o) {
        Some(Staleness::Orange)
    } else if yellow.is_some_and(|y| elapsed > y) {
        Some(Staleness::Yellow)
    } else {
        None
    }
}

/// `INT 03 - Appointment Complete …` → 3.
pub fn intake_code(status_label: &str) -> Option<u32> {
    let rest = status_label.trim().strip_prefix("INT ")?;
    rest.get(..2)?.parse().ok()
}

/// spec 1 §2.5 Leads: "high-priority leads in status INT 00 or INT 01 first".
pub fn is_priority_lead(high_priority: bool, status_label: Option<&str>) -> bool {
    high_priority && status_label.and_then(intake_code).is_some_and(|c| c <= 1)
}

// ---------------------------------------------------------------------------------------------
// New Lead and the conflict check (spec 1 §2.6, §4, §5)
// ---------------------------------------------------------------------------------------------

/// spec 1 §5 "A phone number failing US validation gives alert 'Bad Phone Number'" and
/// "phone number normalised to national US format": ten digits (an 11-digit number starting
/// with the country code 1 is accepted), the area code and exchange not starting with 0 or 1
/// (North American Numbering Plan), written `(208) 555-0142`.
pub fn normalize_us_phone(raw: &str) -> Option<String> {
    let digits: String = raw.chars().filter(char::is_ascii_digit).collect();
    let digits = match digits.len() {
        10 => digits,
        11 if digits.starts_with('1') => digits[1..].to_string(),
        _ => return None,
    };
    let b = digits.as_bytes();
    if matches!(b[0], b'0' | b'1') || matches!(b[3], b'0' | b'1') {
        return None;
    }
    // Letters or other text around the digits is not a phone number.
    if raw.chars().any(|c| c.is_alphabetic()) {
        return None;
    }
    Some(format!("({}) {}-{}", &digits[0..3], &digits[3..6], &digits[6..10]))
}

/// spec 1 §5: "prefix is Mr. when gender is 1, else Ms." (spec 1 §9: gender M=1, F=2).
pub fn prefix_for_gender(gender: i64) -> &'static str {
    if gender == 1 {
        "Mr."
    } else {
        "Ms."
    }
}

pub const MSG_NAME_OR_PHONE: &str = "Please enter a name or phone number to continue";
pub const MSG_BOTH_NAMES: &str = "You need to add both a first and last name to continue";
pub const MSG_BAD_PHONE: &str = "Bad Phone Number";

/// A checked conflict-check query: trimmed names (both or neither) and the normalised phone.
#[derive(Debug, Clone, PartialEq)]
pub struct ConflictQuery {
    pub names: Option<(String, String)>,
    pub phone: Option<String>,
}

/// spec 1 §5 conflict check: "at least one of name or phone is required ...; First and last
/// name must be given together ...; A phone number failing US validation gives alert 'Bad
/// Phone Number'."
pub fn check_conflict_query(first: &str, last: &str, phone: &str) -> Result<ConflictQuery, DomainError> {
    let (first, last, phone) = (first.trim(), last.trim(), phone.trim());
    if first.is_empty() && last.is_empty() && phone.is_empty() {
        return Err(DomainError::invalid("firstName", MSG_NAME_OR_PHONE));
    }
    if first.is_empty() != last.is_empty() {
        return Err(DomainError::invalid(if first.is_empty() { "firstName" } else { "lastName" }, MSG_BOTH_NAMES));
    }
    let phone = match phone {
        "" => None,
        p => Some(normalize_us_phone(p).ok_or_else(|| DomainError::invalid("phone", MSG_BAD_PHONE))?),
    };
    let names = (!first.is_empty()).then(|| (first.to_string(), last.to_string()));
    Ok(ConflictQuery { names, phone })
}

/// Whether a person on file is a possible conflict: the same first and last name (any case,
/// surrounding spaces ignored) or the same phone number.
pub fn is_conflict(query: &ConflictQuery, first: &str, last: &str, phones: &[String]) -> bool {
    let same_name = query.names.as_ref().is_some_and(|(f, l)| f.eq_ignore_ascii_case(first.trim()) && l.eq_ignore_ascii_case(last.trim()));
    let same_phone = query.phone.as_ref().is_some_and(|p| phones.iter().any(|x| normalize_us_phone(x).as_deref() == Some(p.as_str())));
    same_name || same_phone
}

/// spec 1 §5 "New lead required fields" with the API's field names, in the form's order.
pub const NEW_LEAD_REQUIRED: [&str; 19] = [
    "firstName",
    "lastName",
    "phoneNumber",
    "gender",
    "language",
    "type",
    "subType",
    "caseState",
    "office",
    "wantedDate",
    "intakeRank",
    "advertisingSource",
    "incidentDate",
    "incidentDetails",
    "injurySummary",
    "handledByBackup",
    "referralOpportunity",
    "leadType",
    "highPriority",
];

/// The first required New Lead field (spec 1 §5) that `present` says is missing.
pub fn missing_new_lead_field(present: impl Fn(&str) -> bool) -> Option<&'static str> {
    NEW_LEAD_REQUIRED.iter().copied().find(|f| !present(f))
}

// ---------------------------------------------------------------------------------------------
// Calendar (spec 1 §2.5 Calendar, §3 Calendar event)
// ---------------------------------------------------------------------------------------------

/// spec 1 §2.5: "weekly calendar starting 07:00 with 14 intervals" (one hour each).
pub const CALENDAR_FIRST_HOUR: u32 = 7;
pub const CALENDAR_INTERVALS: u32 = 14;
/// The kinds of calendar event staff add (the one category of spec 1 §2.5 is intake).
pub const CALENDAR_EVENT_TYPES: [&str; 4] = ["Investigator Appointment", "Signing", "Meeting", "Other"];

fn minutes_of(field: &str, hhmm: &str) -> Result<u32, DomainError> {
    let bad = || DomainError::invalid(field, format!("{hhmm:?} is not a time (HH:MM)"));
    let (h, m) = hhmm.trim().split_once(':').ok_or_else(bad)?;
    let (h, m): (u32, u32) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h > 23 || m > 59 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

/// A calendar event as staff save it: a name, a known type, a colour `#rrggbb`, and an end
/// after its start; text trimmed, times written `HH:MM`.
pub fn check_calendar_event(e: &mut crate::intake::CalendarEventSet) -> Result<(), DomainError> {
    e.name = e.name.trim().to_string();
    if e.name.is_empty() {
        return Err(DomainError::invalid("name", "Give the event a name"));
    }
    if e.name.chars().count() > 200 {
        return Err(DomainError::invalid("name", "A name has at most 200 characters"));
    }
    if !CALENDAR_EVENT_TYPES.contains(&e.event_type.as_str()) {
        return Err(DomainError::invalid("type", format!("Unknown event type {:?}", e.event_type)));
    }
    let hex = e.color.trim().strip_prefix('#').unwrap_or("");
    if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(DomainError::invalid("color", "Pick a colour (#rrggbb)"));
    }
    let (start, end) = (minutes_of("start", &e.start)?, minutes_of("end", &e.end)?);
    if end <= start {
        return Err(DomainError::invalid("end", "The event must end after it starts"));
    }
    e.start = format!("{:02}:{:02}", start / 60, start % 60);
    e.end = format!("{:02}:{:02}", end / 60, end % 60);
    e.details = e.details.as_ref().map(|d| d.trim().to_string()).filter(|d| !d.is_empty());
    e.location = e.location.as_ref().map(|d| d.trim().to_string()).filter(|d| !d.is_empty());
    Ok(())
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
