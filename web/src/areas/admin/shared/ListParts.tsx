import type { ReactNode } from 'react';
import { Button, Flex, Heading, IconButton } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import type { DataColumn } from '../../../ui/DataTable';

/** spec 3 §2.10, §2.11: the admin lists' heading: title with the count, toggles, New button. */
export function AdminListHeader({ title, count, toolbar, newLabel, onNew }: { title: string; count: number; toolbar?: ReactNode; newLabel: string; onNew: () => void }) {
  return (
    <Flex justify="between" align="center" wrap="wrap" gap="3">
      <Heading as="h1" size="5">
        {title} ({count})
      </Heading>
      <Flex gap="4" align="center">
        {toolbar}
        <Button onClick={onNew}>
          <PlusIcon /> {newLabel}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The Edit and delete (or deactivate) icon buttons of an admin list row, as its last column. */
export function rowActionsColumn<T extends { name: string }>({
  deleteLabel,
  canDelete = () => true,
  onEdit,
  onDelete,
}: {
  deleteLabel: string;
  canDelete?: (row: T) => boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}): DataColumn<T> {
  return {
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
  };
}
