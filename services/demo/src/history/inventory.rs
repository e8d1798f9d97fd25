//! Open work on the files still worked at the anchor, so that every inventory login has tasks
//! both ways (spec 2 §2 Tasks: own tasks and tasks requested of others): attorneys are asked
//! for reviews and approvals by their paralegals, paralegals by case managers, on top of the
//! case managers' tasks that `casework::ongoing` plans. Its own random stream, so the rest of the history is unchanged.

use chrono::{DateTime, Duration, Utc};

use super::casework::{task, Crew};
use super::rng::Rng;
use super::timeline::Timeline;
use super::Context;

const STREAM_INVENTORY: u64 = 3;

/// A task or two the paralegal asked of the attorney in the last two weeks, on a case still
/// open at the cutoff (`end` is when the case closes, if it does). Some are overdue.
pub fn open_work(ctx: &Context, tl: &mut Timeline, crew: &Crew, setup: DateTime<Utc>, end: Option<DateTime<Utc>>) {
    let cutoff = ctx.calendar.cutoff;
    if end.is_some_and(|e| e <= cutoff) {
        return;
    }
    let mut rng = Rng::derive(0x1A7E_5EED, STREAM_INVENTORY, tl.case_id as u64);
    if !rng.chance(0.14) {
        return;
    }
    let from = (cutoff - Duration::days(14)).max(setup + Duration::hours(2));
    if from >= cutoff {
        return;
    }
    let span = (cutoff - from).num_minutes().max(2);
    let offset = Duration::minutes(rng.range(1, span - 1));
    let at = ctx.calendar.work_moment(&mut rng, from + offset);
    if at >= cutoff {
        return;
    }
    let (category, summary) = *rng.pick(&[
        ("Review", "Review the demand draft before it goes out"),
        ("Approval", "Approve the medical records requests"),
        ("Client", "Call the client about the latest offer"),
        ("Insurance", "Decide on the UIM claim with the carrier"),
    ]);
    let due_in = rng.range(1, 8);
    // Open at the cutoff: the attorney has not done it yet.
    task(ctx, &mut rng, tl, at, &crew.paralegal, &crew.attorney, category, summary, due_in, 0.0);
    // Case managers ask the paralegal for things too (their Show Requested list).
    if rng.chance(0.5) && at + Duration::minutes(20) < cutoff {
        let (category, summary) = *rng.pick(&[("Medical", "Send the updated bills to the adjuster"), ("Client", "Return the client's call about mileage")]);
        let due_in = rng.range(1, 6);
        task(ctx, &mut rng, tl, at + Duration::minutes(20), &crew.case_manager, &crew.paralegal, category, summary, due_in, 0.0);
    }
}
