//! The reviews' readers (spec 3 §2.12; spec 2 §5 per-user Reviews): the case ratings of a
//! period with their case and staff, the non-client reviews, the name search of rated cases.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::organization_row_sql;
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

fn case_org_filter() -> String {
    organization_row_sql("c.organization_id")
}

/// A case's rating with the case and its staff.
#[derive(Debug, Clone, Deserialize)]
pub struct CaseRatingRecord {
    pub case_id: i64,
    pub status_id: i64,
    pub status_type: i64,
    #[serde(deserialize_with = "cell::instant")]
    pub rated_at: DateTime<Utc>,
    pub creator_user_id: Option<i64>,
    pub modifier_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub case_number: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "cell::nonblank")]
    pub last_name: Option<String>,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub case_manager_user_id: Option<i64>,
}

/// The organization's cases rated inside `[from, to)` (stored instants), newest first.
pub async fn case_ratings(pool: &AnyPool, org: OrgScope, from: &str, to: &str) -> ReadResult<Vec<CaseRatingRecord>> {
    let sql_from = format!("FROM review_ratings r JOIN cases c ON c.case_id = r.case_id WHERE {} AND r.rated_at >= $3 AND r.rated_at < $4", case_org_filter());
    let columns = [
        "r.case_id",
        "r.status_id",
        "r.status_type",
        "r.rated_at",
        "r.creator_user_id",
        "r.modifier_user_id",
        "c.case_number",
        "c.first_name",
        "c.last_name",
        "c.attorney_user_id",
        "c.paralegal_user_id",
        "c.case_manager_user_id",
    ];
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(from.to_string()), Bind::Text(to.to_string())];
    let mut rows: Vec<CaseRatingRecord> = json_rows(pool, &columns, &sql_from, &binds).await?;
    rows.sort_by(|a, b| b.rated_at.cmp(&a.rated_at).then(b.case_id.cmp(&a.case_id)));
    Ok(rows)
}

/// A non-client review (spec 3 §2.12).
#[derive(Debug, Clone, Deserialize)]
pub struct NonClientRecord {
    pub review_id: i64,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub rating: i64,
    #[serde(deserialize_with = "cell::day")]
    pub review_date: NaiveDate,
    pub team_id: i64,
    pub user_id: i64,
    pub version: i64,
}

/// The organization's non-client reviews dated inside `range` (every date: None), or the one
/// `review_id`; newest first.
pub async fn non_client_reviews(pool: &AnyPool, organization_id: i64, range: Option<(NaiveDate, NaiveDate)>, review_id: Option<i64>) -> ReadResult<Vec<NonClientRecord>> {
    let (from, to) = range.map(|(s, e)| (s.to_string(), e.to_string())).unwrap_or_else(|| ("0000-01-01".into(), "9999-12-31".into()));
    let sql_from = "FROM non_client_reviews WHERE organization_id = $1 AND review_date >= $2 AND review_date <= $3 AND ($4 = 0 OR review_id = $4)";
    let columns = ["review_id", "first_name", "last_name", "rating", "review_date", "team_id", "user_id", "version"];
    let binds = [Bind::Int(organization_id), Bind::Text(from), Bind::Text(to), Bind::Int(review_id.unwrap_or(0))];
    let mut rows: Vec<NonClientRecord> = json_rows(pool, &columns, sql_from, &binds).await?;
    rows.sort_by(|a, b| b.review_date.cmp(&a.review_date).then(b.review_id.cmp(&a.review_id)));
    Ok(rows)
}

/// A case found by its client's name, with its current rating.
#[derive(Debug, Clone, Deserialize)]
pub struct RatedCaseRecord {
    pub case_id: i64,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub status_id: Option<i64>,
}

/// The organization's cases whose client's last and first names start with `last` and
/// `first` (case-insensitive), by name, at most `limit`.
pub async fn cases_by_client_name(pool: &AnyPool, org: OrgScope, last: &str, first: &str, limit: i64) -> ReadResult<Vec<RatedCaseRecord>> {
    let sql_from = format!(
        "FROM (SELECT c.case_id, c.first_name, c.last_name, c.attorney_user_id, c.paralegal_user_id, r.status_id FROM cases c \
         LEFT JOIN review_ratings r ON r.case_id = c.case_id WHERE {} AND LOWER(c.last_name) LIKE $3 AND LOWER(c.first_name) LIKE $4 \
         ORDER BY c.last_name, c.first_name, c.case_id LIMIT $5) found",
        case_org_filter()
    );
    let pattern = |s: &str| format!("{}%", s.to_lowercase().replace(['%', '_'], ""));
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(pattern(last)), Bind::Text(pattern(first)), Bind::Int(limit)];
    let mut rows: Vec<RatedCaseRecord> = json_rows(pool, &["case_id", "first_name", "last_name", "attorney_user_id", "paralegal_user_id", "status_id"], &sql_from, &binds).await?;
    rows.sort_by(|a, b| (&a.last_name, &a.first_name, a.case_id).cmp(&(&b.last_name, &b.first_name, b.case_id)));
    Ok(rows)
}

/// The kind of a case's current rating (statusType), if it is rated.
pub async fn rating_kind(pool: &AnyPool, case_id: i64) -> ReadResult<Option<i64>> {
    let rows: Vec<(i64,)> = json_rows(pool, &["status_type"], "FROM review_ratings WHERE case_id = $1", &[Bind::Int(case_id)]).await?;
    Ok(rows.into_iter().next().map(|(kind,)| kind))
}
