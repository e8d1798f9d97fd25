//! The GraphQL service (axum + async-graphql): schema, resolvers, auth, guards,
//! subscriptions, the command handler and the static web assets.

pub mod auth;
pub mod cases;
pub mod commands;
pub mod config;
pub mod connector;
pub mod error;
pub mod firm;
pub mod mail;
pub mod metrics;
pub mod node;
pub mod organization;
pub mod presence;
pub mod reference;
pub mod schema;
pub mod server;
pub mod state;
pub mod upcasters;
