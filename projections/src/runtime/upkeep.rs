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
/// Rows SQLite samples per index when it analyzes (bounds the cost on a large firm).
const ANALYZE_ROWS: i64 = 2_000;

impl Runtime {
    /// Refreshes the planner's statistics of the whole database, or of `tables`. Without
    /// statistics SQLite guesses an organization filter picks a few rows, so it starts a join
    /// from the whole firm's cases instead of a date index; PostgreSQL, with autovacuum off
    /// (as on this machine) or before it runs, probes a date index once per case instead of
    /// the case's rows (docs/decisions.md "Planner statistics").
    pub async fn analyze(&self, tables: &[String]) -> Result<(), ProjectionError> {
        let mut tx = self.db().begin_write().await?;
        analyze_in(&mut tx, self.db().backend(), tables).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The periodic upkeep: on PostgreSQL `VACUUM (ANALYZE)` of the whole database, elsewhere
    /// [`Runtime::analyze`]. A read model is rewritten row by row, and with autovacuum off (as
    /// on this machine) every update leaves a dead row version behind that each index scan
    /// still visits: the Follow Up list's 237 intake cases were a bitmap scan over 69 166 index
    /// entries on the scale-2 firm (23 ms; 2.7 ms after VACUUM). VACUUM cannot run in a
    /// transaction and takes no lock that readers or writers wait on; it runs from the
    /// projector's timer, never in the way of a catch-up.
    pub async fn upkeep(&self) -> Result<(), ProjectionError> {
        if self.db().backend() == Backend::Postgres {
            sqlx::query("VACUUM (ANALYZE)").execute(self.db().pool()).await?;
            return Ok(());
        }
        self.analyze_serving().await
    }

    /// Refreshes the statistics of the tables the screens read (every projection's active
    /// generation), one table a transaction. With STAT4 (the bundled SQLite) `ANALYZE` counts
    /// every entry of every index exactly; a bare `ANALYZE` every ten minutes also counted the
    /// event log's (9.6 million events on the large firm): 2 s of the single writer, 20 s once
    /// the file had left the page cache, every write waiting behind it (issue #17). The log's
    /// statistics come from the analysis after a catch-up; its shape does not change.
    pub async fn analyze_serving(&self) -> Result<(), ProjectionError> {
        for table in self.serving_tables().await? {
            self.analyze(std::slice::from_ref(&table)).await?;
        }
        Ok(())
    }

    /// The physical tables of every projection's active generation.
    async fn serving_tables(&self) -> Result<Vec<String>, ProjectionError> {
        let mut out = vec![];
        for p in &self.projections {
            if let Some((generation, _)) = super::active_generation(self.db(), p.name()).await? {
                out.extend(p.tables().iter().map(|t| crate::physical_table(t.name, generation)));
            }
        }
        Ok(out)
    }
}

/// [`Runtime::analyze`] in a transaction of the caller's.
pub(super) async fn analyze_in(tx: &mut eventstore::WriteTx, backend: Backend, tables: &[String]) -> Result<(), ProjectionError> {
    if backend == Backend::Sqlite {
        sqlx::query(&format!("PRAGMA analysis_limit = {ANALYZE_ROWS}")).execute(&mut **tx).await?;
    }
    if tables.is_empty() {
        sqlx::query("ANALYZE").execute(&mut **tx).await?;
    }
    for table in tables {
        sqlx::query(&format!("ANALYZE {table}")).execute(&mut **tx).await?;
    }
    Ok(())
}
