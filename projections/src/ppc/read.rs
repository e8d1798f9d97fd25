//! The PPC report's readers (issue 15): the leads opened in a period with what followed them,
//! their fees, tracked calls and ad spend — of one organization, decoded through typed rows.

use std::collections::HashMap;

use sqlx::AnyPool;

use crate::read::{OrgScope, ReadResult};

/// A case opened in the period, as the report follows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OpenedCase {
    pub case_id: i64,
    pub opened_at: String,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub status_label: Option<String>,
    pub advertising_source: Option<String>,
    pub callrail_source: Option<String>,
    pub wanted_date: Option<String>,
    pub retained_date: Option<String>,
}

#[derive(sqlx::FromRow)]
struct CaseFees {
    case_id: i64,
    fees: Option<i64>,
}

/// A tracked call of a firm-local day (`YYYY-MM-DD`).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TrackedCall {
    pub day: String,
    pub source: String,
}

#[derive(sqlx::FromRow)]
struct Spend {
    source: String,
    month: String,
    amount_cents: i64,
}

/// The ppc model's organization condition: its entries of the deployment's organization were
/// recorded as organization 0 before entries named theirs (issue #36).
fn ppc_filter(scope: OrgScope) -> String {
    if scope.is_default {
        format!("(organization_id = {} OR organization_id = 0)", scope.id)
    } else {
        format!("organization_id = {}", scope.id)
    }
}

/// The cases opened in `[from, to)` (instants as the log writes them), by case id.
pub async fn cases_opened(pool: &AnyPool, scope: OrgScope, from: &str, to: &str) -> ReadResult<Vec<OpenedCase>> {
    let sql = format!(
        "SELECT case_id, opened_at, first_name, last_name, status_label, advertising_source, callrail_source, wanted_date, retained_date FROM cases \
         WHERE {} AND opened_at >= $1 AND opened_at < $2 ORDER BY case_id",
        scope.filter("organization_id")
    );
    sqlx::query_as(&sql).bind(from).bind(to).fetch_all(pool).await
}

/// The fees to date of the cases opened in `[from, to)`, by case (the period's cases only:
/// every case's was 200 ms on a large firm).
pub async fn fees_of_cases_opened(pool: &AnyPool, scope: OrgScope, from: &str, to: &str) -> ReadResult<HashMap<i64, i64>> {
    let sql = format!(
        "SELECT case_id, CAST(SUM(amount_cents) AS BIGINT) AS fees FROM fee_lines \
         WHERE case_id IN (SELECT case_id FROM cases WHERE {} AND opened_at >= $1 AND opened_at < $2) GROUP BY case_id",
        scope.filter("organization_id")
    );
    let rows: Vec<CaseFees> = sqlx::query_as(&sql).bind(from).bind(to).fetch_all(pool).await?;
    Ok(rows.into_iter().map(|r| (r.case_id, r.fees.unwrap_or(0))).collect())
}

/// The tracked calls of the days `first..=last` (`YYYY-MM-DD`).
pub async fn calls(pool: &AnyPool, scope: OrgScope, first: &str, last: &str) -> ReadResult<Vec<TrackedCall>> {
    let sql = format!("SELECT day, source FROM ppc_calls WHERE {} AND day >= $1 AND day <= $2", ppc_filter(scope));
    sqlx::query_as(&sql).bind(first).bind(last).fetch_all(pool).await
}

/// The ad spend of the months `first..=last` (`YYYY-MM`), by (source in lower case, month).
pub async fn spend(pool: &AnyPool, scope: OrgScope, first: &str, last: &str) -> ReadResult<HashMap<(String, String), i64>> {
    let sql = format!("SELECT source, month, amount_cents FROM ppc_spend WHERE {} AND month >= $1 AND month <= $2", ppc_filter(scope));
    let rows: Vec<Spend> = sqlx::query_as(&sql).bind(first).bind(last).fetch_all(pool).await?;
    Ok(rows.into_iter().map(|r| ((r.source.to_lowercase(), r.month), r.amount_cents)).collect())
}
