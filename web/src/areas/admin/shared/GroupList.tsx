import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { AdminListHeader, rowActionsColumn } from './ListParts';

/** spec 3 §2.11: a table sorted by name, no paging, with New, Edit and delete actions. */
export function GroupList<T extends { id: string; name: string }>({
  title,
  noun,
  rows,
  columns,
  toolbar,
  deleteLabel,
  canDelete,
  onNew,
  onEdit,
  onDelete,
}: {
  title: string;
  noun: string;
  rows: readonly T[];
  columns: DataColumn<T>[];
  toolbar?: ReactNode;
  deleteLabel: string;
  canDelete?: (row: T) => boolean;
  onNew: () => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const all: DataColumn<T>[] = [{ id: 'name', header: 'Name', value: (r) => r.name }, ...columns, rowActionsColumn<T>({ deleteLabel, canDelete, onEdit, onDelete })];
  return (
    <Flex direction="column" gap="3">
      <AdminListHeader title={title} count={rows.length} toolbar={toolbar} newLabel={`New ${noun}`} onNew={onNew} />
      <DataTable label={title} rows={rows} columns={all} rowId={(r) => r.id} defaultSort={{ id: 'name', desc: false }} emptyText={`No ${title.toLowerCase()} yet.`} />
    </Flex>
  );
}
