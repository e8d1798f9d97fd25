//! Goals context: the firm's goals as configuration (issue 14; spec part 2 §9, part 3 §9) and
//! the rules that pace figures against them (business days, proration, goal colours, the weekly
//! fee pace, year-to-date icons, the 4-week trend).
//!
//! Goals are events on one stream per organization (`goals-<orgId>`): each `goals_set` carries
//! the whole set and the date it takes effect from, so a past period keeps the goals it had and
//! every change is on the log with who made it.

pub mod aggregate;
pub mod calendar;
pub mod catalog;
pub mod events;
pub mod fee_charts;
pub mod periods;
pub mod rules;

pub use aggregate::{FirmGoals, GoalSchedule, SetGoals};
pub use catalog::{GoalDef, GoalKind, Goals, OfficeGoals};
pub use events::*;
