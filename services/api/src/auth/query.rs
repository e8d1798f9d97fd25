use async_graphql::{Context, Object};

use crate::auth::viewer::{resolve_viewer, ContextExt};
use app::error::{AppError, AppResult};
use crate::organization::types::UserNode;

#[derive(Default)]
pub struct AuthQuery;

#[Object]
impl AuthQuery {
    /// spec 1 §7: userByToken(token) — the signed-in user of a stored token (null when the
    /// token is unknown, expired or revoked; the app then logs out silently, spec 1 §4).
    async fn user_by_token(&self, ctx: &Context<'_>, token: String) -> AppResult<Option<UserNode>> {
        match resolve_viewer(ctx.state(), ctx.cache(), &token, None).await {
            Ok(v) => Ok(Some(UserNode { row: v.user.clone(), org: v.org.clone(), own: true })),
            Err(AppError::Unauthenticated(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The signed-in user of the bearer token.
    async fn me(&self, ctx: &Context<'_>) -> AppResult<Option<UserNode>> {
        let v = ctx.viewer().await?;
        Ok(Some(UserNode { row: v.user.clone(), org: v.org.clone(), own: true }))
    }
}
