import type { ReactNode } from 'react';
import { Button, Flex, Heading, IconButton } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { DataTable, type DataColumn } from '../../../ui/DataTable';

/** spec 3 §2.11: a table sorted by name, no paging, with New, Edit and delete actions. */
export function GroupList<T extends { id: string; name: string }>({
  title,
  noun,
  rows,
  columns,
  toolbar,
  deleteLabel,
  canDelete = () => true,
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
  const all: DataColumn<T>[] = [
    { id: 'name', header: 'Name', value: (r) => r.name },
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (r) => (
        <Flex gap="3">
          <IconButton size="1" variant="ghost" aria-label={`Edit ${r.name}`} onClick={() => onEdit(r)}>
            <Pencil1Icon />
          </IconButton>
          <IconButton size="1" variant="ghost" color="red" aria-label={`${deleteLabel} ${r.name}`} disabled={!canDelete(r)} onClick={() => onDelete(r)}>
            <TrashIcon />
          </IconButton>
        </Flex>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="5">
          {title} ({rows.length})
        </Heading>
        <Flex gap="4" align="center">
          {toolbar}
          <Button onClick={onNew}>
            <PlusIcon /> New {noun}
          </Button>
        </Flex>
      </Flex>
      <DataTable label={title} rows={rows} columns={all} rowId={(r) => r.id} defaultSort={{ id: 'name', desc: false }} emptyText={`No ${title.toLowerCase()} yet.`} />
    </Flex>
  );
}
