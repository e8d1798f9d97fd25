//! The Team dashboard's readers (spec 2 §2 Team): file reviews per firm-local day and
//! reviewer, the paralegals' cases per stage, and the period's case ratings with their
//! attorney — counted in SQL where a large firm's rows are many (issue #17).

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::{bucket_sql, organization_row_sql, organization_union, shown_stages_sql};
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// How many file reviews a reviewer made on one day of a run of days.
#[derive(Debug, Clone, Deserialize)]
pub struct ReviewDayCount {
    pub user_id: i64,
    /// The day's index among the days whose bounds were asked for.
    pub day: i64,
    pub count: i64,
}

/// The organization's users' file reviews by firm-local day: `bounds` are the stored instants
/// the days start at, the last ending the last day.
pub async fn file_reviews_per_day(pool: &AnyPool, organization_id: i64, bounds: &[String]) -> ReadResult<Vec<ReviewDayCount>> {
    let days = bounds.len().saturating_sub(1);
    if days == 0 {
        return Ok(vec![]);
    }
    let from = format!(
        "FROM (SELECT user_id, day, COUNT(*) AS n FROM (SELECT r.user_id, {} AS day FROM team_file_reviews r JOIN users u ON u.user_id = r.user_id \
         WHERE u.organization_id = $1 AND r.reviewed_at >= $2 AND r.reviewed_at < ${}) reviewed GROUP BY user_id, day) counted",
        bucket_sql("r.reviewed_at", 2, days),
        days + 2
    );
    let mut binds = vec![Bind::Int(organization_id)];
    binds.extend(bounds.iter().map(|b| Bind::Text(b.clone())));
    let mut counts: Vec<ReviewDayCount> = json_rows(pool, &["user_id", "day", "n"], &from, &binds).await?;
    // By reviewer and day: the chart lists its people in the order they first appear.
    counts.sort_by_key(|c| (c.user_id, c.day));
    Ok(counts)
}

/// How many of a paralegal's cases are in one stage.
#[derive(Debug, Clone, Deserialize)]
pub struct StageCount {
    pub paralegal_user_id: i64,
    pub stage: Option<String>,
    pub count: i64,
}

/// The organization's cases with a paralegal, counted per paralegal and stage, but those of
/// the stages in `hidden`: from the organization index alone, the default organization's
/// cases of no organization counted apart (with the two in one `OR`, SQLite read every case
/// by the paralegal index: 220 ms at scale 10, 11 ms so).
pub async fn paralegal_stage_counts(pool: &AnyPool, org: OrgScope, hidden: &[String]) -> ReadResult<Vec<StageCount>> {
    let (stages, shown) = shown_stages_sql(hidden, 3);
    let counts = organization_union(|organization| {
        format!("SELECT paralegal_user_id, stage, COUNT(*) AS n FROM inventory_cases WHERE {organization} AND paralegal_user_id IS NOT NULL{stages} GROUP BY paralegal_user_id, stage")
    });
    let from = format!("FROM (SELECT paralegal_user_id, stage, CAST(SUM(n) AS BIGINT) AS n FROM ({counts}) counted GROUP BY paralegal_user_id, stage) totals");
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default)];
    binds.extend(shown.into_iter().map(|s| Bind::Text(s.to_string())));
    json_rows(pool, &["paralegal_user_id", "stage", "n"], &from, &binds).await
}

/// A case's current rating with its attorney (the fees read model's, as recorded).
#[derive(Debug, Clone, Deserialize)]
pub struct RatedCase {
    pub case_id: i64,
    pub status_id: i64,
    #[serde(deserialize_with = "cell::instant")]
    pub rated_at: DateTime<Utc>,
    pub attorney_user_id: Option<i64>,
    pub attorney_code: Option<String>,
}

/// The organization's case ratings other than of `left_out_type` given within a day of
/// `[start, end]`: a superset the caller judges on the firm-local day.
pub async fn ratings_around(pool: &AnyPool, org: OrgScope, left_out_type: i64, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<RatedCase>> {
    let from = format!(
        "FROM team_case_reviews r JOIN fee_cases c ON c.case_id = r.case_id WHERE {} AND r.status_type <> $3 AND r.rated_at >= $4 AND r.rated_at < $5",
        organization_row_sql("c.organization_id")
    );
    let binds = [
        Bind::Int(org.id),
        Bind::Bool(org.is_default),
        Bind::Int(left_out_type),
        Bind::Text((start - chrono::Days::new(1)).to_string()),
        Bind::Text((end + chrono::Days::new(2)).to_string()),
    ];
    json_rows(pool, &["r.case_id", "r.status_id", "r.rated_at", "c.attorney_user_id", "c.attorney_code"], &from, &binds).await
}
