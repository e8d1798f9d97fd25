//! The rows the intake statistics read: one compact row per case of the `cases` read model
//! (spec 1 §2.5 "Intake dashboard / stats"; spec 3 §2.13 New Cases), with the firm-local
//! opened date. Every figure is computed from these rows with `domain::intake::stats`.

use std::collections::HashMap;
use std::sync::Arc;

use chrono::NaiveDate;
use sqlx::AnyPool;

use projections::read::conditions::organization_union;
use eventstore::db::{fetch_json_rows, json_bool, json_day, json_instant, json_text, Bind};
use crate::error::ApiResult;

#[derive(Debug, Clone)]
pub struct StatRow {
    pub case_id: i64,
    pub opened: NaiveDate,
    pub wanted: Option<NaiveDate>,
    /// The last wanted date the lead had, kept when closing cleared `wanted` (spec 1 §4).
    pub ever_wanted: Option<NaiveDate>,
    pub retained: Option<NaiveDate>,
    pub closed: Option<NaiveDate>,
    pub close_reason: Option<String>,
    pub office_id: Option<i64>,
    pub source: Option<String>,
    pub case_type: Option<String>,
    pub agent_user_id: Option<i64>,
    pub is_mass_tort: bool,
}

impl StatRow {
    pub fn is_wanted(&self) -> bool {
        domain::cases::rules::counts_as_wanted(self.wanted.is_some(), self.is_mass_tort)
    }
    pub fn is_retained(&self) -> bool {
        domain::cases::rules::counts_as_retained(self.retained.is_some(), self.is_mass_tort)
    }
}

/// Which dates select the rows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Window {
    /// Opened (firm-local) in `[from, to)` given as stored instants.
    Opened { from: String, to: String },
    /// Retained in `[start, end]`.
    Retained { start: NaiveDate, end: NaiveDate },
    /// Wanted in `[start, end]`.
    Wanted { start: NaiveDate, end: NaiveDate },
    /// Wanted in `[start, end]`, including the leads whose wanted date closing cleared since.
    EverWanted { start: NaiveDate, end: NaiveDate },
}

/// What one request has read: the rows by organization, window and office (the intake
/// statistics page asks for the same window in several fields — five read the period's
/// leads), and the retained groups by organization and period (the retained and the net
/// retained by month read the same year). The fields resolve concurrently and share one read.
#[derive(Default)]
pub struct StatsMemo {
    rows: Memo<(i64, Window, Option<i64>), Arc<Vec<StatRow>>>,
    retained: Memo<(i64, NaiveDate, NaiveDate), Arc<Vec<RetainedGroup>>>,
}

type Memo<K, V> = std::sync::Mutex<HashMap<K, Arc<tokio::sync::OnceCell<V>>>>;

fn cell<K: std::hash::Hash + Eq, V>(memo: &Memo<K, V>, key: K) -> Arc<tokio::sync::OnceCell<V>> {
    memo.lock().unwrap().entry(key).or_default().clone()
}

impl StatsMemo {
    pub async fn rows(&self, pool: &AnyPool, organization_id: i64, default_org: i64, window: Window, office_id: Option<i64>, tz: chrono_tz::Tz) -> ApiResult<Arc<Vec<StatRow>>> {
        let cell = cell(&self.rows, (organization_id, window.clone(), office_id));
        Ok(cell.get_or_try_init(|| async { rows(pool, organization_id, default_org, window, office_id, tz).await.map(Arc::new) }).await?.clone())
    }

    pub async fn retained_groups(&self, pool: &AnyPool, organization_id: i64, default_org: i64, start: NaiveDate, end: NaiveDate) -> ApiResult<Arc<Vec<RetainedGroup>>> {
        let cell = cell(&self.retained, (organization_id, start, end));
        Ok(cell.get_or_try_init(|| async { retained_groups(pool, organization_id, default_org, start, end).await.map(Arc::new) }).await?.clone())
    }
}

/// The rows of an organization in a window, optionally of one office.
pub async fn rows(pool: &AnyPool, organization_id: i64, default_org: i64, window: Window, office_id: Option<i64>, tz: chrono_tz::Tz) -> ApiResult<Vec<StatRow>> {
    let (cond, a, b) = window_sql(window);
    // The office id is an integer: inlined, one statement for both backends.
    let office = office_id.map(|o| format!(" AND office_id = {o}")).unwrap_or_default();
    // Read from the window's index alone (it carries these columns), the organization's cases
    // and those of none as two branches: one `OR` over both made SQLite look every row up. The
    // rows come as one JSON value (a month of a large firm's leads is some 1 500 rows).
    const COLUMNS: [&str; 12] =
        ["case_id", "opened_at", "wanted_date", "ever_wanted_date", "retained_date", "closed_date", "close_reason", "office_id", "advertising_source", "case_type", "agent_user_id", "is_mass_tort"];
    let cases = organization_union(|organization| format!("SELECT {} FROM cases WHERE {organization} AND {cond}{office}", COLUMNS.join(", ")));
    let binds = [Bind::Int(organization_id), Bind::Bool(organization_id == default_org), Bind::Text(a), Bind::Text(b)];
    let found = fetch_json_rows(pool, &COLUMNS, &format!("FROM ({cases}) AS window_cases"), &binds).await?;
    Ok(found
        .iter()
        .filter(|v| v.len() == COLUMNS.len())
        .map(|v| {
            let opened = json_instant(&v[1]).map(|t| t.with_timezone(&tz).date_naive()).unwrap_or_default();
            StatRow {
                case_id: v[0].as_i64().unwrap_or_default(),
                opened,
                wanted: json_day(&v[2]),
                ever_wanted: json_day(&v[3]),
                retained: json_day(&v[4]),
                closed: json_day(&v[5]),
                close_reason: json_text(&v[6]),
                office_id: v[7].as_i64(),
                source: json_text(&v[8]),
                case_type: json_text(&v[9]),
                agent_user_id: v[10].as_i64(),
                is_mass_tort: json_bool(&v[11]),
            }
        })
        .collect())
}

/// The SQL condition of a window and its two bounds (`$3`, `$4`).
fn window_sql(window: Window) -> (&'static str, String, String) {
    match window {
        Window::Opened { from, to } => ("opened_at >= $3 AND opened_at < $4", from, to),
        Window::Retained { start, end } => ("retained_date >= $3 AND retained_date <= $4", start.to_string(), end.to_string()),
        Window::Wanted { start, end } => ("wanted_date >= $3 AND wanted_date <= $4", start.to_string(), end.to_string()),
        Window::EverWanted { start, end } => ("ever_wanted_date >= $3 AND ever_wanted_date <= $4", start.to_string(), end.to_string()),
    }
}

/// The cases of an organization in a window, counted in SQL by `keys` (SQL expressions over the
/// cases' columns): each group's key values, then how many cases it holds. For a figure that
/// judges a few facts of thousands of cases (the pacing card, the retained charts; issue #17).
pub async fn window_counts(pool: &AnyPool, organization_id: i64, default_org: i64, window: Window, keys: &[&str]) -> ApiResult<Vec<(Vec<serde_json::Value>, i64)>> {
    let (cond, a, b) = window_sql(window);
    let named: Vec<String> = keys.iter().enumerate().map(|(i, k)| format!("{k} AS k{i}")).collect();
    let names: Vec<String> = (0..keys.len()).map(|i| format!("k{i}")).collect();
    let cases = organization_union(|organization| format!("SELECT {} FROM cases WHERE {organization} AND {cond}", named.join(", ")));
    let from = format!("FROM (SELECT {0}, COUNT(*) AS n FROM ({cases}) window_cases GROUP BY {0}) AS groups", names.join(", "));
    let mut columns: Vec<&str> = names.iter().map(String::as_str).collect();
    columns.push("n");
    let binds = [Bind::Int(organization_id), Bind::Bool(organization_id == default_org), Bind::Text(a), Bind::Text(b)];
    let found = fetch_json_rows(pool, &columns, &from, &binds).await?;
    Ok(found
        .into_iter()
        .filter(|v| v.len() == columns.len())
        .map(|mut v| {
            let n = v.pop().and_then(|n| n.as_i64()).unwrap_or_default();
            (v, n)
        })
        .collect())
}

/// The firm-local month a case was opened in, as SQL: the index of the month among those whose
/// bounds are the parameters `$first`, `$first + 1`, … (`months + 1` stored instants, the last
/// ending the last month); -1 outside them.
pub fn opened_month_sql(first: usize, months: usize) -> String {
    bucket_sql("opened_at", first, months)
}

/// Which of `buckets` consecutive periods a stored instant `column` falls in, as SQL: the index
/// of the period among those whose bounds are the parameters `$first`, `$first + 1`, …
/// (`buckets + 1` stored instants, the last ending the last period); -1 outside them. Firm-local
/// months and days bucketed so in the database: their bounds move with daylight saving time,
/// which no fixed offset in SQL would follow.
pub fn bucket_sql(column: &str, first: usize, buckets: usize) -> String {
    let within = (0..buckets).map(|i| format!("WHEN {column} < ${} THEN {i}", first + i + 1)).collect::<Vec<_>>().join(" ");
    format!("CASE WHEN {column} < ${first} THEN -1 {within} ELSE -1 END")
}

/// Whether a case has a retained date, as SQL (1 or 0 on both backends).
pub const HAS_RETAINED_SQL: &str = "CASE WHEN retained_date IS NULL THEN 0 ELSE 1 END";

/// Whether a case has a wanted date, as SQL (1 or 0 on both backends).
pub const HAS_WANTED_SQL: &str = "CASE WHEN wanted_date IS NULL THEN 0 ELSE 1 END";

/// Leads of one month of a by-month chart, grouped by what the rules judge: whether the lead
/// has a wanted date and whether it is a mass tort.
#[derive(Debug, Clone, Copy)]
pub struct OpenedGroup {
    /// Index of the month among the chart's months.
    pub month: usize,
    pub has_wanted: bool,
    pub is_mass_tort: bool,
    pub count: i64,
}

/// Cases retained in one month, grouped by what the retained charts judge.
#[derive(Debug, Clone)]
pub struct RetainedGroup {
    /// The first day of the month they were retained in.
    pub month: NaiveDate,
    /// Not closed within 60 days of being retained (spec 1 §2.5; judged by the read model with
    /// `domain::intake::stats::is_net_retained`).
    pub net: bool,
    pub office_id: Option<i64>,
    pub is_mass_tort: bool,
    pub count: i64,
}

impl RetainedGroup {
    pub fn is_retained(&self) -> bool {
        domain::cases::rules::counts_as_retained(true, self.is_mass_tort)
    }
}

/// The month of a retained date, as SQL (`yyyy-MM`: retained dates are firm-local days).
pub const RETAINED_MONTH_SQL: &str = "SUBSTR(retained_date, 1, 7)";

/// The first day of a `yyyy-MM` month.
pub fn month_of(v: &serde_json::Value) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(&format!("{}-01", v.as_str()?), "%Y-%m-%d").ok()
}

/// Cases retained in the whole months from `start`'s to `end`'s, by retained month, net
/// retained, office and mass tort: from the read model's monthly counts (issue #17).
pub async fn retained_groups(pool: &AnyPool, organization_id: i64, default_org: i64, start: NaiveDate, end: NaiveDate) -> ApiResult<Vec<RetainedGroup>> {
    let counts = crate::intake::retained_months::retained_by_month(pool, organization_id, default_org, start, end, false).await?;
    Ok(counts.into_iter().map(|c| RetainedGroup { month: c.month, net: c.net, office_id: c.office_id, is_mass_tort: c.is_mass_tort, count: c.count }).collect())
}
