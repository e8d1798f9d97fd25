//! Inventory: a case manager's day — all cases, client contact, deadlines, file and deadline
//! review, tasks (spec part 2 §2–§9). The facts are case events (`case_touch_recorded`,
//! `deadline_set`, `task_set`, …); this context holds the rules the screens apply to them.

pub mod rules;
pub mod team;
pub mod scorecard;
pub mod mileage;
pub mod places;
pub mod home;
