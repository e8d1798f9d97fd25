//! The log read ahead of a batched fold, in stretches of positions.

use super::*;

/// The bench's raw read of a chunk from `from` (the head read before): the events of `types`
/// in the stretches a rebuild reads ([`Stretches`]: [`BATCH_CHUNK`] positions, each a query
/// bounded by its range), one after the other until it holds [`BATCH_CHUNK`] events or
/// reaches the head, and the position it ends at.
pub async fn read_chunk(store: &eventstore::EventStore, from: i64, head: i64, types: &[&str]) -> Result<(i64, Vec<eventstore::RecordedEvent>), eventstore::StoreError> {
    let (mut upto, mut events) = (from, vec![]);
    while upto < head && events.len() < BATCH_CHUNK as usize {
        let end = head.min(upto + BATCH_CHUNK);
        events.extend(store.read_range_of_types(upto, end, types).await?);
        upto = end;
    }
    Ok((upto, events))
}

/// Stretches of the log read ahead of the fold.
pub(crate) const STRETCHES_AHEAD: usize = 2;

/// The events of a projection's types from a position to a head, read by a task of its own
/// in stretches of [`BATCH_CHUNK`] positions (each a query bounded by its range) and handed
/// over stretch by stretch, [`STRETCHES_AHEAD`] at most waiting: the fold starts on the first
/// stretch while the next ones are read, and a chunk is written once it holds
/// [`BATCH_CHUNK`] events, so a projection of a few events still folds and writes once.
pub(crate) struct Stretches {
    pub(crate) from: i64,
    pub(crate) head: i64,
    pub(crate) received: tokio::sync::mpsc::Receiver<Result<(i64, Vec<eventstore::RecordedEvent>), eventstore::StoreError>>,
    pub(crate) reader: tokio::task::JoinHandle<()>,
}

impl Stretches {
    pub(crate) fn read(store: eventstore::EventStore, types: Vec<&'static str>, from: i64, head: i64) -> Stretches {
        let (send, received) = tokio::sync::mpsc::channel(STRETCHES_AHEAD);
        let reader = tokio::spawn(async move {
            let mut upto = from;
            while upto < head {
                let end = head.min(upto + BATCH_CHUNK);
                let stretch = store.read_range_of_types(upto, end, &types).await.map(|events| (end, events));
                let failed = stretch.is_err();
                if send.send(stretch).await.is_err() || failed {
                    return;
                }
                upto = end;
            }
        });
        Stretches { from, head, received, reader }
    }

    /// The next stretch (its end and events); None once the head is reached.
    pub(crate) async fn next(&mut self) -> Result<Option<(i64, Vec<eventstore::RecordedEvent>)>, ProjectionError> {
        Ok(self.received.recv().await.transpose()?)
    }
}

impl Drop for Stretches {
    fn drop(&mut self) {
        self.reader.abort();
    }
}
