//! Integration tests of the connector: file import (SQLite and PostgreSQL), the HTTP/JSON
//! connector against a local server, and the write-back worker with retries.

mod connector {
    pub mod http;
    pub mod import;
    pub mod parked;
    pub mod support;
    pub mod writeback;
}
