//! The cases retained in whole months, from the counts the `cases` read model keeps per
//! organization and month (`case_retained_months`; issue #17): a year of an organization's
//! retained cases is the counts of twelve months by net retained, source, office and mass tort,
//! not the year's retained cases grouped at every view.

use chrono::{Datelike, NaiveDate};
use eventstore::db::{fetch_json_rows, json_bool, json_text, Bind};
use projections::cases::retained_months::{NO_OFFICE, NO_SOURCE};
use sqlx::AnyPool;

use crate::error::ApiResult;
use projections::read::conditions::counts_organization_union;
use crate::intake::stats_read::month_of;

/// Cases retained in one month alike in everything the retained charts judge, and how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetainedCount {
    /// The first day of the month.
    pub month: NaiveDate,
    /// Not closed within 60 days of being retained (spec 1 §2.5), as the read model judged it.
    pub net: bool,
    /// None unless asked `by_source`.
    pub source: Option<String>,
    pub office_id: Option<i64>,
    pub is_mass_tort: bool,
    pub count: i64,
}

fn year_month(d: NaiveDate) -> String {
    format!("{:04}-{:02}", d.year(), d.month())
}

/// The cases of the organization (and, for the default organization, of none) retained in the
/// months from `first`'s to `last`'s, by month, net retained, office and mass tort, and by
/// source when `by_source`.
pub async fn retained_by_month(pool: &AnyPool, organization_id: i64, default_org: i64, first: NaiveDate, last: NaiveDate, by_source: bool) -> ApiResult<Vec<RetainedCount>> {
    let source = if by_source { ", source" } else { "" };
    let branch = |organization: &str| format!("SELECT month, net, office_id, is_mass_tort{source}, n FROM case_retained_months WHERE {organization} AND month >= $3 AND month <= $4");
    let counts = counts_organization_union(branch);
    let from = format!("FROM (SELECT month, net, office_id, is_mass_tort{source}, CAST(SUM(n) AS BIGINT) AS n FROM ({counts}) c GROUP BY month, net, office_id, is_mass_tort{source}) AS g");
    let mut columns = vec!["month", "net", "office_id", "is_mass_tort", "n"];
    if by_source {
        columns.push("source");
    }
    let binds = [Bind::Int(organization_id), Bind::Bool(organization_id == default_org), Bind::Text(year_month(first)), Bind::Text(year_month(last))];
    let found = fetch_json_rows(pool, &columns, &from, &binds).await?;
    Ok(found
        .iter()
        .filter(|v| v.len() == columns.len())
        .filter_map(|v| {
            Some(RetainedCount {
                month: month_of(&v[0])?,
                net: json_bool(&v[1]),
                office_id: v[2].as_i64().filter(|&o| o != NO_OFFICE),
                is_mass_tort: json_bool(&v[3]),
                count: v[4].as_i64().unwrap_or_default(),
                source: if by_source { json_text(&v[5]).filter(|s| s != NO_SOURCE) } else { None },
            })
        })
        .filter(|c| c.count != 0)
        .collect())
}
