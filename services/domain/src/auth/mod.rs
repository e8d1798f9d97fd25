//! Authentication rules (spec part 1 §2.1, §4, §5, §9). Passwords and tokens are not
//! events: the credential tables are written by the API's auth module.

pub mod rules;
