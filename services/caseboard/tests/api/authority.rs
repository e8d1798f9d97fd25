//! Hardening: no role acts outside its organization or grants itself more; a socket never
//! outlives the authority behind it; sign-in throttling follows the source of the guesses.

use std::net::IpAddr;
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use super::harness::*;
use super::subscriptions::{connect, next, Ws};

const UPSERT_USER: &str = "mutation($u:UserInput!){upsertUser(user:$u){userId active roles{name}}}";
const ME: &str = "{timeZone}";

async fn user_roles(s: &Server, token: &str, user_id: i64) -> Value {
    let r = s.gql(Some(token), ORGANIZATION, json!({"id": 2})).await;
    r["data"]["organization"]["users"].as_array().unwrap().iter().find(|u| u["userId"] == user_id).unwrap()["roles"].clone()
}

async fn privileges(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;
    let overlord = s.login("overlord@caseboard.demo").await;

    // An admin cannot make itself (or anyone) overlord.
    let me = json!({"userId": 1, "firstName": "Morgan", "lastName": "Hale", "email": "admin@caseboard.demo", "roleIds": [1, 2]});
    let r = s.gql(Some(&admin), UPSERT_USER, json!({"u": me})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    assert_eq!(user_roles(&s, &admin, 1).await, json!([{"name": "admin"}]));
    let new = json!({"firstName": "Evil", "lastName": "Twin", "email": "evil@firm.test", "roleIds": [2]});
    assert_eq!(code(&s.gql(Some(&admin), UPSERT_USER, json!({"u": new})).await), "FORBIDDEN");

    // Nor touch the overlord's account: no deactivation, no new password.
    let r = s.gql(Some(&admin), "mutation{deactivateUser(userId:2){active}}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN", "{r}");
    let pw = json!({"userId": 2, "firstName": "Jordan", "lastName": "Pierce", "email": "overlord@caseboard.demo", "password": "taken-over-1"});
    assert_eq!(code(&s.gql(Some(&admin), UPSERT_USER, json!({"u": pw})).await), "FORBIDDEN");
    s.login("overlord@caseboard.demo").await;

    // Nor act in another organization: its users, its administration, acting as its users.
    let other = json!({"organizationId": 3, "firstName": "Out", "lastName": "Side", "email": "out@firm.test"});
    assert_eq!(code(&s.gql(Some(&admin), UPSERT_USER, json!({"u": other})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&admin), "{organization(id:3){name}}", json!({})).await), "FORBIDDEN");

    // The last admin of an organization cannot remove itself.
    let demote = json!({"userId": 1, "firstName": "Morgan", "lastName": "Hale", "email": "admin@caseboard.demo", "roleIds": [5]});
    let r = s.gql(Some(&admin), UPSERT_USER, json!({"u": demote})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(r["errors"][0]["message"], "An organization needs at least one active admin");

    // The overlord may grant and take back overlord.
    let grant = json!({"userId": 7, "firstName": "Tyler", "lastName": "Brooks", "email": "user@caseboard.demo", "roleIds": [7, 2]});
    let r = s.gql(Some(&overlord), UPSERT_USER, json!({"u": grant})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["upsertUser"]["roles"], json!([{"name": "overlord"}, {"name": "user"}]));

    // An admin setting a user's password ends that user's sessions.
    let attorney = s.login("attorney@caseboard.demo").await;
    let pw = json!({"userId": 5, "firstName": "Lauren", "lastName": "Sutter", "email": "attorney@caseboard.demo", "password": "a-new-password"});
    assert_eq!(code(&s.gql(Some(&admin), UPSERT_USER, json!({"u": pw})).await), "OK");
    assert_eq!(code(&s.gql(Some(&attorney), ME, json!({})).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn privileges_embedded() {
    privileges(Profile::Embedded).await;
}

#[tokio::test]
async fn privileges_distributed() {
    privileges(Profile::Distributed).await;
}

#[tokio::test]
async fn write_back_status_is_scoped_to_the_organization() {
    let s = Server::start(Profile::Embedded).await;
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    for (id, org) in [("a", 2), ("b", 3), ("c", 3)] {
        sqlx::query(
            "INSERT INTO writeback_outbox (id, kind, case_id, payload, created_at, attempts, next_attempt_at, last_error, organization_id) \
             VALUES ($1, 'case_note_added', 1, '{}', '2026-01-01T00:00:00Z', 1, '2026-01-01T00:00:05Z', 'down', $2)",
        )
        .bind(id)
        .bind(org as i64)
        .execute(db.pool())
        .await
        .unwrap();
    }
    let q = "{writeBackStatus{pending failed failures{writeBackId}}}";
    let admin = s.login("admin@caseboard.demo").await;
    let r = s.gql(Some(&admin), q, json!({})).await;
    assert_eq!(r["data"]["writeBackStatus"]["pending"], 1, "{r}");
    assert_eq!(r["data"]["writeBackStatus"]["failures"], json!([{"writeBackId": "a"}]));
    let overlord = s.login("overlord@caseboard.demo").await;
    let r = s.gql(Some(&overlord), q, json!({})).await;
    assert_eq!(r["data"]["writeBackStatus"]["pending"], 3, "{r}");
}

/// The next message, or None when the server closed the socket.
async fn next_or_closed(ws: &mut Ws) -> Option<Value> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("the socket answers or closes within 10 s") {
            None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return None,
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] != "ping" {
                    return Some(v);
                }
            }
            Some(Ok(_)) => {}
        }
    }
}

/// How the server closed the socket: the close frame's code (None: dropped without one, which
/// a browser reports as 1006). Messages before the close are skipped.
async fn close_code(ws: &mut Ws) -> Option<u16> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("the socket closes within 10 s") {
            Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
            None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

async fn ws_op(ws: &mut Ws, id: &str, query: &str) {
    ws.send(Message::Text(json!({"id": id, "type": "subscribe", "payload": {"query": query}}).to_string().into())).await.unwrap();
}

async fn sockets(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;

    // Logout closes the socket of that session.
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let mut ws = connect(&s, &paralegal).await;
    ws_op(&mut ws, "1", "{user(id:6){userId}}").await;
    assert_eq!(next(&mut ws).await["payload"]["data"]["user"]["userId"], 6);
    assert_eq!(code(&s.gql(Some(&paralegal), "mutation{logout}", json!({})).await), "OK");
    assert_eq!(next_or_closed(&mut ws).await.map(|m| m["type"].clone()), Some(json!("complete")));
    assert_eq!(close_code(&mut ws).await, Some(api::server::SESSION_ENDED_CLOSE_CODE), "the socket is closed, with a close frame, after logout");

    // Deactivation closes the user's sockets.
    let user = s.login("user@caseboard.demo").await;
    let mut ws = connect(&s, &user).await;
    assert_eq!(code(&s.gql(Some(&admin), "mutation{deactivateUser(userId:7){active}}", json!({})).await), "OK");
    assert_eq!(close_code(&mut ws).await, Some(api::server::SESSION_ENDED_CLOSE_CODE), "the socket is closed after deactivation");

    // A demoted admin's open socket loses the admin's rights at once.
    let overlord = s.login("overlord@caseboard.demo").await;
    let second = json!({"userId": 3, "firstName": "Dana", "lastName": "Whitfield", "email": "intake-management@caseboard.demo", "roleIds": [3, 1]});
    assert_eq!(code(&s.gql(Some(&overlord), UPSERT_USER, json!({"u": second})).await), "OK");
    let manager = s.login("intake-management@caseboard.demo").await;
    let mut ws = connect(&s, &manager).await;
    let create_team = "mutation{upsertTeam(team:{name:\"Night shift\"}){teamId}}";
    ws_op(&mut ws, "1", create_team).await;
    let m = next(&mut ws).await;
    assert!(m["payload"]["data"]["upsertTeam"]["teamId"].is_i64(), "an admin creates teams over the socket: {m}");
    let demote = json!({"userId": 3, "firstName": "Dana", "lastName": "Whitfield", "email": "intake-management@caseboard.demo", "roleIds": [3]});
    assert_eq!(code(&s.gql(Some(&overlord), UPSERT_USER, json!({"u": demote})).await), "OK");
    ws_op(&mut ws, "2", create_team).await;
    let m = loop {
        let m = next(&mut ws).await;
        if m["id"] == "2" && m["type"] != "complete" {
            break m;
        }
    };
    assert_eq!(m["payload"][0]["extensions"]["code"].as_str().or(m["payload"]["errors"][0]["extensions"]["code"].as_str()), Some("FORBIDDEN"), "{m}");

    // A revoked token cannot open a socket.
    let url = s.url.replace("http://", "ws://") + "/graphql/ws";
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": paralegal}}).to_string().into())).await.unwrap();
    assert_eq!(next_or_closed(&mut ws).await, None, "no connection_ack for a logged-out token");
}

#[tokio::test]
async fn sockets_follow_the_session_embedded() {
    sockets(Profile::Embedded).await;
}

#[tokio::test]
async fn sockets_follow_the_session_across_replicas_distributed() {
    sockets(Profile::Distributed).await;
}

const LOGIN: &str = "mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}";

fn client_from(address: &str) -> reqwest::Client {
    reqwest::Client::builder().local_address(address.parse::<IpAddr>().unwrap()).build().unwrap()
}

async fn login_from(s: &Server, client: &reqwest::Client, email: &str, password: &str) -> Value {
    let body = json!({"query": LOGIN, "variables": {"e": email, "p": password}});
    client.post(format!("{}/graphql", s.url)).json(&body).send().await.unwrap().json().await.unwrap()
}

async fn throttling(profile: Profile) {
    let s = Server::start(profile).await;
    let attacker = client_from("127.0.0.1");
    // 200 concurrent wrong guesses: every one is counted, at most 5 are checked.
    let guesses = futures::future::join_all((0..200).map(|i| {
        let (s, attacker) = (&s, &attacker);
        async move { login_from(s, attacker, "intake@caseboard.demo", &format!("guess-{i}")).await }
    }))
    .await;
    let checked = guesses.iter().filter(|r| r["errors"][0]["message"] == "Invalid email or password").count();
    assert!(checked <= 5, "{checked} guesses were checked");
    assert!(guesses.iter().all(|r| code(r) == "UNAUTHENTICATED"));
    // The right password from the attacker's address is refused too ...
    let r = login_from(&s, &attacker, "intake@caseboard.demo", "caseboard").await;
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("Too many"), "{r}");
    // ... while the real user, from their own address, signs in.
    let r = login_from(&s, &client_from("127.0.0.2"), "intake@caseboard.demo", "caseboard").await;
    assert_eq!(code(&r), "OK", "{r}");

    // Guesses spread over many addresses slow the account with a short, growing delay.
    for i in 0..11 {
        login_from(&s, &client_from(&format!("127.0.1.{}", i + 1)), "marketing@caseboard.demo", "wrong").await;
    }
    let r = login_from(&s, &client_from("127.0.0.3"), "marketing@caseboard.demo", "caseboard").await;
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("seconds"), "{r}");
}

const LOGIN_DEVICE: &str = "mutation($e:String!,$p:String!,$d:String){login(email:$e,password:$p,device:$d){token device}}";

async fn login_with_device(s: &Server, client: &reqwest::Client, email: &str, password: &str, device: Option<&str>) -> Value {
    let body = json!({"query": LOGIN_DEVICE, "variables": {"e": email, "p": password, "d": device}});
    client.post(format!("{}/graphql", s.url)).json(&body).send().await.unwrap().json().await.unwrap()
}

/// Issue #36 §4: strangers behind the firm's address (one NAT) guess unknown emails and the
/// real user's account from everywhere; the real user, on the browser they signed in with
/// before, still gets in with the right password — a stranger with it does not.
async fn strangers_cannot_lock(profile: Profile) {
    let s = Server::start(profile).await;
    let office = client_from("127.0.0.5");
    let first = login_with_device(&s, &office, "paralegal@caseboard.demo", "caseboard", None).await;
    assert_eq!(code(&first), "OK", "{first}");
    let device = first["data"]["login"]["device"].as_str().expect("a device proof").to_string();
    // 50 failures with unknown emails from the office's address ...
    for i in 0..50 {
        login_from(&s, &office, &format!("nobody{i}@firm.test"), "guess").await;
    }
    // ... 6 for the account itself from there, and 12 from elsewhere.
    for _ in 0..6 {
        login_from(&s, &office, "paralegal@caseboard.demo", "guess").await;
    }
    for i in 0..12 {
        login_from(&s, &client_from(&format!("127.0.3.{}", i + 1)), "paralegal@caseboard.demo", "guess").await;
    }
    // A stranger with the right password is refused from there, and so is a made-up proof.
    let r = login_with_device(&s, &office, "paralegal@caseboard.demo", "caseboard", None).await;
    assert!(r["errors"][0]["message"].as_str().unwrap_or_default().contains("Too many"), "{r}");
    let r = login_with_device(&s, &office, "paralegal@caseboard.demo", "caseboard", Some("made-up")).await;
    assert!(r["errors"][0]["message"].as_str().unwrap_or_default().contains("Too many"), "{r}");
    // Another account's proof does not open this one.
    let other = login_with_device(&s, &client_from("127.0.0.6"), "attorney@caseboard.demo", "caseboard", None).await;
    let other_device = other["data"]["login"]["device"].as_str().unwrap().to_string();
    let r = login_with_device(&s, &office, "paralegal@caseboard.demo", "caseboard", Some(&other_device)).await;
    assert_eq!(code(&r), "UNAUTHENTICATED", "{r}");
    // The real user's browser gets in, and keeps its proof.
    let r = login_with_device(&s, &office, "paralegal@caseboard.demo", "caseboard", Some(&device)).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["login"]["device"], device.as_str());
    // Its own wrong password still counts against it (and only it).
    let r = login_with_device(&s, &office, "paralegal@caseboard.demo", "wrong", Some(&device)).await;
    assert_eq!(r["errors"][0]["message"], "Invalid email or password", "{r}");
}

#[tokio::test]
async fn strangers_cannot_lock_the_real_user_out_embedded() {
    strangers_cannot_lock(Profile::Embedded).await;
}

#[tokio::test]
async fn strangers_cannot_lock_the_real_user_out_distributed() {
    strangers_cannot_lock(Profile::Distributed).await;
}

#[tokio::test]
async fn throttling_follows_the_source_embedded() {
    throttling(Profile::Embedded).await;
}

#[tokio::test]
async fn throttling_counts_concurrent_guesses_distributed() {
    throttling(Profile::Distributed).await;
}

/// The external system's port is reached from a resolver: spec 3 §7 contactsByName(name).
#[tokio::test]
async fn contact_search_reaches_the_external_system_through_the_port() {
    let s = Server::start(Profile::Embedded).await;
    let intake = s.login("intake@caseboard.demo").await;
    let q = "query($n:String!){contactsByName(name:$n){saId name city}}";
    let r = s.gql(Some(&intake), q, json!({"n": "Granite"})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let found = r["data"]["contactsByName"].as_array().unwrap();
    assert!(!found.is_empty() && found.iter().all(|c| c["name"].as_str().unwrap().contains("Granite")), "{r}");
    // spec: only from 5 characters.
    let r = s.gql(Some(&intake), q, json!({"n": "Gran"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    // CRM roles only.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), q, json!({"n": "Granite"})).await), "FORBIDDEN");
}
