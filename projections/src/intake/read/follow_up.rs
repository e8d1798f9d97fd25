//! spec 1 §2.5 Follow Up, paged on the server (issue #17): every open lead in intake is a
//! follow-up. The figures are counted in SQL by what the rules judge and folded here; the
//! priority part is read whole and the others a page at a time, searched and sorted in SQL.

use chrono::Duration;
use domain::intake::rules;
use serde::Deserialize;
use sqlx::AnyPool;

use crate::read::conditions::organization_union;
use crate::read::paging::{self, any_contains, contains_pattern, count_of, org_binds, searched_day, staff_label_sql, Page, CLIENT_SQL};
use crate::read::time::day_start;
use crate::read::{cell, json_rows, Bind, OrgScope, ReadResult};

/// The sortable columns of the Follow Up table (spec 1 §2.5), in the order it shows them.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum FollowUpColumn {
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

impl FollowUpColumn {
    /// What the column shows, as SQL over the case `c` and [`NAMES`] (dates and instants as
    /// their ISO text, which sorts as they do; the priority as the web's `false` < `true`).
    fn sql(self) -> String {
        match self {
            FollowUpColumn::Priority => "CASE WHEN c.high_priority THEN 'true' ELSE 'false' END".into(),
            FollowUpColumn::Client => CLIENT_SQL.into(),
            FollowUpColumn::Type => "c.case_type".into(),
            FollowUpColumn::Source => "c.advertising_source".into(),
            FollowUpColumn::Agent => AGENT_SQL.into(),
            FollowUpColumn::Investigator => INVESTIGATOR_SQL.into(),
            FollowUpColumn::Attorney => ATTORNEY_SQL.into(),
            FollowUpColumn::Rank => rank_sql(),
            FollowUpColumn::Status => "c.status_label".into(),
            FollowUpColumn::LastFollowUp => "il.last_note_at".into(),
            FollowUpColumn::Opened => "c.opened_at".into(),
            FollowUpColumn::Wanted => "c.wanted_date".into(),
            FollowUpColumn::Retained => "c.retained_date".into(),
            FollowUpColumn::State => "c.state".into(),
            FollowUpColumn::Office => "o.name".into(),
        }
    }

    /// Whether the column reads a joined row ([`NAMES`]).
    fn needs_names(self) -> bool {
        matches!(self, FollowUpColumn::Agent | FollowUpColumn::Investigator | FollowUpColumn::Attorney | FollowUpColumn::LastFollowUp | FollowUpColumn::Office)
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
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct FollowUpGroup {
    pub status_label: Option<String>,
    #[serde(deserialize_with = "cell::flag")]
    pub high_priority: bool,
    #[serde(deserialize_with = "cell::flag")]
    pub wanted: bool,
    #[serde(deserialize_with = "cell::flag")]
    pub mass_tort: bool,
    #[serde(deserialize_with = "cell::flag")]
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
pub async fn figures(pool: &AnyPool, org: OrgScope) -> ReadResult<FollowUpFigures> {
    let flag = |condition: &str| format!("CASE WHEN {condition} THEN 1 ELSE 0 END");
    let columns = format!(
        "c.status_label, {} AS hp, {} AS wanted, {} AS mass, {} AS retained",
        flag("c.high_priority"),
        flag("c.wanted_date IS NOT NULL"),
        flag("c.is_mass_tort"),
        flag("c.retained_date IS NOT NULL"),
    );
    let sql = format!("SELECT status_label, hp, wanted, mass, retained, COUNT(*) AS n FROM ({}) k GROUP BY status_label, hp, wanted, mass, retained", follow_ups("", &columns, ""));
    let from = format!("FROM ({sql}) g");
    let groups: Vec<FollowUpGroup> = json_rows(pool, &["status_label", "hp", "wanted", "mass", "retained", "n"], &from, &[Bind::Int(org.id), Bind::Bool(org.is_default)]).await?;
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

/// The case ids of one Follow Up page: the priority part whole, how many others the search
/// keeps, and the page of them.
#[derive(Debug, Clone, PartialEq)]
pub struct FollowUpIds {
    pub priority: Vec<i64>,
    pub matching_count: i64,
    pub page: Vec<i64>,
}

/// The priority part and `page` of the other follow-ups of `org` (whose figures are
/// `figures`), searched for `search` and sorted by `column`.
#[allow(clippy::too_many_arguments)]
pub async fn page_ids(pool: &AnyPool, org: OrgScope, figures: &FollowUpFigures, search: Option<&str>, column: FollowUpColumn, descending: bool, page: Page, tz: chrono_tz::Tz) -> ReadResult<FollowUpIds> {
    let (searched, texts) = searching(search, tz);
    let binds = org_binds(org, &texts);
    let names = if search.is_some() || column.needs_names() { NAMES } else { "" };
    let sorted = |narrow: &str| follow_ups(names, &format!("c.case_id, {} AS sort_key", column.sql()), narrow);
    let priority = if figures.priority_count == 0 {
        vec![]
    } else {
        paging::page_ids(pool, Page::ALL, &sorted(&format!("{}{searched}", part(&figures.priority_labels, true))), descending, &binds).await?
    };
    let others = format!("{}{searched}", part(&figures.priority_labels, false));
    let matching_count = if search.is_none() { figures.lead_count - figures.priority_count } else { count_of(pool, &follow_ups(NAMES, "c.case_id", &others), &binds).await? };
    let page = paging::page_ids(pool, page, &sorted(&others), descending, &binds).await?;
    Ok(FollowUpIds { priority, matching_count, page })
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
