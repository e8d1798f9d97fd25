//! Demands: Balances (spec part 2 §2, §3 "Balance verification", §7
//! uncompletedBalanceVerifications) and the Comments dialog's updateBalanceComments — in both
//! profiles.

use std::time::{Duration, Instant};

use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const ATTORNEY: i64 = 5; // attorney@
const PARALEGAL: i64 = 6; // paralegal@ (Kelsey Moran)
const CASE_MANAGER: i64 = 7; // user@ (Tyler Brooks), who asks for the verifications

/// By hand:
///
/// | case   | client    | paralegal | task | category             | done | providers (total/paid/adjusted/balance, $)            |
/// |--------|-----------|-----------|------|----------------------|------|-------------------------------------------------------|
/// | 891301 | Bea Lowry | 6         | 401  | Balance Verification | no   | 1 Apex Imaging 4,000/1,000/500/2,500; 2 Zen Chiro 900/0/0/900 |
/// | 891302 | Cy Marsh  | 6         | 402  | Balance Verification | yes  | 1 Apex Imaging 2,000/0/0/2,000                        |
/// | 891303 | Di Nolan  | 6         | 403  | Records              | no   | 3 Boise Spine 1,000/0/0/1,000                         |
/// | 891304 | Ed Olsen  | (none)    | 404  | balance verification | no   | 1 Apex Imaging 3,000/0/0/3,000; assigned to 6         |
///
/// The paralegal's open verifications: 401 (its case) and 404 (assigned to it); 402 is done and
/// 403 is another category. One row per provider line, by provider then client:
/// Apex Imaging · Bea Lowry (balance 250000 cents), Apex Imaging · Ed Olsen (300000),
/// Zen Chiro · Bea Lowry (90000). Every task was asked for by the case manager (7). The
/// attorney (on none of the cases, asked for none) sees none.
async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let cases: [(i64, &str, &str, Option<i64>, i64, &str, bool, Option<i64>, Vec<(i64, &str, i64, i64, i64)>); 4] = [
        (891301, "Bea", "Lowry", Some(PARALEGAL), 401, "Balance Verification", false, None, vec![(1, "Apex Imaging", 400_000, 100_000, 50_000), (2, "Zen Chiro", 90_000, 0, 0)]),
        (891302, "Cy", "Marsh", Some(PARALEGAL), 402, "Balance Verification", true, None, vec![(1, "Apex Imaging", 200_000, 0, 0)]),
        (891303, "Di", "Nolan", Some(PARALEGAL), 403, "Records", false, None, vec![(3, "Boise Spine", 100_000, 0, 0)]),
        (891304, "Ed", "Olsen", None, 404, "balance verification", false, Some(PARALEGAL), vec![(1, "Apex Imaging", 300_000, 0, 0)]),
    ];
    for (case_id, first, last, paralegal, task_id, category, done, assignee, providers) in cases {
        let mut events = vec![CaseEvent::Opened(CaseOpened {
            case_id,
            organization_id: Some(2),
            opened_at: chrono::Utc::now() - chrono::Duration::days(300),
            first_name: first.into(),
            last_name: last.into(),
            status_id: Some(1070),
            status_label: Some("PL 12 Fees Disbursed or Lien and Balance Resolution".into()),
            ..Default::default()
        })];
        if let Some(p) = paralegal {
            events.push(CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "paralegal".into(), user_id: Some(p), staff_code: None }));
        }
        for (provider_id, name, total, paid, adjusted) in providers {
            events.push(CaseEvent::MedicalProviderSet(MedicalProviderSet {
                case_id,
                provider_id,
                name: name.into(),
                contact_id: None,
                total_cents: total,
                paid_cents: paid,
                adjusted_cents: adjusted,
                balance_cents: total - paid - adjusted,
                is_final: false,
                comments: None,
            }));
        }
        events.push(CaseEvent::TaskSet(TaskSet {
            case_id,
            task_id,
            category: Some(category.into()),
            summary: "Verify balances".into(),
            description: Some("Request reductions".into()),
            due_date: Some("2026-04-10".parse().unwrap()),
            requestor_user_id: Some(CASE_MANAGER),
            assignee_user_id: assignee,
            completed: done,
        }));
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const LIST: &str = "query($u:Int!){uncompletedBalanceVerifications(userId:$u){taskId caseId clientName category summary dueDate requestorUser \
    medicalProviderId medicalProvider total paid adjusted balance comments startDate}}";
const COMMENT: &str = "mutation($c:Int!,$p:Int!,$t:String!){updateBalanceComments(caseId:$c,medicalProviderId:$p,comments:$t){caseId medicalProviderId comments}}";

fn brief(r: &Value) -> Vec<(String, String, i64)> {
    r["data"]["uncompletedBalanceVerifications"]
        .as_array()
        .unwrap_or_else(|| panic!("{r}"))
        .iter()
        .map(|x| (x["medicalProvider"].as_str().unwrap().to_string(), x["clientName"].as_str().unwrap().to_string(), x["balance"].as_i64().unwrap()))
        .collect()
}

async fn balances(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let list = loop {
        let r = s.gql(Some(&paralegal), LIST, json!({"u": PARALEGAL})).await;
        if r["data"]["uncompletedBalanceVerifications"].as_array().is_some_and(|a| a.len() == 3) {
            break r;
        }
        assert!(Instant::now() < deadline, "balances never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let s3 = |a: &str, b: &str, c: i64| (a.to_string(), b.to_string(), c);
    assert_eq!(brief(&list), vec![s3("Apex Imaging", "Bea Lowry", 250_000), s3("Apex Imaging", "Ed Olsen", 300_000), s3("Zen Chiro", "Bea Lowry", 90_000)]);
    let first = &list["data"]["uncompletedBalanceVerifications"][0];
    assert_eq!(
        (first["taskId"].as_i64(), first["total"].as_i64(), first["paid"].as_i64(), first["adjusted"].as_i64(), first["requestorUser"].as_str(), first["dueDate"].as_str()),
        (Some(401), Some(400_000), Some(100_000), Some(50_000), Some("Tyler Brooks"), Some("2026-04-10"))
    );
    assert!(first["startDate"].is_string(), "{first}");

    // Roles: the attorney sees none of them (no case of its own), and not the paralegal's list.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(brief(&s.gql(Some(&attorney), LIST, json!({"u": ATTORNEY})).await), vec![]);
    assert_eq!(code(&s.gql(Some(&attorney), LIST, json!({"u": PARALEGAL})).await), "FORBIDDEN");
    // Nor may it, or a marketing user on no case, comment.
    assert_eq!(code(&s.gql(Some(&attorney), COMMENT, json!({"c": 891301, "p": 1, "t": "x"})).await), "FORBIDDEN");
    let marketing = s.login("marketing@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&marketing), COMMENT, json!({"c": 891301, "p": 1, "t": "x"})).await), "FORBIDDEN");

    // Bad input: an unknown provider line, too long a comment — nothing written.
    let r = s.gql(Some(&paralegal), COMMENT, json!({"c": 891301, "p": 9, "t": "Called"})).await;
    assert_eq!((code(&r).as_str(), r["errors"][0]["extensions"]["field"].as_str()), ("BAD_USER_INPUT", Some("medicalProviderId")), "{r}");
    let r = s.gql(Some(&paralegal), COMMENT, json!({"c": 891301, "p": 1, "t": "x".repeat(2001)})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");

    // The Comments dialog saves; the list shows it at once.
    let r = s.gql(Some(&paralegal), COMMENT, json!({"c": 891301, "p": 1, "t": "  Asked Apex for a 30% reduction "})).await;
    assert_eq!(r["data"]["updateBalanceComments"], json!({"caseId": 891301, "medicalProviderId": 1, "comments": "Asked Apex for a 30% reduction"}), "{r}");
    let list = s.gql(Some(&paralegal), LIST, json!({"u": PARALEGAL})).await;
    assert_eq!(list["data"]["uncompletedBalanceVerifications"][0]["comments"], "Asked Apex for a 30% reduction", "{list}");
    assert_eq!(list["data"]["uncompletedBalanceVerifications"][0]["balance"], 250_000);
    // The same comments again: nothing to save.
    assert_eq!(code(&s.gql(Some(&paralegal), COMMENT, json!({"c": 891301, "p": 1, "t": "Asked Apex for a 30% reduction"})).await), "CONFLICT");
}

#[tokio::test]
async fn balances_embedded() {
    balances(Profile::Embedded).await;
}

#[tokio::test]
async fn balances_distributed() {
    balances(Profile::Distributed).await;
}
