import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import { preloadOnEntry, useLiveQuery } from '../../../app/relay/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/QueryBoundary';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { GroupDialog, type GroupForm } from '../shared/GroupDialog';
import { GroupList } from '../shared/GroupList';
import { useUpsertDepartment } from './UpsertDepartmentMutation';
import { useDeleteDepartment } from './DeleteDepartmentMutation';
import type { DepartmentsPageQuery, DepartmentsPageQuery$data } from './__generated__/DepartmentsPageQuery.graphql';

const query = graphql`
  query DepartmentsPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      departments {
        id
        departmentId
        name
        showOnIntakeAssignment
        userIds
      }
      users {
        userId
        name
      }
    }
  }
`;

export const departmentsPageLoader = preloadOnEntry<DepartmentsPageQuery>(query, ({ params }) => ({ orgId: Number(params.orgId) }));

type Department = NonNullable<DepartmentsPageQuery$data['organization']>['departments'][number];
interface DepartmentForm extends GroupForm {
  showOnIntakeAssignment: boolean;
}

/** spec 3 §2.11: departments, with the showOnIntakeAssignment flag. */
export function DepartmentsPage() {
  const { orgId } = useParams();
  const data = usePreloadedQuery<DepartmentsPageQuery>(query, useLoaderData() as PreloadedQuery<DepartmentsPageQuery>);
  const refetch = useLiveQuery<DepartmentsPageQuery>(query, { orgId: Number(orgId) }, ['organization']);
  const [dialog, setDialog] = useState<{ open: boolean; row: Department | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [save] = useUpsertDepartment();
  const [remove] = useDeleteDepartment();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  const names = new Map(org.users.map((u) => [u.userId, u.name]));
  const userOptions = [...org.users].sort((a, b) => a.name.localeCompare(b.name)).map((u) => ({ value: String(u.userId), label: u.name }));
  const row = dialog.row;
  return (
    <>
      <GroupList
        title="Departments"
        noun="Department"
        rows={org.departments}
        deleteLabel="Delete"
        columns={[
          { id: 'intake', header: 'Show On Intake Assignment', value: (d) => (d.showOnIntakeAssignment ? 'Yes' : 'No') },
          { id: 'users', header: 'Users', value: (d) => d.userIds.map((id) => names.get(id) ?? `#${id}`).join(', '), truncate: 60 },
        ]}
        onNew={() => setDialog({ open: true, row: null })}
        onEdit={(r) => setDialog({ open: true, row: r })}
        onDelete={setDeleting}
      />
      <GroupDialog<DepartmentForm>
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, row: open ? d.row : null }))}
        noun="Department"
        editing={!!row}
        initial={{ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), showOnIntakeAssignment: row?.showOnIntakeAssignment ?? false }}
        userOptions={userOptions}
        extraFields={(form, set) => (
          <SwitchInput label="Show On Intake Assignment" checked={form.showOnIntakeAssignment} onChange={(v) => set({ showOnIntakeAssignment: v })} />
        )}
        save={async (form) => {
          // spec 3 §5: the users display field is not sent; ids only.
          await save({
            department: {
              departmentId: row?.departmentId ?? null,
              organizationId: org.organizationId,
              name: form.name.trim(),
              showOnIntakeAssignment: form.showOnIntakeAssignment,
              userIds: form.userIds.map(Number),
            },
          });
          await refetch();
        }}
      />
      {/* spec 3 §2.11's confirm "does nothing"; here it deletes when nothing uses the department. */}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete department"
        message={`Delete the department ${deleting?.name ?? ''}? This is only possible when nothing uses it.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ departmentId: deleting.departmentId });
          await refetch();
        }}
      />
    </>
  );
}
