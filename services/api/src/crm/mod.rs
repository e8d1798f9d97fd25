//! The CRM (spec part 1 §2.4, §7): referral contacts, their activity and sync with the
//! external system. Read from the `crm` read model; writes are commands on the contact and
//! contact-event streams (`domain::marketing`).

pub mod mutation;
pub mod query;
pub mod map;
pub mod referrals;

use async_graphql::Context;

use crate::auth::viewer::{ContextExt, Viewer};
use projections::read::OrgScope;
use app::error::{AppError, AppResult};

/// The read model the CRM screens watch.
pub const TOPICS: &[&str] = &[projections::crm::NAME];

/// spec 1 §2.3 / issue 16: "CRM for admin, intake-management, intake only" (and overlords).
pub fn require_crm(viewer: &Viewer) -> AppResult<()> {
    let p = &viewer.principal;
    if p.holds_any(domain::organization::access::roles::INTAKE) {
        Ok(())
    } else {
        Err(AppError::forbidden())
    }
}

/// The organization whose contacts and activity the viewer's CRM shows and changes: the
/// signed-in user's own (issue #36: contacts are an organization's, as cases are).
pub fn crm_scope(ctx: &Context<'_>, viewer: &Viewer) -> OrgScope {
    ctx.org_scope(viewer.user.organization_id)
}
