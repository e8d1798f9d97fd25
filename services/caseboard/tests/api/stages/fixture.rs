//! The stage lists' fixture: cases, demands, negotiations and requests written as an import
//! would bring them, with every expected figure computed by hand in the comments.

use chrono::{TimeZone, Utc};
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};

use super::super::harness::*;

pub const ATTORNEY: i64 = 5; // attorney@ (Lauren Sutter)
pub const PARALEGAL: i64 = 6; // paralegal@ (Kelsey Moran)
pub const CASE_MANAGER: i64 = 7; // user@ (Tyler Brooks)
pub const MEDICAL_REQUESTER: i64 = 9; // medical-requester@ (Ellen Ford)

/// The fixture, by hand (status → stage by spec 2 §4; days in status = days since opened, as
/// each case was opened in its status that many days and one hour ago):
///
/// | case   | client      | status                        | stage       | days | rank | attorney | paralegal | case mgr |
/// |--------|-------------|-------------------------------|-------------|------|------|----------|-----------|----------|
/// | 880001 | Ana Brooks  | PL 01 Medical Management      | Treating    | 10   | B    | 5        | 6         |          |
/// | 880002 | Cole Avery  | PL 00 File Setup              | Treating    | 3    |      | 5        |           |          |
/// | 880003 | Dina Reyes  | PL 03 Demand Preparation      | Demand Prep | 20   | A    |          | 6         |          |
/// | 880004 | Eli Stone   | PL 06 Negotiations            | Negotiation | 40   | A+   | 5        |           |          |
/// | 880005 | Finn Ortiz  | PL 10 UIM Arbitration         | Litigation  | 90   | C    |          | 6         |          |
/// | 880006 | Gia Lund    | PL 12 Fees Disbursed or Lien… | Settled     | 5    | D    | 5        | 6         |          |
/// | 880007 | Hal West    | PL 01 Medical Management      | Treating    | 1    |      |          |           | 7        |
/// | 880008 | Ivy Crane   | CLO-CASE CLOSED               | Closed      | 2    |      | 5        | 6         |          |
/// | 880009 | Jo Park     | PL 04 Demand Review (1063)    | Demand Prep | 7    | C    | 5        | 6         |          |
/// | 880010 | Kai Moss    | PL 08 UIM Demand Sent (1124)  | Negotiation | 12   |      |          | 6         |          |
///
/// Treating of user 5: Cole Avery (3 days), Ana Brooks (10 days) — by last name: Avery, Brooks.
/// Treating of user 6: Ana Brooks. Demand Prep of 6: Jo Park, Dina Reyes. Negotiation of 6: Kai Moss.
/// Demand Review (1063, 1124) of 6: Kai Moss, Jo Park; of 5: Jo Park. Negotiation of 5: Eli Stone.
/// Litigation of 6: Finn Ortiz. Settled of 5 and 6: Gia Lund. Ivy Crane is on no list.
const FIXTURE: [(i64, &str, &str, i64, &str, i64, Option<&str>, Option<i64>, Option<i64>, Option<i64>); 10] = [
    (880001, "Ana", "Brooks", 1059, "PL 01 Medical Management", 10, Some("B"), Some(ATTORNEY), Some(PARALEGAL), None),
    (880002, "Cole", "Avery", 1058, "PL 00 File Setup", 3, None, Some(ATTORNEY), None, None),
    (880003, "Dina", "Reyes", 1061, "PL 03 Demand Preparation", 20, Some("A"), None, Some(PARALEGAL), None),
    (880004, "Eli", "Stone", 1065, "PL 06 Negotiations", 40, Some("A+"), Some(ATTORNEY), None, None),
    (880005, "Finn", "Ortiz", 1068, "PL 10 UIM Arbitration", 90, Some("C"), None, Some(PARALEGAL), None),
    (880006, "Gia", "Lund", 1070, "PL 12 Fees Disbursed or Lien and Balance Resolution", 5, Some("D"), Some(ATTORNEY), Some(PARALEGAL), None),
    (880007, "Hal", "West", 1059, "PL 01 Medical Management", 1, None, None, None, Some(CASE_MANAGER)),
    (880008, "Ivy", "Crane", 1084, "CLO-CASE CLOSED", 2, None, Some(ATTORNEY), Some(PARALEGAL), None),
    (880009, "Jo", "Park", 1063, "PL 04 Demand Review", 7, Some("C"), Some(ATTORNEY), Some(PARALEGAL), None),
    (880010, "Kai", "Moss", 1124, "PL 08 UIM Demand Sent", 12, None, None, Some(PARALEGAL), None),
];

/// Demands (spec 2 §3 "Demand row"), by hand for March 2026:
///
/// | demand | case   | date       | kind      | in March | user 5 | user 6 | team 1 (5, 6, 7 and others) |
/// |--------|--------|------------|-----------|----------|--------|--------|-----------------------------|
/// | 91     | 880003 | 2026-03-10 | liability | yes      |        | yes    | yes                         |
/// | 92     | 880004 | 2026-03-15 | liability | yes      | yes    |        | yes                         |
/// | 93     | 880006 | 2026-02-27 | liability | no       |        |        |                             |
/// | 94     | 880006 | 2026-03-31 | uim       | yes      | yes    | yes    | yes                         |
/// | 95     | 880007 | 2026-03-05 | liability | yes      |        |        | yes (case manager 7)        |
///
/// Newest first: user 6 → 94, 91; user 5 → 94, 92; team 1 → 94, 92, 91, 95.
/// Values from the rank (spec 2 §4): 880003 rank A → $101,000–$250,000; 880006 rank D →
/// $5,000–$14,000; 880007 no rank → none.
const DEMANDS: [(i64, i64, &str, &str); 5] =
    [(91, 880003, "liability", "2026-03-10"), (92, 880004, "liability", "2026-03-15"), (93, 880006, "liability", "2026-02-27"), (94, 880006, "uim", "2026-03-31"), (95, 880007, "liability", "2026-03-05")];

pub async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let now = Utc::now();
    let meta = Metadata { source: Source::Import, ..Default::default() };
    for (case_id, first, last, status_id, label, days, rank, attorney, paralegal, manager) in FIXTURE {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: now - chrono::Duration::days(days) - chrono::Duration::hours(1),
            first_name: first.into(),
            last_name: last.into(),
            status_id: Some(status_id),
            status_label: Some(label.into()),
            ..Default::default()
        })];
        if let Some(r) = rank {
            events.push(CaseEvent::CaseRankSet(CaseRankSet { case_id, rank_id: None, rank_label: Some(r.into()) }));
        }
        for (role, user) in [("attorney", attorney), ("paralegal", paralegal), ("case_manager", manager)] {
            if let Some(u) = user {
                events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id, role: role.into(), user_id: Some(u), staff_code: None }));
            }
        }
        for (demand_id, _, kind, date) in DEMANDS.iter().filter(|d| d.1 == case_id) {
            events.push(CaseEvent::DemandSent(DemandSent {
                case_id,
                demand_id: *demand_id,
                kind: kind.to_string(),
                demand_date: date.parse().unwrap(),
                amount_cents: Some(10_000_000),
            }));
        }
        // Medical-record requests (spec 2 §3 "Request"), by hand:
        // 71 on 880001 (5, 6) requested by 6, assigned to 9 — open;
        // 72 on 880001 requested then completed — not listed; 74 on 880003 (6) cancelled — not listed;
        // 73 on 880007 (case manager 7) requested by 7, assigned to 9 — open.
        // Uncompleted: user 6 → [71]; user 5 → [71]; user 9 → [71, 73]; user 7 → [73].
        let request = |request_id: i64, status: &str, requestor: i64| MedicalRequestSet {
            case_id,
            request_id,
            provider_id: Some(1),
            request_date: "2026-03-02".parse().unwrap(),
            from_date: Some("2026-01-10".parse().unwrap()),
            to_date: Some("2026-02-28".parse().unwrap()),
            requestor_user_id: Some(requestor),
            assignee_user_id: Some(MEDICAL_REQUESTER),
            status: status.into(),
            completed_date: None,
            comments: Some("Records and bills".into()),
        };
        if matches!(case_id, 880001 | 880003 | 880007) {
            events.push(CaseEvent::MedicalProviderSet(MedicalProviderSet {
                case_id,
                provider_id: 1,
                name: "Boise Spine & Rehabilitation Center of Idaho".into(),
                contact_id: None,
                total_cents: 0,
                paid_cents: 0,
                adjusted_cents: 0,
                balance_cents: 0,
                is_final: false,
                comments: None,
            }));
        }
        match case_id {
            880001 => {
                events.push(CaseEvent::MedicalRequestSet(request(71, "requested", PARALEGAL)));
                events.push(CaseEvent::MedicalRequestSet(request(72, "requested", PARALEGAL)));
                events.push(CaseEvent::MedicalRequestSet(request(72, "completed", PARALEGAL)));
            }
            880003 => events.push(CaseEvent::MedicalRequestSet(request(74, "cancelled", PARALEGAL))),
            880007 => events.push(CaseEvent::MedicalRequestSet(request(73, "requested", CASE_MANAGER))),
            _ => {}
        }
        if case_id == 880004 {
            // Negotiation (spec 2 §2): two rounds, the last one counts; two file-review notes
            // (type 81), the later one counts; a dialog note (type 189) does not.
            let at = |d: u32| Utc.with_ymd_and_hms(2026, 3, d, 17, 0, 0).unwrap();
            events.push(CaseEvent::NegotiationAmountsSet(NegotiationAmountsSet { case_id, demand_cents: Some(25_000_000), offer_cents: Some(9_000_000) }));
            events.push(CaseEvent::NegotiationAmountsSet(NegotiationAmountsSet { case_id, demand_cents: Some(20_000_000), offer_cents: Some(12_500_000) }));
            for (note_id, type_id, day, content) in [(1, 81, 2, "File review: demand out"), (2, 81, 9, "File review: offer received"), (3, 189, 12, "Client called")] {
                events.push(CaseEvent::NoteAdded(NoteAdded {
                    case_id,
                    note_id,
                    note_type_id: type_id,
                    title: None,
                    content: content.into(),
                    created_at: at(day),
                    creator_user_id: Some(ATTORNEY),
                    creator_name: None,
                }));
            }
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}
