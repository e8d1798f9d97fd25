//! GraphQL integration tests over HTTP against the real `caseboard` binary, in both profiles:
//! embedded (SQLite file, in-process bus) and distributed (PostgreSQL, NATS JetStream).

mod api {
    pub mod auth;
    pub mod authority;
    pub mod cases;
    pub mod crm;
    pub mod distributed;
    pub mod fee_settlements;
    pub mod fees;
    pub mod honest;
    pub mod fuzz;
    pub mod harness;
    pub mod hostile;
    pub mod intake;
    pub mod inventory;
    pub mod operations;
    pub mod org_contact;
    pub mod organization;
    pub mod protocol;
    pub mod schema;
    pub mod scorecard;
    pub mod stages;
    pub mod subscriptions;
    pub mod mileage;
    pub mod watched;
}
