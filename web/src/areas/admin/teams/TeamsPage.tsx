import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import { preloadOnEntry, useLiveQuery } from '../../../app/relay/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/QueryBoundary';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { GroupDialog, type GroupForm } from '../shared/GroupDialog';
import { GroupList } from '../shared/GroupList';
import { useUpsertTeam } from './UpsertTeamMutation';
import { useDeactivateTeam } from './DeactivateTeamMutation';
import type { TeamsPageQuery, TeamsPageQuery$data } from './__generated__/TeamsPageQuery.graphql';

const query = graphql`
  query TeamsPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      teams(includeInactive: true) {
        id
        teamId
        name
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

export const teamsPageLoader = preloadOnEntry<TeamsPageQuery>(query, ({ params }) => ({ orgId: Number(params.orgId) }));

type Team = NonNullable<TeamsPageQuery$data['organization']>['teams'][number];
interface TeamForm extends GroupForm {
  active: boolean;
}

/** spec 3 §2.11: teams; Show All lists inactive teams too (by default only active ones). */
export function TeamsPage() {
  const { orgId } = useParams();
  const data = usePreloadedQuery<TeamsPageQuery>(query, useLoaderData() as PreloadedQuery<TeamsPageQuery>);
  const refetch = useLiveQuery<TeamsPageQuery>(query, { orgId: Number(orgId) }, ['organization']);
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; row: Team | null }>({ open: false, row: null });
  const [deactivating, setDeactivating] = useState<Team | null>(null);
  const [save] = useUpsertTeam();
  const [deactivate] = useDeactivateTeam();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  const names = new Map(org.users.map((u) => [u.userId, u.name]));
  const userOptions = [...org.users].sort((a, b) => a.name.localeCompare(b.name)).map((u) => ({ value: String(u.userId), label: u.name }));
  const rows = org.teams.filter((t) => showAll || t.active); // DataTable copes with a new array per render
  const row = dialog.row;
  return (
    <>
      <GroupList
        title="Teams"
        noun="Team"
        rows={rows}
        deleteLabel="Deactivate"
        canDelete={(t) => t.active}
        toolbar={<SwitchInput label="Show All" checked={showAll} onChange={setShowAll} />}
        columns={[
          { id: 'active', header: 'Active', value: (t) => (t.active ? 'Yes' : 'No') },
          { id: 'users', header: 'Users', value: (t) => t.userIds.map((id) => names.get(id) ?? `#${id}`).join(', '), truncate: 60 },
        ]}
        onNew={() => setDialog({ open: true, row: null })}
        onEdit={(r) => setDialog({ open: true, row: r })}
        onDelete={setDeactivating}
      />
      <GroupDialog<TeamForm>
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, row: open ? d.row : null }))}
        noun="Team"
        editing={!!row}
        // spec 3 §3: a team is active by default.
        initial={{ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), active: row?.active ?? true }}
        userOptions={userOptions}
        extraFields={(form, set) => <CheckboxInput label="Active" checked={form.active} onChange={(v) => set({ active: v })} />}
        save={async (form) => {
          await save({
            team: { teamId: row?.teamId ?? null, organizationId: org.organizationId, name: form.name.trim(), active: form.active, userIds: form.userIds.map(Number) },
          });
          await refetch();
        }}
      />
      {/* spec 3 §2.11's confirm "does nothing"; here it deactivates the team. */}
      <ConfirmDialog
        open={!!deactivating}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Deactivate team"
        message={`Deactivate the team ${deactivating?.name ?? ''}? It leaves the team selectors; Show All still lists it.`}
        confirmLabel="Deactivate"
        onConfirm={async () => {
          if (!deactivating) return;
          await deactivate({ teamId: deactivating.teamId });
          await refetch();
        }}
      />
    </>
  );
}
