//! Negotiation File Review (spec part 2 §2 Negotiation: File Review): the user's Negotiation
//! cases with their last file review, age and colour (spec 2 §9) — in both profiles.

use std::time::{Duration, Instant};

use chrono::Utc;
use domain::cases::*;
use eventstore::{EventStore, ExpectedVersion, Metadata, NewEvent, Source, Upcasters};
use serde_json::{json, Value};

use super::harness::*;

const PARALEGAL: i64 = 6; // paralegal@ (Kelsey Moran)

/// By hand (today = the server's day; the review colours of spec 2 §9: white ≤ 30 days,
/// yellow 31–45, red over 45 or never):
///
/// | case   | client     | status                  | stage       | file review (note 81) | days | colour |
/// |--------|------------|-------------------------|-------------|-----------------------|------|--------|
/// | 891401 | Gus Aaland | PL 06 Negotiations      | Negotiation | 10 days ago           | 10   | white  |
/// | 891402 | Hana Berg  | PL 09 UIM Negotiations  | Negotiation | 40 days ago           | 40   | yellow |
/// | 891403 | Ian Cole   | PL 07 UIM Demand Prep.  | Negotiation | never                 |      | red    |
/// | 891404 | Jun Dahl   | PL 03 Demand Preparation| Demand Prep | 2 days ago            |      | (not listed) |
///
/// The paralegal's list: 891401, 891402, 891403 (ordered by case on the screen; compared as a set here).
fn firm_noon_days_ago(days: i64) -> chrono::DateTime<Utc> {
    use chrono::TimeZone;
    let tz = chrono_tz::America::Denver;
    let day = Utc::now().with_timezone(&tz).date_naive() - chrono::Duration::days(days);
    tz.from_local_datetime(&day.and_hms_opt(12, 0, 0).unwrap()).single().unwrap().with_timezone(&Utc)
}

async fn seed(s: &Server) {
    let db = eventstore::Db::connect(&s.database_url()).await.unwrap();
    let store = EventStore::new(db, Upcasters::new());
    let meta = Metadata { source: Source::Import, ..Default::default() };
    let now = Utc::now();
    let cases = [
        (891401, "Gus", "Aaland", 1065, "PL 06 Negotiations", Some(10)),
        (891402, "Hana", "Berg", 1067, "PL 09 UIM Negotiations", Some(40)),
        (891403, "Ian", "Cole", 1066, "PL 07 UIM Demand Preparation", None),
        (891404, "Jun", "Dahl", 1061, "PL 03 Demand Preparation", Some(2)),
    ];
    for (case_id, first, last, status_id, label, reviewed) in cases {
        let mut events = vec![
            CaseEvent::Opened(CaseOpened {
                case_id,
                organization_id: Some(2),
                opened_at: now - chrono::Duration::days(200),
                first_name: first.into(),
                last_name: last.into(),
                status_id: Some(status_id),
                status_label: Some(label.into()),
                ..Default::default()
            }),
            CaseEvent::StaffAssigned(StaffAssigned { case_id, role: "paralegal".into(), user_id: Some(PARALEGAL), staff_code: None }),
        ];
        if let Some(days) = reviewed {
            events.push(CaseEvent::NoteAdded(NoteAdded {
                case_id,
                note_id: case_id * 10,
                note_type_id: 81,
                title: None,
                content: format!("Reviewed {first}"),
                // Noon in the firm's time zone `days` local days ago: whole days apart in the
                // firm's calendar whatever the hour the test runs and across a DST change.
                created_at: firm_noon_days_ago(days),
                creator_user_id: Some(PARALEGAL),
                creator_name: None,
            }));
        }
        let new: Vec<NewEvent> = events.iter().map(NewEvent::from_domain).collect();
        store.append("case", &format!("case-{case_id}"), ExpectedVersion::NoStream, &new, &meta).await.unwrap();
    }
}

const LIST: &str = "query($u:Int!){negotiationFileReviewCases(userId:$u){caseId stage clientName daysSinceReview lastFileReviewNote color}}";

async fn negotiation_review(profile: Profile) {
    let s = Server::start(profile).await;
    seed(&s).await;
    let paralegal = s.login("paralegal@caseboard.demo").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let r = loop {
        let r = s.gql(Some(&paralegal), LIST, json!({"u": PARALEGAL})).await;
        if r["data"]["negotiationFileReviewCases"].as_array().is_some_and(|a| a.len() == 3) {
            break r;
        }
        assert!(Instant::now() < deadline, "cases never appeared: {r}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let mut rows: Vec<Value> = r["data"]["negotiationFileReviewCases"].as_array().unwrap().clone();
    rows.sort_by_key(|x| x["caseId"].as_i64());
    assert_eq!(
        rows,
        vec![
            json!({"caseId": 891401, "stage": "Negotiation", "clientName": "Gus Aaland", "daysSinceReview": 10, "lastFileReviewNote": "Reviewed Gus", "color": "WHITE"}),
            json!({"caseId": 891402, "stage": "Negotiation", "clientName": "Hana Berg", "daysSinceReview": 40, "lastFileReviewNote": "Reviewed Hana", "color": "YELLOW"}),
            json!({"caseId": 891403, "stage": "Negotiation", "clientName": "Ian Cole", "daysSinceReview": null, "lastFileReviewNote": null, "color": "RED"}),
        ]
    );
    // Another user's list is not the attorney's to read.
    let attorney = s.login("attorney@caseboard.demo").await;
    assert_eq!(code(&s.gql(Some(&attorney), LIST, json!({"u": PARALEGAL})).await), "FORBIDDEN");
}

#[tokio::test]
async fn negotiation_review_embedded() {
    negotiation_review(Profile::Embedded).await;
}

#[tokio::test]
async fn negotiation_review_distributed() {
    negotiation_review(Profile::Distributed).await;
}
