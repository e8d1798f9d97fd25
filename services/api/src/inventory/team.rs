//! The Team dashboard's Team Inventory chart (spec 2 §2; §7 "team(id, startDate, endDate) with
//! users, inventoryTotals"): the cases of the team's paralegals per stage, from the inventory
//! read model. Whose team: as the monthly tables (`fees::monthly::paralegal_scope`).

use async_graphql::{Context, Object, SimpleObject};
use domain::inventory::team;
use sqlx::Row;

use crate::auth::viewer::ContextExt;
use crate::error::ApiResult;
use crate::fees::monthly::paralegal_scope;

#[derive(Default)]
pub struct TeamInventoryQuery;

/// One column segment: a paralegal's cases in one stage.
#[derive(SimpleObject)]
pub struct TeamInventoryTotal {
    pub paralegal_id: i64,
    /// The staff code (else the name).
    pub paralegal: String,
    pub full_name: Option<String>,
    pub stage: String,
    pub total: i32,
}

#[Object]
impl TeamInventoryQuery {
    /// spec 2 §2 Team Inventory: the cases of the team's paralegals per stage; `activeOnly`
    /// (Show Active Only, default on) hides No Status, Closed, Referred Out and Settled (§9).
    async fn team_inventory_totals(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        team_id: Option<i64>,
        #[graphql(default = false)] show_all_paralegals: bool,
        #[graphql(default = true)] active_only: bool,
    ) -> ApiResult<Vec<TeamInventoryTotal>> {
        let (scope, org) = paralegal_scope(ctx, None, Some(user_id), team_id, None, show_all_paralegals).await?;
        let rows = sqlx::query("SELECT paralegal_user_id, stage FROM inventory_cases WHERE (organization_id = $1 OR organization_id IS NULL) AND paralegal_user_id IS NOT NULL")
            .bind(scope.organization_id)
            .fetch_all(ctx.state().db.pool())
            .await?;
        let cases: Vec<(i64, Option<String>)> = rows
            .iter()
            .map(|r| (r.get::<i64, _>("paralegal_user_id"), r.get::<Option<String>, _>("stage")))
            .filter(|(p, _)| scope.users.as_ref().map(|u| u.contains(p)).unwrap_or(true))
            .collect();
        let totals = team::totals(cases.iter().map(|(p, s)| (p.to_string(), s.as_deref())), active_only);
        Ok(totals
            .into_iter()
            .map(|(p, stage, n)| {
                let id: i64 = p.parse().unwrap_or_default();
                let user = org.user(id);
                TeamInventoryTotal {
                    paralegal_id: id,
                    paralegal: user.map(|u| u.staff_code.clone().unwrap_or_else(|| u.name())).unwrap_or_else(|| "Unknown".into()),
                    full_name: user.map(|u| u.name()),
                    stage,
                    total: n as i32,
                }
            })
            .collect())
    }
}
