//! The demo firm's staff: one login per role, the attorney codes the spec names, and enough
//! paralegals, case managers, intake agents and investigators for realistic screens. A larger
//! firm (`staff_of`, `caseboard demo --scale` above 1) adds generated staff in the same mix.

pub const DEMO_PASSWORD: &str = "caseboard";

pub struct Person {
    pub user_id: i64,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub email: String,
    pub staff_code: Option<String>,
    pub roles: Vec<&'static str>,
    pub teams: Vec<i64>,
    pub offices: Vec<i64>,
    pub departments: Vec<i64>,
    pub capacity: i64,
}

/// (user id, role, first, last, staff code) of the documented logins `<role>@caseboard.demo`.
const LOGINS: [(i64, &str, &str, &str, Option<&str>); 9] = [
    (1, "admin", "Morgan", "Hale", Some("MH")),
    (2, "overlord", "Jordan", "Pierce", Some("JP")),
    (3, "intake-management", "Dana", "Whitfield", Some("DW")),
    (4, "intake", "Rosa", "Delgado", Some("RD")),
    (5, "attorney", "Lauren", "Sutter", Some("LS")),
    (6, "paralegal", "Kelsey", "Moran", Some("KM")),
    (7, "user", "Tyler", "Brooks", Some("TB")),
    (8, "marketing", "Priya", "Raman", Some("PR")),
    (9, "medical-requester", "Ellen", "Ford", Some("EF")),
];

pub fn role_logins() -> Vec<(String, &'static str)> {
    LOGINS.iter().map(|(_, role, ..)| (format!("{role}@caseboard.demo"), *role)).collect()
}

/// spec 3 §9 and 1 §9 name these attorney codes; litigation attorneys are MCA, JRT, LCK, LDM, LP, RCS.
const ATTORNEYS: [(&str, &str, &str, i64); 18] = [
    ("Emily", "Rhodes", "EMR", 1),
    ("Kevin", "Park", "KNP", 1),
    ("Caroline", "Price", "CLP", 2),
    ("Peter", "Reyes", "PPR", 2),
    ("Andrew", "Shaw", "ACS", 3),
    ("Tara", "Simmons", "TRS", 3),
    ("Ryan", "Stone", "RAS", 3),
    ("Rachel", "Summers", "RCS", 4),
    ("William", "Carter", "WC", 1),
    ("Sarah", "Dalton", "SSD", 2),
    ("Paul", "Lindqvist", "PL", 3),
    ("Megan", "Alvarez", "MCA", 4),
    ("James", "Thornton", "JRT", 4),
    ("Lisa", "Kim", "LCK", 4),
    ("Luis", "Medina", "LDM", 4),
    ("Laura", "Perez", "LP", 4),
    ("Chris", "Sandoval", "CS", 1),
    ("Walter", "Mills", "WDM", 2),
];

const FIRST: [&str; 40] = [
    "Alyssa", "Brandon", "Celia", "Derek", "Elena", "Felix", "Grace", "Hector", "Isabel", "Jason", "Kara", "Liam", "Maya", "Nathan",
    "Olivia", "Parker", "Quinn", "Rebecca", "Samuel", "Tessa", "Umar", "Vanessa", "Wesley", "Ximena", "Yusuf", "Zoe", "Amber",
    "Blake", "Carmen", "Dylan", "Erin", "Gavin", "Hannah", "Ivan", "Julia", "Kyle", "Leah", "Marcus", "Nina", "Owen",
];

const LAST: [&str; 40] = [
    "Abbott", "Bishop", "Castillo", "Donovan", "Ellison", "Fischer", "Garner", "Holloway", "Ingram", "Jensen", "Keller", "Lawson",
    "Mercer", "Nolan", "Ortega", "Patel", "Quintero", "Ramsey", "Sutton", "Tran", "Underwood", "Vaughn", "Walsh", "Young", "Zamora",
    "Barrett", "Chandler", "Dawson", "Everett", "Flores", "Gibson", "Harper", "Irwin", "Jacobs", "Kent", "Lucero", "Marsh", "Nash",
    "Olsen", "Porter",
];

/// Team id -> home office id (Sandy 5, Spokane Valley 8, Meridian 7; litigation sits in Sandy).
fn office_of_team(team: i64) -> i64 {
    match team {
        1 => 5,
        2 => 8,
        3 => 7,
        4 => 5,
        _ => 5,
    }
}

/// The demo firm's own staff (the documented logins, the spec's attorneys and their colleagues).
pub fn staff() -> Vec<Person> {
    let mut people = vec![];
    for (id, role, first, last, code) in LOGINS {
        let (teams, departments, capacity) = match role {
            "intake-management" | "intake" => (vec![5], vec![4], 10),
            "attorney" => (vec![1], vec![2], 80),
            "paralegal" | "user" => (vec![1], vec![], 60),
            _ => (vec![], vec![], 0),
        };
        let offices = if teams.is_empty() { vec![] } else { vec![office_of_team(teams[0])] };
        people.push(Person {
            user_id: id,
            first_name: first,
            last_name: last,
            email: format!("{role}@caseboard.demo"),
            staff_code: code.map(str::to_string),
            roles: vec![role],
            teams,
            offices,
            departments,
            capacity,
        });
    }
    let mut next_id = 10;
    for (first, last, code, team) in ATTORNEYS {
        let department = if team == 4 { 3 } else { 2 };
        people.push(Person {
            user_id: next_id,
            first_name: first,
            last_name: last,
            email: format!("{}.{}@caseboard.demo", first.to_lowercase(), last.to_lowercase()),
            staff_code: Some(code.to_string()),
            roles: vec!["attorney"],
            teams: vec![team],
            offices: vec![office_of_team(team)],
            departments: vec![department],
            capacity: 80,
        });
        next_id += 1;
    }
    // Paralegals (14), case managers (10), intake agents (8), investigators (6).
    let groups: [(&str, usize, Vec<i64>, i64); 4] = [("paralegal", 14, vec![], 60), ("user", 10, vec![], 60), ("intake", 8, vec![4], 10), ("user", 6, vec![1], 10)];
    let mut n = 0usize;
    for (role, count, departments, capacity) in groups {
        for i in 0..count {
            let first = FIRST[(n * 7 + 3) % FIRST.len()];
            let last = LAST[(n * 11 + 5) % LAST.len()];
            let team = if departments.contains(&4) { 5 } else { (i as i64 % 4) + 1 };
            people.push(Person {
                user_id: next_id,
                first_name: first,
                last_name: last,
                email: format!("{}.{}{}@caseboard.demo", first.to_lowercase(), last.to_lowercase(), next_id),
                staff_code: None,
                roles: vec![role],
                teams: vec![team],
                offices: vec![office_of_team(team)],
                departments: departments.clone(),
                capacity,
            });
            next_id += 1;
            n += 1;
        }
    }
    fill_staff_codes(&mut people);
    people
}

/// Gives everyone without a staff code one, as a firm's staff list does: the initials, with a
/// number when another colleague already has them (codes stay unique; the spec's attorney
/// codes and the logins' codes are kept).
fn fill_staff_codes(people: &mut [Person]) {
    let mut taken: std::collections::BTreeSet<String> = people.iter().filter_map(|p| p.staff_code.clone()).collect();
    for p in people.iter_mut().filter(|p| p.staff_code.is_none()) {
        let initials: String = [p.first_name, p.last_name].iter().filter_map(|n| n.chars().next()).collect::<String>().to_uppercase();
        let code = std::iter::once(initials.clone()).chain((2..).map(|k| format!("{initials}{k}"))).find(|c| !taken.contains(c)).expect("an unused code");
        taken.insert(code.clone());
        p.staff_code = Some(code);
    }
}

/// Of every 20 added staff: 5 attorneys, 5 paralegals, 4 case managers, 4 intake agents and
/// 2 investigators — about the demo firm's own mix.
const ADDED_MIX: [&str; 20] = [
    "attorney", "paralegal", "user", "intake", "attorney", "paralegal", "user", "attorney", "investigator", "paralegal", "intake", "user",
    "attorney", "paralegal", "intake", "user", "attorney", "paralegal", "intake", "investigator",
];

/// A firm of `total` staff: the demo firm's, then generated colleagues (ids after theirs, codes
/// and emails unique) spread over the teams. `total` at or below the demo's size gives the demo's.
pub fn staff_of(total: usize) -> Vec<Person> {
    let mut people = staff();
    let mut next_id = people.iter().map(|p| p.user_id).max().unwrap_or(0) + 1;
    let mut n = 0usize;
    while people.len() < total {
        let kind = ADDED_MIX[n % ADDED_MIX.len()];
        let first = FIRST[(n * 13 + 7) % FIRST.len()];
        let last = LAST[(n * 17 + 3 + n / FIRST.len()) % LAST.len()];
        // Attorneys: the three pre-litigation teams and litigation; others: teams 1-4.
        let team = (n as i64 / ADDED_MIX.len() as i64) % 4 + 1;
        let (role, team, departments, capacity, code) = match kind {
            "attorney" => ("attorney", team, vec![if team == 4 { 3 } else { 2 }], 80, Some(format!("{}{}{}", &first[..1], &last[..1], next_id))),
            "paralegal" => ("paralegal", team, vec![], 60, None),
            "intake" => ("intake", 5, vec![4], 10, None),
            "investigator" => ("user", team, vec![1], 10, None),
            _ => ("user", team, vec![], 60, None),
        };
        people.push(Person {
            user_id: next_id,
            first_name: first,
            last_name: last,
            email: format!("{}.{}{}@caseboard.demo", first.to_lowercase(), last.to_lowercase(), next_id),
            staff_code: code,
            roles: vec![role],
            teams: vec![team],
            offices: vec![office_of_team(team)],
            departments,
            capacity,
        });
        next_id += 1;
        n += 1;
    }
    fill_staff_codes(&mut people);
    people
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_least_sixty_staff_with_unique_emails_and_the_spec_codes() {
        let staff = staff();
        assert!(staff.len() >= 60);
        let mut emails: Vec<_> = staff.iter().map(|p| p.email.clone()).collect();
        emails.sort();
        emails.dedup();
        assert_eq!(emails.len(), staff.len());
        for code in ["LS", "EMR", "KNP", "CLP", "PPR", "ACS", "TRS", "RAS", "RCS", "WC", "SSD", "PL", "MCA", "JRT", "LCK", "LDM", "LP", "CS", "WDM"] {
            assert!(staff.iter().any(|p| p.staff_code.as_deref() == Some(code)), "missing attorney {code}");
        }
        let codes: std::collections::BTreeSet<_> = staff.iter().map(|p| p.staff_code.clone().expect("everyone has a staff code")).collect();
        assert_eq!(codes.len(), staff.len(), "staff codes are unique");
        for (email, role) in role_logins() {
            let p = staff.iter().find(|p| p.email == email).unwrap();
            assert_eq!(p.roles, vec![role]);
        }
    }

    #[test]
    fn a_firm_of_250_keeps_the_demo_staff_and_adds_unique_colleagues_in_the_mix() {
        let demo = staff();
        let big = staff_of(250);
        assert_eq!(big.len(), 250);
        assert_eq!(staff_of(10).len(), demo.len(), "a smaller total gives the demo firm");
        for (a, b) in demo.iter().zip(&big) {
            assert_eq!((a.user_id, &a.email, &a.staff_code), (b.user_id, &b.email, &b.staff_code), "the demo's staff first, unchanged");
        }
        let unique = |v: Vec<String>| {
            let n = v.len();
            let set: std::collections::BTreeSet<_> = v.into_iter().collect();
            set.len() == n
        };
        assert!(unique(big.iter().map(|p| p.email.clone()).collect()));
        assert!(unique(big.iter().filter_map(|p| p.staff_code.clone()).collect()));
        assert!(big.iter().all(|p| p.staff_code.is_some()), "everyone has a staff code");
        assert!(unique(big.iter().map(|p| p.user_id.to_string()).collect()));
        let count = |role: &str| big.iter().filter(|p| p.roles == vec![role]).count();
        // 185 added: 5/20 attorneys (46 or 47), 5/20 paralegals, 4/20 intake agents.
        assert!(count("attorney") >= 19 + 46, "attorneys {}", count("attorney"));
        assert!(count("paralegal") >= 15 + 46, "paralegals {}", count("paralegal"));
        assert!(count("intake") >= 9 + 36, "intake {}", count("intake"));
        for team in 1..=4 {
            assert!(big.iter().any(|p| p.user_id > 65 && p.roles == vec!["attorney"] && p.teams == vec![team]), "team {team} gains attorneys");
        }
    }
}
