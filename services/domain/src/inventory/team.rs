//! The Team dashboard's Team Inventory chart (spec 2 §2 "Team Inventory stacked column chart
//! with a Show Active Only toggle", §9 "Active-only inventory hides No Status, Closed, Referred
//! Out, Settled").

use std::collections::BTreeMap;

/// The stage a case without one is counted under.
pub const NO_STATUS: &str = "No Status";

/// spec 2 §9: "Active-only inventory hides No Status, Closed, Referred Out, Settled."
pub const INACTIVE_STAGES: [&str; 4] = [NO_STATUS, "Closed", "Referred Out", "Settled"];

pub fn stage_name(stage: Option<&str>) -> &str {
    stage.map(str::trim).filter(|s| !s.is_empty()).unwrap_or(NO_STATUS)
}

pub fn shown(stage: Option<&str>, active_only: bool) -> bool {
    !active_only || !INACTIVE_STAGES.contains(&stage_name(stage))
}

/// spec 3 §3: a review status of type 75 is an intake review; the team dashboard counts case
/// reviews only (spec 2 §7 "includeIntakeReviews false").
pub const INTAKE_REVIEW_TYPE: i64 = 75;

/// spec 2 §3 "Review rating codes: 1150 = 5 Star, 1151 = 4 Star, ..."; spec 2 §9 "Only 4 and 5
/// star reviews count".
pub fn is_four_or_five_star(status_id: i64) -> bool {
    matches!(status_id, 1150 | 1151)
}

/// Counts per (person, stage) of the cases shown, sorted by person then stage, from cases
/// counted per person and stage as stored (`(person, stage, how many)`).
pub fn totals<'a>(cases: impl IntoIterator<Item = (String, Option<&'a str>, i64)>, active_only: bool) -> Vec<(String, String, i64)> {
    let mut counts: BTreeMap<(String, String), i64> = BTreeMap::new();
    for (person, stage, n) in cases {
        if shown(stage, active_only) {
            *counts.entry((person, stage_name(stage).to_string())).or_default() += n;
        }
    }
    counts.into_iter().map(|((p, s), n)| (p, s, n)).collect()
}

/// File reviews per person per day of `[start, end]` (every day, zeros included, for each of
/// `people` in order then anyone else with a review), spec 2 §2 "File Reviews by day", from
/// reviews counted per person and day (`(person, day, how many)`; days outside are left out).
pub fn reviews_per_day(reviews: &[(String, chrono::NaiveDate, i64)], people: &[String], start: chrono::NaiveDate, end: chrono::NaiveDate) -> Vec<(String, chrono::NaiveDate, i64)> {
    let mut order: Vec<String> = people.to_vec();
    let mut counts: BTreeMap<(&str, chrono::NaiveDate), i64> = BTreeMap::new();
    for (p, day, n) in reviews {
        if !order.contains(p) {
            order.push(p.clone());
        }
        *counts.entry((p.as_str(), *day)).or_default() += n;
    }
    let mut out = vec![];
    for p in &order {
        let mut day = start;
        while day <= end {
            out.push((p.clone(), day, counts.get(&(p.as_str(), day)).copied().unwrap_or(0)));
            day = day.succ_opt().expect("a next day");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn active_only_hides_the_four_stages() {
        // spec 2 §9 "Active-only inventory hides No Status, Closed, Referred Out, Settled."
        for stage in [None, Some(""), Some("Closed"), Some("Referred Out"), Some("Settled")] {
            assert!(!shown(stage, true), "{stage:?}");
            assert!(shown(stage, false));
        }
        assert!(shown(Some("Treating"), true) && shown(Some("Litigation"), true));
        let cases = vec![("KM".to_string(), Some("Treating"), 1), ("KM".into(), Some("Treating"), 1), ("KM".into(), None, 1), ("AB".into(), Some("Settled"), 1)];
        assert_eq!(totals(cases.clone(), true), vec![("KM".into(), "Treating".into(), 2)]);
        assert_eq!(totals(cases, false), vec![("AB".into(), "Settled".into(), 1), ("KM".into(), "No Status".into(), 1), ("KM".into(), "Treating".into(), 2)]);
        // Counted per stored stage: "" and no stage are both No Status.
        let counted = vec![("KM".to_string(), Some("Treating"), 5), ("KM".into(), None, 2), ("KM".into(), Some(""), 1)];
        assert_eq!(totals(counted, false), vec![("KM".into(), "No Status".into(), 3), ("KM".into(), "Treating".into(), 5)]);
    }

    #[test]
    fn only_four_and_five_stars_count() {
        // spec 2 §3 "1150 = 5 Star, 1151 = 4 Star, 1152 = 3 Star, 1153 = 2 Star, 1154 = 1 Star".
        assert!(is_four_or_five_star(1150) && is_four_or_five_star(1151));
        assert!(!is_four_or_five_star(1152) && !is_four_or_five_star(1154) && !is_four_or_five_star(75));
    }

    #[test]
    fn reviews_per_day_fills_every_day() {
        let d = |s: &str| s.parse::<chrono::NaiveDate>().unwrap();
        let reviews = vec![("6".to_string(), d("2026-11-02"), 1), ("6".into(), d("2026-11-02"), 1), ("7".into(), d("2026-11-03"), 1), ("6".into(), d("2026-11-09"), 3)];
        let out = reviews_per_day(&reviews, &["6".into(), "8".into()], d("2026-11-02"), d("2026-11-03"));
        assert_eq!(
            out,
            vec![("6".into(), d("2026-11-02"), 2), ("6".into(), d("2026-11-03"), 0), ("8".into(), d("2026-11-02"), 0), ("8".into(), d("2026-11-03"), 0), ("7".into(), d("2026-11-02"), 0), ("7".into(), d("2026-11-03"), 1)]
        );
    }
}
