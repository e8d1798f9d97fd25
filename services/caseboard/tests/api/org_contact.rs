//! The organization's Client Contact (spec 2 §2, §9 "Org client contact list covers more than
//! 45 days"; spec 3 §2.7, §7 allOverDueClientContact / sendOverdueContactEmail), in both
//! profiles, on the inventory fixture of `inventory.rs`:
//!
//! | case | stage | last contact | on the list |
//! |---|---|---|---|
//! | 880001 | Treating | 30 days | no (≤ 45) |
//! | 880002 | Negotiation | 31 days (attempt 2 days) | no |
//! | 880003 | Referred Out | 46 days | hidden by default; red, attorney Lauren Sutter, no paralegal |
//! | 880004 | Treating | never | yes: red, paralegal Kelsey Moran, attorney Priya Raman |
//! | 880005 | Closed | never | hidden by default |

use serde_json::{json, Value};

use super::harness::*;
use super::inventory::seed_inventory;

const LIST: &str = "query($h:[String!]){allOverDueClientContact(hideStages:$h){caseId caseNumber stage clientName paralegal attorney \
    dateOfLastClientContactAttempt daysSinceContact color}}";

fn send(case_id: i64) -> String {
    format!("mutation{{sendOverdueContactEmail(caseId:{case_id},client:\"x\",daysSinceContact:999)}}")
}

fn mails(s: &Server) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(s.env.data_dir.join("mail")).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    files.iter().map(|p| std::fs::read_to_string(p).unwrap()).collect()
}

fn ids(r: &Value) -> Vec<i64> {
    r["data"]["allOverDueClientContact"].as_array().unwrap_or_else(|| panic!("{r}")).iter().map(|c| c["caseId"].as_i64().unwrap()).collect()
}

async fn org_contact(profile: Profile) {
    let s = Server::start(profile).await;
    seed_inventory(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    s.wait_caught_up().await;

    let r = s.gql(Some(&admin), LIST, json!({})).await;
    assert_eq!(
        r["data"]["allOverDueClientContact"],
        json!([{"caseId": 880004, "caseNumber": "880004", "stage": "Treating", "clientName": "Dan Diaz", "paralegal": "Kelsey Moran", "attorney": "Priya Raman",
                "dateOfLastClientContactAttempt": null, "daysSinceContact": null, "color": "RED"}]),
        "{r}"
    );
    let r = s.gql(Some(&admin), LIST, json!({"h": []})).await;
    assert_eq!(ids(&r), vec![880003, 880004, 880005]);
    let cole = &r["data"]["allOverDueClientContact"][0];
    assert_eq!((cole["daysSinceContact"].clone(), cole["color"].clone(), cole["attorney"].clone(), cole["paralegal"].clone()), (json!(46), json!("RED"), json!("Lauren Sutter"), Value::Null));

    // The staff area is the admin's (spec 3 §2.1).
    assert_eq!(code(&s.gql(Some(&paralegal), LIST, json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&paralegal), &send(880004), json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&admin), LIST, json!({"h": ["Nope"]})).await), "BAD_USER_INPUT");

    // The email goes to the paralegal (else the attorney) with the server's own day count;
    // of six sent at once exactly one goes out (issue #36 §7: the cap holds under concurrency).
    let once = send(880004);
    let answers = futures::future::join_all((0..6).map(|_| s.gql(Some(&admin), &once, json!({})))).await;
    let sent_ok: Vec<_> = answers.iter().filter(|r| r["data"]["sendOverdueContactEmail"] == 880004).collect();
    assert_eq!(sent_ok.len(), 1, "{answers:?}");
    assert!(answers.iter().all(|r| code(r) == "OK" || code(r) == "BAD_USER_INPUT"), "{answers:?}");
    let sent = mails(&s);
    assert_eq!(sent.len(), 1);
    assert!(sent[0].contains("paralegal@caseboard.demo") && sent[0].contains("Overdue client contact: Dan Diaz") && sent[0].contains("has never been contacted"), "{}", sent[0]);
    // One of a kind per case an hour (issue #36 §7): a second is refused and sends nothing.
    let r = s.gql(Some(&admin), &send(880004), json!({})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "{r}");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("within the hour"), "{r}");
    assert_eq!(mails(&s).len(), 1);
    let r = s.gql(Some(&admin), &send(880003), json!({})).await;
    assert_eq!(r["data"]["sendOverdueContactEmail"], 880003, "{r}");
    let sent = mails(&s);
    assert!(sent.iter().any(|m| m.contains("attorney@caseboard.demo") && m.contains("has not been contacted in 46 days")), "{sent:?}");

    // Not overdue, or unknown: a clear code and no mail.
    assert_eq!(code(&s.gql(Some(&admin), &send(880001), json!({})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&admin), &send(990999), json!({})).await), "NOT_FOUND");
    assert_eq!(mails(&s).len(), 2);

    // spec 2 §2 Deadlines, §7 sendOverdueDeadlinesEmail(caseId, client): admins only; 880004's
    // Records Due (10 days ago, open) is overdue, 880001's deadlines (3 and 400 days ahead) are not.
    assert_eq!(code(&s.gql(Some(&paralegal), &send_deadlines(880004), json!({})).await), "FORBIDDEN");
    assert_eq!(code(&s.gql(Some(&admin), &send_deadlines(880001), json!({})).await), "BAD_USER_INPUT");
    assert_eq!(code(&s.gql(Some(&admin), &send_deadlines(990999), json!({})).await), "NOT_FOUND");
    assert_eq!(mails(&s).len(), 2);
    let r = s.gql(Some(&admin), &send_deadlines(880004), json!({})).await;
    assert_eq!(r["data"]["sendOverdueDeadlinesEmail"], 880004, "{r}");
    let sent = mails(&s);
    assert_eq!(sent.len(), 3);
    let due = (chrono::Utc::now().with_timezone(&chrono_tz::America::Denver).date_naive() - chrono::Duration::days(10)).to_string();
    assert!(
        sent.iter().any(|m| m.contains("paralegal@caseboard.demo") && m.contains("Overdue deadline: Dan Diaz") && m.contains(&format!("Records Due due {due}"))),
        "{sent:?}"
    );

    // Both emails are on the case's log with the sender; refused ones left nothing.
    let log = |case_id: i64| format!("query{{caseHistory(caseId:{case_id}){{eventType summary actor{{name}}}}}}");
    let r = s.gql(Some(&admin), &log(880004), json!({})).await;
    let emails: Vec<Value> = r["data"]["caseHistory"].as_array().unwrap_or_else(|| panic!("{r}")).iter().filter(|e| e["eventType"] == "overdue_email_sent").cloned().collect();
    let summaries: Vec<&str> = emails.iter().map(|e| e["summary"].as_str().unwrap()).collect();
    assert_eq!(summaries.len(), 2, "{r}");
    assert!(summaries.contains(&"Overdue client contact email sent to paralegal@caseboard.demo"), "{summaries:?}");
    assert!(summaries.contains(&"Overdue deadline email sent to paralegal@caseboard.demo"), "{summaries:?}");
    assert!(emails.iter().all(|e| e["actor"]["name"].is_string()), "{emails:?}");
    let r = s.gql(Some(&admin), &log(880001), json!({})).await;
    assert!(r["data"]["caseHistory"].as_array().unwrap_or_else(|| panic!("{r}")).iter().all(|e| e["eventType"] != "overdue_email_sent"), "{r}");
}

fn send_deadlines(case_id: i64) -> String {
    format!("mutation{{sendOverdueDeadlinesEmail(caseId:{case_id},client:\"x\")}}")
}

#[tokio::test]
async fn org_contact_embedded() {
    org_contact(Profile::Embedded).await;
}

#[tokio::test]
async fn org_contact_distributed() {
    org_contact(Profile::Distributed).await;
}
