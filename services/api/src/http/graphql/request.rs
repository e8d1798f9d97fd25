//! Reading a request: its bearer token and its body, bounded in size and time, and the
//! body's members each checked for its type.

use super::*;

/// The token of `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1).
pub(super) fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim_start();
    let (scheme, token) = value.split_once(|c: char| c == ' ' || c == '\t')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_string())
}

pub(super) fn graphql_token(token: &Option<String>) -> Option<&str> {
    token.as_deref().filter(|t| !t.is_empty())
}

/// A body past [`MAX_BODY_BYTES`] is still read (and dropped) up to this many bytes, so that
/// an ordinary client gets its 413 instead of a connection reset while it is still sending.
pub(super) const MAX_DRAINED_BYTES: usize = 2 * 1024 * 1024;

/// How reading a request body ended.
pub(super) enum BodyRead {
    Complete(bytes::Bytes),
    /// Larger than [`MAX_BODY_BYTES`] (413).
    TooLarge,
    /// Not sent within [`BODY_TIMEOUT`] (408).
    TooSlow,
}

/// How long a client may take to send its body.
pub(super) const BODY_TIMEOUT: Duration = Duration::from_secs(30);

pub(super) async fn read_body(body: axum::body::Body) -> BodyRead {
    use futures::StreamExt;
    let mut stream = body.into_data_stream();
    let mut kept = bytes::BytesMut::new();
    let mut seen = 0usize;
    let drain = async {
        while let Some(Ok(chunk)) = stream.next().await {
            seen += chunk.len();
            if seen <= MAX_BODY_BYTES {
                kept.extend_from_slice(&chunk);
            } else if seen > MAX_DRAINED_BYTES {
                break;
            }
        }
    };
    let complete = tokio::time::timeout(BODY_TIMEOUT, drain).await.is_ok();
    if seen > MAX_BODY_BYTES {
        BodyRead::TooLarge
    } else if !complete {
        BodyRead::TooSlow
    } else {
        BodyRead::Complete(kept.freeze())
    }
}

/// The body's members, each checked for its type (a wrong type is a 400, not a crash).
pub(super) struct RequestBody {
    pub(super) query: String,
    pub(super) operation_name: Option<String>,
    pub(super) variables: serde_json::Value,
}

pub(super) fn members(value: serde_json::Value) -> Result<RequestBody, String> {
    let serde_json::Value::Object(mut map) = value else {
        return Err("The request body must be a JSON object".into());
    };
    let query = match map.remove("query") {
        Some(serde_json::Value::String(q)) => q,
        Some(_) => return Err("\"query\" must be a string".into()),
        None => return Err("The request has no \"query\"".into()),
    };
    let operation_name = match map.remove("operationName") {
        Some(serde_json::Value::String(n)) => Some(n),
        Some(serde_json::Value::Null) | None => None,
        Some(_) => return Err("\"operationName\" must be a string".into()),
    };
    let variables = match map.remove("variables") {
        Some(v @ serde_json::Value::Object(_)) => v,
        Some(serde_json::Value::Null) | None => serde_json::Value::Object(Default::default()),
        Some(_) => return Err("\"variables\" must be an object".into()),
    };
    match map.remove("extensions") {
        Some(serde_json::Value::Object(_) | serde_json::Value::Null) | None => {}
        Some(_) => return Err("\"extensions\" must be an object".into()),
    }
    Ok(RequestBody { query, operation_name, variables })
}
