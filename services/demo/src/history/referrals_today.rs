//! Today's referrals (spec 3 §2.14 Referrals By and To on the default range, today): some of
//! today's leads came from the firm's referral network (a doctor, a body shop, a tow company,
//! the BNI chapter, a partner firm), and the intake team already sent some of today's clients
//! to a chiropractor or therapist it works with. Pure: the same plans, day and instant give
//! the same facts.

use chrono::{DateTime, Duration, Utc};
use domain::cases::*;
use domain::Aggregate;

use super::catalog::{self, REFERRAL_BY_OTHERS};
use super::rng::Rng;
use super::timeline::{CasePlan, Group};
use super::History;

const STREAM_REFERRALS_TODAY: u64 = 31;
/// Contact types the intake team refers clients to on day one (chiropractor, physical therapy).
const FIRST_VISIT_TYPES: [i64; 2] = [1, 3];
/// The provider-id slot today's referrals use (providers arrive later in a case's life).
const PROVIDER_SLOT: i64 = 9;

/// Adds the referral facts to today's plans (`today::plan_today`), in time order per case.
pub fn refer_today(history: &History, plans: &mut [CasePlan], now: DateTime<Utc>) -> Result<(), String> {
    let ctx = history.context();
    let cal = &history.calendar;
    let mut rng = Rng::derive(history.seed, STREAM_REFERRALS_TODAY, (cal.date_of(now) - chrono::NaiveDate::from_ymd_opt(2020, 1, 1).expect("date")).num_days() as u64);
    let mut n = 0usize;
    for plan in plans.iter_mut() {
        let Some(opened) = plan.state.opened.clone() else { continue };
        if plan.state.closed.is_some() || cal.date_of(opened.opened_at) != cal.date_of(now) {
            continue;
        }
        let office = plan.state.office_id.unwrap_or(5);
        let case_id = plan.case_id;
        let mut extra: Vec<(DateTime<Utc>, CaseEvent)> = vec![];
        // Every third of today's leads was sent by the referral network.
        if n.is_multiple_of(3) {
            let source = REFERRAL_BY_OTHERS[(n / 3) % REFERRAL_BY_OTHERS.len()];
            if let Some(contact_id) = ctx.contacts.referrer_near(&mut rng, office, source) {
                let comments = Some(format!("Referred by {}", ctx.contacts.name_of(contact_id)));
                extra.push((
                    opened.opened_at + Duration::minutes(1),
                    CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: catalog::ad_source_id(source), source: source.into(), comments, other_contact_id: Some(contact_id) }),
                ));
            }
        }
        // Every other lead, once the intake team has spoken with the client: a first visit.
        let referred_at = opened.opened_at + Duration::minutes(rng.range(20, 90));
        if n.is_multiple_of(2) && referred_at < now {
            let (contact_id, name) = ctx.contacts.provider(&mut rng, office, FIRST_VISIT_TYPES[n / 2 % FIRST_VISIT_TYPES.len()]);
            let provider_id = case_id * 10 + PROVIDER_SLOT;
            extra.push((
                referred_at,
                CaseEvent::MedicalProviderSet(MedicalProviderSet { case_id, provider_id, name, contact_id, total_cents: 0, paid_cents: 0, adjusted_cents: 0, balance_cents: 0, is_final: false, comments: None }),
            ));
            extra.push((referred_at, CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id, provider_id, referred_date: Some(cal.date_of(referred_at)), is_referred: true })));
        }
        n += 1;
        let actor = plan.state.staff.get("agent").copied().flatten();
        let mut state = plan.state.clone();
        for (at, event) in extra {
            let decided = state.decide(CaseCommand::Record(event.clone())).map_err(|e| format!("today's referral on case {case_id}: {e}"))?;
            state = decided.iter().fold(state, |c, e| c.apply(e));
            plan.groups.push(Group { at, actor, events: vec![event] });
        }
        plan.groups.sort_by_key(|g| g.at);
        plan.state = state;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::DemoOptions;
    use chrono::{NaiveDate, TimeZone};

    /// The demo's default range (today) shows referrals both ways.
    #[test]
    fn today_has_referrals_by_the_network_and_to_providers() {
        let tz: chrono_tz::Tz = "America/Denver".parse().unwrap();
        let anchor = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        let options = DemoOptions { scale: 0.02, anchor: Some(anchor), ..Default::default() };
        let history = History::new(&options, tz, 2);
        let now = tz.with_ymd_and_hms(2026, 3, 10, 14, 30, 0).unwrap().with_timezone(&Utc);
        let mut plans = super::super::today::plan_today(&history, now).unwrap();
        refer_today(&history, &mut plans, now).unwrap();
        let events: Vec<&CaseEvent> = plans.iter().flat_map(|p| p.groups.iter().flat_map(|g| g.events.iter())).collect();
        let by = events.iter().filter(|e| matches!(e, CaseEvent::ReferralSourceSet(r) if REFERRAL_BY_OTHERS.contains(&r.source.as_str()) && r.other_contact_id.is_some())).count();
        let to = events.iter().filter(|e| matches!(e, CaseEvent::ProviderReferredDateSet(r) if r.referred_date == Some(anchor))).count();
        assert!(by >= 4, "referrals by the network today: {by}");
        assert!(to >= 4, "clients referred to providers today: {to}");
        assert!(plans.iter().all(|p| p.groups.iter().all(|g| g.at <= now)), "nothing in the future");
        assert!(plans.iter().all(|p| p.groups.windows(2).all(|w| w[0].at <= w[1].at)), "each case's facts in time order");
    }
}
