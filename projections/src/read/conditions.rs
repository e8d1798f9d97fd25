//! SQL conditions every reader writes alike: an organization's cases (a row of no organization
//! is the deployment's organization's), the stages a Hide Stages filter shows, and parameter
//! lists. They bind `$1`/`$2` (the organization, whether it is the default one) or `$first…`.

/// An organization's cases, `$1` the organization and `$2` whether it is the default one (whose
/// cases include those of no organization), written for the case at hand rather than as
/// `organization_id = $1 OR (organization_id IS NULL AND $2)`: SQLite plans before it sees the
/// flag, and that OR became a multi-index OR gathering the rowid of every case of the firm
/// (docs/decisions.md "Conditions written for the case at hand"). For reads of a whole
/// organization (a key list or a whole-firm pass), not for a date range on an
/// organization-led index.
pub fn organization_cases_sql(is_default: bool) -> &'static str {
    if is_default {
        "COALESCE(organization_id, $1) = $1 AND $2"
    } else {
        "organization_id = $1 AND NOT $2"
    }
}

/// An organization's cases as a condition checked on each row another index finds (a date range
/// on a fact table leads, the case joined by its key): `$1` the organization, `$2` whether it is
/// the default one, whose cases include those of no organization; `column` the case's
/// organization column. One rule for every such read: another organization never counts the
/// cases of no organization.
pub fn organization_row_sql(column: &str) -> String {
    format!("({column} = $1 OR ({column} IS NULL AND $2))")
}

/// An organization's cases as two branches of one statement: `branch` writes the statement
/// for an organization condition, `$1` the organization's cases and `$2` (whether it is the
/// default one) those of no organization. For an organization-led index that narrows further
/// (a stage, a grouping): one `OR` over both made SQLite read every case of the firm.
pub fn organization_union(branch: impl Fn(&str) -> String) -> String {
    format!("{} UNION ALL {}", branch("organization_id = $1"), branch("organization_id IS NULL AND $2"))
}

/// [`organization_union`] over a count table the cases read model keeps
/// (`projections::cases`), where a case of no organization is counted under
/// `NO_ORGANIZATION`: its key columns cannot be NULL.
pub fn counts_organization_union(branch: impl Fn(&str) -> String) -> String {
    let none = crate::cases::lead_days::NO_ORGANIZATION;
    format!("{} UNION ALL {}", branch("organization_id = $1"), branch(&format!("organization_id = {none} AND $2")))
}

/// Parameters `$first` to `$first + count - 1`, comma-separated (an `IN` list's values).
pub fn placeholders(first: usize, count: usize) -> String {
    (first..first + count).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

/// The cases whose stage is not one of `hide_stages` (a case without a stage counts as `No
/// Status`), as SQL conditions on the `stage` column any one of which keeps a case, and the
/// values to bind as parameters `$first`, `$first + 1`, …: the stages shown
/// (`domain::inventory::rules::shown_stages`) in one `IN`, and no stage in a condition of its own. Each can seek
/// an index by stage; one `OR` of the two made SQLite read the whole index (issue #17).
pub fn shown_stage_conditions(hide_stages: &[String], first: usize) -> (Vec<String>, Vec<&'static str>) {
    if hide_stages.is_empty() {
        return (vec!["1 = 1".into()], vec![]);
    }
    let shown = domain::inventory::rules::shown_stages(hide_stages);
    if shown.is_empty() {
        return (vec!["1 = 0".into()], shown);
    }
    // `stage_of` writes No Status for a label it does not know; a case without a label has none.
    let mut conditions = vec![format!("stage IN ({})", placeholders(first, shown.len()))];
    if shown.contains(&domain::inventory::team::NO_STATUS) {
        conditions.push("stage IS NULL".into());
    }
    (conditions, shown)
}

/// [`shown_stage_conditions`] as one condition (` AND (…)`, empty when nothing is hidden), for
/// reads led by another index.
pub fn shown_stages_sql(hide_stages: &[String], first: usize) -> (String, Vec<&'static str>) {
    if hide_stages.is_empty() {
        return (String::new(), vec![]);
    }
    let (conditions, shown) = shown_stage_conditions(hide_stages, first);
    (format!(" AND ({})", conditions.join(" OR ")), shown)
}


/// The firm-local month a case was opened in, as SQL: the index of the month among those whose
/// bounds are the parameters `$first`, `$first + 1`, … (`months + 1` stored instants, the last
/// ending the last month); -1 outside them.
pub fn opened_month_sql(first: usize, months: usize) -> String {
    bucket_sql("opened_at", first, months)
}

/// Which of `buckets` consecutive periods a stored instant `column` falls in, as SQL: the index
/// of the period among those whose bounds are the parameters `$first`, `$first + 1`, …
/// (`buckets + 1` stored instants, the last ending the last period); -1 outside them. Firm-local
/// months and days bucketed so in the database: their bounds move with daylight saving time,
/// which no fixed offset in SQL would follow.
pub fn bucket_sql(column: &str, first: usize, buckets: usize) -> String {
    let within = (0..buckets).map(|i| format!("WHEN {column} < ${} THEN {i}", first + i + 1)).collect::<Vec<_>>().join(" ");
    format!("CASE WHEN {column} < ${first} THEN -1 {within} ELSE -1 END")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::inventory::rules;

    /// spec 2 §2 Hide Stages: the shown stages in one `IN` (bound from `$first`), cases without
    /// a stage (No Status) a condition of their own; nothing hidden, no condition; all hidden,
    /// none kept.
    #[test]
    fn shown_stages_are_named_and_no_status_apart() {
        let hidden = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let (conditions, shown) = shown_stage_conditions(&hidden(&["Closed", "Referred Out"]), 7);
        assert_eq!(conditions, vec!["stage IN ($7, $8, $9, $10, $11, $12, $13)".to_string(), "stage IS NULL".into()]);
        assert_eq!(shown.len(), 7);
        let (conditions, shown) = shown_stage_conditions(&hidden(&["Closed", "No Status"]), 2);
        assert_eq!((conditions, shown.len()), (vec!["stage IN ($2, $3, $4, $5, $6, $7, $8)".to_string()], 7));
        assert_eq!(shown_stages_sql(&[], 2), (String::new(), vec![]));
        assert_eq!(shown_stages_sql(&hidden(&rules::HIDE_STAGE_OPTIONS), 2), (" AND (1 = 0)".to_string(), vec![]));
        let (sql, _) = shown_stages_sql(&hidden(&["Closed"]), 2);
        assert_eq!(sql, " AND (stage IN ($2, $3, $4, $5, $6, $7, $8, $9) OR stage IS NULL)");
    }
}
