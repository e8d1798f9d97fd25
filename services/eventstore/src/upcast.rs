//! Upcasters: pure JSON transforms that lift an old payload shape to the next schema version.

use std::collections::HashMap;
use std::sync::Arc;

type UpcastFn = Arc<dyn Fn(serde_json::Value) -> serde_json::Value + Send + Sync>;

#[derive(Clone, Default)]
pub struct Upcasters {
    by_type_and_version: HashMap<(String, i32), UpcastFn>,
}

impl Upcasters {
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the transform from `from_version` to `from_version + 1` for `event_type`.
    pub fn register(
        mut self,
        event_type: &str,
        from_version: i32,
        f: impl Fn(serde_json::Value) -> serde_json::Value + Send + Sync + 'static,
    ) -> Self {
        self.by_type_and_version.insert((event_type.to_string(), from_version), Arc::new(f));
        self
    }

    /// Applies every registered step from `version` on; returns the final payload and version.
    pub fn upcast(&self, event_type: &str, mut version: i32, mut payload: serde_json::Value) -> (i32, serde_json::Value) {
        while let Some(f) = self.by_type_and_version.get(&(event_type.to_string(), version)) {
            payload = f(payload);
            version += 1;
        }
        (version, payload)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn steps_chain_until_no_upcaster_is_left() {
        let up = Upcasters::new()
            .register("team_created", 1, |mut v| {
                v["active"] = json!(true);
                v
            })
            .register("team_created", 2, |mut v| {
                v["label"] = v["name"].clone();
                v
            });
        let (version, payload) = up.upcast("team_created", 1, json!({"name": "A"}));
        assert_eq!(version, 3);
        assert_eq!(payload, json!({"name": "A", "active": true, "label": "A"}));
        let (version, _) = up.upcast("other", 1, json!({}));
        assert_eq!(version, 1);
    }
}
