//! The leads opened per organization and UTC day, counted as the cases read model changes
//! (`case_lead_days`): the by-month charts (spec 3 §2.3 leads by month, spec 1 §2.5 the
//! year's leads) add up a year of days instead of counting a year of cases at every view
//! (issue #17). A count is kept by what the charts judge of a lead: whether it has a wanted
//! date now and whether it is a mass tort (`domain::cases::rules::counts_as_wanted`).
//!
//! The day is the UTC day of the stored instant the case was opened (its first ten
//! characters), so the counts do not depend on the firm's time zone: a firm-local month is
//! its whole UTC days from these counts and, at each end, the cases of the UTC day its bound
//! falls in, read from the cases' own index (`intake::stats_read::opened_by_month` in the API).

use super::counted::Counted;
use crate::sql::{query, Query};
use crate::{ProjectionError, ProjectionTx, TableDef};

/// The organization a case without one is counted under (never an organization's id).
pub const NO_ORGANIZATION: i64 = 0;

pub const TABLE: TableDef = TableDef {
    name: "case_lead_days",
    columns: "organization_id BIGINT NOT NULL, day TEXT NOT NULL, has_wanted BOOLEAN NOT NULL, is_mass_tort BOOLEAN NOT NULL, \
              n BIGINT NOT NULL, PRIMARY KEY (organization_id, day, has_wanted, is_mass_tort)",
    indexes: &[],
};

/// The UTC day of a stored instant (`2026-11-01T05:30:00.000000Z` → `2026-11-01`).
pub fn utc_day(stored_instant: &str) -> &str {
    stored_instant.get(..10).unwrap_or(stored_instant)
}

/// What a lead is counted by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadKey {
    pub organization_id: i64,
    pub day: String,
    pub has_wanted: bool,
    pub is_mass_tort: bool,
}

impl Counted for LeadKey {
    const TABLE: &'static str = TABLE.name;
    const KEY: &'static str = "organization_id, day, has_wanted, is_mass_tort";
    fn bind<'q>(&self, query: Query<'q>) -> Query<'q> {
        query.bind(self.organization_id).bind(self.day.clone()).bind(self.has_wanted).bind(self.is_mass_tort)
    }
}

impl LeadKey {
    pub fn of(organization_id: Option<i64>, opened_at: &str, has_wanted: bool, is_mass_tort: bool) -> LeadKey {
        LeadKey { organization_id: organization_id.unwrap_or(NO_ORGANIZATION), day: utc_day(opened_at).to_string(), has_wanted, is_mass_tort }
    }
}

/// A case's key as its row stands now (None: no such case).
pub async fn key_of(tx: &mut ProjectionTx<'_>, case_id: i64) -> Result<Option<LeadKey>, ProjectionError> {
    let t = tx.table("cases");
    let sql = format!(
        "SELECT organization_id, opened_at, CASE WHEN wanted_date IS NULL THEN 0 ELSE 1 END AS has_wanted, \
         CASE WHEN is_mass_tort THEN 1 ELSE 0 END AS mass_tort FROM {t} WHERE case_id = $1"
    );
    let Some(row) = query(&sql).bind(case_id).fetch_optional(tx).await? else {
        return Ok(None);
    };
    let opened_at: String = row.try_get("opened_at")?;
    let flag = |column: &str| -> Result<bool, ProjectionError> { Ok(row.try_get::<i64>(column)? != 0) };
    Ok(Some(LeadKey::of(row.try_get("organization_id")?, &opened_at, flag("has_wanted")?, flag("mass_tort")?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lead_is_counted_on_the_utc_day_it_was_opened() {
        // 23:30 on 31 October in Chicago is 04:30 on 1 November UTC: counted on the UTC day;
        // the firm-local month is settled when the counts are read.
        assert_eq!(utc_day("2026-11-01T04:30:00.000000Z"), "2026-11-01");
        let key = LeadKey::of(None, "2026-11-01T04:30:00.000000Z", true, false);
        assert_eq!(key.organization_id, NO_ORGANIZATION);
        assert_eq!(key.day, "2026-11-01");
    }
}
