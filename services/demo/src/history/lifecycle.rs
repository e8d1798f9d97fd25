//! A retained case from file setup to disbursement (spec 2 §4 "Status to stage"): PL 00 file
//! setup, PL 01 medical management for months, PL 02–05 evidence, demand preparation, review
//! and demand, PL 06 negotiations (months more when litigated), the UIM branch PL 07–10, then
//! PL 11 incoming fees, PL 12 disbursement and closing — or a client who fires the firm, or a
//! case dropped on the way. The day-to-day work around it is in `casework.rs`.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::cases::*;

use super::casework::{self, Crew, Phase, Phases};
use super::facts::{self, *};
use super::intake::Profile;
use super::medical;
use super::money::{self, Valuation};
use super::rng::Rng;
use super::roster::Roster;
use super::timeline::{IdKind, Timeline};
use super::Context;

/// spec 1 §9 / 3 §9 fired rate: "'INTAKE - PC REJECTED FIRM', 'INTAKE - RETAINED ANOTHER
/// ATTORNEY' or 'CSA GOT FIRED BY CLIENT' ... plus any case with 'REJECT - RETAINED ANOTHER
/// ATTORNEY'" — retained cases that end early end with these or a firm-side reason.
const DROPS: [(&str, f64); 5] = [
    ("CSA GOT FIRED BY CLIENT", 35.0),
    ("REJECT - RETAINED ANOTHER ATTORNEY", 25.0),
    ("CSA DROPPED CLIENT", 15.0),
    ("CLIENT STOPPED TREATING", 15.0),
    ("CASE CLOSED - NO RECOVERY", 10.0),
];

/// Clients who fire the firm within weeks of signing (spec 3 §2.13 closed-no-fee and fired rate:
/// New Cases shows a few in any month). A generator of its own per case keeps the main stream,
/// and so every other fact of the history, as it was.
const QUICK_FIRE_SHARE: f64 = 0.06;
const QUICK_FIRES: [(&str, f64); 3] = [("CSA GOT FIRED BY CLIENT", 50.0), ("INTAKE - RETAINED ANOTHER ATTORNEY", 30.0), ("REJECT - RETAINED ANOTHER ATTORNEY", 20.0)];

fn quick_fire(ctx: &Context, tl: &mut Timeline, by: &super::roster::Member, case_id: i64, retained_at: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let mut rng = Rng::derive(0x5155_4943_4b46_4952, case_id as u64, 0);
    if !rng.chance(QUICK_FIRE_SHARE) {
        return None;
    }
    let cal = ctx.calendar;
    let at = cal.work_after(retained_at, rng.uniform(2.0, 20.0), &mut rng);
    let reason = *rng.weighted(&QUICK_FIRES);
    // spec 1 §5: a retained case is closed only with the closing letter sent.
    facts::close(tl, at, cal.date_of(at), by, reason, "client ended the representation; closing letter sent", true, true);
    Some(at)
}

fn days(rng: &mut Rng, median: f64, sigma: f64) -> f64 {
    rng.lognormal(median, sigma)
}

pub fn plan(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, p: &Profile, retained_at: DateTime<Utc>) {
    let cal = ctx.calendar;
    let roster = ctx.roster;
    let team = Some(p.office.team);
    let crew = Crew {
        attorney: p.attorney.clone(),
        paralegal: Roster::pick(rng, &roster.paralegals, team).clone(),
        case_manager: Roster::pick(rng, &roster.case_managers, team).clone(),
        // How often the file is touched: most teams keep up, some fall behind (spec 2 §9 review colours).
        diligence: *rng.weighted(&[(1.0, 68.0), (1.5, 20.0), (2.6, 12.0)]),
    };
    let att = Some(crew.attorney.user_id);
    let para = Some(crew.paralegal.user_id);
    let v: Valuation = money::valuation(rng, p.severity);
    let litigated = rng.chance(if v.value > 100_000.0 { 0.3 } else { 0.07 });
    let policy_limit = *rng.weighted(&[(25_000.0, 40.0), (50_000.0, 30.0), (100_000.0, 22.0), (250_000.0, 8.0)]);
    let uim = !litigated && v.value > policy_limit * 1.2 && rng.chance(0.7);
    let case_id = tl.case_id;

    // PL 00 file setup.
    let setup = cal.work_after(retained_at, rng.uniform(0.05, 1.5), rng);
    let mut phases = Phases::default();
    phases.enter(setup, Phase::Treating);
    facts::status(tl, setup, para, PL_00_FILE_SETUP);
    facts::assign(tl, setup, att, "paralegal", &crew.paralegal);
    facts::assign(tl, setup, att, "case_manager", &crew.case_manager);
    facts::case_note(tl, setup, &crew.paralegal, format!("File opened ({} office). Letters of representation sent to both carriers; PIP claim opened.", p.office.name));
    let sol_years = super::catalog::state(p.office.state).3;
    let sol_due = add_years(p.incident_date, sol_years);
    let sol = DeadlineSet {
        case_id,
        deadline_id: tl.next_id(IdKind::Deadline),
        due_date: sol_due,
        deadline_type: Some("Statute of Limitations".into()),
        party: Some(format!("{} {}", p.client.first_name, p.client.last_name)),
        respondent: Some("At-fault driver".into()),
        comments: Some(format!("{sol_years}-year SOL ({})", p.office.state)),
        completed: false,
    };
    facts::deadline(tl, setup, para, &sol);
    if rng.chance(0.06) {
        // spec 3 §3 "statusType (75 means intake)": a review right after signing.
        let at = retained_at + Duration::hours(rng.range(2, 72));
        casework::review(rng, tl, at, &p.agent, true);
    }

    // PL 01 medical management.
    let treating = cal.work_after(setup, days(rng, 4.0, 0.5), rng);
    facts::status(tl, treating, para, PL_01_MEDICAL);
    let treatment_days = days(rng, 95.0 * (1.0 + 1.5 * p.severity), 0.45).clamp(25.0, 720.0);
    let evidence = cal.work_after(treating, treatment_days, rng);
    let specials = v.value / rng.uniform(2.2, 4.2);
    let mut providers = medical::treat(ctx, rng, tl, p.office.id, &crew.paralegal, p.severity, specials, treating, evidence);
    if rng.chance(0.3) {
        medical::refer(rng, tl, &p.agent, cal, &providers);
    }
    let ranked = cal.work_after(treating, rng.uniform(10.0, 50.0).min(treatment_days * 0.8), rng);
    if rng.chance(0.9) {
        money::set_rank(tl, ranked, att, v.rank_id);
    } else if rng.chance(0.5) {
        // spec 2 §4 "Unrated - Default"; the rest have no rank at all ("No Rank", spec 3 §4).
        money::set_rank(tl, ranked, att, 1088);
    }

    // PL 02–05: evidence, demand preparation, review, demand sent.
    facts::status(tl, evidence, para, PL_02_EVIDENCE);
    phases.enter(evidence, Phase::DemandPrep);
    medical::request_records(ctx, rng, tl, evidence, &crew.paralegal, &providers);
    let prep = cal.work_after(evidence, days(rng, 22.0, 0.4), rng);
    facts::status(tl, prep, para, PL_03_DEMAND_PREP);
    let review = cal.work_after(prep, days(rng, 16.0, 0.45), rng);
    facts::status(tl, review, para, PL_04_DEMAND_REVIEW);
    let sent = cal.work_after(review, days(rng, 5.0, 0.6), rng);
    facts::status(tl, sent, att, PL_05_DEMAND_SENT);
    let ask = money::round_offer(if uim { policy_limit } else { v.value * rng.uniform(1.8, 3.0) });
    money::demand(tl, sent, att, cal.date_of(sent), "liability", ask);
    money::negotiation(tl, sent, att, ask, None);
    casework::follow_deadline(ctx, rng, tl, sent, &crew.paralegal, "Demand Response Due", 30);

    // PL 06 negotiations, litigation when they fail.
    let negotiating = cal.work_after(sent, days(rng, 30.0, 0.3), rng);
    facts::status(tl, negotiating, att, PL_06_NEGOTIATIONS);
    phases.enter(negotiating, Phase::Negotiation);
    let settle_value = if uim { policy_limit } else { money::round_offer(v.value * rng.uniform(0.75, 1.15)) };
    let mut lawyer = crew.attorney.clone();
    let settle_at = if litigated {
        lawyer = Roster::pick(rng, &roster.litigators, None).clone();
        let handoff = cal.work_after(negotiating, days(rng, 45.0, 0.4), rng);
        facts::assign(tl, handoff, att, "attorney", &lawyer);
        phases.enter(handoff, Phase::Litigation);
        facts::case_note(tl, handoff, &lawyer, "Offers too low; filing suit. Litigation team takes over.".into());
        casework::litigation_deadlines(ctx, rng, tl, handoff, &crew.paralegal);
        cal.work_after(handoff, days(rng, 300.0, 0.35), rng)
    } else {
        cal.work_after(negotiating, days(rng, 38.0, 0.5), rng)
    };
    let round_count = rng.range(1, 3) as usize;
    let offers = money::rounds(rng, ask, settle_value, round_count);
    let step = (settle_at - negotiating) / (offers.len() as i32 + 1);
    for (i, (demand, offer)) in offers.iter().enumerate() {
        let at = cal.work_moment(rng, negotiating + step * (i as i32 + 1));
        if at < settle_at {
            money::negotiation(tl, at, Some(lawyer.user_id), *demand, Some(*offer));
        }
    }
    if rng.chance(0.3) {
        casework::stage_note(rng, tl, negotiating, &crew.paralegal, "neg");
    }

    // A client may fire the firm, or the firm drop the case, before it settles.
    let mut end: Option<DateTime<Utc>> = None;
    if rng.chance(0.085) {
        let early = rng.chance(0.4);
        let fraction = if early { rng.uniform(0.0, 0.15) } else { rng.uniform(0.15, 0.95) };
        let drop_at = cal.work_moment(rng, setup + (settle_at - setup) * ((fraction * 1000.0) as i32) / 1000);
        // Everything planned after the close is dropped when the timeline is finished.
        let reason = *rng.weighted(&DROPS);
        // spec 1 §5: a retained case is closed only with the closing letter sent.
        facts::close(tl, drop_at, cal.date_of(drop_at), &crew.attorney, reason, "closing letter sent to client", true, true);
        end = Some(drop_at);
    }
    if end.is_none() {
        end = quick_fire(ctx, tl, &crew.attorney, case_id, retained_at);
    }
    let lit_rate = money::fee_rate(p.fee_structure, litigated);
    let shares = super::catalog::FEE_SHARING_SOURCES.contains(&p.ad_source);
    let market = p.office.market;
    if end.is_none() {
        let l = Some(lawyer.user_id);
        phases.enter(settle_at, Phase::Settled);
        let first = money::settle(tl, settle_at, l, cal.date_of(settle_at), "liability", settle_value, lit_rate, shares, market);
        facts::case_note(tl, settle_at, &lawyer, format!("Settled with the carrier for ${:.0}.", settle_value));
        let mut settlements = vec![first];
        let mut last = settle_at;
        if uim {
            let uim_prep = cal.work_after(settle_at, rng.uniform(1.0, 6.0), rng);
            facts::status(tl, uim_prep, para, PL_07_UIM_PREP);
            let fee_at = cal.work_after(settle_at, days(rng, 20.0, 0.3), rng);
            money::fee(tl, fee_at, l, cal.date_of(fee_at), &settlements[0], litigated, p.type_id, false);
            money::bank(tl, fee_at, l, &settlements[0], cal.date_of(fee_at));
            let uim_sent = cal.work_after(uim_prep, days(rng, 28.0, 0.4), rng);
            facts::status(tl, uim_sent, att, PL_08_UIM_SENT);
            let uim_value = money::round_offer((v.value - policy_limit).max(10_000.0).min(policy_limit * rng.uniform(0.6, 2.0)));
            money::demand(tl, uim_sent, att, cal.date_of(uim_sent), "uim", money::round_offer(uim_value * 1.8));
            let uim_neg = cal.work_after(uim_sent, days(rng, 30.0, 0.3), rng);
            facts::status(tl, uim_neg, att, PL_09_UIM_NEGOTIATIONS);
            let mut uim_done = cal.work_after(uim_neg, days(rng, 45.0, 0.5), rng);
            if rng.chance(0.2) {
                facts::status(tl, uim_done, att, PL_10_UIM_ARBITRATION);
                uim_done = cal.work_after(uim_done, days(rng, 140.0, 0.4), rng);
            }
            let second = money::settle(tl, uim_done, att, cal.date_of(uim_done), "uim", uim_value, lit_rate, shares, market);
            settlements.push(second);
            last = uim_done;
        }
        // PL 11 incoming fees → fee lines → PL 12 disbursement and balances → closed.
        facts::status(tl, last, Some(lawyer.user_id), PL_11_INCOMING_FEES);
        let fee_at = cal.work_after(last, days(rng, 18.0, 0.4), rng);
        let final_settlement = settlements.last().expect("a settlement");
        money::fee(tl, fee_at, Some(lawyer.user_id), cal.date_of(fee_at), final_settlement, litigated, p.type_id, true);
        let disbursing = cal.work_after(fee_at, days(rng, 5.0, 0.6), rng);
        facts::status(tl, disbursing, para, PL_12_DISBURSED);
        medical::resolve_balances(ctx, rng, tl, disbursing, &crew.attorney, &crew.paralegal, &mut providers);
        let closing = cal.work_after(disbursing, days(rng, 24.0, 0.5), rng);
        money::bank(tl, closing, Some(lawyer.user_id), final_settlement, cal.date_of(closing));
        complete_deadline(tl, closing, para, &sol);
        if rng.chance(0.36) {
            casework::review(rng, tl, disbursing, &crew.case_manager, false);
        }
        if rng.chance(0.04) {
            // A minor's or structured settlement stays in trust (spec 2 §4 PL 13: Settled).
            facts::status(tl, closing, para, PL_13_TRUST);
            end = None;
        } else {
            let close_at = closing + Duration::minutes(rng.range(5, 60));
            facts::close(tl, close_at, cal.date_of(close_at), &crew.paralegal, "CASE SETTLED - FEES DISBURSED", "closing statement signed, funds disbursed", true, true);
            end = Some(close_at);
        }
    }
    casework::ongoing(ctx, rng, tl, &crew, &phases, setup, end.unwrap_or(ctx.calendar.cutoff));
    super::stages::notes(tl, &crew, &phases, end.unwrap_or(ctx.calendar.cutoff));
    super::inventory::open_work(ctx, tl, &crew, setup, end);
}

fn complete_deadline(tl: &mut Timeline, at: DateTime<Utc>, actor: Option<i64>, d: &DeadlineSet) {
    tl.push(at, actor, CaseEvent::DeadlineSet(DeadlineSet { completed: true, ..d.clone() }));
}

fn add_years(d: NaiveDate, years: i64) -> NaiveDate {
    use chrono::Datelike;
    NaiveDate::from_ymd_opt(d.year() + years as i32, d.month(), d.day().min(28)).expect("valid date")
}
