//! Who may read and change what (ARCHITECTURE "Whose data a per-user screen shows"; spec
//! part 1 §6, part 3 §6). The API calls these for every resolver; the UI hiding a button is
//! not a rule.

use super::rules::role_name;

/// The role sets of the spec's menus and routes, named once (spec 1 §2.3, spec 3 §2.2, §6):
/// the API's policy table (`api::policy`) and these rules use them.
pub mod roles {
    pub const ADMIN: &[&str] = &["admin"];
    /// spec 1 §2.3 "Intake: admin, intake-management, intake"; "CRM: admin, intake-management, intake".
    pub const INTAKE: &[&str] = &["admin", "intake-management", "intake"];
    /// spec 1 §6 "Intake admin = admin or intake-management"; spec 3 §6 "Org home, intake:
    /// admin or intake-management".
    pub const INTAKE_ADMIN: &[&str] = &["admin", "intake-management"];
    /// spec 3 §6 "Marketing: admin or marketing"; §2.2 "Fees (admin and marketing)".
    pub const MARKETING: &[&str] = &["admin", "marketing"];
    /// spec 2 §6 "attorney, admin or marketing: extra fee tabs (Fee Comparison, Rate ...)".
    pub const FEE_TABS: &[&str] = &["admin", "marketing", "attorney"];
    /// The PPC report: marketing's, and intake's (spec 1 §2.4 "ppc-report" under intake).
    pub const PPC: &[&str] = &["admin", "marketing", "intake-management", "intake"];
    /// Intake's leads list, and marketing's Leads CSV (spec 1 §6; issue #36 §3).
    pub const LEADS: &[&str] = &["admin", "intake-management", "intake", "marketing"];
    /// The case dialog's editors: intake and the case team (spec 1 §2.6; spec 2 "Watched Cases
    /// ... Inline edit of status and rank"); marketing and medical requesters read.
    pub const CASE_EDITORS: &[&str] = &["admin", "intake-management", "intake", "attorney", "paralegal", "user"];
    /// spec 2 "Medical Requests (/mr) for medical-requester users" (and their admin).
    pub const MEDICAL: &[&str] = &["admin", "medical-requester"];
}

/// The signed-in user as the rules see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    pub user_id: i64,
    pub organization_id: i64,
    pub role_ids: Vec<i64>,
    pub team_ids: Vec<i64>,
}

impl Principal {
    pub fn has_role(&self, role: &str) -> bool {
        self.role_ids.iter().any(|id| role_name(*id) == Some(role))
    }

    /// Holds one of `roles`; an overlord holds every role.
    pub fn holds_any(&self, roles: &[&str]) -> bool {
        self.is_overlord() || roles.iter().any(|r| self.has_role(r))
    }

    pub fn is_overlord(&self) -> bool {
        self.has_role("overlord")
    }

    /// Admin of that organization, or overlord of any.
    pub fn administers(&self, organization_id: i64) -> bool {
        self.is_overlord() || (self.has_role("admin") && self.organization_id == organization_id)
    }

    /// Members read their own organization (menus, team and act-as selectors); overlords any.
    pub fn reads_organization(&self, organization_id: i64) -> bool {
        self.is_overlord() || self.organization_id == organization_id
    }

    /// One's own data; any user of one's organization for admin (overlord: any); a teammate's
    /// data (team pages). Everything else is forbidden.
    pub fn views_user(&self, user_id: i64, organization_id: i64, team_ids: &[i64]) -> bool {
        user_id == self.user_id
            || self.administers(organization_id)
            || (organization_id == self.organization_id && team_ids.iter().any(|t| self.team_ids.contains(t)))
    }

    /// Lead edits of the intake workflow — referral source, closing a lead, the investigation
    /// form: spec 1 §2.3 "Intake menu: admin, intake-management, intake" (overlords too);
    /// spec 1 §2.5's inline editors live on the intake pages only.
    pub fn edits_leads(&self) -> bool {
        self.holds_any(roles::INTAKE)
    }

    /// Case edits of the case dialog and Watched Cases (status, rank, wanted date, office, case
    /// info): spec 1 §2.6 "Case dialog ... inline editing" for the staff who work cases — intake
    /// and the case team (attorney, paralegal, user: spec 2 "Watched Cases ... Inline edit of
    /// status and rank"). Marketing and medical requesters read; they do not edit (issue #36 §3).
    pub fn edits_cases(&self) -> bool {
        self.holds_any(roles::CASE_EDITORS)
    }

    /// spec 1 §6: "The user-impersonation selector ... admin only" — and only within the
    /// admin's organization (overlord: any).
    pub fn may_act_as(&self, organization_id: i64) -> bool {
        self.administers(organization_id)
    }

    /// Acting as `target`: as [`Self::may_act_as`], and only an overlord acts as an overlord
    /// (issue #36 §3: an admin could act as the overlord's account and borrow its reach).
    pub fn may_act_as_principal(&self, target: &Principal) -> bool {
        self.may_act_as(target.organization_id) && (self.is_overlord() || !target.is_overlord())
    }

    /// May this principal save `target` (an existing user with `current_roles`, or a new one
    /// when `None`) of `organization_id` with `new_roles` (`None`: roles untouched)?
    /// Hardening rule: only an overlord grants or removes overlord and only an overlord
    /// changes, deactivates or re-passwords an overlord's account; an admin acts only inside
    /// its own organization. The message says why not.
    pub fn may_save_user(&self, organization_id: i64, current_roles: Option<&[i64]>, new_roles: Option<&[i64]>) -> Result<(), &'static str> {
        if !self.administers(organization_id) {
            return Err("Only an admin of this organization may change its users");
        }
        if self.is_overlord() {
            return Ok(());
        }
        if current_roles.is_some_and(has_overlord) {
            return Err("Only an overlord may change an overlord's account");
        }
        if new_roles.is_some_and(has_overlord) {
            return Err("Only an overlord may grant the overlord role");
        }
        Ok(())
    }
}

fn has_overlord(roles: &[i64]) -> bool {
    roles.iter().any(|id| role_name(*id) == Some("overlord"))
}

/// Hardening rule: "the last admin of an organization cannot remove itself". `admins_after`
/// counts the organization's active admins once the change is saved (an overlord of the
/// deployment is not its organization's admin).
pub fn keeps_an_admin(admins_before: usize, admins_after: usize) -> Result<(), &'static str> {
    if admins_before > 0 && admins_after == 0 {
        return Err("An organization needs at least one active admin");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_overlord_acts_as_an_overlord() {
        let admin = p(&[1], &[]);
        let overlord = Principal { user_id: 2, ..p(&[2], &[]) };
        let attorney = Principal { user_id: 5, ..p(&[5], &[]) };
        assert!(admin.may_act_as_principal(&attorney));
        assert!(!admin.may_act_as_principal(&overlord));
        assert!(overlord.may_act_as_principal(&Principal { user_id: 9, ..p(&[2], &[]) }));
    }

    #[test]
    fn lead_edits_are_intake_and_case_edits_the_case_workers() {
        let role = |name: &str| p(&[super::super::rules::role_id(name).unwrap()], &[]);
        for r in ["admin", "overlord", "intake-management", "intake"] {
            assert!(role(r).edits_leads() && role(r).edits_cases(), "{r}");
        }
        for r in ["attorney", "paralegal", "user"] {
            assert!(!role(r).edits_leads() && role(r).edits_cases(), "{r}");
        }
        for r in ["marketing", "medical-requester"] {
            assert!(!role(r).edits_leads() && !role(r).edits_cases(), "{r}");
        }
    }

    fn p(roles: &[i64], teams: &[i64]) -> Principal {
        Principal { user_id: 1, organization_id: 2, role_ids: roles.to_vec(), team_ids: teams.to_vec() }
    }

    #[test]
    fn admin_administers_own_organization_only_overlord_any() {
        assert!(p(&[1], &[]).administers(2));
        assert!(!p(&[1], &[]).administers(3));
        assert!(p(&[2], &[]).administers(3));
        for role in 3..=9 {
            assert!(!p(&[role], &[]).administers(2), "role {role} must not administer");
        }
    }

    #[test]
    fn users_see_themselves_teammates_and_admins_see_their_organization() {
        let attorney = p(&[5], &[10]);
        assert!(attorney.views_user(1, 2, &[]));
        assert!(attorney.views_user(4, 2, &[10, 11]));
        assert!(!attorney.views_user(4, 2, &[11]));
        assert!(!attorney.views_user(4, 3, &[10]), "a team id of another organization is not a team");
        assert!(p(&[1], &[]).views_user(4, 2, &[]));
        assert!(!p(&[1], &[]).views_user(4, 3, &[]));
        assert!(p(&[2], &[]).views_user(4, 3, &[]));
    }

    #[test]
    fn only_an_overlord_grants_or_touches_overlord() {
        let admin = p(&[1], &[]);
        assert_eq!(admin.may_save_user(2, Some(&[1]), Some(&[1, 2])), Err("Only an overlord may grant the overlord role"));
        assert_eq!(admin.may_save_user(2, None, Some(&[2])), Err("Only an overlord may grant the overlord role"));
        assert_eq!(admin.may_save_user(2, Some(&[2]), None), Err("Only an overlord may change an overlord's account"));
        assert_eq!(admin.may_save_user(2, Some(&[5]), Some(&[5, 6])), Ok(()));
        assert_eq!(admin.may_save_user(3, Some(&[5]), None), Err("Only an admin of this organization may change its users"));
        let overlord = p(&[2], &[]);
        assert_eq!(overlord.may_save_user(3, Some(&[2]), Some(&[1, 2])), Ok(()));
        assert!(p(&[3], &[]).may_save_user(2, Some(&[5]), None).is_err());
    }

    #[test]
    fn the_last_admin_stays() {
        assert!(keeps_an_admin(1, 0).is_err());
        assert!(keeps_an_admin(2, 1).is_ok());
        assert!(keeps_an_admin(0, 0).is_ok(), "an organization without admins is an overlord's to mend");
    }

    #[test]
    fn only_admins_act_as_others() {
        assert!(p(&[1], &[]).may_act_as(2));
        assert!(!p(&[3], &[]).may_act_as(2));
        assert!(!p(&[1], &[]).may_act_as(5));
    }
}
