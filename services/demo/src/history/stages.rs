//! The case notes lists' per-user data (spec 2 §2, §3 "Per-user case data"): while a case sits
//! in a stage, its paralegal and attorney keep a private note and a row colour on that stage's
//! list now and then. Drawn from the case's own stream of numbers, so the rest of the case's
//! history is the same with or without it.

use chrono::{DateTime, Duration, Utc};
use domain::cases::{CaseEvent, StageNoteSet};
use domain::stages::rules::PALETTE;

use super::casework::{Crew, Phase, Phases};
use super::facts;
use super::rng::Rng;
use super::timeline::Timeline;

/// The stream of numbers of the stage notes (independent of the case's).
const STREAM_STAGE_NOTES: u64 = 0x57A6E;

fn key(phase: Phase) -> &'static str {
    match phase {
        Phase::Treating => "treating",
        Phase::DemandPrep => "demandPrep",
        Phase::Negotiation => "neg",
        Phase::Litigation => "litigation",
        Phase::Settled => "settled",
    }
}

fn note_for(rng: &mut Rng, phase: Phase) -> &'static str {
    let options: &[&'static str] = match phase {
        Phase::Treating => &[
            "Waiting on PT progress notes",
            "Client missed two chiro visits; call",
            "MRI scheduled, follow up after",
            "Ask about ortho referral",
            "PIP nearly exhausted; check health insurance",
        ],
        Phase::DemandPrep => &[
            "Need final bills from imaging",
            "Records request resent to ER",
            "Draft demand with attorney for review",
            "Wage loss letter still missing",
        ],
        Phase::Negotiation => &["Adjuster slow to respond", "Waiting on counter", "Client anxious; call weekly", "Offer expected next week"],
        Phase::Litigation => &["Discovery responses due soon", "Deposition dates proposed", "Mediation being scheduled"],
        Phase::Settled => &["Waiting on settlement check", "Lien reduction requested", "Closing statement to client"],
    };
    rng.pick::<&str>(options)
}

/// Notes and colours while the case was in each stage, up to `until`. A litigated case also
/// takes the Litigation stage's status when the litigation team takes it over (spec 2 §4:
/// "PL 10 UIM Arbitration: Litigation", the only status of that stage), so the stage's list
/// and totals are not empty.
pub fn notes(tl: &mut Timeline, crew: &Crew, phases: &Phases, until: DateTime<Utc>) {
    let mut rng = Rng::derive(0, STREAM_STAGE_NOTES, tl.case_id as u64);
    let entries = phases.entries().to_vec();
    for (from, phase) in &entries {
        if *phase == Phase::Litigation {
            facts::status(tl, *from + Duration::minutes(5), Some(crew.paralegal.user_id), facts::PL_10_UIM_ARBITRATION);
        }
    }
    for (i, (from, phase)) in entries.iter().enumerate() {
        let to = entries.get(i + 1).map(|(at, _)| *at).unwrap_or(until).min(until);
        let span = (to - *from).num_minutes();
        if span < 120 {
            continue;
        }
        for (member, p) in [(&crew.paralegal, 0.55), (&crew.attorney, 0.3)] {
            if !rng.chance(p) {
                continue;
            }
            let at = *from + Duration::minutes(rng.range(60, span - 1));
            let color = rng.chance(0.6).then(|| rng.pick(&PALETTE).0.to_string());
            tl.push(
                at,
                Some(member.user_id),
                CaseEvent::StageNoteSet(StageNoteSet {
                    case_id: tl.case_id,
                    user_id: member.user_id,
                    stage: key(*phase).into(),
                    note: Some(note_for(&mut rng, *phase).to_string()),
                    color,
                    follow_up_at: None,
                    at,
                }),
            );
        }
    }
}
