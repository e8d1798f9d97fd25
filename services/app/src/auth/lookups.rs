//! The process-wide cache of what every request looks up before its resolvers run: the
//! organization of a user and the organization snapshot (users, roles, teams, memberships).
//! Issue #17: a warm request asks the database only for its session (one lookup by key, never
//! cached, so a sign-out on any replica is in force at once).
//!
//! Invalidation follows the log, never a clock (docs/decisions.md "Request overhead caches"):
//! every entry carries the [`Stamp`] current when its load *started*, and is served only while
//! the stamp is still current. The stamp moves
//! - on every authority change ([`AuthChanges`]: logout, deactivation, password, role or team
//!   change; this replica at commit, the others over the bus);
//! - on every announcement of the organization read model (`caseboard.projections.organization`,
//!   in-process or over NATS), so a role change is seen as soon as the read model has it;
//! - when this replica's mutation waited for the organization read model ([`Lookups::invalidate`]),
//!   so the next request here is right even before the announcement arrives.
//!
//! A load that overlapped a change is not kept (its stamp is already old). [`SAFETY_TTL`]
//! bounds an entry's life only against a lost announcement (NATS core delivers at most once,
//! and not across a reconnect); it is not what makes a change effective.

use std::any::Any;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use eventstore::Bus;
use futures::StreamExt;

use super::changes::AuthChanges;

/// A user's authority as their stream has it.
#[derive(Debug, Clone, PartialEq)]
pub struct Authority {
    pub organization_id: i64,
    pub role_ids: Vec<i64>,
    pub active: bool,
}

/// The longest an entry is served without a reload, should an announcement be lost.
pub const SAFETY_TTL: Duration = Duration::from_secs(10);
/// Entries per map; past it the map starts over (a firm has hundreds of users, a few
/// thousand live sessions at most).
pub const MAX_ENTRIES: usize = 20_000;

/// The bus subject of the organization read model's announcements.
pub fn organization_subject() -> String {
    format!("{}.{}", eventstore::bus::PROJECTIONS_PREFIX, projections::organization::NAME)
}

/// (authority epoch, organization read-model epoch) when a load started.
pub type Stamp = (u64, u64);

struct Entry<V> {
    value: V,
    stamp: Stamp,
    loaded: Instant,
}

/// One map of cached lookups, valid per [`Stamp`].
pub struct StampedMap<K, V> {
    entries: Mutex<HashMap<K, Entry<V>>>,
    ttl: Duration,
}

impl<K: Eq + Hash, V: Clone> StampedMap<K, V> {
    pub fn new(ttl: Duration) -> Self {
        StampedMap { entries: Mutex::new(HashMap::new()), ttl }
    }

    /// The value if it was loaded under `now` (the current stamp) and is younger than the TTL.
    pub fn get(&self, key: &K, now: Stamp) -> Option<V> {
        let mut entries = self.entries.lock().unwrap();
        match entries.get(key) {
            Some(e) if e.stamp == now && e.loaded.elapsed() < self.ttl => Some(e.value.clone()),
            Some(_) => {
                entries.remove(key);
                None
            }
            None => None,
        }
    }

    /// Keeps a value loaded under `started` if nothing changed since (`now == started`).
    pub fn put(&self, key: K, value: V, started: Stamp, now: Stamp) {
        if started != now {
            return;
        }
        let mut entries = self.entries.lock().unwrap();
        if entries.len() >= MAX_ENTRIES {
            entries.retain(|_, e| e.stamp == now && e.loaded.elapsed() < self.ttl);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        entries.insert(key, Entry { value, stamp: started, loaded: Instant::now() });
    }

    pub fn len(&self) -> usize {
        self.entries.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The process-wide lookups (one per [`crate::state::AppState`]).
pub struct Lookups {
    auth: Arc<AuthChanges>,
    organization_epoch: AtomicU64,
    /// The authority epoch as it stood at the last organization read-model announcement. An
    /// authority change is announced at its commit, before the read model has it; until the
    /// read model's next announcement a load may still read the old rows, so nothing loaded
    /// in between is kept (it is served once, from the database, and read again next time).
    settled_authority: AtomicU64,
    /// False when this process cannot hear the organization read model's announcements: then
    /// nothing is served from the cache.
    enabled: AtomicBool,
    /// The organization of a user (fixed at registration).
    pub user_organizations: StampedMap<i64, i64>,
    /// Organization snapshots by organization id; the api crate's `OrgData`.
    pub organizations: StampedMap<i64, Arc<dyn Any + Send + Sync>>,
    /// Each user's roles and activity folded from their stream (`super::authority`), stamped
    /// by the authority epoch alone: never waits for a read model.
    pub authorities: StampedMap<i64, Authority>,
}

impl Lookups {
    /// A cache with no listener (tests); [`Lookups::start`] is what processes use.
    pub fn new(auth: Arc<AuthChanges>, ttl: Duration) -> Lookups {
        let settled = auth.current();
        Lookups {
            auth,
            organization_epoch: AtomicU64::new(0),
            settled_authority: AtomicU64::new(settled),
            enabled: AtomicBool::new(true),
            user_organizations: StampedMap::new(ttl),
            organizations: StampedMap::new(ttl),
            authorities: StampedMap::new(ttl),
        }
    }

    /// Starts listening to the organization read model's announcements (authority changes
    /// come through `auth`, which listens to its own subject).
    /// `CASEBOARD_LOOKUP_CACHE=off` turns the cache off (every request reads the database, as
    /// before issue #17): a diagnostic switch and the benchmark's baseline.
    pub async fn start(bus: Arc<dyn Bus>, auth: Arc<AuthChanges>) -> Arc<Lookups> {
        let lookups = Arc::new(Lookups::new(auth, SAFETY_TTL));
        if std::env::var("CASEBOARD_LOOKUP_CACHE").is_ok_and(|v| v.eq_ignore_ascii_case("off")) {
            lookups.enabled.store(false, Ordering::SeqCst);
            tracing::info!("request lookups cache off (CASEBOARD_LOOKUP_CACHE=off)");
            return lookups;
        }
        match bus.subscribe(&organization_subject()).await {
            Ok(mut stream) => {
                let l = lookups.clone();
                tokio::spawn(async move {
                    while stream.next().await.is_some() {
                        l.read_model_announced();
                    }
                    // The bus is gone: nothing could tell this cache about a change any more.
                    l.enabled.store(false, Ordering::SeqCst);
                    l.invalidate();
                    tracing::warn!("organization announcements ended: request lookups go to the database");
                });
            }
            Err(e) => {
                lookups.enabled.store(false, Ordering::SeqCst);
                tracing::error!(error = %e, "organization announcements not heard: request lookups go to the database");
            }
        }
        lookups
    }

    /// The stamp now; `None` when the cache is off.
    pub fn stamp(&self) -> Option<Stamp> {
        self.enabled.load(Ordering::SeqCst).then(|| (self.auth.current(), self.organization_epoch.load(Ordering::SeqCst)))
    }

    /// Everything cached so far is stale (the organization read model changed).
    pub fn invalidate(&self) {
        self.organization_epoch.fetch_add(1, Ordering::SeqCst);
    }

    /// The organization read model announced a change: it has every authority change
    /// announced before (they commit before it projects them), so loads may be kept again.
    pub fn read_model_announced(&self) {
        self.settled_authority.store(self.auth.current(), Ordering::SeqCst);
        self.invalidate();
    }

    /// A cached value of `map` under the current stamp.
    pub fn get<K: Eq + Hash, V: Clone>(&self, map: &StampedMap<K, V>, key: &K) -> Option<V> {
        map.get(key, self.stamp()?)
    }

    /// Keeps a value loaded under `started` (taken with [`Lookups::stamp`] before the load).
    pub fn put<K: Eq + Hash, V: Clone>(&self, map: &StampedMap<K, V>, key: K, value: V, started: Option<Stamp>) {
        if self.auth.current() != self.settled_authority.load(Ordering::SeqCst) {
            return; // an authority change the read model has not announced yet
        }
        if let (Some(started), Some(now)) = (started, self.stamp()) {
            map.put(key, value, started, now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lookups() -> (Arc<eventstore::InProcessBus>, Arc<AuthChanges>) {
        let bus = Arc::new(eventstore::InProcessBus::new());
        let auth = AuthChanges::start(bus.clone()).await;
        (bus, auth)
    }

    #[tokio::test]
    async fn an_entry_is_served_until_authority_or_the_organization_changes() {
        let (bus, auth) = lookups().await;
        let cache = Lookups::start(bus.clone(), auth.clone()).await;
        let started = cache.stamp();
        cache.put(&cache.organizations, 2, Arc::new("snapshot") as Arc<dyn Any + Send + Sync>, started);
        assert!(cache.get(&cache.organizations, &2).is_some());

        // A role change or deactivation (announced on this replica) ends it at once.
        auth.announce().await;
        assert!(cache.get(&cache.organizations, &2).is_none());
        // Until the organization read model announces it has the change, a load may have read
        // the old rows: it is not kept.
        cache.put(&cache.user_organizations, 5, 2, cache.stamp());
        assert_eq!(cache.get(&cache.user_organizations, &5), None, "kept before the read model had the change");

        // The read model's announcement (from any process, over the bus): loads are kept again…
        let announce = || async { bus.publish(&organization_subject(), bytes::Bytes::from_static(b"{\"position\":9,\"entities\":[\"user:5\"]}")).await };
        announce().await.unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            cache.put(&cache.user_organizations, 5, 2, cache.stamp());
            if cache.get(&cache.user_organizations, &5) == Some(2) {
                break;
            }
            assert!(Instant::now() < deadline, "the announcement never settled the authority change");
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        // …and the next announcement ends them.
        announce().await.unwrap();
        while cache.get(&cache.user_organizations, &5).is_some() {
            assert!(Instant::now() < deadline, "the announcement never invalidated the entry");
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }

    #[tokio::test]
    async fn a_load_that_overlapped_a_change_is_not_kept() {
        let (_, auth) = lookups().await;
        let cache = Lookups::new(auth, SAFETY_TTL);
        let started = cache.stamp();
        // The read model changed while the (old) rows were being read.
        cache.invalidate();
        cache.put(&cache.user_organizations, 7, 2, started);
        assert_eq!(cache.get(&cache.user_organizations, &7), None);
        assert!(cache.user_organizations.is_empty());
    }

    #[tokio::test]
    async fn the_safety_ttl_bounds_an_entry_whose_change_was_never_announced() {
        let (_, auth) = lookups().await;
        let cache = Lookups::new(auth, Duration::from_millis(30));
        cache.put(&cache.user_organizations, 7, 2, cache.stamp());
        assert_eq!(cache.get(&cache.user_organizations, &7), Some(2));
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert_eq!(cache.get(&cache.user_organizations, &7), None);
    }

    #[test]
    fn a_full_map_starts_over_instead_of_growing() {
        let map: StampedMap<i64, i64> = StampedMap::new(SAFETY_TTL);
        for k in 0..(MAX_ENTRIES as i64 + 10) {
            map.put(k, k, (0, 0), (0, 0));
        }
        assert!(map.len() <= MAX_ENTRIES);
        assert_eq!(map.get(&(MAX_ENTRIES as i64 + 9), (0, 0)), Some(MAX_ENTRIES as i64 + 9));
    }
}
