//! The intake screens' readers (spec 1 §2.5, §7): the leads of each intake list as case ids
//! of one organization, the leads with their intake facts (`intake_leads`), the referred
//! providers, and the intake rotation's inputs — each row decoded through a typed declaration.

pub mod calendar;
pub mod closed_page;
pub mod follow_up;
pub mod lead_days;
pub mod new_cases;
pub mod retained_months;
pub mod stats;
pub mod referred_out;

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::intake::rules;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::cases::read::{CaseParts, CaseView};
use crate::read::conditions::organization_union;
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// What the `intake` read model adds to a case.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct IntakeRow {
    pub contact_id: Option<i64>,
    pub referral_comments: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_note_at: Option<DateTime<Utc>>,
    pub referred_out_firm: Option<String>,
}

/// A case with its intake facts: one row of an intake list.
#[derive(Debug, Clone)]
pub struct LeadView {
    pub case: CaseView,
    pub intake: IntakeRow,
}

async fn ids_of(pool: &AnyPool, select: String, binds: &[Bind]) -> ReadResult<Vec<i64>> {
    crate::read::keys(pool, &select, binds).await
}

/// spec 1 §7 leadsInPeriod: the leads opened in `[from, to)` (stored instants), without the
/// closed ones with `exclude_closed`; newest first.
pub async fn leads_opened(pool: &AnyPool, org: OrgScope, from: &str, to: &str, exclude_closed: bool) -> ReadResult<Vec<i64>> {
    let closed = if exclude_closed { " AND closed_date IS NULL" } else { "" };
    let select = format!("SELECT case_id FROM cases WHERE {} AND opened_at >= $1 AND opened_at < $2{closed} ORDER BY case_id DESC", org.filter("organization_id"));
    ids_of(pool, select, &[Bind::Text(from.to_string()), Bind::Text(to.to_string())]).await
}

/// spec 1 §7 leadsInFollowUp: the open leads in intake, newest first: the organization's
/// cases and those of none as two branches, each on its own index (one `OR` made PostgreSQL
/// fetch rows it then threw away; issue #17).
pub async fn follow_up_leads(pool: &AnyPool, org: OrgScope) -> ReadResult<Vec<i64>> {
    let branches = organization_union(|o| format!("SELECT case_id FROM cases WHERE {o} AND closed_date IS NULL AND stage = 'Intake'"));
    ids_of(pool, format!("SELECT case_id FROM ({branches}) k ORDER BY case_id DESC"), &[Bind::Int(org.id), Bind::Bool(org.is_default)]).await
}

/// spec 1 §7 investigations: the leads wanted inside `[start, end]`, of the `investigators`
/// when given; newest wanted first.
pub async fn leads_wanted(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate, investigators: Option<&[i64]>) -> ReadResult<Vec<i64>> {
    // Ids are integers: inlining them is safe and keeps one statement for both backends.
    let investigators = investigators.map(|ids| format!(" AND investigator_user_id IN ({})", ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", "))).unwrap_or_default();
    let select = format!(
        "SELECT case_id FROM cases WHERE {} AND wanted_date >= $1 AND wanted_date <= $2{investigators} ORDER BY wanted_date DESC, case_id DESC",
        org.filter("organization_id")
    );
    ids_of(pool, select, &[Bind::Text(start.to_string()), Bind::Text(end.to_string())]).await
}

/// spec 1 §7 referredOutCases: the open cases in a REF OUT status, newest first.
pub async fn referred_out(pool: &AnyPool, org: OrgScope) -> ReadResult<Vec<i64>> {
    let select = format!("SELECT case_id FROM cases WHERE {} AND closed_date IS NULL AND stage = 'Referred Out' ORDER BY case_id DESC", org.filter("organization_id"));
    ids_of(pool, select, &[]).await
}

/// spec 1 §7 closedCasesInPeriod: the cases closed inside `[start, end]`, newest closing first.
pub async fn closed_in(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<i64>> {
    let select = format!(
        "SELECT case_id FROM cases WHERE {} AND closed_date >= $1 AND closed_date <= $2 ORDER BY closed_date DESC, case_id DESC",
        org.filter("organization_id")
    );
    ids_of(pool, select, &[Bind::Text(start.to_string()), Bind::Text(end.to_string())]).await
}

/// spec 1 §5 conflictCheck: the cases whose client has the first and last name `names`
/// (lower case) or a phone number `phone`; newest first, at most `limit`.
pub async fn conflicting(pool: &AnyPool, org: OrgScope, names: Option<(&str, &str)>, phone: Option<&str>, limit: i64) -> ReadResult<Vec<i64>> {
    // Only the parts asked for are matched: binds follow the clauses in order.
    let mut clauses = vec![];
    let mut binds = vec![];
    if let Some((first, last)) = names {
        clauses.push(format!("(LOWER(first_name) = ${} AND LOWER(last_name) = ${})", binds.len() + 1, binds.len() + 2));
        binds.extend([Bind::Text(first.to_lowercase()), Bind::Text(last.to_lowercase())]);
    }
    if let Some(phone) = phone {
        clauses.push(format!("case_id IN (SELECT case_id FROM case_phone_numbers WHERE phone_number = ${})", binds.len() + 1));
        binds.push(Bind::Text(phone.to_string()));
    }
    if clauses.is_empty() {
        return Ok(vec![]);
    }
    let select = format!("SELECT case_id FROM cases WHERE {} AND ({}) ORDER BY case_id DESC LIMIT {limit}", org.filter("organization_id"), clauses.join(" OR "));
    ids_of(pool, select, &binds).await
}

/// The cases of `ids` with their intake facts, in the order of `ids` (the cases' reads and one
/// for the intake facts: no query per row).
pub async fn load_leads(pool: &AnyPool, ids: &[i64], parts: CaseParts) -> ReadResult<Vec<LeadView>> {
    const COLUMNS: [&str; 5] = ["case_id", "contact_id", "referral_comments", "last_note_at", "referred_out_firm"];
    // One JSON value per chunk (issue #17: a list's rows, not a value per column per row), the
    // chunks and the cases read side by side.
    let chunks = ids.chunks(500).map(|chunk| {
        let from = format!("FROM intake_leads WHERE case_id IN ({})", chunk.iter().map(i64::to_string).collect::<Vec<_>>().join(", "));
        async move { crate::read::json_rows_split::<(i64,), IntakeRow>(pool, &COLUMNS, 1, &from, &[]).await }
    });
    let (cases, chunks) = tokio::try_join!(CaseView::load_parts(pool, ids, parts), futures::future::try_join_all(chunks))?;
    let mut intake: HashMap<i64, IntakeRow> = chunks.into_iter().flatten().map(|((case_id,), row)| (case_id, row)).collect();
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

#[derive(Deserialize)]
struct Referral(i64, i64, Option<String>, #[serde(deserialize_with = "cell::opt_day")] Option<NaiveDate>);

/// The providers referred inside `[start, end]` on the organization's cases, newest provider first.
pub async fn new_providers(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<NewProviderRow>> {
    let from = format!(
        "FROM intake_provider_referrals r JOIN cases c ON c.case_id = r.case_id          LEFT JOIN case_providers p ON p.case_id = r.case_id AND p.provider_id = r.provider_id          WHERE {} AND r.referred_date IS NOT NULL AND r.referred_date >= $1 AND r.referred_date <= $2",
        org.filter("c.organization_id")
    );
    let rows: Vec<Referral> = json_rows(pool, &["r.case_id", "r.provider_id", "p.name", "r.referred_date"], &from, &[Bind::Text(start.to_string()), Bind::Text(end.to_string())]).await?;
    let mut providers: Vec<NewProviderRow> = rows
        .into_iter()
        .map(|Referral(case_id, provider_id, name, referred_date)| NewProviderRow {
            case_id,
            provider_id,
            // A referral recorded before the provider's first bill has no name on the case yet.
            name: name.unwrap_or_else(|| format!("Provider {provider_id}")),
            referred_date,
        })
        .collect();
    providers.sort_by(|a, b| b.provider_id.cmp(&a.provider_id));
    Ok(providers)
}

/// The case a provider belongs to (provider ids are the external system's, unique).
pub async fn provider_case(pool: &AnyPool, provider_id: i64) -> ReadResult<Option<i64>> {
    let from = "FROM (SELECT case_id FROM intake_provider_referrals WHERE provider_id = $1 UNION SELECT case_id FROM case_providers WHERE provider_id = $1) found";
    let rows: Vec<(i64,)> = json_rows(pool, &["case_id"], from, &[Bind::Int(provider_id)]).await?;
    Ok(rows.into_iter().next().map(|(id,)| id))
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
pub async fn rotation_inputs(pool: &AnyPool, org: OrgScope, window_start: DateTime<Utc>, members: &[i64]) -> ReadResult<RotationInputs> {
    // `+`: the week's assignments drive the read, each case found by its key; SQLite's
    // sampled statistics (`analysis_limit`) would otherwise walk the organization's every case
    // first (2 s on a firm of 200 000 cases; issue #17).
    let plus_org = if org.is_default { format!("(+c.organization_id = {0} OR +c.organization_id IS NULL)", org.id) } else { format!("+c.organization_id = {}", org.id) };
    let assignments_from = format!(
        "FROM intake_assignments a JOIN cases c ON c.case_id = a.case_id WHERE {plus_org} AND a.user_id IS NOT NULL AND a.assigned_at > $1"
    );
    let window = [Bind::Text(eventstore::time::to_text(window_start))];
    let assignments = json_rows::<Assigned>(pool, &["a.user_id", "a.assigned_at"], &assignments_from, &window);
    let organization = [Bind::Int(org.id)];
    let overrides = json_rows::<Override>(pool, &["user_id", "new_cases", "set_at"], "FROM intake_rotation_overrides WHERE organization_id = $1", &organization);
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
    let open = organization_union(|o| format!("SELECT case_type, stage, {} FROM cases WHERE {o} AND closed_date IS NULL AND stage IN ({stages})", staff.join(", ")));
    let mut columns = vec!["case_type", "stage"];
    columns.extend(roles.iter().map(|(_, column)| column.as_str()));
    let keys = columns.join(", ");
    columns.push("n");
    let from = format!("FROM (SELECT {keys}, COUNT(*) AS n FROM ({open}) AS open_cases GROUP BY {keys}) AS g");
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default)];
    let open_cases = async {
        // No staff shown: nothing to count.
        if members.is_empty() {
            return Ok(vec![]);
        }
        crate::read::json_rows_split::<(Option<String>, String), Vec<Option<i64>>>(pool, &columns, 2, &from, &binds).await
    };
    // The three reads side by side.
    let (assignments, overrides, rows) = tokio::try_join!(assignments, overrides, open_cases)?;
    let assignments = assignments.into_iter().map(|Assigned(user, at)| (user, at)).collect();
    let overrides = overrides.into_iter().map(|Override(user, n, at)| (user, (n, at))).collect();
    let mut counted: HashMap<(Option<String>, String, &'static str, i64), i64> = HashMap::new();
    for ((case_type, stage), mut cells) in rows {
        // The staff columns in `roles`' order, then the count.
        let n = cells.pop().flatten().unwrap_or_default();
        for ((role, _), user) in roles.iter().zip(cells) {
            if let Some(user) = user {
                *counted.entry((case_type.clone(), stage.clone(), role, user)).or_default() += n;
            }
        }
    }
    let open_case_staff = counted.into_iter().map(|((case_type, stage, role, user), cases)| (case_type, stage, role.to_string(), user, cases)).collect();
    Ok(RotationInputs { assignments, overrides, open_case_staff })
}

#[derive(Deserialize)]
struct Assigned(i64, #[serde(deserialize_with = "cell::instant")] DateTime<Utc>);

#[derive(Deserialize)]
struct Override(i64, i64, #[serde(deserialize_with = "cell::instant")] DateTime<Utc>);
