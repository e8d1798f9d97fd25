//! Organization administration (spec part 3 §2.10, §2.11, §5) and its guards.

use serde_json::{json, Value};

use super::harness::*;

const UPSERT_USER: &str = "mutation($u:UserInput!){upsertUser(user:$u){userId name email capacity active staffCode saContactId roles{name} teams{teamId} offices{officeId} departments{departmentId}}}";
const UPSERT_TEAM: &str = "mutation($t:TeamInput!){upsertTeam(team:$t){teamId name active userIds}}";
const UPSERT_OFFICE: &str = "mutation($o:OfficeInput!){upsertOffice(office:$o){officeId name shortCode userIds}}";
const UPSERT_DEPARTMENT: &str = "mutation($d:DepartmentInput!){upsertDepartment(department:$d){departmentId name showOnIntakeAssignment userIds}}";

async fn org(s: &Server, token: &str) -> Value {
    let r = s.gql(Some(token), ORGANIZATION, json!({"id": 2})).await;
    assert_eq!(code(&r), "OK", "{r}");
    r["data"]["organization"].clone()
}

async fn administration(profile: Profile) {
    let s = Server::start(profile).await;
    let admin = s.login("admin@caseboard.demo").await;
    let o = org(&s, &admin).await;
    assert_eq!(o["name"], "Caseboard Demo Firm");
    assert!(o["users"].as_array().unwrap().len() >= 60);
    assert_eq!(o["roles"].as_array().unwrap().len(), 9);
    // spec 1 §9 offices with their ids and codes.
    let offices: Vec<(i64, String)> =
        o["offices"].as_array().unwrap().iter().map(|x| (x["officeId"].as_i64().unwrap(), x["shortCode"].as_str().unwrap().to_string())).collect();
    for expected in [(7, "BOI"), (9, "SEA"), (8, "SPO"), (5, "UT"), (11, "WY"), (14, "OR"), (12, "MT"), (13, "?"), (10, "?")] {
        assert!(offices.contains(&(expected.0, expected.1.to_string())), "office {expected:?} in {offices:?}");
    }
    let departments: Vec<&str> = o["departments"].as_array().unwrap().iter().map(|d| d["name"].as_str().unwrap()).collect();
    assert_eq!(departments, ["Intake", "Investigators", "Litigation Attorneys", "Pre-Litigation Attorneys"], "sorted by name");

    // A new user: integers, defaults (capacity 0, active on), memberships; read-your-writes.
    let r = s
        .gql(
            Some(&admin),
            UPSERT_USER,
            json!({"u": {"firstName": " Nora ", "lastName": "Quill", "email": "Nora.Quill@Firm.test", "password": "secret-pass",
                         "saContactId": 4411, "roleIds": [5, 6], "teamIds": [1], "officeIds": [5], "departmentIds": [2], "staffCode": "nq"}}),
        )
        .await;
    assert_eq!(code(&r), "OK", "{r}");
    let user = &r["data"]["upsertUser"];
    assert_eq!(user["name"], "Nora Quill");
    assert_eq!(user["email"], "nora.quill@firm.test");
    assert_eq!(user["capacity"], 0);
    assert_eq!(user["active"], true);
    assert_eq!(user["staffCode"], "NQ");
    assert_eq!(user["roles"], json!([{"name": "attorney"}, {"name": "paralegal"}]));
    let nora = user["userId"].as_i64().unwrap();
    // The new user can sign in with the password the admin set.
    let r = s.gql(None, "mutation{login(email:\"nora.quill@firm.test\",password:\"secret-pass\"){token}}", json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");

    // Edit without a password keeps it (spec 3 §5: an empty password is omitted).
    let r = s
        .gql(Some(&admin), UPSERT_USER, json!({"u": {"userId": nora, "firstName": "Nora", "lastName": "Quill-Hart", "email": "nora.quill@firm.test", "password": "", "capacity": 12}}))
        .await;
    assert_eq!(r["data"]["upsertUser"]["name"], "Nora Quill-Hart");
    assert_eq!(r["data"]["upsertUser"]["capacity"], 12);
    assert_eq!(r["data"]["upsertUser"]["teams"], json!([{"teamId": 1}]), "memberships not sent are kept");
    let r = s.gql(None, "mutation{login(email:\"nora.quill@firm.test\",password:\"secret-pass\"){token}}", json!({})).await;
    assert_eq!(code(&r), "OK");

    // Bad input: a clear code and field, nothing written.
    let before = s.events_count().await;
    for (input, field) in [
        (json!({"firstName": "A", "lastName": "B", "email": "admin@caseboard.demo"}), "email"),
        (json!({"firstName": "A", "lastName": "B", "email": "not-an-email"}), "email"),
        (json!({"firstName": " ", "lastName": "B", "email": "x@y.test"}), "firstName"),
        (json!({"firstName": "A", "lastName": "B", "email": "x@y.test", "roleIds": [99]}), "roleIds"),
        (json!({"firstName": "A", "lastName": "B", "email": "x@y.test", "teamIds": [999]}), "teamIds"),
        (json!({"firstName": "A", "lastName": "B", "email": "x@y.test", "capacity": -1}), "capacity"),
        (json!({"firstName": "A", "lastName": "B", "email": "x@y.test", "password": "short"}), "password"),
    ] {
        let r = s.gql(Some(&admin), UPSERT_USER, json!({"u": input})).await;
        assert_eq!(code(&r), "BAD_USER_INPUT", "{input}: {r}");
        assert_eq!(r["errors"][0]["extensions"]["field"], field, "{input}: {r}");
    }
    let r = s.gql(Some(&admin), UPSERT_USER, json!({"u": {"userId": 99999, "firstName": "A", "lastName": "B", "email": "q@y.test"}})).await;
    assert_eq!(code(&r), "NOT_FOUND");
    let r = s.gql(Some(&admin), "query($id:ID!){node(id:$id){id}}", json!({"id": "%%%"})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT");
    assert_eq!(s.events_count().await, before, "refused writes change nothing");

    // Teams: create, edit, deactivate; Show All lists inactive ones.
    let r = s.gql(Some(&admin), UPSERT_TEAM, json!({"t": {"name": "Night Owls", "userIds": [nora, 5]}})).await;
    let team = r["data"]["upsertTeam"].clone();
    assert_eq!((team["name"].as_str(), team["active"].as_bool()), (Some("Night Owls"), Some(true)), "{r}");
    let team_id = team["teamId"].as_i64().unwrap();
    let mut ids: Vec<i64> = team["userIds"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect();
    ids.sort();
    assert_eq!(ids, vec![5, nora]);
    let r = s.gql(Some(&admin), UPSERT_TEAM, json!({"t": {"teamId": team_id, "name": "Night Owls II"}})).await;
    assert_eq!(r["data"]["upsertTeam"]["name"], "Night Owls II");
    let r = s.gql(Some(&admin), "mutation($id:Int!){deactivateTeam(teamId:$id){active}}", json!({"id": team_id})).await;
    assert_eq!(r["data"]["deactivateTeam"]["active"], false);
    let r = s.gql(Some(&admin), "{organization(id:2){teams{teamId}}}", json!({})).await;
    assert!(!r["data"]["organization"]["teams"].as_array().unwrap().iter().any(|t| t["teamId"] == team_id), "inactive teams hidden by default");

    // Offices and departments: delete only when unused, else say what uses them.
    let r = s.gql(Some(&admin), UPSERT_OFFICE, json!({"o": {"name": "Tri-Cities"}})).await;
    assert_eq!(r["data"]["upsertOffice"]["shortCode"], "TRI", "{r}");
    let tri = r["data"]["upsertOffice"]["officeId"].as_i64().unwrap();
    assert!(tri > 14, "new office ids never collide with the spec's");
    let r = s.gql(Some(&admin), "mutation($id:Int!){deleteOffice(officeId:$id){deletedId}}", json!({"id": 5})).await;
    assert_eq!(code(&r), "CONFLICT");
    assert!(r["errors"][0]["message"].as_str().unwrap().contains("users"), "{r}");
    let r = s.gql(Some(&admin), "mutation($id:Int!){deleteOffice(officeId:$id){deletedId}}", json!({"id": tri})).await;
    assert_eq!(r["data"]["deleteOffice"]["deletedId"], tri);
    let r = s.gql(Some(&admin), UPSERT_DEPARTMENT, json!({"d": {"name": "Case Managers", "showOnIntakeAssignment": true, "userIds": [nora]}})).await;
    let dep = r["data"]["upsertDepartment"]["departmentId"].as_i64().unwrap();
    assert_eq!(r["data"]["upsertDepartment"]["showOnIntakeAssignment"], true);
    let r = s.gql(Some(&admin), "mutation($id:Int!){deleteDepartment(departmentId:$id){deletedId}}", json!({"id": dep})).await;
    assert_eq!(code(&r), "CONFLICT");
    s.gql(Some(&admin), UPSERT_DEPARTMENT, json!({"d": {"departmentId": dep, "name": "Case Managers", "userIds": []}})).await;
    let r = s.gql(Some(&admin), "mutation($id:Int!){deleteDepartment(departmentId:$id){deletedId}}", json!({"id": dep})).await;
    assert_eq!(code(&r), "OK", "{r}");

    // Deactivating a user hides them from the default list and ends their sessions.
    let nora_token = s.gql(None, "mutation{login(email:\"nora.quill@firm.test\",password:\"secret-pass\"){token}}", json!({})).await["data"]["login"]["token"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s.gql(Some(&admin), "mutation($id:Int!){deactivateUser(userId:$id){active}}", json!({"id": nora})).await;
    assert_eq!(r["data"]["deactivateUser"]["active"], false);
    let r = s.gql(Some(&nora_token), "{me{userId}}", json!({})).await;
    assert_eq!(code(&r), "UNAUTHENTICATED");
    let r = s.gql(Some(&admin), "{organization(id:2){users{userId}}}", json!({})).await;
    assert!(!r["data"]["organization"]["users"].as_array().unwrap().iter().any(|u| u["userId"] == nora));
    let r = s.gql(Some(&admin), "mutation{deactivateUser(userId:1){active}}", json!({})).await;
    assert_eq!(code(&r), "BAD_USER_INPUT", "an admin cannot lock themselves out");
}

#[tokio::test]
async fn administration_embedded() {
    administration(Profile::Embedded).await;
}

#[tokio::test]
async fn administration_distributed() {
    administration(Profile::Distributed).await;
}

/// Every organization-administration operation × every role: admin and overlord pass the
/// guard, every other role gets FORBIDDEN and nothing is written.
#[tokio::test]
async fn administration_requires_admin_for_every_role() {
    let s = Server::start(Profile::Embedded).await;
    let roles = ["admin", "overlord", "intake-management", "intake", "attorney", "paralegal", "user", "marketing", "medical-requester"];
    for (i, role) in roles.iter().enumerate() {
        let token = s.login(&format!("{role}@caseboard.demo")).await;
        let allowed = matches!(*role, "admin" | "overlord");
        let before = s.events_count().await;
        let ops: Vec<(&str, &str, Value)> = vec![
            ("upsertUser", UPSERT_USER, json!({"u": {"firstName": "R", "lastName": role, "email": format!("r{i}@x.test")}})),
            ("upsertUser(edit)", UPSERT_USER, json!({"u": {"userId": 40, "firstName": "Edited", "lastName": role, "email": "edited40@x.test"}})),
            ("upsertTeam", UPSERT_TEAM, json!({"t": {"name": format!("Team {role}")}})),
            ("upsertOffice", UPSERT_OFFICE, json!({"o": {"name": format!("Office {role}")}})),
            ("upsertDepartment", UPSERT_DEPARTMENT, json!({"d": {"name": format!("Dept {role}")}})),
            ("deactivateUser", "mutation{deactivateUser(userId:41){active}}", json!({})),
            ("deactivateTeam", "mutation{deactivateTeam(teamId:3){active}}", json!({})),
            ("deleteOffice", "mutation{deleteOffice(officeId:10){deletedId}}", json!({})),
            ("deleteDepartment", "mutation{deleteDepartment(departmentId:1){deletedId}}", json!({})),
        ];
        for (name, query, vars) in ops {
            let r = s.gql(Some(&token), query, vars).await;
            let c = code(&r);
            if allowed {
                assert!(c != "FORBIDDEN" && c != "UNAUTHENTICATED", "{role} {name} should pass the guard: {r}");
            } else {
                assert_eq!(c, "FORBIDDEN", "{role} {name}: {r}");
            }
        }
        if !allowed {
            assert_eq!(s.events_count().await, before, "{role}: refused operations wrote nothing");
        }
    }
}

#[tokio::test]
async fn who_sees_whom_and_acting_as() {
    let s = Server::start(Profile::Embedded).await;
    let attorney = s.login("attorney@caseboard.demo").await; // user 5, team 1
    let user_q = "query($id:Int!){user(id:$id){userId name}}";
    assert_eq!(code(&s.gql(Some(&attorney), user_q, json!({"id": 5})).await), "OK", "own data");
    assert_eq!(code(&s.gql(Some(&attorney), user_q, json!({"id": 6})).await), "OK", "teammate (team 1)");
    assert_eq!(code(&s.gql(Some(&attorney), user_q, json!({"id": 3})).await), "FORBIDDEN", "intake manager, another team");
    assert_eq!(code(&s.gql(Some(&attorney), "{organization(id:3){name}}", json!({})).await), "FORBIDDEN");
    // Acting as: admin only; recorded in event metadata.
    let r = s.gql_with(Some(&attorney), Some(6), "{me{userId}}", json!({})).await;
    assert_eq!(code(&r), "FORBIDDEN");
    let admin = s.login("admin@caseboard.demo").await;
    let r = s.gql_with(Some(&admin), Some(3), UPSERT_TEAM, json!({"t": {"name": "Acted Team"}})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = eventstore::EventStore::new(db, eventstore::Upcasters::new());
    let last = store.read_all_after(0, 100_000).await.unwrap().pop().unwrap();
    assert_eq!(last.event_type, "team_created");
    assert_eq!(last.metadata.actor_user_id, Some(1));
    assert_eq!(last.metadata.acted_as_user_id, Some(3));
    assert_eq!(last.metadata.source, eventstore::Source::Ui);
    let r = s.gql_with(Some(&admin), Some(999_999), "{me{userId}}", json!({})).await;
    assert_eq!(code(&r), "NOT_FOUND");
}

#[tokio::test]
async fn rebuild_all_leaves_every_answer_unchanged() {
    let s = Server::start(Profile::Embedded).await;
    let admin = s.login("admin@caseboard.demo").await;
    s.gql(Some(&admin), UPSERT_TEAM, json!({"t": {"name": "Before Rebuild", "userIds": [7, 8]}})).await;
    let before = org(&s, &admin).await;
    let out = s.env.run(&["rebuild", "--all"]);
    assert!(out.contains("Rebuilt organization"), "{out}");
    let after = org(&s, &admin).await;
    assert_eq!(before, after);
}
