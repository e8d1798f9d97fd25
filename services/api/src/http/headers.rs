//! Response headers every answer carries, the WebSocket Origin check and who may read
//! `/metrics`.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, Request};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use app::config::HttpConfig;

/// The built Vite app loads its scripts and styles from its own origin; Radix sets inline
/// styles; the socket is same-origin `ws:`/`wss:`; nobody may frame the app.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; font-src 'self' data:; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; \
     form-action 'self'; frame-ancestors 'none'";

/// Adds the headers below to every answer; `Strict-Transport-Security` too when the configured
/// public origin is `https://` (browsers ignore it over plain HTTP).
pub async fn security_headers(config: axum::extract::State<std::sync::Arc<HttpConfig>>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    if config.public_origin.to_ascii_lowercase().starts_with("https://") {
        headers.entry(header::STRICT_TRANSPORT_SECURITY).or_insert(HeaderValue::from_static("max-age=31536000"));
    }
    let set = |headers: &mut HeaderMap, name: header::HeaderName, value: &'static str| {
        headers.entry(name).or_insert(HeaderValue::from_static(value));
    };
    set(headers, header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::REFERRER_POLICY, "no-referrer");
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    set(headers, header::HeaderName::from_static("cross-origin-opener-policy"), "same-origin");
    response
}

fn refuse(status: StatusCode, message: &str) -> Response {
    let body = serde_json::json!({ "errors": [{ "message": message, "extensions": { "code": "FORBIDDEN" } }] });
    (status, [(header::CONTENT_TYPE, "application/json; charset=utf-8")], body.to_string()).into_response()
}

/// `scheme://host[:port]` in lower case without a trailing slash.
fn normalise_origin(origin: &str) -> String {
    origin.trim().trim_end_matches('/').to_ascii_lowercase()
}

/// Whether a WebSocket handshake may proceed: browsers always send `Origin`, so a foreign
/// page cannot open a socket with the user's cookies or stored token. Without a configured
/// public origin, the Origin must name the host the request was sent to. Clients that are
/// not browsers send no Origin and are let through (they authenticate with a token anyway).
pub fn origin_allowed(config: &HttpConfig, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = normalise_origin(origin);
    if !config.public_origin.is_empty() {
        return origin == normalise_origin(&config.public_origin);
    }
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let host = host.trim().to_ascii_lowercase();
    match origin.split_once("://") {
        Some(("http" | "https", origin_host)) => origin_host == host,
        _ => false,
    }
}

pub async fn check_origin(config: axum::extract::State<std::sync::Arc<HttpConfig>>, request: Request, next: Next) -> Response {
    if !origin_allowed(&config, request.headers()) {
        tracing::warn!(origin = ?request.headers().get(header::ORIGIN), "WebSocket from a foreign origin refused");
        return refuse(StatusCode::FORBIDDEN, "This origin may not open a socket");
    }
    next.run(request).await
}

/// The client's address as the listener saw it (no proxy headers are trusted).
pub fn peer(request: &Request) -> Option<IpAddr> {
    request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())
}

/// The client's address: the TCP peer, or — when the peer is a trusted proxy — the nearest
/// address in `X-Forwarded-For` that is not itself a trusted proxy (read from the right: the
/// entries to the left are whatever the client wrote). Issue #36 §4: behind a proxy every
/// caller would otherwise share the proxy's address in the sign-in throttle.
pub fn client_address(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[String]) -> Option<IpAddr> {
    let peer = peer?;
    let is_trusted = |ip: IpAddr| trusted.iter().any(|cidr| ip_in(ip, cidr));
    if !is_trusted(peer) {
        return Some(peer);
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map_while(|a| a.trim().parse::<IpAddr>().ok())
        .collect();
    Some(forwarded.iter().rev().copied().find(|ip| !is_trusted(*ip)).or(forwarded.first().copied()).unwrap_or(peer))
}

/// `address` or `address/prefix`, IPv4 or IPv6.
pub fn ip_in(ip: IpAddr, cidr: &str) -> bool {
    let (addr, prefix) = match cidr.split_once('/') {
        Some((a, p)) => (a, p.parse::<u32>().ok()),
        None => (cidr, None),
    };
    let Ok(net) = addr.trim().parse::<IpAddr>() else {
        return false;
    };
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    };
    match (ip, net) {
        (IpAddr::V4(ip), IpAddr::V4(net)) => {
            let bits = prefix.unwrap_or(32).min(32);
            let mask = if bits == 0 { 0 } else { u32::MAX << (32 - bits) };
            u32::from(ip) & mask == u32::from(net) & mask
        }
        (IpAddr::V6(ip), IpAddr::V6(net)) => {
            let bits = prefix.unwrap_or(128).min(128);
            let mask = if bits == 0 { 0 } else { u128::MAX << (128 - bits) };
            u128::from(ip) & mask == u128::from(net) & mask
        }
        _ => false,
    }
}

/// Refuses `/metrics` to clients outside `metrics_allow`.
pub async fn check_metrics_client(config: axum::extract::State<std::sync::Arc<HttpConfig>>, request: Request, next: Next) -> Response {
    let allowed = peer(&request).is_some_and(|ip| config.metrics_allow.iter().any(|cidr| ip_in(ip, cidr)));
    if !allowed {
        return refuse(StatusCode::FORBIDDEN, "Metrics are not served to this address");
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_is_the_peer_unless_a_trusted_proxy_forwards_it() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let xff = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert("x-forwarded-for", v.parse().unwrap());
            h
        };
        let trusted = vec!["10.0.0.0/8".to_string()];
        // Not a proxy: the header is anyone's to write and is ignored.
        assert_eq!(client_address(Some(ip("203.0.113.9")), &xff("198.51.100.1"), &trusted), Some(ip("203.0.113.9")));
        // A trusted proxy: the nearest untrusted hop, whatever the client prepended.
        assert_eq!(client_address(Some(ip("10.0.0.2")), &xff("1.2.3.4, 198.51.100.7, 10.0.0.3"), &trusted), Some(ip("198.51.100.7")));
        assert_eq!(client_address(Some(ip("10.0.0.2")), &HeaderMap::new(), &trusted), Some(ip("10.0.0.2")));
        assert_eq!(client_address(Some(ip("10.0.0.2")), &xff("198.51.100.7"), &[]), Some(ip("10.0.0.2")), "no proxies configured");
    }

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(header::HeaderName::from_bytes(k.as_bytes()).unwrap(), HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn sockets_accept_same_origin_or_the_configured_one() {
        let open = HttpConfig::default();
        assert!(origin_allowed(&open, &headers(&[("host", "127.0.0.1:8080")])), "no Origin: not a browser");
        assert!(origin_allowed(&open, &headers(&[("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8080")])));
        assert!(!origin_allowed(&open, &headers(&[("host", "127.0.0.1:8080"), ("origin", "https://evil.example")])));
        assert!(!origin_allowed(&open, &headers(&[("host", "127.0.0.1:8080"), ("origin", "null")])));
        let fixed = HttpConfig { public_origin: "https://caseboard.firm.example/".into(), ..HttpConfig::default() };
        assert!(origin_allowed(&fixed, &headers(&[("host", "10.0.0.5:8080"), ("origin", "https://caseboard.firm.example")])));
        assert!(!origin_allowed(&fixed, &headers(&[("host", "10.0.0.5:8080"), ("origin", "http://10.0.0.5:8080")])));
    }

    #[test]
    fn addresses_match_cidrs() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert!(ip_in(ip("127.0.0.1"), "127.0.0.0/8"));
        assert!(ip_in(ip("::ffff:127.0.0.1"), "127.0.0.1"));
        assert!(ip_in(ip("::1"), "::1/128"));
        assert!(ip_in(ip("10.1.2.3"), "10.0.0.0/8"));
        assert!(!ip_in(ip("11.1.2.3"), "10.0.0.0/8"));
        assert!(ip_in(ip("11.1.2.3"), "0.0.0.0/0"));
        assert!(!ip_in(ip("10.1.2.3"), "not-an-address"));
        assert!(!ip_in(ip("::1"), "127.0.0.1"));
    }
}
