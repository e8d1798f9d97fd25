//! GraphQL integration tests over HTTP against the real `caseboard` binary, in both profiles:
//! embedded (SQLite file, in-process bus) and distributed (PostgreSQL, NATS JetStream).

mod api {
    pub mod auth;
    pub mod cases;
    pub mod distributed;
    pub mod harness;
    pub mod organization;
    pub mod schema;
    pub mod subscriptions;
}
