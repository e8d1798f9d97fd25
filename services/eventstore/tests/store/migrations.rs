//! Migrations run through `sqlx::migrate!` (issue #37): a database the earlier runner migrated
//! is adopted without running anything again, and an applied migration edited afterwards is
//! refused at start.

use crate::both_backends;
use crate::common::TestDb;

both_backends!(a_database_of_the_earlier_runner_is_adopted, an_edited_migration_is_refused);

async fn a_database_of_the_earlier_runner_is_adopted(t: &TestDb) {
    let pool = t.db.pool();
    let versions: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version").fetch_all(pool).await.unwrap();
    assert!(versions.len() >= 8, "{versions:?}");
    // The earlier runner's record of the same schema, and no sqlx record.
    sqlx::query("DELETE FROM _sqlx_migrations").execute(pool).await.unwrap();
    sqlx::query("CREATE TABLE schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)").execute(pool).await.unwrap();
    for v in &versions {
        sqlx::query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'm', 'then')").bind(*v).execute(pool).await.unwrap();
    }
    let applied = t.db.migrate().await.expect("adopted");
    assert_eq!(applied, Vec::<String>::new(), "nothing ran again");
    let adopted: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version").fetch_all(pool).await.unwrap();
    assert_eq!(adopted, versions);
    assert!(sqlx::query("SELECT 1 FROM schema_migrations").fetch_optional(pool).await.is_err(), "the old table is gone");
    // Running again is a no-op.
    assert_eq!(t.db.migrate().await.unwrap(), Vec::<String>::new());
}

async fn an_edited_migration_is_refused(t: &TestDb) {
    let pool = t.db.pool();
    sqlx::query("UPDATE _sqlx_migrations SET checksum = $1 WHERE version = 1").bind(vec![0u8; 48]).execute(pool).await.unwrap();
    let refused = t.db.migrate().await;
    assert!(refused.as_ref().is_err_and(|e| e.to_string().contains("migrat")), "{refused:?}");
}
