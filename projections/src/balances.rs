//! Read model of the balance verifications (spec part 2 §2 Demands: Balances, §3 "Balance
//! verification"): the cases' tasks of the balance-verification category with the moment each
//! was first recorded (its start date). Topic `balances`. The Balances list joins it to the
//! provider lines of the `cases` read model.

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct BalancesProjection;

pub const NAME: &str = "balances";

const TABLES: &[TableDef] = &[TableDef {
    name: "balance_tasks",
    columns: "case_id BIGINT NOT NULL, task_id BIGINT NOT NULL, category TEXT, summary TEXT NOT NULL, description TEXT, started_at TEXT NOT NULL, \
              due_date TEXT, requestor_user_id BIGINT, assignee_user_id BIGINT, completed BOOLEAN NOT NULL, PRIMARY KEY (case_id, task_id)",
    indexes: &["completed"],
}];

#[async_trait]
impl Projection for BalancesProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        1
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["task_set", "medical_provider_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        // A provider line's change (its comments) only advances the topic for the lists.
        let CaseEvent::TaskSet(e) = CaseEvent::decode(&event.event_type, event.payload.clone())? else { return Ok(()) };
        let t = tx.table("balance_tasks");
        if !domain::stages::balances::is_balance_verification(e.category.as_deref()) {
            // A task moved out of the category leaves the list.
            query(&format!("DELETE FROM {t} WHERE case_id = $1 AND task_id = $2")).bind(e.case_id).bind(e.task_id).execute(tx).await?;
            return Ok(());
        }
        query(&format!(
            "INSERT INTO {t} (case_id, task_id, category, summary, description, started_at, due_date, requestor_user_id, assignee_user_id, completed) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (case_id, task_id) DO UPDATE SET category = excluded.category, \
             summary = excluded.summary, description = excluded.description, due_date = excluded.due_date, \
             requestor_user_id = excluded.requestor_user_id, assignee_user_id = excluded.assignee_user_id, completed = excluded.completed"
        ))
        .bind(e.case_id)
        .bind(e.task_id)
        .bind(&e.category)
        .bind(&e.summary)
        .bind(&e.description)
        .bind(eventstore::time::to_text(event.recorded_at))
        .bind(e.due_date.map(|d| d.to_string()))
        .bind(e.requestor_user_id)
        .bind(e.assignee_user_id)
        .bind(e.completed)
        .execute(tx)
        .await?;
        Ok(())
    }
}
