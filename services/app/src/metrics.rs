//! Prometheus text metrics: requests, latency, events appended, projection lag.

use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

const BUCKETS_MS: [u64; 10] = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

#[derive(Default)]
pub struct Metrics {
    pub http_requests: AtomicU64,
    pub graphql_errors: AtomicU64,
    pub events_appended: AtomicU64,
    latency_buckets: [AtomicU64; 10],
    latency_count: AtomicU64,
    latency_sum_micros: AtomicU64,
}

impl Metrics {
    pub fn observe_request(&self, elapsed: Duration) {
        self.http_requests.fetch_add(1, Ordering::Relaxed);
        let ms = elapsed.as_millis() as u64;
        for (i, b) in BUCKETS_MS.iter().enumerate() {
            if ms <= *b {
                self.latency_buckets[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.latency_sum_micros.fetch_add(elapsed.as_micros() as u64, Ordering::Relaxed);
    }

    pub fn render(&self, projections: &[projections::ProjectionStatus]) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# TYPE caseboard_http_requests_total counter");
        let _ = writeln!(out, "caseboard_http_requests_total {}", self.http_requests.load(Ordering::Relaxed));
        let _ = writeln!(out, "# TYPE caseboard_graphql_errors_total counter");
        let _ = writeln!(out, "caseboard_graphql_errors_total {}", self.graphql_errors.load(Ordering::Relaxed));
        let _ = writeln!(out, "# TYPE caseboard_events_appended_total counter");
        let _ = writeln!(out, "caseboard_events_appended_total {}", self.events_appended.load(Ordering::Relaxed));
        let _ = writeln!(out, "# TYPE caseboard_http_request_duration_seconds histogram");
        for (i, b) in BUCKETS_MS.iter().enumerate() {
            let _ = writeln!(
                out,
                "caseboard_http_request_duration_seconds_bucket{{le=\"{}\"}} {}",
                *b as f64 / 1000.0,
                self.latency_buckets[i].load(Ordering::Relaxed)
            );
        }
        let count = self.latency_count.load(Ordering::Relaxed);
        let _ = writeln!(out, "caseboard_http_request_duration_seconds_bucket{{le=\"+Inf\"}} {count}");
        let _ = writeln!(out, "caseboard_http_request_duration_seconds_count {count}");
        let _ = writeln!(
            out,
            "caseboard_http_request_duration_seconds_sum {}",
            self.latency_sum_micros.load(Ordering::Relaxed) as f64 / 1_000_000.0
        );
        let _ = writeln!(out, "# TYPE caseboard_projection_lag_events gauge");
        for p in projections.iter().filter(|p| p.active) {
            let _ = writeln!(out, "caseboard_projection_lag_events{{projection=\"{}\",state=\"{}\"}} {}", p.name, p.state, p.lag);
        }
        out
    }
}
