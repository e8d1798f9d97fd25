use thiserror::Error;

#[derive(Debug, Error)]
pub enum StoreError {
    /// The stream was not at the expected version (optimistic concurrency).
    #[error("stream {stream_id} is at version {actual}, expected {expected}")]
    Conflict { stream_id: String, expected: String, actual: i64 },
    /// A named unique constraint refused the write; `constraint` is its name or the
    /// backend's message naming the table and column.
    #[error("unique constraint {constraint} violated")]
    Unique { constraint: String },
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("bad stored data: {0}")]
    Data(String),
    #[error("bus error: {0}")]
    Bus(String),
}

impl StoreError {
    /// Classifies a database error: unique violations become [`StoreError::Unique`].
    pub fn from_sqlx(error: sqlx::Error) -> Self {
        if let sqlx::Error::Database(db) = &error {
            if db.is_unique_violation() {
                let constraint = db.constraint().map(str::to_string).unwrap_or_else(|| db.message().to_string());
                return StoreError::Unique { constraint };
            }
        }
        StoreError::Database(error)
    }

    /// True when the error names `needle` (a constraint, or the table.column SQLite reports).
    pub fn is_unique(&self, needle: &str) -> bool {
        matches!(self, StoreError::Unique { constraint } if constraint.contains(needle))
    }
}
