//! Fee Comparison (spec 2 §2; §3 fee comparison fields; §7 `feeComparisonInPeriod`,
//! `feeComparisonAverageInPeriod(startDate, endDate)`): the period's settled cases with their
//! settlements, fees and medical bills, per case (List) and per attorney (Aggregate).

use async_graphql::{Context, Object, SimpleObject};
use chrono::NaiveDate;
use domain::fees::comparison::{self, CaseComparison};
use domain::fees::rules;

use super::money::Money;
use super::query::role_names;
use projections::fees::read;
use super::settled::settled_cases;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

#[derive(Default)]
pub struct ComparisonQuery;

/// One settled case compared (spec 2 §3 "Fee comparison per case: fees, settlements,
/// feePercentage, totalMedicalBills, medicalMultiple, caseId, clientName, attorney").
#[derive(SimpleObject)]
pub struct FeeComparison {
    pub case_id: i64,
    pub client_name: String,
    pub attorney: String,
    pub fees: Money,
    pub settlements: Money,
    /// One decimal.
    pub fee_percentage: f64,
    pub total_medical_bills: Money,
    /// Settlements over medical bills, one decimal (0 without bills).
    pub medical_multiple: f64,
}

/// Per attorney (spec 2 §3 "Average per attorney: attorney, averageFee, averageSettlement,
/// totalSettlements, averageFeePercentage, averageTotalMedicalBills, averageMedicalMultiple").
#[derive(SimpleObject)]
pub struct FeeComparisonAverage {
    pub attorney: String,
    pub average_fee: Money,
    pub average_settlement: Money,
    pub total_settlements: i32,
    pub average_fee_percentage: f64,
    pub average_total_medical_bills: Money,
    pub average_medical_multiple: f64,
}

async fn compared(ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<Vec<CaseComparison>> {
    let viewer = ctx.viewer().await?;
    // spec 2 §6: "attorney, admin or marketing: extra fee tabs (... Fee Comparison ...)".
    if !rules::sees_extra_fee_tabs(&role_names(&viewer)) {
        return Err(AppError::Forbidden("Fee Comparison is for attorneys, admin and marketing".into()));
    }
    let cases = settled_cases(ctx, start_date, end_date, user_id, organization_id).await?;
    let (settlements, medical) = read::settled_case_money(ctx.state().db.pool(), start_date, end_date).await?;
    Ok(cases
        .into_iter()
        .map(|c| {
            let s = settlements.get(&c.case_id).copied().unwrap_or(0);
            let m = medical.get(&c.case_id).copied().unwrap_or(0);
            comparison::compare(c.case_id, c.client_name, c.attorney, c.total_fees_cents, s, m)
        })
        .collect())
}

#[Object]
impl ComparisonQuery {
    /// spec 2 §2 Fee Comparison, List: per settled case of the period.
    async fn fee_comparison_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<Vec<FeeComparison>> {
        let cases = compared(ctx, start_date, end_date, user_id, organization_id).await?;
        Ok(cases
            .into_iter()
            .map(|c| FeeComparison {
                case_id: c.case_id,
                client_name: c.client_name,
                attorney: c.attorney,
                fees: Money(c.fees_cents),
                settlements: Money(c.settlements_cents),
                fee_percentage: c.fee_percentage,
                total_medical_bills: Money(c.medical_cents),
                medical_multiple: c.medical_multiple,
            })
            .collect())
    }

    /// spec 2 §2 Fee Comparison, Aggregate: per attorney.
    async fn fee_comparison_average_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, user_id: Option<i64>, organization_id: Option<i64>) -> AppResult<Vec<FeeComparisonAverage>> {
        let cases = compared(ctx, start_date, end_date, user_id, organization_id).await?;
        Ok(comparison::by_attorney(&cases)
            .into_iter()
            .map(|a| FeeComparisonAverage {
                attorney: a.attorney,
                average_fee: Money(a.average_fee_cents),
                average_settlement: Money(a.average_settlement_cents),
                total_settlements: a.total_settlements as i32,
                average_fee_percentage: a.average_fee_percentage,
                average_total_medical_bills: Money(a.average_medical_cents),
                average_medical_multiple: a.average_medical_multiple,
            })
            .collect())
    }
}
