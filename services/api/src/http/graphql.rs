//! `POST /graphql` per GraphQL over HTTP (https://graphql.github.io/graphql-over-http/):
//! the body is read, checked and parsed here, so every refusal is a JSON GraphQL error
//! with `extensions.code` and a fitting status, and nothing costly runs before the checks
//! of `document` pass (limits in docs/security.md).

use super::{EXECUTION_TIMEOUT, MAX_RESPONSE_BYTES};
use std::time::Duration;

use async_graphql::{ErrorExtensionValues, ServerError, Variables};
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::document::{self, Refusal};
use super::fairness::Fairness;
use crate::auth::viewer::{CatchingUp, ClientAddress, RequestAuth};
use crate::organization::read::OrgCache;
use crate::schema::CaseboardSchema;
use app::state::AppState;

mod request;

use request::*;

/// Bytes of a request body; more answers 413.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

const GRAPHQL_RESPONSE_JSON: &str = "application/graphql-response+json";
const JSON: &str = "application/json";

/// The media type of the answer, from the request's `Accept`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Media {
    /// `application/graphql-response+json`: request errors answer 4xx.
    GraphqlResponse,
    /// `application/json` (legacy clients, and the default as the spec says until clients
    /// have moved): well-formed requests answer 200 even with request errors.
    Json,
}

impl Media {
    fn content_type(self) -> &'static str {
        match self {
            Media::GraphqlResponse => "application/graphql-response+json; charset=utf-8",
            Media::Json => "application/json; charset=utf-8",
        }
    }
}

/// The first acceptable media range in `Accept` (q=0 excluded); no header or `*/*` means
/// `application/json`; nothing acceptable is `None` (406).
pub fn negotiate(headers: &HeaderMap) -> Option<Media> {
    let Some(accept) = headers.get(header::ACCEPT) else {
        return Some(Media::Json);
    };
    let accept = accept.to_str().ok()?;
    if accept.trim().is_empty() {
        return Some(Media::Json);
    }
    for range in accept.split(',') {
        let mut parts = range.split(';');
        let media = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let refused = parts.any(|p| {
            let p = p.trim().replace(' ', "");
            p == "q=0" || p == "q=0.0" || p == "q=0.00" || p == "q=0.000"
        });
        if refused {
            continue;
        }
        match media.as_str() {
            GRAPHQL_RESPONSE_JSON => return Some(Media::GraphqlResponse),
            JSON | "application/*" | "*/*" => return Some(Media::Json),
            _ => {}
        }
    }
    None
}

/// `application/json`, optionally with `charset=utf-8`; anything else (a cross-site
/// "simple" request is text/plain or a form) is refused.
fn json_content_type(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut parts = value.split(';');
    if !parts.next().unwrap_or_default().trim().eq_ignore_ascii_case(JSON) {
        return false;
    }
    parts.all(|p| match p.trim().split_once('=') {
        Some((k, v)) if k.trim().eq_ignore_ascii_case("charset") => v.trim().trim_matches('"').eq_ignore_ascii_case("utf-8"),
        _ => true,
    })
}

fn coded(message: impl Into<String>, code: &str) -> ServerError {
    let mut error = ServerError::new(message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", code);
    error.extensions = Some(extensions);
    error
}

#[derive(Serialize)]
struct ErrorsOnly<'a> {
    errors: &'a [ServerError],
}

fn answer(status: StatusCode, media: Media, body: Vec<u8>) -> Response {
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(media.content_type()));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// An answer with errors only (no `data` entry: nothing was executed).
pub fn refusal(status: StatusCode, media: Media, errors: &[ServerError]) -> Response {
    let body = serde_json::to_vec(&ErrorsOnly { errors }).unwrap_or_else(|_| b"{\"errors\":[{\"message\":\"Internal error\"}]}".to_vec());
    answer(status, media, body)
}

/// A request error (parse, validation, variables): 400 with graphql-response+json, 200 with
/// plain JSON as the spec asks of legacy clients.
fn request_error_status(media: Media) -> StatusCode {
    match media {
        Media::GraphqlResponse => StatusCode::BAD_REQUEST,
        Media::Json => StatusCode::OK,
    }
}

/// A request that the limits refuse answers 400 whatever the media type.
fn refused(media: Media, r: Refusal) -> Response {
    let mut error = coded(r.message, r.code);
    if let (Some(field), Some(extensions)) = (r.field, error.extensions.as_mut()) {
        extensions.set("field", field);
    }
    refusal(StatusCode::BAD_REQUEST, media, &[error])
}


/// Whether the errors of an answer are request errors (nothing executed): no data and no
/// error has a path.
fn is_request_error(response: &async_graphql::Response) -> bool {
    response.data == async_graphql::Value::Null && !response.errors.is_empty() && response.errors.iter().all(|e| e.path.is_empty())
}

/// Whether the argument named at `line`/`column` (1-based) of the document takes its value
/// from a variable (`name: $var`).
fn argument_is_variable(query: &str, line: usize, column: usize) -> bool {
    let Some(text) = query.split('\n').nth(line.saturating_sub(1)) else {
        return false;
    };
    let Some(rest) = text.char_indices().nth(column.saturating_sub(1)).map(|(i, _)| &text[i..]) else {
        return false;
    };
    let rest = rest.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_').trim_start();
    rest.strip_prefix(':').is_some_and(|r| r.trim_start().starts_with('$'))
}

/// Validation and variable errors from async-graphql carry no code; give them one. A value
/// that does not fit its variable's type is the caller's input (`BAD_USER_INPUT`); a
/// document that does not fit the schema is `GRAPHQL_VALIDATION_FAILED`.
fn code_request_errors(query: &str, errors: &mut [ServerError]) {
    for error in errors {
        let variable = error.message.to_lowercase().contains("variable")
            || (error.message.starts_with("Invalid value for argument")
                && error.locations.first().is_some_and(|p| argument_is_variable(query, p.line, p.column)));
        let extensions = error.extensions.get_or_insert_with(ErrorExtensionValues::default);
        if extensions.get("code").is_none() {
            extensions.set("code", if variable { "BAD_USER_INPUT" } else { "GRAPHQL_VALIDATION_FAILED" });
        }
    }
}

/// An argument written into the document that its scalar cannot read (a `NaiveDate` of
/// "2026-02-30") fails when its field runs, with a path and no code: it is the caller's input.
fn code_argument_errors(errors: &mut [ServerError]) {
    for error in errors {
        let argument = error.message.starts_with("Failed to parse") || error.message.starts_with("Invalid value for argument");
        let extensions = error.extensions.get_or_insert_with(ErrorExtensionValues::default);
        if argument && extensions.get("code").is_none() {
            extensions.set("code", "BAD_USER_INPUT");
        }
    }
}

pub async fn handle(schema: &CaseboardSchema, state: &AppState, fairness: &Fairness, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    // The body is read (bounded) before any refusal, so that the client, still sending,
    // receives the answer rather than a reset connection.
    let body = read_body(body).await;
    let Some(media) = negotiate(&parts.headers) else {
        return refusal(
            StatusCode::NOT_ACCEPTABLE,
            Media::Json,
            &[coded("Accept application/graphql-response+json or application/json", "BAD_USER_INPUT")],
        );
    };
    if !json_content_type(&parts.headers) {
        return refusal(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            media,
            &[coded("Send the request as Content-Type: application/json", "BAD_USER_INPUT")],
        );
    }
    let bytes = match body {
        BodyRead::Complete(bytes) => bytes,
        BodyRead::TooLarge => {
            return refusal(
                StatusCode::PAYLOAD_TOO_LARGE,
                media,
                &[coded(format!("The request body is larger than {} KiB", MAX_BODY_BYTES / 1024), "BAD_USER_INPUT")],
            )
        }
        BodyRead::TooSlow => {
            return refusal(StatusCode::REQUEST_TIMEOUT, media, &[coded("The request body was not sent in time", "BAD_USER_INPUT")]);
        }
    };
    let token = bearer(&parts.headers);
    let peer = parts.extensions.get::<axum::extract::ConnectInfo<std::net::SocketAddr>>().map(|c| c.0.ip());
    let address = super::headers::client_address(peer, &parts.headers, &state.config.http.trusted_proxies).map(|a| a.to_string()).unwrap_or_default();
    let act_as = parts.headers.get("x-act-as").and_then(|v| v.to_str().ok()).map(str::to_string);
    if bytes.is_empty() {
        return refusal(StatusCode::BAD_REQUEST, media, &[coded("The request has no body", "BAD_USER_INPUT")]);
    }
    if let Err(r) = document::check_body_nesting(&bytes) {
        return refused(media, r);
    }
    let value: serde_json::Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(e) => return refusal(StatusCode::BAD_REQUEST, media, &[coded(format!("The request body is not JSON: {e}"), "BAD_USER_INPUT")]),
    };
    let body = match members(value) {
        Ok(b) => b,
        Err(message) => return refusal(StatusCode::BAD_REQUEST, media, &[coded(message, "BAD_USER_INPUT")]),
    };
    if let Err(r) = document::check_variables(&body.variables) {
        return refused(media, r);
    }
    if let Some(name) = &body.operation_name {
        if name.contains('\0') {
            return refused(media, Refusal { field: None, code: "BAD_USER_INPUT", message: "Text must not contain the NUL character".into() });
        }
    }
    let parsed = match document::prepare(&body.query, crate::schema::cost_model()) {
        Ok(d) => d,
        Err(r) if r.code == "GRAPHQL_PARSE_FAILED" && !r.message.contains("nested too deeply") => {
            // An ordinary syntax error is a request error (status per media type).
            return refusal(request_error_status(media), media, &[coded(r.message, r.code)]);
        }
        Err(r) => return refused(media, r),
    };

    let variables = Variables::from_json(body.variables);
    if let Err(r) = super::input::check_inputs(&parsed, &variables, crate::schema::cost_model()) {
        return refused(media, r);
    }
    let query_text = body.query.clone();
    let key = parts.headers.get("x-client-mutation-id").and_then(|v| v.to_str().ok()).map(str::to_string);
    let catching_up = CatchingUp::default();
    let mut graphql = async_graphql::Request::new(body.query)
        .variables(variables)
        .data(RequestAuth::new(token.clone(), act_as).with_client_mutation_id(key))
        .data(OrgCache::shared(state))
        .data(projections::intake::read::stats::StatsMemo::default())
        .data(catching_up.clone())
        .data(ClientAddress(address.clone()));
    if let Some(name) = body.operation_name {
        graphql = graphql.operation_name(name);
    }
    graphql.set_parsed_query(parsed);

    let fairness_token = graphql_token(&token);
    let Some(_slots) = fairness.enter(fairness_token, &address).await else {
        let mut response = refusal(
            StatusCode::TOO_MANY_REQUESTS,
            media,
            &[coded("Too many requests at once; try again in a moment", "RATE_LIMITED")],
        );
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return response;
    };
    // The execution runs as a task of its own, so that the bound fires on time even while it
    // keeps a worker busy, and is aborted (its resolvers and queries dropped) when it does.
    let execution = {
        let schema = schema.clone();
        tokio::spawn(async move { schema.execute(graphql).await })
    };
    let abort = execution.abort_handle();
    let mut response = match tokio::time::timeout(EXECUTION_TIMEOUT, execution).await {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => {
            tracing::error!(error = %e, "GraphQL execution failed");
            return refusal(StatusCode::INTERNAL_SERVER_ERROR, media, &[coded("Internal error", "INTERNAL")]);
        }
        Err(_) => {
            abort.abort();
            tracing::warn!("GraphQL request stopped after {EXECUTION_TIMEOUT:?}");
            return refusal(
                StatusCode::SERVICE_UNAVAILABLE,
                media,
                &[coded("The request took too long and was stopped; ask for less", "TIMEOUT")],
            );
        }
    };
    if catching_up.is_set() {
        // A committed write answered before its read models caught up (docs/decisions.md).
        response.extensions.insert("catchingUp".into(), async_graphql::Value::Boolean(true));
    }
    if response.is_err() {
        state.metrics.graphql_errors.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    if is_request_error(&response) {
        code_request_errors(&query_text, &mut response.errors);
        return refusal(request_error_status(media), media, &response.errors);
    }
    code_argument_errors(&mut response.errors);
    // async-graphql keeps the selection order (IndexMap); serialize it directly, never
    // through serde_json::Value (which sorts keys).
    let bytes = match serde_json::to_vec(&response) {
        Ok(b) => b,
        Err(e) => {
            tracing::error!(error = %e, "GraphQL answer could not be serialized");
            return refusal(StatusCode::INTERNAL_SERVER_ERROR, media, &[coded("Internal error", "INTERNAL")]);
        }
    };
    if bytes.len() > MAX_RESPONSE_BYTES {
        return refused(
            media,
            Refusal { field: None, code: "BAD_USER_INPUT", message: format!("The answer is larger than {} MiB; ask for less", MAX_RESPONSE_BYTES >> 20) },
        );
    }
    answer(StatusCode::OK, media, bytes)
}

/// Everything but POST: 405 with `Allow: POST` (queries are not served over GET: no
/// mutations by link, no tokens in URLs and logs).
pub fn method_not_allowed() -> Response {
    let mut response = refusal(
        StatusCode::METHOD_NOT_ALLOWED,
        Media::Json,
        &[coded("POST GraphQL requests to /graphql", "BAD_USER_INPUT")],
    );
    response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("POST"));
    response
}

#[cfg(test)]
#[path = "graphql_tests.rs"]
mod tests;
