//! Non-client reviews (spec 3 §2.12): reviews left by people who are not clients (a referral
//! partner, a client's relative) that the admin records with the Non-Client Review dialog —
//! about two a week over the last four months, credited to a paralegal and their team.

use chrono::{DateTime, Duration, Utc};
use domain::reviews::NonClientReviewSet;

use super::calendar::Calendar;
use super::places::{FIRST_FEMALE, FIRST_MALE, LAST};
use super::rng::Rng;
use super::roster::Roster;

const STREAM_REVIEWS: u64 = 41;
/// Demo review ids start here, far from the ids `createReview` allocates.
const REVIEW_ID_BASE: i64 = 800_000_000;

pub fn non_client_reviews(seed: u64, cal: &Calendar, roster: &Roster, organization_id: i64) -> Vec<(DateTime<Utc>, NonClientReviewSet)> {
    let mut rng = Rng::derive(seed, STREAM_REVIEWS, 0);
    let since = cal.anchor - Duration::days(120);
    let mut out = vec![];
    for day in cal.days().filter(|d| *d >= since && cal.is_business_day(*d)) {
        if !rng.chance(0.4) || roster.paralegals.is_empty() {
            continue;
        }
        let staff = rng.pick(&roster.paralegals).clone();
        let first = if rng.chance(0.5) { rng.pick(&FIRST_FEMALE) } else { rng.pick(&FIRST_MALE) };
        let rating = *rng.weighted(&[(1150, 70.0), (1151, 20.0), (1152, 7.0), (1153, 2.0), (1154, 1.0)]);
        let review_id = REVIEW_ID_BASE + out.len() as i64 + 1;
        out.push((
            cal.at(day, 11, 0),
            NonClientReviewSet { review_id, organization_id, first_name: first.to_string(), last_name: rng.pick(&LAST).to_string(), rating, date: day, team_id: staff.team, user_id: staff.user_id },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_a_week_this_month_too_and_each_one_valid() {
        let anchor = "2026-11-20".parse().unwrap();
        let cal = Calendar::new(chrono_tz::America::Denver, anchor, 3);
        let reviews = non_client_reviews(7, &cal, &Roster::demo(), 2);
        assert!(reviews.len() > 20, "{}", reviews.len());
        assert!(reviews.iter().all(|(_, r)| domain::reviews::check(r.clone()).is_ok() && r.date < anchor));
        assert!(reviews.iter().any(|(_, r)| r.date >= "2026-11-01".parse().unwrap()), "this month has some");
        assert!(reviews.iter().filter(|(_, r)| r.rating <= 1151).count() * 10 > reviews.len() * 8, "mostly 4 and 5 stars");
    }
}
