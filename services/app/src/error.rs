//! The application's errors with their fixed set of `extensions.code` values, and (feature
//! `graphql`, enabled by `api`) the one mapping to GraphQL errors. Internal details are
//! logged there, never sent.

use domain::DomainError;
use eventstore::StoreError;

/// Deliberately not `Display`: async-graphql converts any `Display` error into a plain
/// message, which would lose `extensions.code`; this type converts only through the mapping
/// below.
#[derive(Debug, Clone)]
pub enum AppError {
    Unauthenticated(String),
    Forbidden(String),
    BadInput { field: String, message: String },
    NotFound(String),
    Conflict(String),
    Internal(String),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Unauthenticated(_) => "UNAUTHENTICATED",
            AppError::Forbidden(_) => "FORBIDDEN",
            AppError::BadInput { .. } => "BAD_USER_INPUT",
            AppError::NotFound(_) => "NOT_FOUND",
            AppError::Conflict(_) => "CONFLICT",
            AppError::Internal(_) => "INTERNAL",
        }
    }

    /// The message a client may see (internal details excluded).
    pub fn message(&self) -> String {
        match self {
            AppError::Unauthenticated(m) | AppError::Forbidden(m) | AppError::NotFound(m) | AppError::Conflict(m) => m.clone(),
            AppError::BadInput { message, .. } => message.clone(),
            AppError::Internal(_) => "Internal error".into(),
        }
    }

    pub fn bad_input(field: &str, message: impl Into<String>) -> Self {
        AppError::BadInput { field: field.to_string(), message: message.into() }
    }

    pub fn internal(e: impl std::fmt::Display) -> Self {
        AppError::Internal(e.to_string())
    }

    pub fn forbidden() -> Self {
        AppError::Forbidden("You are not allowed to do this".into())
    }

    pub fn unauthenticated() -> Self {
        AppError::Unauthenticated("unauthorized".into())
    }
}

impl From<DomainError> for AppError {
    fn from(e: DomainError) -> Self {
        match e {
            DomainError::Invalid { field, message } => AppError::BadInput { field, message },
            DomainError::NotFound(m) => AppError::NotFound(m),
            DomainError::Conflict(m) => AppError::Conflict(m),
        }
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict { .. } => AppError::Conflict("Someone else changed this at the same time; reload and try again".into()),
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        AppError::Internal(e.to_string())
    }
}

impl From<projections::ProjectionError> for AppError {
    fn from(e: projections::ProjectionError) -> Self {
        AppError::Internal(e.to_string())
    }
}

#[cfg(feature = "graphql")]
impl From<AppError> for async_graphql::Error {
    fn from(e: AppError) -> Self {
        let code = e.code();
        let message = match &e {
            AppError::Internal(detail) => {
                tracing::error!(error = %detail, "internal error");
                "Internal error".to_string()
            }
            other => other.message(),
        };
        use async_graphql::ErrorExtensions;
        async_graphql::Error::new(message).extend_with(|_, ext| {
            ext.set("code", code);
            if let AppError::BadInput { field, .. } = &e {
                ext.set("field", field.as_str());
            }
        })
    }
}

#[cfg(all(test, feature = "graphql"))]
mod tests {
    use super::*;

    fn ext(e: AppError) -> (String, String, Option<String>) {
        let g: async_graphql::Error = e.into();
        let ext = g.extensions.clone().unwrap();
        let code = ext.get("code").map(|v| v.to_string()).unwrap();
        let field = ext.get("field").map(|v| v.to_string());
        (g.message, code, field)
    }

    #[test]
    fn each_code_maps_once() {
        assert_eq!(ext(AppError::unauthenticated()).1, "\"UNAUTHENTICATED\"");
        assert_eq!(ext(AppError::forbidden()).1, "\"FORBIDDEN\"");
        assert_eq!(ext(AppError::NotFound("x".into())).1, "\"NOT_FOUND\"");
        assert_eq!(ext(AppError::Conflict("x".into())).1, "\"CONFLICT\"");
        let (msg, code, field) = ext(AppError::bad_input("email", "Enter a valid email address"));
        assert_eq!((msg.as_str(), code.as_str(), field.as_deref()), ("Enter a valid email address", "\"BAD_USER_INPUT\"", Some("\"email\"")));
    }

    #[test]
    fn internal_details_are_never_sent() {
        let (msg, code, _) = ext(AppError::Internal("connection refused to 10.0.0.3".into()));
        assert_eq!(msg, "Internal error");
        assert_eq!(code, "\"INTERNAL\"");
    }

    #[test]
    fn domain_and_store_errors_map_to_codes() {
        assert_eq!(AppError::from(DomainError::invalid("name", "Name is required")).code(), "BAD_USER_INPUT");
        assert_eq!(AppError::from(DomainError::NotFound("x".into())).code(), "NOT_FOUND");
        assert_eq!(AppError::from(DomainError::Conflict("x".into())).code(), "CONFLICT");
        let conflict = StoreError::Conflict { stream_id: "user-1".into(), expected: "1".into(), actual: 2 };
        assert_eq!(AppError::from(conflict).code(), "CONFLICT");
        assert_eq!(AppError::from(StoreError::Data("x".into())).code(), "INTERNAL");
    }
}
