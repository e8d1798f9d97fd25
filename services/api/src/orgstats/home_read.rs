//! The rows the organization home's charts read from the `cases` read model (spec 3 §2.3):
//! the inventory (every retained case) and the cases opened or retained in a window of months.

use chrono::NaiveDate;
use eventstore::db::{fetch_json_rows, json_bool, json_text, Bind};
use sqlx::AnyPool;

use crate::error::ApiResult;
use projections::read::conditions::organization_union;
use crate::intake::lead_days::opened_by_month;
use crate::intake::retained_months::retained_by_month;
use crate::intake::stats_read::{month_of, opened_month_sql, window_counts, Window, HAS_WANTED_SQL, RETAINED_MONTH_SQL};


/// Cases of the retained charts alike in everything the charts judge, and how many there are.
#[derive(Debug, Clone)]
pub struct HomeRow {
    /// Index of the month (among the chart's) it was opened in, firm-local; None: opened
    /// outside the months (it is here for its retained date).
    pub opened_month: Option<usize>,
    pub has_wanted: bool,
    /// The first day of the month retained in, net retained (not closed within 60 days, as the
    /// read model judged it), referral source and office: of retained cases only.
    pub retained_month: Option<NaiveDate>,
    pub net: bool,
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

/// The inventory: every retained case of the organization, counted by stage, closed or not,
/// rank and attorney: from the read model's counts, or (when a team is to be told apart, by
/// the other staff too) in SQL from the closed-date index. `open_only`
/// leaves out the closed ones (with Active Only every closed case is hidden:
/// `domain::inventory::home::home_stage` makes it Closed, Referred Out or Settled).
pub async fn inventory(pool: &AnyPool, organization_id: i64, default_org: i64, open_only: bool, by_staff: bool) -> ApiResult<Vec<InventoryGroup>> {
    if !by_staff {
        return inventory_counts(pool, organization_id, default_org, open_only).await;
    }
    let open = if open_only { " AND closed_date IS NULL" } else { "" };
    let staff = if by_staff { ", paralegal_user_id, case_manager_user_id, agent_user_id" } else { "" };
    let closed = "CASE WHEN closed_date IS NULL THEN 0 ELSE 1 END";
    // The organization's cases and those of none as two branches, each read from the
    // closed-date index alone (one `OR` made PostgreSQL fetch every open case's row: 56 ms on
    // the large firm; issue #17).
    let cases = organization_union(|organization| {
        format!("SELECT stage, closed_date, case_rank, attorney_user_id{staff} FROM cases WHERE {organization} AND retained_date IS NOT NULL{open}")
    });
    let from = format!(
        "FROM (SELECT stage, {closed} AS closed, case_rank, attorney_user_id{staff}, COUNT(*) AS n FROM ({cases}) retained \
         GROUP BY stage, {closed}, case_rank, attorney_user_id{staff}) AS g"
    );
    // The groups as one JSON value (a large firm has hundreds; issue #17).
    let mut columns = vec!["stage", "closed", "case_rank", "attorney_user_id", "n"];
    if by_staff {
        columns.extend(["paralegal_user_id", "case_manager_user_id", "agent_user_id"]);
    }
    let found = fetch_json_rows(pool, &columns, &from, &[Bind::Int(organization_id), Bind::Bool(organization_id == default_org)]).await?;
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

/// The organization's inventory from the counts the read model keeps
/// (`case_inventory_counts`: by stage, closed or not, rank and attorney; issue #17).
async fn inventory_counts(pool: &AnyPool, organization_id: i64, default_org: i64, open_only: bool) -> ApiResult<Vec<InventoryGroup>> {
    use projections::cases::inventory_counts::{NO_ATTORNEY, NO_RANK, NO_STAGE};
    // `closed = $3` (not `NOT closed`), so SQLite seeks the key's second column too.
    let open = if open_only { " AND closed = $3" } else { "" };
    let branch = |organization: &str| format!("SELECT stage, closed, case_rank, attorney_user_id, n FROM case_inventory_counts WHERE {organization}{open} AND n <> 0");
    let counts = projections::read::conditions::counts_organization_union(branch);
    let from = format!("FROM (SELECT stage, closed, case_rank, attorney_user_id, CAST(SUM(n) AS BIGINT) AS n FROM ({counts}) c GROUP BY stage, closed, case_rank, attorney_user_id) AS g");
    let columns = ["stage", "closed", "case_rank", "attorney_user_id", "n"];
    let mut binds = vec![Bind::Int(organization_id), Bind::Bool(organization_id == default_org)];
    if open_only {
        binds.push(Bind::Bool(false));
    }
    let found = fetch_json_rows(pool, &columns, &from, &binds).await?;
    Ok(found
        .iter()
        .filter(|v| v.len() == columns.len())
        .map(|v| {
            let attorney = v[3].as_i64().filter(|&a| a != NO_ATTORNEY);
            InventoryGroup {
                stage: json_text(&v[0]).filter(|s| s != NO_STAGE),
                closed: json_bool(&v[1]),
                rank: json_text(&v[2]).filter(|r| r != NO_RANK),
                attorney_user_id: attorney,
                staff: [attorney, None, None, None],
                count: v[4].as_i64().unwrap_or_default(),
            }
        })
        .collect())
}

/// The cases opened in the months that start at the stored instants `month_starts` (the last
/// element ends the last month) and, apart, those retained in the whole months `[start, end]`:
/// the opened by month, wanted or not and mass tort; the retained by month, net retained,
/// source, office and mass tort. A case opened in the months and retained in the period is in
/// both (a lead of its month, a retained case of its month). For the organization both come
/// from the counts the read model keeps (`lead_days`, `retained_months`); when a team is to be
/// told apart (`by_staff`), both are counted by staff from the cases' date indexes, the
/// organization's cases and those of none as two branches.
pub async fn window(
    db: &eventstore::Db,
    organization_id: i64,
    default_org: i64,
    (start, end): (NaiveDate, NaiveDate),
    month_starts: &[String],
    by_staff: bool,
) -> ApiResult<Vec<HomeRow>> {
    let staff = if by_staff { ", attorney_user_id, paralegal_user_id, case_manager_user_id, agent_user_id" } else { "" };
    let staff_of = |v: &[serde_json::Value], first: usize| -> [Option<i64>; 4] {
        if by_staff {
            [v[first].as_i64(), v[first + 1].as_i64(), v[first + 2].as_i64(), v[first + 3].as_i64()]
        } else {
            [None; 4]
        }
    };
    let is_default = organization_id == default_org;
    // The leads of the months: for the whole organization the months' counts; for a team, by
    // staff.
    let leads = async {
        let mut rows = vec![];
        if !by_staff {
            rows.extend(opened_by_month(db, organization_id, default_org, month_starts).await?.into_iter().map(|g| HomeRow {
                opened_month: Some(g.month),
                has_wanted: g.has_wanted,
                is_mass_tort: g.is_mass_tort,
                retained_month: None,
                net: false,
                source: None,
                office_id: None,
                staff: [None; 4],
                count: g.count,
            }));
        } else if month_starts.len() > 1 {
            let months = month_starts.len() - 1;
            let cases = organization_union(|organization| {
                format!("SELECT opened_at, wanted_date, is_mass_tort{staff} FROM cases WHERE {organization} AND opened_at >= $3 AND opened_at < ${}", months + 3)
            });
            let from = format!(
                "FROM (SELECT {} AS month, {HAS_WANTED_SQL} AS has_wanted, is_mass_tort{staff}, COUNT(*) AS n FROM ({cases}) opened GROUP BY 1, 2, 3, 4, 5, 6, 7) AS g",
                opened_month_sql(3, months)
            );
            let mut binds = vec![Bind::Int(organization_id), Bind::Bool(is_default)];
            binds.extend(month_starts.iter().map(|b| Bind::Text(b.clone())));
            let columns = ["month", "has_wanted", "is_mass_tort", "attorney_user_id", "paralegal_user_id", "case_manager_user_id", "agent_user_id", "n"];
            for v in fetch_json_rows(db.pool(), &columns, &from, &binds).await?.iter().filter(|v| v.len() == columns.len()) {
                rows.push(HomeRow {
                    opened_month: v[0].as_i64().and_then(|m| usize::try_from(m).ok()),
                    has_wanted: json_bool(&v[1]),
                    is_mass_tort: json_bool(&v[2]),
                    retained_month: None,
                    net: false,
                    source: None,
                    office_id: None,
                    staff: staff_of(v, 3),
                    count: v[7].as_i64().unwrap_or_default(),
                });
            }
        }
        ApiResult::Ok(rows)
    };
    // The cases retained in the period, by month: the organization's from the read model's
    // monthly counts; a team's by staff from the retained index.
    let retained = async {
        if !by_staff {
            let counts = retained_by_month(db.pool(), organization_id, default_org, start, end, true).await?;
            return ApiResult::Ok(
                counts
                    .into_iter()
                    .map(|c| HomeRow {
                        opened_month: None,
                        has_wanted: false,
                        retained_month: Some(c.month),
                        net: c.net,
                        source: c.source,
                        office_id: c.office_id,
                        is_mass_tort: c.is_mass_tort,
                        staff: [None; 4],
                        count: c.count,
                    })
                    .collect::<Vec<_>>(),
            );
        }
        let keys = [RETAINED_MONTH_SQL, "net_retained", "advertising_source", "office_id", "is_mass_tort", "attorney_user_id", "paralegal_user_id", "case_manager_user_id", "agent_user_id"];
        let groups = window_counts(db.pool(), organization_id, default_org, Window::Retained { start, end }, &keys).await?;
        Ok(groups
            .into_iter()
            .map(|(k, count)| HomeRow {
                opened_month: None,
                has_wanted: false,
                retained_month: month_of(&k[0]),
                net: json_bool(&k[1]),
                source: json_text(&k[2]),
                office_id: k[3].as_i64(),
                is_mass_tort: json_bool(&k[4]),
                staff: staff_of(&k, 5),
                count,
            })
            .collect())
    };
    // The two reads side by side (each a pass over its own index; issue #17).
    let (mut rows, retained) = tokio::try_join!(leads, retained)?;
    rows.extend(retained);
    Ok(rows)
}
