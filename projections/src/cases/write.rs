//! How each event of a case changes its rows in the cases read model (`cases`, its notes,
//! phone numbers and providers), and the leads' day counts that follow the case's opening and
//! wanted date (`lead_days`).

use domain::cases::*;

use super::counted;
use super::lead_days;
use crate::sql::query;
use crate::{ProjectionError, ProjectionTx};

pub(super) fn ts(t: chrono::DateTime<chrono::Utc>) -> String {
    eventstore::time::to_text(t)
}

fn date(d: Option<chrono::NaiveDate>) -> Option<String> {
    d.map(|d| d.to_string())
}

async fn set_column<T>(tx: &mut ProjectionTx<'_>, case_id: i64, column: &str, value: T, at: &str) -> Result<(), ProjectionError>
where
    T: crate::sql::Arg + Send,
{
    let t = tx.table("cases");
    query(&format!("UPDATE {t} SET {column} = $1, updated_at = $2 WHERE case_id = $3"))
        .bind(value)
        .bind(at)
        .bind(case_id)
        .execute(tx)
        .await?;
    Ok(())
}

/// A case's retained and closed dates as stored: `net_retained` (spec 1 §2.5, judged by
/// `domain::intake::stats::is_net_retained`) follows both.
async fn retained_and_closed(tx: &mut ProjectionTx<'_>, case_id: i64) -> Result<(Option<chrono::NaiveDate>, Option<chrono::NaiveDate>), ProjectionError> {
    let t = tx.table("cases");
    let Some(row) = query(&format!("SELECT retained_date, closed_date FROM {t} WHERE case_id = $1")).bind(case_id).fetch_optional(tx).await? else {
        return Ok((None, None));
    };
    let day = |column: &str| -> Result<Option<chrono::NaiveDate>, ProjectionError> {
        Ok(row.try_get::<Option<String>>(column)?.and_then(|d| d.parse().ok()))
    };
    Ok((day("retained_date")?, day("closed_date")?))
}

async fn set_phones(tx: &mut ProjectionTx<'_>, case_id: i64, phones: &[PhoneNumber]) -> Result<(), ProjectionError> {
    let t = tx.table("case_phone_numbers");
    query(&format!("DELETE FROM {t} WHERE case_id = $1")).bind(case_id).execute(tx).await?;
    for (i, p) in phones.iter().enumerate() {
        query(&format!("INSERT INTO {t} (case_id, ordinal, phone_number, label) VALUES ($1, $2, $3, $4)"))
            .bind(case_id)
            .bind(i as i64)
            .bind(&p.number)
            .bind(&p.label)
            .execute(tx)
            .await?;
    }
    Ok(())
}

/// Writes one event to the case's rows.
pub(super) async fn write(tx: &mut ProjectionTx<'_>, event: CaseEvent, at: &str) -> Result<(), ProjectionError> {
    let at = at.to_string();
    match event {
        CaseEvent::Opened(e) => {
            let t = tx.table("cases");
            let status_label = e.status_label.clone();
            let stage = status_label.as_deref().map(rules::stage_of);
            query(&format!(
                "INSERT INTO {t} (case_id, organization_id, case_number, first_name, last_name, case_type, case_sub_type, status_id, status_label, \
                 stage, status_changed_at, intake_rank_id, opened_at, wanted_date, ever_wanted_date, office_id, state, incident_date, incident_facts, injury_summary, \
                 advertising_source, callrail_source, lead_type, handled_by_backup, referral_opportunity, high_priority, is_mass_tort, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)"
            ))
            .bind(e.case_id)
            .bind(e.organization_id)
            .bind(&e.case_number)
            .bind(&e.first_name)
            .bind(&e.last_name)
            .bind(&e.case_type)
            .bind(&e.case_sub_type)
            .bind(e.status_id)
            .bind(&status_label)
            .bind(stage)
            .bind(status_label.as_ref().map(|_| ts(e.opened_at)))
            .bind(e.intake_rank_id)
            .bind(ts(e.opened_at))
            .bind(date(e.wanted_date))
            .bind(date(e.wanted_date))
            .bind(e.office_id)
            .bind(&e.state)
            .bind(date(e.incident_date))
            .bind(&e.incident_details)
            .bind(&e.injury_summary)
            .bind(&e.advertising_source)
            .bind(&e.callrail_source)
            .bind(&e.lead_type)
            .bind(&e.handled_by_backup)
            .bind(&e.referral_opportunity)
            .bind(e.high_priority)
            .bind(e.is_mass_tort)
            .bind(&at)
            .execute(tx)
            .await?;
            if let Some(p) = &e.phone_number {
                set_phones(tx, e.case_id, &[PhoneNumber { number: p.clone(), label: "Mobile".into() }]).await?;
            }
            counted::add(tx, &lead_days::LeadKey::of(e.organization_id, &ts(e.opened_at), e.wanted_date.is_some(), e.is_mass_tort), 1).await?;
        }
        CaseEvent::StatusChanged(e) => {
            let t = tx.table("cases");
            query(&format!("UPDATE {t} SET status_id = $1, status_label = $2, stage = $3, status_changed_at = $4, updated_at = $5 WHERE case_id = $6"))
                .bind(e.status_id)
                .bind(&e.status_label)
                .bind(&e.stage)
                .bind(ts(e.changed_at))
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
        }
        CaseEvent::IntakeRankSet(e) => set_column(tx, e.case_id, "intake_rank_id", e.rank_id, &at).await?,
        CaseEvent::CaseRankSet(e) => set_column(tx, e.case_id, "case_rank", e.rank_label.clone(), &at).await?,
        CaseEvent::WantedDateSet(e) => {
            // The wanted date shows the current one (closing clears it, spec 1 §4); the
            // ever-wanted date keeps the last one set, so a lost lead still counts as wanted.
            let before = lead_days::key_of(tx, e.case_id).await?;
            let t = tx.table("cases");
            query(&format!("UPDATE {t} SET wanted_date = $1, ever_wanted_date = COALESCE($2, ever_wanted_date), updated_at = $3 WHERE case_id = $4"))
                .bind(date(e.wanted_date))
                .bind(date(e.wanted_date))
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
            let after = before.clone().map(|k| lead_days::LeadKey { has_wanted: e.wanted_date.is_some(), ..k });
            counted::moved(tx, before, after).await?;
        }
        CaseEvent::Retained(e) => {
            let (_, closed) = retained_and_closed(tx, e.case_id).await?;
            let t = tx.table("cases");
            query(&format!("UPDATE {t} SET retained_date = $1, net_retained = $2, updated_at = $3 WHERE case_id = $4"))
                .bind(Some(e.retained_date.to_string()))
                .bind(Some(domain::intake::stats::is_net_retained(e.retained_date, closed)))
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
        }
        CaseEvent::Closed(e) => {
            let (retained, _) = retained_and_closed(tx, e.case_id).await?;
            let net = retained.map(|r| domain::intake::stats::is_net_retained(r, Some(e.closed_date)));
            let t = tx.table("cases");
            query(&format!("UPDATE {t} SET closed_date = $1, close_reason = $2, close_comment = $3, net_retained = $4, updated_at = $5 WHERE case_id = $6"))
                .bind(e.closed_date.to_string())
                .bind(&e.reason)
                .bind(&e.comment)
                .bind(net)
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
        }
        CaseEvent::Reopened(e) => {
            let (retained, _) = retained_and_closed(tx, e.case_id).await?;
            let net = retained.map(|r| domain::intake::stats::is_net_retained(r, None));
            let t = tx.table("cases");
            query(&format!("UPDATE {t} SET closed_date = NULL, close_reason = NULL, close_comment = NULL, net_retained = $1, updated_at = $2 WHERE case_id = $3"))
                .bind(net)
                .bind(&at)
                .bind(e.case_id)
                .execute(tx)
                .await?;
        }
        CaseEvent::OfficeSet(e) => set_column(tx, e.case_id, "office_id", e.office_id, &at).await?,
        CaseEvent::ReferralSourceSet(e) => set_column(tx, e.case_id, "advertising_source", Some(e.source.clone()), &at).await?,
        CaseEvent::InfoSet(e) => {
            let column = match e.field.as_str() {
                "leadType" => "lead_type",
                "handledByBackup" => "handled_by_backup",
                "referralOpportunity" => "referral_opportunity",
                "referred" => "referred",
                "signupType" => "signup_type",
                "appointmentInfo" => "appointment_info",
                "retainerSent" => "retainer_sent",
                "feeStructure" => "fee_structure",
                "highPriority" => {
                    let on = matches!(e.value.as_deref(), Some("true") | Some("Yes") | Some("1"));
                    set_column(tx, e.case_id, "high_priority", on, &at).await?;
                    return Ok(());
                }
                _ => return Ok(()),
            };
            set_column(tx, e.case_id, column, e.value.clone(), &at).await?;
            if column == "referred" {
                if let Some(firm) = domain::intake::rules::referred_out_firm(e.value.as_deref()) {
                    set_column(tx, e.case_id, "referred_out_firm", firm, &at).await?;
                }
            }
        }
        CaseEvent::StaffAssigned(e) => {
            let column = match e.role.as_str() {
                "attorney" => "attorney_user_id",
                "paralegal" => "paralegal_user_id",
                "agent" => "agent_user_id",
                "investigator" => "investigator_user_id",
                "case_manager" => "case_manager_user_id",
                _ => return Ok(()),
            };
            set_column(tx, e.case_id, column, e.user_id, &at).await?;
        }
        CaseEvent::PhoneNumbersSet(e) => set_phones(tx, e.case_id, &e.phone_numbers).await?,
        CaseEvent::IncidentSet(e) => {
            let t = tx.table("cases");
            query(&format!(
                "UPDATE {t} SET incident_date = $1, incident_time = $2, incident_state = $3, incident_facts = $4, updated_at = $5 WHERE case_id = $6"
            ))
            .bind(date(e.incident_date))
            .bind(&e.incident_time)
            .bind(&e.state)
            .bind(&e.facts)
            .bind(&at)
            .bind(e.case_id)
            .execute(tx)
            .await?;
        }
        CaseEvent::InjurySummarySet(e) => set_column(tx, e.case_id, "injury_summary", Some(e.summary.clone()), &at).await?,
        CaseEvent::Accessed(e) => set_column(tx, e.case_id, "last_accessed_at", Some(ts(e.accessed_at)), &at).await?,
        CaseEvent::NoteAdded(e) => {
            let t = tx.table("case_notes");
            query(&format!(
                "INSERT INTO {t} (case_id, note_id, note_type_id, title, content, created_at, creator_user_id, creator_name) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (case_id, note_id) DO UPDATE SET content = excluded.content"
            ))
            .bind(e.case_id)
            .bind(e.note_id)
            .bind(e.note_type_id)
            .bind(&e.title)
            .bind(&e.content)
            .bind(ts(e.created_at))
            .bind(e.creator_user_id)
            .bind(&e.creator_name)
            .execute(tx)
            .await?;
        }
        CaseEvent::MedicalProviderSet(e) => {
            let t = tx.table("case_providers");
            query(&format!(
                "INSERT INTO {t} (case_id, provider_id, name, total_cents, paid_cents, adjusted_cents, balance_cents, is_final, comments, is_referred) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (case_id, provider_id) DO UPDATE SET name = excluded.name, \
                 total_cents = excluded.total_cents, paid_cents = excluded.paid_cents, adjusted_cents = excluded.adjusted_cents, \
                 balance_cents = excluded.balance_cents, is_final = excluded.is_final, comments = excluded.comments"
            ))
            .bind(e.case_id)
            .bind(e.provider_id)
            .bind(&e.name)
            .bind(e.total_cents)
            .bind(e.paid_cents)
            .bind(e.adjusted_cents)
            .bind(e.balance_cents)
            .bind(e.is_final)
            .bind(&e.comments)
            .bind(false)
            .execute(tx)
            .await?;
        }
        CaseEvent::ProviderReferredDateSet(e) => {
            let t = tx.table("case_providers");
            query(&format!("UPDATE {t} SET referred_date = $1, is_referred = $2 WHERE case_id = $3 AND provider_id = $4"))
                .bind(date(e.referred_date))
                .bind(e.is_referred)
                .bind(e.case_id)
                .bind(e.provider_id)
                .execute(tx)
                .await?;
        }
        _ => {}
    }
    Ok(())
}
