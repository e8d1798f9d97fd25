//! Every subcommand of the `caseboard` binary, as a library function.

pub mod bench;
pub mod sync;

use std::sync::Arc;

use anyhow::Context;
use app::config::Config;
use app::state::AppState;
use projections::Runtime;
use tokio::sync::watch;

pub fn runtime_of(state: &AppState) -> Runtime {
    Runtime::new(state.store.clone(), state.bus.clone(), projections::all())
}

/// A shutdown signal that turns true on Ctrl-C or SIGTERM.
pub fn shutdown_signal() -> watch::Receiver<bool> {
    let (tx, rx) = watch::channel(false);
    tokio::spawn(async move {
        let ctrl_c = tokio::signal::ctrl_c();
        #[cfg(unix)]
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("signal handler");
        #[cfg(unix)]
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = ctrl_c.await;
        tracing::info!("shutting down");
        let _ = tx.send(true);
    });
    rx
}

async fn wait(mut shutdown: watch::Receiver<bool>) {
    while !*shutdown.borrow() {
        if shutdown.changed().await.is_err() {
            return;
        }
    }
}

/// `caseboard serve`: the embedded profile in one process — API, web, relay, projectors.
/// On an empty database it seeds the demo firm, prints its logins and writes the demo history
/// (`demo_scale`, 0 = none) in the background while it serves: dashboards fill as it lands.
pub async fn serve(config: Config, demo_scale: f64) -> anyhow::Result<()> {
    let state = connect(config).await?;
    // The port first: a taken port fails before anything is seeded or announced.
    let listener = bind(&state).await?;
    // The head, not a count: counting a large firm's log read all of it (50 s at scale 10).
    let fresh = state.store.head_position().await? == 0;
    if fresh {
        let seeded = demo::seed_firm(&state, &demo::Firm::at_scale(demo_scale)).await?;
        tracing::info!(events = seeded.events, "seeded the demo firm");
        print_logins(&state);
    }
    let runtime = runtime_of(&state);
    runtime.ensure().await?;
    // Sign-in works as soon as the server listens: the read models catch up first (a
    // projection whose version changed is rebuilt by the projector while the old one serves).
    runtime.catch_up().await.context("catching up projections")?;
    if fresh && demo_scale > 0.0 {
        let state = state.clone();
        tokio::spawn(async move {
            let options = demo::DemoOptions::at_scale(demo_scale, demo::history::DEFAULT_SEED, None);
            match demo::seed_history(&state, options).await {
                Ok(h) => tracing::info!(cases = h.cases_written, events = h.events, "demo history written"),
                Err(e) => tracing::error!(error = %e, "demo history failed"),
            }
        });
    }
    let shutdown = shutdown_signal();
    let projector = tokio::spawn(runtime.run(shutdown.clone()));
    let relay = tokio::spawn(eventstore::relay::run(state.store.clone(), state.bus.clone(), shutdown.clone()));
    let writeback = spawn_writeback(&state, shutdown.clone())?;
    let sync = sync::spawn(&state, shutdown.clone())?;
    let _reconcile = spawn_reconcile_schedule(&state, shutdown.clone())?;
    http(&state, listener, shutdown.clone()).await?;
    let _ = sync.await;
    let _ = projector.await;
    let _ = relay.await;
    let _ = writeback.await;
    Ok(())
}

/// The application state with the adapters wired into its ports (the external system from
/// `[connector]`): resolvers reach them through `app`.
pub(crate) async fn connect(config: Config) -> anyhow::Result<AppState> {
    connector::from_config(&config.connector).context("configuring the connector")?;
    let state = AppState::connect(config).await?;
    let system = connector::for_app(&state.config, state.db.pool()).context("configuring the connector")?;
    Ok(state.with_case_system(system).with_reconciler(Arc::new(connector::reconcile::ConnectorReconciler)))
}

/// The scheduled reconciliation (`[connector] reconcile_at`, issue #18).
fn spawn_reconcile_schedule(state: &AppState, shutdown: watch::Receiver<bool>) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let system = state.case_system().map_err(|e| anyhow::anyhow!("{}", e.message()))?.clone();
    Ok(tokio::spawn(connector::reconcile::run_schedule(state.clone(), system, shutdown)))
}

/// `caseboard reconcile`: compares the external system's snapshot with the read models now,
/// records the drift and prints it. Exit status 0 whatever the drift (it is a report).
pub async fn reconcile(config: Config) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let system = state.case_system().map_err(|e| anyhow::anyhow!("{}", e.message()))?.clone();
    let done = connector::reconcile::reconcile(&state, system.as_ref(), "command", None).await?;
    println!(
        "Reconciled {} cases here with {} there: {} drift ({} field differs, {} missing here, {} missing there, {} write-back not taken).",
        done.cases_here, done.cases_there, done.total(), done.field_differs, done.missing_here, done.missing_there, done.write_back_not_taken
    );
    for d in &done.drift {
        let fields: Vec<String> = d.fields.iter().map(|f| format!("{}: here {} there {}", f.field, f.here.as_deref().unwrap_or("-"), f.there.as_deref().unwrap_or("-"))).collect();
        println!("  case {} {} {}", d.case_id, d.kind.as_str(), fields.join("; "));
    }
    Ok(())
}

/// The write-back worker: pushes staff changes to the external system through `[connector]`.
fn spawn_writeback(state: &AppState, shutdown: watch::Receiver<bool>) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let system = state.case_system().map_err(|e| anyhow::anyhow!("{}", e.message()))?.clone();
    Ok(tokio::spawn(connector::writeback::run(state.db.clone(), system, shutdown)))
}

fn print_logins(state: &AppState) {
    println!("Demo firm ready (organization {}). Sign in at {} with password '{}':", state.config.organization_id, state.config.effective_public_url(), demo::DEMO_PASSWORD);
    for (email, _) in demo::role_logins() {
        println!("  {email}");
    }
}

async fn bind(state: &AppState) -> anyhow::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(&state.config.listen).await.with_context(|| format!("binding {} (another process uses the port? choose one with --listen)", state.config.listen))
}

async fn http(state: &AppState, listener: tokio::net::TcpListener, shutdown: watch::Receiver<bool>) -> anyhow::Result<()> {
    tracing::info!(listen = %state.config.listen, profile = state.profile(), bus = state.bus.kind(), "Caseboard is serving");
    println!("Caseboard listening on http://{} ({} profile)", listener.local_addr()?, state.profile());
    axum::serve(listener, api::server::router(state.clone()).into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(wait(shutdown)).await?;
    Ok(())
}

/// `caseboard api`: a stateless API replica (distributed profile).
pub async fn api(config: Config) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let listener = bind(&state).await?;
    http(&state, listener, shutdown_signal()).await
}

/// `caseboard projector`: the projector workers.
pub async fn projector(config: Config) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let runtime = runtime_of(&state);
    runtime.ensure().await?;
    tracing::info!("projector running");
    let shutdown = shutdown_signal();
    let writeback = spawn_writeback(&state, shutdown.clone())?;
    let sync = sync::spawn(&state, shutdown.clone())?;
    let _reconcile = spawn_reconcile_schedule(&state, shutdown.clone())?;
    runtime.run(shutdown).await;
    let _ = sync.await;
    let _ = writeback.await;
    Ok(())
}

/// `caseboard relay`: publishes the log to the bus.
pub async fn relay(config: Config) -> anyhow::Result<()> {
    let state = connect(config).await?;
    if state.bus.kind() != "nats" {
        tracing::warn!("NATS_URL is not set: the relay publishes to an in-process bus nobody else hears");
    }
    eventstore::relay::run(state.store.clone(), state.bus.clone(), shutdown_signal()).await?;
    Ok(())
}

/// `caseboard migrate`.
pub async fn migrate(config: Config) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let runtime = runtime_of(&state);
    runtime.ensure().await?;
    println!("Database migrated ({} profile).", state.profile());
    Ok(())
}

/// `caseboard rebuild NAME | --all`: blue/green rebuild with progress.
pub async fn rebuild(config: Config, names: Vec<String>, all: bool) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let runtime = runtime_of(&state);
    runtime.ensure().await?;
    let names: Vec<String> = if all { runtime.projections().iter().map(|p| p.name().to_string()).collect() } else { names };
    if names.is_empty() {
        anyhow::bail!("name a projection or pass --all; projections: {}", runtime.projections().iter().map(|p| p.name()).collect::<Vec<_>>().join(", "));
    }
    for name in names {
        let started = std::time::Instant::now();
        let last = Arc::new(std::sync::atomic::AtomicI64::new(-1));
        runtime
            .rebuild(&name, |position, head| {
                let pct = if head == 0 { 100 } else { position * 100 / head };
                if last.swap(pct, std::sync::atomic::Ordering::Relaxed) != pct {
                    eprintln!("  {name}: {position}/{head} ({pct}%)");
                }
            })
            .await
            .with_context(|| format!("rebuilding {name}"))?;
        println!("Rebuilt {name} in {:.1}s", started.elapsed().as_secs_f64());
    }
    Ok(())
}

/// `caseboard demo`: writes the demo firm and its history (idempotent).
pub async fn demo(config: Config, options: demo::DemoOptions) -> anyhow::Result<()> {
    let state = connect(config).await?;
    let seeded = demo::seed_firm(&state, &options.firm).await?;
    println!("Demo firm ({} staff, {} years of history): {} new events.", options.firm.staff, options.firm.years, seeded.events);
    if options.scale > 0.0 {
        let started = std::time::Instant::now();
        let h = demo::seed_history(&state, options).await?;
        let anchor = h.anchor.map(|d| d.to_string()).unwrap_or_default();
        if h.already_there {
            println!("Demo history up to {anchor}: already there, nothing written.");
        } else {
            println!(
                "Demo history up to {anchor}: {} leads, {} cases written (with those open when it begins), {} events in {:.1}s.",
                h.leads_planned,
                h.cases_written,
                h.events,
                started.elapsed().as_secs_f64()
            );
        }
    }
    print_logins(&state);
    Ok(())
}

/// `caseboard schema`: the GraphQL SDL.
pub fn schema(out: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    let sdl = api::schema::sdl();
    match out {
        Some(path) => std::fs::write(&path, sdl).with_context(|| format!("writing {}", path.display()))?,
        None => print!("{sdl}"),
    }
    Ok(())
}

/// `caseboard replay --case ID [--at TIMESTAMP]`: the case as the fold of its events recorded
/// up to that instant, as JSON (the same state the History tab's "as of" shows).
pub async fn replay(config: Config, case_id: i64, at: Option<String>) -> anyhow::Result<()> {
    let at = match at {
        Some(raw) => Some(
            chrono::DateTime::parse_from_rfc3339(&raw)
                .with_context(|| format!("--at {raw:?} is not an RFC 3339 instant (e.g. 2026-03-01T12:00:00Z)"))?
                .with_timezone(&chrono::Utc),
        ),
        None => None,
    };
    let state = connect(config).await?;
    match api::cases::query::replay(&state, case_id, at).await? {
        Some(case) => println!("{}", serde_json::to_string_pretty(&case)?),
        None => anyhow::bail!("case {case_id} has no events"),
    }
    Ok(())
}

/// `caseboard import FILE`: facts from a JSON Lines file (`docs/import-format.md`), one
/// transaction per line. Bad lines are listed and skipped; importing the same file again
/// writes nothing twice. Fails only when the file cannot be read.
pub async fn import(config: Config, file: std::path::PathBuf) -> anyhow::Result<()> {
    use std::io::Write;
    let state = connect(config).await?;
    let mut shown = usize::MAX;
    let report = connector::import::import_file(&state, &file, |done, total| {
        // Redraw at most a hundred times, whatever the file's size.
        let step = (done * 100).checked_div(total).unwrap_or(0);
        if step != shown || done == total {
            shown = step;
            eprint!("\r{}", connector::import::progress_bar(done, total, 30));
            let _ = std::io::stderr().flush();
        }
    })
    .await?;
    eprintln!();
    for error in &report.errors {
        eprintln!("{error}");
    }
    println!("Imported {}: {} ({} lines, {} new events).", file.display(), report.summary(), report.lines, report.events);
    if !report.errors.is_empty() {
        println!(
            "{} bad lines were skipped (listed above); every other line was imported. Fix them and import the file again: facts already imported are skipped.",
            report.errors.len()
        );
    }
    Ok(())
}
