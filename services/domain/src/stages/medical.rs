//! Medical-record requests (spec part 2 §2 "Medical requests", §3 "Request", "Medical request
//! stats"): the status a requester may set on a request, and the monthly statistics per agent
//! of Medical Record Stats (`medicalRequestTeamStatsByMonth`).

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};

use crate::cases::MedicalRequestSet;
use crate::error::DomainError;

/// The statuses a request can have (the `medical_request_set` fact's `status`), in the order
/// the Tasks screen offers them.
pub const REQUEST_STATUSES: [&str; 3] = ["requested", "completed", "cancelled"];

/// spec 2 §9 "Completed in 30 days": a request completed at most this many days after it was made.
pub const COMPLETED_WITHIN_DAYS: i64 = 30;

/// The request after a requester sets its status on /mr/tasks (spec 2 §2 Tasks: "the inline
/// status changes a requester needs to complete a request"). Completing stamps `today` as the
/// completion date; reopening clears it. Setting the status a request already has is refused
/// (issue 12 "a medical request completed twice": a clear error, nothing written), as is an
/// unknown status.
pub fn next_request_status(current: &MedicalRequestSet, status: &str, today: NaiveDate, comments: Option<&str>) -> Result<MedicalRequestSet, DomainError> {
    let status = status.trim().to_ascii_lowercase();
    if !REQUEST_STATUSES.contains(&status.as_str()) {
        return Err(DomainError::invalid("status", format!("Unknown request status {status:?} (one of {})", REQUEST_STATUSES.join(", "))));
    }
    if current.status == status {
        return Err(DomainError::Conflict(format!("Request {} is already {status}", current.request_id)));
    }
    let comments = match comments.map(str::trim) {
        Some("") | None => current.comments.clone(),
        Some(c) => Some(c.to_string()),
    };
    Ok(MedicalRequestSet {
        completed_date: if status == "completed" { Some(today) } else { None },
        status,
        comments,
        ..current.clone()
    })
}

/// What the statistics need of one request.
#[derive(Debug, Clone, PartialEq)]
pub struct RequestFacts {
    pub agent: String,
    pub request_date: NaiveDate,
    pub status: String,
    pub completed_date: Option<NaiveDate>,
}

/// spec 2 §3 "Medical request stats: totalRequests, totalCancellations, totalCompleted,
/// totalCompletedInThirtyDays, averageDaysToComplete, yearMonth, month, year, agent".
#[derive(Debug, Clone, PartialEq)]
pub struct MonthStats {
    pub agent: String,
    pub year: i32,
    pub month: u32,
    pub total_requests: i64,
    pub total_cancellations: i64,
    pub total_completed: i64,
    pub total_completed_in_thirty_days: i64,
    /// Mean whole days from request to completion over the completed requests, 1 decimal;
    /// None when none was completed.
    pub average_days_to_complete: Option<f64>,
}

impl MonthStats {
    pub fn year_month(&self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }
}

/// Days from request to completion, if completed.
pub fn days_to_complete(r: &RequestFacts) -> Option<i64> {
    if r.status != "completed" {
        return None;
    }
    r.completed_date.map(|d| (d - r.request_date).num_days().max(0))
}

/// spec 2 §2 Medical Record Stats: requests counted in the month they were made, per agent
/// (the request's assignee), one row per agent and month that has requests. A completed
/// request counts as completed (and within 30 days when completed at most 30 days after it
/// was made) in its request's month, so each month's figures stay comparable.
pub fn monthly_stats(requests: &[RequestFacts]) -> Vec<MonthStats> {
    #[derive(Default)]
    struct Acc {
        total: i64,
        cancelled: i64,
        completed: i64,
        within: i64,
        days: i64,
    }
    let mut by: BTreeMap<(i32, u32, String), Acc> = BTreeMap::new();
    for r in requests {
        let acc = by.entry((r.request_date.year(), r.request_date.month(), r.agent.clone())).or_default();
        acc.total += 1;
        if r.status == "cancelled" {
            acc.cancelled += 1;
        }
        if let Some(days) = days_to_complete(r) {
            acc.completed += 1;
            acc.days += days;
            if days <= COMPLETED_WITHIN_DAYS {
                acc.within += 1;
            }
        }
    }
    by.into_iter()
        .map(|((year, month, agent), a)| MonthStats {
            agent,
            year,
            month,
            total_requests: a.total,
            total_cancellations: a.cancelled,
            total_completed: a.completed,
            total_completed_in_thirty_days: a.within,
            average_days_to_complete: (a.completed > 0).then(|| (a.days as f64 / a.completed as f64 * 10.0).round() / 10.0),
        })
        .collect()
}

/// The months `start..=end` touches, `(year, month)` in order (the columns of the tables).
pub fn months_between(start: NaiveDate, end: NaiveDate) -> Vec<(i32, u32)> {
    let mut out = vec![];
    let (mut y, mut m) = (start.year(), start.month());
    while (y, m) <= (end.year(), end.month()) {
        out.push((y, m));
        (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn req(status: &str) -> MedicalRequestSet {
        MedicalRequestSet {
            case_id: 1,
            request_id: 7,
            provider_id: Some(2),
            request_date: d("2026-03-02"),
            from_date: None,
            to_date: None,
            requestor_user_id: Some(6),
            assignee_user_id: Some(9),
            status: status.into(),
            completed_date: None,
            comments: Some("Records and bills".into()),
        }
    }

    #[test]
    fn spec_2_section_2_a_requester_completes_a_request_once() {
        // spec 2 §2 Tasks: "the inline status changes a requester needs to complete a request".
        let done = next_request_status(&req("requested"), "Completed", d("2026-03-20"), None).unwrap();
        assert_eq!(done.status, "completed");
        assert_eq!(done.completed_date, Some(d("2026-03-20")));
        assert_eq!(done.comments.as_deref(), Some("Records and bills"));
        // issue 12 "a medical request completed twice": refused.
        assert!(matches!(next_request_status(&done, "completed", d("2026-03-21"), None), Err(DomainError::Conflict(_))));
        // Reopened: the completion date goes.
        let again = next_request_status(&done, "requested", d("2026-03-21"), Some(" wrong dates ")).unwrap();
        assert_eq!((again.completed_date, again.comments.as_deref()), (None, Some("wrong dates")));
        assert!(matches!(next_request_status(&req("requested"), "lost", d("2026-03-20"), None), Err(DomainError::Invalid { .. })));
    }

    #[test]
    fn spec_2_section_3_monthly_stats_count_completed_in_30_days_and_average_days() {
        // spec 2 §3 "totalRequests, totalCancellations, totalCompleted,
        // totalCompletedInThirtyDays, averageDaysToComplete ... agent".
        let f = |agent: &str, made: &str, status: &str, done: Option<&str>| RequestFacts {
            agent: agent.into(),
            request_date: d(made),
            status: status.into(),
            completed_date: done.map(d),
        };
        let stats = monthly_stats(&[
            f("EF", "2026-03-02", "completed", Some("2026-04-01")), // 30 days: within
            f("EF", "2026-03-10", "completed", Some("2026-04-10")), // 31 days: not within
            f("EF", "2026-03-31", "cancelled", None),
            f("EF", "2026-03-15", "requested", None),
            f("TB", "2026-03-05", "completed", Some("2026-03-09")), // 4 days
            f("EF", "2026-04-01", "completed", Some("2026-04-01")), // 0 days, April
        ]);
        assert_eq!(stats.len(), 3);
        let ef_march = &stats[0];
        assert_eq!((ef_march.agent.as_str(), ef_march.year_month().as_str()), ("EF", "2026-03"));
        assert_eq!((ef_march.total_requests, ef_march.total_cancellations, ef_march.total_completed, ef_march.total_completed_in_thirty_days), (4, 1, 2, 1));
        // (30 + 31) / 2 = 30.5
        assert_eq!(ef_march.average_days_to_complete, Some(30.5));
        assert_eq!((stats[1].agent.as_str(), stats[1].average_days_to_complete), ("TB", Some(4.0)));
        assert_eq!((stats[2].year_month().as_str(), stats[2].total_completed_in_thirty_days), ("2026-04", 1));
        let none = monthly_stats(&[f("EF", "2026-03-15", "requested", None)]);
        assert_eq!(none[0].average_days_to_complete, None);
    }

    #[test]
    fn months_between_spans_years() {
        assert_eq!(months_between(d("2025-11-20"), d("2026-02-01")), vec![(2025, 11), (2025, 12), (2026, 1), (2026, 2)]);
        assert_eq!(months_between(d("2026-03-05"), d("2026-03-05")), vec![(2026, 3)]);
    }
}
