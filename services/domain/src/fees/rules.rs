//! Fee rules and constants from the spec (part 2 §4, §5, §6, §9).

use chrono::{Datelike, NaiveDate};

/// spec 2 §9: "qualifying cases have total fees above $2,000" (cents).
pub const QUALIFYING_FEE_CENTS: i64 = 200_000;
/// spec 2 §9: "normal range above $2,000 up to $1,000,000" (cents).
pub const NORMAL_RANGE_MAX_CENTS: i64 = 100_000_000;
/// spec 2 §9: "Case group defaults Unspecified (fees) or Other (settled)."
pub const FEE_CASE_GROUP_DEFAULT: &str = "Unspecified";
pub const SETTLED_CASE_GROUP_DEFAULT: &str = "Other";
/// spec 2 §9: "Missing attorney 'Unknown', missing office 'Other'."
pub const UNKNOWN_ATTORNEY: &str = "Unknown";
pub const OTHER_OFFICE: &str = "Other";
/// spec 2 §9: "Fee office filter options: All Markets, three main offices, Sea-Tac, Other,
/// Wyoming, Montana, Colorado, Oregon." The three main offices are the mapped names of the
/// office-name rule (Utah, Boise, Spokane).
pub const ALL_MARKETS: &str = "All Markets";
pub const FEE_OFFICE_OPTIONS: [&str; 10] = [ALL_MARKETS, "Utah", "Boise", "Spokane", "Sea-Tac", "Other", "Wyoming", "Montana", "Colorado", "Oregon"];
/// spec 2 §2: "Detailed: 10 rows per page"; "Page sizes 50, 100, all".
pub const GROUP_DETAIL_PAGE_SIZE: i64 = 10;
/// spec 2 §9: "Chart height ... 350 (fee charts)".
pub const FEE_CHART_HEIGHT: i64 = 350;
/// spec 2 §9: "Rate green above 800."
pub const RATE_GREEN_ABOVE: f64 = 800.0;

/// spec 2 §9: "Case group defaults Unspecified (fees)".
pub fn fee_case_group(group: Option<&str>) -> String {
    non_blank(group).unwrap_or(FEE_CASE_GROUP_DEFAULT).to_string()
}

/// spec 2 §9: "Case group defaults ... Other (settled)".
pub fn settled_case_group(group: Option<&str>) -> String {
    non_blank(group).unwrap_or(SETTLED_CASE_GROUP_DEFAULT).to_string()
}

/// spec 2 §9: "Missing attorney 'Unknown'".
pub fn attorney_name(attorney: Option<&str>) -> String {
    non_blank(attorney).unwrap_or(UNKNOWN_ATTORNEY).to_string()
}

/// spec 2 §9: "missing office 'Other'. Office names map: Utah main office and Sandy become
/// Utah; Idaho main office and Meridian become Boise; Washington main office and Spokane
/// Valley become Spokane." Other names pass unchanged.
pub fn office_name(office: Option<&str>) -> String {
    let Some(name) = non_blank(office) else { return OTHER_OFFICE.to_string() };
    let key = name.to_ascii_lowercase();
    match key.as_str() {
        "utah" | "utah main office" | "sandy" => "Utah",
        "idaho" | "idaho main office" | "boise" | "meridian" => "Boise",
        "washington" | "washington main office" | "spokane" | "spokane valley" => "Spokane",
        _ => name,
    }
    .to_string()
}

/// The office filter accepts only the spec's options (spec 2 §9 list); `All Markets` (or no
/// value) means no filter. `Err` names the bad value.
pub fn office_filter(value: Option<&str>) -> Result<Option<String>, String> {
    match non_blank(value) {
        None => Ok(None),
        Some(v) if v == ALL_MARKETS => Ok(None),
        Some(v) if FEE_OFFICE_OPTIONS.contains(&v) => Ok(Some(v.to_string())),
        Some(v) => Err(format!("Unknown office '{v}'; choose one of {}", FEE_OFFICE_OPTIONS.join(", "))),
    }
}

/// spec 2 §3: "feeType (Litigation or other)": a fee is a litigation fee when its type says
/// Litigation (any case); "Pre-Litigation" and everything else is other.
pub fn is_litigation_fee(fee_type: Option<&str>) -> bool {
    non_blank(fee_type).is_some_and(|t| t.eq_ignore_ascii_case("litigation"))
}

/// spec 2 §3 settled case "litigationStatus": the text classifies a case as litigation or
/// pre-litigation; text that names pre-litigation (or is blank) is pre-litigation.
pub fn is_litigation_status(status: Option<&str>) -> bool {
    let Some(s) = non_blank(status) else { return false };
    let s = s.to_ascii_lowercase();
    let pre = s.contains("pre-lit") || s.contains("prelit") || s.contains("pre lit");
    !pre && s.contains("lit")
}

/// spec 2 §5: "Numeric fields in fee screens are parsed as decimals, 0 when not a number."
pub fn parse_decimal(text: &str) -> f64 {
    text.trim().replace([',', '$'], "").parse::<f64>().ok().filter(|v| v.is_finite()).unwrap_or(0.0)
}

/// spec 2 §9: "averages one decimal".
pub fn round1(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// An average of cents over a count, to the cent (0 for no count). Shown as USD without
/// decimals (spec 2 §9 "Currency USD no decimals").
pub fn average_cents(total_cents: i64, count: i64) -> i64 {
    if count <= 0 {
        return 0;
    }
    ((total_cents as f64) / (count as f64)).round() as i64
}

/// spec 2 §9: "qualifying cases have total fees above $2,000".
pub fn qualifies(total_cents: i64) -> bool {
    total_cents > QUALIFYING_FEE_CENTS
}

/// spec 2 §9: "normal range above $2,000 up to $1,000,000".
pub fn in_normal_range(total_cents: i64) -> bool {
    total_cents > QUALIFYING_FEE_CENTS && total_cents <= NORMAL_RANGE_MAX_CENTS
}

/// Calendar months the inclusive range touches (today alone: 1; Jan 31 to Feb 1: 2). The
/// divisor of "Avg Cases Per Month" (spec 2 §2; the spec is silent on the month count).
pub fn months_in_range(start: NaiveDate, end: NaiveDate) -> i64 {
    if end < start {
        return 0;
    }
    (end.year() as i64 - start.year() as i64) * 12 + end.month() as i64 - start.month() as i64 + 1
}

/// spec 2 §2 "Avg Cases Per Month", to one decimal (spec 2 §9 "averages one decimal").
pub fn avg_cases_per_month(cases: i64, start: NaiveDate, end: NaiveDate) -> f64 {
    let months = months_in_range(start, end);
    if months == 0 {
        return 0.0;
    }
    round1(cases as f64 / months as f64)
}

/// The first day of a date's month (series are per month).
pub fn month_start(d: NaiveDate) -> NaiveDate {
    d.with_day(1).expect("day 1 exists")
}

/// spec 2 §6: "Fee team filter: team codes map to attorney groups ...; other teams match
/// exactly" (groups are configuration, part 3 §9: LS with EMR and KNP; CLP with PPR; ACS with
/// TRS and RAS; RCS with WC, SSD and PL). A team stands for its own name and its members'
/// attorney codes; each code that belongs to a group brings the whole group; any other code
/// matches exactly.
pub fn team_attorney_codes(team: &str, member_codes: &[String], groups: &[Vec<String>]) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    for code in std::iter::once(team.trim().to_string()).chain(member_codes.iter().map(|c| c.trim().to_string())) {
        let group = groups.iter().find(|g| g.iter().any(|c| c.eq_ignore_ascii_case(&code)));
        for c in group.cloned().unwrap_or_else(|| vec![code]) {
            if !out.iter().any(|o| o.eq_ignore_ascii_case(&c)) {
                out.push(c);
            }
        }
    }
    out
}

/// spec 2 §6 "admin or marketing: fee filters (Show All, office, state, source), Source
/// column". (The §2 table says Source is admin only; §6 and the issue give it to marketing
/// too, and the stricter reading would hide it from marketing's own filter.)
pub fn sees_fee_filters(roles: &[&str]) -> bool {
    roles.iter().any(|r| matches!(*r, "admin" | "marketing" | "overlord"))
}

/// spec 2 §2 / §6: "attorney, admin and marketing also see" the extra fee tabs (Team Stats,
/// Fee Comparison, Rate, Settlements on the organization version).
pub fn sees_extra_fee_tabs(roles: &[&str]) -> bool {
    roles.iter().any(|r| matches!(*r, "attorney" | "admin" | "marketing" | "overlord"))
}

/// spec 3 §2.2: the organization Fees menu is for admin and marketing; its extra tabs are for
/// attorneys too (spec 2 §2 "Organization tabs ... attorney, admin, marketing also"), so an
/// attorney may open the organization fee screens.
pub fn reads_organization_fees(roles: &[&str]) -> bool {
    sees_extra_fee_tabs(roles)
}

/// spec 2 §4: "Open settlement is not banked when fees taken plus referral fee is below the
/// attorney fee and there is no closing date."
pub fn is_not_banked(attorney_fee_cents: i64, referral_fee_cents: i64, fees_taken_cents: i64, closing_date: Option<NaiveDate>) -> bool {
    fees_taken_cents + referral_fee_cents < attorney_fee_cents && closing_date.is_none()
}

/// spec 2 §2 Settlements: "a Fees Not Banked total" — what is still to bank of a not-banked
/// settlement: the attorney fee less the referral fee and the fees already taken.
pub fn fee_not_banked_cents(attorney_fee_cents: i64, referral_fee_cents: i64, fees_taken_cents: i64) -> i64 {
    (attorney_fee_cents - referral_fee_cents - fees_taken_cents).max(0)
}

/// spec 2 §2 Settlements "(open settlements)": a settlement is open while its case is not
/// closed, or while its fee is not banked (spec 2 §4) — a closed case with money still to bank
/// stays on the list.
pub fn is_open_settlement(case_closed: bool, not_banked: bool) -> bool {
    !case_closed || not_banked
}

/// spec 2 §9: "Rate green above 800." (else red, spec 2 §2 Rate).
pub fn rate_is_green(rate: f64) -> bool {
    rate > RATE_GREEN_ABOVE
}

fn non_blank(s: Option<&str>) -> Option<&str> {
    s.map(str::trim).filter(|s| !s.is_empty())
}

/// The months of a period, as first days, in order.
pub fn month_columns(start: NaiveDate, end: NaiveDate) -> Vec<NaiveDate> {
    let n = months_in_range(start, end);
    let mut out = Vec::with_capacity(n.max(0) as usize);
    let mut m = month_start(start);
    for _ in 0..n {
        out.push(m);
        m = m.checked_add_months(chrono::Months::new(1)).expect("month in range");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn spec_2_9_case_group_defaults() {
        // spec 2 §9: "Case group defaults Unspecified (fees) or Other (settled)."
        assert_eq!(fee_case_group(None), "Unspecified");
        assert_eq!(fee_case_group(Some("  ")), "Unspecified");
        assert_eq!(fee_case_group(Some("Auto")), "Auto");
        assert_eq!(settled_case_group(None), "Other");
        assert_eq!(settled_case_group(Some("Premises")), "Premises");
    }

    #[test]
    fn spec_2_9_missing_attorney_and_office() {
        // spec 2 §9: "Missing attorney 'Unknown', missing office 'Other'."
        assert_eq!(attorney_name(None), "Unknown");
        assert_eq!(attorney_name(Some("")), "Unknown");
        assert_eq!(attorney_name(Some("JRT")), "JRT");
        assert_eq!(office_name(None), "Other");
    }

    #[test]
    fn spec_2_9_office_names_map() {
        // spec 2 §9: "Utah main office and Sandy become Utah; Idaho main office and Meridian
        // become Boise; Washington main office and Spokane Valley become Spokane."
        assert_eq!(office_name(Some("Utah main office")), "Utah");
        assert_eq!(office_name(Some("Sandy")), "Utah");
        assert_eq!(office_name(Some("Idaho main office")), "Boise");
        assert_eq!(office_name(Some("Meridian")), "Boise");
        assert_eq!(office_name(Some("Washington main office")), "Spokane");
        assert_eq!(office_name(Some("Spokane Valley")), "Spokane");
        assert_eq!(office_name(Some("Sea-Tac")), "Sea-Tac");
        assert_eq!(office_name(Some("Wyoming")), "Wyoming");
    }

    #[test]
    fn spec_2_9_office_filter_options() {
        // spec 2 §9: "Fee office filter options: All Markets, three main offices, Sea-Tac,
        // Other, Wyoming, Montana, Colorado, Oregon."
        assert_eq!(FEE_OFFICE_OPTIONS.len(), 10);
        assert_eq!(office_filter(Some("All Markets")), Ok(None));
        assert_eq!(office_filter(None), Ok(None));
        assert_eq!(office_filter(Some("Boise")), Ok(Some("Boise".into())));
        assert_eq!(office_filter(Some("Oregon")), Ok(Some("Oregon".into())));
        assert!(office_filter(Some("Meridian")).is_err(), "raw office names are mapped, not options");
        assert!(office_filter(Some("Atlantis")).is_err());
    }

    #[test]
    fn spec_2_3_fee_type_litigation_or_other() {
        // spec 2 §3: "feeType (Litigation or other)".
        assert!(is_litigation_fee(Some("Litigation")));
        assert!(is_litigation_fee(Some("litigation")));
        assert!(!is_litigation_fee(Some("Pre-Litigation")));
        assert!(!is_litigation_fee(None));
    }

    #[test]
    fn spec_2_3_litigation_status_classification() {
        // spec 2 §3 "Fully settled case: ... litigationStatus"; issue: pre-litigation vs litigation.
        assert!(is_litigation_status(Some("Litigation")));
        assert!(is_litigation_status(Some("In Litigation - Suit Filed")));
        assert!(!is_litigation_status(Some("Pre-Litigation")));
        assert!(!is_litigation_status(Some("prelit")));
        assert!(!is_litigation_status(None));
    }

    #[test]
    fn spec_2_5_numbers_parse_as_decimals_or_zero() {
        // spec 2 §5: "Numeric fields in fee screens are parsed as decimals, 0 when not a number."
        assert_eq!(parse_decimal("1234.5"), 1234.5);
        assert_eq!(parse_decimal("$1,234.50"), 1234.5);
        assert_eq!(parse_decimal("abc"), 0.0);
        assert_eq!(parse_decimal(""), 0.0);
        assert_eq!(parse_decimal("NaN"), 0.0);
    }

    #[test]
    fn spec_2_9_averages_one_decimal() {
        // spec 2 §9: "Currency USD no decimals; averages one decimal."
        assert_eq!(round1(2.349), 2.3);
        assert_eq!(round1(2.35), 2.4);
        assert_eq!(average_cents(1_000_00, 3), 33_333);
        assert_eq!(average_cents(5, 0), 0);
    }

    #[test]
    fn spec_2_9_qualifying_and_normal_range() {
        // spec 2 §9: "qualifying cases have total fees above $2,000; normal range above $2,000
        // up to $1,000,000."
        assert!(!qualifies(200_000), "exactly $2,000 does not qualify");
        assert!(qualifies(200_001));
        assert!(!in_normal_range(200_000));
        assert!(in_normal_range(100_000_000), "$1,000,000 is inside");
        assert!(!in_normal_range(100_000_001));
    }

    #[test]
    fn avg_cases_per_month_counts_calendar_months() {
        // spec 2 §2 "Avg Cases Per Month", spec 2 §9 "averages one decimal".
        assert_eq!(months_in_range(d("2026-11-22"), d("2026-11-22")), 1);
        assert_eq!(months_in_range(d("2026-01-31"), d("2026-02-01")), 2);
        assert_eq!(months_in_range(d("2025-12-01"), d("2026-11-30")), 12);
        assert_eq!(months_in_range(d("2026-02-01"), d("2026-01-01")), 0);
        assert_eq!(avg_cases_per_month(10, d("2026-01-01"), d("2026-03-31")), 3.3);
        assert_eq!(avg_cases_per_month(10, d("2026-03-01"), d("2026-01-01")), 0.0);
    }

    #[test]
    fn spec_2_6_team_codes_map_to_attorney_groups() {
        // spec 2 §6: "team codes map to attorney groups ...; other teams match exactly";
        // part 3 §9 "LS with EMR and KNP; CLP with PPR; ACS with TRS and RAS; RCS with WC, SSD and PL".
        let groups: Vec<Vec<String>> = [vec!["LS", "EMR", "KNP"], vec!["CLP", "PPR"], vec!["ACS", "TRS", "RAS"], vec!["RCS", "WC", "SSD", "PL"]]
            .iter()
            .map(|g| g.iter().map(|s| s.to_string()).collect())
            .collect();
        assert_eq!(team_attorney_codes("LS", &[], &groups), vec!["LS", "EMR", "KNP"]);
        assert_eq!(team_attorney_codes("CLP", &[], &groups), vec!["CLP", "PPR"]);
        assert_eq!(team_attorney_codes("RCS", &[], &groups), vec!["RCS", "WC", "SSD", "PL"]);
        assert_eq!(team_attorney_codes("JRT", &[], &groups), vec!["JRT"], "other teams match exactly");
        // A team named otherwise stands for its members' codes, each with its group.
        assert_eq!(team_attorney_codes("Sandy", &["KNP".into(), "MCA".into()], &groups), vec!["Sandy", "LS", "EMR", "KNP", "MCA"]);
    }

    #[test]
    fn spec_2_6_roles_of_the_fee_screens() {
        // spec 2 §6: "admin or marketing: fee filters (Show All, office, state, source), Source
        // column"; "attorney, admin or marketing: extra fee tabs".
        assert!(sees_fee_filters(&["admin"]));
        assert!(sees_fee_filters(&["marketing"]));
        assert!(!sees_fee_filters(&["attorney"]));
        assert!(sees_extra_fee_tabs(&["attorney"]));
        assert!(!sees_extra_fee_tabs(&["paralegal", "user"]));
        assert!(reads_organization_fees(&["marketing"]));
        assert!(!reads_organization_fees(&["intake"]));
    }

    #[test]
    fn spec_2_4_not_banked_rule() {
        // spec 2 §4: "Open settlement is not banked when fees taken plus referral fee is below
        // the attorney fee and there is no closing date."
        assert!(is_not_banked(10_000, 0, 0, None));
        assert!(is_not_banked(10_000, 3_000, 6_999, None));
        assert!(!is_not_banked(10_000, 3_000, 7_000, None), "fees taken plus referral equal to the fee: banked");
        assert!(!is_not_banked(10_000, 0, 0, Some(d("2026-11-01"))), "a closing date: banked");
        assert_eq!(fee_not_banked_cents(10_000, 3_000, 1_000), 6_000);
        assert_eq!(fee_not_banked_cents(10_000, 3_000, 9_000), 0);
    }

    #[test]
    fn spec_2_2_open_settlements() {
        // spec 2 §2 "Settlements (open settlements)", spec 2 §4 not-banked rule.
        assert!(is_open_settlement(false, false), "a banked settlement of an open case");
        assert!(is_open_settlement(true, true), "a closed case with a fee not banked");
        assert!(!is_open_settlement(true, false));
    }

    #[test]
    fn spec_2_9_rate_green_above_800() {
        // spec 2 §9: "Rate green above 800."
        assert!(rate_is_green(800.1));
        assert!(!rate_is_green(800.0));
    }
}
