import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useOnlineUserIds } from '../../../platform/live/presence';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/QueryBoundary';
import { UsersList, type UserRow } from './UsersList';
import { UserDialog } from './UserDialog';
import { useDeactivateUser } from './DeactivateUserMutation';
import { useOrgPageQuery } from '../shared/orgPageQuery';
import type { UsersPageQuery } from './__generated__/UsersPageQuery.graphql';

const query = graphql`
  query UsersPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      users(includeInactive: true) {
        ...UsersList_users
      }
      ...UserDialog_organization
    }
  }
`;

/** spec 3 §2.10: /org/{id}/users. */
export function UsersPage() {
  const [data, refetch] = useOrgPageQuery<UsersPageQuery>(query);
  const online = useOnlineUserIds();
  const [dialog, setDialog] = useState<{ open: boolean; user: UserRow | null }>({ open: false, user: null });
  const [deactivating, setDeactivating] = useState<UserRow | null>(null);
  const [deactivate] = useDeactivateUser();

  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  return (
    <>
      <UsersList
        users={org.users}
        online={online}
        onNew={() => setDialog({ open: true, user: null })}
        onEdit={(user) => setDialog({ open: true, user })}
        onDeactivate={setDeactivating}
      />
      <UserDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, user: open ? d.user : null }))}
        organization={org}
        user={dialog.user}
        organizationId={org.organizationId}
        onSaved={() => void refetch()}
        onReload={refetch}
      />
      {/* spec 3 §2.10 says the delete confirmation does nothing; here it deactivates the user. */}
      <ConfirmDialog
        open={!!deactivating}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Deactivate user"
        message={`Deactivate ${deactivating?.name ?? ''}? They can no longer sign in and leave the active lists; Show All still lists them.`}
        confirmLabel="Deactivate"
        onConfirm={async () => {
          if (!deactivating) return;
          await deactivate({ userId: deactivating.userId });
          await refetch();
        }}
      />
    </>
  );
}
