//! The counts the cases read model keeps for the charts of spec 3 §2.3 and spec 1 §2.5 — the
//! leads per organization and UTC day (`case_lead_days`), the retained cases per organization
//! and month (`case_retained_months`) and the inventory (`case_inventory_counts`) — are
//! exactly the cases counted by `GROUP BY`: after a first catch-up folded in batches, and
//! after live steps that move cases between counts.

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use domain::cases::*;
use eventstore::{Db, EventStore, ExpectedVersion, NewEvent};
use projections::runtime::batch::BATCHED_CATCH_UP_FROM;
use sqlx::Row;

use crate::both_backends;
use crate::common::*;

/// A statement's rows, every column read as text (the statements cast them).
async fn rows(db: &Db, sql: &str) -> Vec<Vec<String>> {
    sqlx::query(sql)
        .fetch_all(db.pool())
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .iter()
        .map(|r| (0..r.len()).map(|i| r.get::<String, _>(i)).collect())
        .collect()
}

/// The count table's nonzero counts and the cases counted by `GROUP BY`, both as text rows
/// sorted by key (`keys` columns, then the count); `kept` and `counted` give the key columns,
/// the count last.
async fn both(db: &Db, kept: &[&str], table: &str, counted: &[&str], filter: &str) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let text = |columns: &[&str]| columns.iter().map(|c| format!("CAST({c} AS TEXT)")).collect::<Vec<_>>().join(", ");
    let keys = (1..kept.len()).map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
    let kept = rows(db, &format!("SELECT {} FROM {table} WHERE n <> 0 ORDER BY {keys}", text(kept))).await;
    let counted = rows(db, &format!("SELECT {} FROM cases{filter} GROUP BY {keys} ORDER BY {keys}", text(counted))).await;
    (kept, counted)
}

/// By organization (0: none), UTC day, wanted, mass tort.
async fn both_counts(db: &Db) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let kept = ["organization_id", "day", "CASE WHEN has_wanted THEN 1 ELSE 0 END", "CASE WHEN is_mass_tort THEN 1 ELSE 0 END", "n"];
    let counted = ["COALESCE(organization_id, 0)", "SUBSTR(opened_at, 1, 10)", "CASE WHEN wanted_date IS NULL THEN 0 ELSE 1 END", "CASE WHEN is_mass_tort THEN 1 ELSE 0 END", "COUNT(*)"];
    both(db, &kept, "case_lead_days", &counted, "").await
}

/// By organization (0: none), month, net, source ('' none), office (0 none), mass tort.
async fn both_retained(db: &Db) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let kept = ["organization_id", "month", "CASE WHEN net THEN 1 ELSE 0 END", "source", "office_id", "CASE WHEN is_mass_tort THEN 1 ELSE 0 END", "n"];
    let counted = [
        "COALESCE(organization_id, 0)",
        "SUBSTR(retained_date, 1, 7)",
        "CASE WHEN net_retained THEN 1 ELSE 0 END",
        "COALESCE(advertising_source, '')",
        "COALESCE(office_id, 0)",
        "CASE WHEN is_mass_tort THEN 1 ELSE 0 END",
        "COUNT(*)",
    ];
    both(db, &kept, "case_retained_months", &counted, " WHERE retained_date IS NOT NULL").await
}

/// By organization (0: none), stage ('' none), closed, rank ('' none), attorney (0 none).
async fn both_inventory(db: &Db) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let kept = ["organization_id", "stage", "CASE WHEN closed THEN 1 ELSE 0 END", "case_rank", "attorney_user_id", "n"];
    let counted = ["COALESCE(organization_id, 0)", "COALESCE(stage, '')", "CASE WHEN closed_date IS NULL THEN 0 ELSE 1 END", "COALESCE(case_rank, '')", "COALESCE(attorney_user_id, 0)", "COUNT(*)"];
    both(db, &kept, "case_inventory_counts", &counted, " WHERE retained_date IS NOT NULL").await
}

/// The counts' total.
fn total(rows: &[Vec<String>]) -> i64 {
    rows.iter().map(|r| r.last().and_then(|n| n.parse::<i64>().ok()).unwrap_or_default()).sum()
}

/// Whether a row has `value` in column `i`.
fn any(rows: &[Vec<String>], i: usize, value: &str) -> bool {
    rows.iter().any(|r| r[i] == value)
}

fn status(case_id: i64, label: &str) -> CaseEvent {
    CaseEvent::StatusChanged(CaseStatusChanged { case_id, status_id: 1, status_label: label.into(), stage: rules::stage_of(label).into(), changed_at: Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap() })
}

fn rank(case_id: i64, label: &str) -> CaseEvent {
    CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: Some(1), rank_label: Some(label.into()) })
}

fn attorney(case_id: i64, user_id: i64) -> CaseEvent {
    CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "attorney".into(), user_id: Some(user_id), staff_code: None })
}

/// Retained (every second case, a month and a half after it was opened), closed within 60
/// days or after, reopened, and moved to another office or source.
fn retained_events(i: i64) -> Vec<CaseEvent> {
    let case_id = 700_000 + i;
    let opened = (Utc.with_ymd_and_hms(2026, 10, 1, 0, 0, 0).unwrap() + Duration::minutes(37 * i)).date_naive();
    let retained = opened + Duration::days(45);
    // Every case gets a stage, some a rank and an attorney, before or after it is retained.
    let mut events = vec![status(case_id, ["INT 00 - Lead", "PL 01 Medical Management", "PL 06 Negotiations", "PL 10 UIM Arbitration"][(i % 4) as usize])];
    if i % 5 == 0 {
        events.push(rank(case_id, ["A", "B"][(i % 2) as usize]));
    }
    if i % 3 == 0 {
        events.push(attorney(case_id, 10 + i % 4));
    }
    if i % 2 == 1 {
        return events;
    }
    events.push(CaseEvent::Retained(CaseRetained { case_id, retained_date: retained }));
    if i % 7 == 0 {
        events.extend([status(case_id, "PL 03 Demand Preparation"), rank(case_id, "A++"), attorney(case_id, 21)]);
    }
    let closed = |days| CaseEvent::Closed(CaseClosed { case_id, closed_date: retained + Duration::days(days), reason_id: None, reason: "CASE SETTLED".into(), comment: "done".into(), closing_letter_sent: false });
    match i % 10 {
        0 => events.push(closed(30)),
        2 => events.push(closed(90)),
        4 => events.extend([closed(10), CaseEvent::Reopened(CaseReopened { case_id })]),
        6 => events.push(CaseEvent::OfficeSet(CaseOfficeSet { case_id, office_id: 5 + i % 3 })),
        _ => events.push(CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: 0, source: format!("Ref-{}", i % 4), comments: None, other_contact_id: None })),
    }
    events
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
    events.extend(retained_events(i));
    events
}

async fn append_case(store: &EventStore, i: i64, events: &[CaseEvent]) -> i64 {
    let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
    store.append("case", &format!("case-{}", 700_000 + i), ExpectedVersion::Any, &new, &meta()).await.unwrap().last_position
}

async fn counts_are_the_cases_counted(t: &TestDb) {
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
    assert!(any(&kept, 0, "0") && any(&kept, 2, "1") && kept.iter().any(|c| c[2] == "0" && c[3] == "1"), "{kept:?}");
    assert_eq!(total(&kept), 3_400);
    let (kept, counted) = both_retained(&t.db).await;
    assert_eq!(kept, counted, "retained, after a batched catch-up");
    assert!(any(&kept, 2, "0") && any(&kept, 3, "") && any(&kept, 4, "6"), "{kept:?}");
    assert_eq!(total(&kept), 1_700);
    let (kept, counted) = both_inventory(&t.db).await;
    assert_eq!(kept, counted, "inventory, after a batched catch-up");
    assert!(any(&kept, 2, "1") && any(&kept, 3, "") && any(&kept, 4, "21"), "{kept:?}");
    assert_eq!(total(&kept), 1_700);

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
    // Retained cases closed within 60 days (no longer net), reopened, moved office and source.
    for i in (0..3_400).step_by(60) {
        let case_id = 700_000 + i;
        append_case(&store, i, &[CaseEvent::Reopened(CaseReopened { case_id }), CaseEvent::OfficeSet(CaseOfficeSet { case_id, office_id: 9 })]).await;
    }
    for i in (2..3_400).step_by(42) {
        let case_id = 700_000 + i;
        let source = CaseEvent::ReferralSourceSet(ReferralSourceSet { case_id, contact_id: 0, source: "Ref-Late".into(), comments: None, other_contact_id: None });
        let closed = CaseEvent::Closed(CaseClosed { case_id, closed_date: chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(), reason_id: None, reason: "x".into(), comment: "x".into(), closing_letter_sent: false });
        append_case(&store, i, &[source, closed]).await;
    }
    // Stages, ranks and attorneys changed on retained cases and on leads.
    for i in (1..3_400).step_by(31) {
        let case_id = 700_000 + i;
        append_case(&store, i, &[status(case_id, "PL 11 Incoming Fees"), rank(case_id, "C"), attorney(case_id, 5)]).await;
    }
    rt.catch_up().await.unwrap();
    let (kept, counted) = both_counts(&t.db).await;
    assert_eq!(kept, counted, "after live steps");
    assert_eq!(total(&kept), 3_450);
    let (kept, counted) = both_retained(&t.db).await;
    assert_eq!(kept, counted, "retained, after live steps");
    assert_eq!(total(&kept), 1_725);
    let (kept, counted) = both_inventory(&t.db).await;
    assert_eq!(kept, counted, "inventory, after live steps");
    assert_eq!(total(&kept), 1_725);
}

both_backends!(counts_are_the_cases_counted);
