//! Organization statistics screens of spec part 3: Closed Cases in Period (§2.9), Demands and
//! Overdue (§2.5) and Reviews (§2.12, with the per-user reviews of part 2 §5).

pub mod closed;
pub mod demands;
pub mod reviews;
pub mod home_charts;
pub mod home_scope;

use async_graphql::SimpleObject;

/// One bar of a count chart.
#[derive(SimpleObject)]
pub struct LabelCount {
    pub label: String,
    pub count: i64,
}

impl LabelCount {
    pub fn list(v: Vec<(String, i64)>) -> Vec<LabelCount> {
        v.into_iter().map(|(label, count)| LabelCount { label, count }).collect()
    }
}
