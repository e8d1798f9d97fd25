//! The organization's Client Contact (spec 2 §2 "Organization Client Contact", spec 3 §2.7,
//! §7 `allOverDueClientContact`, `sendOverdueContactEmail`): the organization's cases not
//! contacted in more than 45 days, and the overdue-contact email to the case's paralegal
//! (else its attorney) through the configured mail transport. Admins of the organization only
//! (spec 3 §2.1: the staff area is admin only).

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::inventory::rules;

use super::query::hidden_stages;
use projections::inventory::read::{self, InventoryCaseRow};
use super::types::RowColor;
use crate::auth::viewer::ContextExt;
use app::commands::{execute, StreamId};
use domain::cases::{Case, CaseCommand, CaseEvent, OverdueEmailSent, CASE_STREAM};
use app::error::{AppError, AppResult};
use projections::organization::read::OrgData;

/// spec 2 §3 "Client-contact case … Organization version adds caseNumber, attorney, daysSinceContact".
#[derive(SimpleObject, Clone)]
pub struct OrgClientContactCase {
    pub case_id: i64,
    /// The external system's case number is its case id (ARCHITECTURE "Identifiers").
    pub case_number: String,
    pub stage: Option<String>,
    pub client_name: String,
    pub paralegal: Option<String>,
    pub attorney: Option<String>,
    pub date_of_last_client_contact: Option<DateTime<Utc>>,
    /// Only when more recent than the last contact (spec 2 §2).
    pub date_of_last_client_contact_attempt: Option<DateTime<Utc>>,
    pub days_since_contact: Option<i64>,
    pub color: RowColor,
}

/// The organization's cases (or one of them). With `overdue_on`, only the cases that may be
/// overdue that day: the SQL bound keeps every case last contacted before the second day
/// after the 45-day cut-off (in UTC text, a superset whatever the firm's offset), so the
/// rule itself (`overdue`, domain) still decides, on a thousand rows instead of every case.
/// Read by the organization's stage index, for the stages shown, the organization's own cases
/// and (for the default organization) those of none as two branches (`organization_union`).
async fn org_cases(ctx: &Context<'_>, org_id: i64, case_id: Option<i64>, overdue_on: Option<NaiveDate>, hide_stages: &[String]) -> AppResult<Vec<InventoryCaseRow>> {
    let bound = overdue_on.map(|today| (today - chrono::Days::new(rules::ORG_OVERDUE_CONTACT_DAYS as u64 - 2)).to_string());
    Ok(read::organization_cases(ctx.state().db.pool(), ctx.org_scope(org_id), case_id, bound, hide_stages).await?)
}

fn row(org: &OrgData, r: &InventoryCaseRow, today: NaiveDate, tz: chrono_tz::Tz) -> OrgClientContactCase {
    let name = |id: Option<i64>| id.and_then(|id| org.user(id)).map(|u| u.name());
    let contact = r.last_contact_at;
    let attempt = r.last_attempt_at;
    let local = |t: Option<DateTime<Utc>>| t.map(|t| t.with_timezone(&tz).date_naive());
    OrgClientContactCase {
        case_id: r.case_id,
        case_number: r.case_id.to_string(),
        stage: r.stage.clone(),
        client_name: r.client_name(),
        paralegal: name(r.paralegal_user_id),
        attorney: name(r.attorney_user_id),
        date_of_last_client_contact: contact,
        date_of_last_client_contact_attempt: rules::shown_attempt(contact, attempt),
        days_since_contact: local(contact).map(|d| rules::days_since(d, today)),
        color: rules::contact_colour(local(contact), local(attempt), today, false).into(),
    }
}

fn overdue(r: &InventoryCaseRow, today: NaiveDate, tz: chrono_tz::Tz) -> bool {
    rules::is_overdue_contact(r.last_contact_at.map(|t| t.with_timezone(&tz).date_naive()), today)
}

/// The organization the viewer administers (the route's, or their own when none is given).
async fn administered(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<std::sync::Arc<OrgData>> {
    let viewer = ctx.viewer().await?;
    let org_id = organization_id.unwrap_or(viewer.user.organization_id);
    viewer.require_admin_of(org_id)?;
    ctx.org(org_id).await?.ok_or_else(AppError::forbidden)
}

/// The organization of the case a mail is about: its admin (or an overlord) sends it.
async fn case_organization(ctx: &Context<'_>, case_id: i64) -> AppResult<i64> {
    let case = crate::cases::query::load_case(ctx, case_id).await?;
    Ok(case.row.organization_id.unwrap_or(ctx.state().config.organization_id))
}

#[derive(Default)]
pub struct OverdueContactQuery;

#[Object]
impl OverdueContactQuery {
    /// spec 3 §7 `allOverDueClientContact`: the organization's cases last contacted more than
    /// 45 days ago (or never), stages in `hideStages` left out (Closed and Referred Out until
    /// the admin chooses, as on the per-user list).
    async fn all_over_due_client_contact(&self, ctx: &Context<'_>, organization_id: Option<i64>, hide_stages: Option<Vec<String>>) -> AppResult<Vec<OrgClientContactCase>> {
        let org = administered(ctx, organization_id).await?;
        let hide_stages = hidden_stages(hide_stages)?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let cases = org_cases(ctx, org.organization_id, None, Some(today), &hide_stages).await?;
        Ok(cases.iter().filter(|r| overdue(r, today, tz)).map(|r| row(&org, r, today, tz)).collect())
    }
}

#[derive(Default)]
pub struct OverdueContactMutation;

#[Object]
impl OverdueContactMutation {
    /// spec 2 §7 sendOverdueContactEmail(caseId, client, daysSinceContact) returns caseId: an
    /// email to the case's paralegal (else its attorney). The case must be overdue now (the
    /// server's day count is the one written); `client` and `daysSinceContact` are what the
    /// screen showed and are not trusted.
    async fn send_overdue_contact_email(
        &self,
        ctx: &Context<'_>,
        case_id: i64,
        #[graphql(name = "client")] _client: Option<String>,
        #[graphql(name = "daysSinceContact")] _days_since_contact: Option<i64>,
    ) -> AppResult<i64> {
        let org = administered(ctx, Some(case_organization(ctx, case_id).await?)).await?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let case = org_cases(ctx, org.organization_id, Some(case_id), None, &[]).await?.into_iter().next().ok_or_else(|| AppError::NotFound(format!("Case {case_id} not found")))?;
        if !overdue(&case, today, tz) {
            return Err(AppError::bad_input("caseId", format!("{} was contacted in the last {} days", case.client_name(), rules::ORG_OVERDUE_CONTACT_DAYS)));
        }
        let shown = row(&org, &case, today, tz);
        let since = match shown.days_since_contact {
            Some(days) => format!("has not been contacted in {days} days"),
            None => "has never been contacted".to_string(),
        };
        let subject = format!("Overdue client contact: {}", shown.client_name);
        let body = |first_name: &str| {
            format!(
                "Hello {first_name},\n\n{} (case {}, {}) {}. Please contact the client and record the contact.\n\nCaseboard",
                shown.client_name,
                case_id,
                shown.stage.as_deref().unwrap_or("No Status"),
                since
            )
        };
        send_and_record(ctx, &org, &case, "client_contact", &subject, body).await?;
        Ok(case_id)
    }
}

/// The overdue email to the case's paralegal (else its attorney) through the configured mail
/// transport, then `overdue_email_sent` on the case's log (spec 2 §2 "recorded on the log").
/// Nothing is written when there is no one to email or the mail fails.
async fn send_and_record(ctx: &Context<'_>, org: &OrgData, case: &InventoryCaseRow, kind: &str, subject: &str, body: impl Fn(&str) -> String) -> AppResult<()> {
    let viewer = ctx.viewer().await?;
    let case_id = case.case_id;
    let recipient = [case.paralegal_user_id, case.attorney_user_id]
        .into_iter()
        .flatten()
        .find_map(|id| org.user(id).filter(|u| u.active && !u.email.is_empty()))
        .ok_or_else(|| AppError::bad_input("caseId", "The case has no paralegal or attorney to email"))?;
    // One of a kind per case an hour, judged from the case's log (the write side).
    let recorded = ctx.state().store.read_stream(&domain::organization::stream_id(CASE_STREAM, case_id)).await?;
    let last = recorded
        .iter()
        .filter(|e| e.event_type == "overdue_email_sent")
        .filter_map(|e| match e.decode::<CaseEvent>() {
            Ok(CaseEvent::OverdueEmailSent(sent)) if sent.kind == kind => Some(sent.sent_at),
            _ => None,
        })
        .max();
    if let Some(minutes) = domain::cases::rules::overdue_email_wait(last, Utc::now()) {
        return Err(AppError::bad_input("caseId", format!("An overdue email for this case went out within the hour; send another in {minutes} minutes")));
    }
    // The log says when the last went out; the claim makes "one an hour" hold for concurrent
    // requests too (issue #36 §7). A mail that failed gives its claim back.
    let (claim, claimed_at) = (format!("overdue-mail/{kind}/{case_id}"), Utc::now());
    if !app::claims::claim(ctx.state(), &claim, domain::cases::rules::OVERDUE_EMAIL_INTERVAL, claimed_at).await? {
        return Err(AppError::bad_input("caseId", "An overdue email for this case went out within the hour"));
    }
    if let Err(e) = ctx.state().mailer.send(&recipient.email, subject, body(&recipient.first_name)).await {
        tracing::error!(case_id, kind, error = %e, "overdue email failed");
        app::claims::release(ctx.state(), &claim, claimed_at).await?;
        return Err(AppError::internal(e));
    }
    let event = OverdueEmailSent {
        case_id,
        kind: kind.to_string(),
        recipient_user_id: recipient.user_id,
        recipient_email: recipient.email.clone(),
        sender_user_id: viewer.user.user_id,
        subject: subject.to_string(),
        sent_at: Utc::now(),
    };
    let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, _| {
        Ok((CaseCommand::Record(CaseEvent::OverdueEmailSent(event.clone())), vec![]))
    })
    .await?;
    ctx.settle(&[projections::cases::NAME], outcome.position).await;
    Ok(())
}

#[derive(Default)]
pub struct OverdueDeadlinesMutation;

#[Object]
impl OverdueDeadlinesMutation {
    /// spec 2 §7 sendOverdueDeadlinesEmail(caseId, client) returns caseId: from the Deadlines
    /// screen, admins only, an email to the case's paralegal (else its attorney) listing the
    /// case's open deadlines due before today. A case of another organization is NOT_FOUND to
    /// the sender, a case with no overdue deadline BAD_USER_INPUT; `client` is not trusted.
    async fn send_overdue_deadlines_email(&self, ctx: &Context<'_>, case_id: i64, #[graphql(name = "client")] _client: Option<String>) -> AppResult<i64> {
        let org = administered(ctx, Some(case_organization(ctx, case_id).await?)).await?;
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        let case = org_cases(ctx, org.organization_id, Some(case_id), None, &[]).await?.into_iter().next().ok_or_else(|| AppError::NotFound(format!("Case {case_id} not found")))?;
        let scope = read::DeadlineScope::Organization(ctx.org_scope(org.organization_id));
        let overdue: Vec<_> = read::open_deadlines(ctx.state().db.pool(), scope, rules::deadline_from_date(), today)
            .await?
            .into_iter()
            .filter(|d| d.case_id == case_id && domain::cases::rules::is_overdue_deadline(d.due_date, false, today))
            .collect();
        if overdue.is_empty() {
            return Err(AppError::bad_input("caseId", format!("{} has no overdue deadline", case.client_name())));
        }
        let client = case.client_name();
        let subject = format!("Overdue deadline: {client}");
        let lines: Vec<String> = overdue
            .iter()
            .map(|d| format!("- {} due {}{}", d.deadline_type.as_deref().unwrap_or("Deadline"), d.due_date, d.comments.as_deref().map(|c| format!(" ({c})")).unwrap_or_default()))
            .collect();
        let body = |first_name: &str| {
            format!(
                "Hello {first_name},\n\n{client} (case {case_id}) has {} overdue deadline(s):\n{}\n\nPlease complete them or record the new dates.\n\nCaseboard",
                overdue.len(),
                lines.join("\n")
            )
        };
        send_and_record(ctx, &org, &case, "deadline", &subject, body).await?;
        Ok(case_id)
    }
}
