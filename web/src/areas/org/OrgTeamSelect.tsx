import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { SelectInput } from '../../ui/fields/SelectInput';
import type { OrgTeamSelectQuery } from './__generated__/OrgTeamSelectQuery.graphql';

const NO_TEAM = 'none';

/**
 * A select of the organization's teams (by name) with one choice for "no team" first, named by
 * `emptyLabel` (Home: All teams; the staff pages: The user's teams).
 */
export function OrgTeamSelect({ organizationId, value, onChange, emptyLabel }: { organizationId: number; value: number | null; onChange: (teamId: number | null) => void; emptyLabel: string }) {
  const data = useLazyLoadQuery<OrgTeamSelectQuery>(
    graphql`
      query OrgTeamSelectQuery($organizationId: Int!) {
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
  const options = [{ value: NO_TEAM, label: emptyLabel }, ...teams.map((t) => ({ value: String(t.teamId), label: t.name }))];
  return (
    <div style={{ minWidth: 200 }}>
      <SelectInput label="Team" value={value === null ? NO_TEAM : String(value)} options={options} onChange={(v) => onChange(v === NO_TEAM ? null : Number(v))} />
    </div>
  );
}
