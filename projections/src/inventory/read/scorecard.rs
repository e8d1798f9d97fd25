//! The CM Scorecard's readers (spec 2 §2 Scorecard, 3 §2.7): the organization's active cases
//! and the period's demands counted per pair of owners (paralegal, case manager), the owners
//! of reviewed cases, and the period's reviews — typed rows.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{organization_cases_sql, organization_row_sql, organization_union, placeholders};
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// The active cases of one pair of owners: how many, and how many of them are not white for
/// client contact and for file review.
#[derive(Debug, Clone, Deserialize)]
pub struct OwnerCounts {
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
    pub active: i64,
    #[serde(deserialize_with = "cell::sum")]
    pub not_contacted: i64,
    #[serde(deserialize_with = "cell::sum")]
    pub not_reviewed: i64,
}

/// The instants from which a case is white: contacted, attempted, file-reviewed (stored text).
pub struct WhiteSince {
    pub contact: String,
    pub attempt: String,
    pub review: String,
}

/// The organization's cases in the `active` stages with a paralegal or case manager, counted
/// per pair of owners, in SQL (a large firm's ten thousand active cases are a few hundred
/// rows; issue #17). The SQL names the active stages, so the organization's stage index reads
/// them alone; the default organization's cases of no organization are a branch of their own.
pub async fn active_counts(pool: &AnyPool, org: OrgScope, white: &WhiteSince, active: &[&str]) -> ReadResult<Vec<OwnerCounts>> {
    let stages = placeholders(6, active.len());
    let sql = organization_union(|organization| {
        format!(
            "SELECT paralegal_user_id, case_manager_user_id, last_contact_at, last_attempt_at, last_file_review_at FROM inventory_cases \
             WHERE {organization} AND stage IN ({stages}) AND (paralegal_user_id IS NOT NULL OR case_manager_user_id IS NOT NULL)"
        )
    });
    let from = format!(
        "FROM (SELECT paralegal_user_id, case_manager_user_id, COUNT(*) AS n, \
         CAST(SUM(CASE WHEN last_contact_at >= $3 OR last_attempt_at >= $4 THEN 0 ELSE 1 END) AS BIGINT) AS not_contacted, \
         CAST(SUM(CASE WHEN last_file_review_at >= $5 THEN 0 ELSE 1 END) AS BIGINT) AS not_reviewed \
         FROM ({sql}) active GROUP BY paralegal_user_id, case_manager_user_id) AS owners"
    );
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(white.contact.clone()), Bind::Text(white.attempt.clone()), Bind::Text(white.review.clone())];
    binds.extend(active.iter().map(|s| Bind::Text(s.to_string())));
    json_rows(pool, &["paralegal_user_id", "case_manager_user_id", "n", "not_contacted", "not_reviewed"], &from, &binds).await
}

/// The demands of one pair of owners.
#[derive(Debug, Clone, Deserialize)]
pub struct OwnerDemands {
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
    pub count: i64,
}

/// The period's demands on the organization's cases with a paralegal or case manager,
/// counted per pair of owners (a case with two demands counts twice).
pub async fn demand_counts(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<OwnerDemands>> {
    let from = format!(
        "FROM (SELECT c.paralegal_user_id, c.case_manager_user_id, COUNT(*) AS n FROM stage_demands d JOIN inventory_cases c ON c.case_id = d.case_id \
         WHERE d.demand_date >= $3 AND d.demand_date <= $4 AND {} AND (c.paralegal_user_id IS NOT NULL OR c.case_manager_user_id IS NOT NULL) \
         GROUP BY c.paralegal_user_id, c.case_manager_user_id) AS owners",
        organization_row_sql("c.organization_id")
    );
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    json_rows(pool, &["paralegal_user_id", "case_manager_user_id", "n"], &from, &binds).await
}

#[derive(Deserialize)]
struct Owners(i64, Option<i64>, Option<i64>);

/// The paralegal and case manager of the organization's cases among `ids` that have one.
pub async fn owners_among(pool: &AnyPool, org: OrgScope, ids: &[i64]) -> ReadResult<HashMap<i64, (Option<i64>, Option<i64>)>> {
    let mut out = HashMap::new();
    for chunk in ids.chunks(500) {
        // Ids are integers: inlining them is safe and keeps one statement for both backends.
        let list = chunk.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        let from = format!(
            "FROM inventory_cases WHERE {} AND (paralegal_user_id IS NOT NULL OR case_manager_user_id IS NOT NULL) AND case_id IN ({list})",
            organization_cases_sql(org.is_default)
        );
        let rows: Vec<Owners> = json_rows(pool, &["case_id", "paralegal_user_id", "case_manager_user_id"], &from, &[Bind::Int(org.id), Bind::Bool(org.is_default)]).await?;
        out.extend(rows.into_iter().map(|Owners(case, paralegal, manager)| (case, (paralegal, manager))));
    }
    Ok(out)
}

/// A review as the scorecard counts it: of a case, or (no case) a non-client review naming
/// its staff member.
#[derive(Debug, Clone, Deserialize)]
pub struct ScorecardReview {
    pub case_id: Option<i64>,
    pub user_id: Option<i64>,
    pub organization_id: Option<i64>,
    pub stars: Option<i64>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub reviewed_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub review_day: Option<NaiveDate>,
}

/// The reviews of at least `min_stars` dated in `[start, end]`, or (no day) reviewed within a
/// day of it: a superset the caller judges on the firm-local day.
pub async fn reviews(pool: &AnyPool, min_stars: i64, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<ScorecardReview>> {
    let binds = [
        Bind::Int(min_stars),
        Bind::Text(start.to_string()),
        Bind::Text(end.to_string()),
        Bind::Text((start - chrono::Duration::days(1)).to_string()),
        Bind::Text((end + chrono::Duration::days(2)).to_string()),
    ];
    json_rows(
        pool,
        &["case_id", "user_id", "organization_id", "stars", "reviewed_at", "review_day"],
        "FROM scorecard_reviews WHERE stars >= $1 AND ((review_day >= $2 AND review_day <= $3) OR (review_day IS NULL AND reviewed_at >= $4 AND reviewed_at < $5))",
        &binds,
    )
    .await
}
