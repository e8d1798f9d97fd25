//! The sync's retry of parked facts is fair (issue #18: a parked fact is "applied when its case
//! arrives, never dropped and never blocking the facts of other cases"): facts the rules keep
//! refusing do not starve newer ones, and a status list arriving lets the facts waiting for it
//! land first, each case's facts still in order.

use app::ports::Fact;
use connector::import::{FactOutcome, Importer};
use connector::sync::parked::{park, retry_fairly};
use eventstore::Source;
use serde_json::json;

use super::support::{Backend, TestDb};

fn note(case_id: i64, note_id: i64) -> Fact {
    let data = json!({"case_id": case_id, "note_id": note_id, "note_type_id": 189, "content": "Parked note", "created_at": "2026-03-02T15:05:00Z"});
    Fact { fact_id: format!("n-{case_id}-{note_id}"), fact_type: "note_added".into(), data }
}

fn opened(case_id: i64) -> Fact {
    let data = json!({"case_id": case_id, "opened_at": "2026-03-02T15:00:00Z", "first_name": "Li", "last_name": "Wu", "high_priority": false, "is_mass_tort": false});
    Fact { fact_id: format!("o-{case_id}"), fact_type: "case_opened".into(), data }
}

async fn fair_retry(backend: Backend) {
    let db = TestDb::new(backend).await;
    let mut importer = Importer::new(&db.state, Source::Sync);
    let never = "case has no case_opened fact yet";
    // Three facts the system never fixes (their cases never open), then a note of case 9.
    for case_id in [1, 2, 3, 9] {
        assert!(park(&db.state.db, &note(case_id, 1), never, None).await.unwrap());
    }
    // Case 9 opens outside the pull (as if imported from a file): its note can land now.
    assert!(matches!(importer.import_fact(opened(9)).await, Ok(FactOutcome::Imported { .. })));

    // Two per round: the oldest two are tried and refused; next round the others get their turn.
    let first = retry_fairly(&mut importer, &db.state.db, 2, false).await.unwrap();
    assert_eq!((first.applied, first.still_parked), (0, 2));
    let second = retry_fairly(&mut importer, &db.state.db, 2, false).await.unwrap();
    assert_eq!((second.applied, second.still_parked), (1, 1), "case 9's note is not starved by older refused facts");
    assert_eq!(db.state.store.read_stream("case-9").await.unwrap().len(), 2);

    // Case 9: a status nobody knows yet, and a later note waiting behind it.
    let status = Fact { fact_id: "s-9".into(), fact_type: "case_status_changed".into(), data: json!({"case_id": 9, "status_id": 424242, "changed_at": "2026-03-03T10:00:00Z"}) };
    let reason = match importer.import_fact(status.clone()).await {
        Err(reason) => reason,
        other => panic!("an unknown status is refused: {other:?}"),
    };
    assert_eq!(reason, "unknown status_id 424242");
    park(&db.state.db, &status, &reason, None).await.unwrap();
    park(&db.state.db, &note(9, 2), "waits for the parked fact s-9 of case 9", None).await.unwrap();
    // Every case's first fact tried as often as the others (cases 1–3 once more than the status).
    retry_fairly(&mut importer, &db.state.db, 10, false).await.unwrap();
    retry_fairly(&mut importer, &db.state.db, 1, false).await.unwrap();
    // The status list arrives: with one try per round, the status goes first, then its note.
    let item = Fact {
        fact_id: "ref-424242".into(),
        fact_type: "reference_item_set".into(),
        data: json!({"kind": "status", "item_id": 424242, "name": "PL 42 Synced Status", "parent_id": null, "attributes": {"status_type": 1}, "active": true}),
    };
    assert!(matches!(importer.import_fact(item).await, Ok(FactOutcome::Imported { .. })));
    let resolved = retry_fairly(&mut importer, &db.state.db, 1, true).await.unwrap();
    assert_eq!((resolved.applied, resolved.still_parked), (2, 0), "the status, then the note behind it");
    let types: Vec<String> = db.state.store.read_stream("case-9").await.unwrap().iter().map(|e| e.event_type.clone()).collect();
    assert_eq!(types, ["case_opened", "note_added", "case_status_changed", "note_added"]);
    assert_eq!(db.scalar("SELECT COUNT(*) FROM parked_facts WHERE applied_at IS NULL").await, 3, "cases 1–3 wait, visibly");
}

#[tokio::test]
async fn the_parked_retry_is_fair_on_sqlite() {
    fair_retry(Backend::Sqlite).await;
}

#[tokio::test]
async fn the_parked_retry_is_fair_on_postgres() {
    fair_retry(Backend::Postgres).await;
}
