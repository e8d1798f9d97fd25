//! Substring-search indexes a projection keeps on its tables (issue #17): a `LIKE '%text%'`
//! search finds its rows through an index instead of reading every row.
//!
//! - PostgreSQL: a `pg_trgm` GIN index on each searched expression of the physical table
//!   (the extension is created by migration 0006). Queries keep their `LOWER(...) LIKE`
//!   predicate through the plain-named view; the planner inlines the view and uses the index.
//! - SQLite: an FTS5 table with the `trigram` tokenizer per generation
//!   (`<table>__g<N>_<name>_fts`, rowid = the row's key), kept by triggers on the physical
//!   table, so every write of the projection maintains it in the same transaction. Queries
//!   pre-select keys from it (`LIKE` without `ESCAPE`, which FTS5 answers from the index) and
//!   keep their exact predicate as the check.
//!
//! The runtime creates them with each generation and drops them with it.

use eventstore::Backend;

use crate::physical_table;

/// One search index: searched expressions of one table.
pub struct SearchIndex {
    /// The projection table (plain name).
    pub table: &'static str,
    /// A short name for the index (`name`).
    pub name: &'static str,
    /// The table's integer key (the FTS rowid).
    pub key: &'static str,
    /// Columns whose change re-indexes a row (SQLite triggers).
    pub sources: &'static [&'static str],
    /// (column of the FTS table, expression over the row with `{row}` before each column).
    pub columns: &'static [(&'static str, &'static str)],
}

/// The FTS5 table of an index in one generation (SQLite).
pub fn fts_table(index: &SearchIndex, generation: i64) -> String {
    format!("{}_{}_fts", physical_table(index.table, generation), index.name)
}

fn expression(index_expr: &str, row: &str) -> String {
    index_expr.replace("{row}", row)
}

/// The statements that create a generation's search indexes (after its tables).
pub fn create_sql(backend: Backend, indexes: &[SearchIndex], generation: i64) -> Vec<String> {
    let mut sql = vec![];
    for index in indexes {
        let physical = physical_table(index.table, generation);
        match backend {
            Backend::Postgres => {
                for (column, expr) in index.columns {
                    sql.push(format!(
                        "CREATE INDEX {physical}_{}_{column}_trgm ON {physical} USING gin (({}) gin_trgm_ops)",
                        index.name,
                        expression(expr, "")
                    ));
                }
            }
            Backend::Sqlite => {
                let fts = fts_table(index, generation);
                let names: Vec<&str> = index.columns.iter().map(|(c, _)| *c).collect();
                let values: Vec<String> = index.columns.iter().map(|(_, e)| expression(e, "new.")).collect();
                let insert = format!("INSERT INTO {fts} (rowid, {}) VALUES (new.{}, {});", names.join(", "), index.key, values.join(", "));
                let delete = format!("DELETE FROM {fts} WHERE rowid = old.{};", index.key);
                sql.push(format!("CREATE VIRTUAL TABLE {fts} USING fts5({}, tokenize = 'trigram')", names.join(", ")));
                sql.push(format!("CREATE TRIGGER {fts}_ai AFTER INSERT ON {physical} BEGIN {insert} END"));
                sql.push(format!("CREATE TRIGGER {fts}_ad AFTER DELETE ON {physical} BEGIN {delete} END"));
                sql.push(format!(
                    "CREATE TRIGGER {fts}_au AFTER UPDATE OF {}, {} ON {physical} BEGIN {delete} {insert} END",
                    index.key,
                    index.sources.join(", ")
                ));
            }
        }
    }
    sql
}

/// The statements that index the rows a generation's tables already hold, after
/// [`create_sql`]: SQLite's FTS tables are kept by triggers from then on; PostgreSQL's indexes
/// cover the rows they are created on.
pub fn fill_sql(backend: Backend, indexes: &[SearchIndex], generation: i64) -> Vec<String> {
    match backend {
        Backend::Postgres => vec![],
        Backend::Sqlite => indexes
            .iter()
            .map(|index| {
                let names: Vec<&str> = index.columns.iter().map(|(c, _)| *c).collect();
                let values: Vec<String> = index.columns.iter().map(|(_, e)| expression(e, "")).collect();
                format!(
                    "INSERT INTO {} (rowid, {}) SELECT {}, {} FROM {}",
                    fts_table(index, generation),
                    names.join(", "),
                    index.key,
                    values.join(", "),
                    physical_table(index.table, generation)
                )
            })
            .collect(),
    }
}

/// The statements that drop a generation's search indexes: PostgreSQL's indexes and SQLite's
/// triggers go with the table, SQLite's FTS table does not (on PostgreSQL there is none, and
/// `IF EXISTS` makes the statement a no-op).
pub fn drop_sql(indexes: &[SearchIndex], generation: i64) -> Vec<String> {
    indexes.iter().map(|i| format!("DROP TABLE IF EXISTS {}", fts_table(i, generation))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: &[SearchIndex] = &[SearchIndex {
        table: "cases",
        name: "name",
        key: "case_id",
        sources: &["first_name", "last_name"],
        columns: &[("full_name", "LOWER({row}first_name || ' ' || {row}last_name)")],
    }];

    #[test]
    fn postgres_gets_a_trigram_gin_index_per_expression() {
        assert_eq!(
            create_sql(Backend::Postgres, NAMES, 3),
            vec!["CREATE INDEX cases__g3_name_full_name_trgm ON cases__g3 USING gin ((LOWER(first_name || ' ' || last_name)) gin_trgm_ops)"]
        );
    }

    #[test]
    fn sqlite_gets_a_trigram_fts_table_kept_by_triggers() {
        let sql = create_sql(Backend::Sqlite, NAMES, 3);
        assert_eq!(sql[0], "CREATE VIRTUAL TABLE cases__g3_name_fts USING fts5(full_name, tokenize = 'trigram')");
        assert!(sql[1].contains("AFTER INSERT ON cases__g3 BEGIN INSERT INTO cases__g3_name_fts (rowid, full_name) VALUES (new.case_id, LOWER(new.first_name || ' ' || new.last_name));"));
        assert!(sql[3].contains("AFTER UPDATE OF case_id, first_name, last_name ON cases__g3"));
        assert_eq!(drop_sql(NAMES, 3), vec!["DROP TABLE IF EXISTS cases__g3_name_fts"]);
        assert_eq!(
            fill_sql(Backend::Sqlite, NAMES, 3),
            vec!["INSERT INTO cases__g3_name_fts (rowid, full_name) SELECT case_id, LOWER(first_name || ' ' || last_name) FROM cases__g3"],
            "a generation filled before its search index gets its rows indexed"
        );
        assert!(fill_sql(Backend::Postgres, NAMES, 3).is_empty());
    }
}
