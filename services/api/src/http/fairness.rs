//! Per-caller fairness: at most a few GraphQL executions at once per session token (or per
//! client address without one), and a larger bound per client address whatever the tokens
//! (made-up tokens do not buy more slots), so one caller cannot hold every worker and
//! database connection while others wait.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Concurrent executions per caller (session token, else client address).
pub const PER_CALLER: usize = 4;
/// Concurrent executions per client address, all tokens together (an office behind one
/// NAT address shares it).
pub const PER_ADDRESS: usize = 32;
/// How long a caller's extra request waits for a slot before it is refused (429).
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// Each caller's semaphore and its size, by a hash of the caller's key.
type Callers = HashMap<u64, (Arc<Semaphore>, usize)>;

#[derive(Clone, Default)]
pub struct Fairness {
    callers: Arc<Mutex<Callers>>,
}

/// Held for the duration of one execution; frees the caller's slot (and forgets an idle
/// caller) when dropped.
pub struct Slot {
    permit: Option<OwnedSemaphorePermit>,
    key: u64,
    fairness: Fairness,
}

impl Drop for Slot {
    fn drop(&mut self) {
        drop(self.permit.take());
        let mut callers = self.fairness.callers.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((semaphore, limit)) = callers.get(&self.key) {
            // Only this map holds it and nobody runs: forget the caller.
            if Arc::strong_count(semaphore) == 1 && semaphore.available_permits() == *limit {
                callers.remove(&self.key);
            }
        }
    }
}

/// The slots a request holds while it executes.
pub struct Slots(#[expect(dead_code, reason = "held for their Drop")] Slot, #[expect(dead_code, reason = "held for their Drop")] Slot);

impl Fairness {
    /// One slot of the caller (`token`, else the address) and one of the address, waiting up
    /// to [`QUEUE_WAIT`] in all; `None` when they did not free up in time.
    pub async fn enter(&self, token: Option<&str>, address: &str) -> Option<Slots> {
        let wait = async {
            let caller = match token {
                Some(t) => self.slot(&format!("token:{t}"), PER_CALLER).await?,
                None => self.slot(&format!("anonymous:{address}"), PER_CALLER).await?,
            };
            let shared = self.slot(&format!("address:{address}"), PER_ADDRESS).await?;
            Some(Slots(caller, shared))
        };
        tokio::time::timeout(QUEUE_WAIT, wait).await.ok()?
    }

    /// Only a hash of the key (which holds a token) is kept.
    async fn slot(&self, key: &str, limit: usize) -> Option<Slot> {
        let mut hasher = DefaultHasher::new();
        key.hash(&mut hasher);
        let key = hasher.finish();
        let semaphore = {
            let mut callers = self.callers.lock().unwrap_or_else(|e| e.into_inner());
            callers.entry(key).or_insert_with(|| (Arc::new(Semaphore::new(limit)), limit)).0.clone()
        };
        let permit = semaphore.acquire_owned().await.ok()?;
        Some(Slot { permit: Some(permit), key, fairness: self.clone() })
    }

    #[cfg(test)]
    fn callers(&self) -> usize {
        self.callers.lock().unwrap().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_caller_gets_four_slots_and_others_are_not_affected() {
        let fairness = Fairness::default();
        let mut held = vec![];
        for _ in 0..PER_CALLER {
            held.push(fairness.enter(Some("token-a"), "10.0.0.1").await.unwrap());
        }
        // The fifth waits, then is refused; another caller at the same address goes through.
        assert!(fairness.enter(Some("token-a"), "10.0.0.1").await.is_none());
        let other = fairness.enter(Some("token-b"), "10.0.0.1").await.unwrap();
        drop(other);
        held.pop();
        assert!(fairness.enter(Some("token-a"), "10.0.0.1").await.is_some());
        drop(held);
        assert_eq!(fairness.callers(), 0, "idle callers are forgotten");
    }

    #[tokio::test(start_paused = true)]
    async fn made_up_tokens_do_not_buy_more_than_the_address_allows() {
        let fairness = Fairness::default();
        let mut held = vec![];
        for i in 0..PER_ADDRESS {
            held.push(fairness.enter(Some(&format!("fake-{i}")), "10.0.0.2").await.unwrap());
        }
        assert!(fairness.enter(Some("fake-new"), "10.0.0.2").await.is_none());
        assert!(fairness.enter(None, "10.0.0.3").await.is_some(), "another address is not affected");
    }
}
