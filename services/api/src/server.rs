//! HTTP: `/graphql` (POST, bearer token, `X-Act-As`), `/graphql/ws` (graphql-ws), health,
//! readiness, metrics, and the web app with client-side routes falling back to it.

use std::path::PathBuf;
use std::time::Instant;

use async_graphql::http::ALL_WEBSOCKET_PROTOCOLS;
use async_graphql::Data;
use async_graphql_axum::{GraphQLProtocol, GraphQLRequest, GraphQLResponse, GraphQLWebSocket};
use axum::extract::{Request, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use rust_embed::RustEmbed;
use serde_json::json;

use crate::auth::viewer::RequestAuth;
use crate::organization::read::OrgCache;
use crate::schema::CaseboardSchema;
use crate::state::AppState;

#[derive(RustEmbed)]
#[folder = "../../web/dist/"]
struct WebAssets;

#[derive(Clone)]
struct Http {
    state: AppState,
    schema: CaseboardSchema,
    web_dir: Option<PathBuf>,
}

pub fn schema(state: &AppState) -> CaseboardSchema {
    crate::schema::build().data(state.clone()).finish()
}

pub fn router(state: AppState) -> Router {
    let web_dir = std::env::var("CASEBOARD_WEB_DIR").ok().filter(|d| !d.is_empty()).map(PathBuf::from);
    let http = Http { schema: schema(&state), state, web_dir };
    Router::new()
        .route("/graphql", post(graphql).get(graphql_get))
        .route("/graphql/ws", get(graphql_ws))
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .fallback(get(web))
        .layer(middleware::from_fn_with_state(http.clone(), observe))
        .with_state(http)
}

async fn observe(State(http): State<Http>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let response = next.run(request).await;
    http.state.metrics.observe_request(started.elapsed());
    response
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).map(|t| t.trim().to_string())
}

async fn graphql(State(http): State<Http>, headers: HeaderMap, request: GraphQLRequest) -> GraphQLResponse {
    let act_as = headers.get("x-act-as").and_then(|v| v.to_str().ok()).map(str::to_string);
    let request = request.into_inner().data(RequestAuth::new(bearer(&headers), act_as)).data(OrgCache::default());
    let response = http.schema.execute(request).await;
    if response.is_err() {
        http.state.metrics.graphql_errors.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    response.into()
}

async fn graphql_get() -> impl IntoResponse {
    (StatusCode::METHOD_NOT_ALLOWED, "POST GraphQL requests to /graphql")
}

async fn graphql_ws(State(http): State<Http>, protocol: GraphQLProtocol, upgrade: WebSocketUpgrade) -> Response {
    let schema = http.schema.clone();
    upgrade
        .protocols(ALL_WEBSOCKET_PROTOCOLS)
        .on_upgrade(move |stream| {
            GraphQLWebSocket::new(stream, schema, protocol)
                .on_connection_init(|payload: serde_json::Value| async move {
                    let token = payload.get("token").and_then(|t| t.as_str()).map(str::to_string);
                    let act_as = payload.get("actAs").and_then(|t| t.as_str().map(str::to_string).or_else(|| t.as_i64().map(|n| n.to_string())));
                    let mut data = Data::default();
                    data.insert(RequestAuth::new(token, act_as));
                    data.insert(OrgCache::default());
                    Ok(data)
                })
                .serve()
        })
        .into_response()
}

/// Ready when the database answers, the bus is connected and no projection failed.
async fn readyz(State(http): State<Http>) -> Response {
    let database = http.state.db.ping().await;
    let bus = http.state.bus.healthy().await;
    let statuses = projections::runtime::statuses(&http.state.store).await.unwrap_or_default();
    let failed: Vec<_> = statuses.iter().filter(|s| s.state == "failed").map(|s| json!({"name": s.name, "error": s.last_error})).collect();
    let lag: i64 = statuses.iter().filter(|s| s.active).map(|s| s.lag).max().unwrap_or(0);
    let ready = database && bus && failed.is_empty();
    let body = json!({
        "ready": ready,
        "profile": http.state.profile(),
        "database": database,
        "bus": { "kind": http.state.bus.kind(), "connected": bus },
        "projections": { "maxLag": lag, "failed": failed },
    });
    let code = if ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (code, Json(body)).into_response()
}

async fn metrics(State(http): State<Http>) -> Response {
    let statuses = projections::runtime::statuses(&http.state.store).await.unwrap_or_default();
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], http.state.metrics.render(&statuses)).into_response()
}

async fn asset(http: &Http, path: &str) -> Option<(Vec<u8>, String)> {
    let mime = mime_guess::from_path(path).first_or_octet_stream().to_string();
    if let Some(dir) = &http.web_dir {
        let candidate = dir.join(path);
        // Never serve outside the folder.
        if path.split('/').any(|part| part == "..") {
            return None;
        }
        return tokio::fs::read(candidate).await.ok().map(|b| (b, mime));
    }
    WebAssets::get(path).map(|f| (f.data.into_owned(), mime))
}

async fn web(State(http): State<Http>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if !path.is_empty() {
        if let Some((bytes, mime)) = asset(&http, path).await {
            let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
            return ([(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, cache.to_string())], bytes).into_response();
        }
        if path.starts_with("assets/") || path.starts_with("graphql") {
            return StatusCode::NOT_FOUND.into_response();
        }
    }
    // Client-side routes fall back to the app.
    match asset(&http, "index.html").await {
        Some((bytes, _)) => ([(header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()), (header::CACHE_CONTROL, "no-cache".to_string())], bytes).into_response(),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "The Caseboard web app is not built into this binary. Build it with `npm --prefix web ci && npm --prefix web run build`, then rebuild the binary (or set CASEBOARD_WEB_DIR=web/dist). The GraphQL API is at /graphql.",
        )
            .into_response(),
    }
}
