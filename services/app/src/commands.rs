//! The command handler: load the aggregate's stream, decide, append with the expected
//! version (with the rows that must commit together with the events), then wait until the
//! projections that serve the answer have caught up (read-your-writes).

use std::time::Duration;

use domain::Aggregate;
use eventstore::bus::APPENDED_SUBJECT;
use eventstore::{Db, ExpectedVersion, Metadata, NewEvent, StoreError, WriteTx};
use sqlx::Row;

use crate::error::{AppError, AppResult};
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
    /// Invalidates the user's outstanding password reset links.
    RevokeResets { user_id: i64 },
    /// Marks an imported fact as done; a fact imported before makes the whole command a no-op
    /// (`AppError::Conflict` with [`ALREADY_IMPORTED`], which importers treat as "skipped").
    ImportedFact { fact_id: String },
    /// Queues a write-back of a staff change to the external case-management system.
    WriteBack { kind: String, organization_id: Option<i64>, case_id: Option<i64>, payload: serde_json::Value },
    /// Makes a queued write-back due now (an operator's "Retry now"); one already pushed
    /// meanwhile is a `CONFLICT` and nothing is written.
    RetryWriteBack { id: String },
    /// Moves the sync worker's cursor (`connector::sync`) with the last fact of its page, so a
    /// crash never skips or re-applies a page; fenced by the worker's lease: a worker that lost
    /// it meets a `CONFLICT` ([`crate::sync::LEASE_LOST`]) and nothing is written.
    SyncCursor { leader: String, cursor: Option<String>, newest_fact_at: Option<String> },
}

/// The message of the conflict an already-imported fact raises.
pub const ALREADY_IMPORTED: &str = "already imported";

/// Attempts of a command whose decision depends on the stream's latest state before
/// `CONFLICT` (each re-reads the stream and decides again).
const MAX_ATTEMPTS: usize = 5;

pub struct Outcome {
    pub id: i64,
    pub position: i64,
    pub events: usize,
    /// The stream's version after the command (what an edit form loads and sends back).
    pub version: i64,
    /// True when this is the stored result of an earlier try with the same idempotency key.
    pub replayed: bool,
}

/// Runs one command against stream `<stream_type>-<id>`.
pub async fn execute<A: Aggregate + Send + Sync + 'static>(
    state: &AppState,
    stream_type: &str,
    id: StreamId,
    metadata: &Metadata,
    build: impl Fn(i64, &A) -> AppResult<(A::Command, Vec<SideEffect>)>,
) -> AppResult<Outcome>
where
    A::Command: Clone,
{
    execute_full(state, stream_type, id, None, metadata, build).await.map(|(outcome, _)| outcome)
}

/// [`execute`], also answering the aggregate as the command left it: a mutation answers
/// from what was committed when the read models have not caught up yet. With
/// `expected_version` (the version an edit form was loaded at), a stream that moved on since
/// answers `CONFLICT` naming what changed, and nothing is written.
pub async fn execute_full<A: Aggregate + Send + Sync + 'static>(
    state: &AppState,
    stream_type: &str,
    id: StreamId,
    expected_version: Option<i64>,
    metadata: &Metadata,
    build: impl Fn(i64, &A) -> AppResult<(A::Command, Vec<SideEffect>)>,
) -> AppResult<(Outcome, A)>
where
    A::Command: Clone,
{
    for attempt in 1..=MAX_ATTEMPTS {
        if let Some(done) = earlier_result::<A>(state, stream_type, metadata).await? {
            return Ok(done);
        }
        let mut tx = state.db.begin_write().await.map_err(AppError::from)?;
        let numeric = match id {
            StreamId::Existing(n) => n,
            StreamId::Allocate(seq) => Db::next_id(&mut tx, seq, 1).await?,
            StreamId::Fixed(seq, n) => {
                Db::reserve_id(&mut tx, seq, n).await?;
                n
            }
        };
        let stream_id = domain::organization::stream_id(stream_type, numeric);
        // The cached state and the events after it (crate::snapshots), or the whole stream.
        let crate::snapshots::Loaded { aggregate, version, .. } = crate::snapshots::load::<A>(&state.store, &mut tx, &stream_id).await?;
        if let Some(loaded) = expected_version.filter(|v| *v != version) {
            let before: A = crate::snapshots::state_at(&state.store, &mut tx, &stream_id, loaded.clamp(0, version)).await?;
            return Err(AppError::Conflict(stale_message(&before.changed_fields(&aggregate))));
        }
        let (command, side_effects) = build(numeric, &aggregate)?;
        let commutes = A::commutes(&command);
        let decided = aggregate.clone().decide(command)?;
        if decided.is_empty() && side_effects.is_empty() {
            return Ok((Outcome { id: numeric, position: 0, events: 0, version, replayed: false }, aggregate));
        }
        let new_events: Vec<NewEvent> = decided.iter().map(NewEvent::from_domain).collect();
        let expected = match (version, commutes) {
            (0, _) => ExpectedVersion::NoStream,
            // Appended whatever came in meanwhile (the store's append lock orders it).
            (_, true) => ExpectedVersion::Any,
            (v, false) => ExpectedVersion::Exact(v),
        };
        let appended = match state.store.append_in(&mut tx, stream_type, &stream_id, expected, &new_events, metadata).await {
            Ok(a) => a,
            Err(StoreError::Conflict { .. }) if attempt < MAX_ATTEMPTS => {
                drop(tx);
                backoff(attempt).await;
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        apply_side_effects(&mut tx, &side_effects, appended.last_position).await?;
        match remember_result(&mut tx, metadata, &stream_id, numeric, appended.last_position, appended.stream_version).await {
            Ok(()) => {}
            // The same key committed meanwhile (a concurrent retry): answer its result.
            Err(AppError::Conflict(_)) if attempt < MAX_ATTEMPTS => continue,
            Err(e) => return Err(e),
        }
        tx.commit().await.map_err(|e| AppError::from(StoreError::from_sqlx(e)))?;
        after_commit(state, new_events.len()).await;
        if stream_type == domain::organization::USER_STREAM || stream_type == domain::organization::TEAM_STREAM {
            // Roles, activity, passwords and teams decide what open sockets may do.
            state.auth_changes.announce().await;
        }
        let after = decided.iter().fold(aggregate, |a, e| a.apply(e));
        // A commuting command may have been appended after someone else's events: then
        // `after` lacks them, and the next load folds the stream again.
        if appended.stream_version == version + new_events.len() as i64 {
            crate::snapshots::remember(&state.store, &stream_id, appended.stream_version, appended.last_position, after.clone());
        }
        let outcome = Outcome { id: numeric, position: appended.last_position, events: new_events.len(), version: appended.stream_version, replayed: false };
        return Ok((outcome, after));
    }
    Err(AppError::Conflict("Someone else changed this at the same time; reload and try again".into()))
}

/// The answer to a save made from a stale form (the form keeps what was typed).
pub fn stale_message(changed: &[&str]) -> String {
    let what = if changed.is_empty() { String::new() } else { format!(" (changed: {})", changed.join(", ")) };
    format!("Someone else saved this since you opened it{what}. Reload to see their changes, then save yours again.")
}

/// A short randomised pause before deciding again, so competing writers spread out.
async fn backoff(attempt: usize) {
    use rand::Rng;
    let ms = rand::thread_rng().gen_range(1..=(5u64 << attempt));
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

/// What an earlier try with the request's idempotency key committed.
struct Remembered {
    stream_id: String,
    numeric_id: i64,
    position: i64,
    stream_version: i64,
}

/// The message of a key reused for another request (issue #36 §6).
pub fn key_reused(key: &str) -> AppError {
    let key = key.rsplit_once('/').map(|(k, _)| k).unwrap_or(key);
    AppError::bad_input("X-Client-Mutation-Id", format!("The idempotency key {key} was already used for a different request; send a new key"))
}

/// The result stored under the request's key, when there is one; a key first used for
/// another request (another field, other arguments, another stream) is `BAD_USER_INPUT`.
async fn remembered(state: &AppState, stream_type: Option<&str>, metadata: &Metadata) -> AppResult<Option<Remembered>> {
    let (Some(key), Some(actor)) = (&metadata.client_mutation_id, metadata.actor_user_id) else { return Ok(None) };
    let Some(row) = sqlx::query("SELECT stream_id, numeric_id, position, stream_version, fingerprint FROM mutation_results WHERE actor_user_id = $1 AND client_mutation_id = $2")
        .bind(actor)
        .bind(key)
        .fetch_optional(state.db.pool())
        .await?
    else {
        return Ok(None);
    };
    let stream_id: String = row.try_get("stream_id")?;
    let fingerprint: Option<String> = row.try_get("fingerprint")?;
    let other_request = fingerprint.is_some() && fingerprint != metadata.request_fingerprint;
    let other_stream = stream_type.is_some_and(|t| !stream_id.starts_with(&format!("{t}-")));
    if other_request || other_stream {
        return Err(key_reused(key));
    }
    Ok(Some(Remembered { stream_id, numeric_id: row.try_get("numeric_id")?, position: row.try_get("position")?, stream_version: row.try_get("stream_version")? }))
}

/// A new note id (spec 1 §3 note): allocated in a write transaction of its own, before the
/// command that records the note (ids above 900 000 000 are Caseboard's, below the external
/// system's).
pub async fn allocate_note_id(state: &AppState) -> AppResult<i64> {
    let mut tx = state.db.begin_write().await?;
    let id = Db::next_id(&mut tx, "note", 900_000_000).await?;
    tx.commit().await?;
    Ok(id)
}

/// The last event the first try with the request's key wrote (a replayed command answers the
/// ids it chose then, e.g. a note's), or none when the key is new.
pub async fn replayed_event(state: &AppState, metadata: &Metadata) -> AppResult<Option<eventstore::RecordedEvent>> {
    let Some(r) = remembered(state, None, metadata).await? else { return Ok(None) };
    Ok(state.store.read_all_after(r.position - 1, 1).await?.into_iter().next().filter(|e| e.position == r.position))
}

/// The stored result of an earlier try with the same idempotency key, and the stream's
/// aggregate as it stands now.
async fn earlier_result<A: Aggregate>(state: &AppState, stream_type: &str, metadata: &Metadata) -> AppResult<Option<(Outcome, A)>> {
    let Some(r) = remembered(state, Some(stream_type), metadata).await? else { return Ok(None) };
    let stream_id = r.stream_id;
    let history = state.store.read_stream(&stream_id).await?;
    let events: Vec<A::Event> = history.iter().map(|e| e.decode::<A::Event>()).collect::<Result<_, _>>().map_err(AppError::internal)?;
    let outcome = Outcome { id: r.numeric_id, position: r.position, events: 0, version: r.stream_version, replayed: true };
    Ok(Some((outcome, A::fold(&events))))
}

/// Keeps the result under the request's idempotency key, in the command's transaction.
async fn remember_result(tx: &mut WriteTx, metadata: &Metadata, stream_id: &str, numeric: i64, position: i64, version: i64) -> AppResult<()> {
    let (Some(key), Some(actor)) = (&metadata.client_mutation_id, metadata.actor_user_id) else { return Ok(()) };
    sqlx::query(
        "INSERT INTO mutation_results (actor_user_id, client_mutation_id, stream_id, numeric_id, position, stream_version, created_at, fingerprint) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(actor)
    .bind(key)
    .bind(stream_id)
    .bind(numeric)
    .bind(position)
    .bind(version)
    .bind(eventstore::time::now_text())
    .bind(&metadata.request_fingerprint)
    .execute(&mut **tx)
    .await
    .map_err(|e| match StoreError::from_sqlx(e) {
        err if err.is_unique("mutation_results") => AppError::Conflict("already recorded".into()),
        other => other.into(),
    })?;
    Ok(())
}

/// Wakes the relay and counts the events.
pub async fn after_commit(state: &AppState, appended: usize) {
    state.store.notify_committed();
    state.metrics.events_appended.fetch_add(appended as u64, std::sync::atomic::Ordering::Relaxed);
    if let Err(e) = state.bus.publish(APPENDED_SUBJECT, bytes::Bytes::new()).await {
        tracing::debug!(error = %e, "append wake-up not sent; the relay polls");
    }
}

async fn apply_side_effects(tx: &mut WriteTx, effects: &[SideEffect], position: i64) -> AppResult<()> {
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
                        err if err.is_unique("user_emails_email_unique") || err.is_unique("user_emails.email") => AppError::bad_input("email", "This email address cannot be used for an account here; choose another"),
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
                    return Err(AppError::bad_input("token", "This password reset link is invalid, used or expired"));
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
                        err if err.is_unique("imported_facts") => AppError::Conflict(ALREADY_IMPORTED.into()),
                        other => other.into(),
                    })?;
            }
            SideEffect::WriteBack { kind, organization_id, case_id, payload } => {
                sqlx::query(
                    "INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at, organization_id) \
                     VALUES ($1, $2, $3, $4, $5, 0, $5, $6)",
                )
                .bind(uuid::Uuid::now_v7().to_string())
                .bind(kind)
                .bind(*case_id)
                .bind(payload.to_string())
                .bind(&now)
                .bind(*organization_id)
                .execute(&mut **tx)
                .await?;
            }
            SideEffect::RetryWriteBack { id } => {
                let done = sqlx::query("UPDATE writeback_outbox SET next_attempt_at = $1 WHERE id = $2 AND pushed_at IS NULL")
                    .bind(&now)
                    .bind(id)
                    .execute(&mut **tx)
                    .await?;
                if done.rows_affected() != 1 {
                    return Err(AppError::Conflict("This change was already written back".into()));
                }
            }
            SideEffect::SyncCursor { leader, cursor, newest_fact_at } => {
                crate::sync::move_cursor(tx, leader, cursor.as_deref(), newest_fact_at.as_deref()).await?;
            }
            SideEffect::RevokeResets { user_id } => {
                sqlx::query("UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL")
                    .bind(&now)
                    .bind(*user_id)
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

/// How long a mutation waits for the read models before answering from what was committed.
pub const SETTLE_WAIT: Duration = Duration::from_secs(5);

/// Bounded wait for read-your-writes; a slow projection only delays, never fails, the answer.
/// Returns false when the read models had not caught up: the caller answers from the
/// committed state and the response says the screens are catching up.
pub async fn settle(state: &AppState, projections: &[&str], position: i64) -> bool {
    match projections::runtime::wait_for(&state.db, projections, position, SETTLE_WAIT).await {
        Ok(true) => true,
        Ok(false) => {
            tracing::warn!(position, ?projections, "projections did not reach the write within 5 s");
            false
        }
        Err(e) => {
            tracing::warn!(error = %e, "could not check projection progress");
            false
        }
    }
}
