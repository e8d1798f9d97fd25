//! Case import: facts from the external system, one command per fact, recorded with
//! `source: import` (file) or `source: sync` (HTTP). The file format is JSON Lines, one fact
//! per line (`docs/import-format.md`):
//!
//! `{"fact_id": "<unique id from the source>", "type": "<event type>", "data": {...payload...}}`
//!
//! Each fact is one transaction (`app::commands::execute`), so a fact is never half-applied;
//! its `fact_id` is claimed in `imported_facts` in that same transaction, so importing a file
//! twice writes nothing twice.

use std::collections::HashMap;
use std::path::Path;

use app::commands::{execute, SideEffect, StreamId, ALREADY_IMPORTED};
use app::error::AppError;
use app::state::AppState;
use domain::cases::CaseEvent;
use domain::marketing::MEASUREMENT_TYPES;
use domain::reference::{self, ReferenceItem, ReferenceItemSet};
use domain::DomainEvent;
use eventstore::{Metadata, Source};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};

mod case_facts;
mod measurements;

use case_facts::label_kind;

/// The line envelope (defined with the port, in `app`).
pub use app::ports::Fact;

/// The fact type of reference data.
pub const REFERENCE_ITEM_SET: &str = "reference_item_set";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactOutcome {
    /// Recorded now, with this many events (0 when the fact changed nothing, e.g. the same
    /// reference item again under a new fact id).
    Imported { events: usize },
    /// The fact id was imported before: nothing written.
    AlreadyImported,
}

/// A line that was reported and skipped.
#[derive(Debug, Clone, PartialEq)]
pub struct LineError {
    pub line: usize,
    pub reason: String,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportReport {
    /// Non-blank lines read.
    pub lines: usize,
    pub imported: usize,
    pub already_imported: usize,
    /// Events appended by this run.
    pub events: usize,
    /// Lines skipped with an error, in file order.
    pub errors: Vec<LineError>,
}

impl ImportReport {
    /// One line for people: `12 imported, 3 already imported, 1 skipped with errors`.
    pub fn summary(&self) -> String {
        format!("{} imported, {} already imported, {} skipped with errors", self.imported, self.already_imported, self.errors.len())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("cannot read {path}: {cause}")]
    Read { path: String, cause: std::io::Error },
}

/// Turns facts into commands. Keeps what it looked up (status and rank labels) for the run.
pub struct Importer<'a> {
    state: &'a AppState,
    metadata: Metadata,
    labels: HashMap<(&'static str, i64), String>,
}

impl<'a> Importer<'a> {
    /// `source` is `Import` for files and `Sync` for facts pulled over HTTP.
    pub fn new(state: &'a AppState, source: Source) -> Self {
        let metadata = Metadata { source, correlation_id: Some(uuid::Uuid::now_v7()), ..Default::default() };
        Importer { state, metadata, labels: HashMap::new() }
    }

    /// Parses and imports one line; `Err` is the reason it was skipped.
    pub async fn import_line(&mut self, line: &str) -> Result<FactOutcome, String> {
        let fact = parse_line(line)?;
        self.import_fact(fact).await
    }

    /// Imports one fact in one transaction.
    pub async fn import_fact(&mut self, fact: Fact) -> Result<FactOutcome, String> {
        self.import_fact_with(fact, vec![]).await
    }

    /// [`Importer::import_fact`] with more rows committed in the fact's transaction (the sync
    /// worker's cursor). A fact already imported writes nothing, those rows included.
    pub async fn import_fact_with(&mut self, fact: Fact, extra: Vec<SideEffect>) -> Result<FactOutcome, String> {
        if fact.fact_id.trim().is_empty() {
            return Err("fact_id is empty".into());
        }
        // The unique key on imported_facts is what guarantees idempotency; this look-up only
        // answers early, before a fact such as case_opened is refused as a duplicate case.
        if self.already_imported(&fact.fact_id).await? {
            return Ok(FactOutcome::AlreadyImported);
        }
        let fact_id = fact.fact_id.clone();
        let result = if fact.fact_type == REFERENCE_ITEM_SET {
            self.import_reference(fact, extra).await
        } else if CaseEvent::all_types().contains(&fact.fact_type.as_str()) {
            self.import_case_fact(fact, extra).await
        } else if MEASUREMENT_TYPES.contains(&fact.fact_type.as_str()) {
            self.import_measurement(fact, extra).await
        } else {
            return Err(format!("unknown type {:?}", fact.fact_type));
        };
        match result {
            Ok(events) => Ok(FactOutcome::Imported { events }),
            Err(AppError::Conflict(m)) if m == ALREADY_IMPORTED => Ok(FactOutcome::AlreadyImported),
            // Another importer may have recorded the same fact meanwhile.
            Err(_) if self.already_imported(&fact_id).await? => Ok(FactOutcome::AlreadyImported),
            Err(e) => Err(describe(e)),
        }
    }

    async fn already_imported(&self, fact_id: &str) -> Result<bool, String> {
        let found = sqlx::query("SELECT 1 AS found FROM imported_facts WHERE fact_id = $1")
            .bind(fact_id)
            .fetch_optional(self.state.db.pool())
            .await
            .map_err(|e| format!("database error: {e}"))?;
        Ok(found.is_some())
    }

    async fn import_reference(&mut self, fact: Fact, extra: Vec<SideEffect>) -> Result<usize, AppError> {
        let item: ReferenceItemSet = serde_json::from_value(fact.data).map_err(|e| AppError::bad_input("data", format!("bad data for {REFERENCE_ITEM_SET}: {e}")))?;
        if !reference::KINDS.contains(&item.kind.as_str()) {
            return Err(AppError::bad_input("kind", format!("unknown reference kind {:?}", item.kind)));
        }
        let (kind, item_id, name) = (item.kind.clone(), item.item_id, item.name.clone());
        let effects: Vec<SideEffect> = std::iter::once(SideEffect::ImportedFact { fact_id: fact.fact_id }).chain(extra).collect();
        let outcome = execute::<ReferenceItem>(self.state, &reference::stream_type(&kind), StreamId::Existing(item_id), &self.metadata, |_, _| {
            Ok((item.clone(), effects.clone()))
        })
        .await?;
        if let Some(kind) = label_kind(&kind) {
            self.labels.insert((kind, item_id), name);
        }
        Ok(outcome.events)
    }
}

/// The reason a fact was refused, for the line report.
fn describe(e: AppError) -> String {
    match e {
        AppError::BadInput { field, message } if message.contains(&field) => message,
        AppError::BadInput { field, message } => format!("{message} ({field})"),
        AppError::Internal(detail) => format!("internal error: {detail}"),
        other => other.message(),
    }
}

/// Reads the envelope of one line.
pub fn parse_line(line: &str) -> Result<Fact, String> {
    let value: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Object(mut object) = value else { return Err("not a JSON object".into()) };
    let fact_id = match object.remove("fact_id") {
        Some(Value::String(s)) => s,
        Some(Value::Number(n)) => n.to_string(),
        Some(_) => return Err("fact_id must be a string".into()),
        None => return Err("missing fact_id".into()),
    };
    let fact_type = match object.remove("type") {
        Some(Value::String(s)) => s,
        Some(_) => return Err("type must be a string".into()),
        None => return Err("missing type".into()),
    };
    let data = object.remove("data").ok_or("missing data")?;
    if let Some(extra) = object.keys().next() {
        return Err(format!("unknown field {extra:?} (a line has fact_id, type and data)"));
    }
    Ok(Fact { fact_id, fact_type, data })
}

/// Imports a JSON Lines file. `progress(done, total)` is called after every line. Bad lines
/// are reported in the result and skipped; only a file that cannot be read is an error.
pub async fn import_file(state: &AppState, path: &Path, mut progress: impl FnMut(usize, usize)) -> Result<ImportReport, ImportError> {
    let read_error = |cause| ImportError::Read { path: path.display().to_string(), cause };
    let total = count_lines(path).await.map_err(read_error)?;
    let file = tokio::fs::File::open(path).await.map_err(read_error)?;
    let mut reader = BufReader::new(file);
    let mut importer = Importer::new(state, Source::Import);
    let mut report = ImportReport::default();
    let mut buffer = Vec::new();
    let mut line_number = 0;
    loop {
        buffer.clear();
        if reader.read_until(b'\n', &mut buffer).await.map_err(read_error)? == 0 {
            break;
        }
        line_number += 1;
        let line = match std::str::from_utf8(&buffer) {
            Ok(text) => text.trim(),
            Err(e) => {
                report.lines += 1;
                report.errors.push(LineError { line: line_number, reason: format!("not UTF-8: {e}") });
                progress(report.lines, total);
                continue;
            }
        };
        if line.is_empty() {
            continue;
        }
        report.lines += 1;
        match importer.import_line(line).await {
            Ok(FactOutcome::Imported { events }) => {
                report.imported += 1;
                report.events += events;
            }
            Ok(FactOutcome::AlreadyImported) => report.already_imported += 1,
            Err(reason) => report.errors.push(LineError { line: line_number, reason }),
        }
        progress(report.lines, total);
    }
    Ok(report)
}

/// Non-blank lines of the file, for the progress bar.
async fn count_lines(path: &Path) -> std::io::Result<usize> {
    let mut reader = BufReader::new(tokio::fs::File::open(path).await?);
    let mut buffer = Vec::new();
    let mut count = 0;
    loop {
        buffer.clear();
        if reader.read_until(b'\n', &mut buffer).await? == 0 {
            return Ok(count);
        }
        if !buffer.trim_ascii().is_empty() {
            count += 1;
        }
    }
}

/// Pulls every fact the system has after `after` and imports it (`source: sync`), page by
/// page until a page is empty. Returns the report and the cursor to continue from next time
/// (the last page's `next`). A fact that fails is reported and skipped like a bad line.
pub async fn sync_facts(
    state: &AppState,
    system: &dyn crate::CaseSystem,
    mut after: Option<String>,
    page_size: usize,
) -> Result<(ImportReport, Option<String>), crate::ConnectorError> {
    let mut importer = Importer::new(state, Source::Sync);
    let mut report = ImportReport::default();
    loop {
        let page = system.fetch_facts(after.as_deref(), page_size).await?;
        if page.facts.is_empty() {
            return Ok((report, after));
        }
        for fact in page.facts {
            report.lines += 1;
            let fact_id = fact.fact_id.clone();
            match importer.import_fact(fact).await {
                Ok(FactOutcome::Imported { events }) => {
                    report.imported += 1;
                    report.events += events;
                }
                Ok(FactOutcome::AlreadyImported) => report.already_imported += 1,
                Err(reason) => report.errors.push(LineError { line: report.lines, reason: format!("fact {fact_id}: {reason}") }),
            }
        }
        match page.next {
            // A system that does not advance its cursor would loop forever.
            Some(next) if Some(&next) != after.as_ref() => after = Some(next),
            _ => return Ok((report, after)),
        }
    }
}

/// A text progress bar: `[#########           ] 450/1000`.
pub fn progress_bar(done: usize, total: usize, width: usize) -> String {
    let filled = (done.min(total) * width).checked_div(total).unwrap_or(width);
    format!("[{}{}] {done}/{total}", "#".repeat(filled), " ".repeat(width - filled))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_progress_bar_fills_with_the_lines_done() {
        // brief: "Print a progress bar to stderr (a simple `\r[####    ] n/total` is fine)"
        assert_eq!(progress_bar(0, 8, 8), "[        ] 0/8");
        assert_eq!(progress_bar(4, 8, 8), "[####    ] 4/8");
        assert_eq!(progress_bar(8, 8, 8), "[########] 8/8");
        assert_eq!(progress_bar(0, 0, 4), "[####] 0/0");
    }

    #[test]
    fn the_line_envelope_is_fact_id_type_and_data() {
        // brief: "Import line format: {"fact_id": ..., "type": ..., "data": {...}}"
        let f = parse_line(r#"{"fact_id":"sa-1","type":"note_added","data":{"case_id":1}}"#).unwrap();
        assert_eq!((f.fact_id.as_str(), f.fact_type.as_str()), ("sa-1", "note_added"));
        assert_eq!(parse_line(r#"{"fact_id":17,"type":"x","data":{}}"#).unwrap().fact_id, "17");
        assert!(parse_line("{not json").unwrap_err().starts_with("not JSON"));
        assert_eq!(parse_line("[1]").unwrap_err(), "not a JSON object");
        assert_eq!(parse_line(r#"{"type":"x","data":{}}"#).unwrap_err(), "missing fact_id");
        assert_eq!(parse_line(r#"{"fact_id":"a","data":{}}"#).unwrap_err(), "missing type");
        assert_eq!(parse_line(r#"{"fact_id":"a","type":"x"}"#).unwrap_err(), "missing data");
        assert!(parse_line(r#"{"fact_id":"a","type":"x","data":{},"extra":1}"#).unwrap_err().contains("extra"));
    }

    #[test]
    fn reasons_read_well() {
        assert_eq!(describe(AppError::bad_input("content", "A note cannot be empty")), "A note cannot be empty (content)");
        assert_eq!(describe(AppError::bad_input("status_id", "unknown status_id 9")), "unknown status_id 9");
        assert_eq!(describe(AppError::Conflict("Case 5 already exists".into())), "Case 5 already exists");
    }
}
