use async_graphql::{Enum, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};
use domain::intake::rules::{self, Staleness};

use projections::intake::read::LeadView;
use crate::cases::types::CaseNode;
use crate::ids::global_id;

/// spec 1 §9 follow-up staleness colours.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum FollowUpColor {
    Yellow,
    Orange,
    Red,
}

impl From<Staleness> for FollowUpColor {
    fn from(s: Staleness) -> Self {
        match s {
            Staleness::Yellow => FollowUpColor::Yellow,
            Staleness::Orange => FollowUpColor::Orange,
            Staleness::Red => FollowUpColor::Red,
        }
    }
}

/// One row of an intake list: the case (edits update it in place) and what intake adds.
pub struct LeadNode {
    pub lead: LeadView,
    /// The query's instant: staleness is computed at query time (ARCHITECTURE "Read side").
    pub now: DateTime<Utc>,
}

#[Object(name = "Lead")]
impl LeadNode {
    async fn id(&self) -> ID {
        global_id("Lead", self.lead.case.row.case_id)
    }
    async fn case_id(&self) -> i64 {
        self.lead.case.row.case_id
    }
    #[graphql(name = "case")]
    async fn case_node(&self) -> CaseNode {
        CaseNode(self.lead.case.clone())
    }
    /// The client's contact card in the external system (plContactId).
    async fn contact_id(&self) -> Option<i64> {
        self.lead.intake.contact_id
    }
    /// The referral source's comments ("Other Source", "Ref By Other").
    async fn referral_source_comments(&self) -> Option<&str> {
        self.lead.intake.referral_comments.as_deref()
    }
    /// When the last intake note was written ("Last Follow Up").
    async fn date_of_last_intake_note(&self) -> Option<DateTime<Utc>> {
        self.lead.intake.last_note_at
    }
    /// spec 1 §9: the follow-up row colour, from the time since the last intake note at query
    /// time; null when the lead is fresh or not in an intake status.
    async fn follow_up_color(&self) -> Option<FollowUpColor> {
        let status = self.lead.case.row.status_label.as_deref()?;
        rules::follow_up_staleness(status, self.lead.intake.last_note_at, self.now).map(Into::into)
    }
    /// spec 1 §2.5: "high-priority leads in status INT 00 or INT 01 first".
    async fn priority(&self) -> bool {
        rules::is_priority_lead(self.lead.case.row.high_priority, self.lead.case.row.status_label.as_deref())
    }
    /// The firm a referred-out case went to.
    async fn referred_out_firm(&self) -> Option<&str> {
        self.lead.intake.referred_out_firm.as_deref()
    }
    /// When the case entered its current status ("Status Date").
    async fn status_date(&self) -> Option<DateTime<Utc>> {
        self.lead.case.row.status_changed_at
    }
    /// The first phone number on the case.
    async fn phone_number(&self) -> Option<&str> {
        self.lead.case.phones.first().map(|p| p.phone_number.as_str())
    }
}

/// spec 1 §2.5 Leads: the list and its header figures (computed by `domain::intake::rules::lead_figures`).
#[derive(SimpleObject)]
pub struct LeadsReport {
    pub lead_count: i64,
    /// Leads handled by backup, excluding the legal referral partner's source.
    pub alert: i64,
    /// 2 decimals.
    pub alert_percent: f64,
    pub alert_partner: i64,
    pub alert_partner_percent: f64,
    /// The legal referral partner's source (configuration).
    pub partner_source: String,
    pub wanted: i64,
    pub retained: i64,
    /// retained / wanted excluding mass torts, 1 decimal; null when no lead is wanted.
    pub performance_percent: Option<f64>,
    pub leads: Vec<LeadNode>,
}

/// spec 1 §2.5 Investigations: the wanted leads of the range and their performance figures.
#[derive(SimpleObject)]
pub struct InvestigationsReport {
    pub count: i64,
    pub wanted: i64,
    pub retained: i64,
    pub not_retained: i64,
    /// retained / wanted excluding mass torts, 1 decimal; null when none is wanted.
    pub retained_percent: Option<f64>,
    pub leads: Vec<LeadNode>,
}

/// spec 1 §2.5 Follow Up.
#[derive(SimpleObject)]
pub struct FollowUpReport {
    pub lead_count: i64,
    /// Wanted (not a mass tort) and not retained.
    pub wanted_but_not_retained: i64,
    /// In INT 02 (investigator appointment) and not retained.
    pub investigator_appt_not_signed: i64,
    /// When the colours were computed.
    pub computed_at: DateTime<Utc>,
    pub leads: Vec<LeadNode>,
}

/// spec 1 §2.5 Intake Rotation: one card per department flagged showOnIntakeAssignment.
#[derive(SimpleObject)]
pub struct RotationDepartment {
    pub id: ID,
    pub department_id: i64,
    pub name: String,
    /// Ascending by score; the first is next in line.
    pub staff: Vec<RotationStaff>,
}

#[derive(SimpleObject, Clone)]
pub struct RotationStaff {
    /// One row per department and user.
    pub id: ID,
    pub user_id: i64,
    pub name: String,
    pub staff_code: Option<String>,
    /// New cases in the past week ("Past Week").
    pub new_cases_in_past_week: i64,
    /// True while an intake admin's override stands.
    pub overridden: bool,
    pub active_auto_cases: i64,
    /// The capacity the percentage used (10 when missing).
    pub capacity: i64,
    /// "% Full", 2 decimals.
    pub percent_full: f64,
    /// 1 decimal; the lowest is next in line.
    pub score: f64,
    pub next_in_line: bool,
}

/// spec 1 §3 "New provider".
pub struct NewProviderNode {
    pub provider_id: i64,
    pub name: String,
    pub referred_date: Option<NaiveDate>,
    pub lead: LeadView,
    pub now: DateTime<Utc>,
}

#[Object(name = "NewProvider")]
impl NewProviderNode {
    async fn id(&self) -> ID {
        global_id("NewProvider", self.provider_id)
    }
    async fn provider_id(&self) -> i64 {
        self.provider_id
    }
    async fn case_id(&self) -> i64 {
        self.lead.case.row.case_id
    }
    async fn medical_provider(&self) -> &str {
        &self.name
    }
    async fn referred_date(&self) -> Option<NaiveDate> {
        self.referred_date
    }
    async fn is_referred(&self) -> bool {
        self.referred_date.is_some()
    }
    /// The case, with its client, state, office and referral source ("Ref By").
    async fn lead(&self) -> LeadNode {
        LeadNode { lead: self.lead.clone(), now: self.now }
    }
}
