//! The intake statistics' readers: one compact row per case of the `cases` read model
//! (spec 1 §2.5 "Intake dashboard / stats"; spec 3 §2.13 New Cases), with the firm-local
//! opened date. Every figure is computed from these rows with `domain::intake::stats`.

use std::collections::HashMap;
use std::sync::Arc;

use chrono::NaiveDate;
use sqlx::AnyPool;

use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::read::conditions::organization_union;
use crate::read::{cell, json_rows, json_rows_split, Bind, OrgScope, ReadResult};

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
    rows: Memo<(OrgScope, Window, Option<i64>), Arc<Vec<StatRow>>>,
    retained: Memo<(OrgScope, NaiveDate, NaiveDate), Arc<Vec<RetainedGroup>>>,
}

type Memo<K, V> = std::sync::Mutex<HashMap<K, Arc<tokio::sync::OnceCell<V>>>>;

fn memo_cell<K: std::hash::Hash + Eq, V>(memo: &Memo<K, V>, key: K) -> Arc<tokio::sync::OnceCell<V>> {
    memo.lock().unwrap().entry(key).or_default().clone()
}

impl StatsMemo {
    pub async fn rows(&self, pool: &AnyPool, org: OrgScope, window: Window, office_id: Option<i64>, tz: chrono_tz::Tz) -> ReadResult<Arc<Vec<StatRow>>> {
        let cell = memo_cell(&self.rows, (org, window.clone(), office_id));
        Ok(cell.get_or_try_init(|| async { rows(pool, org, window, office_id, tz).await.map(Arc::new) }).await?.clone())
    }

    pub async fn retained_groups(&self, pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Arc<Vec<RetainedGroup>>> {
        let cell = memo_cell(&self.retained, (org, start, end));
        Ok(cell.get_or_try_init(|| async { retained_groups(pool, org, start, end).await.map(Arc::new) }).await?.clone())
    }
}

/// The rows of an organization in a window, optionally of one office.
pub async fn rows(pool: &AnyPool, org: OrgScope, window: Window, office_id: Option<i64>, tz: chrono_tz::Tz) -> ReadResult<Vec<StatRow>> {
    let (cond, a, b) = window_sql(window);
    // The office id is an integer: inlined, one statement for both backends.
    let office = office_id.map(|o| format!(" AND office_id = {o}")).unwrap_or_default();
    // Read from the window's index alone (it carries these columns), the organization's cases
    // and those of none as two branches: one `OR` over both made SQLite look every row up. The
    // rows come as one JSON value (a month of a large firm's leads is some 1 500 rows).
    const COLUMNS: [&str; 12] =
        ["case_id", "opened_at", "wanted_date", "ever_wanted_date", "retained_date", "closed_date", "close_reason", "office_id", "advertising_source", "case_type", "agent_user_id", "is_mass_tort"];
    let cases = organization_union(|organization| format!("SELECT {} FROM cases WHERE {organization} AND {cond}{office}", COLUMNS.join(", ")));
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(a), Bind::Text(b)];
    let found: Vec<StoredStatRow> = json_rows(pool, &COLUMNS, &format!("FROM ({cases}) AS window_cases"), &binds).await?;
    Ok(found
        .into_iter()
        .map(|r| StatRow {
            case_id: r.case_id,
            opened: r.opened_at.with_timezone(&tz).date_naive(),
            wanted: r.wanted_date,
            ever_wanted: r.ever_wanted_date,
            retained: r.retained_date,
            closed: r.closed_date,
            close_reason: r.close_reason,
            office_id: r.office_id,
            source: r.advertising_source,
            case_type: r.case_type,
            agent_user_id: r.agent_user_id,
            is_mass_tort: r.is_mass_tort,
        })
        .collect())
}

/// A row of [`rows`] as stored, in its `COLUMNS`' order.
#[derive(Deserialize)]
struct StoredStatRow {
    case_id: i64,
    #[serde(deserialize_with = "cell::instant")]
    opened_at: chrono::DateTime<chrono::Utc>,
    #[serde(deserialize_with = "cell::opt_day")]
    wanted_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    ever_wanted_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    retained_date: Option<NaiveDate>,
    #[serde(deserialize_with = "cell::opt_day")]
    closed_date: Option<NaiveDate>,
    close_reason: Option<String>,
    office_id: Option<i64>,
    advertising_source: Option<String>,
    case_type: Option<String>,
    agent_user_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_flag")]
    is_mass_tort: bool,
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
/// cases' columns): each group's key values decoded into `K` (in `keys`' order), then how many
/// cases it holds. For a figure that judges a few facts of thousands of cases (the pacing card,
/// the retained charts; issue #17).
pub(crate) async fn window_counts<K: DeserializeOwned>(pool: &AnyPool, org: OrgScope, window: Window, keys: &[&str]) -> ReadResult<Vec<(K, i64)>> {
    let (cond, a, b) = window_sql(window);
    let named: Vec<String> = keys.iter().enumerate().map(|(i, k)| format!("{k} AS k{i}")).collect();
    let names: Vec<String> = (0..keys.len()).map(|i| format!("k{i}")).collect();
    let cases = organization_union(|organization| format!("SELECT {} FROM cases WHERE {organization} AND {cond}", named.join(", ")));
    let from = format!("FROM (SELECT {0}, COUNT(*) AS n FROM ({cases}) window_cases GROUP BY {0}) AS groups", names.join(", "));
    let mut columns: Vec<&str> = names.iter().map(String::as_str).collect();
    columns.push("n");
    let binds = [Bind::Int(org.id), Bind::Bool(org.is_default), Bind::Text(a), Bind::Text(b)];
    let found: Vec<(K, (i64,))> = json_rows_split(pool, &columns, keys.len(), &from, &binds).await?;
    Ok(found.into_iter().map(|(k, (n,))| (k, n)).collect())
}

/// Cases retained on a day in an office, mass tort or not (the pacing card, spec 1 §9).
#[derive(Debug, Clone, Deserialize)]
pub struct RetainedDay {
    #[serde(deserialize_with = "cell::day")]
    pub day: NaiveDate,
    pub office_id: Option<i64>,
    #[serde(deserialize_with = "cell::opt_flag")]
    pub is_mass_tort: bool,
}

/// The cases retained in `window` by day, office and mass tort, and how many.
pub async fn retained_days(pool: &AnyPool, org: OrgScope, window: Window) -> ReadResult<Vec<(RetainedDay, i64)>> {
    window_counts(pool, org, window, &["retained_date", "office_id", "is_mass_tort"]).await
}

/// Leads of a window by whether they were retained and are mass torts (the historical
/// conversion, spec 1 §9).
#[derive(Debug, Clone, Deserialize)]
pub struct ConversionGroup {
    #[serde(deserialize_with = "cell::flag")]
    pub retained: bool,
    #[serde(deserialize_with = "cell::opt_flag")]
    pub is_mass_tort: bool,
}

/// The leads of `window` by retained or not and mass tort, and how many.
pub async fn conversion_groups(pool: &AnyPool, org: OrgScope, window: Window) -> ReadResult<Vec<(ConversionGroup, i64)>> {
    window_counts(pool, org, window, &[HAS_RETAINED_SQL, "is_mass_tort"]).await
}

/// Leads of a window by mass tort and whether they are still open and not retained (the
/// pipeline, spec 1 §9).
#[derive(Debug, Clone, Deserialize)]
pub struct PipelineGroup {
    #[serde(deserialize_with = "cell::opt_flag")]
    pub is_mass_tort: bool,
    #[serde(deserialize_with = "cell::flag")]
    pub open: bool,
}

/// The leads of `window` by mass tort and open (neither retained nor closed), and how many.
pub async fn pipeline_groups(pool: &AnyPool, org: OrgScope, window: Window) -> ReadResult<Vec<(PipelineGroup, i64)>> {
    window_counts(pool, org, window, &["is_mass_tort", "CASE WHEN retained_date IS NULL AND closed_date IS NULL THEN 1 ELSE 0 END"]).await
}

/// Whether a case has a retained date, as SQL (1 or 0 on both backends).
const HAS_RETAINED_SQL: &str = "CASE WHEN retained_date IS NULL THEN 0 ELSE 1 END";

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


/// Cases retained in the whole months from `start`'s to `end`'s, by retained month, net
/// retained, office and mass tort: from the read model's monthly counts (issue #17).
pub async fn retained_groups(pool: &AnyPool, org: OrgScope, start: NaiveDate, end: NaiveDate) -> ReadResult<Vec<RetainedGroup>> {
    let counts = super::retained_months::retained_by_month(pool, org, start, end, false).await?;
    Ok(counts.into_iter().map(|c| RetainedGroup { month: c.month, net: c.net, office_id: c.office_id, is_mass_tort: c.is_mass_tort, count: c.count }).collect())
}
