//! Caseboard's side of the reconciliation: the compared fields of the read models' cases
//! (`cases`, `case_notes`, `case_providers`, `fee_lines`, `fee_settlements`) and the cases'
//! write-backs (`writeback_outbox`).

use std::collections::BTreeMap;

use domain::reconciliation::{CaseSnapshot, WrittenBack};
use sqlx::{AnyPool, Row};

/// Case ids per `IN (…)` list when reading the read models.
const CHUNK: usize = 500;

/// The case-info fields (`case_info_set` names) and the `cases` columns that hold them.
const CASE_INFO: [(&str, &str); 9] = [
    ("leadType", "lead_type"),
    ("handledByBackup", "handled_by_backup"),
    ("referralOpportunity", "referral_opportunity"),
    ("referred", "referred"),
    ("signupType", "signup_type"),
    ("appointmentInfo", "appointment_info"),
    ("retainerSent", "retainer_sent"),
    ("feeStructure", "fee_structure"),
    ("highPriority", "high_priority_text"),
];

fn int_list(ids: &[i64]) -> String {
    ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// The compared fields of the read models' cases: every case (None) or those named.
pub async fn read_here(pool: &AnyPool, case_ids: Option<&[i64]>) -> Result<BTreeMap<i64, CaseSnapshot>, sqlx::Error> {
    let chunks: Vec<Option<String>> = match case_ids {
        None => vec![None],
        Some(ids) => ids.chunks(CHUNK).map(|c| Some(int_list(c))).collect(),
    };
    let mut here = BTreeMap::new();
    for list in chunks {
        let filter = list.as_ref().map(|l| format!(" WHERE case_id IN ({l})")).unwrap_or_default();
        let info_columns: Vec<&str> = CASE_INFO.iter().map(|(_, column)| *column).filter(|c| *c != "high_priority_text").collect();
        let rows = sqlx::query(&format!(
            "SELECT case_id, organization_id, status_id, intake_rank_id, case_rank, office_id, opened_at, wanted_date, retained_date, \
             closed_date, attorney_user_id, paralegal_user_id, case_manager_user_id, advertising_source, {}, \
             CASE WHEN high_priority THEN 'true' ELSE 'false' END AS high_priority_text FROM cases{filter}",
            info_columns.join(", ")
        ))
        .fetch_all(pool)
        .await?;
        for r in rows {
            let day = |t: Option<String>| t.map(|t| t.chars().take(10).collect::<String>());
            let mut case_info = BTreeMap::new();
            for (name, column) in CASE_INFO {
                case_info.insert(name.to_string(), r.try_get::<Option<String>, _>(column)?);
            }
            let s = CaseSnapshot {
                case_id: r.try_get("case_id")?,
                organization_id: r.try_get("organization_id")?,
                status_id: r.try_get("status_id")?,
                intake_rank_id: r.try_get("intake_rank_id")?,
                case_rank: r.try_get("case_rank")?,
                office_id: r.try_get("office_id")?,
                opened_on: day(Some(r.try_get("opened_at")?)),
                wanted_date: day(r.try_get("wanted_date")?),
                retained_date: day(r.try_get("retained_date")?),
                closed_date: day(r.try_get("closed_date")?),
                attorney_user_id: r.try_get("attorney_user_id")?,
                paralegal_user_id: r.try_get("paralegal_user_id")?,
                case_manager_user_id: r.try_get("case_manager_user_id")?,
                note_count: 0,
                medical_total_cents: 0,
                fee_total_cents: Some(0),
                settlement_total_cents: Some(0),
                referral_source: Some(r.try_get("advertising_source")?),
                case_info: Some(case_info),
            };
            here.insert(s.case_id, s);
        }
        for (case_id, n) in per_case(pool, "COUNT(*)", "case_notes", &filter).await? {
            if let Some(s) = here.get_mut(&case_id) {
                s.note_count = n;
            }
        }
        for (case_id, total) in per_case(pool, "SUM(total_cents)", "case_providers", &filter).await? {
            if let Some(s) = here.get_mut(&case_id) {
                s.medical_total_cents = total;
            }
        }
        for (case_id, total) in per_case(pool, "SUM(amount_cents)", "fee_lines", &filter).await? {
            if let Some(s) = here.get_mut(&case_id) {
                s.fee_total_cents = Some(total);
            }
        }
        for (case_id, total) in per_case(pool, "SUM(amount_cents)", "fee_settlements", &filter).await? {
            if let Some(s) = here.get_mut(&case_id) {
                s.settlement_total_cents = Some(total);
            }
        }
    }
    Ok(here)
}

/// `aggregate` (a count or a sum) of `table`'s rows per case, under `filter`.
async fn per_case(pool: &AnyPool, aggregate: &str, table: &str, filter: &str) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    let rows = sqlx::query(&format!("SELECT case_id, CAST({aggregate} AS BIGINT) AS n FROM {table}{filter} GROUP BY case_id")).fetch_all(pool).await?;
    rows.iter().map(|r| Ok((r.try_get("case_id")?, r.try_get::<Option<i64>, _>("n")?.unwrap_or(0)))).collect()
}

/// A page of the read models' cases with an id above `after`, by id (what the demo system
/// answers as its snapshot of the history it originated).
pub async fn read_page(pool: &AnyPool, after: Option<i64>, limit: usize) -> Result<Vec<CaseSnapshot>, sqlx::Error> {
    let ids: Vec<i64> = sqlx::query("SELECT case_id FROM cases WHERE case_id > $1 ORDER BY case_id LIMIT $2")
        .bind(after.unwrap_or(i64::MIN))
        .bind(limit.min(10_000) as i64)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| r.try_get::<i64, _>("case_id"))
        .collect::<Result<_, _>>()?;
    if ids.is_empty() {
        return Ok(vec![]);
    }
    Ok(read_here(pool, Some(&ids)).await?.into_values().collect())
}

/// The write-backs of the named cases, oldest first, reduced to the fields they set.
pub async fn written_back(pool: &AnyPool, case_ids: &[i64]) -> Result<Vec<WrittenBack>, sqlx::Error> {
    let mut all = vec![];
    for chunk in case_ids.chunks(CHUNK) {
        let rows = sqlx::query(&format!(
            "SELECT id, kind, case_id, payload, pushed_at FROM writeback_outbox WHERE case_id IN ({}) ORDER BY created_at, id",
            int_list(chunk)
        ))
        .fetch_all(pool)
        .await?;
        for r in rows {
            let payload: serde_json::Value = serde_json::from_str(&r.try_get::<String, _>("payload")?).unwrap_or_default();
            let pushed = r.try_get::<Option<String>, _>("pushed_at")?.is_some();
            let (id, kind, case_id): (String, String, Option<i64>) = (r.try_get("id")?, r.try_get("kind")?, r.try_get("case_id")?);
            if let Some(w) = case_id.and_then(|c| WrittenBack::of(&id, &kind, c, &payload, pushed)) {
                all.push(w);
            }
        }
    }
    Ok(all)
}

