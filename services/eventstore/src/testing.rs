//! Test fixtures shared by the crates' integration tests (feature `testing`): a fresh,
//! migrated database per test on either backend, removed at the end (also after a panic).
//!
//! PostgreSQL: `CASEBOARD_TEST_PG_ADMIN` (default `postgres://postgres@127.0.0.1:5432/postgres`)
//! must allow `CREATE DATABASE`.

use std::path::PathBuf;

use sqlx::Connection;
use uuid::Uuid;

use crate::{Backend, Db, EventStore, Upcasters};

pub fn pg_admin_url() -> String {
    std::env::var("CASEBOARD_TEST_PG_ADMIN").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

/// A migrated database that exists for one test only.
pub struct TestDb {
    pub db: Db,
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Dir(PathBuf),
    PgDatabase(String),
    Done,
}

impl TestDb {
    pub async fn new(backend: Backend) -> TestDb {
        let id = Uuid::new_v4().simple().to_string();
        let (url, cleanup) = match backend {
            Backend::Sqlite => {
                let dir = std::env::temp_dir().join(format!("cb_test_{id}"));
                std::fs::create_dir_all(&dir).expect("create temp dir");
                (dir.join("caseboard.db").display().to_string(), Cleanup::Dir(dir))
            }
            Backend::Postgres => {
                let name = format!("cb_test_{id}");
                sqlx::any::install_default_drivers();
                let mut admin = sqlx::AnyConnection::connect(&pg_admin_url()).await.expect("connect to PostgreSQL as admin");
                sqlx::raw_sql(&format!("CREATE DATABASE {name}")).execute(&mut admin).await.expect("create test database");
                admin.close().await.ok();
                let admin = pg_admin_url();
                let base = admin.rsplit_once('/').map(|(b, _)| b.to_string()).unwrap_or(admin);
                (format!("{base}/{name}"), Cleanup::PgDatabase(name))
            }
        };
        let db = Db::connect(&url).await.expect("connect to test database");
        db.migrate().await.expect("migrate test database");
        TestDb { db, url, cleanup }
    }

    pub fn store(&self) -> EventStore {
        EventStore::new(self.db.clone(), Upcasters::new())
    }

    /// Closes the pools and removes the database; `Drop` does the same after a panic.
    pub async fn finish(mut self) {
        self.db.pool().close().await;
        let cleanup = std::mem::replace(&mut self.cleanup, Cleanup::Done);
        remove(cleanup).await;
    }
}

async fn remove(cleanup: Cleanup) {
    match cleanup {
        Cleanup::Dir(dir) => {
            let _ = std::fs::remove_dir_all(dir);
        }
        Cleanup::PgDatabase(name) => {
            if let Ok(mut admin) = sqlx::AnyConnection::connect(&pg_admin_url()).await {
                let _ = sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut admin).await;
                let _ = admin.close().await;
            }
        }
        Cleanup::Done => {}
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let cleanup = std::mem::replace(&mut self.cleanup, Cleanup::Done);
        if matches!(cleanup, Cleanup::Done) {
            return;
        }
        // Runs after a panic, possibly inside a runtime: use a runtime of its own on a thread.
        let _ = std::thread::spawn(move || {
            if let Ok(rt) = tokio::runtime::Builder::new_current_thread().enable_all().build() {
                rt.block_on(remove(cleanup));
            }
        })
        .join();
    }
}

