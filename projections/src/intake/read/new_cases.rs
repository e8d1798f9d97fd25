//! spec 1 §2.5 New Cases' readers: the cases retained in a period with what the figures judge,
//! and the first fee of each (the table's First Fee, Closed No Fee).

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::organization_union;
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// What the figures read of a case retained in the period. The table's rows (about fifty
/// fields each) are read for the page shown, or for all the cases once a sort or a search
/// needs every row (issue #17: a busy month retains about 1 500 cases on the scale-10 firm).
#[derive(Debug, Clone, PartialEq)]
pub struct RetainedCase {
    pub case_id: i64,
    pub retained: Option<NaiveDate>,
    pub office_id: Option<i64>,
    pub closed: bool,
    pub close_reason: Option<String>,
    pub intake_rank_id: Option<i64>,
}

#[derive(Deserialize)]
struct Stored {
    case_id: i64,
    #[serde(deserialize_with = "cell::opt_day")]
    retained_date: Option<NaiveDate>,
    office_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_day")]
    closed_date: Option<NaiveDate>,
    close_reason: Option<String>,
    intake_rank_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_flag")]
    is_mass_tort: bool,
}

/// The organization's cases retained from `start` to `end` (days), mass torts left out (spec
/// 1 §9: a mass tort is never counted as retained), newest retained first (ties: newest case).
pub async fn retained_cases(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<RetainedCase>> {
    let columns = ["case_id", "retained_date", "office_id", "closed_date", "close_reason", "intake_rank_id", "is_mass_tort"];
    let branch = |o: &str| format!("SELECT {} FROM cases WHERE {o} AND retained_date >= $3 AND retained_date <= $4", columns.join(", "));
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(start.to_string()), Bind::Text(end.to_string())];
    let rows: Vec<Stored> = json_rows(pool, &columns, &format!("FROM ({}) k", organization_union(branch)), &binds).await?;
    let mut cases: Vec<RetainedCase> = rows
        .into_iter()
        .filter(|r| !r.is_mass_tort)
        .map(|r| RetainedCase {
            case_id: r.case_id,
            retained: r.retained_date,
            office_id: r.office_id,
            closed: r.closed_date.is_some(),
            close_reason: r.close_reason,
            intake_rank_id: r.intake_rank_id,
        })
        .collect();
    cases.sort_by(|a, b| b.retained.cmp(&a.retained).then(b.case_id.cmp(&a.case_id)));
    Ok(cases)
}

#[derive(Deserialize)]
struct FirstFee(i64, #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>);

/// The date of the first fee of each of `cases` that has one.
pub async fn first_fees(pool: &AnyPool, cases: &[i64]) -> ReadResult<HashMap<i64, NaiveDate>> {
    // Chunks of ids (integers, inlined), read side by side.
    let chunks = cases.chunks(500).map(|chunk| {
        let list = chunk.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        let from = format!("FROM (SELECT case_id, MIN(fee_date) AS first FROM fee_lines WHERE case_id IN ({list}) GROUP BY case_id) f");
        async move { json_rows::<FirstFee>(pool, &["case_id", "first"], &from, &[]).await }
    });
    let found = futures::future::try_join_all(chunks).await?;
    Ok(found.into_iter().flatten().filter_map(|FirstFee(case, first)| Some((case, first?))).collect())
}
