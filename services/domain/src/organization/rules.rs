//! Organization rules and constants from the spec.

use crate::DomainError;

/// spec 1 §1, §6: the nine roles. Ids are Caseboard's own (the spec gives only names);
/// they are stable and part of the stored format.
pub const ROLES: [(i64, &str); 9] = [
    (1, "admin"),
    (2, "overlord"),
    (3, "intake-management"),
    (4, "intake"),
    (5, "attorney"),
    (6, "paralegal"),
    (7, "user"),
    (8, "marketing"),
    (9, "medical-requester"),
];

pub fn role_name(role_id: i64) -> Option<&'static str> {
    ROLES.iter().find(|(id, _)| *id == role_id).map(|(_, name)| *name)
}

pub fn role_id(name: &str) -> Option<i64> {
    ROLES.iter().find(|(_, n)| *n == name).map(|(id, _)| *id)
}

/// spec 1 §9: "Intake rotation: default capacity 10 when missing". The Users dialog default
/// is 0 (spec 3 §2.10); a stored 0 is kept, only an absent capacity falls back in the rotation.
pub const DEFAULT_ROTATION_CAPACITY: i64 = 10;

/// spec 3 §2.10: "Capacity (number, default 0)".
pub const DEFAULT_CAPACITY: i64 = 0;

/// spec 3 §2.10: "Active (checkbox, default on)"; spec 3 §3: "Team: ... active (default true)".
pub const DEFAULT_ACTIVE: bool = true;

/// Trims a required name field; an empty one is refused with the field named.
pub fn required_text(field: &str, label: &str, value: &str) -> Result<String, DomainError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(DomainError::invalid(field, format!("{label} is required")));
    }
    Ok(trimmed.to_string())
}

/// Emails are trimmed and compared case-insensitively; a plausible shape is required.
pub fn normalize_email(value: &str) -> Result<String, DomainError> {
    let email = value.trim().to_lowercase();
    let valid = match email.split_once('@') {
        Some((local, host)) => {
            !local.is_empty() && host.contains('.') && !host.starts_with('.') && !host.ends_with('.')
                && !email.contains(char::is_whitespace)
        }
        None => false,
    };
    if !valid {
        return Err(DomainError::invalid("email", "Enter a valid email address"));
    }
    Ok(email)
}

pub fn validate_role_ids(role_ids: &[i64]) -> Result<(), DomainError> {
    match role_ids.iter().find(|id| role_name(**id).is_none()) {
        Some(bad) => Err(DomainError::invalid("roleIds", format!("Unknown role {bad}"))),
        None => Ok(()),
    }
}

/// spec 3 §5: "saContactId and capacity are converted to integers" — the API receives
/// integers; here they must also be sensible.
pub fn validate_capacity(capacity: i64) -> Result<(), DomainError> {
    if capacity < 0 {
        return Err(DomainError::invalid("capacity", "Capacity cannot be negative"));
    }
    Ok(())
}

pub fn validate_sa_contact_id(id: Option<i64>) -> Result<(), DomainError> {
    match id {
        Some(v) if v < 0 => Err(DomainError::invalid("saContactId", "SA Contact ID cannot be negative")),
        _ => Ok(()),
    }
}

/// spec 1 §9: office abbreviations "Meridian BOI, Sea-Tac SEA, Spokane Valley SPO, Sandy UT,
/// Wyoming WY, Oregon OR, Tri-Cities TRI, Montana MT, else '?'".
pub fn default_office_short_code(office_name: &str) -> &'static str {
    match office_name {
        "Meridian" => "BOI",
        "Sea-Tac" => "SEA",
        "Spokane Valley" => "SPO",
        "Sandy" => "UT",
        "Wyoming" => "WY",
        "Oregon" => "OR",
        "Tri-Cities" => "TRI",
        "Montana" => "MT",
        _ => "?",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nine_roles_of_spec_1_section_1() {
        // spec 1 §1: "admin, overlord, intake-management, intake, attorney, paralegal, user,
        // marketing, medical-requester"
        let names: Vec<_> = ROLES.iter().map(|(_, n)| *n).collect();
        assert_eq!(
            names,
            ["admin", "overlord", "intake-management", "intake", "attorney", "paralegal", "user", "marketing", "medical-requester"]
        );
        assert_eq!(role_id("medical-requester"), Some(9));
        assert_eq!(role_name(10), None);
    }

    #[test]
    fn office_abbreviations_of_spec_1_section_9() {
        assert_eq!(default_office_short_code("Meridian"), "BOI");
        assert_eq!(default_office_short_code("Sea-Tac"), "SEA");
        assert_eq!(default_office_short_code("Spokane Valley"), "SPO");
        assert_eq!(default_office_short_code("Sandy"), "UT");
        assert_eq!(default_office_short_code("Wyoming"), "WY");
        assert_eq!(default_office_short_code("Oregon"), "OR");
        assert_eq!(default_office_short_code("Tri-Cities"), "TRI");
        assert_eq!(default_office_short_code("Montana"), "MT");
        assert_eq!(default_office_short_code("Colorado"), "?");
    }

    #[test]
    fn emails_are_trimmed_lowercased_and_checked() {
        assert_eq!(normalize_email("  Ann@Firm.COM ").unwrap(), "ann@firm.com");
        for bad in ["", "ann", "ann@", "@firm.com", "ann@firm", "a b@firm.com"] {
            assert!(normalize_email(bad).is_err(), "{bad} should be refused");
        }
    }

    #[test]
    fn capacity_and_contact_ids_are_non_negative() {
        assert!(validate_capacity(0).is_ok());
        assert!(validate_capacity(-1).is_err());
        assert!(validate_sa_contact_id(None).is_ok());
        assert!(validate_sa_contact_id(Some(-3)).is_err());
        assert_eq!(DEFAULT_CAPACITY, 0);
        assert_eq!(DEFAULT_ROTATION_CAPACITY, 10);
    }
}
