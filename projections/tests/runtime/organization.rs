//! The runtime with the organization read model: ensure, catch-up, blue/green rebuild.

use std::sync::{Arc, Mutex};

use domain::organization::*;
use eventstore::{Db, EventStore, ExpectedVersion, NewEvent};
use projections::organization::OrganizationProjection;
use projections::Projection;
use serde_json::json;
use sqlx::Row;

use crate::both_backends;
use crate::common::{active, count, meta, relation_kind, runtime, status, Ledger, TestDb};

both_backends!(
    ensure_creates_generation_tables_and_views,
    catch_up_folds_organization_events,
    rebuild_switches_to_a_new_generation,
    the_periodic_upkeep_analyzes_the_serving_tables_not_the_log,
    filled_tables_are_settled_for_index_only_scans,
    every_connection_plans_with_the_statistics_just_counted,
    the_upkeep_counts_an_older_generation_without_the_tables_it_lacks
);

fn profile(first: &str, last: &str, email: &str) -> UserProfile {
    UserProfile {
        first_name: first.into(),
        last_name: last.into(),
        email: email.into(),
        staff_code: Some(first[..1].to_string()),
        sa_contact_id: Some(5),
        capacity: 3,
        active: true,
        ..Default::default()
    }
}

async fn append(store: &EventStore, stream_type: &str, id: i64, event: NewEvent) -> i64 {
    store.append(stream_type, &stream_id(stream_type, id), ExpectedVersion::Any, &[event], &meta()).await.unwrap().last_position
}

/// A small firm: one organization, two users, a team, an office (later deleted), a
/// department, an update, a deactivation, a password change, and an event of another context.
async fn seed_firm(store: &EventStore) -> i64 {
    let org = OrganizationEvent::Created(OrganizationCreated { organization_id: 1, name: "Firm".into() });
    append(store, ORGANIZATION_STREAM, 1, NewEvent::from_domain(&org)).await;
    let ada = UserProfile { role_ids: Some(vec![1, 2]), team_ids: Some(vec![100]), ..profile("Ada", "L", "ada@firm.test") };
    append(store, USER_STREAM, 10, NewEvent::from_domain(&UserEvent::Registered(UserRegistered { user_id: 10, organization_id: 1, profile: ada }))).await;
    let bob = profile("Bob", "Ross", "bob@firm.test");
    append(store, USER_STREAM, 11, NewEvent::from_domain(&UserEvent::Registered(UserRegistered { user_id: 11, organization_id: 1, profile: bob }))).await;
    let team = TeamSaved { team_id: 100, organization_id: 1, name: "Team A".into(), active: true, user_ids: Some(vec![10, 11]) };
    append(store, TEAM_STREAM, 100, NewEvent::from_domain(&TeamEvent::Created(team))).await;
    let office = OfficeSaved { office_id: 200, organization_id: 1, name: "Denver".into(), short_code: "DEN".into(), user_ids: Some(vec![10]) };
    append(store, OFFICE_STREAM, 200, NewEvent::from_domain(&OfficeEvent::Created(office))).await;
    let dept = DepartmentSaved { department_id: 300, organization_id: 1, name: "Intake".into(), show_on_intake_assignment: true, user_ids: Some(vec![11]) };
    append(store, DEPARTMENT_STREAM, 300, NewEvent::from_domain(&DepartmentEvent::Created(dept))).await;
    store
        .append("case", "case-1", ExpectedVersion::Any, &[NewEvent { event_type: "case_noted".into(), schema_version: 1, payload: json!({}) }], &meta())
        .await
        .unwrap();
    let ada = UserProfile { role_ids: Some(vec![2]), ..profile("Ada", "Lovelace", "ada@firm.test") };
    append(store, USER_STREAM, 10, NewEvent::from_domain(&UserEvent::Updated(UserUpdated { user_id: 10, profile: ada }))).await;
    append(store, USER_STREAM, 11, NewEvent::from_domain(&UserEvent::Deactivated(UserDeactivated { user_id: 11 }))).await;
    append(store, OFFICE_STREAM, 200, NewEvent::from_domain(&OfficeEvent::Deleted(OfficeDeleted { office_id: 200 }))).await;
    append(store, USER_STREAM, 10, NewEvent::from_domain(&UserEvent::PasswordChanged(UserPasswordChanged { user_id: 10, via: "admin".into() }))).await
}

/// Every row of every organization view, as text, in a fixed order.
async fn snapshot(db: &Db) -> Vec<Vec<Option<String>>> {
    let tables: &[(&str, &[&str])] = &[
        ("organizations", &["organization_id", "name", "created_at"]),
        (
            "users",
            &["user_id", "organization_id", "first_name", "last_name", "email", "staff_code", "sa_contact_id", "capacity", "active", "created_at", "updated_at"],
        ),
        ("teams", &["team_id", "organization_id", "name", "active"]),
        ("offices", &["office_id", "organization_id", "name", "short_code"]),
        ("departments", &["department_id", "organization_id", "name", "show_on_intake_assignment"]),
        ("memberships", &["kind", "group_id", "user_id"]),
    ];
    let mut rows = vec![];
    for (table, columns) in tables {
        let select = columns.iter().map(|c| format!("CAST({c} AS TEXT)")).collect::<Vec<_>>().join(", ");
        let order = (1..=columns.len()).map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
        for r in sqlx::query(&format!("SELECT {select} FROM {table} ORDER BY {order}")).fetch_all(db.pool()).await.unwrap() {
            let mut row = vec![Some(table.to_string())];
            row.extend((0..columns.len()).map(|i| r.try_get::<Option<String>, _>(i).unwrap()));
            rows.push(row);
        }
    }
    rows
}

// lib.rs: "Tables are physical per generation (`users__g3`) behind a view with the plain name
// (`users`) that readers use."
async fn ensure_creates_generation_tables_and_views(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection), Arc::new(Ledger::new())]);
    rt.ensure().await.unwrap();
    rt.ensure().await.unwrap(); // idempotent

    for p in rt.projections() {
        let statuses = status(&rt, p.name()).await;
        assert_eq!(statuses.len(), 1, "{statuses:?}");
        let s = &statuses[0];
        assert_eq!((s.generation, s.version, s.position, s.state.as_str(), s.active), (1, p.version(), 0, "live", true));
        assert_eq!(s.last_error, None);
        for table in p.tables() {
            assert_eq!(relation_kind(&t.db, &format!("{}__g1", table.name)).await, Some("table"), "{}", table.name);
            assert_eq!(relation_kind(&t.db, table.name).await, Some("view"), "{}", table.name);
            assert_eq!(count(&t.db, &format!("SELECT COUNT(*) FROM {}", table.name)).await, 0);
        }
    }
}

// ARCHITECTURE: "The runtime applies events in order and stores the checkpoint in the same
// transaction as the read-model rows."
async fn catch_up_folds_organization_events(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    let head = seed_firm(&store).await;
    rt.catch_up().await.unwrap();

    let s = active(&rt, "organization").await;
    assert_eq!((s.position, s.lag, s.state.as_str()), (head, 0, "live"));

    let db = &t.db;
    assert_eq!(count(db, "SELECT COUNT(*) FROM organizations WHERE organization_id = 1 AND name = 'Firm'").await, 1);
    let users = sqlx::query("SELECT user_id, last_name, active, staff_code, capacity FROM users ORDER BY user_id").fetch_all(db.pool()).await.unwrap();
    assert_eq!(users.len(), 2);
    assert_eq!(users[0].get::<String, _>("last_name"), "Lovelace");
    assert!(eventstore::db::get_bool(&users[0], "active"));
    assert_eq!(users[0].get::<i64, _>("capacity"), 3);
    assert_eq!(users[1].get::<String, _>("last_name"), "Ross");
    assert!(!eventstore::db::get_bool(&users[1], "active"), "deactivated");
    assert_eq!(count(db, "SELECT COUNT(*) FROM teams WHERE team_id = 100").await, 1);
    assert_eq!(count(db, "SELECT COUNT(*) FROM offices").await, 0, "deleted");
    assert_eq!(count(db, "SELECT COUNT(*) FROM departments WHERE department_id = 300").await, 1);
    let memberships: Vec<(String, i64, i64)> = sqlx::query("SELECT kind, group_id, user_id FROM memberships ORDER BY kind, group_id, user_id")
        .fetch_all(db.pool())
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2)))
        .collect();
    assert_eq!(
        memberships,
        vec![("department".into(), 300, 11), ("role".into(), 2, 10), ("team".into(), 100, 10), ("team".into(), 100, 11)],
        "roles replaced by the update, team untouched by it, office memberships gone with the office"
    );

    // Caught up: nothing more to do; new events are applied once, after the checkpoint.
    rt.catch_up().await.unwrap();
    let org = OrganizationEvent::Created(OrganizationCreated { organization_id: 2, name: "Second".into() });
    let head = append(&store, ORGANIZATION_STREAM, 2, NewEvent::from_domain(&org)).await;
    rt.catch_up().await.unwrap();
    assert_eq!(count(db, "SELECT COUNT(*) FROM organizations").await, 2);
    assert_eq!(active(&rt, "organization").await.position, head);
}

// ARCHITECTURE: "Rebuild is blue/green: a new version fills new tables while the old version
// serves; reads switch when it has caught up."
async fn rebuild_switches_to_a_new_generation(t: &TestDb) {
    let store = t.store();
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    let head = seed_firm(&store).await;
    rt.catch_up().await.unwrap();
    let before = snapshot(&t.db).await;
    assert!(before.len() > 8, "{before:?}");

    let progress = Arc::new(Mutex::new(vec![]));
    let seen = progress.clone();
    rt.rebuild("organization", move |position, head| seen.lock().unwrap().push((position, head))).await.unwrap();

    assert_eq!(progress.lock().unwrap().last(), Some(&(head, head)));
    let statuses = status(&rt, "organization").await;
    assert_eq!(statuses.len(), 1, "only the new generation is left: {statuses:?}");
    let s = &statuses[0];
    assert_eq!((s.generation, s.active, s.state.as_str(), s.position), (2, true, "live", head));
    assert_eq!(snapshot(&t.db).await, before, "the views answer the same rows");
    for table in OrganizationProjection.tables() {
        assert_eq!(relation_kind(&t.db, &format!("{}__g1", table.name)).await, None, "old {} dropped", table.name);
        assert_eq!(relation_kind(&t.db, &format!("{}__g2", table.name)).await, Some("table"));
        assert_eq!(relation_kind(&t.db, table.name).await, Some("view"));
    }
    // It serves settled (issue #17): analyzed, and on PostgreSQL vacuumed, once, before the
    // switch (every page all-visible, so an index-only scan reads the index alone).
    if t.db.backend() == eventstore::Backend::Postgres {
        let row = sqlx::query("SELECT relpages, relallvisible, reltuples FROM pg_class WHERE relname = 'users__g2'").fetch_one(t.db.pool()).await.unwrap();
        let (pages, visible, tuples): (i32, i32, f32) = (row.get(0), row.get(1), row.get(2));
        assert!(pages > 0 && visible == pages && tuples > 0.0, "{visible} of {pages} pages all-visible, {tuples} rows counted");
    } else {
        assert!(count(&t.db, "SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = 'users__g2'").await > 0);
    }

    // The new generation keeps following the log.
    let org = OrganizationEvent::Created(OrganizationCreated { organization_id: 2, name: "Second".into() });
    append(&store, ORGANIZATION_STREAM, 2, NewEvent::from_domain(&org)).await;
    rt.catch_up().await.unwrap();
    assert_eq!(count(&t.db, "SELECT COUNT(*) FROM organizations").await, 2);
    assert!(matches!(rt.rebuild("nope", |_, _| {}).await, Err(projections::ProjectionError::Failed(_))));
}

/// Issue #17: the timer's statistics cover the read models the screens read, one table at a
/// time, never the event log (with STAT4 an `ANALYZE` counts every index entry: seconds of the
/// single writer on a large log), counted exactly, and only tables that changed.
/// PostgreSQL's upkeep is `VACUUM (ANALYZE)`.
async fn the_periodic_upkeep_analyzes_the_serving_tables_not_the_log(t: &TestDb) {
    let store = t.store();
    seed_firm(&store).await;
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    rt.catch_up().await.unwrap();
    rt.upkeep().await.unwrap();
    if t.db.backend() != eventstore::Backend::Sqlite {
        return;
    }
    let analyzed: Vec<String> = sqlx::query("SELECT DISTINCT tbl FROM sqlite_stat1").fetch_all(t.db.pool()).await.unwrap().iter().map(|r| r.get(0)).collect();
    assert!(analyzed.iter().any(|t| t == "users__g1"), "{analyzed:?}");
    assert!(!analyzed.iter().any(|t| t == "events"), "the log is not analyzed by the timer: {analyzed:?}");
    // Counted, not sampled (sampling read one organization's rows and misled the planner):
    // the statistics' row count is the table's. Fresh statistics are kept; ones that counted
    // a table of another size are counted again.
    let users = count(&t.db, "SELECT COUNT(*) FROM users__g1").await;
    let stat = || async { sqlx::query_scalar::<_, String>("SELECT stat FROM sqlite_stat1 WHERE tbl = 'users__g1' LIMIT 1").fetch_one(t.db.pool()).await.unwrap() };
    assert_eq!(stat().await.split(' ').next(), Some(users.to_string().as_str()));
    sqlx::query(&format!("UPDATE sqlite_stat1 SET stat = '{users} 7' WHERE tbl = 'users__g1'")).execute(t.db.pool()).await.unwrap();
    rt.upkeep().await.unwrap();
    assert_eq!(stat().await, format!("{users} 7"), "fresh: kept");
    sqlx::query(&format!("UPDATE sqlite_stat1 SET stat = '{} 7' WHERE tbl = 'users__g1'", users * 3)).execute(t.db.pool()).await.unwrap();
    rt.upkeep().await.unwrap();
    assert_eq!(stat().await.split(' ').next(), Some(users.to_string().as_str()), "stale: counted again");
    // A sampled analysis (no STAT4 samples) is counted again too.
    sqlx::query(&format!("UPDATE sqlite_stat1 SET stat = '{users} 7' WHERE tbl = 'users__g1'")).execute(t.db.pool()).await.unwrap();
    sqlx::query("DELETE FROM sqlite_stat4 WHERE tbl = 'users__g1'").execute(t.db.pool()).await.unwrap();
    rt.upkeep().await.unwrap();
    assert_ne!(stat().await, format!("{users} 7"), "sampled: counted again");
}

/// Issue #17: a table just filled is settled: on PostgreSQL vacuumed, so its pages are marked
/// all-visible and an index-only scan reads the index alone (before that, every row found was
/// fetched from the table too); on SQLite analyzed.
async fn filled_tables_are_settled_for_index_only_scans(t: &TestDb) {
    let store = t.store();
    seed_firm(&store).await;
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    rt.catch_up().await.unwrap();
    rt.settle(&["users__g1".to_string()]).await.unwrap();
    if t.db.backend() == eventstore::Backend::Postgres {
        let row = sqlx::query("SELECT relpages, relallvisible FROM pg_class WHERE relname = 'users__g1'").fetch_one(t.db.pool()).await.unwrap();
        let (pages, visible): (i32, i32) = (row.get(0), row.get(1));
        assert!(pages > 0 && visible == pages, "{visible} of {pages} pages all-visible");
    } else {
        assert!(count(&t.db, "SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = 'users__g1'").await > 0);
    }
}

/// Issue #17 (session 19): a connection of the read pool, open before a table was counted,
/// plans with the new statistics at its next statement. Without them SQLite picks the
/// last-made index, `probe_a` (every row has a = 1); counted, `probe_b` (b is unique). An
/// `ANALYZE` alone changes no schema once the statistics tables exist, so the reader kept
/// planning without them until the server restarted.
async fn every_connection_plans_with_the_statistics_just_counted(t: &TestDb) {
    if t.db.backend() != eventstore::Backend::Sqlite {
        return;
    }
    let store = t.store();
    seed_firm(&store).await;
    let rt = runtime(&store, vec![Arc::new(OrganizationProjection)]);
    rt.ensure().await.unwrap();
    rt.catch_up().await.unwrap();
    // The statistics tables exist (the users counted).
    rt.analyze(&["users__g1".to_string()]).await.unwrap();
    for sql in ["CREATE TABLE probe (a INTEGER, b INTEGER)", "CREATE INDEX probe_b ON probe (b)", "CREATE INDEX probe_a ON probe (a)"] {
        sqlx::query(sql).execute(t.db.pool()).await.unwrap();
    }
    let rows = (0..2000).map(|i| format!("(1, {i})")).collect::<Vec<_>>().join(", ");
    sqlx::query(&format!("INSERT INTO probe (a, b) VALUES {rows}")).execute(t.db.pool()).await.unwrap();
    let mut reader = t.db.pool().acquire().await.unwrap();
    let plan = |detail: String| if detail.contains("probe_b") { "probe_b" } else if detail.contains("probe_a") { "probe_a" } else { "neither" };
    let planned = async |reader: &mut sqlx::pool::PoolConnection<sqlx::Any>| {
        // A statement that runs (an EXPLAIN alone does not check the schema), then the plan
        // prepared afresh (a kept EXPLAIN is not prepared again).
        sqlx::query("SELECT COUNT(*) FROM probe").fetch_one(&mut **reader).await.unwrap();
        let row = sqlx::query("EXPLAIN QUERY PLAN SELECT * FROM probe WHERE a = 1 AND b = 5").persistent(false).fetch_one(&mut **reader).await.unwrap();
        plan(row.get::<String, _>(3))
    };
    assert_eq!(planned(&mut reader).await, "probe_a", "without statistics");
    rt.analyze(&["probe".to_string()]).await.unwrap();
    assert_eq!(planned(&mut reader).await, "probe_b", "the open reader plans with the counted statistics");
}

const GROWN_V1: &[projections::TableDef] = &[projections::TableDef { name: "grown_a", columns: "id BIGINT PRIMARY KEY", indexes: &[] }];
const GROWN_V2: &[projections::TableDef] = &[
    projections::TableDef { name: "grown_a", columns: "id BIGINT PRIMARY KEY", indexes: &[] },
    projections::TableDef { name: "grown_b", columns: "id BIGINT PRIMARY KEY", indexes: &[] },
];

/// A projection whose version 2 has a table version 1 had not.
struct Grown(i64);

#[async_trait::async_trait]
impl Projection for Grown {
    fn name(&self) -> &'static str {
        "grown"
    }
    fn version(&self) -> i64 {
        self.0
    }
    fn handles(&self) -> Vec<&'static str> {
        vec!["nothing_happened"]
    }
    fn tables(&self) -> &'static [projections::TableDef] {
        if self.0 == 1 { GROWN_V1 } else { GROWN_V2 }
    }
    async fn apply(&self, _: &mut projections::ProjectionTx<'_>, _: &eventstore::RecordedEvent) -> Result<(), projections::ProjectionError> {
        Ok(())
    }
}

/// Session 21: while a new version's rebuild runs, the older generation serves, without the
/// tables the new version added; the statistics upkeep counts the tables it has (it failed on
/// the first one missing, and counted none).
async fn the_upkeep_counts_an_older_generation_without_the_tables_it_lacks(t: &TestDb) {
    let store = t.store();
    seed_firm(&store).await;
    let old = runtime(&store, vec![Arc::new(Grown(1)), Arc::new(OrganizationProjection)]);
    old.ensure().await.unwrap();
    old.catch_up().await.unwrap();
    // The new code, before its rebuild switched: `grown` v1 still serves, without `grown_b__g1`.
    let new = runtime(&store, vec![Arc::new(Grown(2)), Arc::new(OrganizationProjection)]);
    new.upkeep().await.unwrap();
    if t.db.backend() != eventstore::Backend::Sqlite {
        return;
    }
    let analyzed: Vec<String> = sqlx::query("SELECT DISTINCT tbl FROM sqlite_stat1").fetch_all(t.db.pool()).await.unwrap().iter().map(|r| r.get(0)).collect();
    assert!(analyzed.iter().any(|t| t == "users__g1"), "{analyzed:?}");
}
