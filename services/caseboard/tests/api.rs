//! GraphQL integration tests over HTTP against the real `caseboard` binary, in both profiles:
//! embedded (SQLite file, in-process bus) and distributed (PostgreSQL, NATS JetStream).

mod api {
    pub mod auth;
    pub mod balances;
    pub mod authority;
    pub mod cases;
    pub mod crm;
    pub mod distributed;
    pub mod fee_settlements;
    pub mod fees;
    pub mod honest;
    pub mod fuzz;
    pub mod goals;
    pub mod harness;
    pub mod hostile;
    pub mod intake;
    pub mod intake_stats;
    pub mod inventory;
    pub mod marketing;
    pub mod medical;
    pub mod negotiation_review;
    pub mod investigation;
    pub mod investigation_form;
    pub mod operations;
    pub mod reconcile;
    pub mod ppc;
    pub mod org_home;
    pub mod org_contact;
    pub mod organization;
    pub mod org_closed;
    pub mod org_demands;
    pub mod org_reviews;
    pub mod protocol;
    pub mod referral_map;
    pub mod referrals;
    pub mod schema;
    pub mod scorecard;
    pub mod stages;
    pub mod staff_monthly;
    pub mod subscriptions;
    pub mod mileage;
    pub mod watched;
}
