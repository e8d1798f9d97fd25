//! Readers of the `crm` read model: an organization's referral contacts with their referral
//! counts, and its logged contact activity — decoded through typed rows.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::{json_rows, Bind, Flag, OrgScope, ReadResult};

#[derive(Debug, Clone)]
pub struct ContactRow {
    pub contact_id: i64,
    pub sa_id: Option<i64>,
    pub sa_ctg: Option<i64>,
    pub name: String,
    pub contact_type: String,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub priority: bool,
    pub priority_level: Option<i64>,
    pub accepts_lien: bool,
    pub accepts_health_insurance: bool,
    pub needs_manual_update: bool,
    pub version: i64,
    pub inbound: i64,
    pub outbound: i64,
    pub organization_id: Option<i64>,
}

/// A row of [`CONTACT_COLUMNS`], in order.
#[derive(Deserialize)]
struct ContactRecord(
    i64,
    Option<i64>,
    Option<i64>,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<f64>,
    Option<f64>,
    Flag,
    Option<i64>,
    Flag,
    Flag,
    Flag,
    i64,
    Option<i64>,
    i64,
    i64,
);

const CONTACT_COLUMNS: [&str; 20] = [
    "c.contact_id",
    "c.sa_id",
    "c.sa_ctg",
    "c.name",
    "c.contact_type",
    "c.address",
    "c.city",
    "c.state",
    "c.zip",
    "c.phone",
    "c.email",
    "c.lat",
    "c.lng",
    "c.priority",
    "c.priority_level",
    "c.accepts_lien",
    "c.accepts_health_insurance",
    "c.needs_manual_update",
    "c.version",
    "c.organization_id",
];

impl From<ContactRecord> for ContactRow {
    fn from(r: ContactRecord) -> Self {
        ContactRow {
            contact_id: r.0,
            sa_id: r.1,
            sa_ctg: r.2,
            name: r.3,
            contact_type: r.4,
            address: r.5,
            city: r.6,
            state: r.7,
            zip: r.8,
            phone: r.9,
            email: r.10,
            lat: r.11,
            lng: r.12,
            priority: r.13 .0,
            priority_level: r.14,
            accepts_lien: r.15 .0,
            accepts_health_insurance: r.16 .0,
            needs_manual_update: r.17 .0,
            version: r.18,
            organization_id: r.19,
            inbound: r.20,
            outbound: r.21,
        }
    }
}

impl ContactRow {
    /// The record as the log holds it (what an update starts from).
    pub fn record(&self) -> domain::marketing::ReferralContactSet {
        domain::marketing::ReferralContactSet {
            contact_id: self.contact_id,
            sa_id: self.sa_id,
            sa_ctg: self.sa_ctg,
            name: self.name.clone(),
            contact_type: self.contact_type.clone(),
            address: self.address.clone(),
            city: self.city.clone(),
            state: self.state.clone(),
            zip: self.zip.clone(),
            phone: self.phone.clone(),
            email: self.email.clone(),
            lat: self.lat,
            lng: self.lng,
            priority: self.priority,
            priority_level: self.priority_level,
            accepts_lien: self.accepts_lien,
            accepts_health_insurance: self.accepts_health_insurance,
            organization_id: self.organization_id,
        }
    }
}

/// One organization's contacts with their inbound and outbound referral counts (one query),
/// by name.
pub async fn contacts(pool: &AnyPool, scope: OrgScope, contact_id: Option<i64>) -> ReadResult<Vec<ContactRow>> {
    contacts_with(pool, scope, contact_id, true).await
}

/// As [`contacts`]; without `counts` the referral counts are not read (they count every
/// referral of the firm) and stay 0 — for a selection that does not show them.
pub async fn contacts_with(pool: &AnyPool, scope: OrgScope, contact_id: Option<i64>, counts: bool) -> ReadResult<Vec<ContactRow>> {
    let organization = scope.filter("c.organization_id");
    let filter = if contact_id.is_some() { format!("WHERE {organization} AND c.contact_id = $1") } else { format!("WHERE {organization}") };
    let (count_columns, count_joins) = if counts {
        (
            ["COALESCE(i.n, 0)", "COALESCE(o.n, 0)"],
            "LEFT JOIN (SELECT contact_id, COUNT(*) AS n FROM crm_referrals_in GROUP BY contact_id) i ON i.contact_id = c.contact_id \
             LEFT JOIN (SELECT contact_id, COUNT(*) AS n FROM crm_referrals_out WHERE is_referred GROUP BY contact_id) o ON o.contact_id = c.contact_id",
        )
    } else {
        (["CAST(0 AS BIGINT)", "CAST(0 AS BIGINT)"], "")
    };
    let columns: Vec<&str> = CONTACT_COLUMNS.iter().copied().chain(count_columns).collect();
    let from = format!("FROM crm_contacts c {count_joins} {filter}");
    let binds: Vec<Bind> = contact_id.map(Bind::Int).into_iter().collect();
    let rows: Vec<ContactRecord> = json_rows(pool, &columns, &from, &binds).await?;
    let mut rows: Vec<ContactRow> = rows.into_iter().map(ContactRow::from).collect();
    // By name, then id, in code-point order on both backends.
    rows.sort_by(|a, b| a.name.cmp(&b.name).then(a.contact_id.cmp(&b.contact_id)));
    Ok(rows)
}

/// The organization's contact `contact_id` (none when it is another organization's).
pub async fn contact(pool: &AnyPool, scope: OrgScope, contact_id: i64) -> ReadResult<Option<ContactRow>> {
    Ok(contacts(pool, scope, Some(contact_id)).await?.into_iter().next())
}

#[derive(Debug, Clone)]
pub struct ContactEventRow {
    pub event_id: i64,
    pub contact_id: i64,
    pub contact_event_type_id: i64,
    pub contact_event_type: String,
    pub at: Option<DateTime<Utc>>,
    pub comment: String,
    pub user_id: Option<i64>,
    pub user_name: Option<String>,
    pub contact_name: Option<String>,
    pub contact_sa_id: Option<i64>,
}

/// A row of the activity columns, in order.
#[derive(Deserialize)]
struct EventRecord(i64, i64, i64, String, String, String, Option<i64>, Option<String>, Option<String>, Option<i64>);

/// Logged contact events, newest first (one query, its rows as one JSON value: the Activity
/// screen lists every event of the firm, issue #17).
pub async fn contact_events(pool: &AnyPool, scope: OrgScope, event_id: Option<i64>) -> ReadResult<Vec<ContactEventRow>> {
    // Ids are integers: inlined, as the JSON read binds nothing.
    let organization = scope.filter("e.organization_id");
    let filter = match event_id {
        Some(id) => format!("WHERE {organization} AND e.event_id = {id}"),
        None => format!("WHERE {organization}"),
    };
    let columns = ["e.event_id", "e.contact_id", "e.contact_event_type_id", "e.contact_event_type", "e.at", "e.comment", "e.user_id", "e.user_name", "c.name", "c.sa_id"];
    let from = format!("FROM crm_contact_events e LEFT JOIN crm_contacts c ON c.contact_id = e.contact_id {filter}");
    let records: Vec<EventRecord> = json_rows(pool, &columns, &from, &[]).await?;
    let mut rows: Vec<(String, ContactEventRow)> = records
        .into_iter()
        .map(|r| {
            let row = ContactEventRow {
                event_id: r.0,
                contact_id: r.1,
                contact_event_type_id: r.2,
                contact_event_type: r.3,
                at: eventstore::time::from_text(&r.4),
                comment: r.5,
                user_id: r.6,
                user_name: r.7,
                contact_name: r.8,
                contact_sa_id: r.9,
            };
            (r.4, row)
        })
        .collect();
    // Newest first: the stored instants are fixed-width UTC text, so they sort as text.
    rows.sort_by(|(a, x), (b, y)| b.cmp(a).then(y.event_id.cmp(&x.event_id)));
    Ok(rows.into_iter().map(|(_, r)| r).collect())
}

/// A case opened in a period with how the lead says it was referred (spec 2 §2 Referrals By).
#[derive(Debug, Clone, Deserialize)]
pub struct OpenedReferral {
    pub case_id: i64,
    #[serde(deserialize_with = "crate::read::cell::instant")]
    pub opened_at: chrono::DateTime<chrono::Utc>,
    pub advertising_source: Option<String>,
    pub referral_source_id: Option<i64>,
    pub referral_other_contact_id: Option<i64>,
    pub referral_comments: Option<String>,
}

/// The organization's cases opened in `[from, to)` (stored instants) with their referral
/// facts, newest case first: the organization's and those of none as two branches, each a
/// range of the opened-at index, as one JSON value (issue #17).
pub async fn opened_referrals(pool: &AnyPool, scope: OrgScope, from: &str, to: &str) -> ReadResult<Vec<OpenedReferral>> {
    let cases = crate::read::conditions::organization_union(|o| {
        format!(
            "SELECT c.case_id, c.opened_at, c.advertising_source, l.referral_source_id, l.referral_other_contact_id, l.referral_comments \
             FROM cases c LEFT JOIN intake_leads l ON l.case_id = c.case_id WHERE c.{o} AND c.opened_at >= $3 AND c.opened_at < $4"
        )
    });
    let columns = ["case_id", "opened_at", "advertising_source", "referral_source_id", "referral_other_contact_id", "referral_comments"];
    let binds = [Bind::Int(scope.id), Bind::Bool(scope.is_default), Bind::Text(from.to_string()), Bind::Text(to.to_string())];
    let mut rows: Vec<OpenedReferral> = crate::read::json_rows(pool, &columns, &format!("FROM ({cases}) opened"), &binds).await?;
    rows.sort_by_key(|r| std::cmp::Reverse(r.case_id));
    Ok(rows)
}

/// A provider a case was referred out to (spec 2 §2 Referrals To).
#[derive(Debug, Clone, Deserialize)]
pub struct ReferralOut {
    pub case_id: i64,
    pub provider_id: i64,
    pub contact_id: Option<i64>,
    pub name: Option<String>,
    #[serde(deserialize_with = "crate::read::cell::day")]
    pub referred_date: chrono::NaiveDate,
}

/// The organization's referrals out dated inside `[start, end]`, newest first.
pub async fn referrals_out(pool: &AnyPool, scope: OrgScope, start: chrono::NaiveDate, end: chrono::NaiveDate) -> ReadResult<Vec<ReferralOut>> {
    let from = format!(
        "FROM crm_referrals_out o JOIN cases c ON c.case_id = o.case_id WHERE {} AND o.is_referred AND o.referred_date >= $1 AND o.referred_date <= $2",
        scope.filter("c.organization_id")
    );
    let columns = ["o.case_id", "o.provider_id", "o.contact_id", "o.name", "o.referred_date"];
    let mut rows: Vec<ReferralOut> = crate::read::json_rows(pool, &columns, &from, &[Bind::Text(start.to_string()), Bind::Text(end.to_string())]).await?;
    rows.sort_by(|a, b| b.referred_date.cmp(&a.referred_date).then(b.case_id.cmp(&a.case_id)));
    Ok(rows)
}
