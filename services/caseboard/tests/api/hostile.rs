//! Hostile GraphQL documents (issue "Hardening" §1, §5): each is refused before it costs
//! anything, with a 4xx and a code, and the server keeps serving — in both profiles.

use serde_json::{json, Value};

use super::cases::{seed_case, wait_for_case, CASE_ID};
use super::harness::*;

/// POSTs a body as JSON (no Accept header: `application/json`) and returns status and body.
pub async fn post_json(s: &Server, body: &Value) -> (u16, Value) {
    let r = s.client.post(format!("{}/graphql", s.url)).json(body).send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}")))
}

/// POSTs raw bytes as `application/json`.
pub async fn post_raw(s: &Server, body: String) -> (u16, Value) {
    let r = s.client.post(format!("{}/graphql", s.url)).header("content-type", "application/json").body(body).send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}")))
}

/// The server still answers an ordinary query and an ordinary sign-in.
pub async fn still_serving(s: &Server) {
    let (status, r) = post_json(s, &json!({"query": "{ __typename }"})).await;
    assert_eq!((status, &r["data"]["__typename"]), (200, &json!("Query")), "{r}");
    s.login("admin@caseboard.demo").await;
}

fn fragment_bomb() -> String {
    let mut doc = String::from("query { ...G20 }\nfragment G0 on Query { __typename }\n");
    for i in 1..=20 {
        let p = i - 1;
        doc.push_str(&format!("fragment G{i} on Query {{ ...G{p} ...G{p} ...G{p} ...G{p} ...G{p} }}\n"));
    }
    doc
}

async fn hostile_documents(profile: Profile) {
    let s = Server::start(profile).await;
    let refused = |status: u16, r: &Value, want: &str| {
        assert_eq!(status, 400, "{r}");
        assert_eq!(code(r), want, "{r}");
        assert!(r.get("data").is_none(), "nothing executed: {r}");
    };

    // A list literal nested 1600 deep in a directive argument (used to overflow the stack).
    let deep = format!("{{ __typename @skip(if: {}true{}) }}", "[".repeat(1600), "]".repeat(1600));
    let (status, r) = post_json(&s, &json!({"query": deep})).await;
    refused(status, &r, "GRAPHQL_PARSE_FAILED");
    // An object nested 5000 deep as login's password.
    let object = format!("mutation {{ login(email: \"a@b.c\", password: {}1{}) {{ token }} }}", "{a:".repeat(5000), "}".repeat(5000));
    let (status, r) = post_json(&s, &json!({"query": object})).await;
    refused(status, &r, "GRAPHQL_PARSE_FAILED");
    // Deep variables: within serde_json's own limit (100) and far past it (5000).
    for levels in [100, 5000] {
        let body = format!("{{\"query\":\"query($p:String!){{__typename}}\",\"variables\":{{\"p\":{}1{}}}}}", "[".repeat(levels), "]".repeat(levels));
        let (status, r) = post_raw(&s, body).await;
        refused(status, &r, "BAD_USER_INPUT");
    }
    still_serving(&s).await;

    // Fragment fan-out: 5^20 fields once expanded, refused from the document's shape.
    let started = std::time::Instant::now();
    let (status, r) = post_json(&s, &json!({"query": fragment_bomb()})).await;
    refused(status, &r, "GRAPHQL_VALIDATION_FAILED");
    assert!(started.elapsed() < std::time::Duration::from_secs(10), "refused without expanding: {:?}", started.elapsed());

    // Alias amplification: a thousand copies of a list field.
    let aliases: String = (0..1000).map(|i| format!("s{i}: caseStatuses {{ status }} ")).collect();
    let (status, r) = post_json(&s, &json!({"query": format!("{{ {aliases} }}")})).await;
    refused(status, &r, "GRAPHQL_VALIDATION_FAILED");
    // Within the alias bound, but the cost counts the 50 cases each search may return.
    let searches: String = (0..150).map(|i| format!("s{i}: casesByClientName(name: \"ab\") {{ caseId clientName status }} ")).collect();
    let (status, r) = post_json(&s, &json!({"query": format!("{{ {searches} }}")})).await;
    // async-graphql's complexity check is a validation error: 200 for application/json.
    assert_eq!((status, code(&r).as_str()), (200, "GRAPHQL_VALIDATION_FAILED"), "{r}");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("complex"), "{r}");
    assert!(r.get("data").is_none());
    still_serving(&s).await;

    // Unauthenticated amplification: one sign-in field per request. Nothing runs: no
    // failure is counted, no mail is written.
    let logins: String = (0..2).map(|i| format!("l{i}: login(email: \"intake@caseboard.demo\", password: \"wrong{i}\") {{ token }} ")).collect();
    let (status, r) = post_json(&s, &json!({"query": format!("mutation {{ {logins} }}")})).await;
    refused(status, &r, "BAD_USER_INPUT");
    let mails: String = (0..100).map(|i| format!("m{i}: sendPasswordResetEmail(email: \"paralegal@caseboard.demo\") {{ email }} ")).collect();
    let (status, r) = post_json(&s, &json!({"query": format!("mutation {{ {mails} }}")})).await;
    refused(status, &r, "BAD_USER_INPUT");
    assert!(!s.env.data_dir.join("mail").exists(), "no mail was written");
    let mixed = "mutation { login(email: \"intake@caseboard.demo\", password: \"x\") { token } resetPassword(password: \"12345678\", token: \"t\") { token } }";
    let (status, r) = post_json(&s, &json!({"query": mixed})).await;
    refused(status, &r, "BAD_USER_INPUT");
    s.login("intake@caseboard.demo").await;
    still_serving(&s).await;
}

#[tokio::test]
async fn hostile_documents_embedded() {
    hostile_documents(Profile::Embedded).await;
}

#[tokio::test]
async fn hostile_documents_distributed() {
    hostile_documents(Profile::Distributed).await;
}

/// Three reset mails an hour per account, also when eight are asked for at once (issue #36
/// §7: the count-then-insert let concurrent requests past the cap).
async fn reset_mail_cap(profile: Profile) {
    let s = Server::start(profile).await;
    let send = "mutation($e:String!){sendPasswordResetEmail(email:$e){email}}";
    let answers = futures::future::join_all((0..8).map(|_| s.gql(None, send, json!({"e": "paralegal@caseboard.demo"})))).await;
    for r in answers {
        assert_eq!(code(&r), "OK", "{r}");
        assert_eq!(r["data"]["sendPasswordResetEmail"]["email"], "paralegal@caseboard.demo", "same answer every time");
    }
    let count = |s: &Server| std::fs::read_dir(s.env.data_dir.join("mail")).map(|d| d.count()).unwrap_or(0);
    assert_eq!(count(&s), 3, "at most 3 mails per address per hour");
    // Another address has its own allowance.
    let r = s.gql(None, send, json!({"e": "user@caseboard.demo"})).await;
    assert_eq!(code(&r), "OK");
    assert_eq!(count(&s), 4);
}

#[tokio::test]
async fn reset_mail_is_rate_limited_per_address_embedded() {
    reset_mail_cap(Profile::Embedded).await;
}

#[tokio::test]
async fn reset_mail_is_rate_limited_per_address_distributed() {
    reset_mail_cap(Profile::Distributed).await;
}

async fn text_input(profile: Profile) {
    let s = Server::start(profile).await;
    seed_case(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    wait_for_case(&s, &admin).await;
    let search = "query($n:String!){casesByClientName(name:$n){caseId}}";

    // NUL in a variable and in a literal (PostgreSQL refuses NUL in text: it was INTERNAL).
    let r = s.gql(Some(&admin), search, json!({"n": "ve\u{0}ga"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    let r = s.gql(Some(&admin), "{casesByClientName(name:\"ve\\u0000ga\"){caseId}}", json!({})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    let r = s.gql(Some(&admin), "mutation($t:String!){insertSaCaseNote(note:{caseId:777001,content:$t}){note{noteId}}}", json!({"t": "a\u{0}b"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");

    // Long search text (50 000 characters was INTERNAL on SQLite) and just past the bound.
    let r = s.gql(Some(&admin), search, json!({"n": "v".repeat(50_000)})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    let r = s.gql(Some(&admin), search, json!({"n": "v".repeat(101)})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(r["errors"][0]["extensions"]["field"], "name");
    let notes = "query($id:Int!,$s:String){case(caseId:$id){notes(search:$s){noteId}}}";
    let r = s.gql(Some(&admin), notes, json!({"id": CASE_ID, "s": "x".repeat(101)})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");

    // `%` and `_` are matched literally, not as wildcards.
    for (needle, hits) in [("vega", 1), ("%%", 0), ("v_ga", 0), ("__", 0), ("\\\\", 0)] {
        let r = s.gql(Some(&admin), search, json!({"n": needle})).await;
        let found = r["data"]["casesByClientName"].as_array().unwrap_or_else(|| panic!("{needle}: {r}"));
        assert_eq!(found.len(), hits, "{needle}: {r}");
    }

    // Notes: at most 10 000 characters.
    let add = "mutation($t:String!){insertSaCaseNote(note:{caseId:777001,content:$t}){note{noteId}}}";
    let r = s.gql(Some(&admin), add, json!({"t": "n".repeat(10_001)})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert_eq!(r["errors"][0]["extensions"]["field"], "content");
    let r = s.gql(Some(&admin), add, json!({"t": "n".repeat(10_000)})).await;
    assert_eq!(code(&r), "OK", "{r}");
}

#[tokio::test]
async fn text_input_is_checked_embedded() {
    text_input(Profile::Embedded).await;
}

#[tokio::test]
async fn text_input_is_checked_distributed() {
    text_input(Profile::Distributed).await;
}

mod socket {
    use std::time::Duration;

    use futures::{SinkExt, StreamExt};
    use serde_json::{json, Value};
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Message;

    use super::super::harness::*;
    use super::still_serving;

    type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

    async fn answer(ws: &mut Ws, id: &str) -> Value {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(15), ws.next()).await.expect("an answer within 15 s").unwrap().unwrap();
            if let Message::Text(t) = msg {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["id"] == id || (id.is_empty() && v["type"] != "ping") {
                    return v;
                }
            }
        }
    }

    /// The first error's code in a graphql-ws `error` (payload: errors) or `next` (payload: a response).
    fn socket_code(v: &Value) -> String {
        let errors = if v["payload"].is_array() { &v["payload"] } else { &v["payload"]["errors"] };
        errors[0]["extensions"]["code"].as_str().unwrap_or("?").to_string()
    }

    /// Operations sent over the socket pass the same checks as over HTTP.
    #[tokio::test]
    async fn hostile_documents_over_the_socket_are_refused() {
        let s = Server::start(Profile::Embedded).await;
        let mut request = (s.url.replace("http://", "ws://") + "/graphql/ws").into_client_request().unwrap();
        request.headers_mut().insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().unwrap());
        let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
        // A socket opens only with a live session (docs/security.md "Authority").
        let token = s.login("user@caseboard.demo").await;
        ws.send(Message::Text(json!({"type": "connection_init", "payload": {"token": token}}).to_string().into())).await.unwrap();
        let ack = answer(&mut ws, "").await;
        assert_eq!(ack["type"], "connection_ack", "{ack}");

        let deep = format!("{{ __typename @skip(if: {}true{}) }}", "[".repeat(1600), "]".repeat(1600));
        let logins: String = (0..2).map(|i| format!("l{i}: login(email: \"intake@caseboard.demo\", password: \"w{i}\") {{ token }} ")).collect();
        let aliases: String = (0..1000).map(|i| format!("a{i}: __typename ")).collect();
        for (id, query, want) in [
            ("deep", deep, "GRAPHQL_PARSE_FAILED"),
            ("logins", format!("mutation {{ {logins} }}"), "BAD_USER_INPUT"),
            ("aliases", format!("{{ {aliases} }}"), "GRAPHQL_VALIDATION_FAILED"),
            ("nul", "{ casesByClientName(name: \"a\\u0000b\") { caseId } }".to_string(), "BAD_USER_INPUT"),
        ] {
            ws.send(Message::Text(json!({"id": id, "type": "subscribe", "payload": {"query": query}}).to_string().into())).await.unwrap();
            let v = answer(&mut ws, id).await;
            assert_eq!(socket_code(&v), want, "{id}: {v}");
        }
        // A message larger than a request body closes the socket rather than being read.
        let huge = "x".repeat(300 * 1024);
        let _ = ws.send(Message::Text(json!({"id": "huge", "type": "subscribe", "payload": {"query": huge}}).to_string().into())).await;
        still_serving(&s).await;
    }
}
