//! Demands: Balances (spec part 2 §2, §3 "Balance verification", §7
//! uncompletedBalanceVerifications): the open balance-verification tasks on the user's cases,
//! one row per provider line of the case (the screen groups them by provider), and
//! `updateBalanceComments`, the Comments dialog's save (a `medical_provider_set` event with the
//! new comments).

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::{Case, CaseCommand, CaseEvent, CASE_STREAM};
use domain::stages::balances;
use sqlx::Row;

use super::query::list_user;
use crate::auth::viewer::ContextExt;
use crate::cases::query::load_case;
use crate::commands::{execute, StreamId};
use crate::error::{ApiError, ApiResult};
use crate::node::global_id;
use crate::fees::money::Money;

const TOPICS: &[&str] = &[projections::balances::NAME, projections::cases::NAME];

/// spec 2 §3 "Balance verification: caseId, clientName, category, summary, description,
/// startDate, dueDate, requestorUser, medicalProviderId, medicalProvider, total, paid,
/// adjusted, balance, comments".
#[derive(SimpleObject, Clone, Debug)]
pub struct BalanceVerification {
    pub id: ID,
    pub task_id: i64,
    pub case_id: i64,
    pub client_name: String,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    pub start_date: Option<DateTime<Utc>>,
    pub due_date: Option<NaiveDate>,
    pub requestor_user: Option<String>,
    pub medical_provider_id: i64,
    pub medical_provider: String,
    pub total: Money,
    pub paid: Money,
    pub adjusted: Money,
    pub balance: Money,
    pub comments: Option<String>,
}

/// The Comments dialog's answer: the provider line as saved.
#[derive(SimpleObject)]
pub struct BalanceComments {
    pub case_id: i64,
    pub medical_provider_id: i64,
    pub comments: Option<String>,
}

#[derive(Default)]
pub struct BalancesQuery;

#[Object]
impl BalancesQuery {
    /// spec 2 §7 uncompletedBalanceVerifications: the open balance-verification tasks the
    /// user requested, was assigned, or that are on the user's cases (attorney, paralegal or
    /// case manager), one row per provider line of the case, by provider then client.
    async fn uncompleted_balance_verifications(&self, ctx: &Context<'_>, user_id: i64) -> ApiResult<Vec<BalanceVerification>> {
        let viewer = ctx.viewer().await?;
        let (user, org) = list_user(ctx, &viewer, user_id).await?;
        let rows = sqlx::query(
            "SELECT t.task_id, t.case_id, t.category, t.summary, t.description, t.started_at, t.due_date, t.requestor_user_id, \
             c.first_name, c.last_name, p.provider_id, p.name, p.total_cents, p.paid_cents, p.adjusted_cents, p.balance_cents, p.comments \
             FROM balance_tasks t JOIN cases c ON c.case_id = t.case_id JOIN case_providers p ON p.case_id = t.case_id \
             WHERE t.completed = $1 AND (t.requestor_user_id = $2 OR t.assignee_user_id = $2 OR c.attorney_user_id = $2 \
             OR c.paralegal_user_id = $2 OR c.case_manager_user_id = $2) \
             ORDER BY p.name, c.last_name, c.first_name, t.case_id, t.task_id",
        )
        .bind(false)
        .bind(user)
        .fetch_all(ctx.state().db.pool())
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                let text = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let cents = |c: &str| Money(r.try_get::<i64, _>(c).unwrap_or(0));
                let case_id: i64 = r.get("case_id");
                let provider_id: i64 = r.get("provider_id");
                BalanceVerification {
                    id: global_id("BalanceVerification", r.get::<i64, _>("task_id") * 1_000_000 + provider_id % 1_000_000),
                    task_id: r.get("task_id"),
                    case_id,
                    client_name: format!("{} {}", text("first_name").unwrap_or_default(), text("last_name").unwrap_or_default()).trim().to_string(),
                    category: text("category"),
                    summary: text("summary").unwrap_or_default(),
                    description: text("description"),
                    start_date: text("started_at").and_then(|s| eventstore::time::from_text(&s)),
                    due_date: text("due_date").and_then(|d| d.parse().ok()),
                    requestor_user: r.try_get::<Option<i64>, _>("requestor_user_id").ok().flatten().and_then(|id| org.user(id)).map(|u| u.name()),
                    medical_provider_id: provider_id,
                    medical_provider: text("name").unwrap_or_default(),
                    total: cents("total_cents"),
                    paid: cents("paid_cents"),
                    adjusted: cents("adjusted_cents"),
                    balance: cents("balance_cents"),
                    comments: text("comments"),
                }
            })
            .collect())
    }
}

#[derive(Default)]
pub struct BalancesMutation;

#[Object]
impl BalancesMutation {
    /// spec 2 §2 Balances: the Comments dialog saves the provider line's comments (blank
    /// clears them). Anyone who may read the case's organization and sees the case on a list:
    /// its attorney, paralegal, case manager, the verification's requestor or assignee, or an
    /// admin. An unknown provider line is `BAD_USER_INPUT` (field `medicalProviderId`).
    async fn update_balance_comments(&self, ctx: &Context<'_>, case_id: i64, medical_provider_id: i64, comments: String) -> ApiResult<BalanceComments> {
        let viewer = ctx.viewer().await?;
        let view = load_case(ctx, case_id).await?;
        let org_id = view.row.organization_id.unwrap_or(ctx.state().config.organization_id);
        let user = viewer.effective_user_id();
        let sees = sqlx::query(
            "SELECT COUNT(*) AS n FROM balance_tasks t JOIN cases c ON c.case_id = t.case_id WHERE t.case_id = $1 AND (t.requestor_user_id = $2 \
             OR t.assignee_user_id = $2 OR c.attorney_user_id = $2 OR c.paralegal_user_id = $2 OR c.case_manager_user_id = $2)",
        )
        .bind(case_id)
        .bind(user)
        .fetch_one(ctx.state().db.pool())
        .await?
        .try_get::<i64, _>("n")
        .unwrap_or(0)
            > 0;
        if !sees && !viewer.principal.administers(org_id) {
            return Err(ApiError::forbidden());
        }
        let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
            let line = case
                .providers
                .get(&medical_provider_id)
                .ok_or_else(|| ApiError::bad_input("medicalProviderId", format!("Case {case_id} has no provider {medical_provider_id}")))?;
            let next = balances::with_comments(line, &comments)?;
            Ok((CaseCommand::Record(CaseEvent::MedicalProviderSet(next)), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        let trimmed = comments.trim();
        Ok(BalanceComments { case_id, medical_provider_id, comments: (!trimmed.is_empty()).then(|| trimmed.to_string()) })
    }
}
