import { useSessionUser } from '../auth/AuthContext';
import { hasRole } from '../auth/roles';
import { PREFERENCE_KEYS, usePreference } from '../../platform/preferences/storage';

/** spec 1 §6: the acted-as (imitated) user when an admin chose one, else the signed-in user. */
export function useActedAsUserId(): number {
  const user = useSessionUser();
  const [actAs] = usePreference<number | null>(PREFERENCE_KEYS.actAsUserId, null);
  return actAs && hasRole(user, 'admin', 'overlord') ? actAs : user.userId;
}

/** spec 1 §2.3: the selected team; defaults to the user's first team. */
export function useSelectedTeamId(): number | null {
  const user = useSessionUser();
  const [teamId] = usePreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null);
  return teamId ?? user.teams[0]?.teamId ?? null;
}
