use chrono::{DateTime, Duration, Utc};

use crate::DomainError;

/// spec 1 §9: "Password minimum 8".
pub const PASSWORD_MIN_LENGTH: usize = 8;

/// Reset links are single use and expire after one hour (issue "event-sourced spine").
pub const RESET_TOKEN_TTL: Duration = Duration::hours(1);

/// Sessions last 14 days from sign-in; Log Out revokes at once (Caseboard's decision, docs/auth.md).
pub const SESSION_TTL: Duration = Duration::days(14);

/// Login throttling: this many failures for one email within the window lock further tries
/// until the oldest failure leaves the window.
pub const THROTTLE_MAX_FAILURES: i64 = 5;
pub const THROTTLE_WINDOW: Duration = Duration::minutes(15);

/// spec 1 §5: "Reset password: at least 8 characters, else 'Password must be at least 8 characters'".
pub fn validate_new_password(password: &str) -> Result<(), DomainError> {
    if password.chars().count() < PASSWORD_MIN_LENGTH {
        return Err(DomainError::invalid("password", "Password must be at least 8 characters"));
    }
    Ok(())
}

/// True when `failures` (timestamps of failed logins for one email) lock the next try at `now`.
pub fn is_throttled(failures: &[DateTime<Utc>], now: DateTime<Utc>) -> bool {
    failures.iter().filter(|t| now - **t < THROTTLE_WINDOW).count() as i64 >= THROTTLE_MAX_FAILURES
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_1_section_5_password_minimum_is_8() {
        assert_eq!(PASSWORD_MIN_LENGTH, 8);
        assert_eq!(
            validate_new_password("1234567").unwrap_err(),
            DomainError::invalid("password", "Password must be at least 8 characters")
        );
        assert!(validate_new_password("12345678").is_ok());
    }

    #[test]
    fn five_failures_in_fifteen_minutes_throttle() {
        let now = Utc::now();
        let recent: Vec<_> = (0..5).map(|i| now - Duration::minutes(i)).collect();
        assert!(is_throttled(&recent, now));
        assert!(!is_throttled(&recent[..4], now));
        let old: Vec<_> = (0..5).map(|i| now - Duration::minutes(20 + i)).collect();
        assert!(!is_throttled(&old, now));
    }

    #[test]
    fn reset_links_live_one_hour() {
        assert_eq!(RESET_TOKEN_TTL, Duration::hours(1));
    }
}
