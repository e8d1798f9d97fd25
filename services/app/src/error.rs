//! The application's errors with their fixed set of `extensions.code` values, and (feature
//! `graphql`, enabled by `api`) the one mapping to GraphQL errors. Internal details are
//! logged there, never sent.

use domain::DomainError;
use eventstore::StoreError;

/// Deliberately not `Display`: async-graphql converts any `Display` error into a plain
/// message, which would lose `extensions.code`; this type converts only through the mapping
/// below.
#[derive(Debug, Clone)]
pub enum ApiError {
    Unauthenticated(String),
    Forbidden(String),
    BadInput { field: String, message: String },
    NotFound(String),
    Conflict(String),
    Internal(String),
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::Unauthenticated(_) => "UNAUTHENTICATED",
            ApiError::Forbidden(_) => "FORBIDDEN",
            ApiError::BadInput { .. } => "BAD_USER_INPUT",
            ApiError::NotFound(_) => "NOT_FOUND",
            ApiError::Conflict(_) => "CONFLICT",
            ApiError::Internal(_) => "INTERNAL",
        }
    }

    /// The message a client may see (internal details excluded).
    pub fn message(&self) -> String {
        match self {
            ApiError::Unauthenticated(m) | ApiError::Forbidden(m) | ApiError::NotFound(m) | ApiError::Conflict(m) => m.clone(),
            ApiError::BadInput { message, .. } => message.clone(),
            ApiError::Internal(_) => "Internal error".into(),
        }
    }

    pub fn bad_input(field: &str, message: impl Into<String>) -> Self {
        ApiError::BadInput { field: field.to_string(), message: message.into() }
    }

    pub fn internal(e: impl std::fmt::Display) -> Self {
        ApiError::Internal(e.to_string())
    }

    pub fn forbidden() -> Self {
        ApiError::Forbidden("You are not allowed to do this".into())
    }

    pub fn unauthenticated() -> Self {
        ApiError::Unauthenticated("unauthorized".into())
    }
}

impl From<DomainError> for ApiError {
    fn from(e: DomainError) -> Self {
        match e {
            DomainError::Invalid { field, message } => ApiError::BadInput { field, message },
            DomainError::NotFound(m) => ApiError::NotFound(m),
            DomainError::Conflict(m) => ApiError::Conflict(m),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict { .. } => ApiError::Conflict("Someone else changed this at the same time; reload and try again".into()),
            other => ApiError::Internal(other.to_string()),
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        ApiError::Internal(e.to_string())
    }
}

impl From<projections::ProjectionError> for ApiError {
    fn from(e: projections::ProjectionError) -> Self {
        ApiError::Internal(e.to_string())
    }
}

#[cfg(feature = "graphql")]
impl From<ApiError> for async_graphql::Error {
    fn from(e: ApiError) -> Self {
        let code = e.code();
        let message = match &e {
            ApiError::Internal(detail) => {
                tracing::error!(error = %detail, "internal error");
                "Internal error".to_string()
            }
            other => other.message(),
        };
        use async_graphql::ErrorExtensions;
        async_graphql::Error::new(message).extend_with(|_, ext| {
            ext.set("code", code);
            if let ApiError::BadInput { field, .. } = &e {
                ext.set("field", field.as_str());
            }
        })
    }
}

#[cfg(all(test, feature = "graphql"))]
mod tests {
    use super::*;

    fn ext(e: ApiError) -> (String, String, Option<String>) {
        let g: async_graphql::Error = e.into();
        let ext = g.extensions.clone().unwrap();
        let code = ext.get("code").map(|v| v.to_string()).unwrap();
        let field = ext.get("field").map(|v| v.to_string());
        (g.message, code, field)
    }

    #[test]
    fn each_code_maps_once() {
        assert_eq!(ext(ApiError::unauthenticated()).1, "\"UNAUTHENTICATED\"");
        assert_eq!(ext(ApiError::forbidden()).1, "\"FORBIDDEN\"");
        assert_eq!(ext(ApiError::NotFound("x".into())).1, "\"NOT_FOUND\"");
        assert_eq!(ext(ApiError::Conflict("x".into())).1, "\"CONFLICT\"");
        let (msg, code, field) = ext(ApiError::bad_input("email", "Enter a valid email address"));
        assert_eq!((msg.as_str(), code.as_str(), field.as_deref()), ("Enter a valid email address", "\"BAD_USER_INPUT\"", Some("\"email\"")));
    }

    #[test]
    fn internal_details_are_never_sent() {
        let (msg, code, _) = ext(ApiError::Internal("connection refused to 10.0.0.3".into()));
        assert_eq!(msg, "Internal error");
        assert_eq!(code, "\"INTERNAL\"");
    }

    #[test]
    fn domain_and_store_errors_map_to_codes() {
        assert_eq!(ApiError::from(DomainError::invalid("name", "Name is required")).code(), "BAD_USER_INPUT");
        assert_eq!(ApiError::from(DomainError::NotFound("x".into())).code(), "NOT_FOUND");
        assert_eq!(ApiError::from(DomainError::Conflict("x".into())).code(), "CONFLICT");
        let conflict = StoreError::Conflict { stream_id: "user-1".into(), expected: "1".into(), actual: 2 };
        assert_eq!(ApiError::from(conflict).code(), "CONFLICT");
        assert_eq!(ApiError::from(StoreError::Data("x".into())).code(), "INTERNAL");
    }
}
