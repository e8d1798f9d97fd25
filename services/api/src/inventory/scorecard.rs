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
use domain::inventory::rules::{contact_colour, review_colour, AgeColour};
use domain::inventory::scorecard as rules;
use eventstore::db::{fetch_json_rows, json_text, Bind};

use super::query::firm_tz;
use super::read::instant;
use crate::auth::viewer::ContextExt;
use crate::error::{ApiError, ApiResult};
use crate::organization::read::OrgData;

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

/// What the scorecard reads of a case: whose it is and when it was last contacted and reviewed.
struct ScoreCase {
    case_id: i64,
    stage: Option<String>,
    paralegal_user_id: Option<i64>,
    case_manager_user_id: Option<i64>,
    last_contact_at: Option<String>,
    last_attempt_at: Option<String>,
    last_file_review_at: Option<String>,
}

const SCORE_COLUMNS: [&str; 7] = ["case_id", "stage", "paralegal_user_id", "case_manager_user_id", "last_contact_at", "last_attempt_at", "last_file_review_at"];

/// The cases of `SELECT SCORE_COLUMNS from`, as one JSON value (thousands of active cases on
/// a large firm: row by row, moving them cost more than reading them; issue #17).
async fn score_cases(ctx: &Context<'_>, from: &str, binds: &[Bind]) -> ApiResult<Vec<ScoreCase>> {
    let rows = fetch_json_rows(ctx.state().db.pool(), &SCORE_COLUMNS, from, binds).await?;
    Ok(rows
        .iter()
        .filter(|v| v.len() == SCORE_COLUMNS.len())
        .map(|v| ScoreCase {
            case_id: v[0].as_i64().unwrap_or_default(),
            stage: json_text(&v[1]),
            paralegal_user_id: v[2].as_i64(),
            case_manager_user_id: v[3].as_i64(),
            last_contact_at: json_text(&v[4]),
            last_attempt_at: json_text(&v[5]),
            last_file_review_at: json_text(&v[6]),
        })
        .collect())
}

/// The organization's cases with a paralegal or case manager (`$1` the organization, `$2`
/// whether it is the default one).
fn org_staffed(is_default: bool) -> String {
    format!("{} AND (paralegal_user_id IS NOT NULL OR case_manager_user_id IS NOT NULL)", super::query::organization_cases_sql(is_default))
}

/// The organization's active cases with a paralegal or case manager. The SQL names the active
/// stages (`rules::active_stages`), so the organization's stage index reads them alone, not
/// the firm's closed history; the default organization's cases of no organization are a
/// second branch of their own (one condition with an `OR` on the organization read every
/// case; issue #17).
async fn active_cases(ctx: &Context<'_>, org_id: i64) -> ApiResult<Vec<ScoreCase>> {
    let active = rules::active_stages();
    let is_default = org_id == ctx.state().config.organization_id;
    let stages = super::query::placeholders(3, active.len());
    let columns = SCORE_COLUMNS.join(", ");
    let sql = super::query::organization_union(|organization| {
        format!(
            "SELECT {columns} FROM inventory_cases WHERE {organization} AND stage IN ({stages}) \
             AND (paralegal_user_id IS NOT NULL OR case_manager_user_id IS NOT NULL)"
        )
    });
    let mut binds = vec![Bind::Int(org_id), Bind::Bool(is_default)];
    binds.extend(active.iter().map(|s| Bind::Text(s.to_string())));
    score_cases(ctx, &format!("FROM ({sql}) active"), &binds).await
}

/// The organization's cases among `ids` with a paralegal or case manager (any stage).
async fn cases_among(ctx: &Context<'_>, org_id: i64, ids: &[i64]) -> ApiResult<Vec<ScoreCase>> {
    let mut out = vec![];
    let is_default = org_id == ctx.state().config.organization_id;
    for chunk in ids.chunks(500) {
        // Ids are integers: inlining them is safe and keeps one statement for both backends.
        let list = chunk.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        let from = format!("FROM inventory_cases WHERE {} AND case_id IN ({list})", org_staffed(is_default));
        out.extend(score_cases(ctx, &from, &[Bind::Int(org_id), Bind::Bool(is_default)]).await?);
    }
    Ok(out)
}

#[Object]
impl ScorecardQuery {
    /// spec 2 §2 Scorecard / spec 3 §2.7 CM Scorecard for the period `startDate`–`endDate`
    /// (inclusive; the top bar's range). `teamId` is the non-admin's selected team.
    async fn cm_scorecard(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, team_id: Option<i64>) -> ApiResult<Vec<ScorecardRow>> {
        let viewer = ctx.viewer().await?;
        if end_date < start_date {
            return Err(ApiError::bad_input("endDate", "The end date is before the start date"));
        }
        let org_id = viewer.user.organization_id;
        let org = ctx.org(org_id).await?.ok_or_else(ApiError::forbidden)?;
        let admin = viewer.principal.administers(org_id);
        let firm = &ctx.state().config.firm;
        let staff = visible_staff(&org, viewer.user.user_id, admin, team_id, &firm.excluded_staff_codes);
        let tz = firm_tz(ctx);
        let today = Utc::now().with_timezone(&tz).date_naive();
        let local = |t: &Option<String>| instant(t).map(|t| t.with_timezone(&tz).date_naive());

        let pool = ctx.state().db.pool();
        // The period's demands and reviews, as one JSON value each, read beside the active
        // cases and the goals (independent reads; issue #17).
        let demand_binds = [Bind::Text(start_date.to_string()), Bind::Text(end_date.to_string())];
        let demands = fetch_json_rows(pool, &["case_id"], "FROM stage_demands WHERE demand_date >= $1 AND demand_date <= $2", &demand_binds);
        // Reviews in the period, judged on the firm-local day (4 and 5 stars only, spec 2 §9).
        // Non-client reviews (spec 2 §9 "including non-client reviews") are rows of the same
        // table with no case: they count for the staff member they name, on their own day.
        // The window in SQL is a superset (a review without a day is judged below on its
        // firm-local day, within a day of the UTC one); the exact test stays in Rust.
        let review_binds = [
            Bind::Int(rules::MIN_REVIEW_STARS as i64),
            Bind::Text(start_date.to_string()),
            Bind::Text(end_date.to_string()),
            Bind::Text((start_date - chrono::Duration::days(1)).to_string()),
            Bind::Text((end_date + chrono::Duration::days(2)).to_string()),
        ];
        let reviews = fetch_json_rows(
            pool,
            &["case_id", "user_id", "organization_id", "stars", "reviewed_at", "review_day"],
            "FROM scorecard_reviews WHERE stars >= $1 AND ((review_day >= $2 AND review_day <= $3) OR (review_day IS NULL AND reviewed_at >= $4 AND reviewed_at < $5))",
            &review_binds,
        );
        let (cases, demands, reviews, goals) = tokio::try_join!(active_cases(ctx, org_id), async { Ok(demands.await?) }, async { Ok(reviews.await?) }, crate::goals::read::load_goals(pool, org_id))?;
        let demands: Vec<i64> = demands.iter().filter_map(|v| v.first().and_then(serde_json::Value::as_i64)).collect();
        let reviews = reviews.iter().filter(|v| v.len() == 6).map(|v| (v[0].as_i64(), v[1].as_i64(), v[2].as_i64(), v[3].as_i64(), json_text(&v[4]), json_text(&v[5])));
        let reviews: Vec<(Option<i64>, Option<i64>, Option<i64>, Option<NaiveDate>)> = reviews
            .map(|(case_id, user_id, review_org, stars, at, day)| {
                let day = match day {
                    Some(d) => d.parse().ok(),
                    None => local(&at),
                };
                (case_id, user_id.filter(|_| review_org == Some(org_id)), stars, day)
            })
            .collect();

        // Each case's staff (paralegal and case manager, once each): the active cases, and
        // the cases of the period's demands and reviews.
        let mut owners: HashMap<i64, Vec<i64>> = HashMap::new();
        let owners_of = |c: &ScoreCase| {
            let mut who: Vec<i64> = [c.paralegal_user_id, c.case_manager_user_id].into_iter().flatten().collect();
            who.dedup();
            who
        };
        for c in &cases {
            owners.insert(c.case_id, owners_of(c));
        }
        let mut others: Vec<i64> = demands.iter().copied().chain(reviews.iter().filter_map(|r| r.0)).filter(|id| !owners.contains_key(id)).collect();
        others.sort_unstable();
        others.dedup();
        for c in cases_among(ctx, org_id, &others).await? {
            owners.insert(c.case_id, owners_of(&c));
        }

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
        let mut active_of: HashMap<i64, Vec<&ScoreCase>> = HashMap::new();
        for c in cases.iter().filter(|c| rules::is_active_case(c.stage.as_deref())) {
            for who in &owners[&c.case_id] {
                active_of.entry(*who).or_default().push(c);
            }
        }
        let mut demands_of: HashMap<i64, i64> = HashMap::new();
        for who in demands.iter().filter_map(|case_id| owners.get(case_id)).flatten() {
            *demands_of.entry(*who).or_default() += 1;
        }
        let mut reviews_of: HashMap<i64, i64> = HashMap::new();
        for (case_id, reviewed, _, _) in reviews.iter().filter(|(_, _, stars, day)| {
            stars.is_some_and(|s| s >= rules::MIN_REVIEW_STARS as i64) && day.is_some_and(|d| d >= start_date && d <= end_date)
        }) {
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
            let active = active_of.get(&user_id).map(Vec::as_slice).unwrap_or_default();
            let not_contacted = active.iter().filter(|c| contact_colour(local(&c.last_contact_at), local(&c.last_attempt_at), today, false) != AgeColour::White).count() as i64;
            let not_reviewed = active.iter().filter(|c| review_colour(local(&c.last_file_review_at), today) != AgeColour::White).count() as i64;
            let total_demands = demands_of.get(&user_id).copied().unwrap_or(0);
            let review_count = reviews_of.get(&user_id).copied().unwrap_or(0);
            let team_ids = org.group_ids("team", user_id);
            let goal = rules::demand_goal(admin, goal_team.is_some_and(|t| team_ids.contains(&t)), firm_demand_goal, team_demand_goal);
            // An admin's list leaves out case managers without a caseload or work in the period
            // (intake-side "user" logins): a score of nothing would only read as 40.
            if admin && active.is_empty() && total_demands == 0 && review_count == 0 {
                continue;
            }
            let cc_score = rules::kept_up_score(active.len() as i64, not_contacted);
            let fr_score = rules::kept_up_score(active.len() as i64, not_reviewed);
            let reviews_per_week = rules::per_week(review_count, weeks);
            let demands_per_week = rules::per_week(total_demands, weeks);
            let cm_score = rules::cm_score(cc_score, reviews_per_week, demands_per_week, goal, review_goal);
            rows.push(ScorecardRow {
                user_id,
                staff: user.staff_code.clone(),
                full_name: user.name(),
                team: team_ids.first().and_then(|t| org.teams.iter().find(|x| x.team_id == *t)).map(|t| t.name.clone()),
                active: active.len() as i64,
                active_color: rules::active_cases_colour(active.len() as i64).into(),
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
