//! The planner statistics and, on PostgreSQL, the dead row versions of the read models: what
//! a projector keeps up besides the rows themselves (issue #17).

use std::time::Duration;

use eventstore::Backend;

use super::Runtime;
use crate::ProjectionError;

/// When a running projector first refreshes the planner statistics (after a start's catch-up
/// has usually filled the read models), and how often after that.
pub(super) const ANALYZE_FIRST: Duration = Duration::from_secs(60);
pub(super) const ANALYZE_EVERY: Duration = Duration::from_secs(600);
/// Events a catch-up applies before it refreshes the statistics itself.
pub(super) const ANALYZE_AFTER_CATCH_UP: usize = 10_000;
/// Rows SQLite samples per index of the event log (bounds the cost of a log of millions).
const LOG_ANALYZE_ROWS: i64 = 2_000;
/// The event log's tables: sampled, not counted (a full count of the large firm's 9.6 million
/// events held the single writer 2 to 20 s).
const LOG_TABLES: [&str; 1] = ["events"];
/// How far (in tenths) a table's row count may drift from the one its statistics counted
/// before the timer counts it again.
const STALE_DRIFT_TENTHS: i64 = 1;

impl Runtime {
    /// Refreshes the planner's statistics of `tables`, counted exactly. Without statistics
    /// SQLite guesses an organization filter picks a few rows, so it starts a join from the
    /// whole firm's cases instead of a date index; PostgreSQL, with autovacuum off (as on this
    /// machine) or before it runs, probes a date index once per case instead of the case's
    /// rows (docs/decisions.md "Planner statistics"). Sampled statistics are as bad: SQLite's
    /// `analysis_limit` reads the first rows of each index, all of one organization, and
    /// concluded that an organization holds 2 001 of the firm's 205 016 cases, so the
    /// organization's index drove Org Demands and the fee screens (10 → 100 ms, 15 → 373 ms;
    /// issue #17, session 18).
    pub async fn analyze(&self, tables: &[String]) -> Result<(), ProjectionError> {
        self.count(tables).await?;
        self.reload_statistics().await
    }

    /// [`Runtime::analyze`] without telling the other connections.
    async fn count(&self, tables: &[String]) -> Result<(), ProjectionError> {
        let mut tx = self.db().begin_write().await?;
        analyze_in(&mut tx, self.db().backend(), tables).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Makes every SQLite connection plan with the statistics just counted. A connection reads
    /// `sqlite_stat1` when it loads the schema, and an `ANALYZE` of a table changes no schema
    /// once the statistics tables exist: the pool's read connections, opened before a first
    /// catch-up had filled and counted the read models, planned with none until the server
    /// restarted (Org Demands 102 ms, the staff monthly tables 228 ms, against 10 and 14 once
    /// restarted; issue #17, session 19). A table created and dropped changes the schema,
    /// so each connection loads it again, statistics included, at its next statement.
    async fn reload_statistics(&self) -> Result<(), ProjectionError> {
        if self.db().backend() != Backend::Sqlite {
            return Ok(());
        }
        let mut tx = self.db().begin_write().await?;
        sqlx::query("CREATE TABLE caseboard_statistics_reload (x INTEGER)").execute(&mut *tx).await?;
        sqlx::query("DROP TABLE caseboard_statistics_reload").execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// After a large catch-up: the event log's statistics sampled, then every serving table's
    /// counted ([`Runtime::analyze_serving`]). On PostgreSQL the whole database vacuumed and
    /// analyzed once ([`Runtime::settle`] says why).
    pub async fn analyze_after_catch_up(&self) -> Result<(), ProjectionError> {
        if self.db().backend() == Backend::Postgres {
            return self.upkeep().await;
        }
        let mut tx = self.db().begin_write().await?;
        sqlx::query(&format!("PRAGMA analysis_limit = {LOG_ANALYZE_ROWS}")).execute(&mut *tx).await?;
        for table in LOG_TABLES {
            sqlx::query(&format!("ANALYZE {table}")).execute(&mut *tx).await?;
        }
        sqlx::query("PRAGMA analysis_limit = 0").execute(&mut *tx).await?;
        tx.commit().await?;
        self.analyze_serving(false).await
    }

    /// Tables just filled (a fill from empty, a rebuild): on PostgreSQL vacuumed and analyzed,
    /// outside a transaction, so their pages are marked all-visible and an index-only scan
    /// reads the index alone. Until then every row it finds is looked up in the table too: a
    /// year of the large firm's retained cases made 9 951 table fetches (14.5 ms; 5.3 ms once
    /// vacuumed), until the timer's next `VACUUM` up to ten minutes later. Elsewhere analyzed.
    pub async fn settle(&self, tables: &[String]) -> Result<(), ProjectionError> {
        if self.db().backend() != Backend::Postgres {
            return self.analyze(tables).await;
        }
        if !tables.is_empty() {
            sqlx::query(&format!("VACUUM (ANALYZE) {}", tables.join(", "))).execute(self.db().pool()).await?;
        }
        Ok(())
    }

    /// The periodic upkeep: on PostgreSQL `VACUUM (ANALYZE)` of the whole database, elsewhere
    /// [`Runtime::analyze_serving`] of the tables that changed. A read model is rewritten row
    /// by row, and with autovacuum off (as on this machine) every update leaves a dead row
    /// version behind that each index scan still visits: the Follow Up list's 237 intake cases
    /// were a bitmap scan over 69 166 index entries on the scale-2 firm (23 ms; 2.7 ms after
    /// VACUUM). VACUUM cannot run in a transaction and takes no lock that readers or writers
    /// wait on; it runs from the projector's timer, never in the way of a catch-up.
    pub async fn upkeep(&self) -> Result<(), ProjectionError> {
        if self.db().backend() == Backend::Postgres {
            sqlx::query("VACUUM (ANALYZE)").execute(self.db().pool()).await?;
            return Ok(());
        }
        self.analyze_serving(true).await
    }

    /// Refreshes the statistics of the tables the screens read (every projection's active
    /// generation), one table a transaction; with `only_stale`, only those whose row count
    /// moved more than a tenth from the one their statistics counted (a large firm's tables
    /// change slowly: counting the cases again holds the writer about a second). The event
    /// log's statistics come from the analysis after a catch-up; its shape does not change.
    pub async fn analyze_serving(&self, only_stale: bool) -> Result<(), ProjectionError> {
        let mut counted = false;
        for table in self.serving_tables().await? {
            if only_stale && !self.stale(&table).await? {
                continue;
            }
            self.count(std::slice::from_ref(&table)).await?;
            counted = true;
        }
        if counted {
            self.reload_statistics().await?;
        }
        Ok(())
    }

    /// Whether `table`'s statistics are missing, sampled, or counted a row count more than a
    /// tenth away from its own (SQLite's `sqlite_stat1`: the table's rows first in each
    /// index's line).
    async fn stale(&self, table: &str) -> Result<bool, ProjectionError> {
        let pool = self.db().pool();
        let rows: i64 = sqlx::query_scalar::<_, i64>(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(pool).await?;
        // No `sqlite_stat1` yet (nothing ever analyzed) reads as no statistics.
        let stat: Option<String> = sqlx::query_scalar::<_, Option<String>>("SELECT stat FROM sqlite_stat1 WHERE tbl = $1 LIMIT 1").bind(table).fetch_optional(pool).await.ok().flatten().flatten();
        // Statistics from a sampled analysis (`analysis_limit`, before session 18) count the
        // rows right but carry no STAT4 samples: counted again once. (A SQLite without STAT4
        // has no such table: nothing to tell.)
        let samples: Option<i64> = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM sqlite_stat4 WHERE tbl = $1").bind(table).fetch_one(pool).await.ok();
        Ok(is_stale(rows, stat.as_deref()) || (rows > 0 && samples == Some(0)))
    }

    /// The physical tables of every projection's active generation (SQLite; none elsewhere, where
    /// the upkeep vacuums and analyzes the whole database). A generation of
    /// an older version, serving while its rebuild runs, may lack a table the code now has:
    /// only the tables there are.
    async fn serving_tables(&self) -> Result<Vec<String>, ProjectionError> {
        if self.db().backend() != Backend::Sqlite {
            return Ok(vec![]);
        }
        let existing: std::collections::HashSet<String> =
            sqlx::query_scalar::<_, String>("SELECT name FROM sqlite_master WHERE type = 'table'").fetch_all(self.db().pool()).await?.into_iter().collect();
        let mut out = vec![];
        for p in &self.projections {
            if let Some((generation, _)) = super::active_generation(self.db(), p.name()).await? {
                out.extend(p.tables().iter().map(|t| crate::physical_table(t.name, generation)).filter(|t| existing.contains(t)));
            }
        }
        Ok(out)
    }
}

/// Whether statistics that counted `stat`'s rows (its first number; none: never analyzed)
/// are stale for a table of `rows` rows.
fn is_stale(rows: i64, stat: Option<&str>) -> bool {
    match stat.and_then(|s| s.split_whitespace().next()).and_then(|n| n.parse::<i64>().ok()) {
        None => rows > 0,
        Some(counted) => (rows - counted).abs() * 10 > counted.max(1) * STALE_DRIFT_TENTHS,
    }
}

/// [`Runtime::analyze`] in a transaction of the caller's (exact counts; the whole database
/// when `tables` is empty).
pub(super) async fn analyze_in(tx: &mut eventstore::WriteTx, backend: Backend, tables: &[String]) -> Result<(), ProjectionError> {
    if backend == Backend::Sqlite {
        sqlx::query("PRAGMA analysis_limit = 0").execute(&mut **tx).await?;
    }
    if tables.is_empty() {
        sqlx::query("ANALYZE").execute(&mut **tx).await?;
    }
    for table in tables {
        sqlx::query(&format!("ANALYZE {table}")).execute(&mut **tx).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Statistics go stale when the table moved more than a tenth from what they counted.
    #[test]
    fn statistics_are_stale_past_a_tenth_of_drift() {
        assert!(is_stale(5, None), "never analyzed");
        assert!(!is_stale(0, None), "an empty table has nothing to count");
        assert!(!is_stale(205_016, Some("205016 205016 83")));
        assert!(!is_stale(110, Some("100 1")));
        assert!(is_stale(111, Some("100 1")));
        assert!(is_stale(89, Some("100 1")));
        assert!(is_stale(3, Some("0")));
    }
}
