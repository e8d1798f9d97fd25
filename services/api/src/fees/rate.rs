//! Rate (spec 2 §2 Rate; §3 rate row; §7 `rateByYearByAttorneyByType(startDate, endDate)`).

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::rate::{self, RateCase};
use domain::fees::rules;

use super::money::Money;
use super::query::role_names;
use projections::fees::read;
use super::settled::settled_cases;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

#[derive(Default)]
pub struct RateQuery;

/// One row of the Rate table (spec 2 §3 "Rate row: year, caseType, attorney, avgTodDays,
/// avgTodMonths, totalCases, avgFees, rate").
#[derive(SimpleObject)]
pub struct RateRow {
    pub year: i32,
    pub case_type: String,
    pub attorney: String,
    pub avg_tod_days: f64,
    pub avg_tod_months: f64,
    pub total_cases: i32,
    pub avg_fees: Money,
    /// Average fee in dollars per month on desk, one decimal.
    pub rate: f64,
    /// spec 2 §9: "Rate green above 800" (else red).
    pub green: bool,
}

#[Object]
impl RateQuery {
    /// spec 2 §2 Rate: the period's settled cases per year, case type and attorney, with time on
    /// desk (retained to settled) and the fee earned per month on desk.
    async fn rate_by_year_by_attorney_by_type(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<Vec<RateRow>> {
        let viewer = ctx.viewer().await?;
        // spec 2 §6: "attorney, admin or marketing: extra fee tabs (... Rate ...)".
        if !rules::sees_extra_fee_tabs(&role_names(&viewer)) {
            return Err(AppError::Forbidden("Rate is for attorneys, admin and marketing".into()));
        }
        let cases = settled_cases(ctx, start_date, end_date, user_id, organization_id).await?;
        let starts = read::settled_case_starts(ctx.state().db.pool(), start_date, end_date).await?;
        let rate_cases: Vec<RateCase> = cases
            .into_iter()
            .map(|c| {
                let (case_type, start) = starts.get(&c.case_id).cloned().unwrap_or((None, None));
                RateCase {
                    case_type: case_type.filter(|t| !t.trim().is_empty()).unwrap_or_else(|| "Unspecified".into()),
                    attorney: c.attorney,
                    start: start.unwrap_or(c.date_settled),
                    date_settled: c.date_settled,
                    total_fees_cents: c.total_fees_cents,
                }
            })
            .collect();
        Ok(rate::rows(&rate_cases)
            .into_iter()
            .map(|r| RateRow {
                year: r.year,
                case_type: r.case_type,
                attorney: r.attorney,
                avg_tod_days: r.avg_tod_days,
                avg_tod_months: r.avg_tod_months,
                total_cases: r.total_cases as i32,
                avg_fees: Money(r.avg_fees_cents),
                rate: r.rate,
                green: r.green,
            })
            .collect())
    }
}
