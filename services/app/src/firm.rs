//! Spec constants about the firm that several modules share.

/// spec 1 §9: "Offices (id): Spokane Valley 8, Sandy 5, Meridian 7, Sea-Tac 9, Other 10,
/// Wyoming 11, Montana 12, Colorado 13, Oregon 14."
pub const SPEC_OFFICES: [(i64, &str); 9] = [
    (8, "Spokane Valley"),
    (5, "Sandy"),
    (7, "Meridian"),
    (9, "Sea-Tac"),
    (10, "Other"),
    (11, "Wyoming"),
    (12, "Montana"),
    (13, "Colorado"),
    (14, "Oregon"),
];
