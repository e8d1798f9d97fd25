//! Writes the planned history: reference data, referral contacts, page-speed results, calls and
//! cases, each fact appended with `append_in_at` at its simulated moment (source `demo`), many
//! streams per transaction. Streams that already exist are skipped, so a second run writes
//! nothing and an interrupted run resumes where it stopped.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use app::state::AppState;
use chrono::NaiveDate;
use domain::reference::{stream_type, ReferenceEvent, ReferenceItem};
use domain::Aggregate;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, WriteTx};
use sqlx::Row;

use super::{CasePlan, DemoOptions, History};

/// Cases per transaction.
const CASES_PER_TX: usize = 200;
/// Call days per transaction.
const GROUPS_PER_TX: usize = 400;

#[derive(Debug, Clone, Default)]
pub struct HistorySeeded {
    pub anchor: Option<NaiveDate>,
    /// Leads opened during the history (cases it imports from before are not counted).
    pub leads_planned: usize,
    pub cases_written: usize,
    pub events: usize,
    /// True when the history was already there and nothing was written.
    pub already_there: bool,
}

fn meta(actor: Option<i64>) -> Metadata {
    Metadata { actor_user_id: actor, source: Source::Demo, ..Default::default() }
}

async fn existing_streams(state: &AppState, stream_types: &[&str]) -> anyhow::Result<HashSet<String>> {
    let list = eventstore::db::text_literals(stream_types);
    let sql = format!("SELECT stream_id FROM events WHERE stream_version = 1 AND stream_type IN ({list})");
    let rows = sqlx::query(&sql).fetch_all(state.db.pool()).await?;
    Ok(rows.iter().map(|r| r.get::<String, _>(0)).collect())
}

async fn stream_exists(store: &EventStore, stream_id: &str) -> anyhow::Result<bool> {
    Ok(!store.read_stream(stream_id).await?.is_empty())
}

/// Writes the demo firm's history unless it is already there (`demo::seed` writes the
/// organization it happens in).
pub async fn seed_history(state: &AppState, options: DemoOptions) -> anyhow::Result<HistorySeeded> {
    let tz: chrono_tz::Tz = state.config.time_zone.parse().map_err(|_| anyhow::anyhow!("unknown time zone {}", state.config.time_zone))?;
    let started = Instant::now();
    let history = Arc::new(History::new(&options, tz, state.config.organization_id));
    let leads = history.leads.iter().filter(|l| !l.imported).count();
    let mut seeded = HistorySeeded { anchor: Some(history.calendar.anchor), leads_planned: leads, ..Default::default() };
    let store = &state.store;
    if let Some(last) = history.leads.last() {
        if stream_exists(store, &format!("case-{}", last.case_id)).await? {
            seeded.already_there = true;
            seeded.events += write_today(state, &history).await?;
            return Ok(seeded);
        }
    }
    seeded.events += write_reference(state, &history).await?;
    seeded.events += write_marketing(state, &history).await?;
    seeded.events += write_reviews(state, &history).await?;
    seeded.events += super::spend::write(state, &history).await?;
    seeded.events += write_goals(state, &history).await?;
    let (cases, events, watched) = write_cases(state, history.clone()).await?;
    seeded.cases_written = cases;
    seeded.events += events;
    seeded.events += super::watching::write_watch_lists(state, state.config.organization_id, &watched).await?;
    seeded.events += write_today(state, &history).await?;
    tracing::info!(cases, events = seeded.events, seconds = started.elapsed().as_secs_f64(), "demo history written");
    Ok(seeded)
}

async fn write_reference(state: &AppState, history: &History) -> anyhow::Result<usize> {
    let kinds: Vec<String> = domain::reference::KINDS.iter().map(|k| stream_type(k)).collect();
    let existing = existing_streams(state, &kinds.iter().map(String::as_str).collect::<Vec<_>>()).await?;
    let at = history.calendar.at(history.calendar.start, 6, 0);
    let mut tx = state.db.begin_write().await?;
    let mut written = 0;
    for item in history.reference_items() {
        let st = stream_type(&item.kind);
        let stream_id = format!("{st}-{}", item.item_id);
        if existing.contains(&stream_id) {
            continue;
        }
        let events: Vec<NewEvent> = ReferenceItem::default().decide(item)?.iter().map(NewEvent::from_domain::<ReferenceEvent>).collect();
        state.store.append_in_at(&mut tx, &st, &stream_id, ExpectedVersion::NoStream, &events, &meta(None), Some(at)).await?;
        written += events.len();
    }
    tx.commit().await?;
    state.store.notify_committed();
    Ok(written)
}

async fn write_marketing(state: &AppState, history: &History) -> anyhow::Result<usize> {
    use domain::marketing::{rules::check, MarketingEvent, CALL_DAY_STREAM, PAGE_SPEED_STREAM, REFERRAL_CONTACT_STREAM};
    let existing = existing_streams(state, &[CALL_DAY_STREAM, PAGE_SPEED_STREAM, REFERRAL_CONTACT_STREAM]).await?;
    let mut written = 0;
    let mut versions: std::collections::HashMap<String, i64> = Default::default();
    let groups = history.marketing();
    for chunk in groups.chunks(GROUPS_PER_TX) {
        let mut tx = state.db.begin_write().await?;
        for (stream_id, group) in chunk {
            if existing.contains(stream_id) {
                continue;
            }
            for e in &group.events {
                check(e)?;
            }
            let (stream_type, _) = group.events[0].stream();
            let events: Vec<NewEvent> = group.events.iter().map(NewEvent::from_domain::<MarketingEvent>).collect();
            let version = versions.entry(stream_id.clone()).or_insert(0);
            let expected = if *version == 0 { ExpectedVersion::NoStream } else { ExpectedVersion::Exact(*version) };
            let appended = state.store.append_in_at(&mut tx, stream_type, stream_id, expected, &events, &meta(None), Some(group.at)).await?;
            *version = appended.stream_version;
            written += events.len();
        }
        tx.commit().await?;
        state.store.notify_committed();
    }
    Ok(written)
}

/// Non-client reviews (`reviews.rs`), one stream each, checked like `createReview`.
async fn write_reviews(state: &AppState, history: &History) -> anyhow::Result<usize> {
    use domain::reviews::{ReviewEvent, REVIEW_STREAM};
    let existing = existing_streams(state, &[REVIEW_STREAM]).await?;
    let mut written = 0;
    let mut tx = state.db.begin_write().await?;
    for (at, review) in history.non_client_reviews() {
        let stream_id = format!("{REVIEW_STREAM}-{}", review.review_id);
        if existing.contains(&stream_id) {
            continue;
        }
        let review = domain::reviews::check(review)?;
        let events = vec![NewEvent::from_domain::<ReviewEvent>(&ReviewEvent::NonClientReviewSet(review))];
        state.store.append_in_at(&mut tx, REVIEW_STREAM, &stream_id, ExpectedVersion::NoStream, &events, &meta(Some(1)), Some(at)).await?;
        written += 1;
    }
    tx.commit().await?;
    state.store.notify_committed();
    Ok(written)
}

/// Today's leads (`today.rs`), once per day.
async fn write_today(state: &AppState, history: &History) -> anyhow::Result<usize> {
    let now = chrono::Utc::now();
    // Only a history that leads up to today gets today's intake: a history to a fixed anchor
    // (reproducible runs, tests) stays exactly the same log for the same seed.
    if history.calendar.anchor != history.calendar.date_of(now) {
        return Ok(0);
    }
    let first = super::today::first_case_id(history.calendar.date_of(now));
    if stream_exists(&state.store, &format!("case-{}", first + 50)).await? {
        return Ok(0);
    }
    let mut plans = super::today::plan_today(history, now).map_err(|e| anyhow::anyhow!("demo today: {e}"))?;
    super::referrals_today::refer_today(history, &mut plans, now).map_err(|e| anyhow::anyhow!("demo today: {e}"))?;
    let mut tx = state.db.begin_write().await?;
    let mut written = 0;
    for p in &plans {
        written += append_case(&state.store, &mut tx, p).await?;
    }
    for mut e in super::today::calendar_week(history, &plans, now) {
        use domain::intake::{CalendarEntry, IntakeEvent, CALENDAR_STREAM};
        e.event_id = eventstore::Db::next_id(&mut tx, "calendar_event", 1).await?;
        let stream_id = format!("{CALENDAR_STREAM}-{}", e.event_id);
        let events: Vec<NewEvent> = CalendarEntry::default().decide(e)?.iter().map(NewEvent::from_domain::<IntakeEvent>).collect();
        state.store.append_in_at(&mut tx, CALENDAR_STREAM, &stream_id, ExpectedVersion::NoStream, &events, &meta(None), None).await?;
        written += events.len();
    }
    tx.commit().await?;
    state.store.notify_committed();
    tracing::info!(leads = plans.len(), events = written, "demo: today's intake and this week's calendar written");
    Ok(written)
}

/// Appends one case's groups in version order inside `tx`.
async fn append_case(store: &EventStore, tx: &mut WriteTx, plan: &CasePlan) -> anyhow::Result<usize> {
    let stream_id = format!("case-{}", plan.case_id);
    let mut version = 0;
    let mut written = 0;
    for group in &plan.groups {
        let events: Vec<NewEvent> = group.events.iter().map(NewEvent::from_domain).collect();
        let expected = if version == 0 { ExpectedVersion::NoStream } else { ExpectedVersion::Exact(version) };
        let appended = store.append_in_at(tx, domain::cases::CASE_STREAM, &stream_id, expected, &events, &meta(group.actor), Some(group.at)).await?;
        version = appended.stream_version;
        written += events.len();
    }
    Ok(written)
}

/// Plans the next batch on a blocking thread while the current one is written.
/// Writes the planned cases; answers the counts and the cases the demo admins watch.
async fn write_cases(state: &AppState, history: Arc<History>) -> anyhow::Result<(usize, usize, Vec<i64>)> {
    let existing = existing_streams(state, &[domain::cases::CASE_STREAM]).await?;
    let todo: Vec<_> = history.leads.iter().copied().filter(|l| !existing.contains(&format!("case-{}", l.case_id))).collect();
    let batches: Vec<Vec<_>> = todo.chunks(CASES_PER_TX).map(<[_]>::to_vec).collect();
    let plan = |batch: Vec<super::LeadSeed>| {
        let history = history.clone();
        tokio::task::spawn_blocking(move || {
            let plans = batch.iter().map(|l| history.plan_case(l)).collect::<Result<Vec<Option<CasePlan>>, String>>()?;
            Ok::<_, String>(plans.into_iter().flatten().collect::<Vec<CasePlan>>())
        })
    };
    let (mut cases, mut events, mut leads) = (0, 0, 0);
    let mut watched = vec![];
    let mut next = batches.first().cloned().map(plan);
    for i in 0..batches.len() {
        leads += batches[i].len();
        let plans = next.take().expect("a planned batch").await?.map_err(|e| anyhow::anyhow!("demo plan: {e}"))?;
        next = batches.get(i + 1).cloned().map(plan);
        let mut tx = state.db.begin_write().await?;
        let mut appended = 0;
        for p in &plans {
            appended += append_case(&state.store, &mut tx, p).await?;
            if super::watching::picked(p) && watched.len() < super::watching::WATCHED_PER_ADMIN {
                watched.push(p.case_id);
            }
        }
        tx.commit().await?;
        state.store.notify_committed();
        state.metrics.events_appended.fetch_add(appended as u64, std::sync::atomic::Ordering::Relaxed);
        events += appended;
        cases += plans.len();
        if i % 10 == 9 || i + 1 == batches.len() {
            // Progress counts leads (not every lead becomes a case), so it ends at `of`.
            tracing::info!(leads, of = todo.len(), cases, events, "writing the demo history");
        }
    }
    Ok((cases, events, watched))
}

/// The demo firm's goal history (`history::goals`), written once.
async fn write_goals(state: &AppState, history: &History) -> anyhow::Result<usize> {
    let stream_id = super::goals::stream(history.organization_id);
    if stream_exists(&state.store, &stream_id).await? {
        return Ok(0);
    }
    let mut tx = state.db.begin_write().await?;
    let mut written = 0;
    for (version, (from, event)) in super::goals::goal_events(&history.calendar, super::firm::volume(history.scale), history.organization_id).into_iter().enumerate() {
        let expected = if version == 0 { ExpectedVersion::NoStream } else { ExpectedVersion::Exact(version as i64) };
        let at = history.calendar.at(from.max(history.calendar.start), 7, 30);
        let events = [NewEvent::from_domain(&event)];
        state.store.append_in_at(&mut tx, domain::goals::GOALS_STREAM, &stream_id, expected, &events, &meta(Some(super::goals::GOALS_ADMIN)), Some(at)).await?;
        written += 1;
    }
    tx.commit().await?;
    state.store.notify_committed();
    Ok(written)
}
