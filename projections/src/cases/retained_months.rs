//! The cases retained per organization and month, counted as the cases read model changes
//! (`case_retained_months`): the retained charts (spec 3 §2.3 retained, net retained and
//! retained from a source by month and office; spec 1 §2.5 retained and net retained cases by
//! month) add up a year of months instead of grouping a year of retained cases at every view
//! (issue #17). A count is kept by everything those charts judge: the month of the retained
//! date (a firm-local day, so its month is the firm's), net retained as the read model judged
//! it, referral source, office and mass tort.

use super::counted::Counted;
use crate::sql::{query, Query};
use crate::{ProjectionError, ProjectionTx, TableDef};

use super::lead_days::NO_ORGANIZATION;

/// The office and the source a case without one is counted under (a key's columns cannot be
/// NULL on PostgreSQL): no office has id 0, and an empty source is no source.
pub const NO_OFFICE: i64 = 0;
pub const NO_SOURCE: &str = "";

pub const TABLE: TableDef = TableDef {
    name: "case_retained_months",
    columns: "organization_id BIGINT NOT NULL, month TEXT NOT NULL, net BOOLEAN NOT NULL, source TEXT NOT NULL, office_id BIGINT NOT NULL, \
              is_mass_tort BOOLEAN NOT NULL, n BIGINT NOT NULL, PRIMARY KEY (organization_id, month, net, source, office_id, is_mass_tort)",
    indexes: &[],
};

/// What a retained case is counted by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetainedKey {
    pub organization_id: i64,
    /// `yyyy-MM` of the retained date.
    pub month: String,
    pub net: bool,
    pub source: String,
    pub office_id: i64,
    pub is_mass_tort: bool,
}

impl Counted for RetainedKey {
    const TABLE: &'static str = TABLE.name;
    const KEY: &'static str = "organization_id, month, net, source, office_id, is_mass_tort";
    fn bind<'q>(&self, query: Query<'q>) -> Query<'q> {
        query.bind(self.organization_id).bind(&self.month).bind(self.net).bind(&self.source).bind(self.office_id).bind(self.is_mass_tort)
    }
}

/// A case's key as its row stands now (None: no such case, or not retained).
pub async fn key_of(tx: &mut ProjectionTx<'_>, case_id: i64) -> Result<Option<RetainedKey>, ProjectionError> {
    let t = tx.table("cases");
    let sql = format!(
        "SELECT organization_id, retained_date, CASE WHEN net_retained THEN 1 ELSE 0 END AS net, advertising_source, office_id, \
         CASE WHEN is_mass_tort THEN 1 ELSE 0 END AS mass_tort FROM {t} WHERE case_id = $1 AND retained_date IS NOT NULL"
    );
    let Some(row) = query(&sql).bind(case_id).fetch_optional(tx).await? else {
        return Ok(None);
    };
    let retained: String = row.try_get("retained_date")?;
    let organization_id: Option<i64> = row.try_get("organization_id")?;
    let source: Option<String> = row.try_get("advertising_source")?;
    let office_id: Option<i64> = row.try_get("office_id")?;
    Ok(Some(RetainedKey {
        organization_id: organization_id.unwrap_or(NO_ORGANIZATION),
        month: retained.get(..7).unwrap_or(&retained).to_string(),
        net: row.try_get::<i64>("net")? != 0,
        source: source.unwrap_or_else(|| NO_SOURCE.to_string()),
        office_id: office_id.unwrap_or(NO_OFFICE),
        is_mass_tort: row.try_get::<i64>("mass_tort")? != 0,
    }))
}
