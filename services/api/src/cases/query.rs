use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};
use domain::cases::{Case, CaseEvent};
use domain::Aggregate;

use projections::cases::read::CaseView;
use crate::paging::MAX_SEARCH_CHARS;
use super::types::{CaseHistoryEntry, CaseNode, HistoryActor};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use projections::organization::read::OrgData;

#[derive(Default)]
pub struct CaseQuery;

/// The most cases `casesByClientName` returns (spec 3 §7 search box).
pub const MAX_CLIENT_NAME_HITS: usize = 50;

/// The case from the read model, if the viewer may see it (members of its organization).
pub async fn load_case(ctx: &Context<'_>, case_id: i64) -> AppResult<CaseView> {
    let viewer = ctx.viewer().await?;
    let view = CaseView::load(ctx.state().db.pool(), case_id).await?.ok_or_else(|| AppError::NotFound(format!("Case {case_id} not found")))?;
    let org = view.row.organization_id.unwrap_or(ctx.state().config.organization_id);
    if !viewer.principal.reads_organization(org) {
        return Err(AppError::forbidden());
    }
    Ok(view)
}

/// The case's events in stream order and the organization it belongs to, if the viewer may
/// read that organization.
async fn case_events(ctx: &Context<'_>, case_id: i64) -> AppResult<(Vec<(eventstore::RecordedEvent, CaseEvent)>, i64)> {
    let viewer = ctx.viewer().await?;
    let stream = domain::organization::stream_id(domain::cases::CASE_STREAM, case_id);
    let recorded = ctx.state().store.read_stream(&stream).await?;
    if recorded.is_empty() {
        return Err(AppError::NotFound(format!("Case {case_id} not found")));
    }
    let events: Vec<_> = recorded
        .into_iter()
        .map(|r| r.decode::<CaseEvent>().map(|e| (r, e)))
        .collect::<Result<_, _>>()
        .map_err(AppError::internal)?;
    let org = match &events[0].1 {
        CaseEvent::Opened(o) => o.organization_id,
        _ => None,
    }
    .unwrap_or(ctx.state().config.organization_id);
    if !viewer.principal.reads_organization(org) {
        return Err(AppError::forbidden());
    }
    Ok((events, org))
}

/// A history summary that names what the domain's summary can only give by id (platform
/// issue §6): the office, the assigned user, the note's author and the referred provider.
/// `org` is the case's organization; `case` the case as it stands now (its providers). An id
/// with no known name keeps the domain's wording.
fn named_summary(event: &CaseEvent, org: Option<&OrgData>, case: &Case) -> String {
    let user = |user_id: i64| org.and_then(|o| o.user(user_id)).map(|u| u.name());
    let named = match event {
        CaseEvent::OfficeSet(o) => org.and_then(|org| org.offices.iter().find(|x| x.office_id == o.office_id)).map(|x| format!("Office set to {}", x.name)),
        // A staff code, when the case system sent one, is what the firm reads; else the user.
        CaseEvent::StaffAssigned(s) if s.staff_code.is_none() => s.user_id.and_then(user).map(|name| format!("{} assigned: {name}", s.role)),
        CaseEvent::StageNoteSet(n) => user(n.user_id).map(|name| format!("{} note by {name}", n.stage)),
        CaseEvent::ProviderReferredDateSet(p) => case.providers.get(&p.provider_id).map(|provider| match p.referred_date {
            Some(d) => format!("Provider {} referred on {d}", provider.name),
            None => format!("Provider {} referral removed", provider.name),
        }),
        _ => None,
    };
    named.unwrap_or_else(|| domain::cases::rules::summarize(event))
}

#[derive(SimpleObject)]
pub struct StatusOption {
    pub status_id: i64,
    pub status: String,
    pub stage: String,
}

#[derive(SimpleObject)]
pub struct RankOption {
    pub rank_id: i64,
    pub rank: String,
}

#[Object]
impl CaseQuery {
    /// spec 1 §7: case(caseId) with notes, phone numbers, medical providers and dialog fields.
    async fn case(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<CaseNode> {
        Ok(CaseNode(load_case(ctx, case_id).await?))
    }

    /// Every event of the case in order, with time, actor (and acted-as user), source and a
    /// readable summary (audit).
    async fn case_history(&self, ctx: &Context<'_>, case_id: i64) -> AppResult<Vec<CaseHistoryEntry>> {
        let (events, case_org) = case_events(ctx, case_id).await?;
        let viewer = ctx.viewer().await?;
        // Names come from the case's own organization (an overlord may read another firm's
        // case); an actor from outside it (the overlord) is looked up in the viewer's.
        let org = ctx.org(case_org).await?;
        let viewer_org = if viewer.user.organization_id == case_org { None } else { ctx.org(viewer.user.organization_id).await? };
        let case = Case::fold(events.iter().map(|(_, e)| e));
        let name_of = |id: Option<i64>| {
            id.map(|user_id| HistoryActor {
                user_id,
                name: [org.as_deref(), viewer_org.as_deref()]
                    .into_iter()
                    .flatten()
                    .find_map(|o| o.user(user_id))
                    .map(|u| u.name())
                    .unwrap_or_else(|| format!("User {user_id}")),
            })
        };
        Ok(events
            .iter()
            .map(|(r, e)| CaseHistoryEntry {
                position: r.position,
                version: r.stream_version,
                recorded_at: r.recorded_at,
                event_type: r.event_type.clone(),
                source: serde_json::to_value(r.metadata.source).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default(),
                summary: named_summary(e, org.as_deref(), &case),
                actor: name_of(r.metadata.actor_user_id),
                acted_as: name_of(r.metadata.acted_as_user_id),
            })
            .collect())
    }

    /// The case exactly as it stood at `at`: the fold of the events recorded up to then
    /// (audit replay). Null when the case did not exist yet.
    async fn case_as_of(&self, ctx: &Context<'_>, case_id: i64, at: DateTime<Utc>) -> AppResult<Option<CaseNode>> {
        let (events, _) = case_events(ctx, case_id).await?;
        let state = Case::fold(events.iter().filter(|(r, _)| r.recorded_at <= at).map(|(_, e)| e));
        Ok(CaseView::from_fold(&state, at).map(CaseNode))
    }

    /// spec 3 §7: casesByClientName(name) — cases whose client name contains the text
    /// (case-insensitive; "Last, First" also matches), at most 50, newest first.
    /// Its cost counts the 50 cases it may return (docs/security.md).
    #[graphql(complexity = "MAX_CLIENT_NAME_HITS * child_complexity + 1")]
    async fn cases_by_client_name(&self, ctx: &Context<'_>, name: String) -> AppResult<Vec<CaseNode>> {
        let viewer = ctx.viewer().await?;
        let needle = name.trim().to_lowercase();
        if needle.chars().count() < 2 {
            return Err(AppError::bad_input("name", "Type at least 2 characters"));
        }
        if needle.chars().count() > MAX_SEARCH_CHARS {
            return Err(AppError::bad_input("name", format!("Search for at most {MAX_SEARCH_CHARS} characters")));
        }
        let ids = projections::cases::read::search::client_name_case_ids(&ctx.state().db, ctx.org_scope(viewer.user.organization_id), &needle, MAX_CLIENT_NAME_HITS as i64).await?;
        let parts = crate::cases::parts_selected_by(&ctx.look_ahead());
        Ok(CaseView::load_parts(ctx.state().db.pool(), &ids, parts).await?.into_iter().map(CaseNode).collect())
    }

    /// spec 1 §4 statuses with their stages (the status inline-edit options).
    /// The firm's imported statuses when there are any, else the built-in list.
    async fn case_statuses(&self, ctx: &Context<'_>) -> AppResult<Vec<StatusOption>> {
        let imported = crate::reference::items(ctx, "status", None).await?;
        let stage = |label: &str| domain::cases::rules::stage_of(label).to_string();
        if !imported.is_empty() {
            return Ok(imported.into_iter().map(|i| StatusOption { status_id: i.item_id, stage: stage(&i.name), status: i.name }).collect());
        }
        Ok(domain::cases::rules::STATUSES
            .iter()
            .map(|(id, label)| StatusOption { status_id: *id, status: label.to_string(), stage: stage(label) })
            .collect())
    }

    /// spec 1 §4 intake ranks (type 73).
    async fn intake_ranks(&self, ctx: &Context<'_>) -> AppResult<Vec<RankOption>> {
        ctx.viewer().await?;
        Ok(domain::cases::rules::INTAKE_RANKS.iter().map(|(id, l)| RankOption { rank_id: *id, rank: l.to_string() }).collect())
    }
}

/// The case folded from its whole log, for `caseboard replay`.
pub async fn replay(state: &app::state::AppState, case_id: i64, at: Option<DateTime<Utc>>) -> anyhow::Result<Option<Case>> {
    let stream = domain::organization::stream_id(domain::cases::CASE_STREAM, case_id);
    let recorded = state.store.read_stream(&stream).await?;
    if recorded.is_empty() {
        return Ok(None);
    }
    let at = at.unwrap_or_else(Utc::now);
    let events: Vec<CaseEvent> =
        recorded.iter().filter(|r| r.recorded_at <= at).map(|r| r.decode::<CaseEvent>()).collect::<Result<_, _>>()?;
    Ok(Some(Case::fold(&events)))
}
