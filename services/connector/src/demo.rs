//! The built-in demo system: a deterministic, in-process stand-in for the external
//! case-management system, used by the embedded profile so that contact search and sync work
//! without one. Its contacts are the same on every run; it accepts every write-back.
//!
//! With `[connector] demo_live_rate` > 0 it is alive (`demo_live`): new leads, notes and
//! status changes appear in real time through `fetch_facts`. For reconciliation it answers
//! like a real system: the demo history (which it originated, written straight into the log
//! by `services/demo`) as the read models mirror it, since it took every write-back at once,
//! plus its live cases, which are missing in Caseboard until they are pulled.

use std::sync::{Mutex, OnceLock};

use async_trait::async_trait;
use chrono::{TimeZone, Utc};

use crate::demo_live::LiveDemo;
use crate::port::{name_matches, CaseSnapshot, CaseSystem, ConnectorError, CreatedCase, ExternalContact, Fact, FactPage, WriteBackItem};

/// Cities the demo firm's offices serve, with their centres (spec 3 §2.14: the providers map
/// centres on Utah, with Idaho and Washington choices).
const CITIES: [(&str, &str, &str, f64, f64); 8] = [
    ("Sandy", "UT", "84070", 40.5649, -111.8389),
    ("Salt Lake City", "UT", "84111", 40.7608, -111.8910),
    ("Provo", "UT", "84601", 40.2338, -111.6585),
    ("Ogden", "UT", "84401", 41.2230, -111.9738),
    ("Meridian", "ID", "83642", 43.6121, -116.3915),
    ("Boise", "ID", "83702", 43.6150, -116.2023),
    ("Spokane Valley", "WA", "99216", 47.6732, -117.2394),
    ("Tacoma", "WA", "98402", 47.2529, -122.4443),
];

const FAMILY_NAMES: [&str; 12] =
    ["Alder", "Birch", "Cedar", "Dalton", "Ellis", "Fairview", "Granite", "Harbor", "Ivins", "Juniper", "Kearns", "Lakeside"];

/// (contact type, name suffix, saCtg)
const KINDS: [(&str, &str, i64); 6] = [
    ("Chiropractor", "Chiropractic", 2),
    ("Medical Provider", "Spine & Injury", 2),
    ("Physical Therapy", "Physical Therapy", 2),
    ("Imaging", "Imaging Center", 2),
    ("Attorney", "Law Group", 3),
    ("Body Shop", "Collision Repair", 4),
];

const STREETS: [&str; 6] = ["Main St", "State St", "Center St", "University Ave", "Broadway", "Highland Dr"];

/// How many contacts the demo system knows.
pub const DEMO_CONTACTS: usize = 72;

/// A small deterministic generator (64-bit LCG): the same contacts on every machine.
fn lcg(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        state >> 33
    }
}

/// The demo system's contacts, by `saId`.
pub fn demo_contacts() -> Vec<ExternalContact> {
    (0..DEMO_CONTACTS)
        .map(|i| {
            let mut next = lcg(i as u64 + 1);
            let family = FAMILY_NAMES[i % FAMILY_NAMES.len()];
            let (contact_type, suffix, ctg) = KINDS[(i / FAMILY_NAMES.len()) % KINDS.len()];
            let (city, state, zip, lat, lng) = CITIES[(next() % CITIES.len() as u64) as usize];
            // Within ~8 km of the city centre, rounded to 5 decimals (about a metre).
            let jitter = |r: u64| ((r % 14_000) as f64 / 100_000.0) - 0.07;
            let round = |v: f64| (v * 100_000.0).round() / 100_000.0;
            let (lat, lng) = (round(lat + jitter(next())), round(lng + jitter(next())));
            let street = STREETS[(next() % STREETS.len() as u64) as usize];
            let number = 100 + next() % 9_800;
            let phone = format!("(801) 555-{:04}", 1000 + i);
            let name = format!("{family} {suffix}");
            let domain = name.to_lowercase().replace(['&', ' '], "");
            ExternalContact {
                sa_id: 70_001 + i as i64,
                sa_ctg: Some(ctg),
                name,
                contact_type: Some(contact_type.to_string()),
                address: Some(format!("{number} {street}")),
                city: Some(city.to_string()),
                state: Some(state.to_string()),
                zip: Some(zip.to_string()),
                phone: Some(phone),
                email: Some(format!("office@{domain}.example")),
                lat: Some(lat),
                lng: Some(lng),
                updated_at: Some(Utc.with_ymd_and_hms(2026, 1, 5, 16, 0, 0).unwrap()),
            }
        })
        .collect()
}

/// The demo system. Pushes are kept in memory (the last thousand) so a demo can show them.
pub struct DemoSystem {
    contacts: Vec<ExternalContact>,
    pushed: Mutex<Vec<WriteBackItem>>,
    /// The next case id this system hands out (see `first_case_id`).
    next_case_id: std::sync::atomic::AtomicI64,
    created: Mutex<std::collections::HashMap<String, CreatedCase>>,
    /// The live simulation, when on.
    live: Option<LiveDemo>,
    /// When this instance started: a first pull (no cursor) starts here.
    started: chrono::DateTime<Utc>,
    /// The database whose read models hold the history this system originated.
    mirror: OnceLock<sqlx::AnyPool>,
}

/// Case ids the demo system allocates: ten per second since 2026-01-01 above one million, so
/// a restarted server never hands out an id an earlier run did (unless that run created more
/// than ten leads a second), and they stay clear of the demo history's ids (below one million).
fn first_case_id() -> i64 {
    let since = chrono::Utc::now().timestamp() - 1_767_225_600;
    1_000_000 + since.max(0) * 10
}

impl Default for DemoSystem {
    fn default() -> Self {
        DemoSystem {
            contacts: demo_contacts(),
            pushed: Mutex::new(vec![]),
            next_case_id: std::sync::atomic::AtomicI64::new(first_case_id()),
            created: Mutex::new(Default::default()),
            live: None,
            started: Utc::now(),
            mirror: OnceLock::new(),
        }
    }
}

impl DemoSystem {
    pub fn new() -> Self {
        Self::default()
    }

    /// A live demo system (`rate` > 0 leads an hour; otherwise the same as [`DemoSystem::new`]).
    pub fn with_live(live: Option<LiveDemo>) -> Self {
        DemoSystem { live: live.filter(|l| l.rate > 0.0 && !l.offices.is_empty()), ..Self::default() }
    }

    /// Lets the system answer snapshots of the demo history from the database's read models.
    pub fn set_mirror(&self, pool: sqlx::AnyPool) {
        let _ = self.mirror.set(pool);
    }

    /// The write-backs this instance accepted, oldest first.
    pub fn pushed(&self) -> Vec<WriteBackItem> {
        self.pushed.lock().expect("demo push log").clone()
    }
}

/// Settled cases the live demo books its fees on: the firm's, as the read models hold them.
async fn settled_cases(pool: &sqlx::AnyPool) -> Result<Vec<i64>, sqlx::Error> {
    use sqlx::Row;
    let rows = sqlx::query("SELECT DISTINCT case_id FROM fee_settlements ORDER BY case_id LIMIT 1000").fetch_all(pool).await?;
    rows.iter().map(|r| r.try_get::<i64, _>("case_id")).collect()
}

#[async_trait]
impl CaseSystem for DemoSystem {
    fn name(&self) -> &'static str {
        "demo"
    }

    async fn search_contacts(&self, query: &str, limit: usize) -> Result<Vec<ExternalContact>, ConnectorError> {
        let mut found: Vec<ExternalContact> = self.contacts.iter().filter(|c| name_matches(&c.name, query)).cloned().collect();
        found.sort_by(|a, b| a.name.cmp(&b.name).then(a.sa_id.cmp(&b.sa_id)));
        found.truncate(limit);
        Ok(found)
    }

    async fn sync_contacts(&self) -> Result<Vec<ExternalContact>, ConnectorError> {
        Ok(self.contacts.clone())
    }

    /// The demo firm's case history is written by the demo generator (`services/demo`),
    /// not pulled from here; the live simulation's facts are.
    async fn fetch_facts(&self, after: Option<&str>, limit: usize) -> Result<FactPage, ConnectorError> {
        let Some(live) = &self.live else { return Ok(FactPage::default()) };
        let settled = match self.mirror.get() {
            Some(pool) => settled_cases(pool).await.map_err(|e| ConnectorError::Unavailable(e.to_string()))?,
            None => vec![],
        };
        let (facts, next) = live.facts_between(after, self.started, Utc::now(), limit, &settled);
        // The newest fact's time, for the sync's lag (`docs/import-format.md`).
        let newest_at = facts.iter().map(|f| f.at).max();
        Ok(FactPage { facts: facts.into_iter().map(|f| f.fact).collect(), next, newest_at })
    }

    async fn case_snapshot(
        &self,
        _updated_after: Option<chrono::DateTime<Utc>>,
        after_case_id: Option<i64>,
        limit: usize,
    ) -> Result<Vec<CaseSnapshot>, ConnectorError> {
        let mut cases = match self.mirror.get() {
            Some(pool) => crate::reconcile::read_page(pool, after_case_id, limit).await.map_err(|e| ConnectorError::Unavailable(e.to_string()))?,
            None => vec![],
        };
        if let Some(live) = &self.live {
            let known: std::collections::BTreeSet<i64> = cases.iter().map(|c| c.case_id).collect();
            let fresh = live.snapshots_after(after_case_id, self.started, Utc::now(), limit);
            cases.extend(fresh.into_iter().filter(|c| !known.contains(&c.case_id)));
            cases.sort_by_key(|c| c.case_id);
            cases.truncate(limit);
        }
        Ok(cases)
    }

    async fn fetch_case_facts(&self, case_id: i64) -> Result<Vec<Fact>, ConnectorError> {
        Ok(self.live.as_ref().map(|l| l.facts_of_case(case_id, Utc::now())).unwrap_or_default())
    }

    async fn push(&self, item: &WriteBackItem) -> Result<(), ConnectorError> {
        let mut pushed = self.pushed.lock().expect("demo push log");
        if pushed.len() >= 1_000 {
            pushed.remove(0);
        }
        pushed.push(item.clone());
        Ok(())
    }

    async fn create_case(&self, _lead: &serde_json::Value, idempotency_key: &str) -> Result<CreatedCase, ConnectorError> {
        let mut created = self.created.lock().expect("demo created cases");
        if let Some(done) = created.get(idempotency_key) {
            return Ok(done.clone());
        }
        let case_id = self.next_case_id.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let case = CreatedCase { case_id, contact_id: Some(case_id + 5_000_000_000), case_number: Some(format!("DEMO-{case_id}")) };
        created.insert(idempotency_key.to_string(), case.clone());
        Ok(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_demo_system_is_deterministic_searchable_and_accepts_every_push() {
        // brief: "a deterministic in-process implementation of the port (contacts with names,
        // addresses, lat/lng; search by name; sync returns them)"
        let a = DemoSystem::new();
        let b = DemoSystem::new();
        let all = a.sync_contacts().await.unwrap();
        assert_eq!(all.len(), DEMO_CONTACTS);
        assert_eq!(all, b.sync_contacts().await.unwrap(), "same contacts on every run");
        assert!(all.iter().all(|c| c.lat.is_some() && c.lng.is_some() && c.address.is_some() && !c.name.is_empty()));
        let mut ids: Vec<i64> = all.iter().map(|c| c.sa_id).collect();
        ids.dedup();
        assert_eq!(ids.len(), DEMO_CONTACTS, "saIds are unique");
        for c in &all {
            let (lat, lng) = (c.lat.unwrap(), c.lng.unwrap());
            assert!((40.0..48.0).contains(&lat) && (-123.0..-111.0).contains(&lng), "{} is in UT/ID/WA", c.name);
        }

        let found = a.search_contacts("alder chiro", 10).await.unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "Alder Chiropractic");
        let law = a.search_contacts("LAW group", 100).await.unwrap();
        assert_eq!(law.len(), FAMILY_NAMES.len());
        assert!(law.windows(2).all(|w| w[0].name <= w[1].name), "sorted by name");
        assert_eq!(a.search_contacts("law", 3).await.unwrap().len(), 3, "limit applies");
        assert!(a.search_contacts("   ", 10).await.unwrap().is_empty());

        let item = WriteBackItem {
            id: "w1".into(),
            kind: "note_added".into(),
            case_id: Some(1),
            payload: serde_json::json!({"case_id": 1}),
            created_at: "2026-01-01T00:00:00.000000Z".into(),
            attempts: 0,
        };
        a.push(&item).await.unwrap();
        assert_eq!(a.pushed(), vec![item]);
    }
}
