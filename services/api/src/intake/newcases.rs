//! New Cases (spec 1 §2.5 "New Cases page", spec 3 §2.13, §3 "New case row", §4, §9): the
//! cases retained in the period with the per-office goal, the closed-no-fee summary, the fired
//! rate and the rank bar, each figure with the case ids behind it for the pop-up tables. The
//! rows are intake `Lead`s, so the table's inline edits are the intake lists' mutations
//! (`upsertSaPaidAdvertising`, `upsertCaseInfo`).

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::intake::stats as rules;
use projections::intake::read::new_cases::{first_fees, retained_cases, RetainedCase};

use super::query::{check_range, intake_admin_org, intake_org};
use super::newcases_page::{by_retained, sorted, Columns, NewCaseFacts, NewCasesLeadsPage, NewCasesSort};
use projections::intake::read::{self, LeadView};
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use projections::cases::read::CaseParts;
use app::error::{AppError, AppResult};
use projections::organization::read::OrgData;
use crate::paging::{check_search, page as checked_page};

/// One office's retained count against its goal for the period.
#[derive(SimpleObject)]
pub struct NewCasesOffice {
    pub office_id: i64,
    pub office: String,
    pub retained: i64,
    /// Business days in the period (end capped at today) × the office's rate, 1 decimal.
    pub goal: f64,
    /// retained / goal, 1 decimal; null without a goal.
    pub percent: Option<f64>,
    pub level: String,
    pub case_ids: Vec<i64>,
}

/// A summary figure with the cases behind it (the pop-up tables).
#[derive(SimpleObject)]
pub struct NewCasesFigure {
    pub label: String,
    pub count: i64,
    /// count / retained in the period × 100, 2 decimals (spec 3 §9); null when none retained.
    pub percent: Option<f64>,
    pub case_ids: Vec<i64>,
}

pub struct NewCasesReport {
    retained: i64,
    offices: Vec<NewCasesOffice>,
    closed_no_fee: NewCasesFigure,
    fired: NewCasesFigure,
    ranks: Vec<NewCasesFigure>,
    facts: Vec<NewCaseFacts>,
    /// Every retained case (mass torts left out), newest retained first.
    cases: Vec<RetainedCase>,
    /// Their rows with phones (the Phone column), read once a sort or a search needs them.
    leads: tokio::sync::OnceCell<Vec<LeadView>>,
    org: Arc<OrgData>,
    now: DateTime<Utc>,
}

impl NewCasesReport {
    fn case_ids(&self) -> Vec<i64> {
        self.cases.iter().map(|c| c.case_id).collect()
    }

    /// Every retained case's row, with phones, in the report's order.
    async fn all_leads(&self, ctx: &Context<'_>) -> AppResult<&[LeadView]> {
        let parts = CaseParts { notes: false, phones: true, providers: false };
        let ids = self.case_ids();
        Ok(self.leads.get_or_try_init(|| async { read::load_leads(ctx.state().db.pool(), &ids, parts).await }).await?)
    }
}

#[Object]
impl NewCasesReport {
    /// Cases retained in the period (mass torts excluded, spec 1 §9).
    async fn retained(&self) -> i64 {
        self.retained
    }
    async fn offices(&self) -> &[NewCasesOffice] {
        &self.offices
    }
    /// spec 3 §4: a closed date and no first fee date.
    async fn closed_no_fee(&self) -> &NewCasesFigure {
        &self.closed_no_fee
    }
    /// spec 3 §9 fired rate.
    async fn fired(&self) -> &NewCasesFigure {
        &self.fired
    }
    /// The rank bar: one figure per intake rank, most stars first, then Unranked.
    async fn ranks(&self) -> &[NewCasesFigure] {
        &self.ranks
    }
    async fn facts(&self) -> &[NewCaseFacts] {
        &self.facts
    }
    /// Every row of the table, newest retained first (the screen asks for `leadsPage`).
    async fn leads(&self, ctx: &Context<'_>) -> AppResult<Vec<LeadNode>> {
        let leads = read::load_leads(ctx.state().db.pool(), &self.case_ids(), super::lead_parts(&ctx.look_ahead())).await?;
        Ok(leads.into_iter().map(|lead| LeadNode { lead, now: self.now }).collect())
    }
    /// One page of the table: the rows the search keeps (any shown column, ignoring case, as the
    /// table's search box) and, given `caseIds`, only those cases (a figure's pop-up), sorted
    /// by `sortBy` (default: retained, newest first; empty values last, ties newest case
    /// first), `first` rows from `offset`; with `all` or without `first`, every row from `offset`.
    #[allow(clippy::too_many_arguments)]
    async fn leads_page(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        sort_by: Option<NewCasesSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
        case_ids: Option<Vec<i64>>,
    ) -> AppResult<NewCasesLeadsPage> {
        let page = checked_page(offset, first, all)?;
        let needle = check_search(search.as_deref())?.map(str::to_lowercase);
        if case_ids.as_ref().is_some_and(|ids| ids.len() > 10_000) {
            return Err(AppError::bad_input("caseIds", "Ask for at most 10 000 cases"));
        }
        let sort_by = sort_by.unwrap_or(NewCasesSort::Retained);
        let descending = descending.unwrap_or(true);
        let skip = usize::try_from(page.offset).unwrap_or(usize::MAX);
        let take = page.first.map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
        let parts = super::lead_parts(&ctx.look_ahead().field("leads"));
        let pool = ctx.state().db.pool();
        // The first view (newest retained first, no search) is ordered by what the figures
        // read, and only its page's rows are read; another sort or a search reads every row.
        let (matching, leads) = if sort_by == NewCasesSort::Retained && needle.is_none() {
            let order = by_retained(&self.cases, descending, case_ids.as_deref());
            let shown: Vec<i64> = order.iter().skip(skip).take(take).copied().collect();
            (order.len(), read::load_leads(pool, &shown, parts).await?)
        } else {
            let all = self.all_leads(ctx).await?;
            let first_fee: HashMap<i64, NaiveDate> = self.facts.iter().filter_map(|f| Some((f.case_id, f.first_fee_date?))).collect();
            let columns = Columns { org: &self.org, first_fee: &first_fee };
            let order = sorted(&columns, all, sort_by, descending, needle.as_deref(), case_ids.as_deref());
            let shown: Vec<&LeadView> = order.iter().skip(skip).take(take).map(|&i| &all[i]).collect();
            // The rows were read without notes or providers: a page that shows them reads its own.
            let leads = if parts.notes || parts.providers {
                let ids: Vec<i64> = shown.iter().map(|l| l.case.row.case_id).collect();
                read::load_leads(pool, &ids, parts).await?
            } else {
                shown.into_iter().cloned().collect()
            };
            (order.len(), leads)
        };
        let by_case: HashMap<i64, &NewCaseFacts> = self.facts.iter().map(|f| (f.case_id, f)).collect();
        let facts = leads.iter().filter_map(|l| by_case.get(&l.case.row.case_id).map(|f| (*f).clone())).collect();
        Ok(NewCasesLeadsPage { matching_count: matching as i64, leads: leads.into_iter().map(|lead| LeadNode { lead, now: self.now }).collect(), facts })
    }
}

fn rank_group(intake_rank: Option<&str>) -> String {
    match intake_rank.and_then(|r| r.chars().next()).filter(char::is_ascii_digit) {
        Some(d) => format!("{d} Star"),
        None => "Unranked".into(),
    }
}

#[derive(Default)]
pub struct NewCasesQuery;

#[Object]
impl NewCasesQuery {
    /// spec 1 §7, 3 §7 newCasesInPeriod(startDate, endDate): the New Cases page. The
    /// organization page (an explicit organization) is for intake admins (spec 3 §6).
    async fn new_cases_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<NewCasesReport> {
        let (_, org) = match organization_id {
            Some(_) => intake_admin_org(ctx, organization_id).await?,
            None => intake_org(ctx, None).await?,
        };
        check_range(start_date, end_date)?;
        let pool = ctx.state().db.pool();
        let cases = retained_cases(pool, ctx.org_scope(org), start_date, end_date).await?;
        // The first fee of each case (the table's First Fee, Closed No Fee).
        let first_fee = first_fees(pool, &cases.iter().map(|c| c.case_id).collect::<Vec<_>>()).await?;
        let data = ctx.org(org).await?.ok_or_else(|| AppError::NotFound("Organization not found".into()))?;
        let today = Utc::now().with_timezone(&ctx.firm_tz()).date_naive();
        let retained = cases.len() as i64;
        let mut facts = vec![];
        let mut per_office: HashMap<i64, Vec<i64>> = HashMap::new();
        let mut per_rank: BTreeMap<String, Vec<i64>> = BTreeMap::new();
        let (mut no_fee, mut fired) = (vec![], vec![]);
        for row in &cases {
            let first_fee_date = first_fee.get(&row.case_id).copied();
            let closed_no_fee = rules::is_closed_no_fee(row.closed, first_fee_date.is_some());
            let is_fired = rules::is_fired(row.close_reason.as_deref(), row.closed);
            let group = rank_group(row.intake_rank_id.and_then(domain::cases::rules::intake_rank_label));
            if closed_no_fee {
                no_fee.push(row.case_id);
            }
            if is_fired {
                fired.push(row.case_id);
            }
            if let Some(o) = row.office_id {
                per_office.entry(o).or_default().push(row.case_id);
            }
            per_rank.entry(group.clone()).or_default().push(row.case_id);
            facts.push(NewCaseFacts { case_id: row.case_id, first_fee_date, closed_no_fee, fired: is_fired, rank_group: group });
        }
        // spec 1 §9 "Retained goal per business day per office": the goal catalogue's rates,
        // each month of the period at the rate judging it (docs/decisions.md "goals2").
        let schedule = projections::goals::read::load_goals(ctx.state().db.pool(), org).await?.schedule;
        let calendar = ctx.state().config.firm.business_calendar();
        let mut offices: Vec<NewCasesOffice> = data
            .offices
            .iter()
            .filter_map(|o| {
                let rate = |g: &domain::goals::Goals| domain::goals::Goals::office_goal(&g.retained_per_business_day_by_office, o.office_id);
                let case_ids = per_office.remove(&o.office_id).unwrap_or_default();
                let full = domain::goals::periods::per_business_day_rate_goal(&calendar, &schedule, start_date, end_date, today, rate);
                if full == 0.0 && case_ids.is_empty() {
                    return None;
                }
                let goal = domain::intake::rules::round_to(domain::goals::periods::per_business_day_rate_goal(&calendar, &schedule, start_date, end_date.min(today), today, rate), 1);
                let percent = rules::percent_of_goal(case_ids.len() as i64, goal);
                Some(NewCasesOffice { office_id: o.office_id, office: o.name.clone(), retained: case_ids.len() as i64, goal, percent, level: rules::pacing_level(percent).into(), case_ids })
            })
            .collect();
        offices.sort_by(|a, b| b.retained.cmp(&a.retained).then_with(|| b.goal.total_cmp(&a.goal)).then_with(|| a.office.cmp(&b.office)));
        let figure = |label: &str, case_ids: Vec<i64>| NewCasesFigure { label: label.into(), count: case_ids.len() as i64, percent: rules::rate(case_ids.len() as i64, retained, 2), case_ids };
        let mut ranks: Vec<NewCasesFigure> = per_rank.into_iter().map(|(g, ids)| figure(&g, ids)).collect();
        // Most stars first, Unranked last ("4 Star" > … > "0 Star" > "Unranked").
        ranks.sort_by(|a, b| (a.label == "Unranked").cmp(&(b.label == "Unranked")).then_with(|| b.label.cmp(&a.label)));
        Ok(NewCasesReport {
            retained,
            offices,
            closed_no_fee: figure("Closed No Fee", no_fee),
            fired: figure("Fired", fired),
            ranks,
            facts,
            cases,
            leads: tokio::sync::OnceCell::new(),
            org: data,
            now: Utc::now(),
        })
    }
}
