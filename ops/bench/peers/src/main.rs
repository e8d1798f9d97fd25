//! The same append workload through Caseboard's event store and its peers on PostgreSQL,
//! alternated in one run (docs/benchmarks.md "Appends against peers").
//!
//! Workload: W concurrent writers (1, 8, 16), one event per command, every command on a new
//! stream (no contention between writers on a stream). Each system has its own scratch
//! database on the same server, dropped at the end. Per writer count, the systems run in
//! rounds, rotating which goes first; a trial runs for a fixed time and counts completed
//! commands. Printed: the median rate of each system and the ratios the issue asks about.
//!
//! Systems:
//! - `caseboard`: `EventStore::append(NoStream)` — Caseboard's append (group commit).
//! - `caseboard-before`: the append path before group commit (five round trips), for "no
//!   slower than today".
//! - `caseboard-cmd`: `read_stream` then `append(NoStream)` — a full command, as the peers do.
//! - `cqrs-es`: postgres-es `CqrsFramework::execute` (load aggregate, handle, persist).
//! - `esrs`: `AggregateManager::load` then `handle_command` (PgStore).
//! - `raw-insert`: one single-row INSERT per transaction (autocommit), the floor.
//!
//! Usage: `caseboard-peer-bench [--url postgres://postgres@127.0.0.1:5432/postgres]
//! [--seconds 3] [--rounds 3] [--writers 1,8,16] [--systems caseboard,cqrs-es,...]`

mod peers;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use peers::System;

struct Args {
    url: String,
    seconds: f64,
    rounds: usize,
    writers: Vec<usize>,
    systems: Vec<String>,
}

fn args() -> anyhow::Result<Args> {
    let mut a = Args {
        url: "postgres://postgres@127.0.0.1:5432/postgres".into(),
        seconds: 3.0,
        rounds: 3,
        writers: vec![1, 8, 16],
        systems: peers::ALL.iter().map(|s| s.to_string()).collect(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| anyhow::anyhow!("{flag} needs a value"))?;
        match flag.as_str() {
            "--url" => a.url = value,
            "--seconds" => a.seconds = value.parse()?,
            "--rounds" => a.rounds = value.parse()?,
            "--writers" => a.writers = value.split(',').map(str::parse).collect::<Result<_, _>>()?,
            "--systems" => a.systems = value.split(',').map(str::to_string).collect(),
            other => anyhow::bail!("unknown flag {other}"),
        }
    }
    Ok(a)
}

/// Runs `system` with `writers` concurrent writers for `seconds`; commands per second.
async fn trial(system: &Arc<System>, writers: usize, seconds: f64, trial_id: usize) -> anyhow::Result<f64> {
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let tasks: Vec<_> = (0..writers)
        .map(|w| {
            let (system, stop, done) = (system.clone(), stop.clone(), done.clone());
            tokio::spawn(async move {
                let mut n = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    system.command(&format!("t{trial_id}-w{w}-{n}"), n).await?;
                    n += 1;
                    done.fetch_add(1, Ordering::Relaxed);
                }
                Ok::<_, anyhow::Error>(())
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_secs_f64(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let counted = done.load(Ordering::Relaxed);
    let elapsed = started.elapsed().as_secs_f64();
    for t in tasks {
        t.await??;
    }
    Ok(counted as f64 / elapsed)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map(|s| s.split(' ').take(3).collect::<Vec<_>>().join(" ")).unwrap_or_default()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let a = args()?;
    println!("peer append bench: {} s trials, {} rounds, load average before: {}", a.seconds, a.rounds, load_average());
    let mut systems = vec![];
    for name in &a.systems {
        systems.push(Arc::new(System::start(name, &a.url).await?));
    }
    let mut trial_id = 0;
    let result = async {
        for &writers in &a.writers {
            let mut rates: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
            for round in 0..a.rounds {
                for k in 0..systems.len() {
                    let system = &systems[(k + round) % systems.len()];
                    trial_id += 1;
                    let rate = trial(system, writers, a.seconds, trial_id).await?;
                    rates.entry(system.name()).or_default().push(rate);
                }
            }
            let medians: BTreeMap<&str, f64> = rates.iter_mut().map(|(k, v)| (*k, median(v))).collect();
            println!("\n{writers} writer(s), median of {} trials (commands/s), load average {}:", a.rounds, load_average());
            for (name, rate) in &medians {
                let all: Vec<String> = rates[name].iter().map(|r| format!("{r:.0}")).collect();
                println!("  {name:<14} {rate:>8.0}   [{}]", all.join(", "));
            }
            if let Some(cb) = medians.get("caseboard") {
                let peers_best = ["cqrs-es", "esrs"].iter().filter_map(|p| medians.get(p)).cloned().fold(f64::NAN, f64::max);
                if peers_best.is_finite() {
                    println!("  caseboard / best of cqrs-es, esrs: {:.2}x", cb / peers_best);
                }
                if let Some(raw) = medians.get("raw-insert") {
                    println!("  caseboard / raw-insert: {:.0} %", 100.0 * cb / raw);
                }
                if let (Some(cmd), true) = (medians.get("caseboard-cmd"), peers_best.is_finite()) {
                    println!("  caseboard-cmd / best of cqrs-es, esrs: {:.2}x", cmd / peers_best);
                }
                if let Some(before) = medians.get("caseboard-before") {
                    println!("  caseboard / caseboard-before: {:.2}x", cb / before);
                }
            }
            for system in &systems {
                if let Some(stats) = system.group_commit_stats() {
                    println!("  {} group commit so far: {stats:?}", system.name());
                }
            }
        }
        Ok::<_, anyhow::Error>(())
    }
    .await;
    for system in &systems {
        system.finish().await;
    }
    result
}
