use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use connector::http::{Credentials, HttpConnector};
use connector::import::sync_facts;
use connector::{CaseSystem, ConnectorError, WriteBackItem};
use serde_json::{json, Value};

use super::support::{serve, Backend, TestDb};

#[derive(Default)]
struct Seen {
    authorizations: Vec<String>,
    searches: Vec<String>,
    pushes: Vec<(Option<String>, Value)>,
}

type Shared = Arc<Mutex<Seen>>;

fn auth_of(headers: &HeaderMap) -> String {
    headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or("").to_string()
}

async fn contacts(State(seen): State<Shared>, headers: HeaderMap, Query(q): Query<std::collections::HashMap<String, String>>) -> Json<Value> {
    let mut seen = seen.lock().unwrap();
    seen.authorizations.push(auth_of(&headers));
    seen.searches.push(q.get("search").cloned().unwrap_or_default());
    Json(json!([
        {"sa_id": 70001, "sa_ctg": 2, "name": "Alder Chiropractic", "address": "12 Main St", "city": "Sandy", "state": "UT",
         "zip": "84070", "phone": "(801) 555-1000", "email": "office@alder.example", "lat": 40.56, "lng": -111.83,
         "some_field_we_do_not_know": true},
        {"sa_id": 70002, "name": "Birch Imaging"}
    ]))
}

async fn writeback(State(seen): State<Shared>, headers: HeaderMap, Json(body): Json<Value>) -> StatusCode {
    let mut seen = seen.lock().unwrap();
    seen.authorizations.push(auth_of(&headers));
    let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).map(str::to_string);
    seen.pushes.push((key, body));
    StatusCode::NO_CONTENT
}

async fn router(seen: Shared) -> String {
    serve(
        Router::new()
            .route("/api/contacts", get(contacts))
            .route("/api/writeback", post(writeback))
            .route("/broken/writeback", post(|| async { (StatusCode::SERVICE_UNAVAILABLE, "down for maintenance") }))
            .route("/broken/contacts", get(|| async { "<html>not json</html>" }))
            .with_state(seen),
    )
    .await
}

#[tokio::test]
async fn the_http_connector_authenticates_searches_and_pushes_json() {
    // ARCHITECTURE: "an HTTP/JSON connector configured by URL and credentials"
    let seen: Shared = Arc::default();
    let base = router(seen.clone()).await;
    let bearer = HttpConnector::new(&format!("{base}/api/"), Credentials::Bearer("t0ken".into())).unwrap();

    let found = bearer.search_contacts("alder chiro", 5).await.unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].sa_id, 70001);
    assert_eq!(found[0].name, "Alder Chiropractic");
    assert_eq!(found[0].city.as_deref(), Some("Sandy"));
    assert_eq!((found[0].lat, found[0].lng), (Some(40.56), Some(-111.83)));
    assert_eq!(found[1].address, None, "absent fields are empty, not errors");
    assert_eq!(bearer.search_contacts("alder", 1).await.unwrap().len(), 1, "limit applies");
    assert_eq!(bearer.sync_contacts().await.unwrap().len(), 2);

    let item = WriteBackItem {
        id: "0190a000-0000-7000-8000-000000000001".into(),
        kind: "case_status_changed".into(),
        case_id: Some(500),
        payload: json!({"case_id": 500, "status_id": 1080, "status_label": "INT 01 - Follow Up"}),
        created_at: "2026-03-02T15:00:00.000000Z".into(),
        attempts: 2,
    };
    bearer.push(&item).await.unwrap();

    let basic = HttpConnector::new(&format!("{base}/api"), Credentials::Basic { username: "caseboard".into(), password: "pw".into() }).unwrap();
    basic.search_contacts("birch", 10).await.unwrap();

    let seen = seen.lock().unwrap();
    assert_eq!(seen.searches[0], "alder chiro");
    assert!(seen.authorizations[..4].iter().all(|a| a == "Bearer t0ken"), "{:?}", seen.authorizations);
    use base64::Engine;
    let expected_basic = format!("Basic {}", base64::engine::general_purpose::STANDARD.encode("caseboard:pw"));
    assert_eq!(seen.authorizations[4], expected_basic);
    let (key, body) = &seen.pushes[0];
    assert_eq!(key.as_deref(), Some(item.id.as_str()), "the outbox id is the idempotency key");
    assert_eq!(body, &json!({"id": item.id, "kind": "case_status_changed", "case_id": 500, "payload": item.payload, "created_at": item.created_at}));
}

#[tokio::test]
async fn http_failures_say_what_went_wrong_without_credentials() {
    let base = router(Arc::default()).await;
    let broken = HttpConnector::new(&format!("{base}/broken"), Credentials::Bearer("secret-token".into())).unwrap();
    let item = WriteBackItem { id: "x".into(), kind: "note_added".into(), case_id: None, payload: json!({}), created_at: String::new(), attempts: 0 };
    let err = broken.push(&item).await.unwrap_err();
    assert_eq!(err, ConnectorError::Rejected { status: 503, body: "down for maintenance".into() });
    assert!(matches!(broken.search_contacts("alder", 5).await.unwrap_err(), ConnectorError::BadResponse(_)));

    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let nowhere = HttpConnector::new(&format!("http://127.0.0.1:{port}"), Credentials::Bearer("secret-token".into())).unwrap();
    let err = nowhere.push(&item).await.unwrap_err();
    assert!(matches!(err, ConnectorError::Unavailable(_)), "{err:?}");
    assert!(!err.to_string().contains("secret-token"));
}

#[tokio::test]
async fn facts_pulled_over_http_are_imported_once_with_source_sync() {
    // ARCHITECTURE: "case import (cases, statuses, …)" through the port; "Every imported fact
    // becomes an event", whatever its origin.
    let facts = vec![
        json!({"fact_id": "h-1", "type": "case_opened", "data": {"case_id": 77, "opened_at": "2026-03-02T15:00:00Z", "first_name": "Li", "last_name": "Wu", "high_priority": false, "is_mass_tort": false}}),
        json!({"fact_id": "h-2", "type": "note_added", "data": {"case_id": 77, "note_id": 1, "note_type_id": 189, "content": "Hello", "created_at": "2026-03-02T15:05:00Z"}}),
        json!({"fact_id": "h-3", "type": "case_status_changed", "data": {"case_id": 77, "status_id": 1, "changed_at": "2026-03-02T15:05:00Z"}}),
        // spec 3 §2.4: the marketing measurements come the same way.
        json!({"fact_id": "h-4", "type": "call_recorded", "data": {"call_id": 501, "organization_id": 2, "date": "2026-03-02", "called_at": "2026-03-02T16:00:00Z", "source": "Google Ads"}}),
        json!({"fact_id": "h-5", "type": "page_speed_recorded", "data": {"url_id": 9, "url": "https://firm.example/", "mobile_score": 81.5, "desktop_score": 96.0, "measured_at": "2026-03-02T13:00:00Z"}}),
    ];
    let pages = Router::new().route(
        "/facts",
        get(move |Query(q): Query<std::collections::HashMap<String, String>>| {
            let facts = facts.clone();
            async move {
                let start: usize = q.get("after").map(|a| a.parse().unwrap()).unwrap_or(0);
                let limit: usize = q["limit"].parse().unwrap();
                let page: Vec<Value> = facts.iter().skip(start).take(limit).cloned().collect();
                let next = (start + page.len()).to_string();
                Json(json!({"facts": page, "next": next}))
            }
        }),
    );
    let base = serve(pages).await;
    let system = HttpConnector::new(&base, Credentials::None).unwrap();
    let db = TestDb::new(Backend::Sqlite).await;
    let (report, cursor) = sync_facts(&db.state, &system, None, 2).await.unwrap();
    assert_eq!((report.imported, report.errors.len()), (4, 1));
    assert!(report.errors[0].reason.contains("unknown status_id 1"), "{:?}", report.errors);
    assert_eq!(cursor.as_deref(), Some("5"));
    let case = db.state.store.read_stream("case-77").await.unwrap();
    assert_eq!(case.len(), 2);
    assert!(case.iter().all(|e| e.metadata.source == eventstore::Source::Sync));
    let calls = db.state.store.read_stream("call_day-20260302").await.unwrap();
    assert_eq!((calls.len(), calls[0].event_type.as_str(), calls[0].metadata.source), (1, "call_recorded", eventstore::Source::Sync));
    assert_eq!(db.state.store.read_stream("page_speed-9").await.unwrap().len(), 1);
    let (again, _) = sync_facts(&db.state, &system, None, 2).await.unwrap();
    assert_eq!((again.imported, again.already_imported), (0, 4));
    assert_eq!(db.events().await, 4);
}
