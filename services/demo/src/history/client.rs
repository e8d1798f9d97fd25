//! The client of a lead: name, phone in national US format, address near the office, plaintiff
//! details, the incident and injuries, custom fields, and the wording of intake notes.

use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::*;

use super::catalog::{self, QUICK_INJURIES};
use super::places::{Office, FIRST_FEMALE, FIRST_MALE, LAST, STREETS};
use super::rng::Rng;
use super::roster::Member;
use super::timeline::Timeline;

#[derive(Debug, Clone)]
pub struct Client {
    pub contact_id: i64,
    pub first_name: String,
    pub last_name: String,
    /// spec 1 §9: "Gender M=1, F=2".
    pub gender: i64,
    pub phone: String,
    pub email: Option<String>,
    /// spec 1 §9: "Languages: English (default), Spanish."
    pub language: &'static str,
    pub address: String,
    pub city: String,
    pub state: &'static str,
    pub zip: String,
    pub dob: NaiveDate,
}

/// Client contact ids in the external system: one per lead.
const CLIENT_CONTACT_BASE: i64 = 500_000;

pub fn generate(rng: &mut Rng, office: &Office, case_id: i64) -> Client {
    let gender = if rng.chance(0.52) { 2 } else { 1 };
    let first = if gender == 1 { rng.pick(&FIRST_MALE) } else { rng.pick(&FIRST_FEMALE) };
    let last = rng.pick(&LAST);
    let spanish = ["Garcia", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Perez", "Sanchez", "Ramirez", "Torres", "Flores", "Rivera"].contains(last);
    let area = rng.pick(office.area_codes);
    // spec 1 §5: "phone number normalised to national US format"; 555 numbers are fictional.
    let phone = format!("({area}) 555-{:04}", rng.range(0, 9999));
    let email = rng.chance(0.65).then(|| format!("{}.{}{}@example.com", first.to_lowercase(), last.to_lowercase(), case_id % 1000));
    let city = rng.pick(office.cities).to_string();
    let birth_year = 2025 - rng.range(18, 78) as i32;
    Client {
        contact_id: CLIENT_CONTACT_BASE + (case_id - 200_000),
        first_name: first.to_string(),
        last_name: last.to_string(),
        gender,
        phone,
        email,
        language: if spanish && rng.chance(0.5) || rng.chance(0.04) { "Spanish" } else { "English" },
        address: format!("{} {}", rng.range(100, 12_999), rng.pick(&STREETS)),
        city,
        state: office.state,
        zip: format!("{}{:02}", office.zip_prefix, rng.range(1, 99)),
        dob: NaiveDate::from_ymd_opt(birth_year, rng.range(1, 12) as u32, rng.range(1, 28) as u32).expect("valid dob"),
    }
}

/// What the agent records during the first call: plaintiff details, incident, injuries and the
/// incident screen's custom fields (spec 1 §3 "Custom field (UDF)").
#[expect(clippy::too_many_arguments)]
pub fn record_details(
    rng: &mut Rng,
    tl: &mut Timeline,
    at: DateTime<Utc>,
    agent: &Member,
    client: &Client,
    type_id: i64,
    sub_type_id: i64,
    incident_date: NaiveDate,
    severity: f64,
) {
    let case_id = tl.case_id;
    let a = Some(agent.user_id);
    tl.push(
        at,
        a,
        CaseEvent::PlaintiffDetailsSet(PlaintiffDetailsSet {
            case_id,
            plaintiff_id: Some(client.contact_id + 1_000_000),
            contact_id: Some(client.contact_id),
            first_name: client.first_name.clone(),
            last_name: client.last_name.clone(),
            gender: Some(client.gender),
            address: Some(client.address.clone()),
            city: Some(client.city.clone()),
            state: Some(client.state.into()),
            zip: Some(client.zip.clone()),
            phone_number: Some(client.phone.clone()),
            email: client.email.clone(),
            ssn: rng.chance(0.4).then(|| format!("XXX-XX-{:04}", rng.range(0, 9999))),
            dob: Some(client.dob),
        }),
    );
    // spec 2 §3 mileage alternate address: about one client in six also gives a work address
    // in another city of their state (drawn on a stream of its own, so the rest is unchanged).
    let mut alt_rng = Rng::derive(case_id as u64, 0xA17, client.contact_id as u64);
    if alt_rng.chance(1.0 / 6.0) {
        let cities: Vec<&str> = domain::inventory::places::CITY_CENTROIDS.iter().filter(|c| c.1 == client.state && c.0 != client.city).map(|c| c.0).collect();
        if !cities.is_empty() {
            let city = cities[alt_rng.range(0, cities.len() as i64 - 1) as usize];
            const WORK_STREETS: [&str; 6] = ["Commerce Way", "Industrial Pkwy", "Center St", "Business Park Dr", "Market St", "Depot Rd"];
            tl.push(
                at,
                a,
                CaseEvent::AlternateAddressSet(AlternateAddressSet {
                    case_id,
                    provider_id: None,
                    address: Some(format!("{} {}", alt_rng.range(100, 9_999), WORK_STREETS[alt_rng.range(0, 5) as usize])),
                    city: Some(city.into()),
                    state: Some(client.state.into()),
                    zip: None,
                }),
            );
        }
    }
    let hour = rng.range(6, 22);
    tl.push(
        at,
        a,
        CaseEvent::IncidentSet(IncidentSet {
            case_id,
            incident_date: Some(incident_date),
            // spec 1 §9: "Incident time shown h:mm a" — stored HH:MM.
            incident_time: Some(format!("{hour:02}:{:02}", rng.range(0, 11) * 5)),
            state: Some(client.state.into()),
            facts: Some(incident_facts(rng, type_id, catalog::CASE_SUB_TYPES.iter().find(|s| s.0 == sub_type_id).map(|s| s.2).unwrap_or(""))),
        }),
    );
    let count = 1 + (severity * 3.0) as usize + rng.range(0, 1) as usize;
    let mut injuries: Vec<i64> = (0..count).map(|_| rng.pick(&QUICK_INJURIES).0).collect();
    injuries.sort_unstable();
    injuries.dedup();
    tl.push(at, a, CaseEvent::QuickInjuriesSet(QuickInjuriesSet { case_id, plaintiff_id: Some(client.contact_id + 1_000_000), injury_ids: injuries.clone() }));
    if rng.chance(0.15) {
        let phones = vec![
            PhoneNumber { number: client.phone.clone(), label: "Mobile".into() },
            PhoneNumber { number: format!("({}) 555-{:04}", &client.phone[1..4], rng.range(0, 9999)), label: if rng.chance(0.5) { "Home" } else { "Work" }.into() },
        ];
        tl.push(at, a, CaseEvent::PhoneNumbersSet(PhoneNumbersSet { case_id, phone_numbers: phones }));
    }
    let auto = matches!(type_id, 1 | 2 | 3 | 7);
    let udf = |tl: &mut Timeline, id: i64, value: String| {
        tl.push(at, a, CaseEvent::UdfValueSet(UdfValueSet { case_id, udf_type_id: id, udf_value_id: Some(case_id * 100 + id), value: Some(value) }));
    };
    if auto {
        udf(tl, 1, rng.weighted(&[("Yes", 70.0), ("No", 20.0), ("Unknown", 10.0)]).to_string());
        if rng.chance(0.2) {
            udf(tl, 9, rng.pick(&["State Farm", "Progressive", "GEICO", "Allstate", "Farmers", "USAA", "Liberty Mutual", "Other"]).to_string());
        }
        if rng.chance(0.1) {
            udf(tl, 3, format!("{}.00", rng.range(8, 180) * 100));
        }
    }
    // spec 1 §3: "Multiselect values are joined by |".
    let parts: Vec<String> = injuries.iter().filter_map(|i| body_part(*i)).map(str::to_string).collect();
    if !parts.is_empty() && rng.chance(0.5) {
        let mut parts = parts;
        parts.dedup();
        udf(tl, 5, domain::reference::join_multiselect(&parts));
    }
    if severity > 0.7 && rng.chance(0.5) {
        udf(tl, 10, "Yes".into());
    }
}

fn body_part(injury_id: i64) -> Option<&'static str> {
    match injury_id {
        1 | 10 => Some("Neck"),
        2 | 12 => Some("Back"),
        3 | 11 => Some("Head"),
        4 => Some("Shoulder"),
        5 => Some("Knee"),
        6 => Some("Arm"),
        7 => Some("Hip"),
        _ => None,
    }
}

pub fn incident_facts(rng: &mut Rng, type_id: i64, sub_type: &str) -> String {
    let text = match type_id {
        1 | 7 => match sub_type {
            "Rear End" => "Client was stopped at a red light and was rear-ended by the other driver.",
            "T-Bone" => "Other driver ran a stop sign and hit the client's passenger side.",
            "Head-On" => "Other driver crossed the center line and hit the client head-on.",
            "Sideswipe" => "Other driver merged into the client's lane on the freeway.",
            "Hit and Run" => "Client was hit in a parking lot; the other driver left the scene.",
            "Uninsured Motorist" => "Client was hit by a driver with no insurance.",
            _ => "Client was a passenger in a rideshare that was hit at an intersection.",
        },
        2 => "Client's motorcycle was cut off by a left-turning car.",
        3 => "A commercial truck changed lanes into the client's car.",
        4 => "Client was struck in a crosswalk by a turning vehicle.",
        5 => "Client slipped on a wet floor with no warning sign at a grocery store.",
        6 => "Client was bitten by a neighbour's dog while walking.",
        8 => "Family member died after a collision with a drunk driver.",
        9 => "Potential claimant for the mass tort campaign.",
        10 => "Client was hurt lifting equipment at work.",
        _ => "Client had complications after a surgical procedure.",
    };
    let extra = rng.pick(&["", " Police came to the scene.", " Photos taken at the scene.", " Witness got the other driver's plate.", " Client went to the ER that night."]);
    format!("{text}{extra}")
}

pub fn injury_summary(rng: &mut Rng, severity: f64) -> String {
    let text = match severity {
        s if s < 0.25 => rng.pick(&["Sore for a day, no treatment.", "No injuries reported.", "Minor bruising, did not see a doctor."]),
        s if s < 0.45 => rng.pick(&["Neck stiffness, saw urgent care once.", "Mild back pain, taking ibuprofen."]),
        s if s < 0.80 => rng.pick(&["Neck and back pain, started chiropractic care.", "Whiplash, headaches; seeing a chiropractor and PT.", "Shoulder and back pain, ER visit and follow-up with primary care."]),
        s if s < 0.95 => rng.pick(&["Herniated disc in the lower back, MRI ordered.", "Broken wrist requiring surgery.", "Concussion with ongoing headaches and memory issues."]),
        _ => rng.pick(&["Multiple fractures, hospitalised for a week.", "Traumatic brain injury, in rehabilitation.", "Spinal cord injury; surgery performed."]),
    };
    text.to_string()
}

pub fn intake_note(rng: &mut Rng, client: &Client, type_id: i64, sub_type: &str, incident_date: NaiveDate) -> String {
    let opener = rng.pick(&["Spoke with", "Took call from", "Chatted with", "Intake with"]);
    format!(
        "{opener} {} {}. {} {} on {}. {}",
        client.first_name,
        client.last_name,
        catalog::case_type_name(type_id),
        sub_type.to_lowercase(),
        incident_date.format("%m/%d/%Y"),
        rng.pick(&["Has insurance info for both parties.", "Does not have the other driver's insurance yet.", "Police report pending.", "Already treating.", "Has not seen a doctor yet."])
    )
}

pub fn follow_up_note(rng: &mut Rng) -> String {
    rng.pick(&[
        "Called back, reviewed the facts; sending to attorney review.",
        "Left voicemail and sent a text with our number.",
        "Client called back; gathering medical information.",
        "Followed up by text; client answered questions about treatment.",
        "Second call: confirmed incident details and insurance.",
    ])
    .to_string()
}

pub fn chase_note(rng: &mut Rng) -> String {
    rng.pick(&[
        "Called to reschedule the appointment, no answer.",
        "Client has not signed the E-Sign link; resent it.",
        "Client says they are still deciding.",
        "Texted a reminder about the appointment.",
    ])
    .to_string()
}

pub fn close_comment(rng: &mut Rng, reason: &str) -> String {
    let text = match reason {
        "INTAKE - NO CASE" => rng.pick(&["no liability on the other party", "property damage only", "client was at fault"]),
        "INTAKE - NO INJURY" => rng.pick(&["no injuries, no treatment", "declined treatment"]),
        "INTAKE - LIABILITY ISSUES" => rng.pick(&["disputed liability, no witnesses", "client cited at the scene"]),
        "INTAKE - NO CONTACT" => rng.pick(&["three calls and texts, no answer", "number disconnected"]),
        "INTAKE - NOT OUR AREA" => "outside the states we serve",
        "INTAKE - SOL EXPIRED" => "statute of limitations has run",
        "INTAKE - DUPLICATE LEAD" => "duplicate of an existing lead",
        "INTAKE - PC REJECTED FIRM" => rng.pick(&["client chose not to hire us", "client wants to handle it alone"]),
        "INTAKE - RETAINED ANOTHER ATTORNEY" => "client signed with another firm",
        "INTAKE - CLIENT CHANGED MIND" => "client no longer wants to pursue",
        _ => "closed",
    };
    text.to_string()
}
