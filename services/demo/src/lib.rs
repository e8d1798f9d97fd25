//! The demo firm: a deterministic synthetic organization written through the same commands
//! the UI and an import use (events carry `source: demo`), and its three years of history
//! (`history`). Running either twice changes nothing.

pub mod history;
mod people;

use app::commands::{execute, SideEffect, StreamId};
use app::error::AppError;
use app::state::AppState;
use domain::organization::*;
use eventstore::{Metadata, Source};

pub use history::{seed_history, DemoOptions, Firm, HistorySeeded};
pub use people::{role_logins, DEMO_PASSWORD};

pub const DEPARTMENTS: [(i64, &str, bool); 4] =
    [(1, "Investigators", true), (2, "Pre-Litigation Attorneys", false), (3, "Litigation Attorneys", false), (4, "Intake", true)];

pub const TEAMS: [(i64, &str); 5] = [(1, "Sandy"), (2, "Spokane"), (3, "Boise"), (4, "Litigation"), (5, "Intake")];

pub struct Seeded {
    pub organization_id: i64,
    pub events: usize,
}

fn metadata() -> Metadata {
    Metadata { source: Source::Demo, ..Default::default() }
}

async fn stream_exists(state: &AppState, stream_type: &str, id: i64) -> anyhow::Result<bool> {
    Ok(!state.store.read_stream(&stream_id(stream_type, id)).await?.is_empty())
}

fn ignore_existing(result: Result<app::commands::Outcome, AppError>) -> anyhow::Result<usize> {
    match result {
        Ok(o) => Ok(o.events),
        Err(AppError::Conflict(_)) => Ok(0),
        Err(e) => Err(anyhow::anyhow!("demo seed failed: {e:?}")),
    }
}

/// Writes the demo organization (id from configuration, 2 by default) unless it is there.
pub async fn seed(state: &AppState) -> anyhow::Result<Seeded> {
    seed_firm(state, &Firm::at_scale(1.0)).await
}

/// The organization with the staff of a firm of `firm.staff` people (`people::staff_of`);
/// staff already registered are skipped, so a larger firm after the demo adds the rest.
pub async fn seed_firm(state: &AppState, firm: &Firm) -> anyhow::Result<Seeded> {
    let org_id = state.config.organization_id;
    let meta = metadata();
    let mut events = 0;
    if !stream_exists(state, ORGANIZATION_STREAM, org_id).await? {
        events += ignore_existing(
            execute::<Organization>(state, ORGANIZATION_STREAM, StreamId::Fixed(ORGANIZATION_STREAM, org_id), &meta, |id, _| {
                Ok((CreateOrganization { organization_id: id, name: "Caseboard Demo Firm".into() }, vec![]))
            })
            .await,
        )?;
    }
    for rule in &state.config.firm.offices {
        if stream_exists(state, OFFICE_STREAM, rule.id).await? {
            continue;
        }
        let fields = OfficeFields { organization_id: org_id, name: rule.name.clone(), short_code: Some(rule.short_code.clone()), user_ids: None };
        events += ignore_existing(
            execute::<Office>(state, OFFICE_STREAM, StreamId::Fixed(OFFICE_STREAM, rule.id), &meta, |office_id, _| {
                Ok((OfficeCommand::Create { office_id, fields: fields.clone() }, vec![]))
            })
            .await,
        )?;
    }
    for (id, name, intake) in DEPARTMENTS {
        if stream_exists(state, DEPARTMENT_STREAM, id).await? {
            continue;
        }
        let fields = DepartmentFields { organization_id: org_id, name: name.into(), show_on_intake_assignment: Some(intake), user_ids: None };
        events += ignore_existing(
            execute::<Department>(state, DEPARTMENT_STREAM, StreamId::Fixed(DEPARTMENT_STREAM, id), &meta, |department_id, _| {
                Ok((DepartmentCommand::Create { department_id, fields: fields.clone() }, vec![]))
            })
            .await,
        )?;
    }
    for (id, name) in TEAMS {
        if stream_exists(state, TEAM_STREAM, id).await? {
            continue;
        }
        let fields = TeamFields { organization_id: org_id, name: name.into(), active: Some(true), user_ids: None };
        events += ignore_existing(
            execute::<Team>(state, TEAM_STREAM, StreamId::Fixed(TEAM_STREAM, id), &meta, |team_id, _| {
                Ok((TeamCommand::Create { team_id, fields: fields.clone() }, vec![]))
            })
            .await,
        )?;
    }
    let hash = app::auth::service::hash_password(DEMO_PASSWORD).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    for person in people::staff_of(firm.staff) {
        if stream_exists(state, USER_STREAM, person.user_id).await? {
            continue;
        }
        let email = normalize(&person.email);
        let fields = UserFields {
            first_name: person.first_name.to_string(),
            last_name: person.last_name.to_string(),
            email: person.email.clone(),
            staff_code: person.staff_code.clone(),
            sa_contact_id: Some(100_000 + person.user_id),
            capacity: Some(person.capacity),
            active: Some(true),
            role_ids: Some(person.roles.iter().filter_map(|r| rules::role_id(r)).collect()),
            team_ids: Some(person.teams.clone()),
            office_ids: Some(person.offices.clone()),
            department_ids: Some(person.departments.clone()),
        };
        let hash = hash.clone();
        events += ignore_existing(
            execute::<User>(state, USER_STREAM, StreamId::Fixed(USER_STREAM, person.user_id), &meta, |user_id, _| {
                Ok((
                    UserCommand::Register { user_id, organization_id: org_id, fields: fields.clone(), password_set: true },
                    vec![
                        SideEffect::ReserveEmail { user_id, email: email.clone() },
                        SideEffect::SetPassword { user_id, password_hash: hash.clone() },
                    ],
                ))
            })
            .await,
        )?;
    }
    Ok(Seeded { organization_id: org_id, events })
}

fn normalize(email: &str) -> String {
    email.trim().to_lowercase()
}
