//! Advertising spend for the PPC report (issue 15): what the firm paid each paid source each
//! month of the history, as marketing would enter it — in line with the month's lead volume at
//! a believable cost per lead for the channel, with some month-to-month wobble. The current
//! month's broadcast invoices (TV, radio, billboard) have not arrived yet: the report shows
//! that spend as not entered.

use std::collections::BTreeMap;

use app::state::AppState;
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use domain::marketing::ppc::{month_id, AdSpendSet, SpendEvent, AD_SPEND_STREAM};
use domain::DomainEvent;
use eventstore::{ExpectedVersion, Metadata, NewEvent, Source};

use super::rng::Rng;
use super::History;

const STREAM_SPEND: u64 = 32;

/// (paid source, share of all leads, cost per lead in dollars, invoiced after the month).
const CHANNELS: [(&str, f64, f64, bool); 13] = [
    ("Ref-PPC", 0.20, 340.0, false),
    ("Ref-TV", 0.06, 610.0, true),
    ("Ref-Google LSA", 0.05, 185.0, false),
    ("Ref-Facebook", 0.07, 125.0, false),
    ("Ref-Radio", 0.03, 470.0, true),
    ("Ref-Billboard", 0.04, 520.0, true),
    ("Google Ads", 0.20, 320.0, false),
    ("Google LSA", 0.07, 180.0, false),
    ("Facebook Ads", 0.05, 130.0, false),
    ("Bing Ads", 0.02, 210.0, false),
    ("TV - Main Campaign", 0.06, 600.0, true),
    ("Radio", 0.02, 460.0, true),
    ("Billboard", 0.02, 510.0, true),
];

/// Each month's entries: (month's stream id, when entered, entries).
pub fn plan(history: &History) -> Vec<(i64, DateTime<Utc>, Vec<AdSpendSet>)> {
    let cal = &history.calendar;
    let mut leads: BTreeMap<(i32, u32), usize> = BTreeMap::new();
    for l in history.leads.iter().filter(|l| !l.imported) {
        let d = cal.date_of(l.opened_at);
        *leads.entry((d.year(), d.month())).or_default() += 1;
    }
    let current = (cal.anchor.year(), cal.anchor.month());
    let mut out = vec![];
    for (&(y, m), &count) in &leads {
        let month = format!("{y:04}-{m:02}");
        let Some(id) = month_id(&month) else { continue };
        let mut rng = Rng::derive(history.seed, STREAM_SPEND, id as u64);
        let in_progress = (y, m) == current;
        let entries: Vec<AdSpendSet> = CHANNELS
            .iter()
            .filter(|c| !(in_progress && c.3))
            .map(|&(source, share, cpl, _)| {
                let dollars = count as f64 * share * cpl * rng.uniform(0.82, 1.18);
                AdSpendSet { source: source.into(), month: month.clone(), amount_cents: (dollars.round() as i64) * 100, organization_id: None }
            })
            .collect();
        let first = NaiveDate::from_ymd_opt(y, m, 1).expect("month");
        let next = (first + Duration::days(32)).with_day(1).expect("month");
        // Entered on the first working morning after the month, or this morning for this month.
        let at = if in_progress { cal.at(cal.anchor, 0, 30) } else { cal.at(next.min(cal.anchor), 0, 45) };
        out.push((id, at, entries));
    }
    out
}

/// Writes the spend of every month whose stream is not there yet (a re-run, or a history to
/// another anchor, leaves the months already entered as they are).
pub async fn write(state: &AppState, history: &History) -> anyhow::Result<usize> {
    let mut months = vec![];
    for m in plan(history) {
        if state.store.read_stream(&format!("{AD_SPEND_STREAM}-{}", m.0)).await?.is_empty() {
            months.push(m);
        }
    }
    if months.is_empty() {
        return Ok(0);
    }
    let meta = Metadata { source: Source::Demo, ..Default::default() };
    let mut tx = state.db.begin_write().await?;
    let mut written = 0;
    for (id, at, entries) in &months {
        let events: Vec<NewEvent> = entries.iter().map(|e| NewEvent::from_domain(&SpendEvent::AdSpendSet(e.clone()))).collect();
        if events.is_empty() {
            continue;
        }
        debug_assert!(events.iter().all(|e| e.event_type == SpendEvent::all_types()[0]));
        state.store.append_in_at(&mut tx, AD_SPEND_STREAM, &format!("{AD_SPEND_STREAM}-{id}"), ExpectedVersion::NoStream, &events, &meta, Some(*at)).await?;
        written += events.len();
    }
    tx.commit().await?;
    state.store.notify_committed();
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::DemoOptions;

    #[test]
    fn every_month_has_believable_spend_and_this_months_invoices_are_missing() {
        let tz: chrono_tz::Tz = "America/Denver".parse().unwrap();
        let anchor = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        let history = History::new(&DemoOptions { scale: 0.05, anchor: Some(anchor), ..Default::default() }, tz, 2);
        let months = plan(&history);
        assert!(months.len() >= 30, "{} months", months.len());
        let (_, _, last) = months.last().unwrap();
        assert!(last.iter().all(|e| e.month == "2026-03"));
        assert!(last.iter().any(|e| e.source == "Ref-PPC") && !last.iter().any(|e| e.source == "Ref-TV"), "TV not invoiced yet");
        assert!(months.iter().all(|(_, at, es)| *at <= history.calendar.at(anchor, 1, 0) && es.iter().all(|e| e.amount_cents >= 0)));
    }
}
