//! The CM Scorecard (spec 2 §2 "Scorecard", §9; spec 3 §2.7 `/org/{id}/staff`, §9): one row
//! per case manager with the figures of `domain::inventory::scorecard`, computed at query time
//! from the inventory (cases, contacts, file reviews), stages (demands) and scorecard (reviews)
//! read models. A case belongs to the staff member who is its paralegal or its case manager.
//!
//! Who sees whom (spec 2 §2): admins all staff but the configured excluded staff codes; others
//! the members of their selected team (one they belong to), or only themselves.

use std::collections::HashMap;

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{NaiveDate, Utc};
use domain::inventory::rules::{contact_white_since, review_white_since};
use domain::inventory::scorecard as rules;
use projections::inventory::read::scorecard as read;

use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use projections::organization::read::OrgData;

/// spec 2 §9 scorecard colours.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum ScoreColor {
    Green,
    Orange,
    Red,
}

impl From<rules::ScoreColour> for ScoreColor {
    fn from(c: rules::ScoreColour) -> Self {
        match c {
            rules::ScoreColour::Green => ScoreColor::Green,
            rules::ScoreColour::Orange => ScoreColor::Orange,
            rules::ScoreColour::Red => ScoreColor::Red,
        }
    }
}

/// One staff member's row (spec 2 §2 columns; spec 2 §3 "Scorecard inputs").
#[derive(SimpleObject, Clone, Debug)]
pub struct ScorecardRow {
    pub user_id: i64,
    pub staff: Option<String>,
    pub full_name: String,
    pub team: Option<String>,
    /// Active cases (spec 2 §9 colour: above 70 red, above 60 orange).
    pub active: i64,
    pub active_color: ScoreColor,
    pub cm_score: f64,
    pub cm_score_color: ScoreColor,
    /// 4 and 5 star reviews of the staff member's cases in the period.
    pub reviews: i64,
    pub avg_reviews_per_week: f64,
    pub reviews_color: ScoreColor,
    pub fr_score: f64,
    pub fr_score_color: ScoreColor,
    pub cc_score: f64,
    pub cc_score_color: ScoreColor,
    pub cc_not_contacted: i64,
    pub total_demands: i64,
    pub avg_demands_per_week: f64,
    /// The demand goal per week the row is judged by: the firm's (spec 1.25), or the goal
    /// team's (spec 1.75) for the configured team seen by a non-admin; from the goal screen.
    pub demand_goal: f64,
    /// The review goal per week (spec 2 §9 "review goal 0.5 per week"; from the goal screen).
    pub review_goal: f64,
    pub demands_color: ScoreColor,
}

#[derive(Default)]
pub struct ScorecardQuery;

/// The staff the viewer may see, with whether the viewer is an admin.
fn visible_staff(org: &OrgData, viewer_id: i64, admin: bool, team_id: Option<i64>, excluded: &[String]) -> Vec<i64> {
    let is_case_manager = |user_id: i64| {
        org.group_ids("role", user_id).iter().any(|r| matches!(domain::organization::rules::role_name(*r), Some("paralegal" | "user")))
    };
    if admin {
        return org
            .users
            .iter()
            .filter(|u| u.active && is_case_manager(u.user_id))
            .filter(|u| !u.staff_code.as_ref().is_some_and(|c| excluded.iter().any(|x| x.eq_ignore_ascii_case(c))))
            .map(|u| u.user_id)
            .collect();
    }
    match team_id {
        Some(team) if org.group_ids("team", viewer_id).contains(&team) => {
            org.members("team", team).into_iter().filter(|u| u.active && is_case_manager(u.user_id)).map(|u| u.user_id).collect()
        }
        _ => vec![viewer_id],
    }
}

/// A case's staff: its paralegal and case manager, once each.
fn owners_of(paralegal: Option<i64>, case_manager: Option<i64>) -> Vec<i64> {
    let mut who: Vec<i64> = [paralegal, case_manager].into_iter().flatten().collect();
    who.dedup();
    who
}

/// The active cases of one pair of owners: how many, and how many of them are not white for
/// client contact and for file review today.
struct ActiveCounts {
    owners: Vec<i64>,
    active: i64,
    not_contacted: i64,
    not_reviewed: i64,
}

/// The organization's active cases with a paralegal or case manager, counted per pair of
/// owners. A case is white for contact (file review) when its last contact or attempt (file
/// review) falls on or after the first day `rules::contact_white_since`
/// (`review_white_since`) gives, firm-local: compared in SQL with that day's first instant.
async fn active_counts(ctx: &Context<'_>, org_id: i64, today: NaiveDate) -> AppResult<Vec<ActiveCounts>> {
    let tz = ctx.firm_tz();
    let first_instant = |day: NaiveDate| eventstore::time::to_text(projections::read::time::day_start(day, tz));
    let contact = contact_white_since(today, false);
    let white = read::WhiteSince { contact: first_instant(contact.contact), attempt: first_instant(contact.attempt), review: first_instant(review_white_since(today)) };
    let rows = read::active_counts(ctx.state().db.pool(), ctx.org_scope(org_id), &white, &rules::active_stages()).await?;
    Ok(rows
        .into_iter()
        .map(|r| ActiveCounts { owners: owners_of(r.paralegal_user_id, r.case_manager_user_id), active: r.active, not_contacted: r.not_contacted, not_reviewed: r.not_reviewed })
        .collect())
}

#[Object]
impl ScorecardQuery {
    /// spec 2 §2 Scorecard / spec 3 §2.7 CM Scorecard for the period `startDate`–`endDate`
    /// (inclusive; the top bar's range). `teamId` is the non-admin's selected team.
    async fn cm_scorecard(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, team_id: Option<i64>) -> AppResult<Vec<ScorecardRow>> {
        let viewer = ctx.viewer().await?;
        if end_date < start_date {
            return Err(AppError::bad_input("endDate", "The end date is before the start date"));
        }
        let org_id = viewer.user.organization_id;
        let org = ctx.org(org_id).await?.ok_or_else(AppError::forbidden)?;
        let admin = viewer.principal.administers(org_id);
        let firm = &ctx.state().config.firm;
        let staff = visible_staff(&org, viewer.user.user_id, admin, team_id, &firm.excluded_staff_codes);
        let tz = ctx.firm_tz();
        let today = Utc::now().with_timezone(&tz).date_naive();
        
        let pool = ctx.state().db.pool();
        // Reviews in the period, judged on the firm-local day (4 and 5 stars only, spec 2 §9).
        // Non-client reviews (spec 2 §9 "including non-client reviews") are rows of the same
        // table with no case: they count for the staff member they name, on their own day.
        // The window in SQL is a superset (a review without a day is judged below on its
        // firm-local day, within a day of the UTC one); the exact test stays in Rust. Read as
        // one JSON value, beside the active cases, the demands and the goals (independent
        // reads; issue #17).
        let (active, demands, reviews, goals) = tokio::try_join!(
            active_counts(ctx, org_id, today),
            async { Ok(read::demand_counts(pool, ctx.org_scope(org_id), start_date, end_date).await?) },
            async { Ok(read::reviews(pool, rules::MIN_REVIEW_STARS as i64, start_date, end_date).await?) },
            async { Ok(projections::goals::read::load_goals(pool, org_id).await?) }
        )?;
        let demands: Vec<(Vec<i64>, i64)> = demands.into_iter().map(|d| (owners_of(d.paralegal_user_id, d.case_manager_user_id), d.count)).collect();
        let reviews: Vec<(Option<i64>, Option<i64>, Option<i64>, Option<NaiveDate>)> = reviews
            .into_iter()
            .map(|r| {
                let day = r.review_day.or_else(|| r.reviewed_at.map(|t| t.with_timezone(&tz).date_naive()));
                (r.case_id, r.user_id.filter(|_| r.organization_id == Some(org_id)), r.stars, day)
            })
            .filter(|(_, _, stars, day)| stars.is_some_and(|s| s >= rules::MIN_REVIEW_STARS as i64) && day.is_some_and(|d| d >= start_date && d <= end_date))
            .collect();
        // The staff of the reviewed cases (paralegal and case manager, once each).
        let mut reviewed: Vec<i64> = reviews.iter().filter_map(|r| r.0).collect();
        reviewed.sort_unstable();
        reviewed.dedup();
        let owners: HashMap<i64, Vec<i64>> = read::owners_among(pool, ctx.org_scope(org_id), &reviewed).await?.into_iter().map(|(case, (p, m))| (case, owners_of(p, m))).collect();

        let weeks = rules::weeks_in(start_date, end_date);
        // spec 2 §9's scorecard goals are the firm's (issue 14): each month of the period at
        // the goals judging it, weighted by its weeks (docs/decisions.md "goals2").
        let schedule = goals.schedule;
        let week_goal = |pick: fn(&domain::goals::Goals) -> i64| domain::goals::periods::weighted_rate_goal(&schedule, start_date, end_date, today, rules::weeks_in, pick);
        let (firm_demand_goal, team_demand_goal, review_goal) =
            (week_goal(|g| g.scorecard_demands_per_week), week_goal(|g| g.scorecard_team_demands_per_week), week_goal(|g| g.scorecard_reviews_per_week));
        let goal_team = firm.scorecard_goal_team.as_deref().and_then(|name| org.teams.iter().find(|t| t.name == name)).map(|t| t.team_id);
        let mut rows = vec![];
        // Grouped by staff member once (not staff × cases): a case counts for each of its
        // owners; a review for the case's owners and for the staff member it names, once each.
        let mut active_of: HashMap<i64, (i64, i64, i64)> = HashMap::new();
        for pair in &active {
            for who in &pair.owners {
                let counts = active_of.entry(*who).or_default();
                *counts = (counts.0 + pair.active, counts.1 + pair.not_contacted, counts.2 + pair.not_reviewed);
            }
        }
        let mut demands_of: HashMap<i64, i64> = HashMap::new();
        for (owners, n) in &demands {
            for who in owners {
                *demands_of.entry(*who).or_default() += n;
            }
        }
        let mut reviews_of: HashMap<i64, i64> = HashMap::new();
        for (case_id, reviewed, _, _) in &reviews {
            let mut credited: Vec<i64> = case_id.and_then(|c| owners.get(&c)).cloned().unwrap_or_default();
            if let Some(u) = reviewed.filter(|u| !credited.contains(u)) {
                credited.push(u);
            }
            for who in credited {
                *reviews_of.entry(who).or_default() += 1;
            }
        }
        for user_id in staff {
            let Some(user) = org.user(user_id) else { continue };
            let (active, not_contacted, not_reviewed) = active_of.get(&user_id).copied().unwrap_or_default();
            let total_demands = demands_of.get(&user_id).copied().unwrap_or(0);
            let review_count = reviews_of.get(&user_id).copied().unwrap_or(0);
            let team_ids = org.group_ids("team", user_id);
            let goal = rules::demand_goal(admin, goal_team.is_some_and(|t| team_ids.contains(&t)), firm_demand_goal, team_demand_goal);
            // An admin's list leaves out case managers without a caseload or work in the period
            // (intake-side "user" logins): a score of nothing would only read as 40.
            if admin && active == 0 && total_demands == 0 && review_count == 0 {
                continue;
            }
            let cc_score = rules::kept_up_score(active, not_contacted);
            let fr_score = rules::kept_up_score(active, not_reviewed);
            let reviews_per_week = rules::per_week(review_count, weeks);
            let demands_per_week = rules::per_week(total_demands, weeks);
            let cm_score = rules::cm_score(cc_score, reviews_per_week, demands_per_week, goal, review_goal);
            rows.push(ScorecardRow {
                user_id,
                staff: user.staff_code.clone(),
                full_name: user.name(),
                team: team_ids.first().and_then(|t| org.teams.iter().find(|x| x.team_id == *t)).map(|t| t.name.clone()),
                active,
                active_color: rules::active_cases_colour(active).into(),
                cm_score,
                cm_score_color: rules::score_colour(cm_score).into(),
                reviews: review_count,
                avg_reviews_per_week: reviews_per_week,
                reviews_color: rules::reviews_colour(reviews_per_week, review_goal).into(),
                fr_score,
                fr_score_color: rules::score_colour(fr_score).into(),
                cc_score,
                cc_score_color: rules::score_colour(cc_score).into(),
                cc_not_contacted: not_contacted,
                total_demands,
                avg_demands_per_week: demands_per_week,
                demand_goal: goal,
                review_goal,
                demands_color: rules::demands_colour(demands_per_week, goal).into(),
            });
        }
        Ok(rows)
    }
}
