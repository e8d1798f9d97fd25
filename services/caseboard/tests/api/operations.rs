//! The operations screen's API (Platform issue): projections with rebuild progress, the relay
//! and bus, the write-back outbox with "Retry now"; admin and overlord only; every action on
//! the log with the acting user. Both profiles.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use sqlx::Row;

use super::harness::*;

const OPERATIONS: &str = "{operations{profile rebuilding projections{name version codeVersion generation position lag state lastError \
    failedEvent{position eventType} rebuild{state generation done total percent rate etaSeconds error}} \
    relay{checkpoint head lag bus busConnected stream{name messages lastSequence} streamError} \
    outbox{pending failed lastError failures{writeBackId kind attempts lastError}}}}";
const REBUILD: &str = "mutation($n:String!){rebuildProjection(name:$n){projections position}}";
const REBUILD_ALL: &str = "mutation{rebuildAllProjections{projections position}}";
const RETRY: &str = "mutation($id:String!){retryWriteBack(writeBackId:$id){writeBackId position}}";

fn projection<'a>(r: &'a Value, name: &str) -> &'a Value {
    r["data"]["operations"]["projections"].as_array().unwrap_or_else(|| panic!("no projections: {r}")).iter().find(|p| p["name"] == name).unwrap()
}

async fn operation_events(s: &Server) -> Vec<(String, Value, Value)> {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    sqlx::query("SELECT event_type, CAST(payload AS TEXT) AS payload, CAST(metadata AS TEXT) AS metadata FROM events WHERE stream_type = 'operations' ORDER BY position")
        .fetch_all(db.pool())
        .await
        .unwrap()
        .iter()
        .map(|r| {
            let payload: String = r.get("payload");
            let metadata: String = r.get("metadata");
            (r.get("event_type"), serde_json::from_str(&payload).unwrap(), serde_json::from_str(&metadata).unwrap())
        })
        .collect()
}

async fn insert_write_back(s: &Server, id: &str, case_id: i64, organization_id: i64, pushed: bool) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    // Failed thrice, next try far away: only "Retry now" makes it due. Each on its own case:
    // the worker pushes a case's changes in order, so an older unpushed one holds it back.
    sqlx::query(
        "INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at, last_error, organization_id, pushed_at) \
         VALUES ($1, 'note_added', $2, '{}', '2026-01-01T00:00:00Z', 3, '2099-01-01T00:00:00Z', 'HTTP 503 from the external system', $3, $4)",
    )
    .bind(id)
    .bind(case_id)
    .bind(organization_id)
    .bind(pushed.then_some("2026-01-01T00:00:09Z"))
    .execute(db.pool())
    .await
    .unwrap();
}

/// Polls the operations screen until `done` holds (30 s at most), checking `meanwhile` on
/// every round.
async fn poll_until(s: &Server, token: &str, mut done: impl FnMut(&Value) -> bool, mut meanwhile: impl AsyncFnMut()) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let r = s.gql(Some(token), OPERATIONS, json!({})).await;
        assert_eq!(code(&r), "OK", "{r}\n{}", s.logs());
        if done(&r) {
            return r;
        }
        meanwhile().await;
        assert!(Instant::now() < deadline, "operations never reached the expected state: {r}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn operations(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;
    let attorney = s.login("attorney@caseboard.demo").await;
    let overlord = s.login("overlord@caseboard.demo").await;
    insert_write_back(&s, "wb-failed", 1, 2, false).await;
    insert_write_back(&s, "wb-pushed", 2, 2, true).await;
    insert_write_back(&s, "wb-elsewhere", 3, 3, false).await;

    // Role rules: no one but admins and overlords; nothing changes.
    for (q, v) in [(OPERATIONS, json!({})), (REBUILD, json!({"n": "cases"})), (REBUILD_ALL, json!({})), (RETRY, json!({"id": "wb-failed"}))] {
        assert_eq!(code(&s.gql(Some(&attorney), q, v.clone()).await), "FORBIDDEN", "{q}");
        assert_eq!(code(&s.gql(None, q, v).await), "UNAUTHENTICATED", "{q}");
    }
    assert!(operation_events(&s).await.is_empty());

    // The screen: every projection live, the relay, the bus, the organization's outbox.
    let r = s.gql(Some(&admin), OPERATIONS, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let ops = &r["data"]["operations"];
    let names: Vec<&str> = ops["projections"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    // Every registered projection, in registration order.
    let registered: Vec<&str> = projections::all().iter().map(|p| p.name()).collect();
    assert_eq!(names, registered);
    assert_eq!(&names[..3], ["organization", "cases", "reference"]);
    let organization = projection(&r, "organization");
    assert_eq!(organization["state"], "live");
    assert_eq!(organization["version"], organization["codeVersion"]);
    let generation = organization["generation"].as_i64().unwrap();
    assert!(organization["position"].as_i64().unwrap() > 0, "{r}");
    match profile {
        Profile::Embedded => {
            assert_eq!(ops["profile"], "embedded");
            assert_eq!(ops["relay"]["bus"], "in-process");
            assert_eq!(ops["relay"]["stream"], Value::Null);
        }
        Profile::Distributed => {
            assert_eq!(ops["profile"], "distributed");
            assert_eq!(ops["relay"]["bus"], "nats");
            assert_eq!(ops["relay"]["stream"]["name"], "EVENTS", "{r}");
        }
    }
    assert!(ops["relay"]["head"].as_i64().unwrap() >= ops["relay"]["checkpoint"].as_i64().unwrap());
    // An admin sees its organization's outbox; an overlord the deployment's.
    assert_eq!(ops["outbox"]["failed"], 1, "{r}");
    assert_eq!(ops["outbox"]["failures"], json!([{"writeBackId": "wb-failed", "kind": "note_added", "attempts": 3, "lastError": "HTTP 503 from the external system"}]));
    assert_eq!(ops["outbox"]["lastError"], "HTTP 503 from the external system");
    let r = s.gql(Some(&overlord), OPERATIONS, json!({})).await;
    assert_eq!(r["data"]["operations"]["outbox"]["failed"], 2, "{r}");

    // Bad input changes nothing.
    let r = s.gql(Some(&admin), REBUILD, json!({"n": "no_such_model"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(r["errors"][0]["extensions"]["field"], "name", "{r}");
    assert_eq!(code(&s.gql(Some(&admin), RETRY, json!({"id": "no-such-id"})).await), "NOT_FOUND");
    assert_eq!(code(&s.gql(Some(&admin), RETRY, json!({"id": "wb-elsewhere"})).await), "NOT_FOUND", "another organization's change");
    assert_eq!(code(&s.gql(Some(&admin), RETRY, json!({"id": "wb-pushed"})).await), "CONFLICT");
    assert!(operation_events(&s).await.is_empty(), "refused operations record nothing");

    // A process killed mid-rebuild leaves a generation that stopped moving: the screen calls
    // it interrupted while the old tables keep serving, and Rebuild starts over.
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    sqlx::query("INSERT INTO projections (name, generation, version, position, state, active, updated_at) VALUES ('organization', 99, 2, 40, 'rebuilding', FALSE, '2026-01-01T00:00:00Z')")
        .execute(db.pool())
        .await
        .unwrap();
    let r = s.gql(Some(&admin), OPERATIONS, json!({})).await;
    let organization = projection(&r, "organization");
    assert_eq!((&organization["state"], &organization["rebuild"]["state"], &organization["rebuild"]["done"]), (&json!("live"), &json!("interrupted"), &json!(40)), "{r}");
    assert_eq!(r["data"]["operations"]["rebuilding"], false);
    // `/readyz` lists the generation being filled too (and stays ready: the old one serves).
    let ready: Value = s.client.get(format!("{}/readyz", s.url)).send().await.unwrap().json().await.unwrap();
    assert_eq!(ready["ready"], true, "{ready}");
    assert_eq!(ready["projections"]["rebuilding"], json!([{"name": "organization", "generation": 99, "position": 40}]), "{ready}");

    // Rebuild `organization` while the old tables keep answering the same data.
    let before = s.gql(Some(&admin), ORGANIZATION, json!({"id": 2})).await;
    assert_eq!(code(&before), "OK", "{before}");
    let r = s.gql(Some(&admin), REBUILD, json!({"n": "organization"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["rebuildProjection"]["projections"], json!(["organization"]));
    let done = poll_until(
        &s,
        &admin,
        |r| projection(r, "organization")["rebuild"]["state"] == "done",
        async || {
            let now = s.gql(Some(&admin), ORGANIZATION, json!({"id": 2})).await;
            assert_eq!(now, before, "the organization answers the same data during the rebuild");
        },
    )
    .await;
    let organization = projection(&done, "organization");
    assert_eq!(organization["state"], "live");
    assert_eq!(organization["rebuild"]["percent"], 100.0);
    assert!(organization["generation"].as_i64().unwrap() > generation, "{done}");
    let leftovers: i64 = sqlx::query("SELECT COUNT(*) FROM projections WHERE name = 'organization' AND active = FALSE").fetch_one(db.pool()).await.unwrap().get(0);
    assert_eq!(leftovers, 0, "the interrupted generation was dropped");
    assert_eq!(s.gql(Some(&admin), ORGANIZATION, json!({"id": 2})).await, before, "the rebuilt tables answer the same");

    // A rebuild asked for twice: the second is CONFLICT while the first holds the lock.
    match profile {
        Profile::Distributed => {
            // Hold the projection's rebuild lock as another process (`caseboard rebuild`) would.
            let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
            let mut conn = db.pool().acquire().await.unwrap().detach();
            sqlx::query("SELECT pg_advisory_lock(726004, hashtext('cases'))").execute(&mut conn).await.unwrap();
            let r = s.gql(Some(&admin), REBUILD, json!({"n": "cases"})).await;
            assert_eq!(code(&r), "CONFLICT", "{r}");
            assert_eq!(code(&s.gql(Some(&admin), REBUILD_ALL, json!({})).await), "CONFLICT", "all or none");
            // Released before the answer comes back (closing the connection alone frees the
            // lock only once the server's backend has exited, which can be after the next
            // request: a race CI once lost).
            sqlx::query("SELECT pg_advisory_unlock(726004, hashtext('cases'))").execute(&mut conn).await.unwrap();
            sqlx::Connection::close(conn).await.unwrap();
            // Released: now it starts, all of them, one after the other.
            let all = s.gql(Some(&admin), REBUILD_ALL, json!({})).await;
            assert_eq!(code(&all), "OK", "{all}");
            let registered: Vec<&str> = projections::all().iter().map(|p| p.name()).collect();
            assert_eq!(all["data"]["rebuildAllProjections"]["projections"], json!(registered));
        }
        Profile::Embedded => {
            // Rebuild all runs them one after the other; the last one's lock is held (queued)
            // until its turn, so asking for it right away conflicts.
            let mut conflicted = false;
            for _ in 0..5 {
                let all = s.gql(Some(&admin), REBUILD_ALL, json!({})).await;
                assert_eq!(code(&all), "OK", "{all}");
                let again = s.gql(Some(&admin), REBUILD, json!({"n": "reference"})).await;
                poll_until(&s, &admin, |r| r["data"]["operations"]["rebuilding"] == false, async || {}).await;
                if code(&again) == "CONFLICT" {
                    conflicted = true;
                    break;
                }
            }
            assert!(conflicted, "a second rebuild of a projection whose rebuild is under way is refused");
        }
    }
    let settled = poll_until(&s, &admin, |r| r["data"]["operations"]["rebuilding"] == false, async || {}).await;
    assert!(settled["data"]["operations"]["projections"].as_array().unwrap().iter().all(|p| p["state"] == "live"), "{settled}");

    // Retry now: the worker pushes the failed change on its next round.
    let r = s.gql(Some(&admin), RETRY, json!({"id": "wb-failed"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    poll_until(&s, &admin, |r| r["data"]["operations"]["outbox"]["failed"] == 0, async || {}).await;
    assert_eq!(code(&s.gql(Some(&admin), RETRY, json!({"id": "wb-failed"})).await), "CONFLICT", "already written back");

    // A failed projector shows its error and the event it failed on; a rebuild (with the code
    // that is now right) brings it back.
    sqlx::query("UPDATE projections SET state = 'failed', last_error = 'event 12 (reference_item_set on reference_state-1): database error: boom' WHERE name = 'reference' AND active = TRUE")
        .execute(db.pool())
        .await
        .unwrap();
    let r = s.gql(Some(&admin), OPERATIONS, json!({})).await;
    let reference = projection(&r, "reference");
    assert_eq!(reference["state"], "failed", "{r}");
    assert_eq!(reference["failedEvent"], json!({"position": 12, "eventType": "reference_item_set"}));
    assert!(reference["lastError"].as_str().unwrap().contains("boom"));
    assert_eq!(code(&s.gql(Some(&admin), REBUILD, json!({"n": "reference"})).await), "OK");
    let done = poll_until(&s, &admin, |r| projection(r, "reference")["rebuild"]["state"] == "done", async || {}).await;
    assert_eq!(projection(&done, "reference")["state"], "live", "{done}");
    assert_eq!(projection(&done, "reference")["lastError"], Value::Null);

    // Every operation is on the log with the acting user.
    let events = operation_events(&s).await;
    let (kind, payload, metadata) = events.first().unwrap();
    assert_eq!((kind.as_str(), &payload["projection"], &metadata["actor_user_id"]), ("projection_rebuild_requested", &json!("organization"), &json!(1)));
    let (kind, payload, metadata) = events.iter().find(|(k, _, _)| k == "write_back_retry_requested").unwrap();
    assert_eq!((kind.as_str(), &payload["write_back_id"], &metadata["actor_user_id"]), ("write_back_retry_requested", &json!("wb-failed"), &json!(1)));
    assert!(events.iter().any(|(k, p, _)| k == "projection_rebuild_requested" && p["all"] == true));
}

#[tokio::test]
async fn operations_embedded() {
    operations(Profile::Embedded).await;
}

#[tokio::test]
async fn operations_distributed() {
    operations(Profile::Distributed).await;
}

/// "Killing the process mid-rebuild leaves the old tables serving and the rebuild
/// restartable": a rebuild of `cases` over a long log is killed (SIGKILL) half-way; after a
/// restart the case still answers from the old generation, the screen says the rebuild was
/// interrupted, and Rebuild runs it to the end.
#[tokio::test]
async fn a_rebuild_killed_midway_leaves_the_old_tables_serving_and_restarts() {
    use domain::cases::{CaseEvent, CaseOpened, NoteAdded, CASE_STREAM};
    use eventstore::{ExpectedVersion, Metadata, NewEvent};

    const CASE: i64 = 990_001;
    // Five chunks of a batched rebuild: the first is reported once the second has folded
    // (its writes overlap the next fold), so three are still to come when it is killed.
    const NOTES: i64 = 50_000;
    let env = Env::new(Profile::Embedded);
    let listen = format!("127.0.0.1:{}", free_port());
    let mut serving = env.spawn(&["serve", "--listen", &listen]);
    let mut s = Server::attach(env, format!("http://{listen}"), vec![]);
    s.wait_ready().await;
    let at = chrono::DateTime::parse_from_rfc3339("2025-07-01T16:00:00Z").unwrap().with_timezone(&chrono::Utc);
    let mut events = vec![NewEvent::from_domain(&CaseEvent::Opened(CaseOpened {
        case_id: CASE,
        organization_id: Some(2),
        opened_at: at,
        first_name: "Ruth".into(),
        last_name: "Adler".into(),
        ..Default::default()
    }))];
    events.extend((1..=NOTES).map(|n| {
        NewEvent::from_domain(&CaseEvent::NoteAdded(NoteAdded {
            case_id: CASE,
            note_id: CASE * 100_000 + n,
            note_type_id: 189,
            title: None,
            content: format!("Note {n}"),
            created_at: at,
            creator_user_id: None,
            creator_name: Some("Dana Intake".into()),
        }))
    }));
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = eventstore::EventStore::new(db.clone(), eventstore::Upcasters::new());
    store.append(CASE_STREAM, &format!("{CASE_STREAM}-{CASE}"), ExpectedVersion::NoStream, &events, &Metadata::default()).await.unwrap();
    s.wait_caught_up().await;
    let admin = s.login("admin@caseboard.demo").await;
    let read_case = format!("{{case(caseId:{CASE}){{caseId firstName lastName}}}}");
    let before = s.gql(Some(&admin), &read_case, json!({})).await;
    assert_eq!(before["data"]["case"]["lastName"], "Adler", "{before}");
    let serving_generation = projection(&s.gql(Some(&admin), OPERATIONS, json!({})).await, "cases")["generation"].clone();

    assert_eq!(code(&s.gql(Some(&admin), REBUILD, json!({"n": "cases"})).await), "OK");
    poll_until(&s, &admin, |r| projection(r, "cases")["rebuild"]["done"].as_i64().unwrap_or(0) > 0, async || {}).await;
    serving.kill();

    let restarted = s.env.spawn(&["serve", "--listen", &listen]);
    s.add(restarted);
    s.wait_ready().await;
    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(s.gql(Some(&admin), &read_case, json!({})).await, before, "the old tables serve after the crash");
    let r = s.gql(Some(&admin), OPERATIONS, json!({})).await;
    let cases = projection(&r, "cases");
    assert_eq!((&cases["state"], &cases["generation"], &cases["rebuild"]["state"]), (&json!("live"), &serving_generation, &json!("interrupted")), "{r}");

    assert_eq!(code(&s.gql(Some(&admin), REBUILD, json!({"n": "cases"})).await), "OK");
    let done = poll_until(&s, &admin, |r| projection(r, "cases")["rebuild"]["state"] == "done", async || {}).await;
    let cases = projection(&done, "cases");
    assert_eq!(cases["state"], "live");
    assert!(cases["generation"].as_i64().unwrap() > serving_generation.as_i64().unwrap(), "{done}");
    assert_eq!(s.gql(Some(&admin), &read_case, json!({})).await, before);
}
