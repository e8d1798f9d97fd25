//! Read model of the inventory screens (spec part 2 §2–§9): one row per case with what the
//! per-user lists show (staff, status, rank, last contact, reviews, SOL), the open deadlines
//! and the tasks. Topic `inventory`. Colours and day counts are not stored: the API computes
//! them at query time from `now` (ARCHITECTURE "Read side").

pub mod read;

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct InventoryProjection;

pub const NAME: &str = "inventory";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "inventory_cases",
        columns: "case_id BIGINT PRIMARY KEY, organization_id BIGINT, first_name TEXT NOT NULL, last_name TEXT NOT NULL, case_type TEXT, \
                  status_label TEXT, stage TEXT, status_changed_at TEXT, case_rank TEXT, attorney_user_id BIGINT, paralegal_user_id BIGINT, \
                  case_manager_user_id BIGINT, opened_at TEXT NOT NULL, incident_date TEXT, state TEXT, last_accessed_at TEXT, sol_date TEXT, \
                  last_contact_at TEXT, last_attempt_at TEXT, last_file_review_at TEXT, last_file_review_note TEXT, last_deadline_review_at TEXT",
        // The organization's index covers the paralegal and stage: Team Inventory counts from
        // it alone; a staff member's cases by stage, so the lists leave closed cases in the
        // index; the organization's cases by stage (issue #17).
        indexes: &[
            "attorney_user_id, stage",
            "paralegal_user_id, stage",
            "case_manager_user_id, stage",
            "organization_id, paralegal_user_id, stage",
            // The organization's cases of some stages: the organization's Client Contact by the
            // last contact; the Scorecard's active cases from the index alone.
            "organization_id, stage, last_contact_at, paralegal_user_id, case_manager_user_id, last_attempt_at, last_file_review_at, case_id",
        ],
    },
    TableDef {
        name: "inventory_deadlines",
        columns: "case_id BIGINT NOT NULL, deadline_id BIGINT NOT NULL, due_date TEXT NOT NULL, deadline_type TEXT, party TEXT, respondent TEXT, \
                  comments TEXT, completed BOOLEAN NOT NULL, PRIMARY KEY (case_id, deadline_id)",
        // Open deadlines by due date: a large firm's completed ones are most of the table.
        indexes: &["completed, due_date"],
    },
    TableDef {
        name: "inventory_tasks",
        columns: "case_id BIGINT NOT NULL, task_id BIGINT NOT NULL, category TEXT, summary TEXT NOT NULL, description TEXT, due_date TEXT, \
                  requestor_user_id BIGINT, assignee_user_id BIGINT, completed BOOLEAN NOT NULL, PRIMARY KEY (case_id, task_id)",
        indexes: &["assignee_user_id", "requestor_user_id"],
    },
];

fn ts(t: chrono::DateTime<chrono::Utc>) -> String {
    eventstore::time::to_text(t)
}

fn date(d: Option<chrono::NaiveDate>) -> Option<String> {
    d.map(|d| d.to_string())
}

async fn set<T>(tx: &mut ProjectionTx<'_>, case_id: i64, column: &str, value: T) -> Result<(), ProjectionError>
where
    T: crate::sql::Arg + Send,
{
    let t = tx.table("inventory_cases");
    query(&format!("UPDATE {t} SET {column} = $1 WHERE case_id = $2")).bind(value).bind(case_id).execute(tx).await?;
    Ok(())
}

/// Keeps the latest instant: facts imported out of order never move a "last" date back.
async fn set_latest(tx: &mut ProjectionTx<'_>, case_id: i64, column: &str, at: String) -> Result<(), ProjectionError> {
    let t = tx.table("inventory_cases");
    query(&format!("UPDATE {t} SET {column} = $1 WHERE case_id = $2 AND ({column} IS NULL OR {column} < $1)"))
        .bind(at)
        .bind(case_id)
        .execute(tx)
        .await?;
    Ok(())
}

#[async_trait]
impl Projection for InventoryProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: the organization index covers paralegal and stage (issue #17).
        // 3: deadlines indexed by completion, then due date (issue #17).
        // 4: the staff members' indexes carry the stage; the organization's stages (issue #17).
        // 5: the organization's stage index carries the last contact and what the Scorecard
        //    reads (issue #17).
        5
    }

    fn handles(&self) -> Vec<&'static str> {
        vec![
            "case_opened",
            "case_status_changed",
            "case_rank_set",
            "staff_assigned",
            "incident_set",
            "case_accessed",
            "case_touch_recorded",
            "note_added",
            "deadline_set",
            "task_set",
        ]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match CaseEvent::decode_ref(&event.event_type, &event.payload)? {
            CaseEvent::Opened(e) => {
                let t = tx.table("inventory_cases");
                let stage = e.status_label.as_deref().map(rules::stage_of);
                query(&format!(
                    "INSERT INTO {t} (case_id, organization_id, first_name, last_name, case_type, status_label, stage, status_changed_at, opened_at, \
                     incident_date, state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (case_id) DO NOTHING"
                ))
                .bind(e.case_id)
                .bind(e.organization_id)
                .bind(&e.first_name)
                .bind(&e.last_name)
                .bind(&e.case_type)
                .bind(&e.status_label)
                .bind(stage)
                .bind(e.status_label.as_ref().map(|_| ts(e.opened_at)))
                .bind(ts(e.opened_at))
                .bind(date(e.incident_date))
                .bind(&e.state)
                .execute(tx)
                .await?;
            }
            CaseEvent::StatusChanged(e) => {
                let t = tx.table("inventory_cases");
                query(&format!("UPDATE {t} SET status_label = $1, stage = $2, status_changed_at = $3 WHERE case_id = $4"))
                    .bind(&e.status_label)
                    .bind(rules::stage_of(&e.status_label))
                    .bind(ts(e.changed_at))
                    .bind(e.case_id)
                    .execute(tx)
                    .await?;
            }
            CaseEvent::CaseRankSet(e) => set(tx, e.case_id, "case_rank", e.rank_label.clone()).await?,
            CaseEvent::StaffAssigned(e) => {
                let column = match e.role.as_str() {
                    "attorney" => "attorney_user_id",
                    "paralegal" => "paralegal_user_id",
                    "case_manager" => "case_manager_user_id",
                    _ => return Ok(()),
                };
                set(tx, e.case_id, column, e.user_id).await?;
            }
            CaseEvent::IncidentSet(e) => {
                let t = tx.table("inventory_cases");
                query(&format!("UPDATE {t} SET incident_date = $1, state = COALESCE($2, state) WHERE case_id = $3"))
                    .bind(date(e.incident_date))
                    .bind(&e.state)
                    .bind(e.case_id)
                    .execute(tx)
                    .await?;
            }
            CaseEvent::Accessed(e) => set_latest(tx, e.case_id, "last_accessed_at", ts(e.accessed_at)).await?,
            CaseEvent::TouchRecorded(e) => {
                let column = match e.kind.as_str() {
                    "client_contact" => "last_contact_at",
                    "client_contact_attempt" => "last_attempt_at",
                    "file_review" => "last_file_review_at",
                    "deadline_review" => "last_deadline_review_at",
                    _ => return Ok(()),
                };
                set_latest(tx, e.case_id, column, ts(e.at)).await?;
            }
            // spec 2 §9 "Note type id 81 for file review notes": the newest is the list's note,
            // and writing one is a file review.
            CaseEvent::NoteAdded(e) if e.note_type_id == rules::NOTE_TYPE_FILE_REVIEW => {
                let t = tx.table("inventory_cases");
                let at = ts(e.created_at);
                query(&format!(
                    "UPDATE {t} SET last_file_review_note = $1, last_file_review_at = $2 WHERE case_id = $3 AND (last_file_review_at IS NULL OR last_file_review_at <= $2)"
                ))
                .bind(&e.content)
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
            }
            CaseEvent::DeadlineSet(e) => {
                let t = tx.table("inventory_deadlines");
                query(&format!(
                    "INSERT INTO {t} (case_id, deadline_id, due_date, deadline_type, party, respondent, comments, completed) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (case_id, deadline_id) DO UPDATE SET due_date = excluded.due_date, \
                     deadline_type = excluded.deadline_type, party = excluded.party, respondent = excluded.respondent, \
                     comments = excluded.comments, completed = excluded.completed"
                ))
                .bind(e.case_id)
                .bind(e.deadline_id)
                .bind(e.due_date.to_string())
                .bind(&e.deadline_type)
                .bind(&e.party)
                .bind(&e.respondent)
                .bind(&e.comments)
                .bind(e.completed)
                .execute(tx)
                .await?;
                if domain::inventory::rules::is_sol_deadline(e.deadline_type.as_deref()) {
                    set(tx, e.case_id, "sol_date", Some(e.due_date.to_string())).await?;
                }
            }
            CaseEvent::TaskSet(e) => {
                let t = tx.table("inventory_tasks");
                query(&format!(
                    "INSERT INTO {t} (case_id, task_id, category, summary, description, due_date, requestor_user_id, assignee_user_id, completed) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (case_id, task_id) DO UPDATE SET category = excluded.category, \
                     summary = excluded.summary, description = excluded.description, due_date = excluded.due_date, \
                     requestor_user_id = excluded.requestor_user_id, assignee_user_id = excluded.assignee_user_id, completed = excluded.completed"
                ))
                .bind(e.case_id)
                .bind(e.task_id)
                .bind(&e.category)
                .bind(&e.summary)
                .bind(&e.description)
                .bind(date(e.due_date))
                .bind(e.requestor_user_id)
                .bind(e.assignee_user_id)
                .bind(e.completed)
                .execute(tx)
                .await?;
            }
            _ => {}
        }
        Ok(())
    }
}
