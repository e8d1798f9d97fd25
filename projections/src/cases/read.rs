//! The case screens' readers (spec 1 §2.3 case summary, §3 case): the `cases` read model's
//! rows with their notes, phone numbers and medical providers, each decoded through a typed
//! declaration; and the same view folded from the log (audit replay).

pub mod search;

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::Case;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{cell, json_rows, json_rows_split, OrgScope, ReadResult};

/// A `cases` row, in [`CASE_COLUMNS`]' order.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct CaseRow {
    pub case_id: i64,
    pub organization_id: Option<i64>,
    pub case_number: Option<String>,
    #[serde(deserialize_with = "cell::blank")]
    pub first_name: String,
    #[serde(deserialize_with = "cell::blank")]
    pub last_name: String,
    pub case_type: Option<String>,
    pub case_sub_type: Option<String>,
    pub status_id: Option<i64>,
    pub status_label: Option<String>,
    pub stage: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub status_changed_at: Option<DateTime<Utc>>,
    pub intake_rank_id: Option<i64>,
    pub case_rank: Option<String>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub opened_at: Option<DateTime<Utc>>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub wanted_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub retained_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    pub closed_date: Option<NaiveDate>,
    pub close_reason: Option<String>,
    pub close_comment: Option<String>,
    pub office_id: Option<i64>,
    pub state: Option<String>,
    #[serde(deserialize_with = "cell::opt_day")]
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
    #[serde(deserialize_with = "cell::opt_flag")]
    pub high_priority: bool,
    #[serde(deserialize_with = "cell::opt_flag")]
    pub is_mass_tort: bool,
    pub attorney_user_id: Option<i64>,
    pub paralegal_user_id: Option<i64>,
    pub agent_user_id: Option<i64>,
    pub investigator_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub last_accessed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct NoteRow {
    pub note_id: i64,
    pub note_type_id: i64,
    pub title: Option<String>,
    #[serde(deserialize_with = "cell::blank")]
    pub content: String,
    #[serde(deserialize_with = "cell::opt_instant")]
    pub created_at: Option<DateTime<Utc>>,
    pub creator_user_id: Option<i64>,
    pub creator_name: Option<String>,
}

#[derive(Debug, Clone)]
pub struct PhoneRow {
    pub phone_number: String,
    pub label: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ProviderRow {
    pub provider_id: i64,
    pub name: String,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub adjusted_cents: i64,
    pub balance_cents: i64,
    #[serde(deserialize_with = "cell::opt_flag")]
    pub is_final: bool,
    #[serde(deserialize_with = "cell::opt_day")]
    pub referred_date: Option<NaiveDate>,
}

/// The columns of a case's child rows: the case's key, then the row's (a [`NoteRow`], a
/// [`CasePhone`]'s, a [`ProviderRow`]).
const NOTE_COLUMNS: [&str; 8] = ["case_id", "note_id", "note_type_id", "title", "content", "created_at", "creator_user_id", "creator_name"];
const PHONE_COLUMNS: [&str; 4] = ["case_id", "phone_number", "label", "ordinal"];
const PROVIDER_COLUMNS: [&str; 9] = ["case_id", "provider_id", "name", "total_cents", "paid_cents", "adjusted_cents", "balance_cents", "is_final", "referred_date"];

/// A phone number of a case, with its place in the case's list.
#[derive(Deserialize)]
struct CasePhone {
    #[serde(deserialize_with = "cell::blank")]
    phone_number: String,
    #[serde(deserialize_with = "cell::blank")]
    label: String,
    ordinal: Option<i64>,
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

impl CaseView {
    pub async fn load(pool: &AnyPool, case_id: i64) -> ReadResult<Option<CaseView>> {
        Ok(CaseView::load_many(pool, &[case_id]).await?.pop())
    }

    /// Several cases in four queries (not a query per case), in the order of `ids`.
    pub async fn load_many(pool: &AnyPool, ids: &[i64]) -> ReadResult<Vec<CaseView>> {
        CaseView::load_parts(pool, ids, CaseParts::ALL).await
    }

    /// As `load_many`, with only the child rows `parts` names (the others left empty).
    pub async fn load_parts(pool: &AnyPool, ids: &[i64], parts: CaseParts) -> ReadResult<Vec<CaseView>> {
        if ids.is_empty() {
            return Ok(vec![]);
        }
        // Ids are integers: inlining them is safe and keeps one statement for both backends.
        let list = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        // One JSON value through the driver, not a value per column per row (issue #17).
        let rows_from = format!("FROM cases WHERE case_id IN ({list})");
        let rows = json_rows::<CaseRow>(pool, &CASE_COLUMNS, &rows_from, &[]);
        // The child rows as one JSON value each, ordered here (an aggregate keeps no order),
        // read side by side with the cases (issue #17).
        let from = |table: &str| format!("FROM {table} WHERE case_id IN ({list})");
        let (notes_from, phones_from, providers_from) = (from("case_notes"), from("case_phone_numbers"), from("case_providers"));
        let notes = async { if parts.notes { json_rows_split::<(i64,), NoteRow>(pool, &NOTE_COLUMNS, 1, &notes_from, &[]).await } else { Ok(vec![]) } };
        let phones = async { if parts.phones { json_rows_split::<(i64,), CasePhone>(pool, &PHONE_COLUMNS, 1, &phones_from, &[]).await } else { Ok(vec![]) } };
        let providers = async { if parts.providers { json_rows_split::<(i64,), ProviderRow>(pool, &PROVIDER_COLUMNS, 1, &providers_from, &[]).await } else { Ok(vec![]) } };
        let (rows, mut notes, mut phones, mut providers) = tokio::try_join!(rows, notes, phones, providers)?;
        let mut views: Vec<CaseView> = rows.into_iter().map(|row| CaseView { row, ..Default::default() }).collect();
        // By id, not by a search of the list per row: a long list has tens of thousands of notes.
        let at: HashMap<i64, usize> = views.iter().enumerate().map(|(i, v)| (v.row.case_id, i)).collect();
        // Oldest first.
        notes.sort_by(|(_, a), (_, b)| a.created_at.cmp(&b.created_at).then(a.note_id.cmp(&b.note_id)));
        for ((case_id,), note) in notes {
            if let Some(&i) = at.get(&case_id) {
                views[i].notes.push(note);
            }
        }
        phones.sort_by_key(|(_, p)| p.ordinal);
        for ((case_id,), p) in phones {
            if let Some(&i) = at.get(&case_id) {
                views[i].phones.push(PhoneRow { phone_number: p.phone_number, label: p.label });
            }
        }
        providers.sort_by(|(_, a), (_, b)| a.name.cmp(&b.name).then(a.provider_id.cmp(&b.provider_id)));
        for ((case_id,), provider) in providers {
            if let Some(&i) = at.get(&case_id) {
                views[i].providers.push(provider);
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
pub async fn of_organization(pool: &AnyPool, scope: OrgScope, case_ids: &[i64]) -> ReadResult<std::collections::HashSet<i64>> {
    if case_ids.is_empty() {
        return Ok(Default::default());
    }
    let ids: Vec<String> = case_ids.iter().map(i64::to_string).collect();
    let sql = format!("SELECT case_id FROM cases WHERE case_id IN ({}) AND {}", ids.join(", "), scope.filter("organization_id"));
    let rows: Vec<(i64,)> = sqlx::query_as(&sql).fetch_all(pool).await?;
    Ok(rows.into_iter().map(|r| r.0).collect())
}
