//! `caseboard bench append|rebuild`: first numbers for docs/benchmarks.md. Always runs on a
//! scratch database (a fresh SQLite file in the data dir, or a fresh PostgreSQL database on
//! the configured server) so that it never touches real data.

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::config::Config;
use app::state::AppState;
use eventstore::{ExpectedVersion, Metadata, NewEvent, Source};

struct Scratch {
    admin_url: Option<String>,
    name: String,
}

async fn scratch_config(mut config: Config) -> anyhow::Result<(Config, Scratch)> {
    let name = format!("caseboard_bench_{}", uuid::Uuid::new_v4().simple());
    if config.database_url.is_empty() {
        let dir = config.data_dir.join("bench");
        std::fs::create_dir_all(&dir)?;
        config.data_dir = dir;
        let file = config.data_dir.join("caseboard.sqlite");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
        }
        return Ok((config, Scratch { admin_url: None, name }));
    }
    let base = config.database_url.clone();
    let (server, _) = base.rsplit_once('/').ok_or_else(|| anyhow::anyhow!("DATABASE_URL has no database name"))?;
    let admin = eventstore::Db::connect(&format!("{server}/postgres")).await?;
    sqlx_exec(&admin, &format!("CREATE DATABASE {name}")).await?;
    config.database_url = format!("{server}/{name}");
    Ok((config, Scratch { admin_url: Some(format!("{server}/postgres")), name }))
}

async fn sqlx_exec(db: &eventstore::Db, sql: &str) -> anyhow::Result<()> {
    use sqlx::Executor;
    db.pool().execute(sql).await?;
    Ok(())
}

impl Scratch {
    async fn drop_database(self) {
        if let Some(url) = self.admin_url {
            if let Ok(admin) = eventstore::Db::connect(&url).await {
                let _ = sqlx_exec(&admin, &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name)).await;
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

pub async fn run(config: Config, kind: &str, events: usize, writers: usize) -> anyhow::Result<()> {
    let (config, scratch) = scratch_config(config).await?;
    let result = async {
        let state = AppState::connect(config).await?;
        match kind {
            "append" => append(&state, events, writers.max(1)).await,
            _ => rebuild(&state, events).await,
        }
    }
    .await;
    scratch.drop_database().await;
    result
}

fn bench_event(i: usize) -> NewEvent {
    NewEvent {
        event_type: "user_updated".into(),
        schema_version: 1,
        payload: serde_json::json!({
            "user_id": 1, "first_name": "Bench", "last_name": format!("User {i}"), "email": "bench@caseboard.demo",
            "staff_code": null, "sa_contact_id": null, "capacity": (i % 50) as i64, "active": true
        }),
    }
}

async fn append(state: &AppState, events: usize, writers: usize) -> anyhow::Result<()> {
    let per_writer = events / writers;
    let started = Instant::now();
    let mut tasks = vec![];
    for w in 0..writers {
        let store = state.store.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::with_capacity(per_writer);
            let meta = Metadata { source: Source::Demo, ..Default::default() };
            for i in 0..per_writer {
                let t = Instant::now();
                store.append("bench", &format!("bench-{w}-{}", i % 100), ExpectedVersion::Any, &[bench_event(i)], &meta).await?;
                latencies.push(t.elapsed());
            }
            Ok::<_, eventstore::StoreError>(latencies)
        }));
    }
    let mut latencies = vec![];
    for t in tasks {
        latencies.extend(t.await??);
    }
    let elapsed = started.elapsed();
    latencies.sort();
    println!(
        "append [{} profile]: {} events, {} writers, {:.0} events/s, p50 {:.2} ms, p99 {:.2} ms",
        state.profile(),
        latencies.len(),
        writers,
        latencies.len() as f64 / elapsed.as_secs_f64(),
        percentile(&latencies, 0.5).as_secs_f64() * 1000.0,
        percentile(&latencies, 0.99).as_secs_f64() * 1000.0
    );
    Ok(())
}

/// History scale of the rebuild bench: every projection gets real events (about 19 000).
const REBUILD_HISTORY_SCALE: f64 = 0.05;

/// Rebuilds every projection (batched, blue/green) and reads the same events raw, page by
/// page, as a rebuild does: the rebuild's rate against the raw page-read rate.
async fn rebuild(state: &AppState, events: usize) -> anyhow::Result<()> {
    demo::seed(state).await?;
    let options = demo::DemoOptions { scale: REBUILD_HISTORY_SCALE, ..Default::default() };
    demo::seed_history(state, options).await?;
    let meta = Metadata { source: Source::Demo, ..Default::default() };
    let batch: Vec<NewEvent> = (0..100).map(bench_event).collect();
    for _ in 0..(events / 100) {
        state.store.append("user", "user-1", ExpectedVersion::Any, &batch, &meta).await?;
    }
    let runtime = crate::runtime_of(state);
    runtime.ensure().await?;
    let head = state.store.head_position().await?;
    println!("rebuild [{} profile]: {} events in the log; load average {}", state.profile(), head, load_average());
    let (mut all_events, mut all_raw, mut all_rebuild) = (0usize, Duration::ZERO, Duration::ZERO);
    for p in runtime.projections() {
        let (read, raw) = raw_page_read(state, &p.handles(), head).await?;
        let chunks = Arc::new(std::sync::Mutex::new(vec![]));
        let last = std::sync::Mutex::new(Instant::now());
        let started = Instant::now();
        let c = chunks.clone();
        runtime
            .rebuild(p.name(), move |_, _| {
                let mut last = last.lock().unwrap();
                c.lock().unwrap().push(last.elapsed());
                *last = Instant::now();
            })
            .await?;
        let took = started.elapsed();
        let mut chunks = chunks.lock().unwrap().clone();
        chunks.sort();
        let (rate, raw_rate) = (read as f64 / took.as_secs_f64(), read as f64 / raw.as_secs_f64());
        println!(
            "  {:<13} {:>7} events  rebuild {:>7.2} s {:>8.0} ev/s  raw read {:>6.2} s {:>8.0} ev/s  {:>4.0} %  chunk p50 {:.0} ms p99 {:.0} ms",
            p.name(),
            read,
            took.as_secs_f64(),
            rate,
            raw.as_secs_f64(),
            raw_rate,
            100.0 * rate / raw_rate,
            percentile(&chunks, 0.5).as_secs_f64() * 1000.0,
            percentile(&chunks, 0.99).as_secs_f64() * 1000.0
        );
        all_events += read;
        all_raw += raw;
        all_rebuild += took;
    }
    let (rate, raw_rate) = (all_events as f64 / all_rebuild.as_secs_f64(), all_events as f64 / all_raw.as_secs_f64());
    println!("  {:<13} {:>7} events  rebuild {:>7.2} s {:>8.0} ev/s  raw read {:>6.2} s {:>8.0} ev/s  {:>4.0} %", "every one", all_events, all_rebuild.as_secs_f64(), rate, all_raw.as_secs_f64(), raw_rate, 100.0 * rate / raw_rate);
    Ok(())
}

/// Reads (and decodes) the events of `types` in the rebuild's chunks, as a rebuild reads
/// them: how many, and how long it took.
async fn raw_page_read(state: &AppState, types: &[&str], head: i64) -> anyhow::Result<(usize, Duration)> {
    let started = Instant::now();
    let mut read = 0;
    let mut from = 0;
    while from < head {
        let (upto, events) = projections::runtime::batch::read_chunk(&state.store, from, head, types).await?;
        read += events.len();
        from = upto;
    }
    Ok((read, started.elapsed()))
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").ok().and_then(|l| l.split_whitespace().next().map(str::to_string)).unwrap_or_else(|| "?".into())
}
