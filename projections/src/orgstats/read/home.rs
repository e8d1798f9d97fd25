//! The rows the organization home's charts read from the `cases` read model (spec 3 §2.3):
//! the inventory (every retained case) and the cases opened or retained in a window of months.

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::intake::read::lead_days::opened_by_month;
use crate::intake::read::retained_months::retained_by_month;
use crate::intake::read::stats::{window_counts, Window, HAS_WANTED_SQL, RETAINED_MONTH_SQL};
use crate::read::conditions::{counts_organization_union, opened_month_sql, organization_union};
use crate::read::{cell, json_rows, json_rows_split, Bind, OrgScope, ReadResult};


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
pub async fn inventory(pool: &AnyPool, org: OrgScope, open_only: bool, by_staff: bool) -> ReadResult<Vec<InventoryGroup>> {
    if !by_staff {
        return inventory_counts(pool, org, open_only).await;
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
    let columns = ["stage", "closed", "case_rank", "attorney_user_id", "n", "paralegal_user_id", "case_manager_user_id", "agent_user_id"];
    let groups: Vec<StoredGroup> = json_rows(pool, &columns, &from, &[Bind::Int(org.id), Bind::Bool(org.is_default)]).await?;
    Ok(groups
        .into_iter()
        .map(|g| InventoryGroup {
            stage: g.stage,
            closed: g.closed,
            rank: g.case_rank,
            attorney_user_id: g.attorney_user_id,
            staff: [g.attorney_user_id, g.paralegal_user_id, g.case_manager_user_id, g.agent_user_id],
            count: g.n,
        })
        .collect())
}

/// An inventory group by staff as stored.
#[derive(Deserialize)]
struct StoredGroup {
    stage: Option<String>,
    #[serde(deserialize_with = "cell::flag")]
    closed: bool,
    case_rank: Option<String>,
    attorney_user_id: Option<i64>,
    n: i64,
    paralegal_user_id: Option<i64>,
    case_manager_user_id: Option<i64>,
    agent_user_id: Option<i64>,
}

/// An inventory group of the read model's counts.
#[derive(Deserialize)]
struct CountedGroup {
    stage: Option<String>,
    #[serde(deserialize_with = "cell::flag")]
    closed: bool,
    case_rank: Option<String>,
    attorney_user_id: Option<i64>,
    n: i64,
}

/// The organization's inventory from the counts the read model keeps
/// (`case_inventory_counts`: by stage, closed or not, rank and attorney; issue #17).
async fn inventory_counts(pool: &AnyPool, org: OrgScope, open_only: bool) -> ReadResult<Vec<InventoryGroup>> {
    use crate::cases::inventory_counts::{NO_ATTORNEY, NO_RANK, NO_STAGE};
    // `closed = $3` (not `NOT closed`), so SQLite seeks the key's second column too.
    let open = if open_only { " AND closed = $3" } else { "" };
    let branch = |organization: &str| format!("SELECT stage, closed, case_rank, attorney_user_id, n FROM case_inventory_counts WHERE {organization}{open} AND n <> 0");
    let counts = counts_organization_union(branch);
    let from = format!("FROM (SELECT stage, closed, case_rank, attorney_user_id, CAST(SUM(n) AS BIGINT) AS n FROM ({counts}) c GROUP BY stage, closed, case_rank, attorney_user_id) AS g");
    let columns = ["stage", "closed", "case_rank", "attorney_user_id", "n"];
    let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default)];
    if open_only {
        binds.push(Bind::Bool(false));
    }
    let groups: Vec<CountedGroup> = json_rows(pool, &columns, &from, &binds).await?;
    Ok(groups
        .into_iter()
        .map(|g| {
            let attorney = g.attorney_user_id.filter(|&a| a != NO_ATTORNEY);
            InventoryGroup {
                stage: g.stage.filter(|s| s != NO_STAGE),
                closed: g.closed,
                rank: g.case_rank.filter(|r| r != NO_RANK),
                attorney_user_id: attorney,
                staff: [attorney, None, None, None],
                count: g.n,
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
    pool: &AnyPool,
    org: OrgScope,
    (start, end): (NaiveDate, NaiveDate),
    month_starts: &[String],
    by_staff: bool,
) -> ReadResult<Vec<HomeRow>> {
    let staff = if by_staff { ", attorney_user_id, paralegal_user_id, case_manager_user_id, agent_user_id" } else { "" };
    // The leads of the months: for the whole organization the months' counts; for a team, by
    // staff.
    let leads = async {
        let mut rows = vec![];
        if !by_staff {
            rows.extend(opened_by_month(pool, org, month_starts).await?.into_iter().map(|g| HomeRow {
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
            let mut binds = vec![Bind::Int(org.id), Bind::Bool(org.is_default)];
            binds.extend(month_starts.iter().map(|b| Bind::Text(b.clone())));
            let columns = ["month", "has_wanted", "is_mass_tort", "n", "attorney_user_id", "paralegal_user_id", "case_manager_user_id", "agent_user_id"];
            let groups: Vec<(OpenedStaffGroup, [Option<i64>; 4])> = json_rows_split(pool, &columns, 4, &from, &binds).await?;
            for (g, staff) in groups {
                rows.push(HomeRow {
                    opened_month: usize::try_from(g.month).ok(),
                    has_wanted: g.has_wanted,
                    is_mass_tort: g.is_mass_tort,
                    retained_month: None,
                    net: false,
                    source: None,
                    office_id: None,
                    staff,
                    count: g.n,
                });
            }
        }
        ReadResult::Ok(rows)
    };
    // The cases retained in the period, by month: the organization's from the read model's
    // monthly counts; a team's by staff from the retained index.
    let retained = async {
        if !by_staff {
            let counts = retained_by_month(pool, org, start, end, true).await?;
            return ReadResult::Ok(
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
        let groups: Vec<(RetainedStaffGroup, i64)> = window_counts(pool, org, Window::Retained { start, end }, &keys).await?;
        Ok(groups
            .into_iter()
            .map(|(k, count)| HomeRow {
                opened_month: None,
                has_wanted: false,
                retained_month: Some(k.month),
                net: k.net,
                source: k.source,
                office_id: k.office_id,
                is_mass_tort: k.is_mass_tort,
                staff: [k.attorney, k.paralegal, k.case_manager, k.agent],
                count,
            })
            .collect())
    };
    // The two reads side by side (each a pass over its own index; issue #17).
    let (mut rows, retained) = tokio::try_join!(leads, retained)?;
    rows.extend(retained);
    Ok(rows)
}

/// A month's opened leads of one staff combination, as grouped (staff apart).
#[derive(Deserialize)]
struct OpenedStaffGroup {
    month: i64,
    #[serde(deserialize_with = "cell::flag")]
    has_wanted: bool,
    #[serde(deserialize_with = "cell::opt_flag")]
    is_mass_tort: bool,
    n: i64,
}

/// A month's retained cases of one staff combination, as grouped.
#[derive(Deserialize)]
struct RetainedStaffGroup {
    #[serde(deserialize_with = "cell::month")]
    month: NaiveDate,
    #[serde(deserialize_with = "cell::opt_flag")]
    net: bool,
    source: Option<String>,
    office_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_flag")]
    is_mass_tort: bool,
    attorney: Option<i64>,
    paralegal: Option<i64>,
    case_manager: Option<i64>,
    agent: Option<i64>,
}

/// The organization's cases that have staff, each with its attorney, paralegal, case manager
/// and intake agent (whose team it is).
pub async fn staffed_cases(pool: &AnyPool, org: OrgScope) -> ReadResult<Vec<(i64, [Option<i64>; 4])>> {
    let from = format!(
        "FROM cases WHERE {} AND (attorney_user_id IS NOT NULL OR paralegal_user_id IS NOT NULL OR case_manager_user_id IS NOT NULL OR agent_user_id IS NOT NULL)",
        org.filter("organization_id")
    );
    let columns = ["case_id", "attorney_user_id", "paralegal_user_id", "case_manager_user_id", "agent_user_id"];
    let rows: Vec<((i64,), [Option<i64>; 4])> = json_rows_split(pool, &columns, 1, &from, &[]).await?;
    Ok(rows.into_iter().map(|((case_id,), staff)| (case_id, staff)).collect())
}
