//! The viewer of a request: the signed-in user, their organization snapshot and, when an
//! admin acts as someone (header `X-Act-As`), that user.

use std::sync::Arc;

use async_graphql::Context;
use domain::organization::access::Principal;
use tokio::sync::OnceCell;

use crate::error::{ApiError, ApiResult};
use crate::organization::read::{organization_of_user, OrgCache, OrgData, UserRow};
use crate::state::AppState;

pub struct Viewer {
    pub user: UserRow,
    pub principal: Principal,
    pub org: Arc<OrgData>,
    pub acting_as: Option<UserRow>,
    pub token: String,
}

impl Viewer {
    /// The user whose data per-user screens show: the acted-as user, else the viewer.
    pub fn effective_user_id(&self) -> i64 {
        self.acting_as.as_ref().map(|u| u.user_id).unwrap_or(self.user.user_id)
    }

    pub fn metadata(&self) -> eventstore::Metadata {
        eventstore::Metadata {
            actor_user_id: Some(self.user.user_id),
            acted_as_user_id: self.acting_as.as_ref().map(|u| u.user_id),
            correlation_id: Some(uuid::Uuid::now_v7()),
            causation_id: None,
            source: eventstore::Source::Ui,
        }
    }

    pub fn require_admin_of(&self, organization_id: i64) -> ApiResult<()> {
        if self.principal.administers(organization_id) {
            Ok(())
        } else {
            Err(ApiError::forbidden())
        }
    }
}

/// What the transport learned about the caller; the viewer is resolved once, lazily.
pub struct RequestAuth {
    pub token: Option<String>,
    pub act_as: Option<String>,
    viewer: OnceCell<Result<Arc<Viewer>, ApiError>>,
}

impl RequestAuth {
    pub fn new(token: Option<String>, act_as: Option<String>) -> Self {
        RequestAuth { token: token.filter(|t| !t.is_empty()), act_as: act_as.filter(|a| !a.is_empty()), viewer: OnceCell::new() }
    }
}

pub async fn resolve_viewer(state: &AppState, cache: &OrgCache, token: &str, act_as: Option<&str>) -> ApiResult<Viewer> {
    let user_id = crate::auth::service::session_user(state, token).await?.ok_or_else(ApiError::unauthenticated)?;
    let org_id = organization_of_user(state.db.pool(), user_id).await?.ok_or_else(ApiError::unauthenticated)?;
    let org = cache.get(state.db.pool(), org_id).await?.ok_or_else(ApiError::unauthenticated)?;
    let user = org.user(user_id).cloned().ok_or_else(ApiError::unauthenticated)?;
    if !user.active {
        return Err(ApiError::unauthenticated());
    }
    let principal = org.principal(user_id);
    let acting_as = match act_as {
        None => None,
        Some(raw) => {
            let target: i64 = raw.trim().parse().map_err(|_| ApiError::bad_input("X-Act-As", "The acted-as user id must be a number"))?;
            if target == user_id {
                None
            } else {
                let target_org = organization_of_user(state.db.pool(), target).await?.ok_or_else(|| ApiError::NotFound("User not found".into()))?;
                if !principal.may_act_as(target_org) {
                    return Err(ApiError::Forbidden("Only an admin may act as another user".into()));
                }
                let data = cache.get(state.db.pool(), target_org).await?.ok_or_else(|| ApiError::NotFound("User not found".into()))?;
                Some(data.user(target).cloned().ok_or_else(|| ApiError::NotFound("User not found".into()))?)
            }
        }
    };
    Ok(Viewer { user, principal, org, acting_as, token: token.to_string() })
}

pub trait ContextExt {
    fn state(&self) -> &AppState;
    fn cache(&self) -> &OrgCache;
    fn viewer(&self) -> impl std::future::Future<Output = ApiResult<Arc<Viewer>>> + Send;
    fn org(&self, organization_id: i64) -> impl std::future::Future<Output = ApiResult<Option<Arc<OrgData>>>> + Send;
}

impl ContextExt for Context<'_> {
    fn state(&self) -> &AppState {
        self.data_unchecked::<AppState>()
    }

    fn cache(&self) -> &OrgCache {
        self.data_unchecked::<OrgCache>()
    }

    async fn viewer(&self) -> ApiResult<Arc<Viewer>> {
        let auth = self.data::<RequestAuth>().map_err(|_| ApiError::unauthenticated())?;
        let Some(token) = auth.token.as_deref() else { return Err(ApiError::unauthenticated()) };
        auth.viewer
            .get_or_init(|| async { resolve_viewer(self.state(), self.cache(), token, auth.act_as.as_deref()).await.map(Arc::new) })
            .await
            .clone()
    }

    async fn org(&self, organization_id: i64) -> ApiResult<Option<Arc<OrgData>>> {
        self.cache().get(self.state().db.pool(), organization_id).await
    }
}
