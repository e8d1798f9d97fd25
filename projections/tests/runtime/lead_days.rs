//! The leads per organization and UTC day (`case_lead_days`, read by the by-month charts of
//! spec 3 §2.3 and spec 1 §2.5) are exactly the cases read model counted by `GROUP BY`: after
//! a first catch-up folded in batches, and after live steps that move leads between counts.

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use domain::cases::*;
use eventstore::{Db, EventStore, ExpectedVersion, NewEvent};
use projections::runtime::batch::BATCHED_CATCH_UP_FROM;
use sqlx::Row;

use crate::both_backends;
use crate::common::*;

type Count = (i64, String, i64, i64, i64);

async fn rows(db: &Db, sql: &str) -> Vec<Count> {
    sqlx::query(sql)
        .fetch_all(db.pool())
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .iter()
        .map(|r| (r.get::<i64, _>(0), r.get::<String, _>(1), r.get::<i64, _>(2), r.get::<i64, _>(3), r.get::<i64, _>(4)))
        .collect()
}

/// (kept counts, the cases counted): both by organization (0: none), UTC day, wanted, mass tort.
async fn both_counts(db: &Db) -> (Vec<Count>, Vec<Count>) {
    let kept = rows(
        db,
        "SELECT organization_id, day, CASE WHEN has_wanted THEN 1 ELSE 0 END, CASE WHEN is_mass_tort THEN 1 ELSE 0 END, n \
         FROM case_lead_days WHERE n <> 0 ORDER BY 1, 2, 3, 4",
    )
    .await;
    let counted = rows(
        db,
        "SELECT COALESCE(organization_id, 0), SUBSTR(opened_at, 1, 10), CASE WHEN wanted_date IS NULL THEN 0 ELSE 1 END AS w, \
         CASE WHEN is_mass_tort THEN 1 ELSE 0 END AS m, COUNT(*) FROM cases GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4",
    )
    .await;
    (kept, counted)
}

/// Case `i`: opened every 37 minutes from 1 October 2026 (so across UTC midnights), in
/// organization 2, 3 or none, every seventh a mass tort; wanted set, set and cleared, or set,
/// cleared and set again.
fn case_events(i: i64) -> Vec<CaseEvent> {
    let case_id = 700_000 + i;
    let opened_at = Utc.with_ymd_and_hms(2026, 10, 1, 0, 0, 0).unwrap() + Duration::minutes(37 * i);
    let wanted = |on: bool| CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: on.then(|| opened_at.date_naive()) });
    let mut events = vec![CaseEvent::Opened(CaseOpened {
        case_id,
        organization_id: match i % 4 {
            0 => None,
            1 | 2 => Some(2),
            _ => Some(3),
        },
        opened_at,
        first_name: "Lead".into(),
        last_name: format!("{case_id}"),
        is_mass_tort: i % 7 == 0,
        wanted_date: (i % 11 == 0).then(|| opened_at.date_naive()),
        ..Default::default()
    })];
    events.push(wanted(true));
    if i % 3 >= 1 {
        events.push(wanted(false));
    }
    if i % 3 == 2 {
        events.push(wanted(true));
    }
    events
}

async fn append_case(store: &EventStore, i: i64, events: &[CaseEvent]) -> i64 {
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{}", 700_000 + i), ExpectedVersion::Any, &new, &meta()).await.unwrap().last_position
}

async fn lead_days_are_the_cases_counted(t: &TestDb) {
    let store = t.store();
    let mut head = 0;
    for i in 0..3_400 {
        head = append_case(&store, i, &case_events(i)).await;
    }
    assert!(head >= BATCHED_CATCH_UP_FROM, "the first catch-up folds in batches");
    let rt = runtime(&store, vec![Arc::new(projections::cases::CasesProjection)]);
    rt.ensure().await.unwrap();
    rt.catch_up().await.unwrap();
    let (kept, counted) = both_counts(&t.db).await;
    assert_eq!(kept, counted, "after a batched catch-up");
    assert!(kept.iter().any(|c| c.0 == 0) && kept.iter().any(|c| c.2 == 1) && kept.iter().any(|c| c.2 == 0 && c.3 == 1), "{kept:?}");
    assert_eq!(kept.iter().map(|c| c.4).sum::<i64>(), 3_400);

    // Live, event by event: leads cleared and wanted again, and new ones.
    for i in (0..3_400).step_by(97) {
        let case_id = 700_000 + i;
        append_case(&store, i, &[CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: None })]).await;
    }
    for i in (5..3_400).step_by(89) {
        let case_id = 700_000 + i;
        append_case(&store, i, &[CaseEvent::WantedDateSet(WantedDateSet { case_id, wanted_date: Some(chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()) })]).await;
    }
    for i in 3_400..3_450 {
        append_case(&store, i, &case_events(i)).await;
    }
    rt.catch_up().await.unwrap();
    let (kept, counted) = both_counts(&t.db).await;
    assert_eq!(kept, counted, "after live steps");
    assert_eq!(kept.iter().map(|c| c.4).sum::<i64>(), 3_450);
}

both_backends!(lead_days_are_the_cases_counted);
