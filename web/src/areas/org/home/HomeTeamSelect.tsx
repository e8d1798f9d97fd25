import { useState } from 'react';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';

/**
 * spec 3 §2.3: the team the whole home follows — the selected team preference (the acted-as
 * user's first team, written by the act-as selector), or All teams. Choosing a team saves it
 * as the preference; All teams is this page's choice only.
 */
export function useHomeTeam(): [number | null, (teamId: number | null) => void] {
  const selectedTeam = useSelectedTeamId();
  const [, setSelectedTeam] = usePreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null);
  const [allTeams, setAllTeams] = useState(false);
  const choose = (teamId: number | null) => {
    setAllTeams(teamId === null);
    if (teamId !== null) setSelectedTeam(teamId);
  };
  return [allTeams ? null : selectedTeam, choose];
}
