//! Read model of the organization context: organizations, users, teams, offices,
//! departments and memberships (spec part 3 §2.10, §2.11, §3). Topic `organization`.

pub mod read;

use async_trait::async_trait;
use domain::organization::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct OrganizationProjection;

pub const NAME: &str = "organization";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "organizations",
        columns: "organization_id BIGINT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL",
        indexes: &[],
    },
    TableDef {
        name: "users",
        columns: "user_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, first_name TEXT NOT NULL, \
                  last_name TEXT NOT NULL, email TEXT NOT NULL, staff_code TEXT, sa_contact_id BIGINT, \
                  capacity BIGINT NOT NULL, active BOOLEAN NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, \
                  version BIGINT NOT NULL DEFAULT 0",
        indexes: &["organization_id", "email"],
    },
    TableDef {
        name: "teams",
        columns: "team_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, name TEXT NOT NULL, active BOOLEAN NOT NULL, \
                  version BIGINT NOT NULL DEFAULT 0",
        indexes: &["organization_id"],
    },
    TableDef {
        name: "offices",
        columns: "office_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, name TEXT NOT NULL, short_code TEXT NOT NULL, \
                  version BIGINT NOT NULL DEFAULT 0",
        indexes: &["organization_id"],
    },
    TableDef {
        name: "departments",
        columns: "department_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, name TEXT NOT NULL, \
                  show_on_intake_assignment BOOLEAN NOT NULL, version BIGINT NOT NULL DEFAULT 0",
        indexes: &["organization_id"],
    },
    TableDef {
        // kind: role | team | office | department
        name: "memberships",
        columns: "kind TEXT NOT NULL, group_id BIGINT NOT NULL, user_id BIGINT NOT NULL, PRIMARY KEY (kind, group_id, user_id)",
        indexes: &["user_id"],
    },
];

async fn set_user_memberships(tx: &mut ProjectionTx<'_>, user_id: i64, kind: &str, ids: &Option<Vec<i64>>) -> Result<(), ProjectionError> {
    let Some(ids) = ids else { return Ok(()) };
    let t = tx.table("memberships");
    query(&format!("DELETE FROM {t} WHERE kind = $1 AND user_id = $2")).bind(kind).bind(user_id).execute(tx).await?;
    for id in ids {
        query(&format!("INSERT INTO {t} (kind, group_id, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"))
            .bind(kind)
            .bind(*id)
            .bind(user_id)
            .execute(tx)
            .await?;
    }
    Ok(())
}

async fn set_group_memberships(tx: &mut ProjectionTx<'_>, kind: &str, group_id: i64, ids: &Option<Vec<i64>>) -> Result<(), ProjectionError> {
    let Some(ids) = ids else { return Ok(()) };
    let t = tx.table("memberships");
    query(&format!("DELETE FROM {t} WHERE kind = $1 AND group_id = $2")).bind(kind).bind(group_id).execute(tx).await?;
    for id in ids {
        query(&format!("INSERT INTO {t} (kind, group_id, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"))
            .bind(kind)
            .bind(group_id)
            .bind(*id)
            .execute(tx)
            .await?;
    }
    Ok(())
}

async fn save_user(tx: &mut ProjectionTx<'_>, event: &RecordedEvent, user_id: i64, organization_id: Option<i64>, p: &UserProfile) -> Result<(), ProjectionError> {
    let t = tx.table("users");
    let at = eventstore::time::to_text(event.recorded_at);
    match organization_id {
        Some(org) => {
            query(&format!(
                "INSERT INTO {t} (user_id, organization_id, first_name, last_name, email, staff_code, sa_contact_id, capacity, active, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
            ))
            .bind(user_id)
            .bind(org)
            .bind(&p.first_name)
            .bind(&p.last_name)
            .bind(&p.email)
            .bind(&p.staff_code)
            .bind(p.sa_contact_id)
            .bind(p.capacity)
            .bind(p.active)
            .bind(&at)
            .bind(&at)
            .execute(tx)
            .await?;
        }
        None => {
            query(&format!(
                "UPDATE {t} SET first_name = $1, last_name = $2, email = $3, staff_code = $4, sa_contact_id = $5, capacity = $6, \
                 active = $7, updated_at = $8 WHERE user_id = $9"
            ))
            .bind(&p.first_name)
            .bind(&p.last_name)
            .bind(&p.email)
            .bind(&p.staff_code)
            .bind(p.sa_contact_id)
            .bind(p.capacity)
            .bind(p.active)
            .bind(&at)
            .bind(user_id)
            .execute(tx)
            .await?;
        }
    }
    set_user_memberships(tx, user_id, "role", &p.role_ids).await?;
    set_user_memberships(tx, user_id, "team", &p.team_ids).await?;
    set_user_memberships(tx, user_id, "office", &p.office_ids).await?;
    set_user_memberships(tx, user_id, "department", &p.department_ids).await?;
    Ok(())
}

#[async_trait]
impl Projection for OrganizationProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    /// 2: rows carry their stream's version (edit forms send it back; a stale save is refused).
    fn version(&self) -> i64 {
        2
    }

    fn handles(&self) -> Vec<&'static str> {
        [OrganizationEvent::all_types(), UserEvent::all_types(), TeamEvent::all_types(), OfficeEvent::all_types(), DepartmentEvent::all_types()]
            .concat()
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match event.stream_type.as_str() {
            ORGANIZATION_STREAM => match event.decode::<OrganizationEvent>()? {
                OrganizationEvent::Created(e) => {
                    let t = tx.table("organizations");
                    query(&format!("INSERT INTO {t} (organization_id, name, created_at) VALUES ($1, $2, $3)"))
                        .bind(e.organization_id)
                        .bind(&e.name)
                        .bind(eventstore::time::to_text(event.recorded_at))
                        .execute(tx)
                        .await?;
                }
            },
            USER_STREAM => match event.decode::<UserEvent>()? {
                UserEvent::Registered(e) => save_user(tx, event, e.user_id, Some(e.organization_id), &e.profile).await?,
                UserEvent::Updated(e) => save_user(tx, event, e.user_id, None, &e.profile).await?,
                UserEvent::PasswordChanged(_) => {}
                // The watch list is its own read model (`watched.rs`); the row's version still
                // follows the stream (below), so the Users dialog's edit is not refused as stale.
                UserEvent::WatchStarted(_) | UserEvent::WatchStopped(_) => {}
                UserEvent::Deactivated(e) => {
                    let t = tx.table("users");
                    query(&format!("UPDATE {t} SET active = $1, updated_at = $2 WHERE user_id = $3"))
                        .bind(false)
                        .bind(eventstore::time::to_text(event.recorded_at))
                        .bind(e.user_id)
                        .execute(tx)
                        .await?;
                }
            },
            TEAM_STREAM => match event.decode::<TeamEvent>()? {
                TeamEvent::Created(e) | TeamEvent::Updated(e) => {
                    let t = tx.table("teams");
                    query(&format!(
                        "INSERT INTO {t} (team_id, organization_id, name, active) VALUES ($1, $2, $3, $4) \
                         ON CONFLICT (team_id) DO UPDATE SET name = excluded.name, active = excluded.active"
                    ))
                    .bind(e.team_id)
                    .bind(e.organization_id)
                    .bind(&e.name)
                    .bind(e.active)
                    .execute(tx)
                    .await?;
                    set_group_memberships(tx, "team", e.team_id, &e.user_ids).await?;
                }
                TeamEvent::Deactivated(e) => {
                    let t = tx.table("teams");
                    query(&format!("UPDATE {t} SET active = $1 WHERE team_id = $2")).bind(false).bind(e.team_id).execute(tx).await?;
                }
            },
            OFFICE_STREAM => match event.decode::<OfficeEvent>()? {
                OfficeEvent::Created(e) | OfficeEvent::Updated(e) => {
                    let t = tx.table("offices");
                    query(&format!(
                        "INSERT INTO {t} (office_id, organization_id, name, short_code) VALUES ($1, $2, $3, $4) \
                         ON CONFLICT (office_id) DO UPDATE SET name = excluded.name, short_code = excluded.short_code"
                    ))
                    .bind(e.office_id)
                    .bind(e.organization_id)
                    .bind(&e.name)
                    .bind(&e.short_code)
                    .execute(tx)
                    .await?;
                    set_group_memberships(tx, "office", e.office_id, &e.user_ids).await?;
                }
                OfficeEvent::Deleted(e) => {
                    let t = tx.table("offices");
                    query(&format!("DELETE FROM {t} WHERE office_id = $1")).bind(e.office_id).execute(tx).await?;
                    set_group_memberships(tx, "office", e.office_id, &Some(vec![])).await?;
                }
            },
            DEPARTMENT_STREAM => match event.decode::<DepartmentEvent>()? {
                DepartmentEvent::Created(e) | DepartmentEvent::Updated(e) => {
                    let t = tx.table("departments");
                    query(&format!(
                        "INSERT INTO {t} (department_id, organization_id, name, show_on_intake_assignment) VALUES ($1, $2, $3, $4) \
                         ON CONFLICT (department_id) DO UPDATE SET name = excluded.name, show_on_intake_assignment = excluded.show_on_intake_assignment"
                    ))
                    .bind(e.department_id)
                    .bind(e.organization_id)
                    .bind(&e.name)
                    .bind(e.show_on_intake_assignment)
                    .execute(tx)
                    .await?;
                    set_group_memberships(tx, "department", e.department_id, &e.user_ids).await?;
                }
                DepartmentEvent::Deleted(e) => {
                    let t = tx.table("departments");
                    query(&format!("DELETE FROM {t} WHERE department_id = $1")).bind(e.department_id).execute(tx).await?;
                    set_group_memberships(tx, "department", e.department_id, &Some(vec![])).await?;
                }
            },
            _ => {}
        }
        record_version(tx, event).await
    }
}

/// Stamps the row of a user, team, office or department with its stream's version, so an edit
/// form knows which version it was loaded at.
async fn record_version(tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
    let (table, key) = match event.stream_type.as_str() {
        USER_STREAM => ("users", "user_id"),
        TEAM_STREAM => ("teams", "team_id"),
        OFFICE_STREAM => ("offices", "office_id"),
        DEPARTMENT_STREAM => ("departments", "department_id"),
        _ => return Ok(()),
    };
    let Some(id) = event.stream_id.rsplit('-').next().and_then(|n| n.parse::<i64>().ok()) else { return Ok(()) };
    let t = tx.table(table);
    query(&format!("UPDATE {t} SET version = $1 WHERE {key} = $2")).bind(event.stream_version).bind(id).execute(tx).await?;
    Ok(())
}
