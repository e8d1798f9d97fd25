//! Read model of one case as the case summary page and the case dialog show it (spec part 1
//! §2.6, §3): the case, its notes, phone numbers and medical providers. Topic `cases`.

use async_trait::async_trait;
use domain::cases::*;
use domain::DomainEvent;
use eventstore::RecordedEvent;

mod counted;
pub mod read;
pub mod inventory_counts;
pub mod lead_days;
pub mod retained_months;
mod write;

use crate::search::SearchIndex;
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
        let at = write::ts(event.recorded_at);
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
        write::write(tx, event, &at).await?;
        if let Some(case_id) = retained {
            let after = retained_months::key_of(tx, case_id).await?;
            counted::moved(tx, retained_before, after).await?;
        }
        if let Some(case_id) = inventory {
            let after = inventory_counts::key_of(tx, case_id).await?;
            counted::moved(tx, inventory_before, after).await?;
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
