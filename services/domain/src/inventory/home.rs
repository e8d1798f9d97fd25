//! The organization home's inventory and retained-case charts (spec 3 §2.3): pre-lit and lit
//! inventory by attorney, the inventory ranks, the Active Only toggle, and whose cases a team's
//! dashboard shows. Net retained is `intake::stats::is_net_retained` (spec 1 §2.5, 60 days).

use std::collections::BTreeMap;

use crate::cases::rules::CASE_RANKS;
use crate::fees::monthly::combined_code;

/// spec 3 §2.3: "An Active Only toggle on inventory hides Referred Out, Closed and Settled."
pub const HOME_INACTIVE_STAGES: [&str; 3] = ["Referred Out", "Closed", "Settled"];
/// spec 3 §2.3 "by referral source (default source Ref-PPC)".
pub const DEFAULT_REFERRAL_SOURCE: &str = "Ref-PPC";
/// The stage whose cases are the lit inventory; every other stage is pre-lit (spec 3 §4 stages).
pub const LIT_STAGE: &str = "Litigation";
/// The bar of cases without an attorney, and the rank of cases without a known rank.
pub const NO_ATTORNEY: &str = "Unassigned";
pub const UNRATED: &str = "Unrated - Default";
/// spec 3 §2.3 "A tooltip lists the top 5 members of a group."
pub const TOOLTIP_MEMBERS: usize = 5;

/// A case's stage on the home: a case with a closed date counts as Closed unless its stage is
/// already one of the ended ones (Settled, Referred Out); blank stages are "No Status".
pub fn home_stage(stage: Option<&str>, closed: bool) -> String {
    let stage = crate::inventory::team::stage_name(stage);
    if closed && !HOME_INACTIVE_STAGES.contains(&stage) {
        "Closed".into()
    } else {
        stage.into()
    }
}

/// spec 3 §2.3 Active Only: hides Referred Out, Closed and Settled (and nothing else).
pub fn shown(stage: &str, active_only: bool) -> bool {
    !active_only || !HOME_INACTIVE_STAGES.contains(&stage)
}

pub fn is_lit(stage: &str) -> bool {
    stage == LIT_STAGE
}

/// spec 3 §2.3 "Fee charts strip the attorney-code suffix '-P'" — the home's inventory charts
/// alike, with the fee charts' rule (`goals::rules::fee_chart_code`).
pub fn strip_suffix(code: &str) -> &str {
    crate::goals::rules::fee_chart_code(code.trim())
}

/// A rank label of spec 2 §4 (A++ … D, Unrated - Default); anything else is unrated.
pub fn rank_name(rank: Option<&str>) -> &'static str {
    let rank = rank.map(str::trim).unwrap_or_default();
    CASE_RANKS.iter().find(|(_, l)| l.eq_ignore_ascii_case(rank)).map(|(_, l)| *l).unwrap_or(UNRATED)
}

/// A team's dashboard (spec 3 §2.3 "the selected team") shows the cases any of whose staff —
/// attorney, paralegal, case manager, intake agent — is a member of the team.
pub fn case_in_team(staff: &[Option<i64>], members: &[i64]) -> bool {
    staff.iter().flatten().any(|u| members.contains(u))
}

/// One inventory case as the home charts see it.
#[derive(Debug, Clone)]
pub struct InventoryCase {
    /// The attorney's staff code (None: no attorney).
    pub attorney: Option<String>,
    pub stage: String,
    pub rank: Option<String>,
}

/// One bar of an inventory chart: an attorney (or a combined group) with its cases per stage.
#[derive(Debug, Clone, PartialEq)]
pub struct InventoryBar {
    pub attorney: String,
    pub total: i64,
    pub stages: Vec<(String, i64)>,
    /// The group's members with their counts, most first, at most [`TOOLTIP_MEMBERS`].
    pub members: Vec<(String, i64)>,
}

/// The bars of the pre-lit (`lit` false) or lit inventory: per attorney (detailed) or per
/// combined attorney group (grouped, spec 3 §9 groups), sorted by name; Active Only applied.
pub fn inventory_bars(cases: &[InventoryCase], lit: bool, grouped: bool, active_only: bool, groups: &[Vec<String>]) -> Vec<InventoryBar> {
    // Per bar: counts by stage and by member attorney.
    type Counts = BTreeMap<String, i64>;
    let mut bars: BTreeMap<String, (Counts, Counts)> = BTreeMap::new();
    for c in cases.iter().filter(|c| is_lit(&c.stage) == lit && shown(&c.stage, active_only)) {
        let code = c.attorney.as_deref().map(strip_suffix).filter(|s| !s.is_empty()).unwrap_or(NO_ATTORNEY).to_string();
        let bar = if grouped { combined_code(&code, groups) } else { code.clone() };
        let entry = bars.entry(bar).or_default();
        *entry.0.entry(c.stage.clone()).or_default() += 1;
        *entry.1.entry(code).or_default() += 1;
    }
    bars.into_iter()
        .map(|(attorney, (stages, members))| {
            let mut members: Vec<(String, i64)> = members.into_iter().collect();
            members.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            members.truncate(TOOLTIP_MEMBERS);
            InventoryBar { attorney, total: stages.values().sum(), stages: stages.into_iter().collect(), members }
        })
        .collect()
}

/// The inventory ranks: (rank, pre-lit, lit) for every rank of spec 2 §4 in its order.
pub fn rank_counts(cases: &[InventoryCase], active_only: bool) -> Vec<(&'static str, i64, i64)> {
    let mut out: Vec<(&'static str, i64, i64)> = CASE_RANKS.iter().map(|(_, l)| (*l, 0, 0)).collect();
    for c in cases.iter().filter(|c| shown(&c.stage, active_only)) {
        let name = rank_name(c.rank.as_deref());
        let row = out.iter_mut().find(|r| r.0 == name).expect("every rank is listed");
        if is_lit(&c.stage) {
            row.2 += 1;
        } else {
            row.1 += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(attorney: Option<&str>, stage: &str, rank: Option<&str>) -> InventoryCase {
        InventoryCase { attorney: attorney.map(str::to_string), stage: stage.into(), rank: rank.map(str::to_string) }
    }

    fn groups() -> Vec<Vec<String>> {
        vec![vec!["LS".into(), "EMR".into(), "KNP".into()]]
    }

    #[test]
    fn active_only_hides_referred_out_closed_and_settled() {
        // spec 3 §2.3: "An Active Only toggle on inventory hides Referred Out, Closed and Settled."
        for s in ["Referred Out", "Closed", "Settled"] {
            assert!(!shown(s, true), "{s}");
            assert!(shown(s, false), "{s}");
        }
        for s in ["No Status", "Intake", "Treating", "Demand Prep", "Negotiation", "Litigation", "UIM"] {
            assert!(shown(s, true), "{s}");
        }
    }

    #[test]
    fn a_closed_date_makes_an_open_stage_closed() {
        assert_eq!(home_stage(Some("Treating"), true), "Closed");
        assert_eq!(home_stage(Some("Settled"), true), "Settled");
        assert_eq!(home_stage(None, false), "No Status");
        assert_eq!(home_stage(Some("Litigation"), false), "Litigation");
    }

    #[test]
    fn attorney_codes_lose_the_p_suffix() {
        // spec 3 §2.3: "Fee charts strip the attorney-code suffix '-P'."
        assert_eq!(strip_suffix("LS-P"), "LS");
        assert_eq!(strip_suffix(" MCA "), "MCA");
    }

    #[test]
    fn grouped_bars_combine_the_spec_groups_and_list_members_for_the_tooltip() {
        // spec 3 §9 "LS with EMR and KNP"; §2.3 toggles grouped/detailed; Active Only.
        let cases = vec![
            case(Some("EMR"), "Treating", Some("A")),
            case(Some("KNP-P"), "Treating", None),
            case(Some("KNP"), "Closed", None),
            case(Some("MCA"), "Litigation", Some("B")),
            case(None, "Demand Prep", Some("A++")),
        ];
        let grouped = inventory_bars(&cases, false, true, false, &groups());
        assert_eq!(grouped.len(), 2);
        assert_eq!(grouped[0].attorney, "LS");
        assert_eq!(grouped[0].total, 3);
        assert_eq!(grouped[0].stages, vec![("Closed".into(), 1), ("Treating".into(), 2)]);
        assert_eq!(grouped[0].members, vec![("KNP".into(), 2), ("EMR".into(), 1)]);
        assert_eq!(grouped[1].attorney, NO_ATTORNEY);
        let active = inventory_bars(&cases, false, false, true, &groups());
        assert_eq!(active.iter().map(|b| (b.attorney.as_str(), b.total)).collect::<Vec<_>>(), vec![("EMR", 1), ("KNP", 1), (NO_ATTORNEY, 1)]);
        let lit = inventory_bars(&cases, true, true, true, &groups());
        assert_eq!(lit.iter().map(|b| (b.attorney.as_str(), b.total)).collect::<Vec<_>>(), vec![("MCA", 1)]);
        let ranks = rank_counts(&cases, true);
        assert_eq!(ranks[0], ("A++", 1, 0));
        assert_eq!(ranks[2], ("A", 1, 0));
        assert_eq!(ranks[3], ("B", 0, 1));
        assert_eq!(ranks[6], (UNRATED, 1, 0), "the closed KNP case is hidden");
    }

    #[test]
    fn net_retained_on_the_home_is_the_intake_rule() {
        // spec 3 §2.3 "Retained-case charts: by month, net retained, ..."; spec 1 §2.5 "Net
        // Retained Cases By Month (not closed within 60 days)": one rule for both screens.
        use crate::intake::stats::{is_net_retained, NET_RETAINED_DAYS};
        let d = |m, day| chrono::NaiveDate::from_ymd_opt(2026, m, day).unwrap();
        assert_eq!(NET_RETAINED_DAYS, 60);
        assert!(!is_net_retained(d(1, 10), Some(d(3, 11))), "closed on day 60");
        assert!(is_net_retained(d(1, 10), Some(d(3, 12))), "closed on day 61");
    }

    #[test]
    fn a_team_shows_cases_any_member_works_on() {
        assert!(case_in_team(&[None, Some(7), Some(9)], &[9]));
        assert!(!case_in_team(&[None, Some(7)], &[9]));
        assert!(!case_in_team(&[None], &[]));
    }
}
