//! A lead from first contact to its intake outcome (spec 1 §2.5, §4): opened in INT 00, worked
//! in INT 01 with intake notes and an intake rank, then wanted (INT 02 investigator appointment,
//! INT 03/04) and retained or lost, not wanted and closed with a reason, referred out through
//! the REF OUT statuses, or flagged as a mass tort and sent to co-counsel.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::cases::rules;
use domain::cases::*;

use super::catalog::{self, MASS_TORT_TYPE, REFERRED_TYPES};
use super::client::{self, Client};
use super::facts::{self, *};
use super::places::{Office, OFFICES};
use super::rng::Rng;
use super::roster::{Member, Roster};
use super::timeline::Timeline;
use super::Context;

/// What the rest of the case's life needs to know about its intake.
pub struct Profile {
    pub office: &'static Office,
    pub type_id: i64,
    pub sub_type_id: i64,
    pub client: Client,
    pub incident_date: NaiveDate,
    pub intake_rank_id: i64,
    pub ad_source: &'static str,
    /// 0..1: how serious the injury is; drives rank, value, treatment and duration.
    pub severity: f64,
    pub agent: Member,
    pub attorney: Member,
    pub investigator: Member,
    /// spec 1 §9: "Fee structure options: blank, 33, 33/40, 35/40, 37.5/40, 40" (pre-litigation/litigation percent).
    pub fee_structure: &'static str,
}

/// spec 1 §9: "Lead types: Call, Chat, Quiz, Referral, Text, Walk In, Web Form."
const LEAD_TYPES: [(&str, f64); 7] =
    [("Call", 44.0), ("Web Form", 18.0), ("Chat", 12.0), ("Referral", 13.0), ("Text", 6.0), ("Quiz", 4.0), ("Walk In", 3.0)];

/// Call-tracking sources of calls and texts ("CR Source", spec 1 §2.5).
pub const CALLRAIL_SOURCES: [(&str, f64); 9] = [
    ("Google Ads", 34.0),
    ("Google Organic", 16.0),
    ("Google LSA", 12.0),
    ("Facebook Ads", 8.0),
    ("Bing Ads", 4.0),
    ("TV - Main Campaign", 10.0),
    ("Radio", 4.0),
    ("Billboard", 4.0),
    ("Direct", 8.0),
];

fn ad_source_for(rng: &mut Rng, lead_type: &str, type_id: i64) -> &'static str {
    if type_id == MASS_TORT_TYPE && rng.chance(0.7) {
        return "Ref-Mass Tort Campaign";
    }
    let options: &[(&'static str, f64)] = match lead_type {
        "Referral" => &[
            ("Ref-Doctors", 22.0),
            ("Ref-Auto Body", 14.0),
            ("Ref-Tow Truck", 8.0),
            ("Ref-BNI", 6.0),
            ("Ref-Partners", 12.0),
            ("Ref-Attorney Referral", 10.0),
            ("Ref-Former Client", 16.0),
            ("Ref-Friend/Family", 12.0),
        ],
        "Chat" => &[("Ref-Apex Chat", 60.0), ("Ref-Website", 40.0)],
        "Web Form" => &[("Ref-PPC", 45.0), ("Ref-Website", 30.0), ("Ref-Facebook", 15.0), ("Ref-Yelp", 10.0)],
        "Quiz" => &[("Ref-Facebook", 70.0), ("Ref-PPC", 30.0)],
        "Walk In" => &[("Ref-Billboard", 40.0), ("Ref-Former Client", 30.0), ("Ref-Friend/Family", 30.0)],
        _ => &[("Ref-PPC", 40.0), ("Ref-TV", 18.0), ("Ref-Google LSA", 14.0), ("Ref-Radio", 8.0), ("Ref-Billboard", 8.0), ("Ref-Former Client", 6.0), ("Ref-Friend/Family", 6.0)],
    };
    rng.weighted::<&str>(options)
}

/// spec 1 §4 intake ranks 1156 (0 Star) … 1160 (4 Star), from the injury's severity.
fn intake_rank_for(severity: f64) -> i64 {
    match severity {
        s if s < 0.25 => 1156,
        s if s < 0.45 => 1157,
        s if s < 0.80 => 1158,
        s if s < 0.95 => 1159,
        _ => 1160,
    }
}

fn rank_label(id: i64) -> String {
    rules::intake_rank_label(id).expect("intake rank").to_string()
}

/// Plans the lead's intake; returns the profile and the moment it was retained when the firm
/// takes the case on (mass torts go to co-counsel and return None).
pub fn plan(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, opened_at: DateTime<Utc>) -> Option<(Profile, DateTime<Utc>)> {
    let cal = ctx.calendar;
    let roster = ctx.roster;
    let office_weights: Vec<f64> = OFFICES.iter().map(|o| o.weight).collect();
    let office = &OFFICES[rng.weighted_index(&office_weights)];
    let type_weights: Vec<f64> = catalog::CASE_TYPES.iter().map(|t| t.2).collect();
    let type_id = catalog::CASE_TYPES[rng.weighted_index(&type_weights)].0;
    let sub_types = catalog::sub_types_of(type_id);
    let (sub_type_id, sub_type) = *rng.pick(&sub_types);
    let lead_type = *rng.weighted(&LEAD_TYPES);
    let ad_source = ad_source_for(rng, lead_type, type_id);
    let callrail = matches!(lead_type, "Call" | "Text").then(|| *rng.weighted(&CALLRAIL_SOURCES));
    let client = client::generate(rng, office, tl.case_id);
    let severity = rng.unit();
    let rank = if type_id == MASS_TORT_TYPE { 1158 } else { intake_rank_for(severity) };
    let incident_days = if rng.chance(0.08) { rng.range(60, 900) } else { rng.lognormal(5.0, 0.9).min(60.0) as i64 };
    let incident_date = cal.date_of(opened_at) - Duration::days(incident_days);
    let agent = Roster::pick(rng, &roster.agents, None).clone();
    let team = Some(office.team);
    let attorney = Roster::pick(rng, &roster.attorneys, team).clone();
    let investigator = Roster::pick(rng, &roster.investigators, team).clone();
    let high_priority = rank >= 1159 && rng.chance(0.5);
    let referrer_contact_id = catalog::REFERRAL_BY_OTHERS.contains(&ad_source).then(|| ctx.contacts.referrer_near(rng, office.id, ad_source)).flatten();
    let state = catalog::state(office.state);
    let case_id = tl.case_id;
    let a = Some(agent.user_id);

    // Filled field by field; `..Default::default()` keeps the demo compiling when the catalogue grows.
    #[expect(clippy::needless_update)]
    tl.push(
        opened_at,
        a,
        CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(ctx.organization_id),
            case_number: Some(format!("PI-{}-{:06}", cal.date_of(opened_at).format("%y"), case_id)),
            opened_at,
            first_name: client.first_name.clone(),
            last_name: client.last_name.clone(),
            // spec 1 §5: "prefix is Mr. when gender is 1, else Ms."
            prefix: Some(if client.gender == 1 { "Mr." } else { "Ms." }.into()),
            phone_number: Some(client.phone.clone()),
            email: client.email.clone(),
            gender: Some(client.gender),
            language: Some(client.language.into()),
            case_type: Some(catalog::case_type_name(type_id).into()),
            case_sub_type: Some(sub_type.into()),
            state: Some(state.1.into()),
            office_id: Some(office.id),
            wanted_date: None,
            intake_rank_id: Some(rank),
            advertising_source_id: Some(catalog::ad_source_id(ad_source)),
            advertising_source: Some(ad_source.into()),
            callrail_source: callrail.map(str::to_string),
            incident_date: Some(incident_date),
            incident_details: Some(client::incident_facts(rng, type_id, sub_type)),
            injury_summary: Some(client::injury_summary(rng, severity)),
            handled_by_backup: Some(if rng.chance(0.09) { "Yes" } else { "No" }.into()),
            referral_opportunity: Some(if REFERRED_TYPES.contains(&type_id) || rng.chance(0.04) { "Yes" } else { "No" }.into()),
            lead_type: Some(lead_type.into()),
            high_priority,
            is_mass_tort: type_id == MASS_TORT_TYPE,
            contact_id: Some(client.contact_id),
            status_id: Some(INT_00),
            status_label: Some(rules::status_label(INT_00).expect("INT 00").into()),
            ..Default::default()
        }),
    );
    facts::assign(tl, opened_at, a, "agent", &agent);
    if let Some(contact_id) = referrer_contact_id {
        let comments = Some(format!("Referred by {}", ctx.contacts.name_of(contact_id)));
        tl.push(
            opened_at,
            a,
            CaseEvent::ReferralSourceSet(ReferralSourceSet {
                case_id,
                contact_id: catalog::ad_source_id(ad_source),
                source: ad_source.into(),
                comments,
                other_contact_id: Some(contact_id),
            }),
        );
    }
    let first_note = opened_at + Duration::minutes(rng.range(3, 20));
    facts::case_note(tl, first_note, &agent, client::intake_note(rng, &client, type_id, sub_type, incident_date));

    // Follow-up: an agent works the lead (INT 01) within hours, during office hours.
    let follow_up = if cal.minute_of_day(opened_at) < 17 * 60 && cal.is_business_day(cal.date_of(opened_at)) {
        first_note + Duration::minutes(rng.range(10, 150))
    } else {
        cal.work_moment(rng, first_note + Duration::minutes(30))
    };
    facts::status(tl, follow_up, a, INT_01);
    if rng.chance(0.5) {
        facts::case_note(tl, follow_up, &agent, client::follow_up_note(rng));
    }
    let decision = cal.work_after(follow_up, rng.lognormal(0.4, 0.8).min(4.0), rng);
    let fee_structure = *rng.weighted(&[("33/40", 70.0), ("33", 12.0), ("35/40", 9.0), ("37.5/40", 5.0), ("40", 4.0)]);
    let profile = Profile { office, type_id, sub_type_id, client, incident_date, intake_rank_id: rank, ad_source, severity, agent, attorney, investigator, fee_structure };

    if type_id == MASS_TORT_TYPE {
        mass_tort(ctx, rng, tl, &profile, decision);
        return None;
    }
    if REFERRED_TYPES.contains(&type_id) || (rank >= 1157 && rng.chance(0.05)) {
        referred_out(ctx, rng, tl, &profile, decision);
        return None;
    }
    // Wanted by intake rank: spec 1 §9 "A lead is wanted if it has a wantedDate and is not a mass tort".
    let p_wanted = match rank {
        1156 => 0.02,
        1157 => 0.36,
        1158 => 0.83,
        1159 => 0.95,
        _ => 0.96,
    };
    if !rng.chance(p_wanted) {
        not_wanted(ctx, rng, tl, &profile, decision);
        return None;
    }
    wanted(ctx, rng, tl, &profile, decision).map(|retained_at| (profile, retained_at))
}

fn not_wanted(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, p: &Profile, at: DateTime<Utc>) {
    let cal = ctx.calendar;
    const REASONS: [(&str, f64); 8] = [
        ("INTAKE - NO CASE", 30.0),
        ("INTAKE - NO INJURY", 18.0),
        ("INTAKE - LIABILITY ISSUES", 15.0),
        ("INTAKE - NO CONTACT", 15.0),
        ("INTAKE - NOT OUR AREA", 6.0),
        ("INTAKE - SOL EXPIRED", 4.0),
        ("INTAKE - DUPLICATE LEAD", 5.0),
        ("INTAKE - PC REJECTED FIRM", 4.0),
    ];
    let down = if p.intake_rank_id > 1157 { 1157 } else { p.intake_rank_id };
    if down != p.intake_rank_id {
        tl.push(at, Some(p.agent.user_id), CaseEvent::IntakeRankSet(IntakeRankSet { case_id: tl.case_id, rank_id: down, rank_label: rank_label(down) }));
    }
    if rng.chance(0.012) {
        // A few leads are not closed at once: they linger in INT 01 (realistic noise on
        // follow-up) until the intake manager's sweep of stale leads.
        sweep_stale(ctx, tl, p, at, false);
        return;
    }
    let close_at = cal.work_after(at, rng.lognormal(0.8, 0.9).min(12.0), rng);
    let reason = *rng.weighted(&REASONS);
    let comment = client::close_comment(rng, reason);
    facts::close(tl, close_at, cal.date_of(close_at), &p.agent, reason, &comment, false, false);
}

fn referred_out(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, p: &Profile, at: DateTime<Utc>) {
    let cal = ctx.calendar;
    let by = Some(p.attorney.user_id);
    facts::status(tl, at, by, REF_OUT_PENDING);
    facts::assign(tl, at, by, "attorney", &p.attorney);
    let firm = ctx.contacts.referral_firm(rng, p.office.id);
    facts::info(tl, at, by, "referred", &firm);
    facts::case_note(tl, at, &p.attorney, format!("Not a fit for us; sent to {firm} for review."));
    let answered = cal.work_after(at, rng.lognormal(8.0, 0.7), rng);
    match rng.unit() {
        x if x < 0.70 => {
            facts::status(tl, answered, by, REF_OUT_ACCEPTED);
            // The referral firm works the case to its end (a year or two), then the referral
            // is closed: the Referred Out list holds the referrals still running.
            close_referral(ctx, tl, p, answered, 260.0, "referral firm resolved the case");
        }
        x if x < 0.90 => {
            facts::status(tl, answered, by, REF_OUT_REJECTED);
            if rng.chance(0.6) {
                let close_at = cal.work_after(answered, rng.uniform(1.0, 20.0), rng);
                facts::close(tl, close_at, cal.date_of(close_at), &p.agent, "REFERRED OUT - CLOSED", "referral firm declined", false, false);
            } else {
                close_referral(ctx, tl, p, answered, 45.0, "referral firm declined");
            }
        }
        // Still pending: chased, then closed when the referral firm never answers.
        _ => close_referral(ctx, tl, p, answered, 60.0, "no answer from the referral firm"),
    }
}

/// A generator of its own for what happens to a case long after its intake (the main stream,
/// and so every other fact of the history, stays as it was).
fn later_rng(case_id: i64) -> Rng {
    Rng::derive(0x4c41_5445_5253_5745, case_id as u64, 0)
}

/// A referral closed "REFERRED OUT - CLOSED" some `median` work days after `from` (lognormal).
fn close_referral(ctx: &Context, tl: &mut Timeline, p: &Profile, from: DateTime<Utc>, median: f64, comment: &str) {
    let cal = ctx.calendar;
    let mut rng = later_rng(tl.case_id);
    let close_at = cal.work_after(from, rng.lognormal(median, 0.5), &mut rng);
    facts::close(tl, close_at, cal.date_of(close_at), &p.agent, "REFERRED OUT - CLOSED", comment, false, false);
}

/// A lead left open closed in the intake manager's sweep of stale leads, weeks to months after
/// its last touch (`INTAKE - NO CONTACT`): the Follow Up list holds this season's stragglers,
/// not every one of the firm's history.
fn sweep_stale(ctx: &Context, tl: &mut Timeline, p: &Profile, from: DateTime<Utc>, had_wanted_date: bool) {
    let cal = ctx.calendar;
    let mut rng = later_rng(tl.case_id);
    let close_at = cal.work_after(from, rng.lognormal(40.0, 0.6), &mut rng);
    let reason = "INTAKE - NO CONTACT";
    facts::close(tl, close_at, cal.date_of(close_at), &p.agent, reason, "stale lead closed in the intake sweep", false, had_wanted_date);
}

fn mass_tort(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, p: &Profile, at: DateTime<Utc>) {
    let cal = ctx.calendar;
    if !rng.chance(0.7) {
        let close_at = cal.work_after(at, rng.uniform(0.0, 5.0), rng);
        facts::close(tl, close_at, cal.date_of(close_at), &p.agent, "INTAKE - NO CASE", "does not meet the campaign criteria", false, false);
        return;
    }
    let by = Some(p.agent.user_id);
    tl.push(at, by, CaseEvent::WantedDateSet(WantedDateSet { case_id: tl.case_id, wanted_date: Some(cal.date_of(at)) }));
    client::record_details(rng, tl, at, &p.agent, &p.client, p.type_id, p.sub_type_id, p.incident_date, p.severity);
    facts::status(tl, at, by, INT_02);
    if !rng.chance(0.6) {
        let close_at = cal.work_after(at, rng.lognormal(7.0, 0.6), rng);
        facts::close(tl, close_at, cal.date_of(close_at), &p.agent, "INTAKE - NO CONTACT", "could not reach the client to sign", false, true);
        return;
    }
    let signed = cal.work_after(at, rng.lognormal(2.0, 0.8), rng);
    tl.push(signed, by, CaseEvent::Retained(CaseRetained { case_id: tl.case_id, retained_date: cal.date_of(signed) }));
    facts::info(tl, signed, by, "signupType", "E-Sign");
    let referred = cal.work_after(signed, rng.uniform(1.0, 6.0), rng);
    let attorney = Some(p.attorney.user_id);
    facts::status(tl, referred, attorney, REF_OUT_PENDING);
    facts::info(tl, referred, attorney, "referred", "MDL co-counsel");
    if rng.chance(0.85) {
        facts::status(tl, cal.work_after(referred, rng.uniform(7.0, 40.0), rng), attorney, REF_OUT_ACCEPTED);
    }
}

/// Wanted: wanted date, investigator appointment, and the signing (or losing) of the client.
fn wanted(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, p: &Profile, at: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let cal = ctx.calendar;
    let case_id = tl.case_id;
    let by = Some(p.agent.user_id);
    tl.push(at, by, CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: Some(cal.date_of(at)) }));
    if rng.chance(0.2) {
        let up = (p.intake_rank_id + 1).min(1160);
        tl.push(at, by, CaseEvent::IntakeRankSet(IntakeRankSet { case_id, rank_id: up, rank_label: rank_label(up) }));
    }
    facts::assign(tl, at, by, "attorney", &p.attorney);
    // The investigation form (spec 1 §2.6): plaintiff, incident, injuries and custom fields.
    client::record_details(rng, tl, at, &p.agent, &p.client, p.type_id, p.sub_type_id, p.incident_date, p.severity);
    let appointment_set = at + Duration::minutes(rng.range(5, 90));
    // E-Sign clients sign a link; the others meet an investigator (INT 02, spec 1 §4).
    let e_sign = rng.chance(0.6);
    if !e_sign {
        facts::assign(tl, at, by, "investigator", &p.investigator);
        facts::status(tl, appointment_set, by, INT_02);
    }
    let appointment = if e_sign { cal.work_after(appointment_set, rng.lognormal(0.5, 0.8), rng) } else { cal.work_after(appointment_set, rng.uniform(1.0, 5.0), rng) };
    let where_ = if e_sign { "E-Sign link sent".to_string() } else { format!("{} at client's home in {}", cal.date_of(appointment).format("%m/%d"), p.client.city) };
    facts::info(tl, appointment_set, by, "appointmentInfo", &where_);
    facts::case_note(tl, appointment_set, &p.agent, format!("Wanted by {}. Appointment: {where_}.", p.attorney.code.as_deref().unwrap_or("attorney")));
    // spec 1 §9 performance = retained / wanted: about three in four wanted leads sign.
    let signs = rng.chance(0.785);
    if !signs {
        const LOST: [(&str, f64); 5] = [
            ("INTAKE - PC REJECTED FIRM", 30.0),
            ("INTAKE - RETAINED ANOTHER ATTORNEY", 25.0),
            ("INTAKE - NO CONTACT", 25.0),
            ("INTAKE - CLIENT CHANGED MIND", 15.0),
            ("INTAKE - LIABILITY ISSUES", 5.0),
        ];
        let mut t = appointment;
        for _ in 0..rng.range(1, 3) {
            t = cal.work_after(t, rng.uniform(0.5, 3.0), rng);
            facts::case_note(tl, t, &p.agent, client::chase_note(rng));
        }
        if rng.chance(0.03) {
            // Wanted, not signed, not closed yet: "Wanted But Not Retained" (spec 1 §2.5) until
            // the sweep of stale leads.
            sweep_stale(ctx, tl, p, t, true);
            return None;
        }
        let close_at = cal.work_after(t, rng.lognormal(3.0, 0.8), rng);
        let reason = *rng.weighted(&LOST);
        facts::close(tl, close_at, cal.date_of(close_at), &p.agent, reason, &client::close_comment(rng, reason), false, true);
        return None;
    }
    let investigator = Some(p.investigator.user_id);
    let mut t = appointment;
    if !e_sign {
        facts::status(tl, t, investigator, INT_03);
        facts::case_note(tl, t, &p.investigator, "Met client, signed paperwork; waiting on photos and insurance cards.".into());
    }
    if rng.chance(0.25) {
        t = cal.work_after(t, rng.uniform(0.1, 2.0), rng);
        facts::status(tl, t, Some(p.attorney.user_id), INT_04);
    }
    let retained_at = cal.work_after(t, rng.uniform(0.0, 0.6), rng);
    tl.push(retained_at, by, CaseEvent::Retained(CaseRetained { case_id, retained_date: cal.date_of(retained_at) }));
    // spec 1 §9: "Sign-up type options: blank, E-Sign, In Person".
    facts::info(tl, retained_at, by, "signupType", if e_sign { "E-Sign" } else { "In Person" });
    facts::info(tl, retained_at, by, "retainerSent", "Yes");
    facts::info(tl, retained_at, by, "feeStructure", p.fee_structure);
    facts::case_note(tl, retained_at, &p.agent, format!("Retainer signed ({}). Welcome packet sent.", if e_sign { "E-Sign" } else { "in person" }));
    Some(retained_at)
}
