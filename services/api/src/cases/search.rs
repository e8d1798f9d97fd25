//! `casesByClientName` through the client-name search index (issue #17,
//! `projections::search`): pg_trgm GIN indexes on PostgreSQL, the FTS5 trigram table on SQLite.
//! The result is the same as the plain scan's: the index only narrows the rows the exact
//! predicate is checked on.

use eventstore::Backend;
use sqlx::Row;

use super::query::{contains_pattern, MAX_CLIENT_NAME_HITS};
use crate::error::ApiResult;
use projections::read::conditions::organization_union;
use crate::state::AppState;

/// The exact predicate (as before the index): "First Last" contains the text, or, for
/// "Last, First", the last name contains the part before the comma and the first name the
/// part after it ($3, $4, $5 escaped patterns).
pub const MATCHES: &str = "(LOWER(first_name || ' ' || last_name) LIKE $3 ESCAPE '\\' \
     OR (LOWER(last_name) LIKE $4 ESCAPE '\\' AND LOWER(first_name) LIKE $5 ESCAPE '\\'))";

/// The query on `backend`; on SQLite `fts` names the active generation's FTS table.
pub fn client_name_sql(backend: Backend, fts: Option<&str>) -> String {
    let scope = "(organization_id = $1 OR (organization_id IS NULL AND $2 = $1))";
    match (backend, fts) {
        // The planner answers both LIKEs from the trigram GIN indexes on the same expressions.
        (Backend::Postgres, _) | (Backend::Sqlite, None) => {
            format!("SELECT case_id FROM cases WHERE {scope} AND {MATCHES} ORDER BY opened_at DESC LIMIT $6")
        }
        // FTS5 answers `LIKE` without `ESCAPE` from its index: $7/$8 are the raw text between
        // `%`s, which matches at least every row the exact (escaped) predicate matches. The
        // hits drive the join (CROSS JOIN keeps that order), each case found by its key.
        (Backend::Sqlite, Some(fts)) => format!(
            "SELECT case_id FROM (SELECT rowid AS hit FROM {fts} WHERE full_name LIKE $7 UNION SELECT rowid FROM {fts} WHERE last_name LIKE $8) \
             CROSS JOIN cases ON case_id = hit WHERE {scope} AND {MATCHES} ORDER BY opened_at DESC LIMIT $6"
        ),
    }
}

/// `%text%` with the text as it is (`%`, `_` stay wildcards: a superset of the literal match).
fn raw_contains(text: &str) -> String {
    format!("%{text}%")
}

/// The query with its parameters: $1 organization, $2 the default organization (cases without
/// one), $3-$5 the escaped patterns, $6 the limit, and for the FTS pre-selection $7-$8 raw.
fn bound<'q>(sql: &'q str, organization_id: i64, default_organization: i64, needle: &str, last: &str, first: &str, fts: bool) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let query = sqlx::query(sql)
        .bind(organization_id)
        .bind(default_organization)
        .bind(contains_pattern(needle))
        .bind(contains_pattern(last))
        .bind(contains_pattern(first))
        .bind(MAX_CLIENT_NAME_HITS as i64);
    if fts {
        query.bind(raw_contains(needle)).bind(raw_contains(last))
    } else {
        query
    }
}

/// How many of the organization's newest cases the search looks through first.
pub const NEWEST_WINDOW: i64 = 2_000;

/// The opening date of the organization's [`NEWEST_WINDOW`]th newest case ($1), read from the
/// organization's opening-date index; none when it has fewer cases.
const WINDOW_START_SQL: &str = "SELECT opened_at FROM cases WHERE organization_id = $1 ORDER BY opened_at DESC LIMIT 1 OFFSET $2";

/// The matching cases opened on or after `$7`, newest first, at most `$6`: both organization
/// branches ($1 the organization, $2 whether it is the default one) over the opening-date index.
fn window_sql() -> String {
    let branches = organization_union(|organization| format!("SELECT case_id, opened_at FROM cases WHERE {organization} AND opened_at >= $7 AND {MATCHES}"));
    format!("SELECT case_id FROM ({branches}) newest ORDER BY opened_at DESC LIMIT $6")
}

/// The newest matches when the newest cases hold enough of them (issue #17). A common name
/// ("Martin": 6 788 cases of a 205 000-case firm) made the index hand over every hit to be
/// sorted by date; the 50 newest are almost always among the organization's newest cases. The
/// window is a date, so the answer is exact: every case of either branch opened on or after it
/// is looked at, every case left out is older than all of them. Fewer than 50 hits there: none
/// (the caller asks the index).
async fn newest_matches(state: &AppState, organization_id: i64, patterns: [&str; 3]) -> ApiResult<Option<Vec<i64>>> {
    let pool = state.db.pool();
    let start: Option<String> = sqlx::query(WINDOW_START_SQL).bind(organization_id).bind(NEWEST_WINDOW - 1).fetch_optional(pool).await?.map(|r| r.get(0));
    let Some(start) = start else { return Ok(None) };
    let sql = window_sql();
    let rows = sqlx::query(&sql)
        .bind(organization_id)
        .bind(organization_id == state.config.organization_id)
        .bind(contains_pattern(patterns[0]))
        .bind(contains_pattern(patterns[1]))
        .bind(contains_pattern(patterns[2]))
        .bind(MAX_CLIENT_NAME_HITS as i64)
        .bind(start)
        .fetch_all(pool)
        .await?;
    Ok((rows.len() >= MAX_CLIENT_NAME_HITS).then(|| rows.iter().map(|r| r.get::<i64, _>(0)).collect()))
}

/// The ids of the cases of `organization_id` whose client name matches `needle` (lowercased,
/// trimmed), newest first, at most [`MAX_CLIENT_NAME_HITS`].
pub async fn client_name_case_ids(state: &AppState, organization_id: i64, needle: &str) -> ApiResult<Vec<i64>> {
    let (last, first) = match needle.split_once(',') {
        Some((l, f)) => (l.trim().to_string(), f.trim().to_string()),
        None => (needle.to_string(), String::new()),
    };
    if let Some(ids) = newest_matches(state, organization_id, [needle, &last, &first]).await? {
        return Ok(ids);
    }
    let backend = state.db.backend();
    let rows = match backend {
        Backend::Postgres => bound(&client_name_sql(backend, None), organization_id, state.config.organization_id, needle, &last, &first, false).fetch_all(state.db.pool()).await?,
        Backend::Sqlite => {
            // One read transaction: the active generation and its FTS table are read from the
            // same snapshot, so a rebuild switching generations cannot drop the table under it.
            let mut tx = state.db.pool().begin().await?;
            let fts = sqlx::query("SELECT generation FROM projections WHERE name = $1 AND active = TRUE")
                .bind(projections::cases::NAME)
                .fetch_optional(&mut *tx)
                .await?
                .map(|r| projections::search::fts_table(&projections::cases::SEARCH[0], r.get::<i64, _>(0)));
            let sql = client_name_sql(backend, fts.as_deref());
            let rows = bound(&sql, organization_id, state.config.organization_id, needle, &last, &first, fts.is_some()).fetch_all(&mut *tx).await?;
            tx.commit().await?;
            rows
        }
    };
    Ok(rows.iter().map(|r| r.get::<i64, _>(0)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_preselects_from_the_fts_table_and_keeps_the_exact_check() {
        let sql = client_name_sql(Backend::Sqlite, Some("cases__g3_name_fts"));
        assert!(sql.contains("rowid AS hit FROM cases__g3_name_fts WHERE full_name LIKE $7"), "{sql}");
        assert!(sql.contains(MATCHES));
        assert!(!client_name_sql(Backend::Postgres, None).contains("fts"));
    }

    #[test]
    fn the_window_reads_both_organization_branches_from_a_date() {
        let sql = window_sql();
        assert_eq!(sql.matches("opened_at >= $7").count(), 2, "{sql}");
        assert!(sql.contains("organization_id IS NULL AND $2"), "{sql}");
        assert!(sql.ends_with("ORDER BY opened_at DESC LIMIT $6"), "{sql}");
    }

    #[test]
    fn the_raw_pattern_matches_at_least_what_the_escaped_one_does() {
        assert_eq!(raw_contains("50%_a\\b"), "%50%_a\\b%");
        assert_eq!(contains_pattern("50%_a\\b"), "%50\\%\\_a\\\\b%");
    }
}
