//! A fresh database per test (a SQLite file, or `CREATE DATABASE cb_conn_<uuid>` on the local
//! PostgreSQL, dropped at the end) and a local HTTP server standing in for the external system.

use std::path::PathBuf;

use app::config::Config;
use app::state::AppState;
use sqlx::Connection;

pub const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct TestDb {
    pub state: AppState,
    pub dir: PathBuf,
    pg_name: Option<String>,
}

impl TestDb {
    pub async fn new(backend: Backend) -> TestDb {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let dir = std::env::temp_dir().join(format!("cb-conn-{id}"));
        std::fs::create_dir_all(&dir).unwrap();
        let mut config = Config { data_dir: dir.clone(), ..Config::default() };
        let mut pg_name = None;
        if backend == Backend::Postgres {
            let name = format!("cb_conn_{id}");
            let mut admin = sqlx::PgConnection::connect(PG_ADMIN).await.expect("PostgreSQL on 127.0.0.1:5432");
            sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await.unwrap();
            config.database_url = format!("postgres://postgres@127.0.0.1:5432/{name}");
            pg_name = Some(name);
        }
        let state = AppState::connect(config).await.unwrap();
        TestDb { state, dir, pg_name }
    }

    pub fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    pub async fn events(&self) -> i64 {
        self.state.store.count().await.unwrap()
    }

    pub async fn scalar(&self, sql: &str) -> i64 {
        use sqlx::Row;
        sqlx::query(sql).fetch_one(self.state.db.pool()).await.unwrap().try_get::<i64, _>(0).unwrap()
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Some(name) = self.pg_name.take() {
            // Drop runs inside the test's runtime: drop the database from a thread of its own.
            std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                rt.block_on(async {
                    if let Ok(mut admin) = sqlx::PgConnection::connect(PG_ADMIN).await {
                        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut admin).await;
                    }
                });
            })
            .join()
            .unwrap();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Serves `router` on 127.0.0.1:0 for the test's lifetime; returns its base URL.
pub async fn serve(router: axum::Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}")
}

pub fn sample_file() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/import-sample.jsonl"))
}
