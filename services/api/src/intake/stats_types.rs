//! Answers of the intake statistics (spec 1 §2.5 "Intake dashboard / stats", spec 3 §3
//! "Retained by month", "Stat by type", "Retained by office").

use async_graphql::SimpleObject;
use chrono::NaiveDate;

/// A count on one day (retainedByDay).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct DayCount {
    pub date: NaiveDate,
    pub count: i64,
}

/// Leads opened on one day, with how many of them are wanted and retained (leadsStatsByDay).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct LeadsDay {
    pub date: NaiveDate,
    pub leads: i64,
    pub wanted: i64,
    pub retained: i64,
}

/// Leads of one source opened on one day (leadsStatsByDayBySource).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct SourceDay {
    pub date: NaiveDate,
    pub source: String,
    pub leads: i64,
}

/// Leads opened in a month and how many of them are wanted (leadsWantedByMonth).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct LeadsMonth {
    /// yyyy-MM
    pub year_month: String,
    pub leads: i64,
    pub wanted: i64,
}

/// spec 3 §3 "Retained by month: count, office, month, year, yearMonth".
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct RetainedMonth {
    pub count: i64,
    pub office: String,
    pub month: i32,
    pub year: i32,
    pub year_month: String,
}

/// spec 3 §3 "Retained by office: office, count".
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct OfficeCount {
    pub office: String,
    pub count: i64,
}

/// spec 1 §7 referralSourcesInPeriod "returning y, name".
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct ReferralSourceCount {
    pub name: String,
    pub y: i64,
}

/// spec 3 §3 "Stat by type: total, type", with the share of the whole (pies: percentage and count).
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct StatByType {
    #[graphql(name = "type")]
    pub case_type: String,
    pub total: i64,
    /// total / all × 100, 1 decimal.
    pub percent: f64,
}

/// spec 1 §2.5 agent statistics row.
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct AgentStat {
    pub user_id: i64,
    pub agent: String,
    pub total_leads: i64,
    pub wanted: i64,
    pub wanted_signed: i64,
    /// wanted signed / wanted × 100, 1 decimal; null when nothing is wanted.
    pub conversion_rate: Option<f64>,
}

/// One office of the pacing card.
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct PacingOffice {
    pub office_id: i64,
    pub office: String,
    pub retained: i64,
    /// Business days in the period (end capped at today) × the office's rate, 1 decimal.
    pub goal: f64,
    /// spec 1 §9 the office's retained goal per business day (the goal screen's, judging the
    /// period's end; each month of the period is judged at its own rate).
    pub rate_per_business_day: f64,
    pub percent: Option<f64>,
    /// success | primary | warning | error
    pub level: String,
    /// 'Exceeding!', 'On track' or 'N behind'.
    pub label: String,
    /// The office's monthly goal prorated to the month's elapsed business days (rounded up).
    pub month_goal: i64,
    pub month_retained: i64,
}

/// The forecast of one window (docs/decisions.md "intakestats").
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct RetainedForecast {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub retained_so_far: i64,
    pub elapsed_business_days: i64,
    pub remaining_business_days: i64,
    pub pace_per_day: f64,
    pub from_pace: f64,
    pub pipeline: i64,
    /// Historical share of wanted leads retained, % 1 decimal.
    pub historical_conversion_percent: f64,
    pub from_pipeline: f64,
    pub extra_per_day: f64,
    pub from_what_if: f64,
    pub projected: f64,
    /// The goal for the whole window (rates × all its business days, or the monthly goal).
    pub goal: f64,
    pub projected_level: String,
}

/// The pacing card (spec 1 §9) with the forecast.
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct IntakePacing {
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// The end capped at today.
    pub capped_end_date: NaiveDate,
    pub business_days: i64,
    pub remaining_business_days: i64,
    pub retained: i64,
    pub goal: f64,
    pub percent: Option<f64>,
    pub level: String,
    /// 'On track!' or '+N/day needed'.
    pub label: String,
    pub catch_up_per_day: i64,
    pub offices: Vec<PacingOffice>,
    /// The month of the capped end: retained so far against 268 prorated (rounded up).
    pub month_retained: i64,
    pub month_goal: i64,
    pub month_full_goal: i64,
    pub month_percent: Option<f64>,
    pub month_level: String,
    pub month_label: String,
    pub month_forecast: RetainedForecast,
    pub period_forecast: RetainedForecast,
}
