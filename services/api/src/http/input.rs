//! Limits on every input value, literal or variable alike, checked from the schema's declared
//! types before anything runs (issue #36 §7; docs/security.md "Input limits"): text has one
//! declared limit per field ([`LONG_TEXT`] or [`MAX_TEXT_CHARS`]) and no control characters
//! (line breaks only in long text), dates lie in a plausible window, and `Int` is 32 bits, as
//! the GraphQL specification defines it.

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{Name, Value as ConstValue, Variables};
use chrono::NaiveDate;

use super::cost::CostModel;
use super::document::Refusal;

/// Characters of a one-line text (a name, an email, a search, a code).
pub const MAX_TEXT_CHARS: usize = 500;
/// Characters of a long text: notes, comments, facts, summaries.
pub const MAX_LONG_TEXT_CHARS: usize = 10_000;
/// The fields that hold long text, where line breaks and tabs are allowed: `Type.field` of an
/// input object, or `Root.field(argument)`.
pub const LONG_TEXT: &[&str] = &[
    "CalendarEventInput.details",
    "CaseDataInput.demandPrepNote",
    "CaseDataInput.litigationNote",
    "CaseDataInput.negNote",
    "CaseDataInput.settledNote",
    "CaseDataInput.treatingNote",
    "CaseInfoInput.appointmentInfo",
    "CloseCaseInput.comment",
    "ContactEventInput.comment",
    "NewLeadInput.incidentDetails",
    "NewLeadInput.initialNote",
    "NewLeadInput.injurySummary",
    "SaCaseNoteInput.content",
    "SaPaidAdvertisingInput.comments",
    "Mutation.setMedicalRequestStatus(comments)",
    "Mutation.updateBalanceComments(comments)",
    "Mutation.updateIncident(incidentFacts)",
    "Mutation.updateIncident(previousFacts)",
    "Mutation.updateInjury(injurySummary)",
    "Mutation.updateInjury(previousInjurySummary)",
    "Mutation.upsertUdf(udfNewValue)",
    "Mutation.upsertUdf(udfPreviousValue)",
];

/// A refusal naming the field at `path` (`Type.field` or `Root.field(argument)`).
fn refuse(path: &str, message: String) -> Refusal {
    let field = path.strip_suffix(')').and_then(|p| p.rsplit_once('(')).map(|(_, a)| a).unwrap_or_else(|| path.rsplit('.').next().unwrap_or(path));
    Refusal { field: Some(field.to_string()), code: "BAD_USER_INPUT", message }
}

/// Checks one value of declared type `named` (a list's items each), at `path`.
fn check_value(model: &CostModel, named: &str, path: &str, value: &ConstValue) -> Result<(), Refusal> {
    match value {
        ConstValue::List(items) => items.iter().try_for_each(|v| check_value(model, named, path, v)),
        ConstValue::Null => Ok(()),
        ConstValue::String(text) if named == "String" || named == "ID" => {
            let long = LONG_TEXT.contains(&path);
            let max = if long { MAX_LONG_TEXT_CHARS } else { MAX_TEXT_CHARS };
            if text.len() > max && text.chars().count() > max {
                return Err(refuse(path, format!("{path} is too long (at most {max} characters)")));
            }
            let allowed = |c: char| long && matches!(c, '\n' | '\r' | '\t');
            if text.chars().any(|c| c.is_control() && !allowed(c)) {
                return Err(refuse(path, format!("{path} must not contain control characters{}", if long { "" } else { " or line breaks" })));
            }
            Ok(())
        }
        // The window of the dates Caseboard keeps (`domain::dates`), for dates and moments; a
        // value that does not parse is the scalar's own error.
        ConstValue::String(text) if named == "NaiveDate" || named == "DateTime" => {
            let day = match named {
                "NaiveDate" => NaiveDate::parse_from_str(text, "%Y-%m-%d").ok(),
                _ => chrono::DateTime::parse_from_rfc3339(text).ok().map(|t| t.date_naive()),
            };
            match day.map(domain::dates::check_plausible) {
                Some(Err(why)) => Err(refuse(path, format!("{path}: {why}"))),
                _ => Ok(()),
            }
        }
        ConstValue::Number(n) if named == "Int" => match n.as_i64() {
            Some(v) if i32::try_from(v).is_err() => Err(refuse(path, format!("{path}: {v} is not a 32-bit integer"))),
            _ => Ok(()),
        },
        ConstValue::Object(fields) => {
            for (name, v) in fields {
                if let Some((field_type, _)) = model.input_field(named, name.as_str()) {
                    check_value(model, field_type, &format!("{named}.{name}"), v)?;
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

struct Walk<'a> {
    model: &'a CostModel,
    variables: &'a Variables,
}

impl Walk<'_> {
    fn selection_set(&self, set: &SelectionSet, owner: &str) -> Result<(), Refusal> {
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    let name = field.name.node.as_str();
                    for (argument, value) in &field.arguments {
                        let Some((named, _)) = self.model.argument(owner, name, argument.node.as_str()) else { continue };
                        // An undefined variable is validation's to report.
                        let Ok(value) = value.node.clone().into_const_with(|v: Name| self.variables.get(&v).cloned().ok_or(())) else { continue };
                        check_value(self.model, named, &format!("{owner}.{name}({})", argument.node), &value)?;
                    }
                    if let Some(returns) = self.model.returns(owner, name) {
                        self.selection_set(&field.selection_set.node, returns)?;
                    }
                }
                Selection::InlineFragment(inline) => {
                    let on = inline.node.type_condition.as_ref().map(|c| c.node.on.node.to_string()).unwrap_or_else(|| owner.to_string());
                    self.selection_set(&inline.node.selection_set.node, &on)?;
                }
                // Each fragment definition is walked once, on its own type.
                Selection::FragmentSpread(_) => {}
            }
        }
        Ok(())
    }
}

/// Refuses a request whose arguments, written in the document or given as variables, break a
/// limit. Linear in the document (each fragment once).
pub fn check_inputs(document: &ExecutableDocument, variables: &Variables, model: &CostModel) -> Result<(), Refusal> {
    let walk = Walk { model, variables };
    for (_, operation) in document.operations.iter() {
        walk.selection_set(&operation.node.selection_set.node, walk.model.root(operation.node.ty))?;
    }
    for (_, fragment) in document.fragments.iter() {
        walk.selection_set(&fragment.node.selection_set.node, fragment.node.type_condition.node.on.node.as_str())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(query: &str, variables: serde_json::Value) -> Result<(), String> {
        let document = async_graphql::parser::parse_query(query).unwrap();
        check_inputs(&document, &Variables::from_json(variables), crate::schema::cost_model()).map_err(|r| r.message)
    }

    #[test]
    fn long_text_written_inline_is_refused_as_in_a_variable() {
        let long = "x".repeat(200_000);
        let inline = format!("mutation {{ upsertTeam(team: {{ name: \"{long}\" }}) {{ teamId }} }}");
        assert!(check(&inline, serde_json::json!({})).unwrap_err().contains("TeamInput.name is too long"));
        let variable = "mutation($t: TeamInput!) { upsertTeam(team: $t) { teamId } }";
        assert!(check(variable, serde_json::json!({"t": {"name": long}})).is_err());
        assert!(check(variable, serde_json::json!({"t": {"name": "Treating A"}})).is_ok());
        // Long text has its own, larger bound, and keeps its line breaks.
        let note = "mutation($n: SaCaseNoteInput!) { insertSaCaseNote(note: $n) { note { noteId } } }";
        assert!(check(note, serde_json::json!({"n": {"caseId": 1, "content": "Called.\nLeft a message."}})).is_ok());
        assert!(check(note, serde_json::json!({"n": {"caseId": 1, "content": "x".repeat(10_001)}})).is_err());
    }

    #[test]
    fn one_line_text_has_no_line_breaks() {
        let q = "mutation($u: UserInput!) { upsertUser(user: $u) { userId } }";
        let user = |first: &str| serde_json::json!({"u": {"firstName": first, "lastName": "Ruiz", "email": "a@b.test"}});
        assert!(check(q, user("Ana\r\nBcc: x")).unwrap_err().contains("UserInput.firstName"));
        assert!(check(q, user("Ana María")).is_ok());
    }

    #[test]
    fn dates_lie_in_a_plausible_window_and_ints_in_32_bits() {
        let q = "query($s: NaiveDate!, $e: NaiveDate!) { feesInPeriod(startDate: $s, endDate: $e) { totalFees } }";
        assert!(check(q, serde_json::json!({"s": "2026-11-01", "e": "2026-11-30"})).is_ok());
        for bad in ["9999-01-01", "1899-12-31"] {
            assert!(check(q, serde_json::json!({"s": bad, "e": "2026-11-30"})).is_err(), "{bad}");
        }
        assert!(check("{ case(caseId: 4294967297) { caseId } }", serde_json::json!({})).unwrap_err().contains("32-bit"));
        assert!(check("{ case(caseId: 777001) { caseId } }", serde_json::json!({})).is_ok());
    }
}
