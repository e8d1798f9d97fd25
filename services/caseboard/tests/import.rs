//! `caseboard import FILE` and the write-back worker, through the real binary.

#[path = "api/harness.rs"]
#[expect(dead_code, reason = "the shared harness has helpers these tests do not use")]
mod harness;

use std::time::{Duration, Instant};

use harness::{code, Env, Profile, Server};
use serde_json::json;

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/import-sample.jsonl");

fn sample_lines() -> usize {
    std::fs::read_to_string(SAMPLE).unwrap().lines().filter(|l| !l.trim().is_empty()).count()
}

fn database_url(env: &Env) -> String {
    env.database_url.clone().unwrap_or_else(|| format!("sqlite://{}", env.data_dir.join("caseboard.sqlite").display()))
}

async fn events(env: &Env) -> i64 {
    let db = eventstore::Db::connect(&database_url(env)).await.unwrap();
    eventstore::EventStore::new(db, eventstore::Upcasters::new()).count().await.unwrap()
}

struct Run {
    ok: bool,
    stdout: String,
    stderr: String,
}

fn import(env: &Env, file: &str) -> Run {
    let out = env.command(&["import", file]).output().unwrap();
    Run { ok: out.status.success(), stdout: String::from_utf8_lossy(&out.stdout).into(), stderr: String::from_utf8_lossy(&out.stderr).into() }
}

async fn imports_the_sample_twice(profile: Profile) {
    // brief: "caseboard import FILE (JSON Lines …, with a progress bar, idempotent when a file
    // is imported twice …)"
    let env = Env::new(profile);
    let n = sample_lines();
    let first = import(&env, SAMPLE);
    assert!(first.ok, "{}", first.stderr);
    assert!(first.stdout.contains(&format!("{n} imported, 0 already imported, 0 skipped with errors")), "{}", first.stdout);
    assert!(first.stderr.contains(&format!("] {n}/{n}")), "a progress bar on stderr: {}", first.stderr);
    let after_first = events(&env).await;
    assert_eq!(after_first, n as i64, "one event per fact of the sample");

    let second = import(&env, SAMPLE);
    assert!(second.ok, "{}", second.stderr);
    assert!(second.stdout.contains(&format!("0 imported, {n} already imported, 0 skipped with errors")), "{}", second.stdout);
    assert_eq!(events(&env).await, after_first, "the second import wrote nothing");
}

#[tokio::test]
async fn the_cli_imports_the_sample_twice_without_writing_twice_embedded() {
    imports_the_sample_twice(Profile::Embedded).await;
}

#[tokio::test]
async fn the_cli_imports_the_sample_twice_without_writing_twice_distributed() {
    imports_the_sample_twice(Profile::Distributed).await;
}

#[tokio::test]
async fn the_cli_lists_bad_lines_exits_zero_and_fails_only_on_an_unreadable_file() {
    // brief: "Exit code 0 when the file was read even if some lines were bad (say so in the
    // summary), non-zero only if the file cannot be read."
    let env = Env::new(Profile::Embedded);
    let file = env.data_dir.join("mixed.jsonl");
    std::fs::write(
        &file,
        concat!(
            r#"{"fact_id":"a","type":"case_opened","data":{"case_id":42,"opened_at":"2026-03-02T15:00:00Z","first_name":"Ana","last_name":"Ruiz","high_priority":false,"is_mass_tort":false}}"#,
            "\n{oops\n",
            r#"{"fact_id":"b","type":"note_added","data":{"case_id":42,"note_id":1,"note_type_id":189,"content":"","created_at":"2026-03-02T15:00:00Z"}}"#,
            "\n",
        ),
    )
    .unwrap();
    let run = import(&env, file.to_str().unwrap());
    assert!(run.ok, "bad lines do not fail the import: {}", run.stderr);
    assert!(run.stderr.contains("line 2: not JSON"), "{}", run.stderr);
    assert!(run.stderr.contains("line 3: A note cannot be empty"), "{}", run.stderr);
    assert!(run.stdout.contains("1 imported, 0 already imported, 2 skipped with errors"), "{}", run.stdout);
    assert!(run.stdout.contains("2 bad lines were skipped"), "{}", run.stdout);

    let missing = import(&env, env.data_dir.join("missing.jsonl").to_str().unwrap());
    assert!(!missing.ok);
    assert!(missing.stderr.contains("cannot read"), "{}", missing.stderr);
}

#[tokio::test]
async fn serve_pushes_staff_changes_and_shows_the_outbox_to_admins_only() {
    // ARCHITECTURE: "Write-back goes through an outbox with retries and is visible when it
    // fails"; brief: "writeBackStatus … admin-only"; "connectorConfig … any signed-in user".
    let server = Server::start(Profile::Embedded).await;
    let admin = server.login("admin@caseboard.demo").await;
    let attorney = server.login("attorney@caseboard.demo").await;

    let links = server.gql(Some(&attorney), "{connectorConfig{kind caseUrlTemplate contactUrlTemplate providerUrlTemplate}}", json!({})).await;
    assert_eq!(code(&links), "OK", "{links}");
    assert_eq!(links["data"]["connectorConfig"]["kind"], "demo");
    assert_eq!(links["data"]["connectorConfig"]["caseUrlTemplate"], "https://sa.example.invalid/cases/{caseId}");
    let anonymous = server.gql(None, "{connectorConfig{kind}}", json!({})).await;
    assert_eq!(code(&anonymous), "UNAUTHENTICATED");

    const STATUS: &str = "{writeBackStatus{pending failed lastError lastErrorAt lastPushedAt failures{kind caseId attempts}}}";
    assert_eq!(code(&server.gql(Some(&attorney), STATUS, json!({})).await), "FORBIDDEN");

    // A case from the external system (imported while the server runs), then a staff change
    // through the API: the demo system accepts the write-back.
    let run = import(&server.env, SAMPLE);
    assert!(run.ok, "{}", run.stderr);
    let deadline = Instant::now() + Duration::from_secs(30);
    let changed = loop {
        let r = server
            .gql(Some(&admin), "mutation{upsertSaStatus(status:{caseId:900101, statusId:1081, type:1}){caseId}}", json!({}))
            .await;
        if code(&r) == "OK" {
            break r;
        }
        assert!(Instant::now() < deadline, "the imported case never became visible: {r}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert_eq!(changed["data"]["upsertSaStatus"]["caseId"], 900101);

    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let r = server.gql(Some(&admin), STATUS, json!({})).await;
        assert_eq!(code(&r), "OK", "{r}");
        let s = &r["data"]["writeBackStatus"];
        assert_eq!(s["failed"], 0, "the demo system accepts every push: {s}");
        if s["pending"] == 0 && !s["lastPushedAt"].is_null() {
            assert!(s["lastError"].is_null());
            break;
        }
        assert!(Instant::now() < deadline, "the write-back was never pushed: {s}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
