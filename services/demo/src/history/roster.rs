//! Who does the work: the demo organization's staff (`people.rs`) grouped by what they do in a
//! case — intake agents, investigators, attorneys (pre-litigation by team, litigation), paralegals,
//! case managers and medical requesters.

use crate::people;

use super::rng::Rng;

#[derive(Debug, Clone)]
pub struct Member {
    pub user_id: i64,
    pub code: Option<String>,
    pub name: String,
    pub team: i64,
    /// How much of the work falls to this person (the documented logins get more, so that
    /// their dashboards are full).
    pub weight: f64,
}

#[derive(Debug, Clone)]
pub struct Roster {
    pub agents: Vec<Member>,
    pub investigators: Vec<Member>,
    pub attorneys: Vec<Member>,
    pub litigators: Vec<Member>,
    pub paralegals: Vec<Member>,
    pub case_managers: Vec<Member>,
    pub medical_requesters: Vec<Member>,
}

/// spec 3 §9: "Litigation attorneys (MCA, JRT, LCK, LDM, LP, RCS)"; demo team 4 is Litigation.
const LITIGATION_TEAM: i64 = 4;
const INTAKE_DEPARTMENT: i64 = 4;
const INVESTIGATORS_DEPARTMENT: i64 = 1;

impl Roster {
    pub fn demo() -> Roster {
        Roster::of(people::staff())
    }

    /// The roster of a firm of `staff` people (`people::staff_of`).
    pub fn of(staff: Vec<people::Person>) -> Roster {
        let mut roster = Roster {
            agents: vec![],
            investigators: vec![],
            attorneys: vec![],
            litigators: vec![],
            paralegals: vec![],
            case_managers: vec![],
            medical_requesters: vec![],
        };
        for p in staff {
            let login = p.user_id < 10;
            let member = Member {
                user_id: p.user_id,
                code: p.staff_code.clone(),
                name: format!("{} {}", p.first_name, p.last_name),
                team: p.teams.first().copied().unwrap_or(1),
                weight: if login { 2.0 } else { 1.0 },
            };
            let role = p.roles.first().copied().unwrap_or("");
            if p.departments.contains(&INTAKE_DEPARTMENT) {
                roster.agents.push(Member { weight: if p.user_id == 3 { 0.5 } else { member.weight }, ..member });
            } else if p.departments.contains(&INVESTIGATORS_DEPARTMENT) {
                roster.investigators.push(member);
            } else if role == "attorney" && member.team == LITIGATION_TEAM {
                roster.litigators.push(member);
            } else if role == "attorney" {
                roster.attorneys.push(member);
            } else if role == "paralegal" {
                roster.paralegals.push(member);
            } else if role == "user" {
                roster.case_managers.push(member);
            } else if role == "medical-requester" {
                roster.medical_requesters.push(Member { weight: 4.0, ..member });
            }
        }
        // Case managers also place records requests now and then.
        let helpers: Vec<Member> = roster.case_managers.iter().take(2).cloned().collect();
        roster.medical_requesters.extend(helpers);
        roster
    }

    /// A weighted pick among `members`, preferring the given team when it has anyone.
    pub fn pick<'a>(rng: &mut Rng, members: &'a [Member], team: Option<i64>) -> &'a Member {
        let on_team: Vec<&Member> = members.iter().filter(|m| Some(m.team) == team).collect();
        let pool: Vec<&Member> = if on_team.is_empty() { members.iter().collect() } else { on_team };
        let weights: Vec<f64> = pool.iter().map(|m| m.weight).collect();
        pool[rng.weighted_index(&weights)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_of_the_case_has_people_and_teams_have_attorneys() {
        let r = Roster::demo();
        assert!(r.agents.len() >= 8, "intake agents");
        assert_eq!(r.investigators.len(), 6, "spec 1 §2.5: investigator multi-select has seven entries including All");
        assert_eq!(r.litigators.len(), 6, "spec 3 §9: MCA, JRT, LCK, LDM, LP, RCS");
        for team in 1..=3 {
            assert!(r.attorneys.iter().any(|m| m.team == team), "team {team} attorneys");
            assert!(r.paralegals.iter().any(|m| m.team == team), "team {team} paralegals");
        }
        assert!(r.attorneys.iter().any(|m| m.user_id == 5), "the attorney login works cases");
        assert!(r.paralegals.iter().any(|m| m.user_id == 6), "the paralegal login works cases");
        assert!(r.medical_requesters.iter().any(|m| m.user_id == 9));
    }
}
