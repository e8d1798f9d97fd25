//! One command of the workload per system, each on its own scratch database.

use std::convert::Infallible;

use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPoolOptions;
use sqlx::{Executor, PgPool};

pub const ALL: [&str; 6] = ["caseboard", "caseboard-before", "caseboard-cmd", "cqrs-es", "esrs", "raw-insert"];

/// The event: the shape of `caseboard bench append`'s `user_updated`.
fn payload(n: u64) -> serde_json::Value {
    serde_json::json!({
        "user_id": 1, "first_name": "Bench", "last_name": format!("User {n}"), "email": "bench@caseboard.demo",
        "staff_code": null, "sa_contact_id": null, "capacity": (n % 50) as i64, "active": true
    })
}

// ---- cqrs-es ------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Noted {
    payload: serde_json::Value,
}

impl cqrs_es::DomainEvent for Noted {
    fn event_type(&self) -> String {
        "user_updated".into()
    }
    fn event_version(&self) -> String {
        "1".into()
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct CqrsStream {
    version: u64,
}

/// cqrs-es wants an error type; the bench command never fails.
#[derive(Debug)]
pub struct Never;

impl std::fmt::Display for Never {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("never")
    }
}
impl std::error::Error for Never {}

impl cqrs_es::Aggregate for CqrsStream {
    const TYPE: &'static str = "bench";
    type Command = u64;
    type Event = Noted;
    type Error = Never;
    type Services = ();

    async fn handle(&mut self, n: u64, _: &(), sink: &cqrs_es::event_sink::EventSink<Self>) -> Result<(), Never> {
        sink.write(Noted { payload: payload(n) }, self).await;
        Ok(())
    }

    fn apply(&mut self, _: Noted) {
        self.version += 1;
    }
}

// ---- esrs ---------------------------------------------------------------------------------

pub struct EsrsStream;

impl esrs::Aggregate for EsrsStream {
    const NAME: &'static str = "bench";
    type State = u64;
    type Command = u64;
    type Event = Noted;
    type Error = Infallible;

    fn handle_command(_: &u64, n: u64) -> Result<Vec<Noted>, Infallible> {
        Ok(vec![Noted { payload: payload(n) }])
    }

    fn apply_event(state: u64, _: Noted) -> u64 {
        state + 1
    }
}

// ---- the systems --------------------------------------------------------------------------

enum Kind {
    Caseboard(eventstore::EventStore),
    CaseboardCmd(eventstore::EventStore),
    Before(eventstore::Db),
    Cqrs(postgres_es::PostgresCqrs<CqrsStream>),
    Esrs(esrs::manager::AggregateManager<esrs::store::postgres::PgStore<EsrsStream>>),
    Raw(PgPool),
}

pub struct System {
    name: &'static str,
    kind: Kind,
    admin: String,
    database: String,
    pools: Vec<PgPool>,
}

async fn pool(url: &str) -> anyhow::Result<PgPool> {
    Ok(PgPoolOptions::new().max_connections(16).connect(url).await?)
}

impl System {
    pub async fn start(name: &str, admin_url: &str) -> anyhow::Result<System> {
        let name: &'static str = ALL.iter().find(|s| **s == name).ok_or_else(|| anyhow::anyhow!("unknown system {name}"))?;
        let database = format!("peer_bench_{}_{}", name.replace('-', "_"), uuid::Uuid::new_v4().simple());
        let admin = pool(admin_url).await?;
        admin.execute(format!("CREATE DATABASE {database}").as_str()).await?;
        admin.close().await;
        let (server, _) = admin_url.rsplit_once('/').ok_or_else(|| anyhow::anyhow!("the URL names no database"))?;
        let url = format!("{server}/{database}");
        let mut pools = vec![];
        let kind = match name {
            "caseboard" | "caseboard-cmd" => {
                let db = eventstore::Db::connect(&url).await?;
                db.migrate().await?;
                let store = eventstore::EventStore::new(db, eventstore::Upcasters::new());
                if name == "caseboard" {
                    Kind::Caseboard(store)
                } else {
                    Kind::CaseboardCmd(store)
                }
            }
            "caseboard-before" => {
                let db = eventstore::Db::connect(&url).await?;
                db.migrate().await?;
                Kind::Before(db)
            }
            "cqrs-es" => {
                let p = pool(&url).await?;
                // postgres-es's db/init.sql (the events table; no snapshots are used).
                p.execute(
                    "CREATE TABLE events (aggregate_type text NOT NULL, aggregate_id text NOT NULL, \
                     sequence bigint CHECK (sequence >= 0) NOT NULL, event_type text NOT NULL, event_version text NOT NULL, \
                     payload json NOT NULL, metadata json NOT NULL, PRIMARY KEY (aggregate_type, aggregate_id, sequence))",
                )
                .await?;
                pools.push(p.clone());
                Kind::Cqrs(postgres_es::postgres_cqrs(p, vec![], ()))
            }
            "esrs" => {
                let p = pool(&url).await?;
                pools.push(p.clone());
                let store = esrs::store::postgres::PgStoreBuilder::<EsrsStream>::new(p).try_build().await?;
                Kind::Esrs(esrs::manager::AggregateManager::new(store))
            }
            _ => {
                let p = pool(&url).await?;
                p.execute("CREATE TABLE raw_events (position BIGSERIAL PRIMARY KEY, stream_id TEXT NOT NULL, payload JSONB NOT NULL)")
                    .await?;
                pools.push(p.clone());
                Kind::Raw(p)
            }
        };
        Ok(System { name, kind, admin: admin_url.to_string(), database, pools })
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    pub fn group_commit_stats(&self) -> Option<eventstore::GroupCommitStats> {
        match &self.kind {
            Kind::Caseboard(store) | Kind::CaseboardCmd(store) => Some(store.group_commit_stats()),
            _ => None,
        }
    }

    /// One command: one event on the new stream `stream`.
    pub async fn command(&self, stream: &str, n: u64) -> anyhow::Result<()> {
        match &self.kind {
            Kind::Caseboard(store) => {
                let event = eventstore::NewEvent { event_type: "user_updated".into(), schema_version: 1, payload: payload(n) };
                store.append("bench", stream, eventstore::ExpectedVersion::NoStream, &[event], &Default::default()).await?;
            }
            Kind::CaseboardCmd(store) => {
                let current = store.read_stream(stream).await?.len() as i64;
                let event = eventstore::NewEvent { event_type: "user_updated".into(), schema_version: 1, payload: payload(n) };
                store.append("bench", stream, eventstore::ExpectedVersion::Exact(current), &[event], &Default::default()).await?;
            }
            Kind::Before(db) => before_append(db, stream, n).await?,
            Kind::Cqrs(cqrs) => cqrs.execute(stream, n).await.map_err(|e| anyhow::anyhow!("cqrs-es: {e}"))?,
            Kind::Esrs(manager) => {
                // esrs keys aggregates by UUID; every command is on a new stream.
                let id = uuid::Uuid::new_v4();
                let state = manager.load(id).await?.unwrap_or_else(|| esrs::AggregateState::with_id(id));
                manager.handle_command(state, n).await?.map_err(|e| anyhow::anyhow!("esrs: {e}"))?;
            }
            Kind::Raw(p) => {
                sqlx::query("INSERT INTO raw_events (stream_id, payload) VALUES ($1, $2)")
                    .bind(stream)
                    .bind(sqlx::types::Json(payload(n)))
                    .execute(p)
                    .await?;
            }
        }
        Ok(())
    }

    pub async fn finish(&self) {
        match &self.kind {
            Kind::Caseboard(store) | Kind::CaseboardCmd(store) => store.db().pool().close().await,
            Kind::Before(db) => db.pool().close().await,
            _ => {}
        }
        for p in &self.pools {
            p.close().await;
        }
        if let Ok(admin) = pool(&self.admin).await {
            let _ = admin.execute(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.database).as_str()).await;
            admin.close().await;
        }
    }
}

/// Caseboard's append before group commit (the code of `EventStore::append_in_at` up to
/// commit 6300783), statement for statement: BEGIN; the advisory lock; the stream's version;
/// one INSERT per event; COMMIT — five round trips, the lock held through the last three.
async fn before_append(db: &eventstore::Db, stream: &str, n: u64) -> anyhow::Result<()> {
    use sqlx::Row;
    let mut tx = db.begin_write().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(726_001i64).execute(&mut *tx).await?;
    let current: i64 = sqlx::query("SELECT COALESCE(MAX(stream_version), 0) AS v FROM events WHERE stream_id = $1")
        .bind(stream)
        .fetch_one(&mut *tx)
        .await?
        .try_get::<i64, _>(0)?;
    anyhow::ensure!(current == 0, "a new stream");
    let metadata = serde_json::to_string(&eventstore::Metadata::default())?;
    sqlx::query(
        "INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at) \
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::timestamptz) RETURNING position",
    )
    .bind(uuid::Uuid::now_v7().to_string())
    .bind(stream)
    .bind("bench")
    .bind(current + 1)
    .bind("user_updated")
    .bind(1i64)
    .bind(payload(n).to_string())
    .bind(metadata)
    .bind(eventstore::time::now_text())
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
