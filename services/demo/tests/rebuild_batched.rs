//! A batched rebuild (projections' `runtime::batch`: each chunk folded in a scratch copy, one
//! write per touched row) and a batched first catch-up give exactly the read models the
//! event-by-event step gives, for every projection, on the demo firm's history, on both
//! backends.

use app::config::Config;
use app::state::AppState;
use chrono::NaiveDate;
use demo::DemoOptions;
use eventstore::Db;
use projections::runtime::active_generation;
use projections::runtime::batch::{table_rows, Shape, Value};
use projections::{physical_table, Projection, Runtime};
use sqlx::Connection;

type Tables = Vec<(&'static str, Vec<Vec<Value>>)>;

/// Every row of every table of the active generation of `p`, in key order.
async fn dump(db: &Db, p: &dyn Projection) -> (i64, Tables) {
    let (generation, _) = active_generation(db, p.name()).await.unwrap().expect("an active generation");
    let mut conn = db.pool().acquire().await.unwrap();
    let mut tables = vec![];
    for def in p.tables() {
        let shape = Shape::of(def).expect("a primary key");
        tables.push((def.name, table_rows(&mut conn, &shape, &physical_table(def.name, generation)).await.unwrap()));
    }
    (generation, tables)
}

/// A batched rebuild indexes its generation once filled: every declared index is there, and
/// every row is in the search indexes (SQLite's FTS tables are filled from the rows; a search
/// through them finds what a scan finds).
async fn indexed_as_declared(db: &Db, p: &dyn Projection, generation: i64) {
    let mut conn = db.pool().acquire().await.unwrap();
    for def in p.tables() {
        let physical = physical_table(def.name, generation);
        for i in 0..def.indexes.len() {
            let name = format!("{physical}_i{i}");
            let sql = match db.backend() {
                eventstore::Backend::Sqlite => "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = $1",
                eventstore::Backend::Postgres => "SELECT COUNT(*) FROM pg_indexes WHERE indexname = $1",
            };
            let n: i64 = sqlx::query_scalar(sql).bind(&name).fetch_one(&mut *conn).await.unwrap();
            assert_eq!(n, 1, "{}: index {name}", p.name());
        }
    }
    for index in p.search_indexes() {
        let physical = physical_table(index.table, generation);
        let (column, expr) = index.columns[0];
        let expr = expr.replace("{row}", "");
        let scanned: Vec<i64> = sqlx::query_scalar(&format!("SELECT {} FROM {physical} WHERE {expr} LIKE '%an%' ORDER BY 1", index.key)).fetch_all(&mut *conn).await.unwrap();
        assert!(!scanned.is_empty(), "{}: the demo has names with 'an'", p.name());
        if db.backend() == eventstore::Backend::Sqlite {
            let fts = projections::search::fts_table(index, generation);
            let found: Vec<i64> = sqlx::query_scalar(&format!("SELECT rowid FROM {fts} WHERE {column} LIKE '%an%' ORDER BY 1")).fetch_all(&mut *conn).await.unwrap();
            assert_eq!(found, scanned, "{}: the search index finds every row a scan finds", p.name());
        } else {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pg_indexes WHERE indexname LIKE $1").bind(format!("{physical}_{}_%_trgm", index.name)).fetch_one(&mut *conn).await.unwrap();
            assert_eq!(n as usize, index.columns.len(), "{}: trigram indexes", p.name());
        }
    }
}

async fn chunked_rebuild_equals_event_by_event(config: Config) {
    let state = AppState::connect(config).await.expect("connect");
    demo::seed(&state).await.expect("seed");
    let options = DemoOptions::at_scale(0.02, 7, Some(NaiveDate::from_ymd_opt(2026, 11, 20).unwrap()));
    demo::seed_history(&state, options).await.expect("history");
    let rt = Runtime::new(state.store.clone(), state.bus.clone(), projections::all());
    let by_event = rt.clone().event_by_event();
    rt.ensure().await.unwrap();
    let head = state.store.head_position().await.unwrap();
    assert!(head >= projections::runtime::batch::BATCHED_CATCH_UP_FROM, "the first catch-up is batched ({head} events)");
    // The first catch-up of the new database, in batches.
    rt.catch_up().await.unwrap();
    let mut rows = 0;
    for p in rt.projections() {
        let (first_generation, caught_up) = dump(&state.db, p.as_ref()).await;
        // Event by event: each event's statements run on the real tables.
        by_event.rebuild(p.name(), |_, _| {}).await.unwrap();
        let (old_generation, before) = dump(&state.db, p.as_ref()).await;
        assert!(old_generation > first_generation, "{}: a new generation", p.name());
        rows += before.iter().map(|(_, r)| r.len()).sum::<usize>();
        rt.rebuild(p.name(), |_, _| {}).await.unwrap();
        let (generation, after) = dump(&state.db, p.as_ref()).await;
        assert!(generation > old_generation, "{}: a new generation", p.name());
        indexed_as_declared(&state.db, p.as_ref(), generation).await;
        for (((table, expected), (_, got)), (_, first)) in before.iter().zip(&after).zip(&caught_up) {
            assert_eq!(got.len(), expected.len(), "{}.{table}: row count", p.name());
            assert!(got == expected, "{}.{table}: the batched rebuild differs from the event-by-event apply", p.name());
            assert!(first == expected, "{}.{table}: the batched first catch-up differs from the event-by-event apply", p.name());
        }
    }
    assert!(rows > 5_000, "the demo history fills the read models ({rows} rows)");
    state.db.pool().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_batched_rebuild_equals_event_by_event_apply() {
    let dir = std::env::temp_dir().join(format!("cb_rebuild_{}", uuid::Uuid::new_v4().simple()));
    chunked_rebuild_equals_event_by_event(Config { data_dir: dir.clone(), ..Config::default() }).await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_batched_rebuild_equals_event_by_event_apply() {
    let admin = std::env::var("CASEBOARD_TEST_PG_ADMIN").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let name = format!("cb_rebuild_{}", uuid::Uuid::new_v4().simple());
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&admin).await.expect("PostgreSQL on 127.0.0.1:5432");
    sqlx::raw_sql(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create database");
    let base = admin.rsplit_once('/').map(|(b, _)| b.to_string()).unwrap();
    // (A failure leaves the database behind: its name says which test it was.)
    chunked_rebuild_equals_event_by_event(Config { database_url: format!("{base}/{name}"), ..Config::default() }).await;
    sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut conn).await.expect("drop database");
}
