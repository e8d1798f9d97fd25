//! Issue #36 §7, schema-driven: every argument and input field of every operation, given an
//! out-of-range value written inline in the document — a 200 000-character text, a 33-bit
//! integer, a date in year 9999 or year 0 (a `NaiveDate`, a `DateTime`, or a text date) — is
//! refused with BAD_USER_INPUT: nothing is
//! written, nothing answers 5xx or INTERNAL, and the server serves on.

use serde_json::{json, Value};

use super::harness::*;
use super::policy::{introspect, Hostile, Ids};

fn long_text(type_name: &str, _: &str) -> Option<String> {
    matches!(type_name, "String" | "ID").then(|| format!("\"{}\"", "x".repeat(200_000)))
}

fn wide_integer(type_name: &str, _: &str) -> Option<String> {
    (type_name == "Int").then(|| "4294967297".to_string())
}

fn is_date(type_name: &str, name: &str) -> bool {
    type_name == "NaiveDate" || (type_name == "String" && name.to_lowercase().contains("date"))
}

fn year_9999(type_name: &str, name: &str) -> Option<String> {
    match type_name {
        "DateTime" => Some("\"9999-01-01T00:00:00Z\"".into()),
        _ => is_date(type_name, name).then(|| "\"9999-01-01\"".into()),
    }
}

fn year_0(type_name: &str, name: &str) -> Option<String> {
    match type_name {
        "DateTime" => Some("\"0000-01-01T00:00:00Z\"".into()),
        _ => is_date(type_name, name).then(|| "\"0000-01-01\"".into()),
    }
}

const KINDS: [(&str, fn(&str, &str) -> Option<String>); 4] =
    [("a 200 000-character text", long_text), ("a 33-bit integer", wide_integer), ("a date in year 9999", year_9999), ("a date in year 0", year_0)];

async fn limits(profile: Profile) {
    let s = Server::start(profile).await;
    super::cases::seed_case(&s).await;
    let admin = s.login("admin@caseboard.demo").await;
    let (types, operations) = introspect(&s, &admin).await;
    let ids = Ids { own_user: 1, own_email: "admin@caseboard.demo".into(), user: 7, team: 1, office: 1, department: 1, organization: 2 };
    let before = s.events_count().await;
    let (mut tried, mut failures) = (0, vec![]);
    for op in &operations {
        for (label, value) in KINDS {
            for target in 0.. {
                let mut hostile = Hostile { target, seen: 0, value, hit: false };
                let document = op.document_with(&types, &ids, 0, false, Some(&mut hostile));
                if !hostile.hit {
                    break;
                }
                tried += 1;
                let r = s.client.post(format!("{}/graphql", s.url)).bearer_auth(&admin).json(&json!({"query": document})).send().await.unwrap();
                let status = r.status().as_u16();
                let r: Value = r.json().await.unwrap_or(Value::Null);
                // Refused before running (400), or by the resolver that reads a text date (a
                // field error): BAD_USER_INPUT either way, and nothing written (checked below).
                if code(&r) != "BAD_USER_INPUT" || !(status == 400 || status == 200) {
                    let shown: String = document.chars().take(160).collect();
                    failures.push(format!("{} with {label} (position {target}): {status} {}\n    {shown}", op.name, r.to_string().chars().take(240).collect::<String>()));
                }
            }
        }
    }
    assert!(tried > 300, "every scalar position was tried: {tried}");
    assert!(failures.is_empty(), "{} of {tried} hostile inputs were not refused:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(s.events_count().await, before, "nothing was written");
    let r = s.gql(Some(&admin), "{ timeZone }", json!({})).await;
    assert_eq!(code(&r), "OK", "still serving: {r}");
}

#[tokio::test]
async fn every_input_of_every_operation_has_its_limit_embedded() {
    limits(Profile::Embedded).await;
}

#[tokio::test]
async fn every_input_of_every_operation_has_its_limit_distributed() {
    limits(Profile::Distributed).await;
}
