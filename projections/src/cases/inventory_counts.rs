//! The retained cases per organization, counted by what the home's inventory charts judge
//! (`case_inventory_counts`; spec 3 §2.3 pre-lit and lit inventory by attorney, the inventory
//! ranks): stage, closed or not, case rank and attorney. The organization's inventory is a
//! read of these counts (about 1 500 on the scale-10 firm) instead of a grouping of every open
//! retained case at every view (issue #17).

use super::counted::Counted;
use crate::sql::{query, Query};
use crate::{ProjectionError, ProjectionTx, TableDef};

use super::lead_days::NO_ORGANIZATION;

/// What a case without a stage, a rank or an attorney is counted under (a key's columns
/// cannot be NULL on PostgreSQL): no stage is named "", no rank is "", no user has id 0.
pub const NO_STAGE: &str = "";
pub const NO_RANK: &str = "";
pub const NO_ATTORNEY: i64 = 0;

pub const TABLE: TableDef = TableDef {
    name: "case_inventory_counts",
    columns: "organization_id BIGINT NOT NULL, stage TEXT NOT NULL, closed BOOLEAN NOT NULL, case_rank TEXT NOT NULL, attorney_user_id BIGINT NOT NULL, \
              n BIGINT NOT NULL, PRIMARY KEY (organization_id, closed, stage, case_rank, attorney_user_id)",
    indexes: &[],
};

/// What a retained case is counted by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InventoryKey {
    pub organization_id: i64,
    pub stage: String,
    pub closed: bool,
    pub case_rank: String,
    pub attorney_user_id: i64,
}

impl Counted for InventoryKey {
    const TABLE: &'static str = TABLE.name;
    const KEY: &'static str = "organization_id, closed, stage, case_rank, attorney_user_id";
    fn bind<'q>(&self, query: Query<'q>) -> Query<'q> {
        query.bind(self.organization_id).bind(self.closed).bind(&self.stage).bind(&self.case_rank).bind(self.attorney_user_id)
    }
}

/// A case's key as its row stands now (None: no such case, or not retained).
pub async fn key_of(tx: &mut ProjectionTx<'_>, case_id: i64) -> Result<Option<InventoryKey>, ProjectionError> {
    let t = tx.table("cases");
    let sql = format!(
        "SELECT organization_id, stage, CASE WHEN closed_date IS NULL THEN 0 ELSE 1 END AS closed, case_rank, attorney_user_id \
         FROM {t} WHERE case_id = $1 AND retained_date IS NOT NULL"
    );
    let Some(row) = query(&sql).bind(case_id).fetch_optional(tx).await? else {
        return Ok(None);
    };
    let organization_id: Option<i64> = row.try_get("organization_id")?;
    let stage: Option<String> = row.try_get("stage")?;
    let rank: Option<String> = row.try_get("case_rank")?;
    let attorney: Option<i64> = row.try_get("attorney_user_id")?;
    Ok(Some(InventoryKey {
        organization_id: organization_id.unwrap_or(NO_ORGANIZATION),
        stage: stage.unwrap_or_else(|| NO_STAGE.to_string()),
        closed: row.try_get::<i64>("closed")? != 0,
        case_rank: rank.unwrap_or_else(|| NO_RANK.to_string()),
        attorney_user_id: attorney.unwrap_or(NO_ATTORNEY),
    }))
}
