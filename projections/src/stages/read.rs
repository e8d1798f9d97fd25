//! The stage lists' readers (spec 2 §2 case notes lists, Negotiation, demands; §7 user calls):
//! the `cases` read model joined to `stage_case_data`, `stage_demands` and
//! `stage_negotiations`, each row decoded through a typed declaration.

pub mod medical;

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::placeholders;
use crate::read::{cell, json_rows, json_rows_split, Bind, ReadResult};

/// One user's saved data on one case for one list (spec 2 §3 "Per-user case data").
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ListData {
    pub note: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub note_updated_at: Option<DateTime<Utc>>,
    pub color: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub updated_at: Option<DateTime<Utc>>,
}

/// One case of a list as stored, before names and figures are added; `data` is the list
/// user's (blank when they saved none).
#[derive(Debug, Clone, Deserialize)]
pub struct CaseNotesRecord {
    pub case_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub status_changed_at: Option<DateTime<Utc>>,
    pub case_rank: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub attorney_user_id: Option<i64>,
    #[serde(skip)]
    pub data: ListData,
}

const CASE_COLUMNS: [&str; 9] =
    ["c.case_id", "c.first_name", "c.last_name", "c.status_id", "c.status_label", "c.status_changed_at", "c.case_rank", "c.paralegal_user_id", "c.attorney_user_id"];
const DATA_COLUMNS: [&str; 4] = ["d.note", "d.note_updated_at", "d.color", "d.updated_at"];

/// The cases of `case_user` (attorney, paralegal or case manager on the case) in `stage`,
/// each with `note_user`'s data for list `key`, client name order.
pub async fn user_stage_cases(pool: &AnyPool, case_user: i64, stage: &str, note_user: i64, key: &str) -> ReadResult<Vec<CaseNotesRecord>> {
    user_cases_in_stages(pool, case_user, &[stage], note_user, key).await
}

/// [`user_stage_cases`] for several stages.
pub async fn user_cases_in_stages(pool: &AnyPool, case_user: i64, stages: &[&str], note_user: i64, key: &str) -> ReadResult<Vec<CaseNotesRecord>> {
    let from = format!(
        "FROM cases c LEFT JOIN stage_case_data d ON d.case_id = c.case_id AND d.user_id = $1 AND d.stage = $2 \
         WHERE (c.attorney_user_id = $3 OR c.paralegal_user_id = $3 OR c.case_manager_user_id = $3) AND c.stage IN ({})",
        placeholders(4, stages.len())
    );
    let mut binds = vec![Bind::Int(note_user), Bind::Text(key.to_string()), Bind::Int(case_user)];
    binds.extend(stages.iter().map(|s| Bind::Text(s.to_string())));
    let columns: Vec<&str> = CASE_COLUMNS.iter().chain(DATA_COLUMNS.iter()).copied().collect();
    let rows: Vec<(CaseNotesRecord, ListData)> = json_rows_split(pool, &columns, CASE_COLUMNS.len(), &from, &binds).await?;
    let mut cases: Vec<CaseNotesRecord> = rows.into_iter().map(|(case, data)| CaseNotesRecord { data, ..case }).collect();
    cases.sort_by(|a, b| (&a.last_name, &a.first_name, a.case_id).cmp(&(&b.last_name, &b.first_name, b.case_id)));
    Ok(cases)
}

/// One user's data on one case for one list, if any was saved.
pub async fn case_data(pool: &AnyPool, user_id: i64, case_id: i64, key: &str) -> ReadResult<Option<ListData>> {
    let from = "FROM stage_case_data d WHERE d.user_id = $1 AND d.stage = $2 AND d.case_id = $3";
    let rows: Vec<ListData> = json_rows(pool, &DATA_COLUMNS, from, &[Bind::Int(user_id), Bind::Text(key.to_string()), Bind::Int(case_id)]).await?;
    Ok(rows.into_iter().next())
}

/// One demand as stored with its case.
#[derive(Debug, Clone, Deserialize)]
pub struct DemandRecord {
    pub demand_id: i64,
    pub case_id: i64,
    pub kind: String,
    #[serde(deserialize_with = "cell::opt_day")]
    pub demand_date: Option<NaiveDate>,
    pub first_name: String,
    pub last_name: String,
    pub status_label: Option<String>,
    pub case_rank: Option<String>,
    pub paralegal_user_id: Option<i64>,
}

/// Demands dated `start..=end` on cases where one of `users` is the attorney, the paralegal or
/// the case manager, newest first.
pub async fn demands_in_period(pool: &AnyPool, users: &[i64], start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<DemandRecord>> {
    if users.is_empty() {
        return Ok(vec![]);
    }
    let list = users.iter().map(|u| u.to_string()).collect::<Vec<_>>().join(", ");
    let from = format!(
        "FROM stage_demands d JOIN cases c ON c.case_id = d.case_id WHERE d.demand_date >= $1 AND d.demand_date <= $2 \
         AND (c.attorney_user_id IN ({list}) OR c.paralegal_user_id IN ({list}) OR c.case_manager_user_id IN ({list}))"
    );
    let columns = ["d.demand_id", "d.case_id", "d.kind", "d.demand_date", "c.first_name", "c.last_name", "c.status_label", "c.case_rank", "c.paralegal_user_id"];
    let mut rows: Vec<DemandRecord> = json_rows(pool, &columns, &from, &[Bind::Text(start.to_string()), Bind::Text(end.to_string())]).await?;
    rows.sort_by(|a, b| b.demand_date.cmp(&a.demand_date).then(b.demand_id.cmp(&a.demand_id)));
    Ok(rows)
}

/// One case of the negotiation list as stored.
#[derive(Debug, Clone)]
pub struct NegotiationRecord {
    pub case: CaseNotesRecord,
    pub demand_cents: Option<i64>,
    pub offer_cents: Option<i64>,
    pub negotiated_at: Option<DateTime<Utc>>,
    pub file_review_note: Option<String>,
    pub file_review_at: Option<DateTime<Utc>>,
}

#[derive(Deserialize)]
struct Negotiated(i64, Option<i64>, Option<i64>, #[serde(deserialize_with = "cell::opt_instant")] Option<DateTime<Utc>>);

#[derive(Deserialize)]
struct FileReview(i64, Option<String>, #[serde(deserialize_with = "cell::opt_instant")] Option<DateTime<Utc>>, i64);

/// spec 2 §2 Negotiation list: the user's cases in Negotiation with the last negotiation
/// amounts and the last file-review note (type 81, spec 2 §9).
pub async fn negotiation_cases(pool: &AnyPool, case_user: i64, note_user: i64) -> ReadResult<Vec<NegotiationRecord>> {
    let cases = user_stage_cases(pool, case_user, "Negotiation", note_user, "neg").await?;
    if cases.is_empty() {
        return Ok(vec![]);
    }
    let list = cases.iter().map(|c| c.case_id.to_string()).collect::<Vec<_>>().join(", ");
    let amounts: Vec<Negotiated> =
        json_rows(pool, &["case_id", "demand_cents", "offer_cents", "negotiated_at"], &format!("FROM stage_negotiations WHERE case_id IN ({list})"), &[]).await?;
    let mut amounts: HashMap<i64, Negotiated> = amounts.into_iter().map(|n| (n.0, n)).collect();
    let from = format!("FROM case_notes WHERE note_type_id = {} AND case_id IN ({list})", domain::cases::rules::NOTE_TYPE_FILE_REVIEW);
    let mut notes: Vec<FileReview> = json_rows(pool, &["case_id", "content", "created_at", "note_id"], &from, &[]).await?;
    // The last file review of each case: the latest, the later note of an instant.
    notes.sort_by(|a, b| a.2.cmp(&b.2).then(a.3.cmp(&b.3)));
    let reviews: HashMap<i64, (Option<String>, Option<DateTime<Utc>>)> = notes.into_iter().map(|FileReview(case, content, at, _)| (case, (content, at))).collect();
    Ok(cases
        .into_iter()
        .map(|case| {
            let Negotiated(_, demand_cents, offer_cents, negotiated_at) = amounts.remove(&case.case_id).unwrap_or(Negotiated(case.case_id, None, None, None));
            let (file_review_note, file_review_at) = reviews.get(&case.case_id).map(|(note, at)| (note.clone(), *at)).unwrap_or((None, None));
            NegotiationRecord { case, demand_cents, offer_cents, negotiated_at, file_review_note, file_review_at }
        })
        .collect())
}
