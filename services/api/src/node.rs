//! The Relay `Node` interface (its ids: `crate::ids`).

use async_graphql::{Interface, ID};

use crate::organization::types::{DepartmentNode, OfficeNode, OrganizationNode, RoleNode, TeamNode, UserNode};

#[derive(Interface)]
#[graphql(field(name = "id", ty = "ID"))]
pub enum Node {
    Organization(OrganizationNode),
    User(UserNode),
    Team(TeamNode),
    Office(OfficeNode),
    Department(DepartmentNode),
    Role(RoleNode),
}
