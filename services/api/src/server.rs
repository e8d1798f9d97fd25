//! HTTP: `/graphql` (POST, bearer token, `X-Act-As`), `/graphql/ws` (graphql-ws), health,
//! readiness, metrics, and the web app with client-side routes falling back to it.

use std::path::PathBuf;
use std::time::Instant;

use async_graphql::http::ALL_WEBSOCKET_PROTOCOLS;
use async_graphql::Data;
use async_graphql_axum::{GraphQLProtocol, GraphQLWebSocket};
use axum::extract::{Request, State, WebSocketUpgrade};
use axum::http::{header, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use rust_embed::RustEmbed;
use serde_json::json;

use std::sync::Arc;

use crate::auth::viewer::{resolve_viewer, socket_epoch, SocketAuth};
use app::error::AppError;
use crate::http::fairness::Fairness;
use crate::http::headers::{check_metrics_client, check_origin, security_headers};
use crate::organization::read::OrgCache;
use crate::schema::CaseboardSchema;
use app::state::AppState;

#[derive(RustEmbed)]
#[folder = "../../web/dist/"]
struct WebAssets;

#[derive(Clone)]
struct Http {
    state: AppState,
    schema: CaseboardSchema,
    /// The same schema with the document checks as an extension, for the socket.
    socket_schema: CaseboardSchema,
    web_dir: Option<PathBuf>,
    fairness: Fairness,
}

/// HTTP's schema and the socket's (`schema::build_for_socket`), sharing one rebuild board: the
/// operations screen's progress of the rebuilds this process started.
pub fn schemas(state: &AppState) -> (CaseboardSchema, CaseboardSchema) {
    let board = crate::operations::SharedBoard::default();
    let http = crate::schema::build().data(state.clone()).data(board.clone()).finish();
    let socket = crate::schema::build_for_socket().data(state.clone()).data(board).finish();
    (http, socket)
}

pub fn router(state: AppState) -> Router {
    let web_dir = std::env::var("CASEBOARD_WEB_DIR").ok().filter(|d| !d.is_empty()).map(PathBuf::from);
    let trusted = std::sync::Arc::new(state.config.http.clone());
    let (schema, socket_schema) = schemas(&state);
    let http = Http { schema, socket_schema, state, web_dir, fairness: Fairness::default() };
    Router::new()
        .route("/graphql", post(graphql).fallback(|| async { crate::http::graphql::method_not_allowed() }))
        .route("/graphql/ws", get(graphql_ws).route_layer(middleware::from_fn_with_state(trusted.clone(), check_origin)))
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics).route_layer(middleware::from_fn_with_state(trusted.clone(), check_metrics_client)))
        // Static assets are compressed (gzip or brotli, as the browser accepts); GraphQL
        // answers are not (they carry tokens: no compression oracle).
        .fallback(get(web).layer(tower_http::compression::CompressionLayer::new()))
        .layer(middleware::from_fn_with_state(http.clone(), observe))
        .layer(middleware::from_fn_with_state(trusted, security_headers))
        .with_state(http)
}

async fn observe(State(http): State<Http>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let response = next.run(request).await;
    http.state.metrics.observe_request(started.elapsed());
    response
}

async fn graphql(State(http): State<Http>, request: Request) -> Response {
    crate::http::graphql::handle(&http.schema, &http.state, &http.fairness, request).await
}

async fn graphql_ws(State(http): State<Http>, protocol: GraphQLProtocol, upgrade: WebSocketUpgrade) -> Response {
    let schema = http.socket_schema.clone();
    let state = http.state.clone();
    upgrade
        // A socket message is bounded like a request body (docs/security.md).
        .max_message_size(crate::http::graphql::MAX_BODY_BYTES)
        .protocols(ALL_WEBSOCKET_PROTOCOLS)
        .on_upgrade(move |stream| async move {
            // The session the socket was opened with, once `connection_init` has named it.
            let session: Arc<SocketSession> = Arc::default();
            let init_state = state.clone();
            let init_session = session.clone();
            // The sink stays ours: when the session ends the socket is closed with a close
            // frame (4403), not dropped (which a browser sees as 1006, "abnormal").
            let (mut sink, source) = futures::StreamExt::split(stream);
            let serve = GraphQLWebSocket::new_with_pair(&mut sink, source, schema, protocol)
                .on_connection_init(move |payload: serde_json::Value| async move {
                    let token = payload.get("token").and_then(|t| t.as_str()).map(str::to_string).unwrap_or_default();
                    let act_as = payload.get("actAs").and_then(|t| t.as_str().map(str::to_string).or_else(|| t.as_i64().map(|n| n.to_string())));
                    let cache = OrgCache::shared(&init_state);
                    let epoch = socket_epoch(&init_state);
                    let viewer = resolve_viewer(&init_state, &cache, &token, act_as.as_deref())
                        .await
                        .map_err(|e| async_graphql::Error::new(e.message()))?;
                    *init_session.lock().unwrap() = Some((token.clone(), act_as.clone()));
                    let mut data = Data::default();
                    data.insert(SocketAuth::new(token, act_as, epoch, Arc::new(viewer)));
                    data.insert(cache);
                    Ok(data)
                })
                .serve();
            let ended = tokio::select! {
                _ = serve => false,
                _ = session_ended(&state, &session) => true,
            };
            if ended {
                tracing::debug!("socket closed: its session ended");
                let frame = axum::extract::ws::CloseFrame { code: SESSION_ENDED_CLOSE_CODE, reason: "The session ended".into() };
                let _ = futures::SinkExt::send(&mut sink, axum::extract::ws::Message::Close(Some(frame))).await;
                let _ = futures::SinkExt::close(&mut sink).await;
            }
        })
        .into_response()
}

/// The close code of a socket whose session ended: graphql-ws's 4403 "Forbidden" (a client may
/// reconnect; its `connection_init` with the ended session is then refused).
pub const SESSION_ENDED_CLOSE_CODE: u16 = 4403;

/// The token and acted-as user a socket's `connection_init` named.
type SocketSession = std::sync::Mutex<Option<(String, Option<String>)>>;

/// Resolves when the socket's session no longer holds (logout, deactivation, password change,
/// a role change that removes the acted-as right): every authority change re-checks it.
async fn session_ended(state: &AppState, session: &SocketSession) {
    let mut epochs = state.auth_changes.subscribe();
    while epochs.changed().await.is_ok() {
        let Some((token, act_as)) = session.lock().unwrap().clone() else { continue };
        if let Err(e) = resolve_viewer(state, &OrgCache::shared(state), &token, act_as.as_deref()).await {
            if matches!(e, AppError::Unauthenticated(_) | AppError::Forbidden(_) | AppError::NotFound(_)) {
                return;
            }
        }
    }
    std::future::pending::<()>().await
}

/// Ready when the database answers, the bus is connected and no projection failed.
async fn readyz(State(http): State<Http>) -> Response {
    let database = http.state.db.ping().await;
    let bus = http.state.bus.healthy().await;
    let statuses = projections::runtime::statuses(&http.state.store).await.unwrap_or_default();
    // Names only: the errors' text is for operators (the operations screen), not for anyone.
    let failed: Vec<_> = statuses.iter().filter(|s| s.state == "failed").map(|s| json!({"name": s.name})).collect();
    let lag: i64 = statuses.iter().filter(|s| s.active).map(|s| s.lag).max().unwrap_or(0);
    // Generations being filled by a blue/green rebuild (the active ones keep serving).
    let rebuilding: Vec<_> = statuses.iter().filter(|s| !s.active && s.state == "rebuilding").map(|s| json!({"name": s.name, "generation": s.generation, "position": s.position})).collect();
    let ready = database && bus && failed.is_empty();
    let sync = app::sync::read_status(&http.state.db, chrono::Utc::now()).await.map(|s| app::sync::readiness(&s)).unwrap_or_default();
    let body = json!({
        "ready": ready,
        "profile": http.state.profile(),
        "database": database,
        "bus": { "kind": http.state.bus.kind(), "connected": bus },
        "projections": { "maxLag": lag, "failed": failed, "rebuilding": rebuilding },
        "sync": sync,
    });
    let code = if ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (code, Json(body)).into_response()
}

async fn metrics(State(http): State<Http>) -> Response {
    let statuses = projections::runtime::statuses(&http.state.store).await.unwrap_or_default();
    let mut text = http.state.metrics.render(&statuses);
    if let Ok(sync) = app::sync::read_status(&http.state.db, chrono::Utc::now()).await {
        text.push_str(&app::sync::render_metrics(&sync));
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text).into_response()
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
    // Source maps are not published (the build makes none; a stray one stays private).
    if path.ends_with(".map") {
        return StatusCode::NOT_FOUND.into_response();
    }
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
