//! The New Cases table, paged on the server (issue #17): a busy month retains about 1 500 cases
//! on the scale-10 demo firm, each the shared intake-lead row of about fifty fields, and the
//! table shows 50 a page. The report has every retained case in memory for its figures, so the
//! page is searched and sorted here, by exactly what each column shows (the web's column
//! values), and only its rows go out.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

use async_graphql::{Enum, SimpleObject};
use chrono::NaiveDate;

use projections::intake::read::new_cases::RetainedCase;
use projections::intake::read::LeadView;
use super::types::LeadNode;
use projections::organization::read::OrgData;

/// What the table adds to a lead (spec 3 §3 "New case row").
#[derive(SimpleObject, Clone)]
pub struct NewCaseFacts {
    pub case_id: i64,
    pub first_fee_date: Option<NaiveDate>,
    pub closed_no_fee: bool,
    pub fired: bool,
    /// The rank bar's group: the intake rank's star count ("0 Star" … "4 Star") or "Unranked".
    pub rank_group: String,
}

/// The sortable columns of the New Cases table (spec 1 §2.5, spec 3 §3 "New case row"), in
/// the order it shows them, and the First Fee column it adds.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum NewCasesSort {
    Retained,
    Client,
    Phone,
    Type,
    Source,
    CrSource,
    OtherSource,
    Agent,
    Attorney,
    Paralegal,
    Rank,
    CaseRank,
    RefOpp,
    Referred,
    SignupType,
    Wanted,
    Closed,
    ClosedReason,
    State,
    Office,
    FirstFee,
}

impl NewCasesSort {
    pub const ALL: [NewCasesSort; 21] = [
        NewCasesSort::Retained,
        NewCasesSort::Client,
        NewCasesSort::Phone,
        NewCasesSort::Type,
        NewCasesSort::Source,
        NewCasesSort::CrSource,
        NewCasesSort::OtherSource,
        NewCasesSort::Agent,
        NewCasesSort::Attorney,
        NewCasesSort::Paralegal,
        NewCasesSort::Rank,
        NewCasesSort::CaseRank,
        NewCasesSort::RefOpp,
        NewCasesSort::Referred,
        NewCasesSort::SignupType,
        NewCasesSort::Wanted,
        NewCasesSort::Closed,
        NewCasesSort::ClosedReason,
        NewCasesSort::State,
        NewCasesSort::Office,
        NewCasesSort::FirstFee,
    ];
}

/// One page of the New Cases table.
#[derive(SimpleObject)]
pub struct NewCasesLeadsPage {
    /// The retained cases the search (and the case ids asked for) keep: what the pager counts.
    pub matching_count: i64,
    pub leads: Vec<LeadNode>,
    /// What the table adds to each row of the page (First Fee), in the same order.
    pub facts: Vec<NewCaseFacts>,
}

/// What a row shows in each column: the lookups its values need.
pub struct Columns<'a> {
    pub org: &'a OrgData,
    pub first_fee: &'a HashMap<i64, NaiveDate>,
}

impl Columns<'_> {
    /// A staff member as the table labels them: the staff code, else the name.
    fn staff(&self, user_id: Option<i64>) -> Option<String> {
        self.org.user(user_id?).map(|u| u.code_or_name())
    }

    /// What `lead` shows in `column` (dates as ISO days, as the web sorts and searches them).
    pub fn value(&self, lead: &LeadView, column: NewCasesSort) -> Option<String> {
        let row = &lead.case.row;
        let text = |v: &Option<String>| v.clone();
        let day = shown_day;
        match column {
            NewCasesSort::Retained => day(row.retained_date),
            NewCasesSort::Client => Some(format!("{} {}", row.first_name, row.last_name).trim().to_string()),
            NewCasesSort::Phone => lead.case.phones.first().map(|p| p.phone_number.clone()),
            NewCasesSort::Type => text(&row.case_type),
            NewCasesSort::Source => text(&row.advertising_source),
            NewCasesSort::CrSource => text(&row.callrail_source),
            NewCasesSort::OtherSource => text(&lead.intake.referral_comments),
            NewCasesSort::Agent => self.staff(row.agent_user_id),
            NewCasesSort::Attorney => self.staff(row.attorney_user_id),
            NewCasesSort::Paralegal => self.staff(row.paralegal_user_id),
            NewCasesSort::Rank => row.intake_rank_id.and_then(domain::cases::rules::intake_rank_label).map(str::to_string),
            NewCasesSort::CaseRank => text(&row.case_rank),
            NewCasesSort::RefOpp => text(&row.referral_opportunity),
            NewCasesSort::Referred => text(&row.referred),
            NewCasesSort::SignupType => text(&row.signup_type),
            NewCasesSort::Wanted => day(row.wanted_date),
            NewCasesSort::Closed => day(row.closed_date),
            NewCasesSort::ClosedReason => text(&row.close_reason),
            NewCasesSort::State => text(&row.state),
            NewCasesSort::Office => row.office_id.and_then(|id| self.org.offices.iter().find(|o| o.office_id == id)).map(|o| o.name.clone()),
            NewCasesSort::FirstFee => day(self.first_fee.get(&row.case_id).copied()),
        }
    }

    /// Whether any column of `lead` contains `needle` (lower case), as the table's search box.
    pub fn matches(&self, lead: &LeadView, needle: &str) -> bool {
        NewCasesSort::ALL.iter().any(|&c| self.value(lead, c).is_some_and(|v| v.to_lowercase().contains(needle)))
    }
}

/// A date as the table shows, sorts and searches it: an ISO day.
fn shown_day(d: Option<NaiveDate>) -> Option<String> {
    d.map(|d| d.to_string())
}

/// The order of two shown values: empty values last either way, then ignoring case.
pub fn compare_shown(a: &Option<String>, b: &Option<String>, descending: bool) -> Ordering {
    let blank = |v: &Option<String>| v.as_deref().is_none_or(str::is_empty);
    match (blank(a), blank(b)) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        (false, false) => {
            let order = a.as_deref().unwrap_or_default().to_lowercase().cmp(&b.as_deref().unwrap_or_default().to_lowercase());
            if descending {
                order.reverse()
            } else {
                order
            }
        }
    }
}

/// The leads `search` (lower case) and `case_ids` keep, sorted by `column` (ties: newest case
/// first), as indexes into `leads`.
pub fn sorted(columns: &Columns<'_>, leads: &[LeadView], column: NewCasesSort, descending: bool, search: Option<&str>, case_ids: Option<&[i64]>) -> Vec<usize> {
    let kept = asked_for(case_ids);
    let keyed = leads
        .iter()
        .enumerate()
        .filter(|(_, l)| kept(l.case.row.case_id) && search.is_none_or(|s| columns.matches(l, s)))
        .map(|(i, l)| (i, l.case.row.case_id, columns.value(l, column)));
    in_table_order(keyed, descending)
}

/// [`sorted`] by Retained without a search, from what the report's figures read of each case
/// (no row of the table needed): the case ids in the table's order.
pub fn by_retained(cases: &[RetainedCase], descending: bool, case_ids: Option<&[i64]>) -> Vec<i64> {
    let kept = asked_for(case_ids);
    let keyed = cases.iter().filter(|c| kept(c.case_id)).map(|c| (c.case_id, c.case_id, shown_day(c.retained)));
    in_table_order(keyed, descending)
}

/// Whether a case is among `case_ids` (every case without them).
fn asked_for(case_ids: Option<&[i64]>) -> impl Fn(i64) -> bool {
    let wanted: Option<HashSet<i64>> = case_ids.map(|ids| ids.iter().copied().collect());
    move |id| wanted.as_ref().is_none_or(|ids| ids.contains(&id))
}

/// (item, case id, shown value) in the table's order: by the value ([`compare_shown`]), ties
/// newest case first either way; the items.
fn in_table_order<T>(keyed: impl Iterator<Item = (T, i64, Option<String>)>, descending: bool) -> Vec<T> {
    let mut keyed: Vec<(T, i64, Option<String>)> = keyed.collect();
    keyed.sort_by(|(_, i, a), (_, j, b)| compare_shown(a, b, descending).then_with(|| j.cmp(i)));
    keyed.into_iter().map(|(item, _, _)| item).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use projections::cases::read::{CaseRow, CaseView};

    /// Without a search, Retained orders the figures' cases exactly as it orders the rows:
    /// newest (or oldest) retained first, ties newest case first either way.
    #[test]
    fn by_retained_is_the_rows_order() {
        let org = OrgData { organization_id: 2, name: "Firm".into(), users: vec![], teams: vec![], offices: vec![], departments: vec![], memberships: vec![] };
        let fees = HashMap::new();
        let columns = Columns { org: &org, first_fee: &fees };
        let day = |d: u32| NaiveDate::from_ymd_opt(2026, 11, d);
        let retained = [(11, day(3)), (12, day(5)), (13, day(3)), (14, day(1)), (15, day(5)), (16, day(3))];
        let cases: Vec<RetainedCase> =
            retained.iter().map(|&(case_id, retained)| RetainedCase { case_id, retained, office_id: None, closed: false, close_reason: None, intake_rank_id: None }).collect();
        let leads: Vec<LeadView> = retained
            .iter()
            .map(|&(case_id, retained_date)| LeadView { case: CaseView { row: CaseRow { case_id, retained_date, ..Default::default() }, ..Default::default() }, intake: Default::default() })
            .collect();
        for descending in [true, false] {
            for ids in [None, Some(&[12, 13, 16, 14][..])] {
                let rows: Vec<i64> = sorted(&columns, &leads, NewCasesSort::Retained, descending, None, ids).into_iter().map(|i| leads[i].case.row.case_id).collect();
                assert_eq!(by_retained(&cases, descending, ids), rows, "descending {descending}, ids {ids:?}");
            }
        }
        assert_eq!(by_retained(&cases, true, None), vec![15, 12, 16, 13, 11, 14]);
        assert_eq!(by_retained(&cases, false, None), vec![14, 16, 13, 11, 15, 12]);
    }

    fn lead(case_id: i64, last: &str, state: Option<&str>) -> LeadView {
        LeadView {
            case: CaseView { row: CaseRow { case_id, first_name: "Ann".into(), last_name: last.into(), state: state.map(str::to_string), ..Default::default() }, ..Default::default() },
            intake: Default::default(),
        }
    }

    /// Empty values go last in both directions; the rest ignore case.
    #[test]
    fn blanks_sort_last_either_way() {
        let (a, b, none) = (Some("apple".to_string()), Some("Banana".to_string()), None);
        assert_eq!(compare_shown(&a, &b, false), Ordering::Less);
        assert_eq!(compare_shown(&a, &b, true), Ordering::Greater);
        assert_eq!(compare_shown(&none, &a, false), Ordering::Greater);
        assert_eq!(compare_shown(&none, &a, true), Ordering::Greater);
        assert_eq!(compare_shown(&Some(String::new()), &none, true), Ordering::Equal);
    }

    /// A search keeps the rows any column of which contains it; the sort breaks ties by the
    /// newest case; case ids narrow to a figure's cases.
    #[test]
    fn search_then_sort_then_ties_newest_first() {
        let org = OrgData { organization_id: 2, name: "Firm".into(), users: vec![], teams: vec![], offices: vec![], departments: vec![], memberships: vec![] };
        let fees = HashMap::from([(3, NaiveDate::from_ymd_opt(2026, 11, 20).unwrap())]);
        let columns = Columns { org: &org, first_fee: &fees };
        let leads = vec![lead(1, "Zed", Some("UT")), lead(2, "Young", Some("ID")), lead(3, "Xu", Some("UT")), lead(4, "Wong", None)];
        assert_eq!(sorted(&columns, &leads, NewCasesSort::State, false, None, None), vec![1, 2, 0, 3]);
        assert_eq!(sorted(&columns, &leads, NewCasesSort::State, true, None, None), vec![2, 0, 1, 3]);
        assert_eq!(sorted(&columns, &leads, NewCasesSort::Client, false, Some("ut"), None), vec![2, 0]);
        assert_eq!(sorted(&columns, &leads, NewCasesSort::Client, false, Some("2026-11-20"), None), vec![2]);
        assert_eq!(sorted(&columns, &leads, NewCasesSort::FirstFee, false, None, Some(&[1, 3])), vec![2, 0]);
    }
}
