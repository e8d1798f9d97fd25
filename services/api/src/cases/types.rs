use async_graphql::{Context, Enum, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};

use projections::cases::read::{CaseView, NoteRow, ProviderRow};
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::ids::global_id;
use crate::organization::types::UserNode;

/// Today in the firm's time zone (ARCHITECTURE "Time").
pub fn firm_today(ctx: &Context<'_>) -> NaiveDate {
    let tz: chrono_tz::Tz = ctx.state().config.time_zone.parse().unwrap_or(chrono_tz::America::Denver);
    Utc::now().with_timezone(&tz).date_naive()
}

#[derive(Enum, Copy, Clone, Eq, PartialEq, Default)]
pub enum NoteOrder {
    /// The case dialog (spec 1 §9: "Notes are displayed newest first in the case dialog").
    #[default]
    NewestFirst,
    /// The case summary page ("oldest first on the case summary").
    OldestFirst,
}

pub struct CaseNode(pub CaseView);

impl CaseNode {
    fn org_id(&self, ctx: &Context<'_>) -> i64 {
        self.0.row.organization_id.unwrap_or(ctx.state().config.organization_id)
    }

    async fn staff(&self, ctx: &Context<'_>, user_id: Option<i64>) -> AppResult<Option<UserNode>> {
        let Some(id) = user_id else { return Ok(None) };
        let Some(org) = ctx.org(self.org_id(ctx)).await? else { return Ok(None) };
        Ok(org.user(id).cloned().map(|row| UserNode { row, org: org.clone(), own: false }))
    }
}

/// Ids of a replayed case name the instant too, so a client cache never mixes the past case
/// with the live one.
fn replay_id(type_name: &str, id: i64, as_of: Option<DateTime<Utc>>) -> ID {
    match as_of {
        None => global_id(type_name, id),
        Some(t) => {
            use base64::Engine;
            ID(base64::engine::general_purpose::STANDARD.encode(format!("{type_name}:{id}@{}", t.to_rfc3339())))
        }
    }
}

#[Object(name = "Case")]
impl CaseNode {
    pub async fn id(&self) -> ID {
        replay_id("Case", self.0.row.case_id, self.0.as_of)
    }
    /// The firm the case belongs to.
    async fn organization_id(&self, ctx: &Context<'_>) -> i64 {
        self.org_id(ctx)
    }
    /// The external case-management system's id.
    async fn case_id(&self) -> i64 {
        self.0.row.case_id
    }
    async fn case_number(&self) -> Option<&str> {
        self.0.row.case_number.as_deref()
    }
    async fn client_name(&self) -> String {
        format!("{} {}", self.0.row.first_name, self.0.row.last_name).trim().to_string()
    }
    async fn first_name(&self) -> &str {
        &self.0.row.first_name
    }
    async fn last_name(&self) -> &str {
        &self.0.row.last_name
    }
    #[graphql(name = "type")]
    async fn case_type(&self) -> Option<&str> {
        self.0.row.case_type.as_deref()
    }
    async fn sub_type(&self) -> Option<&str> {
        self.0.row.case_sub_type.as_deref()
    }
    async fn status(&self) -> Option<&str> {
        self.0.row.status_label.as_deref()
    }
    async fn status_id(&self) -> Option<i64> {
        self.0.row.status_id
    }
    /// spec 2 §4 status-to-stage mapping, derived in `domain`.
    async fn stage(&self) -> &str {
        self.0.row.stage.as_deref().unwrap_or("No Status")
    }
    /// Whole days since the last status change, at query time (or as of the replay instant).
    async fn days_in_status(&self) -> Option<i64> {
        let now = self.0.as_of.unwrap_or_else(Utc::now);
        self.0.row.status_changed_at.map(|t| (now - t).num_days())
    }
    async fn date_opened(&self) -> Option<DateTime<Utc>> {
        self.0.row.opened_at
    }
    async fn date_of_incident(&self) -> Option<NaiveDate> {
        self.0.row.incident_date
    }
    /// spec 1 §2.6: "date of incident with days elapsed" (firm time zone).
    async fn days_since_incident(&self, ctx: &Context<'_>) -> Option<i64> {
        let today = match self.0.as_of {
            Some(t) => {
                let tz: chrono_tz::Tz = ctx.state().config.time_zone.parse().unwrap_or(chrono_tz::America::Denver);
                t.with_timezone(&tz).date_naive()
            }
            None => firm_today(ctx),
        };
        self.0.row.incident_date.map(|d| (today - d).num_days())
    }
    async fn incident_time(&self) -> Option<&str> {
        self.0.row.incident_time.as_deref()
    }
    async fn incident_facts(&self) -> Option<&str> {
        self.0.row.incident_facts.as_deref()
    }
    async fn injury_summary(&self) -> Option<&str> {
        self.0.row.injury_summary.as_deref()
    }
    async fn wanted_date(&self) -> Option<NaiveDate> {
        self.0.row.wanted_date
    }
    async fn retained_date(&self) -> Option<NaiveDate> {
        self.0.row.retained_date
    }
    async fn date_closed(&self) -> Option<NaiveDate> {
        self.0.row.closed_date
    }
    async fn reason_closed(&self) -> Option<&str> {
        self.0.row.close_reason.as_deref()
    }
    async fn close_comment(&self) -> Option<&str> {
        self.0.row.close_comment.as_deref()
    }
    async fn office_id(&self) -> Option<i64> {
        self.0.row.office_id
    }
    async fn office(&self, ctx: &Context<'_>) -> AppResult<Option<String>> {
        let Some(id) = self.0.row.office_id else { return Ok(None) };
        let org = ctx.org(self.org_id(ctx)).await?;
        Ok(org.and_then(|o| o.offices.iter().find(|x| x.office_id == id).map(|x| x.name.clone())))
    }
    async fn state(&self) -> Option<&str> {
        self.0.row.state.as_deref()
    }
    async fn intake_rank_id(&self) -> Option<i64> {
        self.0.row.intake_rank_id
    }
    async fn intake_rank(&self) -> Option<&'static str> {
        self.0.row.intake_rank_id.and_then(domain::cases::rules::intake_rank_label)
    }
    async fn case_rank(&self) -> Option<&str> {
        self.0.row.case_rank.as_deref()
    }
    async fn referral_source(&self) -> Option<&str> {
        self.0.row.advertising_source.as_deref()
    }
    /// The call-tracking source of a call or text lead ("CR Source", spec 1 §2.5).
    async fn callrail_source(&self) -> Option<&str> {
        self.0.row.callrail_source.as_deref()
    }
    async fn lead_type(&self) -> Option<&str> {
        self.0.row.lead_type.as_deref()
    }
    async fn handled_by_backup(&self) -> Option<&str> {
        self.0.row.handled_by_backup.as_deref()
    }
    async fn referral_opportunity(&self) -> Option<&str> {
        self.0.row.referral_opportunity.as_deref()
    }
    async fn referred(&self) -> Option<&str> {
        self.0.row.referred.as_deref()
    }
    async fn signup_type(&self) -> Option<&str> {
        self.0.row.signup_type.as_deref()
    }
    async fn appointment_info(&self) -> Option<&str> {
        self.0.row.appointment_info.as_deref()
    }
    async fn retainer_sent(&self) -> Option<&str> {
        self.0.row.retainer_sent.as_deref()
    }
    async fn fee_structure(&self) -> Option<&str> {
        self.0.row.fee_structure.as_deref()
    }
    async fn high_priority(&self) -> bool {
        self.0.row.high_priority
    }
    async fn is_mass_tort(&self) -> bool {
        self.0.row.is_mass_tort
    }
    async fn attorney(&self, ctx: &Context<'_>) -> AppResult<Option<UserNode>> {
        self.staff(ctx, self.0.row.attorney_user_id).await
    }
    async fn paralegal(&self, ctx: &Context<'_>) -> AppResult<Option<UserNode>> {
        self.staff(ctx, self.0.row.paralegal_user_id).await
    }
    async fn agent(&self, ctx: &Context<'_>) -> AppResult<Option<UserNode>> {
        self.staff(ctx, self.0.row.agent_user_id).await
    }
    async fn investigator(&self, ctx: &Context<'_>) -> AppResult<Option<UserNode>> {
        self.staff(ctx, self.0.row.investigator_user_id).await
    }
    async fn last_accessed_date_time(&self) -> Option<DateTime<Utc>> {
        self.0.row.last_accessed_at
    }
    async fn phone_numbers(&self) -> Vec<PhoneNumberNode> {
        self.0.phones.iter().map(|p| PhoneNumberNode { phone_number: p.phone_number.clone(), label: p.label.clone() }).collect()
    }
    /// Notes, newest first by default; `search` is a case-insensitive pattern match (spec 1 §2.6).
    async fn notes(&self, order: Option<NoteOrder>, search: Option<String>) -> AppResult<Vec<NoteNode>> {
        let order = order.unwrap_or_default();
        let needle = search.map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty());
        if needle.as_ref().is_some_and(|s| s.chars().count() > crate::paging::MAX_SEARCH_CHARS) {
            return Err(AppError::bad_input("search", format!("Search for at most {} characters", crate::paging::MAX_SEARCH_CHARS)));
        }
        let mut notes: Vec<NoteNode> = self
            .0
            .notes
            .iter()
            .filter(|n| match &needle {
                Some(s) => n.content.to_lowercase().contains(s) || n.title.as_deref().unwrap_or("").to_lowercase().contains(s),
                None => true,
            })
            .map(|n| NoteNode { case_id: self.0.row.case_id, note: n.clone(), as_of: self.0.as_of })
            .collect();
        if order == NoteOrder::NewestFirst {
            notes.reverse();
        }
        Ok(notes)
    }
    async fn medical_providers(&self) -> Vec<MedicalProviderNode> {
        self.0.providers.iter().map(|p| MedicalProviderNode { case_id: self.0.row.case_id, p: p.clone(), as_of: self.0.as_of }).collect()
    }
    /// The totals row of the medical providers table.
    async fn medical_totals(&self) -> MedicalTotals {
        let sum = |f: fn(&ProviderRow) -> i64| self.0.providers.iter().map(f).sum();
        MedicalTotals {
            total_cents: sum(|p| p.total_cents),
            paid_cents: sum(|p| p.paid_cents),
            adjusted_cents: sum(|p| p.adjusted_cents),
            balance_cents: sum(|p| p.balance_cents),
        }
    }
    /// When this is the case as it stood at an earlier instant (History "as of").
    async fn as_of(&self) -> Option<DateTime<Utc>> {
        self.0.as_of
    }
}

#[derive(SimpleObject)]
#[graphql(name = "PhoneNumber")]
pub struct PhoneNumberNode {
    pub phone_number: String,
    pub label: String,
}

#[derive(SimpleObject)]
pub struct MedicalTotals {
    pub total_cents: i64,
    pub paid_cents: i64,
    pub adjusted_cents: i64,
    pub balance_cents: i64,
}

pub struct NoteNode {
    pub case_id: i64,
    pub note: NoteRow,
    pub as_of: Option<DateTime<Utc>>,
}

#[Object(name = "Note")]
impl NoteNode {
    async fn id(&self) -> ID {
        replay_id("Note", self.note.note_id, self.as_of)
    }
    async fn note_id(&self) -> i64 {
        self.note.note_id
    }
    async fn note_type_id(&self) -> i64 {
        self.note.note_type_id
    }
    async fn title(&self) -> Option<&str> {
        self.note.title.as_deref()
    }
    /// The note text (plain).
    async fn plain_text(&self) -> &str {
        &self.note.content
    }
    async fn created_at(&self) -> Option<DateTime<Utc>> {
        self.note.created_at
    }
    async fn creator_id(&self) -> Option<i64> {
        self.note.creator_user_id
    }
    async fn creator_name(&self) -> Option<&str> {
        self.note.creator_name.as_deref()
    }
}

pub struct MedicalProviderNode {
    pub case_id: i64,
    pub p: ProviderRow,
    pub as_of: Option<DateTime<Utc>>,
}

#[Object(name = "MedicalProvider")]
impl MedicalProviderNode {
    async fn id(&self) -> ID {
        replay_id("MedicalProvider", self.case_id * 100_000 + self.p.provider_id, self.as_of)
    }
    async fn provider_id(&self) -> i64 {
        self.p.provider_id
    }
    async fn case_id(&self) -> i64 {
        self.case_id
    }
    async fn medical_provider(&self) -> &str {
        &self.p.name
    }
    async fn total_cents(&self) -> i64 {
        self.p.total_cents
    }
    async fn paid_cents(&self) -> i64 {
        self.p.paid_cents
    }
    async fn adjusted_cents(&self) -> i64 {
        self.p.adjusted_cents
    }
    async fn balance_cents(&self) -> i64 {
        self.p.balance_cents
    }
    /// The "final check" of the case summary (spec 1 §2.6).
    #[graphql(name = "final")]
    async fn is_final(&self) -> bool {
        self.p.is_final
    }
    async fn referred_date(&self) -> Option<NaiveDate> {
        self.p.referred_date
    }
}

#[derive(SimpleObject)]
pub struct HistoryActor {
    pub user_id: i64,
    pub name: String,
}

#[derive(SimpleObject)]
pub struct CaseHistoryEntry {
    pub position: i64,
    pub version: i64,
    pub recorded_at: DateTime<Utc>,
    pub event_type: String,
    /// ui | import | sync | demo
    pub source: String,
    pub summary: String,
    pub actor: Option<HistoryActor>,
    pub acted_as: Option<HistoryActor>,
}
