//! GraphQL integration tests over HTTP against the real `caseboard` binary, in both profiles:
//! embedded (SQLite file, in-process bus) and distributed (PostgreSQL, NATS JetStream).

mod api {
    pub mod auth;
    pub mod authority;
    pub mod cases;
    pub mod distributed;
    pub mod honest;
    pub mod fuzz;
    pub mod harness;
    pub mod hostile;
    pub mod intake;
    pub mod operations;
    pub mod organization;
    pub mod protocol;
    pub mod schema;
    pub mod subscriptions;
}
