import { useMemo, useState } from 'react';
import { Flex, Text, Tooltip } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { AdminListHeader, rowActionsColumn } from '../shared/ListParts';
import type { UsersList_users$data, UsersList_users$key } from './__generated__/UsersList_users.graphql';

export type UserRow = UsersList_users$data[number];

const joinNames = (items: readonly { name: string }[]) => items.map((i) => i.name).join(', ');

/**
 * spec 3 §2.10: title with count, Show Online and Show All, search, New User; active users
 * only unless Show All; Show Online limits it further to online users (green dot).
 */
export function UsersList({
  users,
  online,
  onNew,
  onEdit,
  onDeactivate,
}: {
  users: UsersList_users$key;
  online: ReadonlySet<number>;
  onNew: () => void;
  onEdit: (row: UserRow) => void;
  onDeactivate: (row: UserRow) => void;
}) {
  const data = useFragment(
    graphql`
      fragment UsersList_users on User @relay(plural: true) {
        id
        userId
        name
        email
        capacity
        active
        roles {
          name
        }
        offices {
          name
        }
        departments {
          name
        }
        ...UserDialog_user
      }
    `,
    users,
  );
  const me = useSessionUser();
  const [showOnline, setShowOnline] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => data.filter((u) => (showAll || u.active) && (!showOnline || online.has(u.userId))), [data, showAll, showOnline, online]);

  const columns: DataColumn<UserRow>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (u) => u.name,
      cell: (u) => (
        <Flex align="center">
          {online.has(u.userId) ? (
            <Tooltip content="Online">
              <span className="online-dot" role="img" aria-label="Online" />
            </Tooltip>
          ) : null}
          <Text>{u.name}</Text>
        </Flex>
      ),
    },
    { id: 'email', header: 'Email', value: (u) => u.email },
    { id: 'capacity', header: 'Capacity', value: (u) => u.capacity, align: 'right' },
    { id: 'roles', header: 'Roles', value: (u) => joinNames(u.roles) },
    { id: 'offices', header: 'Offices', value: (u) => joinNames(u.offices) },
    { id: 'departments', header: 'Departments', value: (u) => joinNames(u.departments) },
    { id: 'active', header: 'Active', value: (u) => (u.active ? 'Yes' : 'No') },
    rowActionsColumn<UserRow>({ deleteLabel: 'Deactivate', canDelete: (u) => u.active && u.userId !== me.userId, onEdit, onDelete: onDeactivate }),
  ];

  return (
    <Flex direction="column" gap="3">
      <AdminListHeader
        title="Users"
        count={rows.length}
        toolbar={
          <>
            <SwitchInput label="Show Online" checked={showOnline} onChange={setShowOnline} />
            <SwitchInput label="Show All" checked={showAll} onChange={setShowAll} />
          </>
        }
        newLabel="New User"
        onNew={onNew}
      />
      <DataTable
        label="Users"
        rows={rows}
        columns={columns}
        rowId={(u) => u.id}
        defaultSort={{ id: 'name', desc: false }}
        sortKey="org-users"
        emptyText={showOnline ? 'No users online.' : 'No users yet.'}
      />
    </Flex>
  );
}
