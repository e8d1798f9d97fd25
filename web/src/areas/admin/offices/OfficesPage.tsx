import { graphql } from 'react-relay/hooks';
import { EmptyState } from '../../../ui/QueryBoundary';
import { TextInput } from '../../../ui/fields/TextInput';
import { GroupAdmin, versionCheck } from '../shared/GroupAdmin';
import type { GroupForm } from '../shared/GroupDialog';
import { useOrgPageQuery } from '../shared/orgPageQuery';
import { useUpsertOffice } from './UpsertOfficeMutation';
import { useDeleteOffice } from './DeleteOfficeMutation';
import type { OfficesPageQuery } from './__generated__/OfficesPageQuery.graphql';

const query = graphql`
  query OfficesPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      offices {
        id
        officeId
        name
        version
        shortCode
        userIds
      }
      users {
        userId
        name
      }
    }
  }
`;

interface OfficeForm extends GroupForm {
  shortCode: string;
}

/** spec 3 §2.11: offices (spec 1 §9: short codes such as BOI, SEA, SPO). */
export function OfficesPage() {
  const [data, refetch] = useOrgPageQuery<OfficesPageQuery>(query);
  const [save] = useUpsertOffice();
  const [remove] = useDeleteOffice();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  return (
    <GroupAdmin
      title="Offices"
      noun="Office"
      rows={org.offices}
      users={org.users}
      deleteLabel="Delete"
      columns={[{ id: 'shortCode', header: 'Short Code', value: (o) => o.shortCode }]}
      formFor={(row): OfficeForm => ({ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), shortCode: row?.shortCode ?? '' })}
      extraFields={(form, set, errors) => <TextInput label="Short Code" value={form.shortCode} onChange={(v) => set({ shortCode: v })} error={errors.fields.shortCode} />}
      save={(form, row, expectedVersion) =>
        save({
          office: {
            officeId: row?.officeId ?? null,
            organizationId: org.organizationId,
            name: form.name.trim(),
            shortCode: form.shortCode.trim() || null,
            userIds: form.userIds.map(Number),
            ...versionCheck(expectedVersion),
          },
        })
      }
      // spec 3 §2.11's confirm "does nothing"; here it deletes when nothing uses the office.
      confirm={{
        title: 'Delete office',
        message: (o) => `Delete the office ${o.name}? This is only possible when nothing uses it.`,
        run: (o) => remove({ officeId: o.officeId }),
      }}
      refetch={refetch}
    />
  );
}
