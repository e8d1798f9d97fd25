use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// mimalloc, not glibc's malloc: a long list answered through async-graphql allocates per
/// field, and glibc's arenas spent a quarter of such a request in malloc/free (issue #17,
/// docs/benchmarks.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Caseboard: the firm's case-management and performance dashboard.
///
/// The embedded profile (SQLite + in-process bus) is the default; set DATABASE_URL=postgres://...
/// and NATS_URL=nats://... for the distributed profile.
#[derive(Parser)]
#[command(name = "caseboard", version)]
struct Cli {
    #[command(flatten)]
    global: Global,
    #[command(subcommand)]
    command: Command,
}

#[derive(Args)]
struct Global {
    /// Configuration file (default: ./caseboard.toml when present).
    #[arg(long, global = true, env = "CASEBOARD_CONFIG")]
    config: Option<PathBuf>,
    /// Where the embedded profile keeps its SQLite file and mail folder.
    #[arg(long, global = true, env = "CASEBOARD_DATA_DIR")]
    data_dir: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Run everything in one process (embedded profile): API, web app, relay, projectors.
    Serve {
        /// Address to listen on.
        #[arg(long, env = "CASEBOARD_LISTEN")]
        listen: Option<String>,
        /// On an empty database, the demo history's scale (0 = the organization only).
        #[arg(long, env = "CASEBOARD_DEMO_SCALE", default_value_t = 1.0)]
        demo_scale: f64,
    },
    /// Run one stateless API replica (distributed profile).
    Api {
        #[arg(long, env = "CASEBOARD_LISTEN")]
        listen: Option<String>,
    },
    /// Run the projector workers.
    Projector,
    /// Publish the event log to NATS JetStream.
    Relay,
    /// Create or upgrade the database.
    Migrate,
    /// Rebuild projections blue/green.
    Rebuild {
        /// Projection names.
        names: Vec<String>,
        /// Rebuild every projection.
        #[arg(long)]
        all: bool,
    },
    /// Write the demo firm and its history (idempotent; `--scale 10` is the large benchmark firm).
    Demo {
        /// Firm size: 1 = the demo firm (65 staff, 3 years, about 8 600 leads and 380 000 events);
        /// 0.05 for a quick try; 10 = the benchmark firm (250 staff, 10 years, about 200 000 cases);
        /// 0 = organization only. Between 1 and 10 staff, years and volume grow linearly.
        #[arg(long, env = "CASEBOARD_DEMO_SCALE", default_value_t = 1.0)]
        scale: f64,
        /// Seed of the generator (the same seed and anchor give the same log).
        #[arg(long)]
        seed: Option<u64>,
        /// The day the history leads up to, YYYY-MM-DD (default: today in the firm's time zone).
        #[arg(long)]
        anchor: Option<chrono::NaiveDate>,
    },
    /// Import facts from a JSON Lines file (docs/import-format.md); importing twice is harmless.
    Import {
        /// The file: one `{"fact_id", "type", "data"}` object per line.
        file: PathBuf,
    },
    /// Pull every new fact from the external case-management system now (docs/import-format.md, "Continuous sync").
    Sync,
    /// Compare the external system's case snapshot with the read models and record the drift.
    Reconcile,
    /// Print a case's state as JSON, as it stood at an instant (audit replay).
    Replay {
        /// The case id (the external system's).
        #[arg(long = "case")]
        case_id: i64,
        /// RFC 3339 instant, e.g. 2026-03-01T12:00:00Z (default: now).
        #[arg(long)]
        at: Option<String>,
    },
    /// Print (or write) the GraphQL schema.
    Schema {
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Benchmarks: `append` (events/s, p50/p99) or `rebuild`.
    Bench {
        #[arg(value_parser = ["append", "rebuild"])]
        kind: String,
        /// Events to append (append) or to have in the log (rebuild).
        #[arg(long, default_value_t = 20_000)]
        events: usize,
        /// Concurrent writers (append).
        #[arg(long, default_value_t = 16)]
        writers: usize,
    },
}

fn main() -> anyhow::Result<()> {
    projections::sql::configure_sqlite();
    let cli = Cli::parse();
    // Structured logs: human-readable by default, one JSON object per line with
    // CASEBOARD_LOG_FORMAT=json (for log shippers); RUST_LOG filters as usual.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,sqlx=warn".into());
    // Colour only on a terminal: a log file or a pipe gets plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_ansi(ansi);
    if std::env::var("CASEBOARD_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json")) {
        logs.json().init();
    } else {
        logs.init();
    }
    if let Command::Schema { out } = cli.command {
        return caseboard::schema(out);
    }
    let mut config = app::config::Config::load(cli.global.config.as_deref(), |k| std::env::var(k).ok())?;
    if let Some(dir) = cli.global.data_dir {
        config.data_dir = dir;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async move {
        match cli.command {
            Command::Serve { listen, demo_scale } => {
                if let Some(l) = listen {
                    config.listen = l;
                }
                caseboard::serve(config, demo_scale).await
            }
            Command::Api { listen } => {
                if let Some(l) = listen {
                    config.listen = l;
                }
                caseboard::api(config).await
            }
            Command::Projector => caseboard::projector(config).await,
            Command::Relay => caseboard::relay(config).await,
            Command::Migrate => caseboard::migrate(config).await,
            Command::Rebuild { names, all } => caseboard::rebuild(config, names, all).await,
            Command::Demo { scale, seed, anchor } => {
                let options = demo::DemoOptions::at_scale(scale, seed.unwrap_or(demo::history::DEFAULT_SEED), anchor);
                caseboard::demo(config, options).await
            }
            Command::Bench { kind, events, writers } => caseboard::bench::run(config, &kind, events, writers).await,
            Command::Replay { case_id, at } => caseboard::replay(config, case_id, at).await,
            Command::Import { file } => caseboard::import(config, file).await,
            Command::Sync => caseboard::sync::sync(config).await,
            Command::Reconcile => caseboard::reconcile(config).await,
            Command::Schema { .. } => unreachable!(),
        }
    })
}
