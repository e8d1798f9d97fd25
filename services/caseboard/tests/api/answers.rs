//! Issue #37: every query answers the same on both backends. The same demo history (a fixed
//! seed and anchor: the same log) is written to a SQLite and to a PostgreSQL + NATS
//! deployment; every root query of the schema (generated from introspection, as the policy
//! matrix does) is asked of both by the demo firm's admin and by an attorney, and the answers
//! must be identical — the figures, the rows and their order. A reader that decodes,
//! filters or orders differently on one backend fails here.

use std::collections::BTreeMap;

use api::policy::Kind;
use serde_json::{json, Value};

use super::harness::*;
use super::policy::{introspect, Ids, Operation, Types};

/// The day the demo history leads up to: November 2026 is its last whole month, the period
/// the generated arguments ask for.
const ANCHOR: &str = "2026-12-01";

/// Queries whose answer is the deployment's own state, not the firm's data: positions,
/// timings, processes, sessions.
const DEPLOYMENT_STATE: &[&str] = &["projections", "projectionStatus", "projectionStatuses", "operations", "relayState", "syncStatus", "writeBackStatus", "health", "serverInfo", "reconciliation", "latestReconciliation"];

/// Fields that tell when the answer was computed or a session's secrets, not the data.
const VOLATILE: &[&str] = &["computedAt", "token", "expiresAt", "lastSeenAt", "asOf", "generatedAt"];

async fn deployment(profile: Profile) -> Server {
    let env = Env::new(profile);
    env.run(&["migrate"]);
    env.run(&["demo", "--scale", "0.05", "--seed", "7", "--anchor", ANCHOR]);
    let listen = format!("127.0.0.1:{}", free_port());
    let proc = env.spawn(&["serve", "--listen", &listen]);
    let s = Server::attach(env, format!("http://{listen}"), vec![proc]);
    s.wait_ready().await;
    s.wait_caught_up().await;
    s
}

fn normalized(mut v: Value) -> Value {
    match &mut v {
        Value::Object(map) => {
            map.retain(|k, _| !VOLATILE.contains(&k.as_str()));
            for x in map.values_mut() {
                *x = normalized(std::mem::take(x));
            }
        }
        Value::Array(items) => {
            for x in items.iter_mut() {
                *x = normalized(std::mem::take(x));
            }
        }
        _ => {}
    }
    v
}

/// Every query's answer for each caller, by `caller/query`.
async fn answers(s: &Server) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    let admin = s.login("admin@caseboard.demo").await;
    let (types, operations): (Types, Vec<Operation>) = introspect(s, &admin).await;
    for email in ["admin@caseboard.demo", "attorney@caseboard.demo"] {
        let token = s.login(email).await;
        let me = s.gql(Some(&token), "{me{userId teams{teamId} organization{offices{officeId} departments{departmentId}}}}", json!({})).await;
        let pick = |v: &Value| v.as_array().and_then(|a| a.first()).and_then(|f| f.as_object()).and_then(|o| o.values().next()).and_then(Value::as_i64).unwrap_or(1);
        let own_user = me["data"]["me"]["userId"].as_i64().unwrap_or_else(|| panic!("{me}"));
        let ids = Ids {
            own_user,
            own_email: email.to_string(),
            user: own_user,
            team: pick(&me["data"]["me"]["teams"]),
            office: pick(&me["data"]["me"]["organization"]["offices"]),
            department: pick(&me["data"]["me"]["organization"]["departments"]),
            organization: 2,
        };
        for op in operations.iter().filter(|o| o.kind == Kind::Query && !DEPLOYMENT_STATE.contains(&o.name.as_str())) {
            let mut answer = Value::Null;
            for depth in [2, 1, 0] {
                let document = op.document_with(&types, &ids, depth, false, None);
                answer = s.gql(Some(&token), &document, json!({})).await;
                if code(&answer) != "GRAPHQL_VALIDATION_FAILED" {
                    break;
                }
            }
            out.insert(format!("{email} {}", op.name), normalized(answer));
        }
    }
    out
}

#[tokio::test]
async fn every_query_answers_the_same_on_both_backends() {
    let embedded = answers(&deployment(Profile::Embedded).await).await;
    let distributed = answers(&deployment(Profile::Distributed).await).await;
    assert!(embedded.len() > 200, "every query of two callers: {}", embedded.len());
    let answered = embedded.values().filter(|v| code(v) == "OK").count();
    assert!(answered > embedded.len() / 2, "most queries answer the demo firm's data: {answered} of {}", embedded.len());
    let differing: Vec<String> = embedded
        .iter()
        .filter(|(k, v)| distributed.get(*k) != Some(*v))
        .map(|(k, v)| {
            let (a, b): (Vec<char>, Vec<char>) = (v.to_string().chars().collect(), distributed.get(k).map(Value::to_string).unwrap_or_default().chars().collect());
            let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
            let around = |s: &[char]| s[at.saturating_sub(120).min(s.len())..(at + 120).min(s.len())].iter().collect::<String>();
            format!("{k}:\n  embedded    …{}\n  distributed …{}", around(&a), around(&b))
        })
        .collect();
    assert!(differing.is_empty(), "{} answers differ between the backends:\n{}", differing.len(), differing.join("\n"));
}
