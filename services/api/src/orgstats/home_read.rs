//! The rows the organization home's charts read from the `cases` read model (spec 3 §2.3):
//! the inventory (every retained case) and the cases opened or retained in a window of months.

use chrono::NaiveDate;
use sqlx::{AnyPool, Row};

use crate::error::ApiResult;
use crate::intake::read::ORG_FILTER;
use crate::intake::stats_read::{opened_month_sql, HAS_WANTED_SQL};

fn date(r: &sqlx::any::AnyRow, c: &str) -> Option<NaiveDate> {
    r.try_get::<Option<String>, _>(c).ok().flatten().and_then(|s| s.get(..10).and_then(|d| d.parse().ok()))
}

fn id(r: &sqlx::any::AnyRow, c: &str) -> Option<i64> {
    r.try_get::<Option<i64>, _>(c).ok().flatten()
}

/// Cases of the retained charts alike in everything the charts judge, and how many there are.
#[derive(Debug, Clone)]
pub struct HomeRow {
    /// Index of the month (among the chart's) it was opened in, firm-local; None: opened
    /// outside the months (it is here for its retained date).
    pub opened_month: Option<usize>,
    pub has_wanted: bool,
    /// Retained date, closed date, referral source and office: of retained cases only.
    pub retained: Option<NaiveDate>,
    pub closed: Option<NaiveDate>,
    pub source: Option<String>,
    pub office_id: Option<i64>,
    pub is_mass_tort: bool,
    /// Attorney, paralegal, case manager and intake agent (whose team it is), when the rows
    /// were asked `by_staff`.
    pub staff: [Option<i64>; 4],
    pub count: i64,
}

/// Inventory cases alike in everything the inventory charts judge, and how many there are.
#[derive(Debug, Clone)]
pub struct InventoryGroup {
    pub stage: Option<String>,
    pub closed: bool,
    pub rank: Option<String>,
    pub attorney_user_id: Option<i64>,
    /// Attorney, paralegal, case manager and intake agent (whose team it is); only the
    /// attorney when the groups were not asked `by_staff`.
    pub staff: [Option<i64>; 4],
    pub count: i64,
}

/// The inventory: every retained case of the organization, counted in SQL by stage, closed or
/// not, rank and attorney (and by the other staff when a team is to be told apart). `open_only`
/// leaves out the closed ones (with Active Only every closed case is hidden:
/// `domain::inventory::home::home_stage` makes it Closed, Referred Out or Settled).
pub async fn inventory(pool: &AnyPool, organization_id: i64, default_org: i64, open_only: bool, by_staff: bool) -> ApiResult<Vec<InventoryGroup>> {
    let open = if open_only { " AND closed_date IS NULL" } else { "" };
    let staff = if by_staff { ", paralegal_user_id, case_manager_user_id, agent_user_id" } else { "" };
    let closed = "CASE WHEN closed_date IS NULL THEN 0 ELSE 1 END";
    let sql = format!(
        "SELECT stage, {closed} AS closed, case_rank, attorney_user_id{staff}, COUNT(*) AS n FROM cases \
         WHERE {ORG_FILTER} AND retained_date IS NOT NULL{open} GROUP BY stage, {closed}, case_rank, attorney_user_id{staff}"
    );
    let found = sqlx::query(&sql).bind(organization_id).bind(default_org).fetch_all(pool).await?;
    Ok(found
        .iter()
        .map(|r| {
            let attorney = id(r, "attorney_user_id");
            let other = |c: &str| if by_staff { id(r, c) } else { None };
            InventoryGroup {
                stage: r.try_get::<Option<String>, _>("stage").ok().flatten(),
                closed: r.get::<i64, _>("closed") != 0,
                rank: r.try_get::<Option<String>, _>("case_rank").ok().flatten(),
                attorney_user_id: attorney,
                staff: [attorney, other("paralegal_user_id"), other("case_manager_user_id"), other("agent_user_id")],
                count: r.get("n"),
            }
        })
        .collect())
}

/// The cases retained in `[start, end]` or opened in the months that start at the stored
/// instants `month_starts` (the last element ends the last month), counted in SQL by opened
/// month, wanted or not, mass tort, and — for retained cases — retained day, closed day,
/// source and office (and by staff when a team is to be told apart).
pub async fn window(
    pool: &AnyPool,
    organization_id: i64,
    default_org: i64,
    (start, end): (NaiveDate, NaiveDate),
    month_starts: &[String],
    by_staff: bool,
) -> ApiResult<Vec<HomeRow>> {
    let months = month_starts.len().saturating_sub(1);
    // $3, $4: the retained days; $5 …: the month bounds.
    let if_retained = |c: &str| format!("CASE WHEN retained_date IS NULL THEN NULL ELSE {c} END");
    let staff = if by_staff { ", attorney_user_id, paralegal_user_id, case_manager_user_id, agent_user_id" } else { "" };
    let sql = format!(
        "SELECT {} AS month, {HAS_WANTED_SQL} AS has_wanted, \
         is_mass_tort, retained_date, {} AS closed_date, {} AS source, {} AS office_id{staff}, COUNT(*) AS n FROM cases \
         WHERE {ORG_FILTER} AND ((retained_date >= $3 AND retained_date <= $4) OR (opened_at >= $5 AND opened_at < ${})) \
         GROUP BY 1, 2, 3, 4, 5, 6, 7{}",
        opened_month_sql(5, months),
        if_retained("closed_date"),
        if_retained("advertising_source"),
        if_retained("office_id"),
        months + 5,
        if by_staff { ", 8, 9, 10, 11" } else { "" },
    );
    let mut query = sqlx::query(&sql).bind(organization_id).bind(default_org).bind(start.to_string()).bind(end.to_string());
    for bound in month_starts {
        query = query.bind(bound.clone());
    }
    let found = query.fetch_all(pool).await?;
    Ok(found
        .iter()
        .map(|r| {
            let staff = |c: &str| if by_staff { id(r, c) } else { None };
            HomeRow {
                opened_month: usize::try_from(r.get::<i64, _>("month")).ok(),
                has_wanted: r.get::<i64, _>("has_wanted") != 0,
                retained: date(r, "retained_date"),
                closed: date(r, "closed_date"),
                source: r.try_get::<Option<String>, _>("source").ok().flatten(),
                office_id: id(r, "office_id"),
                is_mass_tort: eventstore::db::get_bool(r, "is_mass_tort"),
                staff: [staff("attorney_user_id"), staff("paralegal_user_id"), staff("case_manager_user_id"), staff("agent_user_id")],
                count: r.get("n"),
            }
        })
        .collect())
}
