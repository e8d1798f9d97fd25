//! Case facts: one `CaseEvent` on `case-<case_id>`, with the status and rank labels a source may
//! leave out filled in from the status list (spec 1 §4, 2 §4) or imported reference data.

use app::commands::{execute, SideEffect, StreamId};
use app::error::AppError;
use domain::cases::{rules, Case, CaseCommand, CaseEvent, CASE_STREAM};
use domain::reference::{self, ReferenceEvent};
use domain::DomainEvent;
use serde_json::Value;

use super::{Fact, Importer};

impl Importer<'_> {
    pub(super) async fn import_case_fact(&mut self, fact: Fact, extra: Vec<SideEffect>) -> Result<usize, AppError> {
        let mut data = fact.data;
        if !data.is_object() {
            return Err(AppError::bad_input("data", format!("data of {} must be a JSON object", fact.fact_type)));
        }
        self.complete(&fact.fact_type, &mut data).await?;
        let event = CaseEvent::decode(&fact.fact_type, data).map_err(|e| AppError::bad_input("data", e.to_string()))?;
        let case_id = event.case_id();
        if case_id <= 0 {
            return Err(AppError::bad_input("case_id", "case_id must be a positive number"));
        }
        let effects: Vec<SideEffect> = std::iter::once(SideEffect::ImportedFact { fact_id: fact.fact_id }).chain(extra).collect();
        let outcome = execute::<Case>(self.state, CASE_STREAM, StreamId::Existing(case_id), &self.metadata, |_, _| {
            Ok((CaseCommand::Record(event.clone()), effects.clone()))
        })
        .await
        .map_err(|e| match e {
            AppError::NotFound(m) => AppError::NotFound(format!("{m}: case {case_id} has no case_opened fact yet")),
            other => other,
        })?;
        Ok(outcome.events)
    }

    /// Fills in what a source may leave out and refuses ids nobody knows: a status fact's
    /// `status_label` and `stage` come from the status list (the built-in statuses of spec 1
    /// §4 / 2 §4 plus imported `reference_item_set` statuses); the same for rank labels.
    async fn complete(&mut self, fact_type: &str, data: &mut Value) -> Result<(), AppError> {
        match fact_type {
            "case_status_changed" => {
                let id = required_id(data, "status_id")?;
                let label = self.label_of("status", id).await?.ok_or_else(|| AppError::bad_input("status_id", format!("unknown status_id {id}")))?;
                fill(data, "status_label", &label);
                let label = data["status_label"].as_str().unwrap_or(&label).to_string();
                fill(data, "stage", rules::stage_of(&label));
            }
            "case_opened" => {
                if let Some(id) = data.get("status_id").and_then(Value::as_i64) {
                    let label = self.label_of("status", id).await?.ok_or_else(|| AppError::bad_input("status_id", format!("unknown status_id {id}")))?;
                    fill(data, "status_label", &label);
                }
            }
            "intake_rank_set" => {
                let id = required_id(data, "rank_id")?;
                let label = self.label_of("intake_rank", id).await?.ok_or_else(|| AppError::bad_input("rank_id", format!("unknown intake rank_id {id}")))?;
                fill(data, "rank_label", &label);
            }
            "case_rank_set" => {
                if let Some(id) = data.get("rank_id").and_then(Value::as_i64) {
                    let label = self.label_of("case_rank", id).await?.ok_or_else(|| AppError::bad_input("rank_id", format!("unknown case rank_id {id}")))?;
                    fill(data, "rank_label", &label);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The label of a status or rank id: built in, else imported reference data.
    async fn label_of(&mut self, kind: &'static str, id: i64) -> Result<Option<String>, AppError> {
        if let Some(label) = self.labels.get(&(kind, id)) {
            return Ok(Some(label.clone()));
        }
        let built_in = match kind {
            "status" => rules::status_label(id),
            "case_rank" => rules::case_rank_label(id),
            "intake_rank" => rules::intake_rank_label(id),
            _ => None,
        };
        let label = match built_in {
            Some(l) => Some(l.to_string()),
            None if kind == "intake_rank" => None,
            None => {
                let stream = domain::organization::stream_id(&reference::stream_type(kind), id);
                let history = self.state.store.read_stream(&stream).await?;
                history.last().and_then(|e| e.decode::<ReferenceEvent>().ok()).map(|ReferenceEvent::ItemSet(item)| item.name)
            }
        };
        if let Some(l) = &label {
            self.labels.insert((kind, id), l.clone());
        }
        Ok(label)
    }
}

/// Reference kinds whose names label ids in case facts.
pub(super) fn label_kind(kind: &str) -> Option<&'static str> {
    match kind {
        "status" => Some("status"),
        "case_rank" => Some("case_rank"),
        _ => None,
    }
}

fn required_id(data: &Value, field: &str) -> Result<i64, AppError> {
    data.get(field).and_then(Value::as_i64).ok_or_else(|| AppError::bad_input(field, format!("{field} must be a number")))
}

/// Sets `field` unless the source gave a non-empty value.
fn fill(data: &mut Value, field: &str, value: &str) {
    let given = data.get(field).and_then(Value::as_str).is_some_and(|s| !s.trim().is_empty());
    if !given {
        data[field] = Value::String(value.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_labels_are_filled_but_given_ones_kept() {
        let mut data = serde_json::json!({"status_label": "", "stage": "Custom"});
        fill(&mut data, "status_label", "INT 00 - Lead");
        fill(&mut data, "stage", "Intake");
        assert_eq!(data, serde_json::json!({"status_label": "INT 00 - Lead", "stage": "Custom"}));
    }
}
