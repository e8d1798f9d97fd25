//! Every upcaster of the stored format, registered in one place. None are needed yet: each
//! event type is still at schema version 1. When a payload shape changes, bump the event's
//! `schema_version` in `domain` and register the old-to-new transform here.

use eventstore::Upcasters;

pub fn all() -> Upcasters {
    Upcasters::new()
}
