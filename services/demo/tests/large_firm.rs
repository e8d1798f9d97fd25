//! The large firm of issue #17 (`caseboard demo --scale 10`): its plan has the promised size,
//! and its shape (ten years, 250 staff) at a small volume writes the same log twice. Nothing
//! here is timed: the timings are in docs/benchmarks.md.

use std::collections::BTreeSet;

use app::config::Config;
use app::state::AppState;
use chrono::{Datelike, NaiveDate};
use demo::history::{log_digest, DemoOptions, Firm, History, DEFAULT_SEED, FIRST_CASE_ID};
use domain::cases::CaseEvent;

fn anchor() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 20).unwrap()
}

/// The demo firm's own staff end at user id 65 (9 logins, 18 attorneys, 38 colleagues).
const DEMO_STAFF_LAST_ID: i64 = 65;

fn assigned_users(history: &History, leads: impl Iterator<Item = usize>) -> BTreeSet<i64> {
    let mut users = BTreeSet::new();
    for i in leads {
        let Some(plan) = history.plan_case(&history.leads[i]).unwrap_or_else(|e| panic!("{e}")) else { continue };
        for (_, e) in plan.events() {
            if let CaseEvent::StaffAssigned(s) = e {
                users.extend(s.user_id);
            }
        }
    }
    users
}

#[test]
fn scale_ten_plans_ten_years_of_about_200_000_cases_worked_by_250_staff() {
    let options = DemoOptions::at_scale(10.0, DEFAULT_SEED, Some(anchor()));
    assert_eq!(options.firm, Firm { years: 10, staff: 250 });
    let h = History::new(&options, chrono_tz::America::Denver, 2);
    assert_eq!(h.calendar.start, NaiveDate::from_ymd_opt(2016, 11, 20).unwrap());
    let window = h.leads.iter().filter(|l| !l.imported).count();
    // ~2 870 leads a year at scale 1, × 7 (volume at scale 10) × 10 years ≈ 200 000.
    assert!((180_000..=230_000).contains(&window), "leads in the ten years: {window}");
    let first = h.leads.iter().find(|l| !l.imported).unwrap();
    assert_eq!(first.case_id, FIRST_CASE_ID);
    assert_eq!(h.calendar.date_of(first.opened_at).year(), 2016);
    // Client contact ids are 500 000 + (case id − 200 000): they must stay below the referral
    // contacts' 800 001.
    assert!(h.leads.last().unwrap().case_id < 500_000);
    // A sample across the ten years plans cleanly, and the added staff work cases.
    let step = h.leads.len() / 400;
    let users = assigned_users(&h, (0..h.leads.len()).step_by(step));
    assert!(users.iter().any(|u| *u > DEMO_STAFF_LAST_ID), "added staff are assigned: {users:?}");
    assert!(users.iter().all(|u| *u <= 250), "only the firm's 250 staff");
}

#[test]
fn the_large_schedule_is_the_same_for_the_same_seed() {
    let a = History::new(&DemoOptions::at_scale(10.0, 5, Some(anchor())), chrono_tz::America::Denver, 2);
    let b = History::new(&DemoOptions::at_scale(10.0, 5, Some(anchor())), chrono_tz::America::Denver, 2);
    assert_eq!(a.leads, b.leads);
    let last = a.leads.last().unwrap();
    assert_eq!(a.plan_case(last).unwrap().map(|p| p.groups), b.plan_case(last).unwrap().map(|p| p.groups));
}

async fn write(firm: Firm, seed: u64) -> (demo::HistorySeeded, String, usize) {
    let dir = std::env::temp_dir().join(format!("cb_large_{}", uuid::Uuid::new_v4().simple()));
    let state = AppState::connect(Config { data_dir: dir.clone(), ..Config::default() }).await.expect("connect");
    // The large firm's shape at a hundredth of the demo's daily volume: ~290 leads over ten years.
    let options = DemoOptions { scale: 0.01, seed, anchor: Some(anchor()), firm };
    let seeded = demo::seed_history(&state, options).await.expect("history");
    let digest = log_digest(&state.store).await.expect("digest");
    let staff = demo::seed_firm(&state, &firm).await.expect("staff").events;
    state.db.pool().close().await;
    let _ = std::fs::remove_dir_all(dir);
    (seeded, digest, staff)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_large_firm_shape_writes_the_same_log_twice_and_registers_250_staff() {
    let firm = Firm::at_scale(10.0);
    let (first, digest1, staff) = write(firm, 11).await;
    assert!(first.leads_planned > 200 && first.cases_written > 200 && first.events > 5_000, "{first:?}");
    // Organization + 4 offices-or-more + departments + teams + one registration per person.
    assert!(staff > 250, "the organization and its 250 staff: {staff} events");
    let (second, digest2, _) = write(firm, 11).await;
    assert_eq!((first.cases_written, first.events), (second.cases_written, second.events));
    assert_eq!(digest1, digest2, "same seed, anchor and firm: same log");
    let (_, digest3, _) = write(Firm::at_scale(1.0), 11).await;
    assert_ne!(digest1, digest3, "the demo firm's three years are another log");
}
