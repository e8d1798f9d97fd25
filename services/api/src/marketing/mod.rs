//! spec 3 §2.4 Marketing Stats: `callrailCallsByDay`, `callrailCallsBySource`,
//! `mostRecentPageSpeed` (admin or marketing of the organization).

pub mod query;
