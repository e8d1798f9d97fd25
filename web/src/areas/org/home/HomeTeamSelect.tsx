import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { PREFERENCE_KEYS, usePreference } from '../../../app/preferences/storage';
import { SelectInput } from '../../../ui/fields/SelectInput';
import type { HomeTeamSelectQuery } from './__generated__/HomeTeamSelectQuery.graphql';

const ALL_TEAMS = 'all';

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

/** The team select: All teams, or one of the organization's teams. */
export function HomeTeamSelect({ organizationId, value, onChange }: { organizationId: number; value: number | null; onChange: (teamId: number | null) => void }) {
  const data = useLazyLoadQuery<HomeTeamSelectQuery>(
    graphql`
      query HomeTeamSelectQuery($organizationId: Int!) {
        organization(id: $organizationId) {
          teams {
            teamId
            name
          }
        }
      }
    `,
    { organizationId },
    { fetchPolicy: 'store-and-network' },
  );
  const teams = [...(data.organization?.teams ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const options = [{ value: ALL_TEAMS, label: 'All teams' }, ...teams.map((t) => ({ value: String(t.teamId), label: t.name }))];
  return (
    <div style={{ minWidth: 200 }}>
      <SelectInput label="Team" value={value === null ? ALL_TEAMS : String(value)} options={options} onChange={(v) => onChange(v === ALL_TEAMS ? null : Number(v))} />
    </div>
  );
}
