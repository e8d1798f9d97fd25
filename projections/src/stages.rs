//! Read model of the per-user case data of the case notes lists (spec part 2 §2, §3 "Per-user
//! case data"): one row per user, case and stage list with the note, when the note last
//! changed, and the row colour. Topic `stages`. The lists join it to the `cases` read model.

pub mod read;

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct StagesProjection;

pub const NAME: &str = "stages";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "stage_case_data",
        columns: "user_id BIGINT NOT NULL, case_id BIGINT NOT NULL, stage TEXT NOT NULL, note TEXT, note_updated_at TEXT, color TEXT, \
                  follow_up_at TEXT, updated_at TEXT NOT NULL, PRIMARY KEY (user_id, stage, case_id)",
        indexes: &["case_id"],
    },
    // spec 2 §3 "Demand row: caseId, clientName, valueFrom, rank, dateOfDemand, paralegal, status".
    TableDef {
        name: "stage_demands",
        columns: "demand_id BIGINT PRIMARY KEY, case_id BIGINT NOT NULL, kind TEXT NOT NULL, demand_date TEXT NOT NULL, amount_cents BIGINT",
        indexes: &["demand_date", "case_id"],
    },
    // spec 2 §2 "Negotiation rows also carry last negotiation demand amount, offer amount, date".
    TableDef {
        name: "stage_negotiations",
        columns: "case_id BIGINT PRIMARY KEY, demand_cents BIGINT, offer_cents BIGINT, negotiated_at TEXT NOT NULL",
        indexes: &[],
    },
    // spec 2 §3 "Request: id, caseId, clientName, assignedUser, requestorUser, status,
    // medicalProvider, requestDate, fromDate, toDate, updated, comments".
    TableDef {
        name: "stage_medical_requests",
        columns: "request_id BIGINT PRIMARY KEY, case_id BIGINT NOT NULL, provider_id BIGINT, request_date TEXT NOT NULL, from_date TEXT, \
                  to_date TEXT, requestor_user_id BIGINT, assignee_user_id BIGINT, status TEXT NOT NULL, completed_date TEXT, comments TEXT, \
                  updated_at TEXT NOT NULL, unfinished BOOLEAN NOT NULL",
        // `unfinished` (the domain's rule) leads to the few requests still open on a large
        // firm's cases: `status NOT IN (…)` could use no index, and PostgreSQL read all
        // 244 000 requests for the 1 536 open ones (issue #17).
        indexes: &["status", "case_id", "request_date", "assignee_user_id, status", "requestor_user_id", "unfinished, case_id"],
    },
];

fn ts(t: chrono::DateTime<chrono::Utc>) -> String {
    eventstore::time::to_text(t)
}

#[async_trait]
impl Projection for StagesProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: medical requests indexed by date and by assignee/requestor (issue #17).
        // 3: whether each request is unfinished, indexed with its case (issue #17).
        3
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["stage_note_set", "demand_sent", "negotiation_amounts_set", "medical_request_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let e = match CaseEvent::decode(&event.event_type, event.payload.clone())? {
            CaseEvent::StageNoteSet(e) => e,
            CaseEvent::DemandSent(d) => {
                let t = tx.table("stage_demands");
                query(&format!("DELETE FROM {t} WHERE demand_id = $1")).bind(d.demand_id).execute(tx).await?;
                query(&format!("INSERT INTO {t} (demand_id, case_id, kind, demand_date, amount_cents) VALUES ($1, $2, $3, $4, $5)"))
                    .bind(d.demand_id)
                    .bind(d.case_id)
                    .bind(&d.kind)
                    .bind(d.demand_date.to_string())
                    .bind(d.amount_cents)
                    .execute(tx)
                    .await?;
                return Ok(());
            }
            CaseEvent::NegotiationAmountsSet(n) => {
                // The fact carries no date of its own: the moment it was recorded is its date.
                let t = tx.table("stage_negotiations");
                query(&format!("DELETE FROM {t} WHERE case_id = $1")).bind(n.case_id).execute(tx).await?;
                query(&format!("INSERT INTO {t} (case_id, demand_cents, offer_cents, negotiated_at) VALUES ($1, $2, $3, $4)"))
                    .bind(n.case_id)
                    .bind(n.demand_cents)
                    .bind(n.offer_cents)
                    .bind(ts(event.recorded_at))
                    .execute(tx)
                    .await?;
                return Ok(());
            }
            CaseEvent::MedicalRequestSet(m) => {
                let t = tx.table("stage_medical_requests");
                let day = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string());
                query(&format!("DELETE FROM {t} WHERE request_id = $1")).bind(m.request_id).execute(tx).await?;
                query(&format!(
                    "INSERT INTO {t} (request_id, case_id, provider_id, request_date, from_date, to_date, requestor_user_id, assignee_user_id, \
                     status, completed_date, comments, updated_at, unfinished) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
                ))
                .bind(m.request_id)
                .bind(m.case_id)
                .bind(m.provider_id)
                .bind(m.request_date.to_string())
                .bind(day(m.from_date))
                .bind(day(m.to_date))
                .bind(m.requestor_user_id)
                .bind(m.assignee_user_id)
                .bind(&m.status)
                .bind(day(m.completed_date))
                .bind(&m.comments)
                .bind(ts(event.recorded_at))
                .bind(domain::stages::rules::is_uncompleted_request(&m.status))
                .execute(tx)
                .await?;
                return Ok(());
            }
            _ => return Ok(()),
        };
        let t = tx.table("stage_case_data");
        let at = ts(e.at);
        let current = query(&format!("SELECT note, note_updated_at FROM {t} WHERE user_id = $1 AND stage = $2 AND case_id = $3"))
            .bind(e.user_id)
            .bind(&e.stage)
            .bind(e.case_id)
            .fetch_optional(tx)
            .await?;
        // NoteUpdatedAt moves only when the note itself changed (a colour change keeps it).
        let note_updated_at = match &current {
            Some(row) => {
                let old: Option<String> = row.try_get("note").ok().flatten();
                let old_at: Option<String> = row.try_get("note_updated_at").ok().flatten();
                if old == e.note {
                    old_at
                } else {
                    e.note.as_ref().map(|_| at.clone())
                }
            }
            None => e.note.as_ref().map(|_| at.clone()),
        };
        query(&format!("DELETE FROM {t} WHERE user_id = $1 AND stage = $2 AND case_id = $3"))
            .bind(e.user_id)
            .bind(&e.stage)
            .bind(e.case_id)
            .execute(tx)
            .await?;
        query(&format!(
            "INSERT INTO {t} (user_id, case_id, stage, note, note_updated_at, color, follow_up_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
        ))
        .bind(e.user_id)
        .bind(e.case_id)
        .bind(&e.stage)
        .bind(&e.note)
        .bind(note_updated_at)
        .bind(&e.color)
        .bind(e.follow_up_at.map(ts))
        .bind(&at)
        .execute(tx)
        .await?;
        Ok(())
    }

    /// A note is its user's: the lists of that user (and the case) are concerned.
    fn entities(&self, event: &RecordedEvent) -> Vec<String> {
        let mut out: Vec<String> = crate::stream_entity(&event.stream_id).into_iter().collect();
        if let Some(user) = event.payload.get("user_id").and_then(|v| v.as_i64()) {
            out.push(format!("user:{user}"));
        }
        out
    }
}
