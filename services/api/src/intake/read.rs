//! Reads of the intake read model and of the cases the intake screens list.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use eventstore::db::{json_instant, json_text, Bind};
use projections::read::conditions::organization_union;
use sqlx::{AnyPool, Row};
use domain::intake::rules;

use crate::cases::read::{CaseParts, CaseView};
use crate::error::ApiResult;

/// What the `intake` read model adds to a case.
#[derive(Debug, Clone, Default)]
pub struct IntakeRow {
    pub contact_id: Option<i64>,
    pub referral_comments: Option<String>,
    pub last_note_at: Option<DateTime<Utc>>,
    pub referred_out_firm: Option<String>,
}

/// A case with its intake facts: one row of an intake list.
#[derive(Debug, Clone)]
pub struct LeadView {
    pub case: CaseView,
    pub intake: IntakeRow,
}

fn opt_text(r: &sqlx::any::AnyRow, c: &str) -> Option<String> {
    r.try_get::<Option<String>, _>(c).ok().flatten()
}


/// Case ids matching `sql` (which selects `case_id` and binds `$1`, `$2` as [`ORG_FILTER`] and
/// then `texts` as `$3`, `$4`, ...).
pub async fn case_ids(pool: &AnyPool, sql: &str, organization_id: i64, default_org: i64, texts: &[String]) -> ApiResult<Vec<i64>> {
    let mut q = sqlx::query(sql).bind(organization_id).bind(default_org);
    for t in texts {
        q = q.bind(t.clone());
    }
    Ok(q.fetch_all(pool).await?.iter().map(|r| r.get::<i64, _>(0)).collect())
}

/// Case ids of the organization's cases and those of none as two branches (`branch` writes one
/// for an organization condition; it selects `case_id` and the columns `order_by` names),
/// then `texts` as `$3`, `$4`, …: each branch keeps its own index, where one `OR` made
/// PostgreSQL fetch rows it then threw away (issue #17).
pub async fn org_case_ids(pool: &AnyPool, branch: impl Fn(&str) -> String, order_by: &str, organization_id: i64, default_org: i64, texts: &[String]) -> ApiResult<Vec<i64>> {
    let sql = format!("SELECT case_id FROM ({}) k ORDER BY {order_by}", organization_union(branch));
    let mut q = sqlx::query(&sql).bind(organization_id).bind(organization_id == default_org);
    for t in texts {
        q = q.bind(t.clone());
    }
    Ok(q.fetch_all(pool).await?.iter().map(|r| r.get::<i64, _>(0)).collect())
}

/// What a selection of `Lead` fields reads of its case's child rows.
pub fn lead_parts(lead: &async_graphql::Lookahead<'_>) -> CaseParts {
    let mut parts = CaseParts::selected_by(&lead.field("case"));
    parts.phones |= lead.field("phoneNumber").exists();
    parts
}

/// The cases of `ids` with their intake facts, in the order of `ids` (five queries for the
/// cases, one for the intake facts: no query per row).
pub async fn load_leads(pool: &AnyPool, ids: &[i64], parts: CaseParts) -> ApiResult<Vec<LeadView>> {
    let columns = ["case_id", "contact_id", "referral_comments", "last_note_at", "referred_out_firm"];
    // One JSON value per chunk (issue #17: a list's rows, not a value per column per row), the
    // chunks and the cases read side by side.
    let chunks = ids.chunks(500).map(|chunk| {
        let list = chunk.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        async move { ApiResult::Ok(eventstore::db::fetch_json_rows(pool, &columns, &format!("FROM intake_leads WHERE case_id IN ({list})"), &[]).await?) }
    });
    let (cases, chunks) = tokio::try_join!(CaseView::load_parts(pool, ids, parts), futures::future::try_join_all(chunks))?;
    let mut intake: HashMap<i64, IntakeRow> = HashMap::new();
    for v in chunks.iter().flatten().filter(|v| v.len() == columns.len()) {
        let Some(case_id) = v[0].as_i64() else { continue };
        intake.insert(
            case_id,
            IntakeRow { contact_id: v[1].as_i64(), referral_comments: json_text(&v[2]), last_note_at: json_instant(&v[3]), referred_out_firm: json_text(&v[4]) },
        );
    }
    Ok(cases
        .into_iter()
        .map(|case| {
            let row = intake.remove(&case.row.case_id).unwrap_or_default();
            LeadView { case, intake: row }
        })
        .collect())
}

/// A referred medical provider (spec 1 §3 "New provider").
#[derive(Debug, Clone)]
pub struct NewProviderRow {
    pub case_id: i64,
    pub provider_id: i64,
    pub name: String,
    pub referred_date: Option<NaiveDate>,
}

pub async fn new_providers(pool: &AnyPool, organization_id: i64, default_org: i64, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<NewProviderRow>> {
    let rows = sqlx::query(
        "SELECT r.case_id, r.provider_id, p.name, r.referred_date FROM intake_provider_referrals r JOIN cases c ON c.case_id = r.case_id \
         LEFT JOIN case_providers p ON p.case_id = r.case_id AND p.provider_id = r.provider_id \
         WHERE (c.organization_id = $1 OR (c.organization_id IS NULL AND $2 = $1)) AND r.referred_date IS NOT NULL \
         AND r.referred_date >= $3 AND r.referred_date <= $4 ORDER BY r.provider_id DESC",
    )
    .bind(organization_id)
    .bind(default_org)
    .bind(start.to_string())
    .bind(end.to_string())
    .fetch_all(pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| NewProviderRow {
            case_id: r.get("case_id"),
            provider_id: r.get("provider_id"),
            // A referral recorded before the provider's first bill has no name on the case yet.
            name: opt_text(r, "name").unwrap_or_else(|| format!("Provider {}", r.get::<i64, _>("provider_id"))),
            referred_date: opt_text(r, "referred_date").and_then(|s| s.parse().ok()),
        })
        .collect())
}

/// The case a provider belongs to (provider ids are the external system's, unique).
pub async fn provider_case(pool: &AnyPool, provider_id: i64) -> ApiResult<Option<i64>> {
    let sql = "SELECT case_id FROM intake_provider_referrals WHERE provider_id = $1 UNION SELECT case_id FROM case_providers WHERE provider_id = $1";
    Ok(sqlx::query(sql).bind(provider_id).fetch_optional(pool).await?.map(|r| r.get::<i64, _>(0)))
}

/// Rotation inputs of one organization.
pub struct RotationInputs {
    /// (user, assigned at) of assignments in the window.
    pub assignments: Vec<(i64, DateTime<Utc>)>,
    /// user → (count, set at).
    pub overrides: HashMap<i64, (i64, DateTime<Utc>)>,
    /// (case type, stage, role, user, how many open cases) of the organization's open cases.
    pub open_case_staff: Vec<(Option<String>, String, String, i64, i64)>,
}

/// The rotation's inputs for the staff it shows (`members`: the active members of the
/// departments on the intake assignment); their open cases only are counted.
pub async fn rotation_inputs(pool: &AnyPool, organization_id: i64, default_org: i64, window_start: DateTime<Utc>, members: &[i64]) -> ApiResult<RotationInputs> {
    let assignments = sqlx::query(
        // `+`: the week's assignments drive the read, each case found by its key; SQLite's
        // sampled statistics (`analysis_limit`) would otherwise walk the organization's every
        // case first (2 s on a firm of 200 000 cases; issue #17).
        "SELECT a.user_id, a.assigned_at FROM intake_assignments a JOIN cases c ON c.case_id = a.case_id \
         WHERE (+c.organization_id = $1 OR (+c.organization_id IS NULL AND $2 = $1)) AND a.user_id IS NOT NULL AND a.assigned_at > $3",
    )
    .bind(organization_id)
    .bind(default_org)
    .bind(eventstore::time::to_text(window_start))
    .fetch_all(pool);
    let overrides = sqlx::query("SELECT user_id, new_cases, set_at FROM intake_rotation_overrides WHERE organization_id = $1").bind(organization_id).fetch_all(pool);
    // Open cases in a working stage (only those count: `rules::WORKING_STAGES`), counted in SQL
    // by type, stage and staff, read from the cases' open-staff index alone (issue #17). A
    // staff column is kept only for the staff shown and in the stages its role counts in
    // (`rules::active_stages`: the agent and the investigator in Intake alone); any other is
    // NULL. A large firm's legal teams are nearly one per case, so grouping by every staff
    // column made about one group a case (8 366 groups of 9 241 cases on the scale-10 firm);
    // so narrowed, the groups are the shown staff's (281).
    // Each staff role (`rules::STAFF_ROLES`) and its column.
    let roles: Vec<(&'static str, String)> = rules::STAFF_ROLES.iter().map(|role| (*role, format!("{role}_user_id"))).collect();
    // Ids are integers: inlining them keeps one statement for both backends.
    let shown = members.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let staff: Vec<String> = roles
        .iter()
        .map(|(role, column)| {
            let stages = rules::active_stages(role);
            let stage = if stages == rules::WORKING_STAGES { String::new() } else { format!("stage IN ({}) AND ", eventstore::db::text_literals(stages)) };
            format!("CASE WHEN {stage}{column} IN ({shown}) THEN {column} END AS {column}")
        })
        .collect();
    let stages = eventstore::db::text_literals(&rules::WORKING_STAGES);
    // One branch per organization condition: with one `OR`, SQLite gathered the open cases'
    // row ids from the index and looked each case up.
    let open = projections::read::conditions::organization_union(|o| format!("SELECT case_type, stage, {} FROM cases WHERE {o} AND closed_date IS NULL AND stage IN ({stages})", staff.join(", ")));
    let mut columns = vec!["case_type", "stage"];
    columns.extend(roles.iter().map(|(_, column)| column.as_str()));
    let keys = columns.join(", ");
    columns.push("n");
    let from = format!("FROM (SELECT {keys}, COUNT(*) AS n FROM ({open}) AS open_cases GROUP BY {keys}) AS g");
    let binds = [Bind::Int(organization_id), Bind::Bool(organization_id == default_org)];
    let open_cases = async {
        // No staff shown: nothing to count.
        if members.is_empty() {
            return Ok(vec![]);
        }
        eventstore::db::fetch_json_rows(pool, &columns, &from, &binds).await
    };
    // The three reads side by side.
    let (assignments, overrides, rows) = tokio::try_join!(assignments, overrides, open_cases)?;
    let assignments = assignments
        .iter()
        .filter_map(|r| {
            let at = opt_text(r, "assigned_at").and_then(|s| eventstore::time::from_text(&s))?;
            Some((r.get::<i64, _>("user_id"), at))
        })
        .collect();
    let overrides = overrides
        .iter()
        .filter_map(|r| {
            let at = opt_text(r, "set_at").and_then(|s| eventstore::time::from_text(&s))?;
            Some((r.get::<i64, _>("user_id"), (r.get::<i64, _>("new_cases"), at)))
        })
        .collect();
    let mut counted: HashMap<(Option<&str>, &str, &'static str, i64), i64> = HashMap::new();
    for v in rows.iter().filter(|v| v.len() == columns.len()) {
        let (case_type, stage, n) = (v[0].as_str(), v[1].as_str().unwrap_or_default(), v[roles.len() + 2].as_i64().unwrap_or_default());
        for (i, (role, _)) in roles.iter().enumerate() {
            if let Some(user) = v[i + 2].as_i64() {
                *counted.entry((case_type, stage, role, user)).or_default() += n;
            }
        }
    }
    let open_case_staff = counted.into_iter().map(|((case_type, stage, role, user), cases)| (case_type.map(str::to_string), stage.to_string(), role.to_string(), user, cases)).collect();
    Ok(RotationInputs { assignments, overrides, open_case_staff })
}
