//! spec 3 §2.14 Referrals: cases referred to the firm by its contacts ("By", the sources in
//! `firm.referral_by_others_sources`) and clients the firm referred to medical providers
//! ("To", `medicalReferredToInPeriod`), as a list and per referrer (docs/decisions.md
//! "ppccrm (session 4)").

use std::collections::HashMap;

use async_graphql::{Context, Enum, Object, SimpleObject, ID};
use chrono::{Duration, NaiveDate};
use domain::marketing::referrals::{self, Referral, ReferrerKey};

use projections::crm::read::{self, ContactRow};
use super::require_crm;
use crate::auth::viewer::ContextExt;
use projections::cases::read::{CaseParts, CaseView};
use crate::cases::types::CaseNode;
use app::error::AppResult;
use crate::intake::query::{check_range, intake_org};
use projections::read::time::day_start;

/// By: cases referred to the firm; To: clients the firm referred to medical providers.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum ReferralDirection {
    By,
    To,
}

/// One referral of the List view.
#[derive(SimpleObject)]
pub struct ReferralRow {
    pub id: ID,
    pub case_id: i64,
    /// By: the day the case was opened; To: the provider's referred date.
    pub referred_date: NaiveDate,
    /// By: the case's referral source (Ref-Doctors, ...); To: none.
    pub source: Option<String>,
    /// By: the referral source's comments.
    pub comments: Option<String>,
    /// The referrer's key (`ReferrerKey::text`): the Aggregate view's `referrerKey`.
    pub referrer_key: String,
    /// The firm's contact, else the provider's name or the source.
    pub referrer_name: String,
    /// The firm's contact (CRM) when the log links one; none: 'Add Contact' offers to create it.
    pub contact_id: Option<i64>,
    pub contact_type: Option<String>,
    pub priority_label: Option<String>,
    /// spec 3 §3 "Referred-to row ... saContactId, saContactCtg": the external system's contact.
    pub sa_contact_id: Option<i64>,
    pub sa_contact_ctg: Option<i64>,
    /// To: the provider as the case's medical providers name it (spec 3 §3 medicalProvider).
    pub medical_provider: Option<String>,
    pub case: CaseNode,
}

/// One referrer's line of the Aggregate view.
#[derive(SimpleObject)]
pub struct ReferrerTotalsNode {
    pub id: ID,
    pub referrer_key: String,
    pub name: String,
    pub contact_id: Option<i64>,
    pub contact_type: Option<String>,
    pub priority_label: Option<String>,
    pub sa_contact_id: Option<i64>,
    pub sa_contact_ctg: Option<i64>,
    pub city: Option<String>,
    pub accepts_lien: Option<bool>,
    pub accepts_health_insurance: Option<bool>,
    pub count: i64,
    /// By: cases retained; To: 0.
    pub retained: i64,
    /// Retained / count in per cent, 1 decimal (`domain::marketing::referrals::totals`).
    pub retained_percent: f64,
    pub last_referred_date: NaiveDate,
    /// The cases behind `count`, newest referral first (the pop-up).
    pub case_ids: Vec<i64>,
}

#[derive(SimpleObject)]
pub struct ReferralsReport {
    pub direction: ReferralDirection,
    pub rows: Vec<ReferralRow>,
    pub totals: Vec<ReferrerTotalsNode>,
    /// Whether the viewer may create a contact from a row (`createContact`'s CRM roles).
    pub can_add_contacts: bool,
}

/// A referral before its case is loaded.
struct Found {
    case_id: i64,
    date: NaiveDate,
    source: Option<String>,
    comments: Option<String>,
    provider: Option<String>,
    provider_id: i64,
    sa_contact_id: Option<i64>,
    contact: Option<ContactRow>,
    name: String,
    key: ReferrerKey,
}

/// The firm's contact for an external id: its own id first, else its saId.
fn contact_for(contacts: &[ContactRow], by_id: &HashMap<i64, usize>, by_sa: &HashMap<i64, usize>, id: Option<i64>) -> Option<ContactRow> {
    let id = id?;
    by_id.get(&id).or_else(|| by_sa.get(&id)).map(|&i| contacts[i].clone())
}

async fn find(ctx: &Context<'_>, direction: ReferralDirection, org: i64, start: NaiveDate, end: NaiveDate) -> AppResult<Vec<Found>> {
    let state = ctx.state();
    let pool = state.db.pool();
    let tz = ctx.firm_tz();
    let contacts = read::contacts(pool, ctx.org_scope(org), None).await?;
    let by_id: HashMap<i64, usize> = contacts.iter().enumerate().map(|(i, c)| (c.contact_id, i)).collect();
    let by_sa: HashMap<i64, usize> = contacts.iter().enumerate().filter_map(|(i, c)| c.sa_id.map(|s| (s, i))).collect();
    let mut found = vec![];
    match direction {
        ReferralDirection::By => {
            let from = eventstore::time::to_text(day_start(start, tz));
            let to = eventstore::time::to_text(day_start(end + Duration::days(1), tz));
            let rows = read::opened_referrals(pool, ctx.org_scope(org), &from, &to).await?;
            let configured = &state.config.firm.referral_by_others_sources;
            for r in rows {
                let Some(source) = r.advertising_source.filter(|s| referrals::is_referral_by_others(s, configured)) else { continue };
                let opened = r.opened_at;
                let other: Option<i64> = r.referral_other_contact_id;
                let source_contact: Option<i64> = r.referral_source_id;
                let comments = r.referral_comments;
                let contact = contact_for(&contacts, &by_id, &by_sa, other);
                let sa_contact_id = contact.as_ref().and_then(|c| c.sa_id).or(other).or(source_contact);
                let name = contact.as_ref().map(|c| c.name.clone()).unwrap_or_else(|| source.clone());
                let key = ReferrerKey::of(contact.as_ref().map(|c| c.contact_id), other, source_contact, &name);
                found.push(Found {
                    case_id: r.case_id,
                    date: opened.with_timezone(&tz).date_naive(),
                    source: Some(source),
                    comments,
                    provider: None,
                    provider_id: 0,
                    sa_contact_id,
                    contact,
                    name,
                    key,
                });
            }
        }
        ReferralDirection::To => {
            for r in read::referrals_out(pool, ctx.org_scope(org), start, end).await? {
                let date = r.referred_date;
                let sa: Option<i64> = r.contact_id;
                let provider = r.name.filter(|n| !n.trim().is_empty());
                let contact = contact_for(&contacts, &by_id, &by_sa, sa);
                let name = contact.as_ref().map(|c| c.name.clone()).or_else(|| provider.clone()).unwrap_or_else(|| "Unnamed provider".into());
                let key = ReferrerKey::of(contact.as_ref().map(|c| c.contact_id), sa, None, &name);
                found.push(Found {
                    case_id: r.case_id,
                    date,
                    source: None,
                    comments: None,
                    provider,
                    provider_id: r.provider_id,
                    sa_contact_id: contact.as_ref().and_then(|c| c.sa_id).or(sa),
                    contact,
                    name,
                    key,
                });
            }
        }
    }
    Ok(found)
}

/// `parts`: what the rows' `case` selection reads of each case's child rows.
async fn report(ctx: &Context<'_>, direction: ReferralDirection, start: NaiveDate, end: NaiveDate, organization_id: Option<i64>, parts: CaseParts) -> AppResult<ReferralsReport> {
    let (viewer, org) = intake_org(ctx, organization_id).await?;
    check_range(start, end)?;
    let found = find(ctx, direction, org, start, end).await?;
    let mut ids: Vec<i64> = found.iter().map(|f| f.case_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let cases: HashMap<i64, CaseView> = CaseView::load_parts(ctx.state().db.pool(), &ids, parts).await?.into_iter().map(|c| (c.row.case_id, c)).collect();
    let referrals: Vec<Referral> = found
        .iter()
        .filter(|f| cases.contains_key(&f.case_id))
        .map(|f| Referral {
            key: f.key.clone(),
            name: f.name.clone(),
            case_id: f.case_id,
            date: f.date,
            retained: direction == ReferralDirection::By && cases[&f.case_id].row.retained_date.is_some(),
        })
        .collect();
    let by_key: HashMap<String, &Found> = found.iter().map(|f| (f.key.text(), f)).collect();
    let totals = referrals::totals(&referrals)
        .into_iter()
        .map(|t| {
            let key = t.key.text();
            let f = by_key[&key];
            let c = f.contact.as_ref();
            ReferrerTotalsNode {
                id: ID(format!("ReferrerTotals:{direction:?}:{key}")),
                contact_id: c.map(|c| c.contact_id),
                contact_type: c.map(|c| c.contact_type.clone()),
                priority_label: c.map(|c| domain::marketing::rules::priority_label(c.priority, c.priority_level)),
                sa_contact_id: f.sa_contact_id,
                sa_contact_ctg: c.and_then(|c| c.sa_ctg),
                city: c.and_then(|c| c.city.clone()),
                accepts_lien: c.map(|c| c.accepts_lien),
                accepts_health_insurance: c.map(|c| c.accepts_health_insurance),
                referrer_key: key,
                name: t.name,
                count: t.count,
                retained: t.retained,
                retained_percent: t.retained_percent,
                last_referred_date: t.last_date,
                case_ids: t.case_ids,
            }
        })
        .collect();
    let rows = found
        .into_iter()
        .filter_map(|f| {
            let case = cases.get(&f.case_id)?.clone();
            let c = f.contact.as_ref();
            Some(ReferralRow {
                id: ID(format!("Referral:{direction:?}:{}:{}", f.case_id, f.provider_id)),
                case_id: f.case_id,
                referred_date: f.date,
                referrer_key: f.key.text(),
                contact_id: c.map(|c| c.contact_id),
                contact_type: c.map(|c| c.contact_type.clone()),
                priority_label: c.map(|c| domain::marketing::rules::priority_label(c.priority, c.priority_level)),
                sa_contact_ctg: c.and_then(|c| c.sa_ctg),
                sa_contact_id: f.sa_contact_id,
                referrer_name: f.name,
                source: f.source,
                comments: f.comments,
                medical_provider: f.provider,
                case: CaseNode(case),
            })
        })
        .collect();
    Ok(ReferralsReport { direction, rows, totals, can_add_contacts: require_crm(&viewer).is_ok() })
}

#[derive(Default)]
pub struct ReferralsQuery;

#[Object]
impl ReferralsQuery {
    /// spec 3 §2.14 Referrals (List or Aggregate, By or To) for the range; intake roles
    /// (`intakeOrg`: the viewer's organization unless given and readable).
    async fn referrals_in_period(&self, ctx: &Context<'_>, direction: ReferralDirection, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<ReferralsReport> {
        let parts = crate::cases::parts_selected_by(&ctx.look_ahead().field("rows").field("case"));
        report(ctx, direction, start_date, end_date, organization_id, parts).await
    }

    /// spec 3 §2.14 / §7: medicalReferredToInPeriod(startDate, endDate) — clients referred to
    /// medical providers in the range, newest first.
    async fn medical_referred_to_in_period(&self, ctx: &Context<'_>, start_date: NaiveDate, end_date: NaiveDate, organization_id: Option<i64>) -> AppResult<Vec<ReferralRow>> {
        let parts = crate::cases::parts_selected_by(&ctx.look_ahead().field("case"));
        Ok(report(ctx, ReferralDirection::To, start_date, end_date, organization_id, parts).await?.rows)
    }
}
