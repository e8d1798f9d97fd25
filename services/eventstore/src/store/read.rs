//! Reading the log: a stream, the log after a position, a range of event types, the head.

use super::*;

impl EventStore {
    /// A stream's events in version order.
    pub async fn read_stream(&self, stream_id: &str) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).fetch_all(self.db.pool()).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// A stream's events inside a write transaction (the version read is then current).
    pub async fn read_stream_in(&self, tx: &mut WriteTx, stream_id: &str) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// A stream's events from version `from_version` on, inside a write transaction: a
    /// command that has the stream's state cached reads only the tail.
    pub async fn read_stream_from_in(&self, tx: &mut WriteTx, stream_id: &str, from_version: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version", self.select_columns());
        let rows = sqlx::query(&sql).bind(stream_id).bind(from_version).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// Up to `limit` events after `position`, in global order.
    pub async fn read_all_after(&self, position: i64, limit: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE position > $1 ORDER BY position LIMIT $2", self.select_columns());
        let rows = sqlx::query(&sql).bind(position).bind(limit).fetch_all(self.db.pool()).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// The same, inside a transaction (projectors read and apply in one transaction).
    pub async fn read_all_after_in(&self, tx: &mut WriteTx, position: i64, limit: i64) -> Result<Vec<RecordedEvent>, StoreError> {
        let sql = format!("SELECT {} FROM events WHERE position > $1 ORDER BY position LIMIT $2", self.select_columns());
        let rows = sqlx::query(&sql).bind(position).bind(limit).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// Events of the given types with `after < position <= upto`, in global order, inside a
    /// transaction. Type names are stable identifiers (`[a-z0-9_]`), inlined as literals.
    pub async fn read_range_of_types_in(
        &self,
        tx: &mut WriteTx,
        after: i64,
        upto: i64,
        types: &[&str],
    ) -> Result<Vec<RecordedEvent>, StoreError> {
        let Some(sql) = self.range_of_types_sql(types)? else { return Ok(vec![]) };
        let rows = sqlx::query(&sql).bind(after).bind(upto).fetch_all(&mut **tx).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    /// The same on a connection of its own. `upto` must not pass a head already read: every
    /// position up to a committed one is visible (positions become visible in order), so the
    /// range is complete without the reader's transaction.
    pub async fn read_range_of_types(&self, after: i64, upto: i64, types: &[&str]) -> Result<Vec<RecordedEvent>, StoreError> {
        let Some(sql) = self.range_of_types_sql(types)? else { return Ok(vec![]) };
        let rows = sqlx::query(&sql).bind(after).bind(upto).fetch_all(self.db.pool()).await?;
        rows.iter().map(|r| self.decode_row(r)).collect()
    }

    fn range_of_types_sql(&self, types: &[&str]) -> Result<Option<String>, StoreError> {
        if types.is_empty() {
            return Ok(None);
        }
        if let Some(bad) = types.iter().find(|t| !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')) {
            return Err(StoreError::Data(format!("bad event type name {bad}")));
        }
        let list = crate::db::text_literals(types);
        Ok(Some(format!(
            "SELECT {} FROM events WHERE position > $1 AND position <= $2 AND event_type IN ({list}) ORDER BY position",
            self.select_columns()
        )))
    }

    /// Events recorded up to `at` of one stream (audit replay).
    pub async fn read_stream_until(&self, stream_id: &str, at: DateTime<Utc>) -> Result<Vec<RecordedEvent>, StoreError> {
        Ok(self.read_stream(stream_id).await?.into_iter().filter(|e| e.recorded_at <= at).collect())
    }

    /// The position of the last committed event (0 for an empty log).
    pub async fn head_position(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COALESCE(MAX(position), 0) FROM events").fetch_one(self.db.pool()).await?;
        Ok(row.try_get::<i64, _>(0)?)
    }

    pub async fn count(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COUNT(*) FROM events").fetch_one(self.db.pool()).await?;
        Ok(row.try_get::<i64, _>(0)?)
    }
}
