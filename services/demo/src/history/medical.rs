//! Treatment: medical providers with their bills (spec 1 §2.6 "total, paid, adjusted, balance,
//! final check"), providers the firm referred the client to (spec 1 §2.5 New Providers), records
//! requests (spec 2 §3 "Request") and balance resolution before disbursement.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::cases::*;

use super::calendar::Calendar;
use super::money::cents;
use super::rng::Rng;
use super::roster::{Member, Roster};
use super::timeline::{IdKind, Timeline};
use super::Context;

#[derive(Debug, Clone)]
pub struct Provider {
    pub provider_id: i64,
    pub name: String,
    pub contact_id: Option<i64>,
    pub first_visit: DateTime<Utc>,
    pub total: i64,
    pub paid: i64,
    pub adjusted: i64,
}

impl Provider {
    fn record(&self, case_id: i64, total: i64, paid: i64, adjusted: i64, is_final: bool, comments: Option<String>) -> CaseEvent {
        CaseEvent::MedicalProviderSet(MedicalProviderSet {
            case_id,
            provider_id: self.provider_id,
            name: self.name.clone(),
            contact_id: self.contact_id,
            total_cents: total,
            paid_cents: paid,
            adjusted_cents: adjusted,
            balance_cents: total - paid - adjusted,
            is_final,
            comments,
        })
    }

    pub fn balance(&self) -> i64 {
        self.total - self.paid - self.adjusted
    }
}

/// Contact types in the order a client usually sees them (catalog `CONTACT_TYPES`).
const HOSPITAL: i64 = 6;
const CHIRO: i64 = 1;
const PT: i64 = 2;
const PRIMARY: i64 = 3;
const IMAGING: i64 = 5;
const ORTHO: i64 = 4;
const PAIN: i64 = 7;

/// Starts treatment between `start` and `end`: providers appear with their first bills, and
/// their totals grow to `specials` dollars by the end of treatment.
#[expect(clippy::too_many_arguments)]
pub fn treat(
    ctx: &Context,
    rng: &mut Rng,
    tl: &mut Timeline,
    office_id: i64,
    by: &Member,
    severity: f64,
    specials: f64,
    start: DateTime<Utc>,
    end: DateTime<Utc>,
) -> Vec<Provider> {
    let cal = ctx.calendar;
    let mut types = vec![];
    if severity > 0.55 || rng.chance(0.35) {
        types.push(HOSPITAL);
    }
    types.push(if rng.chance(0.7) { CHIRO } else { PRIMARY });
    if rng.chance(0.55) {
        types.push(PT);
    }
    if severity > 0.6 || rng.chance(0.3) {
        types.push(IMAGING);
    }
    if severity > 0.75 {
        types.push(ORTHO);
    }
    if severity > 0.85 && rng.chance(0.6) {
        types.push(PAIN);
    }
    let weights: Vec<f64> = types.iter().map(|t| if *t == HOSPITAL || *t == ORTHO { 2.0 } else { 1.0 } * rng.uniform(0.6, 1.4)).collect();
    let sum: f64 = weights.iter().sum();
    let span = (end - start).num_minutes().max(60);
    let mut providers = vec![];
    for (i, contact_type) in types.iter().enumerate() {
        let (contact_id, name) = ctx.contacts.provider(rng, office_id, *contact_type);
        let first_visit = if i == 0 { start } else { {
            let t = start + Duration::minutes(rng.range(0, span / 2));
            cal.work_moment(rng, t)
        } };
        let total = cents(specials * weights[i] / sum);
        // Health insurance or PIP pays part; the provider writes some off.
        let paid = (total as f64 * rng.uniform(0.0, 0.5)) as i64;
        let adjusted = (total as f64 * rng.uniform(0.0, 0.15)) as i64;
        let provider = Provider { provider_id: tl.next_id(IdKind::Provider), name, contact_id, first_visit, total, paid, adjusted };
        // The first providers show up with their first bills while the client treats; every
        // line has its full bill by the end of treatment.
        let update_at = end - Duration::days(rng.range(1, 10));
        let update_at = cal.work_moment(rng, update_at);
        if i < 2 && update_at > first_visit {
            let first_bill = (total as f64 * rng.uniform(0.15, 0.4)) as i64;
            tl.push(first_visit, Some(by.user_id), provider.record(tl.case_id, first_bill, 0, 0, false, None));
        }
        tl.push(update_at.max(first_visit), Some(by.user_id), provider.record(tl.case_id, total, paid, adjusted, false, None));
        // spec 2 §3 mileage "visits": drawn on a stream of their own, so the rest of the
        // history is the same as without them.
        let mut visits_rng = Rng::derive(provider.provider_id as u64, 0x7615, tl.case_id as u64);
        let visits = visits_for(&mut visits_rng, *contact_type);
        // The count so far while the client still treats (the full count may lie ahead).
        tl.push(
            first_visit,
            Some(by.user_id),
            CaseEvent::ProviderVisitsSet(ProviderVisitsSet { case_id: tl.case_id, provider_id: provider.provider_id, visits: (visits / 3).max(1) }),
        );
        tl.push(
            update_at.max(first_visit),
            Some(by.user_id),
            CaseEvent::ProviderVisitsSet(ProviderVisitsSet { case_id: tl.case_id, provider_id: provider.provider_id, visits }),
        );
        providers.push(provider);
    }
    providers
}

/// How often a client sees a provider of a type: a chiropractor or therapist weekly for
/// months, a hospital or imaging centre once or twice.
fn visits_for(rng: &mut Rng, contact_type: i64) -> i64 {
    match contact_type {
        CHIRO => rng.range(8, 30),
        PT => rng.range(6, 24),
        PAIN => rng.range(2, 8),
        ORTHO | PRIMARY => rng.range(2, 6),
        _ => rng.range(1, 3),
    }
}

/// spec 1 §2.5 New Providers: the firm sent the client to a provider it works with.
pub fn refer(rng: &mut Rng, tl: &mut Timeline, by: &Member, cal: &Calendar, providers: &[Provider]) {
    if let Some(p) = providers.iter().find(|p| p.name.contains("Chiropractic") || p.name.contains("Therapy") || p.name.contains("Rehab")) {
        let at = p.first_visit - Duration::minutes(rng.range(60, 60 * 24));
        let at = at.max(p.first_visit - Duration::days(1));
        tl.push(
            at,
            Some(by.user_id),
            CaseEvent::ProviderReferredDateSet(ProviderReferredDateSet { case_id: tl.case_id, provider_id: p.provider_id, referred_date: Some(cal.date_of(at)), is_referred: true }),
        );
    }
}

/// Records requests at evidence collection (spec 2 §3 "Request: ... status, medicalProvider,
/// requestDate, fromDate, toDate"), completed, cancelled or still open.
pub fn request_records(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, requestor: &Member, providers: &[Provider]) {
    let cal = ctx.calendar;
    for p in providers {
        let assignee = Roster::pick(rng, &ctx.roster.medical_requesters, None).clone();
        let request_id = tl.next_id(IdKind::Request);
        let when = at + Duration::minutes(rng.range(0, 120));
        let base = MedicalRequestSet {
            case_id: tl.case_id,
            request_id,
            provider_id: Some(p.provider_id),
            request_date: cal.date_of(when),
            from_date: Some(cal.date_of(p.first_visit)),
            to_date: Some(cal.date_of(at)),
            requestor_user_id: Some(requestor.user_id),
            assignee_user_id: Some(assignee.user_id),
            status: "requested".into(),
            completed_date: None,
            comments: None,
        };
        tl.push(when, Some(requestor.user_id), CaseEvent::MedicalRequestSet(base.clone()));
        let outcome = rng.unit();
        let done = if outcome < 0.88 {
            let done = cal.work_after(when, rng.lognormal(12.0, 0.6).min(90.0), rng);
            let completed = MedicalRequestSet { status: "completed".into(), completed_date: Some(cal.date_of(done)), comments: Some("Records and bills received".into()), ..base };
            tl.push(done, Some(assignee.user_id), CaseEvent::MedicalRequestSet(completed));
            done
        } else if outcome < 0.94 {
            let done = cal.work_after(when, rng.uniform(2.0, 20.0), rng);
            let cancelled = MedicalRequestSet { status: "cancelled".into(), comments: Some("Provider has no records for these dates".into()), ..base };
            tl.push(done, Some(assignee.user_id), CaseEvent::MedicalRequestSet(cancelled));
            done
        } else {
            // The slow providers answer after repeated follow-ups (45–119 days; no draw, so
            // the rest of the history stays as it was): only recent requests are still open
            // on /mr/tasks, as in a firm whose requester works the queue.
            let done = when + Duration::days(45 + request_id.rem_euclid(75));
            let late = MedicalRequestSet {
                status: "completed".into(),
                completed_date: Some(cal.date_of(done)),
                comments: Some("Records received after follow-up".into()),
                ..base
            };
            tl.push(done, Some(assignee.user_id), CaseEvent::MedicalRequestSet(late));
            done
        };
        // spec 2 §2 Medical requests: Tasks — a request still unanswered after ten days gets a
        // follow-up task for the requester, done when the records come (no draw).
        let follow_up_at = when + Duration::days(10);
        if done - when > Duration::days(14) {
            let task = TaskSet {
                case_id: tl.case_id,
                task_id: tl.next_id(IdKind::Task),
                category: Some("Records".into()),
                summary: format!("Follow up with {} for records", p.name),
                description: Some(format!("Request {request_id} sent {}; no records yet.", cal.date_of(when).format("%m/%d/%Y"))),
                due_date: Some(cal.add_business_days(cal.date_of(follow_up_at), 3)),
                requestor_user_id: Some(requestor.user_id),
                assignee_user_id: Some(assignee.user_id),
                completed: false,
            };
            tl.push(follow_up_at, Some(requestor.user_id), CaseEvent::TaskSet(task.clone()));
            tl.push(done, Some(assignee.user_id), CaseEvent::TaskSet(TaskSet { completed: true, ..task }));
        }
    }
}

/// Lien and balance resolution (PL 12): the balances are verified (spec 2 §3 "Balance
/// verification" task), reduced and paid from the settlement; each provider line becomes final.
pub fn resolve_balances(ctx: &Context, rng: &mut Rng, tl: &mut Timeline, at: DateTime<Utc>, requestor: &Member, assignee: &Member, providers: &mut [Provider]) {
    let cal = ctx.calendar;
    let Some(largest) = providers.iter().max_by_key(|p| p.balance()) else { return };
    let start = at + Duration::minutes(rng.range(0, 90));
    let due: NaiveDate = cal.add_business_days(cal.date_of(start), 7);
    let task = TaskSet {
        case_id: tl.case_id,
        task_id: tl.next_id(IdKind::Task),
        category: Some("Balance Verification".into()),
        summary: format!("Verify balances ({} providers)", providers.len()),
        description: Some(format!("Largest: {} with ${:.2}; request reductions.", largest.name, largest.balance() as f64 / 100.0)),
        due_date: Some(due),
        requestor_user_id: Some(requestor.user_id),
        assignee_user_id: Some(assignee.user_id),
        completed: false,
    };
    tl.push(start, Some(requestor.user_id), CaseEvent::TaskSet(task.clone()));
    let done = cal.work_after(start, rng.uniform(1.0, 12.0), rng);
    tl.push(done, Some(assignee.user_id), CaseEvent::TaskSet(TaskSet { completed: true, ..task }));
    for p in providers.iter_mut() {
        let reduction = (p.balance() as f64 * rng.uniform(0.1, 0.35)) as i64;
        p.adjusted += reduction;
        p.paid += p.balance();
        tl.push(done, Some(assignee.user_id), p.record(tl.case_id, p.total, p.paid, p.adjusted, true, Some("Reduced and paid from settlement".into())));
    }
}
