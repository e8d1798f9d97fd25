//! Read model of one case as the case summary page and the case dialog show it (spec part 1
//! §2.6, §3): the case, its notes, phone numbers and medical providers. Topic `cases`.

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

pub mod inventory_counts;
pub mod lead_days;
pub mod retained_months;

use crate::search::SearchIndex;
use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct CasesProjection;

pub const NAME: &str = "cases";

/// The columns the statistics read besides the four window dates (`intake::stats_read`,
/// `orgstats::home_read` in the API), carried by the date-window indexes.
macro_rules! stat_columns {
    () => {
        "closed_date, net_retained, is_mass_tort, office_id, advertising_source, case_type, agent_user_id, attorney_user_id, \
         paralegal_user_id, case_manager_user_id, close_reason, case_id"
    };
}

const TABLES: &[TableDef] = &[
    TableDef {
        name: "cases",
        columns: "case_id BIGINT PRIMARY KEY, organization_id BIGINT, case_number TEXT, first_name TEXT NOT NULL, last_name TEXT NOT NULL, \
                  case_type TEXT, case_sub_type TEXT, status_id BIGINT, status_label TEXT, stage TEXT, status_changed_at TEXT, \
                  intake_rank_id BIGINT, case_rank TEXT, opened_at TEXT NOT NULL, wanted_date TEXT, ever_wanted_date TEXT, retained_date TEXT, \
                  closed_date TEXT, net_retained BOOLEAN, close_reason TEXT, close_comment TEXT, office_id BIGINT, state TEXT, incident_date TEXT, \
                  incident_time TEXT, incident_state TEXT, incident_facts TEXT, injury_summary TEXT, advertising_source TEXT, \
                  callrail_source TEXT, lead_type TEXT, handled_by_backup TEXT, referral_opportunity TEXT, referred TEXT, referred_out_firm TEXT, signup_type TEXT, \
                  appointment_info TEXT, retainer_sent TEXT, fee_structure TEXT, high_priority BOOLEAN NOT NULL, \
                  is_mass_tort BOOLEAN NOT NULL, attorney_user_id BIGINT, paralegal_user_id BIGINT, agent_user_id BIGINT, \
                  investigator_user_id BIGINT, case_manager_user_id BIGINT, last_accessed_at TEXT, updated_at TEXT NOT NULL",
        // The statistics read one organization's cases by a date window; the stage lists one
        // staff member's cases by stage (issue #17: without them every such read scanned the
        // firm's cases). The four date windows carry every column the statistics read
        // (`stat_columns!`): a year of a large firm's cases is read from the index alone, not
        // looked up row by row in a table of wide rows.
        indexes: &[
            concat!("organization_id, opened_at, wanted_date, ever_wanted_date, retained_date, ", stat_columns!()),
            concat!("organization_id, retained_date, opened_at, wanted_date, ever_wanted_date, ", stat_columns!()),
            concat!("organization_id, wanted_date, opened_at, ever_wanted_date, retained_date, ", stat_columns!()),
            concat!("organization_id, ever_wanted_date, opened_at, wanted_date, retained_date, ", stat_columns!()),
            // Closed cases by date; open ones (closed_date NULL) by stage with their type,
            // staff, rank, retained date and status, read from the index alone (the intake
            // rotation, the home inventory, stage lists, Referred Out; issue #17).
            "organization_id, closed_date, stage, case_type, attorney_user_id, paralegal_user_id, case_manager_user_id, agent_user_id, \
             investigator_user_id, case_rank, retained_date, status_label, referred_out_firm, case_id",
            "attorney_user_id, stage",
            "paralegal_user_id, stage",
            "case_manager_user_id, stage",
            "last_name, first_name",
            // The new-lead conflict check matches names regardless of case.
            "LOWER(last_name), LOWER(first_name)",
            "status_id",
        ],
    },
    TableDef {
        name: "case_notes",
        columns: "case_id BIGINT NOT NULL, note_id BIGINT NOT NULL, note_type_id BIGINT NOT NULL, title TEXT, content TEXT NOT NULL, \
                  created_at TEXT NOT NULL, creator_user_id BIGINT, creator_name TEXT, PRIMARY KEY (case_id, note_id)",
        indexes: &["case_id, created_at"],
    },
    TableDef {
        name: "case_phone_numbers",
        columns: "case_id BIGINT NOT NULL, ordinal BIGINT NOT NULL, phone_number TEXT NOT NULL, label TEXT NOT NULL, PRIMARY KEY (case_id, ordinal)",
        // The new-lead conflict check finds cases by phone number.
        indexes: &["phone_number"],
    },
    TableDef {
        name: "case_providers",
        columns: "case_id BIGINT NOT NULL, provider_id BIGINT NOT NULL, name TEXT NOT NULL, total_cents BIGINT NOT NULL, paid_cents BIGINT NOT NULL, \
                  adjusted_cents BIGINT NOT NULL, balance_cents BIGINT NOT NULL, is_final BOOLEAN NOT NULL, comments TEXT, referred_date TEXT, \
                  is_referred BOOLEAN NOT NULL, PRIMARY KEY (case_id, provider_id)",
        indexes: &[],
    },
    lead_days::TABLE,
    retained_months::TABLE,
    inventory_counts::TABLE,
];

/// `casesByClientName` (spec 3 §7): the lowercased "First Last", and the last name for the
/// "Last, First" form (the first name is then checked on the rows the last name found).
pub const SEARCH: &[SearchIndex] = &[SearchIndex {
    table: "cases",
    name: "name",
    key: "case_id",
    sources: &["first_name", "last_name"],
    columns: &[
        ("full_name", "LOWER({row}first_name || ' ' || {row}last_name)"),
        ("last_name", "LOWER({row}last_name)"),
    ],
}];

fn ts(t: chrono::DateTime<chrono::Utc>) -> String {
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

#[async_trait]
impl Projection for CasesProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    /// v2: every case-info field (referred, signup type, appointment info, retainer sent, fee structure).
    fn version(&self) -> i64 {
        // 3: client-name search index (issue #17).
        // 4: `ever_wanted_date`, kept when closing clears the wanted date (the forecast's
        //    historical conversion; docs/decisions.md "Historical conversion").
        // 5: indexes for the date windows, the staff members' stage lists and the conflict
        //    check (issue #17).
        // 6: the closed-date index covers open cases' stage, type and staff (issue #17).
        // 7: … and their rank and retained date (the home inventory; issue #17).
        // 8: the date-window indexes carry the statistics' columns, the open cases' index the
        //    status and id (issue #17).
        // 9: `net_retained`, judged here whenever the retained or closed date changes, so
        //    the by-month charts count months, not cases (issue #17).
        // 10: `referred_out_firm` (`domain::intake::rules::referred_out_firm`, as the intake
        //    leads keep it) in the open cases' index: Referred Out counts its choices from
        //    the cases alone (issue #17).
        // 11: `case_lead_days`, the leads per organization and UTC day by wanted and mass
        //    tort: the by-month charts add up days (issue #17).
        // 12: `case_retained_months`, the retained cases per organization and month by net,
        //    source, office and mass tort (issue #17).
        // 13: `case_inventory_counts`, the retained cases per organization by stage, closed,
        //    rank and attorney (the home's inventory; issue #17).
        13
    }

    fn handles(&self) -> Vec<&'static str> {
        vec![
            "case_opened",
            "case_status_changed",
            "intake_rank_set",
            "case_rank_set",
            "wanted_date_set",
            "case_retained",
            "case_closed",
            "case_reopened",
            "case_office_set",
            "referral_source_set",
            "case_info_set",
            "staff_assigned",
            "phone_numbers_set",
            "incident_set",
            "injury_summary_set",
            "case_accessed",
            "note_added",
            "medical_provider_set",
            "provider_referred_date_set",
        ]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    fn search_indexes(&self) -> &'static [SearchIndex] {
        SEARCH
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        let at = ts(event.recorded_at);
        let event = CaseEvent::decode(&event.event_type, event.payload.clone())?;
        // The retained and inventory counts the case is in before an event that can move it,
        // and after.
        let retained = moves_retained(&event);
        let inventory = moves_inventory(&event);
        let retained_before = match retained {
            Some(case_id) => retained_months::key_of(tx, case_id).await?,
            None => None,
        };
        let inventory_before = match inventory {
            Some(case_id) => inventory_counts::key_of(tx, case_id).await?,
            None => None,
        };
        write(tx, event, &at).await?;
        if let Some(case_id) = retained {
            let after = retained_months::key_of(tx, case_id).await?;
            retained_months::moved(tx, retained_before, after).await?;
        }
        if let Some(case_id) = inventory {
            let after = inventory_counts::key_of(tx, case_id).await?;
            inventory_counts::moved(tx, inventory_before, after).await?;
        }
        Ok(())
    }
}

/// The case an event can move between retained counts (`retained_months`: its retained date,
/// net retained, source or office).
fn moves_retained(event: &CaseEvent) -> Option<i64> {
    match event {
        CaseEvent::Retained(e) => Some(e.case_id),
        CaseEvent::Closed(e) => Some(e.case_id),
        CaseEvent::Reopened(e) => Some(e.case_id),
        CaseEvent::OfficeSet(e) => Some(e.case_id),
        CaseEvent::ReferralSourceSet(e) => Some(e.case_id),
        _ => None,
    }
}

/// The case an event can move between inventory counts (`inventory_counts`: retained, its
/// stage, closed or not, rank or attorney).
fn moves_inventory(event: &CaseEvent) -> Option<i64> {
    match event {
        CaseEvent::Retained(e) => Some(e.case_id),
        CaseEvent::Closed(e) => Some(e.case_id),
        CaseEvent::Reopened(e) => Some(e.case_id),
        CaseEvent::StatusChanged(e) => Some(e.case_id),
        CaseEvent::CaseRankSet(e) => Some(e.case_id),
        CaseEvent::StaffAssigned(e) if e.role == "attorney" => Some(e.case_id),
        _ => None,
    }
}

/// Writes one event to the case's rows.
async fn write(tx: &mut ProjectionTx<'_>, event: CaseEvent, at: &str) -> Result<(), ProjectionError> {
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
            lead_days::add(tx, &lead_days::LeadKey::of(e.organization_id, &ts(e.opened_at), e.wanted_date.is_some(), e.is_mass_tort), 1).await?;
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
            lead_days::moved(tx, before, after).await?;
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
