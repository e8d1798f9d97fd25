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
use app::error::{AppError, AppResult};
use crate::organization::mutation::OrganizationMutation;
use crate::organization::query::OrganizationQuery;
use app::presence::PresenceDiff;
use crate::reference::ReferenceQuery;

/// The roots as served: each root field admitted by the policy table first (`crate::policy`).
pub type GuardedQuery = crate::policy::guard::Guarded<Query, false>;
pub type GuardedMutation = crate::policy::guard::Guarded<Mutation, true>;
pub type GuardedSubscription = crate::policy::guard::GuardedSubscription<Subscription>;
pub type CaseboardSchema = Schema<GuardedQuery, GuardedMutation, GuardedSubscription>;

#[derive(MergedObject, Default)]
pub struct Query(
    AuthQuery,
    OrganizationQuery,
    CaseQuery,
    ReferenceQuery,
    SystemQuery,
    ConnectorQuery,
    crate::operations::query::OperationsQuery,
    crate::reconciliation::query::ReconciliationQuery,
    crate::inventory::query::InventoryQuery,
    crate::inventory::team::TeamInventoryQuery,
    crate::inventory::team::StarReviewsQuery,
    crate::fees::query::FeesQuery,
    crate::fees::settlements::SettlementsQuery,
    crate::fees::settlements_page::SettlementsPageQuery,
    crate::fees::settled::SettledQuery,
    crate::fees::comparison::ComparisonQuery,
    crate::fees::rate::RateQuery,
    crate::fees::monthly::MonthlyStatsQuery,
    crate::fees::retained::RetainedSettledQuery,
    crate::stages::query::StageQuery,
    crate::stages::medical::MedicalQuery,
    crate::stages::balances::BalancesQuery,
    crate::stages::file_review::NegotiationFileReviewQuery,
    crate::investigation::InvestigationQuery,
    crate::investigation::form::InvestigationFormQuery,
    crate::intake::query::IntakeQuery,
    crate::intake::referred_out::ReferredOutQuery,
    crate::intake::follow_up::FollowUpQuery,
    crate::intake::closed_page::ClosedCasesPageQuery,
    crate::intake::newlead::NewLeadQuery,
    crate::intake::calendar::CalendarQuery,
    crate::intake::stats::IntakeStatsQuery,
    crate::intake::newcases::NewCasesQuery,
    crate::crm::query::CrmQuery,
    crate::orgstats::closed::ClosedCasesQuery,
    crate::orgstats::demands::OrgDemandsQuery,
    crate::orgstats::reviews::ReviewsQuery,
    crate::orgstats::home_charts::HomeChartsQuery,
    crate::crm::referrals::ReferralsQuery,
    crate::crm::map::ReferralMapQuery,
    crate::ppc::PpcQuery,
    crate::goals::query::GoalsQuery,
    crate::goals::quarter::QuarterGoalsQuery,
    crate::goals::home::HomeQuery,
    crate::goals::home_fees::HomeFeesQuery,
    crate::marketing::query::MarketingQuery,
    crate::inventory::watched::WatchedQuery,
    crate::inventory::mileage::MileageQuery,
    crate::inventory::scorecard::ScorecardQuery,
    crate::inventory::overdue_contact::OverdueContactQuery,
    crate::sync::SyncQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    AuthMutation,
    OrganizationMutation,
    CaseMutation,
    crate::operations::mutation::OperationsMutation,
    crate::reconciliation::mutation::ReconciliationMutation,
    crate::stages::mutation::StageMutation,
    crate::stages::medical::MedicalMutation,
    crate::stages::balances::BalancesMutation,
    crate::intake::mutation::IntakeMutation,
    crate::intake::newlead::NewLeadMutation,
    crate::investigation::mutation::InvestigationMutation,
    crate::intake::calendar::CalendarMutation,
    crate::crm::mutation::CrmMutation,
    crate::orgstats::reviews::ReviewsMutation,
    crate::crm::map::ReferralMapMutation,
    crate::ppc::PpcMutation,
    crate::goals::mutation::GoalsMutation,
    crate::inventory::watched::WatchedMutation,
    crate::inventory::mileage::MileageMutation,
    crate::inventory::overdue_contact::OverdueContactMutation,
    crate::inventory::overdue_contact::OverdueDeadlinesMutation,
    crate::sync::SyncMutation,
);

/// The schema as HTTP serves it. Nesting, fragment expansion, aliases and sign-in fields are
/// checked before the parser runs (docs/security.md): on HTTP by the handler
/// (`http::document::prepare`), on the socket by [`build_for_socket`]'s extension.
///
/// HTTP's schema has no extension on purpose (issue #17): with any extension registered,
/// async-graphql resolves every field of every row through the extension chain (a boxed
/// future, a registry lookup and type names formatted per field), which made long lists cost
/// twice as much to build.
pub fn build() -> async_graphql::SchemaBuilder<GuardedQuery, GuardedMutation, GuardedSubscription> {
    Schema::build(GuardedQuery::default(), GuardedMutation::default(), crate::policy::guard::GuardedSubscription(Subscription))
        .register_output_type::<crate::node::Node>()
        .limit_depth(16)
        .limit_complexity(20_000)
}

/// The schema as the graphql-ws socket serves it: its operations never pass through the HTTP
/// handler, so the document checks run as an extension before the parser.
pub fn build_for_socket() -> async_graphql::SchemaBuilder<GuardedQuery, GuardedMutation, GuardedSubscription> {
    build().extension(crate::http::extension::DocumentLimits(cost_model()))
}

/// The SDL committed as `schemas/schema.graphql`.
pub fn sdl() -> String {
    build().finish().sdl()
}

/// The cost model of this schema (`http::cost`), built once from its SDL.
pub fn cost_model() -> &'static crate::http::cost::CostModel {
    static MODEL: std::sync::OnceLock<crate::http::cost::CostModel> = std::sync::OnceLock::new();
    MODEL.get_or_init(|| crate::http::cost::CostModel::from_sdl(&sdl()).expect("the schema's SDL parses"))
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
    /// True for the generation that serves reads (blue/green: false for one being rebuilt).
    pub active: bool,
}

#[derive(Default)]
pub struct SystemQuery;

#[Object]
impl SystemQuery {
    /// The firm's time zone (IANA name): days, weeks, months and quarters of every statistic.
    async fn time_zone(&self, ctx: &Context<'_>) -> AppResult<String> {
        ctx.viewer().await?;
        Ok(ctx.state().config.time_zone.clone())
    }

    /// Each read model's progress: screens show when theirs last advanced.
    async fn projection_statuses(&self, ctx: &Context<'_>) -> AppResult<Vec<ProjectionStatus>> {
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
                active: s.active,
            })
            .collect())
    }
}

#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct Change {
    /// The read model that advanced (a projection name).
    pub topic: String,
    pub position: i64,
    /// The entities that changed (`case:777001`, `user:5`), or null when too many changed to
    /// name them (then every screen of the read model refetches).
    pub entities: Option<Vec<String>>,
}

/// Announcements to one subscriber are coalesced: the first after a quiet spell goes out at
/// once, later ones within this interval are merged and go out at its end (the last state is
/// always sent), so a burst of 10 000 imported facts sends a screen at most 40 announcements a
/// second, never 10 000; the web app runs one refetch at a time whatever the rate
/// (`coalescedRunner`). 25 ms (was 100): at 50 writes a second every write but the first of a
/// spell waits for the window's end, and issue #17's write → message p99 < 100 ms leaves room
/// for the write and the projection only with a short window (docs/benchmarks.md).
pub const CHANGES_COALESCE: std::time::Duration = std::time::Duration::from_millis(25);
/// Bounds on what one subscription may name.
pub const MAX_CHANGE_TOPICS: usize = 32;
pub const MAX_CHANGE_ENTITIES: usize = 200;

/// Merges a newer announcement of the same topic into a pending one.
fn merge(pending: &mut Change, newer: Change) {
    pending.position = pending.position.max(newer.position);
    pending.entities = match (pending.entities.take(), newer.entities) {
        (Some(mut a), Some(b)) => {
            for e in b {
                if !a.contains(&e) {
                    a.push(e);
                }
            }
            Some(a)
        }
        _ => None,
    };
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
    /// Announces which read models advanced and which entities changed, so open screens
    /// refetch without reload — only for what concerns them: `entities` (e.g. `["case:12"]`)
    /// narrows the announcements to changes of those entities (empty or absent: every change
    /// of the topics). Bursts are coalesced ([`CHANGES_COALESCE`]).
    async fn changes(
        &self,
        ctx: &Context<'_>,
        topics: Vec<String>,
        entities: Option<Vec<String>>,
    ) -> Result<impl Stream<Item = Change>, AppError> {
        let viewer = ctx.viewer().await?;
        // Named changes are sealed by organization: another organization's cases and users are
        // never named to this subscriber (an overlord reads every organization).
        let sealed = (!viewer.principal.is_overlord()).then(|| ctx.org_scope(viewer.user.organization_id));
        let pool = ctx.state().db.pool().clone();
        let entities = entities.unwrap_or_default();
        if topics.len() > MAX_CHANGE_TOPICS || entities.len() > MAX_CHANGE_ENTITIES {
            return Err(AppError::bad_input("entities", format!("Watch at most {MAX_CHANGE_TOPICS} topics and {MAX_CHANGE_ENTITIES} entities")));
        }
        let mut messages = ctx.state().bus.subscribe(&format!("{}.*", eventstore::bus::PROJECTIONS_PREFIX)).await?;
        Ok(async_stream::stream! {
            let mut pending: Vec<Change> = vec![];
            let mut last_sent = tokio::time::Instant::now() - CHANGES_COALESCE;
            loop {
                let flush_at = last_sent + CHANGES_COALESCE;
                tokio::select! {
                    message = messages.next() => {
                        let Some(m) = message else { break };
                        let topic = m.subject.rsplit('.').next().unwrap_or_default().to_string();
                        if !topics.is_empty() && !topics.contains(&topic) {
                            continue;
                        }
                        let Some(mut advanced) = projections::Advanced::parse(&m.payload) else { continue };
                        if let (Some(scope), Some(named)) = (&sealed, advanced.entities.take()) {
                            match visible_entities(&pool, *scope, named).await {
                                Some(kept) if !kept.is_empty() => advanced.entities = Some(kept),
                                // Nothing of this organization changed: nothing to announce.
                                Some(_) => continue,
                                // The check could not run: say "something changed", name nothing.
                                None => advanced.entities = None,
                            }
                        }
                        if !advanced.concerns(&entities) {
                            continue;
                        }
                        let change = Change { topic, position: advanced.position, entities: advanced.entities };
                        match pending.iter_mut().find(|p| p.topic == change.topic) {
                            Some(p) => merge(p, change),
                            None => pending.push(change),
                        }
                    }
                    _ = tokio::time::sleep_until(flush_at), if !pending.is_empty() => {}
                }
                if !pending.is_empty() && tokio::time::Instant::now() >= last_sent + CHANGES_COALESCE {
                    for change in pending.drain(..) {
                        yield change;
                    }
                    last_sent = tokio::time::Instant::now();
                }
            }
        })
    }

    /// spec 1 §4 "Presence": the online-user list, first whole (STATE), then JOIN/LEAVE diffs.
    /// Subscribing is what makes the viewer online.
    async fn presence(&self, ctx: &Context<'_>) -> Result<impl Stream<Item = PresenceEvent>, AppError> {
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

/// The announced entities this organization may hear of: its own cases and users as the read
/// models have them now (a user added a moment ago included). `None` (say "changed", name
/// nothing) when other kinds are named or the read failed (issue #36 §2).
async fn visible_entities(pool: &sqlx::AnyPool, scope: projections::read::OrgScope, named: Vec<String>) -> Option<Vec<String>> {
    let id_of = |entity: &str, kind: &str| entity.strip_prefix(kind).and_then(|id| id.parse::<i64>().ok());
    // Other kinds (contacts, reference items, tasks...) are not named to a sealed subscriber:
    // the change goes out unnamed (every screen of the topic refetches its own rows).
    if named.iter().any(|e| id_of(e, "case:").is_none() && id_of(e, "user:").is_none()) {
        return None;
    }
    let cases: Vec<i64> = named.iter().filter_map(|e| id_of(e, "case:")).collect();
    let own_cases = projections::cases::read::of_organization(pool, scope, &cases).await.ok()?;
    let users: Vec<i64> = named.iter().filter_map(|e| id_of(e, "user:")).collect();
    let own_users = projections::organization::read::members_of(pool, scope.id, &users).await.ok()?;
    Some(
        named
            .into_iter()
            .filter(|e| match (id_of(e, "case:"), id_of(e, "user:")) {
                (Some(case_id), _) => own_cases.contains(&case_id),
                (_, Some(user_id)) => own_users.contains(&user_id),
                _ => false,
            })
            .collect(),
    )
}

#[cfg(test)]
mod change_tests {
    use super::*;

    #[test]
    fn merged_announcements_keep_the_last_position_and_every_entity() {
        let mut a = Change { topic: "cases".into(), position: 5, entities: Some(vec!["case:1".into()]) };
        merge(&mut a, Change { topic: "cases".into(), position: 9, entities: Some(vec!["case:2".into(), "case:1".into()]) });
        assert_eq!(a, Change { topic: "cases".into(), position: 9, entities: Some(vec!["case:1".into(), "case:2".into()]) });
        merge(&mut a, Change { topic: "cases".into(), position: 7, entities: None });
        assert_eq!((a.position, a.entities), (9, None), "an unnamed burst makes the merged change unnamed");
    }
}
