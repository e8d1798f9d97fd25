import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { EmptyState } from '../../../ui/QueryBoundary';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { GroupAdmin, versionCheck } from '../shared/GroupAdmin';
import type { GroupForm } from '../shared/GroupDialog';
import { useOrgPageQuery } from '../shared/orgPageQuery';
import { useUpsertTeam } from './UpsertTeamMutation';
import { useDeactivateTeam } from './DeactivateTeamMutation';
import type { TeamsPageQuery } from './__generated__/TeamsPageQuery.graphql';

const query = graphql`
  query TeamsPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      teams(includeInactive: true) {
        id
        teamId
        name
        version
        active
        userIds
      }
      users {
        userId
        name
      }
    }
  }
`;

interface TeamForm extends GroupForm {
  active: boolean;
}

/** spec 3 §2.11: teams; Show All lists inactive teams too (by default only active ones). */
export function TeamsPage() {
  const [data, refetch] = useOrgPageQuery<TeamsPageQuery>(query);
  const [showAll, setShowAll] = useState(false);
  const [save] = useUpsertTeam();
  const [deactivate] = useDeactivateTeam();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  const rows = org.teams.filter((t) => showAll || t.active); // DataTable copes with a new array per render
  return (
    <GroupAdmin
      title="Teams"
      noun="Team"
      rows={rows}
      users={org.users}
      deleteLabel="Deactivate"
      canDelete={(t) => t.active}
      toolbar={<SwitchInput label="Show All" checked={showAll} onChange={setShowAll} />}
      columns={[{ id: 'active', header: 'Active', value: (t) => (t.active ? 'Yes' : 'No') }]}
      // spec 3 §3: a team is active by default.
      formFor={(row): TeamForm => ({ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), active: row?.active ?? true })}
      extraFields={(form, set) => <CheckboxInput label="Active" checked={form.active} onChange={(v) => set({ active: v })} />}
      save={(form, row, expectedVersion) =>
        save({
          team: { teamId: row?.teamId ?? null, organizationId: org.organizationId, name: form.name.trim(), active: form.active, userIds: form.userIds.map(Number), ...versionCheck(expectedVersion) },
        })
      }
      // spec 3 §2.11's confirm "does nothing"; here it deactivates the team.
      confirm={{
        title: 'Deactivate team',
        message: (t) => `Deactivate the team ${t.name}? It leaves the team selectors; Show All still lists it.`,
        run: (t) => deactivate({ teamId: t.teamId }),
      }}
      refetch={refetch}
    />
  );
}
