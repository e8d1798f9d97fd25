use crate::{DomainError, DomainEvent};

/// A pure aggregate: `decide` turns a command into events against the current state, `apply`
/// folds one event into the state. Neither does I/O; outside data is looked up by the
/// handler and put into the command.
pub trait Aggregate: Default + Clone {
    type Command;
    type Event: DomainEvent;

    fn decide(&self, command: Self::Command) -> Result<Vec<Self::Event>, DomainError>;
    fn apply(self, event: &Self::Event) -> Self;

    /// True when the command's decision does not depend on the stream's latest state beyond
    /// the stream's existence (adding a note commutes with other notes): such a command is
    /// appended whatever the stream's version and never fails on a concurrent append.
    fn commutes(_command: &Self::Command) -> bool {
        false
    }

    /// What differs between this state and a newer one, named as the edit form names it: a
    /// save from a stale form answers `CONFLICT` naming what someone else changed.
    fn changed_fields(&self, _newer: &Self) -> Vec<&'static str> {
        vec![]
    }

    fn fold<'a>(events: impl IntoIterator<Item = &'a Self::Event>) -> Self
    where
        Self::Event: 'a,
    {
        events.into_iter().fold(Self::default(), |state, event| state.apply(event))
    }
}
