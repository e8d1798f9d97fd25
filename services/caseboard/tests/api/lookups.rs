//! Issue #17: sessions and organization snapshots are cached process-wide, and the cache never
//! outlives the authority behind it: a role change, a deactivation and a sign-out take effect
//! on the very next request (docs/security.md), on the replica that made the change and on
//! another api replica (announcements over NATS).

use serde_json::{json, Value};

use super::harness::*;

const UPSERT_USER: &str = "mutation($u:UserInput!){upsertUser(user:$u){userId roles{name}}}";
const ME: &str = "{me{userId roles{name}}}";

fn paralegal_with_roles(role_ids: &[i64]) -> Value {
    json!({"userId": 6, "firstName": "Kelsey", "lastName": "Moran", "email": "paralegal@caseboard.demo", "roleIds": role_ids})
}

/// A request to the api replica at `url` (the server's own or another one's).
async fn at(s: &Server, url: &str, token: &str, act_as: Option<i64>, query: &str) -> Value {
    let mut req = s.client.post(format!("{url}/graphql")).json(&json!({ "query": query })).bearer_auth(token);
    if let Some(a) = act_as {
        req = req.header("X-Act-As", a.to_string());
    }
    req.send().await.unwrap().json().await.unwrap()
}

/// Runs `change` while `reader` is asked `ME` over and over, so that requests also land
/// between the change's commit and the read model catching up (a snapshot loaded then must not
/// outlive the read model's announcement).
async fn during<F: std::future::Future<Output = Value>>(s: &Server, reader: &str, token: &str, change: F) -> Value {
    let done = std::sync::atomic::AtomicBool::new(false);
    let hammer = async {
        while !done.load(std::sync::atomic::Ordering::Relaxed) {
            at(s, reader, token, None, ME).await;
        }
    };
    let change = async {
        let r = change.await;
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        r
    };
    tokio::join!(hammer, change).1
}

/// Changes are made through `s.url`; every check asks `reader` right after the change's answer,
/// having warmed its cache with the same question first (twice: the second answer is cached).
async fn changes_take_effect_on_the_next_request(s: &Server, reader: &str) {
    let overlord = s.login("overlord@caseboard.demo").await;
    let admin = s.login("admin@caseboard.demo").await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    for _ in 0..2 {
        let r = at(s, reader, &paralegal, None, ME).await;
        assert_eq!(r["data"]["me"]["roles"], json!([{"name": "paralegal"}]), "{r}");
        assert_eq!(code(&at(s, reader, &paralegal, Some(7), ME).await), "FORBIDDEN", "a paralegal may not act as another user");
    }

    // A role granted: the next request has it (the snapshot and the right to act as others).
    let r = during(s, reader, &paralegal, s.gql(Some(&overlord), UPSERT_USER, json!({"u": paralegal_with_roles(&[1, 6])}))).await;
    assert_eq!(code(&r), "OK", "{r}");
    let r = at(s, reader, &paralegal, None, ME).await;
    assert_eq!(r["data"]["me"]["roles"], json!([{"name": "admin"}, {"name": "paralegal"}]), "{r}");
    let r = at(s, reader, &paralegal, Some(7), ME).await;
    assert_eq!(r["data"]["me"]["userId"], 6, "an admin acts as a user of its organization: {r}");
    at(s, reader, &paralegal, Some(7), ME).await;

    // The role taken back: the very next request is refused.
    let r = during(s, reader, &paralegal, s.gql(Some(&overlord), UPSERT_USER, json!({"u": paralegal_with_roles(&[6])}))).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(code(&at(s, reader, &paralegal, Some(7), ME).await), "FORBIDDEN");
    assert_eq!(at(s, reader, &paralegal, None, ME).await["data"]["me"]["roles"], json!([{"name": "paralegal"}]));

    // A sign-out: the token is refused at once (the other session of the user lives on).
    let second = s.login("paralegal@caseboard.demo").await;
    for _ in 0..2 {
        assert_eq!(code(&at(s, reader, &second, None, ME).await), "OK");
    }
    assert_eq!(code(&s.gql(Some(&second), "mutation{logout}", json!({})).await), "OK");
    assert_eq!(code(&at(s, reader, &second, None, ME).await), "UNAUTHENTICATED");
    assert_eq!(code(&at(s, reader, &paralegal, None, ME).await), "OK");

    // A deactivation: every session of the user is refused at once.
    let r = s.gql(Some(&admin), "mutation{deactivateUser(userId:6){active}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(code(&at(s, reader, &paralegal, None, ME).await), "UNAUTHENTICATED");
}

#[tokio::test]
async fn changes_take_effect_on_the_next_request_embedded() {
    let s = Server::start(Profile::Embedded).await;
    changes_take_effect_on_the_next_request(&s, &s.url.clone()).await;
}

#[tokio::test]
async fn changes_take_effect_on_the_next_request_distributed() {
    let s = Server::start(Profile::Distributed).await;
    changes_take_effect_on_the_next_request(&s, &s.url.clone()).await;
}

/// Two `api` processes (and a projector) on one PostgreSQL and NATS: changes made through
/// replica A are in force on replica B's next request, though B had them cached.
#[tokio::test]
async fn changes_take_effect_across_api_replicas_distributed() {
    let (s, b, _projector) = two_replicas().await;
    let reader = format!("http://{b}");
    changes_take_effect_on_the_next_request(&s, &reader).await;
}
