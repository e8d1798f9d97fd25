//! The schema's roots wrapped in their policy: each root field is admitted by its rule before
//! its resolver runs. Only root fields pass through here (nested fields cost nothing extra,
//! unlike an async-graphql extension, issue #17).

use std::borrow::Cow;
use std::pin::Pin;

use async_graphql::parser::types::Field;
use async_graphql::registry::Registry;
use async_graphql::{
    resolver_utils::{resolve_container, resolve_container_serial, ContainerType},
    Context, ContextSelectionSet, ObjectType, OutputType, Positioned, Response, ServerError, ServerResult, SubscriptionType, Value,
};
use futures::{Stream, StreamExt};

use super::{rule, Kind, Who};
use crate::auth::viewer::ContextExt;
use app::error::AppError;

/// Admits the caller of the root field in `ctx` under its rule (`Kind` of the root).
pub async fn admit(ctx: &Context<'_>, kind: Kind) -> Result<(), AppError> {
    let name = ctx.item.node.name.node.as_str();
    let Some(rule) = rule(kind, name) else {
        tracing::error!(operation = name, ?kind, "an operation without a policy rule was refused");
        return Err(AppError::forbidden());
    };
    if rule.who == Who::Anyone {
        return Ok(());
    }
    let viewer = ctx.viewer().await?;
    if rule.who.admits(&viewer.principal, ctx.state().config.organization_id) {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

fn refusal(ctx: &Context<'_>, error: AppError) -> ServerError {
    let error: async_graphql::Error = error.into();
    let mut error = error.into_server_error(ctx.item.pos);
    error.path = vec![async_graphql::PathSegment::Field(ctx.item.node.response_key().node.to_string())];
    error
}

/// A query or mutation root whose fields are admitted by the policy table.
#[derive(Default)]
pub struct Guarded<T, const MUTATION: bool>(pub T);

impl<T: ObjectType + ContainerType, const MUTATION: bool> ContainerType for Guarded<T, MUTATION> {
    async fn resolve_field(&self, ctx: &Context<'_>) -> ServerResult<Option<Value>> {
        let kind = if MUTATION { Kind::Mutation } else { Kind::Query };
        if let Err(e) = admit(ctx, kind).await {
            return Err(refusal(ctx, e));
        }
        self.0.resolve_field(ctx).await
    }

    async fn find_entity(&self, ctx: &Context<'_>, params: &Value) -> ServerResult<Option<Value>> {
        self.0.find_entity(ctx, params).await
    }
}

impl<T: ObjectType + ContainerType, const MUTATION: bool> OutputType for Guarded<T, MUTATION> {
    fn type_name() -> Cow<'static, str> {
        T::type_name()
    }

    fn create_type_info(registry: &mut Registry) -> String {
        T::create_type_info(registry)
    }

    async fn resolve(&self, ctx: &ContextSelectionSet<'_>, _field: &Positioned<Field>) -> ServerResult<Value> {
        if MUTATION {
            resolve_container_serial(ctx, self).await
        } else {
            resolve_container(ctx, self).await
        }
    }
}

impl<T: ObjectType + ContainerType, const MUTATION: bool> ObjectType for Guarded<T, MUTATION> {}

/// The subscription root, admitted the same way before its stream starts.
#[derive(Default)]
pub struct GuardedSubscription<T>(pub T);

impl<T: SubscriptionType> SubscriptionType for GuardedSubscription<T> {
    fn type_name() -> Cow<'static, str> {
        T::type_name()
    }

    fn create_type_info(registry: &mut Registry) -> String {
        T::create_type_info(registry)
    }

    fn create_field_stream<'a>(&'a self, ctx: &'a Context<'_>) -> Option<Pin<Box<dyn Stream<Item = Response> + Send + 'a>>> {
        let inner = self.0.create_field_stream(ctx)?;
        let admitted = async move {
            match admit(ctx, Kind::Subscription).await {
                Ok(()) => inner,
                Err(e) => futures::stream::once(futures::future::ready(Response::from_errors(vec![refusal(ctx, e)]))).boxed(),
            }
        };
        Some(futures::stream::once(admitted).flatten().boxed())
    }
}
