//! The organization's statistics screens (spec 3 §2.3 home, §2.5 demands, §2.9 closed cases,
//! §2.12 reviews) keep no table of their own: their readers read the `cases`, `stages`,
//! `reviews` and `organization` read models.

pub mod read;
