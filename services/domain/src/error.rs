use thiserror::Error;

/// What a command can be refused for. The API maps each variant to one `extensions.code`.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum DomainError {
    /// The input breaks a rule; `field` names the input field (camelCase, as the API spells it).
    #[error("{message}")]
    Invalid { field: String, message: String },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
}

impl DomainError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        DomainError::Invalid { field: field.into(), message: message.into() }
    }
}
