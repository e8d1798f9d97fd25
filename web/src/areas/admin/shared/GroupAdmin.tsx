import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { DataColumn } from '../../../ui/DataTable';
import type { FormErrors } from '../../../ui/formErrors';
import { GroupDialog, type GroupForm } from './GroupDialog';
import { GroupList } from './GroupList';

export interface GroupRow {
  id: string;
  name: string;
  userIds: readonly number[];
  /** Sent back as `expectedVersion` when the row is saved (stale-form protection). */
  version: number;
}

/** The input's `expectedVersion` for an edit; nothing for a new row (there is no version yet). */
export function versionCheck(expectedVersion: number | null): { expectedVersion?: number } {
  return expectedVersion === null ? {} : { expectedVersion };
}

/**
 * One of the spec 3 §2.11 group screens (departments, offices, teams): the list with a Users
 * column, the New/Edit dialog and the delete (or deactivate) confirmation; the list is
 * refetched after each save and delete. The dialog edits the row as the store has it now (a
 * live refetch or Reload updates it); the dialog itself decides when to load it into the form.
 */
export function GroupAdmin<T extends GroupRow, F extends GroupForm>({
  title,
  noun,
  rows,
  users,
  columns,
  toolbar,
  deleteLabel,
  canDelete,
  formFor,
  extraFields,
  save,
  confirm,
  refetch,
}: {
  title: string;
  noun: string;
  rows: readonly T[];
  /** The organization's users: the Users column's names and the dialog's options. */
  users: readonly { userId: number; name: string }[];
  /** Columns between Name and Users. */
  columns: DataColumn<T>[];
  toolbar?: ReactNode;
  deleteLabel: string;
  canDelete?: (row: T) => boolean;
  /** The dialog's form for a row being edited, or for a new one (null). */
  formFor: (row: T | null) => F;
  extraFields?: (form: F, set: (patch: Partial<F>) => void, errors: FormErrors) => ReactNode;
  /** Saves; `expectedVersion` is the version the form was loaded at, null for a new row. */
  save: (form: F, row: T | null, expectedVersion: number | null) => Promise<unknown>;
  confirm: { title: string; message: (row: T) => string; run: (row: T) => Promise<unknown> };
  refetch: () => Promise<void>;
}) {
  const [dialog, setDialog] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<T | null>(null);
  const names = new Map(users.map((u) => [u.userId, u.name]));
  const userOptions = [...users].sort((a, b) => a.name.localeCompare(b.name)).map((u) => ({ value: String(u.userId), label: u.name }));
  // The clicked row is a snapshot; prefer the same row from the latest rows.
  const row = dialog.row ? (rows.find((r) => r.id === dialog.row!.id) ?? dialog.row) : null;
  return (
    <>
      <GroupList
        title={title}
        noun={noun}
        rows={rows}
        deleteLabel={deleteLabel}
        canDelete={canDelete}
        toolbar={toolbar}
        columns={[...columns, { id: 'users', header: 'Users', value: (r) => r.userIds.map((id) => names.get(id) ?? `#${id}`).join(', '), truncate: 60 }]}
        onNew={() => setDialog({ open: true, row: null })}
        onEdit={(r) => setDialog({ open: true, row: r })}
        onDelete={setDeleting}
      />
      <GroupDialog<F>
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, row: open ? d.row : null }))}
        noun={noun}
        editing={!!row}
        initial={formFor(row)}
        version={row?.version ?? null}
        userOptions={userOptions}
        extraFields={extraFields}
        save={async (form, expectedVersion) => {
          await save(form, row, row ? expectedVersion : null);
          await refetch();
        }}
        reload={refetch}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={confirm.title}
        message={deleting ? confirm.message(deleting) : ''}
        confirmLabel={deleteLabel}
        onConfirm={async () => {
          if (!deleting) return;
          await confirm.run(deleting);
          await refetch();
        }}
      />
    </>
  );
}
