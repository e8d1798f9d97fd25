use app::commands::{execute, SideEffect, StreamId, ALREADY_IMPORTED};
use app::error::AppError;
use connector::import::{import_file, ImportReport};
use domain::cases::{Case, CaseCommand, CaseEvent, NoteAdded};
use eventstore::{Metadata, Source};

use super::support::{sample_file, Backend, TestDb};

fn lines_of(path: &std::path::Path) -> usize {
    std::fs::read_to_string(path).unwrap().lines().filter(|l| !l.trim().is_empty()).count()
}

async fn idempotent_import(backend: Backend) {
    // brief: "idempotent when a file is imported twice"; ARCHITECTURE: "Every imported fact
    // becomes an event with source: import".
    let db = TestDb::new(backend).await;
    let path = sample_file();
    let lines = lines_of(&path);
    let mut calls = vec![];
    let first = import_file(&db.state, &path, |done, total| calls.push((done, total))).await.unwrap();
    assert_eq!(first.errors, vec![], "the sample file imports cleanly");
    assert_eq!((first.lines, first.imported, first.already_imported), (lines, lines, 0));
    assert_eq!(calls.last(), Some(&(lines, lines)), "progress reaches the total");
    let events = db.events().await;
    assert_eq!(events, first.events as i64);
    assert!(events >= lines as i64 - 1, "every fact became an event");
    assert_eq!(db.scalar("SELECT COUNT(*) FROM imported_facts").await, lines as i64);

    let case = db.state.store.read_stream("case-900102").await.unwrap();
    assert!(case.iter().all(|e| e.metadata.source == Source::Import));
    // The status the file gave only by id got its label and stage from the imported status list.
    let custom = case.iter().find(|e| e.event_type == "case_status_changed" && e.payload["status_id"] == 2102).unwrap();
    assert_eq!(custom.payload["status_label"], "PL 05 Demand Sent - Policy Limits");
    assert_eq!(custom.payload["stage"], "Demand Prep");
    let opened = db.state.store.read_stream("case-900101").await.unwrap();
    assert_eq!(opened[0].payload["status_label"], "INT 00 - Lead");
    let rank = opened.iter().find(|e| e.event_type == "intake_rank_set").unwrap();
    assert_eq!(rank.payload["rank_label"], "3 Star - Serious Injury");

    let second = import_file(&db.state, &path, |_, _| {}).await.unwrap();
    assert_eq!(second, ImportReport { lines, imported: 0, already_imported: lines, events: 0, errors: vec![] });
    assert_eq!(db.events().await, events, "the second import wrote nothing");

    // The unique key, not the early look-up, is the guarantee: the same fact through the
    // command handler again rolls back its events with the claim.
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let note = CaseEvent::NoteAdded(NoteAdded {
        case_id: 900101,
        note_id: 77001,
        note_type_id: 189,
        title: None,
        content: "Called client, appointment set for Friday.".into(),
        created_at: "2026-03-02T15:20:00Z".parse().unwrap(),
        creator_user_id: None,
        creator_name: None,
    });
    let again = execute::<Case>(&db.state, "case", StreamId::Existing(900101), &meta, |_, _| {
        Ok((CaseCommand::Record(note.clone()), vec![SideEffect::ImportedFact { fact_id: "sa-note-77001".into() }]))
    })
    .await;
    assert!(matches!(again, Err(AppError::Conflict(ref m)) if m == ALREADY_IMPORTED));
    assert_eq!(db.events().await, events, "nothing half-applied");
}

#[tokio::test]
async fn importing_a_file_twice_is_idempotent_on_sqlite() {
    idempotent_import(Backend::Sqlite).await;
}

#[tokio::test]
async fn importing_a_file_twice_is_idempotent_on_postgres() {
    idempotent_import(Backend::Postgres).await;
}

const MIXED: &str = r#"{"fact_id":"r-1","type":"reference_item_set","data":{"kind":"status","item_id":2001,"name":"PL 06 Negotiations - Mediation","parent_id":null,"active":true}}
{"fact_id":"c-1","type":"case_opened","data":{"case_id":950,"opened_at":"2026-03-02T15:00:00Z","first_name":"Ana","last_name":"Ruiz","high_priority":false,"is_mass_tort":false,"status_id":1079}}
this is not json
{"fact_id":"s-bad","type":"case_status_changed","data":{"case_id":950,"status_id":424242,"changed_at":"2026-03-03T15:00:00Z"}}
{"fact_id":"n-empty","type":"note_added","data":{"case_id":950,"note_id":1,"note_type_id":189,"content":"   ","created_at":"2026-03-03T15:00:00Z"}}

{"fact_id":"x-1","type":"case_teleported","data":{"case_id":950}}
{"fact_id":"s-nodate","type":"case_status_changed","data":{"case_id":950,"status_id":1080}}
{"fact_id":"n-1","type":"note_added","data":{"case_id":950,"note_id":2,"note_type_id":189,"content":"Called the client.","created_at":"2026-03-03T15:00:00Z"}}
{"fact_id":"s-1","type":"case_status_changed","data":{"case_id":950,"status_id":1080,"changed_at":"2026-03-03T16:00:00Z"}}
{"fact_id":"s-2","type":"case_status_changed","data":{"case_id":950,"status_id":2001,"changed_at":"2026-03-04T16:00:00Z"}}
{"fact_id":"n-orphan","type":"note_added","data":{"case_id":951,"note_id":3,"note_type_id":189,"content":"Who?","created_at":"2026-03-03T15:00:00Z"}}
{"fact_id":"c-1","type":"case_opened","data":{"case_id":950,"opened_at":"2026-03-02T15:00:00Z","first_name":"Ana","last_name":"Ruiz","high_priority":false,"is_mass_tort":false}}
{"fact_id":"r-bad","type":"reference_item_set","data":{"kind":"planet","item_id":1,"name":"Mars","parent_id":null,"active":true}}
"#;

async fn bad_lines_are_reported_and_skipped(backend: Backend) {
    // brief: "A status fact whose status_id is unknown, a note with empty content, a line that
    // is not JSON, an unknown type, a payload that does not decode: reported as `line N:
    // <reason>` and skipped; never half-applied (one line = one transaction)."
    let db = TestDb::new(backend).await;
    let path = db.file("mixed.jsonl", MIXED);
    let report = import_file(&db.state, &path, |_, _| {}).await.unwrap();
    let reported: Vec<String> = report.errors.iter().map(|e| e.to_string()).collect();
    let expect = [
        (3, "not JSON"),
        (4, "unknown status_id 424242"),
        (5, "A note cannot be empty"),
        (7, "unknown type \"case_teleported\""),
        (8, "missing field `changed_at`"),
        (12, "case 951 has no case_opened fact yet"),
        (14, "unknown reference kind \"planet\""),
    ];
    assert_eq!(report.errors.len(), expect.len(), "{reported:#?}");
    for (error, (line, reason)) in report.errors.iter().zip(expect) {
        assert_eq!(error.line, line, "{reported:#?}");
        assert!(error.reason.contains(reason), "line {line}: {:?} should say {reason:?}", error.reason);
        assert!(error.to_string().starts_with(&format!("line {line}: ")));
    }
    // The blank line 6 is neither a fact nor an error.
    assert_eq!((report.lines, report.imported, report.already_imported), (13, 5, 1));

    // The good lines landed, in order, and nothing of the bad ones.
    let case = db.state.store.read_stream("case-950").await.unwrap();
    let types: Vec<&str> = case.iter().map(|e| e.event_type.as_str()).collect();
    assert_eq!(types, ["case_opened", "note_added", "case_status_changed", "case_status_changed"]);
    assert_eq!(case[1].payload["content"], "Called the client.");
    assert_eq!(case[2].payload["status_label"], "INT 01 - Follow Up");
    assert_eq!(case[3].payload["status_label"], "PL 06 Negotiations - Mediation");
    assert_eq!(case[3].payload["stage"], "Negotiation");
    assert!(db.state.store.read_stream("case-951").await.unwrap().is_empty());
    assert_eq!(db.events().await, 5);
    assert_eq!(db.scalar("SELECT COUNT(*) FROM imported_facts").await, 5, "only good facts are claimed");
    assert_eq!(db.scalar("SELECT COUNT(*) FROM imported_facts WHERE fact_id IN ('s-bad', 'n-empty', 'x-1', 's-nodate', 'n-orphan', 'r-bad')").await, 0);

    // Fixing nothing and importing again: the good ones are "already imported", the bad ones
    // reported again, nothing written.
    let again = import_file(&db.state, &path, |_, _| {}).await.unwrap();
    assert_eq!((again.imported, again.already_imported, again.errors.len()), (0, 6, 7));
    assert_eq!(db.events().await, 5);
}

#[tokio::test]
async fn bad_lines_are_reported_with_their_numbers_and_skipped_on_sqlite() {
    bad_lines_are_reported_and_skipped(Backend::Sqlite).await;
}

#[tokio::test]
async fn bad_lines_are_reported_with_their_numbers_and_skipped_on_postgres() {
    bad_lines_are_reported_and_skipped(Backend::Postgres).await;
}

#[tokio::test]
async fn a_file_that_cannot_be_read_is_an_error() {
    // brief: "non-zero only if the file cannot be read"
    let db = TestDb::new(Backend::Sqlite).await;
    let missing = db.dir.join("nope.jsonl");
    assert!(import_file(&db.state, &missing, |_, _| {}).await.is_err());
    let not_utf8 = db.dir.join("latin1.jsonl");
    std::fs::write(&not_utf8, b"\xff\xfe\n").unwrap();
    let report = import_file(&db.state, &not_utf8, |_, _| {}).await.unwrap();
    assert_eq!(report.errors.len(), 1);
    assert!(report.errors[0].to_string().starts_with("line 1: not UTF-8"));
}
