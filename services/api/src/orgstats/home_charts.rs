//! The organization home's inventory, retained-case and leads charts (spec 3 §2.3, §7
//! inventoryByAttorney, totalCasesByRank, retainedCasesByMonth, netRetainedCasesByMonth,
//! retainedCasesByMonthByOfficeByReferralSource, referralSources): the home's third statistic
//! query, for admin and intake-management of the organization, following the selected team.
//! Every rule is `domain::inventory::home` (and `domain::intake::stats` for net retained).

use std::collections::{BTreeMap, BTreeSet};

use async_graphql::{Context, Object, SimpleObject};
use chrono::{Datelike, Duration, NaiveDate};
use domain::business_days::{last_of_month, month_starts};
use domain::inventory::home as rules;

use projections::orgstats::read::home as home_read;
use super::home_scope::home_scope;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};
use projections::read::time::day_start;

/// The most months a by-month chart answers.
pub const MAX_MONTHS: i64 = 36;

#[derive(SimpleObject, Clone, Debug)]
pub struct HomeStageCount {
    pub stage: String,
    pub total: i64,
}

#[derive(SimpleObject, Clone, Debug)]
pub struct HomeMemberCount {
    pub attorney: String,
    pub total: i64,
}

/// One bar: an attorney (detailed) or a combined attorney group (grouped).
#[derive(SimpleObject, Clone, Debug)]
pub struct HomeInventoryBar {
    pub attorney: String,
    pub total: i64,
    pub stages: Vec<HomeStageCount>,
    /// The top 5 members of the bar's group, most first (the tooltip, spec 3 §2.3).
    pub members: Vec<HomeMemberCount>,
}

#[derive(SimpleObject, Clone, Debug)]
pub struct HomeRankCount {
    pub rank: String,
    pub pre_lit: i64,
    pub lit: i64,
    pub total: i64,
}

#[derive(SimpleObject, Clone, Debug)]
pub struct HomeInventory {
    pub team_id: Option<i64>,
    pub active_only: bool,
    pub grouped: bool,
    pub pre_lit: Vec<HomeInventoryBar>,
    pub lit: Vec<HomeInventoryBar>,
    pub ranks: Vec<HomeRankCount>,
}

/// One month of the retained-case charts.
#[derive(SimpleObject, Clone, Debug)]
pub struct HomeRetainedMonth {
    /// yyyy-MM
    pub year_month: String,
    /// Retained in the month (mass torts left out, spec 1 §9).
    pub retained: i64,
    /// Of those, not closed within 60 days (spec 1 §2.5).
    pub net_retained: i64,
    /// Retained in the month from the chosen referral source.
    pub from_source: i64,
    /// Leads opened in the month, and how many of them are wanted.
    pub leads: i64,
    pub wanted: i64,
    /// spec 3 §3 "Retained by month: count, office, month, year, yearMonth": the month's
    /// retained, net retained and from-source cases by office (offices with cases, by name;
    /// cases without an office last, as "No office").
    pub retained_by_office: Vec<HomeOfficeCount>,
    pub net_retained_by_office: Vec<HomeOfficeCount>,
    pub from_source_by_office: Vec<HomeOfficeCount>,
}

/// spec 3 §3 "Retained by office: office, count".
#[derive(SimpleObject, Clone, Debug, PartialEq)]
pub struct HomeOfficeCount {
    pub office: String,
    pub count: i64,
}

/// The name a case's office is shown under.
pub const NO_OFFICE: &str = "No office";

/// Counts by office, "No office" last.
#[derive(Default)]
struct OfficeTally(BTreeMap<(bool, String), i64>);

impl OfficeTally {
    fn add(&mut self, office: Option<&str>, count: i64) {
        *self.0.entry((office.is_none(), office.unwrap_or(NO_OFFICE).to_string())).or_insert(0) += count;
    }

    fn counts(self) -> Vec<HomeOfficeCount> {
        self.0.into_iter().map(|((_, office), count)| HomeOfficeCount { office, count }).collect()
    }
}

#[derive(SimpleObject, Clone, Debug)]
pub struct HomeRetained {
    pub team_id: Option<i64>,
    pub source: String,
    pub months: Vec<HomeRetainedMonth>,
    /// The referral sources to choose from (the default first; 'Ref-Apex Chat' left out, spec 3 §2.9).
    pub sources: Vec<String>,
}

fn bars(v: Vec<rules::InventoryBar>) -> Vec<HomeInventoryBar> {
    v.into_iter()
        .map(|b| HomeInventoryBar {
            attorney: b.attorney,
            total: b.total,
            stages: b.stages.into_iter().map(|(stage, total)| HomeStageCount { stage, total }).collect(),
            members: b.members.into_iter().map(|(attorney, total)| HomeMemberCount { attorney, total }).collect(),
        })
        .collect()
}

#[derive(Default)]
pub struct HomeChartsQuery;

#[Object]
impl HomeChartsQuery {
    /// spec 3 §2.3 inventory charts: pre-lit and lit inventory by attorney (grouped by the
    /// combined attorney groups, or detailed) and the inventory ranks, of the selected team's
    /// cases (every case when no team); `activeOnly` (default on, as the team dashboard's Show
    /// Active Only) hides Referred Out, Closed and Settled.
    async fn home_inventory(
        &self,
        ctx: &Context<'_>,
        organization_id: i64,
        team_id: Option<i64>,
        #[graphql(default = true)] active_only: bool,
        #[graphql(default = true)] grouped: bool,
    ) -> AppResult<HomeInventory> {
        let scope = home_scope(ctx, Some(organization_id), team_id).await?;
        let (org, data) = (scope.organization_id, &scope.org);
        let groups = home_read::inventory(ctx.state().db.pool(), ctx.org_scope(org), active_only, scope.members.is_some()).await?;
        // The rules judge cases: each group stands for `count` alike cases.
        let cases: Vec<rules::InventoryCase> = groups
            .iter()
            .filter(|g| scope.covers_staff(&g.staff))
            .flat_map(|g| {
                let case = rules::InventoryCase {
                    attorney: g.attorney_user_id.and_then(|_| crate::fees::query::staff_code(data, g.attorney_user_id, None)),
                    stage: rules::home_stage(g.stage.as_deref(), g.closed),
                    rank: g.rank.clone(),
                };
                std::iter::repeat_n(case, g.count.max(0) as usize)
            })
            .collect();
        let groups = &ctx.state().config.firm.attorney_groups;
        Ok(HomeInventory {
            team_id,
            active_only,
            grouped,
            pre_lit: bars(rules::inventory_bars(&cases, false, grouped, active_only, groups)),
            lit: bars(rules::inventory_bars(&cases, true, grouped, active_only, groups)),
            ranks: rules::rank_counts(&cases, active_only)
                .into_iter()
                .map(|(rank, pre_lit, lit)| HomeRankCount { rank: rank.into(), pre_lit, lit, total: pre_lit + lit })
                .collect(),
        })
    }

    /// spec 3 §2.3 retained-case charts, over the `months` months (default 12) ending with
    /// `endDate`'s month: retained by month, net retained (not closed within 60 days), retained
    /// from `source` (default Ref-PPC) and leads by month, of the selected team's cases.
    async fn home_retained(
        &self,
        ctx: &Context<'_>,
        organization_id: i64,
        team_id: Option<i64>,
        end_date: NaiveDate,
        #[graphql(default = 12)] months: i64,
        source: Option<String>,
    ) -> AppResult<HomeRetained> {
        let scope = home_scope(ctx, Some(organization_id), team_id).await?;
        let org = scope.organization_id;
        if !(1..=MAX_MONTHS).contains(&months) {
            return Err(AppError::bad_input("months", format!("Choose between 1 and {MAX_MONTHS} months")));
        }
        let source = source.map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).unwrap_or_else(|| rules::DEFAULT_REFERRAL_SOURCE.into());
        if source.chars().count() > 200 {
            return Err(AppError::bad_input("source", "A referral source has at most 200 characters"));
        }
        let starts = month_starts(end_date, months);
        let (first, last) = (starts[0], last_of_month(*starts.last().expect("a month")));
        let tz = ctx.firm_tz();
        let bounds: Vec<String> = starts.iter().copied().chain([last + Duration::days(1)]).map(|d| eventstore::time::to_text(day_start(d, tz))).collect();
        let rows = home_read::window(ctx.state().db.pool(), ctx.org_scope(org), (first, last), &bounds, scope.members.is_some()).await?;
        let mut out: BTreeMap<NaiveDate, HomeRetainedMonth> = starts
            .iter()
            .map(|m| {
                let year_month = format!("{:04}-{:02}", m.year(), m.month());
                (*m, HomeRetainedMonth { year_month, retained: 0, net_retained: 0, from_source: 0, leads: 0, wanted: 0, retained_by_office: vec![], net_retained_by_office: vec![], from_source_by_office: vec![] })
            })
            .collect();
        // Retained, net retained and from source by office, per month.
        let mut by_office: BTreeMap<NaiveDate, [OfficeTally; 3]> = BTreeMap::new();
        let office_name = |id: Option<i64>| id.and_then(|id| scope.org.offices.iter().find(|o| o.office_id == id)).map(|o| o.name.as_str());
        let mut sources: BTreeSet<String> = BTreeSet::new();
        // Each row stands for `count` alike cases.
        for r in rows.iter().filter(|r| scope.covers(r)) {
            if let Some(m) = r.opened_month.and_then(|i| starts.get(i)).and_then(|start| out.get_mut(start)) {
                m.leads += r.count;
                m.wanted += r.count * domain::cases::rules::counts_as_wanted(r.has_wanted, r.is_mass_tort) as i64;
            }
            let Some(month) = r.retained_month.filter(|_| domain::cases::rules::counts_as_retained(true, r.is_mass_tort)) else { continue };
            let Some(m) = out.get_mut(&month) else { continue };
            let net = r.net;
            let from_source = r.source.as_deref() == Some(source.as_str());
            m.retained += r.count;
            m.net_retained += r.count * net as i64;
            m.from_source += r.count * from_source as i64;
            let office = office_name(r.office_id);
            let tallies = by_office.entry(month).or_default();
            tallies[0].add(office, r.count);
            if net {
                tallies[1].add(office, r.count);
            }
            if from_source {
                tallies[2].add(office, r.count);
            }
            if let Some(s) = r.source.as_ref().filter(|s| !domain::reference::hidden_from_referral_source_lists(s)) {
                sources.insert(s.clone());
            }
        }
        // The chosen source stays choosable even in months without its cases.
        sources.insert(source.clone());
        sources.remove(rules::DEFAULT_REFERRAL_SOURCE);
        let sources = std::iter::once(rules::DEFAULT_REFERRAL_SOURCE.to_string()).chain(sources).collect();
        for (month, [retained, net, from_source]) in by_office {
            if let Some(m) = out.get_mut(&month) {
                (m.retained_by_office, m.net_retained_by_office, m.from_source_by_office) = (retained.counts(), net.counts(), from_source.counts());
            }
        }
        Ok(HomeRetained { team_id, source, months: out.into_values().collect(), sources })
    }
}
