//! The distributed profile as separate processes: `migrate`, `demo`, then `api`, `relay` and
//! `projector` against PostgreSQL and NATS JetStream. A team created through `upsertTeam`
//! appears in `organization(id)` and as a message in the `EVENTS` stream; killing and
//! restarting the projector loses nothing.

use std::time::Duration;

use futures::StreamExt;
use serde_json::json;

use super::harness::*;

#[tokio::test]
async fn separate_processes_serve_the_same_and_lose_nothing() {
    let env = Env::new(Profile::Distributed);
    assert!(env.run(&["migrate"]).contains("distributed"));
    let out = env.run(&["demo"]);
    assert!(out.contains("admin@caseboard.demo"), "{out}");
    let again = env.run(&["demo"]);
    assert!(again.contains("Demo firm: 0 new events"), "demo is idempotent: {again}");

    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let api = env.spawn(&["api", "--listen", &listen]);
    let relay = env.spawn(&["relay"]);
    let projector = env.spawn(&["projector"]);
    let mut s = Server::attach(env, format!("http://{listen}"), vec![api, relay]);
    s.wait_ready().await;

    let nats = async_nats::connect(NATS).await.unwrap();
    let mut events = nats.subscribe("caseboard.events.team.>").await.unwrap();

    // The projector process catches up with the demo firm first.
    s.wait_caught_up().await;
    let admin = s.login("admin@caseboard.demo").await;
    let name = format!("Distributed {}", uuid::Uuid::new_v4().simple());
    let r = s.gql(Some(&admin), "mutation($n:String!){upsertTeam(team:{name:$n}){teamId name}}", json!({"n": name})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["upsertTeam"]["name"], name.as_str(), "read-your-writes through the projector process");
    let team_id = r["data"]["upsertTeam"]["teamId"].as_i64().unwrap();

    // The relay published it to JetStream with the event id as Nats-Msg-Id.
    let msg = loop {
        let m = tokio::time::timeout(Duration::from_secs(15), events.next()).await.expect("event on NATS").unwrap();
        let v: serde_json::Value = serde_json::from_slice(&m.payload).unwrap();
        if v["payload"]["name"] == name.as_str() {
            break (m, v);
        }
    };
    assert_eq!(msg.0.subject.as_str(), "caseboard.events.team.team_created");
    let header = msg.0.headers.as_ref().and_then(|h| h.get("Nats-Msg-Id")).map(|v| v.as_str().to_string());
    assert_eq!(header.as_deref(), msg.1["event_id"].as_str());
    let js = async_nats::jetstream::new(nats.clone());
    let mut stream = js.get_stream("EVENTS").await.expect("EVENTS stream exists");
    assert!(stream.info().await.unwrap().state.messages > 0);

    // Kill the projector; a write still succeeds (read-your-writes waits, bounded).
    drop(projector);
    let r = s.gql(Some(&admin), "mutation($n:String!){upsertTeam(team:{name:$n}){teamId}}", json!({"n": format!("{name} while down")})).await;
    assert!(r["errors"].as_array().map(|e| e.is_empty()).unwrap_or(true) || code(&r) == "INTERNAL", "{r}");
    // Restart it: it catches up from its checkpoint and loses nothing.
    let projector = s.env.spawn(&["projector"]);
    s.add(projector);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let o = s.gql(Some(&admin), "{organization(id:2){teams(includeInactive:true){teamId name}}}", json!({})).await;
        let teams = o["data"]["organization"]["teams"].as_array().unwrap().clone();
        let has = |n: &str| teams.iter().any(|t| t["name"] == n);
        if has(&name) && has(&format!("{name} while down")) {
            assert_eq!(teams.iter().filter(|t| t["teamId"] == team_id).count(), 1);
            break;
        }
        assert!(std::time::Instant::now() < deadline, "projector did not catch up: {o}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // rebuild --all leaves every answer unchanged.
    let before = s.gql(Some(&admin), ORGANIZATION, json!({"id": 2})).await;
    let out = s.env.run(&["rebuild", "--all"]);
    assert!(out.contains("Rebuilt organization"), "{out}");
    let after = s.gql(Some(&admin), ORGANIZATION, json!({"id": 2})).await;
    assert_eq!(before, after);
}
