use serde::de::DeserializeOwned;
use serde::Serialize;
use thiserror::Error;

/// An event enum of one context. `event_type` strings and `schema_version` are part of the
/// stored format: never rename them; change a shape by bumping the version and registering
/// an upcaster for the old one.
pub trait DomainEvent: Sized + Serialize + DeserializeOwned {
    /// The stable type string stored in `events.event_type`.
    fn event_type(&self) -> &'static str;
    /// The current schema version of this event's payload.
    fn schema_version(&self) -> i32 {
        1
    }
    /// The payload stored in `events.payload` (without the type tag).
    fn payload(&self) -> serde_json::Value;
    /// Rebuild the event from its stored type and (already upcast) payload.
    fn decode(event_type: &str, payload: serde_json::Value) -> Result<Self, EventDecodeError>;
    /// The same from a borrowed payload, without copying it (a rebuild decodes millions).
    fn decode_ref(event_type: &str, payload: &serde_json::Value) -> Result<Self, EventDecodeError> {
        Self::decode(event_type, payload.clone())
    }
    /// All event types of this enum, for projections to subscribe to.
    fn all_types() -> &'static [&'static str];
}

#[derive(Debug, Error)]
pub enum EventDecodeError {
    #[error("unknown event type {0}")]
    UnknownType(String),
    #[error("bad payload for {event_type}: {source}")]
    BadPayload { event_type: String, source: serde_json::Error },
}

/// Declares an event enum whose variants each wrap one payload struct, with stable type names.
///
/// ```ignore
/// stable_events! { pub enum UserEvent { Registered(UserRegistered) = "user_registered", } }
/// ```
#[macro_export]
macro_rules! stable_events {
    (pub enum $name:ident { $($variant:ident($payload:ty) = $ty:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(untagged)]
        pub enum $name { $($variant($payload)),+ }

        impl $crate::event::DomainEvent for $name {
            fn event_type(&self) -> &'static str {
                match self { $($name::$variant(_) => $ty),+ }
            }
            fn payload(&self) -> serde_json::Value {
                match self { $($name::$variant(p) => serde_json::to_value(p).expect("event payloads serialize")),+ }
            }
            fn decode(event_type: &str, payload: serde_json::Value) -> Result<Self, $crate::event::EventDecodeError> {
                match event_type {
                    $($ty => serde_json::from_value::<$payload>(payload)
                        .map($name::$variant)
                        .map_err(|source| $crate::event::EventDecodeError::BadPayload { event_type: event_type.to_string(), source }),)+
                    other => Err($crate::event::EventDecodeError::UnknownType(other.to_string())),
                }
            }
            fn decode_ref(event_type: &str, payload: &serde_json::Value) -> Result<Self, $crate::event::EventDecodeError> {
                match event_type {
                    $($ty => <$payload as serde::Deserialize>::deserialize(payload)
                        .map($name::$variant)
                        .map_err(|source| $crate::event::EventDecodeError::BadPayload { event_type: event_type.to_string(), source }),)+
                    other => Err($crate::event::EventDecodeError::UnknownType(other.to_string())),
                }
            }
            fn all_types() -> &'static [&'static str] {
                &[$($ty),+]
            }
        }
    };
}
