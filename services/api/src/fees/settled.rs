//! Settled Cases (spec 2 §2 Settled Cases; §3 fully settled case; §7
//! `fullySettledCasesInPeriod(startDate, endDate)`).

use std::collections::BTreeMap;

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::rules;
use domain::fees::settled::{self, SettledCase, SettledStats};

use super::money::Money;
use super::query::{check_period, fee_scope, role_names, staff_code, to_line, FeeScope};
use projections::fees::read;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

#[derive(Default)]
pub struct SettledQuery;

/// One fully settled case (spec 2 §3).
#[derive(SimpleObject)]
pub struct FullySettledCase {
    pub case_id: i64,
    pub client_name: String,
    pub attorney_name: String,
    pub paralegal_name: Option<String>,
    pub office: String,
    pub case_group: String,
    pub litigation_status: String,
    pub total_fees: Money,
    pub date_settled: NaiveDate,
}

/// Figures of a set of settled cases (averages over qualifying cases, spec 2 §9).
#[derive(SimpleObject)]
pub struct SettledCaseStats {
    /// The case group, office or attorney ("" for the whole period).
    pub key: String,
    pub cases: i32,
    pub qualifying_cases: i32,
    pub litigation_cases: i32,
    pub total_fees: Money,
    pub average_fee: Money,
    pub normal_range_average: Money,
    pub pre_litigation_average: Money,
    pub litigation_average: Money,
}

fn to_stats(key: String, s: SettledStats) -> SettledCaseStats {
    SettledCaseStats {
        key,
        cases: s.cases as i32,
        qualifying_cases: s.qualifying_cases as i32,
        litigation_cases: s.litigation_cases as i32,
        total_fees: Money(s.total_fees_cents),
        average_fee: Money(s.average_fee_cents),
        normal_range_average: Money(s.normal_range_average_cents),
        pre_litigation_average: Money(s.pre_litigation_average_cents),
        litigation_average: Money(s.litigation_average_cents),
    }
}

/// The Settled Cases screen: tiles (`totals`), by case group, by office, by attorney and the cases.
#[derive(SimpleObject)]
pub struct FullySettledCases {
    pub totals: SettledCaseStats,
    pub by_case_group: Vec<SettledCaseStats>,
    pub by_office: Vec<SettledCaseStats>,
    /// Attorney Performance Analytics (spec 2 §2).
    pub by_attorney: Vec<SettledCaseStats>,
    pub cases: Vec<FullySettledCase>,
}

/// The settled cases of the period a fee screen may show (guarded: `fee_scope`).
pub async fn settled_cases(ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<Vec<SettledCase>> {
    let viewer = ctx.viewer().await?;
    let organization_id = if user_id.is_none() { Some(organization_id.unwrap_or(viewer.user.organization_id)) } else { organization_id };
    let (viewer, scope) = fee_scope(ctx, user_id, organization_id).await?;
    check_period(start_date, end_date)?;
    let everyone = rules::sees_fee_filters(&role_names(&viewer));
    let (org_id, only) = match scope {
        FeeScope::Organization(org) => (org, None),
        FeeScope::User { organization_id, user_id } => (organization_id, (!everyone).then_some(user_id)),
    };
    let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
    let rows = read::settled_case_lines(ctx.state().db.pool(), ctx.org_scope(org_id), start_date, end_date).await?;
    let mut by_case: BTreeMap<i64, Vec<_>> = BTreeMap::new();
    for (row, paralegal_code) in rows {
        by_case.entry(row.case_id).or_default().push((row, paralegal_code));
    }
    let mut cases: Vec<SettledCase> = vec![];
    for lines in by_case.values() {
        // The settling line: the last fully-settled fee dated in the period.
        let Some((settling, paralegal_code)) = lines.iter().rev().find(|(l, _)| l.fully_settled && l.fee_date >= start_date && l.fee_date <= end_date) else { continue };
        if let Some(user) = only {
            if settling.attorney_user_id != Some(user) && settling.paralegal_user_id != Some(user) {
                continue;
            }
        }
        let line = to_line(&org, settling);
        cases.push(SettledCase {
            case_id: settling.case_id,
            client_name: line.client_name,
            attorney: line.attorney,
            paralegal: staff_code(&org, settling.paralegal_user_id, paralegal_code.as_deref()),
            office: line.office,
            case_group: rules::settled_case_group(settling.case_group.as_deref()),
            litigation_status: settled::litigation_status(lines.iter().any(|(l, _)| rules::is_litigation_fee(l.fee_type.as_deref()))).into(),
            total_fees_cents: lines.iter().map(|(l, _)| l.amount_cents).sum(),
            date_settled: settling.fee_date,
        });
    }
    Ok(cases)
}

#[Object]
impl SettledQuery {
    /// spec 2 §2 Settled Cases: cases whose fully-settled fee is dated in the period, with their
    /// total fees. Organization tab: `organizationId` (or neither: the viewer's); per-user:
    /// `userId` (admin and marketing see everyone's, others the cases they worked).
    async fn fully_settled_cases_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<FullySettledCases> {
        let cases = settled_cases(ctx, start_date, end_date, user_id, organization_id).await?;
        let stats = |f: fn(&SettledCase) -> String| settled::breakdown(&cases, f).into_iter().map(|(k, s)| to_stats(k, s)).collect::<Vec<_>>();
        Ok(FullySettledCases {
            totals: to_stats(String::new(), settled::stats(cases.iter())),
            by_case_group: stats(|c| c.case_group.clone()),
            by_office: stats(|c| c.office.clone()),
            by_attorney: stats(|c| c.attorney.clone()),
            cases: cases
                .into_iter()
                .map(|c| FullySettledCase {
                    case_id: c.case_id,
                    client_name: c.client_name,
                    attorney_name: c.attorney,
                    paralegal_name: c.paralegal,
                    office: c.office,
                    case_group: c.case_group,
                    litigation_status: c.litigation_status,
                    total_fees: Money(c.total_fees_cents),
                    date_settled: c.date_settled,
                })
                .collect(),
        })
    }
}
