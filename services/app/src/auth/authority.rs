//! Who a user is allowed to be, decided from the write side (issue #36 §5): the roles and the
//! activity a request runs with are folded from the user's own stream, never read from a read
//! model that may lag. With the projector stopped, a demoted admin is demoted on every replica
//! as soon as the change commits: this replica drops its cached authority at commit, the
//! others when the authority change reaches them over the bus (`AuthChanges`), within
//! `lookups::SAFETY_TTL` should that announcement be lost.

use domain::organization::{User, USER_STREAM};
use domain::Aggregate;

use crate::error::{AppError, AppResult};
use crate::state::AppState;
pub use super::lookups::Authority;


/// The authority of `user_id` from their stream (cached per authority epoch); none when the
/// user has no stream.
pub async fn of_user(state: &AppState, user_id: i64) -> AppResult<Option<Authority>> {
    let stamp = || (state.auth_changes.current(), 0);
    let started = stamp();
    if let Some(a) = state.lookups.authorities.get(&user_id, started) {
        return Ok(Some(a));
    }
    let stream = domain::organization::stream_id(USER_STREAM, user_id);
    let recorded = state.store.read_stream(&stream).await?;
    if recorded.is_empty() {
        return Ok(None);
    }
    let events: Vec<<User as Aggregate>::Event> = recorded.iter().map(|e| e.decode()).collect::<Result<_, _>>().map_err(AppError::internal)?;
    let user = User::fold(&events);
    let authority = Authority { organization_id: user.organization_id, role_ids: user.profile.role_ids.clone().unwrap_or_default(), active: user.profile.active };
    state.lookups.authorities.put(user_id, authority.clone(), started, stamp());
    Ok(Some(authority))
}
