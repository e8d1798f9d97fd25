//! GraphQL types of the inventory lists (spec 2 §3 entities). Colours and day counts are
//! computed at query time by `domain::inventory::rules`.

use async_graphql::{Enum, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::inventory::rules::{AgeColour, DeadlineRange};

/// spec 2 §9 row colours.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum RowColor {
    White,
    Yellow,
    Red,
}

impl From<AgeColour> for RowColor {
    fn from(c: AgeColour) -> Self {
        match c {
            AgeColour::White => RowColor::White,
            AgeColour::Yellow => RowColor::Yellow,
            AgeColour::Red => RowColor::Red,
        }
    }
}

/// spec 2 §2 Deadlines range select (One Week, One Month, Three Months, Six Months).
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug, Default)]
pub enum DeadlineRangeOption {
    #[default]
    OneWeek,
    OneMonth,
    ThreeMonths,
    SixMonths,
}

impl From<DeadlineRangeOption> for DeadlineRange {
    fn from(r: DeadlineRangeOption) -> Self {
        match r {
            DeadlineRangeOption::OneWeek => DeadlineRange::OneWeek,
            DeadlineRangeOption::OneMonth => DeadlineRange::OneMonth,
            DeadlineRangeOption::ThreeMonths => DeadlineRange::ThreeMonths,
            DeadlineRangeOption::SixMonths => DeadlineRange::SixMonths,
        }
    }
}

/// spec 2 §3 "Inventory case".
#[derive(SimpleObject, Clone)]
pub struct InventoryCase {
    pub case_id: i64,
    #[graphql(name = "type")]
    pub case_type: Option<String>,
    pub stage: Option<String>,
    pub status: Option<String>,
    pub days_in_status: Option<i64>,
    pub client_name: String,
    pub last_accessed_date_time: Option<DateTime<Utc>>,
    /// The due date of the case's statute-of-limitations deadline (docs/decisions.md).
    pub date_of_sol_conf: Option<NaiveDate>,
    pub rank: Option<String>,
    pub paralegal: Option<String>,
    pub date_opened: Option<DateTime<Utc>>,
    pub date_of_incident: Option<NaiveDate>,
    pub state: Option<String>,
}

/// One segment of the All Cases stacked bar (spec 2 §2 "a stacked bar of counts per rank").
#[derive(SimpleObject, Clone)]
pub struct RankCount {
    pub rank: String,
    pub count: i64,
}

/// spec 2 §2 All Cases: the user's cases and the counts per rank of the same rows.
#[derive(SimpleObject)]
pub struct UserCases {
    /// The user whose cases these are (the acted-as user for an admin acting as someone).
    pub user_id: i64,
    pub cases: Vec<InventoryCase>,
    pub rank_counts: Vec<RankCount>,
}

/// spec 2 §3 "Client-contact case".
#[derive(SimpleObject, Clone)]
pub struct ClientContactCase {
    pub case_id: i64,
    pub stage: Option<String>,
    pub client_name: String,
    pub paralegal: Option<String>,
    pub date_of_last_client_contact: Option<DateTime<Utc>>,
    /// Only when more recent than the last contact (spec 2 §2).
    pub date_of_last_client_contact_attempt: Option<DateTime<Utc>>,
    pub days_since_contact: Option<i64>,
    pub color: RowColor,
}

/// spec 2 §3 "Deadline" (the organization version adds attorney and paralegal).
#[derive(SimpleObject, Clone)]
pub struct InventoryDeadline {
    pub case_id: i64,
    pub deadline_id: i64,
    pub client_name: String,
    pub due_date: NaiveDate,
    pub comments: Option<String>,
    #[graphql(name = "type")]
    pub deadline_type: Option<String>,
    pub party: Option<String>,
    pub respondent: Option<String>,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
}

/// spec 2 §3 "File review case" (also the deadline review rows).
#[derive(SimpleObject, Clone)]
pub struct ReviewCase {
    pub case_id: i64,
    pub stage: Option<String>,
    pub client_name: String,
    pub paralegal: Option<String>,
    pub date_of_last_review: Option<DateTime<Utc>>,
    pub days_since_review: Option<i64>,
    pub last_file_review_note: Option<String>,
    pub color: RowColor,
}

/// spec 2 §3 "Task".
#[derive(SimpleObject, Clone)]
pub struct InventoryTask {
    pub task_id: i64,
    pub case_id: i64,
    pub case_rank: Option<String>,
    pub client_name: String,
    pub category: Option<String>,
    pub summary: String,
    pub description: Option<String>,
    pub due_date: Option<NaiveDate>,
    pub requestor_user: Option<String>,
    pub assigned_user: Option<String>,
}

/// spec 2 §2 Hide Stages choices.
#[derive(SimpleObject)]
pub struct HideStageOptions {
    pub stages: Vec<String>,
    pub hidden_by_default: Vec<String>,
}

/// spec 2 §3 "Template: emailTemplateName, emailTemplateBody" (file-review notes).
#[derive(SimpleObject)]
pub struct FileReviewTemplate {
    pub email_template_name: String,
    pub email_template_body: String,
}
