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
/// shared kernel `projections::read`); `api` is the GraphQL transport. The contexts whose
/// readers moved hold no SQL, and the files of `api` that still do only ever shrink in number:
/// lower the ceiling as contexts move, never raise it.
const SQL_FREE_API_MODULES: &[&str] = &["auth", "connector", "fees", "http", "goals", "investigation", "marketing", "operations", "paging", "policy", "ppc", "reconciliation", "reference", "stages", "sync"];
const API_FILES_WITH_SQL_CEILING: usize = 16;

fn holds_sql(text: &str) -> bool {
    ["sqlx::query", "\"SELECT ", "\"INSERT ", "\"UPDATE ", "\"DELETE ", "\"WITH "].iter().any(|needle| text.contains(needle))
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
    for module in SQL_FREE_API_MODULES {
        let offending: Vec<_> = with_sql.iter().filter(|f| f.starts_with(&format!("{module}/")) || **f == format!("{module}.rs")).collect();
        assert!(offending.is_empty(), "api's {module} reads through its read model's readers, yet holds SQL: {offending:?}");
    }
    assert!(
        with_sql.len() <= API_FILES_WITH_SQL_CEILING,
        "{} files of api hold SQL (ceiling {API_FILES_WITH_SQL_CEILING}): move readers to projections::<context>::read: {with_sql:?}",
        with_sql.len()
    );
}

/// Issue #37: the bounded contexts of `api` (its folders, but the transport's shared modules
/// `auth`, `http` and `policy`) stop importing each other as their readers move to the read
/// side. No two contexts may import each other (a circle), beyond the one pair left; and the
/// references from one context into another only ever fall in number: lower the ceiling as
/// they do, never raise it.
const SHARED_TRANSPORT_MODULES: &[&str] = &["auth", "http", "policy"];
const MUTUAL_CONTEXT_PAIRS_LEFT: &[(&str, &str)] = &[("inventory", "organization")];
const CROSS_CONTEXT_REFERENCES_CEILING: usize = 108;

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
    let mutual: Vec<(String, String)> = references.keys().filter(|(a, b)| a < b && references.contains_key(&(b.clone(), a.clone()))).cloned().collect();
    for (a, b) in &mutual {
        assert!(MUTUAL_CONTEXT_PAIRS_LEFT.contains(&(a.as_str(), b.as_str())), "api's {a} and {b} import each other: move what they share to the read kernel (projections::read) or the domain");
    }
    let total: usize = references.values().sum();
    assert!(total <= CROSS_CONTEXT_REFERENCES_CEILING, "{total} references between api's contexts (ceiling {CROSS_CONTEXT_REFERENCES_CEILING}): {references:?}");
}
