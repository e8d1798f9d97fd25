use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};

use super::read::{outbox_status, FailedWriteBack, WaitingWriteBack};
use crate::auth::viewer::ContextExt;
use app::config::ConnectorKind;
use app::error::{AppError, AppResult};

/// The write-back outbox to the external case-management system: "a failed push is visible
/// (status, count, last error) and never lost".
#[derive(SimpleObject)]
pub struct WriteBackStatus {
    /// Changes not pushed yet, failed ones included.
    pub pending: i64,
    /// Changes whose push failed at least once and that are not pushed yet (retried with
    /// back-off, up to an hour apart).
    pub failed: i64,
    /// The error of the failed push tried most recently.
    pub last_error: Option<String>,
    pub last_error_at: Option<DateTime<Utc>>,
    pub last_pushed_at: Option<DateTime<Utc>>,
    /// The oldest failed changes (at most 20).
    pub failures: Vec<WriteBackFailure>,
    /// The per-case ordering wait: changes held back behind an older change of their case
    /// that is not pushed yet (at most 20, oldest first).
    pub waiting: Vec<WriteBackWaiting>,
}

#[derive(SimpleObject)]
pub struct WriteBackWaiting {
    pub write_back_id: String,
    pub kind: String,
    pub case_id: Option<i64>,
    pub created_at: Option<DateTime<Utc>>,
    /// The case's oldest change not pushed yet, which this one waits behind ("Retry now" on
    /// it releases the queue once it is taken).
    pub waiting_behind: String,
    pub waiting_behind_kind: String,
    /// Failed pushes of the change waited behind so far.
    pub waiting_behind_attempts: i64,
}

impl From<WaitingWriteBack> for WriteBackWaiting {
    fn from(w: WaitingWriteBack) -> Self {
        WriteBackWaiting {
            write_back_id: w.id,
            kind: w.kind,
            case_id: w.case_id,
            created_at: w.created_at,
            waiting_behind: w.behind_id,
            waiting_behind_kind: w.behind_kind,
            waiting_behind_attempts: w.behind_attempts,
        }
    }
}

#[derive(SimpleObject)]
pub struct WriteBackFailure {
    /// The outbox id (also sent as the push's idempotency key).
    pub write_back_id: String,
    /// The change: an event type such as `case_status_changed`, or `contact_updated`.
    pub kind: String,
    pub case_id: Option<i64>,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub created_at: Option<DateTime<Utc>>,
    pub next_attempt_at: Option<DateTime<Utc>>,
}

impl From<FailedWriteBack> for WriteBackFailure {
    fn from(f: FailedWriteBack) -> Self {
        WriteBackFailure {
            write_back_id: f.id,
            kind: f.kind,
            case_id: f.case_id,
            attempts: f.attempts,
            last_error: f.last_error,
            created_at: f.created_at,
            next_attempt_at: f.next_attempt_at,
        }
    }
}

/// What the web app needs to link into the external system.
#[derive(SimpleObject)]
pub struct ConnectorConfig {
    /// `demo` (the built-in demo system) or `http`.
    pub kind: String,
    /// Deep link to a case; the app replaces `{caseId}` and opens it in a new tab.
    pub case_url_template: String,
    /// Deep link to a contact card; `{contactId}` is replaced.
    pub contact_url_template: String,
    /// Deep link to a medical provider; `{providerId}` is replaced.
    pub provider_url_template: String,
}

/// spec 1 §2.4 / §5: the contact dialog's Name field searches "only from 5 characters".
pub const CONTACT_SEARCH_MIN: usize = 5;
/// Results a search answers at most.
pub const CONTACT_SEARCH_LIMIT: usize = 25;
/// The longest search text accepted.
pub const CONTACT_SEARCH_MAX: usize = 100;

/// The outbox's status of one organization's changes, or (None) of the whole deployment's.
pub async fn write_back_status(pool: &sqlx::AnyPool, scope: Option<i64>) -> AppResult<WriteBackStatus> {
    let status = outbox_status(pool, scope, 20).await?;
    let (last_error, last_error_at) = match status.last_failure {
        Some(f) => (f.last_error, f.last_attempt_at),
        None => (None, None),
    };
    Ok(WriteBackStatus {
        pending: status.pending,
        failed: status.failed,
        last_error,
        last_error_at,
        last_pushed_at: status.last_pushed_at,
        failures: status.oldest_failures.into_iter().map(Into::into).collect(),
        waiting: status.waiting.into_iter().map(Into::into).collect(),
    })
}

#[derive(Default)]
pub struct ConnectorQuery;

#[Object]
impl ConnectorQuery {
    /// The write-back outbox's health. Admins of their organization only.
    async fn write_back_status(&self, ctx: &Context<'_>) -> AppResult<WriteBackStatus> {
        let viewer = ctx.viewer().await?;
        viewer.require_admin_of(viewer.user.organization_id)?;
        // An admin sees its own organization's changes; an overlord the whole deployment's.
        let scope = (!viewer.principal.is_overlord()).then_some(viewer.user.organization_id);
        write_back_status(ctx.state().db.pool(), scope).await
    }

    /// spec 3 §7 contactsByName(name): the external system's contacts whose name contains every
    /// word, through the port in the application state. CRM roles only (admin,
    /// intake-management, intake; overlord).
    async fn contacts_by_name(&self, ctx: &Context<'_>, name: String) -> AppResult<Vec<app::ports::ExternalContact>> {
        let viewer = ctx.viewer().await?;
        let p = &viewer.principal;
        if !p.holds_any(domain::organization::access::roles::INTAKE) {
            return Err(AppError::forbidden());
        }
        let name = name.trim();
        if name.chars().count() < CONTACT_SEARCH_MIN {
            return Err(AppError::bad_input("name", format!("Type at least {CONTACT_SEARCH_MIN} characters to search")));
        }
        if name.chars().count() > CONTACT_SEARCH_MAX || name.contains('\0') {
            return Err(AppError::bad_input("name", format!("Search with at most {CONTACT_SEARCH_MAX} characters")));
        }
        let found = ctx.state().case_system()?.search_contacts(name, CONTACT_SEARCH_LIMIT).await.map_err(|e| {
            tracing::warn!(error = %e, "contact search failed");
            AppError::Conflict("The external case-management system did not answer; try again later".into())
        })?;
        Ok(found)
    }

    /// Deep-link templates for Action links. Any signed-in user.
    async fn connector_config(&self, ctx: &Context<'_>) -> AppResult<ConnectorConfig> {
        ctx.viewer().await?;
        let c = &ctx.state().config.connector;
        Ok(ConnectorConfig {
            kind: match c.kind {
                ConnectorKind::Demo => "demo",
                ConnectorKind::Http => "http",
            }
            .to_string(),
            case_url_template: c.case_url_template.clone(),
            contact_url_template: c.contact_url_template.clone(),
            provider_url_template: c.provider_url_template.clone(),
        })
    }
}
