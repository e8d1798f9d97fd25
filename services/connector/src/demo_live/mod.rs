//! The demo system's live simulation (issue #18: "A demo firm that is alive"): after the
//! history, the built-in demo system keeps producing believable facts in real time — a new
//! lead every `3600 / rate` seconds in business hours (Monday to Friday, 8:00–18:00 in the
//! firm's time zone), an intake note a third of a slot later and, for about half the leads, a
//! status change two thirds in; now and then a fee on a settled case ([`fees`]). Everything is a pure function of the time slot, so two
//! processes (or a restart) produce the same facts with the same ids; they are served through
//! `fetch_facts(after)` for the sync worker to pull.

use chrono::{DateTime, Datelike, Duration, TimeZone, Timelike, Utc, Weekday};
use serde_json::json;

use crate::port::{CaseSnapshot, Fact};

pub mod fees;

/// Live case ids: this base plus the lead's second since 2026-01-01 UTC (clear of the demo
/// history's ids below one million and of `create_case`'s, which stay below it for decades).
pub const LIVE_CASE_BASE: i64 = 3_000_000_000;
const EPOCH: i64 = 1_767_225_600; // 2026-01-01T00:00:00Z
/// How far back a cursor is honoured: a demo system that was off does not replay weeks.
const MAX_BACKFILL: Duration = Duration::days(2);
/// The fastest the simulation goes (`demo_live_rate` at most 600 an hour).
const MIN_SLOT_SECONDS: i64 = 6;
/// Business hours of the simulated intake desk.
const OPEN_HOUR: u32 = 8;
const CLOSE_HOUR: u32 = 18;

const FIRST: [&str; 16] =
    ["Maria", "James", "Ashley", "Tyler", "Jessica", "Brandon", "Emily", "Jose", "Kayla", "Dustin", "Hannah", "Luis", "Brooke", "Kyle", "Megan", "Derek"];
const LAST: [&str; 16] = [
    "Jensen", "Nielsen", "Garcia", "Christensen", "Larsen", "Martinez", "Peterson", "Hansen", "Lopez", "Olsen", "Young", "Allred", "Romero", "Sorensen", "Baker", "Hale",
];
/// (case type, sub type, advertising source)
const LEADS: [(&str, &str, &str); 5] = [
    ("Auto Accident", "Rear-End", "Google Ads"),
    ("Auto Accident", "T-Bone", "Television"),
    ("Premises Liability", "Slip and Fall", "Website"),
    ("Auto Accident", "Pedestrian", "Referral"),
    ("Dog Bite", "Dog Bite", "Google Ads"),
];
const NOTES: [&str; 4] = [
    "Intake call: client describes the collision and the injuries; treatment started at urgent care.",
    "Left a voicemail for the client to schedule the intake appointment.",
    "Client sent photos of the vehicle and the police report number.",
    "Spoke with the client: still treating with the chiropractor, pain in neck and back.",
];

/// The simulation's settings.
#[derive(Debug, Clone, PartialEq)]
pub struct LiveDemo {
    /// Leads per business hour (> 0).
    pub rate: f64,
    pub time_zone: chrono_tz::Tz,
    /// Office ids leads are spread over.
    pub offices: Vec<i64>,
    /// `[connector] demo_live_hours = "always"`: leads come at any hour and day.
    pub always_open: bool,
}

/// One generated fact with the instant it happens at.
#[derive(Debug, Clone, PartialEq)]
pub struct LiveFact {
    pub at: DateTime<Utc>,
    pub seq: u8,
    pub fact: Fact,
}

fn mix(seed: u64) -> u64 {
    // splitmix64: a well-spread hash of the slot.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl LiveDemo {
    /// Seconds between two leads.
    pub fn slot_seconds(&self) -> i64 {
        ((3600.0 / self.rate).round() as i64).max(MIN_SLOT_SECONDS)
    }

    /// The slot a lead opened in starts at this instant, or None outside business hours.
    fn lead_at(&self, slot: i64) -> Option<DateTime<Utc>> {
        let at = DateTime::from_timestamp(EPOCH + slot * self.slot_seconds(), 0)?;
        let local = at.with_timezone(&self.time_zone);
        let weekday = !matches!(local.weekday(), Weekday::Sat | Weekday::Sun);
        (self.always_open || (weekday && (OPEN_HOUR..CLOSE_HOUR).contains(&local.hour()))).then_some(at)
    }

    fn slot_of(&self, at: DateTime<Utc>) -> i64 {
        (at.timestamp() - EPOCH).div_euclid(self.slot_seconds())
    }

    /// The case a live lead of this slot has (None outside business hours).
    pub fn case_of_slot(&self, slot: i64) -> Option<i64> {
        self.lead_at(slot).map(|at| LIVE_CASE_BASE + at.timestamp() - EPOCH)
    }

    /// Every fact of the lead opened in `slot`, in time order (the later ones may lie ahead).
    pub fn facts_of_slot(&self, slot: i64) -> Vec<LiveFact> {
        let Some(opened_at) = self.lead_at(slot) else { return vec![] };
        let case_id = LIVE_CASE_BASE + opened_at.timestamp() - EPOCH;
        let r = mix(opened_at.timestamp() as u64);
        let pick = |n: usize, shift: u32| ((r >> shift) % n as u64) as usize;
        let (case_type, sub_type, source) = LEADS[pick(LEADS.len(), 8)];
        let office_id = self.offices[pick(self.offices.len(), 16)];
        let local = opened_at.with_timezone(&self.time_zone);
        let incident = (local - Duration::days(1 + pick(20, 24) as i64)).date_naive();
        let id = |n: u8| format!("demo-live-{case_id}-{n}");
        let mut facts = vec![LiveFact {
            at: opened_at,
            seq: 0,
            fact: Fact {
                fact_id: id(0),
                fact_type: "case_opened".into(),
                data: json!({
                    "case_id": case_id,
                    "case_number": format!("PI-{}-{}", local.format("%y"), case_id - LIVE_CASE_BASE),
                    "opened_at": opened_at,
                    "first_name": FIRST[pick(FIRST.len(), 0)],
                    "last_name": LAST[pick(LAST.len(), 4)],
                    "phone_number": format!("(801) 555-{:04}", 2000 + pick(8000, 32)),
                    "case_type": case_type,
                    "case_sub_type": sub_type,
                    "state": "UT",
                    "office_id": office_id,
                    "intake_rank_id": 1157 + pick(4, 40) as i64,
                    "advertising_source": source,
                    "incident_date": incident,
                    "lead_type": "New",
                    "high_priority": pick(10, 44) == 0,
                    "is_mass_tort": false,
                    "status_id": 1079,
                }),
            },
        }];
        let third = Duration::seconds(self.slot_seconds() / 3);
        let note_at = opened_at + third;
        facts.push(LiveFact {
            at: note_at,
            seq: 1,
            fact: Fact {
                fact_id: id(1),
                fact_type: "note_added".into(),
                data: json!({
                    "case_id": case_id,
                    "note_id": (case_id - LIVE_CASE_BASE) * 10 + 1,
                    "note_type_id": 189,
                    "title": "Intake",
                    "content": NOTES[pick(NOTES.len(), 48)],
                    "created_at": note_at,
                    "creator_name": "Demo intake desk",
                }),
            },
        });
        if pick(2, 52) == 0 {
            let changed_at = opened_at + third * 2;
            facts.push(LiveFact {
                at: changed_at,
                seq: 2,
                fact: Fact {
                    fact_id: id(2),
                    fact_type: "case_status_changed".into(),
                    data: json!({ "case_id": case_id, "status_id": 1080, "changed_at": changed_at }),
                },
            });
        }
        facts
    }

    /// Facts that happened in `(after, now]`, at most `limit`, in time order; the fees go to
    /// `settled` cases. `after` is a cursor this function answered
    /// (`demo-live:<unix seconds>:<seq>`); anything else starts at `start`. A cursor older
    /// than two days starts two days back.
    pub fn facts_between(
        &self,
        after: Option<&str>,
        start: DateTime<Utc>,
        now: DateTime<Utc>,
        limit: usize,
        settled: &[i64],
    ) -> (Vec<LiveFact>, Option<String>) {
        let cursor = after.and_then(parse_cursor);
        let from = cursor.map(|(t, _)| t).unwrap_or(start).max(now - MAX_BACKFILL);
        let first_slot = self.slot_of(from) - 1; // a lead's later facts fall in the next slot
        let mut out = vec![];
        for slot in first_slot..=self.slot_of(now) {
            // Without a cursor the feed begins at `start`: a lead opened before it is not in the
            // feed, so neither are its later facts (they would wait for their case for ever).
            let before_start = cursor.is_none() && self.lead_at(slot).is_some_and(|opened| opened < start);
            let lead = if before_start { vec![] } else { self.facts_of_slot(slot) };
            for f in lead.into_iter().chain(self.fee_of_slot(slot, settled)) {
                let key = (f.at.timestamp(), f.seq);
                let fresh = match cursor {
                    Some(c) => key > (c.0.timestamp(), c.1),
                    None => f.at >= start,
                };
                if fresh && f.at <= now {
                    out.push(f);
                }
            }
        }
        out.sort_by_key(|f| (f.at, f.seq));
        out.truncate(limit);
        let next = out.last().map(|f| format!("demo-live:{}:{}", f.at.timestamp(), f.seq)).or(after.map(str::to_string));
        (out, next)
    }

    /// The external system's view of a live case at `now` (None when it is not a live case
    /// or not opened yet).
    pub fn snapshot_of(&self, case_id: i64, now: DateTime<Utc>) -> Option<CaseSnapshot> {
        if case_id <= LIVE_CASE_BASE {
            return None;
        }
        let opened = DateTime::from_timestamp(EPOCH + case_id - LIVE_CASE_BASE, 0)?;
        let facts: Vec<LiveFact> = self.facts_of_slot(self.slot_of(opened)).into_iter().filter(|f| f.at <= now).collect();
        let first = facts.first().filter(|f| f.fact.data["case_id"] == case_id)?;
        let data = &first.fact.data;
        let status_changed = facts.iter().any(|f| f.fact.fact_type == "case_status_changed");
        Some(CaseSnapshot {
            case_id,
            organization_id: None,
            status_id: Some(if status_changed { 1080 } else { 1079 }),
            intake_rank_id: data["intake_rank_id"].as_i64(),
            office_id: data["office_id"].as_i64(),
            opened_on: Some(opened.date_naive().to_string()),
            note_count: facts.iter().filter(|f| f.fact.fact_type == "note_added").count() as i64,
            ..Default::default()
        })
    }

    /// Live cases opened since `start` with an id above `after_case_id`, up to `now`, by id,
    /// at most `limit`.
    pub fn snapshots_after(&self, after_case_id: Option<i64>, start: DateTime<Utc>, now: DateTime<Utc>, limit: usize) -> Vec<CaseSnapshot> {
        let after_at = after_case_id.and_then(|id| DateTime::from_timestamp(EPOCH + id - LIVE_CASE_BASE, 0)).filter(|_| after_case_id > Some(LIVE_CASE_BASE));
        let from = after_at.map_or(start, |a| a.max(start));
        let mut out = vec![];
        for slot in self.slot_of(from)..=self.slot_of(now) {
            if out.len() >= limit {
                break;
            }
            let Some(id) = self.case_of_slot(slot) else { continue };
            let opened = DateTime::from_timestamp(EPOCH + id - LIVE_CASE_BASE, 0);
            if after_case_id.is_some_and(|a| id <= a) || opened.is_none_or(|o| o < start) {
                continue;
            }
            out.extend(self.snapshot_of(id, now));
        }
        out
    }

    /// Every fact of one live case up to `now`.
    pub fn facts_of_case(&self, case_id: i64, now: DateTime<Utc>) -> Vec<Fact> {
        let Some(opened) = DateTime::from_timestamp(EPOCH + case_id - LIVE_CASE_BASE, 0).filter(|_| case_id > LIVE_CASE_BASE) else { return vec![] };
        self.facts_of_slot(self.slot_of(opened))
            .into_iter()
            .filter(|f| f.at <= now && f.fact.data["case_id"] == case_id)
            .map(|f| f.fact)
            .collect()
    }
}

fn parse_cursor(cursor: &str) -> Option<(DateTime<Utc>, u8)> {
    let rest = cursor.strip_prefix("demo-live:")?;
    let (t, seq) = rest.split_once(':')?;
    Some((Utc.timestamp_opt(t.parse().ok()?, 0).single()?, seq.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OFFICES: &[i64] = &[1, 3, 7];

    fn live(rate: f64) -> LiveDemo {
        LiveDemo { rate, time_zone: chrono_tz::America::Denver, offices: OFFICES.to_vec(), always_open: false }
    }

    #[test]
    fn an_always_open_desk_takes_leads_at_the_weekend_and_at_the_fastest_rate() {
        // `[connector] demo_live_hours = "always"`, `demo_live_rate` at its maximum of 600 an hour.
        let demo = LiveDemo { always_open: true, ..live(600.0) };
        assert_eq!(demo.slot_seconds(), 6);
        // Saturday 2026-03-07, 16:00:00 to 16:01:00 both included: a lead every 6 s, eleven.
        let (facts, _) = demo.facts_between(None, at(2026, 3, 7, 16, 0), at(2026, 3, 7, 16, 1), 1_000, &[]);
        assert_eq!(facts.iter().filter(|f| f.fact.fact_type == "case_opened").count(), 11);
    }

    fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    #[test]
    fn leads_arrive_at_the_configured_rate_in_business_hours_only() {
        // issue #18: "a new lead every few minutes in business hours … at a rate set in configuration"
        let demo = live(6.0); // one lead every 10 minutes
        assert_eq!(demo.slot_seconds(), 600);
        // Tuesday 2026-03-03, 09:00–10:00 MST = 16:00–17:00 UTC: six leads.
        let (facts, _) = demo.facts_between(None, at(2026, 3, 3, 16, 0), at(2026, 3, 3, 16, 59), 1_000, &[]);
        let leads: Vec<&LiveFact> = facts.iter().filter(|f| f.fact.fact_type == "case_opened").collect();
        assert_eq!(leads.len(), 6);
        assert!(facts.iter().filter(|f| f.fact.fact_type == "note_added").count() >= 5, "notes follow the leads");
        assert!(facts.windows(2).all(|w| (w[0].at, w[0].seq) <= (w[1].at, w[1].seq)), "in time order");
        // Saturday 2026-03-07 and 03:00 on a weekday: nothing.
        assert!(demo.facts_between(None, at(2026, 3, 7, 16, 0), at(2026, 3, 7, 20, 0), 1_000, &[]).0.is_empty());
        assert!(demo.facts_between(None, at(2026, 3, 3, 10, 0), at(2026, 3, 3, 12, 0), 1_000, &[]).0.is_empty());
    }

    #[test]
    fn a_feed_started_mid_lead_has_no_facts_of_a_case_it_never_opened() {
        // issue #18: a fact whose case_opened has not arrived is parked until it does; the live
        // demo's first pull must not hand out the note of a lead opened before the feed began.
        let demo = live(6.0);
        let opened = at(2026, 3, 3, 16, 0);
        let (facts, _) = demo.facts_between(None, opened + Duration::minutes(1), opened + Duration::minutes(9), 1_000, &[]);
        assert!(facts.is_empty(), "the 16:00 lead's note (16:03) is not the feed's: {facts:?}");
        let (facts, _) = demo.facts_between(None, opened, opened + Duration::minutes(9), 1_000, &[]);
        assert_eq!(facts.first().map(|f| f.fact.fact_type.as_str()), Some("case_opened"));
        assert!(facts.iter().any(|f| f.fact.fact_type == "note_added"));
    }

    #[test]
    fn the_same_slot_gives_the_same_facts_and_a_cursor_resumes_without_repeats() {
        // brief: "DemoSystem produces deterministic-but-timely facts (seeded by time slot)"
        let demo = live(12.0);
        let (start, now) = (at(2026, 3, 3, 16, 0), at(2026, 3, 3, 18, 0));
        let (all, _) = demo.facts_between(None, start, now, 1_000, &[]);
        assert_eq!(all, demo.facts_between(None, start, now, 1_000, &[]).0, "deterministic");
        assert!(all.iter().all(|f| f.at <= now), "nothing from the future");
        let mut pulled = vec![];
        let mut cursor: Option<String> = None;
        loop {
            let (page, next) = demo.facts_between(cursor.as_deref(), start, now, 7, &[]);
            if page.is_empty() {
                break;
            }
            pulled.extend(page.into_iter().map(|f| f.fact.fact_id));
            cursor = next;
        }
        assert_eq!(pulled, all.iter().map(|f| f.fact.fact_id.clone()).collect::<Vec<_>>(), "pages resume where they stopped");
        let ids: std::collections::BTreeSet<&String> = pulled.iter().collect();
        assert_eq!(ids.len(), pulled.len(), "fact ids are unique");
        // Later, the same cursor answers only what happened since.
        let (later, _) = demo.facts_between(cursor.as_deref(), start, now + Duration::minutes(30), 1_000, &[]);
        assert!(!later.is_empty() && later.iter().all(|f| f.at > now - Duration::minutes(5)));
    }

    #[test]
    fn the_live_cases_answer_snapshots_and_their_facts() {
        // issue #18: "It also answers reconciliation like a real system would."
        let demo = live(6.0);
        let now = at(2026, 3, 3, 16, 59);
        let snaps = demo.snapshots_after(None, at(2026, 3, 3, 16, 0), now, 100);
        assert_eq!(snaps.len(), 6);
        let first = &snaps[0];
        assert!(first.case_id > LIVE_CASE_BASE && OFFICES.contains(&first.office_id.unwrap()));
        assert_eq!(first.opened_on.as_deref(), Some("2026-03-03"));
        let facts = demo.facts_of_case(first.case_id, now);
        assert_eq!(facts[0].fact_type, "case_opened");
        assert_eq!(first.note_count, facts.iter().filter(|f| f.fact_type == "note_added").count() as i64);
        assert_eq!(first.status_id, Some(if facts.iter().any(|f| f.fact_type == "case_status_changed") { 1080 } else { 1079 }));
        assert!(demo.snapshot_of(17, now).is_none() && demo.facts_of_case(17, now).is_empty(), "history cases are not live");
        assert_eq!(demo.snapshots_after(Some(first.case_id), at(2026, 3, 3, 16, 0), now, 2).len(), 2);
    }
}
