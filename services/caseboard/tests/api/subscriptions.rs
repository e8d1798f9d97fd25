//! Subscriptions over graphql-ws (`graphql-transport-ws`) at /graphql/ws: `changes` tells
//! open screens a read model advanced; `presence` keeps the online list.

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use super::harness::*;

pub type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub async fn connect(s: &Server, token: &str) -> Ws {
    let url = s.url.replace("http://", "ws://") + "/graphql/ws";
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": token}}).to_string().into())).await.unwrap();
    let ack = next(&mut ws).await;
    assert_eq!(ack["type"], "connection_ack", "{ack}");
    ws
}

pub async fn subscribe(ws: &mut Ws, id: &str, query: &str) {
    ws.send(Message::Text(json!({"id": id, "type": "subscribe", "payload": {"query": query}}).to_string().into())).await.unwrap();
}

pub async fn next(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(15), ws.next()).await.expect("a message within 15 s").unwrap().unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "ping" {
                continue;
            }
            return v;
        }
    }
}

async fn live(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;
    let mut ws = connect(&s, &admin).await;
    subscribe(&mut ws, "c", "subscription{changes(topics:[\"organization\"]){topic position}}").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = s.gql(Some(&admin), "mutation{upsertTeam(team:{name:\"Live Team\"}){teamId}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let msg = next(&mut ws).await;
    assert_eq!(msg["type"], "next", "{msg}");
    assert_eq!(msg["payload"]["data"]["changes"]["topic"], "organization");
    assert!(msg["payload"]["data"]["changes"]["position"].as_i64().unwrap() > 0);

    // Presence: the subscriber is online; a second user joining and leaving is announced.
    subscribe(&mut ws, "p", "subscription{presence{kind userIds}}").await;
    let state = loop {
        let m = next(&mut ws).await;
        if m["id"] == "p" {
            break m;
        }
    };
    assert_eq!(state["payload"]["data"]["presence"]["kind"], "STATE");
    assert!(state["payload"]["data"]["presence"]["userIds"].as_array().unwrap().contains(&json!(1)));
    let intake = s.login("intake@caseboard.demo").await;
    let mut other = connect(&s, &intake).await;
    subscribe(&mut other, "p", "subscription{presence{kind userIds}}").await;
    let join = loop {
        let m = next(&mut ws).await;
        if m["id"] == "p" {
            break m;
        }
    };
    assert_eq!(join["payload"]["data"]["presence"], json!({"kind": "JOIN", "userIds": [4]}));
    other.close(None).await.unwrap();
    drop(other);
    let leave = loop {
        let m = next(&mut ws).await;
        if m["id"] == "p" {
            break m;
        }
    };
    assert_eq!(leave["payload"]["data"]["presence"], json!({"kind": "LEAVE", "userIds": [4]}));
}

#[tokio::test]
async fn live_updates_and_presence_embedded() {
    live(Profile::Embedded).await;
}

#[tokio::test]
async fn live_updates_and_presence_distributed() {
    live(Profile::Distributed).await;
}

#[tokio::test]
async fn subscriptions_need_a_token() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let s = Server::start(Profile::Embedded).await;
    let url = s.url.replace("http://", "ws://") + "/graphql/ws";
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": "bogus"}}).to_string().into())).await.unwrap();
    // No connection_ack: the socket is closed.
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                Some(Ok(Message::Text(t))) => assert!(!t.contains("connection_ack"), "a bogus token was acknowledged"),
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    })
    .await
    .expect("closed within 10 s");
    assert!(closed.is_some_and(|c| c >= 1000), "closed with a close frame: {closed:?}");
}

mod targeted {
    use std::time::{Duration, Instant};

    use chrono::Utc;
    use domain::cases::*;
    use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
    use serde_json::{json, Value};

    use super::super::cases::{seed_case, CASE_ID};
    use super::super::harness::*;
    use super::{connect, subscribe, Ws};
    use futures::StreamExt;
    use tokio_tungstenite::tungstenite::Message;

    const OTHER_CASE: i64 = 777_002;

    async fn store(s: &Server) -> EventStore {
        EventStore::new(eventstore::Db::connect(&s.database_url()).await.unwrap(), Upcasters::new())
    }

    fn note(case_id: i64, n: i64) -> NewEvent {
        NewEvent::from_domain(&CaseEvent::NoteAdded(NoteAdded {
            case_id,
            note_id: 5_000_000 + n,
            note_type_id: 5,
            title: None,
            content: format!("Imported note {n}"),
            created_at: Utc::now(),
            creator_user_id: None,
            creator_name: None,
        }))
    }

    /// The next data message within `wait`, or None.
    async fn next_change(ws: &mut Ws, wait: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let msg = tokio::time::timeout_at(deadline, ws.next()).await.ok()??.ok()?;
            if let Message::Text(t) = msg {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == "next" {
                    return Some(v["payload"]["data"]["changes"].clone());
                }
            }
        }
    }

    /// A change to case A does not notify a screen of case B; a change to B does.
    async fn entity_filter(profile: Profile) {
        let s = Server::start(profile).await;
        seed_case(&s).await;
        let opened = CaseEvent::Opened(CaseOpened {
            case_id: OTHER_CASE,
            organization_id: Some(2),
            opened_at: Utc::now(),
            first_name: "Ivo".into(),
            last_name: "Marsh".into(),
            ..Default::default()
        });
        let meta = Metadata { source: Source::Import, ..Default::default() };
        store(&s).await.append("case", &format!("case-{OTHER_CASE}"), ExpectedVersion::NoStream, &[NewEvent::from_domain(&opened)], &meta).await.unwrap();
        s.wait_caught_up().await;
        let admin = s.login("admin@caseboard.demo").await;
        let mut ws = connect(&s, &admin).await;
        subscribe(&mut ws, "b", &format!("subscription{{changes(topics:[\"cases\"],entities:[\"case:{OTHER_CASE}\"]){{topic position entities}}}}")).await;
        tokio::time::sleep(Duration::from_millis(300)).await;

        let add = "mutation($c:Int!,$t:String!){insertSaCaseNote(note:{caseId:$c,content:$t}){note{noteId}}}";
        assert_eq!(code(&s.gql(Some(&admin), add, json!({"c": CASE_ID, "t": "For case A"})).await), "OK");
        assert_eq!(next_change(&mut ws, Duration::from_millis(1500)).await, None, "case B's screen is not told about case A");
        assert_eq!(code(&s.gql(Some(&admin), add, json!({"c": OTHER_CASE, "t": "For case B"})).await), "OK");
        let change = next_change(&mut ws, Duration::from_secs(10)).await.expect("case B's screen is told about case B");
        assert_eq!(change["topic"], "cases");
        assert_eq!(change["entities"], json!([format!("case:{OTHER_CASE}")]));
    }

    #[tokio::test]
    async fn a_change_to_one_case_does_not_notify_another_embedded() {
        entity_filter(Profile::Embedded).await;
    }

    #[tokio::test]
    async fn a_change_to_one_case_does_not_notify_another_distributed() {
        entity_filter(Profile::Distributed).await;
    }

    /// An import burst yields a bounded number of notifications that end with the last state.
    #[tokio::test]
    async fn an_import_burst_is_coalesced_and_ends_with_the_last_state() {
        let s = Server::start(Profile::Embedded).await;
        seed_case(&s).await;
        s.wait_caught_up().await;
        let admin = s.login("admin@caseboard.demo").await;
        let mut ws = connect(&s, &admin).await;
        subscribe(&mut ws, "all", "subscription{changes(topics:[\"cases\"]){topic position entities}}").await;
        tokio::time::sleep(Duration::from_millis(300)).await;

        let store = store(&s).await;
        let meta = Metadata { source: Source::Import, ..Default::default() };
        let started = Instant::now();
        let mut last = 0;
        for batch in 0..50 {
            let events: Vec<NewEvent> = (0..40).map(|i| note(CASE_ID, batch * 40 + i)).collect();
            last = store.append("case", &format!("case-{CASE_ID}"), ExpectedVersion::Any, &events, &meta).await.unwrap().last_position;
        }
        let mut notifications = 0;
        loop {
            let change = next_change(&mut ws, Duration::from_secs(30)).await.expect("the burst is announced");
            notifications += 1;
            if change["position"].as_i64().unwrap() >= last {
                break;
            }
        }
        let elapsed = started.elapsed().as_millis() as usize;
        // 2 000 events: at most one notification per coalescing window (plus the first), never
        // one per event.
        let window = api::schema::CHANGES_COALESCE.as_millis() as usize;
        assert!(notifications <= elapsed / window + 2, "{notifications} notifications in {elapsed} ms");
        assert!(notifications < 2_000);
        assert_eq!(next_change(&mut ws, Duration::from_millis(500)).await, None, "nothing after the last state");
    }
}
