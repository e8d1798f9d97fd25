//! Subscriptions over graphql-ws (`graphql-transport-ws`) at /graphql/ws: `changes` tells
//! open screens a read model advanced; `presence` keeps the online list.

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use super::harness::*;

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(s: &Server, token: &str) -> Ws {
    let url = s.url.replace("http://", "ws://") + "/graphql/ws";
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": token}}).to_string().into())).await.unwrap();
    let ack = next(&mut ws).await;
    assert_eq!(ack["type"], "connection_ack", "{ack}");
    ws
}

async fn subscribe(ws: &mut Ws, id: &str, query: &str) {
    ws.send(Message::Text(json!({"id": id, "type": "subscribe", "payload": {"query": query}}).to_string().into())).await.unwrap();
}

async fn next(ws: &mut Ws) -> Value {
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
    let s = Server::start(Profile::Embedded).await;
    let mut ws = connect(&s, "bogus").await;
    subscribe(&mut ws, "c", "subscription{changes(topics:[]){topic}}").await;
    let msg = next(&mut ws).await;
    assert_eq!(msg["payload"]["errors"][0]["extensions"]["code"], "UNAUTHENTICATED", "{msg}");
    assert_eq!(msg["payload"]["data"], Value::Null);
}
