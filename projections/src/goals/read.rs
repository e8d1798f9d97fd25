//! Readers of the `goals` read model: an organization's goals over time and their audit trail,
//! decoded through typed rows (a row that does not decode is an error).

use chrono::{DateTime, NaiveDate, Utc};
use domain::goals::{GoalSchedule, Goals};
use sqlx::AnyPool;

use crate::read::conditions::{organization_row_sql, organization_union};
use crate::read::{OrgScope, ReadResult};

/// The organization's goals over time and the stream's version (for `expectedVersion`).
pub struct StoredGoals {
    pub schedule: GoalSchedule,
    pub version: i64,
}

#[derive(Debug, Clone)]
pub struct GoalChangeRow {
    pub position: i64,
    pub effective_from: NaiveDate,
    pub set_at: Option<DateTime<Utc>>,
    pub set_by_user_id: Option<i64>,
    pub changed: Vec<String>,
}

/// A row of `goal_sets`.
#[derive(sqlx::FromRow)]
struct GoalSetRecord {
    effective_from: String,
    goals: String,
    version: i64,
}

/// A row of `goal_changes`.
#[derive(sqlx::FromRow)]
struct GoalChangeRecord {
    position: i64,
    effective_from: String,
    set_at: String,
    set_by_user_id: Option<i64>,
    changed: String,
}

fn decode_error(e: impl std::error::Error + Send + Sync + 'static) -> sqlx::Error {
    sqlx::Error::Decode(Box::new(e))
}

fn date(text: &str) -> ReadResult<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(decode_error)
}

pub async fn load_goals(pool: &AnyPool, organization_id: i64) -> ReadResult<StoredGoals> {
    let rows: Vec<GoalSetRecord> =
        sqlx::query_as("SELECT effective_from, goals, version FROM goal_sets WHERE organization_id = $1").bind(organization_id).fetch_all(pool).await?;
    let mut schedule = GoalSchedule::default();
    let mut version = 0;
    for row in rows {
        let goals: Goals = serde_json::from_str(&row.goals).map_err(decode_error)?;
        version = version.max(row.version);
        schedule.insert(date(&row.effective_from)?, goals);
    }
    Ok(StoredGoals { schedule, version })
}

/// The audit trail, newest first (at most `limit`).
pub async fn load_changes(pool: &AnyPool, organization_id: i64, limit: i64) -> ReadResult<Vec<GoalChangeRow>> {
    let rows: Vec<GoalChangeRecord> = sqlx::query_as(
        "SELECT position, effective_from, set_at, set_by_user_id, changed FROM goal_changes WHERE organization_id = $1 ORDER BY position DESC LIMIT $2",
    )
    .bind(organization_id)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(|r| {
            Ok(GoalChangeRow {
                position: r.position,
                effective_from: date(&r.effective_from)?,
                set_at: eventstore::time::from_text(&r.set_at),
                set_by_user_id: r.set_by_user_id,
                changed: r.changed.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
            })
        })
        .collect()
}

/// A settlement dated in a period, as the banked rule judges it.
#[derive(sqlx::FromRow)]
struct SettlementFacts {
    case_id: i64,
    attorney_fee_cents: i64,
    referral_fee_cents: i64,
    fees_taken_cents: i64,
    closing_date: Option<String>,
}

/// A counted fact of a case (a retained case, a demand, a closed case) with the case's office.
#[derive(Debug, Clone, Copy, sqlx::FromRow)]
pub struct CaseOffice {
    pub case_id: i64,
    pub office_id: Option<i64>,
}

/// The binds every period read shares: `$1`, `$2` the organization ([`OrgScope`] as
/// `organization_row_sql` and `organization_union` read it), `$3` the first day, `$4` the day
/// after the last.
fn period_binds<'q>(sql: &'q str, org: OrgScope, start: NaiveDate, end: NaiveDate) -> sqlx::query::QueryAs<'q, sqlx::Any, CaseOffice, sqlx::any::AnyArguments<'q>> {
    sqlx::query_as(sql).bind(org.id).bind(org.is_default).bind(start.to_string()).bind((end + chrono::Duration::days(1)).to_string())
}

/// Demands sent (liability and UIM) dated inside `[start, end]` on the organization's cases.
pub async fn total_demands(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<i64> {
    let sql = format!(
        "SELECT COUNT(*) AS n FROM stage_demands d JOIN cases c ON c.case_id = d.case_id WHERE {} AND d.demand_date >= $3 AND d.demand_date < $4",
        organization_row_sql("c.organization_id")
    );
    sqlx::query_scalar(&sql).bind(org.id).bind(org.is_default).bind(start.to_string()).bind((end + chrono::Duration::days(1)).to_string()).fetch_one(pool).await
}

/// Cases with a settlement dated inside `[start, end]` whose fee is banked (spec 2 §4: not
/// "fees taken plus referral fee below the attorney fee and no closing date").
pub async fn banked_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<i64> {
    let sql = format!(
        "SELECT s.case_id, s.attorney_fee_cents, s.referral_fee_cents, s.fees_taken_cents, s.closing_date FROM fee_settlements s \
         JOIN fee_cases c ON c.case_id = s.case_id WHERE {} AND s.settlement_date >= $3 AND s.settlement_date < $4",
        organization_row_sql("c.organization_id")
    );
    let rows: Vec<SettlementFacts> =
        sqlx::query_as(&sql).bind(org.id).bind(org.is_default).bind(start.to_string()).bind((end + chrono::Duration::days(1)).to_string()).fetch_all(pool).await?;
    let mut cases = std::collections::BTreeSet::new();
    for r in rows {
        let closing = r.closing_date.as_deref().and_then(|t| t.get(..10)).and_then(|d| d.parse::<NaiveDate>().ok());
        if !domain::fees::rules::is_not_banked(r.attorney_fee_cents, r.referral_fee_cents, r.fees_taken_cents, closing) {
            cases.insert(r.case_id);
        }
    }
    Ok(cases.len() as i64)
}

/// The organization's cases retained inside `[start, end]` (spec 1 §9: mass torts excluded).
pub async fn retained_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<CaseOffice>> {
    let sql = organization_union(|o| format!("SELECT case_id, office_id FROM cases WHERE {o} AND is_mass_tort = FALSE AND retained_date >= $3 AND retained_date < $4"));
    period_binds(&sql, org, start, end).fetch_all(pool).await
}

/// The demands dated inside `[start, end]` on the organization's cases, a row each.
pub async fn demand_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<CaseOffice>> {
    let sql = format!(
        "SELECT c.case_id, c.office_id FROM stage_demands d JOIN cases c ON c.case_id = d.case_id WHERE {} AND d.demand_date >= $3 AND d.demand_date < $4",
        organization_row_sql("c.organization_id")
    );
    period_binds(&sql, org, start, end).fetch_all(pool).await
}

/// Inventory's cases closed inside `[start, end]`: those that were in the inventory (retained,
/// not a mass tort, as the retained count), not leads closed without ever being retained.
pub async fn closed_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<CaseOffice>> {
    let sql = organization_union(|o| {
        format!("SELECT case_id, office_id FROM cases WHERE {o} AND is_mass_tort = FALSE AND retained_date IS NOT NULL AND closed_date >= $3 AND closed_date < $4")
    });
    period_binds(&sql, org, start, end).fetch_all(pool).await
}
