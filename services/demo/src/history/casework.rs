//! The day-to-day work on a retained case: file reviews with their note (spec 2 §9 "Note type id
//! 81 for file review notes"), client contacts and attempts, deadline reviews, tasks, deadlines,
//! per-user stage notes and review ratings (spec 3 §4 1150–1154).

use chrono::{DateTime, Duration, Utc};
use domain::cases::rules;
use domain::cases::*;

use super::facts;
use super::rng::Rng;
use super::roster::Member;
use super::timeline::{IdKind, Timeline};
use super::Context;

pub struct Crew {
    pub attorney: Member,
    pub paralegal: Member,
    pub case_manager: Member,
    /// Multiplies the gaps between touches: 1 keeps every file white (spec 2 §9 "white at 30
    /// days or fewer"), larger values let files go yellow and red.
    pub diligence: f64,
}

/// A task due in `due_in` business days, completed with probability `p_done`.
#[expect(clippy::too_many_arguments)]
pub fn task(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, requestor: &Member, assignee: &Member, category: &str, summary: &str, due_in: i64, p_done: f64) {
    let cal = ctx.calendar;
    let task = TaskSet {
        case_id: tl.case_id,
        task_id: tl.next_id(IdKind::Task),
        category: Some(category.into()),
        summary: summary.into(),
        description: None,
        due_date: Some(cal.add_business_days(cal.date_of(at), due_in)),
        requestor_user_id: Some(requestor.user_id),
        assignee_user_id: Some(assignee.user_id),
        completed: false,
    };
    tl.push(at, Some(requestor.user_id), CaseEvent::TaskSet(task.clone()));
    if rng.chance(p_done) {
        let done = cal.work_after(at, rng.uniform(0.2, due_in as f64 * 1.6 + 1.0), rng);
        tl.push(done, Some(assignee.user_id), CaseEvent::TaskSet(TaskSet { completed: true, ..task }));
    }
}

/// A deadline `days` after `at`, usually met a little before it is due.
pub fn follow_deadline(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, by: &Member, kind: &str, days: i64) {
    let cal = ctx.calendar;
    let due = cal.date_of(at) + Duration::days(days);
    let d = DeadlineSet {
        case_id: tl.case_id,
        deadline_id: tl.next_id(IdKind::Deadline),
        due_date: due,
        deadline_type: Some(kind.into()),
        party: None,
        respondent: Some("Insurance carrier".into()),
        comments: None,
        completed: false,
    };
    facts::deadline(tl, at, Some(by.user_id), &d);
    if rng.chance(0.9) {
        let done = cal.at(due - Duration::days(rng.range(0, 5)), 10, rng.range(0, 59) as u32).max(at + Duration::hours(1));
        facts::deadline(tl, done, Some(by.user_id), &DeadlineSet { completed: true, ..d });
    }
}

/// Court deadlines once suit is filed.
pub fn litigation_deadlines(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, by: &Member) {
    let cal = ctx.calendar;
    for (kind, days) in [("Complaint Filed", 14), ("Answer Due", 45), ("Initial Disclosures", 90), ("Discovery Cutoff", 240), ("Mediation", 280), ("Trial", 420)] {
        let due = cal.business_day_on_or_after(cal.date_of(at) + Duration::days(days + rng.range(-5, 5)));
        let d = DeadlineSet {
            case_id: tl.case_id,
            deadline_id: tl.next_id(IdKind::Deadline),
            due_date: due,
            deadline_type: Some(kind.into()),
            party: Some("Plaintiff".into()),
            respondent: Some("Defendant".into()),
            comments: Some("Court deadline".into()),
            completed: false,
        };
        facts::deadline(tl, at, Some(by.user_id), &d);
        facts::deadline(tl, cal.at(due, 16, 30), Some(by.user_id), &DeadlineSet { completed: true, ..d });
    }
}

/// A per-user stage note with a colour and follow-up (spec 2 §3 "Per-user case data").
pub fn stage_note(rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, by: &Member, stage: &str) {
    let at = at + Duration::minutes(rng.range(30, 600));
    tl.push(
        at,
        Some(by.user_id),
        CaseEvent::StageNoteSet(StageNoteSet {
            case_id: tl.case_id,
            user_id: by.user_id,
            stage: stage.into(),
            note: Some(rng.pick(&["Adjuster slow to respond", "Waiting on counter", "Client anxious; call weekly", "Offer expected next week"]).to_string()),
            color: Some(rng.pick(&["green", "yellow", "red"]).to_string()),
            follow_up_at: Some(at + Duration::days(rng.range(3, 21))),
            at,
        }),
    );
}

/// A review rating on the case (spec 3 §4: "5 Star 1150, 4 Star 1151, 3 Star 1152, 2 Star
/// 1153, 1 Star 1154"); spec 3 §3 "statusType (75 means intake)". Case reviews use 74.
pub fn review(rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, by: &Member, intake: bool) {
    let status_id = *rng.weighted(&[(1150, 76.0), (1151, 13.0), (1152, 5.0), (1153, 2.0), (1154, 4.0)]);
    debug_assert!(rules::review_stars(status_id).is_some());
    tl.push(
        at,
        Some(by.user_id),
        CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id: tl.case_id, status_id: Some(status_id), status_type: if intake { 75 } else { 74 }, at, user_id: Some(by.user_id) }),
    );
}

/// Where the case stands at a moment, for the wording of file-review and contact notes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Phase {
    Treating,
    DemandPrep,
    Negotiation,
    Litigation,
    Settled,
}

/// The moments the case entered each phase, in time order.
#[derive(Debug, Default)]
pub struct Phases(Vec<(DateTime<Utc>, Phase)>);

impl Phases {
    pub fn enter(&mut self, at: DateTime<Utc>, phase: Phase) {
        self.0.push((at, phase));
    }

    pub fn entries(&self) -> &[(DateTime<Utc>, Phase)] {
        &self.0
    }

    fn at(&self, t: DateTime<Utc>) -> Phase {
        self.0.iter().rev().find(|(at, _)| *at <= t).map(|(_, p)| *p).unwrap_or(Phase::Treating)
    }
}

fn file_review_note(rng: &mut Rng, phase: Phase) -> &'static str {
    let options: &[&'static str] = match phase {
        Phase::Treating => &[
            "File review: treatment ongoing, bills requested, no action needed.",
            "File review: client still treating with chiro; follow up on PT referral.",
            "File review: liability accepted by carrier; PIP exhausted.",
            "File review: updated SOL and deadlines, nothing outstanding.",
        ],
        Phase::DemandPrep => &[
            "File review: waiting on records; requested again.",
            "File review: demand package in progress.",
            "File review: all providers final; ready for next step.",
        ],
        Phase::Negotiation => &[
            "File review: negotiations ongoing; next call with adjuster scheduled.",
            "File review: offer received; discussing with client.",
            "File review: demand response overdue; followed up with adjuster.",
        ],
        Phase::Litigation => &[
            "File review: discovery responses in progress; client deposition being scheduled.",
            "File review: mediation prep underway.",
            "File review: court deadlines reviewed, nothing outstanding.",
        ],
        Phase::Settled => &["File review: settlement funds expected; liens being resolved.", "File review: closing statement drafted."],
    };
    rng.pick::<&str>(options)
}

fn contact_note(rng: &mut Rng, phase: Phase) -> &'static str {
    let options: &[&'static str] = match phase {
        Phase::Treating => &["Spoke with client: treatment going well.", "Checked in with client; still sore, continuing PT.", "Client moved; updated address."],
        Phase::DemandPrep => &["Updated client on the demand status.", "Client called with questions about the process."],
        Phase::Negotiation | Phase::Litigation => &["Client asked about timing of the settlement.", "Discussed the latest offer with the client."],
        Phase::Settled => &["Explained the closing statement to the client.", "Client asked when funds will be disbursed."],
    };
    rng.pick::<&str>(options)
}

/// The firm made monthly file reviews and client contacts a rule a year before the anchor
/// (spec 2 §9: "white at 30 days or fewer"); before that they came less than half as often. This
/// keeps today's screens realistic and the older history lighter.
fn era(cal: &super::Calendar, t: DateTime<Utc>) -> f64 {
    if t < cal.cutoff - Duration::days(365) {
        2.5
    } else {
        1.0
    }
}

/// File reviews, client contacts and deadline reviews from `from` until `until`.
pub fn ongoing(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, crew: &Crew, phases: &Phases, from: DateTime<Utc>, until: DateTime<Utc>) {
    let cal = ctx.calendar;
    let until = until.min(cal.cutoff);
    let d = |t: DateTime<Utc>| crew.diligence * era(cal, t);

    let mut t = cal.work_after(from, rng.uniform(5.0, 20.0), rng);
    while t < until {
        let by = if rng.chance(0.85) { &crew.paralegal } else { &crew.attorney };
        let note = file_review_note(rng, phases.at(t));
        facts::touch(tl, t, by, "file_review", Some(note.into()));
        facts::note(tl, t, by, rules::NOTE_TYPE_FILE_REVIEW, Some("File Review"), note.into());
        t = cal.work_after(t, rng.lognormal(27.0 * d(t), 0.2), rng);
    }

    let mut t = cal.work_after(from, rng.uniform(2.0, 10.0), rng);
    while t < until {
        let by = if rng.chance(0.65) { &crew.case_manager } else { &crew.paralegal };
        if rng.chance(0.12) {
            facts::touch(tl, t, by, "client_contact_attempt", Some("Left voicemail".into()));
            t = cal.work_after(t, rng.uniform(1.0, 4.0), rng);
            if t >= until {
                break;
            }
        }
        facts::touch(tl, t, by, "client_contact", None);
        if rng.chance(0.15) {
            facts::case_note(tl, t, by, contact_note(rng, phases.at(t)).to_string());
        }
        t = cal.work_after(t, rng.lognormal(26.0 * d(t), 0.2), rng);
    }

    let mut t = cal.work_after(from, rng.uniform(15.0, 40.0), rng);
    while t < until {
        facts::touch(tl, t, &crew.paralegal, "deadline_review", None);
        t = cal.work_after(t, rng.lognormal(120.0 * d(t), 0.4), rng);
    }

    let mut t = cal.work_after(from, rng.lognormal(60.0, 0.5), rng);
    while t < until {
        let (category, summary) = *rng.pick(&[
            ("Medical", "Request updated bills from providers"),
            ("Evidence", "Obtain police report and photos"),
            ("Client", "Confirm treatment plan with client"),
            ("Insurance", "Confirm PIP and health insurance coverage"),
        ]);
        task(ctx, rng, tl, t, &crew.paralegal, &crew.case_manager, category, summary, 5, 0.85);
        t = cal.work_after(t, rng.lognormal(280.0, 0.5), rng);
    }
}
