use chrono::{DateTime, Duration, Utc};

use crate::DomainError;

/// spec 1 §9: "Password minimum 8".
pub const PASSWORD_MIN_LENGTH: usize = 8;

/// Reset links are single use and expire after one hour (issue "event-sourced spine").
pub const RESET_TOKEN_TTL: Duration = Duration::hours(1);

/// Sessions last 14 days from sign-in; Log Out revokes at once (Caseboard's decision, docs/auth.md).
pub const SESSION_TTL: Duration = Duration::days(14);

/// Login throttling (docs/auth.md "Sign-in throttling", issue #36 §4): failures are counted
/// within this window per (account, address) pair, per address and per account. Throttling
/// follows the source of the guesses, and a browser that signed in to the account before (it
/// shows its device proof, [`DEVICE_TTL`]) is judged by its own failures only: strangers behind
/// the firm's address cannot lock the real user out.
pub const THROTTLE_WINDOW: Duration = Duration::minutes(15);
/// Failures for one account from one address before that pair backs off.
pub const THROTTLE_MAX_FAILURES: i64 = 5;
/// The pair's first back-off, doubled with each further failure up to [`THROTTLE_MAX_PAIR_DELAY_SECONDS`].
pub const THROTTLE_PAIR_DELAY_SECONDS: i64 = 60;
/// The pair's longest back-off: the window.
pub const THROTTLE_MAX_PAIR_DELAY_SECONDS: i64 = 15 * 60;
/// Failures from one address, whatever the accounts, past which the address is refused to
/// every browser that has no device proof for the account it signs in to.
pub const THROTTLE_MAX_ADDRESS_FAILURES: i64 = 20;
/// Failures for one account from every address past which each further try of a stranger must
/// wait a growing delay after the last failure (guesses spread over many addresses).
pub const THROTTLE_ACCOUNT_DELAY_FROM: i64 = 10;
/// The growing delay's cap, in seconds.
pub const THROTTLE_MAX_DELAY_SECONDS: i64 = 60;
/// How long a browser's device proof (given at a successful sign-in) is honoured after its
/// last use.
pub const DEVICE_TTL: Duration = Duration::days(90);

/// Failed sign-ins within [`THROTTLE_WINDOW`], attempts under way included.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LoginFailures {
    /// For this account from this address (by browsers without a device proof).
    pub account_from_address: i64,
    pub last_pair_failure: Option<DateTime<Utc>>,
    /// From this address, any account.
    pub from_address: i64,
    /// For this account from every address.
    pub account: i64,
    pub last_account_failure: Option<DateTime<Utc>>,
    /// Made with this browser's device proof for this account.
    pub from_device: i64,
    pub last_device_failure: Option<DateTime<Utc>>,
}

/// Why a sign-in attempt is refused before the password is checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Throttled {
    /// This address made too many failed attempts, for any accounts.
    Address,
    /// Wait this many seconds (this account from here, or from everywhere).
    Delay(i64),
}

impl Throttled {
    pub fn message(&self) -> String {
        match self {
            Throttled::Address => {
                "Too many failed sign-in attempts from this network. Sign in from a browser you have used before, or try again in 15 minutes.".into()
            }
            Throttled::Delay(s) => format!("Too many failed sign-in attempts for this account. Try again in {s} seconds."),
        }
    }
}

/// Seconds still to wait after `failures` (past `free` of them), doubling from `first` up to
/// `cap`, counted from the last failure.
fn back_off(failures: i64, free: i64, first: i64, cap: i64, last: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Option<Throttled> {
    if failures < free {
        return None;
    }
    let steps = (failures - free).min(20) as u32;
    let delay = first.saturating_mul(2i64.pow(steps)).min(cap);
    let waited = last.map(|t| (now - t).num_seconds()).unwrap_or(i64::MAX);
    (waited < delay).then(|| Throttled::Delay(delay - waited))
}

/// The throttling decision for the next attempt at `now`; `known_device`: the browser showed a
/// live device proof for this account.
pub fn login_throttle(f: &LoginFailures, known_device: bool, now: DateTime<Utc>) -> Option<Throttled> {
    let pair = |n, last| back_off(n, THROTTLE_MAX_FAILURES, THROTTLE_PAIR_DELAY_SECONDS, THROTTLE_MAX_PAIR_DELAY_SECONDS, last, now);
    if known_device {
        // Only this browser's own failures count: nobody else's guesses lock it out.
        return pair(f.from_device, f.last_device_failure);
    }
    if let Some(t) = pair(f.account_from_address, f.last_pair_failure) {
        return Some(t);
    }
    if f.from_address >= THROTTLE_MAX_ADDRESS_FAILURES {
        return Some(Throttled::Address);
    }
    back_off(f.account, THROTTLE_ACCOUNT_DELAY_FROM, 1, THROTTLE_MAX_DELAY_SECONDS, f.last_account_failure, now)
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
    fn five_failures_for_an_account_from_one_address_back_that_pair_off_exponentially() {
        let now = Utc::now();
        let f = |pair, ago| LoginFailures { account_from_address: pair, last_pair_failure: Some(now - Duration::seconds(ago)), ..Default::default() };
        assert_eq!(login_throttle(&f(4, 0), false, now), None);
        assert_eq!(login_throttle(&f(5, 0), false, now), Some(Throttled::Delay(60)));
        assert_eq!(login_throttle(&f(5, 60), false, now), None);
        assert_eq!(login_throttle(&f(6, 30), false, now), Some(Throttled::Delay(90)), "doubled: 120 s from the last failure");
        assert_eq!(login_throttle(&f(30, 0), false, now), Some(Throttled::Delay(900)), "capped at the window");
    }

    #[test]
    fn twenty_failures_from_one_address_refuse_it_to_strangers_only() {
        let now = Utc::now();
        let f = LoginFailures { from_address: 20, ..Default::default() };
        assert_eq!(login_throttle(&f, false, now), Some(Throttled::Address));
        assert_eq!(login_throttle(&LoginFailures { from_address: 19, ..f.clone() }, false, now), None);
        // issue #36 §4: "The real user on a known browser always gets in with the right password."
        assert_eq!(login_throttle(&f, true, now), None);
    }

    #[test]
    fn guesses_from_many_addresses_slow_strangers_with_a_capped_growing_delay() {
        let now = Utc::now();
        let at = |account, ago| LoginFailures { account, last_account_failure: Some(now - Duration::seconds(ago)), ..Default::default() };
        assert_eq!(login_throttle(&at(9, 0), false, now), None);
        assert_eq!(login_throttle(&at(10, 0), false, now), Some(Throttled::Delay(1)));
        assert_eq!(login_throttle(&at(10, 1), false, now), None);
        assert_eq!(login_throttle(&at(13, 3), false, now), Some(Throttled::Delay(5)));
        assert_eq!(login_throttle(&at(40, 0), false, now), Some(Throttled::Delay(60)), "capped at a minute");
        assert_eq!(login_throttle(&at(40, 60), false, now), None);
        assert_eq!(login_throttle(&at(40, 0), true, now), None, "a known browser is not slowed by others' guesses");
    }

    #[test]
    fn a_known_browser_backs_off_on_its_own_failures() {
        let now = Utc::now();
        let f = LoginFailures { from_device: 5, last_device_failure: Some(now), account_from_address: 50, from_address: 50, account: 50, ..Default::default() };
        assert_eq!(login_throttle(&f, true, now), Some(Throttled::Delay(60)));
        assert_eq!(login_throttle(&LoginFailures { from_device: 4, ..f }, true, now), None);
    }

    #[test]
    fn reset_links_live_one_hour() {
        assert_eq!(RESET_TOKEN_TTL, Duration::hours(1));
    }
}
