//! Typed rows of the `crm` read model.

use chrono::{DateTime, Utc};
use eventstore::db::{get_bool, json_text};
use sqlx::any::AnyRow;
use sqlx::Row;

use projections::read::OrgScope;
use crate::error::ApiResult;

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

impl ContactRow {
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        Ok(ContactRow {
            contact_id: r.get("contact_id"),
            sa_id: r.try_get("sa_id").ok().flatten(),
            sa_ctg: r.try_get("sa_ctg").ok().flatten(),
            name: r.get("name"),
            contact_type: r.get("contact_type"),
            address: r.try_get("address").ok().flatten(),
            city: r.try_get("city").ok().flatten(),
            state: r.try_get("state").ok().flatten(),
            zip: r.try_get("zip").ok().flatten(),
            phone: r.try_get("phone").ok().flatten(),
            email: r.try_get("email").ok().flatten(),
            lat: r.try_get("lat").ok().flatten(),
            lng: r.try_get("lng").ok().flatten(),
            priority: get_bool(r, "priority"),
            priority_level: r.try_get("priority_level").ok().flatten(),
            accepts_lien: get_bool(r, "accepts_lien"),
            accepts_health_insurance: get_bool(r, "accepts_health_insurance"),
            needs_manual_update: get_bool(r, "needs_manual_update"),
            version: r.get("version"),
            inbound: r.get("inbound"),
            outbound: r.get("outbound"),
            organization_id: r.try_get("organization_id")?,
        })
    }

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
pub async fn contacts(pool: &sqlx::AnyPool, scope: OrgScope, contact_id: Option<i64>) -> ApiResult<Vec<ContactRow>> {
    contacts_with(pool, scope, contact_id, true).await
}

/// As [`contacts`]; without `counts` the referral counts are not read (they count every
/// referral of the firm) and stay 0 — for a selection that does not show them.
pub async fn contacts_with(pool: &sqlx::AnyPool, scope: OrgScope, contact_id: Option<i64>, counts: bool) -> ApiResult<Vec<ContactRow>> {
    let organization = scope.filter("c.organization_id");
    let filter = if contact_id.is_some() { format!("WHERE {organization} AND c.contact_id = $1") } else { format!("WHERE {organization}") };
    let (count_columns, count_joins) = if counts {
        (
            "COALESCE(i.n, 0) AS inbound, COALESCE(o.n, 0) AS outbound",
            "LEFT JOIN (SELECT contact_id, COUNT(*) AS n FROM crm_referrals_in GROUP BY contact_id) i ON i.contact_id = c.contact_id \
             LEFT JOIN (SELECT contact_id, COUNT(*) AS n FROM crm_referrals_out WHERE is_referred GROUP BY contact_id) o ON o.contact_id = c.contact_id",
        )
    } else {
        ("CAST(0 AS BIGINT) AS inbound, CAST(0 AS BIGINT) AS outbound", "")
    };
    let sql = format!(
        "SELECT c.contact_id, c.sa_id, c.sa_ctg, c.name, c.contact_type, c.address, c.city, c.state, c.zip, c.phone, c.email, c.lat, c.lng, \
         c.priority, c.priority_level, c.accepts_lien, c.accepts_health_insurance, c.needs_manual_update, c.version, c.organization_id, \
         {count_columns} FROM crm_contacts c {count_joins} {filter} ORDER BY c.name, c.contact_id"
    );
    let mut query = sqlx::query(&sql);
    if let Some(id) = contact_id {
        query = query.bind(id);
    }
    let rows = query.fetch_all(pool).await?;
    Ok(rows.iter().map(ContactRow::from_row).collect::<Result<_, _>>()?)
}

/// The organization's contact `contact_id` (none when it is another organization's).
pub async fn contact(pool: &sqlx::AnyPool, scope: OrgScope, contact_id: i64) -> ApiResult<Option<ContactRow>> {
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

/// Logged contact events, newest first (one query, its rows as one JSON value: the Activity
/// screen lists every event of the firm, issue #17).
pub async fn contact_events(pool: &sqlx::AnyPool, scope: OrgScope, event_id: Option<i64>) -> ApiResult<Vec<ContactEventRow>> {
    // Ids are integers: inlined, as the JSON read binds nothing.
    let organization = scope.filter("e.organization_id");
    let filter = match event_id {
        Some(id) => format!("WHERE {organization} AND e.event_id = {id}"),
        None => format!("WHERE {organization}"),
    };
    let columns = ["e.event_id", "e.contact_id", "e.contact_event_type_id", "e.contact_event_type", "e.at", "e.comment", "e.user_id", "e.user_name", "c.name", "c.sa_id"];
    let from = format!("FROM crm_contact_events e LEFT JOIN crm_contacts c ON c.contact_id = e.contact_id {filter}");
    let mut rows: Vec<(String, ContactEventRow)> = eventstore::db::fetch_json_rows(pool, &columns, &from, &[])
        .await?
        .iter()
        .filter(|v| v.len() == columns.len())
        .map(|v| {
            let at = json_text(&v[4]).unwrap_or_default();
            let row = ContactEventRow {
                event_id: v[0].as_i64().unwrap_or_default(),
                contact_id: v[1].as_i64().unwrap_or_default(),
                contact_event_type_id: v[2].as_i64().unwrap_or_default(),
                contact_event_type: json_text(&v[3]).unwrap_or_default(),
                at: eventstore::time::from_text(&at),
                comment: json_text(&v[5]).unwrap_or_default(),
                user_id: v[6].as_i64(),
                user_name: json_text(&v[7]),
                contact_name: json_text(&v[8]),
                contact_sa_id: v[9].as_i64(),
            };
            (at, row)
        })
        .collect();
    // Newest first: the stored instants are fixed-width UTC text, so they sort as text.
    rows.sort_by(|(a, x), (b, y)| b.cmp(a).then(y.event_id.cmp(&x.event_id)));
    Ok(rows.into_iter().map(|(_, r)| r).collect())
}
