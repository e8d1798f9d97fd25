//! Reviews (spec 3 §2.12 Unique Reviews; §7 `casesWithReviewsInPeriod(startDate, endDate,
//! includeIntakeReviews)`, `reviewsInPeriod`, `casesByClientName(name)`, `createReview`,
//! `updateReview`, `insertSaReviewStatus`, `deleteSaReviewStatus`; part 2 §5 per-user reviews).

use std::collections::BTreeMap;
use std::sync::Arc;

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{NaiveDate, Utc};
use domain::cases::{CaseCommand, CaseEvent, ReviewStatusSet};
use domain::reviews::{self as rules, NonClientReview, NonClientReviewSet, ReviewCommand, REVIEW_STREAM};
use projections::orgstats::read::reviews as read;
use projections::orgstats::read::client_name;

use super::LabelCount;
use crate::auth::viewer::{ContextExt, Viewer};
use app::commands::{execute, StreamId};
use app::error::{AppError, AppResult};
use crate::intake::query::check_range;
use projections::read::time::day_start;
use crate::ids::global_id;
use projections::organization::read::OrgData;

const TOPICS: &[&str] = &[projections::reviews::NAME];

/// The status type of a rating set on the Reviews screen (75 is an intake review, spec 3 §3; 74 a case review, as the demo history and imports write it).
const CASE_REVIEW_TYPE: i64 = 74;

/// spec 3 §3 "Case review row: caseId, caseNumber, statusId, statusType (75 means intake),
/// clientName, review, date, creator, modifier, attorney, paralegal".
#[derive(SimpleObject, Clone)]
pub struct CaseReviewRow {
    pub id: ID,
    pub case_id: i64,
    pub case_number: Option<String>,
    pub status_id: i64,
    pub status_type: i64,
    pub client_name: String,
    /// "5 Star" … "1 Star".
    pub review: String,
    /// The firm-local day the rating was set.
    pub date: NaiveDate,
    pub creator: Option<String>,
    pub modifier: Option<String>,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    /// The team it counts for in the chart (the paralegal's, else the attorney's first team).
    pub team: Option<String>,
    /// Counts in the per-user chart (spec 2 §9: rating at least 5 or recommended).
    pub counts_for_user: bool,
}

/// spec 3 §3 "Non-client review: id, firstName, lastName, rating, date, teamId, userId; the
/// response also has user and team".
#[derive(SimpleObject)]
pub struct NonClientReviewRow {
    pub id: ID,
    pub review_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub rating: i64,
    pub review: String,
    pub review_date: NaiveDate,
    pub team_id: i64,
    pub team_name: Option<String>,
    pub user_id: i64,
    pub user_name: Option<String>,
    pub staff_code: Option<String>,
    /// The review stream's version (the edit form's expectedVersion).
    pub version: i64,
}

/// One bar of the monthly chart by team.
#[derive(SimpleObject)]
pub struct TeamMonthCount {
    pub month_start: NaiveDate,
    pub team: String,
    pub count: i64,
}

/// A case found by the comma search, with its current rating.
#[derive(SimpleObject)]
pub struct CaseRatingRow {
    pub id: ID,
    pub case_id: i64,
    pub client_name: String,
    pub attorney: Option<String>,
    pub paralegal: Option<String>,
    pub status_id: Option<i64>,
    pub review: Option<String>,
}

/// Per-user reviews (spec 2 §5): the user's cases' client reviews in the period and the chart.
#[derive(SimpleObject)]
pub struct UserReviewsReport {
    pub reviews: Vec<CaseReviewRow>,
    /// Reviews counting in the chart, per month (label = first day).
    pub by_month: Vec<LabelCount>,
    pub counted: i64,
}

#[derive(InputObject)]
pub struct ReviewInput {
    /// Absent on createReview.
    pub id: Option<i64>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub rating: Option<i64>,
    pub date: Option<NaiveDate>,
    pub team_id: Option<i64>,
    pub user_id: Option<i64>,
}

#[derive(InputObject)]
pub struct SaReviewStatusInput {
    pub case_id: i64,
    pub status_id: i64,
}

fn staff(org: &OrgData, user_id: Option<i64>) -> Option<String> {
    let u = org.user(user_id?)?;
    Some(u.code_or_name())
}

fn team_of(org: &OrgData, users: [Option<i64>; 2]) -> Option<String> {
    users.into_iter().flatten().find_map(|u| org.group_ids("team", u).first().and_then(|t| org.teams.iter().find(|x| x.team_id == *t)).map(|t| t.name.clone()))
}

async fn admin_org(ctx: &Context<'_>, organization_id: Option<i64>) -> AppResult<(Arc<Viewer>, Arc<OrgData>)> {
    let viewer = ctx.viewer().await?;
    let org_id = organization_id.unwrap_or(viewer.user.organization_id);
    viewer.require_admin_of(org_id)?;
    let org = ctx.org(org_id).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
    Ok((viewer, org))
}

/// Rated cases of the organization rated in the range; `users` limits them to cases one of
/// them works (attorney, paralegal or case manager).
async fn case_reviews(ctx: &Context<'_>, org: &OrgData, start: NaiveDate, end: NaiveDate, include_intake: bool, users: Option<&[i64]>) -> AppResult<Vec<CaseReviewRow>> {
    let tz = ctx.firm_tz();
    let from = eventstore::time::to_text(day_start(start, tz));
    let to = eventstore::time::to_text(day_start(end + chrono::Duration::days(1), tz));
    let rows = read::case_ratings(ctx.state().db.pool(), ctx.org_scope(org.organization_id), &from, &to).await?;
    let mut out = Vec::new();
    for r in rows {
        if !rules::keeps(r.status_type, !include_intake) {
            continue;
        }
        let (att, par, cm) = (r.attorney_user_id, r.paralegal_user_id, r.case_manager_user_id);
        if let Some(users) = users {
            if ![att, par, cm].iter().flatten().any(|u| users.contains(u)) {
                continue;
            }
        }
        out.push(CaseReviewRow {
            id: global_id("CaseReviewRow", r.case_id),
            case_id: r.case_id,
            case_number: r.case_number,
            status_id: r.status_id,
            status_type: r.status_type,
            client_name: client_name(&r.first_name, &r.last_name),
            review: rules::rating_label(r.status_id).unwrap_or_default(),
            date: r.rated_at.with_timezone(&tz).date_naive(),
            creator: staff(org, r.creator_user_id),
            modifier: staff(org, r.modifier_user_id),
            attorney: staff(org, att),
            paralegal: staff(org, par),
            team: team_of(org, [par, att]),
            counts_for_user: rules::counts_in_user_chart(r.status_id, false),
        });
    }
    Ok(out)
}

async fn non_client(ctx: &Context<'_>, org: &OrgData, range: Option<(NaiveDate, NaiveDate)>, review_id: Option<i64>) -> AppResult<Vec<NonClientReviewRow>> {
    let rows = read::non_client_reviews(ctx.state().db.pool(), org.organization_id, range, review_id).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let user = org.user(r.user_id);
            NonClientReviewRow {
                id: global_id("NonClientReview", r.review_id),
                review_id: r.review_id,
                first_name: r.first_name,
                last_name: r.last_name,
                rating: r.rating,
                review: rules::rating_label(r.rating).unwrap_or_default(),
                review_date: r.review_date,
                team_id: r.team_id,
                team_name: org.teams.iter().find(|t| t.team_id == r.team_id).map(|t| t.name.clone()),
                user_id: r.user_id,
                user_name: user.map(|u| u.name()),
                staff_code: user.and_then(|u| u.staff_code.clone()),
                version: r.version,
            }
        })
        .collect())
}

#[derive(Default)]
pub struct ReviewsQuery;

#[Object]
impl ReviewsQuery {
    /// spec 3 §2.12: the organization's case reviews rated in the range, newest first; intake
    /// reviews (statusType 75) only with `includeIntakeReviews`. Admins of the organization.
    async fn cases_with_reviews_in_period(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = true)] include_intake_reviews: bool,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<CaseReviewRow>> {
        let (_, org) = admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        case_reviews(ctx, &org, start_date, end_date, include_intake_reviews, None).await
    }

    /// spec 3 §7 organization reviewsInPeriod: the non-client reviews dated in the range.
    async fn non_client_reviews_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<NonClientReviewRow>> {
        let (_, org) = admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        non_client(ctx, &org, Some((start_date, end_date)), None).await
    }

    /// spec 3 §2.12 monthly chart by team: 4 and 5 star reviews only (case and non-client),
    /// intake reviews left out with `excludeIntake` (default on).
    async fn reviews_by_team_by_month(
        &self,
        ctx: &Context<'_>,
        start_date: NaiveDate,
        end_date: NaiveDate,
        #[graphql(default = true)] exclude_intake: bool,
        organization_id: Option<i64>,
    ) -> AppResult<Vec<TeamMonthCount>> {
        let (_, org) = admin_org(ctx, organization_id).await?;
        check_range(start_date, end_date)?;
        let cases = case_reviews(ctx, &org, start_date, end_date, !exclude_intake, None).await?;
        let others = non_client(ctx, &org, Some((start_date, end_date)), None).await?;
        let mut map: BTreeMap<(NaiveDate, String), i64> = BTreeMap::new();
        let month = domain::cases::demands::month_start;
        for c in cases.iter().filter(|c| rules::counts_in_team_chart(c.status_id)) {
            *map.entry((month(c.date), c.team.clone().unwrap_or_else(|| "No Team".into()))).or_insert(0) += 1;
        }
        for n in others.iter().filter(|n| rules::counts_in_team_chart(n.rating)) {
            *map.entry((month(n.review_date), n.team_name.clone().unwrap_or_else(|| "No Team".into()))).or_insert(0) += 1;
        }
        Ok(map.into_iter().map(|((month_start, team), count)| TeamMonthCount { month_start, team, count }).collect())
    }

    /// spec 3 §2.12 name search ("last name, first name"; only with a comma): the
    /// organization's cases whose client matches, with their current rating (at most 50).
    async fn review_cases_by_client_name(&self, ctx: &Context<'_>, name: String, organization_id: Option<i64>) -> AppResult<Vec<CaseRatingRow>> {
        let (_, org) = admin_org(ctx, organization_id).await?;
        let Some((last, first)) = rules::name_search(&name) else { return Ok(vec![]) };
        let rows = read::cases_by_client_name(ctx.state().db.pool(), ctx.org_scope(org.organization_id), &last, &first, 50).await?;
        Ok(rows
            .into_iter()
            .map(|r| CaseRatingRow {
                id: global_id("CaseRatingRow", r.case_id),
                case_id: r.case_id,
                client_name: format!("{} {}", r.first_name, r.last_name).trim().to_string(),
                attorney: staff(&org, r.attorney_user_id),
                paralegal: staff(&org, r.paralegal_user_id),
                status_id: r.status_id,
                review: r.status_id.and_then(rules::rating_label),
            })
            .collect())
    }

    /// spec 2 §5 per-user Reviews (/dash/{userId}/reviews): the client reviews in the range of
    /// the cases the user (or the acted-as user) works, and the chart of those counting (rating
    /// at least 5 or recommended).
    async fn user_reviews_in_period(&self, ctx: &Context<'_>, user_id: i64, start_date: NaiveDate, end_date: NaiveDate) -> AppResult<UserReviewsReport> {
        let viewer = ctx.viewer().await?;
        let (user, org) = crate::stages::query::list_user(ctx, &viewer, user_id).await?;
        check_range(start_date, end_date)?;
        let reviews = case_reviews(ctx, &org, start_date, end_date, true, Some(&[user])).await?;
        let counted: Vec<NaiveDate> = reviews.iter().filter(|r| r.counts_for_user).map(|r| r.date).collect();
        let by_month = domain::cases::demands::buckets(&counted, start_date, end_date, false).into_iter().map(|(d, count)| LabelCount { label: d.to_string(), count }).collect();
        Ok(UserReviewsReport { counted: counted.len() as i64, reviews, by_month })
    }
}

fn review_of(input: &ReviewInput, review_id: i64, organization_id: i64, org: &OrgData) -> AppResult<NonClientReviewSet> {
    let fill = |field: &str| AppError::bad_input(field, rules::FILL_ALL_FIELDS);
    let r = NonClientReviewSet {
        review_id,
        organization_id,
        first_name: input.first_name.clone().ok_or_else(|| fill("firstName"))?,
        last_name: input.last_name.clone().ok_or_else(|| fill("lastName"))?,
        rating: input.rating.ok_or_else(|| fill("rating"))?,
        date: input.date.ok_or_else(|| fill("date"))?,
        team_id: input.team_id.ok_or_else(|| fill("teamId"))?,
        user_id: input.user_id.ok_or_else(|| fill("userId"))?,
    };
    if !org.teams.iter().any(|t| t.team_id == r.team_id) {
        return Err(AppError::bad_input("teamId", format!("Unknown team {}", r.team_id)));
    }
    if org.user(r.user_id).is_none() {
        return Err(AppError::bad_input("userId", format!("Unknown user {}", r.user_id)));
    }
    Ok(rules::check(r)?)
}

#[derive(Default)]
pub struct ReviewsMutation;

#[Object]
impl ReviewsMutation {
    /// spec 3 §7 createReview: a non-client review (admins). Every field is required ('Please
    /// fill out all fields'); nothing is written otherwise.
    async fn create_review(&self, ctx: &Context<'_>, review: ReviewInput) -> AppResult<NonClientReviewRow> {
        let (viewer, org) = admin_org(ctx, None).await?;
        let checked = review_of(&review, 0, org.organization_id, &org)?;
        let outcome = execute::<NonClientReview>(ctx.state(), REVIEW_STREAM, StreamId::Allocate("review"), &ctx.command_metadata(&viewer), |id, _| {
            Ok((ReviewCommand::Create(NonClientReviewSet { review_id: id, ..checked.clone() }), vec![]))
        })
        .await?;
        ctx.settle(TOPICS, outcome.position).await;
        non_client(ctx, &org, None, Some(outcome.id)).await?.into_iter().next().ok_or_else(|| AppError::Internal("the review was recorded but is not readable yet".into()))
    }

    /// spec 3 §7 updateReview (admins): the review as it should stand.
    async fn update_review(&self, ctx: &Context<'_>, review: ReviewInput) -> AppResult<NonClientReviewRow> {
        let (viewer, org) = admin_org(ctx, None).await?;
        let review_id = review.id.ok_or_else(|| AppError::bad_input("id", "Choose the review to update"))?;
        if non_client(ctx, &org, None, Some(review_id)).await?.is_empty() {
            return Err(AppError::NotFound("Review not found".into()));
        }
        let checked = review_of(&review, review_id, org.organization_id, &org)?;
        let outcome = execute::<NonClientReview>(ctx.state(), REVIEW_STREAM, StreamId::Existing(review_id), &ctx.command_metadata(&viewer), |_, _| Ok((ReviewCommand::Update(checked.clone()), vec![]))).await?;
        ctx.settle(TOPICS, outcome.position).await;
        non_client(ctx, &org, None, Some(review_id)).await?.into_iter().next().ok_or_else(|| AppError::NotFound("Review not found".into()))
    }

    /// spec 3 §7 insertSaReviewStatus(status: case_id, status_id): a case's rating set or
    /// changed to another star value (1150–1154 only; admins).
    async fn insert_sa_review_status(&self, ctx: &Context<'_>, status: SaReviewStatusInput) -> AppResult<i64> {
        let (viewer, _) = admin_org(ctx, None).await?;
        rules::check_rating(status.status_id)?;
        set_rating(ctx, &viewer, status.case_id, Some(status.status_id)).await
    }

    /// spec 3 §7 deleteSaReviewStatus(status: case_id, status_id): the rating removed.
    async fn delete_sa_review_status(&self, ctx: &Context<'_>, status: SaReviewStatusInput) -> AppResult<i64> {
        let (viewer, _) = admin_org(ctx, None).await?;
        rules::check_rating(status.status_id)?;
        set_rating(ctx, &viewer, status.case_id, None).await
    }
}

async fn set_rating(ctx: &Context<'_>, viewer: &Viewer, case_id: i64, status_id: Option<i64>) -> AppResult<i64> {
    // A changed rating keeps its kind (75 intake review); a new one is a case review.
    let kind = read::rating_kind(ctx.state().db.pool(), case_id).await?;
    let event = CaseEvent::ReviewStatusSet(ReviewStatusSet { case_id, status_id, status_type: kind.unwrap_or(CASE_REVIEW_TYPE), at: Utc::now(), user_id: Some(viewer.user.user_id) });
    crate::cases::mutation::change_settling(ctx, case_id, CaseCommand::Record(event), TOPICS).await?;
    Ok(case_id)
}
