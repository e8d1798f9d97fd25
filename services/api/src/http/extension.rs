//! The document checks of `document` as an async-graphql extension, so that they run before
//! the parser on every transport — the graphql-ws socket too, whose operations never pass
//! through the HTTP handler. (The HTTP handler checks first and hands over a parsed document;
//! here the cheap scans run again and the parse is not repeated.)

use std::sync::Arc;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery};
use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{ErrorExtensionValues, ServerError, ServerResult, Value, Variables};

use super::document::{self, Refusal};

pub struct DocumentLimits;

impl ExtensionFactory for DocumentLimits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(DocumentLimitsExtension)
    }
}

struct DocumentLimitsExtension;

fn error(r: Refusal) -> ServerError {
    let mut e = ServerError::new(r.message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", r.code);
    e.extensions = Some(extensions);
    e
}

/// NUL anywhere in the variables (depth is bounded by the JSON parser that built them).
fn has_nul(value: &Value) -> bool {
    match value {
        Value::String(s) => s.contains('\0'),
        Value::List(items) => items.iter().any(has_nul),
        Value::Object(map) => map.iter().any(|(k, v)| k.as_str().contains('\0') || has_nul(v)),
        _ => false,
    }
}

#[async_trait::async_trait]
impl Extension for DocumentLimitsExtension {
    async fn parse_query(&self, ctx: &ExtensionContext<'_>, query: &str, variables: &Variables, next: NextParseQuery<'_>) -> ServerResult<ExecutableDocument> {
        document::check_document_text(query).map_err(error)?;
        document::check_document_nesting(query).map_err(error)?;
        if variables.iter().any(|(k, v)| k.as_str().contains('\0') || has_nul(v)) {
            return Err(error(Refusal { code: "BAD_USER_INPUT", message: "Text must not contain the NUL character".into() }));
        }
        let parsed = next.run(ctx, query, variables).await?;
        document::check_cost(&parsed).map_err(error)?;
        Ok(parsed)
    }
}
