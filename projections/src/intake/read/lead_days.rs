//! The leads opened in a run of firm-local months, from the counts the `cases` read model
//! keeps per organization and UTC day (`case_lead_days`; issue #17). A firm-local month is not
//! a run of UTC days: its bounds fall inside a UTC day (midnight in Chicago is 05:00 or 06:00
//! UTC). So each month is its whole UTC days, added up from the counts, and the part of each
//! bound's UTC day that belongs to it, counted from the cases' opened index: a year is a few
//! hundred day counts and a dozen days of cases, not a year of cases.

use serde::Deserialize;

use super::stats::OpenedGroup;
use crate::read::conditions::{bucket_sql, counts_organization_union, organization_union};
use crate::read::{cell, Bind, OrgScope, ReadResult};

/// How the months whose bounds are `starts` (stored instants, the last ending the last month)
/// are read: for each month the UTC days wholly inside it, `[first, end)` as `YYYY-MM-DD`
/// (possibly empty), from the counts; and the UTC days the bounds fall in (unless a bound is
/// its day's midnight), `[day 00:00, next day 00:00)` as stored instants, from the cases, each
/// case bucketed into its month by the bounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthPlan {
    pub whole_days: Vec<(String, String)>,
    pub edge_days: Vec<(String, String)>,
}

const MIDNIGHT: &str = "T00:00:00.000000Z";

fn next_day(day: &str) -> String {
    day.parse::<chrono::NaiveDate>().map(|d| (d + chrono::Duration::days(1)).to_string()).unwrap_or_else(|_| day.to_string())
}

impl MonthPlan {
    /// `starts` must be more than a day apart (months are).
    pub fn of(starts: &[String]) -> MonthPlan {
        let months = starts.len().saturating_sub(1);
        // Each bound's UTC day, and the first UTC day wholly after it (the same day when the
        // bound is its midnight).
        let days: Vec<(String, String, bool)> = starts
            .iter()
            .map(|s| {
                let day = s.get(..10).unwrap_or(s).to_string();
                let midnight = *s == format!("{day}{MIDNIGHT}");
                let after = if midnight { day.clone() } else { next_day(&day) };
                (day, after, midnight)
            })
            .collect();
        let whole_days = (0..months).map(|i| (days[i].1.clone(), days[i + 1].0.clone())).collect();
        let edge_days = days.iter().filter(|(_, _, midnight)| !midnight).map(|(day, after, _)| (format!("{day}{MIDNIGHT}"), format!("{after}{MIDNIGHT}"))).collect();
        MonthPlan { whole_days, edge_days }
    }
}

/// Leads opened in the months that start at the stored instants `starts` (the last element
/// ends the last month), by month, wanted or not and mass tort. One statement, so the counts
/// and the edge days are read from one snapshot of the read model.
pub async fn opened_by_month(pool: &sqlx::AnyPool, org: OrgScope, starts: &[String]) -> ReadResult<Vec<OpenedGroup>> {
    let months = starts.len().saturating_sub(1);
    if months == 0 {
        return Ok(vec![]);
    }
    let plan = MonthPlan::of(starts);
    // $1 organization, $2 whether it is the default (cases of none count for it), then the
    // whole days' bounds, then the months' bounds and the edge days'.
    let mut binds: Vec<String> = vec![];
    let mut param = |value: &str| {
        binds.push(value.to_string());
        format!("${}", binds.len() + 2)
    };
    let (first, last) = (plan.whole_days[0].0.clone(), plan.whole_days[months - 1].1.clone());
    let (first, last) = (param(&first), param(&last));
    let month = plan
        .whole_days
        .iter()
        .enumerate()
        .map(|(i, (from, to))| format!("WHEN day >= {} AND day < {} THEN {i}", param(from), param(to)))
        .collect::<Vec<_>>()
        .join(" ");
    let counts = |organization: &str| {
        format!(
            "SELECT CASE {month} ELSE -1 END AS month, CASE WHEN has_wanted THEN 1 ELSE 0 END AS has_wanted, \
             CASE WHEN is_mass_tort THEN 1 ELSE 0 END AS mass_tort, n FROM case_lead_days WHERE {organization} AND day >= {first} AND day < {last}"
        )
    };
    let mut parts = vec![counts_organization_union(counts)];
    let days = &plan.edge_days;
    if !days.is_empty() {
        // The bounds' UTC days from the opened index, as ranges any one of which keeps a case
        // (an index range each), bucketed into the months by the bounds themselves. (A join
        // with a list of the ranges made PostgreSQL plan 24 branches at every request: 19 ms
        // of planning, 50–75 ms in all.)
        // The bounds as consecutive parameters, as `bucket_sql` reads them.
        let bounds: Vec<String> = starts.iter().map(|s| param(s)).collect();
        let first_bound = bounds[0].trim_start_matches('$').parse().unwrap_or_default();
        let month = bucket_sql("opened_at", first_bound, months);
        let ranges = days.iter().map(|(from, to)| format!("(opened_at >= {} AND opened_at < {})", param(from), param(to))).collect::<Vec<_>>().join(" OR ");
        let cases = |organization: &str| {
            format!(
                "SELECT {month} AS month, CASE WHEN wanted_date IS NULL THEN 0 ELSE 1 END AS has_wanted, CASE WHEN is_mass_tort THEN 1 ELSE 0 END AS mass_tort, \
                 1 AS n FROM cases WHERE {organization} AND ({ranges})"
            )
        };
        parts.push(organization_union(cases));
    }
    let from = format!(
        "FROM (SELECT month, has_wanted, mass_tort, CAST(SUM(n) AS BIGINT) AS n FROM ({}) leads WHERE month >= 0 GROUP BY month, has_wanted, mass_tort) g",
        parts.join(" UNION ALL ")
    );
    let mut all = vec![Bind::Int(org.id), Bind::Bool(org.is_default)];
    all.extend(binds.into_iter().map(Bind::Text));
    let groups: Vec<MonthGroup> = crate::read::json_rows(pool, &["month", "has_wanted", "mass_tort", "n"], &from, &all).await?;
    Ok(groups
        .into_iter()
        .filter(|g| g.count > 0)
        .map(|g| OpenedGroup { month: g.month as usize, has_wanted: g.has_wanted, is_mass_tort: g.mass_tort, count: g.count })
        .collect())
}

/// A row of [`opened_by_month`]'s statement.
#[derive(Deserialize)]
struct MonthGroup {
    month: i64,
    #[serde(deserialize_with = "cell::flag")]
    has_wanted: bool,
    #[serde(deserialize_with = "cell::flag")]
    mass_tort: bool,
    count: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &str) -> String {
        v.to_string()
    }

    #[test]
    fn a_chicago_month_is_its_whole_utc_days_and_the_days_its_bounds_fall_in() {
        // October and November 2026 in America/Chicago: 1 October 05:00 UTC (CDT), 1 November
        // 05:00 UTC (CDT), 1 December 06:00 UTC (CST).
        let starts = [s("2026-10-01T05:00:00.000000Z"), s("2026-11-01T05:00:00.000000Z"), s("2026-12-01T06:00:00.000000Z")];
        let plan = MonthPlan::of(&starts);
        assert_eq!(plan.whole_days, vec![(s("2026-10-02"), s("2026-11-01")), (s("2026-11-02"), s("2026-12-01"))]);
        assert_eq!(
            plan.edge_days,
            vec![
                (s("2026-10-01T00:00:00.000000Z"), s("2026-10-02T00:00:00.000000Z")),
                (s("2026-11-01T00:00:00.000000Z"), s("2026-11-02T00:00:00.000000Z")),
                (s("2026-12-01T00:00:00.000000Z"), s("2026-12-02T00:00:00.000000Z")),
            ]
        );
    }

    #[test]
    fn a_utc_firm_reads_only_whole_days() {
        let starts = [s("2026-10-01T00:00:00.000000Z"), s("2026-11-01T00:00:00.000000Z")];
        let plan = MonthPlan::of(&starts);
        assert_eq!(plan.whole_days, vec![(s("2026-10-01"), s("2026-11-01"))]);
        assert!(plan.edge_days.is_empty());
    }

    #[test]
    fn a_firm_east_of_utc_starts_its_month_the_utc_day_before() {
        // Tokyo: 1 November 00:00 JST is 31 October 15:00 UTC.
        let starts = [s("2026-10-31T15:00:00.000000Z"), s("2026-11-30T15:00:00.000000Z")];
        let plan = MonthPlan::of(&starts);
        assert_eq!(plan.whole_days, vec![(s("2026-11-01"), s("2026-11-30"))]);
        assert_eq!(
            plan.edge_days,
            vec![(s("2026-10-31T00:00:00.000000Z"), s("2026-11-01T00:00:00.000000Z")), (s("2026-11-30T00:00:00.000000Z"), s("2026-12-01T00:00:00.000000Z"))]
        );
    }
}
