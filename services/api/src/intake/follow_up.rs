//! spec 1 §2.5 Follow Up, paged on the server (issue #17): every open lead in intake is a
//! follow-up, about 600 on the scale-10 demo firm, each the shared intake-lead row of about
//! fifty fields (half a megabyte a view, sent again every minute as the colours move).
//! `leadsInFollowUpPage` counts the figures in SQL, sends the priority part whole (spec:
//! "two tables (priority leads, then others with page sizes 25, 50, 100 and all)") and pages
//! the others, searched and sorted in SQL; only the rows shown are built in full.
//! `leadsInFollowUp` (the spec's call) still answers the whole list, with the same figures.

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{DateTime, Duration, Utc};
use domain::intake::rules;
use sqlx::{AnyPool, Row};

use super::query::intake_org;
use projections::read::time::day_start;
use super::read;
use super::types::LeadNode;
use crate::auth::viewer::ContextExt;
use crate::error::ApiResult;
use projections::read::conditions::organization_union;
use crate::paging::{any_contains, check_search, contains_pattern, org_case_ids, org_count, searched_day, staff_label_sql, Page, CLIENT_SQL};

/// The sortable columns of the Follow Up table (spec 1 §2.5), in the order it shows them.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum FollowUpSort {
    Priority,
    Client,
    Type,
    Source,
    Agent,
    Investigator,
    Attorney,
    Rank,
    Status,
    LastFollowUp,
    Opened,
    Wanted,
    Retained,
    State,
    Office,
}

impl FollowUpSort {
    /// What the column shows, as SQL over the case `c` and [`NAMES`] (dates and instants as
    /// their ISO text, which sorts as they do; the priority as the web's `false` < `true`).
    fn sql(self) -> String {
        match self {
            FollowUpSort::Priority => "CASE WHEN c.high_priority THEN 'true' ELSE 'false' END".into(),
            FollowUpSort::Client => CLIENT_SQL.into(),
            FollowUpSort::Type => "c.case_type".into(),
            FollowUpSort::Source => "c.advertising_source".into(),
            FollowUpSort::Agent => AGENT_SQL.into(),
            FollowUpSort::Investigator => INVESTIGATOR_SQL.into(),
            FollowUpSort::Attorney => ATTORNEY_SQL.into(),
            FollowUpSort::Rank => rank_sql(),
            FollowUpSort::Status => "c.status_label".into(),
            FollowUpSort::LastFollowUp => "il.last_note_at".into(),
            FollowUpSort::Opened => "c.opened_at".into(),
            FollowUpSort::Wanted => "c.wanted_date".into(),
            FollowUpSort::Retained => "c.retained_date".into(),
            FollowUpSort::State => "c.state".into(),
            FollowUpSort::Office => "o.name".into(),
        }
    }

    /// Whether the column reads a joined row ([`NAMES`]).
    fn needs_names(self) -> bool {
        matches!(self, FollowUpSort::Agent | FollowUpSort::Investigator | FollowUpSort::Attorney | FollowUpSort::LastFollowUp | FollowUpSort::Office)
    }
}

/// The intake facts (`il`), the agent (`ua`), investigator (`ui`), attorney (`ut`) and office
/// (`o`) of each case, for the columns that show them.
const NAMES: &str = " LEFT JOIN intake_leads il ON il.case_id = c.case_id LEFT JOIN users ua ON ua.user_id = c.agent_user_id \
     LEFT JOIN users ui ON ui.user_id = c.investigator_user_id LEFT JOIN users ut ON ut.user_id = c.attorney_user_id \
     LEFT JOIN offices o ON o.office_id = c.office_id";
const AGENT_SQL: &str = staff_label_sql!("ua");
const INVESTIGATOR_SQL: &str = staff_label_sql!("ui");
const ATTORNEY_SQL: &str = staff_label_sql!("ut");

/// The Rank column: the intake rank's label (`domain::cases::rules::INTAKE_RANKS`).
fn rank_sql() -> String {
    let arms: Vec<String> = domain::cases::rules::INTAKE_RANKS.iter().map(|(id, label)| format!("WHEN {id} THEN {}", eventstore::db::text_literals(&[label]))).collect();
    format!("CASE c.intake_rank_id {} END", arms.join(" "))
}

/// The open leads in intake of `$1` (`$2`: whether it is the deployment's organization, which
/// owns cases imported without one), `columns` of each: the organization's and those of none
/// as two branches, each read by the open cases' stage index; `names` is [`NAMES`] or empty,
/// `narrow` further conditions.
fn follow_ups(names: &str, columns: &str, narrow: &str) -> String {
    organization_union(|organization| format!("SELECT {columns} FROM cases c{names} WHERE c.{organization} AND c.closed_date IS NULL AND c.stage = 'Intake'{narrow}"))
}

/// The follow-ups of one kind of status, priority flag, wanted date, mass tort and retained
/// date: the figures are folded from these counts by the domain's rules.
#[derive(Debug, Clone, PartialEq)]
pub struct FollowUpGroup {
    pub status_label: Option<String>,
    pub high_priority: bool,
    pub wanted: bool,
    pub mass_tort: bool,
    pub retained: bool,
    pub count: i64,
}

/// The Follow Up page's figures and the statuses of its priority part.
#[derive(Debug, Default, PartialEq)]
pub struct FollowUpFigures {
    pub lead_count: i64,
    pub wanted_but_not_retained: i64,
    pub investigator_appt_not_signed: i64,
    /// The high-priority leads in INT 00 or INT 01 (the first table).
    pub priority_count: i64,
    /// The status labels a high-priority lead shows in the first table with, sorted.
    pub priority_labels: Vec<String>,
}

/// spec 1 §2.5 Follow Up: "stats Wanted But Not Retained and Investigator Appt Not Signed"
/// (wanted, not a mass tort, and not retained; in INT 02 and not retained) and "two tables
/// (priority leads, then others …)" — high-priority leads in INT 00 or INT 01 first.
pub fn fold(groups: &[FollowUpGroup]) -> FollowUpFigures {
    let mut out = FollowUpFigures::default();
    for g in groups {
        let label = g.status_label.as_deref();
        out.lead_count += g.count;
        if !g.retained && domain::cases::rules::counts_as_wanted(g.wanted, g.mass_tort) {
            out.wanted_but_not_retained += g.count;
        }
        if !g.retained && label.and_then(rules::intake_code) == Some(2) {
            out.investigator_appt_not_signed += g.count;
        }
        if rules::is_priority_lead(g.high_priority, label) {
            out.priority_count += g.count;
            out.priority_labels.extend(label.map(str::to_string));
        }
    }
    out.priority_labels.sort();
    out.priority_labels.dedup();
    out
}

/// The figures of an organization's follow-ups, counted in SQL by [`FollowUpGroup`].
pub async fn figures(pool: &AnyPool, org: i64, is_default: bool) -> ApiResult<FollowUpFigures> {
    let flag = |condition: &str| format!("CASE WHEN {condition} THEN 1 ELSE 0 END");
    let columns = format!(
        "c.status_label, {} AS hp, {} AS wanted, {} AS mass, {} AS retained",
        flag("c.high_priority"),
        flag("c.wanted_date IS NOT NULL"),
        flag("c.is_mass_tort"),
        flag("c.retained_date IS NOT NULL"),
    );
    let sql = format!("SELECT status_label, hp, wanted, mass, retained, COUNT(*) AS n FROM ({}) k GROUP BY 1, 2, 3, 4, 5", follow_ups("", &columns, ""));
    let rows = sqlx::query(&sql).bind(org).bind(is_default).fetch_all(pool).await?;
    let groups: Vec<FollowUpGroup> = rows
        .iter()
        .map(|r| FollowUpGroup {
            status_label: r.try_get::<Option<String>, _>(0).ok().flatten(),
            high_priority: r.get::<i64, _>(1) == 1,
            wanted: r.get::<i64, _>(2) == 1,
            mass_tort: r.get::<i64, _>(3) == 1,
            retained: r.get::<i64, _>(4) == 1,
            count: r.get::<i64, _>(5),
        })
        .collect();
    Ok(fold(&groups))
}

/// The condition of the priority part (`priority`) or of the others, from the labels
/// [`fold`] found; empty for the others when there is no priority lead.
fn part(labels: &[String], priority: bool) -> String {
    if labels.is_empty() {
        return if priority { " AND 1 = 0".into() } else { String::new() };
    }
    let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
    let condition = format!("(c.high_priority AND COALESCE(c.status_label, '') IN ({}))", eventstore::db::text_literals(&labels));
    if priority {
        format!(" AND {condition}")
    } else {
        format!(" AND NOT {condition}")
    }
}

/// The search box over every searched column, its texts bound after `$2`: a text anywhere in
/// a shown column, ignoring case; a whole date also finds the leads opened on that firm day.
fn searching(search: Option<&str>, tz: chrono_tz::Tz) -> (String, Vec<String>) {
    let Some(text) = search else { return (String::new(), vec![]) };
    let mut binds = vec![contains_pattern(text)];
    let rank = rank_sql();
    let columns = [CLIENT_SQL, "c.case_type", "c.advertising_source", AGENT_SQL, INVESTIGATOR_SQL, ATTORNEY_SQL, &rank, "c.status_label", "c.wanted_date", "c.retained_date", "c.state", "o.name"];
    let mut any = any_contains(&columns, "$3");
    if let Some(day) = searched_day(text) {
        binds.push(eventstore::time::to_text(day_start(day, tz)));
        binds.push(eventstore::time::to_text(day_start(day + Duration::days(1), tz)));
        any.push("(c.opened_at >= $4 AND c.opened_at < $5)".into());
    }
    (format!(" AND ({})", any.join(" OR ")), binds)
}

/// One page of the Follow Up list.
#[derive(SimpleObject)]
pub struct FollowUpPage {
    /// Every open lead in intake (the title's count).
    pub lead_count: i64,
    /// Wanted (not a mass tort) and not retained.
    pub wanted_but_not_retained: i64,
    /// In INT 02 (investigator appointment) and not retained.
    pub investigator_appt_not_signed: i64,
    /// When the colours were computed.
    pub computed_at: DateTime<Utc>,
    /// The first table, whole: the high-priority leads in INT 00 or INT 01 the search keeps,
    /// sorted like the page.
    pub priority_leads: Vec<LeadNode>,
    /// The other leads the search keeps: what the pager counts.
    pub matching_count: i64,
    /// The page of the other leads.
    pub leads: Vec<LeadNode>,
}

#[derive(Default)]
pub struct FollowUpQuery;

#[Object]
impl FollowUpQuery {
    /// spec 1 §2.5 Follow Up, one page at a time: the figures over every open lead in intake,
    /// the priority part whole, and `first` of the other leads from `offset`, searched and
    /// sorted (default: wanted date descending); with `all` (the screen's "All") or without
    /// `first`, every other lead from `offset`. Every argument may be left out.
    #[allow(clippy::too_many_arguments)]
    async fn leads_in_follow_up_page(
        &self,
        ctx: &Context<'_>,
        organization_id: Option<i64>,
        search: Option<String>,
        sort_by: Option<FollowUpSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> ApiResult<FollowUpPage> {
        let (_, org) = intake_org(ctx, organization_id).await?;
        let (sort_by, descending) = (sort_by.unwrap_or(FollowUpSort::Wanted), descending.unwrap_or(true));
        let page = Page::new(offset, first, all)?;
        let search = check_search(search.as_deref())?;
        let state = ctx.state();
        let (pool, is_default) = (state.db.pool(), org == state.config.organization_id);
        let figures = figures(pool, org, is_default).await?;
        let (searched, binds) = searching(search, ctx.firm_tz());
        let names = if search.is_some() || sort_by.needs_names() { NAMES } else { "" };
        let sorted = |narrow: &str| follow_ups(names, &format!("c.case_id, {} AS sort_key", sort_by.sql()), narrow);
        let priority_ids = if figures.priority_count == 0 {
            vec![]
        } else {
            let sql = Page { offset: 0, first: None }.case_ids_sql(&sorted(&format!("{}{searched}", part(&figures.priority_labels, true))), descending);
            org_case_ids(pool, &sql, org, is_default, &binds).await?
        };
        let others = format!("{}{searched}", part(&figures.priority_labels, false));
        let matching_count = if search.is_none() {
            figures.lead_count - figures.priority_count
        } else {
            let sql = format!("SELECT COUNT(*) FROM ({}) matching", follow_ups(NAMES, "c.case_id", &others));
            org_count(pool, &sql, org, is_default, &binds).await?
        };
        let page_ids = page.skip_unlimited(org_case_ids(pool, &page.case_ids_sql(&sorted(&others), descending), org, is_default, &binds).await?);
        let parts = read::lead_parts(&ctx.look_ahead().field("leads"));
        let mut leads = read::load_leads(pool, &[priority_ids.as_slice(), page_ids.as_slice()].concat(), parts).await?;
        let now = Utc::now();
        let node = |lead| LeadNode { lead, now };
        let rest = leads.split_off(priority_ids.len().min(leads.len()));
        Ok(FollowUpPage {
            lead_count: figures.lead_count,
            wanted_but_not_retained: figures.wanted_but_not_retained,
            investigator_appt_not_signed: figures.investigator_appt_not_signed,
            computed_at: now,
            priority_leads: leads.into_iter().map(node).collect(),
            matching_count,
            leads: rest.into_iter().map(node).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(status: &str, high_priority: bool, wanted: bool, mass_tort: bool, retained: bool, count: i64) -> FollowUpGroup {
        FollowUpGroup { status_label: Some(status.into()), high_priority, wanted, mass_tort, retained, count }
    }

    /// spec 1 §2.5 Follow Up: "stats Wanted But Not Retained and Investigator Appt Not Signed";
    /// "two tables (priority leads, then others …)", the priority leads being the high-priority
    /// ones in INT 00 or INT 01.
    #[test]
    fn the_figures_fold_from_the_groups_by_the_domain_rules() {
        let groups = [
            group("INT 00 - Lead", true, false, false, false, 3),
            group("INT 01 - Follow Up", true, true, false, false, 2),
            group("INT 01 - Follow Up", false, true, true, false, 4),
            group("INT 02 - Investigator Appointment", true, true, false, false, 5),
            group("INT 02 - Investigator Appointment", false, true, false, true, 7),
            group("INT 04 - Attorney Review", false, true, false, true, 1),
        ];
        let f = fold(&groups);
        assert_eq!(f.lead_count, 22);
        // Wanted, not a mass tort, not retained: 2 (INT 01 priority) + 5 (INT 02).
        assert_eq!(f.wanted_but_not_retained, 7);
        // INT 02 not retained: 5 (the 7 are retained).
        assert_eq!(f.investigator_appt_not_signed, 5);
        // High priority in INT 00 or INT 01: 3 + 2; INT 02's high priority is not.
        assert_eq!(f.priority_count, 5);
        assert_eq!(f.priority_labels, vec!["INT 00 - Lead".to_string(), "INT 01 - Follow Up".into()]);
        assert_eq!(fold(&[]), FollowUpFigures::default());
    }

    /// The parts split on the labels found; none found leaves the priority part empty.
    #[test]
    fn the_parts_split_on_the_priority_labels() {
        let labels = vec!["INT 00 - Lead".to_string(), "O'Neil".into()];
        assert_eq!(part(&labels, true), " AND (c.high_priority AND COALESCE(c.status_label, '') IN ('INT 00 - Lead', 'O''Neil'))");
        assert_eq!(part(&labels, false), " AND NOT (c.high_priority AND COALESCE(c.status_label, '') IN ('INT 00 - Lead', 'O''Neil'))");
        assert_eq!(part(&[], true), " AND 1 = 0");
        assert_eq!(part(&[], false), "");
    }

    /// The search binds its pattern at `$3`; a whole date adds the firm day's bounds.
    #[test]
    fn a_search_binds_its_pattern_then_a_day() {
        let tz = chrono_tz::America::Denver;
        assert_eq!(searching(None, tz), (String::new(), vec![]));
        let (sql, binds) = searching(Some("6/2/2025"), tz);
        assert!(sql.ends_with("(c.opened_at >= $4 AND c.opened_at < $5))"), "{sql}");
        assert_eq!(binds, vec!["%6/2/2025%".to_string(), "2025-06-02T06:00:00.000000Z".into(), "2025-06-03T06:00:00.000000Z".into()]);
        assert!(rank_sql().starts_with("CASE c.intake_rank_id WHEN "));
    }
}
