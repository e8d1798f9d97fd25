//! Inventory rules and constants (spec part 2 §4, §5, §9). Time-based rules take the firm-local
//! `today` as an argument: they are computed at query time, never stored.

use chrono::{DateTime, Duration, NaiveDate, Utc};

/// The colour of a row whose age the screen judges (spec 2 §9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgeColour {
    White,
    Yellow,
    Red,
}

impl AgeColour {
    pub fn as_str(self) -> &'static str {
        match self {
            AgeColour::White => "white",
            AgeColour::Yellow => "yellow",
            AgeColour::Red => "red",
        }
    }
}

/// Whole days from `day` to `today` (0 the same day; negative for a future day).
pub fn days_since(day: NaiveDate, today: NaiveDate) -> i64 {
    (today - day).num_days()
}

/// Days in status: whole days since the status last changed (spec 2 §3 "daysInStatus"),
/// counted on firm-local days.
pub fn days_in_status(changed_on: Option<NaiveDate>, today: NaiveDate) -> Option<i64> {
    changed_on.map(|d| days_since(d, today).max(0))
}

/// spec 2 §9: "Client-contact colours by age of last contact: white at 30 days or fewer (90 in
/// primary-attorney-only mode), yellow above up to 45 (105), red beyond; an attempt within 5
/// days gives white; red if neither contact nor attempt exists."
pub const CONTACT_WHITE_DAYS: i64 = 30;
pub const CONTACT_YELLOW_DAYS: i64 = 45;
pub const ATTORNEY_CONTACT_WHITE_DAYS: i64 = 90;
pub const ATTORNEY_CONTACT_YELLOW_DAYS: i64 = 105;
pub const CONTACT_ATTEMPT_WHITE_DAYS: i64 = 5;

/// The first firm-local days whose contact, and whose contact attempt, keep a case white
/// today (spec 2 §9: a contact within 30 days, 90 in primary-attorney-only mode; an attempt
/// within 5): a case is white exactly when one of them is on or after its day. The scorecard
/// counts its cases so in SQL; `contact_colour` judges one case.
pub fn contact_white_since(today: NaiveDate, attorney_only: bool) -> ContactWhiteSince {
    let white = if attorney_only { ATTORNEY_CONTACT_WHITE_DAYS } else { CONTACT_WHITE_DAYS };
    ContactWhiteSince { contact: today - Duration::days(white), attempt: today - Duration::days(CONTACT_ATTEMPT_WHITE_DAYS) }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContactWhiteSince {
    pub contact: NaiveDate,
    pub attempt: NaiveDate,
}

/// The first firm-local day whose file review keeps a case white today (spec 2 §9: 30 days
/// or fewer).
pub fn review_white_since(today: NaiveDate) -> NaiveDate {
    today - Duration::days(REVIEW_WHITE_DAYS)
}

pub fn contact_colour(last_contact: Option<NaiveDate>, last_attempt: Option<NaiveDate>, today: NaiveDate, attorney_only: bool) -> AgeColour {
    if last_attempt.is_some_and(|a| days_since(a, today) <= CONTACT_ATTEMPT_WHITE_DAYS) {
        return AgeColour::White;
    }
    let (white, yellow) = if attorney_only { (ATTORNEY_CONTACT_WHITE_DAYS, ATTORNEY_CONTACT_YELLOW_DAYS) } else { (CONTACT_WHITE_DAYS, CONTACT_YELLOW_DAYS) };
    match last_contact.map(|c| days_since(c, today)) {
        None => AgeColour::Red,
        Some(d) if d <= white => AgeColour::White,
        Some(d) if d <= yellow => AgeColour::Yellow,
        Some(_) => AgeColour::Red,
    }
}

/// spec 2 §2: "The last attempt is shown only when more recent than the last contact."
pub fn shown_attempt(last_contact: Option<DateTime<Utc>>, last_attempt: Option<DateTime<Utc>>) -> Option<DateTime<Utc>> {
    match (last_contact, last_attempt) {
        (_, None) => None,
        (None, a) => a,
        (Some(c), Some(a)) => (a > c).then_some(a),
    }
}

/// spec 2 §9: "Org client contact list covers more than 45 days" (part 3 §2.7).
pub const ORG_OVERDUE_CONTACT_DAYS: i64 = 45;

/// Whether a case belongs on the organization's overdue client-contact list: its last contact
/// more than 45 days ago, or never (docs/decisions.md "inventory2").
pub fn is_overdue_contact(last_contact: Option<NaiveDate>, today: NaiveDate) -> bool {
    last_contact.is_none_or(|d| days_since(d, today) > ORG_OVERDUE_CONTACT_DAYS)
}

/// spec 2 §9: "File and deadline review colours: white at 30 days or fewer, yellow 31-45, red
/// over 45 or never."
pub const REVIEW_WHITE_DAYS: i64 = 30;
pub const REVIEW_YELLOW_DAYS: i64 = 45;

pub fn review_colour(last_review: Option<NaiveDate>, today: NaiveDate) -> AgeColour {
    match last_review.map(|r| days_since(r, today)) {
        None => AgeColour::Red,
        Some(d) if d <= REVIEW_WHITE_DAYS => AgeColour::White,
        Some(d) if d <= REVIEW_YELLOW_DAYS => AgeColour::Yellow,
        Some(_) => AgeColour::Red,
    }
}

/// spec 2 §2 Deadlines range select; spec 2 §9 "Deadline ranges 7, 30, 90, 180 days; default
/// One Week".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeadlineRange {
    #[default]
    OneWeek,
    OneMonth,
    ThreeMonths,
    SixMonths,
}

impl DeadlineRange {
    pub fn days(self) -> i64 {
        match self {
            DeadlineRange::OneWeek => 7,
            DeadlineRange::OneMonth => 30,
            DeadlineRange::ThreeMonths => 90,
            DeadlineRange::SixMonths => 180,
        }
    }

    /// The last due date the range covers. spec 2 §7: "from date always 1900-01-01", so
    /// overdue open deadlines stay on the list.
    pub fn to_date(self, today: NaiveDate) -> NaiveDate {
        today + Duration::days(self.days())
    }
}

/// spec 2 §7: "user(id, fromDate, toDate) with deadlines; from date always 1900-01-01".
pub fn deadline_from_date() -> NaiveDate {
    NaiveDate::from_ymd_opt(1900, 1, 1).expect("a valid date")
}

/// spec 2 §2 All Cases "Toggle Exclude Ref (default on)": referred-out cases are left out.
pub fn is_referred_out(stage: Option<&str>) -> bool {
    stage == Some(REFERRED_OUT_STAGE)
}

/// The stage of the REF OUT statuses (spec 1 §4, `cases::rules::stage_of`).
pub const REFERRED_OUT_STAGE: &str = "Referred Out";

/// spec 2 §2 "multi-select Hide Stages (all nine stages)": the stages `cases::rules::stage_of`
/// gives (spec 1 §8 names them Intake … Inactive; Caseboard's inactive cases have No Status).
pub const HIDE_STAGE_OPTIONS: [&str; 9] =
    ["Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "Settled", "Closed", "Referred Out", "No Status"];

/// spec 2 §2 Hide Stages: the stages a list shows when `hidden` are hidden — every stage
/// `cases::rules::stage_of` gives ([`HIDE_STAGE_OPTIONS`]) but those. A case's stage is always
/// one of them (none counts as No Status), so the cases shown are named by their stages: an
/// index by stage then skips the hidden ones (most of a firm's cases are Closed) unread.
pub fn shown_stages<S: AsRef<str>>(hidden: &[S]) -> Vec<&'static str> {
    HIDE_STAGE_OPTIONS.iter().copied().filter(|s| !hidden.iter().any(|h| h.as_ref() == *s)).collect()
}

/// The stages hidden until the user chooses otherwise (docs/decisions.md, Inventory): closed and
/// referred-out cases need no contact.
pub const DEFAULT_HIDDEN_STAGES: [&str; 2] = ["Closed", "Referred Out"];

/// The stages no longer reviewed: file and deadline reviews cover the cases still worked.
pub const NOT_REVIEWED_STAGES: [&str; 2] = ["Closed", "Referred Out"];

/// Cases still worked: file and deadline reviews cover them (closed and referred-out cases
/// are no longer reviewed).
pub fn is_open_stage(stage: Option<&str>) -> bool {
    !stage.is_some_and(|s| NOT_REVIEWED_STAGES.contains(&s))
}

/// The stages that leave All Cases (docs/decisions.md, Inventory): closed cases.
pub const OUT_OF_INVENTORY_STAGES: [&str; 1] = ["Closed"];

/// All Cases lists the files still worked: closed cases leave the inventory (docs/decisions.md,
/// Inventory); referred-out ones stay unless Exclude Ref is on.
pub fn in_inventory(stage: Option<&str>) -> bool {
    !stage.is_some_and(|s| OUT_OF_INVENTORY_STAGES.contains(&s))
}

/// spec 2 §3 "Template: emailTemplateName, emailTemplateBody": the file-review note templates
/// offered until the firm imports its own (docs/decisions.md, Inventory). Saved notes are type
/// 81 (`cases::rules::NOTE_TYPE_FILE_REVIEW`, spec 2 §9).
pub const FILE_REVIEW_TEMPLATES: [(&str, &str); 5] = [
    ("No action needed", "File review: treatment ongoing, no action needed."),
    ("Records requested", "File review: waiting on records; requested again."),
    ("Demand in progress", "File review: demand package in progress."),
    ("Negotiations ongoing", "File review: negotiations ongoing; next call with adjuster scheduled."),
    ("Deadlines checked", "File review: SOL and deadlines reviewed, nothing outstanding."),
];

/// The deadline type that holds the statute of limitations; its due date is the All Cases
/// "SOL Conf" column (docs/decisions.md, Inventory).
pub fn is_sol_deadline(deadline_type: Option<&str>) -> bool {
    deadline_type.is_some_and(|t| {
        let t = t.trim().to_ascii_lowercase();
        t == "sol" || t.starts_with("statute of limitation")
    })
}

/// The rank segments of the All Cases stacked bar, in the order of spec 2 §4 (A++ … D,
/// Unrated - Default), then cases with no rank.
pub const NO_RANK: &str = "No Rank";

pub fn rank_segments() -> Vec<&'static str> {
    crate::cases::rules::CASE_RANKS.iter().map(|(_, l)| *l).chain(std::iter::once(NO_RANK)).collect()
}

/// The segment a case's rank falls in.
pub fn rank_segment(rank: Option<&str>) -> &'static str {
    rank.and_then(|r| rank_segments().into_iter().find(|s| *s == r)).unwrap_or(NO_RANK)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    const TODAY: (i32, u32, u32) = (2026, 11, 20);
    fn today() -> NaiveDate {
        d(TODAY.0, TODAY.1, TODAY.2)
    }
    fn ago(days: i64) -> Option<NaiveDate> {
        Some(today() - Duration::days(days))
    }

    #[test]
    fn white_since_days_agree_with_the_colours_on_every_day() {
        // spec 2 §9: white is a contact within 30 days (90 attorney-only) or an attempt
        // within 5, a file review within 30; the SQL counts by these days.
        for attorney_only in [false, true] {
            let since = contact_white_since(today(), attorney_only);
            for contact in (-3..120).map(ago).chain([None]) {
                for attempt in (-3..10).map(ago).chain([None]) {
                    let white = contact.is_some_and(|c| c >= since.contact) || attempt.is_some_and(|a| a >= since.attempt);
                    assert_eq!(contact_colour(contact, attempt, today(), attorney_only) == AgeColour::White, white, "{contact:?} {attempt:?}");
                }
            }
        }
        assert_eq!(contact_white_since(today(), false), ContactWhiteSince { contact: d(2026, 10, 21), attempt: d(2026, 11, 15) });
        assert_eq!(review_white_since(today()), d(2026, 10, 21));
        for review in (-3..60).map(ago).chain([None]) {
            assert_eq!(review_colour(review, today()) == AgeColour::White, review.is_some_and(|r| r >= review_white_since(today())), "{review:?}");
        }
    }

    #[test]
    fn contact_colours_at_every_boundary() {
        // spec 2 §9: white at 30 days or fewer, yellow above up to 45, red beyond.
        assert_eq!(contact_colour(ago(0), None, today(), false), AgeColour::White);
        assert_eq!(contact_colour(ago(30), None, today(), false), AgeColour::White);
        assert_eq!(contact_colour(ago(31), None, today(), false), AgeColour::Yellow);
        assert_eq!(contact_colour(ago(45), None, today(), false), AgeColour::Yellow);
        assert_eq!(contact_colour(ago(46), None, today(), false), AgeColour::Red);
        // spec 2 §9: "(90 in primary-attorney-only mode) … (105)".
        assert_eq!(contact_colour(ago(90), None, today(), true), AgeColour::White);
        assert_eq!(contact_colour(ago(91), None, today(), true), AgeColour::Yellow);
        assert_eq!(contact_colour(ago(105), None, today(), true), AgeColour::Yellow);
        assert_eq!(contact_colour(ago(106), None, today(), true), AgeColour::Red);
    }

    #[test]
    fn a_recent_attempt_whitens_and_nothing_at_all_is_red() {
        // spec 2 §9: "an attempt within 5 days gives white; red if neither contact nor attempt exists".
        assert_eq!(contact_colour(ago(60), ago(5), today(), false), AgeColour::White);
        assert_eq!(contact_colour(ago(60), ago(6), today(), false), AgeColour::Red);
        assert_eq!(contact_colour(ago(40), ago(6), today(), false), AgeColour::Yellow);
        assert_eq!(contact_colour(None, ago(2), today(), false), AgeColour::White);
        assert_eq!(contact_colour(None, ago(6), today(), false), AgeColour::Red);
        assert_eq!(contact_colour(None, None, today(), false), AgeColour::Red);
        assert_eq!(contact_colour(None, None, today(), true), AgeColour::Red);
    }

    #[test]
    fn the_attempt_shows_only_when_newer_than_the_contact() {
        // spec 2 §2: "The last attempt is shown only when more recent than the last contact."
        let t = |h: i64| Some(DateTime::<Utc>::from_timestamp(1_700_000_000 + h * 3600, 0).unwrap());
        assert_eq!(shown_attempt(t(0), t(1)), t(1));
        assert_eq!(shown_attempt(t(1), t(0)), None);
        assert_eq!(shown_attempt(t(1), t(1)), None);
        assert_eq!(shown_attempt(None, t(1)), t(1));
        assert_eq!(shown_attempt(t(1), None), None);
    }

    // spec 2 §9: "Org client contact list covers more than 45 days".
    #[test]
    fn the_org_list_takes_contacts_over_45_days_and_never() {
        assert!(!is_overdue_contact(ago(45), today()));
        assert!(is_overdue_contact(ago(46), today()));
        assert!(is_overdue_contact(None, today()));
    }

    #[test]
    fn review_colours_at_every_boundary() {
        // spec 2 §9: "white at 30 days or fewer, yellow 31-45, red over 45 or never".
        assert_eq!(review_colour(ago(0), today()), AgeColour::White);
        assert_eq!(review_colour(ago(30), today()), AgeColour::White);
        assert_eq!(review_colour(ago(31), today()), AgeColour::Yellow);
        assert_eq!(review_colour(ago(45), today()), AgeColour::Yellow);
        assert_eq!(review_colour(ago(46), today()), AgeColour::Red);
        assert_eq!(review_colour(None, today()), AgeColour::Red);
    }

    #[test]
    fn deadline_ranges_are_7_30_90_180_days_from_today() {
        // spec 2 §9: "Deadline ranges 7, 30, 90, 180 days; default One Week".
        assert_eq!(DeadlineRange::default(), DeadlineRange::OneWeek);
        assert_eq!(DeadlineRange::OneWeek.to_date(today()), d(2026, 11, 27));
        assert_eq!(DeadlineRange::OneMonth.to_date(today()), d(2026, 12, 20));
        assert_eq!(DeadlineRange::ThreeMonths.to_date(today()), d(2027, 2, 18));
        assert_eq!(DeadlineRange::SixMonths.to_date(today()), d(2027, 5, 19));
        // spec 2 §7: "from date always 1900-01-01".
        assert_eq!(deadline_from_date(), d(1900, 1, 1));
    }

    #[test]
    fn days_in_status_counts_firm_days_and_never_goes_negative() {
        assert_eq!(days_in_status(ago(12), today()), Some(12));
        assert_eq!(days_in_status(Some(today() + Duration::days(1)), today()), Some(0));
        assert_eq!(days_in_status(None, today()), None);
    }

    #[test]
    fn referred_out_cases_are_the_ones_exclude_ref_hides() {
        // spec 2 §2: "Toggle Exclude Ref (default on)".
        assert!(is_referred_out(Some("Referred Out")));
        assert!(!is_referred_out(Some("Treating")));
        assert!(!is_referred_out(None));
        assert!(in_inventory(Some("Referred Out")) && in_inventory(Some("Settled")) && in_inventory(None));
        assert!(!in_inventory(Some("Closed")));
    }

    #[test]
    fn ranks_fall_in_the_segments_of_spec_2_section_4() {
        assert_eq!(rank_segments(), vec!["A++", "A+", "A", "B", "C", "D", "Unrated - Default", "No Rank"]);
        assert_eq!(rank_segment(Some("A+")), "A+");
        assert_eq!(rank_segment(Some("Z")), NO_RANK);
        assert_eq!(rank_segment(None), NO_RANK);
    }

    #[test]
    fn hide_stages_offers_the_nine_stages_and_reviews_skip_closed_files() {
        assert_eq!(HIDE_STAGE_OPTIONS.len(), 9, "spec 2 §2: all nine stages");
        for stage in crate::cases::rules::STAGES.iter().filter(|s| **s != "UIM") {
            assert!(HIDE_STAGE_OPTIONS.contains(stage), "{stage} can be hidden");
        }
        assert!(is_open_stage(Some("Treating")) && is_open_stage(None));
        assert!(!is_open_stage(Some("Closed")) && !is_open_stage(Some("Referred Out")));
    }

    #[test]
    fn the_sol_deadline_is_recognised() {
        assert!(is_sol_deadline(Some("Statute of Limitations")));
        assert!(is_sol_deadline(Some("SOL")));
        assert!(!is_sol_deadline(Some("Answer Due")));
        assert!(!is_sol_deadline(None));
    }

    /// spec 2 §2 "Hide Stages (all nine stages)": a list shows the stages not hidden; every
    /// stage a status label can have is among the nine, so naming those shown leaves none out.
    #[test]
    fn shown_stages_are_the_nine_but_the_hidden() {
        assert_eq!(shown_stages(&DEFAULT_HIDDEN_STAGES), ["Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "Settled", "No Status"]);
        assert_eq!(shown_stages::<&str>(&[]).len(), 9);
        assert!(shown_stages(&HIDE_STAGE_OPTIONS).is_empty());
        let labels = ["INT 01 - New", "REF OUT 1 - Pending", "CLOSED - Settled", "CLO", "", "Anything else", "PL 10 UIM Arbitration"];
        let pl = (0..=15).map(|n| format!("PL {n:02} Step"));
        for label in labels.iter().map(|l| l.to_string()).chain(pl) {
            assert!(HIDE_STAGE_OPTIONS.contains(&crate::cases::rules::stage_of(&label)), "{label}");
        }
    }
}
