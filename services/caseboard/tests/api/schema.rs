//! CONVENTIONS 8: the schema is an artifact; the committed file must match the server.

#[test]
fn committed_schema_matches_the_server() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../schemas/schema.graphql")).unwrap();
    assert!(
        committed == api::schema::sdl(),
        "schemas/schema.graphql drifted from the server: run `cargo run -p caseboard -- schema --out schemas/schema.graphql`"
    );
}
