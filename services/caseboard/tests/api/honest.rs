//! Hardening: honest answers under concurrency and lag. A committed write is never answered
//! with an error, a retry with the same idempotency key never writes twice, commuting
//! commands never fail on a concurrent append, and a stale form never overwrites a newer save.

use serde_json::{json, Value};

use super::cases::{seed_case, CASE_ID};
use super::harness::*;

const UPSERT_TEAM: &str = "mutation($t:TeamInput!){upsertTeam(team:$t){teamId name version}}";

async fn gql_keyed(s: &Server, token: &str, key: &str, query: &str, variables: Value) -> Value {
    let body = json!({"query": query, "variables": variables});
    let req = s.client.post(format!("{}/graphql", s.url)).bearer_auth(token).header("X-Client-Mutation-Id", key).json(&body);
    req.send().await.unwrap().json().await.unwrap()
}

async fn team_count(s: &Server, token: &str, name: &str) -> usize {
    let r = s.gql(Some(token), ORGANIZATION, json!({"id": 2})).await;
    r["data"]["organization"]["teams"].as_array().unwrap().iter().filter(|t| t["name"] == name).count()
}

async fn retries_and_stale_forms(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;

    // A retry of a create whose answer was lost returns the first result.
    let team = json!({"t": {"name": "Retry squad"}});
    let first = gql_keyed(&s, &admin, "3f1c-retry-1", UPSERT_TEAM, team.clone()).await;
    let again = gql_keyed(&s, &admin, "3f1c-retry-1", UPSERT_TEAM, team.clone()).await;
    assert_eq!(code(&first), "OK", "{first}");
    assert_eq!(first["data"]["upsertTeam"]["teamId"], again["data"]["upsertTeam"]["teamId"], "{again}");
    assert_eq!(team_count(&s, &admin, "Retry squad").await, 1);
    // Another key is another write.
    gql_keyed(&s, &admin, "3f1c-retry-2", UPSERT_TEAM, team).await;
    assert_eq!(team_count(&s, &admin, "Retry squad").await, 2);
    // A used key with another request is refused, naming the key; nothing is written
    // (issue #36 §6: it used to drop the new name and answer OK).
    let renamed = gql_keyed(&s, &admin, "3f1c-retry-1", UPSERT_TEAM, json!({"t": {"name": "Other squad"}})).await;
    assert_eq!((code(&renamed).as_str(), renamed["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("X-Client-Mutation-Id")), "{renamed}");
    assert!(renamed["errors"][0]["message"].as_str().unwrap().contains("3f1c-retry-1"), "{renamed}");
    assert_eq!(team_count(&s, &admin, "Other squad").await, 0);

    // Two admins open the same team; the later save of the stale form is refused.
    let team_id = first["data"]["upsertTeam"]["teamId"].as_i64().unwrap();
    let loaded = first["data"]["upsertTeam"]["version"].as_i64().unwrap();
    let overlord = s.login("overlord@caseboard.demo").await;
    let r = s.gql(Some(&overlord), UPSERT_TEAM, json!({"t": {"teamId": team_id, "name": "Retry squad A", "expectedVersion": loaded}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["upsertTeam"]["version"], loaded + 1);
    let r = s.gql(Some(&admin), UPSERT_TEAM, json!({"t": {"teamId": team_id, "name": "Retry squad B", "expectedVersion": loaded}})).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("(changed: name)"), "{r}");
    assert_eq!(team_count(&s, &admin, "Retry squad A").await, 1, "the newer save stays");

    // Users too: the message names what the other admin changed.
    let r = s.gql(Some(&admin), "query($id:Int!){organization(id:$id){users{userId version}}}", json!({"id": 2})).await;
    let version = r["data"]["organization"]["users"].as_array().unwrap().iter().find(|u| u["userId"] == 7).unwrap()["version"].as_i64();
    let version = version.expect("users expose their version");
    let user = |email: &str, cap: i64| json!({"u": {"userId": 7, "firstName": "Tyler", "lastName": "Brooks", "email": email, "capacity": cap, "expectedVersion": version}});
    let save = "mutation($u:UserInput!){upsertUser(user:$u){email capacity}}";
    assert_eq!(code(&s.gql(Some(&overlord), save, user("tyler.b@caseboard.demo", 0)).await), "OK");
    let r = s.gql(Some(&admin), save, user("user@caseboard.demo", 4)).await;
    assert_eq!(code(&r), "CONFLICT", "{r}");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("email"), "{r}");
}

/// A note retried with its key answers the first note (its id, re-read); the same key on
/// another case or on another mutation is refused and writes nothing (issue #36 §6).
async fn keyed_notes(profile: Profile) {
    let s = Server::start(profile).await;
    seed_case(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    // One alias for both mutations: the key is per field alias (`<key>/m`).
    const NOTE: &str = "mutation($n:SaCaseNoteInput!){m: insertSaCaseNote(note:$n){note{noteId plainText}}}";
    const TEAM: &str = "mutation($t:TeamInput!){m: upsertTeam(team:$t){teamId}}";
    let note = |case_id: i64| json!({"n": {"caseId": case_id, "content": "Called the adjuster"}});
    let first = gql_keyed(&s, &admin, "note-key-1", NOTE, note(CASE_ID)).await;
    let again = gql_keyed(&s, &admin, "note-key-1", NOTE, note(CASE_ID)).await;
    assert_eq!(code(&first), "OK", "{first}");
    assert_eq!(again["data"], first["data"], "the replay answers the first note: {again}");
    let notes = s.gql(Some(&admin), "query($id:Int!){case(caseId:$id){notes{noteId}}}", json!({"id": CASE_ID})).await;
    let ids: Vec<&Value> = notes["data"]["case"]["notes"].as_array().unwrap().iter().map(|n| &n["noteId"]).collect();
    assert_eq!(ids.iter().filter(|id| **id == &first["data"]["m"]["note"]["noteId"]).count(), 1, "{notes}");
    let before = s.events_count().await;
    let other_case = gql_keyed(&s, &admin, "note-key-1", NOTE, note(CASE_ID + 1)).await;
    assert_eq!(code(&other_case), "BAD_USER_INPUT", "{other_case}");
    let other_mutation = gql_keyed(&s, &admin, "note-key-1", TEAM, json!({"t": {"name": "Keyed"}})).await;
    assert_eq!(code(&other_mutation), "BAD_USER_INPUT", "{other_mutation}");
    assert_eq!(s.events_count().await, before, "nothing written");
}

#[tokio::test]
async fn keyed_retries_answer_the_first_result_embedded() {
    keyed_notes(Profile::Embedded).await;
}

#[tokio::test]
async fn keyed_retries_answer_the_first_result_distributed() {
    keyed_notes(Profile::Distributed).await;
}

#[tokio::test]
async fn retries_and_stale_forms_embedded() {
    retries_and_stale_forms(Profile::Embedded).await;
}

#[tokio::test]
async fn retries_and_stale_forms_distributed() {
    retries_and_stale_forms(Profile::Distributed).await;
}

/// Adding a note commutes with other notes: 64 at once on one case all succeed.
async fn concurrent_notes(profile: Profile) {
    let s = Server::start(profile).await;
    seed_case(&s).await;
    s.wait_caught_up().await;
    let admin = s.login("admin@caseboard.demo").await;
    let note = "mutation($c:Int!,$t:String!){insertSaCaseNote(note:{caseId:$c,content:$t}){note{noteId}}}";
    let answers = futures::future::join_all((0..64).map(|i| {
        let (s, admin) = (&s, &admin);
        async move {
            // Four run at once per session (fairness); the rest queue and, on a slow machine,
            // may be told RATE_LIMITED with Retry-After: 1 — a client then sends again, with
            // the same idempotency key. What must never happen is a CONFLICT.
            let key = format!("concurrent-note-{i}");
            loop {
                let r = gql_keyed(s, admin, &key, note, json!({"c": CASE_ID, "t": format!("Concurrent note {i}")})).await;
                if code(&r) != "RATE_LIMITED" {
                    return r;
                }
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        }
    }))
    .await;
    let failed: Vec<&Value> = answers.iter().filter(|r| code(r) != "OK").collect();
    assert!(failed.is_empty(), "{} of 64 failed, e.g. {}", failed.len(), failed[0]);
    let r = s.gql(Some(&admin), "query($c:Int!){case(caseId:$c){notes{plainText}}}", json!({"c": CASE_ID})).await;
    let stored = r["data"]["case"]["notes"].as_array().unwrap().iter().filter(|n| n["plainText"].as_str().unwrap().starts_with("Concurrent note")).count();
    assert_eq!(stored, 64);
}

#[tokio::test]
async fn concurrent_notes_all_succeed_embedded() {
    concurrent_notes(Profile::Embedded).await;
}

#[tokio::test]
async fn concurrent_notes_all_succeed_distributed() {
    concurrent_notes(Profile::Distributed).await;
}

/// A create made while the projector is stopped is committed: it answers success from what
/// was committed, says the screens are catching up, and a retry does not duplicate it.
#[tokio::test]
async fn a_create_while_the_projector_is_stopped_answers_success() {
    let env = Env::new(Profile::Distributed);
    env.run(&["migrate"]);
    env.run(&["demo"]);
    let listen = format!("127.0.0.1:{}", free_port());
    let api = env.spawn(&["api", "--listen", &listen]);
    let mut projector = env.spawn(&["projector"]);
    let s = Server::attach(env, format!("http://{listen}"), vec![api]);
    s.wait_ready().await;
    s.wait_caught_up().await;
    let admin = s.login("admin@caseboard.demo").await;
    projector.kill();

    let r = gql_keyed(&s, &admin, "lag-1", UPSERT_TEAM, json!({"t": {"name": "Made during lag"}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["upsertTeam"]["name"], "Made during lag");
    assert_eq!(r["extensions"]["catchingUp"], true, "{r}");
    let first_team = r["data"]["upsertTeam"]["teamId"].clone();
    let user = json!({"u": {"firstName": "Lag", "lastName": "Hire", "email": "lag.hire@firm.test", "roleIds": [7]}});
    let r = s.gql(Some(&admin), "mutation($u:UserInput!){upsertUser(user:$u){userId name roles{name}}}", user).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["upsertUser"]["roles"], json!([{"name": "user"}]));

    // The retry (the user did not trust the slow answer) returns the same team.
    let again = gql_keyed(&s, &admin, "lag-1", UPSERT_TEAM, json!({"t": {"name": "Made during lag"}})).await;
    assert_eq!(again["data"]["upsertTeam"]["teamId"], first_team, "{again}");
    let mut projector = s.env.spawn(&["projector"]);
    s.wait_caught_up().await;
    assert_eq!(team_count(&s, &admin, "Made during lag").await, 1);
    projector.kill();
}
