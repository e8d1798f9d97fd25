//! Cheap checks on a GraphQL request before async-graphql parses, validates or executes it.
//! Each runs in time linear in the text, whatever the text is, so a hostile document costs
//! the server about as much as reading it (limits listed in docs/security.md).

use super::cost::CostModel;
use std::collections::HashMap;

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};

/// Brackets, braces and parentheses open at once in a document (selection sets, arguments,
/// list and object literals, list types together). async-graphql's parser recurses once per
/// level and a few thousand levels overflow the stack; the selection depth itself is limited
/// to 16 by the schema.
pub const MAX_DOCUMENT_NESTING: usize = 32;
/// Arrays and objects open at once in the request body (the variables and extensions).
pub const MAX_JSON_NESTING: usize = 32;
/// Fields selected once every fragment spread is expanded, over the executed operation.
pub const MAX_EXPANDED_FIELDS: u64 = 2_000;
/// Fields selected at the root of an operation (aliases included).
pub const MAX_ROOT_FIELDS: u64 = 200;
/// Fragment definitions in one document.
pub const MAX_FRAGMENTS: usize = 200;
/// Operations that hash a password or send mail: at most one per request.
pub const SIGN_IN_FIELDS: [&str; 3] = ["login", "sendPasswordResetEmail", "resetPassword"];
pub const MAX_SIGN_IN_FIELDS: u64 = 1;
/// Characters of any one string in the variables.
pub const MAX_VARIABLE_STRING_CHARS: usize = 20_000;

/// Why a request is refused before it runs; `code` goes to `extensions.code`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The input field at fault, when there is one (`extensions.field`).
    pub field: Option<String>,
    pub code: &'static str,
    pub message: String,
}

impl Refusal {
    fn new(code: &'static str, message: impl Into<String>) -> Self {
        Refusal { field: None, code, message: message.into() }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Lexer {
    Normal,
    Str,
    BlockStr,
    Comment,
}

/// The deepest nesting of `{ [ (` outside string literals and comments, stopping as soon as
/// it passes `limit`. `graphql` enables comments (`#`) and block strings (`"""`); without
/// it the text is read as JSON.
pub fn nesting(text: &[u8], graphql: bool, limit: usize) -> usize {
    let mut state = Lexer::Normal;
    let (mut depth, mut deepest) = (0usize, 0usize);
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        match state {
            Lexer::Normal => match b {
                b'#' if graphql => state = Lexer::Comment,
                b'"' if graphql && text[i..].starts_with(b"\"\"\"") => {
                    state = Lexer::BlockStr;
                    i += 2;
                }
                b'"' => state = Lexer::Str,
                b'{' | b'[' | b'(' => {
                    depth += 1;
                    deepest = deepest.max(depth);
                    if deepest > limit {
                        return deepest;
                    }
                }
                b'}' | b']' | b')' => depth = depth.saturating_sub(1),
                _ => {}
            },
            Lexer::Str => match b {
                b'\\' => i += 1,
                b'"' | b'\n' | b'\r' => state = Lexer::Normal,
                _ => {}
            },
            Lexer::BlockStr => {
                if text[i..].starts_with(b"\\\"\"\"") {
                    i += 3;
                } else if text[i..].starts_with(b"\"\"\"") {
                    state = Lexer::Normal;
                    i += 2;
                }
            }
            Lexer::Comment => {
                if b == b'\n' || b == b'\r' {
                    state = Lexer::Normal;
                }
            }
        }
        i += 1;
    }
    deepest
}

/// Refuses a document nested deeper than [`MAX_DOCUMENT_NESTING`] (before parsing it).
pub fn check_document_nesting(query: &str) -> Result<(), Refusal> {
    if nesting(query.as_bytes(), true, MAX_DOCUMENT_NESTING) > MAX_DOCUMENT_NESTING {
        return Err(Refusal::new(
            "GRAPHQL_PARSE_FAILED",
            format!("The document is nested too deeply (at most {MAX_DOCUMENT_NESTING} levels of brackets)"),
        ));
    }
    Ok(())
}

/// Refuses a request body nested deeper than [`MAX_JSON_NESTING`] (before parsing it).
pub fn check_body_nesting(body: &[u8]) -> Result<(), Refusal> {
    // The body's own object adds one level around the variables.
    if nesting(body, false, MAX_JSON_NESTING + 1) > MAX_JSON_NESTING + 1 {
        return Err(Refusal::new("BAD_USER_INPUT", format!("The variables are nested too deeply (at most {MAX_JSON_NESTING} levels)")));
    }
    Ok(())
}

fn nul_refusal() -> Refusal {
    Refusal::new("BAD_USER_INPUT", "Text must not contain the NUL character")
}

/// NUL in a string literal of the document, raw or escaped (`\u0000`, `\u{0}`). Outside a
/// string an escape is a syntax error anyway, so the whole text is searched.
pub fn check_document_text(query: &str) -> Result<(), Refusal> {
    if query.contains('\0') || query.contains("\\u0000") {
        return Err(nul_refusal());
    }
    let mut rest = query;
    while let Some(at) = rest.find("\\u{") {
        rest = &rest[at + 3..];
        let digits: &str = rest.split('}').next().unwrap_or_default();
        if !digits.is_empty() && digits.chars().all(|c| c == '0') {
            return Err(nul_refusal());
        }
    }
    Ok(())
}

/// No NUL and no overlong string anywhere in the variables (keys included).
pub fn check_variables(value: &serde_json::Value) -> Result<(), Refusal> {
    let check = |s: &str| {
        if s.contains('\0') {
            return Err(nul_refusal());
        }
        if s.len() > MAX_VARIABLE_STRING_CHARS && s.chars().count() > MAX_VARIABLE_STRING_CHARS {
            return Err(Refusal::new("BAD_USER_INPUT", format!("A text is too long (at most {MAX_VARIABLE_STRING_CHARS} characters)")));
        }
        Ok(())
    };
    // Depth is bounded by check_body_nesting (and serde_json's own limit of 128).
    match value {
        serde_json::Value::String(s) => check(s),
        serde_json::Value::Array(items) => items.iter().try_for_each(check_variables),
        serde_json::Value::Object(map) => map.iter().try_for_each(|(k, v)| check(k).and_then(|_| check_variables(v))),
        _ => Ok(()),
    }
}

/// What a selection set costs once its fragment spreads are expanded.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
struct Tally {
    /// Every field at every level.
    fields: u64,
    /// Fields at this level (aliases included).
    top: u64,
    /// Sign-in fields at this level.
    sign_in: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.fields = self.fields.saturating_add(other.fields);
        self.top = self.top.saturating_add(other.top);
        self.sign_in = self.sign_in.saturating_add(other.sign_in);
    }
}

/// Expands each fragment once (memoised), so fan-out (`G1 { ...G0 ...G0 }`, `G2 { ...G1 ...G1 }`,
/// ...) costs linear time while the tally reports its exponential size.
struct Counter<'a> {
    document: &'a ExecutableDocument,
    memo: HashMap<&'a str, Tally>,
    expanding: Vec<&'a str>,
}

impl<'a> Counter<'a> {
    fn selection_set(&mut self, set: &'a SelectionSet) -> Result<Tally, Refusal> {
        let mut tally = Tally::default();
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => {
                    let inner = self.selection_set(&field.node.selection_set.node)?;
                    let name = field.node.name.node.as_str();
                    tally.add(Tally {
                        fields: inner.fields.saturating_add(1),
                        top: 1,
                        sign_in: u64::from(SIGN_IN_FIELDS.contains(&name)),
                    });
                }
                Selection::InlineFragment(inline) => {
                    let inner = self.selection_set(&inline.node.selection_set.node)?;
                    tally.add(inner);
                }
                Selection::FragmentSpread(spread) => {
                    let inner = self.fragment(spread.node.fragment_name.node.as_str())?;
                    tally.add(inner);
                }
            }
        }
        Ok(tally)
    }

    fn fragment(&mut self, name: &'a str) -> Result<Tally, Refusal> {
        if let Some(t) = self.memo.get(name) {
            return Ok(*t);
        }
        if self.expanding.contains(&name) {
            return Err(Refusal::new("GRAPHQL_VALIDATION_FAILED", format!("Fragment \"{name}\" spreads itself")));
        }
        // An unknown fragment costs nothing here; validation reports it.
        let Some((key, definition)) = self.document.fragments.get_key_value(name) else {
            return Ok(Tally::default());
        };
        self.expanding.push(name);
        let tally = self.selection_set(&definition.node.selection_set.node)?;
        self.expanding.pop();
        self.memo.insert(key.as_str(), tally);
        Ok(tally)
    }
}

/// Refuses a parsed document whose expansion is too large, whose root has too many fields,
/// or that asks for more than one sign-in field. Linear in the document's size.
pub fn check_cost(document: &ExecutableDocument, model: &CostModel) -> Result<(), Refusal> {
    if document.fragments.len() > MAX_FRAGMENTS {
        return Err(Refusal::new("GRAPHQL_VALIDATION_FAILED", format!("Too many fragments (at most {MAX_FRAGMENTS})")));
    }
    let mut counter = Counter { document, memo: HashMap::new(), expanding: Vec::new() };
    // Every operation is checked, not only the one named: the refusal must not depend on
    // which operation a validator would pick.
    for (_, operation) in document.operations.iter() {
        let tally = counter.selection_set(&operation.node.selection_set.node)?;
        if tally.sign_in > MAX_SIGN_IN_FIELDS {
            return Err(Refusal::new("BAD_USER_INPUT", "Sign in, send a reset link or reset a password once per request"));
        }
        if tally.top > MAX_ROOT_FIELDS {
            return Err(Refusal::new("GRAPHQL_VALIDATION_FAILED", format!("Too many fields at the root of the operation (at most {MAX_ROOT_FIELDS})")));
        }
        if tally.fields > MAX_EXPANDED_FIELDS {
            return Err(Refusal::new(
                "GRAPHQL_VALIDATION_FAILED",
                format!("The operation selects too many fields once its fragments are expanded (at most {MAX_EXPANDED_FIELDS})"),
            ));
        }
    }
    // Fragments that no operation uses are still checked for cycles.
    for name in document.fragments.keys() {
        counter.fragment(name.as_str())?;
    }
    // Lists weighed by their rows, cycles between types bounded (http::cost).
    model.check(document).map_err(|message| Refusal::new("GRAPHQL_VALIDATION_FAILED", message))?;
    Ok(())
}

/// All checks on the document text, then the parse, then the cost: the parsed document to
/// hand to async-graphql, or why the request is refused.
pub fn prepare(query: &str, model: &CostModel) -> Result<ExecutableDocument, Refusal> {
    check_document_text(query)?;
    check_document_nesting(query)?;
    let document = async_graphql::parser::parse_query(query).map_err(|e| Refusal::new("GRAPHQL_PARSE_FAILED", e.to_string()))?;
    check_cost(&document, model)?;
    Ok(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(query: &str) -> &'static str {
        match prepare(query, crate::schema::cost_model()) {
            Ok(_) => "OK",
            Err(r) => r.code,
        }
    }

    #[test]
    fn nesting_counts_brackets_outside_strings_and_comments() {
        assert_eq!(nesting(b"{ a(x: [[1]]) { b } }", true, 99), 4);
        assert_eq!(nesting(b"{ a(x: \"[[[[[[\") }", true, 99), 2);
        assert_eq!(nesting(b"{ a(x: \"\"\" {{{{ \\\"\"\" {{{ \"\"\") }", true, 99), 2);
        assert_eq!(nesting(b"# {{{{{{\n{ a }", true, 99), 1);
        assert_eq!(nesting(br#"{"query":"{{{{{{{","variables":{"a":[[1]]}}"#, false, 99), 4);
        assert_eq!(nesting(br#"{"q":"\"{{{{"}"#, false, 99), 1);
    }

    #[test]
    fn deeply_nested_literals_are_refused_before_parsing() {
        let deep = format!("{{ __typename @skip(if: {}true{}) }}", "[".repeat(1600), "]".repeat(1600));
        assert_eq!(code(&deep), "GRAPHQL_PARSE_FAILED");
        let object = format!("mutation {{ login(email: \"a\", password: {}1{}) {{ token }} }}", "{a:".repeat(5000), "}".repeat(5000));
        assert_eq!(code(&object), "GRAPHQL_PARSE_FAILED");
        // A million levels is read in linear time without recursion.
        let huge = "[".repeat(1_000_000);
        assert!(check_document_nesting(&huge).is_err());
        assert!(check_body_nesting(format!("{{\"variables\":{{\"a\":{}}}}}", "[".repeat(100_000)).as_bytes()).is_err());
        assert!(check_body_nesting(br#"{"query":"{a}","variables":{"a":[[["x"]]]}}"#).is_ok());
        assert_eq!(code("{ __typename @skip(if: false) }"), "OK");
    }

    #[test]
    fn fragment_fan_out_is_counted_without_expanding_it() {
        let mut doc = String::from("query { ...G20 }\nfragment G0 on Query { __typename }\n");
        for i in 1..=20 {
            let p = i - 1;
            doc.push_str(&format!("fragment G{i} on Query {{ ...G{p} ...G{p} ...G{p} ...G{p} ...G{p} }}\n"));
        }
        let started = std::time::Instant::now();
        assert_eq!(code(&doc), "GRAPHQL_VALIDATION_FAILED");
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert_eq!(code("{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }"), "GRAPHQL_VALIDATION_FAILED");
        assert_eq!(code("{ ...A } fragment A on Query { __typename ...B } fragment B on Query { __typename }"), "OK");
    }

    #[test]
    fn aliases_and_sign_in_fields_are_bounded() {
        let aliases: String = (0..201).map(|i| format!("a{i}: __typename ")).collect();
        assert_eq!(code(&format!("{{ {aliases} }}")), "GRAPHQL_VALIDATION_FAILED");
        let aliases: String = (0..200).map(|i| format!("a{i}: __typename ")).collect();
        assert_eq!(code(&format!("{{ {aliases} }}")), "OK");
        let two = "mutation { a: login(email: \"x\", password: \"y\") { token } b: login(email: \"x\", password: \"z\") { token } }";
        assert_eq!(code(two), "BAD_USER_INPUT");
        let via_fragment = "mutation { login(email: \"x\", password: \"y\") { token } ...M } fragment M on Mutation { sendPasswordResetEmail(email: \"x\") { email } }";
        assert_eq!(code(via_fragment), "BAD_USER_INPUT");
        assert_eq!(code("mutation { login(email: \"x\", password: \"y\") { token } }"), "OK");
    }

    #[test]
    fn nul_is_refused_raw_escaped_and_in_variables() {
        assert_eq!(code("{ a(x: \"a\\u0000b\") }"), "BAD_USER_INPUT");
        assert_eq!(code("{ a(x: \"a\\u{00}b\") }"), "BAD_USER_INPUT");
        assert_eq!(code("{ a(x: \"a\u{0}b\") }"), "BAD_USER_INPUT");
        assert_eq!(code("{ a(x: \"a\\u0041b\") }"), "OK");
        assert!(check_variables(&serde_json::json!({"a": ["x", {"b": "y\u{0}"}]})).is_err());
        assert!(check_variables(&serde_json::json!({"a\u{0}": 1})).is_err());
        assert!(check_variables(&serde_json::json!({"a": "x".repeat(MAX_VARIABLE_STRING_CHARS + 1)})).is_err());
        assert!(check_variables(&serde_json::json!({"a": ["x", {"b": 1}]})).is_ok());
    }

    #[test]
    fn every_query_the_web_app_sends_passes() {
        // The Relay compiler writes each operation's text into __generated__/*.graphql.ts.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src");
        let mut seen = 0;
        let mut stack = vec![root];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if !path.to_string_lossy().ends_with(".graphql.ts") {
                    continue;
                }
                let source = std::fs::read_to_string(&path).unwrap();
                let Some(at) = source.find("\"text\": \"") else { continue };
                let rest = &source[at + "\"text\": ".len()..];
                let end = rest.find("\"\n").map(|e| e + 1).unwrap_or(rest.len());
                let text: String = serde_json::from_str(&rest[..end]).unwrap_or_default();
                if text.is_empty() {
                    continue;
                }
                assert!(prepare(&text, crate::schema::cost_model()).is_ok(), "{}: {:?}", path.display(), prepare(&text, crate::schema::cost_model()).err());
                seen += 1;
            }
        }
        assert!(seen > 10, "found the web app's operations ({seen})");
    }
}
