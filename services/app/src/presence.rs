//! Who is online, across every api replica: each open `presence` subscription is a
//! connection; replicas announce joins, leaves and heartbeats on the bus and every replica
//! folds them into the same set. A replica that dies stops heartbeating and its
//! connections expire.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use eventstore::bus::PRESENCE_SUBJECT;
use eventstore::Bus;
use futures::StreamExt;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use uuid::Uuid;

const HEARTBEAT: Duration = Duration::from_secs(10);
const EXPIRY: Duration = Duration::from_secs(35);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Kind {
    Join,
    Leave,
    Heartbeat,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Announcement {
    replica: Uuid,
    connection: u64,
    user_id: i64,
    kind: Kind,
}

/// A change of the online set: a user came online (first connection) or went offline (last).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PresenceDiff {
    Join(i64),
    Leave(i64),
}

pub struct Presence {
    replica: Uuid,
    next_connection: AtomicU64,
    connections: Mutex<HashMap<(Uuid, u64), (i64, Instant)>>,
    local: Mutex<HashMap<u64, i64>>,
    diffs: broadcast::Sender<PresenceDiff>,
    bus: Arc<dyn Bus>,
}

/// Held by a subscription; dropping it announces the leave.
pub struct Connection {
    presence: Arc<Presence>,
    id: u64,
    user_id: i64,
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.presence.local.lock().unwrap().remove(&self.id);
        let presence = self.presence.clone();
        let announcement = Announcement { replica: presence.replica, connection: self.id, user_id: self.user_id, kind: Kind::Leave };
        // Apply locally at once; tell the other replicas through the bus.
        presence.fold(&announcement);
        tokio::spawn(async move { presence.announce(&announcement).await });
    }
}

impl Presence {
    pub async fn start(bus: Arc<dyn Bus>) -> Arc<Presence> {
        let (diffs, _) = broadcast::channel(1024);
        let presence = Arc::new(Presence {
            replica: Uuid::new_v4(),
            next_connection: AtomicU64::new(1),
            connections: Mutex::new(HashMap::new()),
            local: Mutex::new(HashMap::new()),
            diffs,
            bus: bus.clone(),
        });
        if let Ok(mut stream) = bus.subscribe(PRESENCE_SUBJECT).await {
            let p = presence.clone();
            tokio::spawn(async move {
                while let Some(m) = stream.next().await {
                    if let Ok(a) = serde_json::from_slice::<Announcement>(&m.payload) {
                        if a.replica != p.replica {
                            p.fold(&a);
                        }
                    }
                }
            });
        }
        let p = presence.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(HEARTBEAT).await;
                let mine: Vec<(u64, i64)> = p.local.lock().unwrap().iter().map(|(c, u)| (*c, *u)).collect();
                for (connection, user_id) in mine {
                    let a = Announcement { replica: p.replica, connection, user_id, kind: Kind::Heartbeat };
                    p.fold(&a);
                    p.announce(&a).await;
                }
                p.expire();
            }
        });
        presence
    }

    async fn announce(&self, a: &Announcement) {
        if let Ok(bytes) = serde_json::to_vec(a) {
            if let Err(e) = self.bus.publish(PRESENCE_SUBJECT, Bytes::from(bytes)).await {
                tracing::warn!(error = %e, "presence announcement not sent");
            }
        }
    }

    fn online_of(map: &HashMap<(Uuid, u64), (i64, Instant)>) -> BTreeSet<i64> {
        map.values().map(|(u, _)| *u).collect()
    }

    fn fold(&self, a: &Announcement) {
        let mut map = self.connections.lock().unwrap();
        let before = Self::online_of(&map);
        match a.kind {
            Kind::Join | Kind::Heartbeat => {
                map.insert((a.replica, a.connection), (a.user_id, Instant::now()));
            }
            Kind::Leave => {
                map.remove(&(a.replica, a.connection));
            }
        }
        let after = Self::online_of(&map);
        drop(map);
        self.emit(&before, &after);
    }

    fn expire(&self) {
        let mut map = self.connections.lock().unwrap();
        let before = Self::online_of(&map);
        map.retain(|_, (_, seen)| seen.elapsed() < EXPIRY);
        let after = Self::online_of(&map);
        drop(map);
        self.emit(&before, &after);
    }

    fn emit(&self, before: &BTreeSet<i64>, after: &BTreeSet<i64>) {
        for u in after.difference(before) {
            let _ = self.diffs.send(PresenceDiff::Join(*u));
        }
        for u in before.difference(after) {
            let _ = self.diffs.send(PresenceDiff::Leave(*u));
        }
    }

    /// Opens a connection for `user_id`: the user is online while the returned value lives.
    pub async fn join(self: &Arc<Self>, user_id: i64) -> Connection {
        let id = self.next_connection.fetch_add(1, Ordering::Relaxed);
        self.local.lock().unwrap().insert(id, user_id);
        let a = Announcement { replica: self.replica, connection: id, user_id, kind: Kind::Join };
        self.fold(&a);
        self.announce(&a).await;
        Connection { presence: self.clone(), id, user_id }
    }

    pub fn online(&self) -> BTreeSet<i64> {
        Self::online_of(&self.connections.lock().unwrap())
    }

    pub fn subscribe(&self) -> broadcast::Receiver<PresenceDiff> {
        self.diffs.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_user_is_online_while_any_connection_lives_and_replicas_agree() {
        let bus: Arc<dyn Bus> = Arc::new(eventstore::InProcessBus::new());
        let a = Presence::start(bus.clone()).await;
        let b = Presence::start(bus.clone()).await;
        let mut diffs = b.subscribe();
        let c1 = a.join(7).await;
        let c2 = a.join(7).await;
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(b.online(), BTreeSet::from([7]));
        assert_eq!(diffs.recv().await.unwrap(), PresenceDiff::Join(7));
        drop(c1);
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(b.online(), BTreeSet::from([7]), "still one connection open");
        drop(c2);
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(b.online().is_empty());
        assert!(a.online().is_empty());
        assert_eq!(diffs.recv().await.unwrap(), PresenceDiff::Leave(7));
    }
}
