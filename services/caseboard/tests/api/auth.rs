//! Sign-in (spec part 1 §2.1, §4, §5, §7): login, userByToken, logout, throttling, password
//! reset by single-use expiring link, no account enumeration.

use serde_json::json;

use super::harness::*;

const LOGIN: &str = "mutation($e:String!,$p:String!){login(email:$e,password:$p){token user{userId email roles{name} organization{organizationId}}}}";

async fn sign_in_flow(profile: Profile) {
    let s = Server::start(profile).await;
    // Every demo role signs in with the documented password.
    for role in ["admin", "overlord", "intake-management", "intake", "attorney", "paralegal", "user", "marketing", "medical-requester"] {
        let r = s.gql(None, LOGIN, json!({"e": format!("{role}@caseboard.demo"), "p": "caseboard"})).await;
        assert_eq!(code(&r), "OK", "{role}: {r}");
        assert_eq!(r["data"]["login"]["user"]["roles"][0]["name"], role);
        assert_eq!(r["data"]["login"]["user"]["organization"]["organizationId"], 2);
    }
    // Email is matched case-insensitively and trimmed.
    let r = s.gql(None, LOGIN, json!({"e": "  Admin@Caseboard.Demo ", "p": "caseboard"})).await;
    let token = r["data"]["login"]["token"].as_str().unwrap().to_string();

    let r = s.gql(None, "query($t:String!){userByToken(token:$t){userId email}}", json!({"t": token})).await;
    assert_eq!(r["data"]["userByToken"]["email"], "admin@caseboard.demo");
    let r = s.gql(None, "query($t:String!){userByToken(token:$t){userId}}", json!({"t": "bogus"})).await;
    assert_eq!(r["data"]["userByToken"], serde_json::Value::Null, "unknown token: null, the app logs out silently");

    // Everything but the sign-in calls needs a token.
    let r = s.gql(None, "{organization(id:2){name}}", json!({})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");
    assert_eq!(r["errors"][0]["message"], "unauthorized");
    let r = s.gql(Some("not-a-token"), "{me{userId}}", json!({})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");

    // Logout revokes the session.
    let r = s.gql(Some(&token), "mutation{logout}", json!({})).await;
    assert_eq!(r["data"]["logout"], true);
    let r = s.gql(Some(&token), "{me{userId}}", json!({})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");
}

#[tokio::test]
async fn sign_in_embedded() {
    sign_in_flow(Profile::Embedded).await;
}

#[tokio::test]
async fn sign_in_distributed() {
    sign_in_flow(Profile::Distributed).await;
}

#[tokio::test]
async fn wrong_passwords_are_refused_then_throttled() {
    let s = Server::start(Profile::Embedded).await;
    for _ in 0..5 {
        let r = s.gql(None, LOGIN, json!({"e": "intake@caseboard.demo", "p": "wrong"})).await;
        assert_eq!(code(&r), "UNAUTHENTICATED");
        assert_eq!(r["errors"][0]["message"], "Invalid email or password");
    }
    // The sixth try within 15 minutes is refused even with the right password.
    let r = s.gql(None, LOGIN, json!({"e": "intake@caseboard.demo", "p": "caseboard"})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("Too many"), "{r}");
    // Other accounts are not affected; an unknown account answers like a wrong password.
    s.login("attorney@caseboard.demo").await;
    let r = s.gql(None, LOGIN, json!({"e": "nobody@caseboard.demo", "p": "caseboard"})).await;
    assert_eq!(r["errors"][0]["message"], "Invalid email or password");
}

fn mails(s: &Server) -> Vec<String> {
    let dir = s.env.data_dir.join("mail");
    let mut out = vec![];
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            out.push(std::fs::read_to_string(e.path()).unwrap());
        }
    }
    out
}

fn reset_token(mail: &str) -> String {
    // Long lines in the message may be soft-wrapped by the MIME encoder; unfold first.
    let unfolded = mail.replace("=\r\n", "").replace("=\n", "");
    let start = unfolded.find("/password-reset/").expect("link in mail") + "/password-reset/".len();
    unfolded[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

const RESET: &str = "mutation($p:String!,$t:String!){resetPassword(password:$p,token:$t){token user{email}}}";

async fn password_reset(profile: Profile) {
    let s = Server::start(profile).await;
    let send = "mutation($e:String!){sendPasswordResetEmail(email:$e){email}}";
    // Same answer whether or not the address has an account.
    let known = s.gql(None, send, json!({"e": "paralegal@caseboard.demo"})).await;
    let unknown = s.gql(None, send, json!({"e": "stranger@example.com"})).await;
    assert_eq!(known["data"]["sendPasswordResetEmail"]["email"], "paralegal@caseboard.demo");
    assert_eq!(unknown["data"]["sendPasswordResetEmail"]["email"], "stranger@example.com");
    assert!(known.get("errors").is_none() && unknown.get("errors").is_none());
    let mails = mails(&s);
    assert_eq!(mails.len(), 1, "only the known address gets mail");
    assert!(mails[0].contains("To: paralegal@caseboard.demo"));
    let token = reset_token(&mails[0]);

    // spec 1 §5: at least 8 characters; nothing changes.
    let r = s.gql(None, RESET, json!({"p": "short", "t": token})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    assert_eq!(r["errors"][0]["message"], "Password must be at least 8 characters");
    assert_eq!(r["errors"][0]["extensions"]["field"], "password");

    let r = s.gql(None, RESET, json!({"p": "new-secret-1", "t": token})).await;
    assert_eq!(code(&r), "OK", "{r}");
    assert_eq!(r["data"]["resetPassword"]["user"]["email"], "paralegal@caseboard.demo");
    // The link works once.
    let r = s.gql(None, RESET, json!({"p": "another-secret", "t": token})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    // The new password signs in, the old one does not.
    let r = s.gql(None, LOGIN, json!({"e": "paralegal@caseboard.demo", "p": "new-secret-1"})).await;
    assert_eq!(code(&r), "OK");
    let r = s.gql(None, LOGIN, json!({"e": "paralegal@caseboard.demo", "p": "caseboard"})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");
}

#[tokio::test]
async fn password_reset_embedded() {
    password_reset(Profile::Embedded).await;
}

#[tokio::test]
async fn password_reset_distributed() {
    password_reset(Profile::Distributed).await;
}

#[tokio::test]
async fn reset_links_expire_after_an_hour() {
    let s = Server::start(Profile::Embedded).await;
    s.gql(None, "mutation{sendPasswordResetEmail(email:\"user@caseboard.demo\"){email}}", json!({})).await;
    let token = reset_token(&mails(&s)[0]);
    // Age the token by an hour and a second, directly in the database.
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let past = eventstore::time::to_text(chrono::Utc::now() - chrono::Duration::seconds(1));
    sqlx::query("UPDATE password_resets SET expires_at = $1").bind(past).execute(db.pool()).await.unwrap();
    let r = s.gql(None, RESET, json!({"p": "long-enough", "t": token})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    assert_eq!(r["errors"][0]["extensions"]["field"], "token");
}

/// A new reset link invalidates the older ones; deactivation invalidates outstanding links
/// and a deactivated user's password cannot be reset.
#[tokio::test]
async fn newer_links_and_deactivation_invalidate_reset_links() {
    let s = Server::start(Profile::Embedded).await;
    let send = "mutation($e:String!){sendPasswordResetEmail(email:$e){email}}";
    s.gql(None, send, json!({"e": "attorney@caseboard.demo"})).await;
    let older = reset_token(&mails(&s)[0]);
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    s.gql(None, send, json!({"e": "attorney@caseboard.demo"})).await;
    let newer = mails(&s).iter().map(|m| reset_token(m)).find(|t| *t != older).expect("a second link");
    assert_eq!(code(&s.gql(None, RESET, json!({"p": "new-secret-1", "t": older})).await), "BAD_USER_INPUT", "the older link died");

    let admin = s.login("admin@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&admin), "mutation{deactivateUser(userId:5){active}}", json!({})).await), "OK");
    assert_eq!(code(&s.gql(None, RESET, json!({"p": "new-secret-1", "t": newer})).await), "BAD_USER_INPUT", "deactivation ends the link");
    // And a deactivated user gets no new link.
    let before = mails(&s).len();
    s.gql(None, send, json!({"e": "attorney@caseboard.demo"})).await;
    assert_eq!(mails(&s).len(), before);
}
