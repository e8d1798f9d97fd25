//! GraphQL over HTTP and HTTP hygiene (issue "Hardening" §5): media types, status codes,
//! JSON error bodies, body limits, selection order, security headers, the socket's Origin
//! check, `/metrics` by address, source maps and compression.

use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

use super::harness::*;

const GRJ: &str = "application/graphql-response+json";

struct Answer {
    status: u16,
    content_type: String,
    headers: reqwest::header::HeaderMap,
    text: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }
}

async fn post(s: &Server, headers: &[(&str, &str)], body: impl Into<reqwest::Body>) -> Answer {
    let mut req = s.client.post(format!("{}/graphql", s.url)).body(body);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let content_type = headers.get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    Answer { status, content_type, headers, text: r.text().await.unwrap() }
}

fn query(q: &str) -> String {
    json!({ "query": q }).to_string()
}

const JSON_CT: (&str, &str) = ("content-type", "application/json");

#[tokio::test]
async fn graphql_over_http_media_types_and_status_codes() {
    let s = Server::start(Profile::Embedded).await;

    // Media types: application/json when asked (and by default), graphql-response+json when asked.
    let a = post(&s, &[JSON_CT, ("accept", "application/json")], query("{ __typename }")).await;
    assert_eq!((a.status, a.content_type.as_str()), (200, "application/json; charset=utf-8"));
    assert_eq!(a.json()["data"]["__typename"], "Query");
    let a = post(&s, &[JSON_CT, ("accept", GRJ)], query("{ __typename }")).await;
    assert_eq!((a.status, a.content_type.as_str()), (200, "application/graphql-response+json; charset=utf-8"));
    let a = post(&s, &[JSON_CT], query("{ __typename }")).await;
    assert!(a.content_type.starts_with("application/json"), "no Accept: application/json as the spec says");
    let a = post(&s, &[JSON_CT, ("accept", "text/html")], query("{ __typename }")).await;
    assert_eq!(a.status, 406);
    assert_eq!(a.headers.get("cache-control").unwrap(), "no-store");

    // Request errors: 400 with graphql-response+json (no data entry), 200 with plain JSON.
    let a = post(&s, &[JSON_CT, ("accept", GRJ)], query("{ __typename")).await;
    assert_eq!(a.status, 400, "{}", a.text);
    assert!(a.content_type.starts_with(GRJ));
    assert_eq!(code(&a.json()), "GRAPHQL_PARSE_FAILED");
    assert!(a.json().get("data").is_none());
    let a = post(&s, &[JSON_CT, ("accept", "application/json")], query("{ __typename")).await;
    assert_eq!((a.status, code(&a.json()).as_str()), (200, "GRAPHQL_PARSE_FAILED"));
    let a = post(&s, &[JSON_CT, ("accept", GRJ)], query("{ noSuchField }")).await;
    assert_eq!((a.status, code(&a.json()).as_str()), (400, "GRAPHQL_VALIDATION_FAILED"), "{}", a.text);
    let body = json!({"query": "query($id:Int!){case(caseId:$id){caseId}}", "variables": {"id": "seven"}}).to_string();
    let a = post(&s, &[JSON_CT, ("accept", GRJ)], body).await;
    assert_eq!((a.status, code(&a.json()).as_str()), (400, "BAD_USER_INPUT"), "{}", a.text);

    // Malformed bodies: JSON errors with a code, never Rust debug text.
    for bad in ["{", "[]", "{\"query\": 1}", "{\"query\":\"{a}\",\"variables\":\"x\"}", "{}", "null"] {
        let a = post(&s, &[JSON_CT, ("accept", GRJ)], bad.to_string()).await;
        assert_eq!((a.status, code(&a.json()).as_str()), (400, "BAD_USER_INPUT"), "{bad}: {}", a.text);
    }
    let a = post(&s, &[JSON_CT], "").await;
    assert_eq!(a.status, 400);
    a.json();

    // Only JSON bodies: a cross-site "simple" request (text/plain, a form) is refused.
    for ct in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1"] {
        let a = post(&s, &[("content-type", ct)], query("mutation { logout }")).await;
        assert_eq!(a.status, 415, "{ct}");
        a.json();
    }
    let a = post(&s, &[], query("{ __typename }")).await;
    assert_eq!(a.status, 415, "no content type");
    let a = post(&s, &[("content-type", "application/json; charset=utf-8")], query("{ __typename }")).await;
    assert_eq!(a.status, 200);

    // Bodies past 256 KiB: 413 with a JSON error.
    let huge = json!({"query": "{ __typename }", "variables": {"x": "y".repeat(300 * 1024)}}).to_string();
    let a = post(&s, &[JSON_CT], huge).await;
    assert_eq!(a.status, 413);
    assert_eq!(code(&a.json()), "BAD_USER_INPUT");

    // GET is not served (no mutations by link): 405 with Allow.
    let r = s.client.get(format!("{}/graphql?query=%7B__typename%7D", s.url)).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 405);
    assert_eq!(r.headers().get("allow").unwrap(), "POST");

    // The answer keeps the order of the selection set.
    let a = post(&s, &[JSON_CT], query("{ zeta: __typename alpha: __typename mid: __typename }")).await;
    assert_eq!(a.text, r#"{"data":{"zeta":"Query","alpha":"Query","mid":"Query"}}"#);
}

#[tokio::test]
async fn every_answer_carries_security_headers() {
    let s = Server::start(Profile::Embedded).await;
    let get = |path: &str| s.client.get(format!("{}{path}", s.url)).send();
    let graphql = s.client.post(format!("{}/graphql", s.url)).json(&json!({"query": "{ __typename }"})).send().await.unwrap();
    assert_eq!(graphql.headers().get("cache-control").unwrap(), "no-store");
    let mut answers = vec![graphql];
    for path in ["/", "/healthz", "/readyz", "/case/1", "/assets/nothing.js"] {
        answers.push(get(path).await.unwrap());
    }
    for r in &answers {
        let h = r.headers();
        let csp = h.get("content-security-policy").unwrap_or_else(|| panic!("{}: no CSP", r.url())).to_str().unwrap();
        for directive in ["script-src 'self'", "style-src 'self' 'unsafe-inline'", "connect-src 'self' ws: wss:", "img-src 'self' data:", "frame-ancestors 'none'"] {
            assert!(csp.contains(directive), "{}: {csp}", r.url());
        }
        assert_eq!(h.get("x-content-type-options").unwrap(), "nosniff");
        assert_eq!(h.get("referrer-policy").unwrap(), "no-referrer");
    }

    // Source maps are never served.
    for path in ["/assets/index.js.map", "/index.js.map"] {
        assert_eq!(get(path).await.unwrap().status().as_u16(), 404, "{path}");
    }
    // The web app's answers are compressed for clients that accept it.
    let r = s.client.get(format!("{}/", s.url)).header("accept-encoding", "gzip").send().await.unwrap();
    assert_eq!(r.headers().get("content-encoding").map(|v| v.to_str().unwrap()), Some("gzip"));
    let r = s.client.get(format!("{}/", s.url)).header("accept-encoding", "br").send().await.unwrap();
    assert_eq!(r.headers().get("content-encoding").map(|v| v.to_str().unwrap()), Some("br"));
}

async fn ws_handshake(s: &Server, origin: Option<&str>) -> Result<(), String> {
    let url = format!("{}/graphql/ws", s.url.replace("http://", "ws://"));
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("sec-websocket-protocol", HeaderValue::from_static("graphql-transport-ws"));
    if let Some(o) = origin {
        request.headers_mut().insert("origin", HeaderValue::from_str(o).unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((mut socket, _)) => {
            let _ = socket.close(None).await;
            Ok(())
        }
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => Err(format!("HTTP {}", response.status().as_u16())),
        Err(e) => Err(e.to_string()),
    }
}

#[tokio::test]
async fn sockets_from_foreign_origins_are_refused() {
    let s = Server::start(Profile::Embedded).await;
    let host = s.url.trim_start_matches("http://").to_string();
    assert_eq!(ws_handshake(&s, Some("https://evil.example")).await, Err("HTTP 403".into()));
    assert_eq!(ws_handshake(&s, Some("null")).await, Err("HTTP 403".into()));
    assert_eq!(ws_handshake(&s, Some(&format!("http://{host}"))).await, Ok(()), "same origin");
    assert_eq!(ws_handshake(&s, None).await, Ok(()), "no Origin: not a browser");
}

#[tokio::test]
async fn configured_origin_and_metrics_addresses() {
    let env = Env::new(Profile::Embedded);
    let config = env.data_dir.join("caseboard.toml");
    std::fs::write(&config, "[http]\npublic_origin = \"https://caseboard.firm.example\"\nmetrics_allow = [\"10.0.0.0/8\"]\n").unwrap();
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let proc = env.spawn(&["--config", config.to_str().unwrap(), "serve", "--listen", &listen]);
    let s = Server::attach(env, format!("http://{listen}"), vec![proc]);
    s.wait_ready().await;
    let host = s.url.trim_start_matches("http://").to_string();
    assert_eq!(ws_handshake(&s, Some("https://caseboard.firm.example")).await, Ok(()));
    assert_eq!(ws_handshake(&s, Some(&format!("http://{host}"))).await, Err("HTTP 403".into()), "only the configured origin");
    let r = s.client.get(format!("{}/metrics", s.url)).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 403, "loopback is not in metrics_allow");
    assert_eq!(r.headers().get("strict-transport-security").unwrap(), "max-age=31536000", "an https public origin");

    // The default allows loopback only.
    let s = Server::start(Profile::Embedded).await;
    let r = s.client.get(format!("{}/metrics", s.url)).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.headers().get("strict-transport-security").is_none(), "no https origin configured");
    assert!(r.text().await.unwrap().contains("caseboard_http_requests_total"));
}
