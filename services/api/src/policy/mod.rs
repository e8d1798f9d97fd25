//! The policy table (issue #36 §2): every root operation of the schema — query, mutation and
//! subscription — with who may call it and whose data it reaches. The schema's roots are
//! wrapped ([`guard::Guarded`]) so that no root field runs before its rule admitted the caller:
//! an operation without an entry is refused (and a unit test fails), a role the rule does not
//! name answers `FORBIDDEN`, no token `UNAUTHENTICATED`.
//!
//! The rule's *who* is enforced here, in one place. Its *scope* (which organization's or
//! user's records the operation reaches) depends on the records named by the arguments; the
//! resolvers apply it, and the schema-driven test `api::policy` runs every operation as every
//! role of two organizations and checks both against this table.

pub mod guard;
mod table;

use domain::organization::access::Principal;

pub use table::RULES;

/// The kind of a root operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Query,
    Mutation,
    Subscription,
}

/// Who may call an operation. The overlord is admitted wherever any role is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// Anyone, signed in or not (sign-in, password reset, the session's own user).
    Anyone,
    /// Any signed-in member, whatever their roles.
    Members,
    /// Holders of one of these roles (and overlords).
    Roles(&'static [&'static str]),
    /// Deployment operators: overlords, and admins of the deployment's own organization
    /// (`config.organization_id`) — what acts on the whole deployment.
    DeploymentOperators,
}

/// Whose data an operation reaches, applied by its resolver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The caller's own session or account.
    Own,
    /// Reference data shared by the deployment (statuses, ranks, note types).
    Shared,
    /// The viewer's organization (an overlord may name another with `organizationId`).
    Organization,
    /// Records named by id (a case, a contact, a team, a user): another organization's record
    /// is not found, or forbidden.
    Record,
    /// A user's own screens (`userId`): oneself, a teammate's, any member's for their
    /// organization's admin.
    User,
    /// The whole deployment (projections, sync, reconciliation).
    Deployment,
}

/// One operation's rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    pub kind: Kind,
    pub operation: &'static str,
    pub who: Who,
    pub scope: Scope,
}

/// The rule of the root field `operation` of `kind`.
pub fn rule(kind: Kind, operation: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.kind == kind && r.operation == operation)
}

pub use domain::organization::access::roles;

impl Who {
    /// Whether `principal` is admitted; `deployment_org` is `config.organization_id`.
    pub fn admits(&self, principal: &Principal, deployment_org: i64) -> bool {
        match self {
            Who::Anyone | Who::Members => true,
            Who::Roles(roles) => principal.holds_any(roles),
            Who::DeploymentOperators => principal.is_overlord() || principal.administers(deployment_org),
        }
    }
}

#[cfg(test)]
mod tests {
    use async_graphql::parser::types::{TypeKind, TypeSystemDefinition};

    use super::*;

    /// The schema's root fields by kind, from its SDL.
    fn operations() -> Vec<(Kind, String)> {
        let document = async_graphql::parser::parse_schema(crate::schema::sdl()).expect("the SDL parses");
        let mut found = vec![];
        for definition in document.definitions {
            let TypeSystemDefinition::Type(t) = definition else { continue };
            let kind = match t.node.name.node.as_str() {
                "Query" => Kind::Query,
                "Mutation" => Kind::Mutation,
                "Subscription" => Kind::Subscription,
                _ => continue,
            };
            if let TypeKind::Object(object) = &t.node.kind {
                found.extend(object.fields.iter().map(|f| (kind, f.node.name.node.to_string())));
            }
        }
        found
    }

    /// Issue #36 §2: "a policy table in code (operation → roles → organization rule) that every
    /// query, mutation and subscription must appear in (a test fails when a new operation has
    /// no entry)".
    #[test]
    fn every_operation_has_a_rule() {
        let operations = operations();
        assert!(operations.len() > 150, "the schema's operations were read: {}", operations.len());
        let missing: Vec<_> = operations.iter().filter(|(k, n)| rule(*k, n).is_none()).collect();
        assert!(missing.is_empty(), "operations without a rule in policy/table.rs: {missing:?}");
        let stale: Vec<_> = RULES.iter().filter(|r| !operations.iter().any(|(k, n)| *k == r.kind && n == r.operation)).map(|r| r.operation).collect();
        assert!(stale.is_empty(), "rules of operations the schema no longer has: {stale:?}");
        let mut seen = std::collections::HashSet::new();
        let twice: Vec<_> = RULES.iter().filter(|r| !seen.insert((r.kind, r.operation))).map(|r| r.operation).collect();
        assert!(twice.is_empty(), "operations with two rules: {twice:?}");
    }

    /// Role names in the table are the spec's nine (spec 1 §1).
    #[test]
    fn the_table_names_only_the_spec_roles() {
        for rule in RULES {
            if let Who::Roles(roles) = rule.who {
                for role in roles {
                    assert!(domain::organization::rules::ROLES.iter().any(|(_, name)| name == role), "{}: unknown role {role}", rule.operation);
                }
            }
        }
    }

    fn principal(roles: &[&str], organization_id: i64) -> Principal {
        let role_ids = roles
            .iter()
            .map(|r| domain::organization::rules::ROLES.iter().find(|(_, name)| name == r).map(|(id, _)| *id).expect("a role"))
            .collect();
        Principal { user_id: 10, organization_id, role_ids, team_ids: vec![] }
    }

    #[test]
    fn who_admits_the_named_roles_and_overlords() {
        let intake = Who::Roles(roles::INTAKE);
        assert!(intake.admits(&principal(&["intake"], 2), 2));
        assert!(intake.admits(&principal(&["overlord"], 2), 2));
        assert!(!intake.admits(&principal(&["marketing"], 2), 2));
        assert!(!intake.admits(&principal(&[], 2), 2));
        assert!(Who::Members.admits(&principal(&[], 2), 2));
        // Deployment operators: overlords and admins of the deployment's organization only.
        assert!(Who::DeploymentOperators.admits(&principal(&["admin"], 2), 2));
        assert!(!Who::DeploymentOperators.admits(&principal(&["admin"], 3), 2));
        assert!(Who::DeploymentOperators.admits(&principal(&["overlord"], 3), 2));
    }
}
