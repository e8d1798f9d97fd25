//! Reads of the cases read model, and the same view folded from the log (audit replay).

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::Case;
use eventstore::db::{json_bool, json_day, json_instant, json_text};
use sqlx::AnyPool;

use crate::error::ApiResult;

#[derive(Debug, Clone, Default)]
pub struct CaseRow {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    pub case_number: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub case_type: Option<String>,
    pub case_sub_type: Option<String>,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
    pub stage: Option<String>,
    pub status_changed_at: Option<DateTime<Utc>>,
    pub intake_rank_id: Option<i64>,
    pub case_rank: Option<String>,
    pub opened_at: Option<DateTime<Utc>>,
    pub wanted_date: Option<NaiveDate>,
    pub retained_date: Option<NaiveDate>,
    pub closed_date: Option<NaiveDate>,
    pub close_reason: Option<String>,
    pub close_comment: Option<String>,
    pub office_id: Option<i64>,
    pub state: Option<String>,
    pub incident_date: Option<NaiveDate>,
    pub incident_time: Option<String>,
    pub incident_facts: Option<String>,
    pub injury_summary: Option<String>,
    pub advertising_source: Option<String>,
    pub callrail_source: Option<String>,
    pub lead_type: Option<String>,
    pub handled_by_backup: Option<String>,
    pub referral_opportunity: Option<String>,
    pub referred: Option<String>,
    pub signup_type: Option<String>,
    pub appointment_info: Option<String>,
    pub retainer_sent: Option<String>,
    pub fee_structure: Option<String>,
    pub high_priority: bool,
    pub is_mass_tort: bool,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub agent_user_id: Option<i64>,
    pub investigator_user_id: Option<i64>,
    pub last_accessed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone)]
pub struct NoteRow {
    pub note_id: i64,
    pub note_type_id: i64,
    pub title: Option<String>,
    pub content: String,
    pub created_at: Option<DateTime<Utc>>,
    pub creator_user_id: Option<i64>,
    pub creator_name: Option<String>,
}

#[derive(Debug, Clone)]
pub struct PhoneRow {
    pub phone_number: String,
    pub label: String,
}

#[derive(Debug, Clone)]
pub struct ProviderRow {
    pub provider_id: i64,
    pub name: String,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub adjusted_cents: i64,
    pub balance_cents: i64,
    pub is_final: bool,
    pub referred_date: Option<NaiveDate>,
}

/// Which of a case's child rows a read loads with it. A list loads only what its selection
/// reads: a long intake list selecting no notes would otherwise read (and clone) every note of
/// every case on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CaseParts {
    pub notes: bool,
    pub phones: bool,
    pub providers: bool,
}

impl CaseParts {
    pub const ALL: CaseParts = CaseParts { notes: true, phones: true, providers: true };

    /// What a selection of `Case` fields reads (fragments included).
    pub fn selected_by(case: &async_graphql::Lookahead<'_>) -> CaseParts {
        CaseParts {
            notes: case.field("notes").exists(),
            phones: case.field("phoneNumbers").exists(),
            providers: case.field("medicalProviders").exists() || case.field("medicalTotals").exists(),
        }
    }
}

/// Everything the case screens show about one case.
#[derive(Debug, Clone, Default)]
pub struct CaseView {
    pub row: CaseRow,
    pub notes: Vec<NoteRow>,
    pub phones: Vec<PhoneRow>,
    pub providers: Vec<ProviderRow>,
    /// Set when the view is the case as it stood at that instant.
    pub as_of: Option<DateTime<Utc>>,
}

/// The columns [`case_row`] reads, in its order.
const CASE_COLUMNS: [&str; 42] = ["case_id", "organization_id", "case_number", "first_name", "last_name", "case_type", "case_sub_type", "status_id", "status_label", "stage", "status_changed_at", "intake_rank_id", "case_rank", "opened_at", "wanted_date", "retained_date", "closed_date", "close_reason", "close_comment", "office_id", "state", "incident_date", "incident_time", "incident_facts", "injury_summary", "advertising_source", "callrail_source", "lead_type", "handled_by_backup", "referral_opportunity", "referred", "signup_type", "appointment_info", "retainer_sent", "fee_structure", "high_priority", "is_mass_tort", "attorney_user_id", "paralegal_user_id", "agent_user_id", "investigator_user_id", "last_accessed_at"];

/// A `cases` row as [`eventstore::db::fetch_json_rows`] returns it for [`CASE_COLUMNS`].
fn case_row(v: &[serde_json::Value]) -> CaseRow {
    CaseRow {
        case_id: v[0].as_i64().unwrap_or_default(),
        organization_id: v[1].as_i64(),
        case_number: json_text(&v[2]),
        first_name: json_text(&v[3]).unwrap_or_default(),
        last_name: json_text(&v[4]).unwrap_or_default(),
        case_type: json_text(&v[5]),
        case_sub_type: json_text(&v[6]),
        status_id: v[7].as_i64(),
        status_label: json_text(&v[8]),
        stage: json_text(&v[9]),
        status_changed_at: json_instant(&v[10]),
        intake_rank_id: v[11].as_i64(),
        case_rank: json_text(&v[12]),
        opened_at: json_instant(&v[13]),
        wanted_date: json_day(&v[14]),
        retained_date: json_day(&v[15]),
        closed_date: json_day(&v[16]),
        close_reason: json_text(&v[17]),
        close_comment: json_text(&v[18]),
        office_id: v[19].as_i64(),
        state: json_text(&v[20]),
        incident_date: json_day(&v[21]),
        incident_time: json_text(&v[22]),
        incident_facts: json_text(&v[23]),
        injury_summary: json_text(&v[24]),
        advertising_source: json_text(&v[25]),
        callrail_source: json_text(&v[26]),
        lead_type: json_text(&v[27]),
        handled_by_backup: json_text(&v[28]),
        referral_opportunity: json_text(&v[29]),
        referred: json_text(&v[30]),
        signup_type: json_text(&v[31]),
        appointment_info: json_text(&v[32]),
        retainer_sent: json_text(&v[33]),
        fee_structure: json_text(&v[34]),
        high_priority: json_bool(&v[35]),
        is_mass_tort: json_bool(&v[36]),
        attorney_user_id: v[37].as_i64(),
        paralegal_user_id: v[38].as_i64(),
        agent_user_id: v[39].as_i64(),
        investigator_user_id: v[40].as_i64(),
        last_accessed_at: json_instant(&v[41]),
    }
}

impl CaseView {
    pub async fn load(pool: &AnyPool, case_id: i64) -> ApiResult<Option<CaseView>> {
        Ok(CaseView::load_many(pool, &[case_id]).await?.pop())
    }

    /// Several cases in four queries (not a query per case), in the order of `ids`.
    pub async fn load_many(pool: &AnyPool, ids: &[i64]) -> ApiResult<Vec<CaseView>> {
        CaseView::load_parts(pool, ids, CaseParts::ALL).await
    }

    /// As `load_many`, with only the child rows `parts` names (the others left empty).
    pub async fn load_parts(pool: &AnyPool, ids: &[i64], parts: CaseParts) -> ApiResult<Vec<CaseView>> {
        if ids.is_empty() {
            return Ok(vec![]);
        }
        // Ids are integers: inlining them is safe and keeps one statement for both backends.
        let list = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        // One JSON value through the driver, not a value per column per row (issue #17).
        let rows_from = format!("FROM cases WHERE case_id IN ({list})");
        let rows = eventstore::db::fetch_json_rows(pool, &CASE_COLUMNS, &rows_from, &[]);
        // The child rows as one JSON value each, ordered here (an aggregate keeps no order),
        // read side by side with the cases (issue #17).
        let children = |wanted: bool, columns: &'static [&'static str], table: &'static str| {
            let from = format!("FROM {table} WHERE case_id IN ({list})");
            async move { if wanted { eventstore::db::fetch_json_rows(pool, columns, &from, &[]).await } else { Ok(vec![]) } }
        };
        const NOTES: &[&str] = &["case_id", "note_id", "note_type_id", "title", "content", "created_at", "creator_user_id", "creator_name"];
        const PHONES: &[&str] = &["case_id", "phone_number", "label", "ordinal"];
        const PROVIDERS: &[&str] = &["case_id", "provider_id", "name", "total_cents", "paid_cents", "adjusted_cents", "balance_cents", "is_final", "referred_date"];
        let (rows, mut notes, mut phones, mut providers) =
            tokio::try_join!(rows, children(parts.notes, NOTES, "case_notes"), children(parts.phones, PHONES, "case_phone_numbers"), children(parts.providers, PROVIDERS, "case_providers"))?;
        let mut views: Vec<CaseView> = rows.iter().filter(|v| v.len() == CASE_COLUMNS.len()).map(|v| CaseView { row: case_row(v), ..Default::default() }).collect();
        // By id, not by a search of the list per row: a long list has tens of thousands of notes.
        let at: HashMap<i64, usize> = views.iter().enumerate().map(|(i, v)| (v.row.case_id, i)).collect();
        let index = |id: i64| at.get(&id).copied();
        notes.retain(|v| v.len() == NOTES.len());
        // Oldest first: the stored instants are fixed-width UTC text.
        notes.sort_by(|a, b| a[5].as_str().cmp(&b[5].as_str()).then(a[1].as_i64().cmp(&b[1].as_i64())));
        for v in &notes {
            if let Some(i) = v[0].as_i64().and_then(index) {
                views[i].notes.push(NoteRow {
                    note_id: v[1].as_i64().unwrap_or_default(),
                    note_type_id: v[2].as_i64().unwrap_or_default(),
                    title: json_text(&v[3]),
                    content: json_text(&v[4]).unwrap_or_default(),
                    created_at: json_instant(&v[5]),
                    creator_user_id: v[6].as_i64(),
                    creator_name: json_text(&v[7]),
                });
            }
        }
        phones.retain(|v| v.len() == PHONES.len());
        phones.sort_by_key(|v| v[3].as_i64());
        for v in &phones {
            if let Some(i) = v[0].as_i64().and_then(index) {
                views[i].phones.push(PhoneRow { phone_number: json_text(&v[1]).unwrap_or_default(), label: json_text(&v[2]).unwrap_or_default() });
            }
        }
        providers.retain(|v| v.len() == PROVIDERS.len());
        providers.sort_by(|a, b| a[2].as_str().cmp(&b[2].as_str()).then(a[1].as_i64().cmp(&b[1].as_i64())));
        for v in &providers {
            if let Some(i) = v[0].as_i64().and_then(index) {
                views[i].providers.push(ProviderRow {
                    provider_id: v[1].as_i64().unwrap_or_default(),
                    name: json_text(&v[2]).unwrap_or_default(),
                    total_cents: v[3].as_i64().unwrap_or_default(),
                    paid_cents: v[4].as_i64().unwrap_or_default(),
                    adjusted_cents: v[5].as_i64().unwrap_or_default(),
                    balance_cents: v[6].as_i64().unwrap_or_default(),
                    is_final: json_bool(&v[7]),
                    referred_date: json_day(&v[8]),
                });
            }
        }
        let order: HashMap<i64, usize> = ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
        views.sort_by_key(|v| order.get(&v.row.case_id).copied());
        Ok(views)
    }

    /// The case as the fold of its events (audit replay).
    pub fn from_fold(case: &Case, as_of: DateTime<Utc>) -> Option<CaseView> {
        let case_id = case.case_id?;
        let opened = case.opened.clone().unwrap_or_default();
        let row = CaseRow {
            case_id,
            organization_id: opened.organization_id,
            case_number: opened.case_number.clone(),
            first_name: opened.first_name.clone(),
            last_name: opened.last_name.clone(),
            case_type: opened.case_type.clone(),
            case_sub_type: opened.case_sub_type.clone(),
            status_id: case.status_id,
            status_label: case.status_label.clone(),
            stage: case.stage.clone(),
            status_changed_at: case.status_changed_at,
            intake_rank_id: case.intake_rank_id,
            case_rank: case.case_rank.clone(),
            opened_at: Some(opened.opened_at),
            wanted_date: case.wanted_date,
            retained_date: case.retained_date,
            closed_date: case.closed.as_ref().map(|c| c.closed_date),
            close_reason: case.closed.as_ref().map(|c| c.reason.clone()),
            close_comment: case.closed.as_ref().map(|c| c.comment.clone()),
            office_id: case.office_id,
            state: opened.state.clone(),
            incident_date: case.incident.as_ref().and_then(|i| i.incident_date).or(opened.incident_date),
            incident_time: case.incident.as_ref().and_then(|i| i.incident_time.clone()),
            incident_facts: case.incident.as_ref().and_then(|i| i.facts.clone()).or(opened.incident_details.clone()),
            injury_summary: case.injury_summary.clone().or(opened.injury_summary.clone()),
            advertising_source: case.referral_source.as_ref().map(|r| r.source.clone()).or(opened.advertising_source.clone()),
            callrail_source: opened.callrail_source.clone(),
            lead_type: case.info.get("leadType").cloned().flatten().or(opened.lead_type.clone()),
            handled_by_backup: case.info.get("handledByBackup").cloned().flatten().or(opened.handled_by_backup.clone()),
            referral_opportunity: case.info.get("referralOpportunity").cloned().flatten().or(opened.referral_opportunity.clone()),
            referred: case.info.get("referred").cloned().flatten(),
            signup_type: case.info.get("signupType").cloned().flatten(),
            appointment_info: case.info.get("appointmentInfo").cloned().flatten(),
            retainer_sent: case.info.get("retainerSent").cloned().flatten(),
            fee_structure: case.info.get("feeStructure").cloned().flatten(),
            high_priority: case.info.get("highPriority").cloned().flatten().map(|v| v == "true").unwrap_or(opened.high_priority),
            is_mass_tort: opened.is_mass_tort,
            attorney_user_id: case.staff.get("attorney").copied().flatten(),
            paralegal_user_id: case.staff.get("paralegal").copied().flatten(),
            agent_user_id: case.staff.get("agent").copied().flatten(),
            investigator_user_id: case.staff.get("investigator").copied().flatten(),
            last_accessed_at: case.last_accessed_at,
        };
        let mut notes: Vec<NoteRow> = case
            .notes
            .iter()
            .map(|n| NoteRow {
                note_id: n.note_id,
                note_type_id: n.note_type_id,
                title: n.title.clone(),
                content: n.content.clone(),
                created_at: n.created_at,
                creator_user_id: n.creator_user_id,
                creator_name: n.creator_name.clone(),
            })
            .collect();
        notes.sort_by_key(|n| (n.created_at, n.note_id));
        let phones = case.phone_numbers.iter().map(|p| PhoneRow { phone_number: p.number.clone(), label: p.label.clone() }).collect();
        let mut providers: Vec<ProviderRow> = case
            .providers
            .values()
            .map(|p| ProviderRow {
                provider_id: p.provider_id,
                name: p.name.clone(),
                total_cents: p.total_cents,
                paid_cents: p.paid_cents,
                adjusted_cents: p.adjusted_cents,
                balance_cents: p.balance_cents,
                is_final: p.is_final,
                referred_date: case.provider_referrals.get(&p.provider_id).and_then(|r| r.referred_date),
            })
            .collect();
        providers.sort_by(|a, b| (a.name.as_str(), a.provider_id).cmp(&(b.name.as_str(), b.provider_id)));
        Some(CaseView { row, notes, phones, providers, as_of: Some(as_of) })
    }
}

/// Which of `case_ids` are the organization's (issue #36: a subscriber hears only of its own
/// organization's cases). Ids are integers, inlined.
pub async fn of_organization(pool: &AnyPool, scope: projections::read::OrgScope, case_ids: &[i64]) -> ApiResult<std::collections::HashSet<i64>> {
    if case_ids.is_empty() {
        return Ok(Default::default());
    }
    let ids: Vec<String> = case_ids.iter().map(i64::to_string).collect();
    let sql = format!("SELECT case_id FROM cases WHERE case_id IN ({}) AND {}", ids.join(", "), scope.filter("organization_id"));
    let rows: Vec<(i64,)> = sqlx::query_as(&sql).fetch_all(pool).await?;
    Ok(rows.into_iter().map(|r| r.0).collect())
}
