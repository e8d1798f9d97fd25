//! The distance port of Mileage Reimbursement (spec 2 §2; `[mileage]` in docs/configuration.md):
//! an OSRM-compatible routing service for firms that run one, else the offline estimate
//! (great-circle round trip × road factor, `domain::inventory::mileage`), which needs no network.
//! Both take coordinates: a provider contact's stored geocode when the address is the
//! contact's own, else the centre of the address's city (`domain::inventory::places`).

use std::time::Duration;

use app::config::MileageConfig;
use domain::inventory::mileage::estimated_round_trip_miles;

const METERS_PER_MILE: f64 = 1609.344;

/// A round trip's length and whether it is an estimate (offline) or a routed distance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoundTrip {
    pub miles: f64,
    pub estimate: bool,
}

pub enum DistancePort {
    /// `GET {base}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false`, both ways.
    Routing { base_url: String, client: reqwest::Client },
    Offline { road_factor: f64 },
}

impl DistancePort {
    pub fn from_config(config: &MileageConfig) -> DistancePort {
        let base_url = config.routing_url.trim().trim_end_matches('/').to_string();
        let road_factor = if config.road_factor.is_finite() && config.road_factor >= 1.0 { config.road_factor } else { domain::inventory::mileage::DEFAULT_ROAD_FACTOR };
        if base_url.is_empty() {
            return DistancePort::Offline { road_factor };
        }
        match reqwest::Client::builder().timeout(Duration::from_secs(config.timeout_secs.max(1))).build() {
            Ok(client) => DistancePort::Routing { base_url, client },
            Err(_) => DistancePort::Offline { road_factor },
        }
    }

    /// The round trip between two points (latitude, longitude), or a message for the result row.
    pub async fn round_trip(&self, from: (f64, f64), to: (f64, f64)) -> Result<RoundTrip, String> {
        match self {
            DistancePort::Offline { road_factor } => Ok(RoundTrip { miles: round_tenth(estimated_round_trip_miles(from, to, *road_factor)), estimate: true }),
            DistancePort::Routing { base_url, client } => {
                let there = route_meters(client, base_url, from, to).await?;
                let back = route_meters(client, base_url, to, from).await?;
                Ok(RoundTrip { miles: round_tenth((there + back) / METERS_PER_MILE), estimate: false })
            }
        }
    }
}

fn round_tenth(miles: f64) -> f64 {
    (miles * 10.0).round() / 10.0
}

async fn route_meters(client: &reqwest::Client, base_url: &str, from: (f64, f64), to: (f64, f64)) -> Result<f64, String> {
    let url = format!("{base_url}/route/v1/driving/{},{};{},{}?overview=false", from.1, from.0, to.1, to.0);
    let answer = client.get(&url).send().await.map_err(|e| format!("routing service unreachable: {e}"))?;
    if !answer.status().is_success() {
        return Err(format!("routing service answered HTTP {}", answer.status().as_u16()));
    }
    let body: serde_json::Value = answer.json().await.map_err(|e| format!("unreadable routing answer: {e}"))?;
    if body.get("code").and_then(|c| c.as_str()) != Some("Ok") {
        let code = body.get("message").or_else(|| body.get("code")).and_then(|c| c.as_str()).unwrap_or("no route");
        return Err(format!("no route found ({code})"));
    }
    body.pointer("/routes/0/distance").and_then(|d| d.as_f64()).ok_or_else(|| "no route found".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn without_a_routing_url_the_estimate_is_offline_and_labelled() {
        let port = DistancePort::from_config(&MileageConfig::default());
        // Boise to Meridian: ~9.5 miles apart, 19.0 there and back, × 1.25 road factor ≈ 23.8.
        let trip = port.round_trip((43.6150, -116.2023), (43.6121, -116.3915)).await.unwrap();
        assert!(trip.estimate);
        assert!((trip.miles - 23.8).abs() < 0.3, "{}", trip.miles);
    }

    #[tokio::test]
    async fn an_unreachable_routing_service_is_a_message_not_a_failure() {
        let port = DistancePort::from_config(&MileageConfig { routing_url: "http://127.0.0.1:9/".into(), road_factor: 1.25, timeout_secs: 2 });
        let err = port.round_trip((43.6, -116.2), (43.6, -116.4)).await.unwrap_err();
        assert!(err.starts_with("routing service unreachable"), "{err}");
    }

    /// A one-route OSRM stand-in: answers every request with `meters` (both ways here).
    async fn fake_osrm(meters: f64) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let mut buf = [0u8; 4096];
                let n = socket.read(&mut buf).await.unwrap_or(0);
                let request = String::from_utf8_lossy(&buf[..n]).to_string();
                assert!(request.starts_with("GET /route/v1/driving/-116.2023,43.615;-116.3915,43.6121?overview=false") || request.starts_with("GET /route/v1/driving/-116.3915,43.6121;-116.2023,43.615?overview=false"), "{request}");
                let body = format!("{{\"code\":\"Ok\",\"routes\":[{{\"distance\":{meters}}}]}}");
                let answer = format!("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}", body.len());
                let _ = socket.write_all(answer.as_bytes()).await;
            }
        });
        format!("http://{addr}")
    }

    #[tokio::test]
    async fn a_routing_service_gives_the_road_distance_both_ways() {
        // 19 312.128 m each way = 12.0 miles; there and back 24.0, not an estimate.
        let url = fake_osrm(19_312.128).await;
        let port = DistancePort::from_config(&MileageConfig { routing_url: format!("{url}/"), road_factor: 1.25, timeout_secs: 5 });
        let trip = port.round_trip((43.615, -116.2023), (43.6121, -116.3915)).await.unwrap();
        assert_eq!(trip, RoundTrip { miles: 24.0, estimate: false });
    }
}
