//! A fingerprint of the whole log: SHA-256 over (stream id, stream version, event type,
//! payload, recorded at) of every event in position order. Event ids (UUIDv7) and positions'
//! absolute values are left out: they are not part of what the demo decides.

use eventstore::EventStore;
use sha2::{Digest, Sha256};

pub async fn log_digest(store: &EventStore) -> anyhow::Result<String> {
    let mut hasher = Sha256::new();
    let mut after = 0;
    loop {
        let page = store.read_all_after(after, 5_000).await?;
        let Some(last) = page.last() else { break };
        after = last.position;
        for e in &page {
            // serde_json writes object keys sorted, so the payload text is the same whichever
            // backend stored it (PostgreSQL's jsonb reorders keys).
            let line = format!(
                "{}\u{1f}{}\u{1f}{}\u{1f}{}\u{1f}{}\n",
                e.stream_id,
                e.stream_version,
                e.event_type,
                e.payload,
                eventstore::time::to_text(e.recorded_at)
            );
            hasher.update(line.as_bytes());
        }
    }
    Ok(hex::encode(hasher.finalize()))
}
