use crate::{DomainError, DomainEvent};

/// A pure aggregate: `decide` turns a command into events against the current state, `apply`
/// folds one event into the state. Neither does I/O; outside data is looked up by the
/// handler and put into the command.
pub trait Aggregate: Default + Clone {
    type Command;
    type Event: DomainEvent;

    fn decide(&self, command: Self::Command) -> Result<Vec<Self::Event>, DomainError>;
    fn apply(self, event: &Self::Event) -> Self;

    fn fold<'a>(events: impl IntoIterator<Item = &'a Self::Event>) -> Self
    where
        Self::Event: 'a,
    {
        events.into_iter().fold(Self::default(), |state, event| state.apply(event))
    }
}
