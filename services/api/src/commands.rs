//! The command handler: load the aggregate's stream, decide, append with the expected
//! version (with the rows that must commit together with the events), then wait until the
//! projections that serve the answer have caught up (read-your-writes).

use std::time::Duration;

use domain::Aggregate;
use eventstore::bus::APPENDED_SUBJECT;
use eventstore::{Db, ExpectedVersion, Metadata, NewEvent, StoreError, WriteTx};

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// How the stream's numeric id is chosen.
#[derive(Debug, Clone, Copy)]
pub enum StreamId {
    Existing(i64),
    /// A new id from the named sequence.
    Allocate(&'static str),
    /// An id fixed from outside (the spec's office ids, demo users), reserved in the sequence.
    Fixed(&'static str, i64),
}

/// Rows written in the same transaction as the events.
#[derive(Debug, Clone)]
pub enum SideEffect {
    /// Claims `email` for the user; a taken address is a `CONFLICT` naming the field.
    ReserveEmail { user_id: i64, email: String },
    SetPassword { user_id: i64, password_hash: String },
    /// Marks a reset token used; fails if it was used or expired meanwhile.
    ConsumeReset { token_hash: String },
    RevokeSessions { user_id: i64 },
    /// Marks an imported fact as done; a fact imported before makes the whole command a no-op
    /// (`ApiError::Conflict` with [`ALREADY_IMPORTED`], which importers treat as "skipped").
    ImportedFact { fact_id: String },
    /// Queues a write-back of a staff change to the external case-management system.
    WriteBack { kind: String, case_id: Option<i64>, payload: serde_json::Value },
}

/// The message of the conflict an already-imported fact raises.
pub const ALREADY_IMPORTED: &str = "already imported";

const MAX_ATTEMPTS: usize = 3;

pub struct Outcome {
    pub id: i64,
    pub position: i64,
    pub events: usize,
}

/// Runs one command against stream `<stream_type>-<id>`.
pub async fn execute<A: Aggregate>(
    state: &AppState,
    stream_type: &str,
    id: StreamId,
    metadata: &Metadata,
    build: impl Fn(i64, &A) -> ApiResult<(A::Command, Vec<SideEffect>)>,
) -> ApiResult<Outcome>
where
    A::Command: Clone,
{
    for attempt in 1..=MAX_ATTEMPTS {
        let mut tx = state.db.begin_write().await.map_err(ApiError::from)?;
        let numeric = match id {
            StreamId::Existing(n) => n,
            StreamId::Allocate(seq) => Db::next_id(&mut tx, seq, 1).await?,
            StreamId::Fixed(seq, n) => {
                Db::reserve_id(&mut tx, seq, n).await?;
                n
            }
        };
        let stream_id = domain::organization::stream_id(stream_type, numeric);
        let history = state.store.read_stream_in(&mut tx, &stream_id).await?;
        let version = history.last().map(|e| e.stream_version).unwrap_or(0);
        let events: Vec<A::Event> =
            history.iter().map(|e| e.decode::<A::Event>()).collect::<Result<_, _>>().map_err(ApiError::internal)?;
        let aggregate = A::fold(&events);
        let (command, side_effects) = build(numeric, &aggregate)?;
        let decided = aggregate.decide(command)?;
        if decided.is_empty() && side_effects.is_empty() {
            return Ok(Outcome { id: numeric, position: 0, events: 0 });
        }
        let new_events: Vec<NewEvent> = decided.iter().map(NewEvent::from_domain).collect();
        let expected = if version == 0 { ExpectedVersion::NoStream } else { ExpectedVersion::Exact(version) };
        let appended = match state.store.append_in(&mut tx, stream_type, &stream_id, expected, &new_events, metadata).await {
            Ok(a) => a,
            Err(StoreError::Conflict { .. }) if attempt < MAX_ATTEMPTS => continue,
            Err(e) => return Err(e.into()),
        };
        apply_side_effects(&mut tx, &side_effects, appended.last_position).await?;
        tx.commit().await.map_err(|e| ApiError::from(StoreError::from_sqlx(e)))?;
        after_commit(state, new_events.len()).await;
        return Ok(Outcome { id: numeric, position: appended.last_position, events: new_events.len() });
    }
    Err(ApiError::Conflict("Someone else changed this at the same time; reload and try again".into()))
}

/// Wakes the relay and counts the events.
pub async fn after_commit(state: &AppState, appended: usize) {
    state.store.notify_committed();
    state.metrics.events_appended.fetch_add(appended as u64, std::sync::atomic::Ordering::Relaxed);
    if let Err(e) = state.bus.publish(APPENDED_SUBJECT, bytes::Bytes::new()).await {
        tracing::debug!(error = %e, "append wake-up not sent; the relay polls");
    }
}

async fn apply_side_effects(tx: &mut WriteTx, effects: &[SideEffect], position: i64) -> ApiResult<()> {
    let now = eventstore::time::now_text();
    for effect in effects {
        match effect {
            SideEffect::ReserveEmail { user_id, email } => {
                sqlx::query("DELETE FROM user_emails WHERE user_id = $1").bind(*user_id).execute(&mut **tx).await?;
                sqlx::query("INSERT INTO user_emails (email, user_id) VALUES ($1, $2)")
                    .bind(email)
                    .bind(*user_id)
                    .execute(&mut **tx)
                    .await
                    .map_err(|e| match StoreError::from_sqlx(e) {
                        err if err.is_unique("user_emails_email_unique") || err.is_unique("user_emails.email") => ApiError::bad_input("email", "This email address is already in use"),
                        other => other.into(),
                    })?;
            }
            SideEffect::SetPassword { user_id, password_hash } => {
                sqlx::query(
                    "INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3) \
                     ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at",
                )
                .bind(*user_id)
                .bind(password_hash)
                .bind(&now)
                .execute(&mut **tx)
                .await?;
            }
            SideEffect::ConsumeReset { token_hash } => {
                let done = sqlx::query("UPDATE password_resets SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1")
                    .bind(&now)
                    .bind(token_hash)
                    .execute(&mut **tx)
                    .await?;
                if done.rows_affected() != 1 {
                    return Err(ApiError::bad_input("token", "This password reset link is invalid, used or expired"));
                }
            }
            SideEffect::ImportedFact { fact_id } => {
                sqlx::query("INSERT INTO imported_facts (fact_id, position, imported_at) VALUES ($1, $2, $3)")
                    .bind(fact_id)
                    .bind(position)
                    .bind(&now)
                    .execute(&mut **tx)
                    .await
                    .map_err(|e| match StoreError::from_sqlx(e) {
                        err if err.is_unique("imported_facts") => ApiError::Conflict(ALREADY_IMPORTED.into()),
                        other => other.into(),
                    })?;
            }
            SideEffect::WriteBack { kind, case_id, payload } => {
                sqlx::query(
                    "INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, $4, $5, 0, $5)",
                )
                .bind(uuid::Uuid::now_v7().to_string())
                .bind(kind)
                .bind(*case_id)
                .bind(payload.to_string())
                .bind(&now)
                .execute(&mut **tx)
                .await?;
            }
            SideEffect::RevokeSessions { user_id } => {
                sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
                    .bind(&now)
                    .bind(*user_id)
                    .execute(&mut **tx)
                    .await?;
            }
        }
    }
    Ok(())
}

/// Bounded wait for read-your-writes; a slow projection only delays, never fails, the answer.
pub async fn settle(state: &AppState, projections: &[&str], position: i64) {
    match projections::runtime::wait_for(&state.db, projections, position, Duration::from_secs(5)).await {
        Ok(true) => {}
        Ok(false) => tracing::warn!(position, ?projections, "projections did not reach the write within 5 s"),
        Err(e) => tracing::warn!(error = %e, "could not check projection progress"),
    }
}
