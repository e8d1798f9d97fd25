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
    assert!(again.contains("): 0 new events"), "demo is idempotent: {again}");

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

/// Presence spans API replicas (spec 1 §4 "Presence"): two `api` processes on one PostgreSQL
/// and NATS; a user who subscribes on one replica is announced to a subscriber on the other.
#[tokio::test]
async fn presence_spans_api_replicas() {
    use futures::SinkExt;
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Message;

    let (s, b, _projector) = two_replicas().await;
    let a = s.url.trim_start_matches("http://").to_string();
    let admin = s.login("admin@caseboard.demo").await;
    let intake = s.login("intake@caseboard.demo").await;

    async fn presence(addr: &str, token: &str) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
        let mut request = format!("ws://{addr}/graphql/ws").into_client_request().unwrap();
        request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
        let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
        ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": token}}).to_string().into())).await.unwrap();
        ws.send(Message::Text(json!({"id": "p", "type": "subscribe", "payload": {"query": "subscription{presence{kind userIds}}"}}).to_string().into()))
            .await
            .unwrap();
        ws
    }
    async fn next_presence(ws: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>) -> serde_json::Value {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(15), ws.next()).await.expect("a message within 15 s").unwrap().unwrap();
            if let Message::Text(t) = msg {
                let v: serde_json::Value = serde_json::from_str(&t).unwrap();
                if v["id"] == "p" {
                    return v["payload"]["data"]["presence"].clone();
                }
            }
        }
    }
    let mut on_a = presence(&a, &admin).await;
    assert_eq!(next_presence(&mut on_a).await["kind"], "STATE");
    let mut on_b = presence(&b, &intake).await;
    let state_b = next_presence(&mut on_b).await;
    assert!(state_b["userIds"].as_array().unwrap().contains(&json!(1)), "replica B knows the admin online on A: {state_b}");
    assert_eq!(next_presence(&mut on_a).await, json!({"kind": "JOIN", "userIds": [4]}), "replica A hears the join on B");
    on_b.close(None).await.unwrap();
    drop(on_b);
    assert_eq!(next_presence(&mut on_a).await, json!({"kind": "LEAVE", "userIds": [4]}));
}

/// Issue #36 §5: authority never waits for a projection. With the projector stopped, a role
/// the overlord removes on one API replica is gone on the other at once (the demoted intake
/// manager no longer reads the intake lists), and a deactivation signs the user out there.
#[tokio::test]
async fn authority_is_decided_from_the_write_side_with_the_projector_stopped() {
    let (s, b, mut projector) = two_replicas().await;
    let replica_b = Server::attach(Env::new(Profile::Embedded), format!("http://{b}"), vec![]);
    let overlord = s.login("overlord@caseboard.demo").await;
    let manager = s.login("intake-management@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    const FOLLOW_UP: &str = "{leadsInFollowUp{leadCount}}";
    assert_eq!(code(&replica_b.gql(Some(&manager), FOLLOW_UP, json!({})).await), "OK");
    projector.kill();

    let demote = json!({"u": {"userId": 3, "firstName": "Dana", "lastName": "Whitfield", "email": "intake-management@caseboard.demo", "roleIds": [7]}});
    let r = s.gql(Some(&overlord), "mutation($u:UserInput!){upsertUser(user:$u){userId}}", demote).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = s.gql(Some(&overlord), "mutation{deactivateUser(userId:6){active}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    // On the other replica, as soon as the authority change reaches it over the bus.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let demoted = code(&replica_b.gql(Some(&manager), FOLLOW_UP, json!({})).await);
        let deactivated = code(&replica_b.gql(Some(&paralegal), "{timeZone}", json!({})).await);
        if demoted == "FORBIDDEN" && deactivated == "UNAUTHENTICATED" {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "still {demoted} / {deactivated} on replica B with the projector stopped");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // And on the replica that made the change.
    assert_eq!(code(&s.gql(Some(&manager), FOLLOW_UP, json!({})).await), "FORBIDDEN");
}
