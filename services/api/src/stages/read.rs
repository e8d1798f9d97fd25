//! Reads of the case notes lists: the `cases` read model joined to `stage_case_data`.

use chrono::{DateTime, Utc};
use sqlx::{AnyPool, Row};

use super::types::{case_data_id, CaseData};
use crate::error::ApiResult;

/// One case of a list as stored, before names and figures are added.
#[derive(Debug, Clone)]
pub struct CaseNotesRecord {
    pub case_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
    pub status_changed_at: Option<DateTime<Utc>>,
    pub case_rank: Option<String>,
    pub paralegal_user_id: Option<i64>,
    pub attorney_user_id: Option<i64>,
    pub data: CaseData,
}

fn text(r: &sqlx::any::AnyRow, c: &str) -> Option<String> {
    r.try_get::<Option<String>, _>(c).ok().flatten()
}
fn instant(r: &sqlx::any::AnyRow, c: &str) -> Option<DateTime<Utc>> {
    text(r, c).and_then(|s| eventstore::time::from_text(&s))
}

fn data_of(r: &sqlx::any::AnyRow, note_user: i64, case_id: i64, key: &str) -> CaseData {
    CaseData {
        id: case_data_id(note_user, case_id, key),
        case_id,
        user_id: note_user,
        stage: key.to_string(),
        note: text(r, "note"),
        note_updated_at: instant(r, "note_updated_at"),
        color: text(r, "color"),
        updated_at: instant(r, "data_updated_at"),
    }
}

/// The cases of `case_user` (attorney, paralegal or case manager on the case) in `stage`,
/// each with `note_user`'s data for list `key`, client name order.
pub async fn user_stage_cases(pool: &AnyPool, case_user: i64, stage: &str, note_user: i64, key: &str) -> ApiResult<Vec<CaseNotesRecord>> {
    user_cases_in_stages(pool, case_user, &[stage], note_user, key).await
}

/// [`user_stage_cases`] for several stages.
pub async fn user_cases_in_stages(pool: &AnyPool, case_user: i64, stages: &[&str], note_user: i64, key: &str) -> ApiResult<Vec<CaseNotesRecord>> {
    let placeholders = (0..stages.len()).map(|i| format!("${}", i + 4)).collect::<Vec<_>>().join(", ");
    let sql = format!(
        "SELECT c.case_id, c.first_name, c.last_name, c.status_id, c.status_label, c.status_changed_at, c.case_rank, c.paralegal_user_id, \
         c.attorney_user_id, d.note, d.note_updated_at, d.color, d.updated_at AS data_updated_at \
         FROM cases c LEFT JOIN stage_case_data d ON d.case_id = c.case_id AND d.user_id = $1 AND d.stage = $2 \
         WHERE (c.attorney_user_id = $3 OR c.paralegal_user_id = $3 OR c.case_manager_user_id = $3) AND c.stage IN ({placeholders}) \
         ORDER BY c.last_name, c.first_name, c.case_id"
    );
    let mut q = sqlx::query(&sql).bind(note_user).bind(key).bind(case_user);
    for stage in stages {
        q = q.bind(*stage);
    }
    let rows = q.fetch_all(pool).await?;
    Ok(rows
        .iter()
        .map(|r| {
            let case_id: i64 = r.get("case_id");
            CaseNotesRecord {
                case_id,
                first_name: text(r, "first_name").unwrap_or_default(),
                last_name: text(r, "last_name").unwrap_or_default(),
                status_id: r.try_get::<Option<i64>, _>("status_id").ok().flatten(),
                status_label: text(r, "status_label"),
                status_changed_at: instant(r, "status_changed_at"),
                case_rank: text(r, "case_rank"),
                paralegal_user_id: r.try_get::<Option<i64>, _>("paralegal_user_id").ok().flatten(),
                attorney_user_id: r.try_get::<Option<i64>, _>("attorney_user_id").ok().flatten(),
                data: data_of(r, note_user, case_id, key),
            }
        })
        .collect())
}

/// One user's data on one case for one list, if any was saved.
pub async fn case_data(pool: &AnyPool, user_id: i64, case_id: i64, key: &str) -> ApiResult<Option<CaseData>> {
    let row = sqlx::query(
        "SELECT note, note_updated_at, color, updated_at AS data_updated_at FROM stage_case_data WHERE user_id = $1 AND stage = $2 AND case_id = $3",
    )
    .bind(user_id)
    .bind(key)
    .bind(case_id)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|r| data_of(&r, user_id, case_id, key)))
}

/// One demand as stored with its case.
#[derive(Debug, Clone)]
pub struct DemandRecord {
    pub demand_id: i64,
    pub case_id: i64,
    pub kind: String,
    pub demand_date: Option<chrono::NaiveDate>,
    pub first_name: String,
    pub last_name: String,
    pub status_label: Option<String>,
    pub case_rank: Option<String>,
    pub paralegal_user_id: Option<i64>,
}

/// Demands dated `start..=end` on cases where one of `users` is the attorney, the paralegal or
/// the case manager, newest first.
pub async fn demands_in_period(pool: &AnyPool, users: &[i64], start: chrono::NaiveDate, end: chrono::NaiveDate) -> ApiResult<Vec<DemandRecord>> {
    if users.is_empty() {
        return Ok(vec![]);
    }
    let list = users.iter().map(|u| u.to_string()).collect::<Vec<_>>().join(", ");
    let rows = sqlx::query(&format!(
        "SELECT d.demand_id, d.case_id, d.kind, d.demand_date, c.first_name, c.last_name, c.status_label, c.case_rank, \
         c.paralegal_user_id FROM stage_demands d JOIN cases c ON c.case_id = d.case_id \
         WHERE d.demand_date >= $1 AND d.demand_date <= $2 \
         AND (c.attorney_user_id IN ({list}) OR c.paralegal_user_id IN ({list}) OR c.case_manager_user_id IN ({list})) \
         ORDER BY d.demand_date DESC, d.demand_id DESC"
    ))
    .bind(start.to_string())
    .bind(end.to_string())
    .fetch_all(pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| DemandRecord {
            demand_id: r.get("demand_id"),
            case_id: r.get("case_id"),
            kind: text(r, "kind").unwrap_or_default(),
            demand_date: text(r, "demand_date").and_then(|d| d.parse().ok()),
            first_name: text(r, "first_name").unwrap_or_default(),
            last_name: text(r, "last_name").unwrap_or_default(),
            status_label: text(r, "status_label"),
            case_rank: text(r, "case_rank"),
            paralegal_user_id: r.try_get::<Option<i64>, _>("paralegal_user_id").ok().flatten(),
        })
        .collect())
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

/// spec 2 §2 Negotiation list: the user's cases in Negotiation with the last negotiation
/// amounts and the last file-review note (type 81, spec 2 §9).
pub async fn negotiation_cases(pool: &AnyPool, case_user: i64, note_user: i64) -> ApiResult<Vec<NegotiationRecord>> {
    let cases = user_stage_cases(pool, case_user, "Negotiation", note_user, "neg").await?;
    if cases.is_empty() {
        return Ok(vec![]);
    }
    let list = cases.iter().map(|c| c.case_id.to_string()).collect::<Vec<_>>().join(", ");
    let mut amounts = std::collections::HashMap::new();
    for r in sqlx::query(&format!("SELECT case_id, demand_cents, offer_cents, negotiated_at FROM stage_negotiations WHERE case_id IN ({list})")).fetch_all(pool).await? {
        let case_id: i64 = r.get("case_id");
        amounts.insert(
            case_id,
            (r.try_get::<Option<i64>, _>("demand_cents").ok().flatten(), r.try_get::<Option<i64>, _>("offer_cents").ok().flatten(), instant(&r, "negotiated_at")),
        );
    }
    let mut reviews = std::collections::HashMap::new();
    let sql = format!(
        "SELECT case_id, content, created_at FROM case_notes WHERE note_type_id = {} AND case_id IN ({list}) ORDER BY created_at, note_id",
        domain::cases::rules::NOTE_TYPE_FILE_REVIEW
    );
    for r in sqlx::query(&sql).fetch_all(pool).await? {
        let case_id: i64 = r.get("case_id");
        reviews.insert(case_id, (text(&r, "content"), instant(&r, "created_at")));
    }
    Ok(cases
        .into_iter()
        .map(|case| {
            let (demand_cents, offer_cents, negotiated_at) = amounts.remove(&case.case_id).unwrap_or((None, None, None));
            let (file_review_note, file_review_at) = reviews.remove(&case.case_id).unwrap_or((None, None));
            NegotiationRecord { case, demand_cents, offer_cents, negotiated_at, file_review_note, file_review_at }
        })
        .collect())
}

/// One medical-record request with its case and provider names.
#[derive(Debug, Clone)]
pub struct RequestRecord {
    pub request_id: i64,
    pub case_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub provider: Option<String>,
    pub request_date: Option<chrono::NaiveDate>,
    pub from_date: Option<chrono::NaiveDate>,
    pub to_date: Option<chrono::NaiveDate>,
    pub requestor_user_id: Option<i64>,
    pub assignee_user_id: Option<i64>,
    pub status: String,
    pub comments: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

/// The uncompleted requests (`domain::stages::rules::is_uncompleted_request`) `user` made, was assigned, or
/// that are on the user's cases, oldest first: a large firm's finished ones are left in SQL.
pub async fn uncompleted_requests_of_user(pool: &AnyPool, user: i64) -> ApiResult<Vec<RequestRecord>> {
    // Each branch on its own indexes: an OR across the two joined tables scanned them all. The
    // read model keeps `unfinished` by the rule; the cases' branch starts from the unfinished
    // requests' index (a staff member's cases are thousands on a large firm, the unfinished
    // requests of the whole firm hundreds).
    let filter = "r.request_id IN (SELECT request_id FROM stage_medical_requests WHERE (requestor_user_id = $1 OR assignee_user_id = $1) \
         AND unfinished = TRUE \
         UNION SELECT q.request_id FROM stage_medical_requests q JOIN cases k ON k.case_id = q.case_id \
         WHERE q.unfinished = TRUE AND (k.attorney_user_id = $1 OR k.paralegal_user_id = $1 OR k.case_manager_user_id = $1))";
    requests_where(pool, filter, user).await
}

/// One request by id.
pub async fn request_by_id(pool: &AnyPool, request_id: i64) -> ApiResult<Option<RequestRecord>> {
    Ok(requests_where(pool, "r.request_id = $1", request_id).await?.into_iter().next())
}

async fn requests_where(pool: &AnyPool, filter: &str, value: i64) -> ApiResult<Vec<RequestRecord>> {
    let rows = sqlx::query(&format!(
        "SELECT r.*, c.first_name, c.last_name, p.name AS provider_name FROM stage_medical_requests r JOIN cases c ON c.case_id = r.case_id \
         LEFT JOIN case_providers p ON p.case_id = r.case_id AND p.provider_id = r.provider_id \
         WHERE {filter} ORDER BY r.request_date, r.request_id"
    ))
    .bind(value)
    .fetch_all(pool)
    .await?;
    let day = |r: &sqlx::any::AnyRow, c: &str| text(r, c).and_then(|d| d.parse().ok());
    let int = |r: &sqlx::any::AnyRow, c: &str| r.try_get::<Option<i64>, _>(c).ok().flatten();
    Ok(rows
        .iter()
        .map(|r| RequestRecord {
            request_id: r.get("request_id"),
            case_id: r.get("case_id"),
            first_name: text(r, "first_name").unwrap_or_default(),
            last_name: text(r, "last_name").unwrap_or_default(),
            provider: text(r, "provider_name"),
            request_date: day(r, "request_date"),
            from_date: day(r, "from_date"),
            to_date: day(r, "to_date"),
            requestor_user_id: int(r, "requestor_user_id"),
            assignee_user_id: int(r, "assignee_user_id"),
            status: text(r, "status").unwrap_or_default(),
            comments: text(r, "comments"),
            updated_at: instant(r, "updated_at"),
        })
        .collect())
}
