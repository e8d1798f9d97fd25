//! Starts real servers on free ports with fresh databases and talks GraphQL to them.

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

pub const BIN: &str = env!("CARGO_BIN_EXE_caseboard");
pub const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";
pub const NATS: &str = "nats://127.0.0.1:4222";

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Profile {
    Embedded,
    Distributed,
}


pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A scratch data dir and (distributed) a fresh PostgreSQL database, removed on drop.
pub struct Env {
    pub data_dir: PathBuf,
    pub database_url: Option<String>,
    db_name: Option<String>,
}

impl Env {
    pub fn new(profile: Profile) -> Env {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let data_dir = std::env::temp_dir().join(format!("caseboard-test-{id}"));
        std::fs::create_dir_all(&data_dir).unwrap();
        if profile == Profile::Embedded {
            return Env { data_dir, database_url: None, db_name: None };
        }
        let name = format!("cb_api_{id}");
        psql(&format!("CREATE DATABASE {name}"));
        Env { data_dir, database_url: Some(format!("postgres://postgres@127.0.0.1:5432/{name}")), db_name: Some(name) }
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(BIN);
        c.args(args).env("CASEBOARD_DATA_DIR", &self.data_dir).env("RUST_LOG", "warn").env("CASEBOARD_DEMO_SCALE", "0").env_remove("CASEBOARD_CONFIG");
        c.env("CASEBOARD_DEMO_LIVE_RATE", "0");
        match &self.database_url {
            Some(url) => {
                c.env("DATABASE_URL", url).env("NATS_URL", NATS);
            }
            None => {
                c.env_remove("DATABASE_URL").env_remove("NATS_URL");
            }
        }
        c
    }

    /// Runs a subcommand to completion and returns its stdout.
    pub fn run(&self, args: &[&str]) -> String {
        let out = self.command(args).output().unwrap();
        assert!(out.status.success(), "caseboard {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).to_string()
    }

    pub fn spawn(&self, args: &[&str]) -> Proc {
        let log = self.data_dir.join(format!("{}-{}.log", args[0], uuid::Uuid::new_v4().simple()));
        let file = std::fs::File::create(&log).unwrap();
        let child = self.command(args).stdout(Stdio::null()).stderr(file).spawn().unwrap();
        Proc { child, log }
    }
}

impl Drop for Env {
    fn drop(&mut self) {
        if let Some(name) = &self.db_name {
            psql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

pub fn psql(sql: &str) {
    let out = Command::new("psql").args([PG_ADMIN, "-v", "ON_ERROR_STOP=1", "-qc", sql]).output().expect("psql runs");
    assert!(out.status.success(), "psql {sql}: {}", String::from_utf8_lossy(&out.stderr));
}

pub struct Proc {
    child: Child,
    pub log: PathBuf,
}

impl Proc {
    /// The process id (what the sync lease names its holder by).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Two `api` replicas and a projector on one fresh distributed demo firm, both ready and the
/// projector caught up: the server (replica A, which owns the replicas' processes), replica B's
/// address (`host:port`), and the projector (tests that stop it kill it; dropping it does).
pub async fn two_replicas() -> (Server, String, Proc) {
    let env = Env::new(Profile::Distributed);
    env.run(&["migrate"]);
    env.run(&["demo"]);
    let (a, b) = (format!("127.0.0.1:{}", free_port()), format!("127.0.0.1:{}", free_port()));
    let api_a = env.spawn(&["api", "--listen", &a]);
    let api_b = env.spawn(&["api", "--listen", &b]);
    let projector = env.spawn(&["projector"]);
    let s = Server::attach(env, format!("http://{a}"), vec![api_a, api_b]);
    s.wait_ready().await;
    s.wait_caught_up().await;
    // B is ready too before it is asked anything.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !s.client.get(format!("http://{b}/readyz")).send().await.is_ok_and(|r| r.status().is_success()) {
        assert!(Instant::now() < deadline, "replica B never became ready: {}", s.logs());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (s, b, projector)
}

/// A server under test: `serve` (all in one) on a free port.
pub struct Server {
    pub env: Env,
    pub url: String,
    procs: Vec<Proc>,
    pub client: reqwest::Client,
}

impl Server {
    pub async fn start(profile: Profile) -> Server {
        let env = Env::new(profile);
        let port = free_port();
        let listen = format!("127.0.0.1:{port}");
        let proc = env.spawn(&["serve", "--listen", &listen]);
        let server = Server { env, url: format!("http://{listen}"), procs: vec![proc], client: reqwest::Client::new() };
        server.wait_ready().await;
        server
    }

    /// A server whose processes the caller started (distributed tests).
    pub fn attach(env: Env, url: String, procs: Vec<Proc>) -> Server {
        Server { env, url, procs, client: reqwest::Client::new() }
    }

    pub fn add(&mut self, proc: Proc) {
        self.procs.push(proc);
    }

    pub async fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(r) = self.client.get(format!("{}/readyz", self.url)).send().await {
                if r.status().is_success() {
                    return;
                }
            }
            if Instant::now() > deadline {
                let logs: Vec<String> = self.procs.iter().map(|p| std::fs::read_to_string(&p.log).unwrap_or_default()).collect();
                panic!("server at {} not ready: {}", self.url, logs.join("\n---\n"));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Every process's log so far (warnings and errors), for a failing assertion's message.
    pub fn logs(&self) -> String {
        self.procs.iter().map(|p| std::fs::read_to_string(&p.log).unwrap_or_default()).collect::<Vec<_>>().join("\n---\n")
    }

    pub async fn gql_with(&self, token: Option<&str>, act_as: Option<i64>, query: &str, variables: Value) -> Value {
        let mut req = self.client.post(format!("{}/graphql", self.url)).json(&json!({ "query": query, "variables": variables }));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(a) = act_as {
            req = req.header("X-Act-As", a.to_string());
        }
        req.send().await.unwrap().json().await.unwrap()
    }

    pub async fn gql(&self, token: Option<&str>, query: &str, variables: Value) -> Value {
        self.gql_with(token, None, query, variables).await
    }

    pub async fn login(&self, email: &str) -> String {
        let r = self
            .gql(None, "mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}", json!({"e": email, "p": "caseboard"}))
            .await;
        r["data"]["login"]["token"].as_str().unwrap_or_else(|| panic!("login {email} failed: {r}")).to_string()
    }

    /// Waits until every projection caught up with the log (`/readyz` maxLag 0), e.g. after
    /// a separate projector process started on a seeded database. A readiness wait, not a
    /// timing assertion: generous, for a loaded machine where several distributed servers start
    /// their projectors at once.
    pub async fn wait_caught_up(&self) {
        let deadline = Instant::now() + Duration::from_secs(180);
        let mut last = Value::Null;
        loop {
            if let Ok(r) = self.client.get(format!("{}/readyz", self.url)).send().await {
                let v: Value = r.json().await.unwrap_or_default();
                if v["projections"]["maxLag"] == 0 {
                    return;
                }
                last = v;
            }
            // On a timeout, say what /readyz last said (which projections lag or failed) and
            // what the server logged, so a stall can be told from a slow start.
            if Instant::now() >= deadline {
                panic!("projections never caught up; last /readyz: {last}\nserver logs:\n{}", self.logs());
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    pub async fn events_count(&self) -> i64 {
        // Read through the API's readiness view of the log is not exposed; count via the store.
        let db = eventstore::Db::connect(&self.database_url()).await.unwrap();
        eventstore::EventStore::new(db, eventstore::Upcasters::new()).count().await.unwrap()
    }

    pub fn database_url(&self) -> String {
        self.env.database_url.clone().unwrap_or_else(|| format!("sqlite://{}", self.env.data_dir.join("caseboard.sqlite").display()))
    }
}

/// The `extensions.code` of the first error, or "OK".
pub fn code(r: &Value) -> String {
    match r["errors"].as_array() {
        Some(errors) if !errors.is_empty() => errors[0]["extensions"]["code"].as_str().unwrap_or("?").to_string(),
        _ => "OK".into(),
    }
}

pub const ORGANIZATION: &str = "query($id:Int!){organization(id:$id){organizationId name \
    users(includeInactive:true){userId name email staffCode capacity active roles{name} teams{teamId} offices{officeId} departments{departmentId}} \
    teams(includeInactive:true){teamId name active userIds} offices{officeId name shortCode userIds} \
    departments{departmentId name showOnIntakeAssignment userIds} roles{roleId name}}}";
