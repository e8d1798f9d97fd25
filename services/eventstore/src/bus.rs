//! The bus: NATS JetStream in the distributed profile, a broadcast channel in the embedded
//! one. Committed events go out durably (`publish_event`, acknowledged); wake-ups,
//! projection progress and presence go out as plain messages (`publish`).

use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use futures::stream::BoxStream;
use futures::{FutureExt, StreamExt};
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;

use crate::error::StoreError;
use crate::store::RecordedEvent;

pub const EVENTS_STREAM: &str = "EVENTS";
pub const EVENTS_SUBJECTS: &str = "caseboard.events.>";
/// Sent after each committed append, so the relay wakes without polling.
pub const APPENDED_SUBJECT: &str = "caseboard.appended";
/// `caseboard.projections.<name>`, payload the position reached.
pub const PROJECTIONS_PREFIX: &str = "caseboard.projections";
pub const PRESENCE_SUBJECT: &str = "caseboard.presence";

pub fn event_subject(event: &RecordedEvent) -> String {
    format!("caseboard.events.{}.{}", event.stream_type, event.event_type)
}

#[derive(Debug, Clone)]
pub struct BusMessage {
    pub subject: String,
    pub payload: Bytes,
}

#[async_trait]
pub trait Bus: Send + Sync + 'static {
    /// Publishes a committed event durably; returns after the bus acknowledged it.
    async fn publish_event(&self, event: &RecordedEvent) -> Result<(), StoreError>;
    /// Publishes committed events in order; returns after the bus acknowledged every one. An
    /// error means some may not have been acknowledged (the relay then re-publishes them all;
    /// the bus drops repeats by event id).
    async fn publish_events(&self, events: &[RecordedEvent]) -> Result<(), StoreError> {
        for event in events {
            self.publish_event(event).await?;
        }
        Ok(())
    }
    /// Fire-and-forget message (never fails a write: errors are the caller's to log).
    async fn publish(&self, subject: &str, payload: Bytes) -> Result<(), StoreError>;
    /// Messages whose subject matches `pattern` (`*` one token, `>` the rest).
    async fn subscribe(&self, pattern: &str) -> Result<BoxStream<'static, BusMessage>, StoreError>;
    fn kind(&self) -> &'static str;
    async fn healthy(&self) -> bool;
    /// The durable stream `EVENTS` as the bus reports it; None for a bus without one
    /// (the in-process bus of the embedded profile).
    async fn stream_state(&self) -> Result<Option<StreamState>, StoreError> {
        Ok(None)
    }
}

/// What JetStream says of the `EVENTS` stream (the operations screen shows it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StreamState {
    pub name: String,
    pub messages: u64,
    pub bytes: u64,
    pub first_sequence: u64,
    pub last_sequence: u64,
    pub consumers: usize,
}

/// Waits for the first of: a message on `wakeups` (if subscribed), a local append signal, the
/// poll interval, or shutdown. The projector and the relay sleep on it between batches.
pub async fn wait_for_wakeup(
    wakeups: &mut Option<BoxStream<'static, BusMessage>>,
    local: &tokio::sync::Notify,
    poll: Duration,
    shutdown: &mut tokio::sync::watch::Receiver<bool>,
) {
    let next_message = async {
        match wakeups.as_mut() {
            Some(s) => {
                s.next().await;
                // One wake-up covers every message already waiting: the caller reads the store
                // up to its head, so stepping once per queued message would only fall behind.
                while let Some(Some(_)) = s.next().now_or_never() {}
            }
            None => futures::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = next_message => {}
        _ = local.notified() => {}
        _ = tokio::time::sleep(poll) => {}
        _ = shutdown.changed() => {}
    }
}

/// One subscription shared by many waiters (a projector's task per projection): each waiter's
/// stream yields once for "something arrived since you last looked", however many messages
/// that was. A subscription per projection would buffer every event once per projection (a
/// catch-up's backlog held hundreds of megabytes in the client).
#[derive(Clone)]
pub struct SharedWakeups(tokio::sync::watch::Receiver<u64>);

impl SharedWakeups {
    pub async fn subscribe(bus: &dyn Bus, pattern: &str) -> Result<SharedWakeups, StoreError> {
        let mut messages = bus.subscribe(pattern).await?;
        let (tx, rx) = tokio::sync::watch::channel(0u64);
        tokio::spawn(async move {
            while messages.next().await.is_some() {
                if tx.is_closed() {
                    return;
                }
                tx.send_modify(|n| *n = n.wrapping_add(1));
            }
        });
        Ok(SharedWakeups(rx))
    }

    /// A waiter's stream of wake-ups (for [`wait_for_wakeup`]).
    pub fn stream(&self) -> BoxStream<'static, BusMessage> {
        tokio_stream::wrappers::WatchStream::from_changes(self.0.clone()).map(|_| BusMessage { subject: "caseboard.wakeup".into(), payload: Bytes::new() }).boxed()
    }
}

/// NATS-style subject matching.
pub fn subject_matches(pattern: &str, subject: &str) -> bool {
    let mut p = pattern.split('.');
    let mut s = subject.split('.');
    loop {
        match (p.next(), s.next()) {
            (Some(">"), Some(_)) => return true,
            (Some("*"), Some(_)) => {}
            (Some(a), Some(b)) if a == b => {}
            (None, None) => return true,
            _ => return false,
        }
    }
}

#[derive(Clone)]
pub struct InProcessBus {
    tx: broadcast::Sender<BusMessage>,
}

impl Default for InProcessBus {
    fn default() -> Self {
        let (tx, _) = broadcast::channel(8192);
        InProcessBus { tx }
    }
}

impl InProcessBus {
    pub fn new() -> Self {
        Self::default()
    }
}

#[async_trait]
impl Bus for InProcessBus {
    async fn publish_event(&self, event: &RecordedEvent) -> Result<(), StoreError> {
        let payload = serde_json::to_vec(event).map_err(|e| StoreError::Bus(e.to_string()))?;
        let _ = self.tx.send(BusMessage { subject: event_subject(event), payload: payload.into() });
        Ok(())
    }

    async fn publish(&self, subject: &str, payload: Bytes) -> Result<(), StoreError> {
        let _ = self.tx.send(BusMessage { subject: subject.to_string(), payload });
        Ok(())
    }

    async fn subscribe(&self, pattern: &str) -> Result<BoxStream<'static, BusMessage>, StoreError> {
        let pattern = pattern.to_string();
        let stream = BroadcastStream::new(self.tx.subscribe()).filter_map(move |m| {
            let pattern = pattern.clone();
            async move {
                match m {
                    Ok(m) if subject_matches(&pattern, &m.subject) => Some(m),
                    Ok(_) => None,
                    // A lagging reader is told so; wake-up consumers simply re-read the store.
                    Err(_) => Some(BusMessage { subject: "caseboard.lagged".into(), payload: Bytes::new() }),
                }
            }
        });
        Ok(stream.boxed())
    }

    fn kind(&self) -> &'static str {
        "in-process"
    }

    async fn healthy(&self) -> bool {
        true
    }
}

#[derive(Clone)]
pub struct NatsBus {
    client: async_nats::Client,
    jetstream: async_nats::jetstream::Context,
}

impl NatsBus {
    /// Connects (retrying in the background if NATS is down, so a write never waits on it)
    /// and makes sure the `EVENTS` stream exists when NATS is reachable.
    pub async fn connect(url: &str) -> Result<NatsBus, StoreError> {
        let client = async_nats::ConnectOptions::new()
            .retry_on_initial_connect()
            .connection_timeout(Duration::from_secs(3))
            .connect(url)
            .await
            .map_err(|e| StoreError::Bus(e.to_string()))?;
        let jetstream = async_nats::jetstream::new(client.clone());
        let bus = NatsBus { client, jetstream };
        if let Err(e) = bus.ensure_stream().await {
            tracing::warn!(error = %e, "NATS JetStream not ready yet; the relay will retry");
        }
        Ok(bus)
    }

    pub async fn ensure_stream(&self) -> Result<(), StoreError> {
        self.jetstream
            .get_or_create_stream(async_nats::jetstream::stream::Config {
                name: EVENTS_STREAM.to_string(),
                subjects: vec![EVENTS_SUBJECTS.to_string()],
                duplicate_window: Duration::from_secs(120),
                ..Default::default()
            })
            .await
            .map_err(|e| StoreError::Bus(e.to_string()))?;
        Ok(())
    }

    pub fn client(&self) -> &async_nats::Client {
        &self.client
    }

    pub fn jetstream(&self) -> &async_nats::jetstream::Context {
        &self.jetstream
    }
}

#[async_trait]
impl Bus for NatsBus {
    async fn publish_event(&self, event: &RecordedEvent) -> Result<(), StoreError> {
        self.publish_events(std::slice::from_ref(event)).await
    }

    /// Sends the whole batch before awaiting the acknowledgements, so a batch costs one round
    /// trip to JetStream rather than one per event; the connection keeps the order.
    async fn publish_events(&self, events: &[RecordedEvent]) -> Result<(), StoreError> {
        let mut acks = Vec::with_capacity(events.len());
        for event in events {
            let mut headers = async_nats::HeaderMap::new();
            headers.insert("Nats-Msg-Id", event.event_id.to_string().as_str());
            let payload = serde_json::to_vec(event).map_err(|e| StoreError::Bus(e.to_string()))?;
            let ack = self
                .jetstream
                .publish_with_headers(event_subject(event), headers, payload.into())
                .await
                .map_err(|e| StoreError::Bus(e.to_string()))?;
            acks.push(ack);
        }
        for ack in acks {
            tokio::time::timeout(Duration::from_secs(10), ack)
                .await
                .map_err(|_| StoreError::Bus("JetStream acknowledgement timed out".into()))?
                .map_err(|e| StoreError::Bus(e.to_string()))?;
        }
        Ok(())
    }

    async fn publish(&self, subject: &str, payload: Bytes) -> Result<(), StoreError> {
        self.client.publish(subject.to_string(), payload).await.map_err(|e| StoreError::Bus(e.to_string()))
    }

    async fn subscribe(&self, pattern: &str) -> Result<BoxStream<'static, BusMessage>, StoreError> {
        let sub = self.client.subscribe(pattern.to_string()).await.map_err(|e| StoreError::Bus(e.to_string()))?;
        Ok(sub.map(|m| BusMessage { subject: m.subject.to_string(), payload: m.payload }).boxed())
    }

    fn kind(&self) -> &'static str {
        "nats"
    }

    async fn healthy(&self) -> bool {
        matches!(self.client.connection_state(), async_nats::connection::State::Connected)
    }

    async fn stream_state(&self) -> Result<Option<StreamState>, StoreError> {
        let mut stream = self.jetstream.get_stream(EVENTS_STREAM).await.map_err(|e| StoreError::Bus(e.to_string()))?;
        let info = stream.info().await.map_err(|e| StoreError::Bus(e.to_string()))?;
        Ok(Some(StreamState {
            name: info.config.name.clone(),
            messages: info.state.messages,
            bytes: info.state.bytes,
            first_sequence: info.state.first_sequence,
            last_sequence: info.state.last_sequence,
            consumers: info.state.consumer_count,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::subject_matches;

    #[test]
    fn subjects_match_like_nats() {
        assert!(subject_matches("caseboard.events.>", "caseboard.events.user.user_registered"));
        assert!(subject_matches("caseboard.projections.*", "caseboard.projections.organization"));
        assert!(!subject_matches("caseboard.projections.*", "caseboard.projections.a.b"));
        assert!(!subject_matches("caseboard.events.>", "caseboard.events"));
        assert!(subject_matches("caseboard.appended", "caseboard.appended"));
    }
}
