//! The dependency rule (docs/architecture.md): dependencies point down, and no crate but the
//! binary depends on `api` (the GraphQL transport). A crate below it that starts depending on
//! `api` fails here.

use std::path::Path;

/// The workspace's crates with what each may depend on among the workspace's own crates.
const ALLOWED: &[(&str, &[&str])] = &[
    ("services/domain", &[]),
    ("services/eventstore", &["domain"]),
    ("projections", &["domain", "eventstore"]),
    ("services/app", &["domain", "eventstore", "projections"]),
    ("services/connector", &["app", "domain", "eventstore", "projections"]),
    ("services/demo", &["app", "connector", "domain", "eventstore", "projections"]),
    ("services/api", &["app", "domain", "eventstore", "projections"]),
];

const WORKSPACE_CRATES: &[&str] = &["domain", "eventstore", "projections", "app", "api", "connector", "demo", "caseboard"];

fn workspace_dependencies(manifest: &str) -> Vec<String> {
    let value: toml::Value = toml::from_str(manifest).expect("a valid Cargo.toml");
    let mut found = vec![];
    for section in ["dependencies", "dev-dependencies", "build-dependencies"] {
        if let Some(table) = value.get(section).and_then(|t| t.as_table()) {
            found.extend(table.keys().filter(|k| WORKSPACE_CRATES.contains(&k.as_str())).cloned());
        }
    }
    found
}

#[test]
fn dependencies_point_down_and_only_the_binary_depends_on_api() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (dir, allowed) in ALLOWED {
        let manifest = std::fs::read_to_string(root.join(dir).join("Cargo.toml")).unwrap();
        let own_name = dir.rsplit('/').next().unwrap();
        // A crate may name itself as a dev-dependency (to enable test features).
        for dependency in workspace_dependencies(&manifest).into_iter().filter(|d| d != own_name) {
            assert!(allowed.contains(&dependency.as_str()), "{dir} depends on `{dependency}`, which the dependency rule forbids");
        }
    }
}

#[test]
fn the_rule_catches_a_dependency_on_api() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\napi.workspace = true\n";
    assert_eq!(workspace_dependencies(manifest), vec!["api".to_string()]);
}

/// Issue #37: the read side lives with its read models (`projections::<context>::read`, on the
/// shared kernel `projections::read`); `api` is the GraphQL transport and holds no SQL: no
/// statement text, no query builder, no row type of the driver.
fn holds_sql(text: &str) -> bool {
    let statement = ["SELECT ", "INSERT ", "UPDATE ", "DELETE ", "WITH ", "FROM "].iter().any(|keyword| text.contains(&format!("\"{keyword}")));
    let driver = ["sqlx::query", "query_as", "fetch_json_rows", "AnyRow", "sqlx::Row", "json_rows"].iter().any(|needle| text.contains(needle));
    statement || driver
}

#[test]
fn the_rule_catches_sql_in_the_transport() {
    assert!(holds_sql("let n = count(pool, \"SELECT COUNT(*) FROM cases\").await?;"));
    assert!(holds_sql("let rows = json_rows(pool, &columns, &from, &[]).await?;"));
    assert!(holds_sql("fn text(r: &sqlx::any::AnyRow) {}"));
    assert!(!holds_sql("let cases = read::closed_in(pool, scope, start, end).await?;"));
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_read_side_leaves_the_transport() {
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/src");
    let mut files = vec![];
    rust_files(&api, &mut files);
    let with_sql: Vec<String> = files
        .iter()
        .filter(|f| holds_sql(&std::fs::read_to_string(f).unwrap()))
        .map(|f| f.strip_prefix(&api).unwrap().display().to_string())
        .collect();
    assert!(with_sql.is_empty(), "api holds SQL: move it to a reader of projections::<context>::read: {with_sql:?}");
}

/// Issue #37: the bounded contexts of `api` (its folders, but the transport's shared modules
/// `auth`, `http` and `policy`) stop importing each other as their readers move to the read
/// side. No two contexts may import each other (a circle), beyond the one pair left; and the
/// references from one context into another only ever fall in number: lower the ceiling as
/// they do, never raise it.
const SHARED_TRANSPORT_MODULES: &[&str] = &["auth", "http", "policy"];
const CROSS_CONTEXT_REFERENCES_CEILING: usize = 84;

#[test]
fn contexts_do_not_import_each_other_in_circles() {
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/src");
    let contexts: Vec<String> = std::fs::read_dir(&api)
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|d| !SHARED_TRANSPORT_MODULES.contains(&d.as_str()))
        .collect();
    let mut files = vec![];
    rust_files(&api, &mut files);
    let mut references: std::collections::BTreeMap<(String, String), usize> = Default::default();
    for file in &files {
        let own = file.strip_prefix(&api).unwrap().components().next().unwrap().as_os_str().to_string_lossy().to_string();
        if !contexts.contains(&own) {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (i, _) in text.match_indices("crate::") {
            let other: String = text[i + 7..].chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
            if other != own && contexts.contains(&other) && text[i + 7 + other.len()..].starts_with("::") {
                *references.entry((own.clone(), other)).or_default() += 1;
            }
        }
    }
    let circle = circle_in(&references);
    assert!(circle.is_none(), "api's contexts import each other in a circle {circle:?}: move what they share to the read kernel (projections::read), the read models' readers or the domain");
    let total: usize = references.values().sum();
    assert!(total <= CROSS_CONTEXT_REFERENCES_CEILING, "{total} references between api's contexts (ceiling {CROSS_CONTEXT_REFERENCES_CEILING}): {references:?}");
}

/// A circle of contexts (each importing the next, the last the first), if the references make one.
fn circle_in(references: &std::collections::BTreeMap<(String, String), usize>) -> Option<Vec<String>> {
    fn visit(node: &str, edges: &std::collections::BTreeMap<&str, Vec<&str>>, path: &mut Vec<String>, done: &mut std::collections::BTreeSet<String>) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            return Some(path[start..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut edges: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
    for (from, to) in references.keys() {
        edges.entry(from.as_str()).or_default().push(to.as_str());
    }
    let mut done = Default::default();
    edges.keys().find_map(|node| visit(node, &edges, &mut vec![], &mut done))
}

#[test]
fn the_rule_finds_a_circle_of_three() {
    let refs = |pairs: &[(&str, &str)]| pairs.iter().map(|(a, b)| ((a.to_string(), b.to_string()), 1)).collect::<std::collections::BTreeMap<_, _>>();
    assert_eq!(circle_in(&refs(&[("cases", "organization"), ("organization", "inventory"), ("inventory", "cases")])).map(|c| c.len()), Some(3));
    assert_eq!(circle_in(&refs(&[("cases", "organization"), ("inventory", "cases"), ("fees", "cases")])), None);
}

/// Issue #37: no two files of a crate import each other in a loop, in any crate of the
/// workspace. A file imports another when it names a path into it (`crate::a::b::…`, or
/// `super::…` from below); a module and the children it declares are one unit (a child may
/// use its parent: it is the parent's implementation, split for size). Tests are left out.
#[test]
fn no_file_imports_itself_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let crates = ["services/api/src", "services/app/src", "services/domain/src", "services/eventstore/src", "projections/src", "services/connector/src", "services/demo/src", "services/caseboard/src"];
    let mut circles = vec![];
    for dir in crates {
        let src = root.join(dir);
        let graph = file_imports(&src);
        if let Some(circle) = circle_in(&graph.into_iter().flat_map(|(from, to)| to.into_iter().map(move |t| ((from.clone(), t), 1))).collect()) {
            circles.push(format!("{dir}: {}", circle.join(" → ")));
        }
    }
    assert!(circles.is_empty(), "files that import each other in a loop (move what they share to a module both use):\n{}", circles.join("\n"));
}

/// Each file of the crate at `src` (by its path there) and the files it names paths into.
fn file_imports(src: &Path) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut files = vec![];
    rust_files(src, &mut files);
    let module_of = |f: &Path| -> Vec<String> {
        let rel = f.strip_prefix(src).unwrap().with_extension("");
        let mut parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().to_string()).collect();
        if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
            parts.pop();
        }
        parts
    };
    let modules: std::collections::BTreeMap<Vec<String>, String> = files.iter().map(|f| (module_of(f), f.strip_prefix(src).unwrap().display().to_string())).collect();
    let resolve = |segments: &[String]| (1..=segments.len()).rev().find_map(|n| modules.get(&segments[..n]).cloned());
    let mut graph = std::collections::BTreeMap::new();
    for file in &files {
        let own = module_of(file);
        let name = file.strip_prefix(src).unwrap().display().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        let code: String = text.lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n");
        let mut targets = std::collections::BTreeSet::new();
        for start in ["crate::", "super::"] {
            for (i, _) in code.match_indices(start) {
                if code[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = &code[i + start.len()..];
                let base: Vec<String> = if start == "crate::" { vec![] } else { own[..own.len().saturating_sub(1)].to_vec() };
                // `super::{a, b::c}`: each item of a group; else the path itself.
                let paths: Vec<String> = match rest.strip_prefix('{') {
                    Some(group) => group.split('}').next().unwrap_or_default().split(',').map(|p| p.trim().to_string()).collect(),
                    None => vec![rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect()],
                };
                for path in paths {
                    let segments: Vec<String> = base.iter().cloned().chain(path.split("::").filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')).map(str::to_string)).collect();
                    if let Some(target) = resolve(&segments).filter(|t| *t != name) {
                        targets.insert(target);
                    }
                }
            }
        }
        graph.insert(name, targets);
    }
    graph
}

/// Issue #37: `api` names the core by its own path (`app::state`, `app::error::AppError`);
/// the transport re-exports none of it under other names.
#[test]
fn the_transport_re_exports_nothing() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/src/lib.rs")).unwrap();
    assert!(!lib.contains("pub use "), "api/src/lib.rs re-exports: name the item by its own crate's path instead");
}

/// Issue #37: commands own transactions and ids (`app`); no resolver opens a write
/// transaction or allocates an id.
#[test]
fn resolvers_open_no_transaction() {
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/src");
    let mut files = vec![];
    rust_files(&api, &mut files);
    let offending: Vec<String> = files
        .iter()
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            ["begin_write", "next_id(", ".begin()", "tx.commit()"].iter().any(|n| text.contains(n))
        })
        .map(|f| f.strip_prefix(&api).unwrap().display().to_string())
        .collect();
    assert!(offending.is_empty(), "api opens transactions or allocates ids: move it into an app command: {offending:?}");
}
