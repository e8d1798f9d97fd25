//! Authority changes across api replicas. A logout, a deactivation, a password change or a
//! role or team change bumps an epoch here and on every replica (over the bus); open
//! WebSockets re-check their session at the next operation and close when it is gone
//! (hardening: "a socket never outlives the authority behind it").

use std::sync::Arc;

use bytes::Bytes;
use eventstore::Bus;
use futures::StreamExt;
use tokio::sync::watch;

/// Bus subject announcing that some user's authority changed.
pub const AUTH_CHANGED_SUBJECT: &str = "caseboard.auth.changed";

pub struct AuthChanges {
    epoch: watch::Sender<u64>,
    bus: Arc<dyn Bus>,
}

impl AuthChanges {
    /// Starts listening to the other replicas' announcements.
    pub async fn start(bus: Arc<dyn Bus>) -> Arc<AuthChanges> {
        let (epoch, _) = watch::channel(0);
        let changes = Arc::new(AuthChanges { epoch, bus: bus.clone() });
        match bus.subscribe(AUTH_CHANGED_SUBJECT).await {
            Ok(mut stream) => {
                let c = changes.clone();
                tokio::spawn(async move {
                    while stream.next().await.is_some() {
                        c.bump();
                    }
                });
            }
            Err(e) => tracing::error!(error = %e, "authority changes of other replicas will not reach open sockets"),
        }
        changes
    }

    fn bump(&self) {
        self.epoch.send_modify(|e| *e += 1);
    }

    /// Called after a committed change of someone's authority: this replica's sockets see it
    /// at once, the others' when the bus delivers it.
    pub async fn announce(&self) {
        self.bump();
        if let Err(e) = self.bus.publish(AUTH_CHANGED_SUBJECT, Bytes::new()).await {
            tracing::warn!(error = %e, "authority change not announced to other replicas");
        }
    }

    pub fn current(&self) -> u64 {
        *self.epoch.borrow()
    }

    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.epoch.subscribe()
    }
}
