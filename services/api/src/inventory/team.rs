//! The Team dashboard's Team Inventory chart (spec 2 §2; §7 "team(id, startDate, endDate) with
//! users, inventoryTotals"): the cases of the team's paralegals per stage, from the inventory
//! read model. Whose team: as the monthly tables (`fees::monthly::paralegal_scope`).

use async_graphql::{Context, Object, SimpleObject};
use domain::inventory::team;
use projections::inventory::read::team as read;

use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use crate::fees::monthly::paralegal_scope;
use chrono::NaiveDate;

/// The longest File Reviews by day period (a line per person, a point per day): a bound on
/// work, not a spec rule.
pub const MAX_REVIEW_DAYS: i64 = 400;

/// One point of File Reviews by day.
#[derive(SimpleObject)]
pub struct TeamFileReviewsDay {
    pub day: NaiveDate,
    pub user_id: i64,
    /// The staff code (else the name).
    pub person: String,
    pub total: i32,
}

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
    /// spec 2 §2 "File Reviews by day line chart": file reviews per day of the period by the
    /// team's paralegals (days in the firm's time zone), every day of the period.
    async fn team_file_reviews_by_day(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        start_date: NaiveDate,
        end_date: NaiveDate,
        team_id: Option<i64>,
        #[graphql(default = false)] show_all_paralegals: bool,
    ) -> AppResult<Vec<TeamFileReviewsDay>> {
        let (scope, org) = paralegal_scope(ctx, None, Some(user_id), team_id, None, show_all_paralegals).await?;
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "The end date is before the start date"));
        }
        if (end_date - start_date).num_days() >= MAX_REVIEW_DAYS {
            return Err(AppError::bad_input("startDate", "File Reviews by day covers at most 400 days"));
        }
        let tz = ctx.firm_tz();
        // The reviews are counted by firm-local day in SQL (bounded by the stored instants each
        // day starts at): a large firm's month is some ten thousand reviews, a few hundred counts.
        let days: Vec<NaiveDate> = start_date.iter_days().take_while(|d| *d <= end_date).collect();
        let bounds: Vec<String> = days.iter().chain(std::iter::once(&(end_date + chrono::Days::new(1))))
            .map(|d| eventstore::time::to_text(projections::read::time::day_start(*d, tz)))
            .collect();
        let rows = read::file_reviews_per_day(ctx.state().db.pool(), scope.organization_id, &bounds).await?;
        let mut reviews: Vec<(String, NaiveDate, i64)> = Vec::new();
        for r in rows {
            let in_scope = scope.users.as_ref().map(|u| u.contains(&r.user_id)).unwrap_or(true);
            if let (true, Some(day)) = (in_scope, usize::try_from(r.day).ok().and_then(|d| days.get(d))) {
                reviews.push((r.user_id.to_string(), *day, r.count));
            }
        }
        let people: Vec<String> = scope.users.clone().unwrap_or_default().iter().map(|u| u.to_string()).collect();
        Ok(team::reviews_per_day(&reviews, &people, start_date, end_date)
            .into_iter()
            .map(|(p, day, n)| {
                let id: i64 = p.parse().unwrap_or_default();
                let user = org.user(id);
                TeamFileReviewsDay { day, user_id: id, person: user.map(|u| u.code_or_name()).unwrap_or_else(|| "Unknown".into()), total: n as i32 }
            })
            .collect())
    }

    /// spec 2 §2 Team Inventory: the cases of the team's paralegals per stage; `activeOnly`
    /// (Show Active Only, default on) hides No Status, Closed, Referred Out and Settled (§9).
    async fn team_inventory_totals(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        team_id: Option<i64>,
        #[graphql(default = false)] show_all_paralegals: bool,
        #[graphql(default = true)] active_only: bool,
    ) -> AppResult<Vec<TeamInventoryTotal>> {
        let (scope, org) = paralegal_scope(ctx, None, Some(user_id), team_id, None, show_all_paralegals).await?;
        // Counted in SQL from the organization index alone (issue #17: a row per case was
        // 200 000 rows on a large firm), the default organization's cases of no organization
        // counted apart: with the two in one `OR`, SQLite read every case by the paralegal
        // index (220 ms at scale 10, 11 ms so).
        // Show Active Only names the stages shown in SQL: the organization's active cases, not
        // its ten years of closed ones (a pass over 205 000 cases on PostgreSQL, 41 ms).
        let hidden: Vec<String> = if active_only { team::INACTIVE_STAGES.iter().map(|s| s.to_string()).collect() } else { vec![] };
        let rows = read::paralegal_stage_counts(ctx.state().db.pool(), ctx.org_scope(scope.organization_id), &hidden).await?;
        let cases: Vec<(i64, Option<String>, i64)> =
            rows.into_iter().map(|r| (r.paralegal_user_id, r.stage, r.count)).filter(|(p, _, _)| scope.users.as_ref().map(|u| u.contains(p)).unwrap_or(true)).collect();
        let totals = team::totals(cases.iter().map(|(p, s, n)| (p.to_string(), s.as_deref(), *n)), active_only);
        Ok(totals
            .into_iter()
            .map(|(p, stage, n)| {
                let id: i64 = p.parse().unwrap_or_default();
                let user = org.user(id);
                TeamInventoryTotal {
                    paralegal_id: id,
                    paralegal: user.map(|u| u.code_or_name()).unwrap_or_else(|| "Unknown".into()),
                    full_name: user.map(|u| u.name()),
                    stage,
                    total: n as i32,
                }
            })
            .collect())
    }
}

/// A row of 'Cases With 4 or 5 Star Reviews By Team' (spec 2 §7
/// `total_4_and_5_star_reviews_by_attorney_in_period` "returning attorney, total").
#[derive(SimpleObject)]
pub struct StarReviewsTotal {
    pub attorney: String,
    pub total: i32,
}

#[derive(Default)]
pub struct StarReviewsQuery;

#[Object]
impl StarReviewsQuery {
    /// spec 2 §2 Team dashboard 'Cases With 4 or 5 Star Reviews By Team': the organization's
    /// cases whose current (non-intake) rating is 4 or 5 stars and was given in the period, per
    /// the case's attorney (combined code; CS and WDM left out), most first. For whoever may
    /// view the route's user (the team page).
    #[graphql(name = "total_4_and_5_star_reviews_by_attorney_in_period")]
    async fn total_4_and_5_star_reviews_by_attorney_in_period(&self, ctx: &Context<'_>, user_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<Vec<StarReviewsTotal>> {
        let (scope, org) = paralegal_scope(ctx, None, Some(user_id), None, None, false).await?;
        crate::fees::query::check_period(start_date, end_date)?;
        let tz: chrono_tz::Tz = ctx.state().config.time_zone.parse().unwrap_or(chrono_tz::America::Denver);
        let in_org = ctx.org_scope(scope.organization_id);
        let rows = read::ratings_around(ctx.state().db.pool(), in_org, domain::inventory::team::INTAKE_REVIEW_TYPE, start_date, end_date).await?;
        let firm = &ctx.state().config.firm;
        let mut totals: std::collections::BTreeMap<String, i64> = Default::default();
        for r in &rows {
            let day = r.rated_at.with_timezone(&tz).date_naive();
            if day < start_date || day > end_date || !team::is_four_or_five_star(r.status_id) {
                continue;
            }
            let code = crate::fees::query::staff_code(&org, r.attorney_user_id, r.attorney_code.as_deref()).unwrap_or_else(|| "Unknown".into());
            if domain::fees::monthly::is_excluded(&code, &firm.excluded_staff_codes) {
                continue;
            }
            *totals.entry(domain::fees::monthly::combined_code(&code, &firm.attorney_groups)).or_default() += 1;
        }
        let mut out: Vec<StarReviewsTotal> = totals.into_iter().map(|(attorney, n)| StarReviewsTotal { attorney, total: n as i32 }).collect();
        out.sort_by(|a, b| b.total.cmp(&a.total).then(a.attorney.cmp(&b.attorney)));
        Ok(out)
    }
}
