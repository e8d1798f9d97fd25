//! Read model of the firm's goals (issue 14; spec 3 §9): every set with the date it takes
//! effect from, and the audit trail of changes (who, when, which goals). Topic `goals`.

pub mod read;

use async_trait::async_trait;
use chrono::NaiveDate;
use domain::goals::{GoalEvent, GoalSchedule, Goals};
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct GoalsProjection;

pub const NAME: &str = "goals";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "goal_sets",
        columns: "organization_id BIGINT NOT NULL, effective_from TEXT NOT NULL, goals TEXT NOT NULL, version BIGINT NOT NULL, \
                  set_at TEXT NOT NULL, set_by_user_id BIGINT, PRIMARY KEY (organization_id, effective_from)",
        indexes: &[],
    },
    TableDef {
        name: "goal_changes",
        columns: "position BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, effective_from TEXT NOT NULL, set_at TEXT NOT NULL, \
                  set_by_user_id BIGINT, changed TEXT NOT NULL",
        indexes: &["organization_id"],
    },
];

/// The keys whose values differ between two sets (catalogue goals, per-office goals,
/// litigation attorneys).
pub fn changed_keys(before: &Goals, after: &Goals) -> Vec<String> {
    let mut keys: Vec<String> = domain::goals::catalog::CATALOG.iter().filter(|d| d.value(before) != d.value(after)).map(|d| d.key.to_string()).collect();
    for (prefix, ..) in domain::goals::catalog::OFFICE_GOALS {
        let offices: std::collections::BTreeSet<i64> =
            [before, after].iter().flat_map(|g| g.office_map(prefix).map(|m| m.keys().copied().collect::<Vec<_>>()).unwrap_or_default()).collect();
        for office in offices {
            let key = format!("{prefix}:{office}");
            if before.get(&key) != after.get(&key) {
                keys.push(key);
            }
        }
    }
    if before.litigation_attorneys != after.litigation_attorneys {
        keys.push("litigationAttorneys".into());
    }
    keys
}

#[async_trait]
impl Projection for GoalsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        GoalEvent::all_types().to_vec()
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let GoalEvent::GoalsSet(e) = event.decode::<GoalEvent>()?;
        let sets = tx.table("goal_sets");
        let rows = query(&format!("SELECT effective_from, goals FROM {sets} WHERE organization_id = $1"))
            .bind(e.organization_id)
            .fetch_all(tx)
            .await?;
        let mut schedule = GoalSchedule::default();
        for row in rows {
            let from: String = row.try_get("effective_from")?;
            let goals: String = row.try_get("goals")?;
            let from = NaiveDate::parse_from_str(&from, "%Y-%m-%d").map_err(|err| ProjectionError::Failed(format!("goal_sets date {from}: {err}")))?;
            let goals: Goals = serde_json::from_str(&goals).map_err(|err| ProjectionError::Failed(format!("goal_sets goals: {err}")))?;
            schedule.insert(from, goals);
        }
        let changed = changed_keys(&schedule.at(e.effective_from), &e.goals);
        let from = e.effective_from.format("%Y-%m-%d").to_string();
        let at = eventstore::time::to_text(event.recorded_at);
        let json = serde_json::to_string(&e.goals).map_err(|err| ProjectionError::Failed(err.to_string()))?;
        query(&format!(
            "INSERT INTO {sets} (organization_id, effective_from, goals, version, set_at, set_by_user_id) VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (organization_id, effective_from) DO UPDATE SET goals = excluded.goals, version = excluded.version, \
             set_at = excluded.set_at, set_by_user_id = excluded.set_by_user_id"
        ))
        .bind(e.organization_id)
        .bind(&from)
        .bind(&json)
        .bind(event.stream_version)
        .bind(&at)
        .bind(event.metadata.actor_user_id)
        .execute(tx)
        .await?;
        let changes = tx.table("goal_changes");
        query(&format!(
            "INSERT INTO {changes} (position, organization_id, effective_from, set_at, set_by_user_id, changed) VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (position) DO NOTHING"
        ))
        .bind(event.position)
        .bind(e.organization_id)
        .bind(&from)
        .bind(&at)
        .bind(event.metadata.actor_user_id)
        .bind(changed.join(","))
        .execute(tx)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_name_the_goals_that_moved() {
        let before = Goals::default();
        let mut after = before.clone();
        after.quarter_demands = 500;
        after.set_typed("weeklyFeesByOffice:9", "100").unwrap();
        after.litigation_attorneys.pop();
        assert_eq!(changed_keys(&before, &after), vec!["quarterDemands", "weeklyFeesByOffice:9", "litigationAttorneys"]);
        assert!(changed_keys(&before, &before).is_empty());
    }
}
