//! The organization home's fee charts (spec 3 §2.3, §9): All Fees and Lit Fees in Period by
//! attorney (grouped or detailed) and Fees By Week (weekly goal, expected pace, year-to-date
//! icon, 4-week trend), firm-wide and per office. Money in cents; the rules themselves are
//! those of [`super::rules`].

use std::collections::BTreeMap;

use chrono::{Datelike, Duration, NaiveDate};

use super::rules::{bar_colour, expected_weekly_pace, fee_chart_code, four_week_trend, goal_level, scaled_monthly_goal, shows_data_label, ytd_icon, GoalLevel, Trend, YtdIcon};
use crate::fees::monthly::{combined_code, group_members, is_excluded};
use crate::fees::rules::attorney_name;

/// spec 3 §2.3: "A tooltip lists the top 5 members of a group."
pub const TOOLTIP_MEMBERS: usize = 5;

/// The firm's attorney-code rules the fee charts apply (configuration: `[firm]`).
#[derive(Debug, Clone, Copy)]
pub struct ChartCodes<'a> {
    /// spec 3 §9 "Combined attorney groups" (the first code names the group).
    pub groups: &'a [Vec<String>],
    /// spec 3 §2.3 "One specific combined attorney code is mapped to RG": (code, label).
    pub labels: &'a [(String, String)],
    /// spec 3 §9: codes left out of the stats (CS, WDM).
    pub excluded: &'a [String],
}

impl ChartCodes<'_> {
    /// spec 3 §2.3: the attorney's code on the detailed chart: '-P' stripped, a missing code
    /// "Unknown" (spec 2 §9). `None` when the code is excluded from the stats.
    pub fn detailed(&self, code: Option<&str>) -> Option<String> {
        let code = attorney_name(code.map(|c| fee_chart_code(c.trim())));
        (!is_excluded(&code, self.excluded)).then_some(code)
    }

    /// The bar a detailed code is counted under on the grouped chart: its combined code,
    /// shown under the configured label (spec 3 §2.3 "mapped to RG").
    pub fn grouped(&self, detailed: &str) -> String {
        let combined = combined_code(detailed, self.groups);
        self.labels.iter().find(|(from, _)| from.eq_ignore_ascii_case(&combined)).map(|(_, to)| to.clone()).unwrap_or(combined)
    }

    /// How many attorneys a grouped bar stands for (the configured group's size; 1 alone).
    fn group_size(&self, detailed: &str) -> i64 {
        group_members(&combined_code(detailed, self.groups), self.groups).len().max(1) as i64
    }
}

/// One bar of All Fees / Lit Fees in Period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttorneyBar {
    /// The attorney code (detailed) or the group's code or label (grouped).
    pub code: String,
    pub total: i64,
    /// The period's goal for this bar: the scaled monthly goal per attorney, times the
    /// group's size on a grouped bar.
    pub goal: i64,
    /// spec 3 §2.3 "green at goal, amber at 80% of goal, red above 0" (`None`: no fees).
    pub colour: Option<&'static str>,
    /// spec 3 §2.3 "Data labels are hidden for values below 1000".
    pub shows_label: bool,
    /// spec 3 §2.3 "A tooltip lists the top 5 members of a group": most first.
    pub top_members: Vec<(String, i64)>,
    /// Members with fees in the period (1 on a detailed bar).
    pub member_count: usize,
}

/// spec 3 §9: "monthly pre-lit goal 180000, lit goal 60000, scaled by days/30.44": the days of
/// the period so far (start to the end capped at today, both included; 0 for a period that
/// has not begun).
pub fn period_days(start: NaiveDate, end: NaiveDate, today: NaiveDate) -> i64 {
    ((end.min(today) - start).num_days() + 1).max(0)
}

/// The goal one attorney's bar is judged by over the period.
pub fn attorney_goal(monthly_goal: i64, start: NaiveDate, end: NaiveDate, today: NaiveDate) -> i64 {
    scaled_monthly_goal(monthly_goal, period_days(start, end, today))
}

/// Bars of the fees `(attorney code, cents)` of a period, most first (then by code): one per
/// attorney code (`grouped` false) or per combined group. Excluded codes are left out.
pub fn attorney_bars(fees: &[(Option<&str>, i64)], codes: &ChartCodes<'_>, goal_per_attorney: i64, grouped: bool) -> Vec<AttorneyBar> {
    let mut by_code: BTreeMap<String, i64> = BTreeMap::new();
    for (code, cents) in fees {
        if let Some(code) = codes.detailed(*code) {
            *by_code.entry(code).or_default() += cents;
        }
    }
    /// A bar being summed: its total, how many attorneys it stands for, its members.
    type Summing = (i64, i64, Vec<(String, i64)>);
    let mut bars: BTreeMap<String, Summing> = BTreeMap::new();
    for (code, total) in by_code {
        let (key, size) = if grouped { (codes.grouped(&code), codes.group_size(&code)) } else { (code.clone(), 1) };
        let bar = bars.entry(key).or_insert((0, size, vec![]));
        bar.0 += total;
        bar.2.push((code, total));
    }
    let mut out: Vec<AttorneyBar> = bars
        .into_iter()
        .map(|(code, (total, size, mut members))| {
            members.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            let member_count = members.len();
            members.truncate(TOOLTIP_MEMBERS);
            let goal = goal_per_attorney * size;
            AttorneyBar { code, total, goal, colour: bar_colour(total, goal), shows_label: shows_data_label(total), top_members: members, member_count }
        })
        .collect();
    out.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.code.cmp(&b.code)));
    out
}

/// One week of Fees By Week (Monday first, ARCHITECTURE "Time").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeekBar {
    pub week_start: NaiveDate,
    pub total: i64,
    /// The weekly goal; for the current week, the expected pace so far.
    pub goal: i64,
    /// spec 3 §2.3 bar colours against `goal`.
    pub colour: Option<&'static str>,
    pub shows_label: bool,
    pub current: bool,
}

/// Fees By Week of the firm or of one office, for the weeks of `as_of`'s year.
#[derive(Debug, Clone, PartialEq)]
pub struct WeeklyFees {
    pub weekly_goal: i64,
    pub weeks: Vec<WeekBar>,
    /// spec 3 §9 "Expected pace is goal/5 per weekday": where the current week should be.
    pub expected_pace: i64,
    pub current_total: i64,
    /// The current week against its expected pace (spec 3 §9 text colours).
    pub pace_level: GoalLevel,
    pub ytd_total: i64,
    /// The weekly goal for every week before the current one plus the current week's pace.
    pub ytd_goal: i64,
    pub ytd_icon: YtdIcon,
    /// Over the last four complete weeks; `None` before four weeks have passed.
    pub trend: Option<Trend>,
}

/// The Monday of `d`'s week.
pub fn week_start(d: NaiveDate) -> NaiveDate {
    d - Duration::days(d.weekday().num_days_from_monday() as i64)
}

/// The first week shown: the one holding 1 January of `as_of`'s year (it counts whole, as in
/// [`ytd_weekly_goal`]).
pub fn first_week(as_of: NaiveDate) -> NaiveDate {
    week_start(NaiveDate::from_ymd_opt(as_of.year(), 1, 1).expect("1 January"))
}

/// Fees By Week from the fees `(date, cents)` (dates outside the weeks of the year are
/// ignored) on `as_of` (today, or the end of a past period), each week against its own goal
/// (`goal_of_week`, given the week's Monday: issue 14, past weeks keep the goals they had).
pub fn weekly_fees(fees: &[(NaiveDate, i64)], goal_of_week: impl Fn(NaiveDate) -> i64, as_of: NaiveDate) -> WeeklyFees {
    let first = first_week(as_of);
    let current = week_start(as_of);
    let count = ((current - first).num_days() / 7 + 1) as usize;
    let mut totals = vec![0i64; count];
    for (date, cents) in fees {
        if *date >= first && *date <= as_of {
            totals[((*date - first).num_days() / 7) as usize] += cents;
        }
    }
    let goals: Vec<i64> = (0..count).map(|i| goal_of_week(first + Duration::days(7 * i as i64))).collect();
    let weekly_goal = goals[count - 1];
    let expected_pace = expected_weekly_pace(weekly_goal, as_of);
    let weeks = totals
        .iter()
        .zip(&goals)
        .enumerate()
        .map(|(i, (total, week_goal))| {
            let is_current = i + 1 == count;
            let goal = if is_current { expected_pace } else { *week_goal };
            WeekBar { week_start: first + Duration::days(7 * i as i64), total: *total, goal, colour: bar_colour(*total, goal), shows_label: shows_data_label(*total), current: is_current }
        })
        .collect();
    let current_total = totals[count - 1];
    let ytd_total: i64 = totals.iter().sum();
    // Every week before the current one at its own goal, plus the current week's pace.
    let ytd_goal = goals[..count - 1].iter().sum::<i64>() + expected_pace;
    WeeklyFees {
        weekly_goal,
        weeks,
        expected_pace,
        current_total,
        pace_level: goal_level(current_total as f64, expected_pace as f64),
        ytd_total,
        ytd_goal,
        ytd_icon: ytd_icon(ytd_total, ytd_goal),
        trend: four_week_trend(&totals[..count - 1]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn spec_3_section_2_3_codes_suffix_groups_and_rg() {
        let groups = vec![strings(&["LS", "EMR", "KNP"]), strings(&["RCS", "WC", "SSD", "PL"])];
        let labels = vec![("RCS".to_string(), "RG".to_string())];
        let excluded = strings(&["CS", "WDM"]);
        let codes = ChartCodes { groups: &groups, labels: &labels, excluded: &excluded };
        // "Fee charts strip the attorney-code suffix '-P'."
        assert_eq!(codes.detailed(Some("EMR-P")).as_deref(), Some("EMR"));
        assert_eq!(codes.detailed(None).as_deref(), Some("Unknown"));
        assert_eq!(codes.detailed(Some("CS-P")), None, "excluded from the stats");
        // "One specific combined attorney code is mapped to RG."
        assert_eq!(codes.grouped("WC"), "RG");
        assert_eq!(codes.grouped("KNP"), "LS");
        assert_eq!(codes.grouped("MCA"), "MCA");
    }

    #[test]
    fn spec_3_section_2_3_bars_goals_colours_labels_and_tooltips() {
        let groups = vec![strings(&["LS", "EMR", "KNP"])];
        let codes = ChartCodes { groups: &groups, labels: &[], excluded: &[] };
        // November 2026 up to the 15th: 15 days; 180 000 × 15 / 30.44 = 88 699.08 → $88,699.08.
        let goal = attorney_goal(180_000 * 100, d(2026, 11, 1), d(2026, 11, 30), d(2026, 11, 15));
        assert_eq!(goal, 8_869_908);
        assert_eq!(period_days(d(2026, 12, 1), d(2026, 12, 31), d(2026, 11, 15)), 0, "not begun");
        let fees = [(Some("LS"), 6_000_000), (Some("EMR-P"), 2_000_000), (Some("EMR"), 500_000), (Some("KNP"), 99_999), (Some("MCA"), 7_200_000)];
        let detailed = attorney_bars(&fees, &codes, goal, false);
        let summary: Vec<_> = detailed.iter().map(|b| (b.code.as_str(), b.total, b.colour, b.shows_label)).collect();
        // MCA $72,000 ≥ 80 % of $88,699.08 ($70,959.26): amber; LS $60,000: red; KNP $999.99:
        // red, label hidden ("Data labels are hidden for values below 1000").
        assert_eq!(
            summary,
            vec![("MCA", 7_200_000, Some("amber"), true), ("LS", 6_000_000, Some("red"), true), ("EMR", 2_500_000, Some("red"), true), ("KNP", 99_999, Some("red"), false)]
        );
        let grouped = attorney_bars(&fees, &codes, goal, true);
        // LS group: $60,000 + $25,000 + $999.99 = $85,999.99 against three attorneys' goal
        // 3 × $88,699.08 = $266,097.24: red.
        assert_eq!(grouped[0].code, "LS");
        assert_eq!((grouped[0].total, grouped[0].goal, grouped[0].colour, grouped[0].member_count), (8_599_999, 26_609_724, Some("red"), 3));
        assert_eq!(grouped[0].top_members, vec![("LS".to_string(), 6_000_000), ("EMR".to_string(), 2_500_000), ("KNP".to_string(), 99_999)]);
        assert_eq!((grouped[1].code.as_str(), grouped[1].goal), ("MCA", goal));
        // "top 5 members": six members, five listed.
        let big = vec![strings(&["A", "B", "C", "D", "E", "F"])];
        let codes = ChartCodes { groups: &big, labels: &[], excluded: &[] };
        let fees: Vec<_> = ["A", "B", "C", "D", "E", "F"].iter().enumerate().map(|(i, c)| (Some(*c), (i as i64 + 1) * 100)).collect();
        let bar = &attorney_bars(&fees, &codes, 1, true)[0];
        assert_eq!((bar.member_count, bar.top_members.len(), bar.top_members[0].0.as_str()), (6, 5, "F"));
    }

    #[test]
    fn spec_3_section_9_fees_by_week() {
        // Wednesday 18 Nov 2026; the year's first week starts Monday 29 Dec 2025.
        let as_of = d(2026, 11, 18);
        assert_eq!(first_week(as_of), d(2025, 12, 29));
        let weekly = 540_000 * 100;
        let fees = [
            (d(2025, 12, 30), 100_000),       // week 1
            (d(2026, 10, 20), 10_000_000),    // week of 19 Oct
            (d(2026, 10, 27), 20_000_000),    // week of 26 Oct
            (d(2026, 11, 3), 60_000_000),     // week of 2 Nov: at goal
            (d(2026, 11, 10), 45_000_000),    // week of 9 Nov: 83 %: amber
            (d(2026, 11, 16), 30_000_000),    // this week (Mon)
            (d(2026, 11, 19), 99_000_000),    // after as_of: ignored
            (d(2025, 12, 28), 99_000_000),    // before the first week: ignored
        ];
        let w = weekly_fees(&fees, |_| weekly, as_of);
        assert_eq!(w.weeks.len(), 47);
        assert_eq!(w.weeks[0].total, 100_000);
        let last = &w.weeks[46];
        assert_eq!((last.week_start, last.total, last.current), (d(2026, 11, 16), 30_000_000, true));
        // "Expected pace is goal/5 per weekday": Wednesday = 3/5 of $540,000 = $324,000;
        // $300,000 is 92.6 %: primary, amber bar.
        assert_eq!((w.expected_pace, last.goal, last.colour), (32_400_000, 32_400_000, Some("amber")));
        assert_eq!(w.pace_level, GoalLevel::Primary);
        assert_eq!(w.weeks[44].colour, Some("green"));
        assert_eq!(w.weeks[45].colour, Some("amber"));
        assert_eq!(w.weeks[43].colour, Some("red"));
        assert_eq!(w.weeks[10].colour, None);
        // YTD: 46 weeks × $540,000 + $324,000 = $25,164,000 against $1,651,000: alert.
        assert_eq!((w.ytd_total, w.ytd_goal, w.ytd_icon), (165_100_000, 2_516_400_000, YtdIcon::Alert));
        // Trend over the four complete weeks 19 Oct .. 9 Nov: 100k, 200k, 600k, 450k: two of
        // three moves up = 67 %: up.
        assert_eq!(w.trend, Some(Trend::Up));
        // "needs at least 4 weeks": in the year's third week there is no trend yet.
        assert_eq!(weekly_fees(&[], |_| weekly, d(2026, 1, 14)).trend, None);
        // A zero goal (an office without one) is met.
        assert_eq!(weekly_fees(&[], |_| 0, as_of).ytd_icon, YtdIcon::Met);
    }

    #[test]
    fn issue_14_each_week_is_judged_by_its_own_weekly_goal() {
        // spec 3 §9 "weekly goal 540000": 540 000 until the week of Monday 2 Nov 2026, then
        // 600 000 (a change effective that week). Wednesday 11 Nov 2026.
        let as_of = d(2026, 11, 11);
        let goal_of_week = |monday: NaiveDate| if monday >= d(2026, 11, 2) { 60_000_000 } else { 54_000_000 };
        let fees = [(d(2026, 10, 27), 50_000_000), (d(2026, 11, 3), 50_000_000)];
        let w = weekly_fees(&fees, goal_of_week, as_of);
        // $500,000 in the week of 26 Oct is 92.6 % of its $540,000: amber; the same in the
        // week of 2 Nov is 83.3 % of $600,000: amber too, but against the new goal.
        assert_eq!((w.weeks[43].goal, w.weeks[43].colour), (54_000_000, Some("amber")));
        assert_eq!((w.weeks[44].goal, w.weeks[44].colour), (60_000_000, Some("amber")));
        // The current week's pace: "goal/5 per weekday" of the new goal: 3/5 × 600 000.
        assert_eq!((w.weekly_goal, w.expected_pace), (60_000_000, 36_000_000));
        // YTD: 44 weeks at 540 000, one at 600 000, plus the pace.
        assert_eq!(w.ytd_goal, 44 * 54_000_000 + 60_000_000 + 36_000_000);
    }
}
