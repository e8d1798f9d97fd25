//! The demo admins' watch lists (spec 2 §2 Watched Cases): each admin login watches a dozen
//! of the firm's open, ranked cases, recorded as `case_watch_started` on the admin's stream —
//! the same event the All Cases row menu records.

use app::commands::{execute, StreamId};
use app::state::AppState;
use domain::organization::{User, UserCommand, USER_STREAM};
use eventstore::{Metadata, Source};

use super::CasePlan;

/// How many cases a demo admin watches.
pub const WATCHED_PER_ADMIN: usize = 12;

/// Whether a planned case is one an admin would watch: open, in a working stage, ranked A++…B.
pub fn worth_watching(plan: &CasePlan) -> bool {
    let working = matches!(plan.state.stage.as_deref(), Some("Treating" | "Demand Prep" | "Negotiation" | "Litigation"));
    let valuable = matches!(plan.state.case_rank.as_deref(), Some("A++" | "A+" | "A" | "B"));
    working && valuable && plan.state.closed.is_none()
}

/// Every admin login watches `case_ids` (already chosen from the plan; idempotent per case).
pub async fn write_watch_lists(state: &AppState, organization_id: i64, case_ids: &[i64]) -> anyhow::Result<usize> {
    let meta = Metadata { source: Source::Demo, ..Default::default() };
    let mut written = 0;
    for admin in crate::people::staff().into_iter().filter(|p| p.roles.contains(&"admin")) {
        for &case_id in case_ids {
            let at = chrono::Utc::now();
            let outcome = execute::<User>(state, USER_STREAM, StreamId::Existing(admin.user_id), &meta, |_, _| {
                Ok((UserCommand::StartWatching { organization_id, case_id, at }, vec![]))
            })
            .await;
            match outcome {
                Ok(outcome) => written += outcome.events,
                // The history can be written without the organization (its tests do): an admin
                // who does not exist has no list to keep.
                Err(app::error::AppError::NotFound(_)) => break,
                Err(e) => return Err(anyhow::anyhow!("demo watch list: {e:?}")),
            }
        }
    }
    Ok(written)
}

/// Whether the writer picks this case for the admins' lists (every 7th case worth watching).
pub fn picked(plan: &CasePlan) -> bool {
    worth_watching(plan) && plan.case_id % 7 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{DemoOptions, History};
    use chrono::NaiveDate;

    #[test]
    fn a_small_firm_still_gives_the_admins_a_full_watch_list_of_ranked_working_cases() {
        let tz: chrono_tz::Tz = "America/Denver".parse().unwrap();
        let options = DemoOptions { scale: 0.2, anchor: Some(NaiveDate::from_ymd_opt(2026, 3, 10).unwrap()), ..Default::default() };
        let history = History::new(&options, tz, 2);
        let picked: Vec<CasePlan> = history.leads.iter().filter_map(|l| history.plan_case(l).unwrap()).filter(picked).take(WATCHED_PER_ADMIN).collect();
        assert_eq!(picked.len(), WATCHED_PER_ADMIN);
        let stages: std::collections::HashSet<_> = picked.iter().filter_map(|p| p.state.stage.clone()).collect();
        assert!(stages.len() >= 2, "the list spreads over stages: {stages:?}");
    }
}
