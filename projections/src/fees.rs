//! Read model of the fees area (spec part 2 §2 Fees, Settlements; §3 fee line, open
//! settlement): the fee lines and settlements of every case, with what the fee screens show
//! beside them (client, attorney, paralegal, office, state, referral source). Topic `fees`.
//!
//! A fee line keeps the attorney assigned when the fee was recorded (a case handed to a
//! litigator pays its fee to the litigator); settlements read the case's current attorney.

use async_trait::async_trait;
use domain::cases::*;
use domain::fees::rules;
use domain::DomainEvent;
use eventstore::RecordedEvent;

pub mod read;

use crate::sql::query;
use crate::{Projection, ProjectionError, ProjectionTx, TableDef};

pub struct FeesProjection;

pub const NAME: &str = "fees";

const TABLES: &[TableDef] = &[
    TableDef {
        name: "fee_cases",
        columns: "case_id BIGINT PRIMARY KEY, organization_id BIGINT, case_number TEXT, client_name TEXT NOT NULL, state TEXT, office_id BIGINT, \
                  referral_source TEXT, attorney_user_id BIGINT, attorney_code TEXT, paralegal_user_id BIGINT, paralegal_code TEXT, \
                  opened_at TEXT NOT NULL, retained_date TEXT, closed_date TEXT, incident_date TEXT, case_type TEXT",
        // (No index on `case_id, organization_id, office_id`: with it SQLite drove the settled
        // cases' read by a pass over that index, 6 → 130 ms on the large firm; issue #17.)
        // The open cases (closed date NULL) with their organization and key, read from the
        // index alone for their settlements (issue #17).
        // The retained date: the cases retained in a period (Inventory Statistics) by its
        // range, not by a pass over the organization's every case (issue #17).
        indexes: &["organization_id", "attorney_user_id", "paralegal_user_id", "closed_date, organization_id, case_id", "retained_date"],
    },
    TableDef {
        name: "fee_lines",
        columns: "case_id BIGINT NOT NULL, fee_id BIGINT NOT NULL, amount_cents BIGINT NOT NULL, fee_date TEXT NOT NULL, fee_type TEXT, \
                  shared BOOLEAN NOT NULL, case_group TEXT, fully_settled BOOLEAN NOT NULL, attorney_user_id BIGINT, attorney_code TEXT, \
                  organization_id BIGINT, office_id BIGINT, PRIMARY KEY (case_id, fee_id)",
        // The case's organization and current office on each line: an organization's fees per
        // day and office (the home's Fees By Week) from this index alone, not joined with
        // every case of the firm (PostgreSQL hashed all 205 000; issue #17).
        indexes: &["fee_date, case_id, amount_cents", "attorney_user_id", "organization_id, fee_date, office_id, amount_cents"],
    },
    TableDef {
        name: "fee_settlements",
        columns: "case_id BIGINT NOT NULL, settlement_id BIGINT NOT NULL, settlement_type TEXT, insurance_type TEXT, amount_cents BIGINT NOT NULL, \
                  attorney_fee_cents BIGINT NOT NULL, referral_fee_cents BIGINT NOT NULL, fees_taken_cents BIGINT NOT NULL, market TEXT, \
                  settlement_date TEXT NOT NULL, closing_date TEXT, organization_id BIGINT, is_open BOOLEAN NOT NULL, \
                  PRIMARY KEY (case_id, settlement_id)",
        // The open settlements (spec 2 §2 Settlements) of an organization, newest first, with
        // what decides their order, count and Fees Not Banked read from the index alone: the
        // screen's first view reads these, then only its page's rows (issue #17).
        indexes: &[
            "settlement_date",
            "closing_date",
            "is_open, organization_id, settlement_date, case_id, settlement_id, amount_cents, attorney_fee_cents, referral_fee_cents, fees_taken_cents, closing_date",
        ],
    },
    TableDef {
        name: "fee_medical",
        columns: "case_id BIGINT NOT NULL, provider_id BIGINT NOT NULL, total_cents BIGINT NOT NULL, PRIMARY KEY (case_id, provider_id)",
        indexes: &[],
    },
];

#[async_trait]
impl Projection for FeesProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    /// v2: the incident date (open settlements); v3: medical bills (fee comparison); v4: the
    /// case type (rate).
    fn version(&self) -> i64 {
        // 5: the fee date index carries the case and amount (issue #17).
        // 6: … without the cases' organization-and-office index of 5.
        // 7: the cases' closed date (the open cases' settlements).
        // 8: … carrying the organization and the case (no case looked up).
        // 9: each settlement's organization and whether it is open (spec 2 §2 Settlements).
        // 10: the cases' retained date indexed.
        // 11: each fee line's organization and office (the case's), indexed by date.
        11
    }

    fn handles(&self) -> Vec<&'static str> {
        vec![
            "case_opened",
            "case_retained",
            "case_closed",
            "case_reopened",
            "case_office_set",
            "referral_source_set",
            "staff_assigned",
            "incident_set",
            "medical_provider_set",
            "settlement_recorded",
            "fee_recorded",
        ]
    }

    fn tables(&self) -> &'static [TableDef] {
        TABLES
    }

    async fn apply(&self, tx: &mut ProjectionTx<'_>, event: &RecordedEvent) -> Result<(), ProjectionError> {
        match CaseEvent::decode(&event.event_type, event.payload.clone())? {
            CaseEvent::Opened(e) => {
                let t = tx.table("fee_cases");
                query(&format!(
                    "INSERT INTO {t} (case_id, organization_id, case_number, client_name, state, office_id, referral_source, opened_at, incident_date, case_type) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (case_id) DO NOTHING"
                ))
                .bind(e.case_id)
                .bind(e.organization_id)
                .bind(&e.case_number)
                .bind(format!("{} {}", e.first_name, e.last_name).trim().to_string())
                .bind(&e.state)
                .bind(e.office_id)
                .bind(&e.advertising_source)
                .bind(eventstore::time::to_text(e.opened_at))
                .bind(e.incident_date.map(|d| d.to_string()))
                .bind(&e.case_type)
                .execute(tx)
                .await?;
            }
            CaseEvent::Retained(e) => {
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET retained_date = $1 WHERE case_id = $2")).bind(e.retained_date.to_string()).bind(e.case_id).execute(tx).await?;
            }
            CaseEvent::Closed(e) => {
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET closed_date = $1 WHERE case_id = $2")).bind(e.closed_date.to_string()).bind(e.case_id).execute(tx).await?;
                settlements_opened_or_closed(tx, e.case_id, true).await?;
            }
            CaseEvent::Reopened(e) => {
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET closed_date = NULL WHERE case_id = $1")).bind(e.case_id).execute(tx).await?;
                settlements_opened_or_closed(tx, e.case_id, false).await?;
            }
            CaseEvent::IncidentSet(e) => {
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET incident_date = $1 WHERE case_id = $2")).bind(e.incident_date.map(|d| d.to_string())).bind(e.case_id).execute(tx).await?;
            }
            CaseEvent::MedicalProviderSet(e) => {
                let t = tx.table("fee_medical");
                query(&format!(
                    "INSERT INTO {t} (case_id, provider_id, total_cents) VALUES ($1, $2, $3) ON CONFLICT (case_id, provider_id) DO UPDATE SET total_cents = excluded.total_cents"
                ))
                .bind(e.case_id)
                .bind(e.provider_id)
                .bind(e.total_cents)
                .execute(tx)
                .await?;
            }
            CaseEvent::OfficeSet(e) => {
                for t in [tx.table("fee_cases"), tx.table("fee_lines")] {
                    query(&format!("UPDATE {t} SET office_id = $1 WHERE case_id = $2")).bind(e.office_id).bind(e.case_id).execute(tx).await?;
                }
            }
            CaseEvent::ReferralSourceSet(e) => {
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET referral_source = $1 WHERE case_id = $2")).bind(&e.source).bind(e.case_id).execute(tx).await?;
            }
            CaseEvent::StaffAssigned(e) => {
                let (user_col, code_col) = match e.role.as_str() {
                    "attorney" => ("attorney_user_id", "attorney_code"),
                    "paralegal" => ("paralegal_user_id", "paralegal_code"),
                    _ => return Ok(()),
                };
                let t = tx.table("fee_cases");
                query(&format!("UPDATE {t} SET {user_col} = $1, {code_col} = $2 WHERE case_id = $3"))
                    .bind(e.user_id)
                    .bind(&e.staff_code)
                    .bind(e.case_id)
                    .execute(tx)
                    .await?;
            }
            CaseEvent::SettlementRecorded(e) => {
                let cases = tx.table("fee_cases");
                let case = query(&format!("SELECT organization_id, closed_date FROM {cases} WHERE case_id = $1")).bind(e.case_id).fetch_optional(tx).await?;
                let (organization_id, closed_date): (Option<i64>, Option<String>) = match case {
                    Some(r) => (r.try_get("organization_id")?, r.try_get("closed_date")?),
                    None => (None, None),
                };
                let open = is_open(closed_date.is_some(), e.attorney_fee_cents, e.referral_fee_cents, e.fees_taken_cents, e.closing_date);
                let t = tx.table("fee_settlements");
                query(&format!(
                    "INSERT INTO {t} (case_id, settlement_id, settlement_type, insurance_type, amount_cents, attorney_fee_cents, referral_fee_cents, \
                     fees_taken_cents, market, settlement_date, closing_date, organization_id, is_open) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
                     ON CONFLICT (case_id, settlement_id) DO UPDATE SET settlement_type = excluded.settlement_type, insurance_type = excluded.insurance_type, \
                     amount_cents = excluded.amount_cents, attorney_fee_cents = excluded.attorney_fee_cents, referral_fee_cents = excluded.referral_fee_cents, \
                     fees_taken_cents = excluded.fees_taken_cents, market = excluded.market, settlement_date = excluded.settlement_date, \
                     closing_date = excluded.closing_date, organization_id = excluded.organization_id, is_open = excluded.is_open"
                ))
                .bind(e.case_id)
                .bind(e.settlement_id)
                .bind(&e.settlement_type)
                .bind(&e.insurance_type)
                .bind(e.amount_cents)
                .bind(e.attorney_fee_cents)
                .bind(e.referral_fee_cents)
                .bind(e.fees_taken_cents)
                .bind(&e.market)
                .bind(e.settlement_date.to_string())
                .bind(e.closing_date.map(|d| d.to_string()))
                .bind(organization_id)
                .bind(open)
                .execute(tx)
                .await?;
            }
            CaseEvent::FeeRecorded(e) => {
                let cases = tx.table("fee_cases");
                let case = query(&format!("SELECT attorney_user_id, attorney_code, organization_id, office_id FROM {cases} WHERE case_id = $1"))
                    .bind(e.case_id)
                    .fetch_optional(tx)
                    .await?;
                let (user_id, code, organization_id, office_id): (Option<i64>, Option<String>, Option<i64>, Option<i64>) = match case {
                    Some(r) => (r.try_get("attorney_user_id")?, r.try_get("attorney_code")?, r.try_get("organization_id")?, r.try_get("office_id")?),
                    None => (None, None, None, None),
                };
                let t = tx.table("fee_lines");
                query(&format!(
                    "INSERT INTO {t} (case_id, fee_id, amount_cents, fee_date, fee_type, shared, case_group, fully_settled, attorney_user_id, attorney_code, \
                     organization_id, office_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (case_id, fee_id) DO UPDATE SET amount_cents = excluded.amount_cents, \
                     fee_date = excluded.fee_date, fee_type = excluded.fee_type, shared = excluded.shared, case_group = excluded.case_group, \
                     fully_settled = excluded.fully_settled"
                ))
                .bind(e.case_id)
                .bind(e.fee_id)
                .bind(e.amount_cents)
                .bind(e.fee_date.to_string())
                .bind(&e.fee_type)
                .bind(e.shared)
                .bind(&e.case_group)
                .bind(e.fully_settled)
                .bind(user_id)
                .bind(code)
                .bind(organization_id)
                .bind(office_id)
                .execute(tx)
                .await?;
            }
            _ => {}
        }
        Ok(())
    }
}

/// spec 2 §2 Settlements "(open settlements)", by the domain's rules: the case not closed, or
/// the fee not banked (spec 2 §4).
fn is_open(case_closed: bool, attorney_fee_cents: i64, referral_fee_cents: i64, fees_taken_cents: i64, closing_date: Option<chrono::NaiveDate>) -> bool {
    rules::is_open_settlement(case_closed, rules::is_not_banked(attorney_fee_cents, referral_fee_cents, fees_taken_cents, closing_date))
}

/// The case closed (or reopened): whether each of its settlements is still open.
async fn settlements_opened_or_closed(tx: &mut ProjectionTx<'_>, case_id: i64, case_closed: bool) -> Result<(), ProjectionError> {
    let t = tx.table("fee_settlements");
    let rows = query(&format!("SELECT settlement_id, attorney_fee_cents, referral_fee_cents, fees_taken_cents, closing_date FROM {t} WHERE case_id = $1"))
        .bind(case_id)
        .fetch_all(tx)
        .await?;
    for r in rows {
        let closing_date: Option<String> = r.try_get("closing_date")?;
        let closing_date = closing_date.and_then(|d| d.get(..10).and_then(|d| d.parse().ok()));
        let open = is_open(case_closed, r.try_get("attorney_fee_cents")?, r.try_get("referral_fee_cents")?, r.try_get("fees_taken_cents")?, closing_date);
        let settlement_id: i64 = r.try_get("settlement_id")?;
        query(&format!("UPDATE {t} SET is_open = $1 WHERE case_id = $2 AND settlement_id = $3")).bind(open).bind(case_id).bind(settlement_id).execute(tx).await?;
    }
    Ok(())
}
