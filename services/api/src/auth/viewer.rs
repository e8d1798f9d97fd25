//! The viewer of a request: the signed-in user, their organization snapshot and, when an
//! admin acts as someone (header `X-Act-As`), that user.

use std::sync::Arc;

use async_graphql::Context;
use domain::organization::access::Principal;
use tokio::sync::OnceCell;

use app::error::{AppError, AppResult};
use crate::organization::read::{cached_organization_of_user, OrgCache};
use projections::organization::read::{OrgData, UserRow};
use app::state::AppState;
use projections::read::OrgScope;

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
            client_mutation_id: None,
            request_fingerprint: None,
        }
    }

    pub fn require_admin_of(&self, organization_id: i64) -> AppResult<()> {
        if self.principal.administers(organization_id) {
            Ok(())
        } else {
            Err(AppError::forbidden())
        }
    }
}

/// The client's IP address as the server saw it ("" when unknown).
#[derive(Debug, Clone, Default)]
pub struct ClientAddress(pub String);

/// What the transport learned about the caller; the viewer is resolved once, lazily.
pub struct RequestAuth {
    pub token: Option<String>,
    pub act_as: Option<String>,
    /// The request's idempotency key (header `X-Client-Mutation-Id`, Relay's clientMutationId).
    pub client_mutation_id: Option<String>,
    viewer: OnceCell<Result<Arc<Viewer>, AppError>>,
}

/// The longest idempotency key accepted (a UUID is 36 characters).
pub const MAX_CLIENT_MUTATION_ID: usize = 100;

impl RequestAuth {
    pub fn new(token: Option<String>, act_as: Option<String>) -> Self {
        RequestAuth { token: token.filter(|t| !t.is_empty()), act_as: act_as.filter(|a| !a.is_empty()), client_mutation_id: None, viewer: OnceCell::new() }
    }

    pub fn with_client_mutation_id(mut self, key: Option<String>) -> Self {
        self.client_mutation_id = key.map(|k| k.trim().to_string()).filter(|k| !k.is_empty() && k.len() <= MAX_CLIENT_MUTATION_ID);
        self
    }
}

/// Set when a mutation answered before the read models caught up with its write: the
/// response says so (`extensions.catchingUp`), the screens refresh when they do.
#[derive(Clone, Default)]
pub struct CatchingUp(pub Arc<std::sync::atomic::AtomicBool>);

impl CatchingUp {
    pub fn is_set(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// What a WebSocket learned at `connection_init`. Unlike [`RequestAuth`], the viewer is
/// re-resolved whenever someone's authority changed since it was cached, so a socket acts
/// with the session as it is now, never as it was when it opened.
pub struct SocketAuth {
    pub token: String,
    pub act_as: Option<String>,
    viewer: std::sync::Mutex<Option<(SocketEpoch, Arc<Viewer>)>>,
}

/// What a socket's viewer was resolved under: the authority epoch and the organization read
/// model's (so a role change is seen once the read model has it, not only at its commit).
pub type SocketEpoch = (u64, u64);

pub fn socket_epoch(state: &AppState) -> SocketEpoch {
    state.lookups.stamp().unwrap_or((state.auth_changes.current(), 0))
}

impl SocketAuth {
    pub fn new(token: String, act_as: Option<String>, epoch: SocketEpoch, viewer: Arc<Viewer>) -> Self {
        SocketAuth { token, act_as: act_as.filter(|a| !a.is_empty()), viewer: std::sync::Mutex::new(Some((epoch, viewer))) }
    }

    pub async fn viewer(&self, state: &AppState, cache: &OrgCache) -> AppResult<Arc<Viewer>> {
        let epoch = socket_epoch(state);
        if let Some((at, viewer)) = self.viewer.lock().unwrap().as_ref() {
            if *at == epoch {
                return Ok(viewer.clone());
            }
        }
        cache.clear();
        let viewer = Arc::new(resolve_viewer(state, cache, &self.token, self.act_as.as_deref()).await?);
        *self.viewer.lock().unwrap() = Some((epoch, viewer.clone()));
        Ok(viewer)
    }
}

pub async fn resolve_viewer(state: &AppState, cache: &OrgCache, token: &str, act_as: Option<&str>) -> AppResult<Viewer> {
    let user_id = crate::auth::service::session_user(state, token).await?.ok_or_else(AppError::unauthenticated)?;
    let org_id = cached_organization_of_user(state, user_id).await?.ok_or_else(AppError::unauthenticated)?;
    let org = cache.get(state.db.pool(), org_id).await?.ok_or_else(AppError::unauthenticated)?;
    let mut user = org.user(user_id).cloned().ok_or_else(AppError::unauthenticated)?;
    let mut principal = org.principal(user_id);
    // Roles and activity from the write side, never from a read model that may lag (issue #36 §5).
    if let Some(authority) = app::auth::authority::of_user(state, user_id).await? {
        user.active = authority.active;
        principal.role_ids = authority.role_ids;
    }
    if !user.active {
        return Err(AppError::unauthenticated());
    }
    let acting_as = match act_as {
        None => None,
        Some(raw) => {
            let target: i64 = raw.trim().parse().map_err(|_| AppError::bad_input("X-Act-As", "The acted-as user id must be a number"))?;
            if target == user_id {
                None
            } else {
                let target_org = cached_organization_of_user(state, target).await?.ok_or_else(|| AppError::NotFound("User not found".into()))?;
                if !principal.may_act_as(target_org) {
                    return Err(AppError::Forbidden("Only an admin may act as another user".into()));
                }
                let data = cache.get(state.db.pool(), target_org).await?.ok_or_else(|| AppError::NotFound("User not found".into()))?;
                let mut target_principal = data.principal(target);
                if let Some(authority) = app::auth::authority::of_user(state, target).await? {
                    target_principal.role_ids = authority.role_ids;
                }
                if !principal.may_act_as_principal(&target_principal) {
                    return Err(AppError::Forbidden("Only an overlord may act as an overlord".into()));
                }
                Some(data.user(target).cloned().ok_or_else(|| AppError::NotFound("User not found".into()))?)
            }
        }
    };
    Ok(Viewer { user, principal, org, acting_as, token: token.to_string() })
}

/// A digest of the mutation field and its arguments (variables resolved): what an idempotency
/// key is bound to (issue #36 §6).
fn request_fingerprint(ctx: &Context<'_>) -> String {
    use sha2::{Digest, Sha256};
    let field = ctx.field();
    let arguments = field.arguments().map(|a| serde_json::to_string(&a).unwrap_or_default()).unwrap_or_default();
    let mut digest = Sha256::new();
    digest.update(field.name().as_bytes());
    digest.update([0]);
    digest.update(arguments.as_bytes());
    hex::encode(digest.finalize())
}

pub trait ContextExt {
    fn state(&self) -> &AppState;
    /// The organization `organization_id` as its reads filter it.
    fn org_scope(&self, organization_id: i64) -> OrgScope {
        OrgScope::of(organization_id, self.state().config.organization_id)
    }
    /// The firm's time zone (configuration `time_zone`): its days, weeks, months.
    fn firm_tz(&self) -> chrono_tz::Tz {
        projections::read::time::firm_tz(&self.state().config.time_zone)
    }
    fn cache(&self) -> &OrgCache;
    fn viewer(&self) -> impl std::future::Future<Output = AppResult<Arc<Viewer>>> + Send;
    fn org(&self, organization_id: i64) -> impl std::future::Future<Output = AppResult<Option<Arc<OrgData>>>> + Send;
    /// The metadata of a command issued by `viewer` in this field, with the request's
    /// idempotency key made unique per field (`<key>/<alias>`).
    fn command_metadata(&self, viewer: &Viewer) -> eventstore::Metadata;
    /// Read-your-writes: waits (bounded) until `projections` reached `position`; false when
    /// they had not, and the response then says the screens are catching up.
    fn settle(&self, projections: &[&str], position: i64) -> impl std::future::Future<Output = bool> + Send;
}

impl ContextExt for Context<'_> {
    fn state(&self) -> &AppState {
        self.data_unchecked::<AppState>()
    }

    fn cache(&self) -> &OrgCache {
        self.data_unchecked::<OrgCache>()
    }

    async fn viewer(&self) -> AppResult<Arc<Viewer>> {
        if let Ok(socket) = self.data::<SocketAuth>() {
            return socket.viewer(self.state(), self.cache()).await;
        }
        let auth = self.data::<RequestAuth>().map_err(|_| AppError::unauthenticated())?;
        let Some(token) = auth.token.as_deref() else { return Err(AppError::unauthenticated()) };
        auth.viewer
            .get_or_init(|| async { resolve_viewer(self.state(), self.cache(), token, auth.act_as.as_deref()).await.map(Arc::new) })
            .await
            .clone()
    }

    async fn org(&self, organization_id: i64) -> AppResult<Option<Arc<OrgData>>> {
        self.cache().get(self.state().db.pool(), organization_id).await
    }

    fn command_metadata(&self, viewer: &Viewer) -> eventstore::Metadata {
        let mut metadata = viewer.metadata();
        if let Some(key) = self.data::<RequestAuth>().ok().and_then(|a| a.client_mutation_id.as_deref()) {
            metadata.client_mutation_id = Some(format!("{key}/{}", self.item.node.response_key().node));
            metadata.request_fingerprint = Some(request_fingerprint(self));
        }
        metadata
    }

    async fn settle(&self, projections: &[&str], position: i64) -> bool {
        let caught_up = app::commands::settle(self.state(), projections, position).await;
        if projections.contains(&projections::organization::NAME) {
            // The next request here sees the write even before the read model's announcement.
            self.state().lookups.invalidate();
        }
        if !caught_up {
            if let Ok(flag) = self.data::<CatchingUp>() {
                flag.0.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        caught_up
    }
}
