//! Demands: Balances (spec part 2 §2, §3 "Balance verification", §7
//! uncompletedBalanceVerifications): the open balance-verification tasks on the user's cases,
//! one row per provider line of the case (the screen groups them by provider), and
//! `updateBalanceComments`, the Comments dialog's save (a `medical_provider_set` event with the
//! new comments).

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::{Case, CaseCommand, CaseEvent, CASE_STREAM};
use domain::stages::balances;
use projections::stages::read::medical::{uncompleted_balance_lines, works_balance_task_of};

use super::query::list_user;
use crate::auth::viewer::ContextExt;
use crate::cases::query::load_case;
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::ids::global_id;
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
    async fn uncompleted_balance_verifications(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<Vec<BalanceVerification>> {
        let viewer = ctx.viewer().await?;
        let (user, org) = list_user(ctx, &viewer, user_id).await?;
        let rows = uncompleted_balance_lines(ctx.state().db.pool(), user).await?;
        Ok(rows
            .into_iter()
            .map(|r| BalanceVerification {
                id: global_id("BalanceVerification", r.task_id * 1_000_000 + r.provider_id % 1_000_000),
                task_id: r.task_id,
                case_id: r.case_id,
                client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                category: r.category,
                summary: r.summary,
                description: r.description,
                start_date: r.started_at,
                due_date: r.due_date,
                requestor_user: r.requestor_user_id.and_then(|id| org.user(id)).map(|u| u.name()),
                medical_provider_id: r.provider_id,
                medical_provider: r.provider_name,
                total: Money(r.total_cents),
                paid: Money(r.paid_cents),
                adjusted: Money(r.adjusted_cents),
                balance: Money(r.balance_cents),
                comments: r.comments,
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
    async fn update_balance_comments(&self, ctx: &Context<'_>, case_id: i64, medical_provider_id: i64, comments: String) -> AppResult<BalanceComments> {
        let viewer = ctx.viewer().await?;
        let view = load_case(ctx, case_id).await?;
        let org_id = view.row.organization_id.unwrap_or(ctx.state().config.organization_id);
        let user = viewer.effective_user_id();
        let sees = works_balance_task_of(ctx.state().db.pool(), case_id, user).await?;
        if !sees && !viewer.principal.administers(org_id) {
            return Err(AppError::forbidden());
        }
        let outcome = execute::<Case>(ctx.state(), CASE_STREAM, StreamId::Existing(case_id), &ctx.command_metadata(&viewer), |_, case| {
            let line = case
                .providers
                .get(&medical_provider_id)
                .ok_or_else(|| AppError::bad_input("medicalProviderId", format!("Case {case_id} has no provider {medical_provider_id}")))?;
            let next = balances::with_comments(line, &comments)?;
            Ok((CaseCommand::Record(CaseEvent::MedicalProviderSet(next)), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        let trimmed = comments.trim();
        Ok(BalanceComments { case_id, medical_provider_id, comments: (!trimmed.is_empty()).then(|| trimmed.to_string()) })
    }
}
