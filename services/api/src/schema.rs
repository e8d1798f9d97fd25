//! The GraphQL schema: queries, mutations and subscriptions of every context.

use async_graphql::{Context, Enum, MergedObject, Object, Schema, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::{Stream, StreamExt};

use crate::auth::mutation::AuthMutation;
use crate::auth::query::AuthQuery;
use crate::auth::viewer::ContextExt;
use crate::connector::query::ConnectorQuery;
use crate::cases::mutation::CaseMutation;
use crate::cases::query::CaseQuery;
use crate::error::{ApiError, ApiResult};
use crate::organization::mutation::OrganizationMutation;
use crate::organization::query::OrganizationQuery;
use crate::presence::PresenceDiff;
use crate::reference::ReferenceQuery;

pub type CaseboardSchema = Schema<Query, Mutation, Subscription>;

#[derive(MergedObject, Default)]
pub struct Query(AuthQuery, OrganizationQuery, CaseQuery, ReferenceQuery, SystemQuery, ConnectorQuery);

#[derive(MergedObject, Default)]
pub struct Mutation(AuthMutation, OrganizationMutation, CaseMutation);

pub fn build() -> async_graphql::SchemaBuilder<Query, Mutation, Subscription> {
    Schema::build(Query::default(), Mutation::default(), Subscription)
        .register_output_type::<crate::node::Node>()
        .limit_depth(16)
        .limit_complexity(20_000)
}

/// The SDL committed as `schemas/schema.graphql`.
pub fn sdl() -> String {
    build().finish().sdl()
}

#[derive(SimpleObject)]
pub struct ProjectionStatus {
    pub name: String,
    pub version: i64,
    pub position: i64,
    pub lag: i64,
    /// live | rebuilding | failed
    pub state: String,
    pub last_error: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Default)]
pub struct SystemQuery;

#[Object]
impl SystemQuery {
    /// The firm's time zone (IANA name): days, weeks, months and quarters of every statistic.
    async fn time_zone(&self, ctx: &Context<'_>) -> ApiResult<String> {
        ctx.viewer().await?;
        Ok(ctx.state().config.time_zone.clone())
    }

    /// Each read model's progress: screens show when theirs last advanced.
    async fn projection_statuses(&self, ctx: &Context<'_>) -> ApiResult<Vec<ProjectionStatus>> {
        ctx.viewer().await?;
        let statuses = projections::runtime::statuses(&ctx.state().store).await?;
        Ok(statuses
            .into_iter()
            .map(|s| ProjectionStatus {
                name: s.name,
                version: s.version,
                position: s.position,
                lag: s.lag,
                state: s.state,
                last_error: s.last_error,
                updated_at: s.updated_at.and_then(|t| eventstore::time::from_text(&t)),
            })
            .collect())
    }
}

#[derive(SimpleObject)]
pub struct Change {
    /// The read model that advanced (a projection name).
    pub topic: String,
    pub position: i64,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum PresenceKind {
    State,
    Join,
    Leave,
}

#[derive(SimpleObject)]
pub struct PresenceEvent {
    pub kind: PresenceKind,
    pub user_ids: Vec<i64>,
}

pub struct Subscription;

#[Subscription]
impl Subscription {
    /// Announces which read models advanced, so open screens refetch without reload.
    async fn changes(&self, ctx: &Context<'_>, topics: Vec<String>) -> Result<impl Stream<Item = Change>, ApiError> {
        ctx.viewer().await?;
        let stream = ctx.state().bus.subscribe(&format!("{}.*", eventstore::bus::PROJECTIONS_PREFIX)).await?;
        Ok(stream.filter_map(move |m| {
            let topic = m.subject.rsplit('.').next().unwrap_or_default().to_string();
            let wanted = topics.is_empty() || topics.contains(&topic);
            let position = std::str::from_utf8(&m.payload).ok().and_then(|s| s.parse().ok()).unwrap_or(0);
            async move { wanted.then_some(Change { topic, position }) }
        }))
    }

    /// spec 1 §4 "Presence": the online-user list, first whole (STATE), then JOIN/LEAVE diffs.
    /// Subscribing is what makes the viewer online.
    async fn presence(&self, ctx: &Context<'_>) -> Result<impl Stream<Item = PresenceEvent>, ApiError> {
        let viewer = ctx.viewer().await?;
        let presence = ctx.state().presence.clone();
        // Join first, then listen: the subscriber's own arrival is in the first STATE, not a diff.
        let connection = presence.join(viewer.user.user_id).await;
        let mut diffs = presence.subscribe();
        let organization_users: Vec<i64> = viewer.org.users.iter().map(|u| u.user_id).collect();
        Ok(async_stream::stream! {
            let _connection = connection;
            let online: Vec<i64> = presence.online().into_iter().filter(|u| organization_users.contains(u)).collect();
            yield PresenceEvent { kind: PresenceKind::State, user_ids: online };
            loop {
                match diffs.recv().await {
                    Ok(PresenceDiff::Join(u)) if organization_users.contains(&u) => yield PresenceEvent { kind: PresenceKind::Join, user_ids: vec![u] },
                    Ok(PresenceDiff::Leave(u)) if organization_users.contains(&u) => yield PresenceEvent { kind: PresenceKind::Leave, user_ids: vec![u] },
                    Ok(_) => {}
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                        let online: Vec<i64> = presence.online().into_iter().filter(|u| organization_users.contains(u)).collect();
                        yield PresenceEvent { kind: PresenceKind::State, user_ids: online };
                    }
                    Err(_) => break,
                }
            }
        })
    }
}
