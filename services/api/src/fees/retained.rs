//! Inventory statistics (spec 3 §2.8 "A column chart 'Retained and Settled in Period', by
//! attorney, by month"; §7 `settledCasesInPeriodByAttorneyByMonth`): cases retained and cases
//! settled per (combined) attorney code per month, on the monthly table type (no goals).

use std::collections::BTreeSet;

use async_graphql::{Context, Object};
use chrono::NaiveDate;
use domain::fees::monthly::{self, Measure, Staff};

use super::monthly::{attorney_guard, build, Ctx, MonthlyStaffTable};
use projections::fees::read::staff::{retained_facts, staff_facts, StaffFact};
use super::query::check_period;
use crate::auth::viewer::ContextExt;
use crate::cases::types::firm_today;
use app::error::{AppError, AppResult};

#[derive(Default)]
pub struct RetainedSettledQuery;

enum Kind {
    Retained,
    Settled,
}

async fn counts(ctx: &Context<'_>, kind: Kind, organization_id: i64, start: NaiveDate, end: NaiveDate) -> AppResult<MonthlyStaffTable> {
    check_period(start, end)?;
    let org = ctx.org(organization_id).await?.ok_or_else(AppError::forbidden)?;
    let firm = &ctx.state().config.firm;
    let c = Ctx { org: &org, excluded: &firm.excluded_staff_codes, groups: &firm.attorney_groups };
    let pool = ctx.state().db.pool();
    let facts: Vec<StaffFact> = match kind {
        Kind::Retained => retained_facts(pool, ctx.org_scope(organization_id), start, end).await?,
        Kind::Settled => {
            // A case counts once in the month of its first settlement of the period.
            let mut all = staff_facts(pool, Measure::Settlements, ctx.org_scope(organization_id), start, end).await?;
            all.sort_by_key(|f| (f.case_id, f.date));
            let mut seen = BTreeSet::new();
            all.into_iter().filter(|f| seen.insert(f.case_id)).collect()
        }
    };
    let keyed: Vec<(String, &StaffFact)> = facts.iter().filter_map(|f| c.attorney_row(f).map(|k| (k, f))).collect();
    // Counts of cases with no goal of their own: the levels are cleared below.
    let mut table = build(&monthly::GoalsByMonth::uniform(monthly::MonthlyGoals::default()), Measure::Demands, Staff::Attorney, &keyed, &[], start, end, firm_today(ctx), |code| {
        let members = monthly::group_members(code, c.groups);
        let includes = if members.len() > 1 { members } else { vec![] };
        (code.to_string(), c.full_name_of_code(code), includes, false)
    });
    // Counts of cases: no goal to judge them against.
    for row in &mut table.rows {
        row.average_level = None;
        for cell in &mut row.cells {
            cell.level = None;
            cell.judged = cell.count as f64;
        }
    }
    table.rows.sort_by(|a, b| a.label.cmp(&b.label));
    Ok(table)
}

#[Object]
impl RetainedSettledQuery {
    /// spec 3 §2.8: cases retained per attorney per month (the case's current attorney).
    async fn retained_cases_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<MonthlyStaffTable> {
        attorney_guard(ctx, organization_id).await?;
        counts(ctx, Kind::Retained, organization_id, start_date, end_date).await
    }

    /// spec 3 §2.8, §7 `settledCasesInPeriodByAttorneyByMonth`: cases settled per attorney per
    /// month (a case once, in the month of its first settlement in the period).
    async fn settled_cases_in_period_by_attorney_by_month(&self, ctx: &Context<'_>, organization_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<MonthlyStaffTable> {
        attorney_guard(ctx, organization_id).await?;
        counts(ctx, Kind::Settled, organization_id, start_date, end_date).await
    }
}
