//! spec 2 §2 Settlements, paged on the server (issue #17): an organization's open settlements
//! grow with the firm (4 663 on the scale-10 firm, its admin's first view), and building every
//! row as GraphQL cost more than reading them. `openSettlementsPage` applies the same rules as
//! `openSettlements` / `openSettlementsByStaff` (spec 2 §7, which still answer the whole
//! list), then narrows (Only Not Banked, the search box), sorts and pages here; the Fees Not
//! Banked total stays that of every open settlement, as on the unpaged screen.

use std::cmp::Ordering;
use std::collections::HashMap;

use async_graphql::{Context, Enum, Object, SimpleObject};

use super::money::Money;
use super::settlements::{report, settlements_scope, OpenSettlement, SettlementsScope};
use projections::fees::read::settlements as read;
use crate::auth::viewer::ContextExt;
use app::error::{AppError, AppResult};

/// The sortable columns of the Settlements table (spec 2 §2).
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum SettlementSort {
    Attorney,
    Client,
    Type,
    InsType,
    Date,
    Settlement,
    Fee,
    Banked,
    Market,
    Closed,
}

/// One page of the Settlements list.
#[derive(SimpleObject)]
pub struct OpenSettlementsPage {
    /// Every open settlement the screen is for (before Only Not Banked and the search).
    pub total_count: i64,
    /// The settlements the toggle and the search keep (what the pager counts).
    pub matching_count: i64,
    pub settlements: Vec<OpenSettlement>,
    /// spec 2 §2 "a Fees Not Banked total", over every open settlement.
    pub fees_not_banked: Money,
    pub not_banked_count: i32,
}

/// A cell as the table holds it: text, a number (cents), a date, or nothing.
#[derive(PartialEq, Debug)]
enum Cell<'a> {
    Text(&'a str),
    Number(i64),
    Date(chrono::NaiveDate),
    Empty,
}

fn text(value: Option<&str>) -> Cell<'_> {
    value.filter(|v| !v.is_empty()).map_or(Cell::Empty, Cell::Text)
}

fn date(value: Option<chrono::NaiveDate>) -> Cell<'static> {
    value.map_or(Cell::Empty, Cell::Date)
}

impl SettlementSort {
    const ALL: [SettlementSort; 10] = [
        SettlementSort::Attorney,
        SettlementSort::Client,
        SettlementSort::Type,
        SettlementSort::InsType,
        SettlementSort::Date,
        SettlementSort::Settlement,
        SettlementSort::Fee,
        SettlementSort::Banked,
        SettlementSort::Market,
        SettlementSort::Closed,
    ];

    /// Whether the column is one of the settlement's own figures (its money and dates), which
    /// [`read::open_settlement_figures`] reads.
    fn is_figure(self) -> bool {
        matches!(self, SettlementSort::Date | SettlementSort::Settlement | SettlementSort::Fee | SettlementSort::Banked | SettlementSort::Closed)
    }

    /// The column's value for one settlement, as the table's column gives it (money in cents).
    fn cell(self, s: &OpenSettlement) -> Cell<'_> {
        match self {
            SettlementSort::Attorney => text(Some(&s.attorney)),
            SettlementSort::Client => text(Some(&s.client_name)),
            SettlementSort::Type => text(s.settlement_type.as_deref()),
            SettlementSort::InsType => text(s.ins_type.as_deref()),
            SettlementSort::Date => date(s.date_created),
            SettlementSort::Settlement => Cell::Number(s.settlement.0),
            SettlementSort::Fee => Cell::Number(s.attorney_fee.0),
            SettlementSort::Banked => Cell::Number(s.fees_taken.0),
            SettlementSort::Market => text(s.market.as_deref()),
            SettlementSort::Closed => date(s.closing_date),
        }
    }
}

/// The table's order of two cells: numbers and dates by value, text case-insensitively with
/// numbers in it by value (`localeCompare` with `numeric`), empty cells last whichever the
/// direction. (A column holds one kind.)
fn compare(a: &Cell, b: &Cell, descending: bool) -> Ordering {
    let ordered = |o: Ordering| if descending { o.reverse() } else { o };
    match (a, b) {
        (Cell::Empty, Cell::Empty) => Ordering::Equal,
        (Cell::Empty, _) => Ordering::Greater,
        (_, Cell::Empty) => Ordering::Less,
        (Cell::Number(x), Cell::Number(y)) => ordered(x.cmp(y)),
        (Cell::Date(x), Cell::Date(y)) => ordered(x.cmp(y)),
        (Cell::Text(x), Cell::Text(y)) => ordered(natural(x, y)),
        _ => Ordering::Equal,
    }
}

/// Case-insensitive order with runs of digits compared as numbers ("Case 9" before "Case 10").
fn natural(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.chars().peekable(), b.chars().peekable());
    loop {
        match (x.peek().copied(), y.peek().copied()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let take = |it: &mut std::iter::Peekable<std::str::Chars>| {
                    let mut digits = String::new();
                    while let Some(c) = it.peek().copied().filter(char::is_ascii_digit) {
                        digits.push(c);
                        it.next();
                    }
                    digits
                };
                let (m, n) = (take(&mut x), take(&mut y));
                let (m, n) = (m.trim_start_matches('0'), n.trim_start_matches('0'));
                let o = m.len().cmp(&n.len()).then_with(|| m.cmp(n));
                if o != Ordering::Equal {
                    return o;
                }
            }
            (Some(c), Some(d)) => {
                let o = c.to_lowercase().cmp(d.to_lowercase());
                if o != Ordering::Equal {
                    return o;
                }
                x.next();
                y.next();
            }
        }
    }
}

/// Whether any column's value contains `needle` (lowercased), as the table's search box
/// matches: the text, the date as `YYYY-MM-DD`, the money in cents.
fn matches(s: &OpenSettlement, needle: &str) -> bool {
    SettlementSort::ALL.iter().any(|column| match column.cell(s) {
        Cell::Text(t) => t.to_lowercase().contains(needle),
        Cell::Number(n) => n.to_string().contains(needle),
        Cell::Date(d) => d.to_string().contains(needle),
        Cell::Empty => false,
    })
}

/// Narrows, sorts (ties: newest first, then by case and settlement) and cuts one page.
#[allow(clippy::too_many_arguments)]
fn page(rows: Vec<OpenSettlement>, only_not_banked: bool, search: &str, sort: SettlementSort, descending: bool, offset: usize, first: Option<usize>) -> (i64, Vec<OpenSettlement>) {
    let needle = search.trim().to_lowercase();
    let mut kept: Vec<OpenSettlement> = rows.into_iter().filter(|s| (!only_not_banked || s.not_banked) && (needle.is_empty() || matches(s, &needle))).collect();
    kept.sort_by(|a, b| {
        compare(&sort.cell(a), &sort.cell(b), descending)
            .then_with(|| b.date_created.cmp(&a.date_created))
            .then_with(|| a.case_id.cmp(&b.case_id))
            .then_with(|| a.settlement_id.cmp(&b.settlement_id))
    });
    let matching = kept.len() as i64;
    let shown = kept.into_iter().skip(offset).take(first.unwrap_or(usize::MAX)).collect();
    (matching, shown)
}

/// The page's settlements read whole, in the page's order (one read by their cases). A
/// settlement no longer open since the figures were read is left out.
async fn whole_rows(ctx: &Context<'_>, scope: &SettlementsScope, shown: Vec<OpenSettlement>) -> AppResult<Vec<OpenSettlement>> {
    if shown.is_empty() {
        return Ok(shown);
    }
    let mut cases: Vec<i64> = shown.iter().map(|s| s.case_id).collect();
    cases.sort_unstable();
    cases.dedup();
    let rows = read::open_settlements(ctx.state().db.pool(), scope.org_scope, scope.staff, Some(&cases)).await?;
    let mut whole: HashMap<(i64, i64), OpenSettlement> = report(&scope.org, rows, scope.shows_source).settlements.into_iter().map(|s| ((s.case_id, s.settlement_id), s)).collect();
    Ok(shown.iter().filter_map(|s| whole.remove(&(s.case_id, s.settlement_id))).collect())
}

#[derive(Default)]
pub struct SettlementsPageQuery;

#[Object]
impl SettlementsPageQuery {
    /// spec 2 §2 Settlements, one page: `showAll` the organization's (admin and marketing),
    /// else the screen user's; Only Not Banked and the search narrow, `sortBy` a column;
    /// `first` rows from `offset` (at most 1 000), or every row with `all`.
    #[allow(clippy::too_many_arguments)]
    async fn open_settlements_page(
        &self,
        ctx: &Context<'_>,
        show_all: bool,
        only_not_banked: Option<bool>,
        search: Option<String>,
        sort_by: Option<SettlementSort>,
        descending: Option<bool>,
        offset: Option<i64>,
        first: Option<i64>,
        all: Option<bool>,
    ) -> AppResult<OpenSettlementsPage> {
        // Left out (or null): the screen's first view, newest first, 50 rows.
        let (only_not_banked, sort_by, descending) = (only_not_banked.unwrap_or(false), sort_by.unwrap_or(SettlementSort::Date), descending.unwrap_or(true));
        let (offset, first, all) = (offset.unwrap_or(0), first.unwrap_or(50), all.unwrap_or(false));
        crate::paging::check_page(offset, Some(first))?;
        if search.as_deref().is_some_and(|s| s.chars().count() > crate::paging::MAX_SEARCH_CHARS) {
            return Err(AppError::bad_input("search", format!("Search for at most {} characters", crate::paging::MAX_SEARCH_CHARS)));
        }
        let search = search.unwrap_or_default();
        let scope = settlements_scope(ctx, show_all).await?;
        let pool = ctx.state().db.pool();
        // A page ordered by a figure, unsearched: the figures of every open settlement decide
        // the count, the total and the order, then only the page's rows are read whole.
        let by_figures = !all && search.trim().is_empty() && sort_by.is_figure();
        let rows = if by_figures { read::open_settlement_figures(pool, scope.org_scope, scope.staff).await? } else { read::open_settlements(pool, scope.org_scope, scope.staff, None).await? };
        let report = report(&scope.org, rows, scope.shows_source);
        let total_count = report.settlements.len() as i64;
        let first = (!all).then_some(first as usize);
        let (matching_count, mut settlements) = page(report.settlements, only_not_banked, &search, sort_by, descending, offset as usize, first);
        if by_figures {
            settlements = whole_rows(ctx, &scope, settlements).await?;
        }
        Ok(OpenSettlementsPage { total_count, matching_count, settlements, fees_not_banked: report.fees_not_banked, not_banked_count: report.not_banked_count })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn settlement(id: i64, client: &str, date: Option<&str>, fee: i64, not_banked: bool) -> OpenSettlement {
        OpenSettlement {
            settlement_id: id,
            case_id: 100 + id,
            case_number: None,
            client_name: client.into(),
            attorney: "JD".into(),
            settlement_type: None,
            ins_type: None,
            settlement: Money(fee * 3),
            attorney_fee: Money(fee),
            referral_fee: Money(0),
            fees_taken: Money(0),
            date_created: date.map(|d| d.parse::<NaiveDate>().unwrap()),
            incident_date: None,
            opening_date: None,
            retained_date: None,
            market: None,
            referral_source: None,
            closing_date: None,
            not_banked,
            fee_not_banked: Money(if not_banked { fee } else { 0 }),
        }
    }

    fn rows() -> Vec<OpenSettlement> {
        vec![
            settlement(1, "ana Case 10", Some("2026-11-02"), 5_000, true),
            settlement(2, "Ana case 9", Some("2026-11-20"), 120_000, false),
            settlement(3, "Bo Smith", None, 7_500, true),
            settlement(4, "Cy Jones", Some("2026-10-01"), 7_500, false),
        ]
    }

    fn ids(rows: &[OpenSettlement]) -> Vec<i64> {
        rows.iter().map(|s| s.settlement_id).collect()
    }

    #[test]
    fn the_first_view_is_newest_first_with_undated_last() {
        let (matching, shown) = page(rows(), false, "", SettlementSort::Date, true, 0, Some(50));
        assert_eq!((matching, ids(&shown)), (4, vec![2, 1, 4, 3]));
        let (_, shown) = page(rows(), false, "", SettlementSort::Date, false, 0, Some(50));
        assert_eq!(ids(&shown), vec![4, 1, 2, 3], "empty dates last either way");
    }

    #[test]
    fn text_sorts_like_the_table_and_money_by_value() {
        let (_, shown) = page(rows(), false, "", SettlementSort::Client, false, 0, None);
        assert_eq!(ids(&shown), vec![2, 1, 3, 4], "case-insensitive, 9 before 10");
        // Equal fees keep the newest first.
        let (_, shown) = page(rows(), false, "", SettlementSort::Fee, true, 0, None);
        assert_eq!(ids(&shown), vec![2, 4, 3, 1]);
    }

    #[test]
    fn the_toggle_and_the_search_narrow_and_the_pager_counts_them() {
        let (matching, shown) = page(rows(), true, "", SettlementSort::Date, true, 0, Some(1));
        assert_eq!((matching, ids(&shown)), (2, vec![1]));
        let (matching, shown) = page(rows(), true, "", SettlementSort::Date, true, 1, Some(1));
        assert_eq!((matching, ids(&shown)), (2, vec![3]));
        // As the table's search box: any column's text, the date as written, money in cents.
        assert_eq!(ids(&page(rows(), false, " ANA ", SettlementSort::Date, true, 0, None).1), vec![2, 1]);
        assert_eq!(ids(&page(rows(), false, "2026-10", SettlementSort::Date, true, 0, None).1), vec![4]);
        assert_eq!(ids(&page(rows(), false, "750", SettlementSort::Date, true, 0, None).1), vec![4, 3]);
        assert_eq!(page(rows(), false, "zzz", SettlementSort::Date, true, 0, None).0, 0);
    }

    #[test]
    fn a_figure_orders_the_figures_alone_as_it_orders_whole_rows() {
        // What `open_settlement_figures` leaves out: every text of the settlement and its case.
        let figures_only = || {
            rows()
                .into_iter()
                .map(|s| OpenSettlement { client_name: String::new(), attorney: String::new(), settlement_type: None, ins_type: None, market: None, ..s })
                .collect::<Vec<_>>()
        };
        for sort in SettlementSort::ALL.into_iter().filter(|s| s.is_figure()) {
            for descending in [false, true] {
                for (offset, first) in [(0, Some(2)), (2, Some(2)), (0, None)] {
                    let whole = page(rows(), false, "", sort, descending, offset, first);
                    let figures = page(figures_only(), false, "", sort, descending, offset, first);
                    assert_eq!((whole.0, ids(&whole.1)), (figures.0, ids(&figures.1)), "{sort:?} descending {descending}");
                }
            }
        }
        assert!(!SettlementSort::Client.is_figure() && !SettlementSort::Attorney.is_figure() && !SettlementSort::Market.is_figure());
    }
}
