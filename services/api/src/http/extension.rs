//! The document checks of `document` as an async-graphql extension, so that they run before
//! the parser on every transport — the graphql-ws socket too, whose operations never pass
//! through the HTTP handler. (The HTTP handler checks first and hands over a parsed document;
//! here the cheap scans run again and the parse is not repeated.)

use std::sync::Arc;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextExecute, NextParseQuery, NextSubscribe};
use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{ErrorExtensionValues, Response, ServerError, ServerResult, Value, Variables};
use futures::stream::{BoxStream, StreamExt};

use super::document::{self, Refusal};
use super::cost::CostModel;
use super::{EXECUTION_TIMEOUT, MAX_RESPONSE_BYTES};

/// The document checks of the socket's operations, against the schema's cost model.
pub struct DocumentLimits(pub &'static CostModel);

impl ExtensionFactory for DocumentLimits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(DocumentLimitsExtension(self.0))
    }
}

struct DocumentLimitsExtension(&'static CostModel);

fn error(r: Refusal) -> ServerError {
    let mut e = ServerError::new(r.message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", r.code);
    if let Some(field) = r.field {
        extensions.set("field", field);
    }
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
            return Err(error(Refusal { field: None, code: "BAD_USER_INPUT", message: "Text must not contain the NUL character".into() }));
        }
        let parsed = next.run(ctx, query, variables).await?;
        document::check_cost(&parsed, self.0).map_err(error)?;
        super::input::check_inputs(&parsed, variables, self.0).map_err(error)?;
        Ok(parsed)
    }

    /// A query or mutation over the socket is bounded in time as on HTTP.
    async fn execute(&self, ctx: &ExtensionContext<'_>, operation_name: Option<&str>, next: NextExecute<'_>) -> Response {
        match tokio::time::timeout(EXECUTION_TIMEOUT, next.run(ctx, operation_name)).await {
            Ok(response) => response,
            Err(_) => {
                tracing::warn!("GraphQL socket operation stopped after {EXECUTION_TIMEOUT:?}");
                Response::from_errors(vec![error(Refusal { field: None, code: "TIMEOUT", message: "The request took too long and was stopped; ask for less".into() })])
            }
        }
    }

    /// Every message the socket sends (a query's answer, each subscription event) is bounded
    /// in size as an HTTP answer is.
    fn subscribe<'s>(&self, ctx: &ExtensionContext<'_>, stream: BoxStream<'s, Response>, next: NextSubscribe<'_>) -> BoxStream<'s, Response> {
        next.run(ctx, stream).map(bounded).boxed()
    }
}

/// Counts bytes and stops the serializer once past the bound (nothing is kept).
struct Meter {
    written: usize,
}

impl std::io::Write for Meter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.written += buf.len();
        if self.written > MAX_RESPONSE_BYTES {
            return Err(std::io::Error::other("answer too large"));
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The response, or an error in its place when it would serialize past [`MAX_RESPONSE_BYTES`].
pub fn bounded(response: Response) -> Response {
    let mut meter = Meter { written: 0 };
    if serde_json::to_writer(&mut meter, &response).is_ok() {
        return response;
    }
    Response::from_errors(vec![error(Refusal {
        field: None,
        code: "BAD_USER_INPUT",
        message: format!("The answer is larger than {} MiB; ask for less", MAX_RESPONSE_BYTES >> 20),
    })])
}
