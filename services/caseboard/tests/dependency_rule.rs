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
