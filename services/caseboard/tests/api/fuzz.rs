//! A bounded, deterministic fuzz run against the real server: 300 generated and mutated
//! requests (random nesting, aliases, fragments, bad JSON, huge strings, NUL, odd media
//! types). None may answer 5xx, and the server must still serve afterwards.

use serde_json::json;

use super::harness::*;
use super::hostile::still_serving;

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const SEEDS: [&str; 8] = [
    "{ __typename }",
    "query($e:String!){ userByToken(token:$e){ userId email } }",
    "mutation { login(email: \"admin@caseboard.demo\", password: \"nope\") { token } }",
    "{ caseStatuses { statusId status stage } intakeRanks { rankId } }",
    "query Q($n:String!) { casesByClientName(name:$n) { caseId clientName notes(search:\"x\") { noteId } } }",
    "{ organization(id: 2) { name users { userId email } } }",
    "fragment F on Query { __typename timeZone } query { ...F ... on Query { __typename } }",
    "mutation { sendPasswordResetEmail(email: \"nobody@example.com\") { email } }",
];

const PIECES: [&str; 24] = [
    "{", "}", "[", "]", "(", ")", "...", "@skip(if: true)", "\"", "\"\"\"", "#", "$x", ":", ",", "!", "query", "fragment G on Query",
    "\\u0000", "\u{0}", "__typename", "a: __typename", "on", "null", "1e999",
];

fn document(rng: &mut Rng) -> String {
    match rng.below(6) {
        // A seed with random insertions, deletions and duplications.
        0 | 1 => {
            let mut doc = rng.pick(&SEEDS).to_string();
            for _ in 0..rng.below(8) + 1 {
                let at = {
                    let len = doc.len();
                    let mut i = rng.below(len + 1);
                    while !doc.is_char_boundary(i) {
                        i -= 1;
                    }
                    i
                };
                match rng.below(3) {
                    0 => {
                        let piece = *rng.pick(&PIECES);
                        doc.insert_str(at, piece)
                    }
                    1 => {
                        let mut end = (at + rng.below(10)).min(doc.len());
                        while !doc.is_char_boundary(end) {
                            end -= 1;
                        }
                        doc.replace_range(at..end, "");
                    }
                    _ => {
                        let copy = doc[at..].chars().take(rng.below(40)).collect::<String>();
                        doc.insert_str(at, &copy.repeat(rng.below(50) + 1));
                    }
                }
            }
            doc
        }
        // Random nesting in an argument.
        2 => {
            let depth = [5, 31, 33, 200, 3000][rng.below(5)];
            let (open, close) = *rng.pick(&[("[", "]"), ("{a:", "}"), ("(", ")")]);
            format!("{{ __typename @include(if: {}true{}) }}", open.repeat(depth), close.repeat(depth))
        }
        // Many aliases, sometimes of sign-in fields.
        3 => {
            let n = [2, 50, 199, 201, 2500][rng.below(5)];
            let field = *rng.pick(&["__typename", "caseStatuses { status }", "login(email: \"a@b.c\", password: \"p\") { token }", "timeZone"]);
            let aliases: String = (0..n).map(|i| format!("a{i}: {field} ")).collect();
            let kind = if field.starts_with("login") { "mutation" } else { "query" };
            format!("{kind} {{ {aliases} }}")
        }
        // Fragment chains and fan-out, sometimes cyclic.
        4 => {
            let levels = rng.below(30) + 1;
            let fan = rng.below(6) + 1;
            let mut doc = format!("query {{ ...F{levels} }}\nfragment F0 on Query {{ __typename }}\n");
            for i in 1..=levels {
                let spreads = format!("...F{} ", i - 1).repeat(fan);
                doc.push_str(&format!("fragment F{i} on Query {{ {spreads} }}\n"));
            }
            if rng.below(4) == 0 {
                doc.push_str(&format!("fragment F{} on Query {{ ...F{levels} }}\n", levels + 1));
                doc = doc.replace("fragment F0 on Query { __typename }", &format!("fragment F0 on Query {{ ...F{} }}", levels + 1));
            }
            doc
        }
        // Huge strings.
        _ => {
            let n = [100, 20_001, 100_000, 400_000][rng.below(4)];
            format!("{{ casesByClientName(name: \"{}\") {{ caseId }} }}", "x".repeat(n))
        }
    }
}

fn body(rng: &mut Rng) -> (String, &'static str) {
    let content_type = *rng.pick(&["application/json", "application/json", "application/json", "text/plain", "application/json; charset=utf-8"]);
    let doc = document(rng);
    let text = match rng.below(10) {
        0 => {
            // Broken JSON: truncated at a random point.
            let whole = json!({ "query": doc }).to_string();
            let mut cut = rng.below(whole.len() + 1);
            while !whole.is_char_boundary(cut) {
                cut -= 1;
            }
            whole[..cut].to_string()
        }
        1 => {
            let depth = [10, 40, 127, 129, 10_000][rng.below(5)];
            format!("{{\"query\":\"query($v:String){{__typename}}\",\"variables\":{{\"v\":{}\"x\"{}}}}}", "[".repeat(depth), "]".repeat(depth))
        }
        2 => json!({ "query": doc, "variables": { "n": "a\u{0}b", "e": "x".repeat(rng.below(30_000)) } }).to_string(),
        3 => json!({ "query": doc, "operationName": rng.pick(&["Q", "nope", ""]), "variables": [1, 2] }).to_string(),
        _ => json!({ "query": doc, "variables": { "n": "vega", "e": "t" } }).to_string(),
    };
    (text, content_type)
}

#[tokio::test]
async fn three_hundred_hostile_requests_never_answer_5xx() {
    let s = Server::start(Profile::Embedded).await;
    let mut rng = Rng(0x5EED_CA5E_B0A4_D001);
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for i in 0..300 {
        let (text, content_type) = body(&mut rng);
        let preview: String = text.chars().take(200).collect();
        let r = s.client.post(format!("{}/graphql", s.url)).header("content-type", content_type).body(text).send().await;
        let r = r.unwrap_or_else(|e| panic!("request {i} failed ({e}); the server died? {preview}"));
        let status = r.status().as_u16();
        *statuses.entry(status).or_default() += 1;
        assert!(status < 500, "request {i} answered {status}: {preview}");
        let answer = r.text().await.unwrap();
        serde_json::from_str::<serde_json::Value>(&answer).unwrap_or_else(|e| panic!("request {i}: not JSON ({e}): {answer}"));
    }
    eprintln!("fuzz statuses: {statuses:?}");
    assert!(statuses.len() > 2, "the run exercised several paths: {statuses:?}");
    still_serving(&s).await;
}
