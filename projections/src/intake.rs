//! Read model of what the intake screens need beyond the case itself (spec part 1 §2.5): the
//! client's contact, the referral source's comments, the time of the last intake note (the
//! follow-up staleness), the firm a case was referred out to, when each staff member was
//! assigned to each case (the rotation's past week) and the intake admins' overrides of the
//! past-week count, and the referrals of clients to medical providers. Topic `intake`. The screens join it with the `cases` read model.

use async_trait::async_trait;
use domain::cases::CaseEvent;
use domain::intake::IntakeEvent;
use domain::DomainEvent;
use eventstore::RecordedEvent;

pub mod read;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct IntakeProjection;

pub const NAME: &str = "intake";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "intake_leads",
        columns: "case_id BIGINT PRIMARY KEY, contact_id BIGINT, referral_source_id BIGINT, referral_comments TEXT, \
                  referral_other_contact_id BIGINT, last_note_at TEXT, referred_out_firm TEXT",
        // Each case's referred-out firm from the index alone: Referred Out's counts and
        // filters join every open referred-out case (4 546 on the large firm) to its firm,
        // and looking up each whole row doubled their time (issue #17).
        indexes: &["case_id, referred_out_firm"],
    },
    TableDef {
        name: "intake_assignments",
        columns: "case_id BIGINT NOT NULL, role TEXT NOT NULL, user_id BIGINT, assigned_at TEXT NOT NULL, PRIMARY KEY (case_id, role)",
        indexes: &["user_id, assigned_at", "assigned_at"],
    },
    // Referrals to a provider (New Providers): kept here because a referral is often recorded
    // before the provider's first bill names it on the case.
    TableDef {
        name: "intake_provider_referrals",
        columns: "case_id BIGINT NOT NULL, provider_id BIGINT NOT NULL, referred_date TEXT, is_referred BOOLEAN NOT NULL, PRIMARY KEY (case_id, provider_id)",
        indexes: &["referred_date", "provider_id"],
    },
    TableDef {
        name: "intake_calendar_events",
        columns: "event_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, event_type TEXT NOT NULL, name TEXT NOT NULL, color TEXT NOT NULL, \
                  office_id BIGINT, creator_id BIGINT, investigator_id BIGINT, event_date TEXT NOT NULL, start_time TEXT NOT NULL, end_time TEXT NOT NULL, \
                  case_id BIGINT, details TEXT, location TEXT, time_zone TEXT NOT NULL",
        indexes: &["organization_id, event_date"],
    },
    TableDef {
        name: "intake_rotation_overrides",
        columns: "user_id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL, new_cases BIGINT NOT NULL, set_at TEXT NOT NULL",
        indexes: &[],
    },
];

async fn ensure_lead(tx: &mut ProjectionTx<'_>, case_id: i64) -> Result<(), ProjectionError> {
    let t = tx.table("intake_leads");
    query(&format!("INSERT INTO {t} (case_id) VALUES ($1) ON CONFLICT (case_id) DO NOTHING")).bind(case_id).execute(tx).await?;
    Ok(())
}

#[async_trait]
impl Projection for IntakeProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn version(&self) -> i64 {
        // 2: `intake_assignments(assigned_at)` for the rotation's recent assignments (issue #17).
        // 3: `intake_leads(case_id, referred_out_firm)` for Referred Out's counts.
        3
    }

    fn handles(&self) -> Vec<&'static str> {
        vec!["case_opened", "referral_source_set", "note_added", "case_info_set", "staff_assigned", "provider_referred_date_set", "rotation_new_cases_set", "calendar_event_set"]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        if event.event_type == "rotation_new_cases_set" || event.event_type == "calendar_event_set" {
            match IntakeEvent::decode(&event.event_type, event.payload.clone())? {
                IntakeEvent::RotationNewCasesSet(e) => {
                    let t = tx.table("intake_rotation_overrides");
                    query(&format!(
                        "INSERT INTO {t} (user_id, organization_id, new_cases, set_at) VALUES ($1, $2, $3, $4) \
                         ON CONFLICT (user_id) DO UPDATE SET organization_id = excluded.organization_id, new_cases = excluded.new_cases, set_at = excluded.set_at"
                    ))
                    .bind(e.user_id)
                    .bind(e.organization_id)
                    .bind(e.new_cases)
                    .bind(eventstore::time::to_text(e.set_at))
                    .execute(tx)
                    .await?;
                }
                IntakeEvent::CalendarEventSet(e) => {
                    let t = tx.table("intake_calendar_events");
                    query(&format!("DELETE FROM {t} WHERE event_id = $1")).bind(e.event_id).execute(tx).await?;
                    query(&format!(
                        "INSERT INTO {t} (event_id, organization_id, event_type, name, color, office_id, creator_id, investigator_id, event_date, start_time, \
                         end_time, case_id, details, location, time_zone) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"
                    ))
                    .bind(e.event_id)
                    .bind(e.organization_id)
                    .bind(&e.event_type)
                    .bind(&e.name)
                    .bind(&e.color)
                    .bind(e.office_id)
                    .bind(e.creator_id)
                    .bind(e.investigator_id)
                    .bind(e.date.to_string())
                    .bind(&e.start)
                    .bind(&e.end)
                    .bind(e.case_id)
                    .bind(&e.details)
                    .bind(&e.location)
                    .bind(&e.time_zone)
                    .execute(tx)
                    .await?;
                }
            }
            return Ok(());
        }
        let t = tx.table("intake_leads");
        match CaseEvent::decode(&event.event_type, event.payload.clone())? {
            CaseEvent::Opened(e) => {
                query(&format!(
                    "INSERT INTO {t} (case_id, contact_id, referral_source_id) VALUES ($1, $2, $3) \
                     ON CONFLICT (case_id) DO UPDATE SET contact_id = excluded.contact_id, referral_source_id = excluded.referral_source_id"
                ))
                .bind(e.case_id)
                .bind(e.contact_id)
                .bind(e.advertising_source_id)
                .execute(tx)
                .await?;
            }
            CaseEvent::ReferralSourceSet(e) => {
                ensure_lead(tx, e.case_id).await?;
                query(&format!("UPDATE {t} SET referral_source_id = $1, referral_comments = $2, referral_other_contact_id = $3 WHERE case_id = $4"))
                    .bind(e.contact_id)
                    .bind(&e.comments)
                    .bind(e.other_contact_id)
                    .bind(e.case_id)
                    .execute(tx)
                    .await?;
            }
            CaseEvent::NoteAdded(e) => {
                ensure_lead(tx, e.case_id).await?;
                let at = eventstore::time::to_text(e.created_at);
                // Notes may arrive out of order (imports): keep the newest.
                query(&format!("UPDATE {t} SET last_note_at = $1 WHERE case_id = $2 AND (last_note_at IS NULL OR last_note_at < $1)"))
                    .bind(&at)
                    .bind(e.case_id)
                    .execute(tx)
                    .await?;
            }
            // The firm a case was referred out to is the case-info field `referred` when it
            // names one (the demo and imports write the firm's name there).
            CaseEvent::InfoSet(e) if e.field == "referred" => {
                ensure_lead(tx, e.case_id).await?;
                if let Some(firm) = domain::intake::rules::referred_out_firm(e.value.as_deref()) {
                    query(&format!("UPDATE {t} SET referred_out_firm = $1 WHERE case_id = $2")).bind(&firm).bind(e.case_id).execute(tx).await?;
                }
            }
            CaseEvent::ProviderReferredDateSet(e) => {
                let p = tx.table("intake_provider_referrals");
                query(&format!(
                    "INSERT INTO {p} (case_id, provider_id, referred_date, is_referred) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (case_id, provider_id) DO UPDATE SET referred_date = excluded.referred_date, is_referred = excluded.is_referred"
                ))
                .bind(e.case_id)
                .bind(e.provider_id)
                .bind(e.referred_date.map(|d| d.to_string()))
                .bind(e.is_referred)
                .execute(tx)
                .await?;
            }
            CaseEvent::StaffAssigned(e) => {
                let a = tx.table("intake_assignments");
                query(&format!(
                    "INSERT INTO {a} (case_id, role, user_id, assigned_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (case_id, role) DO UPDATE SET user_id = excluded.user_id, assigned_at = excluded.assigned_at"
                ))
                .bind(e.case_id)
                .bind(&e.role)
                .bind(e.user_id)
                .bind(eventstore::time::to_text(event.recorded_at))
                .execute(tx)
                .await?;
            }
            _ => {}
        }
        Ok(())
    }
}
