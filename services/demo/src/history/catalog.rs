//! The demo firm's reference data (spec 1 §3 "Lookups": caseTypes and caseSubTypes, caseStates,
//! caseOffices, advertisingSources, closeReasons; quick injuries; custom fields; note types; fee
//! case groups; contact types), written as `reference_item_set` events and used by the plan.

use domain::cases::rules;
use domain::reference::ReferenceItemSet;
use serde_json::json;

/// (type id, name, weight among leads, fee case group).
pub const CASE_TYPES: [(i64, &str, f64, &str); 11] = [
    (1, "Auto", 66.0, "Auto"),
    (2, "Motorcycle", 4.0, "Motorcycle"),
    (3, "Trucking", 4.0, "Commercial Auto"),
    (4, "Pedestrian/Bicycle", 4.0, "Pedestrian/Bicycle"),
    (5, "Premises Liability", 6.0, "Premises"),
    (6, "Dog Bite", 3.0, "Dog Bite"),
    (7, "Rideshare", 3.0, "Auto"),
    (8, "Wrongful Death", 0.8, "Wrongful Death"),
    (9, "Mass Tort", 4.2, "Other"),
    (10, "Workers Compensation", 2.5, "Other"),
    (11, "Medical Malpractice", 1.5, "Other"),
];

pub const MASS_TORT_TYPE: i64 = 9;
/// Types the firm does not handle itself and refers out when there is a case.
pub const REFERRED_TYPES: [i64; 2] = [10, 11];

/// (sub-type id, case type id, name).
pub const CASE_SUB_TYPES: [(i64, i64, &str); 24] = [
    (101, 1, "Rear End"),
    (102, 1, "T-Bone"),
    (103, 1, "Head-On"),
    (104, 1, "Sideswipe"),
    (105, 1, "Hit and Run"),
    (106, 1, "Uninsured Motorist"),
    (201, 2, "Motorcycle Collision"),
    (301, 3, "Semi Truck"),
    (302, 3, "Delivery Vehicle"),
    (401, 4, "Pedestrian Struck"),
    (402, 4, "Bicycle"),
    (501, 5, "Slip and Fall"),
    (502, 5, "Trip and Fall"),
    (503, 5, "Negligent Security"),
    (601, 6, "Dog Bite"),
    (701, 7, "Uber/Lyft Passenger"),
    (801, 8, "Wrongful Death"),
    (901, 9, "Camp Lejeune"),
    (902, 9, "Hair Relaxer"),
    (903, 9, "Roundup"),
    (904, 9, "NEC Baby Formula"),
    (1001, 10, "Work Injury"),
    (1101, 11, "Surgical Error"),
    (1102, 11, "Misdiagnosis"),
];

/// (state id, code, name, statute of limitations for injury in years — the firm's deadline rule).
pub const STATES: [(i64, &str, &str, i64); 10] = [
    (1, "UT", "Utah", 4),
    (2, "ID", "Idaho", 2),
    (3, "WA", "Washington", 3),
    (4, "WY", "Wyoming", 4),
    (5, "MT", "Montana", 3),
    (6, "CO", "Colorado", 3),
    (7, "OR", "Oregon", 2),
    (8, "NV", "Nevada", 2),
    (9, "AZ", "Arizona", 2),
    (10, "CA", "California", 2),
];

/// Advertising sources are contacts in the external system (spec 1 §3 "advertisingSources
/// (contactId, contact)"). (contact id, name, kind). spec 3 §2.14: "Referral sources counted as
/// referrals by others: Ref-Doctors, Ref-Auto Body, Ref-Tow Truck, Ref-BNI, Ref-Partners";
/// spec 3 §2.3 default chart source Ref-PPC; spec 1 §2.5 hides 'Ref-Apex Chat' from edit lists.
pub const AD_SOURCES: [(i64, &str); 18] = [
    (700001, "Ref-PPC"),
    (700002, "Ref-TV"),
    (700003, "Ref-Radio"),
    (700004, "Ref-Billboard"),
    (700005, "Ref-Google LSA"),
    (700006, "Ref-Facebook"),
    (700007, "Ref-Website"),
    (700008, "Ref-Apex Chat"),
    (700009, "Ref-Former Client"),
    (700010, "Ref-Friend/Family"),
    (700011, "Ref-Doctors"),
    (700012, "Ref-Auto Body"),
    (700013, "Ref-Tow Truck"),
    (700014, "Ref-BNI"),
    (700015, "Ref-Partners"),
    (700016, "Ref-Attorney Referral"),
    (700017, "Ref-Yelp"),
    (700018, "Ref-Mass Tort Campaign"),
];

/// Sources whose referrer is a contact ("Ref By Other"): spec 3 §2.14 referrals by others.
pub const REFERRAL_BY_OTHERS: [&str; 5] = ["Ref-Doctors", "Ref-Auto Body", "Ref-Tow Truck", "Ref-BNI", "Ref-Partners"];
/// Sources that share the fee with a referring attorney.
pub const FEE_SHARING_SOURCES: [&str; 2] = ["Ref-Partners", "Ref-Attorney Referral"];

/// Close reasons (spec 1 §3 "closeReasons (reasonId, reason)"). The four the fired rate counts
/// (spec 3 §9) are 1–3 and 12.
pub const CLOSE_REASONS: [(i64, &str); 18] = [
    (1, "INTAKE - PC REJECTED FIRM"),
    (2, "INTAKE - RETAINED ANOTHER ATTORNEY"),
    (3, "CSA GOT FIRED BY CLIENT"),
    (4, "INTAKE - NO CASE"),
    (5, "INTAKE - NO INJURY"),
    (6, "INTAKE - LIABILITY ISSUES"),
    (7, "INTAKE - NO CONTACT"),
    (8, "INTAKE - SOL EXPIRED"),
    (9, "INTAKE - NOT OUR AREA"),
    (10, "INTAKE - DUPLICATE LEAD"),
    (11, "INTAKE - CLIENT CHANGED MIND"),
    (12, "REJECT - RETAINED ANOTHER ATTORNEY"),
    (13, "CSA DROPPED CLIENT"),
    (14, "CASE CLOSED - NO RECOVERY"),
    (15, "CASE SETTLED - FEES DISBURSED"),
    (16, "REFERRED OUT - CLOSED"),
    (17, "MASS TORT - TRANSFERRED"),
    (18, "CLIENT STOPPED TREATING"),
];

pub fn close_reason_id(reason: &str) -> i64 {
    CLOSE_REASONS.iter().find(|(_, r)| *r == reason).map(|(id, _)| *id).unwrap_or_else(|| panic!("unknown close reason {reason}"))
}

/// Quick injuries (spec 1 §3 "QuickInjury: injuryId, injury").
pub const QUICK_INJURIES: [(i64, &str); 15] = [
    (1, "Neck"),
    (2, "Back"),
    (3, "Head/Concussion"),
    (4, "Shoulder"),
    (5, "Knee"),
    (6, "Wrist/Hand"),
    (7, "Hip"),
    (8, "Broken Bone"),
    (9, "Laceration"),
    (10, "Whiplash"),
    (11, "Traumatic Brain Injury"),
    (12, "Spinal Cord"),
    (13, "Burns"),
    (14, "Internal Injuries"),
    (15, "Anxiety/PTSD"),
];

/// Custom fields of the incident screen (spec 1 §3 "Custom field (UDF)": inputType one of
/// Text, Currency, MultiText5, MultiText10, Dropdown, Multiselect, Date; options separated by ~).
/// (udf type id, label, short name, input type, options).
pub const UDFS: [(i64, &str, &str, &str, &str); 10] = [
    (1, "Police Report Filed", "Police", "Dropdown", "Yes~No~Unknown"),
    (2, "Police Report Number", "Report #", "Text", ""),
    (3, "Property Damage Estimate", "PD Est.", "Currency", ""),
    (4, "Airbags Deployed", "Airbags", "Dropdown", "Yes~No"),
    (5, "Body Parts Injured", "Body Parts", "Multiselect", "Neck~Back~Head~Shoulder~Knee~Arm~Leg~Hip"),
    (6, "Treatment So Far", "Treatment", "MultiText5", ""),
    (7, "Accident Description", "Description", "MultiText10", ""),
    (8, "Date of First Treatment", "First Tx", "Date", ""),
    (9, "At-Fault Insurance Carrier", "Def. Ins.", "Dropdown", "State Farm~Progressive~GEICO~Allstate~Farmers~USAA~Liberty Mutual~Other"),
    (10, "Ambulance Transport", "Ambulance", "Dropdown", "Yes~No"),
];

/// spec 1 §7 "note_type_id fixed 189"; spec 2 §9 "Note type id 81 for file review notes".
pub const NOTE_TYPES: [(i64, &str); 2] = [(rules::NOTE_TYPE_CASE_DIALOG, "Case Note"), (rules::NOTE_TYPE_FILE_REVIEW, "File Review")];

/// spec 2 §9: "Case group defaults Unspecified (fees) or Other (settled)".
pub const FEE_CASE_GROUPS: [(i64, &str); 9] = [
    (1, "Auto"),
    (2, "Commercial Auto"),
    (3, "Motorcycle"),
    (4, "Pedestrian/Bicycle"),
    (5, "Premises"),
    (6, "Dog Bite"),
    (7, "Wrongful Death"),
    (8, "Other"),
    (9, "Unspecified"),
];

/// Contact types (spec 1 §3 "ContactType: id, name").
pub const CONTACT_TYPES: [(i64, &str); 12] = [
    (1, "Chiropractor"),
    (2, "Physical Therapy"),
    (3, "Primary Care"),
    (4, "Orthopedic"),
    (5, "Imaging"),
    (6, "Hospital"),
    (7, "Pain Management"),
    (8, "Attorney"),
    (9, "Auto Body"),
    (10, "Tow Truck"),
    (11, "BNI Partner"),
    (12, "Other"),
];

/// Contact event types (spec 1 §3 "ContactEvent: ... contactEventType (id, name)"): what
/// intake and marketing log on the CRM Activity page.
pub const CONTACT_EVENT_TYPES: [(i64, &str); 6] = [(1, "Office Visit"), (2, "Phone Call"), (3, "Email"), (4, "Lunch & Learn"), (5, "Drop Off"), (6, "Referral Thank You")];

pub const MEDICAL_CONTACT_TYPES: [i64; 7] = [1, 2, 3, 4, 5, 6, 7];

fn item(kind: &str, item_id: i64, name: &str, parent_id: Option<i64>, attributes: serde_json::Value) -> ReferenceItemSet {
    ReferenceItemSet { kind: kind.into(), item_id, name: name.into(), parent_id, attributes, active: true }
}

/// Every reference item, in a fixed order.
pub fn reference_items() -> Vec<ReferenceItemSet> {
    let mut items = vec![];
    for (id, name, _, group) in CASE_TYPES {
        items.push(item("case_type", id, name, None, json!({ "fee_case_group": group })));
    }
    for (id, parent, name) in CASE_SUB_TYPES {
        items.push(item("case_sub_type", id, name, Some(parent), serde_json::Value::Null));
    }
    for (id, code, name, sol) in STATES {
        items.push(item("state", id, code, None, json!({ "name": name, "sol_years": sol })));
    }
    for (id, name) in AD_SOURCES {
        // spec 1 §5: "Referral-source options hide 'Ref-Apex Chat' in the lead form and on the Leads page".
        items.push(item("advertising_source", id, name, None, json!({ "hidden_in_edit_lists": name == "Ref-Apex Chat" })));
    }
    for (id, reason) in CLOSE_REASONS {
        items.push(item("close_reason", id, reason, None, serde_json::Value::Null));
    }
    for (id, label) in rules::STATUSES {
        items.push(item("status", id, label, None, json!({ "stage": rules::stage_of(label), "status_type": rules::STATUS_TYPE_CASE })));
    }
    for (order, (id, label)) in rules::CASE_RANKS.iter().enumerate() {
        items.push(item("case_rank", *id, label, None, json!({ "sort_order": order + 1 })));
    }
    for (id, name) in QUICK_INJURIES {
        items.push(item("quick_injury", id, name, None, serde_json::Value::Null));
    }
    for (order, (id, label, short, input, options)) in UDFS.iter().enumerate() {
        items.push(item(
            "udf_definition",
            *id,
            label,
            None,
            json!({ "short_name": short, "input_type": input, "options": options, "screen": "incident", "sort_order": order + 1 }),
        ));
    }
    for (id, name) in NOTE_TYPES {
        items.push(item("note_type", id, name, None, serde_json::Value::Null));
    }
    for (id, name) in FEE_CASE_GROUPS {
        items.push(item("fee_case_group", id, name, None, serde_json::Value::Null));
    }
    for (id, name) in CONTACT_TYPES {
        items.push(item("contact_type", id, name, None, serde_json::Value::Null));
    }
    for (id, name) in CONTACT_EVENT_TYPES {
        items.push(item("contact_event_type", id, name, None, serde_json::Value::Null));
    }
    items
}

pub fn case_type_name(id: i64) -> &'static str {
    CASE_TYPES.iter().find(|t| t.0 == id).map(|t| t.1).expect("case type")
}

pub fn fee_case_group(type_id: i64) -> &'static str {
    CASE_TYPES.iter().find(|t| t.0 == type_id).map(|t| t.3).unwrap_or("Unspecified")
}

pub fn sub_types_of(type_id: i64) -> Vec<(i64, &'static str)> {
    CASE_SUB_TYPES.iter().filter(|s| s.1 == type_id).map(|s| (s.0, s.2)).collect()
}

pub fn state(code: &str) -> (i64, &'static str, &'static str, i64) {
    *STATES.iter().find(|s| s.1 == code).expect("state")
}

pub fn ad_source_id(name: &str) -> i64 {
    AD_SOURCES.iter().find(|s| s.1 == name).map(|s| s.0).expect("advertising source")
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::reference::{ReferenceItem, KINDS};
    use domain::Aggregate;

    #[test]
    fn every_item_is_valid_unique_and_every_kind_is_seeded() {
        let items = reference_items();
        let mut keys: Vec<(String, i64)> = items.iter().map(|i| (i.kind.clone(), i.item_id)).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), items.len());
        for i in &items {
            assert_eq!(ReferenceItem::default().decide(i.clone()).unwrap().len(), 1, "{i:?}");
        }
        for kind in KINDS {
            assert!(items.iter().any(|i| i.kind == kind), "{kind}");
        }
        for input in domain::reference::UDF_INPUT_TYPES {
            assert!(UDFS.iter().any(|u| u.3 == input), "{input}");
        }
        // spec 3 §9: the fired rate's reasons exist.
        for r in ["INTAKE - PC REJECTED FIRM", "INTAKE - RETAINED ANOTHER ATTORNEY", "CSA GOT FIRED BY CLIENT", "REJECT - RETAINED ANOTHER ATTORNEY"] {
            close_reason_id(r);
        }
        for s in REFERRAL_BY_OTHERS.iter().chain(FEE_SHARING_SOURCES.iter()).chain(["Ref-PPC", "Ref-Apex Chat"].iter()) {
            ad_source_id(s);
        }
        for (_, parent, _) in CASE_SUB_TYPES {
            assert!(CASE_TYPES.iter().any(|t| t.0 == parent));
        }
    }
}
