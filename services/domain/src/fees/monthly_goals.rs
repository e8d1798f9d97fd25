//! The goals of the monthly staff tables (spec 2 §9 "Monthly goals", spec 3 §9 "Monthly goals
//! (attorney tables)") and how a cell is judged against them. Every goal and threshold lives
//! in ONE value, [`MonthlyGoals`], made from the firm's configured goals (`domain::goals`);
//! [`GoalsByMonth`] gives each month of a table the goals in force for it (issue 14: past
//! months keep the goals they had).

use chrono::NaiveDate;

use super::rules::month_columns;
use super::rules::month_start;
use crate::goals::periods::month_goals;
use crate::goals::GoalSchedule;

/// What a table counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// Fee amounts, in cents.
    Fees,
    /// Demands sent (a count).
    Demands,
    /// Settlements recorded (a count).
    Settlements,
}

/// Whose table it is: the attorney tables (spec 3 §9) and the paralegal tables (spec 2 §9)
/// have different goals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staff {
    Attorney,
    Paralegal,
}

/// How a cell stands against its goal (the web shows good / medium / bad colours).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    High,
    Medium,
    Low,
}

/// A judging rule: high from `high_from`; medium from `medium_from` up to `medium_to`
/// (inclusive, open when `None`) below high; anything else low. Values are cents for fees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Band {
    pub high_from: f64,
    pub medium_from: f64,
    pub medium_to: Option<f64>,
}

impl Band {
    pub const fn new(high_from: f64, medium_from: f64, medium_to: Option<f64>) -> Self {
        Band { high_from, medium_from, medium_to }
    }

    pub fn judge(&self, value: f64) -> Level {
        if value >= self.high_from {
            Level::High
        } else if value >= self.medium_from && self.medium_to.map(|to| value <= to).unwrap_or(true) {
            Level::Medium
        } else {
            Level::Low
        }
    }
}

/// The goal of one measure: the month's goal (what a current month is projected against), the
/// band of a finished month and the band of the Average column.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MeasureGoal {
    pub goal: f64,
    pub month: Band,
    pub average: Band,
}

/// The three measures of one kind of table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TableGoals {
    pub fees: MeasureGoal,
    pub demands: MeasureGoal,
    pub settlements: MeasureGoal,
}

impl TableGoals {
    pub fn of(&self, measure: Measure) -> &MeasureGoal {
        match measure {
            Measure::Fees => &self.fees,
            Measure::Demands => &self.demands,
            Measure::Settlements => &self.settlements,
        }
    }
}

/// Every monthly goal of the staff tables, with the spec's values as `Default`.
#[derive(Debug, Clone, PartialEq)]
pub struct MonthlyGoals {
    pub attorney: TableGoals,
    /// The goals of the litigation attorneys' rows.
    pub litigation: TableGoals,
    pub litigation_attorneys: Vec<String>,
    pub paralegal: TableGoals,
    /// "Current month: projected month-end vs goal, medium at 80 percent."
    pub projected_medium_ratio: f64,
}

impl Default for MonthlyGoals {
    /// The spec's goals (spec 3 §9, spec 2 §9), from the one catalogue of goals.
    fn default() -> Self {
        MonthlyGoals::from(&crate::goals::Goals::default())
    }
}

impl From<&crate::goals::Goals> for MonthlyGoals {
    /// The staff tables' goals from the firm's configured goals (`domain::goals`, effective-dated
    /// events): the goal is where "high" starts, the medium threshold where "medium" starts.
    /// spec 2 §9's paralegal "exactly 4 medium" keeps its exact band at the configured medium.
    fn from(g: &crate::goals::Goals) -> Self {
        let cents = |c: i64| c as f64;
        let n = |v: i64| v as f64;
        let money = |goal: i64, medium: i64| MeasureGoal { goal: cents(goal), month: Band::new(cents(goal), cents(medium), None), average: Band::new(cents(goal), cents(medium), None) };
        let count = |goal: i64, medium: i64| MeasureGoal { goal: n(goal), month: Band::new(n(goal), n(medium), None), average: Band::new(n(goal), n(medium), None) };
        let attorney_demands = MeasureGoal {
            goal: n(g.attorney_demands),
            month: Band::new(n(g.attorney_demands), n(g.attorney_demands_medium), None),
            average: Band::new(n(g.attorney_demands), n(g.attorney_demands_average_medium), None),
        };
        MonthlyGoals {
            attorney: TableGoals {
                fees: money(g.attorney_fees, g.attorney_fees_medium),
                demands: attorney_demands,
                settlements: count(g.attorney_settlements, g.attorney_settlements_medium),
            },
            litigation: TableGoals {
                fees: money(g.litigation_fees, g.litigation_fees_medium),
                demands: attorney_demands,
                settlements: count(g.litigation_settlements, g.litigation_settlements_medium),
            },
            litigation_attorneys: g.litigation_attorneys.clone(),
            paralegal: TableGoals {
                fees: money(g.paralegal_fees, g.paralegal_fees_medium),
                demands: MeasureGoal {
                    goal: n(g.paralegal_demands),
                    month: Band::new(n(g.paralegal_demands), n(g.paralegal_demands_medium), Some(n(g.paralegal_demands_medium))),
                    average: Band::new(n(g.paralegal_demands), n(g.paralegal_demands_medium), None),
                },
                settlements: MeasureGoal {
                    goal: n(g.paralegal_settlements),
                    month: Band::new(n(g.paralegal_settlements), n(g.paralegal_settlements_medium), Some(n(g.paralegal_settlements_medium))),
                    average: Band::new(n(g.paralegal_settlements), n(g.paralegal_settlements_medium), None),
                },
            },
            // spec 3 §2.9: "Current month: projected month-end vs goal, medium at 80 percent."
            projected_medium_ratio: 0.8,
        }
    }
}

/// Which cell is judged.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Judged {
    /// A finished month.
    Past(f64),
    /// The month of today: `day` of `days_in_month` days have elapsed (today counts).
    Current { value: f64, day: u32, days_in_month: u32 },
    /// The Average column.
    Average(f64),
}

/// spec 3 §2.9 "the current month is projected linearly (days elapsed over days in month)".
pub fn projected(value: f64, day: u32, days_in_month: u32) -> f64 {
    if day == 0 {
        return value;
    }
    // Rounded to millionths so that 80 % of a goal is reached exactly (1.6 × 30 / 10 = 4.8).
    (value * days_in_month as f64 / day.min(days_in_month) as f64 * 1e6).round() / 1e6
}

impl MonthlyGoals {
    /// Whether `code` is one of the litigation attorneys (case-insensitive).
    pub fn is_litigation(&self, code: &str) -> bool {
        self.litigation_attorneys.iter().any(|c| c.eq_ignore_ascii_case(code.trim()))
    }

    /// The goals of a row: attorney rows of litigation attorneys use the litigation goals.
    pub fn goals_for(&self, staff: Staff, code: &str) -> &TableGoals {
        match staff {
            Staff::Paralegal => &self.paralegal,
            Staff::Attorney if self.is_litigation(code) => &self.litigation,
            Staff::Attorney => &self.attorney,
        }
    }

    /// The level of a cell (the one colour rule of every monthly table).
    pub fn level(&self, staff: Staff, measure: Measure, code: &str, judged: Judged) -> Level {
        let goal = self.goals_for(staff, code).of(measure);
        match judged {
            Judged::Past(v) => goal.month.judge(v),
            Judged::Average(v) => goal.average.judge(v),
            // "Current month: projected month-end vs goal, medium at 80 percent."
            Judged::Current { value, day, days_in_month } => {
                let p = projected(value, day, days_in_month);
                if p >= goal.goal {
                    Level::High
                } else if p >= (goal.goal * self.projected_medium_ratio * 1e6).round() / 1e6 {
                    Level::Medium
                } else {
                    Level::Low
                }
            }
        }
    }
}

/// The goals of each month of a table and of its Average column (issue 14: "past periods
/// keep the goals they had"; docs/decisions.md "goals over time").
#[derive(Debug, Clone, PartialEq)]
pub struct GoalsByMonth {
    /// Month (first day) → its goals; a month not listed uses `average`.
    months: Vec<(NaiveDate, MonthlyGoals)>,
    /// The goals in force at the period's end (today while it runs): the Average column's.
    average: MonthlyGoals,
}

impl GoalsByMonth {
    /// The same goals for every month.
    pub fn uniform(goals: MonthlyGoals) -> Self {
        GoalsByMonth { months: vec![], average: goals }
    }

    /// Each month of `[start, end]` with the goals judging it (`domain::goals::periods`).
    pub fn from_schedule(schedule: &GoalSchedule, start: NaiveDate, end: NaiveDate, today: NaiveDate) -> Self {
        let months = month_columns(start, end).into_iter().map(|m| (m, MonthlyGoals::from(month_goals(schedule, m, start, end, today)))).collect();
        GoalsByMonth { months, average: MonthlyGoals::from(schedule.judging(start, end, today)) }
    }

    /// The goals judging `month` (any day of it).
    pub fn month(&self, month: NaiveDate) -> &MonthlyGoals {
        let m = month_start(month);
        self.months.iter().find(|(first, _)| *first == m).map(|(_, g)| g).unwrap_or(&self.average)
    }

    /// The goals of the Average column and of the row headers (litigation attorneys).
    pub fn latest(&self) -> &MonthlyGoals {
        &self.average
    }
}

pub fn days_in_month(month: NaiveDate) -> u32 {
    let first = month_start(month);
    let next = first.checked_add_months(chrono::Months::new(1)).expect("month in range");
    (next - first).num_days() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn dollars(d: i64) -> f64 {
        (d * 100) as f64
    }

    /// The spec's numbers as written, before goals became configuration.
    fn spec_literal() -> MonthlyGoals {
        // spec 3 §9: "Monthly goals (attorney tables): demands 18, settlements 15, fees 180000."
        // "Fee cell colour: high at or above goal; medium from 150000 (50000 for litigation)";
        // "Settlement cell colour: medium from 12 (4 for litigation)"; "Demand cell colour: over
        // 17 high, 15 to 17 medium (average: 12 to 17 medium)".
        let attorney_demands = MeasureGoal { goal: 18.0, month: Band::new(18.0, 15.0, None), average: Band::new(18.0, 12.0, None) };
        let attorney = TableGoals {
            fees: MeasureGoal { goal: dollars(180_000), month: Band::new(dollars(180_000), dollars(150_000), None), average: Band::new(dollars(180_000), dollars(150_000), None) },
            demands: attorney_demands,
            settlements: MeasureGoal { goal: 15.0, month: Band::new(15.0, 12.0, None), average: Band::new(15.0, 12.0, None) },
        };
        // spec 3 §9: "Litigation attorneys (MCA, JRT, LCK, LDM, LP, RCS): settlements 6, fees 60000."
        let litigation = TableGoals {
            fees: MeasureGoal { goal: dollars(60_000), month: Band::new(dollars(60_000), dollars(50_000), None), average: Band::new(dollars(60_000), dollars(50_000), None) },
            demands: attorney_demands,
            settlements: MeasureGoal { goal: 6.0, month: Band::new(6.0, 4.0, None), average: Band::new(6.0, 4.0, None) },
        };
        // spec 2 §9: "Monthly goals: 6 demands, 5 settlements, $60,000 fees. Past months: demands 6
        // or more high, exactly 4 medium, else low; settlements 5 or more high, exactly 4 medium;
        // fees $60k or more high, $50k up to $60k medium. ... Average columns use 6 and 4 for
        // demands, $60k and $50k for fees."
        let paralegal = TableGoals {
            fees: MeasureGoal { goal: dollars(60_000), month: Band::new(dollars(60_000), dollars(50_000), None), average: Band::new(dollars(60_000), dollars(50_000), None) },
            demands: MeasureGoal { goal: 6.0, month: Band::new(6.0, 4.0, Some(4.0)), average: Band::new(6.0, 4.0, None) },
            settlements: MeasureGoal { goal: 5.0, month: Band::new(5.0, 4.0, Some(4.0)), average: Band::new(5.0, 4.0, None) },
        };
        MonthlyGoals {
            attorney,
            litigation,
            litigation_attorneys: ["MCA", "JRT", "LCK", "LDM", "LP", "RCS"].iter().map(|s| s.to_string()).collect(),
            paralegal,
            projected_medium_ratio: 0.8,
        }
    }


    #[test]
    fn the_default_goals_are_the_specs_and_come_from_the_goal_catalogue() {
        assert_eq!(MonthlyGoals::default(), spec_literal());
        let mut configured = crate::goals::Goals::default();
        configured.attorney_fees = 200_000 * 100;
        configured.attorney_fees_medium = 170_000 * 100;
        let g = MonthlyGoals::from(&configured);
        assert_eq!(g.attorney.fees.goal, dollars(200_000));
        assert_eq!(g.attorney.fees.month.judge(dollars(180_000)), Level::Medium);
        assert_eq!(g.attorney.fees.month.judge(dollars(160_000)), Level::Low);
    }

    #[test]
    fn attorney_fee_colours() {
        let g = MonthlyGoals::default();
        // spec 3 §9 "Fee cell colour: high at or above goal; medium from 150000 (50000 for litigation); otherwise low."
        let lvl = |code: &str, dollars: i64| g.level(Staff::Attorney, Measure::Fees, code, Judged::Past((dollars * 100) as f64));
        assert_eq!(lvl("LS", 180_000), Level::High);
        assert_eq!(lvl("LS", 179_999), Level::Medium);
        assert_eq!(lvl("LS", 150_000), Level::Medium);
        assert_eq!(lvl("LS", 149_999), Level::Low);
        assert_eq!(lvl("MCA", 60_000), Level::High);
        assert_eq!(lvl("rcs", 50_000), Level::Medium);
        assert_eq!(lvl("LP", 49_999), Level::Low);
    }

    #[test]
    fn attorney_count_colours() {
        let g = MonthlyGoals::default();
        // spec 3 §9 "Settlement cell colour: medium from 12 (4 for litigation)"; goal 15 (6).
        let s = |code: &str, n: f64| g.level(Staff::Attorney, Measure::Settlements, code, Judged::Past(n));
        assert_eq!((s("LS", 15.0), s("LS", 12.0), s("LS", 11.0)), (Level::High, Level::Medium, Level::Low));
        assert_eq!((s("JRT", 6.0), s("JRT", 4.0), s("JRT", 3.0)), (Level::High, Level::Medium, Level::Low));
        // "Demand cell colour: over 17 high, 15 to 17 medium (average: 12 to 17 medium)".
        let dm = |n: f64| g.level(Staff::Attorney, Measure::Demands, "LS", Judged::Past(n));
        assert_eq!((dm(18.0), dm(17.0), dm(15.0), dm(14.0)), (Level::High, Level::Medium, Level::Medium, Level::Low));
        let avg = |n: f64| g.level(Staff::Attorney, Measure::Demands, "LS", Judged::Average(n));
        assert_eq!((avg(17.9), avg(12.0), avg(11.9)), (Level::Medium, Level::Medium, Level::Low));
    }

    #[test]
    fn paralegal_colours() {
        let g = MonthlyGoals::default();
        // spec 2 §9 "demands 6 or more high, exactly 4 medium, else low; settlements 5 or more
        // high, exactly 4 medium; fees $60k or more high, $50k up to $60k medium."
        let dm = |n: f64| g.level(Staff::Paralegal, Measure::Demands, "AB", Judged::Past(n));
        assert_eq!((dm(6.0), dm(5.0), dm(4.0), dm(3.0)), (Level::High, Level::Low, Level::Medium, Level::Low));
        let st = |n: f64| g.level(Staff::Paralegal, Measure::Settlements, "AB", Judged::Past(n));
        assert_eq!((st(5.0), st(4.0), st(3.0)), (Level::High, Level::Medium, Level::Low));
        let fe = |c: i64| g.level(Staff::Paralegal, Measure::Fees, "MCA", Judged::Past(c as f64));
        assert_eq!((fe(6_000_000), fe(5_000_000), fe(4_999_999)), (Level::High, Level::Medium, Level::Low));
        // "Average columns use 6 and 4 for demands": an average of 5 is medium.
        assert_eq!(g.level(Staff::Paralegal, Measure::Demands, "AB", Judged::Average(5.0)), Level::Medium);
    }

    #[test]
    fn current_month_is_projected() {
        let g = MonthlyGoals::default();
        // spec 2 §9 "Current month: projected month-end vs goal, medium at 80 percent."
        // 3 demands by day 10 of 30 project to 9 ≥ 6: high; 2 project to 6: high; 1.6 → 4.8 = 80 %: medium.
        let cur = |v: f64| g.level(Staff::Paralegal, Measure::Demands, "AB", Judged::Current { value: v, day: 10, days_in_month: 30 });
        assert_eq!((cur(3.0), cur(2.0), cur(1.6), cur(1.5)), (Level::High, Level::High, Level::Medium, Level::Low));
        // Attorney fees: $90 000 by day 15 of 30 → $180 000: high; $72 000 → $144 000 = 80 %: medium.
        let fee = |dollars: i64| g.level(Staff::Attorney, Measure::Fees, "LS", Judged::Current { value: (dollars * 100) as f64, day: 15, days_in_month: 30 });
        assert_eq!((fee(90_000), fee(72_000), fee(71_999)), (Level::High, Level::Medium, Level::Low));
        assert_eq!(projected(4.0, 10, 31), 12.4);
    }

    #[test]
    fn issue_14_each_month_keeps_the_goals_it_had() {
        // spec 3 §9 "Monthly goals (attorney tables): … fees 180000": raised to 200 000 (medium
        // from 170 000) from 15 October 2026.
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        let raised = crate::goals::Goals { attorney_fees: 200_000 * 100, attorney_fees_medium: 170_000 * 100, ..Default::default() };
        let schedule = GoalSchedule::new([(d("2026-10-15"), raised)]);
        let g = GoalsByMonth::from_schedule(&schedule, d("2026-09-01"), d("2026-11-30"), d("2026-11-10"));
        let fees = |month: &str, dollars: i64| g.month(d(month)).level(Staff::Attorney, Measure::Fees, "LS", Judged::Past((dollars * 100) as f64));
        // $180,000 meets September's goal and is medium against October's.
        assert_eq!(fees("2026-09-01", 180_000), Level::High);
        assert_eq!(fees("2026-10-01", 180_000), Level::Medium);
        assert_eq!(fees("2026-10-01", 160_000), Level::Low);
        assert_eq!(g.latest().attorney.fees.goal, dollars(200_000));
        assert_eq!(GoalsByMonth::uniform(MonthlyGoals::default()).month(d("2026-09-09")), &MonthlyGoals::default());
    }
}
