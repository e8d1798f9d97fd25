//! The policy table, proved (issue #36 §2): every root operation of the schema, generated from
//! its introspection, runs as every role of two organizations and without a token, and answers
//! as `api::policy` says — a role the rule does not name `FORBIDDEN`, no token
//! `UNAUTHENTICATED`, a named role never either; and organization 3's people, naming
//! organization 2's records, never reach them nor read a word of them.

use std::collections::HashMap;

use api::policy::{rule, Kind, Scope, Who};
use futures::future::join_all;
use serde_json::{json, Value};

use super::harness::*;

const INTROSPECTION: &str = "{ __schema { types { kind name fields { name args { name type { ...T } } type { ...T } } \
    inputFields { name type { ...T } } enumValues { name } possibleTypes { name } } } } \
    fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";

/// Words only organization 2's data holds: its seeded case's client, its contact and its
/// people's sign-in domain.
const MARKERS: [&str; 4] = ["Marisol", "SA-777001", "Sealed Chiropractic", "@caseboard.demo"];

/// The operation that ends the caller's session runs last.
const LAST: &str = "logout";

pub(super) struct Types(HashMap<String, Value>);

impl Types {
    fn get(&self, name: &str) -> &Value {
        &self.0[name]
    }
}

/// The named type under NON_NULL and LIST wrappers.
pub(super) fn named(t: &Value) -> &Value {
    if t["ofType"].is_object() {
        named(&t["ofType"])
    } else {
        t
    }
}

/// organization 2's records the arguments name, and the caller's own id.
#[derive(Clone)]
pub(super) struct Ids {
    pub own_user: i64,
    pub own_email: String,
    pub user: i64,
    pub team: i64,
    pub office: i64,
    pub department: i64,
    pub organization: i64,
}

/// A literal for an argument or input field `name` of type `t`; None leaves it out.
fn literal(types: &Types, name: &str, t: &Value, ids: &Ids, depth: usize, hostile: &mut Option<&mut Hostile>) -> Option<String> {
    match t["kind"].as_str().unwrap() {
        "NON_NULL" => literal(types, name, &t["ofType"], ids, depth, hostile).or_else(|| Some("null".into())),
        "LIST" => literal(types, name, &t["ofType"], ids, depth, hostile).map(|v| format!("[{v}]")),
        "ENUM" => Some(types.get(t["name"].as_str().unwrap())["enumValues"][0]["name"].as_str().unwrap().to_string()),
        "INPUT_OBJECT" => {
            if depth > 3 {
                return None;
            }
            let input = types.get(t["name"].as_str().unwrap());
            let fields: Vec<String> = input["inputFields"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|f| f["type"]["kind"] == "NON_NULL")
                .filter_map(|f| {
                    let n = f["name"].as_str().unwrap();
                    literal(types, n, &f["type"], ids, depth + 1, hostile).map(|v| format!("{n}: {v}"))
                })
                .collect();
            Some(format!("{{{}}}", fields.join(", ")))
        }
        _ => {
            let type_name = t["name"].as_str().unwrap();
            Some(hostile.as_mut().and_then(|h| h.replace(type_name, name)).unwrap_or_else(|| scalar(type_name, name, ids)))
        }
    }
}

fn scalar(type_name: &str, name: &str, ids: &Ids) -> String {
    let lower = name.to_lowercase();
    match type_name {
        "Int" => match name {
            "caseId" => super::cases::CASE_ID,
            "contactId" => super::sealed::CONTACT,
            "userId" | "paralegalId" => ids.own_user,
            "id" => ids.user,
            "teamId" => ids.team,
            "officeId" => ids.office,
            "departmentId" => ids.department,
            "organizationId" => ids.organization,
            "months" => 3,
            _ => 1,
        }
        .to_string(),
        "Float" => "1.0".into(),
        "Boolean" => "false".into(),
        "Money" => "100".into(),
        "ID" => "\"Q2FzZTo3NzcwMDE=\"".into(),
        "NaiveDate" => if lower.contains("end") { "\"2026-11-30\"" } else { "\"2026-11-01\"" }.into(),
        "DateTime" => "\"2026-11-02T16:00:00Z\"".into(),
        _ if lower.contains("date") => if lower.contains("end") { "\"2026-11-30\"" } else { "\"2026-11-01\"" }.into(),
        _ => match name {
            "month" => "\"2026-11\"".into(),
            "email" => format!("\"{}\"", ids.own_email),
            "password" => "\"caseboard\"".into(),
            "name" | "firstName" | "lastName" => "\"Probe\"".into(),
            _ => "\"probe\"".into(),
        },
    }
}

/// The selection of a `t`-typed answer: its scalars, and its objects' scalars `depth` deep.
pub(super) fn selection(types: &Types, t: &Value, depth: usize) -> String {
    let t = types.get(named(t)["name"].as_str().unwrap());
    match t["kind"].as_str().unwrap() {
        "OBJECT" => {
            let mut parts = vec!["__typename".to_string()];
            for f in t["fields"].as_array().unwrap() {
                if f["args"].as_array().unwrap().iter().any(|a| a["type"]["kind"] == "NON_NULL") {
                    continue;
                }
                let inner = named(&f["type"]);
                match inner["kind"].as_str().unwrap() {
                    "SCALAR" | "ENUM" => parts.push(f["name"].as_str().unwrap().to_string()),
                    _ if depth > 0 => parts.push(format!("{} {}", f["name"].as_str().unwrap(), selection(types, &f["type"], depth - 1))),
                    _ => {}
                }
            }
            format!("{{ {} }}", parts.join(" "))
        }
        "INTERFACE" | "UNION" => {
            let fragments: Vec<String> = t["possibleTypes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| format!("... on {} {}", p["name"].as_str().unwrap(), selection(types, &json!({"kind": "OBJECT", "name": p["name"]}), 0)))
                .collect();
            format!("{{ __typename {} }}", fragments.join(" "))
        }
        _ => String::new(),
    }
}

pub(super) struct Operation {
    pub kind: Kind,
    pub name: String,
    pub field: Value,
}

/// One scalar of a generated document replaced by a hostile value: the `target`-th scalar
/// position (counted in document order) whose type `hostile` has a value for.
pub(super) struct Hostile {
    pub target: usize,
    pub seen: usize,
    /// The hostile literal for a scalar of this type and field name, if any.
    pub value: fn(&str, &str) -> Option<String>,
    pub hit: bool,
}

impl Hostile {
    fn replace(&mut self, type_name: &str, name: &str) -> Option<String> {
        let value = (self.value)(type_name, name)?;
        self.seen += 1;
        if self.seen - 1 == self.target {
            self.hit = true;
            return Some(value);
        }
        None
    }
}

impl Operation {
    fn document(&self, types: &Types, ids: &Ids, depth: usize, another_organization: bool) -> String {
        self.document_with(types, ids, depth, another_organization, None)
    }

    pub(super) fn document_with(&self, types: &Types, ids: &Ids, depth: usize, another_organization: bool, mut hostile: Option<&mut Hostile>) -> String {
        // `id` names an organization, a user or a node as the operation says.
        let ids = &match self.name.as_str() {
            "organization" => Ids { user: ids.organization, ..ids.clone() },
            _ => ids.clone(),
        };
        let args: Vec<String> = self.field["args"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["type"]["kind"] == "NON_NULL" || (another_organization && a["name"] == "organizationId"))
            .filter_map(|a| {
                let n = a["name"].as_str().unwrap();
                literal(types, n, &a["type"], ids, 0, &mut hostile).map(|v| format!("{n}: {v}"))
            })
            .collect();
        let args = if args.is_empty() { String::new() } else { format!("({})", args.join(", ")) };
        let keyword = match self.kind {
            Kind::Query => "query",
            Kind::Mutation => "mutation",
            Kind::Subscription => "subscription",
        };
        format!("{keyword} {{ {}{args} {} }}", self.name, selection(types, &self.field["type"], depth))
    }
}

/// One caller: a role of organization 2 or 3, or nobody.
struct Caller {
    label: String,
    role: Option<&'static str>,
    organization: i64,
    token: Option<String>,
    ids: Ids,
}

/// What the table expects of one answer, or why it does not hold.
fn judge(op: &Operation, caller: &Caller, r: &Value) -> Result<(), String> {
    let rule = rule(op.kind, &op.name).ok_or("no rule")?;
    let code = code(r);
    let text = r.to_string();
    if code == "INTERNAL" || code == "?" {
        return Err(format!("answered {code}"));
    }
    let Some(role) = caller.role else {
        return match (rule.who, code.as_str()) {
            (Who::Anyone, "UNAUTHENTICATED" | "FORBIDDEN") => Err(format!("open to anyone, answered {code}")),
            (Who::Anyone, _) | (_, "UNAUTHENTICATED") => Ok(()),
            _ => Err(format!("without a token answered {code}")),
        };
    };
    let principal = domain::organization::access::Principal {
        user_id: caller.ids.own_user,
        organization_id: caller.organization,
        role_ids: vec![domain::organization::rules::role_id(role).unwrap()],
        team_ids: vec![],
    };
    let admitted = rule.who.admits(&principal, 2);
    if !admitted {
        return if code == "FORBIDDEN" { Ok(()) } else { Err(format!("the table refuses {role}, answered {code}")) };
    }
    // Records and users are the resolver's to judge: the spare user is nobody's teammate, the
    // seeded case nobody's, an organization-wide variant of a per-user screen narrower.
    let judged_by_record = matches!(rule.scope, Scope::Record | Scope::User);
    if code == "UNAUTHENTICATED" || (code == "FORBIDDEN" && caller.organization == 2 && !judged_by_record) {
        return Err(format!("the table admits {role}, answered {code}: {}", r["errors"][0]["message"]));
    }
    if caller.organization != 2 && role != "overlord" {
        if let Some(marker) = MARKERS.iter().find(|m| text.contains(*m)) {
            return Err(format!("organization 3's {role} read organization 2's \"{marker}\""));
        }
        let names_records = matches!(rule.scope, Scope::Record | Scope::User) || op.field["args"].as_array().unwrap().iter().any(|a| a["name"] == "organizationId");
        if names_records && code == "OK" && op.kind == Kind::Mutation && rule.scope != Scope::Own {
            return Err(format!("organization 3's {role} changed organization 2's record"));
        }
    }
    Ok(())
}

pub(super) async fn introspect(s: &Server, token: &str) -> (Types, Vec<Operation>) {
    let r = s.gql(Some(token), INTROSPECTION, json!({})).await;
    assert_eq!(code(&r), "OK", "{r}");
    let all = r["data"]["__schema"]["types"].as_array().unwrap();
    let types = Types(all.iter().map(|t| (t["name"].as_str().unwrap().to_string(), t.clone())).collect());
    let mut operations = vec![];
    for (root, kind) in [("Query", Kind::Query), ("Mutation", Kind::Mutation)] {
        for f in types.get(root)["fields"].as_array().unwrap() {
            operations.push(Operation { kind, name: f["name"].as_str().unwrap().to_string(), field: f.clone() });
        }
    }
    operations.sort_by_key(|o| (o.kind == Kind::Mutation, o.name == LAST));
    (types, operations)
}

/// Runs `op` as `caller`, its document as deep as the cost model lets it be.
async fn probe(s: &Server, types: &Types, op: &Operation, caller: &Caller) -> (String, Value) {
    let mut last = (String::new(), Value::Null);
    for depth in [2, 1, 0] {
        let document = op.document(types, &caller.ids, depth, caller.organization != 2);
        let r = s.gql(caller.token.as_deref(), &document, json!({})).await;
        if code(&r) != "GRAPHQL_VALIDATION_FAILED" || depth == 0 {
            return (document, r);
        }
        last = (document, r);
    }
    last
}

async fn matrix(profile: Profile) {
    let s = Server::start(profile).await;
    super::cases::seed_case(&s).await;
    super::sealed::seed(&s).await;
    let overlord = s.login("overlord@caseboard.demo").await;
    let admin = s.login("admin@caseboard.demo").await;
    // Organization 2's records that mutations may change: a spare user, team, office and
    // department (never a caller).
    let mut spare = HashMap::new();
    for (name, op, input, id) in [
        ("user", "upsertUser", json!({"firstName": "Spare", "lastName": "Probe", "email": "spare@caseboard.demo"}), "userId"),
        ("team", "upsertTeam", json!({"name": "Spare Team"}), "teamId"),
        ("office", "upsertOffice", json!({"name": "Spare Office", "shortCode": "SPO"}), "officeId"),
        ("department", "upsertDepartment", json!({"name": "Spare Department"}), "departmentId"),
    ] {
        let ty = format!("{}{}Input", name[..1].to_uppercase(), &name[1..]);
        let r = s.gql(Some(&admin), &format!("mutation($i:{ty}!){{{op}({name}:$i){{{id}}}}}"), json!({"i": input})).await;
        spare.insert(name, r["data"][op][id].as_i64().unwrap_or_else(|| panic!("{name}: {r}")));
    }
    // Organization 3's people, one of each role.
    for (role_id, role) in domain::organization::rules::ROLES {
        let u = json!({"organizationId": 3, "firstName": "Other", "lastName": role, "email": format!("{role}@other.test"), "password": "caseboard", "roleIds": [role_id]});
        let r = s.gql(Some(&overlord), "mutation($u:UserInput!){upsertUser(user:$u){userId}}", json!({"u": u})).await;
        assert_eq!(code(&r), "OK", "{r}");
    }
    s.wait_caught_up().await;

    let mut callers = vec![];
    for organization in [2, 3] {
        for (_, role) in domain::organization::rules::ROLES {
            let email = if organization == 2 { format!("{role}@caseboard.demo") } else { format!("{role}@other.test") };
            let token = s.login(&email).await;
            let me = s.gql(Some(&token), "{me{userId}}", json!({})).await;
            let own_user = me["data"]["me"]["userId"].as_i64().unwrap_or_else(|| panic!("{me}"));
            let ids = Ids { own_user, own_email: email.clone(), user: spare["user"], team: spare["team"], office: spare["office"], department: spare["department"], organization: 2 };
            // Organization 3's people name organization 2's user on per-user screens.
            let ids = if organization == 2 { ids } else { Ids { own_user: spare["user"], ..ids } };
            callers.push(Caller { label: email, role: Some(role), organization, token: Some(token), ids });
        }
    }
    let nobody_ids = Ids { own_email: "user@caseboard.demo".into(), ..callers[0].ids.clone() };
    callers.push(Caller { label: "no token".into(), role: None, organization: 0, token: None, ids: nobody_ids });

    let (types, operations) = introspect(&s, &overlord).await;
    assert!(operations.len() > 180, "every operation: {}", operations.len());
    let failures: Vec<String> = join_all(callers.iter().map(|caller| {
        let (s, types, operations) = (&s, &types, &operations);
        async move {
            let mut failures = vec![];
            for op in operations {
                let (document, r) = probe(s, types, op, caller).await;
                if let Err(why) = judge(op, caller, &r) {
                    failures.push(format!("{} as {}: {why}\n    {document}\n    {}", op.name, caller.label, r.to_string().chars().take(300).collect::<String>()));
                }
            }
            failures
        }
    }))
    .await
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{} answers differ from the policy table:\n{}", failures.len(), failures.join("\n"));
}

#[tokio::test]
async fn every_operation_answers_as_the_policy_table_says_embedded() {
    matrix(Profile::Embedded).await;
}

#[tokio::test]
async fn every_operation_answers_as_the_policy_table_says_distributed() {
    matrix(Profile::Distributed).await;
}
