import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import { preloadOnEntry, useLiveQuery } from '../../../app/relay/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/QueryBoundary';
import { TextInput } from '../../../ui/fields/TextInput';
import { GroupDialog, type GroupForm } from '../shared/GroupDialog';
import { GroupList } from '../shared/GroupList';
import { useUpsertOffice } from './UpsertOfficeMutation';
import { useDeleteOffice } from './DeleteOfficeMutation';
import type { OfficesPageQuery, OfficesPageQuery$data } from './__generated__/OfficesPageQuery.graphql';

const query = graphql`
  query OfficesPageQuery($orgId: Int!) {
    organization(id: $orgId) {
      organizationId
      offices {
        id
        officeId
        name
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

export const officesPageLoader = preloadOnEntry<OfficesPageQuery>(query, ({ params }) => ({ orgId: Number(params.orgId) }));

type Office = NonNullable<OfficesPageQuery$data['organization']>['offices'][number];
interface OfficeForm extends GroupForm {
  shortCode: string;
}

/** spec 3 §2.11: offices (spec 1 §9: short codes such as BOI, SEA, SPO). */
export function OfficesPage() {
  const { orgId } = useParams();
  const data = usePreloadedQuery<OfficesPageQuery>(query, useLoaderData() as PreloadedQuery<OfficesPageQuery>);
  const refetch = useLiveQuery<OfficesPageQuery>(query, { orgId: Number(orgId) }, ['organization']);
  const [dialog, setDialog] = useState<{ open: boolean; row: Office | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<Office | null>(null);
  const [save] = useUpsertOffice();
  const [remove] = useDeleteOffice();
  const org = data.organization;
  if (!org) return <EmptyState>Organization not found.</EmptyState>;
  const names = new Map(org.users.map((u) => [u.userId, u.name]));
  const userOptions = [...org.users].sort((a, b) => a.name.localeCompare(b.name)).map((u) => ({ value: String(u.userId), label: u.name }));
  const row = dialog.row;
  return (
    <>
      <GroupList
        title="Offices"
        noun="Office"
        rows={org.offices}
        deleteLabel="Delete"
        columns={[
          { id: 'shortCode', header: 'Short Code', value: (o) => o.shortCode },
          { id: 'users', header: 'Users', value: (o) => o.userIds.map((id) => names.get(id) ?? `#${id}`).join(', '), truncate: 60 },
        ]}
        onNew={() => setDialog({ open: true, row: null })}
        onEdit={(r) => setDialog({ open: true, row: r })}
        onDelete={setDeleting}
      />
      <GroupDialog<OfficeForm>
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, row: open ? d.row : null }))}
        noun="Office"
        editing={!!row}
        initial={{ name: row?.name ?? '', userIds: (row?.userIds ?? []).map(String), shortCode: row?.shortCode ?? '' }}
        userOptions={userOptions}
        extraFields={(form, set, errors) => <TextInput label="Short Code" value={form.shortCode} onChange={(v) => set({ shortCode: v })} error={errors.fields.shortCode} />}
        save={async (form) => {
          await save({
            office: {
              officeId: row?.officeId ?? null,
              organizationId: org.organizationId,
              name: form.name.trim(),
              shortCode: form.shortCode.trim() || null,
              userIds: form.userIds.map(Number),
            },
          });
          await refetch();
        }}
      />
      {/* spec 3 §2.11's confirm "does nothing"; here it deletes when nothing uses the office. */}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete office"
        message={`Delete the office ${deleting?.name ?? ''}? This is only possible when nothing uses it.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ officeId: deleting.officeId });
          await refetch();
        }}
      />
    </>
  );
}
