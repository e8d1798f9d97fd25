//! Today's intake, written after the history (which stops at today's midnight): leads opened
//! since midnight as the planners would have them, and a few scripted leads whose last intake
//! note is timed against the moment of writing, so that the Leads page shows today's leads and
//! its header figures (backup alerts with and without the referral partner, wanted, retained)
//! and the Follow Up page shows every staleness colour of spec 1 §9. Written once per day: the
//! ids are the day's (`TODAY_BASE` + 100 × days since 2020-01-01).

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::cases::*;
use domain::Aggregate;

use super::catalog;
use super::facts::*;
use super::rng::Rng;
use super::roster::Member;
use super::timeline::{CasePlan, Group, Timeline};
use super::History;

/// First case id of the "today" leads; far above the history's (about 200 000 – 210 000).
const TODAY_BASE: i64 = 700_000;
const STREAM_TODAY: u64 = 3;
/// Leads opened since midnight by the planners (a busy morning's worth).
const NATURAL_LEADS: i64 = 14;

fn epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(2020, 1, 1).expect("date")
}

/// The first case id of `day`'s leads.
pub fn first_case_id(day: NaiveDate) -> i64 {
    TODAY_BASE + (day - epoch()).num_days() * 100
}

/// What a scripted lead goes through after it is opened, relative to `now` (minutes ago).
struct Script {
    opened_ago: i64,
    /// Status changes: (minutes ago, status id).
    statuses: &'static [(i64, i64)],
    /// The last intake note, minutes ago (None: no note at all).
    note_ago: Option<i64>,
    wanted_ago: Option<i64>,
    retained_ago: Option<i64>,
    backup: Option<&'static str>,
    high_priority: bool,
}

const M: i64 = 60;
/// spec 1 §9 thresholds: each script lands inside one colour band at the moment of writing.
const SCRIPTS: [Script; 12] = [
    // INT 00: fresh (30 min), yellow (> 1 h), orange (> 2 h), red without a note.
    Script { opened_ago: 40, statuses: &[], note_ago: Some(30), wanted_ago: None, retained_ago: None, backup: None, high_priority: true },
    Script { opened_ago: 100, statuses: &[], note_ago: Some(90), wanted_ago: None, retained_ago: None, backup: None, high_priority: false },
    Script { opened_ago: 160, statuses: &[], note_ago: Some(150), wanted_ago: None, retained_ago: None, backup: None, high_priority: true },
    Script { opened_ago: 25, statuses: &[], note_ago: None, wanted_ago: None, retained_ago: None, backup: None, high_priority: false },
    // INT 01: yellow (> 3 h), orange (> 4 h), red (> 5 h).
    Script { opened_ago: 5 * M, statuses: &[(4 * M, INT_01)], note_ago: Some(3 * M + 30), wanted_ago: None, retained_ago: None, backup: None, high_priority: false },
    Script { opened_ago: 6 * M, statuses: &[(5 * M, INT_01)], note_ago: Some(4 * M + 30), wanted_ago: None, retained_ago: None, backup: Some("Yes"), high_priority: false },
    Script { opened_ago: 8 * M, statuses: &[(7 * M, INT_01)], note_ago: Some(6 * M), wanted_ago: None, retained_ago: None, backup: None, high_priority: true },
    // INT 02: yellow (> 36 h); INT 03: orange (> 24 h); INT 04: red (> 27 h).
    Script { opened_ago: 50 * M, statuses: &[(48 * M, INT_01), (42 * M, INT_02)], note_ago: Some(40 * M), wanted_ago: Some(42 * M), retained_ago: None, backup: None, high_priority: false },
    Script { opened_ago: 72 * M, statuses: &[(70 * M, INT_01), (60 * M, INT_02), (26 * M, INT_03)], note_ago: Some(25 * M), wanted_ago: Some(60 * M), retained_ago: None, backup: None, high_priority: false },
    Script { opened_ago: 80 * M, statuses: &[(78 * M, INT_01), (70 * M, INT_02), (40 * M, INT_03), (31 * M, INT_04)], note_ago: Some(30 * M), wanted_ago: Some(70 * M), retained_ago: None, backup: None, high_priority: false },
    // Wanted today (investigator appointment set an hour ago), and one signed today.
    Script { opened_ago: 5 * M, statuses: &[(4 * M, INT_01), (3 * M, INT_02)], note_ago: Some(50), wanted_ago: Some(3 * M), retained_ago: None, backup: Some("Yes"), high_priority: false },
    Script { opened_ago: 6 * M + 30, statuses: &[(6 * M, INT_01), (5 * M, INT_02), (2 * M, INT_03)], note_ago: Some(100), wanted_ago: Some(5 * M), retained_ago: Some(2 * M), backup: None, high_priority: false },
];

/// The plans of today's leads at `now` (empty when `now` is not after today's midnight by a
/// few minutes). Pure: the same history, day and instant give the same facts.
pub fn plan_today(history: &History, now: DateTime<Utc>) -> Result<Vec<CasePlan>, String> {
    let cal = &history.calendar;
    let ctx = history.context();
    let today = cal.date_of(now);
    let midnight = cal.at(today, 0, 0);
    let first = first_case_id(today);
    let mut rng = Rng::derive(history.seed, STREAM_TODAY, (today - epoch()).num_days() as u64);
    let mut plans = vec![];
    // Leads since midnight, most in office hours, the newest a few minutes ago.
    let window_start = midnight.max(now - Duration::hours(9)) + Duration::minutes(1);
    let span = (now - Duration::minutes(5) - window_start).num_minutes();
    if span > 10 {
        let mut times: Vec<DateTime<Utc>> = (0..NATURAL_LEADS).map(|_| window_start + Duration::minutes(rng.range(0, span))).collect();
        times.sort();
        for (i, opened_at) in times.into_iter().enumerate() {
            let mut tl = Timeline::new(first + i as i64);
            let _ = super::intake::plan(&ctx, &mut rng, &mut tl, opened_at);
            if let Some(plan) = tl.finish(now, None, &mut rng)? {
                plans.push(plan);
            }
        }
    }
    // The Partner's backup-handled lead (spec 1 §2.5 "Alert with that partner").
    let partner_index = 5;
    for (i, s) in SCRIPTS.iter().enumerate() {
        let case_id = first + 50 + i as i64;
        let opened_at = now - Duration::minutes(s.opened_ago);
        let mut tl = Timeline::new(case_id);
        let _ = super::intake::plan(&ctx, &mut rng, &mut tl, opened_at);
        // Only the opening facts (the planners' first note comes 3 minutes or more later).
        let Some(mut plan) = tl.finish(opened_at + Duration::minutes(2), None, &mut rng)? else { continue };
        plan.groups.retain(|g| !g.events.iter().any(|e| matches!(e, CaseEvent::Accessed(_))));
        let agent_id = plan.state.staff.get("agent").copied().flatten();
        let agent = ctx.roster.agents.iter().find(|m| Some(m.user_id) == agent_id).cloned().unwrap_or_else(|| ctx.roster.agents[0].clone());
        let investigator = ctx.roster.investigators[i % ctx.roster.investigators.len()].clone();
        let attorney = ctx.roster.attorneys[i % ctx.roster.attorneys.len()].clone();
        let mut extra: Vec<(i64, i64, CaseEvent)> = vec![];
        let ago = |minutes: i64| now - Duration::minutes(minutes);
        for (minutes, status) in s.statuses {
            let label = domain::cases::rules::status_label(*status).expect("status").to_string();
            let stage = domain::cases::rules::stage_of(&label).to_string();
            extra.push((*minutes, agent.user_id, CaseEvent::StatusChanged(CaseStatusChanged { case_id, status_id: *status, status_label: label, stage, changed_at: ago(*minutes) })));
        }
        if let Some(w) = s.wanted_ago {
            extra.push((w, agent.user_id, CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: Some(cal.date_of(ago(w))) })));
            extra.push((w, agent.user_id, assigned(case_id, "attorney", &attorney)));
            extra.push((w, agent.user_id, assigned(case_id, "investigator", &investigator)));
        }
        if let Some(r) = s.retained_ago {
            extra.push((r, investigator.user_id, CaseEvent::Retained(CaseRetained { case_id, retained_date: cal.date_of(ago(r)) })));
            extra.push((r, investigator.user_id, CaseEvent::InfoSet(CaseInfoSet { case_id, field: "signupType".into(), value: Some("In Person".into()) })));
        }
        if let Some(b) = s.backup {
            extra.push((s.opened_ago - 1, agent.user_id, CaseEvent::InfoSet(CaseInfoSet { case_id, field: "handledByBackup".into(), value: Some(b.into()) })));
            if i == partner_index {
                let source = "Ref-Partners";
                extra.push((
                    s.opened_ago - 1,
                    agent.user_id,
                    CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: catalog::ad_source_id(source), source: source.into(), comments: Some("Sent over by our legal referral partner".into()), other_contact_id: None }),
                ));
            }
        }
        extra.push((s.opened_ago - 1, agent.user_id, CaseEvent::InfoSet(CaseInfoSet { case_id, field: "highPriority".into(), value: Some(s.high_priority.to_string()) })));
        if let Some(n) = s.note_ago {
            let note_id = case_id * 1000 + 900;
            extra.push((
                n,
                agent.user_id,
                CaseEvent::NoteAdded(NoteAdded {
                    case_id,
                    note_id,
                    note_type_id: domain::cases::rules::NOTE_TYPE_CASE_DIALOG,
                    title: None,
                    content: "Spoke with the client; waiting on the police report and photos.".into(),
                    created_at: ago(n),
                    creator_user_id: Some(agent.user_id),
                    creator_name: Some(agent.name.clone()),
                }),
            ));
        } else if let Some(g) = plan.groups.iter_mut().find(|g| g.events.iter().any(|e| matches!(e, CaseEvent::NoteAdded(_)))) {
            g.events.retain(|e| !matches!(e, CaseEvent::NoteAdded(_)));
        }
        // Oldest first (larger "minutes ago" first); facts of one moment keep their order.
        extra.sort_by_key(|(minutes, _, _)| -minutes);
        let mut state = plan.state.clone();
        for (minutes, actor, event) in extra {
            let decided = state.decide(CaseCommand::Record(event.clone())).map_err(|e| format!("today's case {case_id}: {e}"))?;
            state = decided.iter().fold(state, |c, e| c.apply(e));
            plan.groups.push(Group { at: ago(minutes), actor: Some(actor), events: vec![event] });
        }
        plan.groups.retain(|g| !g.events.is_empty());
        plan.state = state;
        plans.push(plan);
    }
    Ok(plans)
}

/// This week's intake calendar (spec 1 §2.5 Calendar): the investigator appointments of today's
/// wanted leads and a few standing events, Monday to Friday of the week of `now`.
pub fn calendar_week(history: &History, plans: &[CasePlan], now: DateTime<Utc>) -> Vec<domain::intake::CalendarEventSet> {
    use chrono::Datelike;
    let cal = &history.calendar;
    let today = cal.date_of(now);
    let monday = today - Duration::days(today.weekday().num_days_from_monday() as i64);
    let roster = &history.roster;
    let mut rng = Rng::derive(history.seed, STREAM_TODAY + 1, (today - epoch()).num_days() as u64);
    let event = |event_type: &str, name: String, color: &str, date: NaiveDate, start: (u32, u32), minutes: u32, investigator: Option<&Member>, case_id: Option<i64>, location: Option<String>| {
        let end = start.0 * 60 + start.1 + minutes;
        domain::intake::CalendarEventSet {
            event_id: 0,
            organization_id: history.organization_id,
            event_type: event_type.into(),
            name,
            color: color.into(),
            office_id: None,
            creator_id: Some(roster.agents[0].user_id),
            investigator_id: investigator.map(|m| m.user_id),
            date,
            start: format!("{:02}:{:02}", start.0, start.1),
            end: format!("{:02}:{:02}", end / 60, end % 60),
            case_id,
            details: None,
            location,
            time_zone: cal.tz.name().to_string(),
        }
    };
    let mut events = vec![];
    for d in 0..5 {
        events.push(event("Meeting", "Intake huddle".into(), "#8e4ec6", monday + Duration::days(d), (8, 0), 30, None, None, Some("Intake room".into())));
    }
    let wanted: Vec<&CasePlan> = plans.iter().filter(|p| p.state.wanted_date.is_some() && p.state.retained_date.is_none()).collect();
    for (i, p) in wanted.iter().enumerate() {
        let investigator = &roster.investigators[i % roster.investigators.len()];
        let opened = p.state.opened.as_ref();
        let client = opened.map(|o| format!("{} {}", o.first_name, o.last_name)).unwrap_or_default();
        // Spread over the week's business days, one appointment an hour per day at most.
        let day = monday + Duration::days(i as i64 % 5);
        let hour = 9 + ((i / 5) as u32 * 2 + rng.range(0, 2) as u32) % 8;
        events.push(event("Investigator Appointment", format!("Appointment: {client}"), "#3e63dd", day, (hour, 0), 90, Some(investigator), Some(p.case_id), Some("Client's home".into())));
    }
    // A busy week: more appointments for the days around today.
    for d in 0..5 {
        for k in 0..2 {
            let investigator = &roster.investigators[(d * 2 + k) as usize % roster.investigators.len()];
            let hour = 10 + (k as u32) * 3 + rng.range(0, 2) as u32;
            events.push(event("Signing", format!("Signing #{}", d * 2 + k + 1), "#30a46c", monday + Duration::days(d), (hour, 30), 60, Some(investigator), None, None));
        }
    }
    events
}

fn assigned(case_id: i64, role: &str, m: &Member) -> CaseEvent {
    CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(m.user_id), staff_code: m.code.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::DemoOptions;
    use chrono::TimeZone;
    use domain::intake::rules::{follow_up_staleness, Staleness};

    #[test]
    fn today_has_leads_and_every_follow_up_colour() {
        let tz: chrono_tz::Tz = "America/Denver".parse().unwrap();
        let anchor = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        let options = DemoOptions { scale: 0.02, anchor: Some(anchor), ..Default::default() };
        let history = History::new(&options, tz, 2);
        let now = tz.with_ymd_and_hms(2026, 3, 10, 14, 30, 0).unwrap().with_timezone(&Utc);
        let plans = plan_today(&history, now).unwrap();
        let opened_today = plans.iter().filter(|p| p.state.opened.as_ref().is_some_and(|o| history.calendar.date_of(o.opened_at) == anchor)).count();
        assert!(opened_today >= 12, "leads today: {opened_today}");
        let colours: Vec<Option<Staleness>> = plans
            .iter()
            .filter(|p| p.state.closed.is_none())
            .map(|p| {
                let last = p.state.notes.iter().filter_map(|n| n.created_at).max();
                follow_up_staleness(p.state.status_label.as_deref().unwrap_or(""), last, now)
            })
            .collect();
        for c in [None, Some(Staleness::Yellow), Some(Staleness::Orange), Some(Staleness::Red)] {
            assert!(colours.contains(&c), "{c:?} in {colours:?}");
        }
        assert!(plans.iter().any(|p| p.state.retained_date == Some(anchor)), "a lead signed today");
        assert!(plans.iter().all(|p| p.groups.iter().all(|g| g.at <= now)), "nothing in the future");
        // Ids stay clear of the history's.
        assert!(plans.iter().all(|p| p.case_id >= first_case_id(anchor)));
    }
}
