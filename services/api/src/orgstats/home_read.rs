//! The rows the organization home's charts read from the `cases` read model (spec 3 §2.3):
//! the inventory (every retained case) and the cases opened or retained in a window of months.

use chrono::NaiveDate;
use eventstore::db::{fetch_json_rows, json_bool, json_day, json_text, Bind};
use sqlx::AnyPool;

use crate::error::ApiResult;
use crate::intake::read::ORG_FILTER;
use crate::inventory::query::organization_union;
use crate::intake::stats_read::{opened_month_sql, HAS_WANTED_SQL};


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
    let from = format!(
        "FROM (SELECT stage, {closed} AS closed, case_rank, attorney_user_id{staff}, COUNT(*) AS n FROM cases \
         WHERE {ORG_FILTER} AND retained_date IS NOT NULL{open} GROUP BY stage, {closed}, case_rank, attorney_user_id{staff}) AS g"
    );
    // The groups as one JSON value (a large firm has hundreds; issue #17).
    let mut columns = vec!["stage", "closed", "case_rank", "attorney_user_id", "n"];
    if by_staff {
        columns.extend(["paralegal_user_id", "case_manager_user_id", "agent_user_id"]);
    }
    let found = fetch_json_rows(pool, &columns, &from, &[Bind::Int(organization_id), Bind::Int(default_org)]).await?;
    Ok(found
        .iter()
        .filter(|v| v.len() == columns.len())
        .map(|v| {
            let attorney = v[3].as_i64();
            let other = |i: usize| if by_staff { v[i].as_i64() } else { None };
            InventoryGroup {
                stage: json_text(&v[0]),
                closed: json_bool(&v[1]),
                rank: json_text(&v[2]),
                attorney_user_id: attorney,
                staff: [attorney, other(5), other(6), other(7)],
                count: v[4].as_i64().unwrap_or_default(),
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
    // The cases opened in the months, then those retained in the period opened before or
    // after them, each read from its date's index alone (both carry these columns), for the
    // organization and for no organization: four branches and no `OR` (one made SQLite look
    // every case up in the table).
    let opened = format!("opened_at >= $5 AND opened_at < ${}", months + 5);
    let cases = organization_union(|organization| {
        let select = format!("SELECT opened_at, wanted_date, is_mass_tort, retained_date, closed_date, advertising_source, office_id{staff} FROM cases WHERE {organization}");
        format!("{select} AND {opened} UNION ALL {select} AND retained_date >= $3 AND retained_date <= $4 AND NOT ({opened})")
    });
    let from = format!(
        "FROM (SELECT {} AS month, {HAS_WANTED_SQL} AS has_wanted, \
         is_mass_tort, retained_date, {} AS closed_date, {} AS source, {} AS office_id{staff}, COUNT(*) AS n FROM ({cases}) window_cases \
         GROUP BY 1, 2, 3, 4, 5, 6, 7{}) AS g",
        opened_month_sql(5, months),
        if_retained("closed_date"),
        if_retained("advertising_source"),
        if_retained("office_id"),
        if by_staff { ", 8, 9, 10, 11" } else { "" },
    );
    let mut binds = vec![Bind::Int(organization_id), Bind::Bool(organization_id == default_org), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    binds.extend(month_starts.iter().map(|b| Bind::Text(b.clone())));
    let mut columns = vec!["month", "has_wanted", "is_mass_tort", "retained_date", "closed_date", "source", "office_id", "n"];
    if by_staff {
        columns.extend(["attorney_user_id", "paralegal_user_id", "case_manager_user_id", "agent_user_id"]);
    }
    let found = fetch_json_rows(pool, &columns, &from, &binds).await?;
    Ok(found
        .iter()
        .filter(|v| v.len() == columns.len())
        .map(|v| {
            let staff = |i: usize| if by_staff { v[i].as_i64() } else { None };
            HomeRow {
                opened_month: v[0].as_i64().and_then(|m| usize::try_from(m).ok()),
                has_wanted: json_bool(&v[1]),
                retained: json_day(&v[3]),
                closed: json_day(&v[4]),
                source: json_text(&v[5]),
                office_id: v[6].as_i64(),
                is_mass_tort: json_bool(&v[2]),
                staff: [staff(8), staff(9), staff(10), staff(11)],
                count: v[7].as_i64().unwrap_or_default(),
            }
        })
        .collect())
}
