//! A fake external case-management system for the sync tests: `GET /api/facts` pages through
//! a log of facts the test appends to, and misbehaves on request (down, 5xx, 401, slow,
//! malformed JSON, the previous page again). It counts requests and how many overlap.
//! `GET /api/contacts` answers its contacts (`search`, `updated_after`) and notes each
//! `updated_after` asked.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    Normal,
    Status(u16),
    Malformed,
    /// Answers after this long (longer than the connector's timeout: a timeout).
    Slow(Duration),
}

pub struct Inner {
    pub facts: Vec<Value>,
    pub mode: Mode,
    /// Answer the next request with the last non-empty page answered (a page returned twice).
    pub repeat_next: bool,
    last_page: Option<Value>,
    pub requests: usize,
    in_flight: usize,
    pub max_in_flight: usize,
    /// Every answer waits this long (to see whether two workers pull at once).
    pub delay: Duration,
    /// The page's `newest_at`.
    pub newest_at: String,
    /// The external contacts (`ExternalContact` JSON).
    pub contacts: Vec<Value>,
    /// The `updated_after` of every contacts request (None: the whole list or a search).
    pub contacts_asked: Vec<Option<String>>,
}

#[derive(Clone)]
pub struct Fake {
    pub inner: Arc<Mutex<Inner>>,
    pub port: u16,
    server: Arc<Mutex<Option<tokio::task::JoinHandle<()>>>>,
    /// The port, bound but not listening while the system is down: a connection is refused
    /// (the system is unreachable), and no other test's server can be given the port in the
    /// meantime (one was, and the pull reached a Caseboard instead of nothing).
    reserved: Arc<Mutex<Option<tokio::net::TcpSocket>>>,
}

async fn facts(State(fake): State<Fake>, Query(q): Query<std::collections::HashMap<String, String>>) -> Response {
    let (mode, delay, answer) = {
        let mut inner = fake.inner.lock().unwrap();
        inner.requests += 1;
        inner.in_flight += 1;
        inner.max_in_flight = inner.max_in_flight.max(inner.in_flight);
        let start: usize = q.get("after").and_then(|a| a.trim_start_matches('c').parse().ok()).unwrap_or(0);
        let limit: usize = q.get("limit").and_then(|l| l.parse().ok()).unwrap_or(100);
        let page = match inner.last_page.clone().filter(|_| inner.repeat_next) {
            Some(previous) => {
                inner.repeat_next = false;
                previous
            }
            None => {
                let end = (start + limit).min(inner.facts.len()).max(start);
                let slice: Vec<Value> = inner.facts.get(start..end).map(<[Value]>::to_vec).unwrap_or_default();
                json!({"facts": slice, "next": format!("c{end}"), "newest_at": inner.newest_at})
            }
        };
        if inner.mode == Mode::Normal && page["facts"].as_array().is_some_and(|f| !f.is_empty()) {
            inner.last_page = Some(page.clone());
        }
        (inner.mode, inner.delay, page)
    };
    let wait = match mode {
        Mode::Slow(d) => d,
        _ => delay,
    };
    tokio::time::sleep(wait).await;
    fake.inner.lock().unwrap().in_flight -= 1;
    match mode {
        Mode::Normal | Mode::Slow(_) => axum::Json(answer).into_response(),
        Mode::Status(code) => (StatusCode::from_u16(code).unwrap(), "the system says no").into_response(),
        Mode::Malformed => (StatusCode::OK, [("content-type", "application/json")], "{\"facts\": [{\"fact_id\": ").into_response(),
    }
}

async fn contacts(State(fake): State<Fake>, Query(q): Query<std::collections::HashMap<String, String>>) -> axum::Json<Value> {
    let mut inner = fake.inner.lock().unwrap();
    let after = q.get("updated_after").cloned();
    if !q.contains_key("search") {
        inner.contacts_asked.push(after.clone());
    }
    let search = q.get("search").map(|s| s.to_lowercase());
    let answer: Vec<Value> = inner
        .contacts
        .iter()
        .filter(|c| search.as_ref().is_none_or(|s| c["name"].as_str().unwrap_or("").to_lowercase().contains(s.as_str())))
        .filter(|c| after.as_ref().is_none_or(|a| c["updated_at"].as_str().is_some_and(|u| u > a.as_str())))
        .cloned()
        .collect();
    axum::Json(Value::Array(answer))
}

impl Fake {
    /// A fake on `port`, not listening yet (the system is down until [`Fake::start`]).
    pub fn new(port: u16) -> Fake {
        let newest_at = (chrono::Utc::now() - chrono::Duration::seconds(120)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        let inner = Inner {
            facts: vec![],
            mode: Mode::Normal,
            repeat_next: false,
            last_page: None,
            requests: 0,
            in_flight: 0,
            max_in_flight: 0,
            delay: Duration::ZERO,
            newest_at,
            contacts: vec![],
            contacts_asked: vec![],
        };
        let reserved = tokio::net::TcpSocket::new_v4().unwrap();
        reserved.bind(std::net::SocketAddr::from(([127, 0, 0, 1], port))).unwrap();
        Fake { inner: Arc::new(Mutex::new(inner)), port, server: Arc::new(Mutex::new(None)), reserved: Arc::new(Mutex::new(Some(reserved))) }
    }

    pub async fn start(&self) {
        let reserved = self.reserved.lock().unwrap().take();
        let listener = match reserved {
            Some(socket) => socket.listen(1024).unwrap(),
            None => tokio::net::TcpListener::bind(("127.0.0.1", self.port)).await.unwrap(),
        };
        let app = Router::new().route("/api/facts", get(facts)).route("/api/contacts", get(contacts)).with_state(self.clone());
        let handle = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        *self.server.lock().unwrap() = Some(handle);
    }

    pub fn set(&self, change: impl FnOnce(&mut Inner)) {
        change(&mut self.inner.lock().unwrap());
    }

    pub fn push(&self, facts: Vec<Value>) {
        self.inner.lock().unwrap().facts.extend(facts);
    }

    pub fn requests(&self) -> usize {
        self.inner.lock().unwrap().requests
    }

    /// The `[connector]` of a server pulling from this fake, with short intervals.
    pub fn config(&self, backoff_cap_secs: u64, page_size: usize) -> String {
        format!(
            "[connector]\nkind = \"http\"\nbase_url = \"http://127.0.0.1:{}/api\"\ntimeout_secs = 1\nsync_interval_secs = 1\n\
             sync_backoff_secs = 1\nsync_backoff_cap_secs = {backoff_cap_secs}\nsync_page_size = {page_size}\n",
            self.port
        )
    }
}

pub fn case_opened(case_id: i64) -> Value {
    json!({"fact_id": format!("sa-{case_id}-opened"), "type": "case_opened", "data": {"case_id": case_id, "opened_at": "2026-11-02T15:04:00Z",
        "first_name": "Ana", "last_name": format!("Sync{case_id}"), "high_priority": false, "is_mass_tort": false}})
}

pub fn note(case_id: i64, note_id: i64) -> Value {
    json!({"fact_id": format!("sa-note-{note_id}"), "type": "note_added", "data": {"case_id": case_id, "note_id": note_id, "note_type_id": 189,
        "content": format!("Synced note {note_id}"), "created_at": "2026-11-03T10:00:00Z"}})
}

pub fn status(case_id: i64, status_id: i64, change: i64) -> Value {
    json!({"fact_id": format!("sa-status-{case_id}-{change}"), "type": "case_status_changed", "data": {"case_id": case_id, "status_id": status_id, "changed_at": "2026-11-04T17:00:00Z"}})
}

pub fn status_item(status_id: i64, name: &str) -> Value {
    json!({"fact_id": format!("sa-ref-status-{status_id}"), "type": "reference_item_set", "data": {"kind": "status", "item_id": status_id, "name": name,
        "parent_id": null, "attributes": {"status_type": 1}, "active": true}})
}

pub fn contact(sa_id: i64, name: &str, address: &str, updated_at: &str) -> Value {
    json!({"sa_id": sa_id, "sa_ctg": 2, "name": name, "contact_type": "Physical Therapy", "address": address, "city": "Provo", "state": "UT",
        "zip": "84601", "phone": "(801) 555-0199", "email": null, "lat": null, "lng": null, "updated_at": updated_at})
}

pub fn contact_type(id: i64, name: &str) -> Value {
    json!({"fact_id": format!("sa-ref-contact-type-{id}"), "type": "reference_item_set", "data": {"kind": "contact_type", "item_id": id, "name": name,
        "parent_id": null, "active": true}})
}
