//! `casesByClientName` through the client-name search index (issue #17,
//! `projections::search`): pg_trgm GIN indexes on PostgreSQL, the FTS5 trigram table on SQLite.
//! The result is the same as the plain scan's: the index only narrows the rows the exact
//! predicate is checked on.

use eventstore::{Backend, Db};

use crate::read::conditions::organization_union;
use crate::read::paging::contains_pattern;
use crate::read::{keys, Bind, OrgScope, ReadResult};

/// The exact predicate (as before the index): "First Last" contains the text, or, for
/// "Last, First", the last name contains the part before the comma and the first name the
/// part after it ($3, $4, $5 escaped patterns).
pub const MATCHES: &str = "(LOWER(first_name || ' ' || last_name) LIKE $3 ESCAPE '\\' \
     OR (LOWER(last_name) LIKE $4 ESCAPE '\\' AND LOWER(first_name) LIKE $5 ESCAPE '\\'))";

/// The query on `backend`; on SQLite `fts` names the active generation's FTS table.
pub fn client_name_sql(backend: Backend, fts: Option<&str>) -> String {
    let scope = "(organization_id = $1 OR (organization_id IS NULL AND $2))";
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

/// The query's parameters: $1 organization, $2 whether it is the default organization (cases
/// without one), $3-$5 the escaped patterns, $6 the limit, and for the FTS pre-selection $7-$8
/// raw.
fn binds(org: OrgScope, needle: &str, last: &str, first: &str, limit: i64, fts: bool) -> Vec<Bind> {
    let mut binds = vec![
        Bind::Int(org.id),
        Bind::Bool(org.is_default),
        Bind::Text(contains_pattern(needle)),
        Bind::Text(contains_pattern(last)),
        Bind::Text(contains_pattern(first)),
        Bind::Int(limit),
    ];
    if fts {
        binds.extend([Bind::Text(raw_contains(needle)), Bind::Text(raw_contains(last))]);
    }
    binds
}

/// How many of the organization's newest cases the search looks through first.
pub const NEWEST_WINDOW: i64 = 2_000;


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
async fn newest_matches(db: &Db, org: OrgScope, patterns: [&str; 3], limit: i64) -> ReadResult<Option<Vec<i64>>> {
    let pool = db.pool();
    let start: Vec<(String,)> = crate::read::json_rows(
        pool,
        &["opened_at"],
        "FROM (SELECT opened_at FROM cases WHERE organization_id = $1 ORDER BY opened_at DESC LIMIT 1 OFFSET $2) w",
        &[Bind::Int(org.id), Bind::Int(NEWEST_WINDOW - 1)],
    )
    .await?;
    let Some((start,)) = start.into_iter().next() else { return Ok(None) };
    let mut binds = binds(org, patterns[0], patterns[1], patterns[2], limit, false);
    binds.push(Bind::Text(start));
    let ids = keys(pool, &window_sql(), &binds).await?;
    Ok((ids.len() as i64 >= limit).then_some(ids))
}

/// The ids of the organization's cases whose client name matches `needle` (lowercased,
/// trimmed), newest first, at most `limit`.
pub async fn client_name_case_ids(db: &Db, org: OrgScope, needle: &str, limit: i64) -> ReadResult<Vec<i64>> {
    let (last, first) = match needle.split_once(',') {
        Some((l, f)) => (l.trim().to_string(), f.trim().to_string()),
        None => (needle.to_string(), String::new()),
    };
    if let Some(ids) = newest_matches(db, org, [needle, &last, &first], limit).await? {
        return Ok(ids);
    }
    let backend = db.backend();
    match backend {
        Backend::Postgres => keys(db.pool(), &client_name_sql(backend, None), &binds(org, needle, &last, &first, limit, false)).await,
        Backend::Sqlite => {
            // One read transaction: the active generation and its FTS table are read from the
            // same snapshot, so a rebuild switching generations cannot drop the table under it.
            let mut tx = db.pool().begin().await?;
            let generation: Option<(i64,)> = sqlx::query_as("SELECT generation FROM projections WHERE name = $1 AND active = TRUE")
                .bind(crate::cases::NAME)
                .fetch_optional(&mut *tx)
                .await?;
            let fts = generation.map(|(g,)| crate::search::fts_table(&crate::cases::SEARCH[0], g));
            let sql = client_name_sql(backend, fts.as_deref());
            let mut query = sqlx::query_as::<_, (i64,)>(&sql);
            for b in binds(org, needle, &last, &first, limit, fts.is_some()) {
                query = match b {
                    Bind::Int(v) => query.bind(v),
                    Bind::Text(v) => query.bind(v),
                    Bind::Bool(v) => query.bind(v),
                };
            }
            let rows = query.fetch_all(&mut *tx).await?;
            tx.commit().await?;
            Ok(rows.into_iter().map(|(id,)| id).collect())
        }
    }
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
