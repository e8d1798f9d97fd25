//! The GraphQL transport (axum + async-graphql): schema, resolvers, guards, subscriptions and
//! the static web assets. It parses, guards, calls the read models' readers
//! (`projections::<context>::read`) and the application core's commands (`app`), and maps
//! their answers and errors (`app::error::AppError`) to GraphQL.

// The merged Query/Mutation objects (one member per resolver group) nest deeply in the
// async-graphql derive; the default limit (128) is too small for the whole schema.
#![recursion_limit = "512"]

pub mod auth;
pub mod cases;
pub mod connector;
pub mod fees;
pub mod goals;
pub mod crm;
pub mod dates;
pub mod http;
pub mod inventory;
pub mod investigation;
pub mod intake;
pub mod marketing;
pub mod ids;
pub mod node;
pub mod operations;
pub mod organization;
pub mod orgstats;
pub mod paging;
pub mod policy;
pub mod ppc;
pub mod reconciliation;
pub mod reference;
pub mod schema;
pub mod server;
pub mod stages;
pub mod sync;
