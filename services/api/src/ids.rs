//! Relay global ids: `base64("Type:id")`.

use async_graphql::ID;
use base64::Engine;

pub fn global_id(type_name: &str, id: i64) -> ID {
    ID(base64::engine::general_purpose::STANDARD.encode(format!("{type_name}:{id}")))
}

/// Decodes a global id into its type name and numeric id.
pub fn parse_global_id(id: &str) -> Option<(String, i64)> {
    let raw = base64::engine::general_purpose::STANDARD.decode(id).ok()?;
    let text = String::from_utf8(raw).ok()?;
    let (type_name, n) = text.split_once(':')?;
    Some((type_name.to_string(), n.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn global_ids_round_trip() {
        let id = global_id("User", 42);
        assert_eq!(parse_global_id(&id), Some(("User".to_string(), 42)));
        assert_eq!(parse_global_id("not base64!"), None);
        assert_eq!(parse_global_id(&base64::engine::general_purpose::STANDARD.encode("User:x")), None);
    }
}
