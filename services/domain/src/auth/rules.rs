use chrono::{DateTime, Duration, Utc};

use crate::DomainError;

/// spec 1 §9: "Password minimum 8".
pub const PASSWORD_MIN_LENGTH: usize = 8;

/// Reset links are single use and expire after one hour (issue "event-sourced spine").
pub const RESET_TOKEN_TTL: Duration = Duration::hours(1);

/// Sessions last 14 days from sign-in; Log Out revokes at once (Caseboard's decision, docs/auth.md).
pub const SESSION_TTL: Duration = Duration::days(14);

/// Login throttling (docs/auth.md "Sign-in throttling"): failures are counted per account
/// and client address, per address and per account, within this window. Throttling follows the
/// source of the guesses: an attacker's address is refused while the real user, from their own
/// browser, can still sign in.
pub const THROTTLE_WINDOW: Duration = Duration::minutes(15);
/// Failures for one account from one address that refuse that pair until they leave the window.
pub const THROTTLE_MAX_FAILURES: i64 = 5;
/// Failures from one address, whatever the accounts, that refuse the address.
pub const THROTTLE_MAX_ADDRESS_FAILURES: i64 = 20;
/// Failures for one account from every address past which each further try must wait a
/// growing delay after the last failure (guesses spread over many addresses).
pub const THROTTLE_ACCOUNT_DELAY_FROM: i64 = 10;
/// The growing delay's cap, in seconds: the real user never waits longer.
pub const THROTTLE_MAX_DELAY_SECONDS: i64 = 60;

/// Failed sign-ins within [`THROTTLE_WINDOW`], attempts under way included.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LoginFailures {
    pub account_from_address: i64,
    pub from_address: i64,
    pub account: i64,
    pub last_account_failure: Option<DateTime<Utc>>,
}

/// Why a sign-in attempt is refused before the password is checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Throttled {
    /// This address made too many failed attempts (for this account or in all).
    Address,
    /// The account is being guessed from many addresses: wait this many seconds.
    Delay(i64),
}

impl Throttled {
    pub fn message(&self) -> String {
        match self {
            Throttled::Address => "Too many failed sign-in attempts. Try again in 15 minutes.".into(),
            Throttled::Delay(s) => format!("Too many failed sign-in attempts for this account. Try again in {s} seconds."),
        }
    }
}

/// The throttling decision for the next attempt at `now`.
pub fn login_throttle(f: &LoginFailures, now: DateTime<Utc>) -> Option<Throttled> {
    if f.account_from_address >= THROTTLE_MAX_FAILURES || f.from_address >= THROTTLE_MAX_ADDRESS_FAILURES {
        return Some(Throttled::Address);
    }
    if f.account >= THROTTLE_ACCOUNT_DELAY_FROM {
        let steps = (f.account - THROTTLE_ACCOUNT_DELAY_FROM).min(16) as u32;
        let delay = 2i64.pow(steps).min(THROTTLE_MAX_DELAY_SECONDS);
        let waited = f.last_account_failure.map(|t| (now - t).num_seconds()).unwrap_or(i64::MAX);
        if waited < delay {
            return Some(Throttled::Delay(delay - waited));
        }
    }
    None
}

/// spec 1 §5: "Reset password: at least 8 characters, else 'Password must be at least 8 characters'".
pub fn validate_new_password(password: &str) -> Result<(), DomainError> {
    if password.chars().count() < PASSWORD_MIN_LENGTH {
        return Err(DomainError::invalid("password", "Password must be at least 8 characters"));
    }
    Ok(())
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
    fn five_failures_for_an_account_from_one_address_refuse_that_address() {
        let now = Utc::now();
        let f = |pair, address, account| LoginFailures { account_from_address: pair, from_address: address, account, last_account_failure: Some(now) };
        assert_eq!(login_throttle(&f(4, 4, 4), now), None);
        assert_eq!(login_throttle(&f(5, 5, 5), now), Some(Throttled::Address));
        // The same account from the real user's address (no failures there) is not refused.
        assert_eq!(login_throttle(&f(0, 0, 5), now), None);
        assert_eq!(THROTTLE_WINDOW, Duration::minutes(15));
    }

    #[test]
    fn twenty_failures_from_one_address_refuse_it_for_every_account() {
        let now = Utc::now();
        let f = LoginFailures { account_from_address: 0, from_address: 20, account: 0, last_account_failure: None };
        assert_eq!(login_throttle(&f, now), Some(Throttled::Address));
        assert_eq!(login_throttle(&LoginFailures { from_address: 19, ..f }, now), None);
    }

    #[test]
    fn guesses_from_many_addresses_slow_the_account_with_a_capped_growing_delay() {
        let now = Utc::now();
        let at = |account, ago| LoginFailures { account_from_address: 0, from_address: 0, account, last_account_failure: Some(now - Duration::seconds(ago)) };
        assert_eq!(login_throttle(&at(9, 0), now), None);
        assert_eq!(login_throttle(&at(10, 0), now), Some(Throttled::Delay(1)));
        assert_eq!(login_throttle(&at(10, 1), now), None);
        assert_eq!(login_throttle(&at(13, 3), now), Some(Throttled::Delay(5)));
        assert_eq!(login_throttle(&at(40, 0), now), Some(Throttled::Delay(60)), "capped at a minute");
        assert_eq!(login_throttle(&at(40, 60), now), None);
    }

    #[test]
    fn reset_links_live_one_hour() {
        assert_eq!(RESET_TOKEN_TTL, Duration::hours(1));
    }
}
