//! Goal events (documented in `schemas/events.md`).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::catalog::Goals;
use crate::stable_events;

/// One stream per organization: `goals-<organization id>`.
pub const GOALS_STREAM: &str = "goals";

/// The firm's goals from `effective_from` (a firm-local date) on, until a later set takes
/// effect. A set with the same effective date as an earlier one replaces it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GoalsSet {
    pub organization_id: i64,
    pub effective_from: NaiveDate,
    pub goals: Goals,
}

stable_events! {
    pub enum GoalEvent {
        GoalsSet(Box<GoalsSet>) = "goals_set",
    }
}
