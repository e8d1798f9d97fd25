//! The firm's goals over time (`goals-<orgId>`): each set takes effect from its date.

use chrono::NaiveDate;

use super::catalog::Goals;
use super::events::*;
use crate::{Aggregate, DomainError};

/// The goals in force on each day: sets ordered by the date they take effect from.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GoalSchedule {
    sets: Vec<(NaiveDate, Goals)>,
}

impl GoalSchedule {
    pub fn new(sets: impl IntoIterator<Item = (NaiveDate, Goals)>) -> Self {
        let mut schedule = GoalSchedule::default();
        for (from, goals) in sets {
            schedule.insert(from, goals);
        }
        schedule
    }

    /// A set with the same effective date replaces the earlier one.
    pub fn insert(&mut self, from: NaiveDate, goals: Goals) {
        match self.sets.binary_search_by_key(&from, |(d, _)| *d) {
            Ok(i) => self.sets[i].1 = goals,
            Err(i) => self.sets.insert(i, (from, goals)),
        }
    }

    /// The goals in force on `date`: the latest set effective on or before it, else the
    /// spec's defaults (issue 14: past periods keep the goals they had).
    pub fn at(&self, date: NaiveDate) -> Goals {
        self.effective(date).map(|(_, g)| g.clone()).unwrap_or_default()
    }

    /// The set in force on `date` and the date it took effect (None: the spec's defaults).
    pub fn effective(&self, date: NaiveDate) -> Option<(NaiveDate, &Goals)> {
        self.sets.iter().rev().find(|(d, _)| *d <= date).map(|(d, g)| (*d, g))
    }

    pub fn sets(&self) -> &[(NaiveDate, Goals)] {
        &self.sets
    }
}

/// Set the goals from a date on.
#[derive(Debug, Clone, PartialEq)]
pub struct SetGoals {
    pub organization_id: i64,
    pub effective_from: NaiveDate,
    pub goals: Goals,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct FirmGoals {
    pub schedule: GoalSchedule,
}

impl Aggregate for FirmGoals {
    type Command = SetGoals;
    type Event = GoalEvent;

    fn decide(&self, command: SetGoals) -> Result<Vec<GoalEvent>, DomainError> {
        command.goals.check()?;
        let unchanged = match self.schedule.sets.iter().find(|(d, _)| *d == command.effective_from) {
            Some((_, existing)) => *existing == command.goals,
            None => self.schedule.at(command.effective_from) == command.goals,
        };
        if unchanged {
            return Ok(vec![]);
        }
        Ok(vec![GoalEvent::GoalsSet(Box::new(GoalsSet {
            organization_id: command.organization_id,
            effective_from: command.effective_from,
            goals: command.goals,
        }))])
    }

    fn apply(mut self, event: &GoalEvent) -> Self {
        let GoalEvent::GoalsSet(e) = event;
        self.schedule.insert(e.effective_from, e.goals.clone());
        self
    }

    fn changed_fields(&self, newer: &Self) -> Vec<&'static str> {
        if self.schedule != newer.schedule {
            vec!["goals"]
        } else {
            vec![]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn set(from: NaiveDate, quarter_demands: i64) -> SetGoals {
        SetGoals { organization_id: 2, effective_from: from, goals: Goals { quarter_demands, ..Goals::default() } }
    }

    #[test]
    fn given_goals_changed_in_october_then_september_keeps_the_old_goals() {
        let events = FirmGoals::default().decide(set(d(2026, 10, 1), 500)).unwrap();
        let state = FirmGoals::fold(&events);
        let later = state.decide(set(d(2026, 11, 15), 520)).unwrap();
        let state = state.apply(&later[0]);
        assert_eq!(state.schedule.at(d(2026, 9, 30)).quarter_demands, 487, "before any set: the spec's default");
        assert_eq!(state.schedule.at(d(2026, 10, 1)).quarter_demands, 500);
        assert_eq!(state.schedule.at(d(2026, 11, 14)).quarter_demands, 500);
        assert_eq!(state.schedule.at(d(2026, 11, 15)).quarter_demands, 520);
        assert_eq!(state.schedule.effective(d(2026, 12, 1)).map(|(f, _)| f), Some(d(2026, 11, 15)));
    }

    #[test]
    fn given_the_same_goals_then_nothing_is_recorded_and_a_bad_set_is_refused() {
        assert!(FirmGoals::default().decide(set(d(2026, 1, 1), 487)).unwrap().is_empty(), "the defaults already apply");
        let state = FirmGoals::fold(&FirmGoals::default().decide(set(d(2026, 1, 1), 500)).unwrap());
        assert!(state.decide(set(d(2026, 1, 1), 500)).unwrap().is_empty());
        assert_eq!(state.decide(set(d(2026, 1, 1), 510)).unwrap().len(), 1, "same date: replaces");
        assert!(matches!(state.decide(set(d(2026, 2, 1), -3)), Err(DomainError::Invalid { field, .. }) if field == "quarterDemands"));
    }
}
