//! The organization snapshots of a request: the read model's readers are
//! `projections::organization::read`; an organization loaded whole is kept process-wide until
//! the read model announces a change (`app::auth::lookups`), and per request (`OrgCache`).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use app::auth::lookups::Lookups;
use projections::organization::read::{organization_of_user, OrgData};
use sqlx::AnyPool;

use app::error::AppResult;
use app::state::AppState;

/// Per-request snapshot cache in front of the process-wide one (`app::auth::lookups`): a
/// request sees one snapshot per organization throughout, and a warm request asks the database
/// nothing. After [`OrgCache::clear`] (a mutation's payload) it reads fresh rows.
#[derive(Default)]
pub struct OrgCache {
    local: Mutex<HashMap<i64, Arc<OrgData>>>,
    shared: Option<Arc<Lookups>>,
    fresh: AtomicBool,
}

impl OrgCache {
    /// The cache of one request (or socket) of this process.
    pub fn shared(state: &AppState) -> OrgCache {
        OrgCache { shared: Some(state.lookups.clone()), ..OrgCache::default() }
    }

    pub async fn get(&self, pool: &AnyPool, organization_id: i64) -> AppResult<Option<Arc<OrgData>>> {
        if let Some(hit) = self.local.lock().unwrap().get(&organization_id) {
            return Ok(Some(hit.clone()));
        }
        let shared = self.shared.as_ref();
        if !self.fresh.load(Ordering::Relaxed) {
            let hit = shared.and_then(|l| l.get(&l.organizations, &organization_id)).and_then(|d| d.downcast::<OrgData>().ok());
            if let Some(hit) = hit {
                self.local.lock().unwrap().insert(organization_id, hit.clone());
                return Ok(Some(hit));
            }
        }
        let started = shared.and_then(|l| l.stamp());
        let Some(data) = OrgData::load(pool, organization_id).await? else { return Ok(None) };
        let data = Arc::new(data);
        if let Some(l) = shared {
            l.put(&l.organizations, organization_id, data.clone() as Arc<dyn std::any::Any + Send + Sync>, started);
        }
        self.local.lock().unwrap().insert(organization_id, data.clone());
        Ok(Some(data))
    }

    /// Forgets everything (after a mutation, so its payload reads fresh rows).
    pub fn clear(&self) {
        self.local.lock().unwrap().clear();
        self.fresh.store(true, Ordering::Relaxed);
    }
}

/// [`organization_of_user`] through the process-wide cache (a user's organization is fixed at
/// registration; an unknown user is never cached).
pub async fn cached_organization_of_user(state: &AppState, user_id: i64) -> AppResult<Option<i64>> {
    let lookups = &state.lookups;
    if let Some(org) = lookups.get(&lookups.user_organizations, &user_id) {
        return Ok(Some(org));
    }
    let started = lookups.stamp();
    let org = organization_of_user(state.db.pool(), user_id).await?;
    if let Some(org) = org {
        lookups.put(&lookups.user_organizations, user_id, org, started);
    }
    Ok(org)
}
