//! The cases retained in whole months, from the counts the `cases` read model keeps per
//! organization and month (`case_retained_months`; issue #17): a year of an organization's
//! retained cases is the counts of twelve months by net retained, source, office and mass tort,
//! not the year's retained cases grouped at every view.

use chrono::{Datelike, NaiveDate};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::cases::retained_months::{NO_OFFICE, NO_SOURCE};
use crate::read::conditions::counts_organization_union;
use crate::read::{cell, json_rows, json_rows_split, Bind, OrgScope, ReadResult};

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
pub async fn retained_by_month(pool: &AnyPool, org: OrgScope, first: NaiveDate, last: NaiveDate, by_source: bool) -> ReadResult<Vec<RetainedCount>> {
    let source = if by_source { ", source" } else { "" };
    let branch = |organization: &str| format!("SELECT month, net, office_id, is_mass_tort{source}, n FROM case_retained_months WHERE {organization} AND month >= $3 AND month <= $4");
    let counts = counts_organization_union(branch);
    let from = format!("FROM (SELECT month, net, office_id, is_mass_tort{source}, CAST(SUM(n) AS BIGINT) AS n FROM ({counts}) c GROUP BY month, net, office_id, is_mass_tort{source}) AS g");
    let mut columns = vec!["month", "net", "office_id", "is_mass_tort", "n"];
    if by_source {
        columns.push("source");
    }
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(year_month(first)), Bind::Text(year_month(last))];
    let counts: Vec<(MonthCount, Vec<Option<String>>)> = if by_source {
        json_rows_split(pool, &columns, 5, &from, &binds).await?
    } else {
        json_rows::<MonthCount>(pool, &columns, &from, &binds).await?.into_iter().map(|c| (c, vec![])).collect()
    };
    Ok(counts
        .into_iter()
        .map(|(c, source)| RetainedCount {
            month: c.month,
            net: c.net,
            office_id: c.office_id.filter(|&o| o != NO_OFFICE),
            is_mass_tort: c.is_mass_tort,
            count: c.count,
            source: source.into_iter().flatten().next().filter(|s| s != NO_SOURCE),
        })
        .filter(|c| c.count != 0)
        .collect())
}

/// A month's count as [`retained_by_month`] reads it (its source apart).
#[derive(Deserialize)]
struct MonthCount {
    #[serde(deserialize_with = "cell::month")]
    month: NaiveDate,
    #[serde(deserialize_with = "cell::flag")]
    net: bool,
    office_id: Option<i64>,
    #[serde(deserialize_with = "cell::flag")]
    is_mass_tort: bool,
    count: i64,
}
