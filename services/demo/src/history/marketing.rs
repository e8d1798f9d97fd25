//! Facts that are not about one case: referral contacts with map coordinates (spec 3 §2.14),
//! tracked calls (spec 3 §2.4 calls by day and by source) and weekly page-speed results.

use chrono::{DateTime, Datelike, Duration, Utc, Weekday};
use domain::marketing::*;

use super::calendar::Calendar;
use super::catalog::{CONTACT_TYPES, MEDICAL_CONTACT_TYPES};
use super::intake::CALLRAIL_SOURCES;
use super::places::{business_suffix, OFFICES, BUSINESS_PLACES, STREETS};
use super::rng::Rng;

/// Facts of one stream at one moment: one `append_in_at` call.
#[derive(Debug, Clone)]
pub struct MarketingGroup {
    pub at: DateTime<Utc>,
    pub events: Vec<MarketingEvent>,
}

#[derive(Debug, Clone)]
pub struct Contact {
    pub contact_id: i64,
    pub office_id: i64,
    pub contact_type: i64,
    pub name: String,
}

pub struct Contacts {
    pub all: Vec<Contact>,
    pub records: Vec<ReferralContactSet>,
}

const CONTACT_BASE: i64 = 800_000;
/// How many referral contacts the firm keeps (independent of the lead scale).
const CONTACT_COUNT: usize = 360;

/// (contact type, weight).
const TYPE_MIX: [(i64, f64); 12] =
    [(1, 24.0), (2, 14.0), (3, 8.0), (4, 7.0), (5, 6.0), (6, 4.0), (7, 6.0), (8, 9.0), (9, 10.0), (10, 6.0), (11, 4.0), (12, 2.0)];

impl Contacts {
    pub fn generate(seed: u64) -> Contacts {
        let mut rng = Rng::derive(seed, STREAM_CONTACTS, 0);
        let mut all = vec![];
        let mut records = vec![];
        let office_weights: Vec<f64> = OFFICES.iter().map(|o| o.weight.max(4.0)).collect();
        let mut names = std::collections::BTreeSet::new();
        for i in 0..CONTACT_COUNT {
            // Every office gets each medical type at least once; the rest follow the mix.
            let (office, contact_type) = if i < OFFICES.len() * MEDICAL_CONTACT_TYPES.len() {
                (&OFFICES[i / MEDICAL_CONTACT_TYPES.len()], MEDICAL_CONTACT_TYPES[i % MEDICAL_CONTACT_TYPES.len()])
            } else {
                (&OFFICES[rng.weighted_index(&office_weights)], *rng.weighted(&TYPE_MIX))
            };
            let city = *rng.pick(office.cities);
            let mut name = format!("{} {}", rng.pick(&BUSINESS_PLACES), rng.pick(business_suffix(contact_type)));
            if !names.insert(name.clone()) {
                name = format!("{name} - {city}");
                if !names.insert(name.clone()) {
                    name = format!("{name} #{}", i + 1);
                    names.insert(name.clone());
                }
            }
            let contact_id = CONTACT_BASE + i as i64 + 1;
            let medical = MEDICAL_CONTACT_TYPES.contains(&contact_type);
            // spec 3 §2.14: only priority contacts with numeric lat and lng are on the map.
            let priority = rng.chance(if medical { 0.55 } else { 0.3 });
            let located = rng.chance(0.95);
            records.push(ReferralContactSet {
                contact_id,
                sa_id: Some(contact_id),
                sa_ctg: Some(if medical { 2 } else { 3 }),
                name: name.clone(),
                contact_type: CONTACT_TYPES.iter().find(|t| t.0 == contact_type).map(|t| t.1).unwrap_or("Other").into(),
                address: Some(format!("{} {}", rng.range(100, 9_999), rng.pick(&STREETS))),
                city: Some(city.into()),
                state: Some(office.state.into()),
                zip: Some(format!("{}{:02}", office.zip_prefix, rng.range(1, 99))),
                phone: Some(format!("({}) 555-{:04}", rng.pick(office.area_codes), rng.range(0, 9999))),
                email: Some(format!("office{}@example.com", contact_id % 10_000)),
                lat: located.then(|| round6(office.lat + 0.09 * rng.normal())),
                lng: located.then(|| round6(office.lng + 0.12 * rng.normal())),
                priority,
                // spec 1 §4: "a level 1 (Highest) to 5 (Lowest) or none".
                priority_level: (priority && rng.chance(0.85)).then(|| rng.range(1, 5)),
                accepts_lien: medical && rng.chance(0.7),
                accepts_health_insurance: medical && rng.chance(0.6),
                organization_id: None,
            });
            all.push(Contact { contact_id, office_id: office.id, contact_type, name });
        }
        Contacts { all, records }
    }

    fn near(&self, office_id: i64, types: &[i64]) -> Vec<&Contact> {
        let local: Vec<&Contact> = self.all.iter().filter(|c| c.office_id == office_id && types.contains(&c.contact_type)).collect();
        if local.is_empty() {
            self.all.iter().filter(|c| types.contains(&c.contact_type)).collect()
        } else {
            local
        }
    }

    /// The contact behind a "referred by others" source (spec 3 §2.14: Ref-Doctors, Ref-Auto
    /// Body, Ref-Tow Truck, Ref-BNI, Ref-Partners).
    pub fn referrer_near(&self, rng: &mut Rng, office_id: i64, source: &str) -> Option<i64> {
        let types: &[i64] = match source {
            "Ref-Auto Body" => &[9],
            "Ref-Tow Truck" => &[10],
            "Ref-BNI" => &[11],
            "Ref-Partners" => &[8],
            _ => &[1, 2, 3, 4, 7],
        };
        let pool = self.near(office_id, types);
        (!pool.is_empty()).then(|| rng.pick(&pool).contact_id)
    }

    /// The firm a case is referred out to.
    pub fn referral_firm(&self, rng: &mut Rng, office_id: i64) -> String {
        let pool = self.near(office_id, &[8]);
        if pool.is_empty() {
            "Partner Law Group".into()
        } else {
            rng.pick(&pool).name.clone()
        }
    }

    /// A medical provider of the given type near the office: (contact id, name).
    pub fn provider(&self, rng: &mut Rng, office_id: i64, contact_type: i64) -> (Option<i64>, String) {
        let pool = self.near(office_id, &[contact_type]);
        let c = rng.pick(&pool);
        (Some(c.contact_id), c.name.clone())
    }

    pub fn name_of(&self, contact_id: i64) -> &str {
        self.all.iter().find(|c| c.contact_id == contact_id).map(|c| c.name.as_str()).unwrap_or("a partner")
    }

    /// The contacts as they were first imported, on the first morning of the history.
    pub fn groups(&self, cal: &Calendar) -> Vec<MarketingGroup> {
        let at = cal.at(cal.start, 7, 0);
        self.records.iter().map(|r| MarketingGroup { at, events: vec![MarketingEvent::ReferralContactSet(Box::new(r.clone()))] }).collect()
    }
}

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

pub const STREAM_CONTACTS: u64 = 3;
pub const STREAM_CALLS: u64 = 4;
pub const STREAM_PAGE_SPEED: u64 = 5;

/// Each day's calls, imported from the call-tracking service at 23:30 that day. `leads_per_day`
/// is the day's expected lead volume; about 1.1 calls come in per lead.
pub fn calls(seed: u64, cal: &Calendar, organization_id: i64, leads_per_day: impl Fn(chrono::NaiveDate) -> f64) -> Vec<MarketingGroup> {
    let mut groups = vec![];
    let mut call_id = 0i64;
    for (n, day) in cal.days().enumerate() {
        let mut rng = Rng::derive(seed, STREAM_CALLS, n as u64);
        let count = rng.poisson(1.1 * leads_per_day(day));
        if count == 0 {
            continue;
        }
        let business = cal.is_business_day(day);
        let mut minutes: Vec<u32> = (0..count).map(|_| if business { (7.5 * 60.0 + rng.uniform(0.0, 12.0 * 60.0)) as u32 } else { rng.range(8 * 60, 21 * 60) as u32 }).collect();
        minutes.sort_unstable();
        let events = minutes
            .into_iter()
            .map(|m| {
                call_id += 1;
                MarketingEvent::CallRecorded(CallRecorded {
                    call_id,
                    organization_id: Some(organization_id),
                    date: day,
                    called_at: cal.at(day, m / 60, m % 60) + Duration::seconds(rng.range(0, 59)),
                    source: rng.weighted(&CALLRAIL_SOURCES).to_string(),
                    duration_seconds: Some(rng.lognormal(170.0, 0.9).round() as i64),
                })
            })
            .collect();
        groups.push(MarketingGroup { at: cal.at(day, 23, 30), events });
    }
    groups
}

/// spec 1 §3 "Page speed result: url, mobileScore, desktopScore": the site's pages checked
/// every Monday at 06:00.
pub const PAGES: [(i64, &str); 3] = [
    (1, "https://www.caseboard-demo.example/"),
    (2, "https://www.caseboard-demo.example/car-accident-lawyer/"),
    (3, "https://www.caseboard-demo.example/contact/"),
];

pub fn page_speed(seed: u64, cal: &Calendar, organization_id: i64) -> Vec<MarketingGroup> {
    let mut groups = vec![];
    for (url_id, url) in PAGES {
        let mut rng = Rng::derive(seed, STREAM_PAGE_SPEED, url_id as u64);
        let (mut mobile, mut desktop) = (rng.uniform(62.0, 80.0), rng.uniform(86.0, 96.0));
        for day in cal.days().filter(|d| d.weekday() == Weekday::Mon) {
            mobile = (mobile + rng.normal() * 3.0 + (76.0 - mobile) * 0.1).clamp(35.0, 99.0);
            desktop = (desktop + rng.normal() * 1.5 + (92.0 - desktop) * 0.1).clamp(60.0, 100.0);
            let at = cal.at(day, 6, 0);
            groups.push(MarketingGroup {
                at,
                events: vec![MarketingEvent::PageSpeedRecorded(PageSpeedRecorded {
                    url_id,
                    organization_id: Some(organization_id),
                    url: url.into(),
                    mobile_score: (mobile * 10.0).round() / 10.0,
                    desktop_score: (desktop * 10.0).round() / 10.0,
                    measured_at: at,
                })],
            });
        }
    }
    groups
}

pub const STREAM_ACTIVITY: u64 = 6;
/// Demo contact-event ids start here, far from the ids `createContactEvent` allocates.
const ACTIVITY_ID_BASE: i64 = 700_000_000;
/// (activity type id, name, possible comments).
type ActivityKind = (i64, &'static str, &'static [&'static str]);

/// (user id, name, weight) of who logs CRM activity: the CRM logins (spec 1 §2.3: admin,
/// intake-management, intake).
const ACTIVITY_USERS: [(i64, &str, f64); 3] = [(1, "Morgan Hale", 0.3), (3, "Dana Whitfield", 0.45), (4, "Rosa Delgado", 0.25)];

/// (contact event type id, name, weight, comments) — ids as `catalog::CONTACT_EVENT_TYPES`.
const ACTIVITY_KINDS: [(i64, &str, f64, &[&str]); 6] = [
    (1, "Office Visit", 35.0, &["Met the office manager; left brochures and cards.", "Visited the front desk; they asked for more intake cards.", "Stopped by to introduce our new intake line; good reception.", "Met with the doctor between patients; discussed two shared clients."]),
    (2, "Phone Call", 25.0, &["Called to check on a referred client's treatment.", "Follow-up call about records turnaround.", "Called to confirm they still accept liens.", "Left a voicemail for the office manager."]),
    (3, "Email", 15.0, &["Sent the monthly referral update.", "Emailed updated intake forms.", "Sent thank-you note and case status summary."]),
    (4, "Lunch & Learn", 8.0, &["Lunch & learn with the staff on PIP and med-pay.", "Brought lunch; presented on documenting auto injuries."]),
    (5, "Drop Off", 12.0, &["Dropped off cookies and referral pads.", "Dropped off new brochures in English and Spanish."]),
    (6, "Referral Thank You", 5.0, &["Thank-you card for last month's referrals.", "Gift basket for the front desk after three referrals."]),
];

/// A year of CRM activity: visits, calls and emails with the firm's referral contacts, on
/// business days, up to yesterday (spec 1 §2.4 Activity page). Priority contacts, and the
/// higher their level, are seen more often.
pub fn contact_activity(seed: u64, cal: &Calendar, contacts: &Contacts) -> Vec<MarketingGroup> {
    let weights: Vec<f64> = contacts
        .records
        .iter()
        .map(|c| match (c.priority, c.priority_level) {
            (true, Some(level)) => 8.0 - level as f64,
            (true, None) => 2.5,
            _ => 0.4,
        })
        .collect();
    let kinds: Vec<(ActivityKind, f64)> = ACTIVITY_KINDS.iter().map(|(id, name, w, comments)| ((*id, *name, *comments), *w)).collect();
    let users: Vec<((i64, &str), f64)> = ACTIVITY_USERS.iter().map(|(id, name, w)| ((*id, *name), *w)).collect();
    let from = cal.anchor - Duration::days(365);
    let mut groups = vec![];
    let mut next_id = ACTIVITY_ID_BASE;
    for (n, day) in cal.days().enumerate().filter(|(_, d)| *d >= from && cal.is_business_day(*d)) {
        let mut rng = Rng::derive(seed, STREAM_ACTIVITY, n as u64);
        for _ in 0..rng.poisson(5.0) {
            let contact = &contacts.records[rng.weighted_index(&weights)];
            let (type_id, type_name, comments) = *rng.weighted(&kinds);
            let (user_id, user_name) = *rng.weighted(&users);
            // spec 1 §9: event times in 15-minute steps, business hours.
            let quarter = rng.range(8 * 4, 17 * 4) as u32;
            let at = cal.at(day, quarter / 4, (quarter % 4) * 15);
            next_id += 1;
            groups.push(MarketingGroup {
                at: at + Duration::minutes(rng.range(5, 90)),
                events: vec![MarketingEvent::ContactEventRecorded(ContactEventRecorded {
                    event_id: next_id,
                    contact_id: contact.contact_id,
                    contact_event_type_id: type_id,
                    contact_event_type: type_name.into(),
                    at,
                    comment: rng.pick(comments).to_string(),
                    user_id: Some(user_id),
                    user_name: Some(user_name.into()),
                    organization_id: None,
                })],
            });
        }
    }
    groups
}
