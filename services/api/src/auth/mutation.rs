use async_graphql::{Context, Object, SimpleObject};
use domain::organization::{User, UserCommand, USER_STREAM};

use crate::auth::service;
use crate::auth::viewer::{resolve_viewer, ClientAddress, ContextExt};
use app::commands::{execute, SideEffect, StreamId};
use app::error::{AppError, AppResult};
use crate::organization::types::UserNode;

#[derive(SimpleObject)]
pub struct AuthPayload {
    pub token: String,
    pub user: UserNode,
    /// This browser's device proof (issue #36 §4): sent back as `login(device:)` it lets the
    /// browser sign in even while strangers' guesses throttle its network or the account.
    /// Keep it like a cookie; null when no password sign-in happened (a reset).
    pub device: Option<String>,
}

#[derive(SimpleObject)]
pub struct SendPasswordResetEmailPayload {
    pub email: String,
}

#[derive(Default)]
pub struct AuthMutation;

async fn payload(ctx: &Context<'_>, token: String) -> AppResult<AuthPayload> {
    let viewer = resolve_viewer(ctx.state(), ctx.cache(), &token, None).await?;
    Ok(AuthPayload { token, user: UserNode { row: viewer.user.clone(), org: viewer.org.clone(), own: true }, device: None })
}

#[Object]
impl AuthMutation {
    /// spec 1 §7: login(email, password) returns token and user; `device` is the proof an
    /// earlier sign-in gave this browser (issue #36 §4), and the answer's `device` the one to
    /// keep.
    async fn login(&self, ctx: &Context<'_>, email: String, password: String, device: Option<String>) -> AppResult<AuthPayload> {
        let address = ctx.data::<ClientAddress>().map(|a| a.0.clone()).unwrap_or_default();
        let signed_in = service::check_login(ctx.state(), &email, &password, &address, device.as_deref()).await?;
        let token = service::create_session(ctx.state(), signed_in.user_id).await?;
        let mut answer = payload(ctx, token).await?;
        answer.device = Some(signed_in.device);
        Ok(answer)
    }

    /// Revokes the bearer token's session.
    async fn logout(&self, ctx: &Context<'_>) -> AppResult<bool> {
        let viewer = ctx.viewer().await?;
        service::revoke_session(ctx.state(), &viewer.token).await?;
        ctx.state().auth_changes.announce().await;
        Ok(true)
    }

    /// spec 1 §7: sendPasswordResetEmail(email) returns email — the same answer whether or
    /// not the address has an account.
    async fn send_password_reset_email(&self, ctx: &Context<'_>, email: String) -> AppResult<SendPasswordResetEmailPayload> {
        service::request_reset(ctx.state(), &email).await?;
        Ok(SendPasswordResetEmailPayload { email })
    }

    /// spec 1 §7: resetPassword(password, token) returns token and user. The link works once,
    /// for one hour; every other session of the account is revoked.
    async fn reset_password(&self, ctx: &Context<'_>, password: String, token: String) -> AppResult<AuthPayload> {
        domain::auth::rules::validate_new_password(&password)?;
        let user_id = service::reset_user(ctx.state(), &token)
            .await?
            .ok_or_else(|| AppError::bad_input("token", "This password reset link is invalid, used or expired"))?;
        let hash = service::hash_password(&password).await?;
        let token_hash = service::token_hash(&token);
        let metadata = eventstore::Metadata { actor_user_id: Some(user_id), ..Default::default() };
        execute::<User>(ctx.state(), USER_STREAM, StreamId::Existing(user_id), &metadata, |_, _| {
            Ok((
                UserCommand::RecordPasswordChange { via: "reset".into() },
                vec![
                    SideEffect::ConsumeReset { token_hash: token_hash.clone() },
                    SideEffect::RevokeSessions { user_id },
                    SideEffect::SetPassword { user_id, password_hash: hash.clone() },
                ],
            ))
        })
        .await?;
        let session = service::create_session(ctx.state(), user_id).await?;
        payload(ctx, session).await
    }
}
