//! Organization statistics screens of spec part 3: Closed Cases in Period (§2.9), Demands and
//! Overdue (§2.5) and Reviews (§2.12, with the per-user reviews of part 2 §5).

pub mod closed;
