//! How far behind the continuous sync with the external case system may fall (issue #18: the
//! sync must "keep up within a minute and say so when it cannot").
//!
//! The measure is the time since the last successful pull: a pull reads the feed to its end,
//! so one that succeeded a minute ago has everything the system knew a minute ago. "Now minus
//! the newest fact's time" is shown beside it but does not decide: a quiet system (a night, a
//! weekend) has old newest facts and nothing to catch up on.

/// issue #18: "keep up within a minute".
pub const KEEP_UP_WITHIN_SECONDS: i64 = 60;

/// Whether the sync is behind: no successful pull yet (`None`), or none for more than
/// [`KEEP_UP_WITHIN_SECONDS`].
pub fn is_behind(seconds_since_success: Option<i64>) -> bool {
    seconds_since_success.is_none_or(|s| s > KEEP_UP_WITHIN_SECONDS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sync_is_behind_when_no_pull_succeeded_within_a_minute() {
        // issue #18: "this one must keep up within a minute and say so when it cannot"
        assert!(!is_behind(Some(0)));
        assert!(!is_behind(Some(60)), "a minute is keeping up");
        assert!(is_behind(Some(61)));
        assert!(is_behind(Some(3_600)), "the system down for an hour");
        assert!(is_behind(None), "never pulled successfully: nothing is known to be current");
    }
}
